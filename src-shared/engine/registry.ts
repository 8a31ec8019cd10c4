// The variant registry the engine looks variants up in (by GameState.variant). src-shared/variants/index.ts
// registers the app's variants; tests register their own.
import type { Variant } from './variant'

const variants = new Map<string, Variant>()

export function registerVariant(variant: Variant): void {
  variants.set(variant.id, variant)
}

export function findVariant(id: string): Variant | undefined {
  return variants.get(id)
}

export function variantById(id: string): Variant {
  const variant = variants.get(id)
  if (!variant) {
    throw new Error(
      `variant "${id}" is not available (registered: ${[...variants.keys()].join(', ') || 'none'}; import '@shared/variants' to register the app's variants)`,
    )
  }
  return variant
}

export function registeredVariants(): Variant[] {
  return [...variants.values()]
}
