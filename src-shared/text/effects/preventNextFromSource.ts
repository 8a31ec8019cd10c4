// "The next time a red source of your choice would deal damage to you this turn, prevent that damage." (Circle of
// Protection: Red; CR 615.7: the source is chosen as the effect resolves; the shield prevents all of that source's
// next damage to you this turn, then is used up); "… to any target / target creature …" (Sanctum Guardian); "You gain
// life equal to the damage prevented this way" (Reverse Damage, CR 615.5); "… that source deals that damage to you
// instead" (Jade Monolith, CR 614.9).
import type { EffectKind } from './kind'
import type { Grammar } from '../grammar'
import type { Tx } from '../../engine/tx'
import type { DamageSource } from '../../engine/effects'
import type { Color } from '../../mana/types'
import type { ObjId, PlayerIndex, Target } from '../../engine/types'
import { Comma, Period, Plain } from '../lexer'
import { dealDamage, gainLife } from '../../engine/effects'
import { colorsOf, hasType, nameOf, playerName } from '../../engine/query'
import { COLOR_WORDS } from '../../cards/words'

interface NextShield {
  turn: number
  /** Whose shield it is: the player protected when `card` is absent, who gains life or is dealt redirected damage. */
  player: PlayerIndex
  source: ObjId
  /** The permanent protected ("… to target creature this turn"), else the player. */
  card?: ObjId
  /** "You gain life equal to the damage prevented this way" (Reverse Damage, CR 615.5). */
  gain?: boolean
  /** "… that source deals that damage to you instead" (Jade Monolith, CR 614.9). */
  redirect?: boolean
  /** A redirection's protected player, when it isn't `player`. */
  watch?: PlayerIndex
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
    g.ph(5, 'would deal damage to')
    // "to you", or "to any target" / "to target creature" (Sanctum Guardian, Jade Monolith): what the shield protects.
    const target = g.alt<number | undefined>(2, [() => (g.w(21, 'you'), undefined), () => g.target(0)])
    g.ph(6, 'this turn')
    g.tok(0, Comma)
    const rider = g.alt<'prevent' | 'gain' | 'redirect'>(3, [
      () => {
        g.ph(7, 'prevent that damage')
        // CR 615.5: "You gain life equal to the damage prevented this way" is part of the prevention.
        const gain = g.opt(4, () => {
          g.tok(1, Period)
          g.ph(8, 'you gain life equal to the damage')
          plain(g, 3, 'prevented')
          g.ph(9, 'this way')
          return true
        })
        return gain ? 'gain' : 'prevent'
      },
      // CR 614.9: "that source deals that damage to you instead" (a redirection; the same source deals it).
      () => {
        g.w(22, 'that')
        plain(g, 4, 'source')
        g.ph(23, 'deals that damage to you instead')
        return 'redirect'
      },
    ])
    g.refuse(() => rider === 'redirect' && target === undefined)
    return {
      kind: 'preventNextFromSource',
      ...(kind ? { of: kind } : {}),
      ...(target !== undefined ? { target } : {}),
      ...(rider === 'gain' ? { gain: true } : rider === 'redirect' ? { redirect: true } : {}),
    }
  },
  describe: (e, d) =>
    `the next time ${e.of === 'artifact' ? 'an artifact' : e.of ? `a ${colorName(e.of)}` : 'a'} source of your choice would deal damage to ${e.target !== undefined ? d.target(e.target) : 'you'} this turn, ${e.redirect ? 'that source deals that damage to you instead' : `prevent that damage${e.gain ? '. You gain life equal to the damage prevented this way' : ''}`}`,
  apply(ctx, e) {
    const { tx } = ctx
    const s = tx.s
    // CR 608.2b: a shield for a target that is no longer legal does nothing.
    const protectedTarget = e.target !== undefined ? ctx.target(e.target) : null
    if (e.target !== undefined && !protectedTarget) return
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
    const to = protectedTarget ? targetName(s, protectedTarget) : 'you'
    return {
      player: ctx.controller,
      choice: 'source',
      prompt: `Choose ${e.of === 'artifact' ? 'an artifact' : e.of ? `a ${colorName(e.of)}` : 'a'} source: its next damage to ${to} this turn is ${e.redirect ? 'dealt to you instead' : 'prevented'}`,
      options: ids,
      count: 1,
      ...(protectedTarget ? { protects: protectedTarget } : {}),
    }
  },
  resume(ctx, e, pause, a) {
    const id = (a.cards ?? [])[0]
    if (!id) return
    const { tx } = ctx
    const protects = pause.protects as Target | undefined
    const shield: NextShield = { turn: tx.s.turn, player: pause.player, source: id }
    if (protects && 'card' in protects) shield.card = protects.card
    // A player target: the shield watches them; a redirection's damage still goes to its controller (`player`).
    else if (protects && e.redirect) shield.watch = protects.player
    else if (protects) shield.player = protects.player
    if (e.gain) shield.gain = true
    if (e.redirect) shield.redirect = true
    const kept = ((tx.s.extra.preventNext as NextShield[] | undefined) ?? []).filter((x) => x.turn === tx.s.turn)
    tx.set('extra', { ...tx.s.extra, preventNext: [...kept, shield] })
    tx.log(
      `The next damage ${nameOf(tx.s, id)} would deal to ${protects ? targetName(tx.s, protects) : playerName(tx.s, pause.player)} this turn will be ${e.redirect ? `dealt to ${playerName(tx.s, pause.player)} instead` : 'prevented'}`,
    )
  },
  check: (_s, pause, a) =>
    (a.cards ?? []).length === 1 && (pause.options ?? []).includes(a.cards![0]) ? null : 'choose one source',
  answers: (pause) => (pause.options ?? []).map((id) => ({ cards: [id] })),
}

const targetName = (s: Tx['s'], t: Target): string => ('card' in t ? nameOf(s, t.card) : playerName(s, t.player))

/** CR 615.7: uses up a shield against this source's damage to this player or permanent, if one is in force; true
 *  when it did. A shield may also gain its player life (CR 615.5) or send the damage to its player instead. */
export function useNextShield(tx: Tx, source: DamageSource, target: Target, amount: number, combat: boolean): boolean {
  if (amount <= 0) return false // CR 120.8: 0 damage isn't dealt, so nothing is prevented
  const shields = tx.s.extra.preventNext as NextShield[] | undefined
  const k =
    shields?.findIndex((x) => {
      if (x.turn !== tx.s.turn || x.source !== source.id) return false
      if ('card' in target) return x.card === target.card
      return x.card === undefined && (x.watch ?? x.player) === target.player
    }) ?? -1
  if (k < 0) return false
  const shield = shields![k]
  tx.set('extra', { ...tx.s.extra, preventNext: shields!.filter((_, i) => i !== k) })
  if (shield.redirect) {
    tx.log(`The damage from ${source.name} is dealt to ${playerName(tx.s, shield.player)} instead (CR 614.9)`)
    dealDamage(tx, source, { player: shield.player }, amount, combat)
    return true
  }
  tx.log(`The damage from ${source.name} is prevented (CR 615.7)`)
  if (shield.gain) gainLife(tx, shield.player, amount)
  return true
}

function plain(g: Grammar, i: number, w: string): void {
  g.tokWhere(10 + i, Plain, (x) => x === w)
}

function colorName(c: Color): string {
  return ({ W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' } as Record<string, string>)[c] ?? c
}
