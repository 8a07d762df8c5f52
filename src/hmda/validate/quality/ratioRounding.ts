/**
 * Q617's question in doubles, where doubles can answer it: is the reported ratio `c` at least
 * the computed ratio rounded half up to `precision` decimals?
 *
 * When `c` has at most `precision` decimals (Q617 takes the precision from the reported ratio,
 * so it does), C = c × 10^precision is a whole number, and for a computed ratio r ≥ 0 with
 * X = r × 10^precision, rounding half up gives floor(X + ½); C ≥ floor(X + ½) holds exactly when
 * X < C + ½, that is when r < c + ½ × 10^-precision. A reported ratio computed from the same
 * figures (the usual case) sits about half a step from that edge, far beyond the error of the
 * doubles; only a ratio within a hair of the edge (or a negative one, which rounds away from
 * zero) is left to the exact decimal arithmetic (null).
 */
export function coversRoundedRatio(ratio: number, c: number, precision: number): boolean | null {
  if (!(ratio >= 0) || !Number.isFinite(ratio) || !Number.isFinite(c)) return null
  const edge = c + 0.5 * 10 ** -precision
  if (!Number.isFinite(edge)) return null
  // Far more than the error of the doubles (the ratio's division and product, the reported
  // ratio's conversion, the edge's sum), far less than the steps that matter here.
  const slack = 1e-9 * Math.max(1, Math.abs(ratio), Math.abs(edge))
  if (ratio + slack < edge) return true
  if (ratio - slack > edge) return false
  return null
}
