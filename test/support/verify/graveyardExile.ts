// Behavioural checks of X and Y of "You may X. If you do, Y." (CR 608.2c): exiling cards the controller chooses from
// their graveyard (CR 406.3), done when the graveyard holds enough and not offered (nor Y) when it doesn't; and
// Ophidian's "~ assigns no combat damage this turn" (CR 510.1a), only when X was done.
import { expect } from 'vitest'
import { answer, cast, LANDS, PASS, play, ready, seat, type Checks } from './harness'

export const GRAVEYARD_EXILE_CHECKS: Checks = {
  'effect:exileFromGraveyard': {
    card: 'Skywarp Skaab',
    rule: 'CR 406.3, 608.2c',
    run() {
      // "When ~ enters, you may exile two creature cards from your graveyard. If you do, draw a card."
      const skaab = (graveyard: string[], answers: unknown[]) =>
        play(
          ['Skywarp Skaab', 'Hill Giant'],
          { ann: { hand: ['Skywarp Skaab'], battlefield: LANDS, graveyard } },
          [...cast('Skywarp Skaab'), ...PASS, ...answers], // the spell, then its enters trigger
        )
      // Three creature cards: Ann picks two; the third and the land stay; she draws.
      const three = skaab(
        ['Grizzly Bears', 'Hill Giant', 'Forest', 'Grizzly Bears'],
        [answer('yes'), { player: 0, type: 'choose', cards: ['Hill Giant', 'Grizzly Bears'] }],
      )
      expect(seat(three, 0).exile.sort()).toEqual(['Grizzly Bears', 'Hill Giant'])
      expect(seat(three, 0).graveyard.sort()).toEqual(['Forest', 'Grizzly Bears'])
      expect(seat(three, 0).hand.length).toBe(1)
      // Declined: nothing exiled, no card drawn.
      const declined = skaab(['Grizzly Bears', 'Hill Giant'], [answer('no')])
      expect(seat(declined, 0).exile).toEqual([])
      expect(seat(declined, 0).hand.length).toBe(0)
      // Near miss: one creature card and a land are not two creature cards: not offered, nothing drawn.
      const one = skaab(['Grizzly Bears', 'Forest'], [])
      expect(seat(one, 0).exile).toEqual([])
      expect(seat(one, 0).graveyard.sort()).toEqual(['Forest', 'Grizzly Bears'])
      expect(seat(one, 0).hand.length).toBe(0)
      expect(one.state.pending.length).toBe(0)
    },
  },
}

/** Ann's Ophidian attacks, Ben doesn't block, its trigger resolves with `option`, and combat ends. */
function ophidian(option: 'yes' | 'no') {
  return play(['Ophidian'], { ann: { battlefield: [ready('Ophidian')] }, step: 'declareAttackers' }, [
    { player: 0, type: 'declareAttackers', attackers: [{ card: 'Ophidian', target: 'player:1' }] },
    { type: 'passUntil', step: 'declareBlockers' },
    ...PASS,
    answer(option),
    { type: 'passUntil', step: 'endCombat' },
  ])
}

export const NO_COMBAT_DAMAGE_CHECKS: Checks = {
  'effect:noCombatDamage': {
    card: 'Ophidian',
    rule: 'CR 510.1a, 608.2c',
    run() {
      // "Whenever ~ attacks and isn't blocked, you may draw a card. If you do, ~ assigns no combat damage this turn."
      const drew = ophidian('yes')
      expect(seat(drew, 0).hand.length).toBe(1)
      expect(seat(drew, 1).life).toBe(20)
      // Near miss: declined, it deals its 1 damage and nothing is drawn.
      const declined = ophidian('no')
      expect(seat(declined, 0).hand.length).toBe(0)
      expect(seat(declined, 1).life).toBe(19)
    },
  },
}
