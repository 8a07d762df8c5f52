/** Messages between the two workers of a split file check (see fileFormatVerification.worker). */
import type { PartOutput } from '@/hmda/validate/engine'
import type { PartProgress } from './verify'

/** What the page sends the second worker: its end of the channel to the first. */
export interface TailStart {
  readonly port: MessagePort
}

export interface TailRequest {
  readonly tail: Blob
  /** The file's first line (the transmittal sheet). */
  readonly tsLine: string
  readonly expectedYear?: number
}

export type TailResponse =
  | ({ readonly type: 'progress' } & PartProgress)
  | { readonly type: 'done'; readonly output: PartOutput }
  | { readonly type: 'error'; readonly message: string }
