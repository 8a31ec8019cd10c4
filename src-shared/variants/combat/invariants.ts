// Invariants of every reachable Combat Rules state (checked after each action in random games and tests).
import type { GameState, ObjId } from '../../engine/types'
import { isCreature } from '../../engine/query'
import { CREATURE_SLOTS, ROUNDS, SPELL_SLOTS, SPELL_ZONE } from './rules'

export function combatInvariants(state: GameState): string[] {
  const problems: string[] = []
  if (state.round > ROUNDS) problems.push(`round ${state.round} is beyond round ${ROUNDS} (MCR-3)`)
  const owners = new Map<ObjId, number>()
  state.players.forEach((p, i) => {
    const score = p.extra.score
    if (score !== undefined && (!Number.isInteger(score) || (score as number) < 0))
      problems.push(`player ${i} has score ${String(score)}`)
    const set = p.zones[SPELL_ZONE]?.length ?? 0
    if (set > SPELL_SLOTS) problems.push(`player ${i} has ${set} cards in ${SPELL_SLOTS} spell slots (MCR-8)`)
    const slots = p.extra.slots as (ObjId | null)[] | undefined
    if (slots === undefined) return
    if (!Array.isArray(slots) || slots.length !== CREATURE_SLOTS) {
      problems.push(
        `player ${i} has ${Array.isArray(slots) ? slots.length : 'no'} creature slots, not ${CREATURE_SLOTS}`,
      )
      return
    }
    for (const id of slots) {
      if (id === null) continue
      if (owners.has(id)) problems.push(`${id} stands in two slots (players ${owners.get(id)} and ${i})`)
      owners.set(id, i)
    }
    if (state.phase !== 'turn' || p.lost) return
    for (const id of slots) {
      if (id === null) continue
      const o = state.objects[id]
      if (!o || o.zone !== 'battlefield' || o.controller !== i || !isCreature(state, o))
        problems.push(`player ${i}'s slot holds ${id}, which is not a creature on their side`)
    }
    const creatures = state.battlefield.filter(
      (id) => state.objects[id].controller === i && isCreature(state, state.objects[id]),
    )
    if (creatures.length > CREATURE_SLOTS)
      problems.push(`player ${i} has ${creatures.length} creatures (at most ${CREATURE_SLOTS})`)
    // A creature takes its slot as a state check (ruling MCR-6), and none is made while a decision is pending
    // (CR 704.3): one entering with "as it enters, choose …", riot or unleash still being answered has no slot yet
    // (CR 614.12).
    if (state.pending.length) return
    for (const id of creatures) if (!slots.includes(id)) problems.push(`player ${i}'s creature ${id} stands in no slot`)
  })
  return problems
}
