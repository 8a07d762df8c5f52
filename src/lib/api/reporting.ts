/**
 * Client of the reporting API (`{api.reporting}` = /v2/reporting, same origin): filers per year
 * and the MSA/MDs of one filer. 2017 lists come from static files on the file server instead.
 * `filersQuery` and `institutionAreasQuery` pick the source by year; both lists are published
 * data, kept for the visit of the feature (a failure is not kept).
 */
import { queryOptions } from '@tanstack/react-query'
import { getJson, type RequestOptions } from './client'
import { array, object, string, stringOrNumber, type Json } from './validate'

export interface Filer {
  /** LEI (2018+) or, for 2017, the institution id. Upper case. */
  lei: string
  name: string
  period: string
}

export interface MsaMd {
  /** Five digits, or "99999" for areas outside any MSA/MD. */
  id: string
  name: string
}

function filer(raw: unknown, path: string): Filer {
  const o = object(raw, path)
  return {
    lei: string(o.lei, `${path}.lei`).toUpperCase(),
    name: string(o.name, `${path}.name`),
    period: stringOrNumber(o.period, `${path}.period`),
  }
}

/** `{"institutions":[{lei,name,period}]}`; the empty placeholder of unknown years is dropped. */
export function parseFilers(raw: unknown): Filer[] {
  const list = array(object(raw, 'body').institutions, 'body.institutions')
  return list.map((item, i) => filer(item, `body.institutions[${i}]`)).filter((f) => f.lei !== '')
}

const msaMd = (raw: unknown, path: string): MsaMd => {
  const o = object(raw, path)
  return { id: stringOrNumber(o.id, `${path}.id`), name: string(o.name, `${path}.name`) }
}

/** Sorts MSA/MDs by numeric id (the service returns a set, in no order). */
export const sortMsaMds = (list: MsaMd[]): MsaMd[] =>
  [...list].sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id))

export function parseInstitutionMsaMds(raw: unknown): { institution: Filer; msaMds: MsaMd[] } {
  const o = object(raw, 'body')
  const list = array(o.msaMds, 'body.msaMds')
  return {
    institution: filer(o.institution, 'body.institution'),
    msaMds: sortMsaMds(list.map((item, i) => msaMd(item, `body.msaMds[${i}]`))),
  }
}

const trimSlash = (base: string) => base.replace(/\/+$/, '')

export const filersUrl = (base: string, year: string) =>
  `${trimSlash(base)}/filers/${encodeURIComponent(year)}`

export const institutionMsaMdsUrl = (base: string, year: string, lei: string) =>
  `${trimSlash(base)}/filers/${encodeURIComponent(year)}/${encodeURIComponent(lei)}/msaMds`

/** Every filer of `year` (2018+). `base` is the config's `api.reporting`. */
export function fetchFilers(base: string, year: string, o?: RequestOptions): Promise<Filer[]> {
  return getJson(filersUrl(base, year), parseFilers, o)
}

/**
 * One filer and its MSA/MDs for `year` (sorted by id). An LEI the service does not know for
 * that year is a 'bad-request' ApiError whose serverMessage says so (the service answers 400).
 */
export function fetchInstitutionMsaMds(
  base: string,
  year: string,
  lei: string,
  o?: RequestOptions,
): Promise<{ institution: Filer; msaMds: MsaMd[] }> {
  return getJson(institutionMsaMdsUrl(base, year, lei), parseInstitutionMsaMds, o)
}

/* ---- 2017: static lists on the file server ---- */

function filer2017(raw: unknown, path: string): Filer {
  const o: Json = object(raw, path)
  return {
    lei: stringOrNumber(o.institutionId, `${path}.institutionId`).toUpperCase(),
    name: string(o.name, `${path}.name`),
    period: '2017',
  }
}

/** 2017 filers: items `{institutionId, name, respondentId}`, as an array or under `institutions`. */
export function parseFilers2017(raw: unknown): Filer[] {
  const list = Array.isArray(raw)
    ? raw
    : array(object(raw, 'body').institutions, 'body.institutions')
  const path = Array.isArray(raw) ? 'body' : 'body.institutions'
  return list.map((item, i) => filer2017(item, `${path}[${i}]`)).filter((f) => f.lei !== '')
}

export const filers2017Url = (fileServer: string) =>
  `${trimSlash(fileServer)}/static-data/snapshot/2017/2017_filers.json`

export const msaMds2017Url = (fileServer: string, institutionId: string) =>
  `${trimSlash(fileServer)}/static-data/snapshot/2017/msaMds/${encodeURIComponent(institutionId)}.json`

export function fetchFilers2017(fileServer: string, o?: RequestOptions): Promise<Filer[]> {
  return getJson(filers2017Url(fileServer), parseFilers2017, o)
}

/** 2017 MSA/MDs of one institution: `{msaMds:[{id,name}]}` (an `institution` part is optional). */
export function parseMsaMds2017(raw: unknown): MsaMd[] {
  const list = array(object(raw, 'body').msaMds, 'body.msaMds')
  return sortMsaMds(list.map((item, i) => msaMd(item, `body.msaMds[${i}]`)))
}

export function fetchInstitutionMsaMds2017(
  fileServer: string,
  institutionId: string,
  o?: RequestOptions,
): Promise<MsaMd[]> {
  return getJson(msaMds2017Url(fileServer, institutionId), parseMsaMds2017, o)
}

/* ---- Query options (either source, by year) ---- */

/** Where the lists are read: the config's `api.reporting`, and the file server (2017). */
export interface ReportingSources {
  reporting: string
  fileServer: string
}

const sourceOf = (sources: ReportingSources, year: string) =>
  year === '2017' ? sources.fileServer : sources.reporting

/** Every filer of `year`: the reporting API, or for 2017 the file server's list. */
export const filersQuery = (sources: ReportingSources, year: string) =>
  queryOptions({
    queryKey: ['reporting', 'filers', year, sourceOf(sources, year)],
    queryFn: ({ signal }) =>
      year === '2017'
        ? fetchFilers2017(sources.fileServer, { signal })
        : fetchFilers(sources.reporting, year, { signal }),
    staleTime: Infinity,
  })

/** One filer's MSA/MDs in a year (2017's list names no institution). */
export interface InstitutionAreas {
  institution: Filer | null
  msaMds: MsaMd[]
}

/** The MSA/MDs of `lei` in `year`; an LEI without a filer fails as `fetchInstitutionMsaMds` says. */
export const institutionAreasQuery = (sources: ReportingSources, year: string, lei: string) =>
  queryOptions({
    queryKey: ['reporting', 'msaMds', year, lei, sourceOf(sources, year)],
    queryFn: async ({ signal }): Promise<InstitutionAreas> =>
      year === '2017'
        ? {
            institution: null,
            msaMds: await fetchInstitutionMsaMds2017(sources.fileServer, lei, { signal }),
          }
        : fetchInstitutionMsaMds(sources.reporting, year, lei, { signal }),
    staleTime: Infinity,
  })
