import { describe, expect, it } from 'vitest'
import { javaInt } from './javaInt'

describe('javaInt (how Q640 reads an income)', () => {
  it.each([
    ['96', 96],
    ['0', 0],
    ['007', 7],
    ['+5', 5],
    ['-3', -3],
    ['2147483647', 2147483647],
    ['-2147483648', -2147483648],
  ])('reads %s as %d', (v, n) => {
    expect(javaInt(v)).toBe(n)
  })

  it.each([
    '',
    'NA',
    'Exempt',
    '9.5',
    '1e2',
    ' 5',
    '5 ',
    '-',
    '+',
    '1,000',
    '2147483648',
    '-2147483649',
    '99999999999999999999',
    '٣',
  ])('does not read %j as a number', (v) => {
    expect(javaInt(v)).toBeNaN()
  })

  it('reads a missing value as no number', () => {
    expect(javaInt(undefined)).toBeNaN()
  })

  it('reads -0 as zero', () => {
    expect(Object.is(javaInt('-0'), 0)).toBe(true)
  })
})
