// Why the engine doesn't run a line of rules text: a short stable code and words (`cards explain`, `cards coverage`).
// The code comes from where the compiler stops: a mana ability's rider or cost, an activated ability's cost, a static
// ability the engine doesn't apply, a condition it can't check, and otherwise the kind of text the grammar doesn't
// read (a replacement, a copy, a layer effect, several targets, an effect by its verb, …).
import type { CardFace } from '../cards/model'
import type { FaceAbilities, StaticAbility } from './ast'
import { stripReminderText } from '../mana'
import { rulesText } from './rulesText'

export interface LineReason {
  code: string
  text: string
}

/** The words for each code (the codes are stable; a new one gets its words here). */
export const REASON_TEXT: Record<string, string> = {
  'mana-rider': 'a mana ability with a rider the engine does not run (a condition, a restriction on spending)',
  'mana-cost': 'a mana ability whose cost or amount the engine does not pay or count',
  'cost-kind': 'an activated ability with a cost the engine cannot pay',
  condition: 'a condition ("if", "only if", "as long as") the engine cannot check',
  'keyword-cost': 'a keyword ability with a cost the engine does not pay (ward—pay life, …)',
  keyword: 'a keyword ability the engine does not know',
  'modal-mode': 'a modal ability with a mode the engine does not run',
  'modal-sibling': 'a mode the engine reads, of a modal ability with another mode it does not run',
  'effect-on-permanent': 'an effect sentence on a permanent without a trigger or cost',
  'trigger-event': 'a trigger event the engine does not read',
  replacement: 'a replacement effect ("instead", "as … enters", CR 614)',
  copy: 'copying a spell, an ability or a permanent (CR 707)',
  control: 'gaining or exchanging control (CR 613.1b)',
  layer: 'a characteristic-changing effect (becomes a creature, loses abilities, base power; CR 613)',
  prevention: 'a prevention effect (CR 615)',
  chance: 'a coin flip, a die roll or a vote',
  'multiple-targets': 'an ability with several target phrases',
  choice: 'a choice of a name, a colour, a type, a card or a player the engine does not ask',
  amount: 'an amount the engine does not count ("for each", "equal to", "the number of")',
  restriction: 'a rule restriction ("can\'t", "doesn\'t") the engine does not apply',
  'cast-permission': 'a permission to cast or play cards from elsewhere, or without paying (CR 601.3)',
  'static-kind': 'a static ability the engine reads but does not apply',
  enchant: 'an Enchant ability whose object the engine does not read (CR 702.5)',
  'as-though': 'an "as though" permission the engine does not apply (CR 609.4)',
  'opening-hand': 'an ability of a card in an opening hand (CR 103.6)',
  'unread-text': 'text the grammar does not read',
  pronoun: '"it" names the object of the trigger\'s event (a creature that entered, died, attacked), not the source',
  unverified: 'a line the engine runs with a template that has no passing behavioural check (engine/templates.ts)',
}

const VERBS = [
  'destroy',
  'exile',
  'return',
  'search',
  'put',
  'draw',
  'discard',
  'create',
  'sacrifice',
  'tap',
  'untap',
  'gain',
  'lose',
  'deal',
  'reveal',
  'look',
  'shuffle',
  'mill',
  'attach',
  'fight',
  'counter',
  'transform',
  'proliferate',
  'scry',
  'surveil',
  'add',
  'pay',
  'double',
  'switch',
  'remove',
  'move',
  'regenerate',
  'investigate',
  'explore',
  'venture',
  'manifest',
]

const reason = (code: string, detail?: string): LineReason => ({
  code,
  text: detail ? `${REASON_TEXT[code] ?? code}: ${detail}` : (REASON_TEXT[code] ?? code),
})

