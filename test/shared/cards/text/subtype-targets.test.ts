// A subtype on its own as a target (CR 205.3, 115.1): "target Forest" (Arbor Elf), "another target Elf" (Ezuri).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { passBoth, playWithBasics, poolWith } from '../../../support/realCards'

const pool = poolWith()

describe('subtype targets', () => {
  it('CR 205.3: Arbor Elf untaps target Forest, and only a Forest', () => {
    expect(explainCard(pool.byName('Arbor Elf')!).automated).toBe(true)
    const start = ['Arbor Elf', { name: 'Forest', tapped: true }, { name: 'Mountain', tapped: true }]
    const r = playWithBasics(pool, { battlefield: start }, {}, [
      { player: 0, type: 'activate', card: 'Arbor Elf', ability: 0, targets: ['Forest'] },
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    const forest = r.state.battlefield
      .map((id) => r.state.objects[id])
      .find((o) => r.state.cards[o.def].name === 'Forest')!
    expect(forest.tapped).toBe(false)
    const wrong = playWithBasics(pool, { battlefield: start }, {}, [
      { player: 0, type: 'activate', card: 'Arbor Elf', ability: 0, targets: ['Mountain'] },
    ])
    expect(wrong.output.rejected).toHaveLength(1)
  })

  it('CR 701.15 / 115.1: Ezuri regenerates another target Elf, never itself', () => {
    expect(explainCard(pool.byName('Ezuri, Renegade Leader')!).automated).toBe(true)
    const r = playWithBasics(pool, { battlefield: ['Ezuri, Renegade Leader', 'Llanowar Elves', 'Forest'] }, {}, [
      { player: 0, type: 'activate', card: 'Ezuri, Renegade Leader', ability: 0, targets: ['Llanowar Elves'] },
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    const elves = r.state.battlefield
      .map((id) => r.state.objects[id])
      .find((o) => r.state.cards[o.def].name === 'Llanowar Elves')!
    expect(elves.mods?.some((m) => (m.regenerate ?? 0) > 0)).toBe(true)
    const self = playWithBasics(pool, { battlefield: ['Ezuri, Renegade Leader', 'Forest'] }, {}, [
      { player: 0, type: 'activate', card: 'Ezuri, Renegade Leader', ability: 0, targets: ['Ezuri, Renegade Leader'] },
    ])
    expect(self.output.rejected).toHaveLength(1) // "another": not itself (CR 115.1)
  })
})
