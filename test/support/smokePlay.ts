// The smoke tests' shared parts: the tournament-legal cards of the shared AtomicCards (a clear error when the file is
// missing), a board where a card can be cast (lands of every colour, a creature on each side and in each graveyard),
// and playing on with the first legal action until the stack is empty and nothing is pending.
import { readFileSync } from 'node:fs'
import '../../src-shared/variants'
import { atomicSkipReason, cardFromAtomic } from '../../src-shared/cards/mtgjson'
import type { CardDefinition } from '../../src-shared/cards/model'
import type { CardPool } from '../../src-shared/cards/pool'
import { applyAction, checkInvariants, legalActions, waitingFor } from '../../src-shared/engine'
import { runScenario } from '../../src-shared/scenario'
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

/** The board with both players' zones replaced. */
function withPlayers(board: unknown, players: Record<string, unknown>[]): unknown {
  const b = board as { state: { players: Record<string, unknown>[] } }
  b.state.players = players
  return b
}

const RICH_LANDS = LANDS.flatMap((l) => [l, l, l, l, l])
/** Ben's permanents on the fuller table: one of each kind a target phrase may ask for. */
const BENS_TABLE = [
  'Grizzly Bears',
  'Serra Angel',
  'Ornithopter',
  'Watchwolf',
  'Isamaru, Hound of Konda',
  'Ajani Goldmane',
  'Glorious Anthem',
  'Sol Ring',
]

/** Ann's main phase on a fuller table: five lands of each basic type, an artifact, an enchantment, a flyer, a
 *  multicoloured and a legendary creature and a planeswalker to target, cards in hand to discard and a graveyard of
 *  several types. */
function richBoard(card: string): unknown {
  return withPlayers(smokeBoard(card), [
    {
      hand: [card, 'Forest', 'Island', 'Grizzly Bears'],
      library: [...LANDS, ...LANDS],
      battlefield: [...RICH_LANDS, 'Grizzly Bears', 'Ornithopter', 'Watchwolf', 'Glorious Anthem'],
      graveyard: ['Grizzly Bears', 'Lightning Bolt', 'Ornithopter', 'Divination', 'Forest'],
    },
    {
      hand: ['Forest', 'Island', 'Lightning Bolt'],
      library: [...LANDS, ...LANDS],
      battlefield: [...BENS_TABLE, 'Mountain'],
      graveyard: ['Grizzly Bears', 'Lightning Bolt', 'Sol Ring'],
    },
  ])
}

/** Ben's turn with Ann holding priority: after Ben casts a creature and an instant (`respond`), or after he attacks
 *  with two creatures (`combat`): the table for counterspells and "target attacking creature". */
function bensTurnBoard(card: string, moment: 'respond' | 'combat'): unknown {
  const ben = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Mountain']
  return {
    variant: 'normal',
    seed: 1,
    players: [{ name: 'Ann' }, { name: 'Ben' }],
    state: {
      turn: 4,
      active: 1,
      step: moment === 'respond' ? 'precombatMain' : 'declareAttackers',
      players: [
        {
          hand: [card, 'Forest', 'Island'],
          library: [...LANDS, ...LANDS],
          battlefield: [...RICH_LANDS, 'Grizzly Bears', 'Ornithopter'],
          graveyard: ['Grizzly Bears', 'Lightning Bolt'],
        },
        {
          hand: ['Serra Angel', 'Lightning Bolt'],
          library: [...LANDS, ...LANDS],
          battlefield: [
            ...ben,
            { name: 'Grizzly Bears', sick: false },
            { name: 'Watchwolf', sick: false },
            'Glorious Anthem',
          ],
          graveyard: ['Grizzly Bears'],
        },
      ],
    },
    actions:
      moment === 'respond'
        ? [
            { player: 1, type: 'cast', card: 'Serra Angel' },
            { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['0:Grizzly Bears'] },
            { player: 1, type: 'pass' },
          ]
        : [
            {
              player: 1,
              type: 'declareAttackers',
              attackers: [
                { card: 'Grizzly Bears', target: 'player:0' },
                { card: 'Watchwolf', target: 'player:0' },
              ],
            },
            { player: 1, type: 'pass' },
          ],
  }
}

/** Ben's creatures of the kinds fewer cards ask for: a Human, a Goblin, a black Zombie, a Spirit, a Wall, a horseman. */
const KINDS = [
  'Elite Vanguard',
  'Raging Goblin',
  'Walking Corpse',
  'Kami of Ancient Law',
  'Wall of Stone',
  'Shu Cavalry',
]

/** Ann's main phase on a table of rarer kinds: snow and colourless mana; her own Human, Goblin, blue creature,
 *  second green creature and a creature with a +1/+1 counter; a Goblin and a multicoloured card in her graveyard;
 *  Ben's `KINDS`, a blue flyer and a tapped creature. */
