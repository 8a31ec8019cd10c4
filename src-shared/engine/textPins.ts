// A saved game keeps the card text it was played with. The engine reads more Oracle text with every release, so a
// line resolved by hand when a game was played (its log holds the player's "done") may be run by the engine when the
// game is loaded. Saves therefore record, per card face, the lines that were by hand (`CardFace.byHand`), and the
// compiler keeps those lines by hand in that game.
// Saves written before faces recorded it are settled on load: when such a log stops replaying, or replays to a
// position other than the saved one, the lines the engine now runs are tried by hand, nearest the divergence first,
// until the log replays to its snapshot, within a budget of trials and of actions applied in all.
import type { CardDefinition, CardFace } from '../cards/model'
import type { SaveDocument } from '../saves/format'
import { faceAbilities } from './abilities'
import { applyLogged, engineCodec, fastReplay, initialStateOf } from './codec'
import type { GameState } from './types'

/** The definitions as a save writes them: each face names the lines the engine leaves by hand today. */
export function withTextPins(defs: CardDefinition[]): CardDefinition[] {
  return defs.map((def) => {
    let changed = false
    const faces = def.faces.map((face) => {
      const read = faceAbilities(face)
      const byHand = read.unknown
      // By-hand spell lines whose targets the engine chooses (text/spellTargets.ts) keep doing so.
      const targeted = read.targetsRead ?? []
      if (!byHand.length && !face.byHand?.length && !face.targetsRead?.length) return face
      if (face.byHand && sameList(face.byHand, byHand) && sameList(face.targetsRead ?? [], targeted)) return face
      changed = true
      const { byHand: _old, targetsRead: _targeted, ...rest } = face
      return {
        ...rest,
        ...(byHand.length ? { byHand: [...byHand] } : {}),
        ...(byHand.length && targeted.length ? { targetsRead: [...targeted] } : {}),
      }
    })
    return changed ? { ...def, faces } : def
  })
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i])

/** How much settling may cost: trials of pins, and actions applied in all (a damaged 10,000-action save must not
 *  replay its log hundreds of times). */
export interface SettleBudget {
  maxTrials: number
  maxActions: number
}

export const DEFAULT_SETTLE_BUDGET: SettleBudget = { maxTrials: 300, maxActions: 12_000 }

/** Where a log leaves the game it saved: the first action that isn't legal (with the reason), or the end when the
 *  position reached differs from the snapshot. `states` are the last positions before it (for `suspects`). */
export interface Divergence {
  index: number
  reason: string | null
  states: GameState[]
  /** The position reached (the last legal one). */
  state: GameState | null
}

const KEEP_STATES = 40

