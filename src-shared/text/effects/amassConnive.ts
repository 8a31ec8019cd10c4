// Two keyword actions on a creature of yours: amass N (CR 701.44a: put N +1/+1 counters on an Army you control,
// creating a 0/0 black Zombie Army token first if you control none; "amass Orcs N": an Orc Army) and connive
// (CR 701.47a: draw a card, then discard a card; if a nonland card was discarded, a +1/+1 counter on the creature).
import { Tilde } from '../lexer'
import type { EffectKind } from './kind'
import { amountText } from './kind'
import { token } from './token'
import { addCounters } from '../../engine/effects'
import { drawCard, moveObject } from '../../engine/zones'
import { faceOf, hasType, nameOf, playerName } from '../../engine/query'
import type { GameState, ObjId, PlayerIndex } from '../../engine/types'

function armyOf(s: GameState, p: PlayerIndex): ObjId | undefined {
  return s.battlefield.find((id) => {
    const o = s.objects[id]
    return o.controller === p && !!faceOf(s, o)?.subtypes.includes('Army')
  })
}

export const amass: EffectKind<'amass'> = {
  kind: 'amass',
  parse(g) {
    g.plainWhere(0, (w) => w === 'amass')
    const kind = g.opt(0, () => g.plainWhere(1, (w) => w === 'zombies' || w === 'orcs').image)
    const amount = g.amount(0)
    return { kind: 'amass', amount, ...(kind === 'orcs' ? { army: 'Orc' as const } : {}) }
  },
  describe: (e) => `amass${e.army ? ` ${e.army}s` : ''} ${amountText(e.amount)}`,
  apply(ctx, e) {
    const { tx } = ctx
    const p = ctx.controller
    const n = ctx.amount(e.amount)
    if (!armyOf(tx.s, p)) {
      // CR 701.44a: "If you don't control an Army, create a 0/0 black Zombie Army creature token first."
      token.apply(ctx, {
        kind: 'token',
        count: 1,
        power: 0,
        toughness: 0,
        colors: ['B'],
        subtypes: [e.army ?? 'Zombie', 'Army'],
        keywords: [],
      })
    }
    const army = armyOf(tx.s, p)
    if (!army) return
    if (n > 0) addCounters(tx, army, '+1/+1', n)
    tx.log(`${playerName(tx.s, p)} amasses ${n} (${nameOf(tx.s, army)})`)
  },
}

export const connive: EffectKind<'connive'> = {
  kind: 'connive',
  parse(g) {
    g.alt(0, [() => g.tok(0, Tilde), () => g.w(0, 'it')])
    g.plainWhere(0, (w) => w === 'connives')
    return { kind: 'connive' }
  },
  describe: () => '~ connives',
  apply(ctx) {
    const { tx } = ctx
    const p = ctx.controller
    drawCard(tx, p)
    const hand = tx.s.players[p].zones.hand
    if (!hand.length) return
    return {
      player: p,
      choice: 'connive',
      prompt: `${nameOf(tx.s, ctx.source.id)} connives: discard a card (a nonland card puts a +1/+1 counter on it)`,
      options: [...hand],
      count: 1,
    }
  },
  resume(ctx, _e, pause, a) {
    const { tx } = ctx
    const id = (a.cards ?? [])[0]
    if (!id || !(pause.options ?? []).includes(id) || tx.s.objects[id]?.zone !== 'hand') return
    const nonland = !hasType(tx.s, tx.s.objects[id], 'Land')
    tx.log(`${playerName(tx.s, pause.player)} discards ${nameOf(tx.s, id)}`)
    moveObject(tx, id, 'graveyard', { cause: 'discard' })
    const self = ctx.source.id
    // CR 701.47a: the counter goes on the creature if it is still on the battlefield.
    if (nonland && tx.s.objects[self]?.zone === 'battlefield') addCounters(tx, self, '+1/+1', 1)
  },
  check: (_s, pause, a) =>
    (a.cards ?? []).length === 1 && (pause.options ?? []).includes(a.cards![0]) ? null : 'choose one card to discard',
  answers: (pause) => (pause.options ?? []).slice(0, 4).map((id) => ({ cards: [id] })),
}
