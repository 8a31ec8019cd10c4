// Behavioural checks of the templates added for the most-reprinted cards' tail: a token with a name of its own (The
// Hive, CR 111.4). Each plays a real card and asserts what the template's meaning gives, and its near miss.
import { expect } from 'vitest'
import { activate, LANDS, onField, play, type Checks } from './harness'

/** A permanent's card, read from the final state (its name, types and subtypes). */
const cardOf = (p: ReturnType<typeof play>, player: number, name: string) => {
  const s = p.state
  const id = s.battlefield.find((i) => s.objects[i].controller === player && s.cards[s.objects[i].def]?.name === name)
  expect(id, `${name} on player ${player}'s battlefield`).toBeDefined()
  return { obj: s.objects[id!], face: s.cards[s.objects[id!].def].faces[0] }
}

export const TOP_CARD_CHECKS: Checks = {
  'effect:token.named': {
    card: 'The Hive',
    rule: 'CR 111.4, 111.2',
    run() {
      const p = play(['The Hive'], { ann: { battlefield: [...LANDS, 'The Hive'] } }, activate('The Hive'))
      // A 1/1 colourless Insect artifact creature token with flying, named Wasp (not "Insect"), Ann's.
      const wasp = cardOf(p, 0, 'Wasp')
      expect(wasp.obj.token).toBe(true)
      expect(wasp.face).toMatchObject({ types: ['Artifact', 'Creature'], subtypes: ['Insect'], colors: [] })
      expect(wasp.face).toMatchObject({ power: '1', toughness: '1', keywords: ['flying'] })
      expect(onField(p, 0, 'Insect')).toBe(0)
      expect(onField(p, 1, 'Wasp')).toBe(0)
      // Near miss: "named Kobolds of ~" names the source, not "~" (Kher Keep).
      const keep = play(['Kher Keep'], { ann: { battlefield: [...LANDS, 'Kher Keep'] } }, activate('Kher Keep'))
      expect(cardOf(keep, 0, 'Kobolds of Kher Keep').face).toMatchObject({ subtypes: ['Kobold'], power: '0' })
      expect(onField(keep, 0, 'Kobolds of ~')).toBe(0)
    },
  },
}
