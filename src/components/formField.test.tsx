import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { describedByFor, focusField, hasError } from './formField'

describe('describedByFor and hasError', () => {
  it('joins the shown ids and treats empty values as no error', () => {
    expect(describedByFor('f', true, true)).toBe('f-hint f-error')
    expect(describedByFor('f', false, true)).toBe('f-error')
    expect(describedByFor('f', false, false)).toBeUndefined()
    expect([undefined, null, false, ''].map(hasError)).toEqual([false, false, false, false])
    expect(hasError('Required.')).toBe(true)
  })
})

describe('focusField', () => {
  it('focuses the field, the chosen or first radio of a fieldset, and says when there is none', () => {
    render(
      <>
        <input id="lei" aria-label="LEI" />
        <fieldset id="agency">
          <input type="radio" name="a" aria-label="One" />
          <input type="radio" name="a" aria-label="Two" defaultChecked />
        </fieldset>
        <fieldset id="empty" />
      </>,
    )
    expect(focusField('nowhere')).toBe(false)
    expect(focusField('empty')).toBe(false)
    expect(focusField('lei')).toBe(true)
    expect(document.activeElement).toHaveAttribute('id', 'lei')
    expect(focusField('agency')).toBe(true)
    expect(document.activeElement).toHaveAccessibleName('Two')
  })
})
