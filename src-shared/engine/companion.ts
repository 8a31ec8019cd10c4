// Companion (CR 702.139a): once per game, any time its owner could cast a sorcery, they may pay {3} to put their
// companion from outside the game (the sideboard) into their hand: a special action (CR 116.2g). The deck-building
// condition is the deck check's matter; here the card need only have companion.
import type { ActionHandler } from './variant'
import type { CompanionAction, GameState } from './types'
import { parseManaCost } from '../mana'
import { canAfford, payCost } from './mana'
import { moveObject } from './zones'
import { faceOf, nameOf, playerName } from './query'
import { cardName, whyNoPriority } from './actions/pending'
import { sorceryTiming } from './flow'
import { variantById } from './registry'

const COMPANION_COST = parseManaCost('{3}')
const USED = 'companionUsed'

/** The card's text has the companion keyword ("Companion — …", CR 702.139a). */
const hasCompanion = (s: GameState, id: string): boolean =>
  /^companion\b/im.test(faceOf(s, s.objects[id])?.oracleText ?? '')

export function whyCantCompanion(s: GameState, a: CompanionAction): string | null {
  const why = whyNoPriority(s, a.player)
  if (why) return why
  const obj = s.objects[a.card]
  if (!obj || obj.zone !== 'outside' || obj.owner !== a.player)
    return `${cardName(s, a.card)} is not outside the game (your sideboard)`
  const name = nameOf(s, a.card)
  if (!hasCompanion(s, a.card)) return `${name} has no companion (CR 702.139a)`
  if (s.players[a.player].extra[USED]) return 'a companion is put into the hand once per game (CR 702.139a)'
  const timing = sorceryTiming(s, variantById(s.variant).chart, a.player)
  if (timing) return `a companion is put into the hand only when you could cast a sorcery: ${timing} (CR 702.139a)`
  if (!canAfford(s, a.player, COMPANION_COST)) return `You can't pay {3} to put ${name} into your hand (CR 702.139a)`
  return null
}

export const companion: ActionHandler<CompanionAction> = {
  validate: whyCantCompanion,
  apply(tx, a) {
    const name = nameOf(tx.s, a.card)
    const failed = payCost(tx, a.player, COMPANION_COST)
    if (failed) throw new Error(`internal: payment failed after validation: ${failed}`)
    moveObject(tx, a.card, 'hand', { cause: 'companion' })
    tx.playerExtra(a.player)[USED] = true
    tx.log(`${playerName(tx.s, a.player)} pays {3} and puts their companion ${name} into their hand (CR 702.139a)`)
  },
  enumerate(s, p) {
    if (s.priority !== p || s.pending.length || s.phase !== 'turn' || s.players[p].extra[USED]) return []
    return (s.players[p].zones.outside ?? [])
      .map((id): CompanionAction => ({ type: 'companion', player: p, card: id }))
      .filter((a) => hasCompanion(s, a.card) && !whyCantCompanion(s, a))
      .slice(0, 1)
  },
}
