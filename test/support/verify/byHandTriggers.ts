// Behavioural checks of trigger events whose real cards' effects are still resolved by hand: the event's meaning is
// checked on its own (CR 603.2, 603.3): when the event happens the ability goes on the stack for its controller, once
// for each event, and a near miss (another player's damage, another step, another zone) puts nothing there. What the
// ability then does is its effect's template, checked with that effect.
import { expect } from 'vitest'
import { cast, LANDS, play, seat, PASS, type Checks, type Played, ready, BENS_TURN, BEN_PASS } from './harness'

/** How many of `card`'s triggered abilities are on the stack. */
const onStack = (p: Played, card: string) => p.out.stack.filter((s) => s === `${card} ability`).length
const attack = (attackers: string[], by = 0) => [
  { type: 'passUntil', step: 'declareAttackers' },
  {
    player: by,
    type: 'declareAttackers',
    attackers: attackers.map((card) => ({ card, target: `player:${1 - by}` })),
  },
]

export const BY_HAND_TRIGGER_CHECKS: Checks = {
  'trigger:step.endCombat': {
    card: 'Heat Stroke',
    rule: 'CR 511.1, 603.2',
    run() {
      const cards = ['Heat Stroke']
      const ann = { battlefield: ['Heat Stroke', ready('Grizzly Bears')] }
      // At the end of combat step (Ann's turn, or Ben's: "at end of combat" is each combat): once.
      let p = play(cards, { ann }, [...attack(['Grizzly Bears']), { type: 'passUntil', step: 'endCombat' }])
      expect(p.out.stack).toEqual(['Heat Stroke ability'])
      p = play(
        cards,
        { ...BENS_TURN, ann: { battlefield: ['Heat Stroke'] }, ben: { battlefield: [ready('Grizzly Bears')] } },
        [...attack(['Grizzly Bears'], 1), { type: 'passUntil', step: 'endCombat' }],
      )
      expect(onStack(p, 'Heat Stroke')).toBe(1)
      // Near miss: the declare attackers step, and the main phase after combat once it has resolved.
      p = play(cards, { ann }, attack(['Grizzly Bears']))
      expect(p.out.stack).toEqual([])
      p = play(cards, { ann }, [
        ...attack(['Grizzly Bears']),
        { type: 'passUntil', step: 'endCombat' },
        ...PASS,
        { player: 0, type: 'done' },
        { type: 'passUntil', step: 'postcombatMain' },
      ])
      expect(p.out.stack).toEqual([])
    },
  },
  'trigger:step.postcombatMain': {
    card: 'Neheb, the Eternal',
    rule: 'CR 505.1, 603.2',
    run() {
      const cards = ['Neheb, the Eternal']
      let p = play(cards, { step: 'endCombat', ann: { battlefield: ['Neheb, the Eternal'] } }, [
        { type: 'passUntil', step: 'postcombatMain' },
      ])
      expect(p.out.stack).toEqual(['Neheb, the Eternal ability'])
      // Near misses: Ann's precombat main phase; Ben's postcombat main phase ("your").
      p = play(cards, { step: 'draw', ann: { battlefield: ['Neheb, the Eternal'] } }, [
        { type: 'passUntil', step: 'precombatMain' },
      ])
      expect(p.out.stack).toEqual([])
      p = play(cards, { ...BENS_TURN, step: 'endCombat', ann: { battlefield: ['Neheb, the Eternal'] } }, [
        { type: 'passUntil', step: 'postcombatMain' },
      ])
      expect(p.out.stack).toEqual([])
    },
  },
  'trigger:youAreDealtDamage': {
    card: 'Sun Droplet',
    rule: 'CR 120.3, 603.2',
    run() {
      const cards = ['Sun Droplet']
      const shock = (target: string) =>
        play(
          cards,
          {
            ...BENS_TURN,
            ann: { battlefield: ['Sun Droplet', 'Grizzly Bears'] },
            ben: { hand: ['Shock'], battlefield: LANDS },
          },
          [{ player: 1, type: 'cast', card: 'Shock', targets: [target] }, ...BEN_PASS],
        )
      let p = shock('player:0')
      expect(seat(p, 0).life).toBe(18)
      expect(p.out.stack).toEqual(['Sun Droplet ability'])
      // Near misses: damage to Ann's creature; to Ben.
      p = shock('0:Grizzly Bears')
      expect(p.out.stack).toEqual([])
      p = shock('player:1')
      expect(seat(p, 1).life).toBe(18)
      expect(p.out.stack).toEqual([])
    },
  },
  'trigger:toGraveyardSelf': {
    card: 'Serra Avatar',
    rule: 'CR 603.6d, 603.10a',
    run() {
      const cards = ['Serra Avatar']
      // From the hand (discarded) and from the battlefield (it dies).
      let p = play(cards, { ann: { hand: ['Mind Rot', 'Serra Avatar'], battlefield: LANDS } }, [
        ...cast('Mind Rot', { targets: ['player:0'] }),
      ])
      expect(seat(p, 0).graveyard).toContain('Serra Avatar')
      expect(p.out.stack).toEqual(['Serra Avatar ability'])
      p = play(
        cards,
        {
          ann: { hand: ['Swords to Plowshares'], battlefield: [...LANDS, 'Serra Avatar'] },
          ben: { hand: ['Murder'], battlefield: LANDS },
        },
        [
          { player: 0, type: 'pass' },
          { player: 1, type: 'cast', card: 'Murder', targets: ['0:Serra Avatar'] },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
        ],
      )
      expect(seat(p, 0).graveyard).toEqual(['Serra Avatar'])
      expect(p.out.stack).toEqual(['Serra Avatar ability'])
      // Near misses: exiled from the battlefield; another card to the graveyard.
      p = play(cards, { ann: { hand: ['Swords to Plowshares'], battlefield: [...LANDS, 'Serra Avatar'] } }, [
        ...cast('Swords to Plowshares', { targets: ['0:Serra Avatar'] }),
      ])
      expect(seat(p, 0).exile).toEqual(['Serra Avatar'])
      expect(p.out.stack).toEqual([])
      p = play(cards, { ann: { hand: ['Mind Rot', 'Forest'], battlefield: [...LANDS, 'Serra Avatar'] } }, [
        ...cast('Mind Rot', { targets: ['player:0'] }),
      ])
      expect(p.out.stack).toEqual([])
    },
  },
  'trigger:enchantedPlayerAttacked': {
    card: 'Curse of Vitality',
    rule: 'CR 508.1, 303.4e',
    run() {
      const cards = ['Curse of Vitality']
      const curse = (target: string, after: unknown[]) =>
        play(
          cards,
          {
            ann: {
              hand: ['Curse of Vitality'],
              battlefield: [...LANDS, ready('Grizzly Bears'), ready('Savannah Lions')],
            },
            ben: { battlefield: [ready('Hill Giant')] },
          },
          [...cast('Curse of Vitality', { targets: [target] }), ...after],
        )
      // Ann attacks the enchanted player (Ben) with two creatures: once.
      let p = curse('player:1', attack(['Grizzly Bears', 'Savannah Lions']))
      expect(p.out.stack).toEqual(['Curse of Vitality ability'])
      // Near miss: Ann attacks with nothing; the Curse on Ann and Ann attacks Ben.
      p = curse('player:1', [...attack([]), { type: 'passUntil', step: 'endCombat' }])
      expect(p.out.stack).toEqual([])
      p = curse('player:0', attack(['Grizzly Bears']))
      expect(p.out.stack).toEqual([])
    },
  },
  'trigger:creatureDealtDamage': {
    card: 'Repercussion',
    rule: 'CR 120.3, 603.2',
    run() {
      const cards = ['Repercussion', 'Electrolyze']
      // Electrolyze deals 1 to each of two creatures: twice.
      let p = play(
        cards,
        {
          ann: { hand: ['Electrolyze'], battlefield: [...LANDS, 'Repercussion'] },
          ben: { battlefield: ['Hill Giant', 'Colossal Dreadmaw'] },
        },
        [
          {
            player: 0,
            type: 'cast',
            card: 'Electrolyze',
            targets: ['1:Hill Giant', '1:Colossal Dreadmaw'],
            divide: [1, 1],
          },
          ...PASS,
        ],
      )
      expect(onStack(p, 'Repercussion')).toBe(2)
      // Near miss: damage to a player.
      p = play(cards, { ann: { hand: ['Shock'], battlefield: [...LANDS, 'Repercussion'] } }, [
        ...cast('Shock', { targets: ['player:1'] }),
      ])
      expect(seat(p, 1).life).toBe(18)
      expect(p.out.stack).toEqual([])
    },
  },
  'trigger:lifeAtLeast': {
    card: 'Transcendence',
    rule: 'CR 603.8',
    run() {
      const cards = ['Transcendence', 'Sacred Nectar']
      // Ann at 18 gains 4: 22, and the state trigger goes on the stack, once.
      let p = play(cards, { ann: { life: 18, hand: ['Sacred Nectar'], battlefield: [...LANDS, 'Transcendence'] } }, [
        ...cast('Sacred Nectar'),
      ])
      expect(seat(p, 0).life).toBe(22)
      expect(p.out.stack).toEqual(['Transcendence ability'])
      // Near miss: 12 and 4 more make 16.
      p = play(cards, { ann: { life: 12, hand: ['Sacred Nectar'], battlefield: [...LANDS, 'Transcendence'] } }, [
        ...cast('Sacred Nectar'),
      ])
      expect(seat(p, 0).life).toBe(16)
      expect(p.out.stack).toEqual([])
    },
  },
  'trigger:exiledFromBattlefield': {
    card: 'God-Eternal Oketra',
    rule: 'CR 603.6c, 406.3',
    run() {
      const cards = ['God-Eternal Oketra']
      const ann = (hand: string) => ({ hand: [hand], battlefield: [...LANDS, 'God-Eternal Oketra'] })
      // Exiled from the battlefield (Swords to Plowshares): its "dies or is put into exile" ability triggers.
      let p = play(
        cards,
        { ann: ann('Swords to Plowshares') },
        cast('Swords to Plowshares', { targets: ['0:God-Eternal Oketra'] }),
      )
      expect(seat(p, 0).exile).toEqual(['God-Eternal Oketra'])
      expect(p.out.stack).toEqual(['God-Eternal Oketra ability'])
      // Near miss: returned to the hand.
      p = play(cards, { ann: ann('Unsummon') }, cast('Unsummon', { targets: ['0:God-Eternal Oketra'] }))
      expect(seat(p, 0).hand).toEqual(['God-Eternal Oketra'])
      expect(p.out.stack).toEqual([])
    },
  },
}
