import { describe, expect, it } from 'vitest'
import { parseGeometry } from './geometry'
import {
  clampView,
  fitView,
  MAX_ZOOM,
  panView,
  pathBounds,
  viewBoxOf,
  wholeView,
  zoomOf,
  zoomView,
  type Box,
} from './mapView'

const SIZE = { width: 975, height: 610 }
const whole = wholeView(SIZE)

const committed = import.meta.glob<unknown>('../../../../public/data/maps/geometry/*.json', {
  eager: true,
  import: 'default',
})
const shapes = (name: 'state' | 'county') =>
  new Map(
    parseGeometry(committed[`../../../../public/data/maps/geometry/${name}.json`]).shapes.map(
      (s) => [s.id, s],
    ),
  )

const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x - 1e-9 &&
  inner.y >= outer.y - 1e-9 &&
  inner.x + inner.width <= outer.x + outer.width + 1e-9 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-9

describe('pathBounds', () => {
  it('reads absolute and relative moves and lines, implicit line-tos and closes', () => {
    expect(pathBounds('M1,2 L5,3 4,8Z')).toEqual({ x: 1, y: 2, width: 4, height: 6 })
    // m then implicit relative line-tos; z returns to the start of the sub-path, so the next
    // relative m starts from there.
    expect(pathBounds('m10,10 5,0 0,5z m-2-3 1,1z')).toEqual({ x: 8, y: 7, width: 7, height: 8 })
    // Numbers run together as the build writes them: "3.8-.9", ".1-.5", "1.2.3".
    const run = pathBounds('m0,0 3.8-.9 .1-.5 1.2.3z')
    expect(run?.x).toBe(0)
    expect(run?.y).toBeCloseTo(-1.4)
    expect(run?.width).toBeCloseTo(5.1)
    expect(run?.height).toBeCloseTo(1.4)
    expect(pathBounds('')).toBeNull()
  })

  it('bounds a real outline: Kansas is in the middle of the map', () => {
    const kansas = shapes('state').get('20')
    const b = kansas ? pathBounds(kansas.d) : null
    expect(b).not.toBeNull()
    if (!b || !kansas) return
    expect(contains(whole, b)).toBe(true)
    expect(kansas.x).toBeGreaterThan(b.x)
    expect(kansas.x).toBeLessThan(b.x + b.width)
    expect(b.width).toBeGreaterThan(80)
    expect(b.width).toBeLessThan(140)
  })
})

describe('views', () => {
  it('the whole map is zoom 1, written as a viewBox', () => {
    expect(whole).toEqual({ x: 0, y: 0, width: 975, height: 610 })
    expect(zoomOf(whole, SIZE)).toBe(1)
    expect(viewBoxOf({ x: 1.5, y: 2, width: 3, height: 4 })).toBe('1.5 2 3 4')
  })

  it('zooms in and out around the centre, between 1 and MAX_ZOOM', () => {
    const in2 = zoomView(whole, 2, SIZE)
    expect(in2).toEqual({ x: 243.75, y: 152.5, width: 487.5, height: 305 })
    expect(zoomView(in2, 0.5, SIZE)).toEqual(whole)
    expect(zoomView(whole, 0.5, SIZE)).toEqual(whole)
    let v = whole
    for (let i = 0; i < 12; i++) v = zoomView(v, 2, SIZE)
    expect(zoomOf(v, SIZE)).toBeCloseTo(MAX_ZOOM)
  })

  it('pans by a share of the view and stops at the edges of the map', () => {
    const in2 = zoomView(whole, 2, SIZE)
    const right = panView(in2, 0.2, 0, SIZE)
    expect(right.x).toBeCloseTo(243.75 + 97.5)
    expect(right.y).toBe(in2.y)
    const far = panView(in2, 10, -10, SIZE)
    expect(far).toEqual({ x: 487.5, y: 0, width: 487.5, height: 305 })
    // The whole map cannot move.
    expect(panView(whole, 0.2, 0.2, SIZE)).toEqual(whole)
  })

  it('clamps any box to the map: the aspect of the map, inside it', () => {
    const v = clampView({ x: -50, y: 900, width: 10, height: 99 }, SIZE)
    expect(v.width / v.height).toBeCloseTo(975 / 610)
    expect(v.width).toBeCloseTo(975 / MAX_ZOOM)
    expect(contains(whole, v)).toBe(true)
  })

  it('fits a chosen feature with a margin, keeping the map’s aspect', () => {
    const b = { x: 100, y: 100, width: 50, height: 20 }
    const v = fitView(b, SIZE)
    expect(contains(v, b)).toBe(true)
    expect(v.width).toBeGreaterThan(50 * 1.1)
    expect(v.width).toBeLessThan(50 * 2)
    expect(v.width / v.height).toBeCloseTo(975 / 610)
    // Centred on the feature.
    expect(v.x + v.width / 2).toBeCloseTo(125)
    expect(v.y + v.height / 2).toBeCloseTo(110)
    // A feature near the edge: the view stays on the map and still holds it.
    const edge = fitView({ x: 960, y: 600, width: 10, height: 5 }, SIZE)
    expect(contains(whole, edge)).toBe(true)
    expect(contains(edge, { x: 960, y: 600, width: 10, height: 5 })).toBe(true)
    // A tiny feature: no more than MAX_ZOOM.
    expect(zoomOf(fitView({ x: 500, y: 300, width: 0.1, height: 0.1 }, SIZE), SIZE)).toBeCloseTo(
      MAX_ZOOM,
    )
  })

  it('a Texas county, a few pixels wide on the whole map, fills a good part of the view', () => {
    const harris = shapes('county').get('48201')
    const b = harris ? pathBounds(harris.d) : null
    expect(b).not.toBeNull()
    if (!b) return
    const v = fitView(b, SIZE)
    expect(contains(v, b)).toBe(true)
    expect(zoomOf(v, SIZE)).toBeGreaterThan(20)
    // Texas as a state: zoomed, but all of it in view.
    const texas = shapes('state').get('48')
    const t = texas ? pathBounds(texas.d) : null
    if (!t) throw new Error('no Texas outline')
    const tv = fitView(t, SIZE)
    expect(contains(tv, t)).toBe(true)
    expect(zoomOf(tv, SIZE)).toBeGreaterThan(1.5)
  })
})
