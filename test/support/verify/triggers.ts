// Behavioural checks of trigger events (CR 603.2): each a real card whose ability triggers on that event; the event
// happens and the ability resolves (its effect is seen), and a near miss happens and nothing triggers.
import { expect } from 'vitest'
import { cast, LANDS, onField, permanent, play, seat, PASS, type Checks } from './harness'

/** Ann's attack with `attackers` at Ben, Ben's blocks (none by default), then on to the end of combat. */
function attack(attackers: string[], blockers: { card: string; blocks: string }[] = []): unknown[] {
  return [
    { type: 'passUntil', step: 'declareAttackers' },
    { player: 0, type: 'declareAttackers', attackers: attackers.map((card) => ({ card, target: 'player:1' })) },
    { type: 'passUntil', step: 'declareBlockers' },
    { player: 1, type: 'declareBlockers', blockers },
    { type: 'passUntil', step: 'endCombat' },
  ]
}

export const TRIGGER_CHECKS: Checks = {
  'trigger:enters': {
    card: 'Elvish Visionary',
    rule: 'CR 603.6a',
    run() {
      // "When ~ enters": it enters, the ability draws a card; another creature entering doesn't trigger it.
      const cards = ['Elvish Visionary', 'Soul Warden']
      let p = play(cards, { ann: { hand: ['Elvish Visionary'], battlefield: LANDS } }, [
        ...cast('Elvish Visionary'),
        ...PASS,
      ])
      expect(onField(p, 0, 'Elvish Visionary')).toBe(1)
      expect(seat(p, 0).hand.length).toBe(1)
      p = play(cards, { ann: { hand: ['Grizzly Bears'], battlefield: [...LANDS, 'Elvish Visionary'] } }, [
        ...cast('Grizzly Bears'),
      ])
      expect(seat(p, 0).hand.length).toBe(0)
      expect(p.out.stack).toEqual([])
      // "Whenever another creature enters" (Soul Warden): Ann's or Ben's creature, once each; not itself.
      p = play(cards, { ann: { hand: ['Soul Warden'], battlefield: LANDS } }, cast('Soul Warden'))
      expect(p.out.stack).toEqual([])
      expect(seat(p, 0).life).toBe(20)
      p = play(cards, { ann: { hand: ['Grizzly Bears'], battlefield: [...LANDS, 'Soul Warden'] } }, [
        ...cast('Grizzly Bears'),
        ...PASS,
      ])
      expect(seat(p, 0).life).toBe(21)
    },
  },
  'trigger:dies': {
    card: 'Doomed Traveler',
    rule: 'CR 700.4, 603.6c',
    run() {
      const cards = ['Doomed Traveler', 'Shock', 'Unsummon']
      const spirits = (p: ReturnType<typeof play>) => seat(p, 0).battlefield.filter((b) => /spirit/i.test(b.name))
      let p = play(cards, { ann: { hand: ['Shock'], battlefield: [...LANDS, 'Doomed Traveler'] } }, [
        ...cast('Shock', { targets: ['0:Doomed Traveler'] }),
        ...PASS,
      ])
      expect(seat(p, 0).graveyard).toContain('Doomed Traveler')
      expect(spirits(p).length).toBe(1)
      // Leaving to the hand is not dying (CR 700.4): nothing triggers.
      p = play(cards, { ann: { hand: ['Unsummon'], battlefield: [...LANDS, 'Doomed Traveler'] } }, [
        ...cast('Unsummon', { targets: ['0:Doomed Traveler'] }),
        ...PASS,
      ])
      expect(seat(p, 0).hand).toEqual(['Doomed Traveler'])
      expect(spirits(p).length).toBe(0)
    },
  },
  'trigger:step.upkeep': {
    card: 'Verdant Force',
    rule: 'CR 503.1a',
    run() {
      const saprolings = (p: ReturnType<typeof play>) => seat(p, 0).battlefield.filter((b) => /saproling/i.test(b.name))
      // At the beginning of each upkeep: Ann's, and Ben's.
      let p = play(['Verdant Force'], { step: 'upkeep', ann: { battlefield: ['Verdant Force'] } }, PASS)
      expect(saprolings(p).length).toBe(1)
      p = play(['Verdant Force'], { step: 'upkeep', active: 1, turn: 4, ann: { battlefield: ['Verdant Force'] } }, [
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ])
      expect(saprolings(p).length).toBe(1)
      // Not in the main phase.
      p = play(['Verdant Force'], { ann: { battlefield: ['Verdant Force'] } }, PASS)
      expect(saprolings(p).length).toBe(0)
      expect(p.out.stack).toEqual([])
    },
  },
  'trigger:cast': {
    card: 'Guttersnipe',
    rule: 'CR 601.2i, 603.2',
    run() {
      const cards = ['Guttersnipe', 'Lightning Bolt']
      let p = play(cards, { ann: { hand: ['Lightning Bolt'], battlefield: [...LANDS, 'Guttersnipe'] } }, [
        ...cast('Lightning Bolt', { targets: ['player:1'] }),
        ...PASS,
      ])
      // The trigger resolves first (2), then the Bolt (3).
      expect(seat(p, 1).life).toBe(15)
      // A creature spell is not an instant or sorcery spell: nothing triggers.
      p = play(
        cards,
        { ann: { hand: ['Grizzly Bears'], battlefield: [...LANDS, 'Guttersnipe'] } },
        cast('Grizzly Bears'),
      )
      expect(seat(p, 1).life).toBe(20)
      expect(p.out.stack).toEqual([])
    },
  },
  'trigger:attacks': {
    card: 'Borderland Marauder',
    rule: 'CR 508.3a',
    run() {
      const ann = { battlefield: [...LANDS, { name: 'Borderland Marauder', sick: false }] }
      let p = play(['Borderland Marauder'], { ann }, [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Borderland Marauder', target: 'player:1' }] },
        ...PASS,
      ])
      expect(permanent(p, 0, 'Borderland Marauder').power).toBe(3)
      p = play(['Borderland Marauder'], { ann }, [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [] },
      ])
      expect(permanent(p, 0, 'Borderland Marauder').power).toBe(1)
    },
  },
  'trigger:combatDamageToPlayer': {
    card: 'Scroll Thief',
    rule: 'CR 510.3a',
    run() {
      const ann = { battlefield: [{ name: 'Scroll Thief', sick: false }] }
      let p = play(['Scroll Thief'], { ann, ben: { battlefield: ['Grizzly Bears'] } }, attack(['Scroll Thief']))
      expect(seat(p, 1).life).toBe(19)
      expect(seat(p, 0).hand.length).toBe(1)
      // Blocked: no damage to a player, no draw.
      p = play(
        ['Scroll Thief'],
        { ann, ben: { battlefield: ['Grizzly Bears'] } },
        attack(['Scroll Thief'], [{ card: 'Grizzly Bears', blocks: '0:Scroll Thief' }]),
      )
      expect(seat(p, 1).life).toBe(20)
      expect(seat(p, 0).hand.length).toBe(0)
    },
  },
}
