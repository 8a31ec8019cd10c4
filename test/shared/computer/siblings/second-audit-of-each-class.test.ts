// A second fresh audit of the computer's four failure classes, as an outside test would build one: new positions in
// all five variants, with three and four players, each asserting what a regular player gets out of it at Normal.
import { describe, expect, it } from 'vitest'
import { computerAction } from '@shared/computer'
import { slotsOf } from '@shared/variants/combat/rules'
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

const heroicPool = () => realPool(['Captain Lannery Storm'])

const attackers = (a: unknown) => (a as { attackers?: { card: string; target: unknown }[] }).attackers ?? []

describe('class 1: value later in the turn (second audit)', () => {
  // Mental Magic: Ann's Stampeding Rhino (4/4 trample) is blocked by Benalish Knight (2/2 first strike) with Ben at 5.
  // The Knight's first-strike damage doesn't kill the Rhino; Titanic Growth after blocks makes it 8/8 and 6 tramples
  // over (CR 702.7b, 702.19b).
  it('mental: pumps its trampler through a first-strike blocker for lethal', () => {
    const board: Board = {
      step: 'declareAttackers',
      sides: [
        { hand: ['Titanic Growth'], battlefield: ['Stampeding Rhino', 'Forest', 'Forest'] },
        { life: 5, battlefield: ['Benalish Knight'] },
      ],
    }
    const r = play('mental', board, [
      attack(0, [['Stampeding Rhino', 'player:1']]),
      pass(0),
      pass(1),
      block(1, [['Benalish Knight', 'Stampeding Rhino']]),
    ])
    expect(r.output.rejected).toEqual([])
    const end = drive(r.state, { 0: 'normal' }, atStep('postcombatMain', 7))
    expect(end.players[1].lost).toBe(true)
  }, 60_000)

  // Heroic, four players: Ben at 5 has one untapped blocker (Centaur Courser) and a tapped Craw Wurm. Cast Down on the
  // Courser, then Hill Giant and Grizzly Bears attack for exactly 5 (CR 508.1, 104.3a). Killing the Wurm leaves Ben
  // alive behind his Courser.
  it('heroic, four players: kills the one untapped blocker, not the tapped Wurm, and attacks for exactly lethal', () => {
    const board: Board = {
      sides: [
        { hand: ['Cast Down'], battlefield: ['Hill Giant', 'Grizzly Bears', 'Swamp', 'Swamp'] },
        { life: 5, battlefield: ['Centaur Courser', { name: 'Craw Wurm', tapped: true }] },
        { battlefield: ['Wall of Wood'] },
        { battlefield: ['Giant Spider'] },
      ],
    }
    const end = drive(play('heroic', board, []).state, { 0: 'normal' }, atStep('postcombatMain', 7))
    expect(end.players[1].lost).toBe(true)
  }, 120_000)

  // Manahearth, three players: Ben's Hill Giant blocks Ann's Grizzly Bears; Brute Force after blocks makes the Bears
  // a 5/5 that kills the Giant and lives (CR 509.1, 510.1).
  it('manahearth, three players: saves its blocked Bears with Brute Force and kills the blocker', () => {
    const board: Board = {
      step: 'declareAttackers',
      sides: [
        { hand: ['Brute Force'], battlefield: ['Grizzly Bears', 'Mountain'] },
        { battlefield: ['Hill Giant'] },
        { battlefield: ['Wall of Wood'] },
      ],
    }
    const r = play('manahearth', board, [
      attack(0, [['Grizzly Bears', 'player:1']]),
      pass(0),
      pass(1),
      pass(2),
      block(1, [['Hill Giant', 'Grizzly Bears']]),
    ])
    expect(r.output.rejected).toEqual([])
    const end = drive(r.state, { 0: 'normal' }, atStep('postcombatMain', 7))
    expect(permanents(end, 0)).toContain('Grizzly Bears')
    expect(zone(end, 1, 'graveyard')).toContain('Hill Giant')
  }, 60_000)

  // Combat Rules, the defender's reveal: Ben (active) sends his Centaur Courser at Ann's Runeclaw Bear; Ann's set
  // Brute Force, revealed before the fight, makes the Bear a 5/5 that kills the Courser and lives (MCR-8).
  it('combat: the defender reveals its set pump before the fight it turns around', () => {
    const board = combatBoard({ turn: 6, active: 1, step: 'beginCombat' }, [
      { library: draws(0, 3), slots: ['Runeclaw Bear', null, null, null, null], spellSlots: ['Brute Force'] },
      { library: draws(1).slice(1), slots: ['Centaur Courser', null, null, null, null] },
    ])
    const r = play('combat', board, [])
    expect(r.output.rejected).toEqual([])
    // Ben, at Normal, sends the Courser at the Bear (a 3/3 against a 2/2 across from it).
    const end = drive(r.state, { 0: 'normal', 1: 'normal' }, (s) => s.turn > 6 || s.step === 'end', 400)
    expect(zone(end, 1, 'graveyard')).toContain('Centaur Courser')
    expect(permanents(end, 0)).toContain('Runeclaw Bear')
    expect(zone(end, 0, 'graveyard')).toContain('Brute Force')
  }, 60_000)
})

