// Foretell (CR 702.143): during your turn, a special action (CR 116.2h) pays {2} and exiles the card from your
// hand face down (hidden from the other players, CR 708.5: view.ts); on a later turn it may be cast from exile for
// its foretell cost rather than its mana cost (`cast` with `from: "exile"`).
import type { ManaCost } from '../mana/types'
import type { ActionHandler } from './variant'
import type { CardObject, ForetellAction, GameState } from './types'
import { canAfford, payCost } from './mana'
import { moveObject } from './zones'
import { abilitiesOf, nameOf, playerName } from './query'
import { cardName, whyNoPriority } from './actions/pending'

const FORETELL_COST: ManaCost = { symbols: [{ kind: 'generic', amount: 2 }] } // CR 702.143a

/** The foretell cost when the card, foretold on an earlier turn, is cast from exile now (CR 702.143a); else null. */
export function foretoldCost(s: GameState, obj: CardObject | undefined, from: string | undefined): ManaCost | null {
  if (!obj || from !== 'exile' || obj.zone !== 'exile' || obj.foretold === undefined) return null
  if (obj.foretold >= s.turn) return null // "on a later turn"
  return abilitiesOf(s, obj)?.foretell ?? null
}

export function whyCantForetell(s: GameState, a: ForetellAction): string | null {
  const why = whyNoPriority(s, a.player)
  if (why) return why
  const obj = s.objects[a.card]
  if (!obj || obj.zone !== 'hand' || obj.owner !== a.player) return `${cardName(s, a.card)} is not in your hand`
  const name = nameOf(s, a.card)
  if (!abilitiesOf(s, obj)?.foretell) return `${name} has no foretell (CR 702.143a)`
  if (s.active !== a.player) return `a card is foretold only during your turn (CR 702.143a)`
  if (!canAfford(s, a.player, FORETELL_COST)) return `You can't pay {2} to foretell ${name} (CR 702.143a)`
  return null
}

export const foretell: ActionHandler<ForetellAction> = {
  validate: whyCantForetell,
  apply(tx, a) {
    const failed = payCost(tx, a.player, FORETELL_COST)
    if (failed) throw new Error(`internal: payment failed after validation: ${failed}`)
    const id = moveObject(tx, a.card, 'exile', { cause: 'foretell', faceDown: true })!
    tx.obj(id).foretold = tx.s.turn
    tx.set('passes', 0)
    tx.log(`${playerName(tx.s, a.player)} foretells a card`) // face down: not named (CR 708.5)
  },
  enumerate(s, p) {
    if (s.priority !== p || s.pending.length || s.phase !== 'turn' || s.active !== p) return []
    const out: ForetellAction[] = []
    for (const id of s.players[p].zones.hand ?? []) {
      const a: ForetellAction = { type: 'foretell', player: p, card: id }
      if (abilitiesOf(s, s.objects[id])?.foretell && !whyCantForetell(s, a)) out.push(a)
    }
    return out
  },
}
