// The contract's `cast` `alternative` (additions of 2026-12-06, CR 118.9) on alternative costs with parts other than
// mana: "Evoke—Exile a red card from your hand" (the `exile` cards come from the hand), "Blitz—{2}{B}{B}, Pay 2 life",
// morph costs of life or paid by hand (CR 702.37), and a keyword whose cost the engine doesn't read, which is refused
// as not run rather than as missing.
import { describe, expect, it } from 'vitest'
import { normalBoard, PASS } from '../../support/hearthScenario'

const lands = (name: string, n: number) => Array.from({ length: n }, () => name)
type Obj = { name: string; faceDown?: boolean; power?: number }

describe('cast alternative with costs other than mana (CR 118.9)', () => {
  it('evoke: Fury exiles the red card named in `exile` from the hand, costs no mana, and is sacrificed', async () => {
    const r = await normalBoard(
      ['Fury', 'Fireball', 'Grizzly Bears'],
      { hand: ['Fury', 'Fireball', 'Lightning Bolt'], battlefield: lands('Mountain', 2) },
      { battlefield: ['Grizzly Bears'] },
      [
        { player: 0, type: 'cast', card: 'Fury', alternative: 'evoke', exile: ['Fireball'] },
        ...PASS,
        { player: 0, type: 'choose', order: ['Fury', 'Fury'] },
        // Its damage trigger's targets and division (CR 603.3d, 601.2d).
        { player: 0, type: 'choose', targets: ['1:Grizzly Bears'], divide: [4] },
        ...PASS,
        ...PASS,
      ],
    )
    expect(r.err).toBe('')
    expect(r.out.rejected).toEqual([])
    const ann = r.out.players[0]
    expect(ann.exile).toEqual(['Fireball'])
    expect(ann.hand).toEqual(['Lightning Bolt'])
    expect(ann.graveyard).toEqual(['Fury'])
    expect(ann.battlefield.filter((o: { tapped: boolean }) => o.tapped)).toEqual([])
    expect(r.out.players[1].graveyard).toEqual(['Grizzly Bears'])
  }, 120_000)

  it('evoke: a card of another colour named in `exile` is refused, naming the cost', async () => {
    const r = await normalBoard(
      ['Solitude'],
      { hand: ['Solitude', 'Lightning Bolt'], battlefield: lands('Plains', 2) },
      {},
      [{ player: 0, type: 'cast', card: 'Solitude', alternative: 'evoke', exile: ['Lightning Bolt'] }],
    )
    expect(r.out.rejected[0].reason).toMatch(/Solitude can't be cast: .*white card in your hand to exile/)
    expect(r.out.players[0].hand).toEqual(['Solitude', 'Lightning Bolt'])
  }, 120_000)

  it('blitz: Tenacious Underdog’s "{2}{B}{B}, Pay 2 life" is paid, and it has haste (CR 702.152a)', async () => {
    const r = await normalBoard(
      ['Tenacious Underdog'],
      { hand: ['Tenacious Underdog'], battlefield: lands('Swamp', 4) },
      {},
      [{ player: 0, type: 'cast', card: 'Tenacious Underdog', alternative: 'blitz' }, ...PASS],
    )
    expect(r.out.rejected).toEqual([])
    expect(r.out.players[0].life).toBe(18)
    const dog = r.out.players[0].battlefield.find((o: Obj) => o.name === 'Tenacious Underdog')
    expect(dog.keywords).toContain('Haste')
  }, 120_000)

  it('morph: Zombie Cutthroat ("Morph—Pay 5 life") is cast face down and turned face up for 5 life (CR 702.37)', async () => {
    const r = await normalBoard(
      ['Zombie Cutthroat'],
      { hand: ['Zombie Cutthroat'], battlefield: lands('Swamp', 3) },
      {},
      [
        { player: 0, type: 'cast', card: 'Zombie Cutthroat', alternative: 'morph' },
        ...PASS,
        { player: 0, type: 'special', action: 'turnFaceUp', card: 'Zombie Cutthroat' },
      ],
    )
    expect(r.out.rejected).toEqual([])
    expect(r.out.players[0].life).toBe(15)
    const z = r.out.players[0].battlefield.find((o: Obj) => o.name === 'Zombie Cutthroat')
    expect(z).toMatchObject({ faceDown: false, power: 3 })
  }, 120_000)

  it('morph: a cost the engine does not pay (reveal a blue card) is cast face down, and turned up by hand, logged', async () => {
    const r = await normalBoard(
      ["Dragon's Eye Savants"],
      { hand: ["Dragon's Eye Savants", 'Counterspell'], battlefield: lands('Island', 3) },
      {},
      [
        { player: 0, type: 'cast', card: "Dragon's Eye Savants", faceDown: true },
        ...PASS,
        { player: 0, type: 'special', action: 'turnFaceUp', card: "Dragon's Eye Savants" },
      ],
    )
    expect(r.out.rejected).toEqual([])
    expect(r.out.log).toContain(
      "Ann turns a face-down card face up with its morph cost (Reveal a blue card in your hand) paid by hand: it is Dragon's Eye Savants",
    )
  }, 120_000)

  it('a keyword the card has but whose cost the engine does not read is refused as not run, not as missing', async () => {
    const r = await normalBoard(
      ['Street Spasm'],
      { hand: ['Street Spasm', 'Lightning Bolt'], battlefield: lands('Mountain', 6) },
      { battlefield: ['Grizzly Bears'] },
      [
        { player: 0, type: 'cast', card: 'Street Spasm', alternative: 'overload', x: 1 },
        { player: 0, type: 'cast', card: 'Lightning Bolt', alternative: 'overload', targets: ['player:1'] },
      ],
    )
    expect(r.out.rejected).toEqual([
      {
        index: 0,
        reason:
          "Casting Street Spasm for its overload cost isn't run by the engine: cast it for its mana cost and adjust by hand (CR 118.9)",
      },
      { index: 1, reason: 'Lightning Bolt has no overload cost (CR 118.9)' },
    ])
  }, 120_000)
})
