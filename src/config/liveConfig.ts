/**
 * Loads an environment's live configuration through the HTTP client (timeout, typed errors).
 * Loaded on demand by the ConfigProvider, never on local hosts, so neither the client nor the
 * validator is part of the first load.
 */
import { checkJson, errorForResponse, send } from '@/lib/api/client'
import { DEFAULT_CONFIG_BASE_URL, liveConfigUrl } from './loadConfig'
import type { EnvironmentName } from './types'
import { validateOverlay, type ConfigOverlay } from './validate'

export interface FetchOptions {
  baseUrl?: string
  timeoutMs?: number
  now?: number
  /** The fetch to use (tests); defaults to the global one. */
  fetchImpl?: typeof fetch
}

/** The validated overlay in a live copy's JSON; throws naming what is wrong. */
function overlayOf(raw: unknown, env: EnvironmentName): ConfigOverlay {
  const result = validateOverlay(raw, env)
  if (!result.ok) throw new Error(`invalid configuration: ${result.errors.join('; ')}`)
  return result.value
}

/**
 * Fetches and validates an environment's live configuration. Any failure (network, timeout,
 * status, JSON, validation) resolves to null after a console warning: the built-in config stays.
 */
export async function fetchLiveConfig(
  env: EnvironmentName,
  {
    baseUrl = DEFAULT_CONFIG_BASE_URL,
    timeoutMs = 8000,
    now = Date.now(),
    fetchImpl,
  }: FetchOptions = {},
): Promise<ConfigOverlay | null> {
  const url = liveConfigUrl(env, baseUrl, now)
  try {
    const { response, text } = await send(
      url,
      { cache: 'no-store' },
      { timeoutMs, fetch: fetchImpl },
    )
    if (!response.ok) throw await errorForResponse(url, response, text)
    return checkJson(url, response.status, text, (raw) => overlayOf(raw, env))
  } catch (error) {
    console.warn(`Live configuration ${url} not used; keeping the built-in one.`, error)
    return null
  }
}
