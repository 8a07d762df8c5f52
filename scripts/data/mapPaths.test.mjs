// @vitest-environment node
// The Maps outlines' relative SVG paths: the same points as d3's absolute paths (on a 0.1 grid),
// across subpaths (after "z" the current point is the subpath's start), and the committed files.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { geoPath } from 'd3-geo'
import { feature } from 'topojson-client'
import { describe, expect, it } from 'vitest'
import { absolutePoints, relativePath } from './mapPaths.mjs'

/**
 * Points (in tenths) of each subpath of d3's absolute path.
 * @param {string} d
 */
function d3Points(d) {
  return [...d.matchAll(/M([^Z]*)Z?/g)].map(([, ring]) =>
    ring.split('L').map((pair) => pair.split(',').map((v) => Math.round(Number(v) * 10))),
  )
}

describe('relativePath', () => {
  it('writes small relative steps and keeps every point', () => {
    const d = 'M10,20L10.5,19.25L12,22ZM100,100L101,100L101,101Z'
    const rel = relativePath(d)
    expect(rel).toBe('m10,20 .5-.7 1.5,2.7zm90,80 1,0 0,1z')
    expect(absolutePoints(rel)).toEqual(d3Points(d))
  })

  it('the committed outlines are the us-atlas shapes (Kansas, and a county)', () => {
    const require = createRequire(import.meta.url)
    const path = geoPath().digits(1)
    for (const [name, id] of [
      ['states', '20'],
      ['counties', '20073'],
    ]) {
      const atlas = JSON.parse(
        readFileSync(require.resolve(`us-atlas/${name}-albers-10m.json`), 'utf8'),
      )
      const f = feature(
        atlas,
        /** @type {import('topojson-specification').GeometryCollection} */ (atlas.objects[name]),
      ).features.find((x) => x.id === id)
      const file = JSON.parse(
        readFileSync(
          new URL(
            `../../public/data/maps/geometry/${name === 'states' ? 'state' : 'county'}.json`,
            import.meta.url,
          ),
          'utf8',
        ),
      )
      if (!f) throw new Error(`us-atlas has no ${id}`)
      const shape = file.shapes.find((/** @type {[string, string]} */ s) => s[0] === id)
      expect(absolutePoints(shape[1])).toEqual(d3Points(path(f) ?? ''))
    }
  })
})
