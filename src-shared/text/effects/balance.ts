// Balance: "Each player chooses a number of lands they control equal to the number of lands controlled by the
// player who controls the fewest, then sacrifices the rest. Players discard cards in the same way, then sacrifice
// creatures in the same way." (Balance, Magus of the Balance, Restore Balance). For lands, then cards in hand, then
// creatures: the fewest any player has is counted; each player in turn order from the active player chooses that
// many of theirs to keep (CR 101.4), and then the rest are sacrificed or discarded at once (CR 701.17a, 701.8).
import type { EffectKind } from './kind'
import type { EffectContext } from '../../engine/effectTypes'
import type { ObjId, PlayerIndex } from '../../engine/types'
import { Comma, Period } from '../lexer'
import { apnapOrder, isCreature, isLand, nameOf, playerName } from '../../engine/query'
import { moveObject } from '../../engine/zones'

const STAGES = [
  { noun: 'lands', verb: 'sacrifices', cause: 'sacrifice' },
  { noun: 'cards in hand', verb: 'discards', cause: 'discard' },
  { noun: 'creatures', verb: 'sacrifices', cause: 'sacrifice' },
] as const

export const balance: EffectKind<'balance'> = {
  kind: 'balance',
  parse(g) {
    g.ph(0, 'each player chooses a number of lands they control equal to the number of lands controlled by')
    g.ph(1, 'the player who controls the')
    g.plainWhere(0, (w) => w === 'fewest')
    g.tok(0, Comma)
    g.ph(2, 'then sacrifices the rest')
    g.tok(1, Period)
    const creaturesFirst = g.alt(0, [
      () => (
        g.ph(3, 'players discard cards in the same way'),
        g.tok(2, Comma),
        g.ph(4, 'then sacrifice creatures'),
        false
      ),
      () => (g.ph(5, 'players discard cards and sacrifice creatures'), false), // Balance's wording
      () => (g.ph(7, 'players sacrifice creatures and discard cards'), true), // Restore Balance: creatures second
    ])
    g.opt(0, () => g.w(0, 'in'))
    g.ph(6, 'the same way')
    return creaturesFirst ? { kind: 'balance', creaturesFirst } : { kind: 'balance' }
  },
  describe: (e) =>
    `each player keeps as many lands, then ${e.creaturesFirst ? 'creatures, then cards in hand' : 'cards in hand, then creatures'} as the player with the fewest and sacrifices or discards the rest`,
  apply(ctx, e) {
    const order = e.creaturesFirst ? [0, 2, 1] : [0, 1, 2]
    for (let step = e.stage ?? 0; step < order.length; step++) {
      const stage = order[step]
      const kept = step === (e.stage ?? 0) ? { ...(e.kept ?? {}) } : {}
      const players = apnapOrder(ctx.tx.s)
      const fewest = Math.min(...players.map((p) => held(ctx, p, stage).length))
      // CR 101.4: in turn order, each player with more than the fewest chooses which to keep.
      for (const p of players) {
        if (kept[p] !== undefined) continue
        const options = held(ctx, p, stage)
        // No choice when all are kept, or none (CR 101.4).
        if (options.length <= fewest || fewest === 0) {
          kept[p] = fewest === 0 ? [] : options
          continue
        }
        return {
          player: p,
          choice: 'balance',
          prompt: `Choose ${fewest} of your ${STAGES[stage].noun} to keep (Balance); the rest are ${
            stage === 1 ? 'discarded' : 'sacrificed'
          }`,
          options,
          count: fewest,
          stage: step,
          kept,
        }
      }
      // Then all at once (CR 608.2c): each player's others are sacrificed or discarded.
      for (const p of players)
        for (const id of held(ctx, p, stage).filter((id) => !kept[p].includes(id))) {
          ctx.tx.log(`${playerName(ctx.tx.s, p)} ${STAGES[stage].verb} ${nameOf(ctx.tx.s, id)}`)
          moveObject(ctx.tx, id, 'graveyard', { cause: STAGES[stage].cause })
        }
    }
  },
  resume(_ctx, e, pause, a) {
    const kept = { ...(pause.kept as Record<string, ObjId[]>), [pause.player]: a.cards ?? [] }
    return [{ ...e, stage: pause.stage as number, kept }]
  },
  check(_s, pause, a) {
    const cards = a.cards ?? []
    const want = pause.count ?? 0
    return cards.length === want && new Set(cards).size === want && cards.every((id) => pause.options?.includes(id))
      ? null
      : `choose exactly ${want} different ones to keep`
  },
  answers(pause) {
    // The first few ways to keep `count` of them (the computer's and the legal actions' choices).
    const options = pause.options ?? []
    const k = pause.count ?? 0
    const out: { cards: ObjId[] }[] = []
    const walk = (from: number, picked: ObjId[]) => {
      if (out.length >= 24) return
      if (picked.length === k) return void out.push({ cards: picked })
      for (let i = from; i < options.length; i++) walk(i + 1, [...picked, options[i]])
    }
    walk(0, [])
    return out
  },
}

/** A player's lands, cards in hand or creatures, for the stage. */
function held(ctx: EffectContext, p: PlayerIndex, stage: number): ObjId[] {
  const s = ctx.tx.s
  if (stage === 1) return [...(s.players[p].zones.hand ?? [])]
  const is = stage === 0 ? isLand : isCreature
  return s.battlefield.filter((id) => s.objects[id].controller === p && is(s, s.objects[id]))
}
