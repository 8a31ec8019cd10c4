// Conditions on what the source itself did this turn, beside text/conditions.ts, in their one home (`parse`,
// `describe`, `holds`): "if ~ dealt damage to an opponent this turn" (Whirling Dervish), "if it dealt combat damage
// to a player this turn" (Wave of Rats, looking back at the creature that died, CR 603.10a). The source is the object
// it is: a permanent that left and returned is a new one that has dealt none (CR 400.7). CR 603.4 as an intervening
// "if", 608.2c in an effect.
import type { GameCondition } from '../engine/ast'
import type { Grammar } from './grammar'
import type { GameState, ObjId, PlayerIndex } from '../engine/types'
import { turnFacts } from '../engine/turnFacts'
import { Tilde } from './lexer'
import { abilitiesOf } from '../engine/query'
import { countsActivations } from '../engine/activationCount'

export type SourceCondition = Extract<
  GameCondition,
  { kind: 'sourceDealtDamage' | 'activatedTimes' | 'sourceInGraveyard' }
>

export const sourceCondition = {
  parse(g: Grammar): SourceCondition {
    return g.alt<SourceCondition>(192, [
      () => sourceCondition.parseDealt(g),
      () => {
        // "if ~ is in your graveyard" (CR 113.6b: the ability works there; the card is in its owner's graveyard).
        g.tok(191, Tilde)
        g.ph(199, 'is in your graveyard')
        return { kind: 'sourceInGraveyard' } as SourceCondition
      },
      () => {
        // "this ability has been activated four or more times this turn" (CR 602.1, counting this activation).
        g.ph(197, 'this ability has been activated')
        const n = g.amount(190)
        g.ph(198, 'or more times this turn')
        return g.act(() => ({ kind: 'activatedTimes', atLeast: typeof n === 'number' ? n : 0 }) as SourceCondition)
      },
    ])
  },

  parseDealt(g: Grammar): SourceCondition {
    g.alt(190, [() => g.tok(190, Tilde), () => g.w(190, 'it')])
    g.w(191, 'dealt')
    const combat = g.opt(190, () => (g.w(192, 'combat'), true))
    g.ph(193, 'damage to')
    const to = g.alt<'opponent' | 'player'>(191, [
      () => (g.ph(194, 'an opponent'), 'opponent'),
      () => (g.ph(195, 'a player'), 'player'),
    ])
    g.ph(196, 'this turn')
    return g.act(() => ({ kind: 'sourceDealtDamage', to, ...(combat ? { combat: true } : {}) }) as SourceCondition)
  },

  describe(c: SourceCondition): string {
    if (c.kind === 'activatedTimes') return `this ability has been activated ${c.atLeast} or more times this turn`
    if (c.kind === 'sourceInGraveyard') return '~ is in your graveyard'
    return `~ dealt ${c.combat ? 'combat ' : ''}damage to ${c.to === 'opponent' ? 'an opponent' : 'a player'} this turn`
  },

  holds(s: GameState, c: SourceCondition, controller: PlayerIndex, source: ObjId): boolean {
    if (c.kind === 'sourceInGraveyard') {
      const o = s.objects[source]
      return o?.zone === 'graveyard' && o.owner === controller
    }
    if (c.kind === 'activatedTimes') {
      // The ability that names this condition (engine/actions/activation.ts counts it as it is activated).
      const o = s.objects[source]
      const index = o ? (abilitiesOf(s, o)?.activated.findIndex(countsActivations) ?? -1) : -1
      return index >= 0 && (o?.activations?.[index] ?? 0) >= c.atLeast
    }
    return (turnFacts(s).dealt ?? []).some((mark) => {
      const [id, player, combat] = mark.split(':')
      if (id !== source || (c.combat && !combat)) return false
      return c.to === 'player' || Number(player) !== controller // CR 102.2: an opponent is any other player
    })
  },
}
