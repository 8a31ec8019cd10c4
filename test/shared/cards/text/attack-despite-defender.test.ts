// "As long as you control a creature with power 4 or greater, ~ can attack as though it didn't have defender"
// (CR 702.3b, 611.3a).
import { describe, expect, it } from 'vitest'
import { manualLines, out, playCombat, ready } from '../../../support/realCards'

describe('attacking as though it didn’t have defender (CR 702.3b)', () => {
  it('CR 702.3b: Drowsing Tyrannodon attacks only while you control a creature with power 4 or greater', () => {
    expect(manualLines('Drowsing Tyrannodon')).toEqual([])
    const attack = (friend: string) =>
      playCombat(['Drowsing Tyrannodon', 'Craw Wurm'], { battlefield: [ready('Drowsing Tyrannodon'), friend] }, {}, [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Drowsing Tyrannodon', target: 'player:1' }] },
        { type: 'passUntil', step: 'endCombat' },
      ])
    expect(out(attack('Hill Giant')).rejected?.[0].reason).toMatch(/defender/)
    expect(out(attack('Craw Wurm')).rejected ?? []).toEqual([])
    expect(out(attack('Craw Wurm')).players[1].life).toBe(17)
  })
})
