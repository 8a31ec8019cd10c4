// A third fresh audit of the computer's four failure classes, as an outside test would build one: new positions in
// all five variants, with three and four players, each asserting what a regular player gets out of it at Normal.
import { describe, expect, it } from 'vitest'
import { computerAction } from '@shared/computer'
import { slotsOf } from '@shared/variants/combat/rules'
import type { GameState } from '@shared/engine'
import { realPool } from '../../../support/realCards'
import {
  atStep,
  attack,
  block,
  computer,
  drive,
  pass,
  permanents,
  play,
  until,
  zone,
  combatBoard,
  draws,
  type Board,
} from './board'

const attackers = (a: unknown) => (a as { attackers?: { card: string; target: unknown }[] }).attackers ?? []
const blockers = (a: unknown) => (a as { blockers?: { card: string; blocks: string }[] }).blockers ?? []
const nameOf = (s: GameState, id: string) => s.cards[s.objects[id].def].name

describe('class 1: value later in the turn (third audit)', () => {
  // Normal Magic, three players: Ann's Furnace Whelp (2/2 flier, {R}: +1/+0) and three Mountains; Ben at 5 has no
  // flier or reach. Attacking Ben and pumping the unblocked Whelp three times deals exactly 5 (CR 602.2, 510.1).
  it('normal, three players: pumps its unblocked flier with its own ability for exactly lethal', () => {
    const board: Board = {
      sides: [
        { battlefield: ['Furnace Whelp', 'Mountain', 'Mountain', 'Mountain'] },
        { life: 5, battlefield: ['Grizzly Bears'] },
        { battlefield: ['Wall of Wood'] },
      ],
    }
    const end = drive(play('normal', board, []).state, { 0: 'normal' }, atStep('postcombatMain', 7))
    expect(end.players[1].lost).toBe(true)
  }, 120_000)

  // Heroic, four players: Ben at 5 has two untapped blockers. Doom Blade and Cast Down on both, then Hill Giant and
  // Grizzly Bears attack for exactly 5 (CR 508.1, 104.3a): two removal spells, then the attack.
  it('heroic, four players: kills both blockers with two removal spells, then attacks for exactly lethal', () => {
    const board: Board = {
      sides: [
        {
          hand: ['Doom Blade', 'Cast Down'],
          battlefield: ['Hill Giant', 'Grizzly Bears', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
        },
        { life: 5, battlefield: ['Centaur Courser', 'Kalonian Tusker'] },
        { battlefield: ['Wall of Wood'] },
        { battlefield: ['Giant Spider'] },
      ],
    }
    const end = drive(play('heroic', board, []).state, { 0: 'normal' }, atStep('postcombatMain', 7))
    expect(end.players[1].lost).toBe(true)
  }, 180_000)

  // Manahearth: Ann's Youthful Knight (2/1 first strike) is blocked by Centaur Courser (3/3). Brute Force after blocks
  // makes it a 5/4 first striker that kills the Courser before it strikes back (CR 702.7b, 510.4).
  it('manahearth: pumps its first striker after blocks so it kills the blocker first', () => {
    const board: Board = {
      step: 'declareAttackers',
      sides: [
        { hand: ['Brute Force'], battlefield: ['Youthful Knight', 'Mountain'] },
        { battlefield: ['Centaur Courser'] },
      ],
    }
    const r = play('manahearth', board, [
      attack(0, [['Youthful Knight', 'player:1']]),
      pass(0),
      pass(1),
      block(1, [['Centaur Courser', 'Youthful Knight']]),
    ])
    expect(r.output.rejected).toEqual([])
    const end = drive(r.state, { 0: 'normal' }, atStep('postcombatMain', 7))
    expect(permanents(end, 0)).toContain('Youthful Knight')
    expect(zone(end, 1, 'graveyard')).toContain('Centaur Courser')
  }, 60_000)

  // Mental Magic: Ben at 3 has Wind Drake, the one creature that can block a flier. Ann's Naturalize ({1}{G}) cast as
  // Plummet (the same cost, MM-3, MA-6) destroys it; then her Wind Drake and Storm Crow fly in for exactly 3.
  it('mental: MM-3: casts a card as Plummet on the only flying blocker, then its fliers attack for lethal', () => {
    const board: Board = {
      sides: [
        { hand: ['Naturalize'], battlefield: ['Wind Drake', 'Storm Crow', 'Forest', 'Forest'] },
        { life: 3, battlefield: ['Wind Drake', 'Hill Giant'] },
      ],
    }
    const end = drive(play('mental', board, []).state, { 0: 'normal' }, atStep('postcombatMain', 7))
    expect(end.players[1].lost).toBe(true)
  }, 120_000)

  // Combat Rules: Ann's Grizzly Bears face Ben's Hill Giant; her set Lightning Bolt, revealed before the fight, kills the
  // Giant, which would otherwise kill the Bears (MCR-8).
  it('combat: reveals its set Lightning Bolt on the creature its fighter could not beat', () => {
    const board = combatBoard({ step: 'beginCombat' }, [
      {
        library: draws(0, 3),
        slots: ['Grizzly Bears', null, null, null, null],
        spellSlots: ['Lightning Bolt'],
      },
      { library: draws(1, 3), slots: ['Hill Giant', 'Centaur Courser', null, null, null] },
    ])
    const end = drive(play('combat', board, []).state, { 0: 'normal', 1: 'normal' }, atStep('end', 5))
    expect(zone(end, 1, 'graveyard')).toContain('Hill Giant')
    expect(permanents(end, 0)).toContain('Grizzly Bears')
  }, 60_000)
})

describe('class 2: the right action is generated (third audit)', () => {
  // Normal Magic, four players: Ann at 3 is attacked by Josu Vess (4/5 menace), Wind Drake (2/2 flier) and Garruk's
  // Companion (3/2 trample). Josu needs two blockers (CR 702.110b), only Giant Spider can block the Drake (CR 702.9b),
  // and a 2/2 on the trampler lets 1 through (CR 702.19b). She must spread her four blockers to live.
  it('normal, four players: at 3 life blocks a menace, a flying and a trampling attacker so that it lives', () => {
    const board: Board = {
      active: 1,
      step: 'declareAttackers',
      sides: [
        { life: 3, battlefield: ['Grizzly Bears', 'Runeclaw Bear', 'Giant Spider', 'Wall of Wood'] },
        { battlefield: ['Josu Vess, Lich Knight', 'Wind Drake', "Garruk's Companion"] },
        { battlefield: ['Centaur Courser'] },
        { battlefield: ['Centaur Courser'] },
      ],
    }
    const r = play('normal', board, [
      attack(1, [
        ['Josu Vess, Lich Knight', 'player:0'],
        ['Wind Drake', 'player:0'],
        ["Garruk's Companion", 'player:0'],
      ]),
      pass(1),
      pass(2),
      pass(3),
      pass(0),
    ])
    expect(r.output.rejected).toEqual([])
    const end = drive(r.state, { 0: 'normal' }, atStep('postcombatMain', 7))
    expect(end.players[0].lost).toBe(false)
  }, 60_000)

  // Heroic, three players: Ben's Grizzly Bears attack Ann's Garruk Wildspeaker (2 loyalty). Ann's Centaur Courser blocks
  // them: the Bears die, the Courser lives and so does Garruk (CR 506.3, 509.1).
  it('heroic, three players: blocks the attacker of its planeswalker when the block costs nothing', () => {
    const board: Board = {
      active: 1,
      step: 'declareAttackers',
      sides: [
        {
          battlefield: [
            { name: 'Garruk Wildspeaker', counters: { loyalty: 2 } },
            'Centaur Courser',
            'Forest',
            'Forest',
          ],
        },
        { battlefield: ['Grizzly Bears'] },
        { battlefield: ['Wall of Wood'] },
      ],
    }
    const r2 = play('heroic', board, [
      attack(1, [['Grizzly Bears', '0:Garruk Wildspeaker']]),
      pass(1),
      pass(2),
      pass(0),
    ])
    expect(r2.output.rejected).toEqual([])
    const end = drive(r2.state, { 0: 'normal' }, atStep('postcombatMain', 7))
    expect(permanents(end, 0)).toContain('Garruk Wildspeaker')
    expect(zone(end, 1, 'graveyard')).toContain('Grizzly Bears')
  }, 60_000)

  // Combat Rules: Ann summons Thornweald Archer (2/1 reach, deathtouch). Across Ben's Colossal Dreadmaw it kills the
  // 6/6 in the fight (CR 702.2b); across his Grizzly Bears it only trades with a 2/2; the open lane scores a point a
  // turn but leaves the Dreadmaw free. It takes the slot across the Dreadmaw (MCR-6, MCR-8).
  it('combat: MCR-6: summons its deathtouch creature across the biggest creature', () => {
    const board = combatBoard({ step: 'precombatMain' }, [
      {
        library: draws(0),
        hand: ['Thornweald Archer'],
        slots: ['Wall of Wood', null, null, 'Centaur Courser', 'Centaur Courser'],
      },
      {
        library: draws(1),
        slots: ['Grizzly Bears', 'Colossal Dreadmaw', 'Grizzly Bears', 'Runeclaw Bear', 'Runeclaw Bear'],
      },
    ])
    const r = play('combat', board, [computer(0), pass(1)])
    expect(r.output.rejected).toEqual([])
    const slots = slotsOf(r.state, 0)
    expect(slots[1] && nameOf(r.state, slots[1])).toBe('Thornweald Archer')
  }, 60_000)

  // Mental Magic: Ben's Craw Wurm (6/4) attacks Ann at 5, who has no creature. Her only card, Walking Corpse ({1}{B}),
  // cast as Doom Blade (the same cost, MM-3) destroys the attacker; kept for a 2/2 she dies.
  it('mental: MM-3: casts its {1}{B} creature card as Doom Blade on the lethal attacker', () => {
    const board: Board = {
      active: 1,
      step: 'declareAttackers',
      sides: [{ life: 5, hand: ['Walking Corpse'], battlefield: ['Swamp', 'Swamp'] }, { battlefield: ['Craw Wurm'] }],
    }
    const r = play('mental', board, [attack(1, [['Craw Wurm', 'player:0']])])
    expect(r.output.rejected).toEqual([])
    const end = drive(r.state, { 0: 'normal' }, atStep('postcombatMain', 7))
    expect(end.players[0].lost).toBe(false)
    expect(zone(end, 1, 'graveyard')).toContain('Craw Wurm')
  }, 60_000)
})

describe('class 3: reads its opponent (third audit)', () => {
  // Manahearth, three players: Ben's Grizzly Bears block Ann's Hill Giant and his untapped Prodigal Pyromancer
  // ({T}: 1 damage to any target) adds the third damage: the Giant dies for a 2/2. With the Pyromancer tapped the
  // Bears can't hurt it, so it attacks (CR 602.2, 510.2).
  it("manahearth, three players: doesn't attack its 3/3 past a 2/2 beside an untapped pinger", () => {
    const pool = realPool(['Prodigal Pyromancer'])
    const at = (tapped: boolean) => {
      const board: Board = {
        step: 'declareAttackers',
        sides: [
          { battlefield: ['Hill Giant'] },
          { battlefield: ['Grizzly Bears', { name: 'Prodigal Pyromancer', tapped }] },
          { battlefield: ['Wall of Wood'] },
        ],
      }
      const s = play('manahearth', board, [], pool).state
      return attackers(computerAction(s, 0, { level: 'normal', seed: 1 }).action).filter(
        (a) => JSON.stringify(a.target) === '{"player":1}',
      ).length
    }
    expect(at(false)).toBe(0)
    expect(at(true)).toBe(1)
  }, 60_000)

  // Normal Magic, four players: Ben's untapped Royal Assassin destroys a tapped creature. Ann's Air Elemental taps to
  // attack and dies to it; her Serra Angel has vigilance and doesn't tap (CR 702.20b): she attacks with the Angel only.
  it("normal, four players: doesn't tap its Air Elemental to attack beside an untapped Royal Assassin", () => {
    const pool = realPool(['Royal Assassin'])
    const decide = (tapped: boolean) => {
      const board: Board = {
        step: 'declareAttackers',
        sides: [
          { battlefield: ['Air Elemental', 'Serra Angel'] },
          { life: 14, battlefield: [{ name: 'Royal Assassin', tapped }] },
          { battlefield: ['Wall of Wood'] },
          { battlefield: ['Wall of Wood'] },
        ],
      }
      const s = play('normal', board, [], pool).state
      return attackers(computerAction(s, 0, { level: 'normal', seed: 1 }).action).map((a) => nameOf(s, a.card))
    }
    const open = decide(false)
    expect(open).not.toContain('Air Elemental')
    expect(open).toContain('Serra Angel')
    expect(decide(true)).toContain('Air Elemental')
  }, 60_000)

  // Heroic: Ben's River Boa (2/1, {G}: regenerate) attacks with a Forest untapped. Ann's Grizzly Bears blocking it would
  // die and the Boa regenerate (CR 701.19); at 25 life she takes the 2.
  it("heroic: doesn't block a regenerating attacker whose controller has the mana to regenerate", () => {
    const pool = realPool(['River Boa'])
    const board: Board = {
      active: 1,
      step: 'declareAttackers',
      sides: [{ life: 25, battlefield: ['Grizzly Bears', 'Plains'] }, { battlefield: ['River Boa', 'Forest'] }],
    }
    const r = play('heroic', board, [attack(1, [['River Boa', 'player:0']]), pass(1), pass(0)], pool)
    expect(r.output.rejected).toEqual([])
    const choice = computerAction(r.state, 0, { level: 'normal', seed: 1 }).action
    expect(blockers(choice)).toEqual([])
  }, 60_000)

  // Normal Magic, three players: Ann holds Counterspell. Ben, on Green Stompy's Forests with five more open and two
  // cards left, casts Grizzly Bears first: she lets the 2/2 resolve and counters the Colossal Dreadmaw that follows.
  it("normal, three players: doesn't spend its counter on a 2/2 while the opponent has mana for more", () => {
    const board: Board = {
      active: 1,
      sides: [
        {
          hand: ['Counterspell'],
          battlefield: ['Island', 'Island', 'Wall of Wood'],
          library: Array(12).fill('Island'),
        },
        {
          hand: ['Grizzly Bears', 'Colossal Dreadmaw', 'Forest'],
          battlefield: Array(8).fill('Forest'),
          library: Array(12).fill('Forest'),
        },
        { battlefield: ['Wall of Wood'] },
      ],
    }
    const r = play('normal', board, [
      { player: 1, type: 'cast', card: 'Grizzly Bears' },
      pass(1),
      computer(2),
      computer(0),
      until('precombatMain', 7),
    ])
    expect(r.output.rejected).toEqual([])
    expect(permanents(r.state, 1)).toContain('Grizzly Bears')
    const r2 = play('normal', board, [
      { player: 1, type: 'cast', card: 'Grizzly Bears' },
      pass(1),
      computer(2),
      computer(0),
      { player: 1, type: 'cast', card: 'Colossal Dreadmaw' },
      pass(1),
      computer(2),
      computer(0),
      until('beginCombat', 7),
    ])
    expect(r2.output.rejected).toEqual([])
    expect(zone(r2.state, 1, 'graveyard')).toContain('Colossal Dreadmaw')
  }, 120_000)
})

describe('class 4: variant rules and races at the edges (third audit)', () => {
  // Normal Magic: Ann at 4 with Seraph of Dawn (2/4 flying, lifelink); Ben at 6 with Hill Giant. Holding the Seraph
  // back stalls forever; racing gains 2 a turn while the Giant takes 3, and Ben is dead on her third attack
  // (CR 702.15b): behind on life, ahead on the clock, she races.
  it('normal: races with its lifelinking flier when behind on life but ahead on the clock', () => {
    const board: Board = {
      sides: [
        { life: 4, battlefield: ['Seraph of Dawn'] },
        { life: 6, hand: [], battlefield: ['Hill Giant'] },
      ],
    }
    const end = drive(play('normal', board, []).state, { 0: 'normal', 1: 'normal' }, atStep('end', 11), 600)
    expect(end.winner).toBe(0)
  }, 180_000)

  // Heroic, three players: Ann's hero Krenko, Mob Boss has dealt 15 damage to players; 17 wins at once (HE-10). Ben's
  // Wall of Wood would block it; Cid has no creature. It attacks Cid, and the 3 damage wins the game.
  it('heroic, three players: HE-10: attacks with its hero where no blocker stands, for the seventeenth damage', () => {
    const board: Board = {
      sides: [
        { heroDamage: 15, battlefield: ['Krenko, Mob Boss', 'Mountain'] },
        { battlefield: ['Wall of Wood'] },
        { battlefield: ['Mountain'] },
      ],
    }
    const end = drive(play('heroic', board, []).state, { 0: 'normal' }, atStep('postcombatMain', 7))
    expect(end.winner).toBe(0)
  }, 60_000)

  // Manahearth, three players: Ben at 1 behind Wall of Wood. Ann's hero Chandra Nalaar's +1 (1 damage to a player),
  // paid with two mana and 1 life (MH-10; the hero has no loyalty, MH-9), finishes him.
  it("manahearth, three players: MH-10: uses its hero's +1 to finish the opponent its attack can't reach", () => {
    const board: Board = {
      sides: [
        { hero: 'Chandra Nalaar', life: 10, battlefield: ['Grizzly Bears', 'Mountain', 'Mountain'] },
        { life: 1, battlefield: ['Wall of Wood'] },
        { battlefield: ['Wall of Wood'] },
      ],
    }
    const end = drive(play('manahearth', board, []).state, { 0: 'normal' }, atStep('end', 7))
    expect(end.players[1].lost).toBe(true)
  }, 60_000)

  // Combat Rules: Ann's Llanowar Elves (1/1) face Ben's Centaur Courser. Summoning Craw Wurm (mana value 6) needs one
  // creature sacrificed (MCR-6): the Elves go and the Wurm takes their slot, so the Courser no longer scores nor wins
  // its fight.
  it('combat: MCR-6: sacrifices its weakest creature to summon a big one', () => {
    const board = combatBoard({ step: 'precombatMain' }, [
      {
        library: draws(0),
        hand: ['Craw Wurm'],
        slots: ['Llanowar Elves', 'Centaur Courser', 'Centaur Courser', 'Centaur Courser', 'Centaur Courser'],
      },
      {
        library: draws(1),
        slots: ['Centaur Courser', 'Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears'],
      },
    ])
    const r = play('combat', board, [computer(0), pass(1)])
    expect(r.output.rejected).toEqual([])
    expect(permanents(r.state, 0)).toContain('Craw Wurm')
    expect(zone(r.state, 0, 'graveyard')).toContain('Llanowar Elves')
  }, 60_000)

  // Mental Magic: Ann at 6 with Mesa Unicorn (2/2 lifelink) and two Wind Drakes; Ben at 6 with Craw Wurm and no cards.
  // Her fliers and lifelink race the Wurm: 6 a turn against her 4 and 2 gained, Ben dead on her second attack
  // (CR 702.15b, 702.9b).
  it('mental: races with fliers and lifelink when its clock is faster', () => {
    const board: Board = {
      sides: [
        { life: 6, battlefield: ['Mesa Unicorn', 'Wind Drake', 'Wind Drake'] },
        { life: 6, hand: [], battlefield: ['Craw Wurm'] },
      ],
    }
    const end = drive(play('mental', board, []).state, { 0: 'normal', 1: 'normal' }, atStep('end', 9), 600)
    expect(end.winner).toBe(0)
  }, 180_000)
})
