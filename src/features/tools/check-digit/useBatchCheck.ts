import { useRef, useState } from 'react'
import {
  resultFileName,
  type BatchMode,
  type BatchProgress,
  type BatchRequest,
  type BatchResponse,
  type BatchResult,
} from './batch'
import { plural } from './format'
import { useWorkerRun } from '@/components/useWorkerRun'
import { useWorkerRunner } from '@/lib/workerRun'

export type Run =
  | { state: 'idle' }
  | { state: 'running'; fileName: string; progress: BatchProgress }
  | { state: 'done'; fileName: string; result: BatchResult; url: string; download: string }
  | { state: 'failed'; fileName: string; message: string }
  | { state: 'cancelled'; fileName: string; lines: number }

/** The batch check's state: mode, file, and the run of the check in a worker. */
export function useBatchCheck() {
  const [mode, setMode] = useState<BatchMode>('generate')
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [run, setRun] = useState<Run>({ state: 'idle' })
  /** Short messages for screen readers (start, end, cancel); progress is not announced. */
  const [announcement, setAnnouncement] = useState('')
  const fileRef = useRef<HTMLInputElement>(null)
  const { urlRef, startRef, cancelRef, resultsRef, failedRef } = useWorkerRun(run.state)
  const runner = useWorkerRunner()

  function releaseDownload() {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current)
    urlRef.current = null
  }

  function start() {
    if (!file) {
      setFileError('Choose a file to check.')
      fileRef.current?.focus()
      return
    }
    releaseDownload()
    const fileName = file.name
    const request: BatchRequest = { file, mode }
    runner.start<BatchRequest, BatchResponse, BatchResult>({
      worker: new Worker(new URL('./checkDigit.worker.ts', import.meta.url), { type: 'module' }),
      request,
      read: (data) => {
        if (data.type === 'progress') {
          const { lines, bytes, totalBytes } = data
          setRun({ state: 'running', fileName, progress: { lines, bytes, totalBytes } })
          return null
        }
        return data.type === 'done' ? { result: data.result } : { error: data.message }
      },
      onDone: (result) => {
        const url = URL.createObjectURL(result.blob)
        urlRef.current = url
        const { summary } = result
        setRun({ state: 'done', fileName, result, url, download: resultFileName(fileName) })
        setAnnouncement(
          `Finished: ${plural(summary.lines, 'line', 'lines')} read, ${plural(summary.bad, 'line', 'lines')} with errors.`,
        )
      },
      onFail: (error) => {
        setRun({ state: 'failed', fileName, message: error.message })
        setAnnouncement('')
      },
    })
    setRun({ state: 'running', fileName, progress: { lines: 0, bytes: 0, totalBytes: file.size } })
    setAnnouncement(`Checking ${fileName}.`)
  }

  /** A new mode or file makes the results on screen out of date: they go. */
  function clearResults() {
    if (run.state === 'running') return
    releaseDownload()
    setRun({ state: 'idle' })
    setAnnouncement('')
  }

  function cancel() {
    if (run.state !== 'running') return
    runner.cancel()
    setRun({ state: 'cancelled', fileName: run.fileName, lines: run.progress.lines })
    setAnnouncement('Cancelled.')
  }

  const running = run.state === 'running'

  /** A new mode makes the results on screen out of date: they go. */
  function chooseMode(next: BatchMode) {
    setMode(next)
    clearResults()
  }

  /** A new file makes the results on screen out of date: they go. */
  function chooseFile(next: File | null) {
    setFile(next)
    setFileError(null)
    clearResults()
  }

  return {
    mode,
    file,
    fileError,
    run,
    running,
    announcement,
    fileRef,
    startRef,
    cancelRef,
    resultsRef,
    failedRef,
    start,
    cancel,
    chooseMode,
    chooseFile,
  }
}

export type BatchCheckState = ReturnType<typeof useBatchCheck>