/** Why a line the engine doesn't run is left to the players. */
export function lineReason(face: CardFace, abilities: FaceAbilities, rawLine: string): LineReason {
  const line = stripReminderText(rawLine.replace(/^\s*•\s*/, '')).trim()
  const def = face.manaAbilities?.find((a) => stripReminderText(a.text) === line)
  if (def)
    return (face.unsupportedManaText ?? []).some((u) => line.includes(u)) ? reason('mana-rider') : reason('mana-cost')
  // A mode read whole, held back by another mode of its modal line (CR 700.2).
  if (/^\s*•/.test(rawLine)) {
    const modal = [abilities.spell, ...abilities.triggers.map((t) => t.effect), ...abilities.activated]
    const mode = modal.flatMap((m) => m?.modes?.choices ?? []).find((c) => stripReminderText(c.text).trim() === line)
    if (mode?.automated) return reason('modal-sibling')
  }
  // CR 702.34a: a flashback cost the engine can't pay, paid by hand.
  if (abilities.flashbackByHand && /^flashback\b/i.test(line)) return reason('cost-kind', abilities.flashbackByHand)
  const activated = abilities.activated.find((a) => a.text === line)
  if (activated && !activated.payable) return reason('cost-kind', line.slice(0, line.indexOf(':')))
  if (activated?.activateIf && !rulesText.conditionReadable(activated.activateIf)) return reason('condition')
  const trigger = abilities.triggers.find((t) => t.text === line)
  if (trigger?.condition && !rulesText.conditionReadable(trigger.condition)) return reason('condition')
  if (trigger?.pronoun) return reason('pronoun')
  // The effect part of a trigger or an ability whose head the compiler read.
  const body =
    trigger && !trigger.effect.effects.length
      ? line.slice(line.indexOf(',') + 1)
      : activated
        ? line.slice(line.indexOf(':') + 1)
        : null
  if (body !== null) return textReason(body)
  const parsed = parsedKind(line, face)
  if (parsed?.kind === 'static') {
    const kinds = (parsed.statics as StaticAbility[]).map((st) => st.kind).filter((k) => !RUN_STATICS.has(k))
    return reason('static-kind', kinds.join(', '))
  }
  if (parsed?.kind === 'keywords') return reason('keyword-cost')
  if (parsed?.kind === 'modal') return reason('modal-mode')
  const isSpell = face.types.includes('Instant') || face.types.includes('Sorcery')
  if (parsed?.kind === 'effects' && !isSpell) return reason('effect-on-permanent')
  if (/^(when|whenever|at)\b/i.test(line) && !trigger) return reason('trigger-event', line.slice(0, line.indexOf(',')))
  return textReason(line)
}

function parsedKind(line: string, face: CardFace): { kind: string; statics?: unknown } | null {
  const isSpell = face.types.includes('Instant') || face.types.includes('Sorcery')
  const tokens = rulesText.tokenize(rulesText.normalize(line, face.name))
  if (!tokens?.length) return null
  try {
    return rulesText.parseLine(tokens, isSpell ? 'spellLine' : 'permanentLine') as { kind: string } | null
  } catch {
    return null
  }
}

