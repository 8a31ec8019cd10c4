// Myriad (CR 702.116a): "Whenever this creature attacks, for each opponent other than defending player, you may
// create a token that's a copy of this creature that's tapped and attacking that player or a planeswalker they
// control. If one or more tokens are created this way, exile the tokens at end of combat." Each opponent is asked
// about in turn order (`from`: the index among them still to ask); each token attacks that player.
import type { EffectKind } from './kind'
import type { EffectContext, Delayed } from '../../engine/effectTypes'
import { createObject } from '../../engine/zones'
import { nameOf, opponentsOf, playerName } from '../../engine/query'
import type { PlayerIndex } from '../../engine/types'

/** The opponents other than the one this creature attacks (CR 702.116a; the defending player, CR 506.2). */
function others(ctx: EffectContext): PlayerIndex[] {
  const s = ctx.tx.s
  const attack = s.combat?.attackers.find((a) => a.id === ctx.source.id)
  if (!attack) return []
  const defending = 'player' in attack.target ? attack.target.player : s.objects[attack.target.card]?.controller
  return opponentsOf(s, ctx.controller).filter((p) => p !== defending)
}

export const myriad: EffectKind<'myriad'> = {
  kind: 'myriad',
  parse() {
    throw new Error('internal: myriad is built from its keyword, not read')
  },
  describe: () =>
    "for each opponent other than defending player, you may create a token that's a copy of ~ that's tapped and attacking that player; exile the tokens at end of combat",
  apply(ctx, e) {
    const list = others(ctx)
    const p = list[e.from ?? 0]
    if (p === undefined || ctx.tx.s.objects[ctx.source.id]?.zone !== 'battlefield') return
    return {
      player: ctx.controller,
      choice: 'may',
      prompt: `Create a token copy of ${nameOf(ctx.tx.s, ctx.source.id)} tapped and attacking ${playerName(ctx.tx.s, p)} (myriad)?`,
      opponent: p,
    }
  },
  resume(ctx, e, pause, answer) {
    const { tx } = ctx
    const p = pause.opponent as PlayerIndex
    const self = tx.s.objects[ctx.source.id]
    if (answer.option === 'yes' && self && tx.s.combat) {
      const id = createObject(tx, self.def, ctx.controller, 'battlefield', {
        token: true,
        tapped: true,
        ...(self.face ? { face: self.face } : {}),
      })
      tx.set('combat', { ...tx.s.combat, attackers: [...tx.s.combat.attackers, { id, target: { player: p } }] })
      const entry: Delayed = {
        step: 'endCombat',
        after: tx.s.turn,
        thisTurn: true,
        controller: ctx.controller,
        source: id,
        def: self.def,
        text: 'exile the token (myriad)',
        effects: [{ kind: 'keywordAction', action: 'exileSelf', amount: 1 }],
      }
      const delayed = (tx.s.extra.delayed as Delayed[] | undefined) ?? []
      tx.set('extra', { ...tx.s.extra, delayed: [...delayed, entry] })
      tx.log(
        `${playerName(tx.s, ctx.controller)} creates a token copy of ${nameOf(tx.s, id)} attacking ${playerName(tx.s, p)} (myriad)`,
      )
    }
    return [{ kind: 'myriad', from: (e.from ?? 0) + 1 }]
  },
  check: (_s, _pause, a) => (a.option === 'yes' || a.option === 'no' ? null : 'answer "yes" or "no"'),
  answers: () => [{ option: 'yes' }, { option: 'no' }],
}
