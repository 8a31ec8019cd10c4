// Activation restrictions from real cards (CR 602.5b): "Activate only once each turn", "Activate no more than twice
// each turn", "Activate only during your upkeep"; the count starts afresh each turn.
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { passBoth, playWithBasics, poolWith } from '../../../support/realCards'

const pool = poolWith('Rootwalla', 'Pit Imp', 'Dwarven Weaponsmith', 'Ornithopter')
const manual = (name: string) => explainCard(pool.byName(name)!).lines.filter((l) => !l.automated)
const activate = (card: string) => ({ player: 0, type: 'activate', card, ability: 0 })
const forests = ['Forest', 'Forest', 'Forest', 'Forest']

function pt(r: ReturnType<typeof playWithBasics>, name: string): [number, number] {
  const c = (
    r.output as { players: { battlefield: { name: string; power: number; toughness: number }[] }[] }
  ).players[0].battlefield.find((b) => b.name === name)!
  return [c.power, c.toughness]
}

describe('activation limits', () => {
  it('CR 602.5b: Rootwalla\'s "{1}{G}: +2/+2, activate only once each turn" is refused the second time', () => {
    expect(manual('Rootwalla')).toEqual([])
    const r = playWithBasics(pool, { battlefield: ['Rootwalla', ...forests] }, {}, [
      activate('Rootwalla'),
      ...passBoth,
      activate('Rootwalla'),
    ])
    expect(r.output.rejected).toHaveLength(1)
    expect(JSON.stringify(r.output.rejected)).toContain('once each turn')
    expect(r.state.stack).toEqual([])
    expect(pt(r, 'Rootwalla')).toEqual([4, 4])
  })

  it("CR 602.5b: Pit Imp's pump runs twice a turn, not three times", () => {
    expect(manual('Pit Imp')).toEqual([])
    const swamps = ['Swamp', 'Swamp', 'Swamp']
    const r = playWithBasics(pool, { battlefield: ['Pit Imp', ...swamps] }, {}, [
      activate('Pit Imp'),
      ...passBoth,
      activate('Pit Imp'),
      ...passBoth,
      activate('Pit Imp'),
    ])
    expect(r.output.rejected).toHaveLength(1)
    expect(pt(r, 'Pit Imp')).toEqual([2, 1])
  })

  it('CR 602.5b: the once-each-turn count starts afresh on the next turn', () => {
    const r = playWithBasics(
      pool,
      { battlefield: ['Rootwalla', ...forests] },
      { library: ['Island', 'Island'] },
      [
        activate('Rootwalla'),
        ...passBoth,
        { type: 'passUntil', step: 'precombatMain', turn: 5 },
        activate('Rootwalla'),
        ...passBoth,
      ],
      'end',
    )
    expect(r.state.turn).toBe(5)
    expect(r.output.rejected).toEqual([])
    expect(pt(r, 'Rootwalla')).toEqual([4, 4])
  })

  it("CR 602.5b: Dwarven Weaponsmith's ability is activated only during your upkeep", () => {
    expect(manual('Dwarven Weaponsmith')).toEqual([])
    const actions = [{ ...activate('Dwarven Weaponsmith'), targets: ['Dwarven Weaponsmith'] }, ...passBoth]
    const board = { battlefield: ['Dwarven Weaponsmith', 'Ornithopter'] }
    const main = playWithBasics(pool, board, {}, actions)
    expect(main.output.rejected).toHaveLength(1)
    expect(JSON.stringify(main.output.rejected)).toContain('upkeep')
    const upkeep = playWithBasics(pool, board, {}, actions, 'upkeep')
    expect(upkeep.output.rejected).toEqual([])
    expect(upkeep.state.players[0].zones.graveyard.length).toBe(1)
    const smith = upkeep.state.battlefield.map((id) => upkeep.state.objects[id]).find((o) => o.counters['+1/+1'])
    expect(smith?.counters['+1/+1']).toBe(1)
  })
})
