// Behavioural checks of the statics and triggers of keyword mechanics: soulbond's pair bonus (CR 702.95c), level up's
// level bands (CR 711.2), "you may choose not to untap ~" (CR 502.3), and "when ~ becomes monstrous" (CR 701.31c).
// Each holds for what it names, and only while its condition holds.
import { expect } from 'vitest'
import { activate, cast, LANDS, permanent, play, seat, PASS, type Checks, ready, pt } from './harness'

export const KEYWORD_MECHANIC_CHECKS: Checks = {
  'static:pairBonus': {
    card: "Druid's Familiar",
    rule: 'CR 702.95c, 702.95e',
    run() {
      const cards = ["Druid's Familiar"]
      const pair = (after: unknown[] = []) =>
        play(
          cards,
          {
            ann: { hand: ["Druid's Familiar", 'Unsummon'], battlefield: [...LANDS, 'Grizzly Bears', 'Savannah Lions'] },
          },
          [...cast("Druid's Familiar"), ...PASS, { player: 0, type: 'choose', cards: ['Grizzly Bears'] }, ...after],
        )
      // Paired with the Bears: both get +2/+2; the Lions (unpaired) don't.
      let p = pair()
      expect(pt(p, 0, "Druid's Familiar")).toEqual([4, 4])
      expect(pt(p, 0, 'Grizzly Bears')).toEqual([4, 4])
      expect(pt(p, 0, 'Savannah Lions')).toEqual([2, 1])
      // The Bears leave: the pair ends and the bonus with it.
      p = pair(cast('Unsummon', { targets: ['0:Grizzly Bears'] }))
      expect(seat(p, 0).hand).toEqual(['Grizzly Bears'])
      expect(pt(p, 0, "Druid's Familiar")).toEqual([2, 2])
    },
  },
  'static:levelBand': {
    card: 'Caravan Escort',
    rule: 'CR 711.2, 711.6',
    run() {
      const escort = (level: number, actions: unknown[] = []) =>
        play(
          ['Caravan Escort'],
          {
            ann: { battlefield: [...LANDS, ready('Caravan Escort', level ? { counters: { level } } : {})] },
            ben: { battlefield: ['Hill Giant'] },
          },
          actions,
        )
      expect(pt(escort(0), 0, 'Caravan Escort')).toEqual([1, 1])
      expect(pt(escort(1), 0, 'Caravan Escort')).toEqual([2, 2])
      expect(pt(escort(4), 0, 'Caravan Escort')).toEqual([2, 2])
      // Level up from 4 to 5: 5/5 with first strike (it kills its blocker first and takes no damage).
      const p = escort(4, [
        ...activate('Caravan Escort'),
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Caravan Escort', target: 'player:1' }] },
        { type: 'passUntil', step: 'declareBlockers' },
        { player: 1, type: 'declareBlockers', blockers: [{ card: 'Hill Giant', blocks: '0:Caravan Escort' }] },
        { type: 'passUntil', step: 'endCombat' },
      ])
      expect(permanent(p, 0, 'Caravan Escort')).toMatchObject({ counters: { level: 5 }, power: 5, damage: 0 })
      expect(seat(p, 1).graveyard).toEqual(['Hill Giant'])
    },
  },
  'static:mayNotUntap': {
    card: 'Everglove Courier',
    rule: 'CR 502.3',
    run() {
      const untap = (cards: string[]) =>
        play(
          ['Everglove Courier'],
          {
            active: 1,
            turn: 4,
            step: 'end',
            ann: {
              battlefield: [
                { name: 'Everglove Courier', tapped: true },
                { name: 'Grizzly Bears', tapped: true },
              ],
            },
          },
          [
            { type: 'passUntil', step: 'upkeep', turn: 5 },
            { player: 0, type: 'choose', cards },
            { type: 'passUntil', step: 'upkeep', turn: 5 },
          ],
        )
      // Ann keeps it tapped, or untaps it; the Bears untap either way.
      let p = untap([])
      expect(permanent(p, 0, 'Everglove Courier').tapped).toBe(true)
      expect(permanent(p, 0, 'Grizzly Bears').tapped).toBe(false)
      p = untap(['Everglove Courier'])
      expect(permanent(p, 0, 'Everglove Courier').tapped).toBe(false)
      // Near miss: it isn't asked in Ben's untap step (his permanents untap as usual).
      p = play(
        ['Everglove Courier'],
        {
          step: 'end',
          ann: { battlefield: [{ name: 'Everglove Courier', tapped: true }] },
          ben: { battlefield: [{ name: 'Grizzly Bears', tapped: true }] },
        },
        [{ type: 'passUntil', step: 'upkeep', turn: 4 }],
      )
      expect(permanent(p, 0, 'Everglove Courier').tapped).toBe(true)
      expect(permanent(p, 1, 'Grizzly Bears').tapped).toBe(false)
    },
  },
  'trigger:becomesMonstrous': {
    card: 'Arbor Colossus',
    rule: 'CR 701.31a, 701.31c',
    run() {
      const forests = Array(8).fill('Forest')
      const p = play(
        ['Arbor Colossus'],
        {
          ann: { battlefield: [...LANDS, ...forests, 'Arbor Colossus'] },
          ben: { battlefield: ['Suntail Hawk', 'Wind Drake'] },
        },
        [
          // It becomes monstrous: destroy target creature with flying Ben controls.
          { player: 0, type: 'activate', card: 'Arbor Colossus', ability: 0 },
          ...PASS,
          { player: 0, type: 'choose', targets: ['1:Suntail Hawk'] },
          ...PASS,
          // Monstrosity again: it is monstrous already, so it doesn't become monstrous, and nothing triggers.
          { player: 0, type: 'activate', card: 'Arbor Colossus', ability: 0 },
          ...PASS,
        ],
      )
      expect(seat(p, 1).graveyard).toEqual(['Suntail Hawk'])
      expect(p.out.stack).toEqual([])
      expect(permanent(p, 0, 'Arbor Colossus')).toMatchObject({ counters: { '+1/+1': 3 }, power: 9 })
      expect(seat(p, 1).battlefield.map((b) => b.name)).toEqual(['Wind Drake'])
    },
  },
}
