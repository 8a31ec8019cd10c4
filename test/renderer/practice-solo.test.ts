// One-person modes have no covers: the goldfish and a puzzle against the computer open on the person's own table,
// never on "Pass to You".
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { DEFAULT_SETTINGS } from '@shared/bridge'
import { startGoldfish } from '../../src-renderer/src/practice/play'
import { useGameStore } from '../../src-renderer/src/stores/game'
import { useSettingsStore } from '../../src-renderer/src/stores/settings'

describe('one person at the table', () => {
  it('a goldfish game opens on the person’s own table (no cover), from the first decision', () => {
    setActivePinia(createPinia())
    useSettingsStore().settings = { ...DEFAULT_SETTINGS }
    startGoldfish('normal', { id: 'd', name: 'Mono-red', variant: 'normal', text: '20 Mountain\n20 Raging Goblin\n' })
    const game = useGameStore()
    expect(game.handOffTo).toBeNull()
    expect(game.viewer).toBe(0)
    expect(game.state!.pending[0]).toMatchObject({ kind: 'mulligan', player: 0 })
  })
})
