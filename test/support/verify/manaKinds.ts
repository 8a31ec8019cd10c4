// Behavioural checks of mana abilities' riders (CR 605): storage counters, a land that stays tapped, an ability only
// while you control a land type, the colour chosen as it entered, life gained and a card drawn with the mana. Each
// asserts the exact mana made.
import { expect } from 'vitest'
import { manaPool, onField, permanent, play, seat, PASS, type Checks } from './harness'

const mana = (card: string, produce: string, ability?: number) => ({
  player: 0,
  type: 'activateMana',
  card,
  produce,
  ...(ability === undefined ? {} : { ability }),
})

export const MANA_KIND_CHECKS: Checks = {
  'mana:perCounter': {
    card: 'Black Mana Battery',
    rule: 'CR 605.1a, 122.1, 107.3',
    run() {
      // {B}, then {B} for each charge counter removed: two removed, {B}{B}{B}.
      let p = play(
        ['Black Mana Battery'],
        { ann: { battlefield: [{ name: 'Black Mana Battery', counters: { charge: 3 } }] } },
        [mana('Black Mana Battery', 'BBB')],
      )
      expect(manaPool(p, 0)).toBe('BBB')
      expect(permanent(p, 0, 'Black Mana Battery')).toMatchObject({ tapped: true, counters: { charge: 1 } })
      // None removed: just {B}. More than it has: refused.
      p = play(['Black Mana Battery'], { ann: { battlefield: ['Black Mana Battery'] } }, [
        mana('Black Mana Battery', 'B'),
      ])
      expect(manaPool(p, 0)).toBe('B')
      p = play(
        ['Black Mana Battery'],
        { ann: { battlefield: [{ name: 'Black Mana Battery', counters: { charge: 1 } }] } },
        [mana('Black Mana Battery', 'BBB')],
        true,
      )
      expect(p.out.rejected?.length).toBe(1)
      expect(manaPool(p, 0)).toBe('')
      // A storage land with a mana cost and no {T} (Calciform Pools: {1}, remove X: X mana in any combination of
      // {W} and/or {U}): two counters removed make {W}{U}; its own {T}: Add {C} may pay the {1} (CR 605.3a).
      p = play(['Calciform Pools'], { ann: { battlefield: [{ name: 'Calciform Pools', counters: { storage: 3 } }] } }, [
        mana('Calciform Pools', 'WU', 1),
      ])
      expect(manaPool(p, 0)).toBe('UW')
      expect(permanent(p, 0, 'Calciform Pools')).toMatchObject({ tapped: true, counters: { storage: 1 } })
    },
  },
  'mana:staysTapped': {
    card: 'Cinder Marsh',
    rule: 'CR 605.1a, 502.3',
    run() {
      const marsh = (actions: unknown[]) =>
        play(['Cinder Marsh'], { ann: { battlefield: ['Cinder Marsh'] } }, [mana('Cinder Marsh', 'R', 1), ...actions])
      expect(manaPool(marsh([]), 0)).toBe('R')
      // It doesn't untap in Ann's next untap step (turn 5), and does in the one after (turn 7).
      let p = marsh([{ type: 'passUntil', step: 'upkeep', turn: 5 }])
      expect(permanent(p, 0, 'Cinder Marsh').tapped).toBe(true)
      p = marsh([{ type: 'passUntil', step: 'upkeep', turn: 7 }])
      expect(permanent(p, 0, 'Cinder Marsh').tapped).toBe(false)
      // Its {C} ability has no such rider.
      p = play(['Cinder Marsh'], { ann: { battlefield: ['Cinder Marsh'] } }, [
        mana('Cinder Marsh', 'C', 0),
        { type: 'passUntil', step: 'upkeep', turn: 5 },
      ])
      expect(permanent(p, 0, 'Cinder Marsh').tapped).toBe(false)
    },
  },
  'mana:onlyIfControl': {
    card: 'Tainted Field',
    rule: 'CR 602.5b, 605.1a',
    run() {
      let p = play(['Tainted Field'], { ann: { battlefield: ['Tainted Field', 'Swamp'] } }, [
        mana('Tainted Field', 'W', 1),
      ])
      expect(manaPool(p, 0)).toBe('W')
      // Without a Swamp: refused ({C} still works).
      p = play(
        ['Tainted Field'],
        { ann: { battlefield: ['Tainted Field', 'Plains'] } },
        [mana('Tainted Field', 'B', 1)],
        true,
      )
      expect(p.out.rejected?.length).toBe(1)
      expect(manaPool(p, 0)).toBe('')
      p = play(['Tainted Field'], { ann: { battlefield: ['Tainted Field', 'Plains'] } }, [
        mana('Tainted Field', 'C', 0),
      ])
      expect(manaPool(p, 0)).toBe('C')
    },
  },
  'mana:gainLife': {
    card: 'Pristine Talisman',
    rule: 'CR 605.1a, 605.3b',
    run() {
      const p = play(['Pristine Talisman'], { ann: { battlefield: ['Pristine Talisman'] } }, [
        mana('Pristine Talisman', 'C'),
      ])
      expect(manaPool(p, 0)).toBe('C')
      expect(seat(p, 0).life).toBe(21)
      expect(seat(p, 1).life).toBe(20)
    },
  },
  'mana:chosenColor': {
    card: 'Sol Grail',
    rule: 'CR 605.1a, 614.12',
    run() {
      const grail = (produce: string) =>
        play(
          ['Sol Grail'],
          { ann: { hand: ['Sol Grail'], battlefield: ['Plains', 'Plains', 'Plains'] } },
          [
            { player: 0, type: 'cast', card: 'Sol Grail' },
            ...PASS,
            { player: 0, type: 'choose', option: 'blue' },
            mana('Sol Grail', produce),
          ],
          true,
        )
      // Blue chosen as it entered: it makes {U}, and no other colour.
      expect(manaPool(grail('U'), 0)).toBe('U')
      const p = grail('W')
      expect(p.out.rejected?.length).toBe(1)
      expect(manaPool(p, 0)).toBe('')
    },
  },
  'mana:draw': {
    card: 'Chromatic Sphere',
    rule: 'CR 605.1a, 605.3b',
    run() {
      const p = play(['Chromatic Sphere'], { ann: { hand: [], battlefield: ['Chromatic Sphere', 'Island'] } }, [
        mana('Chromatic Sphere', 'G'),
      ])
      // {1} (the Island) and the Sphere paid: one green mana, and a card drawn.
      expect(manaPool(p, 0)).toBe('G')
      expect(seat(p, 0).hand).toEqual(['Plains'])
      expect(seat(p, 0).graveyard).toEqual(['Chromatic Sphere'])
      expect(onField(p, 0, 'Chromatic Sphere')).toBe(0)
      expect(permanent(p, 0, 'Island').tapped).toBe(true)
    },
  },
}
