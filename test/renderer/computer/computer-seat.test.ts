// The game store plays the computer's seats: the session's computer state asks it to think, and its decisions are
// played like a person's until a person must act.
import { afterEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { useSettingsStore } from '../../../src-renderer/src/stores/settings'
import { twoPlayers } from '../table/helpers'

afterEach(() => {
  delete window.hearth
})

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('computer seats', () => {
  it('a seat played by the computer decides its own mulligan and the game goes on to a person', async () => {
    setActivePinia(createPinia())
    useSettingsStore().settings.computerPace = 'instant'
    const game = useGameStore()
    game.setComputers({ 0: 'normal' })
    game.start(twoPlayers())
    for (let i = 0; i < 50 && game.state!.pending[0]?.player === 0; i++) await settled()
    expect(game.state!.pending[0]).toMatchObject({ kind: 'mulligan', player: 1 })
    expect(game.log.some((l) => l.startsWith('Ann keeps') || l.startsWith('Ann takes a mulligan'))).toBe(true)
  })
})
