import { describe, expect, it } from 'vitest'
import { describeMacroFinding } from './describe'
import type { ShareFinding } from './macroCheck'

function share(
  overrides: Partial<ShareFinding> & Pick<ShareFinding, 'count' | 'of'>,
): ShareFinding {
  return {
    id: 'Q635',
    kind: 'share',
    triggered: overrides.count / overrides.of > 0.15,
    share: overrides.count / overrides.of,
    limit: 0.15,
    bound: 'max',
    ...overrides,
  }
}

describe('describeMacroFinding', () => {
  it('puts the measured share against the limit', () => {
    expect(describeMacroFinding(share({ count: 172, of: 1000 }))).toBe(
      '17.2% of the 1,000 records (172) have action taken 2 (approved but not accepted); the platform asks you to verify this above 15%.',
    )
  })

  it('never shows a reported share as equal to its limit', () => {
    const text = describeMacroFinding(share({ count: 1501, of: 10000 }))
    expect(text).toContain('15.01% of the 10,000 records (1,501)')
  })

  it('says a share at the limit is within it', () => {
    expect(describeMacroFinding(share({ count: 15, of: 100 }))).toBe(
      "15.0% of the 100 records (15) have action taken 2 (approved but not accepted); within the platform's limit (at most 15%).",
    )
  })

  it('Q638: below a minimum, and with nothing to take a share of', () => {
    const below = share({
      id: 'Q638',
      count: 19,
      of: 100,
      limit: 0.2,
      bound: 'min',
      triggered: true,
    })
    expect(describeMacroFinding(below)).toBe(
      '19.0% of the 100 records with action taken 1 to 6 (19) are originations; the platform asks you to verify this below 20%.',
    )
    const none = share({ id: 'Q638', count: 0, of: 0, limit: 0.2, bound: 'min', triggered: true })
    expect(describeMacroFinding(none)).toMatch(/^No record has action taken 1 to 6/)
  })

  it('Q634: says when the share is not questioned', () => {
    const few = share({
      id: 'Q634',
      count: 25,
      of: 25,
      limit: 0.95,
      appliesAbove: 25,
      triggered: false,
    })
    expect(describeMacroFinding(few)).toBe(
      '100.0% of the 25 home-purchase records (25) are originations; with 25 or fewer originations the platform does not question the share.',
    )
  })

  it('Q639', () => {
    expect(
      describeMacroFinding({
        id: 'Q639',
        kind: 'preapproval',
        triggered: true,
        requested: 1200,
        appliesAbove: 1000,
        denied: 0,
        minDenied: 1,
      }),
    ).toBe(
      '1,200 records are preapproval requests and none is denied (action taken 7); with more than 1,000 requests the platform asks you to verify a file without a denied request.',
    )
  })

  it('Q646 and Q647', () => {
    expect(
      describeMacroFinding({
        id: 'Q646',
        kind: 'exemption',
        triggered: true,
        exemptRecords: 1,
        hudAgency: false,
      }),
    ).toBe(
      '1 record uses a partial-exemption code; the platform asks you to confirm that the institution qualifies for the partial exemption.',
    )
    expect(
      describeMacroFinding({
        id: 'Q647',
        kind: 'exemption',
        triggered: false,
        exemptRecords: 4,
        hudAgency: false,
      }),
    ).toMatch(/does not name HUD/)
  })
})
