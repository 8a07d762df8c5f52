// SVG path helpers for scripts/data/build-maps.mjs (the Maps outlines).

/**
 * d3's absolute path (M, L, Z) as relative commands on a 0.1 grid: "m12.3,4.5 1.2-0.3…z". Each
 * point is rounded first and the steps are taken between rounded points, so nothing drifts; the
 * small steps make the files about a third smaller than absolute coordinates.
 * @param {string} d
 */
export function relativePath(d) {
  /** @param {number} n */
  const num = (n) => {
    const t = (n / 10)
      .toFixed(1)
      .replace(/\.0$/, '')
      .replace(/^(-?)0\./, '$1.')
    return t === '-0' ? '0' : t
  }
  let out = ''
  let px = 0 // current point and subpath start, in tenths
  let py = 0
  let sx = 0
  let sy = 0
  for (const [, cmd, args] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (cmd === 'Z') {
      out += 'z'
      px = sx
      py = sy
      continue
    }
    const [x, y] = args.split(',').map((v) => Math.round(Number(v) * 10))
    const dx = num(x - px)
    const dy = num(y - py)
    if (cmd === 'M') {
      out += 'm'
      sx = x
      sy = y
    } else if (!/[0-9.]$/.test(out)) out += 'l'
    else if (!dx.startsWith('-')) out += ' '
    out += dx + (dy.startsWith('-') ? dy : `,${dy}`)
    px = x
    py = y
  }
  return out
}

/**
 * The absolute points (in tenths) of each subpath of a path written by relativePath.
 * @param {string} d
 */
export function absolutePoints(d) {
  /** @type {[number, number][][]} */
  const rings = []
  let x = 0
  let y = 0
  let sx = 0
  let sy = 0
  /** @type {[number, number][]} */
  let ring = []
  for (const [, cmd, args] of d.matchAll(/([mlz])([^mlz]*)/g)) {
    if (cmd === 'z') {
      x = sx
      y = sy
      continue
    }
    const numbers = args.match(/-?(?:\d+\.?\d*|\.\d+)/g)?.map(Number) ?? []
    for (let i = 0; i < numbers.length; i += 2) {
      x += Math.round(numbers[i] * 10)
      y += Math.round(numbers[i + 1] * 10)
      if (cmd === 'm' && i === 0) {
        sx = x
        sy = y
        ring = []
        rings.push(ring)
      }
      ring.push([x, y])
    }
  }
  return rings
}