/** The kind of text the grammar doesn't read, by its words. */
function textReason(text: string): LineReason {
  const t = text.toLowerCase()
  if (/^enchant\b/.test(t.trim())) return reason('enchant', text.trim())
  if (/^[a-z]+(?:[ -][a-z]+)?(?: ?(?:\{[^}]+\})+| \d+| ?—.*)?$/.test(t.trim()) && t.split(' ').length <= 4)
    return reason('keyword', text.trim().split(/[ —{]/)[0])
  if (/\binstead\b|\bas .* enters\b|\benters with\b/.test(t)) return reason('replacement')
  if (/\bcop(?:y|ies)\b/.test(t)) return reason('copy')
  if (/\b(?:gains?|exchange) control\b/.test(t)) return reason('control')
  if (
    /\bbecomes?\b.*\b(?:creature|artifact|land|enchantment|colou?r|colorless)\b|\bloses? all\b|\bbase power\b|\bis (?:also )?(?:a|an|every) [a-z ]*(?:creature|land|artifact)\b/.test(
      t,
    )
  )
    return reason('layer')
  if (/\b(?:are|is) (?:\w+ )?(?:mountains|islands|plains|swamps|forests|lands|creatures|artifacts)\b/.test(t))
    return reason('layer')
  if (/\bopening hand\b/.test(t)) return reason('opening-hand')
  if (/\bas though\b/.test(t)) return reason('as-though')
  if (/\bprevent\b/.test(t)) return reason('prevention')
  if (/\bflip a coin\b|\broll\b.*\bd\d+|\bvote\b/.test(t)) return reason('chance')
  if (/\btarget\b[^.]*\btarget\b/.test(t)) return reason('multiple-targets')
  if (/\bchoose\b|\bchosen\b|\bname a card\b|\bnamed\b/.test(t)) return reason('choice')
  if (/\bfor each\b|\bequal to\b|\bthe number of\b|\bx is\b|\bmana value x\b|\bx target/.test(t))
    return reason('amount')
  if (/\bcan't\b|\bcannot\b|\bdoesn't\b|\bdon't\b/.test(t)) return reason('restriction')
  if (/\bwithout paying\b|\bmay (?:cast|play)\b|\bplay an additional\b/.test(t)) return reason('cast-permission')
  if (/\bif\b|\bas long as\b|\bunless\b/.test(t)) return reason('condition')
  const verb = VERBS.find((v) => new RegExp(`\\b${v}(?:s|es)?\\b`).test(t))
  if (verb) return { code: `effect-${verb}`, text: `an effect the grammar does not read: ${verb}` }
  return reason('unread-text')
}

/** Static abilities the engine applies (the others are shown, and resolved by hand). */
export const RUN_STATICS = new Set<StaticAbility['kind']>([
  'enchant',
  'attachedPump',
  'attachedRestriction',
  'cantBlock',
  'cantAttack',
  'cantBeBlocked',
  'attacksEachCombat',
  'entersWithChoice',
  'damageAsThoughUnblocked',
  // Block requirements (CR 509.1c): combat.ts.
  'blocksEachCombat',
  'lure',
  'mustBeBlocked',
  'entersTapped',
  'entersTappedUnless',
  'entersWithCounters',
  'anthem',
  'countPT',
  // Combat restrictions (CR 509.1b-c, 502.3, 101.2): combat.ts, turnActions.ts, counterSpell.ts.
  'doesntUntap',
  'canBlockOnly',
  'cantBeBlockedBy',
  'cantBlockThese',
  'mayNotUntap',
  'weakerCantBlock',
  'extraBlocks',
  'blockerCount',
  'cantBeCountered',
  'selfPump',
  // Damage to it prevented or replaced by counters (CR 615.1, 614.1a): effects.ts dealDamage.
  'damageToCounters',
  // "As ~ enters, choose …" (CR 614.12): text/effects/chooseAsEnters.ts.
  'entersChoosing',
  // Soulbond's pair bonus (CR 702.95c): engine/soulbond.ts, query.ts.
  'pairBonus',
  // Attack taxes (CR 508.1d, 508.1g-h): combat.ts.
  'attackTax',
  // "You may have ~ enter as a copy of …" (CR 707.9): asked as its spell resolves (flow.ts).
  'entersAsCopy',
  // Player rules (CR 402.2, 614.10, 305.2, 119.7): playerRules.ts.
  'playerRule',
  // CR 601.3e: castWindow.ts.
  'castOnly',
  // CR 615.1: effects.ts dealDamage.
  'preventDamageToSelf',
  'preventDamage',
  // CR 613.1b: controlAuras.ts.
  'controlEnchanted',
  // CR 305.7, 613.1d: land types set or added, landTypes.ts.
  'landType',
  // CR 502.3: "Creatures with power 3 or greater don't untap …", turnActions.ts.
  'doesntUntapAll',
  // CR 502.3: "Players can't untap more than one land during their untap steps", untapChoice.ts.
  'untapLimit',
])
