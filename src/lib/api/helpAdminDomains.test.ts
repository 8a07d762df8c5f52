import { describe, expect, it } from 'vitest'
import { emailDomainProblem, normalizeEmailDomain } from './helpAdminDomains'

describe('normalizeEmailDomain', () => {
  it('removes spaces and a leading @, and lower-cases', () => {
    expect(normalizeEmailDomain('@QA-Bank.test')).toBe('qa-bank.test')
    expect(normalizeEmailDomain(' @@ qa-bank.TEST ')).toBe('qa-bank.test')
    expect(normalizeEmailDomain('Lakeside.test')).toBe('lakeside.test')
  })
})

describe('emailDomainProblem', () => {
  it.each(['qa-bank.test', 'lakeside.test', 'mail.bank.co.uk', 'xn--bnk-sna.de', 'b4nk.com'])(
    'accepts the bare domain %s',
    (domain) => {
      expect(emailDomainProblem(domain)).toBeNull()
    },
  )

  it.each<[string, RegExp]>([
    // Refused rather than stripped: see emailDomainProblem.
    ['www.qa-bank.test', /www\..*web site.*qa-bank\.test/],
    ['pat@qa-bank.test', /e-mail address.*qa-bank\.test/],
    ['https://qa-bank.test', /web address/],
    ['qa-bank.test/', /web address/],
    ['qa_bank.test', /letters, digits, hyphens and dots/],
    ['bänk.test', /letters, digits, hyphens and dots/],
    ['localhost', /no dot/],
    ['qa-bank..test', /empty part/],
    ['.qa-bank.test', /empty part/],
    ['qa-bank.test.', /empty part/],
    ['-qa-bank.test', /hyphen/],
    ['qa-bank-.test', /hyphen/],
    ['10.0.0.1', /number/],
    [`${'a'.repeat(64)}.test`, /63/],
    [`${'abcdefghi.'.repeat(26)}test`, /253/],
  ])('refuses %s with the reason', (domain, reason) => {
    expect(emailDomainProblem(domain)).toMatch(reason)
  })
})
