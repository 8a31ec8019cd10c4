// Mental Magic in scenario files (the scenario contract): `state.marked` (names already marked) in, `marked`
// out; `cast` with `as`; `playLand` with `faceDown: true` (a Utopia) or, extension, `as` (a land, ruling MM-3);
// `announce` with `card` (default: the card waiting) and `as`. In a prepared `state`, a battlefield entry with
// `"faceDown": true` is a Utopia with that card under it; a Utopia's output entry reads `"faceDown": true` too (its
// card lies face down). The scenario's card pool is recorded (ruling MM-1).
import type { Action } from '../../engine/types'
import type { ScenarioHooks } from '../../engine/variant'
import { ensureCard } from '../../engine/zones'
import { isUtopia, markedNames, utopiaDefinition, UTOPIA_DEF } from './identity'
import { registerMentalPool } from './pool'
import { ANNOUNCE } from './moves'

const ANNOUNCE_ZONES = ['battlefield', 'graveyard', 'exile', 'command', 'hand', 'library']

export const scenarioHooks: ScenarioHooks = {
  applyState(tx, input, resolveName) {
    const marked = input.state.marked
    if (marked !== undefined) {
      if (!Array.isArray(marked) || !marked.every((n) => typeof n === 'string'))
        throw new Error('state.marked: must be an array of card names')
      const names: string[] = []
      for (const name of marked as string[]) {
        const id = resolveName(name) // first: it may add the card to the game's table
        const canonical = tx.s.cards[id].name
        if (!names.includes(canonical)) names.push(canonical)
      }
      tx.gameExtra().marked = names
    }
    // Face-down cards on the battlefield are Utopias (ruling MM-4).
    for (const id of tx.s.battlefield) {
      const obj = tx.s.objects[id]
      if (!obj.faceDown || obj.token) continue
      ensureCard(tx, utopiaDefinition())
      const w = tx.obj(id)
      w.extra = { ...(w.extra ?? {}), physical: w.def }
      w.def = UTOPIA_DEF
      w.faceDown = false
    }
  },
  pool(tx, pool) {
    tx.gameExtra().pool = registerMentalPool(pool)
  },
  output(state, out) {
    out.marked = [...markedNames(state)]
    const players = out.players as { battlefield: Record<string, unknown>[] }[]
    const perController = players.map(() => 0)
    for (const id of state.battlefield) {
      const obj = state.objects[id]
      const entry = players[obj.controller]?.battlefield[perController[obj.controller]++]
      if (entry && isUtopia(obj)) entry.faceDown = true
    }
  },
  resolveAction(state, raw, resolve) {
    if (raw.type !== ANNOUNCE) return null
    const player = raw.player as number
    const waiting = state.pending.find((d) => d.kind === ANNOUNCE && d.player === player)
    const card =
      typeof raw.card === 'string' ? resolve(raw.card, ANNOUNCE_ZONES, player) : (waiting?.card as string | undefined)
    return { type: ANNOUNCE, player, ...(card !== undefined && { card }), as: raw.as } as unknown as Action
  },
}
