// Scenario support (the scenario contract): `state` accepts per-player `slots`, `score` and `spellSlots`
// (names set face down); the output adds per-player `slots`, `spellSlots` (a count) and `score` (`round` is core).
import type { ScenarioHooks } from '../../engine/variant'
import type { Action, GameState, ObjId, PlayerIndex, Target } from '../../engine/types'
import type { Tx } from '../../engine/tx'
import { isCreature, nameOf } from '../../engine/query'
import { createObject } from '../../engine/zones'
import { ScenarioError } from '../../engine/scenarioError'
import { CREATURE_SLOTS, ROUNDS, SPELL_SLOTS, SPELL_ZONE, emptySlots, scoreOf, slotsOf, type Slots } from './rules'

function applyPlayer(
  tx: Tx,
  p: PlayerIndex,
  raw: Record<string, unknown>,
  resolveName: (name: string) => string,
): void {
  const where = `state.players[${p}]`
  const extra = tx.playerExtra(p)
  if (raw.score !== undefined) {
    if (!Number.isInteger(raw.score) || (raw.score as number) < 0)
      throw new ScenarioError(`${where}.score`, 'must be a whole number, 0 or more')
    extra.score = raw.score
  } else if (extra.score === undefined) extra.score = 0
  if (raw.spellSlots !== undefined) {
    const names = raw.spellSlots
    if (!Array.isArray(names) || !names.every((n) => typeof n === 'string'))
      throw new ScenarioError(`${where}.spellSlots`, 'must be an array of card names (set face down)')
    if (names.length > SPELL_SLOTS) throw new ScenarioError(`${where}.spellSlots`, `at most ${SPELL_SLOTS} cards`)
    for (const name of names as string[]) createObject(tx, resolveName(name), p, SPELL_ZONE, { faceDown: true })
  }
  if (raw.slots === undefined) return
  const names = raw.slots
  if (
    !Array.isArray(names) ||
    names.length !== CREATURE_SLOTS ||
    !names.every((n) => n === null || typeof n === 'string')
  ) {
    throw new ScenarioError(
      `${where}.slots`,
      `must list exactly ${CREATURE_SLOTS} entries: a creature name or null for each slot`,
    )
  }
  // A named creature is the first of that name on the player's side not yet in a slot, or is put onto the battlefield.
  const slots: Slots = emptySlots()
  const used = new Set<ObjId>()
  ;(names as (string | null)[]).forEach((name, i) => {
    if (name === null) return
    let id =
      tx.s.battlefield.find(
        (b) => !used.has(b) && tx.s.objects[b].controller === p && nameOf(tx.s, b).toLowerCase() === name.toLowerCase(),
      ) ?? null
    if (!id) id = createObject(tx, resolveName(name), p, 'battlefield', { sick: false })
    if (!isCreature(tx.s, tx.s.objects[id]))
      throw new ScenarioError(`${where}.slots[${i}]`, `${name} is not a creature`)
    used.add(id)
    slots[i] = id
  })
  tx.playerExtra(p).slots = slots
}

function resolveCast(
  state: GameState,
  raw: Record<string, unknown>,
  resolve: (ref: string, zones: string[], player: PlayerIndex) => ObjId,
): Action {
  const player = raw.player as PlayerIndex
  const from =
    raw.from === 'slot' ? SPELL_ZONE : raw.from === undefined || raw.from === 'hand' ? 'hand' : String(raw.from)
  const a: Record<string, unknown> = { ...raw }
  if (typeof raw.card === 'string') a.card = resolve(raw.card, [from], player)
  if (Array.isArray(raw.targets)) {
    a.targets = (raw.targets as string[]).map((ref): Target => {
      const m = /^player:(\d+)$/.exec(ref)
      return m ? { player: Number(m[1]) } : { card: resolve(ref, ['battlefield', 'stack'], player) }
    })
  }
  if (Array.isArray(raw.sacrifice))
    a.sacrifice = (raw.sacrifice as string[]).map((ref) => resolve(ref, ['battlefield'], player))
  void state
  return a as unknown as Action
}

export const combatScenario: ScenarioHooks = {
  playerStateFields: ['slots', 'score', 'spellSlots'],
  applyState(tx, input, resolveName) {
    const round = input.state.round
    if (round !== undefined && (!Number.isInteger(round) || (round as number) < 1 || (round as number) > ROUNDS)) {
      throw new ScenarioError('state.round', `a Combat Rules game has rounds 1 to ${ROUNDS} (MCR-3)`)
    }
    for (let p = 0; p < tx.s.players.length; p++) applyPlayer(tx, p, input.players[p] ?? {}, resolveName)
  },
  output(state, out) {
    const players = out.players as Record<string, unknown>[]
    state.players.forEach((p, i) => {
      players[i].slots = slotsOf(state, i).map((id) => (id && state.objects[id] ? nameOf(state, id) : null))
      players[i].spellSlots = p.zones[SPELL_ZONE]?.length ?? 0
      players[i].score = scoreOf(state, i)
    })
  },
  resolveAction(state, raw, resolve) {
    const player = raw.player as PlayerIndex
    switch (raw.type) {
      case 'placeCreatures':
        return {
          ...raw,
          slots: Array.isArray(raw.slots)
            ? (raw.slots as (string | null)[]).map((ref) =>
                typeof ref === 'string' ? resolve(ref, ['hand'], player) : null,
              )
            : raw.slots,
        } as unknown as Action
      case 'setSpells':
        return {
          ...raw,
          cards: Array.isArray(raw.cards)
            ? (raw.cards as string[]).map((ref) => resolve(ref, ['hand'], player))
            : raw.cards,
        } as unknown as Action
      case 'fight':
        return {
          ...raw,
          card: typeof raw.card === 'string' ? resolve(raw.card, ['battlefield'], player) : raw.card,
        } as unknown as Action
      case 'cast':
        return resolveCast(state, raw, resolve)
      default:
        return null
    }
  },
}
