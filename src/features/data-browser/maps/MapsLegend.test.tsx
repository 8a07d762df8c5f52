import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeBins } from './mapData'
import { MapsLegend } from './MapsLegend'

describe('MapsLegend', () => {
  it('lists one entry per bin and then the "no records" entry', () => {
    const bins = makeBins([0.5, 1, 2, 4, 8, 16, 32])
    render(<MapsLegend bins={bins} />)
    const list = screen.getByRole('list', { name: 'Records per 1,000 people' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      ...bins.map((b) => b.label),
      'No records or no population figure',
    ])
  })
})
