// The statecharts own the turn structure: their states and transitions (CR 500–514 and the variants' rulings), the
// reducer following them in random games, and saves made before the charts loading through the migration.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import {
  applyAction,
  chartJson,
  compactState,
  chartMove,
  chartPathFor,
  engineCodec,
  expandState,
  migrateState,
  pathToValue,
  Random,
  randomAction,
  replayTimeline,
  sameJson,
  valueToPath,
  variantById,
  type GameChart,
  type GameState,
  type Tx,
} from '@shared/engine'
import type { SaveDocument } from '@shared/saves/format'
import { newTestGame, recordRandomGame } from './helpers'
import { settleCardText } from '@shared/engine/textPins'
import { withoutFactsThatPredate } from '@shared/engine/recordedFacts'

const chart = (id: string): GameChart => variantById(id).chart

/** Where NEXT leads from a state, and the actions on the way, for a game in the given position. */
function next(c: GameChart, path: string, game: Partial<GameState>): { path: string; actions: string[] } {
  const s = { players: [{ lost: false }, { lost: false }], battlefield: [], objects: {}, combat: null, ...game }
  const move = chartMove(c, path, 'NEXT', { s } as unknown as Tx)
  return { path: move.path, actions: move.actions.map((a) => a.type).filter((t) => t !== 'enterStep') }
}

const declared = (firstStrike: boolean) =>
  ({
    attackers: [{ id: 'c1', target: { player: 1 } }],
    blockers: [],
    toBlock: [],
    struckFirst: [],
    firstStrike: false,
    declared: true,
    ...(firstStrike && { attackers: [{ id: 'fs', target: { player: 1 } }] }),
  }) as unknown as GameState['combat']

describe('the normal game statechart (CR 500–514)', () => {
  const normal = chart('normal')

  it('CR 500.1: a turn is the beginning, precombat main, combat, postcombat main and ending phases, steps in order', () => {
    expect(normal.turnSteps.map((s) => `${s.turnPhase}.${s.name}`)).toEqual([
      'beginning.untap',
      'beginning.upkeep',
      'beginning.draw',
      'turn.precombatMain',
      'combat.beginCombat',
      'combat.declareAttackers',
      'combat.declareBlockers',
      'combat.firstStrikeDamage',
      'combat.combatDamage',
      'combat.endCombat',
      'turn.postcombatMain',
      'ending.end',
      'ending.cleanup',
    ])
    // CR 117.3a: no priority in untap and cleanup; CR 505: the main phases.
    expect(normal.turnSteps.filter((s) => !s.priority).map((s) => s.name)).toEqual(['untap', 'cleanup'])
    expect(normal.turnSteps.filter((s) => s.main).map((s) => s.name)).toEqual(['precombatMain', 'postcombatMain'])
  })

  it('CR 103.4: setup is the London mulligan; the first turn then begins with the untap step (CR 103.8)', () => {
    expect(normal.initialPath).toBe('setup.mulligan')
    expect(next(normal, 'setup.mulligan', {})).toEqual({
      path: 'turn.beginning.untap',
      actions: ['startFirstTurn', 'beginTurn', 'untapPermanents'],
    })
  })

  it('CR 508.8: no attackers skips declare blockers and damage; attackers lead to declare blockers', () => {
    expect(next(normal, 'turn.combat.declareAttackers', { combat: null }).path).toBe('turn.combat.endCombat')
    const none = { ...declared(false)!, declared: false }
    expect(next(normal, 'turn.combat.declareAttackers', { combat: none }).path).toBe('turn.combat.endCombat')
    expect(next(normal, 'turn.combat.declareAttackers', { combat: declared(false) })).toEqual({
      path: 'turn.combat.declareBlockers',
      actions: ['askBlockers'], // CR 509.1
    })
  })

  it('CR 510.4: the first-strike damage step happens only when an attacker or blocker has first or double strike', () => {
    const objects = {
      c1: { id: 'c1', def: 'bear', controller: 0, zone: 'battlefield', counters: {} },
      fs: { id: 'fs', def: 'knight', controller: 0, zone: 'battlefield', counters: {} },
    }
    const cards = {
      bear: { id: 'bear', faces: [{ types: ['Creature'], keywords: [], oracleText: '' }] },
      knight: {
        id: 'knight',
        faces: [{ types: ['Creature'], keywords: ['First strike'], oracleText: 'First strike' }],
      },
    }
    const at = 'turn.combat.declareBlockers'
    const game = { objects, cards, battlefield: ['c1', 'fs'] } as unknown as Partial<GameState>
    expect(next(normal, at, { ...game, combat: declared(false) })).toEqual({
      path: 'turn.combat.combatDamage',
      actions: ['regularDamage'],
    })
    expect(next(normal, at, { ...game, combat: declared(true) })).toEqual({
      path: 'turn.combat.firstStrikeDamage',
      actions: ['firstStrikeDamage'],
    })
  })

  it('CR 511.3, 514.1–514.2: removing from combat and the cleanup are exit and entry actions of their steps', () => {
    expect(next(normal, 'turn.combat.endCombat', {})).toEqual({
      path: 'turn.postcombatMain',
      actions: ['removeFromCombat'],
    })
    expect(next(normal, 'turn.ending.end', {})).toEqual({ path: 'turn.ending.cleanup', actions: ['askDiscard'] })
  })

  it('CR 500.7: the cleanup step leads into the next turn: the turn state is left and entered again', () => {
    expect(next(normal, 'turn.ending.cleanup', {})).toEqual({
      path: 'turn.beginning.untap',
      actions: ['wearOff', 'endTurn', 'passTurn', 'beginTurn', 'untapPermanents'],
    })
  })

  it('CR 104: the game may end in any state (GAME_OVER), and "ended" is final', () => {
    for (const step of normal.turnSteps) {
      const move = chartMove(normal, step.path, 'GAME_OVER', { s: {} } as unknown as Tx)
      expect(move.path).toBe('ended')
    }
    expect(chartJson(normal).states!.ended.final).toBe(true)
  })

  it("a chart state is plain data: the path rebuilds XState's snapshot value and back", () => {
    for (const s of [...normal.setupSteps, ...normal.turnSteps]) {
      const snapshot = normal.machine.resolveState({ value: pathToValue(s.path), context: {} })
      expect(valueToPath(snapshot.value)).toBe(s.path)
    }
  })
})

