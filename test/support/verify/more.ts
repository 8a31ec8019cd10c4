// Behavioural checks, second part: choices ("you may", searches, scry), zones (the card itself, the top of the
// library), conditions, other ways to cast, combat restrictions and prevention.
import { expect } from 'vitest'
import { activate, cast, LANDS, onField, permanent, play, seat, PASS, type Checks, type Played } from './harness'

/** The name of the card on top of a player's library. */
const topOfLibrary = (p: Played, i: number) => {
  const id = p.state.players[i].zones.library[0]
  return p.state.cards[p.state.objects[id].def].name
}

/** Ann attacks Ben with her `attacker`; Ben then declares these blocks. */
const attackThenBlock = (attacker: string, blockers: { card: string; blocks: string }[]) => [
  { type: 'passUntil', step: 'declareAttackers' },
  { player: 0, type: 'declareAttackers', attackers: [{ card: attacker, target: 'player:1' }] },
  { type: 'passUntil', step: 'declareBlockers' },
  { player: 1, type: 'declareBlockers', blockers },
]

export const MORE_CHECKS: Checks = {
  'effect:may': {
    card: 'Gravedigger',
    rule: 'CR 603.5, 608.2d',
    run() {
      const digger = (option: string) =>
        play(['Gravedigger'], { ann: { hand: ['Gravedigger'], battlefield: LANDS, graveyard: ['Grizzly Bears'] } }, [
          ...cast('Gravedigger'),
          { player: 0, type: 'choose', targets: ['0:Grizzly Bears'] },
          ...PASS,
          { player: 0, type: 'choose', option },
        ])
      let p = digger('yes')
      expect(seat(p, 0).hand).toEqual(['Grizzly Bears'])
      // Declined: nothing happens.
      p = digger('no')
      expect(seat(p, 0).hand).toEqual([])
      expect(seat(p, 0).graveyard).toEqual(['Grizzly Bears'])
    },
  },
  'effect:selfCard': {
    card: 'Reassembling Skeleton',
    rule: 'CR 602.2, 110.5b',
    run() {
      const p = play(
        ['Reassembling Skeleton'],
        { ann: { battlefield: LANDS, graveyard: ['Reassembling Skeleton'] } },
        activate('Reassembling Skeleton', 0, { from: 'graveyard' }),
      )
      expect(permanent(p, 0, 'Reassembling Skeleton').tapped).toBe(true)
      expect(seat(p, 0).graveyard).toEqual([])
    },
  },
  'effect:search': {
    card: 'Demonic Tutor',
    rule: 'CR 701.19',
    run() {
      const p = play(
        ['Demonic Tutor', 'Serra Angel'],
        {
          ann: { hand: ['Demonic Tutor'], battlefield: LANDS, library: ['Island', 'Island', 'Serra Angel', 'Island'] },
        },
        [...cast('Demonic Tutor'), { player: 0, type: 'choose', cards: ['Serra Angel'] }],
      )
      expect(seat(p, 0).hand).toEqual(['Serra Angel'])
      expect(seat(p, 0).library).toBe(3)
    },
  },
  'effect:shuffle': {
    card: 'Rampant Growth',
    rule: 'CR 701.20a',
    run() {
      const p = play(['Rampant Growth'], { ann: { hand: ['Rampant Growth'], battlefield: LANDS } }, [
        ...cast('Rampant Growth'),
        { player: 0, type: 'choose', cards: ['Forest'] },
      ])
      expect(onField(p, 0, 'Forest')).toBe(5)
      expect(seat(p, 0).library).toBe(19)
      expect(p.log.some((l) => /shuffles/.test(l))).toBe(true)
    },
  },
  'effect:scry': {
    card: 'Serum Visions',
    rule: 'CR 701.22a',
    run() {
      // Draw Plains; scry Island and Swamp: Island to the bottom, Swamp stays on top.
      const p = play(['Serum Visions'], { ann: { hand: ['Serum Visions'], battlefield: LANDS } }, [
        ...cast('Serum Visions'),
        { player: 0, type: 'choose', top: ['Swamp'], bottom: ['Island'] },
      ])
      expect(seat(p, 0).hand).toEqual(['Plains'])
      expect(topOfLibrary(p, 0)).toBe('Swamp')
      const lib = p.state.players[0].zones.library
      expect(p.state.cards[p.state.objects[lib[lib.length - 1]].def].name).toBe('Island')
    },
  },
  'effect:dig': {
    card: 'Impulse',
    rule: 'CR 701.16a',
    run() {
      const p = play(
        ['Impulse', 'Serra Angel'],
        {
          ann: {
            hand: ['Impulse'],
            battlefield: LANDS,
            library: ['Island', 'Serra Angel', 'Swamp', 'Plains', 'Forest', 'Mountain'],
          },
        },
        [...cast('Impulse'), { player: 0, type: 'choose', cards: ['Serra Angel'] }],
      )
      expect(seat(p, 0).hand).toEqual(['Serra Angel'])
      // The other three go to the bottom: the fifth card is now on top.
      expect(topOfLibrary(p, 0)).toBe('Forest')
      expect(seat(p, 0).library).toBe(5)
    },
  },
  'effect:restrictCombat': {
    card: 'Coralhelm Guide',
    rule: 'CR 509.1b',
    run() {
      const p = play(
        ['Coralhelm Guide'],
        {
          ann: { battlefield: [...LANDS, 'Coralhelm Guide', { name: 'Grizzly Bears', sick: false }] },
          ben: { battlefield: ['Grizzly Bears'] },
        },
        [
          ...activate('Coralhelm Guide', 0, { targets: ['0:Grizzly Bears'] }),
          ...attackThenBlock('Grizzly Bears', [{ card: 'Grizzly Bears', blocks: '0:Grizzly Bears' }]),
        ],
        true,
      )
      expect(p.out.rejected?.length).toBe(1)
      expect(String(p.out.rejected?.[0]?.reason)).toMatch(/block/i)
    },
  },
  'effect:ifCondition': {
    card: 'Galvanic Blast',
    rule: 'CR 608.2c',
    run() {
      const blast = (artifacts: string[]) =>
        play(
          ['Galvanic Blast', 'Ornithopter'],
          { ann: { hand: ['Galvanic Blast'], battlefield: [...LANDS, ...artifacts] } },
          cast('Galvanic Blast', { targets: ['player:1'] }),
        )
      expect(seat(blast(['Ornithopter', 'Ornithopter', 'Ornithopter']), 1).life).toBe(16)
      expect(seat(blast(['Ornithopter', 'Ornithopter']), 1).life).toBe(18)
    },
  },
  'condition:controls': {
    card: 'Galvanic Blast',
    rule: 'CR 608.2c (metalcraft, 207.2c)',
    run() {
      const blast = (artifacts: string[]) =>
        play(
          ['Galvanic Blast', 'Ornithopter', 'Sol Ring'],
          {
            ann: { hand: ['Galvanic Blast'], battlefield: [...LANDS, ...artifacts] },
            ben: { battlefield: ['Sol Ring', 'Sol Ring', 'Sol Ring'] },
          },
          cast('Galvanic Blast', { targets: ['player:1'] }),
        )
      // Three artifacts Ann controls: yes; Ben's don't count.
      expect(seat(blast(['Ornithopter', 'Sol Ring', 'Ornithopter']), 1).life).toBe(16)
      expect(seat(blast([]), 1).life).toBe(18)
    },
  },
  'cost:removeCounters': {
    card: 'Triskelion',
    rule: 'CR 602.2b, 122.8',
    run() {
      let p = play(
        ['Triskelion'],
        { ann: { battlefield: [{ name: 'Triskelion', counters: { '+1/+1': 3 } }] } },
        activate('Triskelion', 0, { targets: ['player:1'] }),
      )
      expect(permanent(p, 0, 'Triskelion').counters).toEqual({ '+1/+1': 2 })
      expect(seat(p, 1).life).toBe(19)
      // No counter to remove: it can't be activated.
      p = play(
        ['Triskelion'],
        { ann: { battlefield: [{ name: 'Triskelion', counters: { '+1/+1': 0 } }] } },
        activate('Triskelion', 0, { targets: ['player:1'] }),
        true,
      )
      expect(p.out.rejected?.[0]?.index).toBe(0)
      expect(seat(p, 1).life).toBe(20)
    },
  },
  'trigger:step.end': {
    card: 'Wilderness Reclamation',
    rule: 'CR 513.1a',
    run() {
      const tapped = LANDS.map((name) => ({ name, tapped: true }))
      let p = play(
        ['Wilderness Reclamation'],
        { step: 'end', ann: { battlefield: ['Wilderness Reclamation', ...tapped] } },
        PASS,
      )
      expect(seat(p, 0).battlefield.filter((b) => b.tapped).length).toBe(0)
      // "Your end step": on Ben's, nothing triggers.
      p = play(['Wilderness Reclamation'], {
        step: 'end',
        active: 1,
        turn: 4,
        ann: { battlefield: ['Wilderness Reclamation', ...tapped] },
      })
      expect(p.out.stack).toEqual([])
      expect(seat(p, 0).battlefield.filter((b) => b.tapped).length).toBe(LANDS.length)
    },
  },
  'cast:flashback': {
    card: 'Firebolt',
    rule: 'CR 702.34a',
    run() {
      const p = play(
        ['Firebolt'],
        { ann: { battlefield: LANDS, graveyard: ['Firebolt'] } },
        cast('Firebolt', { from: 'graveyard', targets: ['player:1'] }),
      )
      expect(seat(p, 1).life).toBe(18)
      // Cast with flashback, it is exiled as it leaves the stack.
      expect(seat(p, 0).exile).toEqual(['Firebolt'])
      expect(seat(p, 0).graveyard).toEqual([])
      expect(seat(p, 0).battlefield.filter((b) => b.tapped).length).toBe(5)
    },
  },
  'amount:count.cards': {
    card: 'Sudden Impact',
    rule: 'CR 107.3, 208.3',
    run() {
      const p = play(
        ['Sudden Impact'],
        {
          ann: { hand: ['Sudden Impact', 'Forest'], battlefield: LANDS },
          ben: { hand: ['Forest', 'Island', 'Swamp'] },
        },
        cast('Sudden Impact', { targets: ['player:1'] }),
      )
      expect(seat(p, 1).life).toBe(17)
    },
  },
  'static:countPT': {
    card: 'Maro',
    rule: 'CR 604.3, 208.2a',
    run() {
      let p = play(['Maro'], { ann: { hand: ['Forest', 'Island', 'Swamp'], battlefield: ['Maro'] } })
      expect(permanent(p, 0, 'Maro')).toMatchObject({ power: 3, toughness: 3 })
      p = play(['Maro'], { ann: { hand: ['Forest'], battlefield: ['Maro', 'Grizzly Bears'] } }, [])
      expect(permanent(p, 0, 'Maro')).toMatchObject({ power: 1, toughness: 1 })
    },
  },
  'trigger:becomesTarget': {
    card: 'Phantasmal Bear',
    rule: 'CR 603.2, 115.1',
    run() {
      const cards = ['Phantasmal Bear', 'Giant Growth']
      let p = play(cards, { ann: { hand: ['Giant Growth'], battlefield: [...LANDS, 'Phantasmal Bear'] } }, [
        ...cast('Giant Growth', { targets: ['0:Phantasmal Bear'] }),
        ...PASS,
      ])
      expect(onField(p, 0, 'Phantasmal Bear')).toBe(0)
      expect(seat(p, 0).graveyard).toContain('Phantasmal Bear')
      p = play(
        cards,
        { ann: { hand: ['Giant Growth'], battlefield: [...LANDS, 'Phantasmal Bear', 'Grizzly Bears'] } },
        cast('Giant Growth', { targets: ['0:Grizzly Bears'] }),
      )
      expect(onField(p, 0, 'Phantasmal Bear')).toBe(1)
    },
  },
  'static:attachedRestriction': {
    card: 'Pacifism',
    rule: 'CR 508.1c, 509.1b',
    run() {
      const p = play(
        ['Pacifism'],
        { ann: { hand: ['Pacifism'], battlefield: [...LANDS, { name: 'Grizzly Bears', sick: false }] } },
        [
          ...cast('Pacifism', { targets: ['0:Grizzly Bears'] }),
          { type: 'passUntil', step: 'declareAttackers' },
          { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
        ],
        true,
      )
      expect(p.out.rejected?.length).toBe(1)
      expect(seat(p, 1).life).toBe(20)
    },
  },
  'cast:kicker': {
    card: 'Baloth Gorger',
    rule: 'CR 702.33a, 702.33d',
    run() {
      let p = play(
        ['Baloth Gorger'],
        { ann: { hand: ['Baloth Gorger'], battlefield: LANDS } },
        cast('Baloth Gorger', { kicked: true }),
      )
      expect(permanent(p, 0, 'Baloth Gorger').counters).toEqual({ '+1/+1': 3 })
      expect(seat(p, 0).battlefield.filter((b) => b.tapped).length).toBe(8)
      p = play(['Baloth Gorger'], { ann: { hand: ['Baloth Gorger'], battlefield: LANDS } }, cast('Baloth Gorger'))
      expect(permanent(p, 0, 'Baloth Gorger').counters).toEqual({})
      expect(seat(p, 0).battlefield.filter((b) => b.tapped).length).toBe(4)
    },
  },
  'static:entersTappedUnless': {
    card: 'Prairie Stream',
    rule: 'CR 614.1c, 305.7',
    run() {
      let p = play(['Prairie Stream'], { ann: { hand: ['Prairie Stream'], battlefield: ['Plains', 'Island'] } }, [
        { player: 0, type: 'playLand', card: 'Prairie Stream' },
      ])
      expect(permanent(p, 0, 'Prairie Stream').tapped).toBe(false)
      p = play(['Prairie Stream'], { ann: { hand: ['Prairie Stream'], battlefield: ['Plains'] } }, [
        { player: 0, type: 'playLand', card: 'Prairie Stream' },
      ])
      expect(permanent(p, 0, 'Prairie Stream').tapped).toBe(true)
    },
  },
  'effect:tuck': {
    card: 'Time Ebb',
    rule: 'CR 401.4',
    run() {
      const p = play(
        ['Time Ebb', 'Serra Angel'],
        { ann: { hand: ['Time Ebb'], battlefield: LANDS }, ben: { battlefield: ['Serra Angel'] } },
        cast('Time Ebb', { targets: ['1:Serra Angel'] }),
      )
      expect(onField(p, 1, 'Serra Angel')).toBe(0)
      expect(topOfLibrary(p, 1)).toBe('Serra Angel')
      // A target card in a graveyard is moved from there (Noxious Revival); the card not targeted stays.
      const g = play(
        ['Noxious Revival', 'Serra Angel'],
        { ann: { hand: ['Noxious Revival'], battlefield: LANDS }, ben: { graveyard: ['Serra Angel', 'Shock'] } },
        cast('Noxious Revival', { targets: ['1:Serra Angel'] }),
      )
      expect(topOfLibrary(g, 1)).toBe('Serra Angel')
      expect(seat(g, 1).graveyard).toEqual(['Shock'])
    },
  },
  'effect:gainControl': {
    card: 'Act of Treason',
    rule: 'CR 613.1b, 514.2',
    run() {
      const p = play(
        ['Act of Treason', 'Serra Angel'],
        {
          ann: { hand: ['Act of Treason'], battlefield: LANDS },
          ben: { battlefield: [{ name: 'Serra Angel', tapped: true }] },
        },
        [
          ...cast('Act of Treason', { targets: ['1:Serra Angel'] }),
          { type: 'passUntil', step: 'declareAttackers' },
          { player: 0, type: 'declareAttackers', attackers: [{ card: 'Serra Angel', target: 'player:1' }] },
          { type: 'passUntil', step: 'endCombat' },
        ],
      )
      // Ann's until end of turn, untapped, with haste: it attacks Ben (vigilance: it stays untapped).
      expect(seat(p, 1).life).toBe(16)
      expect(onField(p, 0, 'Serra Angel')).toBe(1)
    },
  },
  'effect:preventAll': {
    card: 'Fog',
    rule: 'CR 615.1',
    run() {
      const p = play(
        ['Fog'],
        {
          active: 1,
          turn: 4,
          ann: { hand: ['Fog'], battlefield: LANDS },
          ben: { battlefield: [{ name: 'Grizzly Bears', sick: false }] },
        },
        [
          { type: 'passUntil', step: 'declareAttackers' },
          { player: 1, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:0' }] },
          { player: 1, type: 'pass' },
          { player: 0, type: 'cast', card: 'Fog' },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
          { type: 'passUntil', step: 'endCombat' },
        ],
      )
      expect(seat(p, 0).life).toBe(20)
      expect(seat(p, 0).graveyard).toEqual(['Fog'])
    },
  },
  'effect:prevent': {
    card: 'Mending Hands',
    rule: 'CR 615.7',
    run() {
      const p = play(
        ['Mending Hands', 'Lava Axe'],
        { ann: { hand: ['Mending Hands', 'Lava Axe'], battlefield: LANDS } },
        [...cast('Mending Hands', { targets: ['player:1'] }), ...cast('Lava Axe', { targets: ['player:1'] })],
      )
      // The next 4 of Lava Axe's 5 damage are prevented.
      expect(seat(p, 1).life).toBe(19)
    },
  },
  'effect:fight': {
    card: 'Prey Upon',
    rule: 'CR 701.12a',
    run() {
      const p = play(
        ['Prey Upon', 'Serra Angel'],
        {
          ann: { hand: ['Prey Upon'], battlefield: [...LANDS, 'Serra Angel'] },
          ben: { battlefield: ['Grizzly Bears'] },
        },
        cast('Prey Upon', { targets: ['0:Serra Angel', '1:Grizzly Bears'] }),
      )
      expect(onField(p, 1, 'Grizzly Bears')).toBe(0)
      expect(permanent(p, 0, 'Serra Angel').damage).toBe(2)
    },
  },
  'effect:investigate': {
    card: 'Thraben Inspector',
    rule: 'CR 701.36a, 111.10f',
    run() {
      const p = play(['Thraben Inspector'], { ann: { hand: ['Thraben Inspector'], battlefield: LANDS } }, [
        ...cast('Thraben Inspector'),
        ...PASS,
      ])
      expect(seat(p, 0).battlefield.filter((b) => /clue/i.test(b.name)).length).toBe(1)
    },
  },
  'effect:exileUntil': {
    card: 'Banisher Priest',
    rule: 'CR 610.3',
    run() {
      const p = play(
        ['Banisher Priest', 'Serra Angel', 'Lightning Bolt'],
        {
          ann: { hand: ['Banisher Priest', 'Lightning Bolt'], battlefield: LANDS },
          ben: { battlefield: ['Serra Angel'] },
        },
        [...cast('Banisher Priest'), { player: 0, type: 'choose', targets: ['1:Serra Angel'] }, ...PASS],
      )
      expect(seat(p, 1).exile).toEqual(['Serra Angel'])
      // The Priest leaves: the card comes back (CR 610.3c).
      const q = play(
        ['Banisher Priest', 'Serra Angel', 'Lightning Bolt'],
        {
          ann: { hand: ['Banisher Priest', 'Lightning Bolt'], battlefield: LANDS },
          ben: { battlefield: ['Serra Angel'] },
        },
        [
          ...cast('Banisher Priest'),
          { player: 0, type: 'choose', targets: ['1:Serra Angel'] },
          ...PASS,
          ...cast('Lightning Bolt', { targets: ['0:Banisher Priest'] }),
        ],
      )
      expect(onField(q, 1, 'Serra Angel')).toBe(1)
      expect(seat(q, 1).exile).toEqual([])
    },
  },
  'cost:additional.sacrifice': {
    card: "Altar's Reap",
    rule: 'CR 601.2b, 601.2h',
    run() {
      let p = play(
        ["Altar's Reap"],
        { ann: { hand: ["Altar's Reap"], battlefield: [...LANDS, 'Grizzly Bears'] } },
        cast("Altar's Reap", { sacrifice: ['Grizzly Bears'] }),
      )
      expect(seat(p, 0).graveyard).toContain('Grizzly Bears')
      expect(seat(p, 0).hand.length).toBe(2)
      // No creature to sacrifice: it can't be cast.
      p = play(["Altar's Reap"], { ann: { hand: ["Altar's Reap"], battlefield: LANDS } }, cast("Altar's Reap"), true)
      expect(p.out.rejected?.[0]?.index).toBe(0)
    },
  },
}
