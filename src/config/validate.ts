/**
 * Validation of configuration JSON where it enters the app. The live copy of an environment's
 * configuration is an overlay: every field is optional, objects may be partial, but every value
 * that is present must have the right shape. Unknown fields are dropped.
 */
import { parseGuard } from './filingPeriods'
import type { EnvironmentConfig, EnvironmentName } from './types'

export type ConfigOverlay = Partial<Omit<EnvironmentConfig, 'timedGuards'>> & {
  timedGuards?: Record<string, unknown>
}

export type ValidationResult = { ok: true; value: ConfigOverlay } | { ok: false; errors: string[] }

const ENVIRONMENTS: readonly EnvironmentName[] = ['prod', 'prod-beta', 'dev', 'dev-beta']
const ALERT_TYPES = ['info', 'success', 'warning', 'error']
const PERIOD_LABEL = /^\d{4}(-Q[123])?$/
const YEAR = /^\d{4}$/

type Checker = (value: unknown, path: string, errors: string[]) => void

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const string: Checker = (v, path, errors) => {
  if (typeof v !== 'string') errors.push(`${path} must be a string`)
}
const boolean: Checker = (v, path, errors) => {
  if (typeof v !== 'boolean') errors.push(`${path} must be true or false`)
}
const years: Checker = (v, path, errors) => {
  if (!Array.isArray(v) || !v.every((y) => typeof y === 'string' && YEAR.test(y))) {
    errors.push(`${path} must be a list of four-digit years as strings`)
  }
}

const announcement: Checker = (v, path, errors) => {
  if (!isObject(v)) return void errors.push(`${path} must be an object`)
  if (typeof v.message !== 'string') errors.push(`${path}.message must be a string`)
  if (!ALERT_TYPES.includes(v.type as string)) {
    errors.push(`${path}.type must be one of ${ALERT_TYPES.join(', ')}`)
  }
  if (v.heading !== undefined) string(v.heading, `${path}.heading`, errors)
  if (v.link !== undefined) {
    if (!isObject(v.link) || typeof v.link.url !== 'string' || typeof v.link.text !== 'string') {
      errors.push(`${path}.link must have a url and a text`)
    } else if (!isSafeLinkUrl(v.link.url)) {
      errors.push(
        `${path}.link.url must be a site path (/…), an https:// address or a mailto: address`,
      )
    }
  }
}

/** Spaces, control characters and backslashes: browsers drop or reinterpret them in URLs. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const URL_NOISE = /[\u0000-\u0020\u007f-\u009f\\]/

/**
 * A link the site may render from the live configuration: a path of this site (`/…`, not
 * `//host`), an `https://` address with a host, or a `mailto:` address. Anything else (a
 * `javascript:` or `data:` URL, plain http, a relative path) is refused where it enters.
 */
export function isSafeLinkUrl(url: string): boolean {
  if (URL_NOISE.test(url)) return false
  if (url.startsWith('/')) return !url.startsWith('//')
  if (url.startsWith('https://')) {
    try {
      return new URL(url).hostname !== ''
    } catch {
      return false
    }
  }
  return /^mailto:[^@?]+@[^@?]+\.[^@?]+(\?.*)?$/.test(url)
}

/** The end of the platform's authorization endpoint (Keycloak's OpenID Connect paths). */
const AUTH_ENDPOINT = '/protocol/openid-connect/auth'
const SITE = 'https://site.invalid'

/**
 * The sign-in address: the authorization endpoint, with a client, on the identity provider's
 * origin. Every environment's built-in configuration puts the provider behind the site's own
 * host (a site path, as the platform's Keycloak is), so the live copy may not send sign-ins to
 * any other host: it must be a site path too.
 */
const signInUrl: Checker = (v, path, errors) => {
  const message = `${path} must be the identity provider's sign-in address on this site (/…${AUTH_ENDPOINT}?client_id=…)`
  if (typeof v !== 'string' || !v.startsWith('/') || v.startsWith('//') || URL_NOISE.test(v))
    return void errors.push(message)
  let url: URL
  try {
    // The template's placeholders stand for this site's origin and a filing period.
    url = new URL(v.replaceAll('{origin}', SITE).replaceAll('{period}', '2025'), SITE)
  } catch {
    return void errors.push(message)
  }
  const at = url.pathname.lastIndexOf(AUTH_ENDPOINT)
  if (
    url.origin !== SITE ||
    at <= 0 ||
    at + AUTH_ENDPOINT.length !== url.pathname.length ||
    !url.searchParams.get('client_id')
  )
    errors.push(message)
}

const nullableAnnouncement: Checker = (v, path, errors) => {
  if (v !== null) announcement(v, path, errors)
}

const objectOf =
  (fields: Record<string, Checker>): Checker =>
  (v, path, errors) => {
    if (!isObject(v)) return void errors.push(`${path} must be an object`)
    for (const [key, value] of Object.entries(v)) {
      const check = fields[key]
      if (check) check(value, `${path}.${key}`, errors)
    }
  }