describe("the variants' statecharts", () => {
  it('MCR-10: untap and the second main phase are skipped; MCR-8: the abilities step only with an ability to use', () => {
    const combat = chart('combat')
    const names = combat.turnSteps.map((s) => s.name)
    expect(names).not.toContain('untap')
    expect(names).not.toContain('postcombatMain')
    expect(names[0]).toBe('upkeep')
    expect(next(combat, 'turn.ending.cleanup', { phase: 'turn', round: 3, active: 1, starting: 0 }).path).toBe(
      'turn.beginning.upkeep',
    )
    expect(next(combat, 'turn.combat.beginCombat', {}).path).toBe('turn.combat.fights')
    expect(next(combat, 'turn.combat.endCombat', {})).toEqual({ path: 'turn.ending.end', actions: ['clearCombatData'] })
    expect(combat.step('fights')!.allPassed).toBeTypeOf('function') // MCR-8: a declared fight when all pass
  })

  it('MCR-2, MCR-3: the hidden placement first; the last turn of round ten scores the game and ends it', () => {
    const combat = chart('combat')
    expect(combat.setupSteps.map((s) => s.name)).toEqual(['placeCreatures'])
    const last = { phase: 'turn' as const, round: 10, active: 1, starting: 0 }
    expect(next(combat, 'turn.ending.cleanup', last)).toEqual({
      path: 'ended',
      actions: ['wearOff', 'endTurn', 'scoreFinalRound'],
    })
    // The starting player's turn of round ten is not the last one.
    expect(next(combat, 'turn.ending.cleanup', { ...last, active: 0 }).path).toBe('turn.beginning.upkeep')
  })

  it('MH-2, MH-3: Manahearth chooses heroes in hiding, then reveals them with three cards and the partial mulligan', () => {
    const manahearth = chart('manahearth')
    expect(manahearth.setupSteps.map((s) => s.name)).toEqual(['chooseHero', 'mulligan'])
    expect(next(manahearth, 'setup.chooseHero', {})).toEqual({
      path: 'setup.mulligan',
      actions: ['revealHeroesAndDraw', 'askPartialMulligans'],
    })
    expect(manahearth.turnSteps.map((s) => s.name)).toEqual(chart('normal').turnSteps.map((s) => s.name))
  })

  it('HE-2, HE-6: Heroic sets up the heroes, then the London mulligan', () => {
    const heroic = chart('heroic')
    expect(heroic.initialPath).toBe('setup.heroes')
    expect(next(heroic, 'setup.heroes', {})).toEqual({ path: 'setup.mulligan', actions: ['londonMulligan'] })
  })

  it('MM-7: Mental Magic has the normal chart; its announcements wait inside whatever step reveals a card', () => {
    expect(chartJson(chart('mental'))).toEqual(chartJson(chart('normal')))
  })
})

