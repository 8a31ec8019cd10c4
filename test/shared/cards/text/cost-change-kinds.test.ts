// Cost changes that name several kinds of spell, colourless spells, or a mana value (CR 601.2f, 202.3): the change
// applies to a spell of any kind named, and to no other.
import { describe, expect, it } from 'vitest'
import { manualLines } from '../../../support/realCards'
import { BENS_TURN, cast, onField, play, seat } from '../../../support/verify/harness'

describe('cost changes naming kinds of spells (CR 601.2f)', () => {
  it("CR 601.2f: Aura of Silence makes its controller's opponents' artifact spells cost {2} more, not its controller's", () => {
    expect(manualLines('Aura of Silence')).toEqual([])
    const cards = ['Aura of Silence', 'Ornithopter']
    const bens = (lands: string[]) =>
      play(
        cards,
        { ...BENS_TURN, ann: { battlefield: ['Aura of Silence'] }, ben: { hand: ['Ornithopter'], battlefield: lands } },
        [
          { player: 1, type: 'cast', card: 'Ornithopter' },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
        ],
        true,
      )
    expect(bens([]).out.rejected).toHaveLength(1)
    const paid = bens(['Island', 'Island'])
    expect(paid.out.rejected ?? []).toEqual([])
    expect(onField(paid, 1, 'Ornithopter')).toBe(1)
    const own = play(cards, { ann: { hand: ['Ornithopter'], battlefield: ['Aura of Silence'] } }, cast('Ornithopter'))
    expect(onField(own, 0, 'Ornithopter')).toBe(1)
  })

  it('CR 601.2f: Ballyrush Banneret makes Kithkin spells and Soldier spells cost {1} less, and no Knight', () => {
    expect(manualLines('Ballyrush Banneret')).toEqual([])
    const cards = ['Ballyrush Banneret', 'Veteran Armorer', 'Benalish Knight']
    const p = play(
      cards,
      { ann: { hand: ['Veteran Armorer'], battlefield: ['Ballyrush Banneret', 'Plains'] } },
      cast('Veteran Armorer'),
    )
    expect(onField(p, 0, 'Veteran Armorer')).toBe(1)
    const knight = play(
      cards,
      { ann: { hand: ['Benalish Knight'], battlefield: ['Ballyrush Banneret', 'Plains', 'Plains'] } },
      cast('Benalish Knight'),
      true,
    )
    expect(knight.out.rejected).toHaveLength(1)
  })

  it('CR 601.2f, 202.3: Spectacle Mage makes instants and sorceries of mana value 5 or greater cost {1} less', () => {
    expect(manualLines('Spectacle Mage')).toEqual([])
    const cards = ['Spectacle Mage', 'Lava Axe']
    // Lava Axe ({4}{R}, mana value 5) for four Mountains.
    const p = play(
      cards,
      { ann: { hand: ['Lava Axe'], battlefield: ['Spectacle Mage', ...Array(4).fill('Mountain')] } },
      cast('Lava Axe', { targets: ['player:1'] }),
    )
    expect(seat(p, 1).life).toBe(15)
    // Near miss: a sorcery of mana value 3 (Counsel of the Soratami, {2}{U}) is no cheaper.
    const four = play(
      ['Spectacle Mage', 'Counsel of the Soratami'],
      { ann: { hand: ['Counsel of the Soratami'], battlefield: ['Spectacle Mage', 'Island', 'Island'] } },
      cast('Counsel of the Soratami'),
      true,
    )
    expect(four.out.rejected).toHaveLength(1)
  })

  it("CR 702.41a: Oxidda Golem costs {1} less for each Mountain its caster controls, and Islands don't count", () => {
    expect(manualLines('Oxidda Golem')).toEqual([])
    const golem = (lands: string[]) =>
      play(['Oxidda Golem'], { ann: { hand: ['Oxidda Golem'], battlefield: lands } }, cast('Oxidda Golem'), true)
    const p = golem(['Mountain', 'Mountain', 'Mountain', 'Island', 'Island', 'Island'])
    expect(p.out.rejected ?? []).toEqual([])
    expect(onField(p, 0, 'Oxidda Golem')).toBe(1)
    expect(golem(['Island', 'Island', 'Island', 'Island', 'Island']).out.rejected).toHaveLength(1)
  })
})
