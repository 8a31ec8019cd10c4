// "Each creature you control with a +1/+1 counter on it has flying" (CR 613.1f, 122.1): a keyword for the creatures
// that have the counter, on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, playCombat, ready } from '../../../support/realCards'

const attackAndBlock = (attacker: string) => [
  { player: 0, type: 'declareAttackers', attackers: [{ card: attacker, target: 'player:1' }] },
  { type: 'passUntil', step: 'declareBlockers' },
  { player: 1, type: 'declareBlockers', blockers: [{ card: 'Hill Giant', blocks: `0:${attacker}` }] },
]

describe('statics for creatures with a counter', () => {
  it('CR 613.1f: Abzan Falconer gives flying to each creature you control with a +1/+1 counter on it', () => {
    expect(manualLines('Abzan Falconer')).toEqual([])
    const board = {
      battlefield: [
        ready('Abzan Falconer'),
        ready('Grizzly Bears', { counters: { '+1/+1': 1 } }),
        ready('Llanowar Elves'),
      ],
    }
    const withCounter = playCombat(
      ['Abzan Falconer'],
      board,
      { battlefield: ['Hill Giant'] },
      attackAndBlock('Grizzly Bears'),
    )
    expect(out(withCounter).rejected?.[0].reason).toMatch(/flying/i)
    const without = playCombat(
      ['Abzan Falconer'],
      board,
      { battlefield: ['Hill Giant'] },
      attackAndBlock('Llanowar Elves'),
    )
    expect(out(without).rejected ?? []).toEqual([])
  })
})
