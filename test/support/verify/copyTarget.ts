// Behavioural checks of copying a spell on the stack (CR 707.10): "Copy target instant or sorcery spell. You may
// choose new targets for the copy." and a cast trigger's "copy that spell". The copy is put on the stack under its
// copier's control and is not cast; its controller may change its targets (CR 707.10c) or keep them.
import { expect } from 'vitest'
import { LANDS, onField, play, ready, seat, PASS, type Checks } from './harness'

export const COPY_TARGET_CHECKS: Checks = {
  'effect:copyTarget': {
    card: 'Twincast',
    rule: 'CR 707.10, 707.10c',
    run() {
      const cards = ['Twincast', 'Young Pyromancer', 'Swarm Intelligence']
      // Ann bolts Ben, then Twincasts her Bolt; the copy's new target is Ben's Bears.
      const twincast = (answer: Record<string, unknown>) =>
        play(
          cards,
          {
            ann: { hand: ['Lightning Bolt', 'Twincast'], battlefield: [...LANDS, ready('Young Pyromancer')] },
            ben: { battlefield: ['Grizzly Bears'] },
          },
          [
            { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
            { player: 0, type: 'cast', card: 'Twincast', targets: ['Lightning Bolt'] },
            ...PASS, // Young Pyromancer's trigger for Twincast
            ...PASS, // Twincast resolves: the copy, and Ann is asked for its targets
            { player: 0, type: 'choose', ...answer },
            ...PASS, // the copy
            ...PASS, // Young Pyromancer's trigger for the Bolt
            ...PASS, // the Bolt
          ],
          true,
        )
      let p = twincast({ targets: ['1:Grizzly Bears'] })
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(seat(p, 1).life).toBe(17)
      // The copy is not cast (CR 707.10): two Elementals, for the Bolt and Twincast, not three.
      expect(onField(p, 0, 'Elemental Token') + onField(p, 0, 'Elemental')).toBe(2)
      // The copy leaves no card behind (CR 707.10a, 704.5e): one Bolt and one Twincast in the graveyard.
      expect([...seat(p, 0).graveyard].sort()).toEqual(['Lightning Bolt', 'Twincast'])
      // "no": the copy keeps the Bolt's target: Ben takes 6.
      p = twincast({ option: 'no' })
      expect(seat(p, 1).life).toBe(14)
      expect(seat(p, 1).graveyard).toEqual([])
      // Near miss: two targets for a spell with one are refused; the copy waits for a legal answer.
      p = twincast({ targets: ['1:Grizzly Bears', 'player:1'] })
      expect(p.out.rejected?.[0]?.reason).toMatch(/CR 707\.10c/)

      // A cast trigger's "you may copy that spell" (Swarm Intelligence): yes, then a new target.
      p = play(
        cards,
        {
          ann: { hand: ['Lightning Bolt'], battlefield: [...LANDS, 'Swarm Intelligence'] },
          ben: { battlefield: ['Grizzly Bears'] },
        },
        [
          { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
          ...PASS,
          { player: 0, type: 'choose', option: 'yes' },
          { player: 0, type: 'choose', targets: ['1:Grizzly Bears'] },
          ...PASS,
          ...PASS,
        ],
      )
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(seat(p, 1).life).toBe(17)
    },
  },
}
