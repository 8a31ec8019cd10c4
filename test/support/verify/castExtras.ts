// Behavioural checks of alternative and optional costs with something after (CR 118.9, 601.2b, 702): evoke and blitz
// ("if it was cast for …"), escape, miracle, flash for a price or with a sacrifice, buyback and flashback with costs
// other than mana, escalate, replicate, conspire and casualty. Each real card is cast both ways, or from the right zone
// and at the right cost, and what follows is asserted.
import { expect } from 'vitest'
import { activate, cast, onField, PASS, permanent, play, seat, type Checks, type Played } from './harness'

const tapped = (p: Played, i: number) => seat(p, i).battlefield.filter((b) => b.tapped).length
const lands = (name: string, n: number) => Array.from({ length: n }, () => name)

export const CAST_EXTRA_CHECKS: Checks = {
  'cast:alternative.evoke': {
    card: 'Mulldrifter',
    rule: 'CR 702.74a',
    run() {
      // Evoked for {2}{U} (three Islands; its mana cost is {4}{U}): two cards drawn, then it is sacrificed.
      let p = play(['Mulldrifter'], { ann: { hand: ['Mulldrifter'], battlefield: lands('Island', 3) } }, [
        ...cast('Mulldrifter', { alternative: 'evoke' }),
        { player: 0, type: 'choose', order: ['Mulldrifter', 'Mulldrifter'] },
        ...PASS,
        ...PASS,
      ])
      expect(seat(p, 0).graveyard).toEqual(['Mulldrifter'])
      expect(seat(p, 0).hand.length).toBe(2)
      expect(tapped(p, 0)).toBe(3)
      // Three Islands can't pay its mana cost.
      p = play(
        ['Mulldrifter'],
        { ann: { hand: ['Mulldrifter'], battlefield: lands('Island', 3) } },
        cast('Mulldrifter'),
        true,
      )
      expect(p.out.rejected?.[0]?.index).toBe(0)
    },
  },
  'cost:exileFromHand': {
    card: 'Fury',
    rule: 'CR 118.9, 702.74a',
    run() {
      // Evoked by exiling a red card from the hand (no mana): the Bolt exiled, Fury sacrificed, no land tapped.
      const fury = (hand: string[], exile?: string[]) =>
        play(
          ['Fury', 'Lava Axe'],
          { ann: { hand: ['Fury', ...hand], battlefield: lands('Mountain', 2) } },
          [
            { player: 0, type: 'cast', card: 'Fury', alternative: 'evoke', ...(exile ? { exile } : {}) },
            ...PASS,
            { player: 0, type: 'choose', order: ['Fury', 'Fury'] },
            // Its 4 damage divided among creatures and planeswalkers: Fury itself is the only one (CR 603.3d).
            { player: 0, type: 'choose', targets: ['0:Fury'] },
            ...PASS,
          ],
          true,
        )
      let p = fury(['Island', 'Lightning Bolt'], ['Lightning Bolt'])
      expect(seat(p, 0).exile).toEqual(['Lightning Bolt'])
      expect(seat(p, 0).graveyard).toEqual(['Fury'])
      expect(seat(p, 0).hand).toEqual(['Island'])
      expect(tapped(p, 0)).toBe(0)
      // Without a name, the least valuable red card; with no other red card, refused.
      p = fury(['Lava Axe', 'Lightning Bolt'])
      expect(seat(p, 0).exile).toEqual(['Lightning Bolt'])
      p = fury(['Island'])
      expect(p.out.rejected?.[0]?.reason).toMatch(/you need one other red card in your hand to exile/)
    },
  },
  'condition:castFor': {
    card: 'Ingot Chewer',
    rule: 'CR 702.74a, 603.4',
    run() {
      const chewer = (evoke: boolean) =>
        play(
          ['Ingot Chewer', 'Ornithopter'],
          { ann: { hand: ['Ingot Chewer'], battlefield: lands('Mountain', 5) }, ben: { battlefield: ['Ornithopter'] } },
          [
            ...cast('Ingot Chewer', evoke ? { alternative: 'evoke' } : {}),
            ...(evoke ? [{ player: 0, type: 'choose', order: ['Ingot Chewer', 'Ingot Chewer'] }] : []),
            { player: 0, type: 'choose', targets: ['1:Ornithopter'] },
            ...PASS,
            ...PASS,
          ],
          true,
        )
      // Cast for its evoke cost: the artifact destroyed and the Chewer sacrificed.
      let p = chewer(true)
      expect(seat(p, 1).graveyard).toEqual(['Ornithopter'])
      expect(seat(p, 0).graveyard).toEqual(['Ingot Chewer'])
      // Cast for its mana cost: the artifact destroyed, the Chewer stays.
      p = chewer(false)
      expect(seat(p, 1).graveyard).toEqual(['Ornithopter'])
      expect(onField(p, 0, 'Ingot Chewer')).toBe(1)
    },
  },
  'cast:alternative.blitz': {
    card: 'Girder Goons',
    rule: 'CR 702.152a',
    run() {
      const goons = (blitz: boolean) =>
        play(
          ['Girder Goons'],
          { ann: { hand: ['Girder Goons'], battlefield: lands('Swamp', 5) } },
          [
            ...cast('Girder Goons', blitz ? { alternative: 'blitz' } : {}),
            { type: 'passUntil', step: 'declareAttackers' },
            { player: 0, type: 'declareAttackers', attackers: [{ card: 'Girder Goons', target: 'player:1' }] },
            { type: 'passUntil', step: 'end' },
            ...PASS, // the blitz sacrifice
            { player: 0, type: 'choose', order: ['Girder Goons', 'Girder Goons'] },
            ...PASS,
            ...PASS,
          ],
          true,
        )
      // Blitzed for {3}{B}: haste (4 damage), sacrificed at the end step; it dies: a card and a tapped Rogue.
      let p = goons(true)
      expect(seat(p, 1).life).toBe(16)
      expect(seat(p, 0).graveyard).toEqual(['Girder Goons'])
      expect(seat(p, 0).hand.length).toBe(1)
      expect(seat(p, 0).battlefield.filter((b) => !['Swamp'].includes(b.name)).length).toBe(1)
      expect(tapped(p, 0)).toBeGreaterThanOrEqual(4)
      // Cast for its mana cost: no haste (the attack is refused), and it stays.
      p = goons(false)
      expect(p.out.rejected?.length).toBeGreaterThan(0)
      expect(seat(p, 1).life).toBe(20)
      expect(onField(p, 0, 'Girder Goons')).toBe(1)
      expect(seat(p, 0).hand).toEqual([])
    },
  },
  'cast:escape': {
    card: 'Fruit of Tizerus',
    rule: 'CR 702.138a',
    run() {
      const escape = (graveyard: string[]) =>
        play(
          ['Fruit of Tizerus'],
          { ann: { battlefield: lands('Swamp', 4), graveyard: ['Fruit of Tizerus', ...graveyard] } },
          cast('Fruit of Tizerus', { from: 'graveyard', targets: ['player:1'] }),
          true,
        )
      // From the graveyard for {3}{B} and three other cards exiled: Ben loses 2.
      let p = escape(['Island', 'Island', 'Island', 'Forest'])
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).life).toBe(18)
      expect(seat(p, 0).exile.length).toBe(3)
      expect(tapped(p, 0)).toBe(4)
      // Two other cards: it can't escape.
      p = escape(['Island', 'Island'])
      expect(p.out.rejected?.[0]?.index).toBe(0)
      expect(seat(p, 1).life).toBe(20)
    },
  },
  'cast:miracle': {
    card: 'Thunderous Wrath',
    rule: 'CR 702.94a',
    run() {
      // Drawn first in the draw step: cast for {R}, 5 damage.
      let p = play(
        ['Thunderous Wrath'],
        { step: 'upkeep', ann: { battlefield: ['Mountain'], library: ['Thunderous Wrath', 'Forest'] } },
        [...PASS, ...PASS, { player: 0, type: 'choose', option: 'yes', targets: ['player:1'] }, ...PASS],
      )
      expect(seat(p, 1).life).toBe(15)
      expect(seat(p, 0).graveyard).toEqual(['Thunderous Wrath'])
      // Drawn second this turn (Greed, after the draw step's Forest): no miracle, it stays in the hand.
      p = play(
        ['Thunderous Wrath', 'Greed'],
        {
          step: 'upkeep',
          ann: { battlefield: ['Mountain', 'Swamp', 'Greed'], library: ['Forest', 'Thunderous Wrath', 'Plains'] },
        },
        [{ type: 'passUntil', step: 'precombatMain' }, ...activate('Greed')],
      )
      expect(seat(p, 0).hand.sort()).toEqual(['Forest', 'Thunderous Wrath'])
      expect(p.out.stack).toEqual([])
      expect(seat(p, 1).life).toBe(20)
    },
  },
  'cast:flashSacrifice': {
    card: 'Parapet',
    rule: 'CR 601.3, 514.3',
    run() {
      const parapet = (step: string, then: unknown[]) =>
        play(['Parapet'], { step, ann: { hand: ['Parapet'], battlefield: ['Plains', 'Plains', 'Grizzly Bears'] } }, [
          ...cast('Parapet'),
          ...then,
        ])
      // Cast in Ann's beginning of combat (as though it had flash): +0/+1, then sacrificed at the cleanup.
      let p = parapet('beginCombat', [])
      expect(permanent(p, 0, 'Grizzly Bears').toughness).toBe(3)
      p = parapet('beginCombat', [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [] },
        { type: 'passUntil', step: 'upkeep', turn: 4 },
      ])
      expect(seat(p, 0).graveyard).toEqual(['Parapet'])
      // Cast in her main phase, when a sorcery could be: it stays.
      p = parapet('precombatMain', [
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [] },
        { type: 'passUntil', step: 'upkeep', turn: 4 },
      ])
      expect(onField(p, 0, 'Parapet')).toBe(1)
    },
  },
  'cast:flashFor': {
    card: 'Ghitu Fire',
    rule: 'CR 601.3, 307.1',
    run() {
      const fire = (kicked: boolean, n: number) =>
        play(
          ['Ghitu Fire'],
          { step: 'beginCombat', ann: { hand: ['Ghitu Fire'], battlefield: lands('Mountain', n) } },
          cast('Ghitu Fire', { x: 1, targets: ['player:1'], kicked }),
          true,
        )
      // {2} more ({1}{R} and {2} for X = 1): cast in the beginning of combat, 1 damage.
      let p = fire(true, 4)
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).life).toBe(19)
      expect(tapped(p, 0)).toBe(4)
      // Without paying more it is a sorcery; nor with too little mana for the {2} more.
      for (p of [fire(false, 4), fire(true, 3)]) {
        expect(p.out.rejected?.[0]?.index).toBe(0)
        expect(seat(p, 1).life).toBe(20)
      }
    },
  },
  'cast:buybackExtra': {
    card: 'Reaping the Rewards',
    rule: 'CR 702.27a',
    run() {
      const reap = (kicked: boolean) =>
        play(
          ['Reaping the Rewards'],
          { ann: { hand: ['Reaping the Rewards'], battlefield: ['Plains', 'Forest'] } },
          cast('Reaping the Rewards', { kicked }),
        )
      // Buyback paid by sacrificing a land: 2 life, back to the hand.
      let p = reap(true)
      expect(seat(p, 0).life).toBe(22)
      expect(seat(p, 0).hand).toEqual(['Reaping the Rewards'])
      expect(seat(p, 0).battlefield.length).toBe(1)
      // Not paid: to the graveyard, both lands kept.
      p = reap(false)
      expect(seat(p, 0).graveyard).toEqual(['Reaping the Rewards'])
      expect(seat(p, 0).battlefield.length).toBe(2)
    },
  },
  'cast:flashbackExtra': {
    card: 'Deep Analysis',
    rule: 'CR 702.34a, 119.4',
    run() {
      const analysis = (life: number) =>
        play(
          ['Deep Analysis'],
          { ann: { life, graveyard: ['Deep Analysis'], battlefield: ['Island', 'Island'] } },
          cast('Deep Analysis', { from: 'graveyard', targets: ['player:0'] }),
          true,
        )
      // From the graveyard for {1}{U} and 3 life: two cards, then exiled.
      let p = analysis(20)
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 0).life).toBe(17)
      expect(seat(p, 0).hand.length).toBe(2)
      expect(seat(p, 0).exile).toEqual(['Deep Analysis'])
      // With 2 life the 3 can't be paid.
      p = analysis(2)
      expect(p.out.rejected?.[0]?.index).toBe(0)
      expect(seat(p, 0).graveyard).toEqual(['Deep Analysis'])
      // Lava Dart's flashback sacrifices a Mountain: 1 damage, the Mountain gone; without one it can't be cast.
      const dart = (battlefield: string[]) =>
        play(
          ['Lava Dart'],
          { ann: { graveyard: ['Lava Dart'], battlefield } },
          cast('Lava Dart', { from: 'graveyard', targets: ['player:1'] }),
          true,
        )
      p = dart(['Mountain', 'Forest'])
      expect(seat(p, 1).life).toBe(19)
      expect(seat(p, 0).graveyard).toEqual(['Mountain'])
      expect(seat(p, 0).exile).toEqual(['Lava Dart'])
      p = dart(['Forest'])
      expect(p.out.rejected?.[0]?.reason).toMatch(/nothing to sacrifice for this cost \(CR 601\.2h\)$/)
    },
  },
  'cast:escalate': {
    card: 'Borrowed Malevolence',
    rule: 'CR 702.120a',
    run() {
      const borrowed = (n: number, modes: number[], targets: string[]) =>
        play(
          ['Borrowed Malevolence'],
          {
            ann: { hand: ['Borrowed Malevolence'], battlefield: [...lands('Swamp', n), 'Grizzly Bears'] },
            ben: { battlefield: ['Llanowar Elves'] },
          },
          cast('Borrowed Malevolence', { modes, targets }),
          true,
        )
      // Both modes for {B} and {2} more: the Bears +1/+1, the Elves -1/-1 (dead).
      let p = borrowed(3, [0, 1], ['0:Grizzly Bears', '1:Llanowar Elves'])
      expect(p.out.rejected ?? []).toEqual([])
      expect(permanent(p, 0, 'Grizzly Bears')).toMatchObject({ power: 3, toughness: 3 })
      expect(seat(p, 1).graveyard).toEqual(['Llanowar Elves'])
      expect(tapped(p, 0)).toBe(3)
      // Two Swamps can't pay for both; one mode costs {B} alone.
      p = borrowed(2, [0, 1], ['0:Grizzly Bears', '1:Llanowar Elves'])
      expect(p.out.rejected?.[0]?.index).toBe(0)
      p = borrowed(1, [1], ['1:Llanowar Elves'])
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).graveyard).toEqual(['Llanowar Elves'])
    },
  },
  'cast:replicate': {
    card: 'Pyromatics',
    rule: 'CR 702.56a',
    run() {
      const pyromatics = (replicate: number, n: number) =>
        play(
          ['Pyromatics'],
          { ann: { hand: ['Pyromatics'], battlefield: lands('Mountain', n) } },
          [...cast('Pyromatics', { targets: ['player:1'], replicate }), ...PASS, ...PASS],
          true,
        )
      // Replicated once ({1}{R} twice): two copies' worth, 1 damage twice.
      let p = pyromatics(1, 4)
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).life).toBe(18)
      // Five Mountains can't pay three times; unreplicated, 1 damage.
      p = pyromatics(2, 5)
      expect(p.out.rejected?.[0]?.index).toBe(0)
      expect(seat(pyromatics(0, 2), 1).life).toBe(19)
    },
  },
  'condition:replicated': {
    card: 'Train of Thought',
    rule: 'CR 702.56a, 603.4',
    run() {
      const train = (replicate: number) =>
        play(['Train of Thought'], { ann: { hand: ['Train of Thought'], battlefield: lands('Island', 6) } }, [
          ...cast('Train of Thought', { replicate }),
          ...PASS,
          ...PASS,
          ...PASS,
        ])
      // Replicate paid twice: the trigger copies it twice, three cards.
      const p = train(2)
      expect(seat(p, 0).hand.length).toBe(3)
      expect(p.out.stack).toEqual([])
      // Not paid: no trigger, one card.
      expect(seat(train(0), 0).hand.length).toBe(1)
    },
  },
  'cast:conspire': {
    card: 'Burn Trail',
    rule: 'CR 702.78a',
    run() {
      const trail = (creatures: string[]) =>
        play(
          ['Burn Trail', 'Raging Goblin'],
          { ann: { hand: ['Burn Trail'], battlefield: [...lands('Mountain', 4), ...creatures] } },
          [...cast('Burn Trail', { targets: ['player:1'], kicked: true }), ...PASS, ...PASS],
          true,
        )
      // Two red creatures tapped: copied, 3 damage twice.
      let p = trail(['Raging Goblin', 'Raging Goblin'])
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).life).toBe(14)
      expect(seat(p, 0).battlefield.filter((b) => b.name === 'Raging Goblin' && b.tapped).length).toBe(2)
      // A green Grizzly Bears shares no color with it: conspire can't be paid.
      p = trail(['Raging Goblin', 'Grizzly Bears'])
      expect(p.out.rejected?.[0]?.index).toBe(0)
      expect(seat(p, 1).life).toBe(20)
    },
  },
  'cast:casualty': {
    card: "Light 'Em Up",
    rule: 'CR 702.153a',
    run() {
      const lightEmUp = (sacrifice: string) =>
        play(
          ["Light 'Em Up", 'Hill Giant'],
          {
            ann: { hand: ["Light 'Em Up"], battlefield: ['Mountain', 'Mountain', 'Grizzly Bears', 'Llanowar Elves'] },
            ben: { battlefield: ['Hill Giant'] },
          },
          [
            ...cast("Light 'Em Up", { targets: ['1:Hill Giant'], kicked: true, sacrifice: [sacrifice] }),
            ...PASS,
            ...PASS,
          ],
          true,
        )
      // Grizzly Bears (power 2) sacrificed: copied, 2 + 2 damage kill the Giant.
      let p = lightEmUp('Grizzly Bears')
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 0).graveyard.sort()).toEqual(['Grizzly Bears', "Light 'Em Up"])
      expect(seat(p, 1).graveyard).toEqual(['Hill Giant'])
      // Llanowar Elves (power 1) can't pay casualty 2.
      p = lightEmUp('Llanowar Elves')
      expect(p.out.rejected?.[0]?.index).toBe(0)
      expect(onField(p, 0, 'Llanowar Elves')).toBe(1)
    },
  },
}
