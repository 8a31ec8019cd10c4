// Suspend (CR 702.62): a special action exiles a card from the hand with N time counters for its suspend cost
// (CR 116.2f); at the beginning of its owner's upkeep a time counter is removed, and when the last is removed they
// may cast it without paying its mana cost (a creature spell so cast has haste). The upkeep trigger and the cast
// run as one ability here (effects/castFree.ts 'suspend').
import type { ActionHandler } from './variant'
import type { GameEvent, GameState, StackItem, SuspendAction } from './types'
import type { Tx } from './tx'
import { formatManaCost } from '../mana'
import { canAfford, payCost } from './mana'
import { moveObject } from './zones'
import { abilitiesOf, hasKeyword, hasType, nameOf, playerName } from './query'
import { cardName, whyNoPriority } from './actions/pending'
import { sorceryTiming } from './flow'
import { variantById } from './registry'

export function whyCantSuspend(s: GameState, a: SuspendAction): string | null {
  const why = whyNoPriority(s, a.player)
  if (why) return why
  const obj = s.objects[a.card]
  if (!obj || obj.zone !== 'hand' || obj.owner !== a.player) return `${cardName(s, a.card)} is not in your hand`
  const name = nameOf(s, a.card)
  const suspend = abilitiesOf(s, obj)?.suspend
  if (!suspend) return `${name} has no suspend (CR 702.62a)`
  // CR 702.62a: any time you could cast it.
  const instant = hasType(s, obj, 'Instant') || hasKeyword(s, obj, 'flash')
  const timing = instant ? null : sorceryTiming(s, variantById(s.variant).chart, a.player)
  if (timing) return `${name} can be suspended only when you could cast it: ${timing} (CR 702.62a)`
  if (!canAfford(s, a.player, suspend.cost)) return `You can't pay ${formatManaCost(suspend.cost)} to suspend ${name}`
  return null
}

export const suspend: ActionHandler<SuspendAction> = {
  validate: whyCantSuspend,
  apply(tx, a) {
    const { count, cost } = abilitiesOf(tx.s, tx.s.objects[a.card])!.suspend!
    const name = nameOf(tx.s, a.card)
    const failed = payCost(tx, a.player, cost)
    if (failed) throw new Error(`internal: payment failed after validation: ${failed}`)
    const id = moveObject(tx, a.card, 'exile', { cause: 'suspend' })!
    const o = tx.obj(id)
    o.counters = { ...o.counters, time: count }
    o.suspended = true
    tx.set('passes', 0)
    tx.log(`${playerName(tx.s, a.player)} suspends ${name} with ${count} time counter${count === 1 ? '' : 's'}`)
  },
  enumerate(s, p) {
    if (s.priority !== p || s.pending.length || s.phase !== 'turn') return []
    const out: SuspendAction[] = []
    for (const id of s.players[p].zones.hand ?? []) {
      const a: SuspendAction = { type: 'suspend', player: p, card: id }
      if (abilitiesOf(s, s.objects[id])?.suspend && !whyCantSuspend(s, a)) out.push(a)
    }
    return out
  },
}

/** CR 702.62a: "At the beginning of your upkeep, if this card is suspended, remove a time counter from it." */
export function suspendTriggers(tx: Tx, e: GameEvent): StackItem[] {
  if (e.type !== 'step' || e.step !== 'upkeep') return []
  const p = tx.s.active
  const out: StackItem[] = []
  for (const id of tx.s.players[p]?.zones.exile ?? []) {
    const o = tx.s.objects[id]
    if (!o?.suspended || !(o.counters.time > 0)) continue
    out.push({
      id: tx.newId('a'),
      kind: 'trigger',
      source: id,
      controller: o.owner,
      targets: [],
      ability: 'delayed',
      text: `Remove a time counter from ${nameOf(tx.s, id)}; when the last is removed, you may cast it without paying its mana cost (suspend)`,
      def: o.def,
      extra: { effects: [{ kind: 'castFree', how: 'suspend', card: id }] },
    })
  }
  return out
}
