// Behavioural checks of replacement shapes (CR 614): Disintegrate's "If it's a creature, it can't be regenerated
// this turn, and if it would die this turn, exile it instead" (CR 701.15, 614.6); a countered spell put into its
// owner's hand (Remand) or on the top or bottom of the library (Hinder) instead of the graveyard (CR 614.1a). Each
// plays a real card where the replacement applies, and a near miss where it doesn't.
import { expect } from 'vitest'
import { cast, LANDS, permanent, play, seat, type Checks } from './harness'

export const REPLACEMENT_CHECKS: Checks = {
  'effect:exileDamagedIfDies.noRegen': {
    card: 'Disintegrate',
    rule: 'CR 701.15, 614.6',
    run() {
      // Ben shields his Drudge Skeletons first ({B}: Regenerate), then Ann's spell deals it lethal damage.
      const kill = (spell: string, extra: Record<string, unknown>) =>
        play(
          ['Disintegrate', 'Drudge Skeletons'],
          {
            ann: { hand: [spell], battlefield: LANDS },
            ben: { battlefield: ['Drudge Skeletons', 'Swamp'] },
          },
          [
            { player: 0, type: 'pass' },
            { player: 1, type: 'activate', card: 'Drudge Skeletons', ability: 0 },
            { player: 1, type: 'pass' },
            { player: 0, type: 'pass' },
            ...cast(spell, { targets: ['1:Drudge Skeletons'], ...extra }),
          ],
        )
      // Disintegrate: the shield doesn't replace its destruction, and it is exiled instead of dying.
      let p = kill('Disintegrate', { x: 1 })
      expect(seat(p, 1).battlefield.map((b) => b.name)).toEqual(['Swamp'])
      expect(seat(p, 1).exile).toEqual(['Drudge Skeletons'])
      expect(seat(p, 1).graveyard).toEqual([])
      // Near miss: Lightning Bolt's lethal damage is replaced by the shield: it stays, tapped (CR 701.15a).
      p = kill('Lightning Bolt', {})
      expect(permanent(p, 1, 'Drudge Skeletons')).toMatchObject({ tapped: true, damage: 0 })
      // Near miss: at a player, it only deals its damage.
      p = play(['Disintegrate'], { ann: { hand: ['Disintegrate'], battlefield: LANDS } }, [
        ...cast('Disintegrate', { targets: ['player:1'], x: 3 }),
      ])
      expect(seat(p, 1).life).toBe(17)
      expect(seat(p, 0).graveyard).toEqual(['Disintegrate'])
    },
  },
  'effect:counterSpell.hand': {
    card: 'Remand',
    rule: 'CR 614.1a, 701.5a',
    run() {
      // Ben's Hill Giant, countered by Remand, returns to his hand; Ann draws a card.
      const p = play(
        ['Remand', 'Hill Giant'],
        {
          active: 1,
          turn: 4,
          ann: { hand: ['Remand'], battlefield: LANDS },
          ben: { hand: ['Hill Giant'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
        },
        [
          { player: 1, type: 'cast', card: 'Hill Giant' },
          { player: 1, type: 'pass' },
          { player: 0, type: 'cast', card: 'Remand', targets: ['Hill Giant'] },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
        ],
      )
      expect(seat(p, 1).hand).toEqual(['Hill Giant'])
      expect(seat(p, 1).graveyard).toEqual([])
      expect(seat(p, 1).battlefield.map((b) => b.name)).not.toContain('Hill Giant')
      expect(seat(p, 0).hand).toHaveLength(1) // "Draw a card."
      expect(seat(p, 0).graveyard).toEqual(['Remand'])
    },
  },
  'effect:counterSpell.topOrBottom': {
    card: 'Hinder',
    rule: 'CR 614.1a, 608.2d',
    run() {
      const hinder = (where: string) =>
        play(
          ['Hinder', 'Hill Giant'],
          {
            active: 1,
            turn: 4,
            ann: { hand: ['Hinder'], battlefield: LANDS },
            ben: {
              hand: ['Hill Giant'],
              battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
              library: ['Forest', 'Forest'],
            },
          },
          [
            { player: 1, type: 'cast', card: 'Hill Giant' },
            { player: 1, type: 'pass' },
            { player: 0, type: 'cast', card: 'Hinder', targets: ['Hill Giant'] },
            { player: 0, type: 'pass' },
            { player: 1, type: 'pass' },
            { player: 0, type: 'choose', option: where },
          ],
        )
      // Hinder's controller chooses: the top of Ben's library, or its bottom; never his graveyard.
      const top = hinder('top').state
      const library = (s: typeof top) => s.players[1].zones.library.map((id) => s.cards[s.objects[id].def].name)
      expect(library(top)).toEqual(['Hill Giant', 'Forest', 'Forest'])
      const bottom = hinder('bottom').state
      expect(library(bottom)).toEqual(['Forest', 'Forest', 'Hill Giant'])
      expect(bottom.players[1].zones.graveyard).toEqual([])
    },
  },
}
