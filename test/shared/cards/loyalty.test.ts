import { describe, expect, it } from 'vitest'
import { formatLoyaltyCost, parseLoyaltyAbilities } from '@shared/cards/loyalty'

describe('loyalty abilities (CR 606)', () => {
  it("CR 606.4: reads MTGJSON's bracketed costs with the minus sign U+2212", () => {
    const text =
      '[+1]: Exile the top card of your library.\n[+1]: Add {R}{R}.\n[\u22123]: Deal 4 damage.\n[\u22127]: You get an emblem.'
    expect(parseLoyaltyAbilities(text)).toEqual([
      { cost: '+1', amount: 1, x: false, text: 'Exile the top card of your library.' },
      { cost: '+1', amount: 1, x: false, text: 'Add {R}{R}.' },
      { cost: '-3', amount: -3, x: false, text: 'Deal 4 damage.' },
      { cost: '-7', amount: -7, x: false, text: 'You get an emblem.' },
    ])
  })

  it("CR 606.4: reads Scryfall's bare costs, 0 and −X, with either minus sign", () => {
    const text =
      '+2: Exile the top three cards.\n\u2212X: Put a creature card onto the battlefield.\n0: Draw a card.\n-10: Exile all cards.'
    expect(parseLoyaltyAbilities(text).map((a) => [a.cost, a.amount, a.x])).toEqual([
      ['+2', 2, false],
      ['-X', null, true],
      ['0', 0, false],
      ['-10', -10, false],
    ])
  })

  it('ignores lines that are not loyalty abilities (static text, modes "[1] …", unsigned costs)', () => {
    const text =
      'Elves you control have "{T}: Add {B}."\n[1] Put a +1/+1 counter on target creature.\n2: Something odd.\n[+1]: Scry 2.'
    expect(parseLoyaltyAbilities(text).map((a) => a.cost)).toEqual(['+1'])
  })

  it('prints the cost with the true minus sign', () => {
    expect(formatLoyaltyCost({ cost: '-X', amount: null, x: true, text: '' })).toBe('\u2212X')
  })
})
