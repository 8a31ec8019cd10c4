// Behavioural checks of the triggers of Auras and Equipment on what they are attached to (CR 303.4e, 301.5c):
// "whenever enchanted creature attacks", "whenever equipped creature deals combat damage to a player", "when
// enchanted creature dies". The host's event triggers the ability of the Aura's or Equipment's controller, once; the
// same event of another creature does not.
import { expect } from 'vitest'
import { LANDS, onField, permanent, play, seat, PASS, type Checks, type Played, ready, BENS_TURN } from './harness'
import { combat } from './combatTriggers'

const on = (name: string, host: string) => ({ name, attachedTo: host })
const tokens = (p: Played, i: number, kind: RegExp) => seat(p, i).battlefield.filter((b) => kind.test(b.name)).length

export const HOST_TRIGGER_CHECKS: Checks = {
  'trigger:host.combatDamageToPlayer': {
    card: 'Goldvein Pick',
    rule: 'CR 301.5c, 510.3a',
    run() {
      const cards = ['Goldvein Pick']
      const ann = {
        battlefield: [ready('Grizzly Bears'), ready('Savannah Lions'), on('Goldvein Pick', '0:Grizzly Bears')],
      }
      // The equipped creature and another hit Ben: one Treasure.
      let p = play(cards, { ann }, combat(['Grizzly Bears', 'Savannah Lions']))
      expect(seat(p, 1).life).toBe(15)
      expect(tokens(p, 0, /treasure/i)).toBe(1)
      // Blocked, it deals no damage to a player: none.
      p = play(
        cards,
        { ann, ben: { battlefield: ['Wall of Wood'] } },
        combat(['Grizzly Bears', 'Savannah Lions'], [{ card: 'Wall of Wood', blocks: '0:Grizzly Bears' }]),
      )
      expect(seat(p, 1).life).toBe(18)
      expect(tokens(p, 0, /treasure/i)).toBe(0)
    },
  },
  'trigger:host.dies': {
    card: 'Bequeathal',
    rule: 'CR 303.4e, 700.4, 603.10a',
    run() {
      const cards = ['Bequeathal']
      const ann = (hand: string) => ({
        hand: [hand],
        battlefield: [...LANDS, 'Grizzly Bears', 'Savannah Lions', on('Bequeathal', '0:Grizzly Bears')],
      })
      // The enchanted creature dies: Ann draws two (the Aura, gone to the graveyard too, still triggers).
      let p = play(cards, { ann: ann('Shock') }, [...cast0('Shock', '0:Grizzly Bears'), ...PASS])
      expect(seat(p, 0).graveyard).toEqual(expect.arrayContaining(['Grizzly Bears', 'Bequeathal']))
      expect(seat(p, 0).library).toBe(18)
      // Near misses: another creature dies; the enchanted creature returns to the hand (it doesn't die).
      p = play(cards, { ann: ann('Shock') }, [...cast0('Shock', '0:Savannah Lions'), ...PASS])
      expect(seat(p, 0).library).toBe(20)
      p = play(cards, { ann: ann('Unsummon') }, [...cast0('Unsummon', '0:Grizzly Bears'), ...PASS])
      expect(seat(p, 0).hand).toEqual(['Grizzly Bears'])
      expect(seat(p, 0).library).toBe(20)
    },
  },
  'trigger:host.attacks': {
    card: 'Moonsilver Spear',
    rule: 'CR 301.5c, 508.3a',
    run() {
      const cards = ['Moonsilver Spear']
      const ann = {
        battlefield: [ready('Grizzly Bears'), ready('Savannah Lions'), on('Moonsilver Spear', '0:Grizzly Bears')],
      }
      let p = play(cards, { ann }, combat(['Grizzly Bears'], undefined, 'declareBlockers'))
      expect(tokens(p, 0, /angel/i)).toBe(1)
      // Near miss: another creature attacks.
      p = play(cards, { ann }, combat(['Savannah Lions'], undefined, 'declareBlockers'))
      expect(tokens(p, 0, /angel/i)).toBe(0)
      // "target creature defending player controls" (Heart-Piercer Bow): the player its host attacks (CR 506.2).
      p = play(
        ['Heart-Piercer Bow'],
        {
          ann: { battlefield: [ready('Grizzly Bears'), on('Heart-Piercer Bow', '0:Grizzly Bears'), 'Savannah Lions'] },
          ben: { battlefield: ['Savannah Lions'] },
        },
        [
          { type: 'passUntil', step: 'declareAttackers' },
          { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
          { player: 0, type: 'choose', targets: ['1:Savannah Lions'] },
          ...PASS,
        ],
      )
      expect(seat(p, 1).graveyard).toEqual(['Savannah Lions'])
      expect(onField(p, 0, 'Savannah Lions')).toBe(1)
    },
  },
  'trigger:host.attacksOrBlocks': {
    card: 'Luminous Wake',
    rule: 'CR 303.4e, 508.3a, 509.3a',
    run() {
      const cards = ['Luminous Wake']
      const wake = on('Luminous Wake', '0:Grizzly Bears')
      let p = play(
        cards,
        { ann: { battlefield: [ready('Grizzly Bears'), ready('Savannah Lions'), wake] } },
        combat(['Grizzly Bears'], undefined, 'declareBlockers'),
      )
      expect(seat(p, 0).life).toBe(24)
      // It blocks on Ben's turn.
      p = play(
        cards,
        { ...BENS_TURN, ann: { battlefield: ['Grizzly Bears', wake] }, ben: { battlefield: [ready('Hill Giant')] } },
        [
          ...combat(['Hill Giant'], [{ card: '0:Grizzly Bears', blocks: '1:Hill Giant' }], 'declareBlockers', 1),
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
        ],
      )
      expect(seat(p, 0).life).toBe(24)
      // Near miss: another creature attacks.
      p = play(
        cards,
        { ann: { battlefield: [ready('Grizzly Bears'), ready('Savannah Lions'), wake] } },
        combat(['Savannah Lions'], undefined, 'declareBlockers'),
      )
      expect(seat(p, 0).life).toBe(20)
    },
  },
  'trigger:host.becomesBlocked': {
    card: "Pretender's Claim",
    rule: 'CR 303.4e, 509.3c',
    run() {
      const cards = ["Pretender's Claim"]
      const ann = {
        battlefield: [ready('Grizzly Bears'), ready('Savannah Lions'), on("Pretender's Claim", '0:Grizzly Bears')],
      }
      const ben = { battlefield: ['Wall of Wood', 'Forest', 'Island'] }
      let p = play(cards, { ann, ben }, [
        ...combat(['Grizzly Bears'], [{ card: 'Wall of Wood', blocks: '0:Grizzly Bears' }], 'declareBlockers'),
        ...PASS,
      ])
      expect(permanent(p, 1, 'Forest').tapped).toBe(true)
      expect(permanent(p, 1, 'Island').tapped).toBe(true)
      // Near misses: unblocked; another creature becomes blocked.
      for (const blockers of [[], [{ card: 'Wall of Wood', blocks: '0:Savannah Lions' }]]) {
        p = play(cards, { ann, ben }, [
          ...combat(['Grizzly Bears', 'Savannah Lions'], blockers, 'declareBlockers'),
          ...PASS,
        ])
        expect(p.out.stack).toEqual([])
        expect(permanent(p, 1, 'Forest').tapped).toBe(false)
      }
    },
  },
  'trigger:host.combatDamage': {
    card: "Banshee's Blade",
    rule: 'CR 301.5c, 510.3a',
    run() {
      const cards = ["Banshee's Blade"]
      const ann = {
        battlefield: [ready('Grizzly Bears'), ready('Savannah Lions'), on("Banshee's Blade", '0:Grizzly Bears')],
      }
      // Combat damage to a player, and to a creature: a charge counter each time.
      let p = play(cards, { ann }, combat(['Grizzly Bears', 'Savannah Lions']))
      expect(permanent(p, 0, "Banshee's Blade").counters).toEqual({ charge: 1 })
      expect(permanent(p, 0, 'Grizzly Bears')).toMatchObject({ power: 3, toughness: 3 })
      p = play(
        cards,
        { ann, ben: { battlefield: ['Wall of Wood'] } },
        combat(['Grizzly Bears'], [{ card: 'Wall of Wood', blocks: '0:Grizzly Bears' }]),
      )
      expect(permanent(p, 0, "Banshee's Blade").counters).toEqual({ charge: 1 })
      // Near miss: only another creature deals combat damage.
      p = play(cards, { ann }, combat(['Savannah Lions']))
      expect(permanent(p, 0, "Banshee's Blade").counters).toEqual({})
    },
  },
  'trigger:host.dealtDamage': {
    card: 'Soul Link',
    rule: 'CR 303.4e, 120.3',
    run() {
      const cards = ['Soul Link']
      // Ann's Aura on Ben's creature: Ann gains the damage dealt to it.
      const ann = { hand: ['Shock'], battlefield: [...LANDS, on('Soul Link', '1:Hill Giant')] }
      let p = play(cards, { ann, ben: { battlefield: ['Hill Giant', 'Colossal Dreadmaw'] } }, [
        ...cast0('Shock', '1:Hill Giant'),
        ...PASS,
      ])
      expect(permanent(p, 1, 'Hill Giant').damage).toBe(2)
      expect(seat(p, 0).life).toBe(22)
      expect(seat(p, 1).life).toBe(20)
      // Near miss: another creature is dealt damage.
      p = play(cards, { ann, ben: { battlefield: ['Hill Giant', 'Colossal Dreadmaw'] } }, [
        ...cast0('Shock', '1:Colossal Dreadmaw'),
        ...PASS,
      ])
      expect(seat(p, 0).life).toBe(20)
    },
  },
  'trigger:host.leaves': {
    card: 'Valor of the Worthy',
    rule: 'CR 303.4e, 603.10a',
    run() {
      const cards = ['Valor of the Worthy']
      const ann = (hand: string) => ({
        hand: [hand],
        battlefield: [...LANDS, 'Grizzly Bears', 'Savannah Lions', on('Valor of the Worthy', '0:Grizzly Bears')],
      })
      let p = play(cards, { ann: ann('Unsummon') }, [...cast0('Unsummon', '0:Grizzly Bears'), ...PASS])
      expect(seat(p, 0).hand).toEqual(['Grizzly Bears'])
      expect(onField(p, 0, 'Valor of the Worthy')).toBe(0)
      expect(tokens(p, 0, /spirit/i)).toBe(1)
      // Near misses: another creature leaves; the Aura itself leaves (its creature stays).
      p = play(cards, { ann: ann('Unsummon') }, [...cast0('Unsummon', '0:Savannah Lions'), ...PASS])
      expect(tokens(p, 0, /spirit/i)).toBe(0)
      p = play(cards, { ann: ann('Naturalize') }, [...cast0('Naturalize', '0:Valor of the Worthy'), ...PASS])
      expect(seat(p, 0).graveyard).toContain('Valor of the Worthy')
      expect(tokens(p, 0, /spirit/i)).toBe(0)
    },
  },
}

/** Ann casts `card` at `target`; both pass (it resolves). */
function cast0(card: string, target: string): unknown[] {
  return [{ player: 0, type: 'cast', card, targets: [target] }, ...PASS]
}
