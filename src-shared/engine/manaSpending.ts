// What a player's restricted mana may pay for now (CR 106.6): the restrictions of the mana in their pool and of the
// mana abilities of the permanents they control, kept when the spell being cast or the ability being activated
// satisfies them. The payment code spends a restricted unit only when its restriction is in this list.
import { restrictionAllows, type SpendObject } from '../mana/spendRestriction'
import { CREATURE_TYPES } from '../cards/creatureTypes'
import { cachedRider } from '../mana/tapOptions'
import type { CardObject, GameState, ObjId, PlayerIndex } from './types'
import { abilitiesOf, colorsOf, faceOf, isCreature } from './query'
import { manaAbilitiesNow } from './mana'

/** The restrictions the player's mana could carry: their pool's and their permanents' mana abilities'. */
function restrictionsAround(s: GameState, player: PlayerIndex): Set<string> {
  const out = new Set<string>()
  for (const u of s.players[player]?.manaPool ?? []) if (u.restriction !== undefined) out.add(u.restriction)
  for (const id of s.battlefield) {
    const obj = s.objects[id]
    if (obj.controller !== player) continue
    for (const a of manaAbilitiesNow(s, obj)) {
      const r = cachedRider(a.text, a.chosenType).restriction
      if (r !== undefined) out.add(r)
    }
  }
  return out
}

/** A spell or permanent as a restriction sees it: a changeling is every creature type (CR 702.73a). */
function spendObject(s: GameState, obj: CardObject): SpendObject {
  const face = faceOf(s, obj)
  const types = [...(face?.types ?? [])]
  if (isCreature(s, obj) && !types.includes('Creature')) types.push('Creature')
  const changeling = !!abilitiesOf(s, obj)?.keywords.includes('changeling')
  return {
    types,
    subtypes: changeling ? [...(face?.subtypes ?? []), ...CREATURE_TYPES] : [...(face?.subtypes ?? [])],
    supertypes: face?.supertypes ?? [],
    colors: colorsOf(s, obj),
  }
}

function tags(s: GameState, player: PlayerIndex, obj: CardObject | undefined, as: 'spell' | 'ability'): string[] {
  if (!obj) return []
  const out: string[] = []
  const what = spendObject(s, obj)
  for (const r of restrictionsAround(s, player)) if (restrictionAllows(r, as, what)) out.push(r)
  // "creature" stays for the callers that pay a creature spell without looking (a face-down spell, CR 708.4).
  if (as === 'spell' && isCreature(s, obj) && !out.includes('creature')) out.push('creature')
  return out
}

/** The restrictions of mana that may pay for casting this spell (CR 106.6). */
export function spellSpendTags(s: GameState, player: PlayerIndex, id: ObjId): string[] {
  return tags(s, player, s.objects[id], 'spell')
}

/** The restrictions of mana that may pay for activating an ability of this permanent (CR 106.6). */
export function abilitySpendTags(s: GameState, player: PlayerIndex, sourceId: ObjId): string[] {
  return tags(s, player, s.objects[sourceId], 'ability')
}
