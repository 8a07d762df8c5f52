/**
 * The verifier's checks of the row being edited (src/hmda/validate/singleRow), loaded on first
 * use: the edit catalogue and the rules are too large for the tool's first load.
 */
import { useEffect, useMemo, useState } from 'react'
import type { RecordKind } from '@/hmda/types'
import type { RowCheck, RowCheckInput, RowFinding } from '@/hmda/validate/singleRow'

type Checks = typeof import('@/hmda/validate/singleRow')

let loaded: Checks | null = null
let loading: Promise<Checks> | null = null

/** Loads the checks once (again after a failure). */
export function loadRowChecks(): Promise<Checks> {
  loading ??= import('@/hmda/validate/singleRow').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

export type RowCheckState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly retry: () => void }
  | { readonly status: 'ready'; readonly check: RowCheck }

/** The checks of `input`, recomputed when it changes; null input (no row) gives null. */
export function useRowCheck(input: RowCheckInput | null): RowCheckState | null {
  const [checks, setChecks] = useState<Checks | null>(loaded)
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const wanted = input !== null
  useEffect(() => {
    // Loaded when a row is first edited, not with the page.
    if (checks || !wanted) return
    let live = true
    loadRowChecks().then(
      (module) => {
        if (live) setChecks(module)
      },
      () => {
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [checks, attempt, wanted])
  const year = input?.year
  const kind = input?.kind
  const row = input?.row
  const ts = input?.ts
  const expectedYear = input?.expectedYear
  return useMemo((): RowCheckState | null => {
    if (year === undefined || kind === undefined || row === undefined) return null
    if (checks)
      return { status: 'ready', check: checks.checkRow({ year, kind, row, ts, expectedYear }) }
    if (failed)
      return {
        status: 'failed',
        retry: () => {
          setFailed(false)
          setAttempt((n) => n + 1)
        },
      }
    return { status: 'loading' }
  }, [checks, failed, year, kind, row, ts, expectedYear])
}

const count = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`

/** The ids of the syntactical and validity edits a row fails, in order, once each. */
export function failedEdits(check: RowCheck): string[] {
  const ids: string[] = []
  for (const f of check.findings)
    if ((f.stage === 'syntactical' || f.stage === 'validity') && !ids.includes(f.id)) ids.push(f.id)
  return ids
}

/** The quality edits the row trips, in order: the platform asks the filer to verify them. */
export function qualityFindings(check: RowCheck): RowFinding[] {
  return check.findings.filter((f) => f.stage === 'quality' || f.stage === 'macro')
}

const formatErrors = (check: RowCheck) => check.findings.filter((f) => f.stage === 'formatting')

/** '' or, e.g., ` 1 quality edit to verify: Q645-1. The platform will ask you to…` */
function describeQuality(check: RowCheck): string {
  const ids = qualityFindings(check).map((f) => f.id)
  if (ids.length === 0) return ''
  return ` ${count(ids.length, 'quality edit', 'quality edits')} to verify: ${ids.join(', ')}. When you file, the platform will ask you to confirm the ${ids.length === 1 ? 'value is' : 'values are'} correct; ${ids.length === 1 ? 'it is not an error' : 'they are not errors'}, and the row can be saved.`
}

/** One sentence on what the verifier would find in the row (shown beside the editor). */
export function describeCheck(check: RowCheck): string {
  const format = formatErrors(check).length
  const edits = failedEdits(check)
  const s300 = edits.includes('S300')
  const parts: string[] = []
  if (format > 0) parts.push(count(format, 'format error', 'format errors'))
  if (edits.length > 0)
    parts.push(`${count(edits.length, 'edit', 'edits')} failed: ${edits.join(', ')}`)
  const quality = describeQuality(check)
  let text =
    parts.length > 0
      ? `File Format Verification would report ${parts.join('; ')}.`
      : quality === ''
        ? 'No problems: the row passes the format check and every edit checked for one row.'
        : 'No errors: the row passes the format check and every syntactical and validity edit checked for one row.'
  if (s300) text += ' Its fields are checked once the row starts as it should.'
  else if (!check.validityChecked)
    text +=
      ' Validity edits are checked once the format errors are fixed. Quality edits are checked then too.'
  return text + quality
}

/** The part of the save message about problems: '' when there are none. */
export function describeSaved(check: RowCheck): string {
  const format = formatErrors(check).length
  const edits = failedEdits(check)
  const quality = qualityFindings(check).map((f) => f.id)
  const verify =
    quality.length > 0
      ? ` The platform will ask you to verify ${count(quality.length, 'quality edit', 'quality edits')} (${quality.join(', ')}).`
      : ''
  if (format === 0 && edits.length === 0) return verify
  const has = format > 0 ? `has ${count(format, 'format error', 'format errors')}` : ''
  const fails =
    edits.length > 0 ? `fails ${count(edits.length, 'edit', 'edits')} (${edits.join(', ')})` : ''
  return ` It ${[has, fails].filter(Boolean).join(' and ')}; fix ${format + edits.length === 1 ? 'it' : 'them'} before you file.${verify}`
}

/** Per field index: one message from the findings that name the field. */
function messagesByField(
  findings: readonly RowFinding[],
  label: (f: RowFinding) => string,
): Map<number, string> {
  const byField = new Map<number, RowFinding[]>()
  for (const f of findings) {
    for (const index of f.fieldIndexes) {
      const list = byField.get(index)
      if (list) list.push(f)
      else byField.set(index, [f])
    }
  }
  const messages = new Map<number, string>()
  for (const [index, list] of byField)
    messages.set(index, list.map((f) => `${label(f)} ${f.description}`).join(' '))
  return messages
}

/** Per field index: the edits (syntactical, validity) that name the field, as one message. */
export function editMessagesByField(check: RowCheck): Map<number, string> {
  return messagesByField(
    check.findings.filter((f) => f.stage === 'syntactical' || f.stage === 'validity'),
    (f) => `Edit ${f.id}:`,
  )
}

/** Per field index: the quality edits to verify that name the field, as one message. */
export function qualityMessagesByField(check: RowCheck): Map<number, string> {
  return messagesByField(qualityFindings(check), (f) => `Quality edit ${f.id} (verify):`)
}

/** The short name of each kind of row, as the editor labels it. */
export const KIND_NAME: Record<RecordKind, string> = { ts: 'TS', lar: 'LAR' }
