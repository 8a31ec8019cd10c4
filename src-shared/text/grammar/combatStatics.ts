/* eslint-disable @typescript-eslint/no-this-alias -- the grammar is written in chevrotain's `$.RULE(...)` style */
// Statics of entering and combat (CR 509.1, 508.1, 614.1c): "~ can't block", "~ can't attack or block alone",
// lures, "~ enters tapped with counters".
import { isSubtypeWord } from '../subtypeNouns'
import { type IOrAlt } from 'chevrotain'
import type { Condition, GameCondition, SelfCondition, Count, StaticAbility, TargetSpec } from '../../engine/ast'
import { Comma, Other, Period, Poss, PT, Tilde, word } from '../lexer'
import { conditionReadable, isGameCondition, judgedOnResolution, staticCondition } from '../conditions'
import { TriggerEventRules } from './triggerEvents'

export class CombatStaticRules extends TriggerEventRules {
  /** The first alternatives of staticSentence: entering with counters, attacking and blocking (CR 509.1, 508.1). */
  protected staticCombatAlts(via: (i: number) => 'enchanted' | 'equipped'): IOrAlt<unknown>[] {
    const $ = this
    return [
      {
        // "~ enters tapped with two charge counters on it" (CR 614.1c).
        ALT: () => {
          $.consume(197, Tilde)
          $.ph(197, 'enters tapped with')
          const n = $.amount(197)
          const counter = $.subrule(198, $.rule('counterKind') as never) as string
          $.orx(197, [{ ALT: () => $.consume(197, word('counter')) }, { ALT: () => $.consume(198, word('counters')) }])
          $.ph(198, 'on it')
          return $.act(() => [
            { kind: 'entersTapped' },
            { kind: 'entersWithCounters', counter, amount: typeof n === 'number' ? n : 0 },
          ]) as unknown as StaticAbility
        },
      },
      { ALT: () => ($.CONSUME(Tilde), $.ph(0, 'enters tapped'), { kind: 'entersTapped' }) as StaticAbility },
      {
        ALT: () => {
          $.CONSUME1(Tilde)
          $.ph(1, 'enters with')
          // "a number of +1/+1 counters on it equal to …" (CR 107.3, 614.1c).
          const numberOf = $.optx(203, () => ($.ph(203, 'a number of'), true))
          const n = numberOf ? 1 : $.amount(0)
          const counter = $.SUBRULE($.rule('counterKind')) as string
          $.orx(1, [{ ALT: () => $.CONSUME(word('counter')) }, { ALT: () => $.CONSUME(word('counters')) }])
          $.ph(2, 'on it')
          // "…, where X is the number of …", "… for each Elf you control", "… equal to …", "… for each color of
          // mana spent to cast it" (converge, CR 702.44a's count) (CR 107.3, 604.3).
          const per = $.optx(204, () =>
            $.orx<{ perCount?: Count; perColorSpent?: true; isX?: true }>(204, [
              {
                ALT: () => {
                  $.consume(204, Comma)
                  $.ph(204, 'where x is')
                  return { perCount: $.count(204), isX: true }
                },
              },
              { ALT: () => ($.ph(205, 'equal to'), { perCount: $.count(205), isX: true }) },
              { ALT: () => ($.ph(206, 'for each color of mana spent to cast it'), { perColorSpent: true as const }) },
              { ALT: () => ($.ph(207, 'for each'), { perCount: $.forEach(207) }) },
            ]),
          )
          if (!this.RECORDING_PHASE && (n === 'X' || !!numberOf) !== !!per?.isX && !(n === 'X' && !per))
            (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
          if (!this.RECORDING_PHASE && per?.perCount && ['thatMuch', 'power'].includes(per.perCount.of))
            (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
          // "… if a creature died this turn" (morbid, ferocious; text/conditions.ts).
          const cond = $.optx(200, () => {
            $.consume(200, word('if'))
            const c = $.SUBRULE9($.rule('condition')) as Condition
            if (!this.RECORDING_PHASE && !(judgedOnResolution(c) && conditionReadable(c)))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return c
          })
          return {
            kind: 'entersWithCounters',
            counter,
            amount: typeof n === 'number' ? n : per?.perCount ? 1 : 0,
            ...(per?.perCount ? { perCount: per.perCount } : {}),
            ...(per?.perColorSpent ? { perColorSpent: true } : {}),
            ...(n === 'X' && !per ? { xFromSpell: true } : {}),
            ...(cond ? { ifCondition: cond } : {}),
          } as StaticAbility
        },
      },
      {
        // CR 509.1b: "~ can't block creatures with power 2 or greater".
        ALT: () => {
          $.consume(13, Tilde)
          $.ph(27, "can't block")
          return { kind: 'cantBlockThese', spec: $.noun(11) } as StaticAbility
        },
      },
      {
        // "~ can't block", "~ can't block unless you control a Vampire" (CR 509.1b).
        ALT: () => {
          $.CONSUME2(Tilde)
          $.ph(3, "can't block")
          const unless = $.optx(93, () => {
            $.consume(93, word('unless'))
            return $.subrule(93, $.rule('selfCondition') as never) as SelfCondition
          })
          return $.act(() => ({ kind: 'cantBlock', ...(unless ? { unless } : {}) }) as StaticAbility)
        },
      },
      {
        // CR 508.1c, 509.1b: "~ can't attack", "~ can't attack or block", "~ can't attack or block alone".
        ALT: () => {
          $.CONSUME3(Tilde)
          $.ph(4, "can't attack")
          const orBlock = $.optx(17, () => ($.ph(5, 'or block'), true))
          const alone = $.optx(18, () => ($.CONSUME(word('alone')), true))
          // CR 508.1c: "unless defending player controls an Island".
          const unless = $.optx(90, () => {
            $.ph(90, 'unless defending player controls')
            $.orx(90, [{ ALT: () => $.consume(90, word('a')) }, { ALT: () => $.consume(91, word('an')) }])
            return $.noun(90)
          })
          // "unless you control another Giant / it's equipped" (CR 508.1c, 509.1b).
          const unlessSelf = $.optx(91, () => {
            $.consume(92, word('unless'))
            return $.subrule(91, $.rule('selfCondition') as never) as SelfCondition
          })
          return $.act(
            () =>
              ({
                kind: 'cantAttack',
                ...(orBlock ? { orBlock: true } : {}),
                ...(alone ? { alone: true } : {}),
                ...(unless ? { unlessDefenderControls: unless } : {}),
                ...(unlessSelf ? { unless: unlessSelf } : {}),
              }) as StaticAbility,
          )
        },
      },
      {
        // "Creatures with power less than ~'s power can't block it." (CR 509.1b)
        ALT: () =>
          ($.ph(31, 'creatures with power less than'),
          $.consume(16, Tilde),
          $.consume(15, Poss),
          $.ph(32, "power can't block it"),
          { kind: 'weakerCantBlock' }) as StaticAbility,
      },
      {
        ALT: () => {
          $.CONSUME5(Tilde)
          $.ph(6, "can't be blocked")
          // CR 509.1b-c: who may block it, and how many.
          return $.orx(9, [
            {
              ALT: () => {
                $.ph(20, 'except by')
                const n = $.amount(10)
                $.ph(26, 'or more creatures')
                return { kind: 'blockerCount', min: typeof n === 'number' ? n : 2 } as StaticAbility
              },
            },
            { ALT: () => ($.ph(21, 'by more than one creature'), { kind: 'blockerCount', max: 1 }) as StaticAbility },
            {
              ALT: () => {
                $.CONSUME2(word('by'))
                return { kind: 'cantBeBlockedBy', spec: $.noun(9) } as StaticAbility
              },
            },
            {
              ALT: () => {
                $.ph(7, 'except by')
                const exceptBy = $.noun(1)
                // "… except by Walls and/or creatures with flying", "… by creatures with flying or reach".
                const also = $.optx(209, () => {
                  $.optx(208, () => ($.consume(209, word('and')), $.tokWhere(209, Other, (t) => t === '/')))
                  $.consume(210, word('or'))
                  return $.orx<TargetSpec>(209, [
                    { ALT: () => $.noun(209) },
                    {
                      ALT: () => {
                        const k = $.subrule(210, $.rule('keywordRule') as never) as string
                        return $.act(() => ({ ...exceptBy, withKeyword: k }))
                      },
                    },
                  ])
                })
                return $.act(
                  () => ({ kind: 'cantBeBlocked', exceptBy, ...(also ? { orExceptBy: also } : {}) }) as StaticAbility,
                )
              },
            },
            {
              // "~ can't be blocked as long as defending player controls an artifact" (CR 611.3a, 509.1b).
              ALT: () => {
                const c = $.optx(
                  244,
                  () => ($.ph(244, 'as long as'), $.subrule(244, $.rule('selfCondition') as never) as SelfCondition),
                )
                return $.act(() =>
                  c
                    ? ({
                        kind: 'selfPump',
                        power: 0,
                        toughness: 0,
                        keywords: [],
                        cantBeBlocked: true,
                        asLongAs: c,
                      } as StaticAbility)
                    : ({ kind: 'cantBeBlocked' } as StaticAbility),
                )
              },
            },
          ])
        },
      },
      {
        // CR 509.1a: "~ can block an additional creature each combat", "~ can block any number of creatures".
        ALT: () => {
          $.consume(14, Tilde)
          $.ph(28, 'can block')
          return $.orx(10, [
            {
              ALT: () =>
                ($.ph(29, 'an additional creature each combat'), { kind: 'extraBlocks', count: 1 }) as StaticAbility,
            },
            {
              ALT: () => ($.ph(30, 'any number of creatures'), { kind: 'extraBlocks', count: 'any' }) as StaticAbility,
            },
          ])
        },
      },
      {
        ALT: () => {
          $.consume(10, Tilde)
          $.ph(22, 'can block only')
          return { kind: 'canBlockOnly', spec: $.noun(10) } as StaticAbility
        },
      },
      {
        ALT: () =>
          ($.ph(23, 'you may choose not to untap'),
          $.consume(11, Tilde),
          $.ph(24, 'during your untap step'),
          { kind: 'mayNotUntap' }) as StaticAbility,
      },
      {
        ALT: () => ($.consume(12, Tilde), $.ph(25, "can't be countered"), { kind: 'cantBeCountered' }) as StaticAbility,
      },
      {
        ALT: () =>
          ($.CONSUME6(Tilde), $.ph(8, 'attacks each combat if able'), { kind: 'attacksEachCombat' }) as StaticAbility,
      },
      {
        // CR 510.1c: "You may have ~ assign its combat damage as though it weren't blocked."
        ALT: () =>
          ($.ph(96, 'you may have'),
          $.consume(96, Tilde),
          $.ph(97, "assign its combat damage as though it weren't blocked"),
          { kind: 'damageAsThoughUnblocked' }) as StaticAbility,
      },
      // Block requirements (CR 509.1c).
      {
        ALT: () =>
          ($.consume(99, Tilde),
          $.ph(99, 'attacks or blocks each combat if able'),
          { kind: 'attacksEachCombat', orBlocks: true }) as StaticAbility,
      },
      {
        ALT: () =>
          ($.consume(92, Tilde), $.ph(92, 'blocks each combat if able'), { kind: 'blocksEachCombat' }) as StaticAbility,
      },
      {
        ALT: () =>
          ($.consume(93, Tilde), $.ph(93, 'must be blocked if able'), { kind: 'mustBeBlocked' }) as StaticAbility,
      },
      {
        ALT: () =>
          ($.ph(94, 'all creatures able to block'),
          $.consume(94, Tilde),
          $.ph(95, 'do so'),
          { kind: 'lure' }) as StaticAbility,
      },
      {
        // An Aura's lure (Lure): "All creatures able to block enchanted creature do so." (CR 509.1c)
        ALT: () =>
          ($.ph(105, 'all creatures able to block enchanted creature do so'),
          {
            kind: 'attachedRestriction',
            via: 'enchanted',
            cantAttack: false,
            cantBlock: false,
            lure: true,
          }) as StaticAbility,
      },
      {
        // "[As long as ~ is untapped,] players can't untap more than one land during their untap steps" (Winter Orb,
        // Smoke, Static Orb), "You can't untap more than one land during your untap step" (Mungha Wurm; CR 502.3).
        ALT: () => {
          const whileUntapped = $.optx(236, () => {
            $.ph(236, 'as long as')
            $.consume(236, Tilde)
            $.ph(237, 'is untapped')
            $.consume(237, Comma)
            return true as const
          })
          const who = $.orx(236, [
            { ALT: () => ($.consume(238, word('players')), 'all' as const) },
            { ALT: () => ($.consume(239, word('you')), 'you' as const) },
          ])
          $.ph(246, "can't untap more than")
          const max = $.amount(246)
          const spec = $.orx(237, [
            { ALT: () => ($.consume(246, word('land')), { what: 'land' }) as TargetSpec },
            { ALT: () => ($.consume(246, word('creature')), { what: 'creature' }) as TargetSpec },
            { ALT: () => ($.consume(246, word('artifact')), { what: 'artifact' }) as TargetSpec },
            { ALT: () => ($.consume(246, word('permanents')), { what: 'permanent' }) as TargetSpec },
          ])
          $.consume(246, word('during'))
          $.orx(238, [
            { ALT: () => ($.ph(247, 'their untap'), $.plainWhere(247, (w) => w === 'steps')) },
            { ALT: () => $.ph(248, 'your untap step') },
          ])
          $.refuse(() => typeof max !== 'number' || max < 1)
          return {
            kind: 'untapLimit',
            spec,
            max: max as number,
            who,
            ...(whileUntapped ? { whileUntapped } : {}),
          } as StaticAbility
        },
      },
      {
        // "Creatures with power 3 or greater don't untap during their controllers' untap steps" (Meekstone, Choke;
        // CR 502.3).
        ALT: () => {
          const spec = $.orx(138, [
            { ALT: () => $.subrule(138, $.rule('permNouns') as never) as TargetSpec },
            { ALT: () => $.subrule(139, $.rule('typeNouns') as never) as TargetSpec },
          ])
          $.ph(138, "don't untap during their controllers' untap")
          $.plainWhere(138, (w) => w === 'steps')
          return { kind: 'doesntUntapAll', spec } as StaticAbility
        },
      },
      {
        // "Enchanted creature's activated abilities can't be activated [unless they're mana abilities]" (CR 602.5).
        ALT: () => {
          $.consume(123, word('enchanted'))
          $.orx(123, [
            { ALT: () => $.consume(124, word("creature's")) },
            { ALT: () => $.consume(125, word("permanent's")) },
          ])
          $.ph(123, "activated abilities can't be activated")
          const mana = $.optx(123, () => {
            $.consume(126, word('unless'))
            $.plainWhere(123, (w) => w === "they're")
            $.ph(124, 'mana abilities')
            return true
          })
          return {
            kind: 'attachedRestriction',
            via: 'enchanted',
            cantAttack: false,
            cantBlock: false,
            noActivate: true,
            ...(mana ? { exceptMana: true } : {}),
          } as StaticAbility
        },
      },
      {
        ALT: () =>
          ($.CONSUME7(Tilde),
          $.ph(9, "doesn't untap during your untap step"),
          { kind: 'doesntUntap' }) as StaticAbility,
      },
      {
        ALT: () => {
          const v = via(8)
          // "… as long as you control a white or black permanent" (Runemarks), threshold (Kamahl's Desire): the Aura's
          // or Equipment's controller's condition (CR 611.3a), one that reads no power or keyword (no loop, CR 613).
          const attachedCondition = (i: number) =>
            $.optx(i, () => {
              $.ph(i, 'as long as')
              const c = $.subrule(i, $.rule('condition') as never) as Condition
              if (!this.RECORDING_PHASE && !(isGameCondition(c) && conditionReadable(c) && staticCondition(c)))
                (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
              return { game: c as GameCondition }
            })
          // "enchanted creature", or an Aura on another kind of permanent ("enchanted permanent/land/artifact").
          $.orx(11, [
            { ALT: () => $.CONSUME(word('creature')) },
            { ALT: () => $.CONSUME(word('permanent')) },
            { ALT: () => $.CONSUME(word('land')) },
            { ALT: () => $.CONSUME(word('artifact')) },
            // "Enchanted Wall", "enchanted Forest": an Aura whose enchant names a subtype (CR 205.3, 303.4a).
            { ALT: () => $.plainWhere(30, isSubtypeWord) },
          ])
          return $.orx(2, [
            {
              // "Enchanted creature gets -X/-X, where X is the number of cards in your hand" (CR 107.3, 604.3): the
              // count read for the Aura's controller (staticBonus), times the sign of each part.
              ALT: () => {
                $.consume(233, word('gets'))
                const image = $.consume(233, PT).image
                $.refuse(() => !xParts(image))
                $.consume(233, Comma)
                $.ph(233, 'where x is')
                const count = $.count(233)
                // "…, and Y is half the number of Forests you control, rounded up" (Aspect of Wolf).
                const y = $.optx(233, () => {
                  $.consume(234, Comma)
                  $.consume(234, word('and'))
                  $.plainWhere(234, (w) => w === 'y')
                  $.consume(235, word('is'))
                  return $.count(234)
                })
                $.refuse(() => /y/.test(image) !== !!y)
                // A count of powers would read the bonus it makes (CR 613): not here.
                $.refuse(() =>
                  /"of":"(?:power|greatestPower|thatMuch|sacrificed|thisWay)"/.test(JSON.stringify([count, y])),
                )
                return $.act(() => xPump(v, image, count, y))
              },
            },
            {
              ALT: () => {
                $.CONSUME(word('gets'))
                const pt = $.pt(2)
                // "for each card in your hand" (Empyrial Armor, CR 604.3); "it" is the permanent it's attached to.
                const per = $.optx(210, () => ($.ph(210, 'for each'), $.forEach(210)))
                const kws = $.optx(1, () => {
                  $.ph(10, 'and has')
                  return $.keywords(3)
                })
                // "… and can't block / can't be blocked / attacks each combat if able" (CR 509.1b, 508.1d).
                const also = $.optx(211, () => {
                  $.consume(211, word('and'))
                  return $.orx<{ cantBeBlocked?: true; cantBlock?: true; attacksEachCombat?: true }>(211, [
                    { ALT: () => ($.ph(211, "can't be blocked"), { cantBeBlocked: true as const }) },
                    { ALT: () => ($.ph(212, "can't block"), { cantBlock: true as const }) },
                    { ALT: () => ($.ph(213, 'attacks each combat if able'), { attacksEachCombat: true as const }) },
                  ])
                })
                // "…, and its activated abilities can't be activated" (Viper's Kiss, CR 602.5).
                const ban = $.activationBan(115)
                const cond = attachedCondition(252)
                // A condition only on a bare bonus (not read with "for each", keywords or restrictions).
                $.refuse(() => !!cond && !!(per || kws || also || ban.noActivate))
                const pump = {
                  kind: 'attachedPump',
                  via: v,
                  power: Number(pt.power),
                  toughness: Number(pt.toughness),
                  keywords: kws ?? [],
                  ...(per ? { forEachCount: per } : {}),
                  ...(cond ? { asLongAs: cond } : {}),
                } as StaticAbility
                return also || ban.noActivate
                  ? [
                      pump,
                      { kind: 'attachedRestriction', via: v, cantAttack: false, cantBlock: false, ...also, ...ban },
                    ]
                  : pump
              },
            },
            {
              // "Enchanted creature has base power and toughness 0/2 [and has defender]" (CR 613.4b, layer 7b).
              ALT: () => {
                $.consume(215, word('has'))
                $.plainWhere(214, (w) => w === 'base')
                $.ph(215, 'power and toughness')
                const pt = $.consume(215, PT).image
                const kws = $.optx(216, () => ($.ph(216, 'and has'), $.keywords(215)))
                const m = /^(\d+)\/(\d+)$/.exec(pt)
                if (!this.RECORDING_PHASE && !m)
                  (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
                return $.act(
                  () =>
                    ({
                      kind: 'attachedPump',
                      via: v,
                      power: 0,
                      toughness: 0,
                      keywords: kws ?? [],
                      basePT: { power: Number(m![1]), toughness: Number(m![2]) },
                    }) as StaticAbility,
                )
              },
            },
            {
              ALT: () => {
                $.CONSUME(word('has'))
                const kws = $.keywords(4)
                // CR 702.16d: "This effect doesn't remove ~." (Cho-Manno's Blessing): its own grant keeps it on.
                const keeps = $.optx(212, () => {
                  $.consume(212, Period)
                  $.consume(213, word('this'))
                  $.plainWhere(212, (w) => w === 'effect')
                  $.consume(214, word("doesn't"))
                  $.plainWhere(213, (w) => w === 'remove')
                  $.consume(212, Tilde)
                  return true
                })
                const cond = attachedCondition(253)
                $.refuse(() => !!cond && !!keeps)
                return {
                  kind: 'attachedPump',
                  via: v,
                  power: 0,
                  toughness: 0,
                  keywords: kws,
                  ...(keeps ? { keepsSelf: true } : {}),
                  ...(cond ? { asLongAs: cond } : {}),
                } as StaticAbility
              },
            },
            {
              ALT: () =>
                ($.ph(11, "can't attack or block"),
                {
                  kind: 'attachedRestriction',
                  via: v,
                  cantAttack: true,
                  cantBlock: true,
                  // CR 602.5: "…, and its activated abilities can't be activated" (Arrest).
                  ...$.activationBan(100),
                }) as StaticAbility,
            },
            {
              // "can't attack, block, or crew Vehicles" (Bound in Gold; CR 508.1c, 509.1b, 702.122a).
              ALT: () =>
                ($.ph(120, "can't attack"),
                $.consume(120, Comma),
                $.consume(121, word('block')),
                $.consume(121, Comma),
                $.consume(122, word('or')),
                $.plainWhere(120, (w) => w === 'crew'),
                $.plainWhere(121, (w) => w === 'vehicles'),
                {
                  kind: 'attachedRestriction',
                  via: v,
                  cantAttack: true,
                  cantBlock: true,
                  noCrew: true,
                  ...$.activationBan(106),
                }) as StaticAbility,
            },
            {
              ALT: () =>
                ($.ph(12, "can't block"),
                {
                  kind: 'attachedRestriction',
                  via: v,
                  cantAttack: false,
                  cantBlock: true,
                  ...$.activationBan(109),
                }) as StaticAbility,
            },
            {
              ALT: () =>
                ($.ph(13, "can't attack"),
                { kind: 'attachedRestriction', via: v, cantAttack: true, cantBlock: false }) as StaticAbility,
            },
            {
              // "Enchanted creature can attack as though it had haste." (Instill Energy, CR 302.6)
              ALT: () => (
                $.ph(142, 'can attack as though it had haste'),
                {
                  kind: 'attachedRestriction',
                  via: v,
                  cantAttack: false,
                  cantBlock: false,
                  attacksAsThoughHaste: true,
                } as StaticAbility
              ),
            },
            {
              // "Equipped creature can't be blocked and has shroud." (Whispersilk Cloak, CR 509.1b, 702.18)
              ALT: () => {
                $.ph(143, "can't be blocked and has")
                const kws = $.keywords(143)
                return [
                  { kind: 'attachedRestriction', via: v, cantAttack: false, cantBlock: false, cantBeBlocked: true },
                  { kind: 'attachedPump', via: v, power: 0, toughness: 0, keywords: kws },
                ] as StaticAbility[]
              },
            },
            {
              // "Enchanted creature can't be blocked except by Walls [or creatures with flying or reach]." (CR 509.1b)
              ALT: () => {
                $.ph(144, "can't be blocked except by")
                const exceptBy = $.noun(144)
                const also = $.optx(145, () => {
                  $.optx(146, () => ($.consume(145, word('and')), $.tokWhere(145, Other, (t) => t === '/')))
                  $.consume(146, word('or'))
                  return $.orx<TargetSpec>(147, [
                    { ALT: () => $.noun(145) },
                    {
                      // "… by creatures with flying or reach" (Canopy Cover): the same noun with the other keyword.
                      ALT: () => {
                        const k = $.subrule(147, $.rule('keywordRule') as never) as string
                        return $.act(() => ({ ...exceptBy, withKeyword: k }))
                      },
                    },
                  ])
                })
                return $.act(
                  () =>
                    ({
                      kind: 'attachedRestriction',
                      via: v,
                      cantAttack: false,
                      cantBlock: false,
                      exceptBy,
                      ...(also ? { orExceptBy: also } : {}),
                    }) as StaticAbility,
                )
              },
            },
            {
              // "Enchanted Wall can attack as though it didn't have defender." (Animate Wall, CR 702.3b)
              ALT: () => (
                $.ph(140, 'can attack as though it'),
                $.plainWhere(140, (w) => w === "didn't"),
                $.ph(141, 'have defender'),
                {
                  kind: 'attachedRestriction',
                  via: v,
                  cantAttack: false,
                  cantBlock: false,
                  attacksDespiteDefender: true,
                } as StaticAbility
              ),
            },
            {
              ALT: () =>
                ($.ph(14, "doesn't untap during its controller's untap step"),
                {
                  kind: 'attachedRestriction',
                  via: v,
                  cantAttack: false,
                  cantBlock: false,
                  noUntap: true,
                  ...$.activationBan(112),
                }) as StaticAbility,
            },
          ])
        },
      },
    ]
  }

  /** CR 602.5: "…[,] and its activated abilities can't be activated" or a sentence of its own ("Its activated abilities
   *  can't be activated unless they're mana abilities.", Intercessor's Arrest), after an Aura's restriction; `i` the
   *  first of the three occurrence indices it uses (one per place it is read). Nothing read: no ban. */
  protected activationBan(i: number): { noActivate?: true; exceptMana?: true } {
    const $ = this
    const ban = $.optx(i, () => {
      $.orx(i, [
        { ALT: () => ($.optx(i + 1, () => $.consume(i, Comma)), $.consume(i, word('and'))) },
        { ALT: () => $.consume(i, Period) },
      ])
      $.ph(i, "its activated abilities can't be activated")
      return $.optx(i + 2, () => {
        $.consume(i + 1, word('unless'))
        $.plainWhere(i, (w) => w === "they're")
        $.ph(i + 1, 'mana abilities')
        return true
      })
        ? ({ noActivate: true, exceptMana: true } as const)
        : ({ noActivate: true } as const)
    })
    return ban ?? {}
  }
}

/** The sign of each part of "+X/+X", "-X/-0", "+X/+Y" (1, -1 or 0), or null when a part isn't X, Y (toughness only)
 *  or 0. */
function xParts(image: string): [number, number] | null {
  const part = (v: string) => (/^[+-]?[xy]$/.test(v) ? (v.startsWith('-') ? -1 : 1) : /^[+-]?0$/.test(v) ? 0 : null)
  const [p, t] = image.split('/').map(part)
  return p === null || t === null || (p === 0 && t === 0) ? null : [p, t]
}

/** An attached pump of ±1 per counted thing in each part with X (CR 107.3, 604.3); with a Y, one pump of power per X
 *  and one of toughness per Y. */
function xPump(via: 'enchanted' | 'equipped', image: string, count: Count, y?: Count): StaticAbility | StaticAbility[] {
  const [power, toughness] = xParts(image) ?? [0, 0]
  const pump = (p: number, t: number, c: Count) =>
    ({ kind: 'attachedPump', via, power: p, toughness: t, keywords: [], forEachCount: c }) as StaticAbility
  return y ? [pump(power, 0, count), pump(0, toughness, y)] : pump(power, toughness, count)
}
