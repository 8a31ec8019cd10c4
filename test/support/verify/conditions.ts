// Behavioural checks of conditions (CR 603.4 intervening "if", 608.2c, 602.5b "activate only if"): each real card is
// played twice, once with the condition true (the effect happens) and once false (it doesn't).
import { expect } from 'vitest'
import {
  activate,
  cast,
  LANDS,
  manaPool,
  onField,
  PASS,
  permanent,
  play,
  seat,
  type Checks,
  type Played,
  TO_END_STEP,
} from './harness'

const refusedFirst = (p: Played) => expect(p.out.rejected?.[0]?.index, 'the first action is refused').toBe(0)
const GRAVEYARD = ['Forest', 'Island', 'Swamp', 'Plains', 'Mountain', 'Forest', 'Island']
/** Ann's main phase to her beginning of combat, the triggers there resolved. */
const TO_COMBAT = [{ type: 'passUntil', step: 'beginCombat' }, ...PASS]

export const CONDITION_CHECKS: Checks = {
  'condition:graveyard': {
    card: 'Thermal Blast',
    rule: 'CR 608.2c, 207.2c (threshold)',
    run() {
      const blast = (graveyard: string[]) =>
        play(
          ['Thermal Blast', 'Serra Angel'],
          { ann: { hand: ['Thermal Blast'], battlefield: LANDS, graveyard }, ben: { battlefield: ['Serra Angel'] } },
          cast('Thermal Blast', { targets: ['1:Serra Angel'] }),
        )
      // Seven cards in Ann's graveyard: 5 damage, the 4/4 Angel dies.
      expect(seat(blast(GRAVEYARD), 1).graveyard).toEqual(['Serra Angel'])
      // Six: 3 damage, it lives.
      const p = blast(GRAVEYARD.slice(1))
      expect(permanent(p, 1, 'Serra Angel').damage).toBe(3)
    },
  },
  'condition:controlsNone': {
    card: "Artificer's Epiphany",
    rule: 'CR 608.2c',
    run() {
      const epiphany = (battlefield: string[], then: unknown[] = []) =>
        play(
          ["Artificer's Epiphany", 'Ornithopter'],
          { ann: { hand: ["Artificer's Epiphany", 'Lightning Bolt'], battlefield } },
          [...cast("Artificer's Epiphany"), ...then],
        )
      // No artifact: two drawn, then a card discarded.
      let p = epiphany(LANDS, [{ player: 0, type: 'discard', cards: ['Lightning Bolt'] }])
      expect(seat(p, 0).hand.length).toBe(2)
      expect(seat(p, 0).graveyard.sort()).toEqual(["Artificer's Epiphany", 'Lightning Bolt'])
      // With an Ornithopter: two drawn, nothing discarded, nothing asked.
      p = epiphany([...LANDS, 'Ornithopter'])
      expect(seat(p, 0).hand.length).toBe(3)
      expect(p.state.pending).toEqual([])
    },
  },
  'condition:manaSpent': {
    card: 'Ribbons of Night',
    rule: 'CR 608.2c, 601.2h, 608.2h',
    run() {
      const ribbons = (lands: string[]) =>
        play(
          ['Ribbons of Night'],
          { ann: { hand: ['Ribbons of Night'], battlefield: lands }, ben: { battlefield: ['Hill Giant'] } },
          cast('Ribbons of Night', { targets: ['1:Hill Giant'] }),
        )
      // {U} spent (the Island is one of the five lands that pay {4}{B}): 4 damage, 4 life and a card.
      let p = ribbons(['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Island'])
      expect(seat(p, 1).graveyard).toEqual(['Hill Giant'])
      expect(seat(p, 0).life).toBe(24)
      expect(seat(p, 0).hand.length).toBe(1)
      // Five Swamps: no {U}, no card.
      p = ribbons(['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'])
      expect(seat(p, 0).life).toBe(24)
      expect(seat(p, 0).hand).toEqual([])
      // Adamant (Searing Barrage): three red spent, 3 more to the controller of the creature it killed, as last known.
      const barrage = (lands: string[]) =>
        play(
          ['Searing Barrage', 'Serra Angel'],
          { ann: { hand: ['Searing Barrage'], battlefield: lands }, ben: { battlefield: ['Serra Angel'] } },
          cast('Searing Barrage', { targets: ['1:Serra Angel'] }),
        )
      p = barrage(['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'])
      expect(seat(p, 1).graveyard).toEqual(['Serra Angel'])
      expect(seat(p, 1).life).toBe(17)
      p = barrage(['Mountain', 'Mountain', 'Forest', 'Forest', 'Forest'])
      expect(seat(p, 1).graveyard).toEqual(['Serra Angel'])
      expect(seat(p, 1).life).toBe(20)
    },
  },
  'condition:thisTurn.permanentLeft': {
    card: 'Decommission',
    rule: 'CR 608.2c (revolt)',
    run() {
      const decommission = (before: unknown[]) =>
        play(
          ['Decommission', 'Bottle Gnomes', 'Ornithopter'],
          {
            ann: { hand: ['Decommission'], battlefield: [...LANDS, 'Bottle Gnomes'] },
            ben: { battlefield: ['Ornithopter'] },
          },
          [...before, ...cast('Decommission', { targets: ['1:Ornithopter'] })],
        )
      // Ann's Bottle Gnomes left the battlefield this turn (3 life): revolt gives 3 more.
      let p = decommission(activate('Bottle Gnomes'))
      expect(seat(p, 1).graveyard).toEqual(['Ornithopter'])
      expect(seat(p, 0).life).toBe(26)
      // Nothing of Ann's left: the artifact destroyed, no life.
      p = decommission([])
      expect(seat(p, 1).graveyard).toEqual(['Ornithopter'])
      expect(seat(p, 0).life).toBe(20)
    },
  },
  'condition:thisTurn.youGainedLife': {
    card: 'Mortality Spear',
    rule: 'CR 601.2f, 118.7',
    run() {
      const spear = (before: unknown[]) =>
        play(
          ['Mortality Spear', 'Bottle Gnomes'],
          {
            ann: { hand: ['Mortality Spear'], battlefield: ['Swamp', 'Forest', 'Bottle Gnomes'] },
            ben: { battlefield: ['Grizzly Bears'] },
          },
          [...before, ...cast('Mortality Spear', { targets: ['1:Grizzly Bears'] })],
          true,
        )
      // Life gained this turn (the Gnomes): {2} less, so {B}{G} casts it.
      let p = spear(activate('Bottle Gnomes'))
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      // No life gained: {2}{B}{G} is more than two lands make.
      p = spear([])
      refusedFirst(p)
      expect(onField(p, 1, 'Grizzly Bears')).toBe(1)
    },
  },
  'condition:thisTurn.opponentLostLife': {
    card: 'Arrogant Outlaw',
    rule: 'CR 603.4',
    run() {
      const outlaw = (before: unknown[]) =>
        play(['Arrogant Outlaw'], { ann: { hand: ['Arrogant Outlaw', 'Lightning Bolt'], battlefield: LANDS } }, [
          ...before,
          ...cast('Arrogant Outlaw'),
          ...PASS,
        ])
      // Ben lost 3 to the Bolt this turn: the Outlaw drains 2 more.
      let p = outlaw(cast('Lightning Bolt', { targets: ['player:1'] }))
      expect(seat(p, 1).life).toBe(15)
      expect(seat(p, 0).life).toBe(22)
      // He lost none: no trigger.
      p = outlaw([])
      expect(seat(p, 1).life).toBe(20)
      expect(seat(p, 0).life).toBe(20)
      expect(p.out.stack).toEqual([])
    },
  },
  'condition:evolves': {
    card: 'Adaptive Snapjaw',
    rule: 'CR 702.100a, 603.4',
    run() {
      const snapjaw = (creature: string) =>
        play(
          ['Adaptive Snapjaw', creature],
          { ann: { hand: [creature], battlefield: [...LANDS, 'Adaptive Snapjaw'] } },
          [...cast(creature), ...PASS],
        )
      // A 3/3 has greater toughness than the 6/2: a +1/+1 counter.
      expect(permanent(snapjaw('Hill Giant'), 0, 'Adaptive Snapjaw').counters).toEqual({ '+1/+1': 1 })
      // A 2/2 has neither greater power nor toughness: none.
      expect(permanent(snapjaw('Grizzly Bears'), 0, 'Adaptive Snapjaw').counters ?? {}).toEqual({})
    },
  },
  'condition:differentPowers': {
    card: 'Dawnhart Wardens',
    rule: 'CR 603.4 (coven)',
    run() {
      const wardens = (others: string[]) =>
        play(['Dawnhart Wardens'], { ann: { battlefield: ['Dawnhart Wardens', ...others] } }, TO_COMBAT)
      // Powers 3, 2 and 1: three different, creatures get +1/+0.
      let p = wardens(['Grizzly Bears', 'Llanowar Elves'])
      expect(permanent(p, 0, 'Dawnhart Wardens').power).toBe(4)
      expect(permanent(p, 0, 'Grizzly Bears').power).toBe(3)
      // Powers 3, 2 and 2: only two different.
      p = wardens(['Grizzly Bears', 'Grizzly Bears'])
      expect(permanent(p, 0, 'Dawnhart Wardens').power).toBe(3)
    },
  },
  'condition:castFromHand': {
    card: 'Coal Stoker',
    rule: 'CR 603.4',
    run() {
      // Cast from the hand: {R}{R}{R}.
      let p = play(['Coal Stoker'], { ann: { hand: ['Coal Stoker'], battlefield: LANDS } }, [
        ...cast('Coal Stoker'),
        ...PASS,
      ])
      expect(manaPool(p, 0)).toBe('RRR')
      // Returned from the graveyard by Zombify: it entered, but wasn't cast from the hand.
      p = play(
        ['Coal Stoker', 'Zombify'],
        { ann: { hand: ['Zombify'], graveyard: ['Coal Stoker'], battlefield: LANDS } },
        [...cast('Zombify', { targets: ['0:Coal Stoker'] }), ...PASS],
      )
      expect(onField(p, 0, 'Coal Stoker')).toBe(1)
      expect(manaPool(p, 0)).toBe('')
    },
  },
  'condition:totalPower': {
    card: 'Atarka Beastbreaker',
    rule: 'CR 602.5b (formidable)',
    run() {
      const beastbreaker = (others: string[]) =>
        play(
          ['Atarka Beastbreaker'],
          { ann: { battlefield: [...LANDS, 'Atarka Beastbreaker', ...others] } },
          activate('Atarka Beastbreaker'),
          true,
        )
      // Total power 2 + 3 + 3 = 8: +4/+4.
      let p = beastbreaker(['Hill Giant', 'Hill Giant'])
      expect(p.out.rejected ?? []).toEqual([])
      expect(permanent(p, 0, 'Atarka Beastbreaker')).toMatchObject({ power: 6, toughness: 6 })
      // 2 + 3 = 5: it can't be activated.
      p = beastbreaker(['Hill Giant'])
      refusedFirst(p)
      expect(permanent(p, 0, 'Atarka Beastbreaker')).toMatchObject({ power: 2, toughness: 2 })
    },
  },
  'condition:dethrone': {
    card: 'Enraged Revolutionary',
    rule: 'CR 702.105a',
    run() {
      const attack = (benLife: number) =>
        play(
          ['Enraged Revolutionary'],
          { ann: { battlefield: [{ name: 'Enraged Revolutionary', sick: false }] }, ben: { life: benLife } },
          [
            { type: 'passUntil', step: 'declareAttackers' },
            { player: 0, type: 'declareAttackers', attackers: [{ card: 'Enraged Revolutionary', target: 'player:1' }] },
            ...PASS,
          ],
        )
      // Ben tied for the most life: a +1/+1 counter.
      expect(permanent(attack(20), 0, 'Enraged Revolutionary').counters).toEqual({ '+1/+1': 1 })
      // Ben has less than Ann: none.
      expect(permanent(attack(10), 0, 'Enraged Revolutionary').counters ?? {}).toEqual({})
    },
  },
  'condition:yourTurn': {
    card: 'Mesa Lynx',
    rule: 'CR 611.3a',
    run() {
      // Ann's turn: a 2/1.
      let p = play(['Mesa Lynx'], { ann: { battlefield: ['Mesa Lynx'] } })
      expect(permanent(p, 0, 'Mesa Lynx')).toMatchObject({ power: 2, toughness: 1 })
      // Ben's turn: +0/+2.
      p = play(['Mesa Lynx'], { active: 1, turn: 4, ann: { battlefield: ['Mesa Lynx'] } })
      expect(permanent(p, 0, 'Mesa Lynx')).toMatchObject({ power: 2, toughness: 3 })
    },
  },
  'condition:lifeAtMost': {
    card: 'Convalescence',
    rule: 'CR 603.4',
    run() {
      const upkeep = (life: number) =>
        play(['Convalescence'], { active: 1, turn: 4, step: 'end', ann: { life, battlefield: ['Convalescence'] } }, [
          { type: 'passUntil', step: 'upkeep', turn: 5 },
          ...PASS,
        ])
      // 10 life: 1 gained at Ann's upkeep.
      expect(seat(upkeep(10), 0).life).toBe(11)
      // 11 life: nothing.
      const p = upkeep(11)
      expect(seat(p, 0).life).toBe(11)
      expect(p.out.stack).toEqual([])
    },
  },
  'condition:training': {
    card: 'Gryff Rider',
    rule: 'CR 702.149a',
    run() {
      const attack = (other: string) =>
        play(
          ['Gryff Rider', other],
          {
            ann: {
              battlefield: [
                { name: 'Gryff Rider', sick: false },
                { name: other, sick: false },
              ],
            },
          },
          [
            { type: 'passUntil', step: 'declareAttackers' },
            {
              player: 0,
              type: 'declareAttackers',
              attackers: [
                { card: 'Gryff Rider', target: 'player:1' },
                { card: other, target: 'player:1' },
              ],
            },
            ...PASS,
          ],
        )
      // Attacking with a 3/3 (greater power than 2): a +1/+1 counter.
      expect(permanent(attack('Hill Giant'), 0, 'Gryff Rider').counters).toEqual({ '+1/+1': 1 })
      // With a 2/2: none.
      expect(permanent(attack('Grizzly Bears'), 0, 'Gryff Rider').counters ?? {}).toEqual({})
    },
  },
  'condition:castInMainPhase': {
    card: "Sphinx's Insight",
    rule: 'CR 608.2c (addendum)',
    run() {
      const insight = (step: string) =>
        play(
          ["Sphinx's Insight"],
          { step, ann: { hand: ["Sphinx's Insight"], battlefield: LANDS } },
          cast("Sphinx's Insight"),
        )
      // In Ann's main phase: two cards and 2 life.
      let p = insight('precombatMain')
      expect(seat(p, 0).hand.length).toBe(2)
      expect(seat(p, 0).life).toBe(22)
      // In her beginning of combat: two cards only.
      p = insight('beginCombat')
      expect(seat(p, 0).hand.length).toBe(2)
      expect(seat(p, 0).life).toBe(20)
    },
  },
  'condition:xAtLeast': {
    card: 'Subterranean Tremors',
    rule: 'CR 608.2c, 107.3',
    run() {
      const tremors = (x: number) =>
        play(
          ['Subterranean Tremors', 'Ornithopter'],
          {
            ann: { hand: ['Subterranean Tremors'], battlefield: LANDS },
            ben: { battlefield: ['Ornithopter', 'Hill Giant'] },
          },
          cast('Subterranean Tremors', { x }),
        )
      // X = 4: the Giant (no flying) takes 4 and dies; X is 4 or more, so all artifacts are destroyed too.
      let p = tremors(4)
      expect(seat(p, 1).graveyard.sort()).toEqual(['Hill Giant', 'Ornithopter'])
      // X = 3: the Giant dies, the flying Ornithopter stays.
      p = tremors(3)
      expect(seat(p, 1).graveyard).toEqual(['Hill Giant'])
      expect(onField(p, 1, 'Ornithopter')).toBe(1)
    },
  },
  'condition:sourceTapped': {
    card: 'Nim Abomination',
    rule: 'CR 603.4',
    run() {
      const endStep = (tapped: boolean) =>
        play(
          ['Nim Abomination'],
          {
            ann: {
              battlefield: [
                { name: 'Nim Abomination', tapped },
                { name: 'Grizzly Bears', sick: false },
              ],
            },
          },
          [...TO_END_STEP, ...PASS],
        )
      // Untapped at Ann's end step: she loses 3.
      expect(seat(endStep(false), 0).life).toBe(17)
      // Tapped: nothing.
      expect(seat(endStep(true), 0).life).toBe(20)
    },
  },
}
