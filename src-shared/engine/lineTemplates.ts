// The templates each line of a card's rules text uses (engine/templates.ts), and the judgement "automated" that
// reads them: a line is automated when the engine runs it AND every template it uses has a passing behavioural check
// (engine/verifiedTemplates.ts). A line the engine runs with an unverified template is still run (`partly`), and
// says which templates are unverified.
import type { CardDefinition, CardFace } from '../cards/model'
import { stripReminderText } from '../mana'
import { faceAbilities } from './abilities'
import type { TextLine } from './ast'
import { rulesText } from './rulesText'
import { effectTextTemplates, faceTemplates } from './templates'
import { VERIFIED_TEMPLATES } from './verifiedTemplates'

/** A line as `cards explain` shows it: the engine's judgement with the templates it uses and those unverified. */
export interface VerifiedLine extends TextLine {
  /** The templates the line uses (engine/templates.ts). */
  templates?: string[]
  /** Its templates without a passing behavioural check: the line is then not automated (reason `unverified`). */
  unverified?: string[]
}

const cache = new WeakMap<CardFace, string[][]>()

/** The templates of each line of a face, in the order of `faceAbilities(face).lines` (one per non-blank line). */
export function faceLineTemplates(face: CardFace): string[][] {
  let read = cache.get(face)
  if (read) return read
  read = []
  const raw = (face.oracleText ?? '').split('\n').filter((l) => l.trim())
  for (let i = 0; i < raw.length; i++) {
    const rawLine = raw[i]
    const line = stripReminderText(rawLine).trim()
    // "Choose one —" and its bullet lines (CR 700.2): the head uses every mode's templates, each bullet its own.
    let block = rawLine
    let bullets = 0
    while (i + 1 + bullets < raw.length && /^\s*•/.test(raw[i + 1 + bullets]) && !/^\s*•/.test(rawLine))
      block += '\n' + raw[i + 1 + bullets++]
    const sub: CardFace = {
      ...face,
      oracleText: block,
      manaAbilities: (face.manaAbilities ?? []).filter((a) => stripReminderText(a.text) === line),
      loyaltyAbilities: (face.loyaltyAbilities ?? []).filter((a) => rawLine.includes(a.text)),
      unsupportedManaText: (face.unsupportedManaText ?? []).filter((u) => line.includes(u)),
    }
    let tree
    try {
      tree = rulesText.compileFace(sub)
    } catch {
      tree = null
    }
    read.push(tree ? [...faceTemplates(tree, sub)].sort() : [])
    if (!bullets) continue
    const modal = [tree?.spell, ...(tree?.triggers ?? []).map((t) => t.effect), ...(tree?.activated ?? [])].find(
      (t) => t?.modes,
    )
    for (let b = 0; b < bullets; b++) {
      const out = new Set<string>()
      effectTextTemplates(modal?.modes?.choices[b], out)
      read.push([...out].sort())
    }
    i += bullets
  }
  cache.set(face, read)
  return read
}

/** The lines of a face with their templates; a line the engine runs with an unverified template is not automated. */
export function verifiedFaceLines(face: CardFace, verified: ReadonlySet<string> = VERIFIED_TEMPLATES): VerifiedLine[] {
  const lines = faceAbilities(face).lines
  const templates = faceLineTemplates(face)
  return lines.map((l, i) => {
    const used = templates[i] ?? []
    if (!used.length || !l.automated) return l
    const unverified = used.filter((t) => !verified.has(t))
    const out: VerifiedLine = { ...l, templates: used }
    if (!unverified.length) return out
    out.unverified = unverified
    return {
      ...out,
      automated: false,
      partly: true,
      reason: { code: 'unverified', text: `a template without a passing behavioural check: ${unverified.join(', ')}` },
    }
  })
}

/** Each line of a card with its templates, judged with their checks (`cards explain`, the app's marks). */
export function explainVerified(def: CardDefinition): { name: string; automated: boolean; lines: VerifiedLine[] } {
  const lines = def.faces.flatMap((face) => verifiedFaceLines(face))
  return { name: def.name, automated: lines.every((l) => l.automated), lines }
}
