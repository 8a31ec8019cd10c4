// More staples players bring, each by its rule: Command Tower and the other commander-identity mana (CR 903.4e); Path
// to Exile and its siblings, whose search is the exiled or destroyed permanent's controller's choice (CR 608.2h, 701.19).
import { describe, expect, it } from 'vitest'
import { manualLines, out, play } from '../../../support/realCards'

const pool = (r: ReturnType<typeof play>, p = 0) => r.state.players[p].manaPool.map((u) => u.type)

describe('staples, breadth', () => {
  it("CR 903.4e: with no commander, Command Tower's and Arcane Signet's mana of the commander's colours is none", () => {
    for (const name of ['Command Tower', 'Arcane Signet', "Commander's Sphere"]) expect(manualLines(name)).toEqual([])
    const r = play(['Command Tower'], { battlefield: ['Command Tower'] }, {}, [
      { player: 0, type: 'activateMana', card: 'Command Tower' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].battlefield.find((p) => p.name === 'Command Tower')?.tapped).toBe(true)
    expect(pool(r)).toEqual([])
    // It can't pay for anything: a Lightning Bolt with only the Tower is refused.
    const bolt = play(
      ['Command Tower', 'Lightning Bolt'],
      { battlefield: ['Command Tower'], hand: ['Lightning Bolt'] },
      {},
      [{ player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] }],
    )
    expect(out(bolt).rejected?.length).toBe(1)
    expect(out(bolt).players[1].life).toBe(20)
  })

  it("CR 608.2h, 701.19: Path to Exile's search is the exiled creature's controller's 'may', in their library", () => {
    for (const name of ['Path to Exile', "Assassin's Trophy", 'Ghost Quarter', 'Cleansing Wildfire'])
      expect(manualLines(name)).toEqual([])
    const path = (answers: unknown[]) =>
      play(
        ['Path to Exile', 'Grizzly Bears'],
        { hand: ['Path to Exile'], battlefield: ['Plains'] },
        { battlefield: ['Grizzly Bears'], library: ['Island', 'Forest', 'Lightning Bolt'] },
        [
          { player: 0, type: 'cast', card: 'Path to Exile', targets: ['Grizzly Bears'] },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          ...answers,
        ],
      )
    const yes = path([
      { player: 1, type: 'choose', option: 'yes' },
      { player: 1, type: 'choose', cards: ['Forest'] },
    ])
    expect(out(yes).rejected ?? []).toEqual([])
    expect(out(yes).players[1].exile).toEqual(['Grizzly Bears'])
    expect(out(yes).players[1].battlefield).toEqual([expect.objectContaining({ name: 'Forest', tapped: true })])
    expect(out(yes).players[1].library).toBe(2)
    expect(out(yes).players[0].battlefield.map((p) => p.name)).toEqual(['Plains'])
    expect(out(yes).log).toContain('Ben shuffles their library')
    // Only the basic lands can be found, and Ann can't answer for Ben.
    const bolt = path([
      { player: 0, type: 'choose', option: 'yes' },
      { player: 1, type: 'choose', option: 'yes' },
      { player: 1, type: 'choose', cards: ['Lightning Bolt'] },
    ])
    expect(out(bolt).rejected?.length).toBe(2)
    const no = path([{ player: 1, type: 'choose', option: 'no' }])
    expect(out(no).rejected ?? []).toEqual([])
    expect(out(no).players[1].battlefield).toEqual([])
    expect(out(no).players[1].library).toBe(3)
    expect(out(no).log).not.toContain('Ben shuffles their library')
  })
})
