import { describe, expect, it } from 'vitest'
import type { CardDefinition } from '../../../src-shared/cards/model'
import { cardFromAtomic } from '../../../src-shared/cards/mtgjson'
import {
  botPick,
  botStyle,
  buildDeck,
  cardWorth,
  colorWeights,
  commitment,
  emptyMemory,
  noteSignals,
  topColors,
  type PickContext,
} from '../../../src-shared/draft'
import { loadSet, setFiles } from './sets'

const set = loadSet(setFiles()[0])
const w = (d: CardDefinition) => cardWorth(d)
const mono = (c: string) => set.cards.filter((d) => !w(d).land && w(d).colors.length === 1 && w(d).colors[0] === c)
const byWorth = (ds: CardDefinition[]) => ds.slice().sort((a, b) => w(b).score - w(a).score)

/** A bot that has taken ten red and green cards: committed to R and G. */
function committed(round = 1): PickContext {
  const picked = [...byWorth(mono('R')).slice(4, 9), ...byWorth(mono('G')).slice(4, 9)]
  return { round, pickInRound: 3, packSize: 15, picked, style: botStyle(1, 0), memory: emptyMemory() }
}

describe('draft bots', () => {
  it('a bot committed to two colours takes the clearly best card in its colours', () => {
    const ctx = committed()
    expect(topColors(colorWeights(ctx)).sort()).toEqual(['G', 'R'])
    const reds = byWorth(mono('R'))
    const best = reds[0]
    const weak = reds.filter((d) => w(d).score <= w(best).score - 1.5).slice(0, 6)
    const offColour = [...mono('W'), ...mono('U')].filter((d) => w(d).score <= w(best).score).slice(0, 6)
    for (let rot = 0; rot < 5; rot++) {
      const pack = [...weak, ...offColour]
      pack.splice(rot * 2, 0, best)
      expect(pack[botPick(pack, ctx).index].name).toBe(best.name)
    }
  })

  it('a committed bot stays in its colours for a slightly better off-colour card, and leaves them for a far better one', () => {
    const ctx = committed()
    // An in-colour card, an off-colour one a little better, and one far better.
    const pairs = mono('G').flatMap((g) =>
      mono('U')
        .filter((u) => w(u).score > w(g).score && w(u).score <= w(g).score + 0.6)
        .map((u) => [g, u] as const),
    )
    const [inColour, slightly] = pairs[0]
    const far = byWorth([...mono('U'), ...mono('W'), ...mono('B')]).find((d) => w(d).score >= w(inColour).score + 2.5)!
    expect(far).toBeTruthy()
    expect(botPick([slightly, inColour], ctx).index).toBe(1)
    expect(botPick([far, inColour], ctx).index).toBe(0)
  })

  it('colour commitment firms up over pack 1 and is whole after it; an early pick goes to the best card', () => {
    const style = botStyle(1, 0)
    const at = (pickInRound: number, round = 0) => commitment({ round, pickInRound, packSize: 15, style })
    expect(at(0)).toBe(0)
    expect(at(5)).toBeGreaterThan(at(2))
    expect(at(3, 1)).toBe(1)
    // First pick: the best card of the pack, whatever its colour.
    const pack = byWorth(set.cards.filter((d) => !w(d).land)).slice(0, 12)
    const first = botPick(pack, { ...committed(0), pickInRound: 0, picked: [] })
    expect(w(pack[first.index]).score).toBeGreaterThanOrEqual(w(pack[0]).score - 0.35)
  })

  it('each bot has its own seeded style, the same for the same seed', () => {
    const styles = Array.from({ length: 8 }, (_, seat) => JSON.stringify(botStyle(42, seat)))
    expect(new Set(styles).size).toBe(8)
    expect(JSON.stringify(botStyle(42, 3))).toBe(styles[3])
  })

  it('signals: good cards of a colour still in late packs make the colour flow to the bot', () => {
    const blues = byWorth(mono('U')).slice(0, 6)
    let memory = emptyMemory()
    for (let pick = 4; pick < 9; pick++) memory = noteSignals(memory, blues, 0, pick)
    expect(memory.signals.U).toBeGreaterThan(0)
    expect(memory.signals.R).toBe(0)
    const ctx = { picked: [], style: botStyle(1, 0), memory }
    expect(topColors(colorWeights(ctx))).toContain('U')
  })

  it('card worth reads the compiled text: removal above a vanilla creature, evasion counted', () => {
    const card = (name: string, cost: string, type: string, text: string, pt?: [string, string]) =>
      cardFromAtomic(name, [
        {
          name,
          manaCost: cost,
          type,
          text,
          types: [type.split(' ')[0]],
          layout: 'normal',
          colors: [cost.slice(-2, -1)],
          manaValue: cost.length / 3,
          ...(pt ? { power: pt[0], toughness: pt[1] } : {}),
        },
      ])
    const bear = card('Test Bear', '{1}{G}', 'Creature — Bear', '', ['2', '2'])
    const bird = card('Test Bird', '{1}{W}', 'Creature — Bird', 'Flying', ['2', '2'])
    const shock = card('Test Shock', '{R}', 'Instant', 'Test Shock deals 2 damage to any target.')
    const murder = card('Test Murder', '{1}{B}{B}', 'Instant', 'Destroy target creature.')
    expect(w(bird).score).toBeGreaterThan(w(bear).score)
    expect(w(shock).removal && w(murder).removal).toBe(true)
    expect(w(shock).score).toBeGreaterThan(w(bear).score)
    expect(w(murder).score).toBeGreaterThan(w(shock).score)
    expect(w(bear).removal).toBe(false)
  })

  it('a bot deck: 40 cards, two colours, about 17 lands, a curve and creatures', () => {
    const pool = set.cards.filter((d) => !w(d).land).slice(0, 45)
    const deck = buildDeck(pool)
    const lands =
      Object.values(deck.basics).reduce((a, b) => a + b, 0) +
      deck.cards.filter((n) => set.cards.find((d) => d.name === n && w(d).land)).length
    expect(lands + deck.cards.length - (lands - Object.values(deck.basics).reduce((a, b) => a + b, 0))).toBe(40)
    expect(lands).toBeGreaterThanOrEqual(16)
    expect(lands).toBeLessThanOrEqual(24)
    expect(deck.colors).toHaveLength(2)
    const spells = deck.cards.map((n) => set.cards.find((d) => d.name === n)!).filter((d) => !w(d).land)
    for (const d of spells) expect(w(d).colors.every((c) => deck.colors.includes(c))).toBe(true)
    expect(spells.filter((d) => d.manaValue >= 6).length).toBeLessThanOrEqual(4)
    expect(deck.text.split('\n').reduce((a, l) => a + Number(l.split(' ')[0]), 0)).toBe(40)
  })
})
