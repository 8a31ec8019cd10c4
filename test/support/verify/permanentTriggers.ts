// Behavioural checks of trigger events of permanents and cards (CR 603.2, 603.6, 603.8): becoming tapped or
// untapped, being turned face up, leaving, going to a graveyard, getting counters, becoming a target, and the state
// trigger "when you control no …". The event happens and the ability resolves once for its controller; the same
// event of another object or of the other player's triggers nothing.
import { expect } from 'vitest'
import {
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
  BENS_TURN,
  BEN_PASS,
} from './harness'
import { combat } from './combatTriggers'

const tokens = (p: Played, i: number, kind: RegExp) => seat(p, i).battlefield.filter((b) => kind.test(b.name)).length
/** Ben casts the sorcery `card` at `targets` on his turn, and it resolves. */
const bensSpell = (card: string, targets: string[]) => [{ player: 1, type: 'cast', card, targets }, ...BEN_PASS]

export const PERMANENT_TRIGGER_CHECKS: Checks = {
  'trigger:becomesTapped': {
    card: 'Emmara, Soul of the Accord',
    rule: 'CR 603.2f, 508.1f',
    run() {
      const cards = ['Emmara, Soul of the Accord']
      const ann = { battlefield: [ready('Emmara, Soul of the Accord'), ready('Grizzly Bears')] }
      // It attacks (tapping): a Soldier.
      let p = play(cards, { ann }, combat(['Emmara, Soul of the Accord'], undefined, 'declareBlockers'))
      expect(permanent(p, 0, 'Emmara, Soul of the Accord').tapped).toBe(true)
      expect(tokens(p, 0, /soldier/i)).toBe(1)
      // Near miss: another creature becomes tapped.
      p = play(cards, { ann }, combat(['Grizzly Bears'], undefined, 'declareBlockers'))
      expect(tokens(p, 0, /soldier/i)).toBe(0)
      // "Whenever enchanted creature becomes tapped, you draw" (Ann's Betrayal on Ben's Bears): it attacks, Ann draws.
      const betrayal = (attackers: string[]) =>
        play(
          ['Betrayal'],
          {
            ...BENS_TURN,
            ann: { battlefield: [{ name: 'Betrayal', attachedTo: '1:Grizzly Bears' }] },
            ben: { battlefield: [ready('Grizzly Bears'), ready('Savannah Lions')] },
          },
          combat(attackers, undefined, 'declareBlockers', 1),
        )
      expect(seat(betrayal(['Grizzly Bears']), 0).hand.length).toBe(1)
      expect(seat(betrayal(['Savannah Lions']), 0).hand.length).toBe(0)
    },
  },
  'trigger:becomesUntapped': {
    card: 'Deepwater Hypnotist',
    rule: 'CR 603.2f, 502.3',
    run() {
      const cards = ['Deepwater Hypnotist']
      // Ann's untap step untaps it: target creature Ben controls gets -3/-0.
      let p = play(
        cards,
        {
          ...BENS_TURN,
          step: 'end',
          ann: { battlefield: [{ name: 'Deepwater Hypnotist', tapped: true }] },
          ben: { battlefield: ['Hill Giant'] },
        },
        [
          { type: 'passUntil', step: 'upkeep', turn: 5 },
          { player: 0, type: 'choose', targets: ['1:Hill Giant'] },
          ...PASS,
        ],
      )
      expect(permanent(p, 1, 'Hill Giant').power).toBe(0)
      // Near misses: it was untapped already; another permanent of Ann's untaps.
      p = play(
        cards,
        {
          ...BENS_TURN,
          step: 'end',
          ann: { battlefield: ['Deepwater Hypnotist', { name: 'Grizzly Bears', tapped: true }] },
          ben: { battlefield: ['Hill Giant'] },
        },
        [{ type: 'passUntil', step: 'upkeep', turn: 5 }],
      )
      expect(p.out.stack).toEqual([])
      expect(permanent(p, 0, 'Grizzly Bears').tapped).toBe(false)
      expect(permanent(p, 1, 'Hill Giant').power).toBe(3)
    },
  },
  'trigger:turnedFaceUp': {
    card: 'Ainok Survivalist',
    rule: 'CR 708.8, 702.37e',
    run() {
      const cards = ['Ainok Survivalist', 'Woolly Loxodon']
      // Turned face up (megamorph): destroy target artifact or enchantment Ben controls.
      let p = play(
        cards,
        { ann: { hand: ['Ainok Survivalist'], battlefield: LANDS }, ben: { battlefield: ['Glorious Anthem'] } },
        [
          ...cast('Ainok Survivalist', { faceDown: true }),
          { player: 0, type: 'turnFaceUp', card: 'Ainok Survivalist' },
          { player: 0, type: 'choose', targets: ['1:Glorious Anthem'] },
          ...PASS,
        ],
      )
      expect(permanent(p, 0, 'Ainok Survivalist')).toMatchObject({ faceDown: false, counters: { '+1/+1': 1 } })
      expect(seat(p, 1).graveyard).toEqual(['Glorious Anthem'])
      // Near misses: it is cast face up; another morph is turned face up.
      p = play(
        cards,
        { ann: { hand: ['Ainok Survivalist'], battlefield: LANDS }, ben: { battlefield: ['Glorious Anthem'] } },
        [...cast('Ainok Survivalist')],
      )
      expect(p.out.stack).toEqual([])
      expect(onField(p, 1, 'Glorious Anthem')).toBe(1)
      p = play(
        cards,
        {
          ann: { hand: ['Woolly Loxodon'], battlefield: [...LANDS, ...LANDS, 'Ainok Survivalist'] },
          ben: { battlefield: ['Glorious Anthem'] },
        },
        [...cast('Woolly Loxodon', { faceDown: true }), { player: 0, type: 'turnFaceUp', card: 'Woolly Loxodon' }],
      )
      expect(p.out.stack).toEqual([])
      expect(onField(p, 1, 'Glorious Anthem')).toBe(1)
    },
  },
  'trigger:controlsNone': {
    card: 'Barbarian Outcast',
    rule: 'CR 603.8',
    run() {
      const cards = ['Barbarian Outcast', 'Stone Rain']
      // Ann's only Swamp is destroyed: the state trigger sacrifices it.
      let p = play(
        cards,
        {
          ...BENS_TURN,
          ann: { battlefield: ['Barbarian Outcast', 'Swamp'] },
          ben: { hand: ['Stone Rain'], battlefield: LANDS },
        },
        [...bensSpell('Stone Rain', ['0:Swamp']), ...BEN_PASS],
      )
      expect(seat(p, 0).graveyard).toEqual(expect.arrayContaining(['Swamp', 'Barbarian Outcast']))
      // Near miss: a second Swamp stays; Ben's Swamps don't count.
      p = play(
        cards,
        {
          ...BENS_TURN,
          ann: { battlefield: ['Barbarian Outcast', 'Swamp', 'Swamp'] },
          ben: { hand: ['Stone Rain'], battlefield: LANDS },
        },
        [...bensSpell('Stone Rain', ['0:Swamp']), ...BEN_PASS],
      )
      expect(p.out.stack).toEqual([])
      expect(onField(p, 0, 'Barbarian Outcast')).toBe(1)
      p = play(
        cards,
        { ann: { battlefield: ['Barbarian Outcast', 'Mountain'] }, ben: { battlefield: ['Swamp'] } },
        PASS,
      )
      expect(seat(p, 0).graveyard).toEqual(['Barbarian Outcast'])
    },
  },
  'trigger:diesInto': {
    card: 'Field of Souls',
    rule: 'CR 700.4, 603.6c, 111.7',
    run() {
      const cards = ['Field of Souls']
      const spirits = (p: Played) => tokens(p, 0, /spirit/i)
      // Ann's nontoken creature dies: a Spirit.
      let p = play(cards, { ann: { hand: ['Shock'], battlefield: [...LANDS, 'Field of Souls', 'Grizzly Bears'] } }, [
        ...cast('Shock', { targets: ['0:Grizzly Bears'] }),
        ...PASS,
      ])
      expect(spirits(p)).toBe(1)
      // Near misses: Ben's creature dies (into his graveyard); a token dies; Ann's creature is exiled.
      p = play(
        cards,
        {
          ann: { hand: ['Shock'], battlefield: [...LANDS, 'Field of Souls'] },
          ben: { battlefield: ['Grizzly Bears'] },
        },
        [...cast('Shock', { targets: ['1:Grizzly Bears'] })],
      )
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(p.out.stack).toEqual([])
      expect(spirits(p)).toBe(0)
      p = play(cards, { ann: { hand: ['Shock', 'Raise the Alarm'], battlefield: [...LANDS, 'Field of Souls'] } }, [
        ...cast('Raise the Alarm'),
        ...cast('Shock', { targets: ['0:Soldier'] }),
      ])
      expect(p.out.stack).toEqual([])
      expect(tokens(p, 0, /soldier/i)).toBe(1)
      expect(spirits(p)).toBe(0)
      p = play(
        cards,
        { ann: { hand: ['Swords to Plowshares'], battlefield: [...LANDS, 'Field of Souls', 'Grizzly Bears'] } },
        [...cast('Swords to Plowshares', { targets: ['0:Grizzly Bears'] })],
      )
      expect(seat(p, 0).exile).toEqual(['Grizzly Bears'])
      expect(spirits(p)).toBe(0)
    },
  },
  'trigger:cardToGraveyard': {
    card: 'Profane Memento',
    rule: 'CR 603.2, 603.6c',
    run() {
      const cards = ['Profane Memento']
      // A creature card goes to Ben's graveyard from his hand (Mind Rot) and one from the battlefield (Shock): 2 life.
      let p = play(
        cards,
        {
          ann: { hand: ['Mind Rot', 'Shock'], battlefield: [...LANDS, 'Profane Memento'] },
          ben: { hand: ['Hill Giant', 'Forest'], battlefield: ['Grizzly Bears'] },
        },
        [
          ...cast('Mind Rot', { targets: ['player:1'] }),
          ...PASS,
          ...cast('Shock', { targets: ['1:Grizzly Bears'] }),
          ...PASS,
        ],
      )
      expect(seat(p, 1).graveyard).toEqual(expect.arrayContaining(['Hill Giant', 'Forest', 'Grizzly Bears']))
      expect(seat(p, 0).life).toBe(22)
      // Near misses: Ann's creature card; a land card of Ben's.
      p = play(
        cards,
        {
          ann: { hand: ['Shock', 'Mind Rot'], battlefield: [...LANDS, 'Profane Memento', 'Grizzly Bears'] },
          ben: { hand: ['Forest', 'Island'] },
        },
        [...cast('Shock', { targets: ['0:Grizzly Bears'] }), ...cast('Mind Rot', { targets: ['player:1'] })],
      )
      expect(seat(p, 1).graveyard).toEqual(['Forest', 'Island'])
      expect(p.out.stack).toEqual([])
      expect(seat(p, 0).life).toBe(20)
    },
  },
  'trigger:permanentLeaves': {
    card: 'Ninth Bridge Patrol',
    rule: 'CR 603.6c, 603.10a',
    run() {
      const cards = ['Ninth Bridge Patrol', 'Stone Rain']
      // Another creature of Ann's leaves (to her hand): a counter.
      let p = play(
        cards,
        { ann: { hand: ['Unsummon'], battlefield: [...LANDS, 'Ninth Bridge Patrol', 'Grizzly Bears'] } },
        [...cast('Unsummon', { targets: ['0:Grizzly Bears'] }), ...PASS],
      )
      expect(permanent(p, 0, 'Ninth Bridge Patrol').counters).toEqual({ '+1/+1': 1 })
      // Near misses: Ben's creature leaves; a land of Ann's leaves (not a creature).
      p = play(
        cards,
        {
          ann: { hand: ['Unsummon'], battlefield: [...LANDS, 'Ninth Bridge Patrol'] },
          ben: { battlefield: ['Grizzly Bears'] },
        },
        [...cast('Unsummon', { targets: ['1:Grizzly Bears'] })],
      )
      expect(p.out.stack).toEqual([])
      expect(permanent(p, 0, 'Ninth Bridge Patrol').counters).toEqual({})
      p = play(
        cards,
        {
          ...BENS_TURN,
          ann: { battlefield: ['Ninth Bridge Patrol', 'Forest'] },
          ben: { hand: ['Stone Rain'], battlefield: LANDS },
        },
        [...bensSpell('Stone Rain', ['0:Forest'])],
      )
      expect(seat(p, 0).graveyard).toEqual(['Forest'])
      expect(p.out.stack).toEqual([])
      expect(permanent(p, 0, 'Ninth Bridge Patrol').counters).toEqual({})
    },
  },
  'trigger:countersPutOnSelf': {
    card: 'Herd Baloth',
    rule: 'CR 122.6, 603.2',
    run() {
      const cards = ['Herd Baloth', 'Dragonscale Boon']
      const beasts = (p: Played) => tokens(p, 0, /beast/i)
      // Two counters at once: once ("one or more").
      let p = play(
        cards,
        { ann: { hand: ['Dragonscale Boon'], battlefield: [...LANDS, 'Herd Baloth', 'Grizzly Bears'] } },
        [
          ...cast('Dragonscale Boon', { targets: ['0:Herd Baloth'] }),
          ...PASS,
          { player: 0, type: 'choose', option: 'yes' },
        ],
      )
      expect(permanent(p, 0, 'Herd Baloth').counters).toEqual({ '+1/+1': 2 })
      expect(p.out.stack).toEqual([])
      expect(beasts(p)).toBe(1)
      // Near miss: counters on another creature.
      p = play(
        cards,
        { ann: { hand: ['Dragonscale Boon'], battlefield: [...LANDS, 'Herd Baloth', 'Grizzly Bears'] } },
        [...cast('Dragonscale Boon', { targets: ['0:Grizzly Bears'] })],
      )
      expect(p.out.stack).toEqual([])
      expect(beasts(p)).toBe(0)
    },
  },
  'trigger:permanentTargeted': {
    card: "Shapers' Sanctuary",
    rule: 'CR 603.2, 115.1',
    run() {
      const cards = ["Shapers' Sanctuary"]
      // Ben's spell targets Ann's creature: Ann may draw.
      let p = play(
        cards,
        { ann: { battlefield: ["Shapers' Sanctuary", 'Grizzly Bears'] }, ben: { hand: ['Shock'], battlefield: LANDS } },
        [
          { player: 0, type: 'pass' },
          { player: 1, type: 'cast', card: 'Shock', targets: ['0:Grizzly Bears'] },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
          { player: 0, type: 'choose', option: 'yes' },
          ...PASS,
        ],
      )
      expect(seat(p, 0).hand.length).toBe(1)
      expect(seat(p, 0).graveyard).toEqual(['Grizzly Bears'])
      // Near misses: Ann targets her own creature; Ben targets Ann herself.
      p = play(cards, { ann: { hand: ['Shock'], battlefield: [...LANDS, "Shapers' Sanctuary", 'Grizzly Bears'] } }, [
        { player: 0, type: 'cast', card: 'Shock', targets: ['0:Grizzly Bears'] },
      ])
      expect(p.out.stack).toEqual(['Shock'])
      p = play(
        cards,
        { ann: { battlefield: ["Shapers' Sanctuary", 'Grizzly Bears'] }, ben: { hand: ['Shock'], battlefield: LANDS } },
        [
          { player: 0, type: 'pass' },
          { player: 1, type: 'cast', card: 'Shock', targets: ['player:0'] },
        ],
      )
      expect(p.out.stack).toEqual(['Shock'])
    },
  },
}
