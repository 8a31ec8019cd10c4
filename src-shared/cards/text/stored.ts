// Ability trees stored with the cards (the card database compiles every face at import): kept beside each face
// object, not on it, so definitions copied into games and saves stay as they were. `faceAbilities` uses a stored
// tree only when the compiler that wrote it is this one (version.ts); any other is compiled again.
import type { CardFace } from '../model'

export interface StoredAbilities {
  /** compilerVersion() of the compiler that wrote it. */
  version: string
  /** The face's FaceAbilities as JSON (parsed on first use). */
  json: string
}

const stored = new WeakMap<CardFace, StoredAbilities>()

export function storeAbilities(face: CardFace, version: string, json: string): void {
  stored.set(face, { version, json })
}

export function storedAbilities(face: CardFace): StoredAbilities | undefined {
  return stored.get(face)
}
