// Behavioural checks of copy shapes (CR 707): "whenever you cast or copy an instant or sorcery spell" (magecraft,
// CR 207.2c), which a copy put on the stack by its controller triggers as a cast does (CR 707.10), while "whenever
// you cast …" alone does not see a copy; a token copy with haste (CR 707.9b), sacrificed or exiled at the next end step
// (CR 603.7).
import { expect } from 'vitest'
import { activate, answer, LANDS, onField, play, ready, seat, PASS, type Checks, TO_END_STEP } from './harness'
import { faceOf, nameOf } from '../../../src-shared/engine/query'
import type { GameState } from '../../../src-shared/engine/types'

/** The colours of the copies of a spell on the stack. */
const copyColours = (s: GameState, name: string) =>
  s.stack
    .filter((i) => s.objects[i.id]?.copy && nameOf(s, i.id) === name)
    .map((i) => faceOf(s, s.objects[i.id])?.colors)

const BOLT = { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] }
const GRAPESHOT = { player: 0, type: 'cast', card: 'Grapeshot', targets: ['player:1'] }

/** On to the end step, attacking with nothing (CR 508.8). */

export const COPY_SHAPE_CHECKS: Checks = {
  'trigger:cast.orCopy': {
    card: 'Witherbloom Pledgemage',
    rule: 'CR 207.2c, 707.10',
    run() {
      const cards = ['Witherbloom Pledgemage', 'Guttersnipe', 'Lightning Bolt', 'Grapeshot']
      const hand = ['Lightning Bolt', 'Grapeshot']
      // Bolt, then Grapeshot with one storm copy: two casts and one copy, a life each.
      let p = play(cards, { ann: { hand, battlefield: [...LANDS, 'Witherbloom Pledgemage'] } }, [
        BOLT,
        ...PASS, // magecraft
        ...PASS, // Lightning Bolt
        GRAPESHOT,
        { player: 0, type: 'choose', order: ['Grapeshot', 'Witherbloom Pledgemage'] }, // CR 603.3b
        ...PASS,
        ...PASS, // the storm trigger and the cast's magecraft, in either order
        ...PASS, // the copy's magecraft
        ...PASS, // the copy
        ...PASS, // Grapeshot
      ])
      expect(seat(p, 0).life).toBe(23)
      expect(seat(p, 1).life).toBe(15)
      expect(p.out.stack).toEqual([])
      // Near miss: Guttersnipe's "whenever you cast" sees the two casts, not the copy (2 damage each).
      p = play(cards, { ann: { hand, battlefield: [...LANDS, 'Guttersnipe'] } }, [
        BOLT,
        ...PASS,
        ...PASS,
        GRAPESHOT,
        { player: 0, type: 'choose', order: ['Grapeshot', 'Guttersnipe'] },
        ...PASS,
        ...PASS,
        ...PASS,
        ...PASS,
      ])
      expect(seat(p, 1).life).toBe(20 - 2 - 3 - 2 - 1 - 1)
      expect(p.out.stack).toEqual([])
    },
  },
  'effect:copyToken.haste': {
    card: 'Kiki-Jiki, Mirror Breaker',
    rule: 'CR 707.9b',
    run() {
      const cards = ['Kiki-Jiki, Mirror Breaker', 'Cackling Counterpart']
      let p = play(cards, { ann: { battlefield: [ready('Kiki-Jiki, Mirror Breaker'), 'Grizzly Bears'] } }, [
        ...activate('Kiki-Jiki, Mirror Breaker', 0, { targets: ['Grizzly Bears'] }),
      ])
      const token = seat(p, 0).battlefield.find((b) => b.name === 'Grizzly Bears' && b.token)
      expect(token?.keywords ?? []).toContain('Haste')
      // Near miss: Cackling Counterpart's token copy has no haste of its own.
      p = play(cards, { ann: { hand: ['Cackling Counterpart'], battlefield: [...LANDS, 'Grizzly Bears'] } }, [
        { player: 0, type: 'cast', card: 'Cackling Counterpart', targets: ['Grizzly Bears'] },
        ...PASS,
      ])
      const plain = seat(p, 0).battlefield.find((b) => b.name === 'Grizzly Bears' && b.token)
      expect(plain).toBeDefined()
      expect(plain?.keywords ?? []).not.toContain('Haste')
    },
  },
  'effect:copyToken.endStep': {
    card: 'Cogwork Assembler',
    rule: 'CR 603.7, 603.7c',
    run() {
      const cards = ['Cogwork Assembler', 'Kiki-Jiki, Mirror Breaker', 'Millstone']
      // Exiled at the beginning of this turn's end step: one Millstone is left, the token gone.
      let p = play(cards, { ann: { battlefield: [...LANDS, 'Cogwork Assembler', 'Millstone'] } }, [
        ...activate('Cogwork Assembler', 0, { targets: ['Millstone'] }),
      ])
      expect(onField(p, 0, 'Millstone')).toBe(2)
      p = play(cards, { ann: { battlefield: [...LANDS, 'Cogwork Assembler', 'Millstone'] } }, [
        ...activate('Cogwork Assembler', 0, { targets: ['Millstone'] }),
        ...TO_END_STEP,
        ...PASS,
      ])
      expect(onField(p, 0, 'Millstone')).toBe(1)
      expect(p.out.stack).toEqual([])
      // Kiki-Jiki's token copy is sacrificed at the end step; the creature copied stays.
      p = play(cards, { ann: { battlefield: [ready('Kiki-Jiki, Mirror Breaker'), 'Grizzly Bears'] } }, [
        ...activate('Kiki-Jiki, Mirror Breaker', 0, { targets: ['Grizzly Bears'] }),
        ...TO_END_STEP,
        ...PASS,
      ])
      expect(onField(p, 0, 'Grizzly Bears')).toBe(1)
      expect(seat(p, 0).battlefield.some((b) => b.token)).toBe(false)
    },
  },
  'effect:copyTarget.twice': {
    card: 'Echo Mage',
    rule: 'CR 707.10, 707.10c',
    run() {
      const cards = ['Echo Mage', 'Lightning Bolt']
      const mage = (level: number) => ({ name: 'Echo Mage', sick: false, counters: { level } })
      // Level 4: two copies, each asked about its targets in turn; with the Bolt, 9 damage.
      let p = play(cards, { ann: { hand: ['Lightning Bolt'], battlefield: [...LANDS, mage(4)] } }, [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
        { player: 0, type: 'activate', card: 'Echo Mage', ability: 2, targets: ['Lightning Bolt'] },
        ...PASS,
        answer('no'),
        answer('no'),
        ...PASS,
        ...PASS,
        ...PASS,
      ])
      expect(seat(p, 1).life).toBe(11)
      expect(p.out.stack).toEqual([])
      // Near miss: level 2's ability copies it once.
      p = play(cards, { ann: { hand: ['Lightning Bolt'], battlefield: [...LANDS, mage(2)] } }, [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
        { player: 0, type: 'activate', card: 'Echo Mage', ability: 1, targets: ['Lightning Bolt'] },
        ...PASS,
        answer('no'),
        ...PASS,
        ...PASS,
      ])
      expect(seat(p, 1).life).toBe(14)
    },
  },
  'effect:copyTarget.color': {
    card: 'Fork',
    rule: 'CR 707.9b, 105.3',
    run() {
      const cards = ['Fork', 'Twincast', 'Giant Growth']
      const ann = (copier: string) => ({ hand: ['Giant Growth', copier], battlefield: [...LANDS, 'Grizzly Bears'] })
      const copying = (copier: string) => [
        { player: 0, type: 'cast', card: 'Giant Growth', targets: ['Grizzly Bears'] },
        { player: 0, type: 'cast', card: copier, targets: ['Giant Growth'] },
        ...PASS,
      ]
      // Fork's copy of the green Giant Growth is red (CR 707.9b); Twincast's stays green.
      let p = play(cards, { ann: ann('Fork') }, copying('Fork'))
      expect(copyColours(p.state, 'Giant Growth')).toEqual([['R']])
      p = play(cards, { ann: ann('Twincast') }, copying('Twincast'))
      expect(copyColours(p.state, 'Giant Growth')).toEqual([['G']])
      // The red copy still pumps: +3/+3 twice.
      p = play(cards, { ann: ann('Fork') }, [...copying('Fork'), ...PASS, ...PASS])
      expect(seat(p, 0).battlefield.find((b) => b.name === 'Grizzly Bears')?.power).toBe(8)
    },
  },
  'effect:copyTarget.bounce': {
    card: "Narset's Reversal",
    rule: 'CR 707.10',
    run() {
      const cards = ["Narset's Reversal", 'Reverberate', 'Lightning Bolt']
      const copying = (copier: string) => [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
        { player: 0, type: 'cast', card: copier, targets: ['Lightning Bolt'] },
        ...PASS,
        answer('no'),
        ...PASS,
      ]
      // The copy resolves (3 damage) and the Bolt is back in Ann's hand.
      let p = play(
        cards,
        { ann: { hand: ['Lightning Bolt', "Narset's Reversal"], battlefield: LANDS } },
        copying("Narset's Reversal"),
      )
      expect(seat(p, 1).life).toBe(17)
      expect(seat(p, 0).hand).toEqual(['Lightning Bolt'])
      expect(p.out.stack).toEqual([])
      // Near miss: Reverberate leaves the Bolt on the stack, and both deal their damage.
      p = play(cards, { ann: { hand: ['Lightning Bolt', 'Reverberate'], battlefield: LANDS } }, [
        ...copying('Reverberate'),
        ...PASS,
      ])
      expect(seat(p, 1).life).toBe(14)
      expect(seat(p, 0).hand).toEqual([])
    },
  },
}
