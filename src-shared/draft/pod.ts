// The pod: 2 to 8 seats (people and bots) drafting packs, as plain serialisable state. A booster draft opens 3 packs a
// seat, passed left, right, left (left: to the next seat); each seat picks from the first pack waiting for it and
// passes the rest on, so people pick at their own pace and the bots' picks never depend on when a person picks.
// Sealed opens 6 packs a seat, no picks. Every change is one pick, so saves and undo are a list of picks.
import type { CardDefinition } from '../cards/model'
import { Random } from '../engine/rng'
import type { PackCard } from './booster'
import { botPick, botStyle, emptyMemory, noteSignals, type BotMemory, type BotStyle } from './bot'

export type DraftFormat = 'draft' | 'sealed'

export interface DraftSeat {
  name: string
  kind: 'bot' | 'person'
  style: BotStyle
  memory: BotMemory
}

export interface DraftPick {
  /** 1-based pack and pick within that pack. */
  pack: number
  pick: number
  card: string
  /** What the seat's bot would have taken from the same pack, and the scores (the review). */
  bot: { card: string; score: number; why: string }
  score: number
}

export interface DraftState {
  version: 1
  format: DraftFormat
  /** The set's code, or the cube's name. */
  set: string
  cube: boolean
  seed: number
  seats: DraftSeat[]
  /** The packs each seat opened, by round (as opened: the contract's "packs"). */
  opened: PackCard[][][]
  /** 0-based round being drafted (= opened[s].length rounds in all); equals the rounds when the draft is over. */
  round: number
  rounds: number
  /** For each seat, the packs waiting for it this round (the first is the one it picks from). */
  waiting: PackCard[][][]
  picks: DraftPick[][]
  /** Each seat's cards (picks, or a sealed seat's packs). */
  pools: PackCard[][]
  done: boolean
}

export interface PodOptions {
  format: DraftFormat
  set: string
  cube?: boolean
  seed: number
  /** Seat kinds in seating order; names default to "Bot N". */
  seats: Array<{ kind: 'bot' | 'person'; name?: string }>
  /** Opens the next pack (the same generator throughout, so packs follow from the seed). */
  packs: PackCard[][][]
}

export const MIN_SEATS = 2
export const MAX_SEATS = 8

/** Seats for `people` people among `seats`, spread as evenly as the table allows (people apart). */
export function seatPeople(seats: number, people: number, apart = true): Array<'bot' | 'person'> {
  const out: Array<'bot' | 'person'> = Array(seats).fill('bot')
  for (let i = 0; i < people; i++) out[apart ? Math.floor((i * seats) / people) : i] = 'person'
  return out
}

/** A new pod from packs already opened: `packs[seat][round]`. */
export function createPod(o: PodOptions): DraftState {
  const n = o.seats.length
  if (n < MIN_SEATS || n > MAX_SEATS) throw new Error(`a pod has ${MIN_SEATS} to ${MAX_SEATS} seats, not ${n}`)
  const rounds = o.format === 'sealed' ? 0 : (o.packs[0]?.length ?? 0)
  let bot = 0
  const seats = o.seats.map((s, i) => ({
    name: s.name ?? (s.kind === 'bot' ? `Bot ${++bot}` : `Player ${i + 1}`),
    kind: s.kind,
    style: botStyle(o.seed, i),
    memory: emptyMemory(),
  }))
  const state: DraftState = {
    version: 1,
    format: o.format,
    set: o.set,
    cube: !!o.cube,
    seed: o.seed,
    seats,
    opened: o.packs.map((p) => p.map((pack) => pack.slice())),
    round: 0,
    rounds,
    waiting: seats.map(() => []),
    picks: seats.map(() => []),
    pools: seats.map(() => []),
    done: false,
  }
  if (o.format === 'sealed') {
    state.pools = o.packs.map((p) => p.flat())
    state.done = true
    return state
  }
  startRound(state)
  return state
}

function startRound(s: DraftState): void {
  if (s.round >= s.rounds) {
    s.done = true
    return
  }
  s.waiting = s.opened.map((p) => [p[s.round].slice()])
}

/** Where a seat passes this round: left (the next seat) in rounds 1 and 3, right in round 2. */
export function passTo(s: DraftState, seat: number): number {
  const n = s.seats.length
  return s.round % 2 === 0 ? (seat + 1) % n : (seat - 1 + n) % n
}

/** The pack a seat picks from now, or null (waiting for a neighbour, or the draft is over). */
export function currentPack(s: DraftState, seat: number): PackCard[] | null {
  return s.done ? null : (s.waiting[seat][0] ?? null)
}

export type CardLookup = (name: string) => CardDefinition | undefined

