// Behavioural checks, fifth part: loyalty, crew, conditions of the turn and the graveyard, begin-combat and discard
// triggers.
import { expect } from 'vitest'
import { activate, cast, LANDS, permanent, play, seat, PASS, type Checks, ready } from './harness'

export const FIFTH_CHECKS: Checks = {
  'cost:loyalty': {
    card: 'Ajani Goldmane',
    rule: 'CR 606.4, 606.3',
    run() {
      let p = play(
        ['Ajani Goldmane'],
        { ann: { battlefield: [{ name: 'Ajani Goldmane', counters: { loyalty: 4 } }] } },
        activate('Ajani Goldmane', 0),
      )
      expect(permanent(p, 0, 'Ajani Goldmane').counters).toEqual({ loyalty: 5 })
      expect(seat(p, 0).life).toBe(22)
      // Once each turn (CR 606.3).
      p = play(
        ['Ajani Goldmane'],
        { ann: { battlefield: [{ name: 'Ajani Goldmane', counters: { loyalty: 4 } }] } },
        [...activate('Ajani Goldmane', 0), ...activate('Ajani Goldmane', 0)],
        true,
      )
      expect(p.out.rejected?.map((r) => r.index)).toEqual([3])
      expect(seat(p, 0).life).toBe(22)
    },
  },
  'condition:thisTurn.creatureDied': {
    card: 'Festerhide Boar',
    rule: 'CR 700.4, 614.1c (morbid)',
    run() {
      const boar = (first: unknown[]) =>
        play(
          ['Festerhide Boar', 'Shock'],
          { ann: { hand: ['Festerhide Boar', 'Shock'], battlefield: LANDS }, ben: { battlefield: ['Grizzly Bears'] } },
          [...first, ...cast('Festerhide Boar')],
        )
      let p = boar(cast('Shock', { targets: ['1:Grizzly Bears'] }))
      expect(permanent(p, 0, 'Festerhide Boar').counters).toEqual({ '+1/+1': 2 })
      p = boar(cast('Shock', { targets: ['player:1'] }))
      expect(permanent(p, 0, 'Festerhide Boar').counters).toEqual({})
    },
  },
  'condition:thisTurn.youAttacked': {
    card: 'Swaggering Corsair',
    rule: 'CR 508.1, 614.1c (raid)',
    run() {
      const corsair = (attackers: unknown[]) =>
        play(
          ['Swaggering Corsair'],
          { ann: { hand: ['Swaggering Corsair'], battlefield: [...LANDS, ready('Grizzly Bears')] } },
          [
            { type: 'passUntil', step: 'declareAttackers' },
            { player: 0, type: 'declareAttackers', attackers },
            { type: 'passUntil', step: 'postcombatMain' },
            ...cast('Swaggering Corsair'),
          ],
        )
      let p = corsair([{ card: 'Grizzly Bears', target: 'player:1' }])
      expect(permanent(p, 0, 'Swaggering Corsair').counters).toEqual({ '+1/+1': 1 })
      p = corsair([])
      expect(permanent(p, 0, 'Swaggering Corsair').counters).toEqual({})
    },
  },
  'trigger:discard': {
    card: 'Abyssal Nocturnus',
    rule: 'CR 603.2, 701.8',
    run() {
      const p = play(
        ['Abyssal Nocturnus', 'Mind Rot'],
        {
          ann: { hand: ['Mind Rot'], battlefield: [...LANDS, 'Abyssal Nocturnus'] },
          ben: { hand: ['Forest', 'Island'] },
        },
        [...cast('Mind Rot', { targets: ['player:1'] }), ...PASS, ...PASS],
        true,
      )
      // Two cards discarded: two triggers, +2/+2 each.
      expect(seat(p, 1).hand).toEqual([])
      expect(permanent(p, 0, 'Abyssal Nocturnus')).toMatchObject({ power: 6, toughness: 6 })
    },
  },
  'condition:graveyardTypes': {
    card: 'Backwoods Survivalists',
    rule: 'CR 205.2a, 611.3a (delirium)',
    run() {
      const cards = ['Backwoods Survivalists', 'Lightning Bolt', 'Divination']
      let p = play(cards, {
        ann: {
          battlefield: ['Backwoods Survivalists'],
          graveyard: ['Forest', 'Grizzly Bears', 'Lightning Bolt', 'Divination'],
        },
      })
      expect(permanent(p, 0, 'Backwoods Survivalists')).toMatchObject({ power: 5, toughness: 4 })
      p = play(cards, {
        ann: {
          battlefield: ['Backwoods Survivalists'],
          graveyard: ['Forest', 'Grizzly Bears', 'Lightning Bolt', 'Lightning Bolt'],
        },
      })
      expect(permanent(p, 0, 'Backwoods Survivalists')).toMatchObject({ power: 4, toughness: 3 })
    },
  },
  'trigger:step.beginCombat': {
    card: 'Luminarch Aspirant',
    rule: 'CR 507.1',
    run() {
      const p = play(
        ['Luminarch Aspirant'],
        { ann: { battlefield: ['Luminarch Aspirant'] } },
        [
          { type: 'passUntil', step: 'beginCombat' },
          { player: 0, type: 'choose', targets: ['0:Luminarch Aspirant'] },
          ...PASS,
        ],
        true,
      )
      expect(permanent(p, 0, 'Luminarch Aspirant').counters).toEqual({ '+1/+1': 1 })
    },
  },
}
