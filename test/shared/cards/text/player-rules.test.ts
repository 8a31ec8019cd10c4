// Statics that change the rules for players, from real cards: no maximum hand size (CR 402.2), skip your draw step
// (CR 614.10), additional land plays (CR 305.2), can't gain life (CR 119.7), and "draw an additional card" in the draw
// step (CR 504.2).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { passBoth, playWithBasics, poolWith } from '../../../support/realCards'

const pool = poolWith(
  'Spellbook',
  'Necropotence',
  'Exploration',
  'Azusa, Lost but Seeking',
  'Erebos, God of the Dead',
  'Grafted Skullcap',
  'Healing Salve',
  'Kami of the Crescent Moon',
  'Folio of Fancies',
)
const auto = (name: string) => explainCard(pool.byName(name)!).lines.filter((l) => !l.automated)
const lib = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Plains', 'Island']
const nine = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest']

describe('player rules', () => {
  it('CR 402.2: with Spellbook, the cleanup step asks for no discard down to seven', () => {
    expect(auto('Spellbook')).toEqual([])
    const run = (battlefield: string[]) => playWithBasics(pool, { hand: nine, battlefield }, {}, passBoth, 'end')
    const without = run([])
    expect(without.state.pending.some((p) => p.kind === 'discard')).toBe(true)
    const withBook = run(['Spellbook'])
    expect(withBook.state.pending.some((p) => p.kind === 'discard')).toBe(false)
    expect(withBook.state.players[0].zones.hand.length).toBe(9)
    // "Players have no maximum hand size" (Folio of Fancies) applies to its controller's opponent too.
    const folio = playWithBasics(pool, { hand: nine }, { battlefield: ['Folio of Fancies'] }, passBoth, 'end')
    expect(folio.state.pending.some((p) => p.kind === 'discard')).toBe(false)
  })

  it('CR 614.10: with Necropotence, the draw step draws no card', () => {
    expect(auto('Necropotence').map((l) => l.text)).not.toContain('Skip your draw step.')
    const run = (battlefield: string[]) =>
      playWithBasics(pool, { hand: [], library: lib, battlefield }, { library: lib }, passBoth, 'upkeep')
    expect(run([]).state.players[0].zones.hand.length).toBe(1)
    const skipped = run(['Necropotence'])
    expect(skipped.state.step).toBe('draw')
    expect(skipped.state.players[0].zones.hand.length).toBe(0)
    expect(skipped.state.players[0].zones.library.length).toBe(lib.length)
  })

  it('CR 305.2: Exploration allows a second land this turn, not a third; Azusa allows three more', () => {
    expect(auto('Exploration')).toEqual([])
    const lands = ['Forest', 'Island', 'Plains', 'Swamp', 'Mountain']
    const actions = lands.map((card) => ({ player: 0, type: 'playLand', card }))
    const explored = playWithBasics(pool, { hand: lands, battlefield: ['Exploration'] }, {}, actions)
    expect(explored.state.players[0].landsPlayed).toBe(2)
    expect(explored.output.rejected).toHaveLength(3)
    const azusa = playWithBasics(pool, { hand: lands, battlefield: ['Azusa, Lost but Seeking'] }, {}, actions)
    expect(azusa.state.players[0].landsPlayed).toBe(3)
    const plain = playWithBasics(pool, { hand: lands }, {}, actions)
    expect(plain.state.players[0].landsPlayed).toBe(1)
  })

  it("CR 119.7: Erebos's 'Your opponents can't gain life' stops Ben's Healing Salve", () => {
    expect(auto('Erebos, God of the Dead').map((l) => l.text)).not.toContain("Your opponents can't gain life.")
    const salve = (player: number) => [
      { player, type: 'cast', card: 'Healing Salve', modes: [0], targets: [`player:${player}`] },
    ]
    const run = (battlefield: string[]) =>
      playWithBasics(pool, { battlefield, life: 10 }, { hand: ['Healing Salve'], battlefield: ['Plains'], life: 10 }, [
        { player: 0, type: 'pass' },
        ...salve(1),
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ])
    expect(run(['Plains']).state.players[1].life).toBe(13)
    const r = run(['Erebos, God of the Dead'])
    expect(r.state.stack).toEqual([])
    expect(r.state.players[1].zones.graveyard.length).toBe(1)
    expect(r.state.players[1].life).toBe(10)
  })

  it("CR 504.2: Kami of the Crescent Moon: at the beginning of each player's draw step, that player (Ann) draws one more", () => {
    expect(auto('Kami of the Crescent Moon')).toEqual([])
    const r = playWithBasics(
      pool,
      { hand: [], library: lib },
      { hand: [], library: lib, battlefield: ['Kami of the Crescent Moon'] },
      [...passBoth, ...passBoth],
      'upkeep',
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.stack).toEqual([])
    expect(r.state.players[0].zones.hand.length).toBe(2)
    expect(r.state.players[1].zones.hand.length).toBe(0)
  })

  it('CR 504.2: Grafted Skullcap draws an additional card at the beginning of your draw step', () => {
    expect(auto('Grafted Skullcap')).toEqual([])
    const r = playWithBasics(
      pool,
      { hand: [], library: lib, battlefield: ['Grafted Skullcap'] },
      { library: lib },
      [...passBoth, ...passBoth],
      'upkeep',
    )
    expect(r.output.rejected).toEqual([])
    expect(r.state.stack).toEqual([])
    expect(r.state.players[0].zones.hand.length).toBe(2)
  })
})
