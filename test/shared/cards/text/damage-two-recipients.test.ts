// One spell or ability dealing damage to two recipients: "… and 1 damage to another target", "… and 2 damage to
// that creature's controller", "… and 3 damage to you" (CR 120.3, 601.2c, 608.2b), on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play, poolWith } from '../../../support/realCards'

const pool = poolWith('Arc Trail', "Chandra's Outrage", 'Char', 'Lunge', 'Orcish Artillery', 'Bond of Passion')
const mountains = (n: number) => Array.from({ length: n }, () => 'Mountain')
const onBattlefield = (r: ReturnType<typeof play>, player: number) =>
  out(r).players[player].battlefield.map((c) => c.name)

describe('damage to two recipients', () => {
  it('CR 120.3: Arc Trail deals 2 damage to a creature and 1 damage to another target (a player)', () => {
    expect(manualLines('Arc Trail')).toEqual([])
    const r = play(pool, { hand: ['Arc Trail'], battlefield: mountains(2) }, { battlefield: ['Grizzly Bears'] }, [
      { player: 0, type: 'cast', card: 'Arc Trail', targets: ['1:Grizzly Bears', 'player:1'] },
      ...passBoth,
    ])
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[1].life).toBe(19)
  })

  it('CR 601.2c: Arc Trail\'s "another target" cannot be its first target again', () => {
    const r = play(pool, { hand: ['Arc Trail'], battlefield: mountains(2) }, {}, [
      { player: 0, type: 'cast', card: 'Arc Trail', targets: ['player:1', 'player:1'] },
    ])
    expect(out(r).rejected?.length).toBe(1)
    expect(out(r).players[0].hand).toEqual(['Arc Trail'])
  })

  it("CR 608.2b: Arc Trail still deals its 1 damage when its first target has left; Chandra's Outrage hits the controller", () => {
    const r = play(
      pool,
      { hand: ['Arc Trail'], battlefield: mountains(2) },
      { hand: ["Chandra's Outrage"], battlefield: [...mountains(4), 'Grizzly Bears', 'Llanowar Elves'] },
      [
        { player: 0, type: 'cast', card: 'Arc Trail', targets: ['1:Grizzly Bears', '1:Llanowar Elves'] },
        { player: 0, type: 'pass' },
        // Ben kills his own Bears in response; his Outrage deals 2 damage to the Bears' controller, himself.
        { player: 1, type: 'cast', card: "Chandra's Outrage", targets: ['1:Grizzly Bears'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
        ...passBoth,
      ],
    )
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[1].life).toBe(18)
    expect(out(r).players[1].graveyard.sort()).toEqual(["Chandra's Outrage", 'Grizzly Bears', 'Llanowar Elves'])
  })

  it('CR 120.3: Char deals 4 damage to any target and 2 damage to its caster', () => {
    expect(manualLines('Char')).toEqual([])
    const r = play(pool, { hand: ['Char'], battlefield: mountains(3) }, {}, [
      { player: 0, type: 'cast', card: 'Char', targets: ['player:1'] },
      ...passBoth,
    ])
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[1].life).toBe(16)
    expect(out(r).players[0].life).toBe(18)
  })

  it('CR 120.3: Lunge deals 2 damage to target creature and 2 damage to target player', () => {
    expect(manualLines('Lunge')).toEqual([])
    const r = play(pool, { hand: ['Lunge'], battlefield: mountains(3) }, { battlefield: ['Grizzly Bears'] }, [
      { player: 0, type: 'cast', card: 'Lunge', targets: ['1:Grizzly Bears', 'player:1'] },
      ...passBoth,
    ])
    expect(out(r).rejected).toEqual([])
    expect(onBattlefield(r, 1)).toEqual([])
    expect(out(r).players[1].life).toBe(18)
  })

  it("CR 602.2: Orcish Artillery's {T} ability deals 2 damage to any target and 3 damage to its controller", () => {
    expect(manualLines('Orcish Artillery')).toEqual([])
    const r = play(pool, { battlefield: [{ name: 'Orcish Artillery', sick: false }] }, {}, [
      { player: 0, type: 'activate', card: 'Orcish Artillery', ability: 0, targets: ['player:1'] },
      ...passBoth,
    ])
    expect(out(r).rejected).toEqual([])
    expect(out(r).players[1].life).toBe(18)
    expect(out(r).players[0].life).toBe(17)
  })

  it('CR 601.2c: Bond of Passion takes a creature and deals 2 damage to any other target, not that creature', () => {
    expect(manualLines('Bond of Passion')).toEqual([])
    const r = play(pool, { hand: ['Bond of Passion'], battlefield: mountains(6) }, { battlefield: ['Hill Giant'] }, [
      { player: 0, type: 'cast', card: 'Bond of Passion', targets: ['1:Hill Giant', '1:Hill Giant'] },
      { player: 0, type: 'cast', card: 'Bond of Passion', targets: ['1:Hill Giant', 'player:1'] },
      ...passBoth,
    ])
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0])
    expect(onBattlefield(r, 0)).toContain('Hill Giant')
    expect(out(r).players[1].life).toBe(18)
  })
})
