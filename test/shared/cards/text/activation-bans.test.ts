// "Enchanted creature can't attack or block, and its activated abilities can't be activated" (Arrest; CR 602.5),
// mana abilities included.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { playWithBasics, poolWith } from '../../../support/realCards'

const pool = poolWith('Arrest', 'Drudge Skeletons', 'Llanowar Elves')
const arrest = (target: string) => [
  { player: 0, type: 'cast', card: 'Arrest', targets: [target] },
  { player: 0, type: 'pass' },
  { player: 1, type: 'pass' },
  { player: 0, type: 'pass' },
]

describe('activation bans', () => {
  it("CR 602.5: Drudge Skeletons under Arrest can't activate its regeneration; without Arrest it can", () => {
    expect(explainCard(pool.byName('Arrest')!).lines.filter((l) => !l.automated)).toEqual([])
    const ann = { hand: ['Arrest'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'] }
    const ben = { battlefield: ['Drudge Skeletons', 'Swamp'] }
    const regen = { player: 1, type: 'activate', card: 'Drudge Skeletons', ability: 0 }
    const r = playWithBasics(pool, ann, ben, [...arrest('1:Drudge Skeletons'), regen])
    expect(r.output.rejected).toHaveLength(1)
    expect(JSON.stringify(r.output.rejected)).toContain('602.5')
    expect(r.state.stack).toEqual([])
    const free = playWithBasics(pool, ann, ben, [{ player: 0, type: 'pass' }, regen])
    expect(free.output.rejected).toEqual([])
    expect(free.state.stack).toHaveLength(1)
  })

  it("CR 602.5: Llanowar Elves under Arrest can't tap for mana", () => {
    const ann = { hand: ['Arrest'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'] }
    const ben = { battlefield: ['Llanowar Elves'] }
    const r = playWithBasics(pool, ann, ben, [
      ...arrest('1:Llanowar Elves'),
      { player: 1, type: 'activateMana', card: 'Llanowar Elves' },
    ])
    expect(r.output.rejected).toHaveLength(1)
    expect(JSON.stringify(r.output.rejected)).toContain('602.5')
  })
})
