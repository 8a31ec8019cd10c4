// The game in progress (issue 9 owns this store). Contract used by other screens:
//  - NewGameScreen calls `start(setup)` then goes to the 'game' screen.
//  - LoadScreen calls `resume(loaded)` (a LoadedSave from the bridge) then goes to the 'game' screen.
// The engine (src-shared/engine) runs here in the renderer: it is pure. The UI asks it what is legal.
import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import type { LoadedSave, VariantId } from '@shared/bridge'
import type { GameState } from '@shared/engine'

export interface GameSetupPlayer {
  name: string
  /** A CSS colour for the player's seat. */
  color: string
  /** The deck as card names (one entry per copy), main deck first. */
  deck: string[]
  sideboard?: string[]
  deckName?: string
  /** Manahearth planeswalker / Heroic legendary creature, when chosen at deck building. */
  hero?: string
}

export interface GameSetup {
  variant: VariantId
  options: Record<string, unknown>
  players: GameSetupPlayer[]
  /** The starting player's seat, or 'random' (from the seed). */
  start: number | 'random'
  seed?: number
  /** "Casual: ignore deck rules" was ticked. */
  ignoreDeckRules?: boolean
}

export const useGameStore = defineStore('game', () => {
  const state = shallowRef<GameState | null>(null)

  function start(_setup: GameSetup): void {
    throw new Error('not built yet')
  }

  function resume(_loaded: LoadedSave): void {
    throw new Error('not built yet')
  }

  return { state, start, resume }
})
