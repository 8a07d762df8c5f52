import { useEffect, useRef, useState } from 'react'
import type { ValidationResult } from '@/hmda/validate/engine'
import { reportFileName } from '@/hmda/validate/report'
import type { VerifyProgress, VerifyRequest, VerifyResponse } from '@/lib/fileCheck/messages'
import { SPLIT_MIN_BYTES } from '@/lib/fileCheck/splitSize'
import type { TailStart } from '@/lib/fileCheck/tailMessages'
import { precheckFile, precheckMessage, type PrecheckProblem } from '@/lib/fileCheck/precheck'
import { useWorkerRun } from '@/components/useWorkerRun'
import { useWorkerRunner } from '@/lib/workerRun'
import { count } from './format'

export type Run =
  | { state: 'idle' }
  | { state: 'running'; fileName: string; progress: VerifyProgress; started: number; now: number }
  | {
      state: 'done'
      fileName: string
      result: ValidationResult
      elapsedMs: number
      url: string
      reportName: string
    }
  | { state: 'failed'; fileName: string; message: string }
  | { state: 'cancelled'; fileName: string; rows: number }

const checkWorker = () =>
  new Worker(new URL('../../../lib/fileCheck/fileCheck.worker.ts', import.meta.url), {
    type: 'module',
  })
/** The second worker of a split check: the same script (fetched and compiled once). */
const tailWorker = checkWorker

/** Whether a file is checked in two workers at once (large, and two cores or more). */
const splits = (file: Blob) =>
  file.size >= SPLIT_MIN_BYTES && (navigator.hardwareConcurrency || 1) > 1

/**
 * The File Format Verification tool's state: the chosen file and year, the pre-check's
 * problems, and the run of the check in one worker (or two, for a large file).
 */
export function useFileFormatVerification() {
  const [file, setFile] = useState<File | null>(null)
  const [problems, setProblems] = useState<readonly string[]>([])
  const [year, setYear] = useState('')
  const [dragging, setDragging] = useState(false)
  const [run, setRun] = useState<Run>({ state: 'idle' })
  const [announcement, setAnnouncement] = useState('')
  const fileRef = useRef<HTMLInputElement>(null)
  const { urlRef, startRef, cancelRef, resultsRef, failedRef } = useWorkerRun(run.state)
  const runner = useWorkerRunner()

  /**
   * Workers started when a file is chosen, taken by the next check: a worker needs a moment
   * to load, which then passes before the button is pressed.
   */
  const spareRef = useRef<Worker | null>(null)
  const spareTailRef = useRef<Worker | null>(null)

  useEffect(
    () => () => {
      spareRef.current?.terminate()
      spareRef.current = null
      spareTailRef.current?.terminate()
      spareTailRef.current = null
    },
    [],
  )

  function prepareWorkers(next: File) {
    spareRef.current ??= checkWorker()
    if (splits(next)) spareTailRef.current ??= tailWorker()
  }

  function take(ref: { current: Worker | null }, make: () => Worker): Worker {
    const worker = ref.current ?? make()
    ref.current = null
    return worker
  }

  function releaseReport() {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current)
    urlRef.current = null
  }

  function choose(next: File | null) {
    if (next) prepareWorkers(next)
    setFile(next)
    setProblems([])
  }

  async function start() {
    if (!file) {
      setProblems(['Choose a file to check.'])
      fileRef.current?.focus()
      return
    }
    let found: PrecheckProblem[]
    try {
      found = await precheckFile(file)
    } catch {
      setProblems(['The file could not be read. Check that it is still where it was.'])
      return
    }
    if (found.length > 0) {
      setProblems(found.map(precheckMessage))
      fileRef.current?.focus()
      return
    }
    setProblems([])
    releaseReport()
    const fileName = file.name
    const started = performance.now()
    const worker = take(spareRef, checkWorker)
    // A large file: a second worker checks its later part.
    const tail = splits(file) ? take(spareTailRef, tailWorker) : null
    const expectedYear = year ? { expectedYear: Number(year) } : {}
    let request: VerifyRequest = { file, ...expectedYear }
    let transfer: Transferable[] | undefined
    if (tail) {
      const channel = new MessageChannel()
      const tailStart: TailStart = { port: channel.port2 }
      tail.postMessage(tailStart, [channel.port2])
      request = { ...request, tailPort: channel.port1 }
      transfer = [channel.port1]
    }
    runner.start<VerifyRequest, VerifyResponse, Extract<VerifyResponse, { type: 'done' }>>({
      worker,
      helpers: tail ? [tail] : [],
      request,
      transfer,
      read: (data) => {
        if (data.type === 'progress') {
          const { rows, bytes, totalBytes } = data
          setRun({
            state: 'running',
            fileName,
            progress: { rows, bytes, totalBytes },
            started,
            now: performance.now(),
          })
          return null
        }
        return data.type === 'done' ? { result: data } : { error: data.message }
      },
      onDone: (done) => {
        const url = URL.createObjectURL(done.report)
        urlRef.current = url
        setRun({
          state: 'done',
          fileName,
          result: done.result,
          elapsedMs: done.elapsedMs,
          url,
          reportName: reportFileName(fileName),
        })
        const findings = done.result.edits.length
        setAnnouncement(
          done.result.fatal
            ? 'Finished: the file could not be checked in full.'
            : findings === 0
              ? 'Finished: no problems found.'
              : `Finished: ${count(findings)} ${findings === 1 ? 'problem' : 'problems'} found.`,
        )
      },
      onFail: (error) => {
        setRun({ state: 'failed', fileName, message: error.message })
        setAnnouncement('')
      },
    })
    setRun({
      state: 'running',
      fileName,
      progress: { rows: 0, bytes: 0, totalBytes: file.size },
      started,
      now: started,
    })
    setAnnouncement(`Checking ${fileName}.`)
  }

  function cancel() {
    if (run.state !== 'running') return
    runner.cancel()
    setRun({ state: 'cancelled', fileName: run.fileName, rows: run.progress.rows })
    setAnnouncement('Check cancelled.')
  }

  const running = run.state === 'running'

  /** A file dropped on the drop zone (ignored while a check runs). */
  function drop(dropped: File | undefined) {
    setDragging(false)
    if (running) return
    if (dropped) choose(dropped)
  }

  return {
    file,
    problems,
    year,
    setYear,
    dragging,
    setDragging,
    run,
    running,
    announcement,
    fileRef,
    startRef,
    cancelRef,
    resultsRef,
    failedRef,
    choose,
    start,
    cancel,
    drop,
  }
}

export type FileFormatVerification = ReturnType<typeof useFileFormatVerification>