/** The divergence of a save's log, null when it replays to its snapshot, or 'spent' when the budget ran out. */
function divergence(save: SaveDocument, spend: () => boolean): Divergence | null | 'spent' {
  const states: GameState[] = []
  let state: GameState
  try {
    state = initialStateOf(save)
  } catch (error) {
    return { index: 0, reason: message(error), states, state: null }
  }
  states.push(state)
  for (let i = 0; i < save.log.length; i++) {
    if (!spend()) return 'spent'
    try {
      state = applyLogged(state, save.log[i], i).state
    } catch (error) {
      return { index: i, reason: message(error), states, state }
    }
    states.push(state)
    if (states.length > KEEP_STATES) states.shift()
  }
  if (save.snapshot === undefined || save.snapshot === null) return null
  return engineCodec.equalsSnapshot(state, save.snapshot)
    ? null
    : { index: save.log.length, reason: null, states, state }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The definitions nearest a divergence first: the stack's sources, then what was on the battlefield, then the rest. */
function suspects(save: SaveDocument, states: GameState[]): string[] {
  const order: string[] = []
  const add = (id: string | undefined) => {
    if (id && !order.includes(id)) order.push(id)
  }
  for (let k = states.length - 1; k >= 0; k--) {
    const s = states[k]
    for (const item of [...s.stack].reverse()) add(item.def ?? s.objects[item.source]?.def)
  }
  const last = states[states.length - 1]
  if (last) for (const o of Object.values(last.objects)) if (o.zone === 'battlefield') add(o.def)
  for (const d of save.cards) add(d.id)
  return order
}

/** Every line the engine runs today on a definition's faces, as [face, line] pairs to try by hand. */
type Pin = [face: number, line: string, how: 'byHand' | 'inert']

/** The pins to try on a definition: each line the engine runs today by hand; each line that makes an ability
 *  (a trigger, even one resolved by hand) as inert, as older versions left such lines unread. */
function candidatePins(def: CardDefinition): Pin[] {
  return def.faces.flatMap((face, f) => {
    const read = faceAbilities(face)
    const pinned = new Set([...(face.byHand ?? []), ...(face.inert ?? [])])
    const lines = read.lines.map((l) => l.text).filter((t) => !pinned.has(t))
    const run = read.lines.filter((l) => l.automated && !pinned.has(l.text)).map((l): Pin => [f, l.text, 'byHand'])
    const inert = lines.map((t): Pin => [f, t, 'inert'])
    return [...run, ...inert]
  })
}

function pin(save: SaveDocument, defId: string, [faceIndex, line, how]: Pin): SaveDocument {
  const cards = save.cards.map((d) => {
    if (d.id !== defId) return d
    const faces = d.faces.map((face: CardFace, f) =>
      f === faceIndex ? { ...face, [how]: [...(face[how] ?? []), line] } : { ...face },
    )
    return { ...d, faces }
  })
  return { ...save, cards }
}

/** A save that records the lines that were by hand needs no settling (its faces keep them: withTextPins). */
export function recordsTextPins(save: SaveDocument): boolean {
  return save.textPins === true || save.cards.some((d) => d.faces?.some((f) => Array.isArray(f.byHand)))
}

export interface Settled {
  /** The save with the pins that make its log replay to its snapshot, or the save as it was. */
  save: SaveDocument
  /** Where the save as it was diverges (null: it didn't, or it was not replayed: a fast replay or pins recorded). */
  divergence: Divergence | null
  /** The budget ran out before a settling was found. */
  spent: boolean
}

/**
 * The save with the card text its game was played with: unchanged when its log replays to its snapshot, or when
 * the save records its by-hand lines; otherwise, when pinning lines by hand makes it replay to its snapshot, the save
 * with those pins; else unchanged. Bounded by `budget` (trials, and actions applied in all).
 */
export function settleWithin(save: SaveDocument, budget: SettleBudget = DEFAULT_SETTLE_BUDGET): Settled {
  const unchanged = { save, divergence: null, spent: false }
  if (!Array.isArray(save.log) || !Array.isArray(save.cards)) return unchanged
  if (recordsTextPins(save)) return unchanged
  if (fastReplay(save)) return unchanged // the common case: the log reaches its snapshot as it is
  let actions = 0
  const spend = () => ++actions <= budget.maxActions
  const found = divergence(save, spend)
  if (found === 'spent') return { ...unchanged, spent: true }
  if (!found) return unchanged
  let first: Divergence | null = found
  let current = save
  let trials = 0
  let spent = false
  while (first) {
    let next: { save: SaveDocument; at: Divergence | null } | null = null
    search: for (const id of suspects(current, first.states)) {
      const def = current.cards.find((d) => d.id === id)
      if (!def) continue
      for (const p of candidatePins(def)) {
        if (++trials > budget.maxTrials || actions >= budget.maxActions) {
          spent = true
          break search
        }
        const trial = pin(current, id, p) // new face objects: compiled afresh with the pin
        const at = divergence(trial, spend)
        if (at === 'spent') {
          spent = true
          break search
        }
        if (!at || at.index > first.index) {
          next = { save: trial, at }
          break search
        }
      }
    }
    if (!next) return { save, divergence: found, spent }
    current = next.save
    first = next.at
  }
  return { save: current, divergence: null, spent: false }
}

/** settleWithin's save (the default budget, or `maxTrials` trials). */
export function settleCardText(save: SaveDocument, maxTrials = DEFAULT_SETTLE_BUDGET.maxTrials): SaveDocument {
  return settleWithin(save, { ...DEFAULT_SETTLE_BUDGET, maxTrials }).save
}
