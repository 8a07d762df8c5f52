/**
 * Words for the filing API's failures, by what the platform means: 403 (the token, or the LEI is
 * not on the user's account), 404, 429 (busy: the Retry-After wait), a 400 refusal with the
 * platform's message, 5xx, no connection. A failed read says what could not be loaded; a failed
 * write (`write`) says what did not happen and what is kept, never that something was saved.
 */
import { ApiError, tryAgainAfter } from '@/lib/api/errors'

export interface FilingErrorText {
  heading: string
  message: string
  canRetry: boolean
  /** 403: the sign-in or the institution is not accepted. */
  forbidden: boolean
}

/** A change the user asked the platform for (save, upload, sign, verify) that failed. */
export interface FilingWrite {
  /** What did not happen, without a full stop: "Your profile was not saved". */
  notDone: string
  /** What is kept, a sentence: "The institutions you chose are still selected." */
  kept: string
}

const text = (
  heading: string,
  message: string,
  canRetry: boolean,
  forbidden = false,
): FilingErrorText => ({ heading, message, canRetry, forbidden })

export function describeFilingError(
  error: unknown,
  what: string,
  write?: FilingWrite,
): FilingErrorText {
  if (write) return describeFailedWrite(error, what, write)
  if (!(error instanceof ApiError))
    return text('Something went wrong', `${what} could not be loaded. Try again.`, true)
  const said = error.serverMessage ? ` The platform said: “${error.serverMessage}”` : ''
  if (error.status === 403)
    return text(
      'Not available to your account',
      `${what} is not available to you: this institution is not on your account, or your sign-in is no longer accepted. Check the LEI, or sign out and sign in again.`,
      false,
      true,
    )
  if (error.status === 404) return text('Not found', `${what} was not found.${said}`, false)
  switch (error.kind) {
    case 'busy':
      return text(
        'The filing platform is busy',
        `${what} could not be loaded: the filing platform is busy. ${tryAgainAfter(error)}`,
        true,
      )
    case 'server':
      return text(
        'The filing platform had a problem',
        `${what} could not be loaded (HTTP ${error.status ?? 500}). Your work so far is saved on the platform; try again in a moment.`,
        true,
      )
    case 'unreachable':
    case 'timeout':
      return text(
        'No connection to the filing platform',
        `${what} could not be loaded: the platform could not be reached. Check your connection and try again.`,
        true,
      )
    case 'bad-response':
      return text(
        'Unexpected answer',
        `The platform's answer for ${what.toLowerCase()} could not be read. Try again later.`,
        true,
      )
    case 'aborted':
      return text('Cancelled', `${what}: cancelled.`, true)
    default:
      return text(
        'The filing platform refused the request',
        `${what}: the request was refused (HTTP ${error.status ?? 400}).${said}`,
        false,
      )
  }
}

function describeFailedWrite(
  error: unknown,
  what: string,
  { notDone, kept }: FilingWrite,
): FilingErrorText {
  if (!(error instanceof ApiError))
    return text('Something went wrong', `${notDone}. ${kept} Try again.`, true)
  const said = error.serverMessage ? ` The platform said: “${error.serverMessage}”` : ''
  if (error.status === 403)
    return text(
      'Not available to your account',
      `${notDone}: this institution is not on your account, or your sign-in is no longer accepted. ${kept} Check the LEI, or sign out and sign in again.`,
      false,
      true,
    )
  if (error.status === 404)
    return text('Not found', `${notDone}: the platform did not find it.${said} ${kept}`, false)
  switch (error.kind) {
    case 'busy':
      return text(
        'The filing platform is busy',
        `${notDone}: the filing platform is busy. ${kept} ${tryAgainAfter(error)}`,
        true,
      )
    case 'server':
      return text(
        'The filing platform had a problem',
        `${notDone}: the filing platform had a problem (HTTP ${error.status ?? 500}). ${kept} Try again in a moment.`,
        true,
      )
    case 'unreachable':
    case 'timeout':
      return text(
        'No connection to the filing platform',
        `${notDone}: the filing platform could not be reached. ${kept} Check your connection and try again.`,
        true,
      )
    case 'bad-response':
      // The platform answered, so the change may have been made: the page reloaded tells.
      return text(
        'Unexpected answer',
        `The platform's answer for ${what.toLowerCase()} could not be read, so it is not known whether it was done. ${kept} Reload the page to see the platform's state before trying again.`,
        false,
      )
    case 'aborted':
      return text('Cancelled', `${notDone}: cancelled. ${kept}`, true)
    default:
      return text(
        'The filing platform refused the request',
        `${notDone}: the platform refused it (HTTP ${error.status ?? 400}).${said} ${kept}`,
        false,
      )
  }
}
