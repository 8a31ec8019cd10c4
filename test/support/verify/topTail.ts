// Behavioural checks of templates added for the most-reprinted cards' tail (second pass): a delayed instruction at
// the beginning of the next end step (CR 603.7a, 603.7c); a permanent's power or toughness against the source's power
// (CR 208.1, 608.2h). Each plays a real card and asserts what the template's
// meaning gives, with a near miss.
import { expect } from 'vitest'
import { activate, LANDS, manaPool, onField, permanent, play, ready, seat, type Checks } from './harness'

export const TOP_TAIL_CHECKS: Checks = {
  'effect:delayed.endStep': {
    card: 'Mogg Cannon',
    rule: 'CR 603.7a, 603.7c',
    run() {
      // Mogg Cannon: "Target creature you control gets +1/+0 and gains flying until end of turn. Destroy that creature
      // at the beginning of the next end step."
      const cannon = (pos: { step?: string }, until: unknown[]) =>
        play(['Mogg Cannon'], { ...pos, ann: { battlefield: [...LANDS, 'Mogg Cannon', ready('Grizzly Bears')] } }, [
          ...activate('Mogg Cannon', 0, { targets: ['0:Grizzly Bears'] }),
          ...until,
        ])
      // Before the end step the Bears are still there, pumped; at this turn's end step they are destroyed.
      let p = cannon({}, [{ type: 'passUntil', step: 'declareAttackers' }])
      expect(onField(p, 0, 'Grizzly Bears')).toBe(1)
      p = cannon({}, [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [] },
        { type: 'passUntil', step: 'upkeep', turn: 4 },
      ])
      expect(onField(p, 0, 'Grizzly Bears')).toBe(0)
      expect(seat(p, 0).graveyard).toContain('Grizzly Bears')
      expect(onField(p, 0, 'Mogg Cannon')).toBe(1)
      // Near miss: activated during the end step, "the next end step" is the next turn's (CR 603.7c): the Bears live
      // through Ben's upkeep and die at Ben's end step.
      p = cannon({ step: 'end' }, [{ type: 'passUntil', step: 'upkeep', turn: 4 }])
      expect(onField(p, 0, 'Grizzly Bears')).toBe(1)
      p = cannon({ step: 'end' }, [{ type: 'passUntil', step: 'upkeep', turn: 5 }])
      expect(onField(p, 0, 'Grizzly Bears')).toBe(0)
      // The source itself (Deathknell Kami: "~ gets +1/+1 until end of turn. Sacrifice it at the beginning of the next
      // end step."), activated twice: sacrificed once; the second instruction finds nothing (CR 400.7).
      const kami = play(['Deathknell Kami'], { ann: { battlefield: [...LANDS, ready('Deathknell Kami')] } }, [
        ...activate('Deathknell Kami'),
        ...activate('Deathknell Kami'),
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [] },
        { type: 'passUntil', step: 'upkeep', turn: 4 },
      ])
      expect(onField(kami, 0, 'Deathknell Kami')).toBe(0)
      expect(seat(kami, 0).graveyard.filter((n) => n === 'Deathknell Kami').length).toBe(1)
    },
  },
  'spec:belowSource': {
    card: 'Stone Giant',
    rule: 'CR 208.1, 608.2h',
    run() {
      // Stone Giant (3/4): "Target creature you control with toughness less than Stone Giant's power gains flying …".
      const giant = (target: string) =>
        play(
          ['Stone Giant', 'Hill Giant'],
          { ann: { battlefield: [...LANDS, ready('Stone Giant'), ready('Grizzly Bears'), ready('Hill Giant')] } },
          activate('Stone Giant', 0, { targets: [`0:${target}`] }),
          true,
        )
      // The Bears (toughness 2 < 3) gain flying; the Hill Giant (toughness 3, not less than 3) can't be targeted.
      let p = giant('Grizzly Bears')
      expect(p.out.rejected ?? []).toEqual([])
      expect(permanent(p, 0, 'Grizzly Bears').keywords).toContain('Flying')
      p = giant('Hill Giant')
      expect((p.out.rejected ?? []).length).toBe(1)
      expect(permanent(p, 0, 'Hill Giant').keywords ?? []).not.toContain('Flying')
      // The source gone as the ability resolves: its last known power (Lena, 3/3, sacrificed as the cost): creatures
      // with power less than 3 gain indestructible (the Bears), not the Hill Giant (power 3).
      const lena = play(
        ['Lena, Selfless Champion', 'Hill Giant'],
        {
          ann: {
            battlefield: [...LANDS, ready('Lena, Selfless Champion'), ready('Hill Giant'), ready('Grizzly Bears')],
          },
        },
        activate('Lena, Selfless Champion', 0),
      )
      expect(onField(lena, 0, 'Lena, Selfless Champion')).toBe(0)
      expect(permanent(lena, 0, 'Grizzly Bears').keywords).toContain('Indestructible')
      expect(permanent(lena, 0, 'Hill Giant').keywords ?? []).not.toContain('Indestructible')
    },
  },
  'spec:controlledByTarget': {
    card: 'Primeval Light',
    rule: 'CR 115.1',
    run() {
      // "Destroy all enchantments target player controls": that player's, not the caster's.
      const light = (target: string) =>
        play(
          ['Primeval Light', 'Glorious Anthem'],
          {
            ann: { battlefield: [...LANDS, 'Glorious Anthem'], hand: ['Primeval Light'] },
            ben: { battlefield: ['Glorious Anthem', 'Glorious Anthem'] },
          },
          [
            { player: 0, type: 'cast', card: 'Primeval Light', targets: [target] },
            { player: 0, type: 'pass' },
            { player: 1, type: 'pass' },
          ],
        )
      let p = light('player:1')
      expect(onField(p, 1, 'Glorious Anthem')).toBe(0)
      expect(onField(p, 0, 'Glorious Anthem')).toBe(1)
      // Near miss: targeting Ann, Ben's stay.
      p = light('player:0')
      expect(onField(p, 1, 'Glorious Anthem')).toBe(2)
      expect(onField(p, 0, 'Glorious Anthem')).toBe(0)
      // Sleep: the creatures tapped are only that player's, and they stay tapped through its next untap step.
      const sleep = play(
        ['Sleep'],
        {
          ann: { battlefield: [...LANDS, ready('Grizzly Bears')], hand: ['Sleep'] },
          ben: { battlefield: [ready('Grizzly Bears'), ready('Llanowar Elves')] },
        },
        [
          { player: 0, type: 'cast', card: 'Sleep', targets: ['player:1'] },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          { type: 'passUntil', step: 'declareAttackers' },
          { player: 0, type: 'declareAttackers', attackers: [] },
          { type: 'passUntil', step: 'draw', turn: 4 },
        ],
      )
      expect(permanent(sleep, 1, 'Grizzly Bears').tapped).toBe(true)
      expect(permanent(sleep, 1, 'Llanowar Elves').tapped).toBe(true)
      expect(permanent(sleep, 0, 'Grizzly Bears').tapped ?? false).toBe(false)
    },
  },
  'effect:loseMana': {
    card: 'Mana Short',
    rule: 'CR 106.4',
    run() {
      // Ben floats {R} in answer to Mana Short: "Tap all lands target player controls and that player loses all
      // unspent mana."
      const short = (target: string) =>
        play(
          ['Mana Short'],
          {
            ann: { battlefield: LANDS, hand: ['Mana Short'] },
            ben: { battlefield: ['Mountain', 'Mountain', 'Forest'] },
          },
          [
            { player: 0, type: 'cast', card: 'Mana Short', targets: [target] },
            { player: 0, type: 'pass' },
            { player: 1, type: 'activateMana', card: 'Mountain', produce: 'R' },
            { player: 1, type: 'pass' },
          ],
        )
      let p = short('player:1')
      expect(p.out.stack).toEqual([])
      expect(manaPool(p, 1)).toBe('')
      expect(seat(p, 1).battlefield.every((b) => b.tapped)).toBe(true)
      expect(p.log.some((l) => /Ben loses all unspent mana/.test(l))).toBe(true)
      // Near miss: targeting Ann, Ben keeps his {R} and his untapped lands.
      p = short('player:0')
      expect(manaPool(p, 1)).toBe('R')
      expect(seat(p, 1).battlefield.filter((b) => !b.tapped).length).toBe(2)
    },
  },
}
