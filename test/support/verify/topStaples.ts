// Behavioural checks of the templates added for the most-reprinted staples: multikicker, a kicker paid any number
// of times (Everflowing Chalice, CR 702.33c), and what counts the times it was paid (CR 702.33c-d); Power Sink's
// unpaid player tapping their lands (CR 118.12); Dragon Whelp's count of its own activations this turn (CR 602.1).
// "The owner of target permanent shuffles it into their library, then …" (Chaos Warp, Oblation; CR 701.20a).
// a search that puts the card into the graveyard (Entomb, CR 701.19); damage to each planeswalker (Magmaquake); "Spend only black mana on X" (Consume Spirit,
// CR 107.3); Whirling Dervish's "if ~ dealt damage to an opponent
// this turn" (CR 120.2, 603.4); Drain Life's life gained, capped by what the target had.
// Each plays a real card and asserts what the template's meaning
// gives, and its near miss.
import { expect } from 'vitest'
import { cast, manaPool, onField, PASS, permanent, play, seat, type Checks } from './harness'

const lands = (name: string, n: number) => Array.from({ length: n }, () => name)

export const TOP_STAPLE_CHECKS: Checks = {
  'cast:multikicker': {
    card: 'Everflowing Chalice',
    rule: 'CR 702.33c, 702.33d',
    run() {
      const chalice = (kick: Record<string, unknown>, n: number) =>
        play(
          ['Everflowing Chalice'],
          { ann: { hand: ['Everflowing Chalice'], battlefield: lands('Plains', n) } },
          [...cast('Everflowing Chalice', kick), { player: 0, type: 'activateMana', card: 'Everflowing Chalice' }],
          true,
        )
      // Kicked twice ({0} + {2}{2}): four of six lands tapped, two charge counters; it taps for {C}{C}.
      let p = chalice({ multikicker: 2 }, 6)
      expect(p.out.rejected ?? []).toEqual([])
      expect(permanent(p, 0, 'Everflowing Chalice').counters).toEqual({ charge: 2 })
      expect(seat(p, 0).battlefield.filter((b) => b.name === 'Plains' && b.tapped)).toHaveLength(4)
      expect(manaPool(p, 0)).toBe('CC')
      // `kicked: true` pays it once; unkicked, no counter.
      expect(permanent(chalice({ kicked: true }, 4), 0, 'Everflowing Chalice').counters).toEqual({ charge: 1 })
      expect(permanent(chalice({}, 4), 0, 'Everflowing Chalice').counters ?? {}).toEqual({})
      // Near miss: three lands can't pay it twice (the cast is refused, the Chalice stays in the hand).
      p = chalice({ multikicker: 2 }, 3)
      expect(p.out.rejected?.[0]?.index).toBe(0)
      expect(seat(p, 0).hand).toEqual(['Everflowing Chalice'])
    },
  },
  'amount:count.timesKicked': {
    card: 'Lightkeeper of Emeria',
    rule: 'CR 702.33c, 603.2',
    run() {
      const keeper = (multikicker: number) =>
        play(['Lightkeeper of Emeria'], { ann: { hand: ['Lightkeeper of Emeria'], battlefield: lands('Plains', 8) } }, [
          ...cast('Lightkeeper of Emeria', { multikicker }),
          ...PASS,
        ])
      // Kicked three times: its enters trigger gains 2 life for each, 6.
      expect(seat(keeper(3), 0).life).toBe(26)
      // Near miss: not kicked, the trigger gains nothing.
      expect(seat(keeper(0), 0).life).toBe(20)
      // A spell counts its own kicks (Spell Contortion: a card for each time it was kicked).
      const contortion = play(
        ['Spell Contortion'],
        {
          active: 1,
          turn: 4,
          ann: { hand: ['Spell Contortion'], battlefield: lands('Island', 7) },
          ben: { hand: ['Grizzly Bears'], battlefield: lands('Forest', 2) },
        },
        [
          { player: 1, type: 'cast', card: 'Grizzly Bears' },
          { player: 1, type: 'pass' },
          { player: 0, type: 'cast', card: 'Spell Contortion', targets: ['Grizzly Bears'], multikicker: 2 },
          ...PASS,
        ],
        true,
      )
      expect(contortion.out.rejected ?? []).toEqual([])
      expect(seat(contortion, 0).hand).toHaveLength(2)
      expect(seat(contortion, 1).graveyard).toContain('Grizzly Bears')
    },
  },
  'effect:counterSpell.tapsLands': {
    card: 'Power Sink',
    rule: 'CR 118.12, 106.4',
    run() {
      // Ben casts Grizzly Bears with two of his Forests; Ann answers with a counterspell ({X} = 2 unless said).
      const sink = (card: string, forests: number, answer?: string, x = 2, float = false) =>
        play(
          [card],
          {
            active: 1,
            turn: 4,
            ann: { hand: [card], battlefield: lands('Island', 5) },
            ben: { hand: ['Grizzly Bears'], battlefield: [...lands('Forest', forests), 'Llanowar Elves'] },
          },
          [
            { player: 1, type: 'cast', card: 'Grizzly Bears' },
            { player: 1, type: 'pass' },
            { player: 0, type: 'cast', card, targets: ['Grizzly Bears'], ...(card === 'Power Sink' ? { x } : {}) },
            { player: 0, type: 'pass' },
            ...(float ? [{ player: 1, type: 'activateMana', card: 'Llanowar Elves' }] : []),
            { player: 1, type: 'pass' },
            ...(answer ? [{ player: 1, type: 'choose', option: answer }] : []),
            { type: 'passUntil', step: 'postcombatMain' },
          ],
        )
      const tappedForests = (p: ReturnType<typeof play>) =>
        seat(p, 1).battlefield.filter((b) => b.name === 'Forest' && b.tapped).length
      // Declined: the Bears are countered and all four Forests are tapped; the Elves (not a land) stay untapped.
      let p = sink('Power Sink', 4, 'decline')
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(tappedForests(p)).toBe(4)
      expect(permanent(p, 1, 'Llanowar Elves').tapped).toBe(false)
      // Mana Ben made in answer (the Elves' {G}) is lost too.
      p = sink('Power Sink', 4, 'decline', 2, true)
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(p.log.join('\n')).toMatch(/Ben taps 2 lands and loses all unspent mana/)
      expect(manaPool(p, 1)).toBe('')
      // Unable to pay {3} (a Forest and the Elves left): not asked, countered, the last Forest tapped.
      p = sink('Power Sink', 3, undefined, 3)
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(tappedForests(p)).toBe(3)
      // Paid: the Bears resolve; only the two Forests paid with are tapped besides the two spent on the Bears.
      p = sink('Power Sink', 5, 'pay')
      expect(onField(p, 1, 'Grizzly Bears')).toBe(1)
      expect(tappedForests(p)).toBe(4)
      // Near miss: Mana Leak declined counters the Bears and taps nothing more.
      p = sink('Mana Leak', 5, 'decline')
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(tappedForests(p)).toBe(2)
    },
  },
  'effect:ownerShuffles': {
    card: 'Chaos Warp',
    rule: 'CR 701.20a, 701.16a, 110.4b',
    run() {
      const warp = (card: string, library: string[]) =>
        play(
          [card],
          {
            ann: { hand: [card], battlefield: [...lands('Mountain', 5), ...lands('Plains', 2)] },
            ben: { battlefield: ['Grizzly Bears'], library },
          },
          cast(card, { targets: ['Grizzly Bears'] }),
        )
      const revealed = (p: ReturnType<typeof play>) =>
        /Ben reveals (.+) from the top of their library/.exec(p.log.join('\n'))?.[1]
      // A library of lands: the Bears are shuffled in and the revealed top card (a permanent card) enters under Ben.
      let p = warp('Chaos Warp', lands('Forest', 5))
      const top = revealed(p)
      expect(['Forest', 'Grizzly Bears']).toContain(top)
      expect(seat(p, 1).battlefield.map((b) => b.name)).toEqual([top])
      expect(seat(p, 1).library).toBe(5)
      // Near miss: a library of instants: the revealed card isn't a permanent card and stays on top.
      p = warp('Chaos Warp', ['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt'])
      if (revealed(p) === 'Lightning Bolt') {
        expect(seat(p, 1).battlefield).toEqual([])
        expect(seat(p, 1).library).toBe(6)
      } else expect(onField(p, 1, 'Grizzly Bears')).toBe(1)
      expect(revealed(p)).toBeDefined()
      // Oblation: the owner shuffles it in, then draws two cards.
      p = warp('Oblation', lands('Forest', 5))
      expect(seat(p, 1).battlefield).toEqual([])
      expect(seat(p, 1).hand).toHaveLength(2)
      expect(seat(p, 1).library).toBe(4)
    },
  },
  'cast:xSpendOnly': {
    card: 'Consume Spirit',
    rule: 'CR 107.3, 601.2g',
    run() {
      const spirit = (battlefield: string[], x: number) =>
        play(
          ['Consume Spirit'],
          { ann: { hand: ['Consume Spirit'], battlefield } },
          cast('Consume Spirit', { targets: ['player:1'], x }),
          true,
        )
      // X = 2 with two Swamps for X and a Mountain and a Swamp for {1}{B}: 2 damage, 2 life.
      let p = spirit([...lands('Swamp', 3), 'Mountain'], 2)
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 1).life).toBe(18)
      expect(seat(p, 0).life).toBe(22)
      // Near miss: four lands, but only two Swamps: {1}{B} and X = 2 would need three black mana.
      p = spirit([...lands('Swamp', 2), 'Mountain', 'Mountain'], 2)
      expect(p.out.rejected?.[0]?.index).toBe(0)
      expect(seat(p, 1).life).toBe(20)
      // Soul Burn's "black and/or red": X paid with Mountains too.
      const burn = play(
        ['Soul Burn'],
        {
          ann: {
            hand: ['Soul Burn'],
            battlefield: [...lands('Swamp', 1), ...lands('Mountain', 2), ...lands('Plains', 2)],
          },
        },
        [{ player: 0, type: 'cast', card: 'Soul Burn', targets: ['player:1'], x: 2 }],
        true,
      )
      expect(burn.out.rejected ?? []).toEqual([])
    },
  },
  'amount:count.drained': {
    card: 'Drain Life',
    rule: 'CR 120.3, 608.2c',
    run() {
      const drain = (card: string, target: string, ben: Record<string, unknown> = {}) =>
        play([card], { ann: { hand: [card], battlefield: lands('Swamp', 6) }, ben }, [
          ...cast(card, { targets: [target], x: 3 }),
        ])
      // X = 3 at Ben (20 life): 3 damage, 3 life.
      let p = drain('Drain Life', 'player:1')
      expect(seat(p, 1).life).toBe(17)
      expect(seat(p, 0).life).toBe(23)
      // Ben at 2 life: the gain stops at the life he had.
      p = drain('Drain Life', 'player:1', { life: 2 })
      expect(seat(p, 0).life).toBe(22)
      // A 2/2: at most its toughness.
      p = drain('Drain Life', 'Grizzly Bears', { battlefield: ['Grizzly Bears'] })
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(seat(p, 0).life).toBe(22)
      // Near miss: Consume Spirit's "you gain X life" isn't capped.
      p = drain('Consume Spirit', 'Grizzly Bears', { battlefield: ['Grizzly Bears'] })
      expect(seat(p, 0).life).toBe(23)
    },
  },
  'effect:search.toGraveyard': {
    card: 'Entomb',
    rule: 'CR 701.19',
    run() {
      const tutor = (card: string, cards: string[]) =>
        play(
          [card],
          {
            ann: {
              hand: [card],
              battlefield: lands('Swamp', 4),
              library: ['Forest', 'Grizzly Bears', 'Island', 'Hill Giant', 'Llanowar Elves'],
            },
          },
          [...cast(card), { player: 0, type: 'choose', cards }],
        )
      // Entomb: the chosen card goes to the graveyard; the library is one card shorter.
      let p = tutor('Entomb', ['Grizzly Bears'])
      expect(seat(p, 0).graveyard).toContain('Grizzly Bears')
      expect(seat(p, 0).hand).toEqual([])
      expect(seat(p, 0).library).toBe(4)
      // Buried Alive: up to three creature cards.
      p = tutor('Buried Alive', ['Grizzly Bears', 'Hill Giant', 'Llanowar Elves'])
      expect(seat(p, 0).graveyard).toEqual(expect.arrayContaining(['Grizzly Bears', 'Hill Giant', 'Llanowar Elves']))
      expect(seat(p, 0).library).toBe(2)
      // Near miss: Demonic Tutor puts the card into the hand.
      p = tutor('Demonic Tutor', ['Grizzly Bears'])
      expect(seat(p, 0).hand).toEqual(['Grizzly Bears'])
      expect(seat(p, 0).graveyard).not.toContain('Grizzly Bears')
    },
  },
  'effect:damageEach.planeswalkers': {
    card: 'Magmaquake',
    rule: 'CR 120.3, 306.8',
    run() {
      const quake = (card: string) =>
        play(
          [card, 'Chandra, Torch of Defiance', 'Birds of Paradise'],
          {
            ann: { hand: [card], battlefield: lands('Mountain', 5) },
            ben: {
              battlefield: [
                'Grizzly Bears',
                'Birds of Paradise',
                { name: 'Chandra, Torch of Defiance', counters: { loyalty: 4 } },
              ],
            },
          },
          cast(card, card === 'Magmaquake' ? { x: 2 } : {}),
        )
      // X = 2: the Bears die, the flying Birds don't, Chandra loses 2 loyalty; no player is dealt damage.
      let p = quake('Magmaquake')
      expect(seat(p, 1).graveyard).toEqual(['Grizzly Bears'])
      expect(onField(p, 1, 'Birds of Paradise')).toBe(1)
      expect(permanent(p, 1, 'Chandra, Torch of Defiance').counters).toEqual({ loyalty: 2 })
      expect(seat(p, 1).life).toBe(20)
      // Near miss: Pyroclasm's "each creature" leaves the planeswalker alone.
      p = quake('Pyroclasm')
      expect(permanent(p, 1, 'Chandra, Torch of Defiance').counters).toEqual({ loyalty: 4 })
    },
  },
}
