// Behavioural checks of combat trigger events (CR 508.3, 509.3, 510.3): each a real card whose ability triggers on
// an attack, a block or combat damage; the event happens and the ability resolves once per event for its
// controller, and a near miss (another creature's event, the other player's, no block) triggers nothing.
import { expect } from 'vitest'
import { LANDS, onField, permanent, play, seat, PASS, type Checks, ready, BENS_TURN, BEN_PASS, pt } from './harness'

type Block = { card: string; blocks: string }

/** Player `by` attacks the other player with `attackers`; the other blocks with `blockers` (none given: no
 *  declaration); play goes on to the beginning of step `until` (the declare blockers step: it stays there). */
export function combat(attackers: string[], blockers?: Block[], until = 'endCombat', by = 0): unknown[] {
  return [
    { type: 'passUntil', step: 'declareAttackers' },
    {
      player: by,
      type: 'declareAttackers',
      attackers: attackers.map((card) => ({ card, target: `player:${1 - by}` })),
    },
    { type: 'passUntil', step: 'declareBlockers' },
    ...(blockers ? [{ player: 1 - by, type: 'declareBlockers', blockers }] : []),
    ...(until === 'declareBlockers' ? [] : [{ type: 'passUntil', step: until }]),
  ]
}

export const COMBAT_TRIGGER_CHECKS: Checks = {
  'trigger:blocksOrBecomesBlocked': {
    card: 'Brushwagg',
    rule: 'CR 509.3a, 509.3c',
    run() {
      const cards = ['Brushwagg']
      // It becomes blocked (by two creatures: once, CR 509.3c): -2/+2.
      let p = play(
        cards,
        { ann: { battlefield: [ready('Brushwagg')] }, ben: { battlefield: ['Grizzly Bears', 'Grizzly Bears'] } },
        [
          ...combat(
            ['Brushwagg'],
            [
              { card: 'Grizzly Bears', blocks: '0:Brushwagg' },
              { card: 'Grizzly Bears#2', blocks: '0:Brushwagg' },
            ],
            'declareBlockers',
          ),
          ...PASS,
        ],
      )
      expect(p.out.stack).toEqual([])
      expect(pt(p, 0, 'Brushwagg')).toEqual([1, 4])
      // It blocks (on Ben's turn): -2/+2.
      p = play(
        cards,
        { ...BENS_TURN, ann: { battlefield: ['Brushwagg'] }, ben: { battlefield: [ready('Grizzly Bears')] } },
        [
          ...combat(['Grizzly Bears'], [{ card: 'Brushwagg', blocks: '1:Grizzly Bears' }], 'declareBlockers', 1),
          ...BEN_PASS,
        ],
      )
      expect(pt(p, 0, 'Brushwagg')).toEqual([1, 4])
      // Near misses: it attacks unblocked; another creature of Ann's blocks while it stays home.
      p = play(cards, { ann: { battlefield: [ready('Brushwagg')] }, ben: { battlefield: ['Grizzly Bears'] } }, [
        ...combat(['Brushwagg'], [], 'combatDamage'),
      ])
      expect(pt(p, 0, 'Brushwagg')).toEqual([3, 2])
      expect(seat(p, 1).life).toBe(17)
      p = play(
        cards,
        {
          ...BENS_TURN,
          ann: { battlefield: ['Brushwagg', 'Grizzly Bears'] },
          ben: { battlefield: [ready('Grizzly Bears')] },
        },
        [...combat(['Grizzly Bears'], [{ card: '0:Grizzly Bears', blocks: '1:Grizzly Bears' }], 'declareBlockers', 1)],
      )
      expect(p.out.stack).toEqual([])
      expect(pt(p, 0, 'Brushwagg')).toEqual([3, 2])
    },
  },
  'trigger:blockedBy': {
    card: 'Cave Tiger',
    rule: 'CR 509.3d',
    run() {
      const cards = ['Cave Tiger', 'Ogre Leadfoot']
      // Blocked by two creatures: once for each (CR 509.3d), +2/+2.
      let p = play(
        cards,
        { ann: { battlefield: [ready('Cave Tiger')] }, ben: { battlefield: ['Grizzly Bears', 'Grizzly Bears'] } },
        [
          ...combat(
            ['Cave Tiger'],
            [
              { card: 'Grizzly Bears', blocks: '0:Cave Tiger' },
              { card: 'Grizzly Bears#2', blocks: '0:Cave Tiger' },
            ],
            'declareBlockers',
          ),
          ...PASS,
          ...PASS,
        ],
      )
      expect(p.out.stack).toEqual([])
      expect(pt(p, 0, 'Cave Tiger')).toEqual([4, 4])
      // Near misses: it blocks (it isn't blocked); unblocked.
      p = play(
        cards,
        { ...BENS_TURN, ann: { battlefield: ['Cave Tiger'] }, ben: { battlefield: [ready('Grizzly Bears')] } },
        combat(['Grizzly Bears'], [{ card: 'Cave Tiger', blocks: '1:Grizzly Bears' }], 'declareBlockers', 1),
      )
      expect(p.out.stack).toEqual([])
      expect(pt(p, 0, 'Cave Tiger')).toEqual([2, 2])
      // "by an artifact creature" (Ogre Leadfoot): the artifact blocker is destroyed, a Bear blocking is not.
      p = play(
        cards,
        { ann: { battlefield: [ready('Ogre Leadfoot')] }, ben: { battlefield: ['Ornithopter', 'Grizzly Bears'] } },
        [
          ...combat(
            ['Ogre Leadfoot'],
            [
              { card: 'Ornithopter', blocks: '0:Ogre Leadfoot' },
              { card: 'Grizzly Bears', blocks: '0:Ogre Leadfoot' },
            ],
            'declareBlockers',
          ),
          ...PASS,
        ],
      )
      expect(p.out.stack).toEqual([])
      expect(onField(p, 1, 'Ornithopter')).toBe(0)
      expect(onField(p, 1, 'Grizzly Bears')).toBe(1)
    },
  },
  'trigger:creatureCombatDamage': {
    card: 'Cabal Slaver',
    rule: 'CR 510.3a, 603.2',
    run() {
      const cards = ['Cabal Slaver']
      const ann = { hand: ['Forest'], battlefield: ['Cabal Slaver', ready('Raging Goblin'), ready('Raging Goblin')] }
      // Two Goblins deal combat damage to Ben: once for each, "that player" (Ben) discards.
      let p = play(cards, { ann, ben: { hand: ['Forest', 'Island', 'Swamp'] } }, [
        ...combat(['Raging Goblin', 'Raging Goblin#2']),
        { player: 1, type: 'discard', cards: ['Forest'] },
        { type: 'passUntil', step: 'endCombat' },
        { player: 1, type: 'discard', cards: ['Island'] },
        { type: 'passUntil', step: 'endCombat' },
      ])
      expect(seat(p, 1).life).toBe(18)
      expect(seat(p, 1).hand).toEqual(['Swamp'])
      expect(seat(p, 0).hand).toEqual(['Forest'])
      // A Goblin of Ben's hits Ann: Ann discards.
      p = play(
        cards,
        {
          ...BENS_TURN,
          ann: { hand: ['Forest'], battlefield: ['Cabal Slaver'] },
          ben: { battlefield: [ready('Raging Goblin')] },
        },
        combat(['Raging Goblin'], [], 'endCombat', 1),
      )
      expect(seat(p, 0).life).toBe(19)
      expect(seat(p, 0).hand).toEqual([])
      // Near misses: a creature that is no Goblin; a blocked Goblin (no damage to a player).
      p = play(
        cards,
        { ann: { battlefield: ['Cabal Slaver', ready('Grizzly Bears')] }, ben: { hand: ['Forest'] } },
        combat(['Grizzly Bears']),
      )
      expect(seat(p, 1).life).toBe(18)
      expect(seat(p, 1).hand).toEqual(['Forest'])
      p = play(
        cards,
        {
          ann: { battlefield: ['Cabal Slaver', ready('Raging Goblin')] },
          ben: { hand: ['Forest'], battlefield: ['Wall of Wood'] },
        },
        combat(['Raging Goblin'], [{ card: 'Wall of Wood', blocks: '0:Raging Goblin' }]),
      )
      expect(seat(p, 1).hand).toEqual(['Forest'])
      // "… deals combat damage to an opponent" (Coastal Piracy): Ann's creature hitting Ben, not Ben's hitting Ann.
      p = play(['Coastal Piracy'], { ann: { battlefield: ['Coastal Piracy', ready('Grizzly Bears')] } }, [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
        { type: 'passUntil', step: 'endCombat' },
        { player: 0, type: 'choose', option: 'yes' },
        { type: 'passUntil', step: 'endCombat' },
      ])
      expect(seat(p, 0).hand.length).toBe(1)
      p = play(
        ['Coastal Piracy'],
        { ...BENS_TURN, ann: { battlefield: ['Coastal Piracy'] }, ben: { battlefield: [ready('Grizzly Bears')] } },
        combat(['Grizzly Bears'], undefined, 'endCombat', 1),
      )
      expect(seat(p, 0).life).toBe(18)
      expect(p.out.stack).toEqual([])
      expect(seat(p, 0).hand.length).toBe(0)
    },
  },
  'trigger:creatureAttacks': {
    card: 'Imperial Subduer',
    rule: 'CR 508.3a, 506.5',
    run() {
      const cards = ['Imperial Subduer', 'Elite Scaleguard']
      const ben = { battlefield: ['Grizzly Bears'] }
      // A Samurai of Ann's attacks alone: tap target creature she doesn't control.
      let p = play(cards, { ann: { battlefield: [ready('Imperial Subduer'), ready('Savannah Lions')] }, ben }, [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Imperial Subduer', target: 'player:1' }] },
        { player: 0, type: 'choose', targets: ['1:Grizzly Bears'] },
        ...PASS,
      ])
      expect(p.out.stack).toEqual([])
      expect(permanent(p, 1, 'Grizzly Bears').tapped).toBe(true)
      // Near misses: it attacks with another creature (not alone); a creature that is no Samurai attacks alone.
      for (const attackers of [['Imperial Subduer', 'Savannah Lions'], ['Savannah Lions']]) {
        p = play(cards, { ann: { battlefield: [ready('Imperial Subduer'), ready('Savannah Lions')] }, ben }, [
          { type: 'passUntil', step: 'declareAttackers' },
          { player: 0, type: 'declareAttackers', attackers: attackers.map((card) => ({ card, target: 'player:1' })) },
        ])
        expect(p.out.stack).toEqual([])
        expect(permanent(p, 1, 'Grizzly Bears').tapped).toBe(false)
      }
      // "… tap target creature defending player controls" from a source that doesn't attack (Elite Scaleguard, CR
      // 508.5a): a creature of Ann's with a +1/+1 counter attacks Ben; one without doesn't trigger it.
      const scaleguard = (attacker: string) =>
        play(
          cards,
          {
            ann: {
              battlefield: [
                'Elite Scaleguard',
                ready('Savannah Lions'),
                ready('Hill Giant', { counters: { '+1/+1': 1 } }),
              ],
            },
            ben,
          },
          [
            { type: 'passUntil', step: 'declareAttackers' },
            { player: 0, type: 'declareAttackers', attackers: [{ card: attacker, target: 'player:1' }] },
          ],
        )
      p = play(
        cards,
        {
          ann: { battlefield: ['Elite Scaleguard', ready('Hill Giant', { counters: { '+1/+1': 1 } })] },
          ben,
        },
        [
          { type: 'passUntil', step: 'declareAttackers' },
          { player: 0, type: 'declareAttackers', attackers: [{ card: 'Hill Giant', target: 'player:1' }] },
          { player: 0, type: 'choose', targets: ['1:Grizzly Bears'] },
          ...PASS,
        ],
      )
      expect(permanent(p, 1, 'Grizzly Bears').tapped).toBe(true)
      p = scaleguard('Savannah Lions')
      expect(p.out.stack).toEqual([])
    },
  },
  'trigger:damagesCreature': {
    card: 'Dripping Dead',
    rule: 'CR 510.3a, 603.2',
    run() {
      const cards = ['Dripping Dead']
      // It deals combat damage to its blocker (a 6/6 that survives the damage): destroyed.
      let p = play(
        cards,
        { ann: { battlefield: [ready('Dripping Dead')] }, ben: { battlefield: ['Colossal Dreadmaw'] } },
        combat(['Dripping Dead'], [{ card: 'Colossal Dreadmaw', blocks: '0:Dripping Dead' }]),
      )
      expect(onField(p, 1, 'Colossal Dreadmaw')).toBe(0)
      expect(seat(p, 1).graveyard).toContain('Colossal Dreadmaw')
      // Near miss: another creature of Ann's deals the damage.
      p = play(
        cards,
        { ann: { battlefield: ['Dripping Dead', ready('Hill Giant')] }, ben: { battlefield: ['Colossal Dreadmaw'] } },
        combat(['Hill Giant'], [{ card: 'Colossal Dreadmaw', blocks: '0:Hill Giant' }]),
      )
      expect(permanent(p, 1, 'Colossal Dreadmaw').damage).toBe(3)
      // Unblocked, it deals damage to a player only: nothing triggers.
      p = play(cards, { ann: { battlefield: [ready('Dripping Dead')] }, ben: { battlefield: ['Colossal Dreadmaw'] } }, [
        ...combat(['Dripping Dead'], []),
      ])
      expect(seat(p, 1).life).toBe(16)
      expect(onField(p, 1, 'Colossal Dreadmaw')).toBe(1)
    },
  },
  'trigger:battalion': {
    card: 'Boros Elite',
    rule: 'CR 508.3a, 207.2c',
    run() {
      const ann = { battlefield: [ready('Boros Elite'), ready('Grizzly Bears'), ready('Savannah Lions')] }
      const attack = (attackers: string[]) =>
        play(['Boros Elite'], { ann }, [
          { type: 'passUntil', step: 'declareAttackers' },
          { player: 0, type: 'declareAttackers', attackers: attackers.map((card) => ({ card, target: 'player:1' })) },
          ...PASS,
        ])
      expect(pt(attack(['Boros Elite', 'Grizzly Bears', 'Savannah Lions']), 0, 'Boros Elite')).toEqual([3, 3])
      // With one other attacker, or when the two others attack without it: nothing.
      expect(pt(attack(['Boros Elite', 'Grizzly Bears']), 0, 'Boros Elite')).toEqual([1, 1])
      const p = attack(['Grizzly Bears', 'Savannah Lions'])
      expect(pt(p, 0, 'Boros Elite')).toEqual([1, 1])
    },
  },
  'trigger:unblocked': {
    card: 'Abyssal Nightstalker',
    rule: 'CR 509.5g',
    run() {
      const ann = { hand: ['Forest'], battlefield: [ready('Abyssal Nightstalker')] }
      const ben = { hand: ['Island'], battlefield: ['Wall of Wood'] }
      let p = play(['Abyssal Nightstalker'], { ann, ben }, combat(['Abyssal Nightstalker'], []))
      expect(seat(p, 1).hand).toEqual([])
      expect(seat(p, 1).graveyard).toEqual(['Island'])
      expect(seat(p, 0).hand).toEqual(['Forest'])
      // Blocked: nothing.
      p = play(
        ['Abyssal Nightstalker'],
        { ann, ben },
        combat(['Abyssal Nightstalker'], [{ card: 'Wall of Wood', blocks: '0:Abyssal Nightstalker' }]),
      )
      expect(seat(p, 1).hand).toEqual(['Island'])
    },
  },
  'trigger:attackWith': {
    card: 'Ancestor Dragon',
    rule: 'CR 508.3d, 508.1',
    run() {
      const cards = ['Ancestor Dragon']
      // Two attackers: once, 1 life for each attacking creature.
      let p = play(
        cards,
        { ann: { battlefield: ['Ancestor Dragon', ready('Grizzly Bears'), ready('Savannah Lions')] } },
        [
          { type: 'passUntil', step: 'declareAttackers' },
          {
            player: 0,
            type: 'declareAttackers',
            attackers: [
              { card: 'Grizzly Bears', target: 'player:1' },
              { card: 'Savannah Lions', target: 'player:1' },
            ],
          },
          ...PASS,
        ],
      )
      expect(p.out.stack).toEqual([])
      expect(seat(p, 0).life).toBe(22)
      // Near misses: Ben attacks Ann; Ann attacks with nothing.
      p = play(
        cards,
        { ...BENS_TURN, ann: { battlefield: ['Ancestor Dragon'] }, ben: { battlefield: [ready('Grizzly Bears')] } },
        combat(['Grizzly Bears'], [], 'endCombat', 1),
      )
      expect(seat(p, 0).life).toBe(18)
      expect(seat(p, 1).life).toBe(20)
      p = play(cards, { ann: { battlefield: ['Ancestor Dragon', ready('Grizzly Bears')] } }, [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [] },
        { type: 'passUntil', step: 'postcombatMain' },
      ])
      expect(seat(p, 0).life).toBe(20)
    },
  },
  'trigger:creatureBlocks': {
    card: 'Noble Stand',
    rule: 'CR 509.3a',
    run() {
      const cards = ['Noble Stand']
      // Two of Ann's creatures block: once for each.
      let p = play(
        cards,
        {
          ...BENS_TURN,
          ann: { battlefield: ['Noble Stand', 'Wall of Wood', 'Grizzly Bears'] },
          ben: { battlefield: [ready('Hill Giant')] },
        },
        [
          ...combat(
            ['Hill Giant'],
            [
              { card: 'Wall of Wood', blocks: '1:Hill Giant' },
              { card: '0:Grizzly Bears', blocks: '1:Hill Giant' },
            ],
            'declareBlockers',
            1,
          ),
          ...BEN_PASS,
          ...BEN_PASS,
        ],
      )
      expect(p.out.stack).toEqual([])
      expect(seat(p, 0).life).toBe(24)
      // Near miss: Ben's creature blocks Ann's attacker.
      p = play(
        cards,
        { ann: { battlefield: ['Noble Stand', ready('Grizzly Bears')] }, ben: { battlefield: ['Wall of Wood'] } },
        combat(['Grizzly Bears'], [{ card: 'Wall of Wood', blocks: '0:Grizzly Bears' }]),
      )
      expect(seat(p, 0).life).toBe(20)
      expect(seat(p, 1).life).toBe(20)
    },
  },
  'trigger:creatureBecomesBlocked': {
    card: 'Close Quarters',
    rule: 'CR 509.3c',
    run() {
      const cards = ['Close Quarters']
      const ann = { battlefield: ['Close Quarters', ready('Grizzly Bears'), ready('Savannah Lions')] }
      // Ann's creature becomes blocked: 1 damage to any target (Ben).
      let p = play(cards, { ann, ben: { battlefield: ['Wall of Wood'] } }, [
        ...combat(
          ['Grizzly Bears', 'Savannah Lions'],
          [{ card: 'Wall of Wood', blocks: '0:Grizzly Bears' }],
          'declareBlockers',
        ),
        { player: 0, type: 'choose', targets: ['player:1'] },
        ...PASS,
      ])
      expect(p.out.stack).toEqual([])
      expect(seat(p, 1).life).toBe(19)
      // Near miss: unblocked, and Ben's creature becomes blocked.
      p = play(cards, { ann, ben: { battlefield: ['Wall of Wood'] } }, combat(['Grizzly Bears'], [], 'combatDamage'))
      expect(p.out.stack).toEqual([])
      expect(seat(p, 1).life).toBe(18)
      p = play(
        cards,
        {
          ...BENS_TURN,
          ann: { battlefield: ['Close Quarters', 'Wall of Wood'] },
          ben: { battlefield: [ready('Grizzly Bears')] },
        },
        combat(['Grizzly Bears'], [{ card: 'Wall of Wood', blocks: '1:Grizzly Bears' }], 'declareBlockers', 1),
      )
      expect(p.out.stack).toEqual([])
    },
  },
  'trigger:dealtCombatDamage': {
    card: 'Wall of Essence',
    rule: 'CR 510.2, 603.2',
    run() {
      const cards = ['Wall of Essence']
      let p = play(
        cards,
        { ...BENS_TURN, ann: { battlefield: ['Wall of Essence'] }, ben: { battlefield: [ready('Grizzly Bears')] } },
        combat(['Grizzly Bears'], [{ card: 'Wall of Essence', blocks: '1:Grizzly Bears' }], 'endCombat', 1),
      )
      expect(seat(p, 0).life).toBe(22)
      // Near miss: damage that isn't combat damage (Shock).
      p = play(cards, { ann: { battlefield: ['Wall of Essence'] }, ben: { hand: ['Shock'], battlefield: LANDS } }, [
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Shock', targets: ['0:Wall of Essence'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ])
      expect(permanent(p, 0, 'Wall of Essence').damage).toBe(2)
      expect(seat(p, 0).life).toBe(20)
    },
  },
  'trigger:combatDamagePlayerOrPlaneswalker': {
    card: 'Dreadhorde Butcher',
    rule: 'CR 510.3a',
    run() {
      const cards = ['Dreadhorde Butcher']
      let p = play(cards, { ann: { battlefield: [ready('Dreadhorde Butcher')] } }, combat(['Dreadhorde Butcher']))
      expect(seat(p, 1).life).toBe(19)
      expect(permanent(p, 0, 'Dreadhorde Butcher').counters).toEqual({ '+1/+1': 1 })
      // Near miss: combat damage to a creature.
      p = play(
        cards,
        { ann: { battlefield: [ready('Dreadhorde Butcher')] }, ben: { battlefield: ['Wall of Wood'] } },
        combat(['Dreadhorde Butcher'], [{ card: 'Wall of Wood', blocks: '0:Dreadhorde Butcher' }]),
      )
      expect(permanent(p, 0, 'Dreadhorde Butcher').counters).toEqual({})
    },
  },
  'trigger:creatureDamagesYou': {
    card: 'Teysa, Envoy of Ghosts',
    rule: 'CR 510.2, 120.3',
    run() {
      const cards = ['Teysa, Envoy of Ghosts']
      const teysa = { battlefield: ['Teysa, Envoy of Ghosts'] }
      let p = play(cards, { ...BENS_TURN, ann: teysa, ben: { battlefield: [ready('Grizzly Bears')] } }, [
        ...combat(['Grizzly Bears'], [], 'endCombat', 1),
      ])
      expect(seat(p, 0).life).toBe(18)
      expect(onField(p, 1, 'Grizzly Bears')).toBe(0)
      expect(seat(p, 0).battlefield.filter((b) => /spirit/i.test(b.name)).length).toBe(1)
      // Near miss: a creature deals damage to Ben, not to Ann.
      p = play(cards, { ann: { battlefield: ['Teysa, Envoy of Ghosts', ready('Grizzly Bears')] } }, [
        ...combat(['Grizzly Bears']),
      ])
      expect(seat(p, 1).life).toBe(18)
      expect(onField(p, 0, 'Grizzly Bears')).toBe(1)
      expect(seat(p, 0).battlefield.filter((b) => /spirit/i.test(b.name)).length).toBe(0)
    },
  },
}
