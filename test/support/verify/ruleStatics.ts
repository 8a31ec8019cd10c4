// Behavioural checks of static abilities that change the rules for players and spells (CR 402.2, 305.2, 702.11c,
// 614.10, 119.7, 508.1g, 601.3e, 613.1b): each holds for whom it names while its source is on the battlefield, and
// the other player (or a player without the source) plays by the usual rules.
import { expect } from 'vitest'
import { cast, LANDS, onField, play, seat, PASS, type Checks, ready, BENS_TURN, BEN_PASS } from './harness'

const NINE = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest']
const attack = (attackers: string[], by = 0) => ({
  player: by,
  type: 'declareAttackers',
  attackers: attackers.map((card) => ({ card, target: `player:${1 - by}` })),
})

export const RULE_STATIC_CHECKS: Checks = {
  'static:playerRule.noMaxHandSize': {
    card: 'Spellbook',
    rule: 'CR 402.2, 514.1',
    run() {
      // Ann's cleanup step with nine cards: she keeps them all.
      let p = play(['Spellbook'], { step: 'end', ann: { hand: NINE, battlefield: ['Spellbook'] } }, [
        { type: 'passUntil', step: 'upkeep', turn: 4 },
      ])
      expect(seat(p, 0).hand.length).toBe(9)
      // Near miss: Ben's cleanup step (Ann's Spellbook is not his): he discards down to seven.
      p = play(['Spellbook'], { ...BENS_TURN, step: 'end', ann: { battlefield: ['Spellbook'] }, ben: { hand: NINE } }, [
        { type: 'passUntil', step: 'upkeep', turn: 5 },
        { player: 1, type: 'discard', cards: ['Forest', 'Forest#2'] },
        { type: 'passUntil', step: 'upkeep', turn: 5 },
      ])
      expect(seat(p, 1).hand.length).toBe(7)
      expect(seat(p, 1).graveyard).toEqual(['Forest', 'Forest'])
    },
  },
  'static:playerRule.extraLand': {
    card: 'Exploration',
    rule: 'CR 305.2',
    run() {
      const lands = ['Forest', 'Island', 'Plains']
      let p = play(
        ['Exploration'],
        { ann: { hand: lands, battlefield: ['Exploration'] } },
        lands.map((card) => ({ player: 0, type: 'playLand', card })),
        true,
      )
      expect(p.out.rejected?.map((r) => r.index)).toEqual([2])
      expect(seat(p, 0).hand).toEqual(['Plains'])
      // Near miss: Ben, on his turn, plays one land only.
      p = play(
        ['Exploration'],
        { ...BENS_TURN, ann: { battlefield: ['Exploration'] }, ben: { hand: lands } },
        lands.map((card) => ({ player: 1, type: 'playLand', card })),
        true,
      )
      expect(p.out.rejected?.map((r) => r.index)).toEqual([1, 2])
    },
  },
  'static:playerRule.hexproof': {
    card: 'Aegis of the Gods',
    rule: 'CR 702.11c, 115.1',
    run() {
      const ben = { hand: ['Shock'], battlefield: LANDS }
      const shock = (target: string) =>
        play(
          ['Aegis of the Gods'],
          { ...BENS_TURN, ann: { hand: ['Shock'], battlefield: ['Aegis of the Gods', ...LANDS] }, ben },
          [{ player: 1, type: 'cast', card: 'Shock', targets: [target] }, ...BEN_PASS],
          true,
        )
      // Ben's spell can't target Ann; it can target her creature (only she has hexproof).
      let p = shock('player:0')
      expect(p.out.rejected?.length).toBe(1)
      expect(seat(p, 0).life).toBe(20)
      p = shock('0:Aegis of the Gods')
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 0).graveyard).toEqual(['Aegis of the Gods'])
      // Her own spell may target her.
      p = play(
        ['Aegis of the Gods'],
        { ann: { hand: ['Shock'], battlefield: ['Aegis of the Gods', ...LANDS] } },
        cast('Shock', { targets: ['player:0'] }),
      )
      expect(seat(p, 0).life).toBe(18)
    },
  },
  'static:playerRule.skipDraw': {
    card: "Yawgmoth's Bargain",
    rule: 'CR 614.10, 504.1',
    run() {
      let p = play(["Yawgmoth's Bargain"], { step: 'upkeep', ann: { battlefield: ["Yawgmoth's Bargain"] } }, [
        { type: 'passUntil', step: 'precombatMain' },
      ])
      expect(seat(p, 0).hand.length).toBe(0)
      expect(seat(p, 0).library).toBe(20)
      // Near miss: Ben draws in his draw step.
      p = play(["Yawgmoth's Bargain"], { ...BENS_TURN, step: 'upkeep', ann: { battlefield: ["Yawgmoth's Bargain"] } }, [
        { type: 'passUntil', step: 'precombatMain' },
      ])
      expect(seat(p, 1).hand.length).toBe(1)
    },
  },
  'static:playerRule.cantGainLife': {
    card: 'Rampaging Ferocidon',
    rule: 'CR 119.7',
    run() {
      const nectar = (ann: string[], ben: string[]) =>
        play(
          ['Rampaging Ferocidon', 'Sacred Nectar'],
          { ann: { hand: ['Sacred Nectar'], battlefield: [...LANDS, ...ann] }, ben: { battlefield: ben } },
          cast('Sacred Nectar'),
        )
      // "Players can't gain life": Ann, with it on her side or on Ben's.
      expect(seat(nectar(['Rampaging Ferocidon'], []), 0).life).toBe(20)
      const p = nectar([], ['Rampaging Ferocidon'])
      expect(seat(p, 0).graveyard).toEqual(['Sacred Nectar'])
      expect(seat(p, 0).life).toBe(20)
      // Without it, she gains 4.
      expect(seat(nectar([], []), 0).life).toBe(24)
    },
  },
  'static:attackTax': {
    card: 'Ghostly Prison',
    rule: 'CR 508.1d, 508.1g-h',
    run() {
      const ann = { battlefield: [ready('Grizzly Bears'), ready('Hill Giant'), 'Forest', 'Forest', 'Forest'] }
      // Attacking Ben costs {2} per attacker: three lands pay for one, not two.
      let p = play(
        ['Ghostly Prison'],
        { ann, ben: { battlefield: ['Ghostly Prison'] } },
        [
          { type: 'passUntil', step: 'declareAttackers' },
          attack(['Grizzly Bears', 'Hill Giant']),
          attack(['Hill Giant']),
          { type: 'passUntil', step: 'endCombat' },
        ],
        true,
      )
      expect(p.out.rejected?.map((r) => r.index)).toEqual([1])
      expect(seat(p, 1).life).toBe(17)
      expect(seat(p, 0).battlefield.filter((b) => b.name === 'Forest' && b.tapped).length).toBe(2)
      // Near miss: Ann's own Prison doesn't tax her attack on Ben.
      p = play(['Ghostly Prison'], { ann: { battlefield: [...ann.battlefield, 'Ghostly Prison'] } }, [
        { type: 'passUntil', step: 'declareAttackers' },
        attack(['Grizzly Bears', 'Hill Giant']),
        { type: 'passUntil', step: 'endCombat' },
      ])
      expect(seat(p, 1).life).toBe(15)
      expect(seat(p, 0).battlefield.filter((b) => b.name === 'Forest' && b.tapped).length).toBe(0)
    },
  },
  'static:castOnly': {
    card: "Assassin's Blade",
    rule: 'CR 601.3e, 508.1',
    run() {
      const cards = ["Assassin's Blade"]
      const ann = { hand: ["Assassin's Blade"], battlefield: LANDS }
      const ben = { battlefield: [ready('Grizzly Bears')] }
      // Ben attacks Ann: in the declare attackers step, it destroys the attacker.
      let p = play(cards, { ...BENS_TURN, ann, ben }, [
        { type: 'passUntil', step: 'declareAttackers' },
        attack(['Grizzly Bears'], 1),
        { player: 1, type: 'pass' },
        { player: 0, type: 'cast', card: "Assassin's Blade", targets: ['1:Grizzly Bears'] },
        ...PASS,
      ])
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      // Near misses: in Ben's beginning of combat step (before attackers); in Ann's own main phase.
      p = play(
        cards,
        { ...BENS_TURN, ann, ben },
        [
          { type: 'passUntil', step: 'beginCombat' },
          { player: 1, type: 'pass' },
          { player: 0, type: 'cast', card: "Assassin's Blade", targets: ['1:Grizzly Bears'] },
        ],
        true,
      )
      expect(p.out.rejected?.length).toBe(1)
      p = play(
        cards,
        { ann, ben },
        [{ player: 0, type: 'cast', card: "Assassin's Blade", targets: ['1:Grizzly Bears'] }],
        true,
      )
      expect(p.out.rejected?.length).toBe(1)
      expect(seat(p, 0).hand).toEqual(["Assassin's Blade"])
    },
  },
  'static:controlEnchanted': {
    card: 'Annex',
    rule: 'CR 613.1b, 303.4',
    run() {
      const cards = ['Annex', 'Naturalize']
      // Ann's Annex on Ben's Forest: Ann controls it (his other Forest stays his).
      let p = play(
        cards,
        { ann: { hand: ['Annex'], battlefield: LANDS }, ben: { battlefield: ['Forest', 'Forest'] } },
        [...cast('Annex', { targets: ['1:Forest'] })],
      )
      expect(onField(p, 0, 'Forest')).toBe(5)
      expect(onField(p, 1, 'Forest')).toBe(1)
      // The Annex leaves: the Forest returns to Ben.
      p = play(
        cards,
        {
          ann: { hand: ['Annex'], battlefield: LANDS },
          ben: { hand: ['Naturalize'], battlefield: ['Forest', 'Forest', 'Forest'] },
        },
        [
          ...cast('Annex', { targets: ['1:Forest'] }),
          { player: 0, type: 'pass' },
          { player: 1, type: 'cast', card: 'Naturalize', targets: ['0:Annex'] },
          { player: 1, type: 'pass' },
          { player: 0, type: 'pass' },
        ],
      )
      expect(seat(p, 0).graveyard).toEqual(['Annex'])
      expect(onField(p, 0, 'Forest')).toBe(4)
      expect(onField(p, 1, 'Forest')).toBe(3)
    },
  },
}
