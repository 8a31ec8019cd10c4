// Ability trees stored with the cards (the card database compiles every face at import): kept beside each face
// object, not on it, so definitions copied into games and saves stay as they were. `faceAbilities` uses a stored
// tree only when the compiler that wrote it is this one (version.ts); any other is compiled again.
import type { CardFace } from './model'

export interface StoredAbilities {
  /** compilerVersion() of the compiler that wrote it. */
  version: string
  /** The face's FaceAbilities as encodeAbilities wrote it (read on first use). */
  json: string
}

const stored = new WeakMap<CardFace, StoredAbilities>()

export function storeAbilities(face: CardFace, version: string, json: string): void {
  stored.set(face, { version, json })
}

export function storedAbilities(face: CardFace): StoredAbilities | undefined {
  return stored.get(face)
}

const LINE = '$l'

/**
 * A face's ability tree as stored: every string that is a whole line of the face's rules text (the lines' marks,
 * the text resolved by hand) is written as `{"$l": index}` and read back from the text, so the text isn't stored twice.
 */
export function encodeAbilities(face: Pick<CardFace, 'oracleText'>, tree: unknown): string {
  const index = new Map<string, number>()
  ;(face.oracleText ?? '').split('\n').forEach((line, i) => {
    if (!index.has(line)) index.set(line, i)
  })
  return JSON.stringify(tree, (_key, value: unknown) =>
    typeof value === 'string' && index.has(value) ? { [LINE]: index.get(value) } : value,
  )
}

/** The tree encodeAbilities wrote, its lines read back from the face's text. */
export function decodeAbilities<T>(face: Pick<CardFace, 'oracleText'>, json: string): T {
  const lines = (face.oracleText ?? '').split('\n')
  return JSON.parse(json, (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const ref = (value as Record<string, unknown>)[LINE]
      if (typeof ref === 'number' && Object.keys(value).length === 1) {
        if (ref < 0 || ref >= lines.length) throw new Error('a stored line is out of range')
        return lines[ref]
      }
    }
    return value
  }) as T
}
