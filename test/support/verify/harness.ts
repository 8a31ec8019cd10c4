// The behavioural checks of templates (engine/templates.ts), in the spirit of XMage's card tests: each template has a
// real card that uses it, played through the engine on a prepared position, and an oracle derived from the
// template's meaning (damage N: the target's life or damage changes by N; draw N: hand +N, library -N; a trigger:
// on the stack when its event happens and not otherwise; a cost: paid, and not payable without it; …).
//
// A check is listed in a `Checks` map by its template; the listed templates are engine/verifiedTemplates.ts (the
// list test keeps the two equal, and checks that each check's card uses its template).
import { expect } from 'vitest'
import { CardPool } from '../../../src-shared/cards/pool'
import { starterCardDefinitions } from '../../../src-shared/cards/starter'
import type { CardDefinition } from '../../../src-shared/cards/model'
import { faceAbilities } from '../../../src-shared/engine/abilities'
import { faceTemplates } from '../../../src-shared/engine/templates'
import { runScenario } from '../../../src-shared/scenario'
import type { GameState } from '../../../src-shared/engine/types'
import { out, passBoth, realCard, type Out, type Side } from '../realCards'

/** One template's behavioural check. */
export interface TemplateCheck {
  /** The real card of the template (it must use it). */
  card: string
  /** The rule its meaning comes from (CR or ruling). */
  rule: string
  /** Plays the card on prepared positions and asserts what the template's meaning gives (throws when wrong). */
  run(): void
}

export type Checks = Record<string, TemplateCheck>

/** Every template a real card uses (its faces' trees and mana abilities). */
export function cardTemplates(def: CardDefinition): Set<string> {
  const all = new Set<string>()
  for (const face of def.faces) for (const t of faceTemplates(faceAbilities(face), face)) all.add(t)
  return all
}

const BASICS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']
/** Four lands of each basic type: enough mana of every colour for any check's card. */
export const LANDS = BASICS.flatMap((l) => [l, l, l, l])
/** A library of basics, long enough for every draw, mill and search of a check. */
export const LIBRARY = [...BASICS, ...BASICS, ...BASICS, ...BASICS]

const pools = new Map<string, CardPool>()
function poolFor(cards: string[]): CardPool {
  const key = [...cards].sort().join('|')
  let pool = pools.get(key)
  if (!pool) {
    pool = new CardPool(starterCardDefinitions())
    for (const n of cards) if (!pool.byName(n)) pool.add(realCard(n))
    pools.set(key, pool)
  }
  return pool
}

export interface Position {
  /** Ann's and Ben's parts (zones by names or objects, life, …); libraries default to `LIBRARY`. */
  ann?: Side
  ben?: Side
  step?: string
  active?: number
  turn?: number
}

export interface Played {
  out: Out
  state: GameState
  log: string[]
}

/** Plays `actions` from the position with these real cards (and the starter pool); no action may be refused. */
export function play(cards: string[], pos: Position, actions: unknown[] = [], allowRejected = false): Played {
  const r = runScenario(
    {
      variant: 'normal',
      seed: 1,
      start: 0,
      players: [{ name: 'Ann' }, { name: 'Ben' }],
      state: {
        turn: pos.turn ?? 3,
        active: pos.active ?? 0,
        step: pos.step ?? 'precombatMain',
        players: [
          { library: LIBRARY, ...pos.ann },
          { library: LIBRARY, ...pos.ben },
        ],
      },
      actions,
    },
    poolFor(cards),
  )
  const o = out(r)
  if (!allowRejected) expect(o.rejected ?? [], 'no action refused').toEqual([])
  return { out: o, state: r.state, log: o.log }
}

/** Ann casts `card` from her hand (with targets / X / modes) and both players pass until it resolves. */
export function cast(card: string, extra: Record<string, unknown> = {}): unknown[] {
  return [{ player: 0, type: 'cast', card, ...extra }, ...PASS]
}

/** Ann activates ability `ability` of her permanent `card` and both pass until it resolves. */
export function activate(card: string, ability = 0, extra: Record<string, unknown> = {}): unknown[] {
  return [{ player: 0, type: 'activate', card, ability, ...extra }, ...PASS]
}

/** From Ann's main phase to her end step, Ann attacking with nothing. */
export const TO_END_STEP = [
  { type: 'passUntil', step: 'declareAttackers' },
  { player: 0, type: 'declareAttackers', attackers: [] },
  { type: 'passUntil', step: 'end' },
]

/** From Ann's main phase on turn 3 to Ben's upkeep on turn 4, Ann attacking with nothing. */
export const TO_BENS_UPKEEP = [
  { type: 'passUntil', step: 'declareAttackers' },
  { player: 0, type: 'declareAttackers', attackers: [] },
  { type: 'passUntil', step: 'upkeep', turn: 4 },
]

/** Ann passes, then Ben: the top of the stack resolves. */
export const PASS = passBoth

/** A player's part of the output. */
export const seat = (p: Played, i: number) => p.out.players[i]
/** How many of a player's permanents have this name. */
export const onField = (p: Played, i: number, name: string) =>
  seat(p, i).battlefield.filter((b) => b.name === name).length
/** A player's permanent of this name (the first). */
export const permanent = (p: Played, i: number, name: string) => {
  const b = seat(p, i).battlefield.find((x) => x.name === name)
  expect(b, `${name} on player ${i}'s battlefield`).toBeDefined()
  return b!
}
/** A player's mana pool as the output writes it ("RG"), its symbols sorted. */
export const manaPool = (p: Played, i: number) =>
  [...((seat(p, i) as { manaPool?: string }).manaPool ?? '')].sort().join('')
export const count = (list: string[], name: string) => list.filter((n) => n === name).length

/** A permanent on a prepared battlefield that has been there since the turn began (no summoning sickness). */
export const ready = (name: string, extra: Record<string, unknown> = {}) => ({ name, sick: false, ...extra })

/** An answer naming one option of a pending choice ("yes", "no", a mode, a colour). */
export const answer = (option: string, player = 0) => ({ player, type: 'choose', option })

/** Ben's turn 4 (his precombat main phase): he is the attacker. */
export const BENS_TURN = { active: 1, turn: 4 }

/** Both pass, Ben first (on his turn). */
export const BEN_PASS = [
  { player: 1, type: 'pass' },
  { player: 0, type: 'pass' },
]

/** A permanent's power and toughness. */
export const pt = (p: Played, i: number, name: string) => {
  const b = permanent(p, i, name)
  return [b.power, b.toughness]
}
