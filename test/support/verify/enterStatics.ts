// Behavioural checks of replacement effects on how a permanent enters (CR 614.1c, 614.12) and of damage prevention
// statics (CR 615.1): the choice made as it enters gives what the choice says (a counter, a colour read by its
// power, a copy), and the prevention stops only the damage it names, only while its source is on the battlefield.
import { expect } from 'vitest'
import { cast, LANDS, onField, permanent, play, seat, type Checks, ready, BENS_TURN, BEN_PASS, pt } from './harness'

/** Ben attacks Ann with `attackers` on his turn; Ann blocks with `blockers`; on to the end of combat. */
const bensAttack = (attackers: string[], blockers?: { card: string; blocks: string }[]) => [
  { type: 'passUntil', step: 'declareAttackers' },
  { player: 1, type: 'declareAttackers', attackers: attackers.map((card) => ({ card, target: 'player:0' })) },
  { type: 'passUntil', step: 'declareBlockers' },
  ...(blockers ? [{ player: 0, type: 'declareBlockers', blockers }] : []),
  { type: 'passUntil', step: 'endCombat' },
]

export const ENTER_STATIC_CHECKS: Checks = {
  'static:entersWithChoice': {
    card: 'Bloodfray Giant',
    rule: 'CR 702.98a, 614.1c',
    run() {
      const giant = (option: string) =>
        play(['Bloodfray Giant'], { ann: { hand: ['Bloodfray Giant'], battlefield: LANDS } }, [
          ...cast('Bloodfray Giant'),
          { player: 0, type: 'choose', option },
        ])
      // Unleashed: it enters with a +1/+1 counter; not: without.
      expect(permanent(giant('yes'), 0, 'Bloodfray Giant')).toMatchObject({ counters: { '+1/+1': 1 }, power: 5 })
      expect(permanent(giant('no'), 0, 'Bloodfray Giant')).toMatchObject({ counters: {}, power: 4 })
      // With its counter it can't block; without, it can.
      const block = (counters: Record<string, number>) =>
        play(
          ['Bloodfray Giant'],
          {
            ...BENS_TURN,
            ann: { battlefield: [{ name: 'Bloodfray Giant', counters }] },
            ben: { battlefield: [ready('Grizzly Bears')] },
          },
          [
            { type: 'passUntil', step: 'declareAttackers' },
            { player: 1, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:0' }] },
            { type: 'passUntil', step: 'declareBlockers' },
            { player: 0, type: 'declareBlockers', blockers: [{ card: 'Bloodfray Giant', blocks: '1:Grizzly Bears' }] },
          ],
          true,
        )
      expect(block({ '+1/+1': 1 }).out.rejected?.length).toBe(1)
      expect(block({}).out.rejected ?? []).toEqual([])
      // The other choices as it enters. Riot (CR 702.136a): a counter, or haste (it attacks at once).
      const riot = (option: string, after: unknown[] = []) =>
        play(['Zhur-Taa Goblin'], { ann: { hand: ['Zhur-Taa Goblin'], battlefield: LANDS } }, [
          ...cast('Zhur-Taa Goblin'),
          { player: 0, type: 'choose', option },
          ...after,
        ])
      expect(permanent(riot('yes'), 0, 'Zhur-Taa Goblin').counters).toEqual({ '+1/+1': 1 })
      const hasty = riot('no', [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Zhur-Taa Goblin', target: 'player:1' }] },
        { type: 'passUntil', step: 'endCombat' },
      ])
      expect(permanent(hasty, 0, 'Zhur-Taa Goblin').counters).toEqual({})
      expect(seat(hasty, 1).life).toBe(18)
      // Amplify 1 (CR 702.38a): a counter for each Bird or Soldier card revealed (Elite Vanguard is a Soldier).
      let p = play(
        ['Aven Warhawk'],
        { ann: { hand: ['Aven Warhawk', 'Elite Vanguard', 'Grizzly Bears'], battlefield: LANDS } },
        [...cast('Aven Warhawk'), { player: 0, type: 'choose', cards: ['Elite Vanguard'] }],
      )
      expect(permanent(p, 0, 'Aven Warhawk').counters).toEqual({ '+1/+1': 1 })
      expect(seat(p, 0).hand).toEqual(['Elite Vanguard', 'Grizzly Bears'])
      // Devour 3 (CR 702.82a): three counters for each creature sacrificed.
      p = play(
        ['Thunder-Thrash Elder'],
        { ann: { hand: ['Thunder-Thrash Elder'], battlefield: [...LANDS, 'Grizzly Bears', 'Savannah Lions'] } },
        [...cast('Thunder-Thrash Elder'), { player: 0, type: 'choose', cards: ['Grizzly Bears', 'Savannah Lions'] }],
      )
      expect(permanent(p, 0, 'Thunder-Thrash Elder').counters).toEqual({ '+1/+1': 6 })
      expect([...seat(p, 0).graveyard].sort()).toEqual(['Grizzly Bears', 'Savannah Lions'])
    },
  },
  'static:entersChoosing': {
    card: 'Chameleon Spirit',
    rule: 'CR 614.12, 604.3',
    run() {
      const spirit = (option: string) =>
        play(
          ['Chameleon Spirit', 'Naturalize'],
          {
            ann: { hand: ['Chameleon Spirit'], battlefield: [...LANDS, 'Grizzly Bears'] },
            ben: { battlefield: ['Forest', 'Forest', 'Grizzly Bears', 'Hill Giant', 'Island'] },
          },
          [...cast('Chameleon Spirit'), { player: 0, type: 'choose', option }],
        )
      // Green: Ben's Bears (his lands are colourless, Ann's Bears is hers): 1/1; red: his Hill Giant: 1/1; blue: 0/0.
      expect(pt(spirit('green'), 0, 'Chameleon Spirit')).toEqual([1, 1])
      expect(pt(spirit('red'), 0, 'Chameleon Spirit')).toEqual([1, 1])
      const blue = spirit('blue')
      expect(seat(blue, 0).graveyard).toEqual(['Chameleon Spirit'])
      // The choice is kept: Ben's second green creature makes it 2/2.
      const p = play(
        ['Chameleon Spirit'],
        {
          ann: { hand: ['Chameleon Spirit'], battlefield: LANDS },
          ben: { battlefield: ['Grizzly Bears', 'Llanowar Elves'] },
        },
        [...cast('Chameleon Spirit'), { player: 0, type: 'choose', option: 'green' }],
      )
      expect(pt(p, 0, 'Chameleon Spirit')).toEqual([2, 2])
      // A creature type (Engineered Plague): all creatures of the chosen type get -1/-1, and no others.
      const plague = play(
        ['Engineered Plague'],
        {
          ann: { hand: ['Engineered Plague'], battlefield: [...LANDS, 'Llanowar Elves', 'Grizzly Bears'] },
          ben: { battlefield: ['Elvish Mystic', 'Hill Giant'] },
        },
        [...cast('Engineered Plague'), { player: 0, type: 'choose', option: 'Elf' }],
      )
      expect(seat(plague, 0).graveyard).toEqual(['Llanowar Elves'])
      expect(seat(plague, 1).graveyard).toEqual(['Elvish Mystic'])
      expect(pt(plague, 0, 'Grizzly Bears')).toEqual([2, 2])
      expect(pt(plague, 1, 'Hill Giant')).toEqual([3, 3])
    },
  },
  'static:entersAsCopy': {
    card: 'Clone',
    rule: 'CR 707.9, 614.1c',
    run() {
      const clone = (cards: string[]) =>
        play(['Clone'], { ann: { hand: ['Clone'], battlefield: LANDS }, ben: { battlefield: ['Hill Giant'] } }, [
          ...cast('Clone'),
          { player: 0, type: 'choose', cards },
        ])
      // A copy of Ben's Hill Giant, under Ann's control.
      let p = clone(['1:Hill Giant'])
      expect(pt(p, 0, 'Hill Giant')).toEqual([3, 3])
      expect(onField(p, 1, 'Hill Giant')).toBe(1)
      // Declined: a 0/0 Clone, which dies.
      p = clone([])
      expect(seat(p, 0).graveyard).toEqual(['Clone'])
    },
  },
  'static:preventDamage': {
    card: 'Defang',
    rule: 'CR 615.1, 303.4',
    run() {
      const cards = ['Defang', 'Naturalize']
      const defang = { name: 'Defang', attachedTo: '1:Hill Giant' }
      // Ann's Defang on Ben's Hill Giant: its damage is prevented, his Bears' isn't.
      let p = play(
        cards,
        {
          ...BENS_TURN,
          ann: { battlefield: [defang] },
          ben: { battlefield: [ready('Hill Giant'), ready('Grizzly Bears')] },
        },
        bensAttack(['Hill Giant', 'Grizzly Bears']),
      )
      expect(seat(p, 0).life).toBe(18)
      // Ben destroys Defang first: the Giant's damage is dealt.
      p = play(
        cards,
        {
          ...BENS_TURN,
          ann: { battlefield: [defang] },
          ben: { hand: ['Naturalize'], battlefield: [ready('Hill Giant'), ...LANDS] },
        },
        [
          { player: 1, type: 'cast', card: 'Naturalize', targets: ['0:Defang'] },
          ...BEN_PASS,
          ...bensAttack(['Hill Giant']),
        ],
      )
      expect(seat(p, 0).graveyard).toEqual(['Defang'])
      expect(seat(p, 0).life).toBe(17)
      // "Prevent all combat damage that would be dealt to ~" (Everdawn Champion): combat damage only.
      p = play(
        ['Everdawn Champion'],
        {
          ...BENS_TURN,
          ann: { battlefield: ['Everdawn Champion'] },
          ben: { hand: ['Shock'], battlefield: [ready('Hill Giant'), ...LANDS] },
        },
        bensAttack(['Hill Giant'], [{ card: 'Everdawn Champion', blocks: '1:Hill Giant' }]),
      )
      expect(permanent(p, 0, 'Everdawn Champion').damage).toBe(0)
      expect(permanent(p, 1, 'Hill Giant').damage).toBe(2)
      p = play(
        ['Everdawn Champion'],
        { ...BENS_TURN, ann: { battlefield: ['Everdawn Champion'] }, ben: { hand: ['Shock'], battlefield: LANDS } },
        [{ player: 1, type: 'cast', card: 'Shock', targets: ['0:Everdawn Champion'] }, ...BEN_PASS],
      )
      expect(seat(p, 0).graveyard).toEqual(['Everdawn Champion'])
    },
  },
  'static:preventDamageToSelf': {
    card: 'Champion Lancer',
    rule: 'CR 615.1',
    run() {
      // Damage from a creature (its blocked attacker) is prevented; Shock's (not a creature) isn't.
      let p = play(
        ['Champion Lancer'],
        { ...BENS_TURN, ann: { battlefield: ['Champion Lancer'] }, ben: { battlefield: [ready('Hill Giant')] } },
        bensAttack(['Hill Giant'], [{ card: 'Champion Lancer', blocks: '1:Hill Giant' }]),
      )
      expect(permanent(p, 0, 'Champion Lancer').damage).toBe(0)
      expect(seat(p, 1).graveyard).toEqual(['Hill Giant'])
      p = play(
        ['Champion Lancer'],
        {
          ...BENS_TURN,
          ann: { battlefield: ['Champion Lancer', 'Grizzly Bears'] },
          ben: { hand: ['Shock'], battlefield: LANDS },
        },
        [{ player: 1, type: 'cast', card: 'Shock', targets: ['0:Champion Lancer'] }, ...BEN_PASS],
      )
      expect(permanent(p, 0, 'Champion Lancer').damage).toBe(2)
      // Near miss: another creature of Ann's blocking takes the damage.
      p = play(
        ['Champion Lancer'],
        {
          ...BENS_TURN,
          ann: { battlefield: ['Champion Lancer', 'Grizzly Bears'] },
          ben: { battlefield: [ready('Hill Giant')] },
        },
        bensAttack(['Hill Giant'], [{ card: '0:Grizzly Bears', blocks: '1:Hill Giant' }]),
      )
      expect(seat(p, 0).graveyard).toEqual(['Grizzly Bears'])
    },
  },
  'static:damageToCounters': {
    card: 'Phantom Centaur',
    rule: 'CR 615.1, 614.1a',
    run() {
      const shock = (target: string) =>
        play(
          ['Phantom Centaur'],
          {
            ann: {
              hand: ['Shock'],
              battlefield: [...LANDS, { name: 'Phantom Centaur', counters: { '+1/+1': 3 } }, 'Hill Giant'],
            },
          },
          cast('Shock', { targets: [target] }),
        )
      // Shock's 2 damage is prevented, and one counter removed (not two).
      let p = shock('0:Phantom Centaur')
      expect(permanent(p, 0, 'Phantom Centaur')).toMatchObject({ damage: 0, counters: { '+1/+1': 2 }, power: 4 })
      // Near miss: another creature is dealt the damage.
      p = shock('0:Hill Giant')
      expect(permanent(p, 0, 'Hill Giant').damage).toBe(2)
      expect(permanent(p, 0, 'Phantom Centaur').counters).toEqual({ '+1/+1': 3 })
      expect(seat(p, 0).life).toBe(20)
    },
  },
}
