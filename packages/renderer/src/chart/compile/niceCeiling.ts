/**
 * The round number (1, 2 or 5 times a power of ten) at or above `value`, the top of a scale
 * that reads well: 87 → 100, 140 → 200, 4200 → 5000. Zero and below give 1, so that an empty
 * scale still has a size.
 */
export function niceCeiling(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10
  return step * power
}
