// Keywords that are triggered abilities (CR 702): each reads as the trigger its rule defines, so the engine's
// trigger system (CR 603) runs it like any printed "whenever …" line.
import type { Amount, Effect, TriggeredAbility, TriggerEvent, Condition } from '../engine/ast'

function trigger(text: string, event: TriggerEvent, effects: Effect[], condition?: Condition): TriggeredAbility {
  return {
    text,
    event,
    ...(condition ? { condition } : {}),
    effect: { text, targets: [], effects, automated: true },
    automated: true,
  }
}

const pumpSelf = (n: Amount): Effect => ({ kind: 'pump', power: n, toughness: n, keywords: [], subject: 'self' })

/** The triggered ability a keyword stands for, or null when it is not a triggered keyword. `text` is its line. */
export function keywordTrigger(name: string, amount: Amount, text: string): TriggeredAbility | null {
  const n = typeof amount === 'number' ? amount : 0
  switch (name) {
    case 'prowess': // CR 702.108a
      return trigger(text, { on: 'cast', who: 'you', filter: 'noncreatureSpell' }, [pumpSelf(1)])
    case 'exalted': // CR 702.83a
      return trigger(text, { on: 'attacksAlone' }, [{ kind: 'keywordAction', action: 'exalted', amount: 1 }])
    case 'flanking': // CR 702.25a
      return trigger(text, { on: 'blockedBy', withoutKeyword: 'flanking' }, [
        { kind: 'keywordAction', action: 'flanking', amount: 1 },
      ])
    case 'bushido': // CR 702.45a
      return trigger(text, { on: 'blocksOrBecomesBlocked' }, [pumpSelf(n)])
    case 'rampage': // CR 702.23a
      return trigger(text, { on: 'becomesBlocked', who: 'self' }, [
        { kind: 'keywordAction', action: 'rampage', amount: n },
      ])
    case 'annihilator': // CR 702.86a
      return trigger(text, { on: 'attacks', who: 'self' }, [
        { kind: 'keywordAction', action: 'annihilator', amount: n },
      ])
    case 'persist': // CR 702.79a
      return trigger(text, { on: 'dies', who: 'self' }, [{ kind: 'keywordAction', action: 'persist', amount: 1 }], {
        kind: 'hadNoCounter',
        counter: '-1/-1',
      })
    case 'undying': // CR 702.93a
      return trigger(text, { on: 'dies', who: 'self' }, [{ kind: 'keywordAction', action: 'undying', amount: 1 }], {
        kind: 'hadNoCounter',
        counter: '+1/+1',
      })
    case 'exploit': // CR 702.110a: "When this creature enters, you may sacrifice a creature."
      return trigger(text, { on: 'enters', who: 'self' }, [
        {
          kind: 'may',
          effects: [{ kind: 'sacrifice', who: 'you', filter: { what: 'creature' }, exploit: true }],
        },
      ])
    case 'evolve': // CR 702.100a
      return trigger(
        text,
        { on: 'enters', who: 'other', filter: { what: 'creature', youControl: true } },
        [{ kind: 'counters', counter: '+1/+1', amount: 1, subject: 'self' }],
        { kind: 'evolves' },
      )
    case 'afflict': // CR 702.130a
      return trigger(text, { on: 'becomesBlocked', who: 'self' }, [
        { kind: 'keywordAction', action: 'afflict', amount: n },
      ])
    case 'soulbond': // CR 702.95a: this creature or another creature enters under your control
      return trigger(text, { on: 'enters', who: 'any', filter: { what: 'creature', youControl: true } }, [
        { kind: 'keywordAction', action: 'soulbond', amount: 1 },
      ])
    case 'renown': // CR 702.112a
      return trigger(
        text,
        { on: 'combatDamageToPlayer', who: 'self' },
        [{ kind: 'keywordAction', action: 'renown', amount: n }],
        { kind: 'notRenowned' },
      )
  }
  return null
}

/** CR 702.24a: "At the beginning of your upkeep, if this permanent is on the battlefield, put an age counter on this
 *  permanent. Then you may pay [cost] for each age counter on it. If you don't, sacrifice it." */
export function cumulativeUpkeep(cost: string, text: string): TriggeredAbility {
  return trigger(text, { on: 'step', step: 'upkeep', whose: 'you' }, [
    { kind: 'keywordAction', action: 'cumulativeUpkeep', amount: 1, cost },
  ])
}

/** CR 702.21a: "Whenever this permanent becomes the target of a spell or ability an opponent controls, counter that
 *  spell or ability unless that player pays [cost]." */
export function ward(cost: string, text: string): TriggeredAbility {
  return trigger(text, { on: 'becomesTarget', byOpponent: true }, [
    { kind: 'keywordAction', action: 'ward', amount: 1, cost },
  ])
}