const timedGuards: Checker = (v, path, errors) => {
  if (!isObject(v)) return void errors.push(`${path} must be an object`)
  for (const [key, value] of Object.entries(v)) {
    if (key === 'preview') {
      if (
        !Array.isArray(value) ||
        !value.every((p) => typeof p === 'string' && PERIOD_LABEL.test(p))
      ) {
        errors.push(`${path}.preview must be a list of periods like "2024" or "2024-Q1"`)
      }
      continue
    }
    if (!YEAR.test(key)) {
      errors.push(`${path} has "${key}", which is not a four-digit year`)
      continue
    }
    if (!isObject(value)) {
      errors.push(`${path}.${key} must be an object`)
      continue
    }
    for (const [period, guard] of Object.entries(value)) {
      if (!['Q1', 'Q2', 'Q3', 'annual'].includes(period)) {
        errors.push(`${path}.${key} has "${period}"; expected Q1, Q2, Q3 or annual`)
      } else {
        const instants = typeof guard === 'string' ? parseGuard(guard) : null
        if (!instants) {
          errors.push(
            `${path}.${key}.${period} must read "MM/DD/YYYY - MM/DD/YYYY - MM/DD/YYYY" with real dates`,
          )
        } else if (instants.start > instants.late || instants.late > instants.end) {
          errors.push(`${path}.${key}.${period} dates must be in order: start, deadline, end`)
        }
      }
    }
  }
}

const nonEmpty: Checker = (v, path, errors) => {
  if (typeof v !== 'string' || !v.trim()) errors.push(`${path} must be a non-empty string`)
}

/** Null, or all three Algolia settings (a partial object would leave the search unusable). */
const docSearch: Checker = (v, path, errors) => {
  if (v === null) return
  if (!isObject(v)) return void errors.push(`${path} must be null or an object`)
  for (const key of ['appId', 'apiKey', 'indexName']) nonEmpty(v[key], `${path}.${key}`, errors)
}

const feedbackUrl: Checker = (v, path, errors) => {
  if (typeof v !== 'string' || !/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(v)) {
    errors.push(`${path} must be a mailto: or https:// address`)
  }
}

const FIELDS: Record<keyof EnvironmentConfig, Checker> = {
  name: (v, path, errors) => {
    if (!ENVIRONMENTS.includes(v as EnvironmentName)) {
      errors.push(`${path} must be one of ${ENVIRONMENTS.join(', ')}`)
    }
  },
  announcement: (v, path, errors) => {
    if (!Array.isArray(v)) return void errors.push(`${path} must be a list`)
    v.forEach((item, i) => announcement(item, `${path}[${i}]`, errors))
  },
  fileServerDomain: string,
  publicationReleaseYear: string,
  mlarReleaseYear: string,
  maintenanceMode: boolean,
  filingAnnouncement: nullableAnnouncement,
  ffvtAnnouncement: nullableAnnouncement,
  toolAnnouncement: (v, path, errors) => {
    if (!Array.isArray(v)) return void errors.push(`${path} must be a list`)
    v.forEach((item, i) => {
      announcement(item, `${path}[${i}]`, errors)
      if (typeof (item as { tool?: unknown } | null)?.tool !== 'string') {
        errors.push(`${path}[${i}].tool must name a tool`)
      }
    })
  },
  dataPublicationYears: objectOf(
    Object.fromEntries(
      [
        'shared',
        'mlar',
        'threeYear',
        'oneYear',
        'aggregate',
        'disclosure',
        'dynamic',
        'snapshot',
        'national',
      ].map((k) => [k, years]),
    ),
  ),
  dataBrowserYears: years,
  dataBrowserMapsYears: years,
  timedGuards,
  signup: objectOf({
    url: (v, path, errors) => {
      if (v !== null) string(v, path, errors)
    },
    topicCode: string,
  }),
  api: objectOf({ filing: string, public: string, reporting: string, dataBrowser: string }),
  signInUrl,
  contactEmail: string,
  docSearch,
  searchFeedbackUrl: feedbackUrl,
}

/** Checks a configuration overlay; `expected` is the environment the file was fetched for. */
export function validateOverlay(json: unknown, expected?: EnvironmentName): ValidationResult {
  if (!isObject(json)) return { ok: false, errors: ['the configuration must be a JSON object'] }
  const errors: string[] = []
  const value: Record<string, unknown> = {}
  for (const [key, check] of Object.entries(FIELDS)) {
    if (!(key in json)) continue
    check(json[key], key, errors)
    value[key] = json[key]
  }
  if (expected && json.name !== undefined && json.name !== expected) {
    errors.push(`name is "${String(json.name)}" but this is the ${expected} environment`)
  }
  return errors.length ? { ok: false, errors } : { ok: true, value: value as ConfigOverlay }
}
