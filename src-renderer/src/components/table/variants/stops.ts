// Steps at which players stop by default in a variant (added to the Settings screen's stops): each variant's
// manifest names them (src-shared/variants/<id>/manifest.ts). Free of components, so the game store can use it.
import { findManifest } from '@shared/variants'

export interface VariantStops {
  /** On the player's own turns. */
  own: string[]
  /** On other players' turns. */
  others: string[]
}

export function variantStops(variant: string | undefined): VariantStops {
  const stops = variant ? findManifest(variant)?.stops : undefined
  return { own: [...(stops?.own ?? [])], others: [...(stops?.others ?? [])] }
}

/** Steps whose choices read only the battlefield (the manifest's `stops.public`): made on the public view. */
export function publicSteps(variant: string | undefined): readonly string[] {
  return (variant ? findManifest(variant)?.stops?.public : undefined) ?? []
}
