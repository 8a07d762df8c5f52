/**
 * The upload helper of the HTTP client: POSTs a file as a multipart form with progress, which
 * fetch cannot report, so this is the one place that uses XMLHttpRequest. Like client.ts it
 * follows the caller's AbortSignal, checks the answer with the caller's `parse` and fails with a
 * typed ApiError (a 429 carries its Retry-After). There is no timeout: a large file on a slow
 * line may take minutes, and the progress shows that it moves.
 */
import { checkJson, errorForResponse } from './client'
import { ApiError } from './errors'
import { noteSampleResponse, SAMPLE_DATA_HEADER } from './sampleData'

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number
  /** Bytes to send (the file's size when the browser does not say). */
  total: number
}

export interface UploadPart {
  file: Blob
  fileName: string
  /** The form field (default "file"). */
  field?: string
}

export interface UploadOptions {
  signal?: AbortSignal
  headers?: Record<string, string>
  onProgress?: (progress: UploadProgress) => void
}

/** Headers of the answer that the error and sample-data checks read. */
const KEPT_HEADERS = ['Retry-After', SAMPLE_DATA_HEADER]

/**
 * POSTs `part` to `url` as multipart/form-data and returns `parse(answer)` for a 2xx answer.
 * Fails with ApiError: 'aborted' (the caller's signal), 'unreachable' (no answer), the kind of
 * a non-2xx status, or 'bad-response' when the answer is not the JSON `parse` accepts.
 */
export function uploadFile<T>(
  url: string,
  part: UploadPart,
  parse: (raw: unknown) => T,
  options: UploadOptions = {},
): Promise<T> {
  const { signal, headers = {}, onProgress } = options
  const cancelled = () => new ApiError('aborted', url, 'The upload was cancelled.')
  if (signal?.aborted) return Promise.reject(cancelled())
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const onAbort = () => xhr.abort()
    signal?.addEventListener('abort', onAbort)
    const done = () => signal?.removeEventListener('abort', onAbort)

    xhr.upload.onprogress = (event) =>
      onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : part.file.size,
      })
    xhr.onabort = () => {
      done()
      reject(cancelled())
    }
    xhr.onerror = () => {
      done()
      reject(new ApiError('unreachable', url, `Could not reach ${url}.`))
    }
    xhr.onload = () => {
      done()
      const { status } = xhr
      // A load without a status is a connection that gave no answer.
      if (status < 200 || status > 599) {
        reject(new ApiError('unreachable', url, `Could not reach ${url}.`))
        return
      }
      const answerHeaders = new Headers()
      for (const name of KEPT_HEADERS) {
        const value = xhr.getResponseHeader(name)
        if (value !== null) answerHeaders.set(name, value)
      }
      const text = xhr.responseText
      const response = new Response(null, { status, headers: answerHeaders })
      noteSampleResponse(response)
      if (!response.ok) {
        void errorForResponse(url, response, text).then(reject)
        return
      }
      try {
        resolve(checkJson(url, status, text, parse))
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    }

    const form = new FormData()
    form.append(part.field ?? 'file', part.file, part.fileName)
    xhr.open('POST', url)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.send(form)
  })
}