const BLANK: CardDefinition = {
  id: 'blank',
  name: '',
  layout: 'normal',
  faces: [
    {
      name: '',
      manaCost: null,
      manaCostText: '',
      manaValue: 0,
      typeLine: 'Land',
      supertypes: ['Basic'],
      types: ['Land'],
      subtypes: [],
      oracleText: '',
      colors: [],
      keywords: [],
      loyaltyAbilities: [],
      manaAbilities: [],
    },
  ],
  manaValue: 0,
  colorIdentity: [],
  legalities: {},
}

const defsOf = (cards: PackCard[], lookup: CardLookup) =>
  cards.map((c) => lookup(c.name) ?? { ...BLANK, name: c.name, id: c.name })

/** What the seat's bot would take from its current pack. */
export function suggestPick(s: DraftState, seat: number, lookup: CardLookup) {
  const pack = currentPack(s, seat)
  if (!pack) return null
  const seatState = s.seats[seat]
  const packSize = s.opened[seat][s.round]?.length ?? pack.length
  return botPick(defsOf(pack, lookup), {
    round: s.round,
    pickInRound: s.picks[seat].filter((p) => p.pack === s.round + 1).length,
    packSize,
    picked: defsOf(s.pools[seat], lookup),
    style: seatState.style,
    memory: seatState.memory,
  })
}

/** The seat takes the card at `index` of its current pack; the rest passes on. Returns a new state. */
export function pick(s0: DraftState, seat: number, index: number, lookup: CardLookup): DraftState {
  const pack0 = currentPack(s0, seat)
  if (!pack0) throw new Error(`${s0.seats[seat]?.name ?? `seat ${seat}`} has no pack to pick from`)
  if (!Number.isInteger(index) || index < 0 || index >= pack0.length)
    throw new Error(`there is no card ${index + 1} in the pack (it has ${pack0.length})`)
  const suggestion = suggestPick(s0, seat, lookup)!
  // A new state sharing what the pick leaves alone (states are never changed in place).
  const s: DraftState = {
    ...s0,
    seats: s0.seats.slice(),
    waiting: s0.waiting.slice(),
    picks: s0.picks.slice(),
    pools: s0.pools.slice(),
  }
  s.waiting[seat] = s0.waiting[seat].slice(1)
  const pack = pack0.slice()
  const [card] = pack.splice(index, 1)
  const pickInRound = s.picks[seat].filter((p) => p.pack === s.round + 1).length
  s.picks[seat] = [
    ...s0.picks[seat],
    {
      pack: s.round + 1,
      pick: pickInRound + 1,
      card: card.name,
      bot: { card: pack0[suggestion.index].name, score: suggestion.score, why: suggestion.why },
      score: suggestion.index === index ? suggestion.score : (scoreOf(s0, seat, index, lookup) ?? 0),
    },
  ]
  s.pools[seat] = [...s0.pools[seat], card]
  s.seats[seat] = {
    ...s0.seats[seat],
    memory: noteSignals(s0.seats[seat].memory, defsOf(pack, lookup), s.round, pickInRound),
  }
  const to = passTo(s, seat)
  if (pack.length) s.waiting[to] = [...s.waiting[to], pack]
  if (s.waiting.every((w) => w.length === 0)) {
    s.round++
    startRound(s)
  }
  return s
}

function scoreOf(s: DraftState, seat: number, index: number, lookup: CardLookup): number | undefined {
  const pack = currentPack(s, seat)!
  const seatState = s.seats[seat]
  const scored = botPick([defsOf([pack[index]], lookup)[0]], {
    round: s.round,
    pickInRound: s.picks[seat].filter((p) => p.pack === s.round + 1).length,
    packSize: s.opened[seat][s.round]?.length ?? pack.length,
    picked: defsOf(s.pools[seat], lookup),
    style: seatState.style,
    memory: seatState.memory,
  })
  return scored.score
}

/** Every bot with a pack picks, again and again, until the draft ends or waits on a person. */
export function runBots(s0: DraftState, lookup: CardLookup): DraftState {
  let s = s0
  for (let guard = 0; guard < 100000; guard++) {
    let moved = false
    for (let seat = 0; seat < s.seats.length; seat++) {
      if (s.seats[seat].kind !== 'bot' || !currentPack(s, seat)) continue
      s = pick(s, seat, suggestPick(s, seat, lookup)!.index, lookup)
      moved = true
    }
    if (!moved) break
  }
  return s
}

/** Opens `rounds` packs for each of `seats` seats with `open` (seeded). */
export function openAll(
  seats: number,
  rounds: number,
  open: (rng: Random) => PackCard[],
  seed: number,
): PackCard[][][] {
  const rng = Random.fromSeed(seed)
  const packs: PackCard[][][] = []
  for (let seat = 0; seat < seats; seat++) {
    packs.push([])
    for (let r = 0; r < rounds; r++) packs[seat].push(open(rng))
  }
  return packs
}
