// Behavioural checks of more trigger events (CR 603.2) and of shapes found beside them (a player's shroud, the Pacts'
// delayed payment): each plays a real card through the engine and asserts what its meaning gives, with a near miss.
import { expect } from 'vitest'
import {
  answer,
  BEN_PASS,
  BENS_TURN,
  cast,
  LANDS,
  PASS,
  permanent,
  play,
  pt,
  ready,
  seat,
  type Checks,
} from './harness'

const ULRICH = 'Ulrich of the Krallenhorde // Ulrich, Uncontested Alpha'
const IRONSMITH = 'Village Ironsmith // Ironfang'

/** Slaughter Pact (CR 603.7b, 608.2c): at Ann's next upkeep (not Ben's), she pays {2}{B} or loses the game. */
const PACT = {
  card: 'Slaughter Pact',
  rule: 'CR 603.7b, 608.2c, 104.3e',
  run() {
    const pact = (lands: string[], answers: unknown[]) =>
      play(
        ['Slaughter Pact'],
        { ann: { hand: ['Slaughter Pact'], battlefield: lands }, ben: { battlefield: ['Hill Giant'] } },
        [
          ...cast('Slaughter Pact', { targets: ['1:Hill Giant'] }),
          { type: 'passUntil', step: 'upkeep', turn: 4 },
          { type: 'passUntil', step: 'upkeep', turn: 5 },
          ...PASS,
          ...answers,
        ],
      )
    // Paid at her next upkeep: she plays on, three lands tapped.
    let p = pact(['Swamp', 'Swamp', 'Swamp'], [answer('pay')])
    expect(seat(p, 1).battlefield.map((b) => b.name)).not.toContain('Hill Giant')
    expect(p.state.players[0].lost).toBeFalsy()
    expect(seat(p, 0).battlefield.filter((b) => b.tapped)).toHaveLength(3)
    // Near miss: Ben's upkeep came first and asked nothing (the log shows no trigger before Ann's turn 5).
    expect(p.log.filter((l) => /Slaughter Pact/.test(l) && /trigger/.test(l))).toHaveLength(1)
    // Declined: she loses the game.
    p = pact(['Swamp', 'Swamp', 'Swamp'], [answer('decline')])
    expect(p.state.players[0].lost).toBe(true)
    // Unable to pay (two lands): she loses, with no question.
    p = pact(['Swamp', 'Swamp'], [])
    expect(p.state.players[0].lost).toBe(true)
  },
}

