// "~ becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land." (manlands, Keyrunes,
// "target land becomes a 3/3 creature"): until the turn ends the permanent has the types, creature types, colour and
// base power and toughness named (CR 613.1d layer 4, 613.1e layer 5, 613.4b layer 7b) and the keywords (layer 6).
// The new card types replace its others unless "it's still a land" / "in addition to its other types" keeps them
// (CR 205.1b); a colour not named is left as it was. `faceOf` in engine/query.ts reads the modification; CR 514.2
// ends it.
import type { Color } from '../../mana/types'
import type { Subject } from '../../engine/ast'
import type { EffectKind } from './kind'
import { subjectText } from './kind'
import { nameOf } from '../../engine/query'
import { COLOR_WORDS } from '../../cards/words'
import { Comma, Period, Plain } from '../lexer'

const capital = (t: string) =>
  t
    .split('-')
    .map((p) => (p ? p[0].toUpperCase() + p.slice(1) : p))
    .join('-')

export const animate: EffectKind<'animate'> = {
  kind: 'animate',
  parse(g) {
    const first = g.opt(0, () => (g.ph(0, 'until end of turn'), g.tok(0, Comma), true))
    const subject = g.subject(0)
    g.w(1, 'becomes')
    g.alt(1, [() => g.w(2, 'a'), () => g.w(3, 'an')])
    const pt = g.pt(1)
    // X/X ("becomes an X/X Construct") is not read here.
    g.refuse(() => !/^\d+$/.test(String(pt.power)) || !/^\d+$/.test(String(pt.toughness)))
    const colors: Color[] = []
    g.rep(2, () => {
      g.alt(3, [
        () => {
          const c = g.alt(
            4,
            Object.keys(COLOR_WORDS).map((w, i) => () => (g.w(10 + i, w), COLOR_WORDS[w])),
          )
          g.add(colors, c)
        },
        () => g.w(4, 'and'),
      ])
    })
    const subtypes: string[] = []
    g.rep(5, () => {
      const t = g.tok(1, Plain).image
      g.add(subtypes, t ? capital(t) : '')
    })
    const artifact = g.opt(6, () => (g.w(5, 'artifact'), true))
    g.w(6, 'creature')
    // "with flying and infect", "with all creature types", "with vigilance and all creature types".
    const withs = g.opt(7, () => {
      g.w(7, 'with')
      return g.alt<{ keywords: string[]; allTypes: boolean }>(8, [
        () => (g.ph(8, 'all creature types'), { keywords: [], allTypes: true }),
        () => {
          const keywords = g.keywords(2)
          const allTypes = g.opt(9, () => (g.ph(9, 'and all creature types'), true))
          return { keywords, allTypes: !!allTypes }
        },
      ])
    })
    const addition = g.opt(10, () => (g.ph(20, 'in addition to its other types'), true))
    if (!first) g.ph(21, 'until end of turn')
    const unblockable = g.opt(11, () => (g.ph(22, "and can't be blocked this turn"), true))
    const still = g.opt(12, () => (g.tok(2, Period), g.ph(23, "it's still a land"), true))
    return g.act(() => {
      const power = Number(pt.power)
      const toughness = Number(pt.toughness)
      return {
        kind: 'animate' as const,
        subject: subject as Subject,
        power,
        toughness,
        subtypes,
        keywords: withs?.keywords ?? [],
        ...(colors.length ? { colors } : {}),
        ...(artifact ? { artifact: true as const } : {}),
        ...(withs?.allTypes ? { allTypes: true as const } : {}),
        ...(addition || still ? { retain: true as const } : {}),
        ...(unblockable ? { unblockable: true as const } : {}),
      }
    })
  },
  describe(e, d) {
    const colors = (e.colors ?? []).map((c) => Object.keys(COLOR_WORDS).find((w) => COLOR_WORDS[w] === c)).join(' and ')
    const what = [`${e.power}/${e.toughness}`, colors, ...e.subtypes, e.artifact ? 'artifact' : '', 'creature']
      .filter(Boolean)
      .join(' ')
    const withs = [...e.keywords, ...(e.allTypes ? ['all creature types'] : [])].join(' and ')
    return `${subjectText(e.subject, d)} becomes a ${what}${withs ? ` with ${withs}` : ''} until end of turn${
      e.unblockable ? " and can't be blocked this turn" : ''
    }${e.retain ? ". It's still a land" : ''}`
  },
  apply(ctx, e) {
    const types = [...(e.artifact ? ['Artifact'] : []), 'Creature']
    for (const id of ctx.permanents(e.subject)) {
      const o = ctx.tx.obj(id)
      o.mods = [
        ...(o.mods ?? []),
        {
          animate: {
            power: e.power,
            toughness: e.toughness,
            types,
            subtypes: e.subtypes,
            ...(e.colors ? { colors: e.colors } : {}),
            ...(e.allTypes ? { allTypes: true } : {}),
            ...(e.retain ? { retain: true } : {}),
          },
          ...(e.keywords.length ? { keywords: e.keywords } : {}),
          ...(e.unblockable ? { cantBeBlocked: true } : {}),
          until: 'endOfTurn',
        },
      ]
      ctx.tx.log(`${nameOf(ctx.tx.s, id)} becomes a ${e.power}/${e.toughness} creature until end of turn`)
    }
  },
}
