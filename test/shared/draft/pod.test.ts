import { describe, expect, it } from 'vitest'
import { CardPool } from '../../../src-shared/cards/pool'
import { starterPool } from '../../../src-shared/cards/starter'
import { checkDeck } from '../../../src-shared/cards/deckRules'
import { parseDeckList } from '../../../src-shared/cards/decklist'
import { matchDeck } from '../../../src-shared/computer/decks'
import { playGame } from '../../../src-shared/computer/match'
import '../../../src-shared/variants'
import {
  createPod,
  currentPack,
  limitedRules,
  openPodPacks,
  pick,
  readCube,
  runBotPod,
  runBots,
  seatPeople,
  lookupOf,
  draftSave,
  readDraftSave,
  type DraftRun,
  type DraftSource,
} from '../../../src-shared/draft'
import { loadSet, setFiles } from './sets'

/** A pool for resolving a draft's decks: its cards and the bundled basic lands. */
function poolOf(run: DraftRun, source: DraftSource): CardPool {
  const pool = new CardPool('set' in source ? source.set.cards : source.cube.cards)
  for (const c of starterPool().all()) if (!pool.has(c.name)) pool.add(c)
  return pool
}

/** A cube list of the set's cards: every nonland card once, commons again until there are 360. */
function cubeOf(file: string): DraftSource {
  const set = loadSet(file)
  const spells = set.cards.filter((c) => !c.faces[0].types.includes('Land'))
  const names = spells.map((c) => c.name)
  for (let i = 0; names.length < 360; i++) names.push(spells[i % spells.length].name)
  return { cube: readCube(names.map((n) => `1 ${n}`).join('\n'), new CardPool(set.cards)), name: set.code }
}

const multiset = (names: string[]) => {
  const m = new Map<string, number>()
  for (const n of names) m.set(n, (m.get(n) ?? 0) + 1)
  return [...m].sort((a, b) => a[0].localeCompare(b[0]))
}

describe('a pod of 8 bots in every format, for each set of the shared data', () => {
  const files = setFiles()
  const formats = ['draft', 'sealed', 'cube'] as const
  files.forEach((file, fi) => {
    for (const [k, format] of formats.entries()) {
      const name = file.split('/').pop()!
      it(`${name} ${format}: every card picked once, pools complete, every bot deck legal and played to the end`, () => {
        const source = format === 'cube' ? cubeOf(file) : { set: loadSet(file) }
        const run = runBotPod(source, format === 'sealed' ? 'sealed' : 'draft', 8, 20 + k)
        const { state } = run
        expect(state.done).toBe(true)
        const opened = state.opened.flat(2).map((c) => c.name)
        const pooled = state.pools.flat().map((c) => c.name)
        expect(multiset(pooled)).toEqual(multiset(opened))
        for (let seat = 0; seat < 8; seat++) {
          const size = state.opened[seat].flat().length
          if (format === 'sealed') {
            expect(state.opened[seat]).toHaveLength(6)
            expect(state.picks[seat]).toEqual([])
            expect(state.pools[seat]).toHaveLength(size)
          } else {
            expect(state.opened[seat]).toHaveLength(3)
            expect(state.picks[seat].map((p) => p.card)).toEqual(state.pools[seat].map((c) => c.name))
            // Pick numbers run 1.. in each of the 3 packs.
            for (const pack of [1, 2, 3]) {
              const picks = state.picks[seat].filter((p) => p.pack === pack).map((p) => p.pick)
              expect(picks).toEqual(picks.map((_, i) => i + 1))
            }
          }
          if (format === 'cube') expect(state.opened[seat].every((p) => p.length === 15)).toBe(true)
        }
        if (format !== 'sealed') expect(state.picks.flat()).toHaveLength(opened.length)
        const pool = poolOf(run, source)
        run.decks.forEach((deck, seat) => {
          const rules = limitedRules(state.pools[seat].map((c) => c.name))
          const result = checkDeck(rules, parseDeckList(deck.text), pool)
          expect(result.problems, `seat ${seat}: ${deck.text}`).toEqual([])
          expect(deck.colors).toHaveLength(2)
          const spells = deck.cards.filter((n) => !pool.byName(n)!.faces[0].types.includes('Land'))
          expect(spells.length, deck.text).toBeGreaterThanOrEqual(18)
        })
        // Every bot deck is played to the end by the computer (Normal against Normal, seats in pairs), the engine's
        // invariants checked after every action.
        for (let pair = 0; pair < 4; pair++) {
          const decks = [0, 1].map((s) => [matchDeck(run.decks[pair * 2 + s].text, pool, `seat ${pair * 2 + s}`)])
          const r = playGame(
            { variant: 'normal', seats: ['normal', 'normal'], decks, seed: 5 + fi, invariants: true },
            pair,
          )
          expect(r.winner, `seats ${pair * 2} and ${pair * 2 + 1}: unfinished after ${r.turns} turns`).not.toBeNull()
        }
      }, 600_000)
    }
  })
})