export const CTRIG_CHECKS: Checks = {
  'trigger:tapsForMana': {
    card: 'Manabarbs',
    rule: 'CR 603.2, 605.1b',
    run() {
      const cards = ['Manabarbs', 'Scald', 'Llanowar Elves']
      // Ben taps a Mountain for his Lightning Bolt (at Ann): Ann's Manabarbs deals 1 damage to Ben, then the Bolt 3 to
      // Ann.
      let p = play(
        cards,
        {
          ...BENS_TURN,
          ann: { battlefield: ['Manabarbs'] },
          ben: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
        },
        [{ player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['player:0'] }, ...BEN_PASS, ...BEN_PASS],
      )
      expect(seat(p, 1).life).toBe(19)
      expect(seat(p, 0).life).toBe(17)
      // Ann taps her own Forest for mana: Manabarbs deals 1 damage to Ann (any player).
      p = play(cards, { ann: { battlefield: ['Manabarbs', 'Forest'] } }, [
        { player: 0, type: 'activateMana', card: 'Forest' },
        ...PASS,
      ])
      expect(seat(p, 0).life).toBe(19)
      // Near miss: a creature tapped for mana is not a land.
      p = play(cards, { ann: { battlefield: ['Manabarbs', ready('Llanowar Elves')] } }, [
        { player: 0, type: 'activateMana', card: 'Llanowar Elves', produce: 'G' },
        ...PASS,
      ])
      expect(seat(p, 0).life).toBe(20)
      // Scald: "taps an Island": a Mountain doesn't trigger it, an Island does.
      const scald = (land: string) =>
        play(cards, { ann: { battlefield: ['Scald', land] } }, [
          { player: 0, type: 'activateMana', card: land },
          ...PASS,
        ])
      expect(seat(scald('Mountain'), 0).life).toBe(20)
      expect(seat(scald('Island'), 0).life).toBe(19)
    },
  },
  'trigger:libraryLook': {
    card: 'Dimir Spybug',
    rule: 'CR 701.42, 701.18, 603.2',
    run() {
      const cards = ['Dimir Spybug', 'Flamespeaker Adept', 'Dazzling Lights', 'Opt']
      const surveil = (battlefield: string[]) =>
        play(
          cards,
          {
            ann: { hand: ['Dazzling Lights'], battlefield: [...LANDS, ...battlefield] },
            ben: { battlefield: ['Grizzly Bears'] },
          },
          [
            ...cast('Dazzling Lights', { targets: ['1:Grizzly Bears'] }),
            { player: 0, type: 'choose', top: ['Plains'], graveyard: ['Island'] },
            ...PASS,
          ],
        )
      const scry = (battlefield: string[]) =>
        play(cards, { ann: { hand: ['Opt'], battlefield: [...LANDS, ...battlefield] } }, [
          ...cast('Opt'),
          { player: 0, type: 'choose', top: ['Plains'], bottom: [] },
          ...PASS,
        ])
      // Ann surveils 2: Dimir Spybug gets a +1/+1 counter.
      expect(permanent(surveil(['Dimir Spybug']), 0, 'Dimir Spybug').counters).toEqual({ '+1/+1': 1 })
      // Ann scries 1: Flamespeaker Adept gets +2/+0 and first strike.
      expect(pt(scry(['Flamespeaker Adept']), 0, 'Flamespeaker Adept')).toEqual([4, 3])
      // Near misses: a scry is not a surveil, a surveil not a scry (CR 701.18, 701.42 are separate actions).
      expect(permanent(scry(['Dimir Spybug']), 0, 'Dimir Spybug').counters).toEqual({})
      expect(pt(surveil(['Flamespeaker Adept']), 0, 'Flamespeaker Adept')).toEqual([2, 3])
    },
  },
  'trigger:transformsInto': {
    card: ULRICH,
    rule: 'CR 701.28, 603.2',
    run() {
      const cards = [ULRICH, IRONSMITH]
      // Ann's upkeep, no spell cast last turn: Ulrich transforms into Ulrich, Uncontested Alpha (6/6), whose
      // "transforms into" trigger has it fight Ben's Hill Giant.
      let p = play(cards, { step: 'upkeep', ann: { battlefield: [ULRICH] }, ben: { battlefield: ['Hill Giant'] } }, [
        ...PASS,
        { player: 0, type: 'choose', targets: ['1:Hill Giant'] },
        ...PASS,
        answer('yes'),
      ])
      expect(seat(p, 1).battlefield.map((b) => b.name)).not.toContain('Hill Giant')
      expect(permanent(p, 0, 'Ulrich, Uncontested Alpha').damage).toBe(3)
      // The front face's "enters or transforms into Ulrich of the Krallenhorde" didn't trigger as it turned to the back
      // face: Ulrich's only trigger was the fight (no +4/+4 asked for).
      const after = p.log.slice(p.log.findIndex((l) => /transforms into/.test(l)))
      expect(after.filter((l) => /ability triggers/.test(l))).toEqual(["Ulrich, Uncontested Alpha's ability triggers"])
      // Near miss: cast from the hand it enters (its "enters" half: +4/+4 on Hill Giant) but doesn't transform, so
      // the back face's fight never triggers.
      p = play(cards, { ann: { hand: [ULRICH], battlefield: LANDS }, ben: { battlefield: ['Hill Giant'] } }, [
        ...cast(ULRICH.split(' // ')[0]),
        { player: 0, type: 'choose', targets: ['1:Hill Giant'] },
        ...PASS,
      ])
      expect(pt(p, 1, 'Hill Giant')).toEqual([7, 7])
      expect(permanent(p, 1, 'Hill Giant').damage ?? 0).toBe(0)
      expect(seat(p, 0).battlefield.map((b) => b.name)).toContain('Ulrich of the Krallenhorde')
    },
  },
  'trigger:discardedByOpponent': {
    card: 'Metrognome',
    rule: 'CR 701.8, 603.2',
    run() {
      const cards = ['Metrognome', 'Mind Rot']
      const gnomes = (p: ReturnType<typeof play>) => seat(p, 0).battlefield.filter((b) => /gnome/i.test(b.name)).length
      // Ben's Mind Rot makes Ann discard Metrognome: four Gnome tokens for Ann.
      let p = play(
        cards,
        { ...BENS_TURN, ann: { hand: ['Metrognome', 'Forest'] }, ben: { hand: ['Mind Rot'], battlefield: LANDS } },
        [{ player: 1, type: 'cast', card: 'Mind Rot', targets: ['player:0'] }, ...BEN_PASS, ...BEN_PASS],
      )
      expect(seat(p, 0).graveyard).toContain('Metrognome')
      expect(gnomes(p)).toBe(4)
      // Near miss: Ann's own Mind Rot (a spell she controls) makes her discard it: nothing.
      p = play(cards, { ann: { hand: ['Mind Rot', 'Metrognome', 'Forest'], battlefield: LANDS } }, [
        { player: 0, type: 'cast', card: 'Mind Rot', targets: ['player:0'] },
        ...PASS,
        ...PASS,
      ])
      expect(seat(p, 0).graveyard).toContain('Metrognome')
      expect(gnomes(p)).toBe(0)
    },
  },
  'static:playerRule.shroud': {
    card: 'Ivory Mask',
    rule: 'CR 702.18c, 115.1',
    run() {
      const shock = (player: number, target: string) =>
        play(
          ['Ivory Mask'],
          {
            ...(player === 1 ? BENS_TURN : {}),
            ann: { hand: ['Shock'], battlefield: ['Ivory Mask', 'Grizzly Bears', ...LANDS] },
            ben: { hand: ['Shock'], battlefield: LANDS },
          },
          [{ player, type: 'cast', card: 'Shock', targets: [target] }, ...(player === 1 ? BEN_PASS : PASS)],
          true,
        )
      // Neither Ben's Shock nor Ann's own can target Ann (unlike hexproof, CR 702.11c).
      for (const player of [1, 0]) {
        const p = shock(player, 'player:0')
        expect(p.out.rejected?.length).toBe(1)
        expect(seat(p, 0).life).toBe(20)
      }
      // Near misses: her creature can be targeted, and Ben can be.
      expect(seat(shock(1, '0:Grizzly Bears'), 0).graveyard).toContain('Grizzly Bears')
      expect(seat(shock(0, 'player:1'), 1).life).toBe(18)
    },
  },
  'effect:delayed.yourNextUpkeep': PACT,
  'effect:mayPay.ifYouDont': PACT,
  'trigger:cast.chosenColor': {
    card: 'Diamond Knight',
    rule: 'CR 614.12, 603.2, 105.2',
    run() {
      const knight = (color: string, spell: string, targets: string[]) =>
        play(
          ['Diamond Knight', 'Giant Growth'],
          { ann: { hand: ['Diamond Knight', spell], battlefield: [...LANDS, ...LANDS] } },
          [
            ...cast('Diamond Knight'),
            { player: 0, type: 'choose', option: color },
            { player: 0, type: 'cast', card: spell, targets },
            ...PASS,
            ...PASS,
          ],
        )
      // Red chosen: Ann's Lightning Bolt (red) puts a +1/+1 counter on the Knight.
      expect(permanent(knight('red', 'Lightning Bolt', ['player:1']), 0, 'Diamond Knight').counters).toEqual({
        '+1/+1': 1,
      })
      // Near misses: a green spell with red chosen; the same spell with green chosen counts.
      expect(permanent(knight('red', 'Giant Growth', ['0:Diamond Knight']), 0, 'Diamond Knight').counters).toEqual({})
      expect(permanent(knight('green', 'Giant Growth', ['0:Diamond Knight']), 0, 'Diamond Knight').counters).toEqual({
        '+1/+1': 1,
      })
    },
  },
}
