/* eslint-disable @typescript-eslint/no-this-alias -- the grammar is written in chevrotain's `$.RULE(...)` style */
// Static abilities (CR 604, 613): anthems and lords, characteristic-defining abilities, prevention, choices as ~
// enters, control, and the static line.
import type {
  Amount,
  EnterChoiceKind,
  SelfCondition,
  GameCondition,
  Count,
  StaticAbility,
  TargetSpec,
} from '../../engine/ast'
import type { Color } from '../../mana/types'
import { Comma, Mana, Period, Plain, Poss, PT, Tilde, word } from '../lexer'
import { conditionReadable, staticCondition } from '../conditions'
import { subtypeNounKind, subtypeNounWhat } from '../subtypeNouns'
import type { ParsedLine, SelfRestriction } from './types'
import { landType, readsCharacteristics } from './base'
import { CombatStaticRules } from './combatStatics'
import { landTypeAlts } from './landTypes'

/** The colour words a host's condition may name ("as long as enchanted creature is blue"). */
const HOST_COLORS: [string, Color][] = [
  ['white', 'W'],
  ['blue', 'U'],
  ['black', 'B'],
  ['red', 'R'],
  ['green', 'G'],
]

export class StaticRules extends CombatStaticRules {
  protected staticRules(): void {
    const $ = this
    // Called at two places of staticSentence, each with its own occurrence index (8 and 7).
    const via = (i: number) =>
      $.orx(i, [
        { ALT: () => ($.CONSUME8(word('enchanted')), 'enchanted' as const) },
        { ALT: () => ($.CONSUME8(word('equipped')), 'equipped' as const) },
      ])
    $.RULE(
      'staticSentence',
      $.orRule(0, [
        ...this.staticCombatAlts(via),
        ...landTypeAlts(this),
        {
          // Anthems and lords (CR 613.4c): "creatures you control get +1/+1", "other elves you control get +1/+1 and have …".
          ALT: () => {
            // "As long as it's your turn, creatures you control get +1/+1" (CR 611.3a): the source's condition.
            const before = $.optx(3, () => {
              $.ph(43, 'as long as')
              const c = $.subrule(43, $.rule('selfCondition') as never) as SelfCondition
              $.consume(43, Comma)
              return c
            })
            $.optx(40, () => $.w(40, 'all')) // "All Sliver creatures get +1/+1."
            const filter = $.orx(3, [
              { ALT: () => $.SUBRULE($.rule('permNouns')) as TargetSpec },
              { ALT: () => $.SUBRULE($.rule('typeNouns')) as TargetSpec },
            ])
            // "Skeletons you control and other Zombies you control get +1/+1" (Death Baron): either kind.
            const orFilter = $.optx(142, () => {
              $.consume(142, word('and'))
              return $.orx(142, [
                { ALT: () => $.subrule(142, $.rule('permNouns') as never) as TargetSpec },
                { ALT: () => $.subrule(143, $.rule('typeNouns') as never) as TargetSpec },
              ])
            })
            $.CONSUME1(word('get'))
            const pt = $.pt(5)
            const kws = $.optx(2, () => {
              $.ph(15, 'and have')
              return $.keywords(6)
            })
            const after = $.optx(44, () => {
              $.ph(44, 'as long as')
              return $.subrule(44, $.rule('selfCondition') as never) as SelfCondition
            })
            const asLongAs = before ?? after
            if (!this.RECORDING_PHASE && asLongAs && readsCharacteristics(asLongAs))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(
              () =>
                ({
                  kind: 'anthem',
                  power: Number(pt.power),
                  toughness: Number(pt.toughness),
                  keywords: kws ?? [],
                  filter,
                  ...(orFilter ? { orFilter } : {}),
                  ...(asLongAs ? { asLongAs } : {}),
                }) as StaticAbility,
            )
          },
        },
        {
          ALT: () => {
            const before = $.optx(45, () => {
              $.ph(45, 'as long as')
              const c = $.subrule(45, $.rule('selfCondition') as never) as SelfCondition
              $.consume(45, Comma)
              return c
            })
            $.optx(41, () => $.w(41, 'all'))
            const filter = $.orx(4, [
              { ALT: () => $.SUBRULE1($.rule('permNouns')) as TargetSpec },
              { ALT: () => $.SUBRULE1($.rule('typeNouns')) as TargetSpec },
            ])
            // "All creatures attack each combat if able", "… block each combat if able" (CR 508.1d, 509.1c); "Creatures
            // you control have haste and attack each combat if able": a requirement on each creature it applies to.
            const requirement = (i: number) =>
              $.orx(i, [
                { ALT: () => ($.ph(i, 'attack each combat if able'), 'attacks' as const) },
                { ALT: () => ($.ph(i + 1, 'block each combat if able'), 'blocks' as const) },
              ])
            const read = $.orx(161, [
              {
                ALT: () => {
                  $.CONSUME1(word('have'))
                  const kws = $.keywords(7)
                  const req = $.optx(161, () => ($.consume(161, word('and')), requirement(162)))
                  return { kws, req }
                },
              },
              { ALT: () => ({ kws: [] as string[], req: requirement(164) }) },
            ])
            const kws = read.kws
            const requires = read.req
            const after = $.optx(46, () => {
              $.ph(46, 'as long as')
              return $.subrule(46, $.rule('selfCondition') as never) as SelfCondition
            })
            const asLongAs = before ?? after
            if (!this.RECORDING_PHASE && asLongAs && readsCharacteristics(asLongAs))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(
              () =>
                ({
                  kind: 'anthem',
                  power: 0,
                  toughness: 0,
                  keywords: kws,
                  filter,
                  ...(asLongAs ? { asLongAs } : {}),
                  ...(requires ? { requires } : {}),
                }) as StaticAbility,
            )
          },
        },
        {
          // "Each creature you control with a +1/+1 counter on it has trample." (CR 613.1f, 613.4c)
          ALT: () => {
            $.consume(170, word('each'))
            const filter = $.subrule(170, $.rule('permNoun') as never) as TargetSpec
            return $.orx(170, [
              {
                ALT: () => {
                  $.consume(171, word('has'))
                  const kws = $.keywords(170)
                  return $.act(
                    () => ({ kind: 'anthem', power: 0, toughness: 0, keywords: kws, filter }) as StaticAbility,
                  )
                },
              },
              {
                ALT: () => {
                  $.consume(172, word('gets'))
                  const pt = $.pt(170)
                  const kws = $.optx(170, () => ($.ph(170, 'and has'), $.keywords(171)))
                  return $.act(
                    () =>
                      ({
                        kind: 'anthem',
                        power: Number(pt.power),
                        toughness: Number(pt.toughness),
                        keywords: kws ?? [],
                        filter,
                      }) as StaticAbility,
                  )
                },
              },
            ])
          },
        },
        {
          // */* creatures (CR 604.3): "~'s power and toughness are each equal to the number of …".
          ALT: () => {
            $.CONSUME8(Tilde)
            $.CONSUME(Poss)
            const pt = $.orx<[boolean, boolean]>(5, [
              { ALT: () => ($.ph(16, 'power and toughness are each'), [true, true]) },
              { ALT: () => ($.ph(17, 'power is'), [true, false]) },
              { ALT: () => ($.ph(19, 'toughness is'), [false, true]) },
            ]) as [boolean, boolean]
            const power = pt?.[0]
            const toughness = pt?.[1]
            $.ph(18, 'equal to')
            // "2 plus the number of …", "twice the number of …" (CR 604.3).
            const plus = $.optx(47, () => {
              const n = $.amount(44)
              $.plainWhere(44, (w) => w === 'plus')
              return typeof n === 'number' ? n : 0
            })
            const twice = $.optx(48, () => ($.consume(45, word('twice')), true))
            const count = $.orx<TargetSpec | 'cardsInHand' | 'life' | Count>(6, [
              { ALT: () => ($.ph(62, 'your life total'), 'life' as const) },
              { ALT: () => ($.ph(63, 'the number of cards in your hand'), 'cardsInHand' as const) },
              {
                // "the number of creature cards in your graveyard" (CR 604.3): counts that read no power.
                ALT: () => {
                  const c = $.count(3)
                  if (
                    !this.RECORDING_PHASE &&
                    (c?.of === 'power' || c?.of === 'greatestPower' || c?.of === 'thatMuch' || c?.of === 'manaValue')
                  )
                    (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
                  return c
                },
              },
              { ALT: () => ($.ph(64, 'the number of'), $.noun(8)) },
            ])
            // "… and its toughness is equal to that number plus 1" (Lhurgoyf, Tarmogoyf; CR 604.3).
            const toughnessPlus = $.optx(49, () => {
              $.ph(65, 'and its toughness is equal to that number')
              $.plainWhere(45, (w) => w === 'plus')
              const n = $.amount(45)
              if (!this.RECORDING_PHASE && (typeof n !== 'number' || !power || toughness))
                (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
              return n as number
            })
            return {
              kind: 'countPT',
              count,
              power,
              toughness: toughness || toughnessPlus !== undefined,
              ...(toughnessPlus !== undefined ? { toughnessPlus } : {}),
              ...(plus ? { plus } : {}),
              ...(twice ? { times: 2 } : {}),
            } as StaticAbility
          },
        },
        { ALT: () => $.SUBRULE($.rule('selfPumpStatic')) as StaticAbility },
        { ALT: () => $.SUBRULE($.rule('playerRuleStatic')) as StaticAbility },
        {
          // CR 615.1: "Prevent all damage that would be dealt to ~ [by creatures]."
          ALT: () => {
            $.ph(70, 'prevent all damage that would be dealt to')
            $.CONSUME9(Tilde)
            const by = $.optx(42, () => ($.CONSUME5(word('by')), $.noun(12)))
            return { kind: 'preventDamageToSelf', ...(by ? { by } : {}) } as StaticAbility
          },
        },
        {
          // "As long as enchanted permanent is a creature / equipped creature is a Human, it gets +2/+2 and has reach"
          // (CR 611.3a): the bonus while its host is that.
          ALT: () => {
            $.ph(200, 'as long as')
            const v = via(7)
            $.orx(200, [
              { ALT: () => $.consume(200, word('creature')) },
              { ALT: () => $.consume(201, word('permanent')) },
            ])
            $.consume(200, word('is'))
            const hostIs = $.orx<TargetSpec>(247, [
              {
                ALT: () => {
                  $.orx(201, [{ ALT: () => $.consume(202, word('a')) }, { ALT: () => $.consume(203, word('an')) }])
                  return $.orx<TargetSpec>(202, [
                    { ALT: () => ($.consume(204, word('creature')), { what: 'creature' as const }) },
                    {
                      ALT: () => {
                        const subtype = $.consume(200, Plain).image
                        return { what: (this.RECORDING_PHASE ? null : subtypeNounWhat(subtype)) ?? 'creature', subtype }
                      },
                    },
                  ])
                },
              },
              // "As long as enchanted creature is red, it gets +1/+1 and has haste" (CR 105.2, 611.3a).
              ...HOST_COLORS.map(([w, color], i) => ({
                ALT: () => ($.consume(210 + i, word(w)), { what: 'creature' as const, color }),
              })),
            ])
            $.consume(200, Comma)
            $.consume(205, word('it'))
            const got = $.orx<[{ power: Amount; toughness: Amount }, string[]]>(203, [
              {
                ALT: () => {
                  $.consume(206, word('gets'))
                  $.optx(202, () => ($.consume(207, word('an')), $.consume(208, word('additional'))))
                  const pt = $.pt(200)
                  const kws = $.optx(201, () => ($.ph(201, 'and has'), $.keywords(200)))
                  return [pt, kws ?? []]
                },
              },
              { ALT: () => ($.consume(209, word('has')), [{ power: 0, toughness: 0 }, $.keywords(201)]) },
            ])
            if (!this.RECORDING_PHASE && hostIs?.subtype && subtypeNounKind(hostIs.subtype) === null)
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(
              () =>
                ({
                  kind: 'attachedPump',
                  via: v,
                  power: Number(got[0].power),
                  toughness: Number(got[0].toughness),
                  keywords: got[1],
                  ...(hostIs.subtype || hostIs.color ? { hostIs } : {}),
                }) as StaticAbility,
            )
          },
        },
        {
          // CR 508.1d, 508.1g-h: "Creatures can't attack you [or planeswalkers you control] unless their controller
          // pays {2} for each creature they control that's attacking you / for each of those creatures" (Propaganda).
          ALT: () => {
            $.ph(215, "creatures can't attack you")
            const walkers = $.optx(215, () => ($.ph(216, 'or planeswalkers you control'), true))
            $.ph(217, 'unless their controller pays')
            const cost = $.consume(215, Mana).image
            $.ph(218, 'for each')
            $.orx(215, [
              {
                ALT: () => {
                  $.ph(219, 'creature they control')
                  $.plainWhere(215, (w) => w === "that's")
                  $.ph(220, 'attacking you')
                },
              },
              { ALT: () => $.ph(221, 'of those creatures') },
            ])
            const n = Number(/^\{(\d+)\}$/.exec(cost)?.[1] ?? NaN)
            if (!this.RECORDING_PHASE && !Number.isFinite(n))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(
              () => ({ kind: 'attackTax', amount: n, ...(walkers ? { planeswalkers: true } : {}) }) as StaticAbility,
            )
          },
        },
        {
          // CR 614.12: "As ~ enters, you may reveal a Swamp or Mountain card from your hand. If you don't, ~ enters
          // tapped."
          ALT: () => {
            $.consume(180, word('as'))
            $.consume(180, Tilde)
            $.consume(180, word('enters'))
            $.consume(180, Comma)
            $.ph(180, 'you may reveal')
            $.orx(180, [{ ALT: () => $.consume(181, word('a')) }, { ALT: () => $.consume(182, word('an')) }])
            const types = [$.consume(183, Plain).image]
            $.optx(180, () => {
              $.consume(184, word('or'))
              $.orx(181, [{ ALT: () => $.consume(185, word('a')) }, { ALT: () => $.consume(186, word('an')) }])
              $.add(types, $.consume(187, Plain).image)
            })
            $.ph(181, 'card from your hand')
            $.consume(188, Period)
            $.ph(182, "if you don't")
            $.consume(189, Comma)
            $.consume(181, Tilde)
            $.ph(183, 'enters tapped')
            return $.act(() => ({ kind: 'entersTappedUnless', revealTypes: types }) as StaticAbility)
          },
        },
        {
          // CR 707.9: "You may have ~ enter the battlefield as a copy of any creature on the battlefield" (Clone).
          ALT: () => {
            $.ph(190, 'you may have')
            $.consume(190, Tilde)
            $.plainWhere(190, (w) => w === 'enter')
            $.optx(190, () => $.ph(191, 'the battlefield'))
            $.ph(192, 'as a')
            $.plainWhere(191, (w) => w === 'copy')
            $.consume(190, word('of'))
            $.orx(190, [
              { ALT: () => $.consume(191, word('any')) },
              { ALT: () => $.consume(194, word('a')) },
              { ALT: () => $.consume(193, word('an')) },
            ])
            const spec = $.noun(190)
            $.optx(191, () => $.ph(193, 'on the battlefield'))
            return $.act(() => ({ kind: 'entersAsCopy', spec }) as StaticAbility)
          },
        },
        {
          // CR 702.95c: "As long as ~ is paired with another creature, each of those creatures gets +1/+1 / both
          // creatures have flying."
          ALT: () => {
            $.ph(250, 'as long as')
            $.consume(250, Tilde)
            $.consume(250, word('is'))
            $.plainWhere(250, (w) => w === 'paired')
            $.ph(251, 'with another creature')
            $.consume(250, Comma)
            const got = $.orx<[{ power: Amount; toughness: Amount }, string[]]>(250, [
              {
                ALT: () => {
                  $.ph(252, 'each of those creatures gets')
                  const pt = $.pt(250)
                  const kws = $.optx(250, () => ($.ph(253, 'and has'), $.keywords(250)))
                  return [pt, kws ?? []]
                },
              },
              { ALT: () => ($.ph(254, 'both creatures have'), [{ power: 0, toughness: 0 }, $.keywords(251)]) },
              { ALT: () => ($.ph(255, 'each of those creatures has'), [{ power: 0, toughness: 0 }, $.keywords(252)]) },
            ])
            return $.act(
              () =>
                ({
                  kind: 'pairBonus',
                  power: Number(got[0].power),
                  toughness: Number(got[0].toughness),
                  keywords: got[1],
                }) as StaticAbility,
            )
          },
        },
        {
          // CR 614.12: "As ~ enters, choose a color / a creature type / an opponent."
          ALT: () => {
            $.consume(230, word('as'))
            $.consume(230, Tilde)
            $.consume(230, word('enters'))
            $.consume(230, Comma)
            $.consume(230, word('choose'))
            const what = $.orx<EnterChoiceKind>(230, [
              { ALT: () => ($.ph(230, 'a color'), 'color' as const) },
              { ALT: () => ($.ph(231, 'a creature'), $.plainWhere(230, (w) => w === 'type'), 'creatureType' as const) },
              { ALT: () => ($.ph(232, 'an opponent'), 'opponent' as const) },
              // Phantasmal Terrain: "choose a basic land type" (CR 205.3i).
              {
                ALT: () => (
                  $.ph(233, 'a basic land'),
                  $.plainWhere(231, (w) => w === 'type'),
                  'basicLandType' as const
                ),
              },
            ])
            return { kind: 'entersChoosing', what } as StaticAbility
          },
        },
        {
          // CR 615.1, 614.1a: damage to ~ prevented or replaced by counters (Phantom Centaur, Protean Hydra, Phytohydra).
          ALT: () => {
            $.ph(220, 'if damage would be dealt to')
            $.consume(220, Tilde)
            const whileCounter = $.optx(220, () => {
              $.plainWhere(220, (w) => w === 'while')
              $.ph(221, 'it has a')
              $.subrule(220, $.rule('counterKind') as never)
              $.ph(222, 'counter on it')
              return true
            })
            $.consume(221, Comma)
            const from = (i: number) =>
              $.orx(i, [{ ALT: () => $.consume(224, Tilde) }, { ALT: () => $.consume(225, word('it')) }])
            const got = $.orx<{ mode: 'removeOne' | 'removeMany' | 'put'; counter: string }>(220, [
              {
                ALT: () => {
                  $.ph(223, 'prevent that damage')
                  $.orx(221, [{ ALT: () => $.consume(222, Period) }, { ALT: () => $.consume(222, word('and')) }])
                  $.plainWhere(223, (w) => w === 'remove')
                  return $.orx<{ mode: 'removeOne' | 'removeMany'; counter: string }>(222, [
                    {
                      ALT: () => {
                        $.consume(226, word('a'))
                        const counter = $.subrule(221, $.rule('counterKind') as never) as string
                        $.ph(224, 'counter from')
                        from(224)
                        return { mode: 'removeOne' as const, counter }
                      },
                    },
                    {
                      ALT: () => {
                        $.consume(227, word('that'))
                        $.plainWhere(225, (w) => w === 'many')
                        const counter = $.subrule(222, $.rule('counterKind') as never) as string
                        $.ph(226, 'counters from')
                        from(223)
                        return { mode: 'removeMany' as const, counter }
                      },
                    },
                  ])
                },
              },
              {
                ALT: () => {
                  $.ph(229, 'put that')
                  $.plainWhere(227, (w) => w === 'many')
                  const counter = $.subrule(223, $.rule('counterKind') as never) as string
                  $.ph(228, 'counters on it instead')
                  return { mode: 'put' as const, counter }
                },
              },
            ])
            return $.act(
              () =>
                ({
                  kind: 'damageToCounters',
                  ...got,
                  ...(whileCounter ? { whileCounter } : {}),
                }) as StaticAbility,
            )
          },
        },
        {
          // CR 613.1b: "You control enchanted creature." (Control Magic, Confiscate)
          ALT: () => {
            $.ph(160, 'you control enchanted')
            $.orx(160, [
              { ALT: () => $.consume(160, word('creature')) },
              { ALT: () => $.consume(161, word('permanent')) },
              { ALT: () => $.consume(162, word('artifact')) },
              { ALT: () => $.consume(163, word('land')) },
            ])
            return { kind: 'controlEnchanted' } as StaticAbility
          },
        },
        {
          // CR 615.1: "Prevent all [combat] damage that would be dealt to [and dealt] by ~ / enchanted creature / you."
          ALT: () => {
            $.ph(150, 'prevent all')
            const combat = $.optx(150, () => ($.consume(150, word('combat')), true))
            $.ph(151, 'damage that would be dealt')
            const dir = $.orx(150, [
              { ALT: () => ($.ph(152, 'to and dealt by'), 'both' as const) },
              { ALT: () => ($.consume(151, word('to')), 'to' as const) },
              { ALT: () => ($.consume(152, word('by')), 'by' as const) },
            ])
            const who = $.orx(151, [
              { ALT: () => ($.consume(153, Tilde), 'self' as const) },
              { ALT: () => ($.ph(153, 'enchanted creature'), 'host' as const) },
              { ALT: () => ($.ph(154, 'equipped creature'), 'host' as const) },
              { ALT: () => ($.consume(154, word('you')), 'you' as const) },
            ])
            return $.act(() => ({
              kind: 'preventDamage',
              who,
              ...(combat ? { combat } : {}),
              ...(dir !== 'by' ? { to: true } : {}),
              ...(dir !== 'to' && who !== 'you' ? { by: true } : {}),
            })) as StaticAbility
          },
        },
      ]),
    )
    // Rules for players (CR 402.2, 614.10, 305.2, 119.7).
    $.RULE(
      'playerRuleStatic',
      $.orRule(0, [
        {
          ALT: () => (
            $.ph(0, 'you have no maximum hand size'),
            { kind: 'playerRule', rule: 'noMaxHandSize', who: 'you' }
          ),
        },
        {
          ALT: () => (
            $.ph(12, 'players have no maximum hand size'),
            { kind: 'playerRule', rule: 'noMaxHandSize', who: 'all' }
          ),
        },
        {
          // CR 402.2: "Your maximum hand size is increased by one", "Each opponent's … is reduced by two".
          ALT: () => {
            const who = $.orx(30, [
              { ALT: () => ($.CONSUME(word('your')), 'you' as const) },
              { ALT: () => ($.ph(31, "each opponent's"), 'opponents' as const) },
            ])
            $.ph(32, 'maximum hand size is')
            const sign = $.plainWhere(30, (w) => w === 'increased' || w === 'reduced').image === 'reduced' ? -1 : 1
            $.CONSUME(word('by'))
            const n = $.amount(30)
            $.optx(30, () => $.CONSUME(Period))
            $.refuse(() => typeof n !== 'number')
            return $.act(() => ({ kind: 'playerRule', rule: 'maxHandSize', who, amount: sign * (n as number) }))
          },
        },
        { ALT: () => ($.ph(1, 'skip your draw step'), { kind: 'playerRule', rule: 'skipDraw', who: 'you' }) },
        // Stasis: "Players skip their untap steps." (CR 502, 614.10)
        {
          ALT: () => (
            $.ph(195, 'players skip their untap'),
            $.plainWhere(195, (w) => w === 'steps'),
            { kind: 'playerRule', rule: 'skipUntap', who: 'all' }
          ),
        },
        // CR 702.11c: "You have hexproof."
        { ALT: () => ($.ph(13, 'you have hexproof'), { kind: 'playerRule', rule: 'hexproof', who: 'you' }) },
        // CR 702.18c: "You have shroud."
        { ALT: () => ($.ph(196, 'you have shroud'), { kind: 'playerRule', rule: 'shroud', who: 'you' }) },
        {
          // "You may play an additional land on each of your turns", "… two additional lands …", "Each player may …".
          ALT: () => {
            const who = $.orx(2, [
              { ALT: () => ($.CONSUME(word('you')), 'you') },
              { ALT: () => ($.ph(5, 'each player'), 'all') },
            ])
            $.ph(6, 'may play')
            const amount = $.orx(3, [
              { ALT: () => ($.ph(7, 'an additional land'), 1) },
              {
                ALT: () => {
                  const n = $.amount(0)
                  $.ph(8, 'additional lands')
                  return typeof n === 'number' ? n : 1
                },
              },
            ])
            $.ph(9, 'on each of')
            $.orx(4, [{ ALT: () => $.ph(10, 'your turns') }, { ALT: () => $.ph(11, 'their turns') }])
            return { kind: 'playerRule', rule: 'extraLand', who, amount }
          },
        },
        {
          ALT: () => {
            const who = $.orx(1, [
              { ALT: () => ($.CONSUME(word('players')), 'all') },
              { ALT: () => ($.ph(3, 'your opponents'), 'opponents') },
            ])
            $.ph(4, "can't gain life")
            return { kind: 'playerRule', rule: 'cantGainLife', who }
          },
        },
      ]),
    )
    // Conditional and counting P/T of the permanent itself (CR 611.3a, 604.3): "~ gets +1/+1 as long as you control
    // a Swamp", "~ gets +2/+2 as long as you control three or more artifacts", "~ gets +1/+0 for each artifact you control".
    $.RULE('controlCount', () => {
      $.ph(0, 'you control')
      const atLeast = $.orx(0, [
        { ALT: () => ($.CONSUME(word('a')), 1) },
        { ALT: () => ($.CONSUME(word('an')), 1) },
        // "you control another Merfolk": the noun's own prefix reads "another" (not the source).
        { ALT: () => 0 },
        {
          ALT: () => {
            const n = $.amount(0)
            $.ph(1, 'or more')
            return typeof n === 'number' ? n : 1
          },
        },
      ])
      const spec = landType($.noun(1))
      if (!this.RECORDING_PHASE && atLeast === 0 && !spec?.other)
        (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
      return $.act(() => ({ spec: { ...spec, youControl: true }, atLeast: atLeast || 1 }))
    })
    // What a permanent's own bonus waits for (CR 611.3a): control of permanents, a graveyard size (threshold),
    // its controller's turn, being in the attack, a life total.
    $.RULE(
      'selfCondition',
      $.orRule(0, [
        // "you control a Desert or there is a Desert card in your graveyard" (text/conditionsCards.ts).
        { ALT: () => ({ game: $.SUBRULE($.rule('controlOrGraveyard')) as GameCondition }) as SelfCondition },
        { ALT: () => $.SUBRULE($.rule('controlCount')) as SelfCondition },
        {
          ALT: () => {
            const n = $.amount(0)
            $.ph(0, 'or more cards are in your graveyard')
            return { graveyard: typeof n === 'number' ? n : 0 } as SelfCondition
          },
        },
        { ALT: () => ($.ph(1, "it's your turn"), { yourTurn: true }) as SelfCondition },
        { ALT: () => ($.ph(2, "it's attacking"), { attacking: true }) as SelfCondition },
        { ALT: () => ($.CONSUME(Tilde), $.ph(3, 'is attacking'), { attacking: true }) as SelfCondition },
        {
          // "as long as it's untapped / enchanted" (after the bonus: "~ has hexproof as long as it's untapped").
          ALT: () => {
            $.consume(27, word("it's"))
            const st = $.orx(27, [
              { ALT: () => ($.consume(28, word('equipped')), 'equipped' as const) },
              { ALT: () => ($.consume(29, word('enchanted')), 'enchanted' as const) },
              { ALT: () => ($.consume(30, word('untapped')), 'untapped' as const) },
              { ALT: () => ($.consume(31, word('tapped')), 'tapped' as const) },
            ])
            return { self: st } as SelfCondition
          },
        },
        {
          // "as long as it has a +1/+1 counter on it", "as long as ~ has a … counter on it" (CR 122.1).
          ALT: () => {
            $.orx(32, [{ ALT: () => $.consume(32, Tilde) }, { ALT: () => $.consume(33, word('it')) }])
            $.ph(33, 'has a')
            const counter = $.subrule(32, $.rule('counterKind') as never) as string
            $.ph(34, 'counter on it')
            return { counter } as SelfCondition
          },
        },
        {
          // "as long as an opponent controls an Island" (CR 611.3a).
          ALT: () => {
            $.ph(35, 'an opponent controls')
            $.orx(35, [{ ALT: () => $.consume(35, word('a')) }, { ALT: () => $.consume(36, word('an')) }])
            const spec = landType($.noun(35))
            return $.act(() => ({ opponentControls: spec }) as SelfCondition)
          },
        },
        {
          // "as long as defending player controls an artifact" (CR 506.2: the player it attacks).
          ALT: () => {
            $.ph(36, 'defending player controls')
            $.orx(37, [{ ALT: () => $.consume(37, word('a')) }, { ALT: () => $.consume(38, word('an')) }])
            const spec = landType($.noun(36))
            return $.act(() => ({ defenderControls: spec }) as SelfCondition)
          },
        },
        {
          // "as long as ~ is equipped / enchanted / untapped / tapped / monstrous / renowned" (CR 611.3a).
          ALT: () => {
            $.consume(20, Tilde)
            $.consume(20, word('is'))
            const st = $.orx(20, [
              { ALT: () => ($.consume(21, word('equipped')), 'equipped' as const) },
              { ALT: () => ($.consume(22, word('enchanted')), 'enchanted' as const) },
              { ALT: () => ($.consume(23, word('untapped')), 'untapped' as const) },
              { ALT: () => ($.consume(24, word('tapped')), 'tapped' as const) },
              { ALT: () => ($.consume(25, word('monstrous')), 'monstrous' as const) },
              { ALT: () => ($.consume(26, word('renowned')), 'renowned' as const) },
            ])
            return { self: st } as SelfCondition
          },
        },
        {
          ALT: () => {
            $.ph(4, 'you have')
            const n = $.amount(1)
            $.ph(5, 'or more life')
            return { life: typeof n === 'number' ? n : 0 } as SelfCondition
          },
        },
        {
          // The conditions of text/conditions.ts: "as long as you have no cards in hand" (hellbent), ….
          ALT: () => {
            const c = $.SUBRULE($.rule('gameCondition')) as GameCondition
            if (!this.RECORDING_PHASE && !(conditionReadable(c) && staticCondition(c)))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return { game: c } as SelfCondition
          },
        },
      ]),
    )
    $.RULE('selfPumpStatic', () => {
      type Cond = SelfCondition
      const before = $.optx(1, () => {
        $.ph(4, 'as long as')
        const c = $.SUBRULE($.rule('selfCondition')) as Cond
        $.CONSUME(Comma)
        return c
      })
      // "As long as ~ is equipped, it gets +1/+1": "it" is ~ after a leading condition.
      $.orx(4, [
        { ALT: () => $.CONSUME(Tilde) },
        {
          ALT: () => {
            $.consume(4, word('it'))
            if (!this.RECORDING_PHASE && !before)
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
          },
        },
      ])
      // "… and can't block / can't be blocked / attacks each combat if able" while it holds (CR 509.1b, 508.1d).
      // Read at two places, each with its own occurrence index (6 and 8).
      const restriction = (i: number) =>
        $.orx<SelfRestriction>(i, [
          { ALT: () => ($.ph(240, "can't be blocked"), { cantBeBlocked: true as const }) },
          { ALT: () => ($.ph(241, "can't block"), { cantBlock: true as const }) },
          { ALT: () => ($.ph(242, 'attacks each combat if able'), { attacksEachCombat: true as const }) },
          {
            // "… can attack as though it didn't have defender" (CR 702.3b).
            ALT: () => {
              $.ph(243, 'can attack as though it')
              $.plainWhere(243, (w) => w === "didn't")
              $.ph(245, 'have defender')
              return { attacksDespiteDefender: true as const }
            },
          },
        ])
      const got = $.orx<[{ power: Amount; toughness: Amount }, string[], SelfRestriction?]>(0, [
        {
          ALT: () => {
            $.CONSUME(word('gets'))
            const pt = $.pt(0)
            const more = $.optx(0, () => {
              $.consume(240, word('and'))
              return $.orx<[string[], SelfRestriction?]>(7, [
                { ALT: () => ($.consume(241, word('has')), [$.keywords(0)]) },
                { ALT: () => [[], restriction(6)] },
              ])
            })
            return [pt, more?.[0] ?? [], more?.[1]]
          },
        },
        { ALT: () => ($.CONSUME(word('has')), [{ power: 0, toughness: 0 }, $.keywords(1)]) },
        {
          // "~ can't be blocked as long as defending player controls an artifact": only with a condition.
          ALT: () => [{ power: 0, toughness: 0 }, [], restriction(8)],
        },
      ])
      const [pt, keywords, restricts] = Array.isArray(got) ? got : [{ power: 0, toughness: 0 }, []] // not an array while recording
      const after = $.optx(2, () =>
        $.orx<{ asLongAs?: Cond; forEach?: TargetSpec; forEachCount?: Count }>(1, [
          {
            ALT: () => {
              $.ph(1, 'as long as')
              return { asLongAs: $.SUBRULE1($.rule('selfCondition')) as Cond }
            },
          },
          {
            // "for each Equipment attached to it" (Goblin Gaveleer, CR 301.5).
            ALT: () => {
              $.ph(70, 'for each')
              const kind = $.CONSUME8(Plain).image
              const attached = $.CONSUME9(Plain).image
              if (!this.RECORDING_PHASE && (kind !== 'equipment' || attached !== 'attached'))
                (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
              $.ph(71, 'to it')
              return { forEach: { what: 'artifact', subtype: 'equipment', attachedToSelf: true } as TargetSpec }
            },
          },
          {
            // "for each Forest you control", "for each card in your hand", "for each +1/+1 counter on ~" (CR 604.3).
            ALT: () => {
              $.ph(3, 'for each')
              const c = $.forEach(1)
              return $.act(() => (c.of === 'permanents' ? { forEach: landType(c.spec) } : { forEachCount: c }))
            },
          },
        ]),
      )
      $.optx(3, () => $.CONSUME(Period))
      if (!this.RECORDING_PHASE && restricts && !before && !after?.asLongAs)
        (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
      // A bonus can't wait for a power or a keyword: reading them reads this bonus again (CR 613).
      const cond = before ?? after?.asLongAs
      if (!this.RECORDING_PHASE && cond && readsCharacteristics(cond) && (pt.power || pt.toughness || keywords.length))
        (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
      return $.act(() => {
        return {
          kind: 'selfPump',
          power: Number(pt.power),
          toughness: Number(pt.toughness),
          keywords,
          ...(restricts ?? {}),
          ...(before ? { asLongAs: before } : after),
        } as StaticAbility
      })
    })
    $.RULE(
      'counterKind',
      $.orRule(0, [
        {
          ALT: () => {
            const pt = $.CONSUME(PT).image
            return pt
          },
        },
        { ALT: () => $.CONSUME(Plain).image },
      ]),
    )
    $.RULE('staticLine', () => {
      const first = $.SUBRULE($.rule('staticSentence')) as StaticAbility | StaticAbility[]
      const statics = Array.isArray(first) ? first : [first]
      // "~ can't block and can't be blocked." (CR 509.1b): both restrictions.
      const also = $.optx(1, () => ($.ph(0, "and can't be blocked"), { kind: 'cantBeBlocked' }) as StaticAbility)
      if (also) $.act(() => (statics[0].kind === 'cantBlock' ? statics.push(also) : undefined))
      if (also && !$.recording && statics.length < 2)
        (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
      $.optx(0, () => $.CONSUME(Period))
      return { kind: 'static', statics } as ParsedLine
    })
  }
}
