import { describe, expect, it } from 'vitest'
import { isSiteUrl, missingResultsUrl, siteRelativeUrl } from './feedbackUrl'

describe('missingResultsUrl', () => {
  it('adds a body naming the query to a mailto: address', () => {
    expect(missingResultsUrl('mailto:help@example.gov?subject=Search', 'V999 & co')).toBe(
      'mailto:help@example.gov?subject=Search&body=The%20documentation%20search%20found%20no%20results%20for%20%22V999%20%26%20co%22.',
    )
    expect(missingResultsUrl('mailto:help@example.gov', 'x')).toMatch(
      /^mailto:help@example\.gov\?body=/,
    )
  })

  it('fills {query} in', () => {
    expect(missingResultsUrl('https://github.com/o/r/issues/new?title={query}', 'a b')).toBe(
      'https://github.com/o/r/issues/new?title=a%20b',
    )
  })

  it('leaves other addresses as they are', () => {
    expect(missingResultsUrl('https://example.gov/feedback', 'x')).toBe(
      'https://example.gov/feedback',
    )
  })
})

describe('siteRelativeUrl / isSiteUrl', () => {
  it('makes same-origin URLs root-relative only', () => {
    const origin = 'https://ffiec.cfpb.gov'
    expect(siteRelativeUrl('https://ffiec.cfpb.gov/documentation/faq/lei#x', origin)).toBe(
      '/documentation/faq/lei#x',
    )
    expect(siteRelativeUrl('https://ffiec.cfpb.gov', origin)).toBe('/')
    expect(siteRelativeUrl('https://ffiec.cfpb.gov.evil.test/x', origin)).toBe(
      'https://ffiec.cfpb.gov.evil.test/x',
    )
    expect(siteRelativeUrl('/tools/', origin)).toBe('/tools/')
  })

  it('recognises root-relative URLs', () => {
    expect(isSiteUrl('/documentation/')).toBe(true)
    expect(isSiteUrl('//evil.test/x')).toBe(false)
    expect(isSiteUrl('https://x.test/')).toBe(false)
  })
})
