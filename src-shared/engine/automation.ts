// Which cards the engine fully automates: every line of rules text is a keyword, a mana ability, or a template
// the engine applies; anything else is resolved by hand (manual tools).
import type { CardDefinition } from '../cards/model'
import { faceAbilities } from './abilities'
import type { TextLine } from './ast'
import { lineReason } from './lineReasons'
import { explainVerified, verifiedFaceLines, type VerifiedLine } from './lineTemplates'

export { explainVerified }

export interface Automation {
  automated: boolean
  /** Rules text the engine does not automate (resolved by hand). */
  manual: string[]
}

/** Whether the engine runs every line (the compiler's judgement; `classifyVerified` also asks for verified templates). */
export function classifyCard(def: CardDefinition): Automation {
  const manual: string[] = []
  for (const face of def.faces) {
    manual.push(...faceAbilities(face).unknown)
    manual.push(...(face.unsupportedManaText ?? []))
  }
  return { automated: manual.length === 0, manual }
}

/** The share of a pool the engine fully automates. */
export function automationShare(defs: CardDefinition[]): {
  automated: number
  total: number
  share: number
  manual: { name: string; text: string[] }[]
} {
  let automated = 0
  const manual: { name: string; text: string[] }[] = []
  for (const def of defs) {
    const c = classifyCard(def)
    if (c.automated) automated++
    else manual.push({ name: def.name, text: c.manual })
  }
  return { automated, total: defs.length, share: defs.length ? automated / defs.length : 0, manual }
}

/** Each line of a card's rules text and whether the engine runs it (the compiler's judgement; the app's marks and
 *  `cards explain` also ask that its templates be verified: `explainVerified`). A line the
 *  engine runs part of (a trigger it puts on the stack, an ability whose cost it pays) has `partly: true`. */
export function explainCard(def: CardDefinition): {
  name: string
  automated: boolean
  lines: TextLine[]
} {
  const lines = def.faces.flatMap((face) => faceAbilities(face).lines)
  return { name: def.name, automated: lines.every((l) => l.automated), lines }
}

/** Whether the card is automated in the full sense: every line run and every template it uses verified
 *  (engine/lineTemplates.ts); `manual` the lines that aren't. The app's marks, the deck check and card search. */
export function classifyVerified(def: CardDefinition): Automation {
  const explained = explainVerified(def)
  return { automated: explained.automated, manual: explained.lines.filter((l) => !l.automated).map((l) => l.text) }
}

/** `explainVerified` with each line that isn't automated carrying why (engine/lineReasons.ts; `unverified`: a
 *  template without a passing behavioural check). `cards explain`, `cards coverage`. */
export function explainWithReasons(def: CardDefinition): { name: string; automated: boolean; lines: VerifiedLine[] } {
  const lines = def.faces.flatMap((face) => {
    const abilities = faceAbilities(face)
    return verifiedFaceLines(face).map((l) =>
      l.automated || l.reason ? l : { ...l, reason: lineReason(face, abilities, l.text) },
    )
  })
  return { name: def.name, automated: lines.every((l) => l.automated), lines }
}

export type AutomationLevel = 'fully' | 'partly' | 'byHand'

/** How much of a card the engine runs: every line, some line (automated or partly), or none. */
export function automationLevel(explained: { automated: boolean; lines: TextLine[] }): AutomationLevel {
  if (explained.automated) return 'fully'
  return explained.lines.some((l) => l.automated || l.partly) ? 'partly' : 'byHand'
}
