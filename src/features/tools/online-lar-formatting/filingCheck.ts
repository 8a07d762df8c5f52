/**
 * The whole filing checked as File Format Verification checks a file (src/hmda/validate/engine):
 * the errors (format, syntactical, validity), the quality edits and the macro edits, which need
 * the whole file. The check runs in the file-check worker (./filingCheckWorker), off the page.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { EditFindings, MacroEditResult, ValidationResult } from '@/hmda/validate/engine'
import type { WorkerCheck } from './filingCheckWorker'

// The worker plumbing comes with the first check, not with the page (whose first load is at its
// 120 KB budget).
const loadWorkerCheck = () => import('./filingCheckWorker')

/** One edit with the rows it names, in the tool's terms ("LAR row 2", "the transmittal sheet"). */
export interface FilingEdit {
  readonly id: string
  readonly title: string
  readonly description: string
  /** Rows that fail it (or, for Q600, repeat a ULI). */
  readonly count: number
  /** The first rows, by name. */
  readonly rows: readonly string[]
}

export interface FilingReport {
  /** A problem that stopped the check, or null. */
  readonly fatal: string | null
  readonly errors: readonly FilingEdit[]
  readonly quality: readonly FilingEdit[]
  /** Macro edits the platform would ask about. */
  readonly macro: readonly MacroEditResult[]
  /** Macro edits run and within the platform's limits. */
  readonly macroPassed: readonly MacroEditResult[]
  readonly macroNote: string | null
}

/** Rows named per edit. */
export const ROWS_SHOWN = 5

/** The name of line `line` of the file the tool builds (the TS first, then the LAR rows). */
export function rowLabel(line: number, hasTs: boolean): string {
  if (hasTs && line === 1) return 'the transmittal sheet'
  return `LAR row ${String(hasTs ? line - 1 : line)}`
}

function edit(e: EditFindings, hasTs: boolean): FilingEdit {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    count: e.count,
    rows: e.examples.slice(0, ROWS_SHOWN).map((x) => rowLabel(x.row, hasTs)),
  }
}

export function reportOf(result: ValidationResult, hasTs: boolean): FilingReport {
  return {
    fatal: result.fatal,
    errors: result.edits.map((e) => edit(e, hasTs)),
    quality: result.quality.map((e) => edit(e, hasTs)),
    macro: result.macro.filter((m) => m.triggered),
    macroPassed: result.macro.filter((m) => !m.triggered),
    macroNote: result.macroNote,
  }
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** One sentence for the status line and the top of the report. */
export function describeReport(report: FilingReport): string {
  if (report.fatal) return `The filing could not be checked: ${report.fatal}`
  const errors =
    report.errors.length === 0
      ? 'No errors: the filing passes the format, syntactical and validity edits.'
      : `${count(report.errors.length, 'edit', 'edits')} failed (${report.errors.map((e) => e.title).join(', ')}): fix ${report.errors.length === 1 ? 'it' : 'them'} before you file.`
  const verify = report.quality.length + report.macro.length
  const toVerify =
    verify === 0
      ? ' No quality or macro edits to verify.'
      : ` ${count(verify, 'quality or macro edit', 'quality or macro edits')} to verify (${[...report.quality, ...report.macro].map((e) => e.id).join(', ')}): not errors, but the platform will ask you to confirm the data.`
  return errors + toVerify
}

export type FilingCheckState =
  | { readonly status: 'idle' }
  | { readonly status: 'checking' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'done'; readonly report: FilingReport; readonly text: string }

export interface FilingCheck {
  readonly state: FilingCheckState
  /** True when the filing changed after the check shown. */
  readonly stale: boolean
  /** Checks `text` (the file the tool would download); resolves with the report, or null. */
  readonly run: (text: string, hasTs: boolean, year: number) => Promise<FilingReport | null>
  readonly clear: () => void
}

const KEPT = 'Your filing is unchanged and still saved in this browser. Try again.'

/** What the page says when a check did not finish. */
function failureMessage(stoppedPartway: boolean): string {
  if (stoppedPartway)
    return `The filing was not checked: the check stopped before it finished. ${KEPT}`
  return `The filing was not checked: the check could not be loaded (the connection may have dropped). ${KEPT}`
}

/** The state of the whole-filing check for the filing whose file text is `current`. */
export function useFilingCheck(current: string | null): FilingCheck {
  const [state, setState] = useState<FilingCheckState>({ status: 'idle' })
  /** The latest check asked for (a newer one, or leaving the page, makes an older one stale). */
  const latest = useRef<object | null>(null)
  /** The check running, cancelled by the next one or when the page closes. */
  const running = useRef<WorkerCheck | null>(null)
  useEffect(
    () => () => {
      latest.current = null
      running.current?.cancel()
      running.current = null
    },
    [],
  )
  const run = useCallback(async (text: string, hasTs: boolean, year: number) => {
    running.current?.cancel()
    running.current = null
    const token = {}
    latest.current = token
    setState({ status: 'checking' })
    let worker: Awaited<ReturnType<typeof loadWorkerCheck>>
    try {
      worker = await loadWorkerCheck()
    } catch {
      if (latest.current === token) setState({ status: 'failed', message: failureMessage(false) })
      return null
    }
    if (latest.current !== token) return null
    const check = worker.checkInWorker(text, year)
    running.current = check
    try {
      const report = reportOf(await check.result, hasTs)
      if (running.current === check) {
        running.current = null
        setState({ status: 'done', report, text })
      }
      return report
    } catch (error) {
      if (running.current === check) {
        running.current = null
        const partway = error instanceof worker.WorkerCheckError && error.reason === 'check'
        setState({ status: 'failed', message: failureMessage(partway) })
      }
      return null
    }
  }, [])
  const clear = useCallback(() => setState({ status: 'idle' }), [])
  const stale = state.status === 'done' && state.text !== current
  return { state, stale, run, clear }
}
