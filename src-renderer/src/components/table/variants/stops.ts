// Steps at which players stop by default in a variant (added to the Settings screen's stops): where the variant
// gives a player something to do that the usual stops would pass over. Kept apart from the component registry so
// the game store can use it without importing components.

export interface VariantStops {
  /** On the player's own turns. */
  own: string[]
  /** On other players' turns. */
  others: string[]
}

const NONE: VariantStops = { own: [], others: [] }

export const VARIANT_STOPS: Record<string, VariantStops> = {
  // Ruling MCR-8: the active player picks fights in the fights step; each player may use one creature ability in the
  // abilities step (skipped when nobody has one); the defender may reveal a set instant before a picked fight (the
  // engine waits for both players only when the defender has a set card, so that stop costs nothing otherwise).
  combat: { own: ['abilities', 'fights'], others: ['abilities', 'fights'] },
}

export function variantStops(variant: string | undefined): VariantStops {
  return (variant && VARIANT_STOPS[variant]) || NONE
}
