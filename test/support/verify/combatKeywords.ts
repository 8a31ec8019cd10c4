// Behavioural checks of the combat keywords (CR 702): flanking, rampage, provoke, afflict, melee, renown and ingest,
// each played through a combat where the keyword applies, and where it doesn't.
import { expect } from 'vitest'
import { onField, permanent, play, seat, PASS, type Checks, ready } from './harness'

/** Ann attacks Ben with `attacker`. */
const attack = (attacker: string) => [
  { type: 'passUntil', step: 'declareAttackers' },
  { player: 0, type: 'declareAttackers', attackers: [{ card: attacker, target: 'player:1' }] },
]
/** Ben blocks Ann's `attacker` with these creatures of his. */
const block = (attacker: string, blockers: string[]) => [
  { type: 'passUntil', step: 'declareBlockers' },
  { player: 1, type: 'declareBlockers', blockers: blockers.map((card) => ({ card, blocks: `0:${attacker}` })) },
]
const TO_END_OF_COMBAT = { type: 'passUntil', step: 'endCombat' }

export const COMBAT_KEYWORD_CHECKS: Checks = {
  'effect:keywordAction.flanking': {
    card: "Suq'Ata Lancer",
    rule: 'CR 702.25a',
    run() {
      const lancer = "Suq'Ata Lancer"
      // Blocked by a 2/2 without flanking: the Bears get -1/-1 (1/1), die to 2 damage and deal 1.
      let p = play([lancer], { ann: { battlefield: [ready(lancer)] }, ben: { battlefield: ['Grizzly Bears'] } }, [
        ...attack(lancer),
        ...block(lancer, ['Grizzly Bears']),
        ...PASS,
        TO_END_OF_COMBAT,
      ])
      expect(onField(p, 1, 'Grizzly Bears')).toBe(0)
      expect(permanent(p, 0, lancer).damage).toBe(1)
      // Blocked by a creature with flanking: nothing triggers, the two 2/2s trade.
      p = play([lancer], { ann: { battlefield: [ready(lancer)] }, ben: { battlefield: [lancer] } }, [
        ...attack(lancer),
        ...block(lancer, [lancer]),
        TO_END_OF_COMBAT,
      ])
      expect(onField(p, 0, lancer)).toBe(0)
      expect(onField(p, 1, lancer)).toBe(0)
    },
  },
  'effect:keywordAction.rampage': {
    card: 'Chromium',
    rule: 'CR 702.23a-b',
    run() {
      const chromium = (blockers: string[]) =>
        play(
          ['Chromium', 'Wind Drake'],
          { ann: { battlefield: [ready('Chromium')] }, ben: { battlefield: ['Wind Drake', 'Wind Drake'] } },
          [...attack('Chromium'), ...block('Chromium', blockers), ...PASS],
        )
      // A 7/7: two blockers, one beyond the first: +2/+2 (a 9/9).
      expect(permanent(chromium(['Wind Drake', 'Wind Drake#2']), 0, 'Chromium')).toMatchObject({
        power: 9,
        toughness: 9,
      })
      // One blocker: no bonus.
      expect(permanent(chromium(['Wind Drake']), 0, 'Chromium')).toMatchObject({ power: 7, toughness: 7 })
    },
  },
  'effect:keywordAction.provoke': {
    card: 'Goblin Grappler',
    rule: 'CR 702.39a, 509.1c',
    run() {
      const grappler = (option: string, blockers: string[]) =>
        play(
          ['Goblin Grappler'],
          {
            ann: { battlefield: [ready('Goblin Grappler')] },
            ben: { battlefield: [{ name: 'Grizzly Bears', tapped: true }, 'Wind Drake'] },
          },
          [
            ...attack('Goblin Grappler'),
            { player: 0, type: 'choose', targets: ['1:Grizzly Bears'] },
            ...PASS,
            { player: 0, type: 'choose', option },
            ...block('Goblin Grappler', blockers),
          ],
          true,
        )
      // Yes: the tapped Bears untap and must block the Grappler: no block is refused, the Bears' block is taken.
      let p = grappler('yes', [])
      expect(p.out.rejected?.length).toBe(1)
      expect(permanent(p, 1, 'Grizzly Bears').tapped).toBe(false)
      p = grappler('yes', ['Grizzly Bears'])
      expect(p.out.rejected ?? []).toEqual([])
      // No: the Bears stay tapped and Ben may block or not.
      p = grappler('no', [])
      expect(p.out.rejected ?? []).toEqual([])
      expect(permanent(p, 1, 'Grizzly Bears').tapped).toBe(true)
    },
  },
  'effect:keywordAction.afflict': {
    card: 'Frontline Devastator',
    rule: 'CR 702.130a',
    run() {
      const dev = 'Frontline Devastator'
      let p = play([dev], { ann: { battlefield: [ready(dev)] }, ben: { battlefield: ['Grizzly Bears'] } }, [
        ...attack(dev),
        ...block(dev, ['Grizzly Bears']),
        ...PASS,
      ])
      expect(seat(p, 1).life).toBe(18)
      // Unblocked: no trigger, only the combat damage (3).
      p = play([dev], { ann: { battlefield: [ready(dev)] }, ben: { battlefield: ['Grizzly Bears'] } }, [
        ...attack(dev),
        ...block(dev, []),
        TO_END_OF_COMBAT,
      ])
      expect(seat(p, 1).life).toBe(17)
    },
  },
  'effect:keywordAction.melee': {
    card: 'Deputized Protester',
    rule: 'CR 702.121a',
    run() {
      const p = play(['Deputized Protester'], { ann: { battlefield: [ready('Deputized Protester')] } }, [
        ...attack('Deputized Protester'),
        ...PASS,
      ])
      // One opponent attacked: +1/+1.
      expect(permanent(p, 0, 'Deputized Protester')).toMatchObject({ power: 3, toughness: 2 })
    },
  },
  'effect:keywordAction.renown': {
    card: 'Topan Freeblade',
    rule: 'CR 702.112a-b',
    run() {
      const blade = 'Topan Freeblade'
      const p = play([blade], { ann: { battlefield: [ready(blade)] } }, [...attack(blade), ...PASS, TO_END_OF_COMBAT])
      expect(seat(p, 1).life).toBe(18)
      expect(permanent(p, 0, blade).counters).toEqual({ '+1/+1': 1 })
      // Renowned: its next combat damage to a player adds no counter.
      const q = play([blade], { ann: { battlefield: [ready(blade)] } }, [
        ...attack(blade),
        ...PASS,
        { type: 'passUntil', step: 'declareAttackers', turn: 5 },
        { player: 0, type: 'declareAttackers', attackers: [{ card: blade, target: 'player:1' }] },
        TO_END_OF_COMBAT,
      ])
      expect(seat(q, 1).life).toBe(15)
      expect(permanent(q, 0, blade).counters).toEqual({ '+1/+1': 1 })
    },
  },
  'condition:notRenowned': {
    card: 'Topan Freeblade',
    rule: 'CR 702.112a',
    run() {
      const blade = 'Topan Freeblade'
      // Not renowned: its combat damage to Ben triggers renown.
      const first = [...attack(blade), { type: 'passUntil', step: 'combatDamage' }]
      let p = play([blade], { ann: { battlefield: [ready(blade)] } }, first)
      expect(p.out.stack.length).toBe(1)
      // Renowned (its trigger resolved): the next time, nothing triggers.
      p = play([blade], { ann: { battlefield: [ready(blade)] } }, [
        ...first,
        ...PASS,
        { type: 'passUntil', step: 'declareAttackers', turn: 5 },
        { player: 0, type: 'declareAttackers', attackers: [{ card: blade, target: 'player:1' }] },
        { type: 'passUntil', step: 'combatDamage', turn: 5 },
      ])
      expect(seat(p, 1).life).toBe(15)
      expect(p.out.stack).toEqual([])
    },
  },
  'effect:keywordAction.ingest': {
    card: 'Mist Intruder',
    rule: 'CR 702.115a',
    run() {
      const p = play(['Mist Intruder'], { ann: { battlefield: [ready('Mist Intruder')] } }, [
        ...attack('Mist Intruder'),
        ...PASS,
        TO_END_OF_COMBAT,
      ])
      expect(seat(p, 1).life).toBe(19)
      expect(seat(p, 1).exile).toEqual(['Plains'])
      expect(seat(p, 1).library).toBe(19)
      expect(seat(p, 0).exile).toEqual([])
    },
  },
}
