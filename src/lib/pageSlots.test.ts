import { describe, expect, it } from 'vitest'
import { pageSlots } from './pageSlots'

describe('pageSlots', () => {
  it('lists every page up to seven', () => {
    expect(pageSlots(1, 1)).toEqual([1])
    expect(pageSlots(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('keeps seven slots: first, last, the current page with its neighbours, gaps', () => {
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20])
    expect(pageSlots(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20])
    expect(pageSlots(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
    expect(pageSlots(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20])
  })
})
