import { afterEach, describe, expect, it } from 'vitest'
import { focusPageHeadingWhenRendered, hasOwnFocus, OWN_FOCUS_STATE } from './focusHeading'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup() {
  document.body.innerHTML = '<button id="link">link</button><main id="main-content"></main>'
  return document.getElementById('main-content') as HTMLElement
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('focusPageHeadingWhenRendered', () => {
  it('focuses the h1 once it is rendered, making it focusable by script only', async () => {
    const main = setup()
    const stop = focusPageHeadingWhenRendered(main)
    main.innerHTML = '<p>Loading…</p>'
    await flush()
    expect(document.activeElement).toBe(document.body)
    main.innerHTML = '<h1>Tools</h1>'
    await flush()
    const h1 = main.querySelector('h1')
    expect(document.activeElement).toBe(h1)
    expect(h1?.getAttribute('tabindex')).toBe('-1')
    stop()
  })

  it('focuses an h1 that is already there at once', () => {
    const main = setup()
    main.innerHTML = '<h1 tabindex="0">Home</h1>'
    focusPageHeadingWhenRendered(main)
    expect(document.activeElement).toBe(main.querySelector('h1'))
    expect(main.querySelector('h1')?.getAttribute('tabindex')).toBe('0')
  })

  it('does not take focus the user moved meanwhile', async () => {
    const main = setup()
    focusPageHeadingWhenRendered(main)
    const input = document.body.appendChild(document.createElement('input'))
    input.focus()
    main.innerHTML = '<h1>Tools</h1>'
    await flush()
    expect(document.activeElement).toBe(input)
  })

  it('stops waiting when asked (a newer navigation)', async () => {
    const main = setup()
    focusPageHeadingWhenRendered(main)()
    main.innerHTML = '<h1>Old</h1>'
    await flush()
    expect(document.activeElement).toBe(document.body)
  })
})

describe('hasOwnFocus', () => {
  it('is true only for navigation state that carries the own-focus flag', () => {
    expect(hasOwnFocus(OWN_FOCUS_STATE)).toBe(true)
    expect(hasOwnFocus({ ...OWN_FOCUS_STATE, other: 1 })).toBe(true)
    expect(hasOwnFocus(null)).toBe(false)
    expect(hasOwnFocus(undefined)).toBe(false)
    expect(hasOwnFocus({ ownFocus: 'yes' })).toBe(false)
    expect(hasOwnFocus({ idx: 3 })).toBe(false)
  })
})