describe('class 2: the right action is generated (second audit)', () => {
  // Manahearth, three players: Ann at 3 is attacked by Colossal Dreadmaw (6/6 trample), Hill Giant and Grizzly Bears.
  // Giant Spider on the Dreadmaw lets 2 through, Wall of Wood stops the Giant, Runeclaw Bear the Bears: 2 < 3 (or the
  // Spider and the Wall together on the Dreadmaw, the Bear on the Giant). No greedy set survives (CR 509.1, 702.19b).
  it('manahearth, three players: at 3 life against a trampler and two more, finds the blocks that survive', () => {
    const board: Board = {
      active: 1,
      step: 'declareAttackers',
      sides: [
        { life: 3, battlefield: ['Giant Spider', 'Wall of Wood', 'Runeclaw Bear'] },
        { battlefield: ['Colossal Dreadmaw', 'Hill Giant', 'Grizzly Bears'] },
        { battlefield: ['Centaur Courser'] },
      ],
    }
    const r = play('manahearth', board, [
      attack(1, [
        ['Colossal Dreadmaw', 'player:0'],
        ['Hill Giant', 'player:0'],
        ['Grizzly Bears', 'player:0'],
      ]),
      pass(1),
      pass(2),
      pass(0),
    ])
    expect(r.output.rejected).toEqual([])
    const end = drive(r.state, { 0: 'normal' }, atStep('postcombatMain', 7))
    expect(end.players[0].lost).toBe(false)
    expect(end.players[0].life).toBeGreaterThan(0)
  }, 60_000)

  // Normal Magic, three players: Ben's Garruk Wildspeaker at 4 loyalty can Overrun next turn (−4: his three Bears
  // become 5/5 tramplers, 15 damage to Ann at 12 with her attackers tapped). Ann's Wind Drake flies over the Wall and
  // one ground attacker gets past it: attacking Garruk with all three takes him out (CR 306.7, 506.3).
  it('normal, three players: attacks the planeswalker about to ultimate, not the player', () => {
    const board: Board = {
      sides: [
        { life: 12, battlefield: ['Hill Giant', 'Wind Drake', 'Grizzly Bears'] },
        {
          battlefield: [
            { name: 'Garruk Wildspeaker', counters: { loyalty: 4 } },
            'Wall of Wood',
            { name: 'Grizzly Bears', tapped: true },
            { name: 'Grizzly Bears', tapped: true },
            { name: 'Grizzly Bears', tapped: true },
            'Forest',
            'Forest',
            'Forest',
            'Forest',
          ],
        },
        { battlefield: ['Wall of Wood'] },
      ],
    }
    const end = drive(play('normal', board, []).state, { 0: 'normal', 1: 'normal' }, atStep('postcombatMain', 7))
    expect(permanents(end, 1)).not.toContain('Garruk Wildspeaker')
  }, 120_000)

  // Mental Magic: Ben casts Lava Axe at Ann, at 5. Ann's only card is Think Twice ({1}{U}) with two Islands open:
  // cast as Negate ({1}{U}, the same cost, MM-3, MA-6) it counters the Axe. Kept as a draw spell she dies.
  it('mental: MM-3: casts its {1}{U} card as Negate on the lethal Lava Axe', () => {
    const board: Board = {
      active: 1,
      sides: [
        { life: 5, hand: ['Think Twice'], battlefield: ['Island', 'Island'] },
        { hand: ['Lava Axe'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
      ],
    }
    const r = play('mental', board, [
      { player: 1, type: 'cast', card: 'Lava Axe', targets: ['player:0'] },
      pass(1),
      computer(0),
      until('postcombatMain'),
    ])
    expect(r.output.rejected).toEqual([])
    expect(r.state.players[0].lost).toBe(false)
    expect(r.state.players[0].life).toBe(5)
  }, 60_000)

  // Combat Rules: Ann's Centaur Courser has three open slots: across Colossal Dreadmaw (it dies), across Giant Spider
  // (a stand-off) and across Grizzly Bears (it kills them). It takes the slot across the Bears (MCR-6, MCR-8).
  it('combat: MCR-6: summons across the creature it beats, not the first open slot', () => {
    const board = combatBoard({ step: 'precombatMain' }, [
      { library: draws(0), hand: ['Centaur Courser'], slots: ['Elite Vanguard', null, null, null, 'Savannah Lions'] },
      { library: draws(1), slots: ['Craw Wurm', 'Colossal Dreadmaw', 'Giant Spider', 'Grizzly Bears', 'Hill Giant'] },
    ])
    const r = play('combat', board, [computer(0), pass(1)])
    expect(r.output.rejected).toEqual([])
    const slots = slotsOf(r.state, 0)
    const name = (id: string | null) => (id ? r.state.cards[r.state.objects[id].def].name : null)
    expect(name(slots[3])).toBe('Centaur Courser')
  }, 60_000)
})

describe('class 3: reads its opponent (second audit)', () => {
  // Heroic, three players: Ann holds Counterspell and Divination with four Islands; Ben (Green Stompy's Forests, six
  // lands, cards in hand) may cast a big threat next. Casting Divination now leaves one Island: she holds it, and
  // counters Colossal Dreadmaw when it comes (CR 701.5).
  it("heroic, three players: doesn't tap out for Divination, and counters the Dreadmaw that follows", () => {
    const board: Board = {
      sides: [
        {
          hand: ['Counterspell', 'Divination'],
          battlefield: ['Island', 'Island', 'Island', 'Island', 'Wall of Wood'],
          library: Array(12).fill('Island'),
        },
        {
          hand: ['Colossal Dreadmaw', 'Forest', 'Llanowar Elves'],
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Grizzly Bears'],
          library: Array(12).fill('Forest'),
        },
        { battlefield: ['Wall of Wood'] },
      ],
    }
    const r = play('heroic', board, [
      computer(0),
      until('precombatMain', 8),
      { player: 1, type: 'cast', card: 'Colossal Dreadmaw' },
      pass(1),
      computer(2),
      computer(0),
      until('postcombatMain', 8),
    ])
    expect(r.output.rejected).toEqual([])
    expect(zone(r.state, 1, 'graveyard')).toContain('Colossal Dreadmaw')
  }, 120_000)

  // Normal Magic, four players: Ben's Furnace Whelp (2/2 flier, {R}: +1/+0) with three Mountains open becomes a 5/2
  // and kills Ann's attacking Air Elemental (4/4) if it blocks, dying too: a 5-mana flier for a 4-mana one. With
  // the Mountains tapped it is a 2/2 that can't hurt the Elemental, so it attacks (CR 602.2, 509.4).
  it("normal, four players: doesn't send its Air Elemental past a Furnace Whelp with three Mountains open", () => {
    const sides = (tapped: boolean): Board['sides'] => [
      { battlefield: ['Air Elemental'] },
      {
        battlefield: [
          'Furnace Whelp',
          { name: 'Mountain', tapped },
          { name: 'Mountain', tapped },
          { name: 'Mountain', tapped },
        ],
      },
      { battlefield: ['Giant Spider'] },
      { battlefield: ['Giant Spider'] },
    ]
    const open = computerAction(play('normal', { step: 'declareAttackers', sides: sides(false) }, []).state, 0, {
      level: 'normal',
      seed: 1,
    })
    expect(attackers(open.action).filter((a) => JSON.stringify(a.target) === '{"player":1}')).toEqual([])
    const tapped = computerAction(play('normal', { step: 'declareAttackers', sides: sides(true) }, []).state, 0, {
      level: 'normal',
      seed: 1,
    })
    expect(attackers(tapped.action).map((a) => JSON.stringify(a.target))).toContain('{"player":1}')
  }, 60_000)

  // Manahearth, three players: Ben, whose Forests and Kalonian Tusker fit the green starter lists full of Giant Growth
  // and Titanic Growth, kept two Forests open; Ann's Stampeding Rhino (4/4) stays home from a 3/3 that a pump would
  // save and let kill it, and attacks when the Forests are tapped (CR 509.4, the hand prior).
  it("manahearth, three players: doesn't attack its 4/4 past a 3/3 whose controller kept pump mana open", () => {
    const sides = (tapped: boolean): Board['sides'] => [
      { battlefield: ['Stampeding Rhino', 'Forest', 'Forest'], library: Array(20).fill('Forest') },
      {
        hand: ['Forest', 'Forest'],
        battlefield: ['Kalonian Tusker', { name: 'Forest', tapped }, { name: 'Forest', tapped }],
        library: Array(20).fill('Forest'),
      },
      { battlefield: ['Wall of Wood'] },
    ]
    const at = (tapped: boolean) =>
      attackers(
        computerAction(play('manahearth', { step: 'declareAttackers', sides: sides(tapped) }, []).state, 0, {
          level: 'normal',
          seed: 1,
        }).action,
      ).filter((a) => JSON.stringify(a.target) === '{"player":1}').length
    expect(at(false)).toBe(0)
    expect(at(true)).toBe(1)
  }, 60_000)

  // Manahearth: Ann at 4 is attacked by two Grizzly Bears and holds Fog with one Forest; her hand also holds Grizzly
  // Bears she could cast in her own main phase. On Ben's turn she casts the Fog before damage (CR 615).
  it('manahearth: casts its Fog before damage that would kill it', () => {
    const board: Board = {
      active: 1,
      step: 'declareAttackers',
      sides: [{ life: 4, hand: ['Fog'], battlefield: ['Forest'] }, { battlefield: ['Grizzly Bears', 'Runeclaw Bear'] }],
    }
    const r = play('manahearth', board, [
      attack(1, [
        ['Grizzly Bears', 'player:0'],
        ['Runeclaw Bear', 'player:0'],
      ]),
    ])
    expect(r.output.rejected).toEqual([])
    const end = drive(r.state, { 0: 'normal' }, atStep('postcombatMain', 7))
    expect(end.players[0].lost).toBe(false)
    expect(zone(end, 0, 'graveyard')).toContain('Fog')
  }, 60_000)
})

describe('class 4: variant rules at the edges (second audit)', () => {
  // Mental Magic: Ann at 10 with two Wind Drakes and Grizzly Bears; Ben at 6 with Hill Giant and Centaur Courser and
  // no cards. The Drakes fly over for 4 a turn: Ben is dead on Ann's next attack, before his ground attack (6 a turn)
  // kills her. She races with the fliers (CR 702.9b).
  it('mental: races with its fliers when its clock is faster', () => {
    const board: Board = {
      sides: [
        { life: 10, battlefield: ['Wind Drake', 'Wind Drake', 'Grizzly Bears'] },
        { life: 6, hand: [], battlefield: ['Hill Giant', 'Centaur Courser'] },
      ],
    }
    const end = drive(play('mental', board, []).state, { 0: 'normal', 1: 'normal' }, atStep('postcombatMain', 9))
    expect(end.winner).toBe(0)
  }, 120_000)

  // Heroic, three players: Ann's hero Captain Lannery Storm (2/2 haste) has resolved three times; Ben and Cid have no
  // creature. A fourth cast loses at cleanup (HE-10) unless the game ends first: with both at 2, the hero at one and
  // Grizzly Bears at the other knock both out and Ann wins (CR 104.3a); with Cid at 5 she would lose, so she holds it.
  const fourthCast = (cidLife: number) => {
    const board: Board = {
      turn: 9,
      sides: [
        {
          hero: 'Captain Lannery Storm',
          heroCasts: 3,
          battlefield: ['Grizzly Bears', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
        },
        { life: 2, battlefield: ['Mountain'] },
        { life: cidLife, battlefield: ['Mountain'] },
      ],
    }
    // On to the next turn: HE-10's loss comes at cleanup.
    return drive(play('heroic', board, [], heroicPool()).state, { 0: 'normal' }, (s) => s.turn > 9)
  }
  it('heroic, three players: HE-10: casts its hasty hero a fourth time when the attack knocks out both opponents', () => {
    expect(fourthCast(2).winner).toBe(0)
  }, 60_000)
  it("heroic, three players: HE-10: doesn't cast it a fourth time when an opponent would survive the attack", () => {
    const end = fourthCast(5)
    expect(end.players[0].lost).toBe(false)
  }, 60_000)

  // Manahearth: Ann's hero is Jace Beleren; she holds Garruk, Primal Hunter, whose +1 makes a 3/3 every turn. Casting
  // it replaces her hero (MH-8); a hero is worth its abilities, not its loyalty (zero, MH-9), so she casts it.
  it('manahearth: MH-8, MH-9: replaces a weak hero by one whose abilities are worth more', () => {
    const board: Board = {
      sides: [
        {
          hand: ['Garruk, Primal Hunter'],
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
        },
        { battlefield: ['Grizzly Bears'] },
      ],
    }
    const end = drive(play('manahearth', board, []).state, { 0: 'normal' }, atStep('end', 7))
    expect(zone(end, 0, 'hand')).not.toContain('Garruk, Primal Hunter')
  }, 60_000)

  // The converse: Ann's hero is Garruk, Primal Hunter; Jace Beleren in hand would replace it by a hero whose abilities
  // draw cards for both players: she keeps Garruk (MH-8, MH-9).
  it("manahearth: MH-8, MH-9: doesn't replace a strong hero by a weaker one", () => {
    const board: Board = {
      sides: [
        {
          hero: 'Garruk, Primal Hunter',
          hand: ['Jace Beleren'],
          battlefield: ['Island', 'Island', 'Island', 'Forest', 'Forest'],
        },
        { battlefield: ['Grizzly Bears'] },
      ],
    }
    const end = drive(play('manahearth', board, []).state, { 0: 'normal' }, atStep('end', 7))
    expect(zone(end, 0, 'hand')).toContain('Jace Beleren')
  }, 60_000)

  // Manahearth, three players: Ann's library holds one card and her graveyard six; Inspiration draws two, the second
  // from the graveyard shuffled back (MH-12): with mana for it and her hero's ability she casts it, and is still in the
  // game.
  it('manahearth, three players: MH-12: draws two from a one-card library with the graveyard to shuffle back', () => {
    const board: Board = {
      sides: [
        {
          hand: ['Inspiration'],
          library: ['Island'],
          graveyard: Array(6).fill('Island'),
          battlefield: Array(6).fill('Island'),
        },
        { battlefield: ['Grizzly Bears'] },
        { battlefield: ['Wall of Wood'] },
      ],
    }
    const end = drive(play('manahearth', board, []).state, { 0: 'normal' }, (s) => s.turn > 9)
    expect(end.players[0].lost).toBe(false)
    expect(zone(end, 0, 'graveyard')).toContain('Inspiration')
  }, 60_000)

  // Combat Rules: Ann's library is empty and her graveyard full; drawing shuffles it back (MCR-11), so the draw step
  // loses nothing and the game goes on.
  it('combat: MCR-11: an empty library with a full graveyard is no loss', () => {
    const board = combatBoard({ active: 1, step: 'end' }, [
      { library: [], graveyard: [...draws(0), 'Youthful Knight'], slots: ['Grizzly Bears', null, null, null, null] },
      { library: draws(1), slots: ['Hill Giant', null, null, null, null] },
    ])
    const end = drive(play('combat', board, []).state, { 0: 'normal', 1: 'normal' }, atStep('end', 6))
    expect(end.players[0].lost).toBe(false)
  }, 60_000)
})
