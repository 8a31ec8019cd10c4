// Set-ups the scenario contract honours (additions of 2026-12-06): a prepared object's `tapped` exactly as given, a
// position that breaks the engine's invariants refused naming the field, a `computer` action for a player the game
// is not waiting on rejected with a reason, and clear messages for a few malformed files.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { runScenario } from '@shared/scenario'
import { starterPool } from '@shared/cards/starter'
import { out, play, realPool } from '../../../support/realCards'

const pool = realPool(['Azorius Guildgate', 'Thornwood Falls', 'Godless Shrine', 'Krenko, Mob Boss'])
const board = (variant: string, players: unknown[], extra: Record<string, unknown> = {}) => ({
  variant,
  seed: 1,
  players: [{ name: 'Ann' }, { name: 'Ben' }],
  state: { turn: 3, active: 0, step: 'precombatMain', players },
  actions: [],
  ...extra,
})
const refusal = (raw: unknown, p = pool): string => {
  try {
    runScenario(raw, p)
  } catch (error) {
    expect((error as Error).name).toBe('ScenarioError')
    return (error as Error).message
  }
  throw new Error('the scenario was accepted')
}

describe('CR 614.1c: "enters tapped" applies only to objects that enter during the game', () => {
  it('a prepared tapland is exactly as tapped as given', () => {
    const r = play(
      pool,
      {
        hand: ['Azorius Guildgate'],
        battlefield: [
          { name: 'Azorius Guildgate', tapped: false },
          'Thornwood Falls',
          { name: 'Godless Shrine', tapped: true },
        ],
      },
      {},
      [{ player: 0, type: 'playLand', card: 'Azorius Guildgate' }],
    )
    expect(out(r).rejected).toEqual([])
    // The one played during the game enters tapped.
    expect(out(r).players[0].battlefield.map((b) => [b.name, b.tapped])).toEqual([
      ['Azorius Guildgate', false],
      ['Thornwood Falls', false],
      ['Godless Shrine', true],
      ['Azorius Guildgate', true],
    ])
  })
})

describe('a prepared position that breaks the invariants is refused, naming the field', () => {
  it('CR 122.1: a negative count of counters is refused; 0 is none, with no entry left', () => {
    const bears = (n: number) =>
      board('normal', [{ battlefield: [{ name: 'Grizzly Bears', counters: { '+1/+1': n } }] }])
    expect(refusal(bears(-1))).toMatch(/^state\.players\[0\]\.battlefield\[0\]\.counters\.\+1\/\+1: /)
    expect(out(runScenario(bears(0), pool)).players[0].battlefield[0].counters).toEqual({})
  })

  it('CR 122.1: negative poison or energy, negative damage', () => {
    expect(refusal(board('normal', [{ poison: -1 }]))).toMatch(/^state\.players\[0\]\.poison: /)
    expect(refusal(board('normal', [{}, { counters: { energy: -2 } }]))).toMatch(/^state\.players\[1\]\.counters: /)
    expect(refusal(board('normal', [{ battlefield: [{ name: 'Grizzly Bears', damage: -1 }] }]))).toMatch(
      /^state\.players\[0\]\.battlefield\[0\]\.damage: /,
    )
  })

  it('ruling HE-2: a Heroic player with no hero', () => {
    expect(
      refusal(board('heroic', [{}, {}], { players: [{ name: 'Ann', hero: 'Krenko, Mob Boss' }, { name: 'Ben' }] })),
    ).toMatch(/^state\.players\[1\]\.hero: required/)
  })

  it('ruling HE-8: a hero in the graveyard', () => {
    const raw = board('heroic', [{ graveyard: ['Krenko, Mob Boss'] }, {}], {
      players: [
        { name: 'Ann', hero: 'Krenko, Mob Boss' },
        { name: 'Ben', hero: 'Krenko, Mob Boss' },
      ],
    })
    expect(refusal(raw)).toMatch(/^state\.players\[0\]\.hero: "Krenko, Mob Boss" is in the graveyard/)
  })

  it('house-rule options of the wrong kind: options.manaBurn "yes"', () => {
    expect(refusal(board('normal', [], { options: { manaBurn: 'yes' } }))).toMatch(
      /^options\.manaBurn: must be true or false/,
    )
  })

  it('a manual action without its op', () => {
    const raw = board('normal', [], { actions: [{ player: 0, type: 'manual', card: 'Grizzly Bears' }] })
    expect(refusal(raw)).toMatch(/^actions\[0\]\.op: required: the manual tool, one of move, tap/)
  })
})

describe('CR 508.8: a scenario started after attackers would be declared has none', () => {
  it('starting at declareBlockers plays on without attackers', () => {
    const raw = {
      ...board('normal', [
        { battlefield: [{ name: 'Grizzly Bears', sick: false }] },
        { battlefield: ['Grizzly Bears'] },
      ]),
      state: {
        turn: 3,
        active: 0,
        step: 'declareBlockers',
        players: [{ battlefield: [{ name: 'Grizzly Bears', sick: false }] }, { battlefield: ['Grizzly Bears'] }],
      },
      actions: [{ type: 'passUntil', step: 'postcombatMain' }],
    }
    const r = runScenario(raw, starterPool())
    expect(r.output.rejected).toEqual([])
    expect(r.output.step).toBe('postcombatMain')
    expect(out(r).players.map((p) => p.life)).toEqual([20, 20])
  })
})

describe('a computer action for a player the game is not waiting on is rejected with a reason', () => {
  it('Ben while Ann has priority; Ann once she has passed', () => {
    const r = runScenario(
      {
        ...board('normal', []),
        actions: [
          { player: 1, type: 'computer' },
          { player: 0, type: 'pass' },
          { player: 0, type: 'computer', level: 'easy' },
        ],
      },
      starterPool(),
    )
    expect(out(r).rejected).toEqual([
      { index: 0, reason: 'The game is not waiting on Ben: Ann has priority' },
      { index: 2, reason: 'The game is not waiting on Ann: Ben has priority' },
    ])
  })
})
