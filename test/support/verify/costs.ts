// Behavioural checks of costs (CR 602.2b, 118) and mana abilities (CR 605): each a real card whose ability has that
// cost; activated, the cost is paid (the resource changes) and the effect happens; without the resource it can't be
// activated.
import { expect } from 'vitest'
import { activate, LANDS, manaPool, onField, permanent, play, seat, type Checks } from './harness'

export const COST_CHECKS: Checks = {
  'cost:tap': {
    card: 'Prodigal Sorcerer',
    rule: 'CR 602.2b, 302.6',
    run() {
      const cards = ['Prodigal Sorcerer']
      let p = play(
        cards,
        { ann: { battlefield: [{ name: 'Prodigal Sorcerer', sick: false }] } },
        activate('Prodigal Sorcerer', 0, { targets: ['player:1'] }),
      )
      expect(seat(p, 1).life).toBe(19)
      expect(permanent(p, 0, 'Prodigal Sorcerer').tapped).toBe(true)
      // Tapped, or summoning sick (CR 302.6): it can't be activated.
      for (const sorcerer of [
        { name: 'Prodigal Sorcerer', sick: false, tapped: true },
        { name: 'Prodigal Sorcerer', sick: true },
      ]) {
        p = play(
          cards,
          { ann: { battlefield: [sorcerer] } },
          activate('Prodigal Sorcerer', 0, { targets: ['player:1'] }),
          true,
        )
        expect(p.out.rejected?.[0]?.index).toBe(0)
        expect(seat(p, 1).life).toBe(20)
      }
    },
  },
  'cost:sacrificeSelf': {
    card: 'Bottle Gnomes',
    rule: 'CR 602.2b, 701.17',
    run() {
      const p = play(['Bottle Gnomes'], { ann: { battlefield: ['Bottle Gnomes'] } }, activate('Bottle Gnomes'))
      expect(onField(p, 0, 'Bottle Gnomes')).toBe(0)
      expect(seat(p, 0).graveyard).toEqual(['Bottle Gnomes'])
      expect(seat(p, 0).life).toBe(23)
    },
  },
  'cost:sacrifice': {
    card: 'Nantuko Husk',
    rule: 'CR 602.2b, 701.17',
    run() {
      const p = play(
        ['Nantuko Husk'],
        { ann: { battlefield: ['Nantuko Husk', 'Grizzly Bears'] } },
        activate('Nantuko Husk', 0, { sacrifice: ['Grizzly Bears'] }),
      )
      // Nantuko Husk is 2/2: +2/+2 for the Bears sacrificed (CR 701.17a).
      expect(seat(p, 0).graveyard).toEqual(['Grizzly Bears'])
      expect(permanent(p, 0, 'Nantuko Husk')).toMatchObject({ power: 4, toughness: 4 })
    },
  },
  'cost:discard': {
    card: 'Peace of Mind',
    rule: 'CR 602.2b, 701.8',
    run() {
      let p = play(
        ['Peace of Mind'],
        { ann: { hand: ['Forest'], battlefield: [...LANDS, 'Peace of Mind'] } },
        [...activate('Peace of Mind'), { player: 0, type: 'discard', cards: ['Forest'] }],
        true,
      )
      expect(seat(p, 0).hand).toEqual([])
      expect(seat(p, 0).graveyard).toEqual(['Forest'])
      expect(seat(p, 0).life).toBe(23)
      // No card to discard: it can't be activated.
      p = play(
        ['Peace of Mind'],
        { ann: { hand: [], battlefield: [...LANDS, 'Peace of Mind'] } },
        activate('Peace of Mind'),
        true,
      )
      expect(p.out.rejected?.[0]?.index).toBe(0)
      expect(seat(p, 0).life).toBe(20)
    },
  },
  'cost:life': {
    card: 'Greed',
    rule: 'CR 602.2b, 119.4',
    run() {
      const p = play(['Greed'], { ann: { battlefield: [...LANDS, 'Greed'] } }, activate('Greed'))
      expect(seat(p, 0).life).toBe(18)
      expect(seat(p, 0).hand.length).toBe(1)
    },
  },
  'mana:ability': {
    card: 'Llanowar Elves',
    rule: 'CR 605.1a, 106.4',
    run() {
      let p = play(['Llanowar Elves'], { ann: { battlefield: [{ name: 'Llanowar Elves', sick: false }] } }, [
        { player: 0, type: 'activateMana', card: 'Llanowar Elves', produce: 'G' },
      ])
      expect(manaPool(p, 0)).toBe('G')
      expect(permanent(p, 0, 'Llanowar Elves').tapped).toBe(true)
      // A creature's {T} ability: not while summoning sick (CR 302.6).
      p = play(
        ['Llanowar Elves'],
        { ann: { battlefield: [{ name: 'Llanowar Elves', sick: true }] } },
        [{ player: 0, type: 'activateMana', card: 'Llanowar Elves', produce: 'G' }],
        true,
      )
      expect(p.out.rejected?.length).toBe(1)
    },
  },
  'mana:cost': {
    card: 'Orzhov Signet',
    rule: 'CR 605.1a, 602.2b',
    run() {
      // {1} is paid (the Wastes' {C}), then {W}{B} added (CR 605.3b).
      let p = play(['Orzhov Signet', 'Wastes'], { ann: { battlefield: ['Orzhov Signet', 'Wastes'] } }, [
        { player: 0, type: 'activateMana', card: 'Orzhov Signet', produce: 'WB' },
      ])
      expect(manaPool(p, 0)).toBe('BW')
      expect(permanent(p, 0, 'Orzhov Signet').tapped).toBe(true)
      expect(permanent(p, 0, 'Wastes').tapped).toBe(true)
      // Nothing to pay {1} with: it can't be activated.
      p = play(
        ['Orzhov Signet'],
        { ann: { battlefield: ['Orzhov Signet'] } },
        [{ player: 0, type: 'activateMana', card: 'Orzhov Signet', produce: 'WB' }],
        true,
      )
      expect(p.out.rejected?.length).toBe(1)
      expect(manaPool(p, 0)).toBe('')
    },
  },
  'mana:anyColor': {
    card: 'Birds of Paradise',
    rule: 'CR 605.1a, 106.1',
    run() {
      for (const color of ['W', 'U', 'B', 'R', 'G']) {
        const p = play(['Birds of Paradise'], { ann: { battlefield: [{ name: 'Birds of Paradise', sick: false }] } }, [
          { player: 0, type: 'activateMana', card: 'Birds of Paradise', produce: color },
        ])
        expect(manaPool(p, 0)).toBe(color)
      }
    },
  },
}
