/**
 * Map outlines: public/data/maps/geometry/{state,county}.json, written by
 * scripts/data/build-maps.mjs from the Census cartographic boundaries as published on npm
 * (us-atlas 3, 1:10m, Albers USA with Alaska and Hawaii in insets, Puerto Rico in an inset of its
 * own). The paths are SVG path strings made once at build time, so the browser neither projects
 * nor parses TopoJSON: loading a view is one fetch and one JSON.parse. No tiles, no token.
 */
import { queryOptions } from '@tanstack/react-query'
import { getJson } from '@/lib/api/client'
import { MAPS_BASE, type Geography } from './mapData'

export interface Shape {
  /** Two-digit state FIPS or five-digit county FIPS. */
  id: string
  /** SVG path data. */
  d: string
  /** Where its tooltip points (the centroid), in map units. */
  x: number
  y: number
}

export interface Inset {
  /** FIPS of the state drawn in it. */
  id: string
  name: string
  x: number
  y: number
  width: number
  height: number
}

export interface Geometry {
  width: number
  height: number
  shapes: Shape[]
  /** State borders (drawn over the shapes). */
  borders: string
  /** Frames of the insets drawn at their own scale (Puerto Rico). */
  insets: Inset[]
}

const fail = (what: string): never => {
  throw new TypeError(`The map outlines are not in the expected format (${what}).`)
}
const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x)

export function parseGeometry(raw: unknown): Geometry {
  if (typeof raw !== 'object' || raw === null) return fail('not an object')
  const r = raw as Record<string, unknown>
  if (!isNum(r.width) || !isNum(r.height)) fail('size')
  if (!Array.isArray(r.shapes)) fail('shapes')
  if (typeof r.borders !== 'string') fail('borders')
  // Ids are FIPS digits; paths hold only the commands the build writes and numbers.
  const shapes = (r.shapes as unknown[]).map((s, i): Shape => {
    if (
      !Array.isArray(s) ||
      typeof s[0] !== 'string' ||
      typeof s[1] !== 'string' ||
      !isNum(s[2]) ||
      !isNum(s[3]) ||
      !/^\d{2,5}$/.test(s[0]) ||
      !/^[MLZmlz\d.,\s-]*$/.test(s[1])
    )
      return fail(`shape ${i}`)
    return { id: s[0], d: s[1], x: s[2], y: s[3] }
  })
  const insets = Array.isArray(r.insets)
    ? (r.insets as unknown[]).map((x, i): Inset => {
        const o = x as Record<string, unknown> | null
        if (
          !o ||
          typeof o.id !== 'string' ||
          typeof o.name !== 'string' ||
          ![o.x, o.y, o.width, o.height].every(isNum)
        )
          return fail(`inset ${i}`)
        return o as unknown as Inset
      })
    : []
  return {
    width: r.width as number,
    height: r.height as number,
    shapes,
    borders: r.borders as string,
    insets,
  }
}

/** Marks (performance timeline) when a view's outlines have arrived; see marks.ts. */
export const GEOMETRY_MARK = 'maps:geometry-arrived'

/** The outlines of one view (a public file: kept for the feature's visit). */
export const geometryQuery = (geography: Geography) =>
  queryOptions({
    queryKey: ['data-browser', 'maps-geometry', geography],
    queryFn: async ({ signal }) => {
      const geometry = await getJson(`${MAPS_BASE}/geometry/${geography}.json`, parseGeometry, {
        signal,
      })
      performance.mark(`${GEOMETRY_MARK}:${geography}`)
      return geometry
    },
    staleTime: Infinity,
  })
