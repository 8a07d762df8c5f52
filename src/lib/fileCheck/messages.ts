/** Messages between the File Format Verification page and its worker. */
import type { ValidationResult } from '@/hmda/validate/engine'

export interface VerifyRequest {
  readonly file: File
  /** The filing year chosen on the page, if any (enables S302). */
  readonly expectedYear?: number
  /**
   * A port to a second copy of the worker started by the page for a large file: the check then
   * runs in two parts at once (see verify.ts).
   */
  readonly tailPort?: MessagePort
}

export interface VerifyProgress {
  readonly rows: number
  readonly bytes: number
  readonly totalBytes: number
}

export type VerifyResponse =
  | ({ readonly type: 'progress' } & VerifyProgress)
  | {
      readonly type: 'done'
      readonly result: ValidationResult
      /** The CSV report of every finding kept. */
      readonly report: Blob
      readonly elapsedMs: number
    }
  | { readonly type: 'error'; readonly message: string }
