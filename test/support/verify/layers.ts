// Behavioural checks of layer effects (CR 613): land types set or added (CR 305.7, 613.1d): Blood Moon's "Nonbasic
// lands are Mountains", Spreading Seas' "Enchanted land is an Island", Conversion's "All Mountains are Plains",
// Urborg's "Each land is a Swamp in addition to its other land types". A land whose types are set has only the new
// types' mana abilities and loses the abilities of its rules text; one whose types are added keeps them. Each check
// asks the lands for mana (the contract's `activateMana` with `produce`) where the effect applies and where it doesn't.
import { expect } from 'vitest'
import { faceOf } from '../../../src-shared/engine/query'
import { cast, LANDS, manaPool, play, type Checks, type Played } from './harness'

const tapFor = (card: string, produce: string, player = 0) => ({ player, type: 'activateMana', card, produce })

/** The subtypes of a player's permanent of this name now. */
function subtypesOf(p: Played, player: number, name: string): string[] {
  const id = p.state.battlefield.find((x) => {
    const o = p.state.objects[x]
    return o.controller === player && p.state.cards[o.def].name === name
  })
  expect(id, `${name} on the battlefield`).toBeDefined()
  return faceOf(p.state, p.state.objects[id!])!.subtypes
}

export const LAYER_CHECKS: Checks = {
  'static:landType': {
    card: 'Blood Moon',
    rule: 'CR 305.7, 613.1d',
    run() {
      const cards = ['Blood Moon', 'Underground River', 'Mutavault', 'Urborg, Tomb of Yawgmoth']
      // Under Blood Moon, Underground River is a Mountain: {R} only, its {U} is gone.
      let p = play(
        cards,
        { ann: { battlefield: ['Underground River', 'Island'] }, ben: { battlefield: ['Blood Moon'] } },
        [tapFor('Underground River', 'U')],
        true,
      )
      expect(p.out.rejected?.length).toBe(1)
      p = play(cards, { ann: { battlefield: ['Underground River', 'Island'] }, ben: { battlefield: ['Blood Moon'] } }, [
        tapFor('Underground River', 'R'),
        tapFor('Island', 'U'), // near miss: a basic land is unchanged
      ])
      expect(manaPool(p, 0)).toBe('RU')
      expect(subtypesOf(p, 0, 'Underground River')).toEqual(['Mountain'])
      // Mutavault loses its rules-text abilities (it can't become a creature) and taps for {R}, not {C}.
      p = play(
        cards,
        { ann: { battlefield: ['Mutavault'] }, ben: { battlefield: ['Blood Moon'] } },
        [{ player: 0, type: 'activate', card: 'Mutavault', ability: 0 }],
        true,
      )
      expect(p.out.rejected?.length).toBe(1)
      // Urborg, a nonbasic land, is a Mountain too: its "Each land is a Swamp" is gone (CR 613.8), so the Plains
      // can't make {B}; without Blood Moon it can.
      p = play(
        cards,
        { ann: { battlefield: ['Urborg, Tomb of Yawgmoth', 'Plains'] }, ben: { battlefield: ['Blood Moon'] } },
        [tapFor('Plains', 'B')],
        true,
      )
      expect(p.out.rejected?.length).toBe(1)
      p = play(cards, { ann: { battlefield: ['Urborg, Tomb of Yawgmoth', 'Plains'] } }, [
        tapFor('Plains', 'B'),
        tapFor('Urborg, Tomb of Yawgmoth', 'B'),
      ])
      expect(manaPool(p, 0)).toBe('BB')
      expect(subtypesOf(p, 0, 'Plains')).toEqual(['Plains', 'Swamp'])
      // Spreading Seas on Ben's Forest: an Island ({U}, not {G}); his other Forest still makes {G}.
      const seas = (produce: string, card = 'Forest') =>
        play(
          ['Spreading Seas'],
          {
            ann: { hand: ['Spreading Seas'], battlefield: LANDS },
            ben: { battlefield: [{ name: 'Forest' }, { name: 'Mountain' }] },
          },
          [...cast('Spreading Seas', { targets: ['1:Forest'] }), { player: 0, type: 'pass' }, tapFor(card, produce, 1)],
          true,
        )
      expect(seas('G').out.rejected?.length).toBe(1)
      p = seas('U')
      expect(p.out.rejected ?? []).toEqual([])
      expect(manaPool(p, 1)).toBe('U')
      expect(seas('R', 'Mountain').out.rejected ?? []).toEqual([])
      // Conversion: "All Mountains are Plains": a Mountain makes {W}, not {R}.
      p = play(['Conversion'], { ann: { battlefield: ['Conversion', 'Mountain'] } }, [tapFor('Mountain', 'R')], true)
      expect(p.out.rejected?.length).toBe(1)
      p = play(['Conversion'], { ann: { battlefield: ['Conversion', 'Mountain'] } }, [tapFor('Mountain', 'W')])
      expect(manaPool(p, 0)).toBe('W')
    },
  },
}
