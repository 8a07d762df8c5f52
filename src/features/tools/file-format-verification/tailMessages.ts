/** Messages between the file check's worker and the second worker it starts for a split file. */
import type { PartOutput } from '../../../hmda/validate/engine'
import type { PartProgress } from './verify'

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
