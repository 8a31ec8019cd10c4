// The save list by game: a game's saves under one name (the one its players gave it), the latest first; games of the
// same name numbered in the order they began.
import { describe, expect, it } from 'vitest'
import { groupSaves } from '../../../src-renderer/src/components/saves/groups'
import { entry } from './fixtures'

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 20, minutes)).toISOString()

describe('groupSaves', () => {
  it('names a game after its save by hand, even when a later autosave carries the default name', () => {
    const [game] = groupSaves([
      entry('g.auto-2.json', { gameId: 'g', name: 'Ann vs Ben · Normal Magic', savedAt: at(9) }),
      entry('g.json', { gameId: 'g', name: 'Friday night', savedAt: at(5) }),
      entry('g.auto-1.json', { gameId: 'g', name: 'Ann vs Ben · Normal Magic', savedAt: at(1) }),
    ])
    expect(game.title).toBe('Friday night')
    expect(game.named.id).toBe('g.json')
    expect(game.latest.id).toBe('g.auto-2.json')
    expect(game.earlier.map((e) => e.id)).toEqual(['g.json', 'g.auto-1.json'])
  })

  it('numbers games of the same name by when they began, whatever the list order', () => {
    const groups = groupSaves([
      entry('a.json', { gameId: 'a', name: 'Duel', savedAt: at(30) }),
      entry('b.json', { gameId: 'b', name: 'duel', savedAt: at(40) }),
      entry('b.auto-1.json', { gameId: 'b', name: 'duel', savedAt: at(2) }),
      entry('c.json', { gameId: 'c', name: 'Other', savedAt: at(50) }),
    ])
    expect(groups.map((g) => g.title)).toEqual(['Duel · game 2', 'duel', 'Other'])
  })

  it('keeps a file that does not read on its own', () => {
    const broken = { ...entry('x.json'), meta: null, problem: { code: 'truncated', message: 'cut', file: 'x' } }
    const groups = groupSaves([entry('x2.json'), broken as never])
    expect(groups).toHaveLength(2)
    expect(groups[1].title).toBe('x.json')
    expect(groups[1].finished).toBe(false)
  })
})
