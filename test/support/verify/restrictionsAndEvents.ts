// Behavioural checks of restrictions read on a target or on the source (CR 508.1c, 509.1b, 611.2b) and of more
// trigger events (CR 603.2): each plays a real card through the engine and asserts what its meaning gives, with a near
// miss it leaves alone.
import { expect } from 'vitest'
import { BENS_TURN, LANDS, PASS, permanent, play, seat, type Checks } from './harness'

/** The indexes of the refused actions. */
const refused = (p: { out: { rejected?: { index: number }[] } }) => p.out.rejected?.map((r) => r.index) ?? []

export const RESTRICTION_EVENT_CHECKS: Checks = {
  'effect:restrictCombat.cantAttack': {
    card: 'Off Balance',
    rule: 'CR 508.1c, 509.1b, 514.2',
    run() {
      const cards = ['Off Balance']
      // Ben's turn: Ann casts Off Balance on his Grizzly Bears in his main phase; he can't attack with them.
      const bensAttack = (attackers: string[]) =>
        play(
          cards,
          {
            ...BENS_TURN,
            ann: { hand: ['Off Balance'], battlefield: LANDS },
            ben: {
              battlefield: [...LANDS, { name: 'Grizzly Bears', sick: false }, { name: 'Hill Giant', sick: false }],
            },
          },
          [
            { player: 1, type: 'pass' },
            { player: 0, type: 'cast', card: 'Off Balance', targets: ['1:Grizzly Bears'] },
            ...PASS,
            { type: 'passUntil', step: 'declareAttackers' },
            {
              player: 1,
              type: 'declareAttackers',
              attackers: attackers.map((card) => ({ card, target: 'player:0' })),
            },
            { type: 'passUntil', step: 'end' },
          ],
          true,
        )
      let p = bensAttack(['Grizzly Bears'])
      expect(refused(p)).toContain(5)
      expect(seat(p, 0).life).toBe(20)
      // Near miss: his Hill Giant, not the target, attacks as usual.
      p = bensAttack(['Hill Giant'])
      expect(refused(p)).toEqual([])
      expect(seat(p, 0).life).toBe(17)
      // On Ann's turn it can't block either; her Hill Giant's 3 damage reaches Ben.
      const annsAttack = (spell: boolean) =>
        play(
          cards,
          {
            ann: { hand: ['Off Balance'], battlefield: [...LANDS, { name: 'Hill Giant', sick: false }] },
            ben: { battlefield: [{ name: 'Grizzly Bears', sick: false }] },
          },
          [
            ...(spell ? [{ player: 0, type: 'cast', card: 'Off Balance', targets: ['1:Grizzly Bears'] }, ...PASS] : []),
            { type: 'passUntil', step: 'declareAttackers' },
            { player: 0, type: 'declareAttackers', attackers: [{ card: 'Hill Giant', target: 'player:1' }] },
            { type: 'passUntil', step: 'declareBlockers' },
            { player: 1, type: 'declareBlockers', blockers: [{ card: 'Grizzly Bears', blocks: '0:Hill Giant' }] },
            // Refused under the spell: Ben declares no blocker instead.
            ...(spell ? [{ player: 1, type: 'declareBlockers', blockers: [] }] : []),
            { type: 'passUntil', step: 'end' },
          ],
          true,
        )
      p = annsAttack(true)
      expect(refused(p)).toContain(6)
      expect(seat(p, 1).life).toBe(17)
      // Near miss: without the spell the Bears block, and Ben takes no damage.
      p = annsAttack(false)
      expect(refused(p)).toEqual([])
      expect(seat(p, 1).life).toBe(20)
    },
  },
  'effect:tap.held': {
    card: 'Sand Squid',
    rule: 'CR 502.3, 611.2b',
    run() {
      // Ann's Sand Squid taps Ben's Hill Giant on turn 3; at her untap step of turn 5 she untaps the Squid or not, and
      // may tap it again at his Grizzly Bears; Ben's untap step of turn 6 follows.
      const squid = (untapSquid: boolean) =>
        play(
          ['Sand Squid'],
          {
            ann: { battlefield: [{ name: 'Sand Squid', sick: false }] },
            ben: {
              battlefield: [
                { name: 'Hill Giant', sick: false },
                { name: 'Grizzly Bears', sick: false },
              ],
            },
          },
          [
            { player: 0, type: 'activate', card: 'Sand Squid', ability: 0, targets: ['1:Hill Giant'] },
            ...PASS,
            { type: 'passUntil', step: 'declareAttackers', turn: 4 },
            { player: 1, type: 'declareAttackers', attackers: [] },
            { type: 'passUntil', step: 'upkeep', turn: 5 },
            { player: 0, type: 'choose', cards: untapSquid ? ['0:Sand Squid'] : [] },
            ...(untapSquid
              ? [
                  { type: 'passUntil', step: 'precombatMain' },
                  { player: 0, type: 'activate', card: 'Sand Squid', ability: 0, targets: ['1:Grizzly Bears'] },
                  ...PASS,
                ]
              : []),
            // The Squid is tapped again by then: Ann has no attacker to declare.
            { type: 'passUntil', step: 'upkeep', turn: 6 },
          ],
        )
      // The Squid stays tapped: the Giant stays tapped through Ben's untap steps of turns 4 and 6.
      let p = squid(false)
      expect(permanent(p, 1, 'Hill Giant').tapped).toBe(true)
      expect(permanent(p, 1, 'Grizzly Bears').tapped).toBe(false)
      // Near miss: untapped once, the Squid no longer holds it, even tapped again at the Bears (CR 611.2b).
      p = squid(true)
      expect(permanent(p, 1, 'Hill Giant').tapped).toBe(false)
      expect(permanent(p, 1, 'Grizzly Bears').tapped).toBe(true)
    },
  },
  'trigger:sacrifices.player': {
    card: 'Mortician Beetle',
    rule: 'CR 603.2, 701.17a',
    run() {
      // Ann's Diabolic Edict makes Ben sacrifice his Grizzly Bears: her Beetle gets a counter ("a player").
      const beetle = (spell: string, extra: Record<string, unknown>, answers: unknown[]) =>
        play(
          ['Mortician Beetle', 'Diabolic Edict'],
          {
            ann: { hand: [spell], battlefield: [...LANDS, 'Mortician Beetle'] },
            ben: { battlefield: ['Grizzly Bears'] },
          },
          [{ player: 0, type: 'cast', card: spell, ...extra }, ...PASS, ...PASS, ...answers],
        )
      let p = beetle('Diabolic Edict', { targets: ['player:1'] }, [{ player: 0, type: 'choose', option: 'yes' }])
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(permanent(p, 0, 'Mortician Beetle').counters).toEqual({ '+1/+1': 1 })
      // Near miss: the Bears destroyed by damage are not sacrificed; nothing triggers.
      p = beetle('Lightning Bolt', { targets: ['1:Grizzly Bears'] }, [])
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(permanent(p, 0, 'Mortician Beetle').counters).toEqual({})
      expect(p.log.some((l) => /Mortician Beetle's ability triggers/.test(l))).toBe(false)
    },
  },
}
