// The contract's `activateMana` with `produce` (additions of 2026-12-06), on mana abilities whose mana depends on
// other permanents: "one mana of any color that a land an opponent controls could produce" (CR 106.7) and a
// commander's colour identity without a commander (CR 903.4e). A refusal says what the permanent makes.
import { describe, expect, it } from 'vitest'
import { normalBoard } from '../../support/hearthScenario'

const mana = (card: string, produce: string) => ({ player: 0, type: 'activateMana', card, produce })

describe('activateMana produce: "could produce" (CR 106.7)', () => {
  it('Exotic Orchard and Fellwar Stone make a colour an opponent’s land could produce, and refuse another', async () => {
    const r = await normalBoard(
      ['Exotic Orchard', 'Fellwar Stone', 'Underground Sea'],
      { battlefield: ['Exotic Orchard', 'Fellwar Stone', 'Exotic Orchard'] },
      { battlefield: ['Forest', 'Underground Sea'] },
      [mana('Exotic Orchard', 'G'), mana('Fellwar Stone', 'B'), mana('Exotic Orchard#2', 'W')],
    )
    expect(r.err).toBe('')
    expect(r.out.players[0].manaPool).toBe('BG')
    expect(r.out.rejected).toEqual([{ index: 2, reason: "Exotic Orchard can't produce W: it makes U or B or G" }])
  }, 120_000)

  it('Reflecting Pool makes any type a land you control could produce, colourless included (Sol Ring isn’t a land)', async () => {
    const r = await normalBoard(
      ['Reflecting Pool', 'Ancient Tomb'],
      { battlefield: ['Reflecting Pool', 'Reflecting Pool', 'Ancient Tomb', 'Plains', 'Sol Ring'] },
      { battlefield: ['Forest'] },
      [mana('Reflecting Pool', 'C'), mana('Reflecting Pool#2', 'G')],
    )
    expect(r.err).toBe('')
    expect(r.out.players[0].manaPool).toBe('C')
    expect(r.out.rejected[0].index).toBe(1)
    expect(r.out.rejected[0].reason).toMatch(/can't produce G: it makes W or C$/)
  }, 120_000)

  it('auto-tap pays with Exotic Orchard too (a spell cast with the Orchard as the only source)', async () => {
    const r = await normalBoard(
      ['Exotic Orchard'],
      { hand: ['Llanowar Elves'], battlefield: ['Exotic Orchard'] },
      { battlefield: ['Forest'] },
      [
        { player: 0, type: 'cast', card: 'Llanowar Elves' },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    )
    expect(r.out.rejected).toEqual([])
    expect(r.out.players[0].battlefield.map((o: { name: string }) => o.name)).toContain('Llanowar Elves')
  }, 120_000)

  it('facing no lands, it makes no mana, and the refusal says why instead of an empty list', async () => {
    const r = await normalBoard(['Exotic Orchard'], { battlefield: ['Exotic Orchard'] }, {}, [
      mana('Exotic Orchard', 'G'),
    ])
    expect(r.out.rejected[0].reason).toBe(
      "Exotic Orchard can't produce G: it makes no mana now: no permanent it looks at could produce any (CR 106.7)",
    )
  }, 120_000)
})

describe('activateMana produce: a commander’s colour identity without a commander (CR 903.4e)', () => {
  it('Command Tower makes no mana, and says so', async () => {
    const r = await normalBoard(['Command Tower'], { battlefield: ['Command Tower'] }, {}, [mana('Command Tower', 'G')])
    expect(r.out.rejected[0].reason).toMatch(/^Command Tower can't produce G: it makes no mana: .*CR 903\.4e/)
  }, 120_000)
})
