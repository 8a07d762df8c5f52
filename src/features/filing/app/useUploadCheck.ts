/**
 * The state of the upload step: the chosen file, our check of it in a worker (a file with
 * formatting errors is stopped; quality and macro edits are named before sending, not
 * blocking), then the upload with progress and Cancel. The view is UploadStep.tsx.
 */
import { useEffect, useRef, useState } from 'react'
import type { EditFindings, ValidationResult } from '@/hmda/validate/engine'
import { isAborted } from '@/lib/api/errors'
import { parsePeriod, type FilingClient } from '@/lib/api/filing'
import type { VerifyRequest, VerifyResponse } from '@/lib/fileCheck/messages'
import { precheckFile, precheckMessage } from '@/lib/fileCheck/precheck'
import { runInWorker } from '@/lib/workerRun'
import type { SubmissionState } from './useSubmission'
import { verifySummary, type VerifySummary } from './verifySummary'

export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'checking'; rows: number }
  | { kind: 'problems'; messages: string[]; findings: EditFindings[]; fileName: string }
  | { kind: 'verify'; summary: VerifySummary; fileName: string }
  | { kind: 'uploading'; loaded: number; total: number; fileName: string }
  /** `checked`: the file passed our check (trying again sends it without checking again). */
  | { kind: 'failed'; error: unknown; checked: boolean }
  | { kind: 'cancelled' }

/** Our check of a file: the validator's result, or a rejection (an AbortError when cancelled). */
export type FileCheck = (
  file: File,
  year: number,
  onRows: (rows: number) => void,
  signal: AbortSignal,
) => Promise<ValidationResult>

const checkWorker = () =>
  new Worker(new URL('../../../lib/fileCheck/fileCheck.worker.ts', import.meta.url), {
    type: 'module',
  })

/** The check of our own validator, in a worker, before anything is sent. */
export const workerFileCheck: FileCheck = (file, year, onRows, signal) =>
  runInWorker<VerifyRequest, VerifyResponse, ValidationResult>({
    worker: checkWorker(),
    request: { file, expectedYear: year },
    read: (data) => {
      if (data.type === 'progress') {
        onRows(data.rows)
        return null
      }
      return data.type === 'done' ? { result: data.result } : { error: data.message }
    },
    signal,
  })

export interface UploadCheckOptions {
  readonly period: string
  readonly lei: string
  readonly submission: SubmissionState
  /** A new submission is created before the upload (the latest one is not awaiting a file). */
  readonly isNew: boolean
  readonly api: Pick<FilingClient, 'createSubmission' | 'upload'>
  /** After a successful upload (the submission is then polled). */
  readonly onSent?: () => void
  readonly check?: FileCheck
}

export interface UploadCheck {
  readonly file: File | null
  /** Chooses (or drops) a file: what was shown of the previous one goes. */
  readonly choose: (file: File | null) => void
  readonly phase: UploadPhase
  /** Checking or uploading. */
  readonly busy: boolean
  /** Checks the chosen file, then sends it when nothing is to be said first. */
  readonly start: () => Promise<void>
  /** Sends the chosen file as it is (after the check named edits to verify, or a failed send). */
  readonly send: () => Promise<void>
  readonly cancel: () => void
}

export function useUploadCheck({
  period,
  lei,
  submission,
  isNew,
  api,
  onSent,
  check = workerFileCheck,
}: UploadCheckOptions): UploadCheck {
  const [file, setFile] = useState<File | null>(null)
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' })
  const abortRef = useRef<AbortController | null>(null)
  const latest = submission.latest

  useEffect(() => () => abortRef.current?.abort(), [])

  async function upload(chosen: File, controller: AbortController) {
    abortRef.current = controller
    const p = parsePeriod(period)
    if (!p || !latest) return
    try {
      setPhase({ kind: 'uploading', loaded: 0, total: chosen.size, fileName: chosen.name })
      let seq = latest.sequenceNumber
      if (isNew)
        seq = (await api.createSubmission(lei, p, { signal: controller.signal })).sequenceNumber
      const uploaded = await api.upload(lei, p, seq, chosen, chosen.name, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          setPhase({ kind: 'uploading', loaded, total, fileName: chosen.name }),
      })
      // The new submission (status 3) until the first poll answers.
      submission.set({
        ...uploaded,
        fileName: uploaded.fileName || chosen.name,
        qualityVerified: false,
        macroVerified: false,
        qualityExists: false,
        macroExists: false,
      })
      setPhase({ kind: 'idle' })
      setFile(null)
      onSent?.()
      submission.poll()
    } catch (error) {
      if (isAborted(error)) setPhase({ kind: 'cancelled' })
      else setPhase({ kind: 'failed', error, checked: true })
      // A submission may have been created: show it as it is now.
      submission.reload()
    }
  }

  async function start() {
    if (!file) return
    const controller = new AbortController()
    abortRef.current = controller
    const problems = await precheckFile(file)
    if (problems.length) {
      setPhase({
        kind: 'problems',
        messages: problems.map(precheckMessage),
        findings: [],
        fileName: file.name,
      })
      return
    }
    setPhase({ kind: 'checking', rows: 0 })
    try {
      const year = parsePeriod(period)?.year ?? 0
      const result = await check(
        file,
        year,
        (rows) => setPhase({ kind: 'checking', rows }),
        controller.signal,
      )
      const findings = result.edits.filter((e) => e.stage === 'formatting')
      if (result.fatal || findings.length) {
        setPhase({
          kind: 'problems',
          messages: result.fatal ? [result.fatal] : [],
          findings,
          fileName: file.name,
        })
        return
      }
      // Edits the platform will ask the lender to verify: said before sending, not blocking.
      const summary = verifySummary(result)
      if (summary) {
        setPhase({ kind: 'verify', summary, fileName: file.name })
        return
      }
    } catch (error) {
      if (controller.signal.aborted) setPhase({ kind: 'cancelled' })
      else setPhase({ kind: 'failed', error, checked: false })
      return
    }
    await upload(file, controller)
  }

  return {
    file,
    choose: (next) => {
      setFile(next)
      setPhase({ kind: 'idle' })
    },
    phase,
    busy: phase.kind === 'checking' || phase.kind === 'uploading',
    start,
    send: async () => {
      if (file) await upload(file, new AbortController())
    },
    cancel: () => abortRef.current?.abort(),
  }
}
