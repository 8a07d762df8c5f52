import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { isUnknownInstitution } from './unknownInstitution'

const URL = 'https://example.test/v2/reporting/filers/2024/X/msaMds'

describe('isUnknownInstitution', () => {
  it('is true for the reporting API’s 400 “does not exist” answer', () => {
    const error = new ApiError('bad-request', URL, 'refused', {
      status: 400,
      serverMessage: 'institution with ID: X does not exist',
    })
    expect(isUnknownInstitution(error)).toBe(true)
  })

  it('is true when the list of areas is not published (404, as for 2017)', () => {
    expect(isUnknownInstitution(new ApiError('not-found', URL, 'gone', { status: 404 }))).toBe(true)
  })

  it('is false for other refusals, faults and non-API errors', () => {
    const other = new ApiError('bad-request', URL, 'refused', {
      status: 400,
      serverMessage: 'year must be a number',
    })
    expect(isUnknownInstitution(other)).toBe(false)
    expect(isUnknownInstitution(new ApiError('server', URL, 'failed', { status: 500 }))).toBe(false)
    expect(isUnknownInstitution(new ApiError('busy', URL, 'busy', { status: 429 }))).toBe(false)
    expect(isUnknownInstitution(new ApiError('unreachable', URL, 'down'))).toBe(false)
    expect(isUnknownInstitution(new Error('does not exist'))).toBe(false)
    expect(isUnknownInstitution(undefined)).toBe(false)
  })
})
