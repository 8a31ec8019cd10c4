// Random legal Mental Magic games with the starter decks (resources/decks: mental-red-burn, mental-azorius-skies),
// every action chosen by the engine's random player through the variant's `enumerate` (cast as another card, Utopias,
// announcements). After every action: the engine's and the variant's invariants, and the rules' own:
// - ruling MM-2: marks only grow; every card cast (a spell on the stack) bears a marked name;
// - ruling MM-3 / MA-6: a card cast as another card has exactly that card's mana cost;
// - ruling MM-4: no player's view shows the card under another player's Utopia.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { starterDecks, starterPool } from '@shared/cards/starter'
import { parseDeckList } from '@shared/cards/decklist'
import type { CardDefinition } from '@shared/cards/model'
import { costKey } from '@shared/mana'
import {
  applyAction,
  checkInvariants,
  createGame,
  randomAction,
  replayChecked,
  Random,
  viewFor,
  type Action,
  type GameState,
} from '@shared/engine'
import { UTOPIA_DEF, markedNames } from '@shared/variants/mental'
import { unitOrLong } from '../../../support/long'

// The unit suite plays 4 games, `npm run test:long` all 12; the thresholds are per game played.
const N = unitOrLong(4, 12)

function decks(): { cards: Record<string, CardDefinition>; lists: string[][] } {
  const pool = starterPool()
  const cards: Record<string, CardDefinition> = {}
  const lists = starterDecks()
    .filter((d) => d.variant === 'mental')
    .map((d) =>
      parseDeckList(d.text).main.flatMap((e) => {
        const def = pool.byName(e.name)!
        cards[def.id] = def
        return Array<string>(e.count).fill(def.id)
      }),
    )
  return { cards, lists }
}

function newGame(seed: number): GameState {
  const { cards, lists } = decks()
  return createGame({
    variant: 'mental',
    seed,
    cards,
    players: [
      { name: 'Ann', deck: lists[seed % 2] },
      { name: 'Bob', deck: lists[(seed + 1) % 2] },
    ],
  })
}

function ruleProblems(before: GameState, s: GameState, checkViews: boolean): string[] {
  const problems: string[] = []
  const was = markedNames(before)
  const now = markedNames(s)
  if (was.some((n, i) => now[i] !== n)) problems.push(`marks changed: ${was.join(', ')} → ${now.join(', ')}`) // MM-2
  for (const item of s.stack) {
    if (item.kind !== 'spell') continue
    const obj = s.objects[item.id]
    const def = s.cards[obj.def]
    if (!now.includes(def.name)) problems.push(`${def.name} was cast but is not marked (MM-2)`)
    const physical = obj.extra?.physical as string | undefined
    if (physical && costKey(s.cards[physical].faces[0].manaCost) !== costKey(def.faces[0].manaCost)) {
      problems.push(`${s.cards[physical].name} was cast as ${def.name}, of another mana cost (MM-3, MA-6)`)
    }
  }
  if (checkViews) {
    for (const viewer of [0, 1]) {
      const utopias = s.battlefield.filter(
        (id) => s.objects[id].def === UTOPIA_DEF && s.objects[id].controller !== viewer,
      )
      if (!utopias.length) continue
      const view = viewFor(s, viewer)
      for (const id of utopias) {
        const secret = s.objects[id].extra!.physical as string
        const shownElsewhere = Object.values(view.objects).some(
          (o) => o.def === secret || (o.extra?.physical === secret && o.id !== id),
        )
        if (view.objects[id]?.extra?.physical !== undefined || (view.cards[secret] && !shownElsewhere)) {
          problems.push(`player ${viewer} can see the card under Utopia ${id} (MM-4)`)
        }
      }
    }
  }
  return problems
}

function play(
  seed: number,
  turnCap = 30,
): { state: GameState; log: Action[]; types: Record<string, number>; castAs: number; utopias: number } {
  let s = newGame(seed)
  const rng = Random.fromSeed(seed * 7919 + 3)
  const log: Action[] = []
  const types: Record<string, number> = {}
  let castAs = 0
  let utopias = 0
  while (s.phase !== 'ended' && s.turn <= turnCap && log.length < 4000) {
    // Now and then a card of the hand is put into the graveyard by hand (a discard effect): ruling MM-8.
    const holder = s.priority
    const a: Action | null =
      holder !== null && !s.pending.length && s.players[holder].zones.hand.length && rng.next() < 0.02
        ? { type: 'manual', player: holder, op: 'move', card: s.players[holder].zones.hand[0], to: 'graveyard' }
        : randomAction(s, rng, { passBias: 0.3 })
    if (!a) throw new Error(`seed ${seed}: nobody can act at ${s.step}`)
    const r = applyAction(s, a)
    if (!r.ok) throw new Error(`seed ${seed}: a legal action was rejected: ${JSON.stringify(a)}: ${r.reason}`)
    const problems = [...checkInvariants(r.state), ...ruleProblems(s, r.state, log.length % 5 === 0)]
    if (problems.length) throw new Error(`seed ${seed}, after ${JSON.stringify(a)}: ${problems.join('; ')}`)
    s = r.state
    log.push(a)
    types[a.type] = (types[a.type] ?? 0) + 1
    if (a.type === 'cast' && (a as { as?: string }).as) castAs++
    if (a.type === 'playLand' && (a as { faceDown?: boolean }).faceDown) utopias++
  }
  return { state: s, log, types, castAs, utopias }
}

describe('Mental Magic random games', () => {
  it(`${N} random games keep the invariants after every action and really use the variant`, () => {
    let castAs = 0
    let utopias = 0
    let announces = 0
    let ended = 0
    for (let seed = 1; seed <= N; seed++) {
      const game = play(seed)
      castAs += game.castAs
      utopias += game.utopias
      announces += game.types.announce ?? 0
      if (game.state.phase === 'ended') ended++
      expect(markedNames(game.state).length).toBeGreaterThan(0)
    }
    expect(castAs).toBeGreaterThan((N * 20) / 12)
    expect(utopias).toBeGreaterThan((N * 20) / 12)
    expect(announces).toBeGreaterThan(0)
    expect(ended).toBeGreaterThan(0)
  }, 180_000) // all twelve (npm run test:long): 59 s on a 2-core machine at load 20

  it('a random game replays action by action to the same state, and round-trips through JSON (saves)', () => {
    const { state, log } = play(77)
    const replayed = replayChecked(newGame(77), log)
    expect(replayed.ok ? replayed.state : replayed).toEqual(state)
    expect(JSON.parse(JSON.stringify(state))).toEqual(state)
  }, 30_000)
})
