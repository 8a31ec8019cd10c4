// Ruling MM-1: a Mental Magic game started in the app uses the card database in use: the imported one's cards are
// registered with the engine and the game records the pool's identity; with the starter pool, nothing is given.
import { describe, expect, it, vi } from 'vitest'
import type { HearthBridge } from '../../src-shared/bridge'
import { starterCardDefinitions } from '../../src-shared/cards/starter'
import { createGame } from '../../src-shared/engine'
import '../../src-shared/variants'
import { poolOf } from '../../src-shared/variants/mental/pool'
import { cardPoolOption } from '../../src-renderer/src/components/newgame/cardPool'
import { manifestOf } from '../../src-shared/variants'

function fakeBridge(source: 'starter' | 'imported', cards = starterCardDefinitions()) {
  const searchCards = vi.fn(async () => ({
    ok: true as const,
    value: { source: 'database' as const, total: cards.length, cards, error: null },
  }))
  const bridge = {
    cards: {
      status: async () => ({
        ok: true as const,
        value: { source, cards: cards.length, origin: null, importedAt: null },
      }),
    },
    library: { searchCards },
  } as unknown as HearthBridge
  return { bridge, searchCards }
}

describe('Mental Magic card pool in the app (ruling MM-1)', () => {
  it('MM-1: with the starter pool the game gets no pool option (the bundled pool)', async () => {
    const { bridge, searchCards } = fakeBridge('starter')
    expect(await cardPoolOption(bridge, manifestOf('mental'))).toBeNull()
    expect(searchCards).not.toHaveBeenCalled()
  })

  it('MM-1: with an imported database its cards become the game pool, recorded by identity', async () => {
    const bolt = starterCardDefinitions().find((d) => d.name === 'Lightning Bolt')!
    const extra = {
      ...bolt,
      id: 'x-zap',
      name: 'Zap of the Database',
      faces: [{ ...bolt.faces[0], name: 'Zap of the Database' }],
    }
    const { bridge, searchCards } = fakeBridge('imported', [...starterCardDefinitions(), extra])
    const identity = await cardPoolOption(bridge, manifestOf('mental'))
    expect(await cardPoolOption(bridge, manifestOf('normal'))).toBeNull() // the normal game has no card pool
    expect(identity).toMatchObject({ source: 'custom', size: starterCardDefinitions().length + 1 })
    expect(searchCards).toHaveBeenCalledWith({ query: '', limit: 100_000 })
    const deck = Array.from({ length: 40 }, () => bolt.id)
    const state = createGame({
      variant: 'mental',
      seed: 1,
      start: 0,
      cards: [bolt],
      options: { cardPool: identity },
      players: [
        { name: 'Ann', deck },
        { name: 'Ben', deck },
      ],
    })
    expect(poolOf(state)?.byName('Zap of the Database')?.name).toBe('Zap of the Database')
    // Asked again with the same database: no second transfer.
    await cardPoolOption(bridge, manifestOf('mental'))
    expect(searchCards).toHaveBeenCalledTimes(1)
  })
})
