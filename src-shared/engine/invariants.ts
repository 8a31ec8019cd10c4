// Invariants every reachable state keeps (checked after each action in random games and tests).
import type { GameState } from './types'
import { variantById } from './registry'

/** The problems found; `core` leaves out the variant's own invariants. */
export function checkInvariants(state: GameState, { core = false } = {}): string[] {
  const problems: string[] = []
  const seen = new Map<string, string>()
  const note = (id: string, where: string) => {
    if (seen.has(id)) problems.push(`${id} is in both ${seen.get(id)} and ${where}`)
    seen.set(id, where)
    const o = state.objects[id]
    if (!o) problems.push(`${where} lists ${id}, which is not an object`)
    else if (!state.cards[o.def]) problems.push(`${id} has unknown definition ${o.def}`)
  }
  state.players.forEach((p, i) => {
    for (const [zone, ids] of Object.entries(p.zones)) {
      for (const id of ids) {
        note(id, `player ${i} ${zone}`)
        const o = state.objects[id]
        if (o && (o.zone !== zone || o.owner !== i))
          problems.push(`${id} is listed in player ${i}'s ${zone} but says ${o.zone} of player ${o.owner}`)
      }
    }
    if (!Number.isInteger(p.life)) problems.push(`player ${i} life is ${p.life}`)
    if (p.poison < 0) problems.push(`player ${i} has negative poison`)
    if (p.landsPlayed < 0) problems.push(`player ${i} landsPlayed < 0`)
  })
  for (const id of state.battlefield) {
    note(id, 'battlefield')
    const o = state.objects[id]
    if (o && o.zone !== 'battlefield') problems.push(`${id} on the battlefield says ${o.zone}`)
    if (o && state.players[o.controller]?.lost) problems.push(`${id} is controlled by a player who left (CR 800.4a)`)
    if (o) for (const [k, n] of Object.entries(o.counters)) if (!(n > 0)) problems.push(`${id} has ${n} ${k} counters`)
    if (o && o.damage < 0) problems.push(`${id} has negative damage`)
  }
  for (const item of state.stack) {
    if (item.kind === 'spell') {
      note(item.id, 'stack')
      if (state.objects[item.id]?.zone !== 'stack') problems.push(`spell ${item.id} is not in the stack zone`)
    }
  }
  for (const [zone, ids] of Object.entries(state.shared)) for (const id of ids) note(id, zone)
  for (const id of Object.keys(state.objects)) if (!seen.has(id)) problems.push(`${id} is in no zone`)
  if (state.phase === 'turn') {
    if (state.priority !== null && state.players[state.priority]?.lost) problems.push('a player who left has priority')
    if (state.priority === null && state.pending.length === 0)
      problems.push('no one has priority and no decision is pending')
  }
  if (state.phase === 'ended' && state.winner === null) problems.push('ended without a winner or draw')
  if (state.phase !== 'ended') {
    const living = state.players.filter((p) => !p.lost).length
    if (living < 2 && state.players.length > 1) problems.push('fewer than two players left but the game goes on')
  }
  const hook = core ? undefined : variantById(state.variant).hooks.invariants
  if (hook) problems.push(...hook(state))
  return problems
}
