/**
 * Map outlines from the Census cartographic boundaries as published on npm (us-atlas 3, 1:10m,
 * already projected with d3's Albers USA, which places Alaska and Hawaii in insets; 975 × 610).
 * Loaded on demand, each file a static asset of its own; no tiles, no token.
 */
import { geoPath } from 'd3-geo'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countiesUrl from 'us-atlas/counties-albers-10m.json?url'
import statesUrl from 'us-atlas/states-albers-10m.json?url'
import { getJson } from '../../../lib/api/client'
import type { Geography } from './mapData'

export interface Shape {
  /** Two-digit state FIPS or five-digit county FIPS. */
  id: string
  /** SVG path data. */
  d: string
  /** Where a label for it goes (the centroid), in map units. */
  x: number
  y: number
}

export interface Geometry {
  shapes: Shape[]
  /** State borders (drawn over the county shapes). */
  borders: string
}

const cache = new Map<Geography, Promise<Geometry>>()

async function build(geography: Geography): Promise<Geometry> {
  // Fetched as static files (not JavaScript): only the view that needs one loads it.
  const topology = await getJson(geography === 'state' ? statesUrl : countiesUrl, (raw) => {
    if (typeof raw !== 'object' || raw === null || !('objects' in raw))
      throw new TypeError('The map outlines are not a TopoJSON file.')
    return raw as Topology
  })
  const path = geoPath()
  const objects = topology.objects as Record<string, GeometryCollection>
  const collection = objects[geography === 'state' ? 'states' : 'counties']
  const states = objects.states
  if (!collection || !states) throw new TypeError('The map outlines are incomplete.')
  const shapes: Shape[] = []
  for (const f of feature(topology, collection).features) {
    const d = path(f)
    if (!d || f.id === undefined) continue
    const [x, y] = path.centroid(f)
    shapes.push({ id: String(f.id), d, x, y })
  }
  const borders = path(mesh(topology, states, (a, b) => a !== b)) ?? ''
  return { shapes, borders }
}

export function loadGeometry(geography: Geography): Promise<Geometry> {
  let promise = cache.get(geography)
  if (!promise) {
    promise = build(geography)
    cache.set(geography, promise)
    promise.catch(() => cache.delete(geography))
  }
  return promise
}