describe('pods with people', () => {
  it('people are seated apart: 2 of 8 opposite, 3 of 8 spread, 4 of 8 every other seat', () => {
    expect(seatPeople(8, 2)).toEqual(['person', 'bot', 'bot', 'bot', 'person', 'bot', 'bot', 'bot'])
    expect(
      seatPeople(8, 4)
        .map((k) => k[0])
        .join(''),
    ).toBe('pbpbpbpb')
    expect(seatPeople(8, 3).filter((k) => k === 'person')).toHaveLength(3)
    expect(
      seatPeople(6, 2, false)
        .map((k) => k[0])
        .join(''),
    ).toBe('ppbbbb')
  })

  it('bots wait for a person; packs pass left, right, left; the same picks give the same draft', () => {
    const set = loadSet(setFiles()[0])
    const lookup = lookupOf(set.cards)
    const kinds = seatPeople(4, 1)
    const make = () =>
      runBots(
        createPod({
          format: 'draft',
          set: set.code,
          seed: 9,
          seats: kinds.map((kind) => ({ kind })),
          packs: openPodPacks({ set }, 'draft', 4, 9),
        }),
        lookup,
      )
    let s = make()
    // Seat 0 is the person: each bot picks as far as the packs reach it, and every pack ends up waiting on the person.
    expect(s.picks.map((p) => p.length)).toEqual([0, 1, 2, 3])
    expect(s.waiting[0]).toHaveLength(4)
    const first = currentPack(s, 0)!
    expect(first.map((c) => c.uuid)).toEqual(s.opened[0][0].map((c) => c.uuid))
    s = runBots(pick(s, 0, first.length - 1, lookup), lookup)
    // Pack 1 passes left: the person's next pack is the one seat 3 opened, less seat 3's first pick.
    const from3 = s.opened[3][0].slice()
    from3.splice(
      from3.findIndex((c) => c.name === s.picks[3][0].card),
      1,
    )
    expect(currentPack(s, 0)!.map((c) => c.uuid)).toEqual(from3.map((c) => c.uuid))
    // The person's pick went left, to seat 1.
    expect(first.slice(0, -1).map((c) => c.name)).toContain(s.picks[1][1].card)
    while (!s.done) s = runBots(pick(s, 0, 0, lookup), lookup)
    expect(s.picks[0].filter((p) => p.pack === 2)).toHaveLength(s.opened[0][1].length)
    // Pack 2 passes right: the person's second pick of it comes from the pack seat 1 opened.
    const second = s.picks[0].find((p) => p.pack === 2 && p.pick === 2)!
    expect(s.opened[1][1].map((c) => c.name)).toContain(second.card)
    // Every person's pick records what the bot would have taken, with its score (the review).
    expect(s.picks[0].every((p) => typeof p.bot.card === 'string' && Number.isFinite(p.bot.score))).toBe(true)
    // Deterministic: the same choices give the same pools.
    let t = make()
    t = runBots(pick(t, 0, first.length - 1, lookup), lookup)
    while (!t.done) t = runBots(pick(t, 0, 0, lookup), lookup)
    expect(t.pools).toEqual(s.pools)
    // And the state is plain data (saves).
    expect(JSON.parse(JSON.stringify(s))).toEqual(s)
  })
})

describe('a draft in progress saves and resumes exactly', () => {
  it('saved in pack 2, read back, the same picks give the same draft; a damaged save is refused', () => {
    const set = loadSet(setFiles()[1] ?? setFiles()[0])
    const lookup = lookupOf(set.cards)
    const kinds = seatPeople(8, 2)
    let s = runBots(
      createPod({
        format: 'draft',
        set: set.code,
        seed: 12,
        seats: kinds.map((kind) => ({ kind })),
        packs: openPodPacks({ set }, 'draft', 8, 12),
      }),
      lookup,
    )
    const people = kinds.flatMap((k, i) => (k === 'person' ? [i] : []))
    const step = (x: typeof s) => {
      for (const p of people) if (currentPack(x, p)) return runBots(pick(x, p, 0, lookup), lookup)
      throw new Error('nobody can pick')
    }
    while (s.round < 1 || s.picks[people[0]].filter((p) => p.pack === 2).length < 3) s = step(s)
    const saved = JSON.stringify(draftSave(s, lookup, { timerSeconds: 0, title: set.name }))
    const back = readDraftSave(JSON.parse(saved))
    expect(back.state).toEqual(s)
    const lookup2 = lookupOf(back.cards)
    let a = s
    let b = back.state
    while (!a.done) a = step(a)
    const stepB = (x: typeof b) => {
      for (const p of people) if (currentPack(x, p)) return runBots(pick(x, p, 0, lookup2), lookup2)
      throw new Error('nobody can pick')
    }
    while (!b.done) b = stepB(b)
    expect(b.pools).toEqual(a.pools)
    expect(b.picks).toEqual(a.picks)
    // Damage: a changed pick, a missing card definition.
    const damaged = JSON.parse(saved)
    damaged.state.picks[0][0].card = 'Something Else'
    expect(() => readDraftSave(damaged)).toThrow(/checksum/)
    expect(() => readDraftSave({ ...JSON.parse(saved), version: 9 })).toThrow(/version/)
    expect(() => readDraftSave('nonsense')).toThrow(/JSON object/)
  })
})
