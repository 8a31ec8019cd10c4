/* eslint-disable @typescript-eslint/no-this-alias -- the grammar is written in chevrotain's `$.RULE(...)` style */
// Lines and sentences (CR 113, 601-603, 608): a permanent's or spell's line, effect sentences, modes, activated and
// triggered abilities.
import type { Color } from '../../mana/types'
import type {
  Amount,
  CastWindow,
  Condition,
  Effect,
  OtherCosts,
  TargetSpec,
  TriggerEvent,
  ParsedCost,
} from '../../engine/ast'
import { Comma, Dash, Mana, Period, Plain, Tilde, word, Colon, Semi } from '../lexer'
import { perEach, withCount } from '../effects/amounts'
import { judgedOnResolution } from '../conditions'
import { NUMBERED_KEYWORDS } from '../../cards/words'
import { isSubtypeWord, subtypeNounKind } from '../subtypeNouns'
import { unlessOf } from '../effects/unlessPays'
import type { KeywordItem, ParsedEffects, ActivationLimit, ParsedLine, ModeCount } from './types'
import { MODES_ANY } from './types'
import { StaticRules } from './statics'
import { PERMANENT_TARGETS } from './base'

/** Words that name another object after a target ("reveals the top card of their library"): "it" may be that one. */
const OTHER_OBJECT_NAMES = new Set(['reveal', 'reveals', 'revealed', 'library', 'search', 'look', 'draw', 'copy'])

export class LineRules extends StaticRules {
  /** "it" in "if it's a …" / "if it was a … card" names the line's one target: a permanent (or, `card`, a card in a
   *  graveyard), with no other object named since ("reveals the top card", a token, the enchanted creature). */
  protected itIsTheOneTarget(card: boolean): boolean {
    if (this.collected.length !== 1) return false
    const spec = this.collected[0]
    if (card ? spec.what !== 'card' : !PERMANENT_TARGETS.has(spec.what) || !!spec.zone) return false
    if (this.otherSinceTarget()) return false
    const self = this as unknown as { input: { image: string }[]; currIdx: number }
    let sinceTarget = false
    for (let k = 0; k <= self.currIdx && k < self.input.length; k++) {
      const w = self.input[k].image.toLowerCase()
      if (w === 'target') sinceTarget = true
      else if (sinceTarget && OTHER_OBJECT_NAMES.has(w)) return false
    }
    return true
  }

