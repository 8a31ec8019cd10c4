// Counterspells whose target spell is named by mana value, colours or card types (CR 115.1, 202.3, 105.2, 105.4,
// 205.2), on real cards: a spell that doesn't match can't be targeted.
import { describe, expect, it } from 'vitest'
import { manualLines, out, play, poolWith } from '../../../support/realCards'

const pool = poolWith(
  'Disdainful Stroke',
  'Flashfreeze',
  'Neutralizing Blast',
  'Annul',
  'Mystic Denial',
  'Hill Giant',
  'Grizzly Bears',
  'Lightning Bolt',
  'Watchwolf',
)
const islands = (n: number) => Array.from({ length: n }, () => 'Island')

/** Ann casts `spell`, then Ben answers with `counter` aimed at it. */
const respond = (counter: string, spell: string, annLands: string[], targets?: string[]) =>
  play(pool, { hand: [spell], battlefield: annLands }, { hand: [counter], battlefield: islands(3) }, [
    { player: 0, type: 'cast', card: spell, ...(targets ? { targets } : {}) },
    { player: 0, type: 'pass' },
    { player: 1, type: 'cast', card: counter, targets: [`0:${spell}`] },
    { player: 1, type: 'pass' },
    { player: 0, type: 'pass' },
  ])

describe('counter target spell with a filter', () => {
  it('CR 202.3: Disdainful Stroke counters Hill Giant (mana value 4) but not Grizzly Bears (2)', () => {
    expect(manualLines('Disdainful Stroke')).toEqual([])
    const giant = respond('Disdainful Stroke', 'Hill Giant', ['Mountain', 'Mountain', 'Mountain', 'Mountain'])
    expect(out(giant).rejected).toEqual([])
    expect(out(giant).players[0].graveyard).toEqual(['Hill Giant'])
    const bears = respond('Disdainful Stroke', 'Grizzly Bears', ['Forest', 'Forest'])
    expect(out(bears).rejected?.map((x) => x.index)).toEqual([2])
  })

  it('CR 105.2: Flashfreeze counters a green spell, not a blue one', () => {
    expect(manualLines('Flashfreeze')).toEqual([])
    const bears = respond('Flashfreeze', 'Grizzly Bears', ['Forest', 'Forest'])
    expect(out(bears).rejected).toEqual([])
    expect(out(bears).players[0].graveyard).toEqual(['Grizzly Bears'])
  })

  it('CR 105.4: Neutralizing Blast counters a multicolored spell only', () => {
    expect(manualLines('Neutralizing Blast')).toEqual([])
    const wolf = respond('Neutralizing Blast', 'Watchwolf', ['Forest', 'Plains'])
    expect(out(wolf).rejected).toEqual([])
    expect(out(wolf).players[0].graveyard).toEqual(['Watchwolf'])
    const bears = respond('Neutralizing Blast', 'Grizzly Bears', ['Forest', 'Forest'])
    expect(out(bears).rejected?.map((x) => x.index)).toEqual([2])
  })

  it("CR 205.2: Mystic Denial counters a creature spell; Annul can't target one", () => {
    expect(manualLines('Mystic Denial')).toEqual([])
    expect(manualLines('Annul')).toEqual([])
    const denied = respond('Mystic Denial', 'Grizzly Bears', ['Forest', 'Forest'])
    expect(out(denied).rejected).toEqual([])
    expect(out(denied).players[0].graveyard).toEqual(['Grizzly Bears'])
    const annul = respond('Annul', 'Grizzly Bears', ['Forest', 'Forest'])
    expect(out(annul).rejected?.map((x) => x.index)).toEqual([2])
  })
})
