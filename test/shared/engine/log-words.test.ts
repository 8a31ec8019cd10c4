// The log in plain English for every reader: the shapes that broke it ("You casts", "a a card", "Play a Island",
// "0 mulligan(s)", "planeswalker. targeting Ben", an object id, a field of JSON, "damage to you" on a shared
// screen) are mended at the source (engine/logWords.ts, applied by engine/logView.ts), and a revealed card is named
// (CR 701.16). Random games of every starter deck are read by every reader and scanned for those shapes.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { legalActions, linesFor, Random, record, startHistory } from '@shared/engine'
import type { Action, GameState, History } from '@shared/engine'
import { mendLine, plainVerb } from '@shared/engine/logWords'
import { starterDecks } from '@shared/cards/starter'
import { starterSelfGame } from '../../support/starterGame'

/** The shapes no log line may have. */
function badShapes(line: string, youPlays: boolean): string[] {
  const out: string[] = []
  if (/\b[Aa]n? (a|an) card\b/.test(line)) out.push('a doubled article')
  if (/\b[Aa] [AEIO][a-z]/.test(line)) out.push('"a" before a vowel')
  if (/\(s\)/.test(line)) out.push('"(s)"')
  if (/\. \(?targeting /.test(line)) out.push('". targeting"')
  if (/\bc\d+\b/.test(line)) out.push('an object id')
  if (/"\w+"\s*:/.test(line)) out.push('a JSON field')
  if (youPlays && /(^|[.;:] )You [a-z]+(?<!ss)s\b/.test(line) && !/^You (pass|cross|miss)\b/.test(line))
    out.push('"You" with a third-person verb')
  if (!youPlays && /\bdamage to you\b/.test(line)) out.push('"damage to you" on a shared screen')
  return out
}

describe('log wording (mended at the source)', () => {
  it('mends the named shapes', () => {
    expect(mendLine('Ann gets a a card (ruling MH-4)')).toBe('Ann gets a card (ruling MH-4)')
    expect(mendLine('Play a Island')).toBe('Play an Island')
    expect(mendLine('Ann casts a Unicorn')).toBe('Ann casts a Unicorn')
    expect(mendLine('Ann keeps 7 cards after 0 mulligan(s)')).toBe('Ann keeps 7 cards after 0 mulligans')
    expect(mendLine('1 card(s)')).toBe('1 card')
    expect(mendLine('Ann activates Chandra: deals 2 damage to any target or planeswalker. targeting Ben')).toBe(
      'Ann activates Chandra: deals 2 damage to any target or planeswalker, targeting Ben',
    )
    expect(plainVerb('passes')).toBe('pass')
    expect(plainVerb('casts')).toBe('cast')
    expect(plainVerb('has')).toBe('have')
    expect(plainVerb('tries')).toBe('try')
  })

  it('"You" (the practice modes’ player) takes the plain verb; a card’s "you" names its player on a shared screen', () => {
    const you = { players: [{ name: 'You' }, { name: 'Goldfish' }] } as unknown as GameState
    expect(mendLine('You casts Lightning Bolt', you)).toBe('You cast Lightning Bolt')
    expect(mendLine('You passes', you)).toBe('You pass')
    expect(mendLine('You wins the game', you)).toBe('You win the game')
    expect(mendLine('You has priority', you)).toBe('You have priority')
    const two = { players: [{ name: 'Ann' }, { name: 'Ben' }] } as unknown as GameState
    expect(mendLine('Adarkar Wastes deals 1 damage to you', two, 1)).toBe('Adarkar Wastes deals 1 damage to Ben')
  })
})

function playAndRead(deckIndex: number, seed: number, steps: number): { lines: number; problems: string[] } {
  const deck = starterDecks()[deckIndex]
  const youPlays = seed % 2 === 0 // the practice modes' "You" in every other game
  const names = youPlays ? ['You', 'Goldfish'] : ['Ann', 'Ben']
  let h: History = startHistory(starterSelfGame(deckIndex, seed, names))
  const rng = Random.fromSeed(seed)
  const problems: string[] = []
  let count = 0
  for (let step = 0; step < steps && h.state.phase !== 'ended'; step++) {
    const s = h.state
    const p = s.pending[0]?.player ?? s.priority
    if (p === null) break
    const legal = legalActions(s, p).filter((a) => a.type !== 'concede' && a.type !== 'manual')
    if (!legal.length) break
    const moves = legal.filter((a) => a.type !== 'pass')
    const pool: Action[] = moves.length && rng.int(10) < 7 ? moves : legal
    const r = record(h, pool[rng.int(pool.length)])
    if (!r.ok) break
    for (const reader of [0, 1, 'spectator'] as const)
      for (const line of linesFor(s, r.history.state, r.history.actions[h.cursor], r.lines, reader)) {
        count++
        for (const shape of badShapes(line, youPlays)) problems.push(`${deck.name}: ${shape} in «${line}»`)
      }
    h = r.history
  }
  return { lines: count, problems }
}

describe('the log of random games of every starter deck, read by every reader', () => {
  const decks = starterDecks()
  for (let i = 0; i < decks.length; i++) {
    it(`${decks[i].variant} — ${decks[i].name}: none of the broken shapes`, () => {
      let lines = 0
      const problems: string[] = []
      for (const seed of [3, 4]) {
        const r = playAndRead(i, seed, 400)
        lines += r.lines
        problems.push(...r.problems)
      }
      expect([...new Set(problems)].slice(0, 6)).toEqual([])
      expect(lines).toBeGreaterThan(50)
    })
  }
})
