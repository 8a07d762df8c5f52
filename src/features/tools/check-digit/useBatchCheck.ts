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
  const { workerRef, urlRef, startRef, cancelRef, resultsRef, failedRef } = useWorkerRun(run.state)

  function releaseDownload() {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current)
    urlRef.current = null
  }

  function stopWorker() {
    workerRef.current?.terminate()
    workerRef.current = null
  }

  function start() {
    if (!file) {
      setFileError('Choose a file to check.')
      fileRef.current?.focus()
      return
    }
    stopWorker()
    releaseDownload()
    const fileName = file.name
    const worker = new Worker(new URL('./checkDigit.worker.ts', import.meta.url), {
      type: 'module',
    })
    workerRef.current = worker
    worker.onmessage = (message: MessageEvent<BatchResponse>) => {
      if (workerRef.current !== worker) return
      const data = message.data
      if (data.type === 'progress') {
        const { lines, bytes, totalBytes } = data
        setRun({ state: 'running', fileName, progress: { lines, bytes, totalBytes } })
        return
      }
      stopWorker()
      if (data.type === 'done') {
        const url = URL.createObjectURL(data.result.blob)
        urlRef.current = url
        const { summary } = data.result
        setRun({
          state: 'done',
          fileName,
          result: data.result,
          url,
          download: resultFileName(fileName),
        })
        setAnnouncement(
          `Finished: ${plural(summary.lines, 'line', 'lines')} read, ${plural(summary.bad, 'line', 'lines')} with errors.`,
        )
      } else {
        setRun({ state: 'failed', fileName, message: data.message })
        setAnnouncement('')
      }
    }
    worker.onerror = (error) => {
      if (workerRef.current !== worker) return
      error.preventDefault()
      stopWorker()
      setRun({
        state: 'failed',
        fileName,
        message: 'The check stopped unexpectedly. Reload the page and try again.',
      })
    }
    const request: BatchRequest = { file, mode }
    worker.postMessage(request)
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
    stopWorker()
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
