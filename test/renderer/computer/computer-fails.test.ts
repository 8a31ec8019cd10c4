// A computer seat whose decision fails gives the seat back to the people: a person plays it by hand, behind the
// hand-off cover, and the table says why (the game never stalls on a computer that can't answer).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { DEFAULT_SETTINGS } from '@shared/bridge'
import { useGameStore } from '../../../src-renderer/src/stores/game'
import { useSettingsStore } from '../../../src-renderer/src/stores/settings'
import { twoPlayers } from '../table/helpers'

vi.mock('@shared/computer', async (original) => ({
  ...(await original<typeof import('@shared/computer')>()),
  computerAction: () => {
    throw new Error('no idea')
  },
}))

afterEach(() => {
  delete window.hearth
})

describe('a computer that fails', () => {
  it('hands its seat to a person, behind the cover, and says why', async () => {
    setActivePinia(createPinia())
    useSettingsStore().settings = { ...DEFAULT_SETTINGS, computerPace: 'instant' }
    const game = useGameStore()
    game.start(twoPlayers({ start: 1, computers: { 1: 'normal' } }))
    game.act({ type: 'keep', player: 0 })
    for (let i = 0; i < 50 && game.computers[1]; i++) await new Promise((resolve) => setTimeout(resolve, 0))
    expect(game.computers).toEqual({})
    expect(game.handOffTo).toBe(1)
    expect(game.error).toBe('The computer could not decide for Ben (no idea): play it by hand.')
  })
})
