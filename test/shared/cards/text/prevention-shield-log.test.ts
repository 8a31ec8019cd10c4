// "Prevent the next 1 damage that would be dealt to any target this turn" (Alabaster Wall, CR 615.7): the shield
// prevents that much of the next damage, and the log says so after the damage line, so a reader sees why the life
// total or the creature's damage is less than the spell says.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play } from '../../../support/realCards'

const shieldThenShock = (target: string) => [
  { player: 0, type: 'activate', card: 'Alabaster Wall', ability: 0, targets: [target] },
  ...passBoth,
  { player: 0, type: 'pass' },
  { player: 1, type: 'cast', card: 'Shock', targets: [target] },
  { player: 1, type: 'pass' },
  { player: 0, type: 'pass' },
]

describe('prevention shields', () => {
  it("CR 615.7: Alabaster Wall prevents 1 of Shock's 2 damage to Ann, and the log says so", () => {
    expect(manualLines('Alabaster Wall')).toEqual([])
    const r = play(
      ['Alabaster Wall', 'Shock'],
      { battlefield: ['Alabaster Wall'] },
      { hand: ['Shock'], battlefield: ['Mountain'] },
      shieldThenShock('player:0'),
    )
    expect(out(r).players[0].life).toBe(19)
    expect(out(r).log).toContain('1 of the damage from Shock to Ann is prevented (CR 615.7)')
  })

  it('CR 615.7: on a creature, the shield leaves 1 damage marked, and the log says so', () => {
    const r = play(
      ['Alabaster Wall', 'Shock', 'Grizzly Bears'],
      { battlefield: ['Alabaster Wall', 'Grizzly Bears'] },
      { hand: ['Shock'], battlefield: ['Mountain'] },
      shieldThenShock('0:Grizzly Bears'),
    )
    expect(out(r).players[0].battlefield.find((b) => b.name === 'Grizzly Bears')?.damage).toBe(1)
    expect(out(r).log).toContain('1 of the damage from Shock to Grizzly Bears is prevented (CR 615.7)')
  })
})
