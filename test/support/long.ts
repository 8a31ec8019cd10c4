// The unit suite plays a share of the random games and sweeps (enough to exercise every rule they check, with room
// under their limits on a busy machine); `npm run test:long` (vitest's mode "long") plays the full counts.
export const LONG_TESTS = process.env.HEARTH_LONG_TESTS === '1'

/** `unit` in the unit suite, `long` under `npm run test:long`. */
export function unitOrLong<T>(unit: T, long: T): T {
  return LONG_TESTS ? long : unit
}
