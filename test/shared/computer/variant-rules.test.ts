// Variant rules in the computer's evaluation (class 4 of its failures): a Manahearth hero is valued by its abilities,
// not its loyalty (ruling MH-9 sets it to 0; MH-10 makes every ability but the last a once-a-turn activation).
import { describe, expect, it } from 'vitest'
import { starterPool } from '../../../src-shared/cards/starter'
import { heroWorth } from '../../../src-shared/variants/manahearth/computer'

const def = (name: string) => {
  const d = starterPool().byName(name)
  if (!d) throw new Error(`no ${name} in the starter pool`)
  return d
}

describe('a Manahearth hero is worth what its abilities do (rulings MH-9, MH-10)', () => {
  it('ranks a hero that makes creatures every turn above one that draws for both players', () => {
    expect(heroWorth(def("Elspeth, Sun's Champion"))).toBeGreaterThan(heroWorth(def('Jace Beleren')))
    expect(heroWorth(def('Garruk, Primal Hunter'))).toBeGreaterThan(heroWorth(def('Jace Beleren')))
    expect(heroWorth(def("Elspeth, Sun's Champion"))).toBeGreaterThan(heroWorth(def('Ajani Goldmane')))
  })

  it('gives a card without loyalty abilities no hero worth', () => {
    expect(heroWorth(def('Grizzly Bears'))).toBe(0)
    expect(heroWorth(undefined)).toBe(0)
  })
})
