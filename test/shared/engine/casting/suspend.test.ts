// Suspend with real cards (CR 702.62): the `suspend` special action exiles the card from the hand with its time
// counters for its suspend cost; a counter is removed at each of its owner's upkeeps, and when the last is removed
// they may cast it without paying its mana cost (`choose` "yes" with its targets).
import { describe, expect, it } from 'vitest'
import { play, realCard, passBoth as RESOLVE } from '../../../support/realCards'
import { explainCard } from '../../../../src-shared/engine'

type Out = {
  players: { life: number; hand: string[]; graveyard: string[]; exile: string[]; battlefield: { tapped?: boolean }[] }[]
  rejected?: { index: number; reason: string }[]
  log: string[]
  stack: string[]
}
const out = (r: { output: unknown }) => r.output as Out
const ann = { hand: ['Rift Bolt'], battlefield: ['Mountain'] }

describe('suspend (CR 702.62)', () => {
  it('CR 702.62a: Rift Bolt suspended for {R}, cast free at the next upkeep, deals 3 damage', () => {
    const r = play(['Rift Bolt'], ann, {}, [
      { player: 0, type: 'suspend', card: 'Rift Bolt' },
      { type: 'passUntil', step: 'upkeep', turn: 5 },
      ...RESOLVE, // the last time counter is removed
      { player: 0, type: 'choose', option: 'yes', targets: ['player:1'] },
      ...RESOLVE,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(17)
    expect(out(r).players[0].graveyard).toEqual(['Rift Bolt'])
    expect(out(r).log.join('\n')).toMatch(/Ann suspends Rift Bolt with 1 time counter/)
    expect(out(r).log.join('\n')).toMatch(/casts Rift Bolt without paying its mana cost \(suspend\)/)
  })

  it('CR 702.62a: the suspend cost is paid and the card waits in exile with its time counter', () => {
    const r = play(['Rift Bolt'], ann, {}, [
      { player: 0, type: 'suspend', card: 'Rift Bolt' },
      { type: 'passUntil', step: 'draw', turn: 4 }, // Ben's upkeep removes nothing
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].exile).toEqual(['Rift Bolt'])
    const bolt = Object.values(r.state.objects).find((o) => o.zone === 'exile')!
    expect(bolt.counters.time).toBe(1)
    expect(out(r).players[1].life).toBe(20)
  })

  it('CR 702.62a: suspending needs its cost paid and the time to cast it', () => {
    const noMana = play(['Rift Bolt'], { hand: ['Rift Bolt'], battlefield: [] }, {}, [
      { player: 0, type: 'suspend', card: 'Rift Bolt' },
    ])
    expect(noMana.output.rejected).toHaveLength(1)
    const notMyTurn = play(['Rift Bolt'], {}, { hand: ['Rift Bolt'], battlefield: ['Mountain'] }, [
      { player: 0, type: 'pass' },
      { player: 1, type: 'suspend', card: 'Rift Bolt' },
    ])
    expect((notMyTurn.output as Out).rejected?.[0]?.reason).toMatch(/CR 702.62a|priority/)
  })

  it('CR 702.62a: the Suspend line is automated', () => {
    expect(explainCard(realCard('Rift Bolt')).lines.filter((l) => !l.automated)).toEqual([])
  })
})
