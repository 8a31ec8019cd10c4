// A split card's other half is cast (CR 709.3) and a modal double-faced card's back face is cast or played as a land
// (CR 712.7, 712.8): a card reference naming that face chooses it, only that face is evaluated and put onto the stack
// or the battlefield (CR 709.3a, 712.4e), and the card is whole again in every other zone (CR 709.4).
import { describe, expect, it } from 'vitest'
import { out, passBoth, play } from '../../../support/realCards'
import { legalActions } from '../../../../src-shared/engine'
import type { CastAction, PlayLandAction } from '../../../../src-shared/engine/types'

const n = (card: string, k: number) => Array.from({ length: k }, () => card)

describe("a card's other face (CR 709.3, 712.7, 712.8)", () => {
  it("CR 709.3: Suffering (Pain // Suffering) and Battery (Assault // Battery) are cast as their card's second half", () => {
    const suffering = play(
      ['Pain // Suffering'],
      { hand: ['Pain // Suffering'], battlefield: n('Mountain', 4) },
      { battlefield: ['Forest'] },
      [{ player: 0, type: 'cast', card: 'Suffering', targets: ['1:Forest'] }, ...passBoth],
    )
    expect(out(suffering).rejected ?? []).toEqual([])
    expect(out(suffering).players[1].graveyard).toEqual(['Forest'])
    expect(out(suffering).players[0].graveyard).toHaveLength(1) // CR 709.4: the whole card again
    expect(out(suffering).log).toContain('Ann casts Suffering targeting Forest')
    const battery = play(['Assault // Battery'], { hand: ['Assault // Battery'], battlefield: n('Forest', 4) }, {}, [
      { player: 0, type: 'cast', card: 'Battery' },
      ...passBoth,
    ])
    expect(out(battery).rejected ?? []).toEqual([])
    expect(out(battery).players[0].battlefield.filter((b) => b.token)).toEqual([
      expect.objectContaining({ power: 3, toughness: 3 }),
    ])
    // The first half is still the card's own name's choice: Assault, 2 damage to Ben.
    const assault = play(['Assault // Battery'], { hand: ['Assault // Battery'], battlefield: ['Mountain'] }, {}, [
      { player: 0, type: 'cast', card: 'Assault // Battery', targets: ['player:1'] },
      ...passBoth,
    ])
    expect(out(assault).players[1].life).toBe(18)
  }, 120_000)

  it('CR 712.8: Ondu Skyruins, Kazandu Valley and Bala Ged Sanctuary are played as lands, and enter tapped', () => {
    for (const [card, land] of [
      ['Ondu Inversion // Ondu Skyruins', 'Ondu Skyruins'],
      ['Kazandu Mammoth // Kazandu Valley', 'Kazandu Valley'],
      ['Bala Ged Recovery // Bala Ged Sanctuary', 'Bala Ged Sanctuary'],
    ]) {
      const r = play([card], { hand: [card] }, {}, [{ player: 0, type: 'playLand', card: land }])
      expect(out(r).rejected ?? []).toEqual([])
      expect(out(r).players[0].battlefield).toEqual([expect.objectContaining({ name: land, tapped: true })])
      expect(out(r).log).toContain(`Ann plays ${land}`)
      // Its front face is not a land (CR 712.4c: in the hand it has only its front's characteristics).
      const front = play([card], { hand: [card] }, {}, [{ player: 0, type: 'playLand', card }])
      expect(out(front).rejected?.length).toBe(1)
    }
  }, 120_000)

  it("CR 712.4e: Sword of the Realms, Halvar's back face, is cast and stays an Equipment on the battlefield", () => {
    const card = 'Halvar, God of Battle // Sword of the Realms'
    const r = play([card], { hand: [card], battlefield: [...n('Plains', 2), 'Grizzly Bears'] }, {}, [
      { player: 0, type: 'cast', card: 'Sword of the Realms' },
      ...passBoth,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    const sword = out(r).players[0].battlefield.find((b) => b.name === 'Sword of the Realms')
    expect(sword).toBeDefined()
    expect(sword).not.toHaveProperty('power')
  }, 120_000)

  it('CR 709.3, 712.8: the legal actions offer the other half and the land face', () => {
    const r = play(
      ['Pain // Suffering', 'Kazandu Mammoth // Kazandu Valley'],
      { hand: ['Pain // Suffering', 'Kazandu Mammoth // Kazandu Valley'], battlefield: n('Mountain', 4) },
      { battlefield: ['Forest'] },
      [],
    )
    const actions = legalActions(r.state, 0)
    expect(actions.some((a) => a.type === 'cast' && (a as CastAction).face === 1)).toBe(true)
    expect(actions.some((a) => a.type === 'playLand' && (a as PlayLandAction).face === 1)).toBe(true)
  }, 120_000)
})