  // ---- lines ----
  protected lineRules(): void {
    const $ = this
    $.RULE('clauseList', () => {
      this.noteClause(null, true)
      const out: Effect[] = [$.SUBRULE($.rule('effect')) as Effect]
      this.noteClause(out[0])
      $.manyx(0, () => {
        $.orx(0, [
          {
            ALT: () => (
              $.CONSUME(Comma),
              $.optx(0, () => $.orx(1, [{ ALT: () => $.CONSUME(word('then')) }, { ALT: () => $.CONSUME(word('and')) }]))
            ),
          },
          { ALT: () => $.CONSUME1(word('and')) },
          { ALT: () => $.CONSUME1(word('then')) },
        ])
        const next = $.SUBRULE1($.rule('effect')) as Effect
        this.noteClause(next)
        $.add(out, next)
      })
      // "destroy that creature at end of combat" (CR 603.7): a delayed ability for this combat's end; "sacrifice ~ at
      // the beginning of the next end step" (CR 603.7a): one for the next end step.
      const later = $.optx(7, () =>
        $.orx(2, [
          { ALT: () => ($.ph(70, 'at end of combat'), 'endCombat' as const) },
          { ALT: () => ($.ph(71, 'at the beginning of the next end step'), 'end' as const) },
        ]),
      )
      if (later === 'end' && !this.RECORDING_PHASE && !delayedEndReadable(out))
        (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
      return later ? $.act(() => [{ kind: 'delayed', step: later, effects: out }] as Effect[]) : out
    })
    // "You may X. If you do, Y." and plain sentences.
    $.RULE(
      'sentence',
      $.orRule(0, [
        {
          ALT: () => {
            // CR 702.33d: "If this spell was kicked, …" (with "… instead": replaces the sentence before).
            $.CONSUME(word('if'))
            $.CONSUME(Tilde)
            $.ph(3, 'was kicked')
            $.CONSUME4(Comma)
            const pair = $.orx(3, [
              {
                // "it deals 4 damage instead": the damage sentence before, with a new amount (target -1: the same).
                ALT: () => {
                  $.orx(4, [{ ALT: () => $.CONSUME1(Tilde) }, { ALT: () => $.CONSUME(word('it')) }])
                  $.CONSUME(word('deals'))
                  const amount = $.amount(5)
                  $.ph(5, 'damage instead')
                  return [[{ kind: 'damage', amount, target: -1 }], true] as [Effect[], boolean]
                },
              },
              {
                ALT: () => {
                  const effects = $.SUBRULE3($.rule('clauseList')) as Effect[]
                  const instead = $.optx(3, () => ($.CONSUME(word('instead')), true))
                  return [effects, !!instead] as [Effect[], boolean]
                },
              },
            ])
            const [effects, instead] = Array.isArray(pair) ? pair : [[], false] // not an array while recording
            $.optx(4, () => $.CONSUME3(Period))
            return [{ kind: 'ifKicked', effects, ...(instead ? { instead: true } : {}) }] as Effect[]
          },
        },
        {
          // CR 608.2c: "If you control two or more Gates, …", "If a creature died this turn, …" (text/conditions.ts);
          // "Then if …, …" after another sentence is the same check, made when it is reached (sentences run in order).
          ALT: () => {
            $.optx(40, () => $.consume(40, word('then')))
            $.CONSUME1(word('if'))
            const condition = $.orx<Condition>(96, [
              { ALT: () => $.SUBRULE1($.rule('condition')) as Condition },
              {
                // "If it's an artifact creature, …", "If it was a creature card, …" (text/conditionsTarget.ts): only
                // where "it" is the line's one target (CR 608.2c).
                ALT: () => {
                  const c = $.SUBRULE($.rule('targetCondition')) as Condition
                  if (!this.RECORDING_PHASE && !this.itIsTheOneTarget(c.kind === 'targetIs' && !!c.was))
                    (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
                  return c
                },
              },
            ])
            if (!this.RECORDING_PHASE && !judgedOnResolution(condition))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            $.CONSUME6(Comma)
            // "If …, instead search …" (Traverse the Ulvenwald): replaces the sentence before.
            const instead = $.optx(10, () => ($.CONSUME4(word('instead')), true))
            // A whole sentence: "…, you may draw a card. If you do, discard a card." (Force Away).
            const effects = $.SUBRULE4($.rule('sentence')) as Effect[]
            // "Otherwise, …" (CR 608.2c): the next sentence, run when the condition doesn't hold.
            const otherwise = $.optx(14, () => {
              $.plainWhere(0, (w) => w === 'otherwise')
              $.CONSUME7(Comma)
              return $.SUBRULE5($.rule('sentence')) as Effect[]
            })
            if (otherwise && instead && !this.RECORDING_PHASE)
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return [
              {
                kind: 'ifCondition',
                condition,
                effects,
                ...(instead ? { instead: true } : {}),
                ...(otherwise ? { otherwise, otherwiseSaid: true } : {}),
              },
            ] as Effect[]
          },
        },
        {
          ALT: () => {
            $.ph(0, 'you may')
            const effects = $.SUBRULE($.rule('clauseList')) as Effect[]
            // CR 118.12: "you may draw a card unless that player pays {1}" (Rhystic Study): the payer is asked first.
            const unless = $.optx(17, () => $.SUBRULE6($.rule('unlessTail')) as Parameters<typeof unlessOf>[0])
            if (!this.RECORDING_PHASE && unless && !unlessOf(unless, [], effects))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            $.CONSUME(Period)
            const ifYouDo = $.optx(0, () => {
              $.ph(1, 'if you do')
              $.CONSUME(Comma)
              const then = $.SUBRULE1($.rule('clauseList')) as Effect[]
              $.optx(1, () => $.CONSUME1(Period))
              return then
            })
            // "If you don't, …" (CR 608.2c): run when X was declined or couldn't be done in full (CR 609.3).
            const ifYouDont = $.optx(15, () => {
              $.ph(15, "if you don't")
              $.CONSUME8(Comma)
              const then = $.SUBRULE6($.rule('clauseList')) as Effect[]
              $.optx(16, () => $.CONSUME4(Period))
              return then
            })
            const may = {
              kind: 'may',
              effects,
              ...(ifYouDo ? { ifYouDo } : {}),
              ...(ifYouDont ? { ifYouDont } : {}),
            } as Effect
            // Unpaid, "you may …" (CR 118.12); "If you do / don't" after it isn't read.
            if (!this.RECORDING_PHASE && unless && (ifYouDo || ifYouDont))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(() => [unless ? unlessOf(unless, [may], effects)! : may])
          },
        },
        // CR 118.12: "… unless you pay {G}{G}{G}{G}." (text/effects/unlessPays.ts).
        { ALT: () => $.SUBRULE5($.rule('unlessSentence')) as Effect[] },
        {
          ALT: () => {
            // "Then that creature fights …" (Hunt the Weak): a sentence after another, in order (CR 608.2c).
            $.optx(13, () => $.CONSUME(word('then')))
            const effects = $.SUBRULE2($.rule('clauseList')) as Effect[]
            // CR 107.3: "…, where X is the number of Elves on the battlefield": X is that count as it resolves.
            const x = $.optx(5, () => ($.CONSUME5(Comma), $.ph(6, 'where x is'), $.count(0)))
            // A target "with mana value X" reads the spell's X, not this count (Spellstutter Sprite): by hand.
            if (!this.RECORDING_PHASE && x && this.collected.some((t) => t.xManaValue))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            // "you gain 1 life for each creature you control" (CR 107.3): the sentence's numbers, that many times.
            const per = $.optx(12, () => ($.ph(12, 'for each'), $.forEach(0)))
            // CR 608.2c: "Draw a card if …"; "You gain 10 life instead if …" (replaces the sentence before).
            const cond = $.optx(7, () => {
              const instead = $.optx(8, () => ($.CONSUME1(word('instead')), true))
              $.CONSUME2(word('if'))
              const c = $.SUBRULE2($.rule('condition')) as Condition
              if (!this.RECORDING_PHASE && !judgedOnResolution(c))
                (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
              return { c, instead: !!instead }
            })
            $.optx(2, () => $.CONSUME2(Period))
            // "Sacrifice a creature other than ~. If you can't, ~ deals 7 damage to you." (Lord of the Pit; CR 609.3):
            // X a sacrifice by you, judged as it resolves (text/effects/orElse.ts).
            const ifCant = $.optx(19, () => {
              $.ph(18, "if you can't")
              $.consume(18, Comma)
              const y = $.SUBRULE7($.rule('clauseList')) as Effect[]
              $.optx(20, () => $.consume(19, Period))
              return y
            })
            if (ifCant) {
              if (
                !this.RECORDING_PHASE &&
                (x || per || cond || !effects.every((e) => e.kind === 'sacrifice' && e.who === 'you'))
              )
                (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
              return [{ kind: 'orElse', effects, otherwise: ifCant }] as Effect[]
            }
            const read = x ? $.act(() => withCount(effects, x)) : effects
            const out = per
              ? $.act(
                  () =>
                    perEach(read, per) ?? (this as unknown as { raiseNoAltException(): never }).raiseNoAltException(),
                )
              : read
            if (!cond) return out
            return [
              { kind: 'ifCondition', condition: cond.c, effects: out, ...(cond.instead ? { instead: true } : {}) },
            ] as Effect[]
          },
        },
        {
          // "Morbid — ~ deals 5 damage instead if a creature died this turn." (the damage sentence before's target).
          ALT: () => {
            $.orx(7, [{ ALT: () => $.CONSUME2(Tilde) }, { ALT: () => $.CONSUME1(word('it')) }])
            $.CONSUME1(word('deals'))
            const amount = $.amount(7)
            $.ph(8, 'damage instead')
            $.CONSUME3(word('if'))
            const c = $.SUBRULE3($.rule('condition')) as Condition
            if (!this.RECORDING_PHASE && !judgedOnResolution(c))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            $.optx(9, () => $.CONSUME7(Period))
            const effects = [{ kind: 'damage', amount, target: -1 }] as Effect[]
            return [{ kind: 'ifCondition', condition: c, effects, instead: true }] as Effect[]
          },
        },
        {
          // "At the beginning of the next end step, sacrifice it." (CR 603.7a): the clause list, delayed.
          ALT: () => {
            $.ph(72, 'at the beginning of the next end step')
            $.consume(72, Comma)
            const effects = $.subrule(80, $.rule('clauseList') as never) as Effect[]
            if (!this.RECORDING_PHASE && !delayedEndReadable(effects))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            $.optx(41, () => $.consume(73, Period))
            return [{ kind: 'delayed', step: 'end', effects }] as Effect[]
          },
        },
      ]),
    )
    $.RULE('effects', () => {
      $.act(() => {
        if ((this as unknown as { isBackTracking(): boolean }).isBackTracking()) return
        this.collected = []
        this.divided = false
        this.upTo = null
        this.lastAll = null
        this.targetControls = false
      })
      const effects: Effect[] = []
      $.AT_LEAST_ONE(() => {
        const e = $.SUBRULE($.rule('sentence')) as Effect[]
        $.act(() => effects.push(...e))
      })
      // "all lands target player controls" only as the subject of a one-shot effect that reads it as it resolves.
      if (!this.RECORDING_PHASE && this.targetControls && !targetControlsReadable(effects, this.collected))
        (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
      return $.act(() => ({
        effects,
        targets: this.collected,
        ...(this.divided ? { divide: true } : {}),
        ...(this.upTo ? { upTo: this.upTo } : {}),
      }))
    })
    // CR 602.2b, 118.3: costs that tap other permanents, remove counters, discard typed cards, exile cards from the
    // graveyard or return the source to the hand (engine/actions/costs.ts pays them).
    const other = (cost: ParsedCost, more: OtherCosts) => $.act(() => (cost.other = { ...cost.other, ...more }))
    const count = (n: Amount) => (typeof n === 'number' ? n : 0)
    const subtypeKindOf = (w: string) =>
      [w, w.replace(/s$/, ''), w.replace(/es$/, ''), w.replace(/ves$/, 'f')].map(subtypeNounKind).find((k) => k) ?? null
    $.RULE('otherCostPart', (cost: ParsedCost) =>
      $.orx(0, [
        {
          // "Tap an untapped creature you control", "Tap two untapped Wizards you control".
          ALT: () => {
            $.consume(0, word('tap'))
            const n = $.amount(0)
            const spec = $.orx(4, [
              { ALT: () => $.noun(1) },
              {
                // "Tap two untapped Wizards you control": a subtype on its own (CR 205.3).
                ALT: () => {
                  $.consume(16, word('untapped'))
                  const sub = $.tokWhere(17, Plain, (w) => this.RECORDING_PHASE || subtypeKindOf(w) !== null).image
                  $.ph(1, 'you control')
                  return $.act(
                    () =>
                      ({
                        what: subtypeKindOf(sub) ?? 'creature',
                        subtype: sub,
                        untapped: true,
                        youControl: true,
                      }) as TargetSpec,
                  )
                },
              },
            ])
            $.act(() => {
              // "snow" is a supertype, not a subtype the noun can match.
              const ok = spec.untapped && spec.youControl && spec.what !== 'player' && spec.subtype !== 'snow'
              other(cost, { tapUntapped: { spec, count: ok ? count(n) : 0 } })
            })
          },
        },
        {
          // "Remove a +1/+1 counter from ~", "Remove three quest counters from ~".
          ALT: () => {
            $.plainWhere(1, (w) => w === 'remove')
            const n = $.amount(2)
            const counter = $.orx(5, [
              { ALT: () => $.subrule(3, $.rule('counterKind') as never) as string },
              { ALT: () => ($.consume(18, word('indestructible')), 'indestructible') },
            ])
            $.orx(1, [{ ALT: () => $.consume(2, word('counter')) }, { ALT: () => $.consume(3, word('counters')) }])
            $.consume(4, word('from'))
            $.consume(5, Tilde)
            // "Remove three quest counters from ~ and sacrifice it" (the Expeditions and Quests).
            const sacrifice = $.optx(1, () => ($.ph(2, 'and sacrifice it'), true))
            other(cost, { removeCounters: { counter, count: count(n) } })
            if (sacrifice) $.act(() => (cost.sacrificeSelf = true))
          },
        },
        {
          // "Discard two cards", "Discard a creature card".
          ALT: () => {
            $.consume(6, word('discard'))
            const n = $.amount(4)
            const type = $.optx(0, () =>
              $.orx(2, [
                { ALT: () => ($.consume(7, word('creature')), 'Creature') },
                { ALT: () => ($.consume(8, word('land')), 'Land') },
                { ALT: () => ($.consume(9, word('artifact')), 'Artifact') },
                { ALT: () => ($.consume(10, word('enchantment')), 'Enchantment') },
              ]),
            )
            $.orx(3, [{ ALT: () => $.consume(11, word('card')) }, { ALT: () => $.consume(12, word('cards')) }])
            other(cost, { discard: { count: count(n), ...(type ? { cardType: type } : {}) } })
          },
        },
        {
          // "Exile a creature card from your graveyard", "Exile two cards from your graveyard".
          ALT: () => {
            $.consume(13, word('exile'))
            const n = $.amount(5)
            const spec = $.subrule(6, $.rule('cardNoun') as never) as TargetSpec
            $.act(() => other(cost, { exileFromGraveyard: { spec, count: spec.yours ? count(n) : 0 } }))
          },
        },
        {
          // "Return ~ to its owner's hand".
          ALT: () => {
            $.consume(14, word('return'))
            $.consume(15, Tilde)
            $.ph(0, "to its owner's hand")
            other(cost, { returnSelf: true })
          },
        },
        // "Discard your hand" (CR 701.8).
        { ALT: () => ($.ph(3, 'discard your hand'), other(cost, { discardHand: true })) },
        {
          // "Exile the top card of your library", "Exile the top ten cards of your library".
          ALT: () => {
            $.ph(4, 'exile the top')
            const n = $.optx(2, () => $.amount(7))
            $.orx(6, [{ ALT: () => $.consume(19, word('card')) }, { ALT: () => $.consume(20, word('cards')) }])
            $.ph(5, 'of your library')
            other(cost, { exileTop: n === undefined ? 1 : count(n) })
          },
        },
      ]),
    )
    $.RULE('costPart', (cost: ParsedCost) =>
      $.orx(0, [
        {
          ALT: () => {
            $.AT_LEAST_ONE(() => {
              const m = $.CONSUME(Mana).image
              $.act(() => {
                if (m === '{t}') cost.tap = true
                else if (m === '{q}') cost.untap = true
              })
              if (m !== '{t}' && m !== '{q}') $.add(cost?.parts, m)
            })
          },
        },
        { ALT: () => ($.CONSUME(word('sacrifice')), $.CONSUME(Tilde), $.act(() => (cost.sacrificeSelf = true))) },
        {
          ALT: () => {
            $.CONSUME1(word('sacrifice'))
            const other = $.orx<boolean | Amount>(1, [
              { ALT: () => ($.CONSUME(word('a')), false) },
              { ALT: () => ($.CONSUME(word('an')), false) },
              { ALT: () => ($.CONSUME(word('another')), true) },
              { ALT: () => $.amount(3) }, // "sacrifice two creatures"
            ])
            const spec = $.noun(0)
            $.act(() => {
              cost.sacrifice = other === true ? { ...spec, other: true } : spec
              if (typeof other === 'number' && other > 1) cost.sacrificeCount = other
              if (other === 'X') cost.sacrificeCount = 0 // "sacrifice X creatures": by hand
            })
          },
        },
        { ALT: () => ($.CONSUME(word('discard')), $.CONSUME1(Tilde), $.act(() => (cost.discardSelf = true))) },
        {
          ALT: () => {
            $.ph(0, 'discard a card')
            const random = $.optx(1, () => ($.ph(5, 'at random'), true))
            $.act(() => {
              cost.discardCost = 1
              if (random) cost.discardRandom = true // CR 701.8a
            })
          },
        },
        {
          ALT: () => {
            $.CONSUME(word('pay'))
            const n = $.amount(1)
            $.CONSUME(word('life'))
            $.act(() => (cost.lifeCost = typeof n === 'number' ? n : 0))
          },
        },
        {
          // CR 107.14: "Pay {E}{E}" pays energy counters.
          ALT: () => {
            $.CONSUME2(word('pay'))
            const symbols: string[] = []
            $.AT_LEAST_ONE1(() => $.add(symbols, $.tokWhere(7, Mana, (m) => m === '{e}').image))
            $.act(() => (cost.energyCost = symbols.length))
          },
        },
        {
          ALT: () => {
            $.CONSUME(word('exile'))
            $.CONSUME2(Tilde)
            $.ph(1, 'from your graveyard')
            $.act(() => (cost.exileSelfFromGraveyard = true))
          },
        },
        { ALT: () => $.subrule(30, $.rule('otherCostPart') as never, { ARGS: [cost] } as never) },
      ]),
    )
    // The cost part alone, for an activated ability whose effect isn't read (it is activated, then resolved by hand).
    $.RULE('costPrefix', () => {
      const cost = $.act(() => ({ mana: '', parts: [], tap: false, untap: false, sacrificeSelf: false }) as ParsedCost)
      $.SUBRULE($.rule('costPart') as never, { ARGS: [cost] } as never)
      $.manyx(0, () => {
        $.CONSUME(Comma)
        $.SUBRULE1($.rule('costPart') as never, { ARGS: [cost] } as never)
      })
      return cost
    })
    $.RULE('activatedLine', () => {
      const cost = $.act(() => ({ mana: '', parts: [], tap: false, untap: false, sacrificeSelf: false }) as ParsedCost)
      $.SUBRULE($.rule('costPart') as never, { ARGS: [cost] } as never)
      $.manyx(0, () => {
        $.CONSUME(Comma)
        $.SUBRULE1($.rule('costPart') as never, { ARGS: [cost] } as never)
      })
      $.CONSUME(Colon)
      // "{1}, Sacrifice ~: Choose one —" (CR 700.2, 602.2b): the modes are the bullet lines after it.
      // Gated on its first words, so that the effects of every other ability are read at once (no trial).
      const head = $.OR7<{ modes?: ModeCount; body?: ParsedEffects }>([
        { GATE: () => this.modesAhead(), ALT: () => ({ modes: $.SUBRULE($.rule('modeCount')) as ModeCount }) },
        { ALT: () => ({ body: $.SUBRULE1($.rule('effects')) as ParsedEffects }) },
      ])
      const body = head?.body ?? { effects: [], targets: [] }
      const limit = $.optx(0, () => {
        const l = $.SUBRULE($.rule('activationLimit')) as ActivationLimit
        $.optx(1, () => $.CONSUME(Period))
        return l
      })
      return {
        kind: 'activated',
        cost,
        body,
        ...(head?.modes ? { modes: head.modes } : {}),
        sorcery: !!limit?.sorcery,
        ...(limit?.perTurn ? { perTurn: limit.perTurn } : {}),
        ...(limit?.during ? { during: limit.during } : {}),
        ...(limit?.window ? { window: limit.window } : {}),
        ...(limit?.activateIf ? { activateIf: limit.activateIf } : {}),
      } as ParsedLine
    })
    // CR 602.5b, 602.5d: restrictions on when an activated ability may be activated.
    // Built twice: the first limit and each one after ", and" need their own choice points (o = 0 and 100).
    const limitsAt = (o: number) =>
      $.orRule(o, [
        { ALT: () => ($.ph(0 + o, 'only as a sorcery'), { sorcery: true }) as ActivationLimit },
        { ALT: () => ($.ph(1 + o, 'only once each turn'), { perTurn: 1 }) as ActivationLimit },
        {
          ALT: () => {
            $.ph(2 + o, 'no more than')
            const n = $.orx(1 + o, [
              { ALT: () => ($.CONSUME(word('twice')), 2) },
              {
                ALT: () => {
                  const a = $.amount(0)
                  $.CONSUME(word('times'))
                  return typeof a === 'number' ? a : 1
                },
              },
            ])
            $.ph(3 + o, 'each turn')
            return { perTurn: n } as ActivationLimit
          },
        },
        { ALT: () => ($.ph(4 + o, 'only during your upkeep'), { during: 'yourUpkeep' }) as ActivationLimit },
        {
          ALT: () => {
            $.ph(5 + o, 'only during your turn')
            // "…, before attackers are declared" (CR 602.5b, 508.1).
            const before = $.optx(
              40 + o,
              () => ($.consume(40 + o, Comma), $.ph(40 + o, 'before attackers are declared'), true),
            )
            return (
              before ? { during: 'yourTurn', window: 'beforeAttackers' } : { during: 'yourTurn' }
            ) as ActivationLimit
          },
        },
        {
          // CR 602.5b: "Activate only during combat", "… during the declare blockers step".
          ALT: () => {
            $.ph(41 + o, 'only during')
            const window = $.orx(41 + o, [
              { ALT: () => ($.consume(41 + o, word('combat')), 'combat') },
              { ALT: () => ($.ph(42 + o, 'the declare attackers step'), 'declareAttackers') },
              { ALT: () => ($.ph(43 + o, 'the declare blockers step'), 'declareBlockers') },
            ]) as CastWindow
            return { window } as ActivationLimit
          },
        },
        {
          // CR 602.5b: "only if you control three or more artifacts", "only if a creature died this turn".
          ALT: () => {
            $.ph(6 + o, 'only if')
            const c = $.SUBRULE($.rule('condition')) as Condition
            if (!this.RECORDING_PHASE && !judgedOnResolution(c))
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return { activateIf: c } as ActivationLimit
          },
        },
      ])
    const limits = limitsAt(0)
    const moreLimits = limitsAt(100)
    $.RULE('activationLimit', () => {
      $.CONSUME(word('activate'))
      const first = limits()
      // "Activate only if you control no creatures and only once each turn" (CR 602.5b): every part holds.
      const more: ActivationLimit[] = []
      $.manyx(60, () => {
        $.optx(60, () => $.consume(60, Comma))
        $.consume(61, word('and'))
        $.add(more, moreLimits())
      })
      return $.act(() => (more.length ? Object.assign({}, first, ...more) : first))
    })
    this.triggerRules()
    this.staticRules()
    // A quality protection names (CR 702.16a): a colour, "all colors", "multicolored" / "monocolored", "lands" /
    // "planeswalkers", or a subtype ("Goblins", "Arcane"); the colours as their letters.
    $.RULE('protectionQuality', () =>
      $.orx<string[]>(2, [
        { ALT: () => [$.SUBRULE2($.rule('colorRule')) as Color] },
        { ALT: () => ($.CONSUME(word('all')), $.plainWhere(3, (w) => w === 'colors'), ['W', 'U', 'B', 'R', 'G']) },
        { ALT: () => [$.plainWhere(4, (w) => w === 'multicolored' || w === 'monocolored').image] },
        { ALT: () => ($.CONSUME(word('lands')), ['lands']) },
        { ALT: () => ($.CONSUME(word('planeswalkers')), ['planeswalkers']) },
        { ALT: () => [$.plainWhere(5, isSubtypeWord).image] },
      ]),
    )
    $.RULE(
      'keywordItem',
      $.orRule(0, [
        {
          // CR 702.24a: "Cumulative upkeep {cost}" (mana costs only).
          ALT: () => {
            $.ph(3, 'cumulative upkeep')
            return { kind: 'cumulativeUpkeep', cost: $.manaRun(3) } as KeywordItem
          },
        },
        ...NUMBERED_KEYWORDS.map((k) => ({
          ALT: () => {
            $.CONSUME1(word(k))
            const n = $.amount(9)
            return { kind: 'numbered', name: k, amount: n } as KeywordItem
          },
        })),
        {
          ALT: () => {
            $.ph(0, 'protection from')
            return $.orx(1, [
              { ALT: () => ($.CONSUME(word('everything')), { kind: 'protection', from: 'everything' }) as KeywordItem },
              ...(['artifacts', 'creatures', 'enchantments'] as const).map((t) => ({
                // CR 702.16a: a card type as the quality.
                ALT: () => ($.CONSUME(word(t)), { kind: 'protection', from: [t] }) as KeywordItem,
              })),
              {
                ALT: () => {
                  const colors = [$.SUBRULE($.rule('colorRule')) as Color]
                  $.manyx(0, () => {
                    $.optx(0, () => $.CONSUME(Comma))
                    $.optx(1, () => $.CONSUME(word('and')))
                    $.CONSUME(word('from'))
                    $.add(colors, $.SUBRULE1($.rule('colorRule')) as Color)
                  })
                  return { kind: 'protection', from: colors } as KeywordItem
                },
              },
              {
                // CR 702.16a: "protection from Demons and from Dragons", "from multicolored", "from all colors",
                // "from lands" (a colour may be among them: "from Spirits and from Arcane").
                ALT: () => {
                  const from = $.SUBRULE($.rule('protectionQuality')) as string[]
                  $.manyx(1, () => {
                    $.optx(2, () => $.CONSUME1(Comma))
                    $.optx(3, () => $.CONSUME1(word('and')))
                    $.CONSUME1(word('from'))
                    const more = $.SUBRULE1($.rule('protectionQuality')) as string[]
                    $.act(() => from.push(...more))
                  })
                  return { kind: 'protection', from } as KeywordItem
                },
              },
            ])
          },
        },
        { ALT: () => ({ kind: 'keyword', name: $.SUBRULE($.rule('keywordRule')) as string }) as KeywordItem },
        {
          ALT: () => {
            $.CONSUME(word('enchant'))
            // "Enchant player" / "Enchant opponent": an Aura attached to a player (CR 303.4, 702.5d).
            const spec = $.orx(130, [
              { ALT: () => ($.consume(130, word('player')), { what: 'player' }) as TargetSpec },
              { ALT: () => ($.consume(131, word('opponent')), { what: 'opponent' }) as TargetSpec },
              { ALT: () => $.SUBRULE($.rule('permNoun')) as TargetSpec },
              // "Enchant Wall", "Enchant Forest", "Enchant Mountain you control": a subtype on its own, of its card
              // type (CR 205.3, 303.4a).
              { ALT: () => $.subrule(132, $.rule('typeNouns') as never) as TargetSpec },
            ])
            return { kind: 'enchant', spec } as KeywordItem
          },
        },
        {
          ALT: () => {
            $.CONSUME(word('equip'))
            const cost = $.manaRun(0)
            return { kind: 'equip', cost } as KeywordItem
          },
        },
        // One occurrence index per alternative (10 + n, 20 + n below): each repetition is its own choice point.
        ...(['cycling', 'kicker', 'flashback', 'ward', 'buyback'] as const).map((k, n) => ({
          ALT: () => {
            $.CONSUME(word(k))
            const cost = $.manaRun(10 + n)
            return { kind: 'cost', keyword: k, cost } as KeywordItem
          },
        })),
        ...(['plains', 'island', 'swamp', 'mountain', 'forest', 'land'] as const).map((t, n) => ({
          ALT: () => {
            if (t === 'land') $.CONSUME(word('basic'))
            $.CONSUME(word(`${t}cycling`))
            const cost = $.manaRun(20 + n)
            return { kind: 'typecycling', landType: t, cost } as KeywordItem
          },
        })),
      ]),
    )
    $.RULE('keywordLine', () => {
      const items = [$.SUBRULE($.rule('keywordItem')) as KeywordItem]
      $.manyx(0, () => {
        $.orx(0, [{ ALT: () => $.CONSUME(Comma) }, { ALT: () => $.CONSUME(Semi) }])
        $.add(items, $.SUBRULE1($.rule('keywordItem')) as KeywordItem)
      })
      return { kind: 'keywords', items } as ParsedLine
    })
    // How many modes "Choose …" asks for (CR 700.2): "one", "one or more", "up to one", "any number", "three. You may
    // choose the same mode more than once." (CR 700.2d). `none`: no mode at all may be chosen (CR 603.3c).
    $.RULE('modeCount', () => {
      $.CONSUME(word('choose'))
      const cu = $.orx<[number, boolean, boolean?]>(0, [
        { ALT: () => ($.ph(0, 'one or both'), [2, true]) },
        { ALT: () => ($.ph(1, 'one or more'), [3, true]) },
        { ALT: () => ($.ph(3, 'up to one'), [1, true, true]) },
        { ALT: () => ($.ph(4, 'any number'), [MODES_ANY, true, true]) },
        { ALT: () => ($.CONSUME(word('one')), [1, false]) },
        { ALT: () => ($.CONSUME(word('two')), [2, false]) },
        { ALT: () => ($.CONSUME(word('three')), [3, false]) },
        { ALT: () => ($.CONSUME(word('four')), [4, false]) },
      ]) as [number, boolean, boolean?]
      const repeat = $.orx(1, [
        { ALT: () => ($.CONSUME(Dash), false) },
        {
          ALT: () => {
            $.CONSUME(Period)
            $.ph(2, 'you may choose the same mode more than once')
            $.CONSUME1(Period)
            return true
          },
        },
      ])
      return {
        count: cu?.[0],
        upTo: cu?.[1],
        ...(cu?.[2] ? { none: true } : {}),
        ...(repeat ? { repeat } : {}),
      } as ModeCount
    })
    // "Choose one —" (CR 700.2), on its own or after a trigger.
    $.RULE('modalHead', () => {
      const trigger = $.optx(0, () => {
        const e = $.SUBRULE($.rule('triggerHead')) as TriggerEvent
        $.CONSUME(Comma)
        return e
      })
      const m = $.SUBRULE($.rule('modeCount')) as ModeCount
      return { kind: 'modal', ...m, ...(trigger ? { trigger } : {}) } as ParsedLine
    })
    this.costLineRules()
    $.RULE(
      'permanentLine',
      $.orRule(0, [
        { ALT: () => $.SUBRULE($.rule('costLine')) as ParsedLine },
        { ALT: () => $.SUBRULE($.rule('modalHead')) as ParsedLine },
        { ALT: () => $.SUBRULE($.rule('keywordLine')) as ParsedLine },
        { ALT: () => $.SUBRULE($.rule('triggeredLine')) as ParsedLine },
        { ALT: () => $.SUBRULE($.rule('activatedLine')) as ParsedLine },
        { ALT: () => $.SUBRULE($.rule('staticLine')) as ParsedLine },
      ]),
    )
    $.RULE(
      'spellLine',
      $.orRule(0, [
        {
          // CR 101.2: "This spell can't be countered."
          ALT: () =>
            ($.CONSUME(Tilde),
            $.ph(0, "can't be countered"),
            $.optx(0, () => $.CONSUME(Period)),
            { kind: 'static', statics: [{ kind: 'cantBeCountered' }] }) as ParsedLine,
        },
        {
          // CR 601.3e: "Cast this spell only during combat", "… the declare attackers step", ….
          ALT: () => {
            $.CONSUME(word('cast'))
            $.CONSUME1(Tilde)
            $.ph(1, 'only during')
            const when = $.orx(1, [
              {
                ALT: () => {
                  $.CONSUME(word('combat'))
                  return (
                    $.optx(1, () =>
                      $.orx(2, [
                        { ALT: () => ($.ph(2, 'before blockers are declared'), 'beforeBlockers') },
                        { ALT: () => ($.ph(3, 'after blockers are declared'), 'afterBlockers') },
                      ]),
                    ) ?? 'combat'
                  )
                },
              },
              {
                ALT: () => {
                  $.ph(4, 'the declare attackers step')
                  const attacked = $.optx(2, () => ($.ph(5, "and only if you've been attacked this step"), true))
                  return attacked ? 'attackedThisStep' : 'declareAttackers'
                },
              },
              { ALT: () => ($.ph(6, 'the declare blockers step'), 'declareBlockers') },
            ]) as CastWindow
            $.optx(3, () => $.CONSUME1(Period))
            return { kind: 'static', statics: [{ kind: 'castOnly', when }] } as ParsedLine
          },
        },
        { ALT: () => $.SUBRULE($.rule('costLine')) as ParsedLine },
        { ALT: () => $.SUBRULE($.rule('modalHead')) as ParsedLine },
        { ALT: () => ({ kind: 'effects', body: $.SUBRULE($.rule('effects')) }) as ParsedLine },
        { ALT: () => $.SUBRULE($.rule('keywordLine')) as ParsedLine },
      ]),
    )
  }
}

/** What a delayed instruction at the next end step may do: act on the source, a permanent its creator targeted (on
 *  the battlefield then, CR 603.7c), or players. A card in another zone (an exiled card, "Return ~ to the
 *  battlefield" after exiling it) is a new object the delayed ability can't find (CR 400.7): not read. */
function delayedEndReadable(effects: Effect[]): boolean {
  return effects.every(
    (e) =>
      !!e &&
      DELAYED_END_KINDS.has(e.kind) &&
      !(e.kind === 'selfCard' && (e.to === 'battlefield' || e.fromGraveyard)) &&
      !(e.kind === 'delayed'),
  )
}
const DELAYED_END_KINDS = new Set<string>([
  'selfCard', 'destroy', 'bounce', 'exile', 'sacrifice', 'token', 'draw', 'discard', 'untapUpTo', 'tap', 'untap',
  'loseLife', 'gainLife', 'damage', 'counters', 'pump',
]) // prettier-ignore

/** Effects whose `all` subject may be "… target player controls" (each reads `ctx.permanents` as it resolves). */
const TARGET_CONTROLS_KINDS = new Set<string>(['destroy', 'exile', 'bounce', 'tap', 'untap', 'counters'])

/** "… target player controls" appears only as such a subject: nowhere else in the effects (an amount, a target, a
 *  nested effect, a continuous effect read later), where nothing would read its player. */
function targetControlsReadable(effects: Effect[], targets: TargetSpec[]): boolean {
  if (targets.some((t) => t?.controlledByTarget !== undefined)) return false
  return effects.every((e) => {
    if (!e) return false
    const subject = (e as { subject?: unknown }).subject
    const allowed =
      TARGET_CONTROLS_KINDS.has(e.kind) && typeof subject === 'object' && subject !== null && 'all' in subject
    const rest = allowed ? { ...e, subject: undefined } : e
    return !JSON.stringify(rest).includes('"controlledByTarget"')
  })
}
