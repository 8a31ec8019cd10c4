// Behavioural checks of copies and free casts (CR 707, 702): storm's copies of a spell, a token copy of a creature,
// embalm's token copy of a card, and cascade's free spell.
import { expect } from 'vitest'
import { activate, cast, LANDS, onField, play, seat, PASS, type Checks } from './harness'

export const COPY_EFFECT_CHECKS: Checks = {
  'effect:copySpell': {
    card: 'Grapeshot',
    rule: 'CR 702.40a, 707.10',
    run() {
      const grapeshot = (before: number) =>
        play(
          ['Grapeshot', 'Shock'],
          { ann: { hand: ['Grapeshot', ...Array(before).fill('Shock')], battlefield: LANDS } },
          [
            ...Array.from({ length: before }, () => cast('Shock', { targets: ['player:1'] })).flat(),
            ...cast('Grapeshot', { targets: ['player:1'] }),
            ...PASS,
            ...PASS,
            ...PASS,
          ],
          true,
        )
      // One copy per spell cast before it this turn; each deals 1 like the original.
      expect(seat(grapeshot(0), 1).life).toBe(19)
      let p = grapeshot(1)
      expect(seat(p, 1).life).toBe(20 - 2 - 2)
      p = grapeshot(2)
      expect(seat(p, 1).life).toBe(20 - 4 - 3)
      // The copies cease to exist: only the cards reach the graveyard.
      expect([...seat(p, 0).graveyard].sort()).toEqual(['Grapeshot', 'Shock', 'Shock'])
      expect(p.out.stack).toEqual([])
      // Spells cast before it by any player count: Ben's Shock in Ann's upkeep, then Ann's Grapeshot.
      p = play(
        ['Grapeshot', 'Shock'],
        {
          step: 'upkeep',
          ann: { hand: ['Grapeshot'], battlefield: LANDS },
          ben: { hand: ['Shock'], battlefield: ['Mountain'] },
        },
        [
          { player: 0, type: 'pass' },
          { player: 1, type: 'cast', card: 'Shock', targets: ['player:0'] },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
          { type: 'passUntil', step: 'precombatMain' },
          ...cast('Grapeshot', { targets: ['player:1'] }),
          ...PASS,
          ...PASS,
        ],
      )
      expect(seat(p, 1).life).toBe(18)
      expect(seat(p, 0).life).toBe(18)
    },
  },
  'effect:copyToken': {
    card: 'Cackling Counterpart',
    rule: 'CR 707.2, 111.4',
    run() {
      const p = play(
        ['Cackling Counterpart', 'Serra Angel'],
        {
          ann: { hand: ['Cackling Counterpart'], battlefield: [...LANDS, 'Serra Angel'] },
          ben: { battlefield: ['Grizzly Bears'] },
        },
        cast('Cackling Counterpart', { targets: ['0:Serra Angel'] }),
      )
      const angels = seat(p, 0).battlefield.filter((b) => b.name === 'Serra Angel')
      expect(angels.map((b) => [b.power, b.toughness])).toEqual([
        [4, 4],
        [4, 4],
      ])
      expect(onField(p, 1, 'Grizzly Bears')).toBe(1)
      expect(onField(p, 0, 'Grizzly Bears')).toBe(0)
      // A creature Ann doesn't control is no legal target.
      const q = play(
        ['Cackling Counterpart'],
        { ann: { hand: ['Cackling Counterpart'], battlefield: LANDS }, ben: { battlefield: ['Grizzly Bears'] } },
        cast('Cackling Counterpart', { targets: ['1:Grizzly Bears'] }),
        true,
      )
      expect(q.out.rejected?.[0]?.index).toBe(0)
      // A copy of the enchanted creature (Followed Footsteps, at the beginning of Ann's upkeep): a token Angel.
      const r = play(
        ['Followed Footsteps', 'Serra Angel'],
        {
          active: 1,
          turn: 4,
          step: 'end',
          ann: { battlefield: ['Serra Angel', { name: 'Followed Footsteps', attachedTo: '0:Serra Angel' }] },
        },
        [{ type: 'passUntil', step: 'upkeep', turn: 5 }, ...PASS],
      )
      expect(
        seat(r, 0)
          .battlefield.filter((b) => b.name === 'Serra Angel')
          .map((b) => [b.power, (b as { token?: boolean }).token]),
      ).toEqual([
        [4, undefined],
        [4, true],
      ])
    },
  },
  'effect:embalm': {
    card: 'Aven Initiate',
    rule: 'CR 702.128a',
    run() {
      const p = play(
        ['Aven Initiate'],
        { ann: { battlefield: LANDS, graveyard: ['Aven Initiate'] } },
        activate('Aven Initiate', 0, { from: 'graveyard' }),
      )
      // The card exiled; a token copy of it (a 3/2 flier), white, a Zombie Bird Warrior, with no mana cost.
      expect(seat(p, 0).exile).toEqual(['Aven Initiate'])
      expect(seat(p, 0).graveyard).toEqual([])
      const id = p.state.battlefield.find((x) => p.state.cards[p.state.objects[x].def].name === 'Aven Initiate')!
      const face = p.state.cards[p.state.objects[id].def].faces[0]
      expect(p.state.objects[id].token).toBe(true)
      expect(face.colors).toEqual(['W'])
      expect([...face.subtypes].sort()).toEqual(['Bird', 'Warrior', 'Zombie'])
      expect(face.manaCost ?? '').toBe('')
      expect(seat(p, 0).battlefield.filter((b) => b.tapped).length).toBe(7)
      // Eternalize (CR 702.129a): the same, but a 4/4 black Zombie (Adorned Pouncer keeps its double strike).
      const q = play(
        ['Adorned Pouncer'],
        { ann: { battlefield: LANDS, graveyard: ['Adorned Pouncer'] } },
        activate('Adorned Pouncer', 0, { from: 'graveyard' }),
      )
      expect(seat(q, 0).battlefield.find((b) => b.name === 'Adorned Pouncer')).toMatchObject({
        power: 4,
        toughness: 4,
        colors: ['B'],
        token: true,
        keywords: expect.arrayContaining(['Double strike']),
      })
      expect(seat(q, 0).exile).toEqual(['Adorned Pouncer'])
    },
  },
  'effect:castFree.cascade': {
    card: 'Bloodbraid Elf',
    rule: 'CR 702.85a',
    run() {
      const elf = (option: Record<string, unknown>) =>
        play(
          ['Bloodbraid Elf', 'Serra Angel'],
          {
            ann: {
              hand: ['Bloodbraid Elf'],
              battlefield: LANDS,
              library: ['Forest', 'Serra Angel', 'Lightning Bolt', 'Island', 'Swamp'],
            },
          },
          [
            { player: 0, type: 'cast', card: 'Bloodbraid Elf' },
            ...PASS,
            { player: 0, type: 'choose', ...option },
            ...PASS,
            ...PASS,
          ],
        )
      // Exiled until a nonland card with mana value less than 4: the Forest, the Angel (5), then the Bolt, cast free.
      let p = elf({ option: 'yes', targets: ['player:1'] })
      expect(seat(p, 1).life).toBe(17)
      expect(onField(p, 0, 'Bloodbraid Elf')).toBe(1)
      expect(seat(p, 0).graveyard).toEqual(['Lightning Bolt'])
      expect(seat(p, 0).battlefield.filter((b) => b.tapped).length).toBe(4)
      // The others go to the bottom: Island and Swamp now on top.
      const top = (q: typeof p) =>
        q.state.players[0].zones.library.map((x) => q.state.cards[q.state.objects[x].def].name)
      expect(top(p).slice(0, 2)).toEqual(['Island', 'Swamp'])
      expect([...top(p).slice(2)].sort()).toEqual(['Forest', 'Serra Angel'])
      // Not cast: the Bolt goes to the bottom too.
      p = elf({ option: 'no' })
      expect(seat(p, 1).life).toBe(20)
      expect([...top(p).slice(2)].sort()).toEqual(['Forest', 'Lightning Bolt', 'Serra Angel'])
      expect(seat(p, 0).exile).toEqual([])
    },
  },
}
