/**
 * Words for the filing API's failures, by what the platform means: 403 (the token, or the LEI is
 * not on the user's account), 404, a 400 refusal with the platform's message, 5xx, no connection.
 */
import { ApiError } from '../../../lib/api/errors'

export interface FilingErrorText {
  heading: string
  message: string
  canRetry: boolean
  /** 403: the sign-in or the institution is not accepted. */
  forbidden: boolean
}

export function describeFilingError(error: unknown, what: string): FilingErrorText {
  if (!(error instanceof ApiError))
    return {
      heading: 'Something went wrong',
      message: `${what} could not be loaded. Try again.`,
      canRetry: true,
      forbidden: false,
    }
  const said = error.serverMessage ? ` The platform said: “${error.serverMessage}”` : ''
  if (error.status === 403)
    return {
      heading: 'Not available to your account',
      message: `${what} is not available to you: this institution is not on your account, or your sign-in is no longer accepted. Check the LEI, or sign out and sign in again.`,
      canRetry: false,
      forbidden: true,
    }
  if (error.status === 404)
    return {
      heading: 'Not found',
      message: `${what} was not found.${said}`,
      canRetry: false,
      forbidden: false,
    }
  switch (error.kind) {
    case 'server':
      return {
        heading: 'The filing platform had a problem',
        message: `${what} could not be loaded (HTTP ${error.status ?? 500}). Your work so far is saved on the platform; try again in a moment.`,
        canRetry: true,
        forbidden: false,
      }
    case 'unreachable':
    case 'timeout':
      return {
        heading: 'No connection to the filing platform',
        message: `${what} could not be loaded: the platform could not be reached. Check your connection and try again.`,
        canRetry: true,
        forbidden: false,
      }
    case 'bad-response':
      return {
        heading: 'Unexpected answer',
        message: `The platform's answer for ${what.toLowerCase()} could not be read. Try again later.`,
        canRetry: true,
        forbidden: false,
      }
    case 'aborted':
      return {
        heading: 'Cancelled',
        message: `${what}: cancelled.`,
        canRetry: true,
        forbidden: false,
      }
    default:
      return {
        heading: 'The filing platform refused the request',
        message: `${what}: the request was refused (HTTP ${error.status ?? 400}).${said}`,
        canRetry: false,
        forbidden: false,
      }
  }
}
