// The cleanup's discard chosen ahead (CR 514.1: at the cleanup the active player discards down to their maximum hand
// size): a person may choose it while still in their seat, so the cleanup needs no cover. The choice is the seat's,
// kept with the save's seats: it outlives a save and load, and an undo back to before the cleanup.
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { DEFAULT_SETTINGS } from '@shared/bridge'
import { starterPool } from '@shared/cards/starter'
import { runScenario } from '@shared/scenario'
import type { GameState } from '@shared/engine'
import { expandState } from '@shared/engine/codec'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { useSettingsStore } from '../../../src-renderer/src/stores/settings'

/** Ann's turn 3, second main phase, eight cards in hand: one too many at the cleanup (CR 514.1). */
function annWithEight(): GameState {
  return runScenario(
    {
      variant: 'normal',
      seed: 3,
      start: 0,
      players: [{ name: 'Ann' }, { name: 'Ben' }],
      state: {
        turn: 3,
        active: 0,
        step: 'postcombatMain',
        players: [
          {
            hand: ['Mountain', 'Mountain', 'Mountain', 'Raging Goblin', 'Raging Goblin', 'Shock', 'Shock', 'Shock'],
            library: ['Mountain', 'Mountain', 'Mountain'],
            battlefield: [],
          },
          { hand: ['Forest'], library: ['Forest', 'Forest', 'Forest'], battlefield: [] },
        ],
      },
      actions: [],
    },
    starterPool(),
  ).state
}

function freshStore() {
  setActivePinia(createPinia())
  useSettingsStore().settings = { ...DEFAULT_SETTINGS, stops: ['precombatMain', 'postcombatMain'] }
  return useGameStore()
}

const cleanupDiscards = (lines: string[]) => lines.filter((l) => /\bAnn discards\b/.test(l))

describe('the cleanup discard chosen ahead (CR 514.1)', () => {
  it('outlives a save and load: made at the cleanup with no cover, the chosen cards', () => {
    const game = freshStore()
    game.startPosition(annWithEight())
    game.takeSeat()
    expect(game.viewer).toBe(0)
    const hand = game.state!.players[0].zones.hand
    expect(hand.length).toBeGreaterThan(7)
    const chosen = hand.slice(0, hand.length - 7)
    game.chooseDiscardAhead(0, chosen)

    // Saved and loaded in a fresh store, as LoadScreen does.
    const input = game.saveInput()!
    expect(input.players[0].discardAhead).toEqual({ turn: 3, cards: chosen })
    const save = {
      format: 'hearthside-save',
      formatVersion: 2,
      appVersion: 'test',
      meta: { gameId: input.gameId, name: 'x', variant: 'normal', players: ['Ann', 'Ben'], savedAt: '' },
      variant: input.variant,
      options: input.options ?? {},
      players: input.players,
      seed: input.seed,
      cards: input.cards,
      log: input.log,
      ...(input.initial !== undefined ? { initial: input.initial } : {}),
      snapshot: input.snapshot,
    }
    const resumed = freshStore()
    resumed.resume({
      id: 'x.json',
      path: '/x.json',
      save: save as never,
      state: expandState(input.snapshot, input.cards),
      source: 'verified',
      warnings: [],
      migratedFrom: null,
    })
    expect(resumed.discardAhead[0]).toEqual({ turn: 3, cards: chosen })
    resumed.takeSeat()
    expect(resumed.viewer).toBe(0)
    const covers: (number | null)[] = []
    // Ann passes her second main phase: the end step passes by, and the cleanup discards the chosen cards for her.
    resumed.act({ type: 'pass', player: 0 })
    for (let i = 0; i < 20 && resumed.state!.turn === 3; i++) {
      if (resumed.handOffTo !== null) {
        covers.push(resumed.handOffTo)
        break
      }
      const p = resumed.viewer!
      if (resumed.state!.priority !== p) break
      resumed.act({ type: 'pass', player: p })
    }
    const s = resumed.state!
    expect(s.pending.some((d) => d.kind === 'discard')).toBe(false)
    // The chosen cards left the hand (a card that changes zones is a new object, CR 400.7), the others stayed.
    expect(s.players[0].zones.hand).toHaveLength(7)
    for (const id of chosen) expect(s.players[0].zones.hand).not.toContain(id)
    expect(cleanupDiscards(resumed.log), resumed.log.slice(-12).join('\n')).toHaveLength(1)
    // No cover came up for Ann's discard: the next one is Ben's, for his turn.
    expect(covers).not.toContain(0)
  })

  it('outlives an undo back to before the cleanup: made again as the turn goes on', () => {
    const game = freshStore()
    game.startPosition(annWithEight())
    game.takeSeat()
    const hand = game.state!.players[0].zones.hand
    const chosen = hand.slice(7 - hand.length)
    game.chooseDiscardAhead(0, chosen)
    game.act({ type: 'pass', player: 0 })
    expect(cleanupDiscards(game.log), `${game.state!.step}\n${game.log.slice(-12).join('\n')}`).toHaveLength(1)
    for (const id of chosen) expect(game.state!.players[0].zones.hand).not.toContain(id)
    // One undo takes back the discard made for her: Ann makes it by hand now if she likes, her choice still kept.
    const undo = () => {
      game.undo()
      if (game.travel) for (const p of game.travel.need) game.agreeTravel(p)
      if (game.handOffTo !== null) game.takeSeat()
    }
    undo()
    expect(game.state!.step).toBe('cleanup')
    expect(game.state!.pending[0]?.kind).toBe('discard')
    expect(game.discardAhead[0]).toEqual({ turn: 3, cards: chosen })
    // A second one, back to her pass in the second main phase: passing again makes the chosen discard again.
    undo()
    expect(game.state!.step).toBe('postcombatMain')
    for (const id of chosen) expect(game.state!.players[0].zones.hand).toContain(id)
    expect(game.discardAhead[0]).toEqual({ turn: 3, cards: chosen })
    game.act({ type: 'pass', player: 0 })
    for (const id of chosen) expect(game.state!.players[0].zones.hand).not.toContain(id)
    expect(game.state!.pending.some((d) => d.kind === 'discard')).toBe(false)
    expect(cleanupDiscards(game.log)).toHaveLength(1)
  })
})
