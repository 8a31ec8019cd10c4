// The prompt panel mounted on a position of a played scenario, as Ann sees it.
import { mount } from '@vue/test-utils'
import { startHistory, type GameState } from '@shared/engine'
import PromptPanel from '../../../src-renderer/src/components/table/PromptPanel.vue'
import { startedGame } from './helpers'

/** Ann's prompt panel on `state`, the game store's history started there (unmount it when done). */
export function mountPromptAt(state: GameState) {
  const { pinia, game } = startedGame()
  game.history = startHistory(state)
  return mount(PromptPanel, { props: { view: state, viewer: 0 }, global: { plugins: [pinia] } })
}
