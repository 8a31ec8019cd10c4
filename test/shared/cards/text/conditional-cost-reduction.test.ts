// "This spell costs {1} less to cast if you control a Zombie" (CR 601.2f): the reduction applies only while the
// condition holds as the cost is determined.
import { describe, expect, it } from 'vitest'
import { manualLines, out, play } from '../../../support/realCards'

describe('conditional cost reductions (CR 601.2f)', () => {
  it('CR 601.2f: Chill of the Grave costs {1}{U} with a Zombie, {2}{U} without', () => {
    expect(manualLines('Chill of the Grave')).toEqual([])
    const cast = (mine: string[]) =>
      play(
        ['Chill of the Grave', 'Walking Corpse'],
        { hand: ['Chill of the Grave'], battlefield: ['Island', 'Island', ...mine] },
        { battlefield: ['Grizzly Bears'] },
        [{ player: 0, type: 'cast', card: 'Chill of the Grave', targets: ['1:Grizzly Bears'] }],
      )
    expect(out(cast(['Walking Corpse'])).rejected ?? []).toEqual([])
    expect(out(cast(['Grizzly Bears'])).rejected).toHaveLength(1)
  })
})
