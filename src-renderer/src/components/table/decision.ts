// What a prompt at the table needs: the stores, the real game state (the engine checks against it), and the decision
// waiting for the player at the table, if any (PromptPanel and each variant's prompt).
import { computed } from 'vue'
import type { PlayerIndex } from '@shared/engine'
import { pendingFor } from '@shared/engine'
import { useGameStore } from '../../stores/game'
import { useTableStore } from '../../stores/table'

export function useDecision(viewer: () => PlayerIndex) {
  const table = useTableStore()
  const game = useGameStore()
  const real = computed(() => game.state!)
  const pending = computed(() => pendingFor(real.value, viewer()))
  const kind = computed(() => pending.value?.kind ?? null)
  return { table, game, real, pending, kind }
}
