// The smoke tests' shared parts: the tournament-legal cards of the shared AtomicCards (a clear error when the file is
// missing), a board where a card can be cast (lands of every colour, a creature on each side and in each graveyard),
// and playing on with the first legal action until the stack is empty and nothing is pending.
import { readFileSync } from 'node:fs'
import '../../src-shared/variants'
import { atomicSkipReason, cardFromAtomic } from '../../src-shared/cards/mtgjson'
import type { CardDefinition } from '../../src-shared/cards/model'
import { applyAction, checkInvariants, legalActions, waitingFor } from '../../src-shared/engine'
import type { Action, GameState } from '../../src-shared/engine/types'
import { sharedDataPath } from './sharedData'

/** Of the tournament-legal, non-funny cards that `counts` accepts (`faces` filters the raw faces first), every
 *  `every`-th, kept when `take` accepts it (a costly check, made on the sampled cards only). */
export function legalSample(
  every: number,
  counts: (def: CardDefinition) => boolean,
  take: (def: CardDefinition) => boolean = () => true,
  faces: (raw: unknown) => boolean = () => true,
): CardDefinition[] {
  const data = (
    JSON.parse(readFileSync(sharedDataPath('mtgjson/AtomicCards.json'), 'utf8')) as { data: Record<string, unknown> }
  ).data
  const out: CardDefinition[] = []
  let k = 0
  for (const [name, raw] of Object.entries(data)) {
    if (atomicSkipReason(name, raw) || !faces(raw)) continue
    let def: CardDefinition
    try {
      def = cardFromAtomic(name, raw)
    } catch {
      continue
    }
    if (def.isFunny || !Object.values(def.legalities).some((l) => l === 'legal') || !counts(def)) continue
    if (k++ % every === 0 && take(def)) out.push(def)
  }
  return out
}

const LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']

/** Ann's precombat main phase with `card` in hand and three lands of each basic type (a scenario, the contract's). */
export function smokeBoard(card: string): unknown {
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
export function settle(state: GameState): { state: GameState; problems: string[]; lines: string[] } {
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
