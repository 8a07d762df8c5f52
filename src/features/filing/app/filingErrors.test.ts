import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { describeFilingError, type FilingWrite } from './filingErrors'

const busy = (retryAfterSeconds?: number) =>
  new ApiError('busy', '/v2/filing/institutions', 'm', { status: 429, retryAfterSeconds })
const server = new ApiError('server', '/hmda-auth/users/', 'm', { status: 500 })
const unreachable = new ApiError('unreachable', '/v2/filing/x', 'm')
const refused = new ApiError('bad-request', '/v2/filing/x', 'm', {
  status: 400,
  serverMessage: 'Submission is not ready',
})

const profileSave: FilingWrite = {
  notDone: 'Your profile was not saved',
  kept: 'The institutions you chose are still selected.',
}
const upload: FilingWrite = { notDone: 'The file was not sent', kept: 'It is still chosen.' }

describe('describeFilingError: reads', () => {
  it('words a 429 as busy, with the Retry-After wait and a retry', () => {
    const text = describeFilingError(busy(30), 'Your institutions')
    expect(text.heading).toBe('The filing platform is busy')
    expect(text.message).toBe(
      'Your institutions could not be loaded: the filing platform is busy. Try again in 30 seconds.',
    )
    expect(text.canRetry).toBe(true)
    expect(text.message).not.toMatch(/refused/)
    expect(describeFilingError(busy(), 'The edits').message).toMatch(/Try again in a moment\.$/)
    expect(describeFilingError(busy(1), 'The edits').message).toMatch(/Try again in 1 second\.$/)
  })

  it('keeps the read wording for loads', () => {
    expect(describeFilingError(server, 'The edits').message).toBe(
      'The edits could not be loaded (HTTP 500). Your work so far is saved on the platform; try again in a moment.',
    )
    expect(describeFilingError(unreachable, 'The edits').message).toMatch(/could not be loaded/)
  })
})

describe('describeFilingError: failed writes say what did not happen and what is kept', () => {
  it('a failed save (500) never says it could not be loaded, nor that the work is saved', () => {
    const text = describeFilingError(server, 'Your profile', profileSave)
    expect(text.message).toBe(
      'Your profile was not saved: the filing platform had a problem (HTTP 500). The institutions you chose are still selected. Try again in a moment.',
    )
    expect(text.message).not.toMatch(/could not be loaded|saved on the platform/)
    expect(text.canRetry).toBe(true)
  })

  it('offline during an upload: the file was not sent, it is still chosen', () => {
    const text = describeFilingError(unreachable, 'The upload', upload)
    expect(text.heading).toBe('No connection to the filing platform')
    expect(text.message).toBe(
      'The file was not sent: the filing platform could not be reached. It is still chosen. Check your connection and try again.',
    )
    expect(text.canRetry).toBe(true)
  })

  it('a signature refused by the platform says the submission was not signed, with its reason', () => {
    const text = describeFilingError(refused, 'The signature', {
      notDone: 'The submission was not signed',
      kept: 'It is unchanged and can be signed once the problem is solved.',
    })
    expect(text.message).toBe(
      'The submission was not signed: the platform refused it (HTTP 400). The platform said: “Submission is not ready” It is unchanged and can be signed once the problem is solved.',
    )
    expect(text.canRetry).toBe(false)
  })

  it('a busy platform during a write: not done, kept, and the wait', () => {
    const text = describeFilingError(busy(12), 'The verification', {
      notDone: 'The verification was not saved',
      kept: 'The box is as it was.',
    })
    expect(text.heading).toBe('The filing platform is busy')
    expect(text.message).toBe(
      'The verification was not saved: the filing platform is busy. The box is as it was. Try again in 12 seconds.',
    )
    expect(text.canRetry).toBe(true)
  })

  it('an unexpected failure (not from the platform) still says what did not happen', () => {
    const text = describeFilingError(new Error('worker crashed'), 'The upload', upload)
    expect(text.message).toBe('The file was not sent. It is still chosen. Try again.')
  })

  it('a 403 says it was not done and why', () => {
    const text = describeFilingError(
      new ApiError('bad-request', '/x', 'm', { status: 403 }),
      'Your profile',
      profileSave,
    )
    expect(text.forbidden).toBe(true)
    expect(text.message).toMatch(/^Your profile was not saved: /)
    expect(text.message).not.toMatch(/is not available to you/)
  })
})
