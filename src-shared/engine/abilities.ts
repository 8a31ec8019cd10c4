// A card face's abilities as the engine runs them: the Oracle-text compiler (text/) reads the text into the
// ability tree; this module memoises it per face and keeps the names the engine has always used.
import type { CardFace } from '../cards/model'
import type { EffectText, FaceAbilities } from './ast'
import { decodeAbilities, storedAbilities } from '../cards/storedAbilities'
import { KEYWORD_PHRASES } from '../cards/words'
import { rulesText } from './rulesText'

export type {
  Amount,
  TargetSpec,
  Who,
  Effect,
  EffectText,
  ActivatedAbility,
  StaticAbility,
  TriggeredAbility,
  TriggerEvent,
  FaceAbilities,
  Subject,
  CardFilter,
} from './ast'

/** The keywords the engine automates (CR 702). */
export const AUTOMATED_KEYWORDS = KEYWORD_PHRASES

const cache = new WeakMap<CardFace, FaceAbilities>()

/**
 * The abilities of a face (memoised per face object): the tree the card database stored at import when the same
 * compiler wrote it (cards/storedAbilities.ts), else compiled now.
 */
export function faceAbilities(face: CardFace): FaceAbilities {
  let read = cache.get(face)
  if (!read) {
    const pre = (face as CardFace & { abilities?: FaceAbilities }).abilities
    // A face with lines pinned by hand (a saved game's) compiles with them; the stored tree knows no pins.
    cache.set(
      face,
      (read =
        face.byHand?.length || face.inert?.length
          ? rulesText.compileFace(face)
          : (pre ?? storedTree(face) ?? rulesText.compileFace(face))),
    )
  }
  return read
}

function storedTree(face: CardFace): FaceAbilities | undefined {
  const stored = storedAbilities(face)
  if (!stored || stored.version !== rulesText.compilerVersion()) return undefined
  try {
    return decodeAbilities<FaceAbilities>(face, stored.json)
  } catch {
    return undefined // a damaged entry: compile it again
  }
}

/** Reads a text of effect sentences (a spell's text, an ability's effect). */
export function readEffectText(text: string, cardName: string): EffectText {
  const tokens = rulesText.tokenize(rulesText.normalize(text, cardName))
  const body = tokens?.length
    ? (rulesText.parseLine(tokens, 'effects') as {
        effects: EffectText['effects']
        targets: EffectText['targets']
      } | null)
    : null
  if (!body) return { text, targets: [], effects: [], automated: false }
  return { text, targets: body.targets, effects: body.effects, automated: true }
}
