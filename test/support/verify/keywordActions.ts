// Behavioural checks of keyword actions and keyword abilities with a choice or a cost (CR 701, 702): ninjutsu, soulbond,
// crew, unearth, modular, monstrosity, fabricate, extort, living weapon, graft, recover and ward, each taken and
// declined.
import { expect } from 'vitest'
import { isCreature } from '../../../src-shared/engine/query'
import {
  activate,
  cast,
  LANDS,
  onField,
  permanent,
  play,
  seat,
  PASS,
  type Checks,
  type Played,
  ready,
  answer,
  TO_END_STEP,
} from './harness'

const attackBen = (attacker: string) => [
  { type: 'passUntil', step: 'declareAttackers' },
  { player: 0, type: 'declareAttackers', attackers: [{ card: attacker, target: 'player:1' }] },
]
/** Whether the permanent of this name is a creature now (CR 205.2a, 613.1d). */
const creatureNow = (p: Played, name: string) => {
  const id = p.state.battlefield.find((x) => p.state.cards[p.state.objects[x].def].name === name)
  return id ? isCreature(p.state, p.state.objects[id]) : undefined
}

/** Ann attacks Ben with the Bears; with no blocker, Ann uses ninjutsu in the declare blockers step. */
const ninjutsu = (returnAttacker?: string) => [
  ...attackBen('Grizzly Bears'),
  { type: 'passUntil', step: 'declareBlockers' },
  {
    player: 0,
    type: 'activate',
    card: 'Ninja of the New Moon',
    from: 'hand',
    ability: 0,
    ...(returnAttacker ? { returnAttacker } : {}),
  },
  ...PASS,
  { type: 'passUntil', step: 'endCombat' },
]

