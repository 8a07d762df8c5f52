import { describe, expect, it } from 'vitest'
import { isValidEmail } from './email'

describe('isValidEmail', () => {
  it.each([
    'user@example.gov',
    'first.last@example.gov',
    'a+b@x.gov',
    'user_name-1@sub.domain.example.org',
    "o'brien@example.com",
    'x@ab.co',
    'UPPER@EXAMPLE.GOV',
    '"john doe"@example.gov',
    '"a@b"@example.gov',
    '"escaped \\" quote"@example.gov',
    'user@[192.168.0.1]',
    'user@[255.255.255.255]',
    'user@my-host.example.museum',
  ])('accepts %s', (address) => {
    expect(isValidEmail(address)).toBe(true)
  })

  it.each([
    '',
    'plainaddress',
    '@example.gov',
    'user@',
    'user@example',
    'user@example.c',
    'user@example.123',
    'user@.example.gov',
    'user@example..gov',
    'user@-example.gov',
    'user@example-.gov',
    '.user@example.gov',
    'user.@example.gov',
    'us..er@example.gov',
    'user name@example.gov',
    'user@exa mple.gov',
    'user@@example.gov',
    'a@b@example.gov',
    '"unterminated@example.gov',
    'user@[192.168.0]',
    'user@[256.1.1.1]',
    'user@192.168.0.1',
    ' user@example.gov',
    'user@example.gov ',
    `${'a'.repeat(65)}@example.gov`,
    `user@${'a'.repeat(250)}.gov`,
  ])('rejects %j', (address) => {
    expect(isValidEmail(address)).toBe(false)
  })

  it('accepts a local part of exactly 64 characters', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.gov`)).toBe(true)
  })
})
