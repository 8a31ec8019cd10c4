// Keyword actions that create or look: investigate (CR 701.36: create a Clue token) and explore (CR 701.40: reveal
// the top card; a land goes to your hand, otherwise a +1/+1 counter on the creature and you may put the card into
// your graveyard).
import type { EffectKind } from './kind'
import { token } from './token'
import { Tilde } from '../lexer'
import { addCounters } from '../../engine/effects'
import { hasType, nameOf, playerName } from '../../engine/query'
import { moveObject } from '../../engine/zones'

export const investigate: EffectKind<'investigate'> = {
  kind: 'investigate',
  parse(g) {
    g.w(0, 'investigate')
    return { kind: 'investigate' }
  },
  describe: () => 'investigate',
  apply(ctx) {
    // CR 701.36a: "Create a Clue token."
    return token.apply(ctx, {
      kind: 'token',
      count: 1,
      power: 0,
      toughness: 0,
      colors: [],
      subtypes: ['Clue'],
      keywords: [],
      named: 'Clue',
    })
  },
}

export const explore: EffectKind<'explore'> = {
  kind: 'explore',
  parse(g) {
    g.alt(0, [() => g.tok(0, Tilde), () => g.w(0, 'it')])
    g.w(1, 'explores')
    g.opt(0, () => g.w(2, 'again')) // "it explores, then it explores again" (Jadelight Ranger): two explores
    return { kind: 'explore' }
  },
  describe: () => '~ explores',
  apply(ctx) {
    const { tx } = ctx
    const me = ctx.controller
    const top = tx.s.players[me].zones.library[0]
    const creature = tx.s.objects[ctx.source.id]?.zone === 'battlefield' ? ctx.source.id : null
    if (!top) {
      if (creature) addCounters(tx, creature, '+1/+1', 1) // CR 701.40a: no card revealed is a nonland
      return
    }
    const land = hasType(tx.s, tx.s.objects[top], 'Land')
    tx.log(`${playerName(tx.s, me)} reveals ${nameOf(tx.s, top)} (explore)`)
    if (land) {
      moveObject(tx, top, 'hand', { cause: 'explore' })
      return
    }
    if (creature) addCounters(tx, creature, '+1/+1', 1)
    return {
      player: me,
      choice: 'explore',
      prompt: `Put ${nameOf(tx.s, top)} into your graveyard? (yes, or no to leave it on top)`,
      card: top,
    }
  },
  resume(ctx, _e, pause, a) {
    const id = pause.card as string
    if (a.option === 'yes' && ctx.tx.s.objects[id]?.zone === 'library')
      moveObject(ctx.tx, id, 'graveyard', { cause: 'explore' })
  },
  check: (_s, _p, a) => (a.option === 'yes' || a.option === 'no' ? null : 'answer "yes" or "no"'),
  answers: () => [{ option: 'no' }, { option: 'yes' }],
}
