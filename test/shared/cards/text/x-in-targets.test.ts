// "Target … with mana value X" and "search … for a card with mana value X or less": X is announced before targets are
// chosen (CR 601.2b, 601.2c), so the targets are legal against it, and the offered actions carry each target's X.
import { describe, expect, it } from 'vitest'
import type { CastAction, GameState } from '../../../../src-shared/engine/types'
import { LANDS, cast, onField, play, seat } from '../../../support/verify/harness'
import { scanLines } from '../../../support/shapeScan'
import { realCard } from '../../../support/realCards'
import { explainCard, legalActions } from '../../../../src-shared/engine'

const nameOf = (s: GameState, id: string) => s.cards[s.objects[id].def].name

describe('X in target legality', () => {
  it("CR 202.3e, 601.2c: Spell Blast counters a Fireball cast with X = 3 only when its own X is 4 (the spell's X counts on the stack)", () => {
    const board = {
      active: 1,
      turn: 4,
      ann: { hand: ['Spell Blast'], battlefield: LANDS },
      ben: { hand: ['Fireball'], battlefield: LANDS },
    }
    const blast = (x: number, ok = true) =>
      play(
        ['Spell Blast', 'Fireball'],
        board,
        [
          { player: 1, type: 'cast', card: 'Fireball', x: 3, targets: ['player:0'] },
          { player: 1, type: 'pass' },
          { player: 0, type: 'cast', card: 'Spell Blast', x, targets: ['1:Fireball'] },
          { player: 0, type: 'pass' },
          { player: 1, type: 'pass' },
        ],
        !ok,
      )
    let p = blast(4)
    expect(seat(p, 1).graveyard).toEqual(['Fireball'])
    expect(seat(p, 0).life).toBe(20) // countered: no damage
    // Mana value 1 (Fireball's printed {X}{R}) is not its mana value on the stack: refused, and Ann takes 3.
    p = blast(1, false)
    expect(p.out.rejected?.length).toBe(1)
    expect(seat(p, 0).life).toBe(17)
  })

  it('CR 601.2c: Stir the Grave returns a creature card with mana value X or less, not one above X', () => {
    const board = { ann: { hand: ['Stir the Grave'], battlefield: LANDS, graveyard: ['Serra Angel', 'Grizzly Bears'] } }
    let p = play(
      ['Stir the Grave', 'Serra Angel'],
      board,
      cast('Stir the Grave', { x: 3, targets: ['0:Grizzly Bears'] }),
    )
    expect(onField(p, 0, 'Grizzly Bears')).toBe(1)
    p = play(
      ['Stir the Grave', 'Serra Angel'],
      board,
      cast('Stir the Grave', { x: 3, targets: ['0:Serra Angel'] }),
      true,
    )
    expect(p.out.rejected?.length).toBe(1)
    expect(onField(p, 0, 'Serra Angel')).toBe(0)
  })

  it('CR 601.2b, 601.2c: the legal actions offer Disembowel on each creature with X its mana value, and no other pairing', () => {
    const p = play(['Disembowel', 'Serra Angel', 'Memnite'], {
      ann: { hand: ['Disembowel'], battlefield: LANDS },
      ben: { battlefield: ['Grizzly Bears', 'Serra Angel', 'Memnite'] },
    })
    const casts = legalActions(p.state, 0)
      .filter((a) => a.type === 'cast')
      .map((a) => a as CastAction)
      .filter((a) => nameOf(p.state, a.card) === 'Disembowel')
    const pairs = casts.map((a) => `${a.x}:${nameOf(p.state, (a.targets![0] as { card: string }).card)}`).sort()
    expect(pairs).toEqual(expect.arrayContaining(['0:Memnite', '2:Grizzly Bears', '5:Serra Angel']))
    const mv: Record<string, number> = { Memnite: 0, 'Grizzly Bears': 2, 'Serra Angel': 5 }
    for (const pair of pairs) expect(Number(pair.split(':')[0]), pair).toBe(mv[pair.slice(pair.indexOf(':') + 1)])
  })

  it('CR 107.3, 701.19: Chord of Calling finds a creature card with mana value X or less, and nothing above X', () => {
    const library = ['Island', 'Serra Angel', 'Grizzly Bears', 'Island']
    const board = { ann: { hand: ['Chord of Calling'], battlefield: LANDS, library } }
    const chord = (x: number, card: string) =>
      play(
        ['Chord of Calling', 'Serra Angel'],
        board,
        [...cast('Chord of Calling', { x }), { player: 0, type: 'choose', cards: [card] }],
        true,
      )
    expect(onField(chord(3, 'Grizzly Bears'), 0, 'Grizzly Bears')).toBe(1)
    expect(onField(chord(3, 'Serra Angel'), 0, 'Serra Angel')).toBe(0)
    expect(onField(chord(5, 'Serra Angel'), 0, 'Serra Angel')).toBe(1)
  })
})

describe('"X target …": as many targets as X', () => {
  it('CR 601.2b, 601.2c: the legal actions offer Word of Binding with X the count of its targets, and X = 0 with none', () => {
    const p = play(['Word of Binding', 'Serra Angel'], {
      ann: { hand: ['Word of Binding'], battlefield: LANDS },
      ben: { battlefield: ['Grizzly Bears', 'Serra Angel'] },
    })
    const casts = legalActions(p.state, 0)
      .filter((a) => a.type === 'cast')
      .map((a) => a as CastAction)
      .filter((a) => nameOf(p.state, a.card) === 'Word of Binding')
    expect(casts.length).toBeGreaterThan(2)
    for (const a of casts) expect(a.x, JSON.stringify(a)).toBe((a.targets ?? []).length)
    expect(casts.map((a) => a.x)).toEqual(expect.arrayContaining([0, 1, 2]))
  })

  it('CR 601.2b: an "X target" spell whose X isn\'t in its mana cost (an additional cost "sacrifice X creatures", "discard X cards") stays by hand', () => {
    for (const name of ['Eliminate the Competition', 'Nostalgic Dreams', 'Turbulent Dreams', 'Vengeful Dreams'])
      expect(explainCard(realCard(name)).automated, name).toBe(false)
  })

  it('CR 601.2c: every "X target …" line is run only on a spell, with its template; abilities\' X stays by hand', () => {
    const lines = scanLines(/(?<!up to )\bx target\b/i)
    const run = lines.filter((l) => l.automated)
    expect(run.filter((l) => !l.templates.has('target:xCount')).map((l) => l.name)).toEqual([])
    expect(run.map((l) => l.name)).toEqual(expect.arrayContaining(['Word of Binding', 'Thrive', 'Dregs of Sorrow']))
    for (const l of run) expect(l.text, l.name).not.toMatch(/^\{|^\[|:/)
    const byHand = Object.fromEntries(lines.filter((l) => !l.automated).map((l) => [l.name, l.reason]))
    for (const name of ['Candelabra of Tawnos', 'Alexi, Zephyr Mage', "Mishra's Helix"])
      expect(byHand[name], name).toBeDefined()
  }, 120_000)
})
