// "For each creature destroyed this way", "the number of cards discarded this way" (CR 608.2c): the objects the
// resolution's earlier effects destroyed, sacrificed, exiled, discarded or put into a graveyard, counted as they
// moved (CR 608.2h: a permanent's types as it last existed on the battlefield). One home: parse, describe, value;
// the resolution notes its moves in its memory (engine/movedThisWay.ts), across a choice that pauses it.
import type { Count } from '../../engine/ast'
import type { Grammar } from '../grammar'
import type { EffectContext } from '../../engine/effectTypes'

type Moved = Extract<Count, { of: 'moved' }>
export type MoveHow = Moved['how']

const TYPE_WORDS: [string, string, string][] = [
  ['creature', 'creatures', 'Creature'],
  ['land', 'lands', 'Land'],
  ['artifact', 'artifacts', 'Artifact'],
  ['enchantment', 'enchantments', 'Enchantment'],
  ['instant', 'instants', 'Instant'],
  ['sorcery', 'sorceries', 'Sorcery'],
  ['planeswalker', 'planeswalkers', 'Planeswalker'],
]

const VERBS: Record<MoveHow, string> = {
  destroy: 'destroyed',
  sacrifice: 'sacrificed',
  exile: 'exiled',
  discard: 'discarded',
  graveyard: 'put into a graveyard',
}

/** "[non]creature [card(s)] destroyed / sacrificed / exiled / discarded / put into a graveyard this way", after "for
 *  each" (singular) or "the number of" (plural). */
export function movedCount(g: Grammar): Count {
  // The noun always starts with a word the grammar names, so a line with another word there never tries this rule.
  const typeWord = (alt: number, at: number) =>
    g.alt<string>(
      alt,
      TYPE_WORDS.flatMap(([one, many, t], k) => [
        () => (g.w(at + 2 * k, one), t),
        () => (g.w(at + 1 + 2 * k, many), t),
      ]),
    )
  const cardWord = (i: number, at: number) =>
    g.opt(i, () => g.alt(i, [() => g.w(at, 'card'), () => g.w(at + 1, 'cards')]))
  const noun = g.alt<{ not?: string; type?: string; card?: unknown }>(160, [
    () => {
      const not = g.alt<string>(165, [() => (g.w(160, 'nonland'), 'Land'), () => (g.w(161, 'noncreature'), 'Creature')])
      const type = g.opt(161, () => typeWord(161, 192))
      return { not, type, card: cardWord(163, 178) }
    },
    () => {
      const type = typeWord(162, 162)
      return { type, card: cardWord(170, 210) }
    },
    () => (g.alt(166, [() => g.w(176, 'permanent'), () => g.w(177, 'permanents')]), {}),
    () => ({ card: g.alt(167, [() => g.w(208, 'card'), () => g.w(209, 'cards')]) }),
  ])
  const { not, type, card } = noun
  const how = g.alt<MoveHow>(164, [
    () => (g.plainWhere(180, (x) => x === 'destroyed'), 'destroy' as const),
    () => (g.plainWhere(181, (x) => x === 'sacrificed'), 'sacrifice' as const),
    () => (g.plainWhere(182, (x) => x === 'exiled'), 'exile' as const),
    () => (g.w(183, 'discarded'), 'discard' as const),
    () => {
      // "put into a graveyard", "put into your / their graveyard", "put into graveyards" (CR 400.3).
      g.ph(185, 'put into')
      g.opt(164, () => g.alt(168, [() => g.w(186, 'a'), () => g.w(187, 'your'), () => g.w(188, 'their')]))
      g.alt(169, [() => g.w(189, 'graveyard'), () => g.w(190, 'graveyards')])
      return 'graveyard' as const
    },
  ])
  g.ph(191, 'this way')
  return g.act(() => ({
    of: 'moved' as const,
    how,
    ...(type ? { type } : {}),
    ...(not ? { not } : {}),
    ...(card ? { cards: true as const } : {}),
  }))
}

export function describeMoved(c: Moved): string {
  const base = [c.not && `non${c.not.toLowerCase()}`, c.type?.toLowerCase()].filter(Boolean).join(' ')
  const noun = c.cards ? `${base ? base + ' ' : ''}cards` : base ? `${base}s` : 'permanents'
  return `the number of ${noun} ${VERBS[c.how]} this way`
}

/** The objects the resolution moved, by what moved them. */
export function movedValue(ctx: EffectContext, c: Moved): number {
  return (ctx.memo.moved ?? []).filter(
    (m) => m.how.includes(c.how) && (!c.type || m.types.includes(c.type)) && (!c.not || !m.types.includes(c.not)),
  ).length
}
