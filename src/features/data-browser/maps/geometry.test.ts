import { describe, expect, it } from 'vitest'
import { parseGeometry } from './geometry'

const committed = import.meta.glob<unknown>('../../../../public/data/maps/geometry/*.json', {
  eager: true,
  import: 'default',
})
const file = (name: string) => {
  const data = committed[`../../../../public/data/maps/geometry/${name}.json`]
  if (data === undefined) throw new Error(`missing public/data/maps/geometry/${name}.json`)
  return data
}

describe('parseGeometry', () => {
  it('reads the committed outlines: states and counties, Puerto Rico in its inset', () => {
    const states = parseGeometry(file('state'))
    expect(states.width).toBe(975)
    expect(states.height).toBe(610)
    expect(states.shapes.map((s) => s.id)).toEqual(expect.arrayContaining(['20', '02', '15', '72']))
    expect(states.insets).toEqual([expect.objectContaining({ id: '72', name: 'Puerto Rico' })])
    const pr = states.shapes.find((s) => s.id === '72')
    const inset = states.insets[0]
    expect(pr && inset && pr.x > inset.x && pr.x < inset.x + inset.width).toBe(true)
    const counties = parseGeometry(file('county'))
    expect(counties.shapes).toHaveLength(3220)
    expect(counties.shapes.filter((s) => s.id.startsWith('72'))).toHaveLength(78)
    expect(counties.borders.length).toBeGreaterThan(1000)
  })

  it('rejects what is not an outline file, naming the part', () => {
    const ok = { width: 1, height: 1, shapes: [['20', 'm1,2 3,4z', 1, 2]], borders: '' }
    expect(parseGeometry(ok).shapes[0]).toEqual({ id: '20', d: 'm1,2 3,4z', x: 1, y: 2 })
    expect(() => parseGeometry({ ...ok, shapes: [['KS', 'm1,2z', 1, 2]] })).toThrow('shape 0')
    expect(() => parseGeometry({ ...ok, shapes: [['20', 'm1,2"/><script', 1, 2]] })).toThrow(
      'shape 0',
    )
    expect(() => parseGeometry({ ...ok, borders: 3 })).toThrow('borders')
    expect(() => parseGeometry(null)).toThrow('not an object')
  })
})
