// The examples of the mana rules text (resources/rules/mana.txt) (CR numbers as that text gives them; 2022 numbers in brackets).
import { describe, expect, it } from 'vitest'
import { colorIdentity, costColors, layoutManaValue, manaValue, parseManaCost, textColors } from '@shared/mana'

const mv = (text: string, x?: number): number => manaValue(parseManaCost(text), { x })
const colors = (text: string): string[] => costColors(parseManaCost(text))

describe('mana value (CR 202.3)', () => {
  it('CR 202.3 example: {3}{U}{U} has mana value 5', () => {
    expect(mv('{3}{U}{U}')).toBe(5)
  })
  it('converted mana cost text: {2}{G} and {1}{G}{G} both have mana value 3', () => {
    expect(mv('{2}{G}')).toBe(3)
    expect(mv('{1}{G}{G}')).toBe(3)
  })
  it('CR 202.3a: an object with no mana cost has mana value 0', () => {
    expect(manaValue(null)).toBe(0)
    expect(mv('')).toBe(0)
  })
  it('CR 202.3b [202.3e]: X is 0 off the stack and the chosen number on it', () => {
    expect(mv('{X}{R}')).toBe(1)
    expect(mv('{X}{R}', 4)).toBe(5)
    expect(mv('{X}{X}{G}', 3)).toBe(7) // MA-2: {X}{X}
  })
  it('CR 202.3c [202.3f] example: {1}{W/U}{W/U} has mana value 3', () => {
    expect(mv('{1}{W/U}{W/U}')).toBe(3)
  })
  it('CR 202.3c [202.3f] example: {2/B}{2/B}{2/B} has mana value 6', () => {
    expect(mv('{2/B}{2/B}{2/B}')).toBe(6)
  })
  it('CR 202.3d example: {1}{W/P}{W/P} has mana value 3 (Phyrexian counts 1)', () => {
    expect(mv('{1}{W/P}{W/P}')).toBe(3)
    expect(mv('{2}{G}{G/U/P}{U}')).toBe(5)
  })
  it('MA-2: {C} and {S} count 1, {0} 0, {½} and {HW} half, {∞} infinite', () => {
    expect(mv('{8}{C}{C}')).toBe(10)
    expect(mv('{S}{S}')).toBe(2)
    expect(mv('{0}')).toBe(0)
    expect(mv('{½}')).toBe(0.5)
    expect(mv('{HW}')).toBe(0.5)
    expect(mv('{∞}')).toBe(Infinity)
  })
  it('CR 709.4b, 710.1c, 202.3b–c [2022]: mana value by layout', () => {
    const c = (t: string) => parseManaCost(t)
    expect(layoutManaValue('split', [c('{1}{R}'), c('{2}{U}')], 0)).toBe(5) // halves combined
    expect(layoutManaValue('transform', [c('{3}{U}'), null], 1)).toBe(4) // back face uses the front's cost
    expect(layoutManaValue('flip', [c('{3}{R}'), null], 1)).toBe(4) // a flipped card keeps its cost
    expect(layoutManaValue('meld', [null], 0, [c('{5}{W}{W}'), c('{2}{W}{W}')])).toBe(11) // Brisela
    expect(layoutManaValue('modal_dfc', [c('{3}{U}{U}'), c('{1}{U}')], 1)).toBe(2) // each face its own
    expect(layoutManaValue('adventure', [c('{2}{G}'), c('{1}{G}')], 1)).toBe(3) // CR 716.4
  })
})

describe('colours (CR 202.2)', () => {
  it('CR 202.2a example: {2}{W} is white, {2} is colourless, {2}{W}{B} is white and black', () => {
    expect(colors('{2}{W}')).toEqual(['W'])
    expect(colors('{2}')).toEqual([])
    expect(colors('{2}{W}{B}')).toEqual(['W', 'B'])
  })
  it('CR 202.2b: no coloured symbols means colourless; colourless {C} and snow {S} are not colours', () => {
    expect(colors('{3}{C}')).toEqual([])
    expect(colors('{S}')).toEqual([])
    expect(costColors(null)).toEqual([])
  })
  it('CR 202.2c: two different coloured symbols make it each colour, WUBRG order', () => {
    expect(colors('{G}{W}{U}')).toEqual(['W', 'U', 'G'])
  })
  it('CR 202.2d: hybrid and Phyrexian symbols give all their colours', () => {
    expect(colors('{1}{W/U}{W/U}')).toEqual(['W', 'U'])
    expect(colors('{2/B}')).toEqual(['B'])
    expect(colors('{R/P}')).toEqual(['R'])
    expect(colors('{G/U/P}')).toEqual(['U', 'G'])
    expect(colors('{HW}')).toEqual(['W'])
  })
})

describe('colour identity (CR 903.4)', () => {
  it('CR 903.4: cost symbols, rules-text symbols and the colour indicator', () => {
    expect(colorIdentity({ costs: [parseManaCost('{1}{G}')], texts: ['{T}: Add {W}.'] })).toEqual(['W', 'G'])
    expect(colorIdentity({ costs: [null], texts: [''], colorIndicator: ['U'] })).toEqual(['U'])
    expect(colorIdentity({ costs: [parseManaCost('{3}')], texts: ['{2}{B/P}: Regenerate this.'] })).toEqual(['B'])
  })
  it('CR 903.4c: reminder text is ignored; non-mana symbols are skipped', () => {
    expect(textColors('({T}: Add {W} or {U}.)\n{T}, {Q}: Draw a card. {E}{E}')).toEqual([])
    expect(colorIdentity({ costs: [null], texts: ['({T}: Add {R}.)'] })).toEqual([])
  })
  it('CR 903.4d: every face counts (back faces included)', () => {
    expect(colorIdentity({ costs: [parseManaCost('{1}{G}'), null], texts: ['', '{2}{R}: Transform.'] })).toEqual([
      'R',
      'G',
    ])
  })
})
