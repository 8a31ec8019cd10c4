// Targets of spells and abilities (CR 115, 601.2c), checked with a reason.
import type { ManaCost } from '../../mana/types'
import type { EffectText } from '../abilities'
import type { GameState, ObjId, PlayerIndex, Target } from '../types'
import { abilitiesOf, faceOf, hasKeyword, nameOf } from '../query'
import { targetIsLegal, targetName } from '../legalTargets'
import { withModes } from '../flow'
import { repeatedSameWord } from '../sameWordTargets'
import { describeSpec } from '../specText'

export { describeSpec }

/** Why these modes can't be chosen for a modal spell (CR 601.2b, 700.2), or null. */
export function whyNotModes(s: GameState, id: ObjId, modes: number[] | undefined, kicked?: boolean): string | null {
  const abilities = abilitiesOf(s, s.objects[id])
  const spell = abilities?.spell
  if (!spell?.modes) return modes?.length ? 'it is not modal' : null
  const { count, upTo, choices, repeat } = spell.modes
  const m = modes ?? []
  // CR 700.2d: a mode may be chosen more than once only when the card says so.
  if ((!repeat && new Set(m).size !== m.length) || m.some((i) => !Number.isInteger(i) || i < 0 || i >= choices.length))
    return `choose among modes 0 to ${choices.length - 1}${repeat ? '' : ', each once'}`
  // CR 702.42a: entwine paid, every mode is chosen.
  if (abilities?.entwine && kicked)
    return m.length === choices.length ? null : `with entwine, choose all ${choices.length} modes`
  const least = spell.modes.none ? 0 : 1 // "choose up to one —"
  if (upTo ? m.length < least || m.length > count : m.length !== count)
    return `choose ${upTo ? `${least} to ${count}` : count} mode${count === 1 ? '' : 's'} (CR 700.2)`
  return null
}

/** The spell's targets as the card describes them (an Aura targets what it can enchant, CR 303.4a). */
export function spellTargetSpecs(s: GameState, id: ObjId, modes?: number[]): EffectText['targets'] | null {
  const abilities = abilitiesOf(s, s.objects[id])
  if (!abilities) return []
  if (abilities.spell?.modes && abilities.spell.automated) return withModes(abilities.spell, modes ?? []).targets // CR 700.2
  // By hand with every target read: chosen as it is cast all the same (CR 601.2c; text/spellTargets.ts).
  if (abilities.spell) return abilities.spell.automated || abilities.spell.targetsRead ? abilities.spell.targets : null
  const enchant = abilities.statics.find((st) => st.kind === 'enchant')
  if (enchant && enchant.kind === 'enchant') return [enchant.spec]
  // CR 303.4a: an Aura spell targets what it can enchant; its "Enchant …" line unread, the player names it (by hand).
  // A saved game's face with lines pinned by hand keeps the rule it was played with: no targets (textPins.ts).
  const face = faceOf(s, s.objects[id])
  return face?.subtypes.includes('Aura') && !face.byHand?.length && !face.inert?.length ? null : []
}

/** A modal spell with its chosen modes (their targets and the "up to" ones among the last, CR 700.2, 601.2c). */
export function modalSpell(spell: EffectText | null | undefined, modes: number[] | undefined) {
  return spell?.modes ? withModes(spell, modes) : spell
}

/** How many of a spell's last targets may be left out ("up to two target …", CR 601.2c). */
export function spellOptionalTargets(spell: EffectText | null | undefined): number {
  return spell?.automated || spell?.targetsRead ? (spell.optionalTargets ?? 0) : 0
}

export function hasX(cost: ManaCost | null): boolean {
  return !!cost && cost.symbols.some((sym) => sym.kind === 'variable')
}

export function checkTargets(
  s: GameState,
  specs: EffectText['targets'] | null,
  targets: Target[],
  controller: PlayerIndex,
  sourceId: ObjId,
  /** How many of the last targets may be left out ("one or two targets", CR 601.2c). */
  optional = 0,
): string | null {
  if (specs === null) {
    // Text the engine doesn't read: the player names the targets; each must at least exist (CR 601.2c, by hand).
    for (const t of targets) {
      if ('player' in t ? !s.players[t.player] || s.players[t.player].lost : !s.objects[t.card])
        return `${'player' in t ? `player ${t.player}` : 'that card'} can't be targeted`
    }
    return null
  }
  if (targets.length > specs.length || targets.length < specs.length - optional) {
    if (specs.length === 0) return 'it has no targets'
    const need = optional ? `${specs.length - optional} to ${specs.length}` : `${specs.length}`
    return `it needs ${need} target${specs.length === 1 ? '' : 's'} (CR 601.2c), got ${targets.length}`
  }
  // CR 601.2c: the same object can't be chosen twice for one instance of the word "target".
  if (optional && new Set(targets.map((t) => JSON.stringify(t))).size !== targets.length)
    return 'each target must be different (CR 601.2c)'
  const repeated = repeatedSameWord(specs, targets)
  if (repeated >= 0)
    return `${targetName(s, targets[repeated])} is already a target of the same word "target": choose another (CR 601.2c)`
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i]
    // "… and 1 damage to another target" (Arc Trail): not one chosen before (CR 601.2c).
    if (t && specs[i]?.other && targets.slice(0, i).some((q) => JSON.stringify(q) === JSON.stringify(t)))
      return `${targetName(s, t)} is already a target: choose another (CR 601.2c)`
    if (!t || !targetIsLegal(s, specs[i], t, controller, sourceId)) {
      const obj = t && 'card' in t ? s.objects[t.card] : undefined
      if (obj && hasKeyword(s, obj, 'shroud'))
        return `${nameOf(s, obj.id)} has shroud and can't be the target of spells or abilities (CR 702.18a)`
      if (obj && hasKeyword(s, obj, 'hexproof') && obj.controller !== controller)
        return `${nameOf(s, obj.id)} has hexproof and can't be the target of your spells or abilities (CR 702.11b)`
      return `${t ? targetName(s, t) : 'nothing'} is not a legal target: the target must be ${describeSpec(specs[i])} (CR 115)`
    }
  }
  return null
}