describe('the reducer follows the chart (random games)', () => {
  for (const players of [2, 3]) {
    it(`${players} players: the step is the chart's leaf, steps come in chart order, CR 508.8 skips happen exactly when no creature attacked`, () => {
      const normal = chart('normal')
      const order = normal.turnSteps.map((s) => s.name)
      const { states } = recordRandomGame(newTestGame(40 + players, players), 77 + players, 900, 0.4)
      let turns = 0
      let stepsThisTurn: string[] = []
      let attacked = false
      const endTurn = () => {
        if (!stepsThisTurn.includes('endCombat')) return
        turns++
        // CR 508.8: declare blockers and combat damage happen if and only if attackers were declared.
        expect(stepsThisTurn.includes('declareBlockers')).toBe(attacked)
        expect(stepsThisTurn.includes('combatDamage')).toBe(attacked)
      }
      for (let i = 0; i < states.length; i++) {
        const s = states[i]
        if (s.phase === 'ended') {
          expect(s.chart).toBe('ended')
          continue
        }
        expect(s.chart).toBe(chartPathFor(normal, s))
        expect(s.chart.split('.').pop()).toBe(s.step)
        if (s.phase !== 'turn') continue
        const prev = states[i - 1]
        if (prev?.phase === 'turn' && prev.turn !== s.turn) {
          endTurn()
          stepsThisTurn = []
          attacked = false
        }
        if (stepsThisTurn[stepsThisTurn.length - 1] !== s.step) {
          const last = stepsThisTurn[stepsThisTurn.length - 1]
          if (last) expect(order.indexOf(s.step)).toBeGreaterThan(order.indexOf(last))
          stepsThisTurn.push(s.step)
        }
        if (s.combat?.declared) attacked = true
      }
      expect(turns).toBeGreaterThan(5)
    })
  }
})

describe('saves made before the statechart (migration)', () => {
  const docs = JSON.parse(
    readFileSync(new URL('./fixtures/pre-chart-saves.json', import.meta.url), 'utf8'),
  ) as SaveDocument[]

  it('migrateState gives an old state its chart path from its stage and step, and drops stepBegun', () => {
    const played = recordRandomGame(newTestGame(8), 3, 120).states
    for (const s of played) {
      const { chart: _chart, ...rest } = s
      const old = { ...rest, stepBegun: true }
      expect(sameJson(migrateState(old), s)).toBe(true)
    }
  })

  it.each(docs.map((d) => [d.variant, d] as const))(
    '%s: a pre-chart save replays through the chart to its saved snapshot, and resumes from it',
    (_variant, doc) => {
      const snapshot = doc.snapshot as Record<string, unknown>
      expect(snapshot.stepBegun).toBe(true)
      expect(snapshot.chart).toBeUndefined()
      const timeline = replayTimeline(doc)
      expect(timeline.error).toBeNull()
      const replayed = timeline.states[timeline.states.length - 1]
      expect(replayed.actionCount).toBe(doc.log.length)
      // Every position of the variant's game is where its chart says: the step is the leaf of the chart's state.
      const variantChart = chart(doc.variant)
      for (const s of timeline.states)
        if (s.phase !== 'ended') expect(s.chart, `action ${s.actionCount}`).toBe(chartPathFor(variantChart, s))
      expect(engineCodec.equalsSnapshot(replayed, snapshot)).toBe(true)
      // Loading settles the card text the game was played with (engine/textPins.ts), as the app does.
      const loaded = expandState(snapshot, settleCardText(doc).cards)
      expect(loaded.chart).toBe(replayed.chart)
      // The save's card table is its decks' cards; cards made during play come back with the replay. The facts the
      // engine records today and the snapshot predates (a spell cast from hand, this turn's draws) come only with it.
      expect(sameJson(compactState(loaded), withoutFactsThatPredate(compactState(replayed), snapshot))).toBe(true)
      // Play goes on from the loaded snapshot as from the replayed game.
      const rng = Random.fromSeed(9)
      let a = loaded
      let b = replayed
      for (let i = 0; i < 40 && a.phase !== 'ended'; i++) {
        const action = randomAction(a, rng, { passBias: 0.5 })!
        const ra = applyAction(a, action)
        const rb = applyAction(b, action)
        expect(ra.ok && rb.ok).toBe(true)
        if (!ra.ok || !rb.ok) return
        a = ra.state
        b = rb.state
      }
      const facts = (x: GameState) => withoutFactsThatPredate(compactState(x), snapshot)
      expect(sameJson(facts(a), facts(b))).toBe(true)
    },
  )
})
