import { describe, expect, it } from 'vitest'
import { ApiError, describeApiError, isAborted } from './errors'

const what = 'the list of institutions'

describe('describeApiError', () => {
  it('words each kind', () => {
    expect(describeApiError(new ApiError('not-found', '/x', 'm', { status: 404 }), what)).toEqual({
      heading: 'Not published',
      message: 'The list of institutions is not published (404).',
      canRetry: false,
    })
    expect(
      describeApiError(
        new ApiError('busy', '/x', 'm', { status: 429, retryAfterSeconds: 30 }),
        what,
      ).message,
    ).toBe('The service is busy. Try again in 30 seconds.')
    expect(
      describeApiError(new ApiError('busy', '/x', 'm', { retryAfterSeconds: 1 }), what).message,
    ).toBe('The service is busy. Try again in 1 second.')
    expect(describeApiError(new ApiError('busy', '/x', 'm'), what).message).toBe(
      'The service is busy. Try again in a moment.',
    )
    const unreachable = describeApiError(new ApiError('unreachable', '/x', 'm'), what)
    expect(unreachable.message).toMatch(
      /^The list of institutions could not be loaded: the service could not be reached/,
    )
    expect(unreachable.canRetry).toBe(true)
    expect(
      describeApiError(new ApiError('timeout', '/x', 'm', { timeoutMs: 20000 }), what).message,
    ).toBe('The list of institutions did not arrive within 20 seconds. Try again.')
    const server = describeApiError(new ApiError('server', '/x', 'm', { status: 502 }), what)
    expect(server).toMatchObject({ heading: 'Server error', canRetry: true })
    expect(server.message).toContain('HTTP 502')
    expect(
      describeApiError(
        new ApiError('bad-request', '/x', 'm', {
          status: 400,
          serverMessage: 'institution with ID: ABC does not exist',
        }),
        what,
      ),
    ).toEqual({
      heading: 'Request refused',
      message:
        'The service refused the request for the list of institutions: institution with ID: ABC does not exist.',
      canRetry: false,
    })
    expect(
      describeApiError(new ApiError('bad-request', '/x', 'm', { status: 403 }), what).message,
    ).toBe('The service refused the request for the list of institutions (HTTP 403).')
    expect(describeApiError(new ApiError('bad-response', '/x', 'm'), what)).toMatchObject({
      heading: 'Unexpected answer',
      canRetry: true,
    })
  })

  it('words unknown errors too', () => {
    expect(describeApiError(new Error('boom'), 'this report')).toEqual({
      heading: 'Something went wrong',
      message: 'This report could not be loaded (boom). Try again.',
      canRetry: true,
    })
  })

  it('recognises cancellations', () => {
    expect(isAborted(new ApiError('aborted', '/x', 'm'))).toBe(true)
    expect(isAborted(new DOMException('x', 'AbortError'))).toBe(true)
    expect(isAborted(new ApiError('timeout', '/x', 'm'))).toBe(false)
  })
})
