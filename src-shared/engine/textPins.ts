// A saved game keeps the card text it was played with. The engine reads more Oracle text with every release, so a
// line resolved by hand when a game was played (its log holds the player's "done") may be run by the engine when the
// game is loaded. Saves therefore record, per card face, the lines that were by hand (`CardFace.byHand`), and the
// compiler keeps those lines by hand in that game.
// Saves written before faces recorded it are settled on load: when such a log stops replaying, or replays to a
// position other than the saved one, the lines the engine now runs are tried by hand, nearest the divergence first,
// until the log replays to its snapshot (bounded).
import type { CardDefinition, CardFace } from '../cards/model'
import type { SaveDocument } from '../saves/format'
import { faceAbilities } from './abilities'
import { applyAction } from './game'
import { engineCodec, fastReplay, initialStateOf } from './codec'
import type { Action, GameState } from './types'

/** The definitions as a save writes them: each face names the lines the engine leaves by hand today. */
export function withTextPins(defs: CardDefinition[]): CardDefinition[] {
  return defs.map((def) => {
    let changed = false
    const faces = def.faces.map((face) => {
      const read = faceAbilities(face)
      const byHand = read.unknown
      // By-hand spell lines whose targets the engine chooses (cards/text/spellTargets.ts) keep doing so.
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

/** Where a save's log leaves the game it saved: the first action that isn't legal, or the end when the position
 *  reached differs from the snapshot; null when it replays to its snapshot. */
function divergence(save: SaveDocument, limit = save.log.length): { index: number; states: GameState[] } | null {
  const states: GameState[] = []
  let state: GameState
  try {
    state = initialStateOf(save)
  } catch {
    return { index: 0, states }
  }
  states.push(state)
  for (let i = 0; i < limit; i++) {
    let r
    try {
      r = applyAction(state, save.log[i] as unknown as Action)
    } catch {
      return { index: i, states }
    }
    if (!r.ok) return { index: i, states }
    state = r.state
    states.push(state)
  }
  if (limit < save.log.length) return null
  if (save.snapshot === undefined || save.snapshot === null) return null
  return engineCodec.equalsSnapshot(state, save.snapshot) ? null : { index: save.log.length, states }
}

/** The definitions nearest a divergence first: the stack's sources, then what was on the battlefield, then the rest. */
function suspects(save: SaveDocument, states: GameState[]): string[] {
  const order: string[] = []
  const add = (id: string | undefined) => {
    if (id && !order.includes(id)) order.push(id)
  }
  for (let k = states.length - 1; k >= Math.max(0, states.length - 40); k--) {
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

/**
 * The save with the card text its game was played with: unchanged when its log replays to its snapshot; otherwise,
 * when pinning lines by hand makes it replay to its snapshot, the save with those pins; else unchanged.
 */
export function settleCardText(save: SaveDocument, maxTrials = 300): SaveDocument {
  if (!Array.isArray(save.log) || !Array.isArray(save.cards)) return save
  if (fastReplay(save)) return save // the common case: the log reaches its snapshot as it is
  let first = divergence(save)
  if (!first) return save
  let current = save
  let trials = 0
  while (first && trials < maxTrials) {
    let next: { save: SaveDocument; at: ReturnType<typeof divergence> } | null = null
    search: for (const id of suspects(current, first.states)) {
      const def = current.cards.find((d) => d.id === id)
      if (!def) continue
      for (const p of candidatePins(def)) {
        if (++trials > maxTrials) break search
        const trial = pin(current, id, p) // new face objects: compiled afresh with the pin
        const at = divergence(trial)
        if (!at || at.index > first.index) {
          next = { save: trial, at }
          break search
        }
      }
    }
    if (!next) return save
    current = next.save
    first = next.at
  }
  return first ? save : current
}
