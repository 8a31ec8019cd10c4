// Behavioural checks, third part: combat triggers and restrictions, life and damage triggers, keyword actions, mana
// effects, other ways to cast and more costs.
import { expect } from 'vitest'
import { activate, cast, LANDS, manaPool, onField, permanent, play, seat, PASS, type Checks, ready } from './harness'

/** Ann attacks Ben with `attackers`; Ben blocks with `blockers` (none given: Ben has no creature to declare with);
 *  play goes on to the beginning of step `until` (the declare blockers step: it stays there). */
const combat = (attackers: string[], blockers?: { card: string; blocks: string }[], until = 'endCombat') => [
  { type: 'passUntil', step: 'declareAttackers' },
  { player: 0, type: 'declareAttackers', attackers: attackers.map((card) => ({ card, target: 'player:1' })) },
  { type: 'passUntil', step: 'declareBlockers' },
  ...(blockers ? [{ player: 1, type: 'declareBlockers', blockers }] : []),
  ...(until === 'declareBlockers' ? [] : [{ type: 'passUntil', step: until }]),
]

export const THIRD_CHECKS: Checks = {
  'effect:mayPay': {
    card: 'Crystal Rod',
    rule: 'CR 117.12, 603.5',
    run() {
      const rod = (option: string) =>
        play(['Crystal Rod', 'Divination'], { ann: { hand: ['Divination'], battlefield: [...LANDS, 'Crystal Rod'] } }, [
          ...cast('Divination'),
          { player: 0, type: 'choose', option },
          ...PASS,
        ])
      let p = rod('pay')
      expect(seat(p, 0).life).toBe(21)
      expect(seat(p, 0).battlefield.filter((b) => b.tapped).length).toBe(4) // {2}{U} and {1}
      p = rod('decline')
      expect(seat(p, 0).life).toBe(20)
      expect(seat(p, 0).battlefield.filter((b) => b.tapped).length).toBe(3)
    },
  },
  'cast:morph': {
    card: 'Woolly Loxodon',
    rule: 'CR 702.37a, 702.37e',
    run() {
      const p = play(['Woolly Loxodon'], { ann: { hand: ['Woolly Loxodon'], battlefield: LANDS } }, [
        ...cast('Woolly Loxodon', { faceDown: true }),
      ])
      const down = seat(p, 0).battlefield.find((b) => (b as { faceDown?: boolean }).faceDown)
      expect(down).toMatchObject({ power: 2, toughness: 2 })
      expect(seat(p, 0).battlefield.filter((b) => b.tapped).length).toBe(3)
      const up = play(['Woolly Loxodon'], { ann: { hand: ['Woolly Loxodon'], battlefield: LANDS } }, [
        ...cast('Woolly Loxodon', { faceDown: true }),
        { type: 'turnFaceUp', player: 0, card: 'Woolly Loxodon' },
      ])
      expect(permanent(up, 0, 'Woolly Loxodon')).toMatchObject({ power: 6, toughness: 7, faceDown: false })
    },
  },
  'trigger:castSelf': {
    card: 'Desolation Twin',
    rule: 'CR 603.2, 601.2i',
    run() {
      const p = play(['Desolation Twin'], { ann: { hand: ['Desolation Twin'], battlefield: LANDS } }, [
        { player: 0, type: 'cast', card: 'Desolation Twin' },
        ...PASS,
      ])
      // The cast trigger resolves first: a 10/10 Eldrazi token while the Twin is still on the stack.
      expect(seat(p, 0).battlefield.filter((b) => /eldrazi/i.test(b.name) && b.name !== 'Desolation Twin').length).toBe(
        1,
      )
      expect(p.out.stack).toEqual(['Desolation Twin'])
    },
  },
  'static:cantBeBlockedBy': {
    card: 'Bog Rats',
    rule: 'CR 509.1b',
    run() {
      const p = play(
        ['Bog Rats', 'Wall of Stone'],
        { ann: { battlefield: [ready('Bog Rats')] }, ben: { battlefield: ['Wall of Stone', 'Grizzly Bears'] } },
        [
          ...combat(['Bog Rats'], [{ card: 'Wall of Stone', blocks: '0:Bog Rats' }], 'declareBlockers'),
          { player: 1, type: 'declareBlockers', blockers: [{ card: 'Grizzly Bears', blocks: '0:Bog Rats' }] },
        ],
        true,
      )
      expect(p.out.rejected?.map((r) => r.index)).toEqual([3])
    },
  },
  'effect:energy': {
    card: 'Highspire Infusion',
    rule: 'CR 107.14, 122.1',
    run() {
      const p = play(
        ['Highspire Infusion'],
        { ann: { hand: ['Highspire Infusion'], battlefield: [...LANDS, 'Grizzly Bears'] } },
        cast('Highspire Infusion', { targets: ['0:Grizzly Bears'] }),
      )
      expect((seat(p, 0) as { energy?: number }).energy).toBe(2)
      expect(permanent(p, 0, 'Grizzly Bears')).toMatchObject({ power: 5, toughness: 5 })
    },
  },
  'condition:kicked': {
    card: 'Gatekeeper of Malakir',
    rule: 'CR 702.33d, 603.4',
    run() {
      const gatekeeper = (kicked: boolean) =>
        play(
          ['Gatekeeper of Malakir'],
          { ann: { hand: ['Gatekeeper of Malakir'], battlefield: LANDS }, ben: { battlefield: ['Grizzly Bears'] } },
          [
            ...cast('Gatekeeper of Malakir', kicked ? { kicked: true } : {}),
            ...(kicked ? [{ player: 0, type: 'choose', targets: ['player:1'] }] : []),
            ...PASS,
          ],
        )
      expect(onField(gatekeeper(true), 1, 'Grizzly Bears')).toBe(0)
      const p = gatekeeper(false)
      expect(onField(p, 1, 'Grizzly Bears')).toBe(1)
    },
  },
  'effect:sacrificeUnless': {
    card: 'Balduvian Horde',
    rule: 'CR 117.12',
    run() {
      let p = play(['Balduvian Horde'], { ann: { hand: ['Balduvian Horde', 'Forest'], battlefield: LANDS } }, [
        ...cast('Balduvian Horde'),
        ...PASS,
        { player: 0, type: 'choose', option: 'pay' },
      ])
      expect(onField(p, 0, 'Balduvian Horde')).toBe(1)
      expect(seat(p, 0).graveyard).toEqual(['Forest'])
      p = play(['Balduvian Horde'], { ann: { hand: ['Balduvian Horde'], battlefield: LANDS } }, [
        ...cast('Balduvian Horde'),
        ...PASS,
      ])
      expect(onField(p, 0, 'Balduvian Horde')).toBe(0)
      expect(seat(p, 0).graveyard).toEqual(['Balduvian Horde'])
    },
  },
  'trigger:dealtDamage': {
    card: 'Fungusaur',
    rule: 'CR 603.2, 120.3',
    run() {
      const p = play(
        ['Fungusaur', 'Prodigal Sorcerer'],
        { ann: { battlefield: [ready('Prodigal Sorcerer'), 'Fungusaur'] } },
        [...activate('Prodigal Sorcerer', 0, { targets: ['0:Fungusaur'] }), ...PASS],
      )
      expect(permanent(p, 0, 'Fungusaur')).toMatchObject({ counters: { '+1/+1': 1 }, damage: 1 })
      const q = play(
        ['Fungusaur', 'Prodigal Sorcerer'],
        { ann: { battlefield: [ready('Prodigal Sorcerer'), 'Fungusaur'] } },
        [...activate('Prodigal Sorcerer', 0, { targets: ['player:1'] }), ...PASS],
      )
      expect(permanent(q, 0, 'Fungusaur').counters).toEqual({})
    },
  },
  'mana:damageYou': {
    card: 'Ancient Tomb',
    rule: 'CR 605.3b, 120.3',
    run() {
      const p = play(['Ancient Tomb'], { ann: { battlefield: ['Ancient Tomb'] } }, [
        { player: 0, type: 'activateMana', card: 'Ancient Tomb', produce: 'CC' },
      ])
      expect(manaPool(p, 0)).toBe('CC')
      expect(seat(p, 0).life).toBe(18)
    },
  },
  'trigger:blocks': {
    card: 'Giant Badger',
    rule: 'CR 509.3a',
    run() {
      const p = play(
        ['Giant Badger'],
        { ann: { battlefield: [ready('Grizzly Bears')] }, ben: { battlefield: ['Giant Badger'] } },
        [...combat(['Grizzly Bears'], [{ card: 'Giant Badger', blocks: '0:Grizzly Bears' }], 'combatDamage')],
      )
      expect(permanent(p, 1, 'Giant Badger')).toMatchObject({ power: 4, toughness: 4 })
      const q = play(
        ['Giant Badger'],
        { ann: { battlefield: [ready('Grizzly Bears')] }, ben: { battlefield: ['Giant Badger'] } },
        combat(['Grizzly Bears'], [], 'combatDamage'),
      )
      expect(permanent(q, 1, 'Giant Badger')).toMatchObject({ power: 2, toughness: 2 })
    },
  },
  'effect:addMana': {
    card: 'Dark Ritual',
    rule: 'CR 106.3',
    run() {
      const p = play(['Dark Ritual'], { ann: { hand: ['Dark Ritual'], battlefield: ['Swamp'] } }, cast('Dark Ritual'))
      expect(manaPool(p, 0)).toBe('BBB')
    },
  },
  'trigger:gainLife': {
    card: "Ajani's Pridemate",
    rule: 'CR 603.2, 119.3',
    run() {
      let p = play(
        ["Ajani's Pridemate", 'Sacred Nectar'],
        { ann: { hand: ['Sacred Nectar'], battlefield: [...LANDS, "Ajani's Pridemate"] } },
        [...cast('Sacred Nectar'), ...PASS],
      )
      expect(permanent(p, 0, "Ajani's Pridemate").counters).toEqual({ '+1/+1': 1 })
      p = play(
        ["Ajani's Pridemate", 'Lightning Bolt'],
        { ann: { hand: ['Lightning Bolt'], battlefield: [...LANDS, "Ajani's Pridemate"] } },
        [...cast('Lightning Bolt', { targets: ['player:0'] })],
      )
      expect(permanent(p, 0, "Ajani's Pridemate").counters).toEqual({})
    },
  },
  'amount:count.thatMuch': {
    card: 'Sanguine Bond',
    rule: 'CR 603.2, 608.2h',
    run() {
      const p = play(
        ['Sanguine Bond', 'Sacred Nectar'],
        { ann: { hand: ['Sacred Nectar'], battlefield: [...LANDS, 'Sanguine Bond'] } },
        [...cast('Sacred Nectar'), { player: 0, type: 'choose', targets: ['player:1'] }, ...PASS],
        true,
      )
      expect(seat(p, 1).life).toBe(16)
    },
  },
  'cost:exileFromGraveyard': {
    card: 'Bearscape',
    rule: 'CR 602.2b, 406.2',
    run() {
      let p = play(
        ['Bearscape'],
        { ann: { battlefield: [...LANDS, 'Bearscape'], graveyard: ['Forest', 'Island', 'Swamp'] } },
        activate('Bearscape'),
      )
      expect(seat(p, 0).graveyard.length).toBe(1)
      expect(seat(p, 0).exile.length).toBe(2)
      expect(seat(p, 0).battlefield.filter((b) => /bear/i.test(b.name) && b.name !== 'Bearscape').length).toBe(1)
      p = play(
        ['Bearscape'],
        { ann: { battlefield: [...LANDS, 'Bearscape'], graveyard: ['Forest'] } },
        activate('Bearscape'),
        true,
      )
      expect(p.out.rejected?.[0]?.index).toBe(0)
    },
  },
  'static:doesntUntap': {
    card: 'Colossus of Sardia',
    rule: 'CR 502.3',
    run() {
      const p = play(
        ['Colossus of Sardia'],
        {
          step: 'untap',
          ann: {
            battlefield: [
              { name: 'Colossus of Sardia', tapped: true },
              { name: 'Grizzly Bears', tapped: true },
            ],
          },
        },
        [],
      )
      expect(permanent(p, 0, 'Colossus of Sardia').tapped).toBe(true)
      expect(permanent(p, 0, 'Grizzly Bears').tapped).toBe(false)
    },
  },
  'effect:freeze': {
    card: "Barl's Cage",
    rule: 'CR 502.3',
    run() {
      const p = play(
        ["Barl's Cage"],
        {
          ann: { battlefield: [...LANDS, "Barl's Cage"] },
          ben: {
            battlefield: [
              { name: 'Grizzly Bears', tapped: true },
              { name: 'Serra Angel', tapped: true },
            ],
          },
        },
        [
          ...activate("Barl's Cage", 0, { targets: ['1:Grizzly Bears'] }),
          { type: 'passUntil', step: 'declareAttackers' },
          { player: 0, type: 'declareAttackers', attackers: [] },
          { type: 'passUntil', step: 'upkeep', turn: 4 },
        ],
        true,
      )
      expect(p.state.turn).toBe(4)
      expect(permanent(p, 1, 'Grizzly Bears').tapped).toBe(true)
      expect(permanent(p, 1, 'Serra Angel').tapped).toBe(false)
    },
  },
  'effect:keywordAction.exalted': {
    card: 'Ethercaste Knight',
    rule: 'CR 702.83a',
    run() {
      const p = play(
        ['Ethercaste Knight'],
        { ann: { battlefield: ['Ethercaste Knight', ready('Grizzly Bears')] } },
        combat(['Grizzly Bears'], undefined, 'declareBlockers'),
      )
      expect(permanent(p, 0, 'Grizzly Bears')).toMatchObject({ power: 3, toughness: 3 })
    },
  },
  'trigger:attacksAlone': {
    card: 'Ethercaste Knight',
    rule: 'CR 506.5, 702.83a',
    run() {
      const p = play(
        ['Ethercaste Knight'],
        { ann: { battlefield: [ready('Ethercaste Knight'), ready('Grizzly Bears')] } },
        combat(['Grizzly Bears', 'Ethercaste Knight'], undefined, 'declareBlockers'),
      )
      expect(permanent(p, 0, 'Grizzly Bears')).toMatchObject({ power: 2, toughness: 2 })
      expect(seat(p, 1).life).toBe(20)
    },
  },
  'cast:buyback': {
    card: 'Capsize',
    rule: 'CR 702.27a',
    run() {
      const p = play(
        ['Capsize', 'Serra Angel'],
        { ann: { hand: ['Capsize'], battlefield: LANDS }, ben: { battlefield: ['Serra Angel'] } },
        cast('Capsize', { kicked: true, targets: ['1:Serra Angel'] }),
      )
      expect(seat(p, 0).hand).toEqual(['Capsize'])
      expect(seat(p, 1).hand).toEqual(['Serra Angel'])
      const q = play(
        ['Capsize', 'Serra Angel'],
        { ann: { hand: ['Capsize'], battlefield: LANDS }, ben: { battlefield: ['Serra Angel'] } },
        cast('Capsize', { targets: ['1:Serra Angel'] }),
      )
      expect(seat(q, 0).graveyard).toEqual(['Capsize'])
    },
  },
  'static:cantBeCountered': {
    card: 'Terra Stomper',
    rule: 'CR 101.2',
    run() {
      const p = play(
        ['Terra Stomper', 'Counterspell'],
        { ann: { hand: ['Terra Stomper'], battlefield: LANDS }, ben: { hand: ['Counterspell'], battlefield: LANDS } },
        [
          { player: 0, type: 'cast', card: 'Terra Stomper' },
          { player: 0, type: 'pass' },
          { player: 1, type: 'cast', card: 'Counterspell', targets: ['0:Terra Stomper'] },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
          ...PASS,
        ],
        true,
      )
      expect(onField(p, 0, 'Terra Stomper')).toBe(1)
      expect(seat(p, 1).graveyard).toEqual(['Counterspell'])
    },
  },
  'effect:flicker': {
    card: 'Cloudshift',
    rule: 'CR 400.7, 610.3',
    run() {
      const p = play(
        ['Cloudshift'],
        {
          ann: {
            hand: ['Cloudshift'],
            battlefield: [...LANDS, { name: 'Grizzly Bears', damage: 1, counters: { '+1/+1': 2 } }],
          },
        },
        cast('Cloudshift', { targets: ['0:Grizzly Bears'] }),
      )
      // A new object: no damage, no counters (CR 400.7).
      expect(permanent(p, 0, 'Grizzly Bears')).toMatchObject({ damage: 0, counters: {}, power: 2 })
    },
  },
  'amount:count.power': {
    card: 'Spikeshot Elder',
    rule: 'CR 208.3, 107.3',
    run() {
      const p = play(
        ['Spikeshot Elder'],
        { ann: { battlefield: [...LANDS, { name: 'Spikeshot Elder', counters: { '+1/+1': 2 } }] } },
        activate('Spikeshot Elder', 0, { targets: ['player:1'] }),
      )
      expect(seat(p, 1).life).toBe(17)
    },
  },
  'static:cantBeBlocked': {
    card: 'Phantom Warrior',
    rule: 'CR 509.1b',
    run() {
      const p = play(
        ['Phantom Warrior'],
        { ann: { battlefield: [ready('Phantom Warrior')] }, ben: { battlefield: ['Grizzly Bears'] } },
        [
          ...combat(['Phantom Warrior'], [{ card: 'Grizzly Bears', blocks: '0:Phantom Warrior' }], 'declareBlockers'),
          { player: 1, type: 'declareBlockers', blockers: [] },
          { type: 'passUntil', step: 'endCombat' },
        ],
        true,
      )
      expect(p.out.rejected?.length).toBe(1)
      expect(seat(p, 1).life).toBe(18)
    },
  },
  'trigger:becomesBlocked': {
    card: 'Slate Street Ruffian',
    rule: 'CR 509.3c',
    run() {
      const p = play(
        ['Slate Street Ruffian'],
        {
          ann: { battlefield: [ready('Slate Street Ruffian')] },
          ben: { hand: ['Forest'], battlefield: ['Grizzly Bears'] },
        },
        [
          ...combat(
            ['Slate Street Ruffian'],
            [{ card: 'Grizzly Bears', blocks: '0:Slate Street Ruffian' }],
            'declareBlockers',
          ),
          ...PASS,
          { player: 1, type: 'discard', cards: ['Forest'] },
        ],
        true,
      )
      expect(seat(p, 1).hand).toEqual([])
      expect(seat(p, 1).graveyard).toContain('Forest')
      const q = play(
        ['Slate Street Ruffian'],
        {
          ann: { battlefield: [ready('Slate Street Ruffian')] },
          ben: { hand: ['Forest'], battlefield: ['Grizzly Bears'] },
        },
        combat(['Slate Street Ruffian'], []),
      )
      expect(seat(q, 1).hand).toEqual(['Forest'])
    },
  },
  'trigger:dealsDamage': {
    card: 'Reef Pirates',
    rule: 'CR 603.2, 120.3',
    run() {
      const p = play(['Reef Pirates'], { ann: { battlefield: [ready('Reef Pirates')] } }, combat(['Reef Pirates']))
      expect(seat(p, 1).life).toBe(18)
      expect(seat(p, 1).library).toBe(19)
      const q = play(
        ['Reef Pirates', 'Wall of Stone'],
        { ann: { battlefield: [ready('Reef Pirates')] }, ben: { battlefield: ['Wall of Stone'] } },
        combat(['Reef Pirates'], [{ card: 'Wall of Stone', blocks: '0:Reef Pirates' }]),
      )
      expect(seat(q, 1).library).toBe(20)
    },
  },
}