export const KEYWORD_ACTION_CHECKS: Checks = {
  'effect:ninjutsu': {
    card: 'Ninja of the New Moon',
    rule: 'CR 702.49a',
    run() {
      const p = play(
        ['Ninja of the New Moon'],
        { ann: { hand: ['Ninja of the New Moon'], battlefield: [...LANDS, ready('Grizzly Bears')] } },
        ninjutsu(),
      )
      // The Bears back in hand; the Ninja (6/2) tapped and attacking Ben, unblocked: 6 damage.
      expect(seat(p, 0).hand).toEqual(['Grizzly Bears'])
      expect(permanent(p, 0, 'Ninja of the New Moon').tapped).toBe(true)
      expect(seat(p, 1).life).toBe(14)
    },
  },
  'cost:returnAttacker': {
    card: 'Ninja of the New Moon',
    rule: 'CR 702.49a, 602.2b',
    run() {
      // Only an unblocked attacker pays it: a land can't.
      const p = play(
        ['Ninja of the New Moon'],
        { ann: { hand: ['Ninja of the New Moon'], battlefield: [...LANDS, ready('Grizzly Bears')] } },
        ninjutsu('Forest'),
        true,
      )
      expect(p.out.rejected?.length).toBe(1)
      expect(seat(p, 0).hand).toEqual(['Ninja of the New Moon'])
      expect(seat(p, 1).life).toBe(18)
    },
  },
  'effect:keywordAction.soulbond': {
    card: 'Wingcrafter',
    rule: 'CR 702.95a, 702.95e',
    run() {
      const pair = (cards: string[]) =>
        play(['Wingcrafter'], { ann: { hand: ['Wingcrafter'], battlefield: [...LANDS, 'Grizzly Bears'] } }, [
          ...cast('Wingcrafter'),
          ...PASS,
          { player: 0, type: 'choose', cards },
        ])
      const flies = (p: Played, name: string) =>
        (permanent(p, 0, name) as { keywords?: string[] }).keywords?.some((k) => /flying/i.test(k)) ?? false
      // Paired with the Bears: both fly.
      let p = pair(['Grizzly Bears'])
      expect(flies(p, 'Grizzly Bears')).toBe(true)
      expect(flies(p, 'Wingcrafter')).toBe(true)
      // Not paired: neither does.
      p = pair([])
      expect(flies(p, 'Grizzly Bears')).toBe(false)
      expect(flies(p, 'Wingcrafter')).toBe(false)
    },
  },
  'effect:keywordAction.crew': {
    card: 'Ovalchase Dragster',
    rule: 'CR 702.122a, 514.2',
    run() {
      const dragster = (actions: unknown[]) =>
        play(
          ['Ovalchase Dragster'],
          { ann: { battlefield: [ready('Ovalchase Dragster'), { name: 'Grizzly Bears', sick: true }] } },
          actions,
          true,
        )
      // Not crewed: an artifact, no creature; it can't attack.
      let p = dragster(attackBen('Ovalchase Dragster'))
      expect(creatureNow(p, 'Ovalchase Dragster')).toBe(false)
      expect(p.out.rejected?.length).toBe(1)
      // Crewed by the (summoning-sick) Bears: a 6/1 artifact creature until end of turn; it attacks for 6.
      p = dragster([
        ...activate('Ovalchase Dragster', 0, { crew: ['Grizzly Bears'] }),
        ...attackBen('Ovalchase Dragster'),
        { type: 'passUntil', step: 'endCombat' },
      ])
      expect(p.out.rejected ?? []).toEqual([])
      expect(permanent(p, 0, 'Grizzly Bears').tapped).toBe(true)
      expect(seat(p, 1).life).toBe(14)
      p = dragster([...activate('Ovalchase Dragster', 0, { crew: ['Grizzly Bears'] }), ...PASS])
      expect(creatureNow(p, 'Ovalchase Dragster')).toBe(true)
      p = dragster([
        ...activate('Ovalchase Dragster', 0, { crew: ['Grizzly Bears'] }),
        ...attackBen('Ovalchase Dragster'),
        { type: 'passUntil', step: 'upkeep', turn: 4 },
      ])
      expect(creatureNow(p, 'Ovalchase Dragster')).toBe(false)
    },
  },
  'cost:crew': {
    card: 'Ovalchase Dragster',
    rule: 'CR 702.122a',
    run() {
      // Tapping creatures of total power 1 or more pays it; an Ornithopter (power 0) alone doesn't.
      let p = play(
        ['Ovalchase Dragster', 'Ornithopter'],
        { ann: { battlefield: [ready('Ovalchase Dragster'), 'Ornithopter'] } },
        activate('Ovalchase Dragster', 0, { crew: ['Ornithopter'] }),
        true,
      )
      expect(p.out.rejected?.[0]?.index).toBe(0)
      expect(permanent(p, 0, 'Ornithopter').tapped).toBe(false)
      p = play(
        ['Ovalchase Dragster', 'Ornithopter'],
        { ann: { battlefield: [ready('Ovalchase Dragster'), 'Ornithopter', 'Grizzly Bears'] } },
        activate('Ovalchase Dragster', 0, { crew: ['Grizzly Bears'] }),
      )
      expect(permanent(p, 0, 'Grizzly Bears').tapped).toBe(true)
      expect(permanent(p, 0, 'Ornithopter').tapped).toBe(false)
    },
  },
  'effect:keywordAction.unearth': {
    card: 'Dregscape Zombie',
    rule: 'CR 702.84a',
    run() {
      const zombie = (actions: unknown[]) =>
        play(
          ['Dregscape Zombie', 'Lightning Bolt'],
          { ann: { hand: ['Lightning Bolt'], battlefield: ['Swamp', 'Mountain'], graveyard: ['Dregscape Zombie'] } },
          [...activate('Dregscape Zombie', 0, { from: 'graveyard' }), ...actions],
        )
      // Back with haste: it attacks this turn (2 damage).
      let p = zombie([...attackBen('Dregscape Zombie'), { type: 'passUntil', step: 'endCombat' }])
      expect(seat(p, 1).life).toBe(18)
      expect(seat(p, 0).graveyard).toEqual([])
      // Exiled at the beginning of the next end step.
      p = zombie([...TO_END_STEP, ...PASS])
      expect(onField(p, 0, 'Dregscape Zombie')).toBe(0)
      expect(seat(p, 0).exile).toEqual(['Dregscape Zombie'])
      // Leaving otherwise (destroyed by damage), it is exiled instead.
      p = zombie(cast('Lightning Bolt', { targets: ['0:Dregscape Zombie'] }))
      expect(seat(p, 0).exile).toEqual(['Dregscape Zombie'])
      expect(seat(p, 0).graveyard).toEqual(['Lightning Bolt'])
      // Only as a sorcery: not on Ben's turn.
      p = play(
        ['Dregscape Zombie'],
        { active: 1, turn: 4, ann: { battlefield: ['Swamp'], graveyard: ['Dregscape Zombie'] } },
        [
          { player: 1, type: 'pass' },
          { player: 0, type: 'activate', card: 'Dregscape Zombie', ability: 0, from: 'graveyard' },
        ],
        true,
      )
      expect(p.out.rejected?.length).toBe(1)
      expect(seat(p, 0).graveyard).toEqual(['Dregscape Zombie'])
    },
  },
  'effect:keywordAction.modular': {
    card: 'Arcbound Bruiser',
    rule: 'CR 702.43a',
    run() {
      const bruiser = (option: string) =>
        play(
          ['Arcbound Bruiser', 'Ornithopter', 'Lightning Bolt'],
          {
            ann: {
              hand: ['Lightning Bolt'],
              battlefield: ['Mountain', { name: 'Arcbound Bruiser', counters: { '+1/+1': 3 } }, 'Ornithopter'],
            },
          },
          [
            ...cast('Lightning Bolt', { targets: ['0:Arcbound Bruiser'] }),
            { player: 0, type: 'choose', targets: ['0:Ornithopter'] },
            ...PASS,
            answer(option),
          ],
        )
      // It died with three +1/+1 counters: the Ornithopter gets three.
      let p = bruiser('yes')
      expect(seat(p, 0).graveyard).toContain('Arcbound Bruiser')
      expect(permanent(p, 0, 'Ornithopter').counters).toEqual({ '+1/+1': 3 })
      p = bruiser('no')
      expect(permanent(p, 0, 'Ornithopter').counters).toEqual({})
    },
  },
  'effect:keywordAction.monstrosity': {
    card: 'Fleecemane Lion',
    rule: 'CR 701.31a-b',
    run() {
      const lion = (times: number) =>
        play(
          ['Fleecemane Lion'],
          { ann: { battlefield: [...Array(5).fill('Forest'), ...Array(5).fill('Plains'), 'Fleecemane Lion'] } },
          Array.from({ length: times }, () => activate('Fleecemane Lion')).flat(),
        )
      // One +1/+1 counter, and it becomes monstrous (hexproof and indestructible).
      let p = lion(1)
      expect(permanent(p, 0, 'Fleecemane Lion')).toMatchObject({ counters: { '+1/+1': 1 }, power: 4, toughness: 4 })
      expect(p.state.objects[p.state.battlefield.find((id) => p.state.objects[id].counters['+1/+1'])!].monstrous).toBe(
        true,
      )
      // Already monstrous: activating it again adds nothing.
      p = lion(2)
      expect(permanent(p, 0, 'Fleecemane Lion').counters).toEqual({ '+1/+1': 1 })
      expect(seat(p, 0).battlefield.filter((b) => b.tapped).length).toBe(10)
    },
  },
  'effect:keywordAction.fabricate': {
    card: 'Ambitious Aetherborn',
    rule: 'CR 702.123a',
    run() {
      const born = (option: string) =>
        play(['Ambitious Aetherborn'], { ann: { hand: ['Ambitious Aetherborn'], battlefield: LANDS } }, [
          ...cast('Ambitious Aetherborn'),
          ...PASS,
          answer(option),
        ])
      const servos = (p: Played) => seat(p, 0).battlefield.filter((b) => /servo/i.test(b.name))
      // A +1/+1 counter on it, or a 1/1 Servo artifact creature token.
      let p = born('yes')
      expect(permanent(p, 0, 'Ambitious Aetherborn').counters).toEqual({ '+1/+1': 1 })
      expect(servos(p)).toEqual([])
      p = born('no')
      expect(permanent(p, 0, 'Ambitious Aetherborn').counters).toEqual({})
      expect(servos(p).map((b) => [b.power, b.toughness])).toEqual([[1, 1]])
    },
  },
  'effect:keywordAction.extort': {
    card: 'Basilica Screecher',
    rule: 'CR 702.101a',
    run() {
      const screech = (option: string) =>
        play(
          ['Basilica Screecher', 'Lightning Bolt'],
          { ann: { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Swamp', 'Basilica Screecher'] } },
          [...cast('Lightning Bolt', { targets: ['player:1'] }), answer(option), ...PASS],
        )
      // Paid ({W/B}): Ben loses 1 and Ann gains 1, besides the Bolt's 3.
      let p = screech('pay')
      expect(seat(p, 1).life).toBe(16)
      expect(seat(p, 0).life).toBe(21)
      expect(permanent(p, 0, 'Swamp').tapped).toBe(true)
      p = screech('decline')
      expect(seat(p, 1).life).toBe(17)
      expect(seat(p, 0).life).toBe(20)
      expect(permanent(p, 0, 'Swamp').tapped).toBe(false)
    },
  },
  'effect:keywordAction.livingWeapon': {
    card: 'Flayer Husk',
    rule: 'CR 702.92a',
    run() {
      const p = play(['Flayer Husk'], { ann: { hand: ['Flayer Husk'], battlefield: LANDS } }, [
        ...cast('Flayer Husk'),
        ...PASS,
      ])
      // A 0/0 black Phyrexian Germ, with the Husk attached (+1/+1): a 1/1.
      const germs = seat(p, 0).battlefield.filter((b) => /germ/i.test(b.name))
      expect(germs.map((b) => [b.power, b.toughness])).toEqual([[1, 1]])
      const husk = p.state.battlefield.find((id) => p.state.cards[p.state.objects[id].def].name === 'Flayer Husk')!
      const germ = p.state.objects[p.state.objects[husk].attachedTo!]
      expect(germ?.zone).toBe('battlefield')
    },
  },
  'effect:keywordAction.graft': {
    card: 'Simic Initiate',
    rule: 'CR 702.58a',
    run() {
      const graft = (option: string) =>
        play(
          ['Simic Initiate'],
          {
            ann: {
              hand: ['Grizzly Bears'],
              battlefield: [...LANDS, { name: 'Simic Initiate', counters: { '+1/+1': 1 } }],
            },
          },
          [...cast('Grizzly Bears'), ...PASS, answer(option)],
        )
      // The counter moves onto the Bears; the Initiate, a 0/0 without it, dies.
      let p = graft('yes')
      expect(permanent(p, 0, 'Grizzly Bears').counters).toEqual({ '+1/+1': 1 })
      expect(seat(p, 0).graveyard).toEqual(['Simic Initiate'])
      p = graft('no')
      expect(permanent(p, 0, 'Grizzly Bears').counters).toEqual({})
      expect(permanent(p, 0, 'Simic Initiate').counters).toEqual({ '+1/+1': 1 })
      // "Another creature": Ben's too (on his turn, Ann may move the counter onto his Bears).
      p = play(
        ['Simic Initiate'],
        {
          active: 1,
          turn: 4,
          ann: { battlefield: [{ name: 'Simic Initiate', counters: { '+1/+1': 1 } }] },
          ben: { hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest'] },
        },
        [
          { player: 1, type: 'cast', card: 'Grizzly Bears' },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
          answer('yes'),
        ],
      )
      expect(permanent(p, 1, 'Grizzly Bears').counters).toEqual({ '+1/+1': 1 })
    },
  },
  'effect:keywordAction.recover': {
    card: 'Icefall',
    rule: 'CR 702.59a',
    run() {
      const icefall = (option: string) =>
        play(
          ['Icefall', 'Lightning Bolt'],
          {
            ann: {
              hand: ['Lightning Bolt'],
              battlefield: ['Mountain', 'Mountain', 'Mountain', 'Grizzly Bears'],
              graveyard: ['Icefall'],
            },
          },
          [...cast('Lightning Bolt', { targets: ['0:Grizzly Bears'] }), ...PASS, answer(option)],
        )
      // A creature of Ann's died: paid ({R}{R}), Icefall returns to her hand; not paid, it is exiled.
      let p = icefall('pay')
      expect(seat(p, 0).hand).toEqual(['Icefall'])
      expect(seat(p, 0).battlefield.filter((b) => b.tapped).length).toBe(3)
      p = icefall('decline')
      expect(seat(p, 0).hand).toEqual([])
      expect(seat(p, 0).exile).toEqual(['Icefall'])
      // A creature put into Ben's graveyard doesn't trigger it.
      p = play(
        ['Icefall', 'Lightning Bolt'],
        {
          ann: { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Mountain', 'Mountain'], graveyard: ['Icefall'] },
          ben: { battlefield: ['Grizzly Bears'] },
        },
        cast('Lightning Bolt', { targets: ['1:Grizzly Bears'] }),
      )
      expect(p.out.stack).toEqual([])
      expect(seat(p, 0).graveyard).toEqual(['Icefall', 'Lightning Bolt'])
    },
  },
  'effect:keywordAction.ward': {
    card: 'Colossal Skyturtle',
    rule: 'CR 702.21a',
    run() {
      const turtle = (mountains: number, answers: unknown[]) =>
        play(
          ['Colossal Skyturtle', 'Lightning Bolt'],
          {
            active: 1,
            turn: 4,
            ann: { battlefield: ['Colossal Skyturtle'] },
            ben: { hand: ['Lightning Bolt'], battlefield: Array(mountains).fill('Mountain') },
          },
          [
            { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['0:Colossal Skyturtle'] },
            { player: 1, type: 'pass' },
            { player: 0, type: 'pass' },
            ...answers,
            { player: 1, type: 'pass' },
            { player: 0, type: 'pass' },
          ],
          true,
        )
      // Ben pays {2}: the Bolt resolves (3 damage to the 6/5).
      let p = turtle(3, [answer('pay', 1)])
      expect(permanent(p, 0, 'Colossal Skyturtle').damage).toBe(3)
      expect(seat(p, 1).battlefield.filter((b) => b.tapped).length).toBe(3)
      // He declines, or can't pay: the Bolt is countered.
      p = turtle(3, [answer('decline', 1)])
      expect(permanent(p, 0, 'Colossal Skyturtle').damage).toBe(0)
      expect(seat(p, 1).graveyard).toEqual(['Lightning Bolt'])
      p = turtle(1, [])
      expect(permanent(p, 0, 'Colossal Skyturtle').damage).toBe(0)
      expect(seat(p, 1).graveyard).toEqual(['Lightning Bolt'])
      // Only an opponent's spell or ability triggers it: Ann's own Giant Growth resolves, nothing asked.
      p = play(
        ['Colossal Skyturtle', 'Giant Growth'],
        { ann: { hand: ['Giant Growth'], battlefield: ['Forest', 'Colossal Skyturtle'] } },
        cast('Giant Growth', { targets: ['0:Colossal Skyturtle'] }),
      )
      expect(permanent(p, 0, 'Colossal Skyturtle')).toMatchObject({ power: 9, toughness: 8 })
      expect(p.out.stack).toEqual([])
    },
  },
}
