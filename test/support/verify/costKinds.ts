// Behavioural checks of the other cost kinds (CR 118, 601.2h, 602.2b): tapping untapped permanents, discarding a card
// of a type or at random, paying energy, {Q}, returning the source, exiling the library's top, discarding the hand,
// and a spell's additional discard or life. Each plays a real card: the cost is paid (the resource changes) and the
// effect happens; without the resource the ability or spell can't be had.
import { expect } from 'vitest'
import { isCreature } from '../../../src-shared/engine/query'
import { activate, cast, LANDS, onField, PASS, permanent, play, seat, type Checks, type Played } from './harness'

/** Whether the permanent of this name is a creature now (CR 702.122a: a crewed Vehicle is). */
function isCreatureNamed(p: Played, name: string): boolean {
  const id = p.state.battlefield.find((x) => p.state.cards[p.state.objects[x].def].name === name)
  return !!id && isCreature(p.state, p.state.objects[id])
}

/** The first action was refused and nothing was paid. */
function refused(p: Played): void {
  expect(p.out.rejected?.[0]?.index, 'the first action is refused').toBe(0)
}

export const COST_KIND_CHECKS: Checks = {
  'cost:tapUntapped': {
    card: 'Azami, Lady of Scrolls',
    rule: 'CR 602.2b, 302.6',
    run() {
      const cards = ['Azami, Lady of Scrolls', 'Prodigal Sorcerer']
      // A summoning-sick Azami taps the other Wizard (no {T} in the cost, CR 302.6): one card drawn.
      let p = play(
        cards,
        { ann: { battlefield: [{ name: 'Azami, Lady of Scrolls', sick: true }, 'Prodigal Sorcerer'] } },
        activate('Azami, Lady of Scrolls'),
      )
      expect(seat(p, 0).hand.length).toBe(1)
      expect(permanent(p, 0, 'Prodigal Sorcerer').tapped).toBe(true)
      expect(permanent(p, 0, 'Azami, Lady of Scrolls').tapped).toBe(false)
      // Alone and sick, Azami may tap herself, a Wizard.
      p = play(
        cards,
        { ann: { battlefield: [{ name: 'Azami, Lady of Scrolls', sick: true }] } },
        activate('Azami, Lady of Scrolls'),
      )
      expect(seat(p, 0).hand.length).toBe(1)
      expect(permanent(p, 0, 'Azami, Lady of Scrolls').tapped).toBe(true)
      // No untapped Wizard (the Bears are no Wizard): refused, nothing drawn.
      p = play(
        cards,
        { ann: { battlefield: [{ name: 'Azami, Lady of Scrolls', tapped: true }, 'Grizzly Bears'] } },
        activate('Azami, Lady of Scrolls'),
        true,
      )
      refused(p)
      expect(seat(p, 0).hand).toEqual([])
      expect(permanent(p, 0, 'Grizzly Bears').tapped).toBe(false)
      expect(p.out.rejected?.[0]?.reason).toMatch(/you need 1 untapped wizard you control to tap/)
      // With {T} in the cost too (Hand of Justice), the source tapped for {T} isn't one of the three white creatures.
      const hand = (lions: number) =>
        play(
          ['Hand of Justice', 'Savannah Lions'],
          {
            ann: {
              battlefield: [...LANDS, { name: 'Hand of Justice', sick: false }, ...Array(lions).fill('Savannah Lions')],
            },
            ben: { battlefield: ['Hill Giant'] },
          },
          activate('Hand of Justice', 0, { targets: ['1:Hill Giant'] }),
          true,
        )
      p = hand(3)
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).graveyard).toEqual(['Hill Giant'])
      expect(seat(p, 0).battlefield.filter((b) => b.name === 'Savannah Lions' && b.tapped).length).toBe(3)
      p = hand(2)
      refused(p)
      expect(onField(p, 1, 'Hill Giant')).toBe(1)
    },
  },
  'cost:discardTyped': {
    card: 'Simian Brawler',
    rule: 'CR 602.2b, 701.8',
    run() {
      const brawler = (hand: string[], discard?: string[]) =>
        play(
          ['Simian Brawler'],
          { ann: { hand, battlefield: ['Simian Brawler'] } },
          activate('Simian Brawler', 0, discard ? { discard } : {}),
          true,
        )
      // A land card discarded: +1/+1.
      let p = brawler(['Lightning Bolt', 'Forest'], ['Forest'])
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 0).hand).toEqual(['Lightning Bolt'])
      expect(seat(p, 0).graveyard).toEqual(['Forest'])
      expect(permanent(p, 0, 'Simian Brawler')).toMatchObject({ power: 4, toughness: 4 })
      // A nonland card can't pay it, and with no land card in hand it can't be activated.
      for (p of [brawler(['Lightning Bolt', 'Forest'], ['Lightning Bolt']), brawler(['Lightning Bolt'])]) {
        refused(p)
        expect(seat(p, 0).graveyard).toEqual([])
        expect(permanent(p, 0, 'Simian Brawler')).toMatchObject({ power: 3, toughness: 3 })
      }
    },
  },
  'cost:discardRandom': {
    card: 'Frenetic Ogre',
    rule: 'CR 602.2b, 701.8a',
    run() {
      const ogre = (hand: string[]) =>
        play(
          ['Frenetic Ogre'],
          { ann: { hand, battlefield: ['Mountain', 'Frenetic Ogre'] } },
          activate('Frenetic Ogre'),
          true,
        )
      // One of the two cards, at random, is discarded: +3/+0.
      let p = ogre(['Forest', 'Island'])
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 0).hand.length).toBe(1)
      expect(seat(p, 0).graveyard.length).toBe(1)
      expect([...seat(p, 0).hand, ...seat(p, 0).graveyard].sort()).toEqual(['Forest', 'Island'])
      expect(permanent(p, 0, 'Frenetic Ogre')).toMatchObject({ power: 5, toughness: 3 })
      // An empty hand: it can't be activated.
      p = ogre([])
      refused(p)
      expect(permanent(p, 0, 'Frenetic Ogre')).toMatchObject({ power: 2, toughness: 3 })
    },
  },
  'cost:energy': {
    card: 'Longtusk Cub',
    rule: 'CR 602.2b, 107.14',
    run() {
      const cub = (energy: number) =>
        play(
          ['Longtusk Cub'],
          { ann: { counters: { energy }, battlefield: ['Longtusk Cub'] } },
          activate('Longtusk Cub'),
          true,
        )
      // {E}{E} paid from three: one left, a +1/+1 counter.
      let p = cub(3)
      expect(p.out.rejected ?? []).toEqual([])
      expect((seat(p, 0) as { energy?: number }).energy).toBe(1)
      expect(permanent(p, 0, 'Longtusk Cub').counters).toEqual({ '+1/+1': 1 })
      // One energy can't pay {E}{E}.
      p = cub(1)
      refused(p)
      expect((seat(p, 0) as { energy?: number }).energy).toBe(1)
      expect(permanent(p, 0, 'Longtusk Cub').counters ?? {}).toEqual({})
    },
  },
  'cost:untap': {
    card: 'Safehold Sentry',
    rule: 'CR 107.6, 602.2b',
    run() {
      const sentry = (o: Record<string, unknown>) =>
        play(
          ['Safehold Sentry'],
          { ann: { battlefield: [...LANDS, { name: 'Safehold Sentry', ...o }] } },
          activate('Safehold Sentry'),
          true,
        )
      // Tapped: {Q} untaps it, and it gets +0/+2.
      let p = sentry({ tapped: true, sick: false })
      expect(p.out.rejected ?? []).toEqual([])
      expect(permanent(p, 0, 'Safehold Sentry')).toMatchObject({ tapped: false, power: 2, toughness: 4 })
      // Untapped, or tapped but summoning sick (CR 302.6): it can't be activated.
      for (const o of [
        { tapped: false, sick: false },
        { tapped: true, sick: true },
      ]) {
        p = sentry(o)
        refused(p)
        expect(permanent(p, 0, 'Safehold Sentry')).toMatchObject({ tapped: o.tapped, toughness: 2 })
      }
    },
  },
  'cost:returnSelf': {
    card: 'Attunement',
    rule: 'CR 602.2b, 608.2h',
    run() {
      const library = ['Forest', 'Island', 'Swamp', 'Plains', 'Mountain']
      const p = play(['Attunement'], { ann: { hand: ['Lightning Bolt'], battlefield: ['Attunement'], library } }, [
        ...activate('Attunement'),
        { player: 0, type: 'discard', cards: ['Lightning Bolt', 'Forest', 'Island', 'Swamp'] },
      ])
      // Returned to the hand as the cost; three drawn; four discarded (the Attunement kept).
      expect(seat(p, 0).battlefield).toEqual([])
      expect(seat(p, 0).hand).toEqual(['Attunement'])
      expect(seat(p, 0).graveyard.sort()).toEqual(['Forest', 'Island', 'Lightning Bolt', 'Swamp'])
      expect(seat(p, 0).library).toBe(2)
      // An Aura returned as the cost still knows what it enchanted (CR 608.2h): Krasis Incubation's two counters
      // go on the Bears it was on.
      const incubation = play(
        ['Krasis Incubation'],
        {
          ann: {
            battlefield: [...LANDS, 'Grizzly Bears', { name: 'Krasis Incubation', attachedTo: '0:Grizzly Bears' }],
          },
        },
        activate('Krasis Incubation'),
      )
      expect(seat(incubation, 0).hand).toEqual(['Krasis Incubation'])
      expect(permanent(incubation, 0, 'Grizzly Bears').counters).toEqual({ '+1/+1': 2 })
    },
  },
  'cost:exileTop': {
    card: 'Royal Herbalist',
    rule: 'CR 602.2b, 406.3',
    run() {
      const herbalist = (library: string[]) =>
        play(
          ['Royal Herbalist'],
          { ann: { battlefield: [...LANDS, 'Royal Herbalist'], library } },
          activate('Royal Herbalist'),
          true,
        )
      // The top card exiled: 1 life.
      let p = herbalist(['Lightning Bolt', 'Forest'])
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 0).exile).toEqual(['Lightning Bolt'])
      expect(seat(p, 0).library).toBe(1)
      expect(seat(p, 0).life).toBe(21)
      // An empty library: it can't be activated.
      p = herbalist([])
      refused(p)
      expect(seat(p, 0).life).toBe(20)
    },
  },
  'cost:discardHand': {
    card: 'Slate of Ancestry',
    rule: 'CR 602.2b, 701.8',
    run() {
      const p = play(
        ['Slate of Ancestry'],
        {
          ann: {
            hand: ['Lightning Bolt', 'Forest'],
            battlefield: [...LANDS, 'Slate of Ancestry', 'Grizzly Bears', 'Grizzly Bears'],
          },
        },
        activate('Slate of Ancestry'),
      )
      // The whole hand discarded, then a card for each of the two creatures.
      expect(seat(p, 0).graveyard.sort()).toEqual(['Forest', 'Lightning Bolt'])
      expect(seat(p, 0).hand.length).toBe(2)
      expect(permanent(p, 0, 'Slate of Ancestry').tapped).toBe(true)
    },
  },
  'cost:additional.discard': {
    card: 'Thrill of Possibility',
    rule: 'CR 601.2b, 601.2h',
    run() {
      // A card discarded as the spell is cast; two drawn.
      let p = play(
        ['Thrill of Possibility'],
        { ann: { hand: ['Thrill of Possibility', 'Lightning Bolt', 'Forest'], battlefield: LANDS } },
        cast('Thrill of Possibility', { discard: ['Lightning Bolt'] }),
      )
      expect(seat(p, 0).graveyard.sort()).toEqual(['Lightning Bolt', 'Thrill of Possibility'])
      expect(seat(p, 0).hand.length).toBe(3)
      // No other card in hand: it can't be cast.
      p = play(
        ['Thrill of Possibility'],
        { ann: { hand: ['Thrill of Possibility'], battlefield: LANDS } },
        cast('Thrill of Possibility'),
        true,
      )
      refused(p)
      expect(seat(p, 0).hand).toEqual(['Thrill of Possibility'])
    },
  },
  'cost:additional.life': {
    card: 'Withering Boon',
    rule: 'CR 601.2b, 119.4',
    run() {
      const boon = (life: number) =>
        play(
          ['Withering Boon'],
          {
            active: 1,
            turn: 4,
            ann: { life, hand: ['Withering Boon'], battlefield: LANDS },
            ben: { hand: ['Grizzly Bears'], battlefield: LANDS },
          },
          [
            { player: 1, type: 'cast', card: 'Grizzly Bears' },
            { player: 1, type: 'pass' },
            { player: 0, type: 'cast', card: 'Withering Boon', targets: ['1:Grizzly Bears'] },
            { player: 0, type: 'pass' },
            { player: 1, type: 'pass' },
          ],
          true,
        )
      // 3 life paid, the creature spell countered.
      let p = boon(20)
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 0).life).toBe(17)
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      // With 2 life, 3 can't be paid (CR 119.4): refused.
      p = boon(2)
      expect(p.out.rejected?.length).toBe(1)
      expect(seat(p, 0).life).toBe(2)
      expect(seat(p, 0).hand).toEqual(['Withering Boon'])
    },
  },
  'cost:crew': {
    card: 'Sleek Schooner',
    rule: 'CR 702.122a',
    run() {
      const schooner = (crew: Record<string, unknown>) =>
        play(['Sleek Schooner'], { ann: { battlefield: ['Sleek Schooner', crew] } }, activate('Sleek Schooner'), true)
      // A summoning-sick 2/2 crews it (no {T} symbol, CR 302.6): tapped, and the Vehicle is a creature.
      let p = schooner({ name: 'Grizzly Bears', sick: true })
      expect(p.out.rejected ?? []).toEqual([])
      expect(permanent(p, 0, 'Grizzly Bears').tapped).toBe(true)
      expect(isCreatureNamed(p, 'Sleek Schooner')).toBe(true)
      // Only a tapped creature: it can't be crewed, and stays a noncreature artifact.
      p = schooner({ name: 'Grizzly Bears', tapped: true })
      refused(p)
      expect(isCreatureNamed(p, 'Sleek Schooner')).toBe(false)
    },
  },
  'cost:returnAttacker': {
    card: 'Ninja of the New Moon',
    rule: 'CR 702.49a',
    run() {
      const ninjutsu = (blocked: boolean) =>
        play(
          ['Ninja of the New Moon', 'Hill Giant'],
          {
            step: 'declareAttackers',
            ann: { hand: ['Ninja of the New Moon'], battlefield: [...LANDS, { name: 'Grizzly Bears', sick: false }] },
            ben: { battlefield: blocked ? [{ name: 'Hill Giant', sick: false }] : [] },
          },
          [
            { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
            { type: 'passUntil', step: 'declareBlockers' },
            ...(blocked
              ? [{ player: 1, type: 'declareBlockers', blockers: [{ card: 'Hill Giant', blocks: 'Grizzly Bears' }] }]
              : []),
            { player: 0, type: 'activate', card: 'Ninja of the New Moon', from: 'hand', ability: 0 },
            ...PASS,
            { type: 'passUntil', step: 'endCombat' },
          ],
          true,
        )
      // The unblocked Bears return to the hand; the 6/3 Ninja attacks in their place.
      let p = ninjutsu(false)
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 0).hand).toEqual(['Grizzly Bears'])
      expect(permanent(p, 0, 'Ninja of the New Moon').tapped).toBe(true)
      expect(seat(p, 1).life).toBe(14)
      // A blocked attacker can't be returned: refused, the Ninja stays in the hand.
      p = ninjutsu(true)
      expect(p.out.rejected?.length).toBe(1)
      expect(seat(p, 0).hand).toEqual(['Ninja of the New Moon'])
    },
  },
}
