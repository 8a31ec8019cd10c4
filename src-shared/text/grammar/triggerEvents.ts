/* eslint-disable @typescript-eslint/no-this-alias -- the grammar is written in chevrotain's `$.RULE(...)` style */
// Trigger events (CR 603.2): "when ~ enters", "whenever a creature dies", "at the beginning of your upkeep", and
// the intervening "if" (CR 603.4).
import type { Condition, TargetSpec, TriggerEvent } from '../../engine/ast'
import { Comma, Tilde, word } from '../lexer'
import { lands } from '../conditions'
import { parseMoreEvents, parseSpellFilter } from '../triggerHeads'
import type { ParsedEffects, ParsedLine } from './types'
import { CostRules } from './costs'

export class TriggerEventRules extends CostRules {
  protected triggerRules(): void {
    const castEvent = (who: 'you', f: ReturnType<typeof parseSpellFilter>) =>
      ({ on: 'cast', who, filter: f.what, ...(f.spell ? { spell: f.spell } : {}) }) as TriggerEvent
    const isPlainCreature = (spec: TargetSpec) => spec.what === 'creature' && Object.keys(spec).length === 1
    const $ = this
    const selfOrIt = $.orRule(9, [{ ALT: () => $.CONSUME9(Tilde) }, { ALT: () => $.CONSUME9(word('it')) }])
    $.RULE(
      'stepRule',
      $.orRule(0, [
        { ALT: () => ($.CONSUME(word('upkeep')), 'upkeep') },
        { ALT: () => ($.ph(0, 'draw step'), 'draw') },
        { ALT: () => ($.ph(1, 'end step'), 'end') },
        { ALT: () => ($.CONSUME(word('combat')), 'beginCombat') },
        { ALT: () => ($.ph(3, 'precombat main phase'), 'precombatMain') }, // CR 505.1
        {
          ALT: () => ($.plainWhere(0, (w) => w === 'postcombat'), $.ph(4, 'main phase'), 'postcombatMain'),
        },
      ]),
    )
    const whenWords = $.orRule(3, [{ ALT: () => $.CONSUME(word('when')) }, { ALT: () => $.CONSUME(word('whenever')) }])
    $.RULE(
      'triggerHead',
      $.orRule(0, [
        // CR 511.2: "at end of combat" (as the end of combat step begins).
        { ALT: () => ($.ph(3, 'at end of combat'), { on: 'step', step: 'endCombat', whose: 'each' }) as TriggerEvent },
        {
          ALT: () => {
            $.ph(0, 'at the beginning of')
            return $.orx(1, [
              {
                // "at the beginning of the chosen player's upkeep" (the player chosen as it entered, CR 614.12).
                ALT: () => {
                  $.ph(138, "the chosen player's")
                  const step = $.subrule(138, $.rule('stepRule') as never) as 'upkeep'
                  return { on: 'step', step, whose: 'chosenPlayer' } as TriggerEvent
                },
              },
              {
                // CR 303.4e: "at the beginning of the upkeep / end step of enchanted creature's controller".
                ALT: () => {
                  $.consume(131, word('the'))
                  const step = $.subrule(131, $.rule('stepRule') as never) as 'upkeep'
                  $.ph(131, 'of enchanted')
                  $.orx(131, [
                    ...["creature's", "enchantment's", "artifact's", "permanent's", "land's"].map((w, k) => ({
                      ALT: () => $.consume(132 + k, word(w)),
                    })),
                  ])
                  $.consume(137, word('controller'))
                  return { on: 'step', step, whose: 'enchantedController' } as TriggerEvent
                },
              },
              {
                ALT: () => {
                  $.CONSUME(word('your'))
                  const step = $.SUBRULE($.rule('stepRule')) as 'upkeep'
                  return { on: 'step', step, whose: 'you' } as TriggerEvent
                },
              },
              {
                ALT: () => {
                  $.orx(2, [{ ALT: () => $.CONSUME(word('each')) }, { ALT: () => $.CONSUME(word('the')) }])
                  $.optx(20, () => $.CONSUME(word("player's"))) // "at the beginning of each player's draw step"
                  const step = $.SUBRULE1($.rule('stepRule')) as 'upkeep'
                  return { on: 'step', step, whose: 'each' } as TriggerEvent
                },
              },
              {
                ALT: () => {
                  $.ph(1, "each opponent's")
                  const step = $.SUBRULE2($.rule('stepRule')) as 'upkeep'
                  return { on: 'step', step, whose: 'opponent' } as TriggerEvent
                },
              },
              {
                // CR 303.4: "at the beginning of enchanted player's upkeep" (an Aura with enchant player).
                ALT: () => {
                  $.ph(130, "enchanted player's")
                  const step = $.subrule(130, $.rule('stepRule') as never) as 'upkeep'
                  return { on: 'step', step, whose: 'enchanted' } as TriggerEvent
                },
              },
              {
                ALT: () => {
                  $.ph(2, 'combat on your turn')
                  return { on: 'step', step: 'beginCombat', whose: 'you' } as TriggerEvent
                },
              },
              {
                ALT: () => {
                  $.ph(4, "combat on each opponent's turn")
                  return { on: 'step', step: 'beginCombat', whose: 'opponent' } as TriggerEvent
                },
              },
            ])
          },
        },
        {
          ALT: () => {
            whenWords()
            return $.SUBRULE($.rule('eventRule')) as TriggerEvent
          },
        },
      ]),
    )
    const eventWho = $.orRule(3, [
      { ALT: () => ($.CONSUME(word('you')), 'you') },
      { ALT: () => ($.ph(7, 'an opponent'), 'opponent') },
      { ALT: () => ($.ph(8, 'a player'), 'any') },
    ])
    $.RULE(
      'eventRule',
      $.orRule(0, [
        {
          // triggerHeads.ts: more events, each longer than the heads below that share its start.
          ALT: () => {
            const e = $.SUBRULE($.rule('moreEvents')) as TriggerEvent | null
            if (!e && !$.recording) (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return e as TriggerEvent
          },
        },
        { ALT: () => (selfOrIt(), $.CONSUME(word('enters')), { on: 'enters', who: 'self' }) as TriggerEvent },
        { ALT: () => ($.CONSUME1(Tilde), $.CONSUME(word('dies')), { on: 'dies', who: 'self' }) as TriggerEvent },
        {
          ALT: () =>
            ($.CONSUME2(Tilde), $.ph(0, 'leaves the battlefield'), { on: 'leaves', who: 'self' }) as TriggerEvent,
        },
        {
          ALT: () =>
            ($.CONSUME3(Tilde), $.ph(1, 'attacks or blocks'), { on: 'attacksOrBlocks', who: 'self' }) as TriggerEvent,
        },
        {
          // CR 506.5: "whenever ~ attacks alone".
          ALT: () =>
            ($.consume(69, Tilde), $.ph(69, 'attacks alone'), { on: 'attacksAlone', self: true }) as TriggerEvent,
        },
        { ALT: () => ($.CONSUME4(Tilde), $.CONSUME(word('attacks')), { on: 'attacks', who: 'self' }) as TriggerEvent },
        {
          // CR 509.3a-d: "~ blocks or becomes blocked [by a creature]" (bushido's event), "~ blocks a creature [with
          // flying]", "~ becomes blocked by a creature" (once for each blocker, CR 509.3d).
          ALT: () => {
            $.consume(64, Tilde)
            $.ph(64, 'blocks or becomes blocked')
            // "by a creature", "by a nonblack creature", "by a creature with power 1 or less".
            const by = $.optx(64, () => {
              $.consume(100, word('by'))
              $.orx(100, [{ ALT: () => $.consume(100, word('a')) }, { ALT: () => $.consume(101, word('an')) }])
              return $.noun(100)
            })
            return $.act(
              () =>
                ({
                  on: 'blocksOrBecomesBlocked',
                  ...(by ? { byCreature: true, ...(isPlainCreature(by) ? {} : { by }) } : {}),
                }) as TriggerEvent,
            )
          },
        },
        {
          ALT: () => {
            $.consume(66, Tilde)
            $.ph(66, 'blocks a creature')
            const kw = $.optx(66, () => ($.consume(67, word('with')), $.SUBRULE($.rule('keywordRule')) as string))
            return $.act(
              () =>
                ({
                  on: 'blocks',
                  who: 'self',
                  blocked: { what: 'creature', ...(kw ? { withKeyword: kw } : {}) },
                }) as TriggerEvent,
            )
          },
        },
        {
          ALT: () => {
            $.consume(68, Tilde)
            $.ph(68, 'becomes blocked by')
            $.orx(101, [{ ALT: () => $.consume(102, word('a')) }, { ALT: () => $.consume(103, word('an')) }])
            const by = $.noun(101)
            return $.act(() => ({ on: 'blockedBy', ...(isPlainCreature(by) ? {} : { by }) }) as TriggerEvent)
          },
        },
        { ALT: () => ($.CONSUME5(Tilde), $.CONSUME(word('blocks')), { on: 'blocks', who: 'self' }) as TriggerEvent },
        {
          ALT: () =>
            ($.CONSUME6(Tilde), $.ph(2, 'becomes blocked'), { on: 'becomesBlocked', who: 'self' }) as TriggerEvent,
        },
        {
          // CR 603.2: "When ~ becomes the target of a spell or ability" (or "of a spell").
          ALT: () => {
            const enchanted = $.orx(61, [
              { ALT: () => ($.consume(61, Tilde), false) },
              { ALT: () => ($.ph(104, 'enchanted creature'), true) },
            ])
            $.ph(61, 'becomes the target of a spell')
            const orAbility = $.optx(61, () => ($.ph(62, 'or ability'), true))
            return $.act(
              () =>
                ({
                  on: 'becomesTarget',
                  ...(orAbility ? {} : { spellOnly: true }),
                  ...(enchanted ? { enchanted: true } : {}),
                }) as TriggerEvent,
            )
          },
        },
        {
          // CR 120.3: "Whenever ~ is dealt damage".
          ALT: () =>
            ($.consume(70, Tilde), $.ph(70, 'is dealt damage'), { on: 'dealtDamage', who: 'self' }) as TriggerEvent,
        },
        {
          // "Whenever a creature dealt damage by ~ this turn dies" (Sengir Vampire, CR 700.4).
          ALT: () => {
            $.ph(71, 'a creature dealt damage by')
            $.consume(71, Tilde)
            $.ph(72, 'this turn dies')
            return { on: 'dies', who: 'any', filter: { what: 'creature' }, damagedBySelf: true } as TriggerEvent
          },
        },
        {
          // CR 701.31c: "When ~ becomes monstrous".
          ALT: () => ($.consume(60, Tilde), $.ph(60, 'becomes monstrous'), { on: 'becomesMonstrous' }) as TriggerEvent,
        },
        {
          ALT: () => {
            const who = $.orx(10, [
              { ALT: () => ($.consume(30, Tilde), 'self' as const) },
              { ALT: () => ($.ph(30, 'enchanted creature'), 'enchanted' as const) },
            ])
            $.CONSUME(word('deals'))
            const combat = $.optx(30, () => ($.consume(31, word('combat')), true))
            $.consume(32, word('damage'))
            // "to an opponent" / "to a player" ("deals combat damage to a player" is read by its own alternative).
            const to = $.optx(31, () =>
              $.orx(11, [
                { ALT: () => ($.ph(33, 'to an opponent'), 'opponent' as const) },
                { ALT: () => ($.ph(34, 'to a player'), 'player' as const) },
              ]),
            )
            if (combat && to === 'player' && !$.recording)
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(
              () => ({ on: 'dealsDamage', who, ...(combat ? { combat } : {}), ...(to ? { to } : {}) }) as TriggerEvent,
            )
          },
        },
        {
          ALT: () =>
            ($.CONSUME7(Tilde),
            $.ph(3, 'deals combat damage to a player'),
            { on: 'combatDamageToPlayer', who: 'self' }) as TriggerEvent,
        },
        {
          ALT: () => ($.ph(4, 'a creature you control attacks'), { on: 'attacks', who: 'yours' }) as TriggerEvent,
        },
        {
          ALT: () => {
            // "~ or another Ally" (the source counts too: who 'any'); "another creature" (not the source).
            const orSelf = $.optx(4, () => ($.CONSUME8(Tilde), $.CONSUME(word('or')), true))
            const another = $.orx(1, [
              { ALT: () => ($.CONSUME(word('a')), false) },
              { ALT: () => ($.CONSUME(word('an')), false) },
              { ALT: () => ($.CONSUME(word('another')), true) },
            ])
            const spec = $.noun(0)
            const who = () => (spec.other || (another && !orSelf) ? 'other' : 'any')
            return $.orx(2, [
              {
                ALT: () => {
                  $.CONSUME1(word('enters'))
                  const yours = $.optx(0, () => ($.ph(5, 'under your control'), true))
                  return $.act(
                    () =>
                      ({
                        on: 'enters',
                        who: who(),
                        filter: { ...spec, other: false, ...(yours ? { youControl: true } : {}) },
                      }) as TriggerEvent,
                  )
                },
              },
              {
                ALT: () => {
                  $.CONSUME1(word('dies'))
                  return $.act(() => ({ on: 'dies', who: who(), filter: { ...spec, other: false } }) as TriggerEvent)
                },
              },
            ])
          },
        },
        {
          ALT: () => {
            $.ph(6, 'a land enters under your control')
            return { on: 'landfall' } as TriggerEvent
          },
        },
        {
          ALT: () => {
            const who = eventWho() as 'you'
            return $.orx(4, [
              {
                ALT: () => {
                  $.CONSUME(word('casts'))
                  const f = $.SUBRULE($.rule('spellFilter')) as ReturnType<typeof parseSpellFilter>
                  return $.act(() => castEvent(who, f))
                },
              },
              {
                ALT: () => {
                  $.CONSUME(word('cast'))
                  // Magecraft (CR 207.2c): "whenever you cast or copy an instant or sorcery spell" (CR 707.10).
                  const orCopy = $.optx(
                    67,
                    () => ($.consume(139, word('or')), $.plainWhere(1, (w) => w === 'copy'), true as const),
                  )
                  const f = $.SUBRULE1($.rule('spellFilter')) as ReturnType<typeof parseSpellFilter>
                  // Heroic (CR 207.2c): "whenever you cast a spell that targets ~" — it becomes its target as cast.
                  const targetsSelf = $.optx(63, () => ($.ph(63, 'that targets'), $.consume(63, Tilde), true))
                  if (targetsSelf)
                    return $.act(
                      () =>
                        ({
                          on: 'becomesTarget',
                          spellOnly: true,
                          ...(who === 'you' ? { byYou: true } : {}),
                        }) as TriggerEvent,
                    )
                  return $.act(() => ({ ...castEvent(who, f), ...(orCopy ? { orCopy } : {}) }) as TriggerEvent)
                },
              },
              { ALT: () => ($.ph(9, 'gain life'), { on: 'gainLife', who: 'you' }) as TriggerEvent },
              { ALT: () => ($.ph(10, 'draw a card'), { on: 'draw', who }) as TriggerEvent },
              { ALT: () => ($.ph(11, 'draws a card'), { on: 'draw', who }) as TriggerEvent },
              { ALT: () => ($.ph(12, 'discards a card'), { on: 'discard', who }) as TriggerEvent },
              { ALT: () => ($.ph(13, 'discard a card'), { on: 'discard', who }) as TriggerEvent },
            ])
          },
        },
      ]),
    )
    // "a Spirit or Arcane spell", "your second spell each turn" (triggerHeads.ts).
    $.RULE('spellFilter', () => parseSpellFilter($))
    $.RULE('moreEvents', () => parseMoreEvents($))
    $.RULE(
      'condition',
      $.orRule(0, [
        // "you control a Desert or there is a Desert card in your graveyard" (text/conditionsCards.ts).
        { ALT: () => $.SUBRULE($.rule('controlOrGraveyard')) as Condition },
        {
          ALT: () => {
            $.orx(2, [{ ALT: () => $.CONSUME(Tilde) }, { ALT: () => $.CONSUME(word('it')) }])
            $.ph(3, 'was kicked')
            return { kind: 'kicked' } as Condition
          },
        },
        {
          ALT: () => {
            $.ph(0, 'you have')
            const n = $.amount(0)
            $.ph(1, 'or more life')
            return { kind: 'lifeAtLeast', amount: typeof n === 'number' ? n : 0 } as Condition
          },
        },
        {
          ALT: () => {
            $.ph(2, 'you control')
            const other = $.orx(1, [
              { ALT: () => ($.CONSUME(word('a')), false) },
              { ALT: () => ($.CONSUME(word('an')), false) },
              { ALT: () => ($.CONSUME(word('another')), true) },
            ])
            const spec = lands($.noun(1))
            // "you control an artifact and an enchantment": one of each (text/conditions.ts `controlsEach`).
            const second = $.optx(30, () => {
              $.consume(30, word('and'))
              $.orx(30, [{ ALT: () => $.consume(31, word('a')) }, { ALT: () => $.consume(32, word('an')) }])
              return lands($.noun(30))
            })
            // CR 603.4: yours, and "another" is not the source itself.
            return $.act(() =>
              second && !other
                ? ({
                    kind: 'controlsEach',
                    specs: [spec, second].map((x) => ({ ...x, youControl: true })),
                  } as Condition)
                : ({
                    kind: 'controls',
                    spec: { ...spec, youControl: true, ...(other ? { other } : {}) },
                    atLeast: 1,
                  } as Condition),
            )
          },
        },
        // "you control two or more Gates", "a creature died this turn", … (text/conditions.ts).
        { ALT: () => $.SUBRULE($.rule('gameCondition')) as Condition },
      ]),
    )
    $.RULE('triggeredLine', () => {
      const event = $.SUBRULE($.rule('triggerHead')) as TriggerEvent
      $.CONSUME(Comma)
      const condition = $.optx(0, () => {
        $.CONSUME(word('if'))
        const c = $.SUBRULE($.rule('condition')) as Condition
        $.CONSUME1(Comma)
        return c
      })
      const body = $.SUBRULE($.rule('effects')) as ParsedEffects
      return { kind: 'triggered', event, ...(condition ? { condition } : {}), body } as ParsedLine
    })
  }
}
