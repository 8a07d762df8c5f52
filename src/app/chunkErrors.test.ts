import { describe, expect, it } from 'vitest'
import { isChunkLoadError } from './chunkErrors'

describe('isChunkLoadError', () => {
  it.each<[string, unknown]>([
    [
      'Chrome',
      new TypeError(
        'Failed to fetch dynamically imported module: https://ffiec.cfpb.gov/assets/ToolsPage-abc123.js',
      ),
    ],
    [
      'Firefox',
      new TypeError(
        'error loading dynamically imported module: https://ffiec.cfpb.gov/assets/x.js',
      ),
    ],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/ToolsPage-abc123.css')],
    [
      'a webpack-style ChunkLoadError',
      Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }),
    ],
    [
      'a Chrome message thrown as a plain string',
      'Failed to fetch dynamically imported module: /assets/a.js',
    ],
  ])('is true for %s', (_name, error) => {
    expect(isChunkLoadError(error)).toBe(true)
  })

  it.each<[string, unknown]>([
    ['an ordinary Error', new Error('boom')],
    [
      'a TypeError from rendering',
      new TypeError("Cannot read properties of undefined (reading 'map')"),
    ],
    ['a RangeError', new RangeError('Invalid time value')],
    ['a SyntaxError from JSON', new SyntaxError('Unexpected token < in JSON at position 0')],
    ['a string', 'something went wrong'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a plain object', { message: 'boom' }],
  ])('is false for %s', (_name, error) => {
    expect(isChunkLoadError(error)).toBe(false)
  })
})
