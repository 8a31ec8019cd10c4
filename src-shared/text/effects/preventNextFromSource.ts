// "The next time a red source of your choice would deal damage to you this turn, prevent that damage." (Circle of
// Protection: Red; CR 615.7: the source is chosen as the effect resolves; the shield prevents all of that source's
// next damage to you this turn, then is used up).
import type { EffectKind } from './kind'
import type { Grammar } from '../grammar'
import type { Tx } from '../../engine/tx'
import type { DamageSource } from '../../engine/effects'
import type { Color } from '../../mana/types'
import type { ObjId, PlayerIndex, Target } from '../../engine/types'
import { Comma, Plain } from '../lexer'
import { colorsOf, hasType, nameOf, playerName } from '../../engine/query'
import { COLOR_WORDS } from '../../cards/words'

interface NextShield {
  turn: number
  player: PlayerIndex
  source: ObjId
}

export const preventNextFromSource: EffectKind<'preventNextFromSource'> = {
  kind: 'preventNextFromSource',
  parse(g) {
    g.ph(0, 'the next')
    g.w(20, 'time')
    g.alt(0, [() => g.w(1, 'a'), () => g.w(2, 'an')])
    const kind = g.opt(1, () =>
      g.alt<Color | 'artifact'>(1, [
        () => (g.w(3, 'artifact'), 'artifact'),
        ...(Object.keys(COLOR_WORDS) as (keyof typeof COLOR_WORDS)[]).map(
          (c, k) => () => (g.w(10 + k, c), COLOR_WORDS[c] as Color),
        ),
      ]),
    )
    plain(g, 1, 'source')
    g.ph(4, 'of your')
    plain(g, 2, 'choice')
    g.ph(5, 'would deal damage to you this turn')
    g.tok(0, Comma)
    g.ph(6, 'prevent that damage')
    return { kind: 'preventNextFromSource', ...(kind ? { of: kind } : {}) }
  },
  describe: (e) =>
    `the next time ${e.of === 'artifact' ? 'an artifact' : e.of ? `a ${colorName(e.of)}` : 'a'} source of your choice would deal damage to you this turn, prevent that damage`,
  apply(ctx, e) {
    const { tx } = ctx
    const s = tx.s
    // The sources there are to choose: permanents and spells (CR 115.2 objects), of that colour or type.
    const ids = [...s.battlefield, ...s.stack.filter((i) => i.kind === 'spell').map((i) => i.source)].filter((id) => {
      const o = s.objects[id]
      if (!o) return false
      if (e.of === 'artifact') return hasType(s, o, 'Artifact')
      return !e.of || colorsOf(s, o).includes(e.of)
    })
    if (!ids.length) {
      tx.log(`${playerName(s, ctx.controller)} has no such source to choose`)
      return
    }
    return {
      player: ctx.controller,
      choice: 'source',
      prompt: `Choose ${e.of === 'artifact' ? 'an artifact' : e.of ? `a ${colorName(e.of)}` : 'a'} source: its next damage to you this turn is prevented`,
      options: ids,
      count: 1,
    }
  },
  resume(ctx, _e, pause, a) {
    const id = (a.cards ?? [])[0]
    if (!id) return
    const { tx } = ctx
    const kept = ((tx.s.extra.preventNext as NextShield[] | undefined) ?? []).filter((x) => x.turn === tx.s.turn)
    tx.set('extra', { ...tx.s.extra, preventNext: [...kept, { turn: tx.s.turn, player: pause.player, source: id }] })
    tx.log(
      `The next damage ${nameOf(tx.s, id)} would deal to ${playerName(tx.s, pause.player)} this turn will be prevented`,
    )
  },
  check: (_s, pause, a) =>
    (a.cards ?? []).length === 1 && (pause.options ?? []).includes(a.cards![0]) ? null : 'choose one source',
  answers: (pause) => (pause.options ?? []).map((id) => ({ cards: [id] })),
}

/** CR 615.7: uses up a shield against this source's damage to this player, if one is in force; true when it did. */
export function useNextShield(tx: Tx, source: DamageSource, target: Target): boolean {
  if (!('player' in target)) return false
  const shields = tx.s.extra.preventNext as NextShield[] | undefined
  const k =
    shields?.findIndex((x) => x.turn === tx.s.turn && x.player === target.player && x.source === source.id) ?? -1
  if (k < 0) return false
  tx.set('extra', { ...tx.s.extra, preventNext: shields!.filter((_, i) => i !== k) })
  return true
}

function plain(g: Grammar, i: number, w: string): void {
  g.tokWhere(10 + i, Plain, (x) => x === w)
}

function colorName(c: Color): string {
  return ({ W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' } as Record<string, string>)[c] ?? c
}
