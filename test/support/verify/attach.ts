// Behavioural check of "Attach ~ to target creature you control" (Cranial Plating, CR 701.3a): the Equipment moves
// onto that creature at instant speed, and only onto a creature its controller controls.
import { expect } from 'vitest'
import { LANDS, PASS, permanent, play, type Checks } from './harness'

export const ATTACH_CHECKS: Checks = {
  'effect:attachSelf': {
    card: 'Cranial Plating',
    rule: 'CR 701.3a',
    run() {
      const plating = (target: string) =>
        play(
          ['Cranial Plating'],
          {
            ann: { battlefield: [...LANDS, 'Cranial Plating', 'Grizzly Bears'] },
            ben: { battlefield: ['Hill Giant'] },
          },
          [{ player: 0, type: 'activate', card: 'Cranial Plating', ability: 0, targets: [target] }, ...PASS],
          true,
        )
      // Onto Ann's Bears: +1/+0 for the one artifact she controls (the Plating itself).
      const on = plating('0:Grizzly Bears')
      expect(on.out.rejected ?? []).toEqual([])
      expect(permanent(on, 0, 'Cranial Plating')).toMatchObject({ attachedTo: 'Grizzly Bears' })
      expect(permanent(on, 0, 'Grizzly Bears')).toMatchObject({ power: 3, toughness: 2 })
      // Not onto Ben's creature ("you control").
      const theirs = plating('1:Hill Giant')
      expect(theirs.out.rejected?.length).toBe(1)
      expect(permanent(theirs, 0, 'Cranial Plating')).not.toHaveProperty('attachedTo')
    },
  },
}