function kindsBoard(card: string): unknown {
  return withPlayers(smokeBoard(card), [
    {
      hand: [card, 'Forest'],
      library: [...LANDS, ...LANDS],
      battlefield: [
        ...RICH_LANDS,
        'Snow-Covered Forest',
        'Wastes',
        { name: 'Grizzly Bears', counters: { '+1/+1': 1 } },
        'Elite Vanguard',
        'Raging Goblin',
        'Coral Merfolk',
        'Llanowar Elves',
      ],
      graveyard: ['Raging Goblin', 'Watchwolf', 'Grizzly Bears'],
    },
    {
      hand: ['Forest'],
      library: [...LANDS, ...LANDS],
      battlefield: [...KINDS, 'Wind Drake', { name: 'Grizzly Bears', tapped: true }, 'Mountain'],
      graveyard: ['Grizzly Bears'],
    },
  ])
}

/** Ann's attack blocked by two of Ben's creatures, Ann holding priority: "target blocking creature". */
function blockedBoard(card: string): unknown {
  return {
    ...(smokeBoard(card) as object),
    state: {
      turn: 3,
      active: 0,
      step: 'declareAttackers',
      players: [
        {
          hand: [card],
          library: [...LANDS, ...LANDS],
          battlefield: [...RICH_LANDS, { name: 'Grizzly Bears', sick: false }, { name: 'Watchwolf', sick: false }],
          graveyard: ['Grizzly Bears'],
        },
        {
          hand: [],
          library: [...LANDS, ...LANDS],
          battlefield: ['Grizzly Bears', 'Elite Vanguard', 'Mountain'],
          graveyard: [],
        },
      ],
    },
    actions: [
      {
        player: 0,
        type: 'declareAttackers',
        attackers: [
          { card: 'Grizzly Bears', target: 'player:1' },
          { card: 'Watchwolf', target: 'player:1' },
        ],
      },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
      {
        player: 1,
        type: 'declareBlockers',
        blockers: [
          { card: 'Grizzly Bears', blocks: '0:Grizzly Bears' },
          { card: 'Elite Vanguard', blocks: '0:Watchwolf' },
        ],
      },
    ],
  }
}

/** Ben's main phase with a spell of his on the stack, Ann holding priority: a blue sorcery, a colourless artifact, or
 *  a multicoloured creature with a blue instant above it (for "counter target blue / artifact / … spell"). */
function bensSpellBoard(card: string, spells: { card: string }[]): unknown {
  const board = bensTurnBoard(card, 'respond') as { state: { players: Record<string, unknown>[] }; actions: unknown[] }
  board.state.players[0].battlefield = [...RICH_LANDS, 'Grizzly Bears', 'Coral Merfolk']
  board.state.players[1] = {
    hand: spells.map((s) => s.card),
    library: [...LANDS, ...LANDS],
    battlefield: ['Island', 'Island', 'Island', 'Forest', 'Plains', 'Grizzly Bears'],
    graveyard: [],
  }
  board.actions = [...spells.map((s) => ({ player: 1, type: 'cast', ...s })), { player: 1, type: 'pass' }]
  return board
}

/** The names the smoke boards put on the table besides the card under test (the pool must hold them). */
export const SMOKE_TABLE_CARDS = [
  ...LANDS,
  ...BENS_TABLE,
  ...KINDS,
  'Lightning Bolt',
  'Divination',
  'Coral Merfolk',
  'Wind Drake',
  'Snow-Covered Forest',
  'Wastes',
  'Opt',
  'Llanowar Elves',
]

/**
 * The first way Ann can put `card` into play on one of the smoke boards, tried in order (her main phase, a fuller
 * table, in response to Ben's spells, during Ben's attack, a table of rarer kinds, her blocked attack, in response to
 * Ben's sorcery, artifact, or multicoloured and blue spells): the position and her legal cast, land play or suspend.
 * Null when no board allows one (costs or targets none of them meets).
 */
export function firstPlay(card: string, pool: CardPool): { start: GameState; action: Action } | null {
  const boards = [
    smokeBoard(card),
    richBoard(card),
    bensTurnBoard(card, 'respond'),
    bensTurnBoard(card, 'combat'),
    kindsBoard(card),
    blockedBoard(card),
    bensSpellBoard(card, [{ card: 'Divination' }]),
    bensSpellBoard(card, [{ card: 'Sol Ring' }]),
    bensSpellBoard(card, [{ card: 'Watchwolf' }, { card: 'Opt' }]),
  ]
  for (const board of boards) {
    const run = runScenario(board, pool)
    const rejected = run.output.rejected as { reason: string }[]
    if (rejected.length) throw new Error(`smoke board for ${card}: ${rejected[0].reason}`)
    const start = run.state
    const cardId = start.players[0].zones.hand[0]
    const action = legalActions(start, 0).find(
      (a) =>
        (a.type === 'cast' || a.type === 'playLand' || a.type === 'suspend') && (a as { card: string }).card === cardId,
    )
    if (action) return { start, action: action as Action }
  }
  return null
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
