/* eslint-disable @typescript-eslint/no-this-alias -- the grammar is written in chevrotain's `$.RULE(...)` style */
// Costs (CR 601.2f-h, 602.2b, 118): activation costs, additional costs, cost changes, flashback and kicker costs.
import type { Color } from '../../mana/types'
import type {
  AdditionalCost,
  Condition,
  CostChange,
  CostSpellKind,
  Count,
  StaticAbility,
  TargetSpec,
  ParsedCost,
} from '../../engine/ast'
import { Comma, Dash, Num, Period, Plain, Tilde, word } from '../lexer'
import { conditionReadable, judgedOnResolution } from '../conditions'
import { isSubtypeWord } from '../subtypeNouns'
import type { ParsedLine } from './types'
import { costDelta, landType } from './base'
import { NounRules } from './nouns'

export class CostRules extends NounRules {
  /** Additional costs (CR 601.2b) and cost changes (CR 601.2f). */
  protected costLineRules(): void {
    const $ = this
    $.RULE('additionalCostItem', () =>
      $.orx<AdditionalCost>(0, [
        {
          ALT: () => {
            $.CONSUME(word('sacrifice'))
            const n = $.orx(1, [
              { ALT: () => ($.CONSUME(word('a')), 1) },
              { ALT: () => ($.CONSUME(word('an')), 1) },
              { ALT: () => $.amount(0) },
            ])
            const spec = $.noun(0)
            return $.act((): AdditionalCost => ({
              sacrifice: spec,
              ...(n !== 1 ? { sacrificeCount: typeof n === 'number' ? n : 0 } : {}),
            }))
          },
        },
        {
          ALT: () => {
            $.ph(0, 'discard a card')
            const random = $.optx(0, () => ($.ph(1, 'at random'), true))
            return { discard: 1, ...(random ? { discardRandom: true } : {}) } as AdditionalCost
          },
        },
        {
          ALT: () => {
            $.CONSUME1(word('discard'))
            const n = $.amount(1)
            $.CONSUME(word('cards'))
            return $.act((): AdditionalCost => ({ discard: typeof n === 'number' ? n : 0 }))
          },
        },
        {
          ALT: () => {
            $.CONSUME(word('pay'))
            const n = $.amount(2)
            $.CONSUME(word('life'))
            return $.act((): AdditionalCost => ({ life: typeof n === 'number' ? n : 0 }))
          },
        },
      ]),
    )
    // One kind of spell a cost change names: "noncreature", "instant", "red creature", "Kithkin", "colorless".
    $.RULE('costSpellKind', () =>
      $.orx(2, [
        {
          ALT: () => {
            const kind = $.orx(0, [
              { ALT: () => ($.CONSUME(word('colorless')), { colorless: true } as CostSpellKind) },
              { ALT: () => ({ color: $.SUBRULE($.rule('colorRule')) as Color }) as CostSpellKind },
            ])
            const type = $.optx(0, () => $.SUBRULE1($.rule('costSpellType')) as CostSpellKind)
            return $.act(() => ({ ...kind, ...type }))
          },
        },
        { ALT: () => $.SUBRULE2($.rule('costSpellType')) as CostSpellKind },
      ]),
    )
    $.RULE('costSpellType', () =>
      $.orx<CostSpellKind>(1, [
        { ALT: () => ($.CONSUME(word('noncreature')), { notType: 'Creature' }) },
        { ALT: () => ($.CONSUME(word('nonartifact')), { notType: 'Artifact' }) },
        { ALT: () => ($.CONSUME(word('creature')), { cardType: 'Creature' }) },
        { ALT: () => ($.CONSUME(word('artifact')), { cardType: 'Artifact' }) },
        { ALT: () => ($.CONSUME(word('enchantment')), { cardType: 'Enchantment' }) },
        { ALT: () => ($.CONSUME(word('instant')), { cardType: 'Instant' }) },
        { ALT: () => ($.CONSUME(word('sorcery')), { cardType: 'Sorcery' }) },
        { ALT: () => ($.CONSUME(word('planeswalker')), { cardType: 'Planeswalker' }) },
        // "Legendary spells you cast" (CR 205.4), "Historic spells you cast" (CR 700.6).
        { ALT: () => ($.plainWhere(1, (w) => w === 'legendary'), { supertype: 'Legendary' }) },
        { ALT: () => ($.plainWhere(2, (w) => w === 'historic'), { historic: true }) },
        // "Dinosaur spells you cast cost {1} less to cast."
        { ALT: () => ({ subtype: $.plainWhere(0, isSubtypeWord).image }) },
      ]),
    )
    // Which spells a cost change names: "noncreature spells", "creature spells you cast", "instant and sorcery
    // spells you cast", "black spells your opponents cast", "spells", "Kithkin spells and Soldier spells you cast",
    // "red creature spells and green creature spells", "creature spells with flying you cast", "creature spells you
    // cast with mana value 6 or greater" (CR 601.2f: each kind named is a spell the change applies to).
    $.RULE('costSpells', () => {
      const kinds: CostSpellKind[] = []
      const spells: CostChange['spells'] = { whose: 'all' }
      $.optx(2, () => {
        const k = $.SUBRULE($.rule('costSpellKind')) as CostSpellKind
        $.add(kinds, k)
        // "Artifact and enchantment spells", "Artifact, instant, and sorcery spells".
        $.manyx(0, () => {
          $.optx(3, () => $.CONSUME(Comma))
          $.optx(4, () => $.CONSUME(word('and')))
          const more = $.SUBRULE1($.rule('costSpellKind')) as CostSpellKind
          $.add(kinds, more)
        })
      })
      $.CONSUME(word('spells'))
      // "Kithkin spells and Soldier spells".
      $.optx(5, () => {
        $.CONSUME1(word('and'))
        const k = $.SUBRULE2($.rule('costSpellKind')) as CostSpellKind
        $.CONSUME1(word('spells'))
        $.add(kinds, k)
      })
      $.optx(6, () => $.SUBRULE($.rule('costSpellWith') as never, { ARGS: [spells] } as never))
      $.optx(1, () =>
        $.orx(2, [
          { ALT: () => ($.ph(1, 'you cast'), $.act(() => (spells.whose = 'you'))) },
          { ALT: () => ($.ph(2, 'your opponents cast'), $.act(() => (spells.whose = 'opponents'))) },
        ]),
      )
      $.optx(7, () => $.SUBRULE1($.rule('costSpellWith') as never, { ARGS: [spells] } as never))
      return $.act(() => {
        if (kinds.length === 1) return { ...spells, ...kinds[0] }
        // "Instant and sorcery spells": card types alone are one kind with either type.
        if (kinds.length > 1 && kinds.every((k) => Object.keys(k).length === 1 && k.cardType))
          return { ...spells, cardType: kinds.map((k) => k.cardType).join('|') }
        return kinds.length ? { ...spells, anyOf: kinds } : spells
      })
    })
    // "with flying", "with mana value 6 or greater", "with mana value 3 or less" (CR 202.3).
    $.RULE('costSpellWith', (spells: CostChange['spells']) => {
      $.CONSUME(word('with'))
      $.orx(3, [
        {
          ALT: () => {
            $.ph(3, 'mana value')
            const n = $.CONSUME(Num).image
            $.CONSUME(word('or'))
            $.orx(4, [
              { ALT: () => ($.CONSUME(word('greater')), $.act(() => (spells.minManaValue = Number(n)))) },
              { ALT: () => ($.CONSUME(word('less')), $.act(() => (spells.maxManaValue = Number(n)))) },
            ])
          },
        },
        { ALT: () => ($.CONSUME(word('flying')), $.act(() => (spells.withKeyword = 'flying'))) },
      ])
    })
    $.RULE(
      'costLine',
      $.orRule(0, [
        {
          // CR 614.12: "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (shock lands)
          ALT: () => {
            $.CONSUME1(word('as'))
            $.CONSUME2(Tilde)
            $.CONSUME(word('enters'))
            $.CONSUME1(Comma)
            $.ph(5, 'you may pay')
            const n = $.amount(3)
            $.CONSUME(word('life'))
            $.CONSUME3(Period)
            $.ph(6, "if you don't")
            $.CONSUME2(Comma)
            $.ph(7, 'it enters tapped')
            $.optx(4, () => $.CONSUME4(Period))
            return $.act(
              () =>
                ({
                  kind: 'static',
                  statics: [{ kind: 'entersTappedUnless', payLife: typeof n === 'number' ? n : 0 }],
                }) as ParsedLine,
            )
          },
        },
        {
          ALT: () => {
            $.ph(0, 'as an additional cost to cast')
            $.CONSUME(Tilde)
            $.CONSUME(Comma)
            const cost = $.SUBRULE($.rule('additionalCostItem')) as AdditionalCost
            $.optx(0, () => $.CONSUME(Period))
            return { kind: 'additionalCost', cost } as ParsedLine
          },
        },
        {
          // "~ enters tapped unless you control a Swamp or a Mountain / two or fewer other lands" (CR 614.1c);
          // "~ costs {1} less to cast for each artifact you control" (CR 601.2f). One alternative after "~".
          ALT: () => {
            $.CONSUME3(Tilde)
            return $.orx(7, [
              {
                ALT: () => {
                  $.ph(8, 'enters tapped unless you')
                  const st = $.orx(3, [
                    {
                      // "unless you have two or more opponents" (CR 614.1c)
                      ALT: () => {
                        $.CONSUME(word('have'))
                        const n = $.amount(6)
                        $.ph(18, 'or more opponents')
                        return $.act(
                          () =>
                            ({
                              kind: 'entersTappedUnless',
                              minOpponents: typeof n === 'number' ? n : 0,
                            }) as StaticAbility,
                        )
                      },
                    },
                    {
                      ALT: () => {
                        $.CONSUME(word('control'))
                        const types: string[] = []
                        $.orx(4, [{ ALT: () => $.CONSUME2(word('a')) }, { ALT: () => $.CONSUME2(word('an')) }])
                        $.add(types, $.CONSUME(Plain).image)
                        $.manyx(0, () => {
                          $.optx(5, () => $.CONSUME3(Comma))
                          $.CONSUME2(word('or'))
                          $.orx(5, [{ ALT: () => $.CONSUME3(word('a')) }, { ALT: () => $.CONSUME3(word('an')) }])
                          $.add(types, $.CONSUME1(Plain).image)
                        })
                        return { kind: 'entersTappedUnless', controlsSubtypes: types } as StaticAbility
                      },
                    },
                    {
                      ALT: () => {
                        $.CONSUME1(word('control'))
                        const n = $.amount(4)
                        const fewer = $.orx(6, [
                          { ALT: () => ($.ph(9, 'or fewer'), true) },
                          { ALT: () => ($.ph(10, 'or more'), false) },
                        ])
                        const basic = $.orx(9, [
                          { ALT: () => ($.ph(11, 'other lands'), false) },
                          { ALT: () => ($.ph(19, 'basic lands'), true) },
                        ])
                        return $.act(() => {
                          const k = typeof n === 'number' ? n : 0
                          const st: StaticAbility = fewer
                            ? { kind: 'entersTappedUnless', maxOtherLands: k }
                            : { kind: 'entersTappedUnless', minOtherLands: k }
                          return basic ? { ...st, basicOnly: true } : st
                        })
                      },
                    },
                  ])
                  $.optx(6, () => $.CONSUME5(Period))
                  return $.act(() => ({ kind: 'static', statics: [st] }) as ParsedLine)
                },
              },
              {
                ALT: () => {
                  $.CONSUME(word('costs'))
                  const n = $.manaRun(0)
                  const sign = $.orx(1, [
                    { ALT: () => ($.CONSUME(word('more')), 1) },
                    { ALT: () => ($.CONSUME(word('less')), -1) },
                  ])
                  $.ph(2, 'to cast')
                  const delta = this.RECORDING_PHASE ? null : costDelta(n, sign)
                  $.refuse(() => !delta)
                  // "for each artifact you control" (permanents), or a count: "for each creature card in your
                  // graveyard", "for each opponent you have" (effects/amounts.ts).
                  const per = $.optx(1, () => {
                    $.ph(3, 'for each')
                    return $.orx<{ noun: TargetSpec } | { count: Count }>(150, [
                      { ALT: () => ({ noun: $.noun(1), end: $.CONSUME3(Period) }) },
                      { ALT: () => ({ count: $.forEach(150) }) },
                      { ALT: () => ({ noun: $.noun(2) }) },
                    ])
                  })
                  // "… if you control a Wizard", "… if a creature died this turn" (CR 601.2f: checked as it's cast).
                  const cond = $.optx(151, () => {
                    $.consume(151, word('if'))
                    const c = $.subrule(151, $.rule('condition') as never) as Condition
                    if (!this.RECORDING_PHASE && !(judgedOnResolution(c) && conditionReadable(c)))
                      (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
                    return c
                  })
                  $.optx(2, () => $.CONSUME1(Period))
                  return $.act(() => {
                    const change: CostChange = {
                      ...delta!,
                      self: true,
                      spells: { whose: 'you' },
                      ...(cond ? { ifCondition: cond } : {}),
                    }
                    // "for each attacking creature": every one, whoever controls it (CR 601.2f).
                    if (per && 'noun' in per) change.perEach = per.noun
                    if (per && 'count' in per) change.perCount = per.count
                    return { kind: 'costChange', change } as ParsedLine
                  })
                },
              },
            ])
          },
        },
        {
          // CR 702.33d: "If ~ was kicked, it enters with two +1/+1 counters on it."
          ALT: () => {
            $.CONSUME(word('if'))
            $.CONSUME4(Tilde)
            $.ph(12, 'was kicked')
            $.CONSUME4(Comma)
            $.ph(13, 'it enters with')
            const n = $.amount(5)
            const counter = $.SUBRULE1($.rule('counterKind')) as string
            $.orx(8, [{ ALT: () => $.CONSUME(word('counter')) }, { ALT: () => $.CONSUME(word('counters')) }])
            $.ph(14, 'on it')
            $.optx(7, () => $.CONSUME6(Period))
            return $.act(
              () =>
                ({
                  kind: 'static',
                  statics: [
                    { kind: 'entersWithCounters', counter, amount: typeof n === 'number' ? n : 0, ifKicked: true },
                  ],
                }) as ParsedLine,
            )
          },
        },
        {
          // CR 601.3: "You may cast ~ as though it had flash if you pay {2} more to cast it."
          ALT: () => {
            $.ph(15, 'you may cast')
            $.CONSUME5(Tilde)
            $.ph(16, 'as though it had flash')
            return $.orx(160, [
              {
                ALT: () => {
                  $.ph(161, 'if you pay')
                  const cost = $.manaRun(2)
                  $.ph(17, 'more to cast it')
                  $.optx(8, () => $.CONSUME7(Period))
                  return { kind: 'flashFor', cost } as ParsedLine
                },
              },
              {
                // "… If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it
                // becomes sacrifices it at the beginning of the next cleanup step." (Armor of Thorns)
                ALT: () => {
                  $.consume(160, Period)
                  $.ph(162, "if you cast it any time a sorcery couldn't have been cast")
                  $.consume(161, Comma)
                  $.ph(163, 'the controller of the permanent it becomes sacrifices it')
                  $.ph(164, 'at the beginning of the next cleanup step')
                  $.optx(160, () => $.consume(162, Period))
                  return { kind: 'flashFor', cost: '', sacrifice: true } as ParsedLine
                },
              },
            ])
          },
        },
        {
          // CR 702.34a: "Flashback—{1}{B}, Pay 3 life." / "Flashback—Sacrifice three creatures."
          ALT: () => {
            $.CONSUME(word('flashback'))
            $.CONSUME(Dash)
            const cost = $.act(
              () => ({ mana: '', parts: [], tap: false, untap: false, sacrificeSelf: false }) as ParsedCost,
            )
            $.SUBRULE($.rule('costPart') as never, { ARGS: [cost] } as never)
            $.manyx(1, () => {
              $.CONSUME5(Comma)
              $.SUBRULE1($.rule('costPart') as never, { ARGS: [cost] } as never)
            })
            $.optx(9, () => $.CONSUME8(Period))
            return { kind: 'flashbackCost', cost } as ParsedLine
          },
        },
        ...(['convoke', 'delve', 'improvise', 'jump-start', 'retrace'] as const).map((k) => ({
          // CR 702.51, 702.66, 702.126: creatures, graveyard cards or artifacts help pay (engine: casting.ts).
          ALT: () => ($.CONSUME(word(k)), { kind: 'keywords', items: [{ kind: 'keyword', name: k }] }) as ParsedLine,
        })),
        {
          // CR 702.41a: affinity for artifacts: {1} less for each artifact you control.
          ALT: () => {
            $.ph(1, 'affinity for artifacts')
            return {
              kind: 'costChange',
              change: {
                amount: -1,
                self: true,
                spells: { whose: 'you' },
                perEach: { what: 'artifact', youControl: true },
              },
            } as ParsedLine
          },
        },
        {
          // CR 702.41a: "Affinity for Swamps" (or any other permanents): {1} less for each you control.
          ALT: () => {
            $.ph(40, 'affinity for')
            const spec = landType($.noun(40))
            return $.act(
              () =>
                ({
                  kind: 'costChange',
                  change: { amount: -1, self: true, spells: { whose: 'you' }, perEach: { ...spec, youControl: true } },
                }) as ParsedLine,
            )
          },
        },
        {
          // "Noncreature spells cost {1} more to cast." (Thalia), "Creature spells you cast cost {1} less to cast."
          ALT: () => {
            const spells = $.SUBRULE($.rule('costSpells')) as CostChange['spells']
            $.CONSUME1(word('cost'))
            const n = $.manaRun(1)
            const sign = $.orx(2, [
              { ALT: () => ($.CONSUME1(word('more')), 1) },
              { ALT: () => ($.CONSUME1(word('less')), -1) },
            ])
            $.ph(4, 'to cast')
            const delta = this.RECORDING_PHASE ? null : costDelta(n, sign)
            $.refuse(() => !delta)
            $.optx(3, () => $.CONSUME2(Period))
            return $.act(() => ({ kind: 'costChange', change: { ...delta!, spells } }) as ParsedLine)
          },
        },
      ]),
    )
  }
}
