// Optional seat PINs (set at New Game, off by default): a seat with one asks for it before its cover lifts, before it
// agrees to an undo or redo into its decisions, and before a replay shows its hidden cards. A PIN keeps friends
// from peeking by habit; it is no security, so only a digest of it is kept (and saved).

/** A digest of a PIN (FNV-1a, salted with the app's name): enough to tell a typo from the right PIN. */
export function pinDigest(pin: string): string {
  let h = 0x811c9dc5
  for (const ch of `hearthside:${pin.trim()}`) {
    h ^= ch.codePointAt(0)!
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(16).padStart(8, '0')
}

/** A PIN as New Game accepts it: 1 to 8 digits or letters, or '' for none. */
export function pinProblem(pin: string): string | null {
  if (pin === '') return null
  return /^[0-9A-Za-z]{1,8}$/.test(pin) ? null : 'A PIN is 1 to 8 digits or letters.'
}

/** Does `pin` open a seat guarded by `digest` (a seat without one always opens)? */
export const pinOpens = (digest: string | undefined, pin: string): boolean => !digest || pinDigest(pin) === digest
