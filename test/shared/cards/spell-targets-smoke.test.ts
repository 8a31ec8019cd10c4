// Smoke test of partly run spells (cards/text/spellTargets.ts): for a deterministic sample of the tournament-legal
// instants and sorceries in the shared AtomicCards whose effect is by hand but whose targets are read, build a board
// where the card can be cast, cast it with the engine's first legal choice (CR 601.2c: legal targets, as many as it
// names), and answer every decision with the first legal action ("done" for the by-hand prompt) until the stack is
// empty: no exception, the invariants hold after every action, and its targets were checked as it resolved (CR
// 608.2b): it was countered on resolution or resolved by hand naming them.
import { describe, expect, it } from 'vitest'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import '../../../src-shared/variants'
import { atomicSkipReason, cardFromAtomic } from '../../../src-shared/cards/mtgjson'
import type { CardDefinition } from '../../../src-shared/cards/model'
import { CardPool } from '../../../src-shared/cards/pool'
import { starterCardDefinitions } from '../../../src-shared/cards/starter'
import { applyAction, checkInvariants, legalActions, waitingFor } from '../../../src-shared/engine'
import { faceAbilities } from '../../../src-shared/engine/abilities'
import { runScenario } from '../../../src-shared/engine/scenario'
import type { Action, CastAction, GameState } from '../../../src-shared/engine/types'

const ATOMIC = join(__dirname, '../../../../shared/data/mtgjson/AtomicCards.json')
const EVERY = 4

function sample(): CardDefinition[] {
  if (!existsSync(ATOMIC)) throw new Error(`the shared AtomicCards file is missing at ${ATOMIC}`)
  const data = (JSON.parse(readFileSync(ATOMIC, 'utf8')) as { data: Record<string, unknown> }).data
  const out: CardDefinition[] = []
  let k = 0
  for (const [name, faces] of Object.entries(data)) {
    if (atomicSkipReason(name, faces)) continue
    const types = (faces as { types?: string[] }[])[0]?.types ?? []
    if (!types.includes('Instant') && !types.includes('Sorcery')) continue
    let def: CardDefinition
    try {
      def = cardFromAtomic(name, faces)
    } catch {
      continue
    }
    if (def.isFunny || !Object.values(def.legalities).some((l) => l === 'legal')) continue
    if (def.faces.length !== 1 || !def.faces[0].manaCost) continue
    if (!faceAbilities(def.faces[0]).spell?.targetsRead) continue
    if (k++ % EVERY === 0) out.push(def)
  }
  return out
}

const LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']

function board(card: string): unknown {
  const lands = LANDS.flatMap((l) => [l, l, l])
  return {
    variant: 'normal',
    seed: 1,
    players: [{ name: 'Ann' }, { name: 'Ben' }],
    state: {
      turn: 3,
      active: 0,
      step: 'precombatMain',
      players: [
        {
          hand: [card],
          library: [...LANDS, ...LANDS],
          battlefield: [...lands, 'Grizzly Bears'],
          graveyard: ['Grizzly Bears'],
        },
        {
          hand: ['Forest', 'Island'],
          library: [...LANDS, ...LANDS],
          battlefield: ['Grizzly Bears', 'Mountain'],
          graveyard: ['Grizzly Bears'],
        },
      ],
    },
    actions: [],
  }
}

/** Plays until the stack is empty and nothing is pending, answering each decision with the first legal action. */
function settle(state: GameState): { state: GameState; problems: string[]; lines: string[] } {
  const problems: string[] = []
  const lines: string[] = []
  for (let step = 0; step < 60; step++) {
    if (state.stack.length === 0 && state.pending.length === 0) return { state, problems, lines }
    const w = waitingFor(state)
    if (w.kind === 'ended') return { state, problems, lines }
    const actions = legalActions(state, w.player)
    const pass = actions.find((a) => a.type === 'pass')
    const pick =
      pass && w.kind === 'priority'
        ? pass
        : (actions.find((a) => a.type !== 'manual' && a.type !== 'concede') ?? actions[0])
    if (!pick) {
      problems.push(`no legal action for ${JSON.stringify(w)}`)
      return { state, problems, lines }
    }
    const r = applyAction(state, pick as Action)
    if (!r.ok) {
      problems.push(`${pick.type} was refused: ${r.reason}`)
      return { state, problems, lines }
    }
    state = r.state
    lines.push(...r.lines)
    problems.push(...checkInvariants(state))
  }
  problems.push('did not settle within 60 actions')
  return { state, problems, lines }
}

describe('smoke test: partly run spells choose and check their targets (sampled)', () => {
  it('CR 601.2c / 608.2b: casts every sampled spell at legal targets and resolves it by hand or counters it', () => {
    const cards = sample()
    const pool = new CardPool([...starterCardDefinitions(), ...cards])
    const failures: string[] = []
    let exercised = 0
    for (const def of cards) {
      try {
        const start = runScenario(board(def.name), pool).state
        const cardId = start.players[0].zones.hand[0]
        const cast = legalActions(start, 0).find(
          (a): a is CastAction => a.type === 'cast' && (a as { card: string }).card === cardId,
        )
        if (!cast) continue // not castable on this board (costs or targets it can't meet)
        const spell = faceAbilities(def.faces[0]).spell!
        const named = (cast.targets ?? []).length
        if (named < spell.targets.length - (spell.optionalTargets ?? 0) || named > spell.targets.length)
          failures.push(`${def.name}: cast with ${named} of ${spell.targets.length} targets`)
        const r = applyAction(start, cast)
        if (!r.ok) {
          failures.push(`${def.name}: ${r.reason}`)
          continue
        }
        exercised++
        const { state, problems, lines } = settle(r.state)
        if (problems.length) failures.push(`${def.name}: ${problems.join('; ')}`)
        else if (state.pending.length) failures.push(`${def.name}: left ${state.pending[0].kind}`)
        const log = lines.join('\n')
        const checked =
          log.includes(`${def.name} doesn't resolve: its targets are illegal`) ||
          (named === 0 ? log.includes('resolve it by hand') : log.includes('resolve it by hand (targeting '))
        if (!checked) failures.push(`${def.name}: neither countered on resolution nor resolved by hand`)
      } catch (error) {
        failures.push(`${def.name}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
    console.log(`partly run spells smoke test: ${exercised} of ${cards.length} sampled spells cast and resolved`)
    expect(failures).toEqual([])
    expect(exercised).toBeGreaterThan(100)
  }, 120_000)
})
