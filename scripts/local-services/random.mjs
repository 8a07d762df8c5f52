// Deterministic pseudo-random numbers for the sample data: the same seed always gives the same
// institutions and rows, on every machine.

/**
 * 32-bit FNV-1a hash of a string.
 * @param {string} text
 */
export function hash(text) {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * A generator of floats in [0, 1) seeded by `seed` (mulberry32).
 * @param {string | number} seed
 */
export function createRandom(seed) {
  let state = typeof seed === 'string' ? hash(seed) : seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    /** Integer in [min, max]. */
    /** @param {number} min @param {number} max */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    /**
     * @template T
     * @param {ArrayLike<T>} list
     * @returns {T}
     */
    pick: (list) => list[Math.floor(next() * list.length)],
    /**
     * `weighted([[value, weight], …])`
     * @template T
     * @param {[T, number][]} pairs
     * @returns {T}
     */
    weighted(pairs) {
      const total = pairs.reduce((sum, [, w]) => sum + w, 0)
      let r = next() * total
      for (const [value, w] of pairs) {
        r -= w
        if (r < 0) return value
      }
      return /** @type {[T, number]} */ (pairs[pairs.length - 1])[0]
    },
    /** @param {number} p */
    chance: (p) => next() < p,
    /** Roughly normal (sum of uniforms), mean 0, deviation 1. */
    normal() {
      let s = 0
      for (let i = 0; i < 6; i++) s += next()
      return (s - 3) * Math.SQRT2
    },
  }
}

/** @typedef {ReturnType<typeof createRandom>} Random */
