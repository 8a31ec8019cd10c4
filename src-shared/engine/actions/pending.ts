// Who may act now: priority (CR 117) and the pending decisions players answer, with the helpers every handler shares.
import type { Variant } from '../variant'
import type { Tx } from '../tx'
import type { GameState, ObjId, PlayerIndex } from '../types'
import { findVariant, registeredVariants } from '../registry'
import { nameOf, playerName } from '../query'

/** Why `player` can't take a priority action now (CR 117.1), or null. */
export function whyNoPriority(state: GameState, player: PlayerIndex): string | null {
  if (state.pending.length) {
    const d = state.pending[0]
    return `${playerName(state, d.player)} must first ${describePending(d.kind, state.variant)}`
  }
  if (state.phase === 'setup') return 'the game has not started yet: finish the setup first'
  if (state.priority !== player)
    return state.priority === null
      ? 'no one has priority now'
      : `you don't have priority: ${playerName(state, state.priority)} does`
  return null
}

/** How a prompt words a pending decision ("<player> must …"). With the game's variant (its id or the Variant), the
 *  variant's own wording (Variant.pendingDescriptions) comes first, also for a core kind it answers its own way
 *  (e.g. Manahearth's partial mulligan, ruling MH-3). */
export function describePending(kind: string, variant?: string | Variant): string {
  const own = typeof variant === 'string' ? findVariant(variant) : variant
  const text = own?.pendingDescriptions?.[kind]
  if (text) return text
  switch (kind) {
    case 'mulligan':
      return 'decide whether to keep their hand'
    case 'bottom':
      return 'put cards on the bottom of their library'
    case 'declareAttackers':
      return 'declare attackers'
    case 'declareBlockers':
      return 'declare blockers'
    case 'discard':
      return 'discard down to their maximum hand size'
    case 'manual':
      return 'finish resolving a spell or ability by hand'
    case 'legend':
      return 'choose which legendary permanent to keep (CR 704.5j)'
    case 'assignDamage':
      return 'divide combat damage among blockers (CR 510.1c)'
    case 'untapChoice':
      return 'choose which permanents to untap (CR 502.3)'
    case 'triggerOrder':
      return 'choose the order of their triggered abilities on the stack (CR 603.3b)'
    case 'triggerTargets':
      return 'choose the targets of a triggered ability (CR 603.3d)'
    case 'effect':
      return 'answer a choice of the resolving spell or ability (CR 608.2d)'
    default: {
      // A decision a variant introduces: the variant's own wording (Variant.pendingDescriptions).
      for (const v of registeredVariants()) {
        const text = v.pendingDescriptions?.[kind]
        if (text) return text
      }
      // Never the engine's name for it: its words ("pickColor" → "pick color").
      return `make a choice (${kind.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()})`
    }
  }
}

/** The pending decision `player` may answer now (the first one, or any simultaneous one). */
export function pendingFor(state: GameState, player: PlayerIndex, kind?: string) {
  const first = state.pending[0]
  if (!first) return undefined
  if (first.player === player && (!kind || first.kind === kind)) return first
  if (first.simultaneous)
    return state.pending.find((d) => d.simultaneous && d.player === player && (!kind || d.kind === kind))
  return undefined
}

export function whyNotPending(state: GameState, player: PlayerIndex, kind: string): string | null {
  if (pendingFor(state, player, kind)) return null
  const first = state.pending[0]
  if (first) return `${playerName(state, first.player)} must first ${describePending(first.kind, state.variant)}`
  return `nothing is waiting for you to ${describePending(kind, state.variant).replace(/their/g, 'your')}`
}

export function dropPending(tx: Tx, player: PlayerIndex, kind: string): void {
  const at = tx.s.pending.findIndex((d) => d.player === player && d.kind === kind)
  if (at >= 0)
    tx.set(
      'pending',
      tx.s.pending.filter((_, i) => i !== at),
    )
}

export const inZone = (state: GameState, id: ObjId | undefined, player: PlayerIndex, zone: string): boolean =>
  !!id && state.objects[id]?.zone === zone && state.objects[id].owner === player

export const cardName = (state: GameState, id: ObjId | undefined): string =>
  id && state.objects[id] ? nameOf(state, id) : 'that card'
