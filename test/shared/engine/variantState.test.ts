// A variant's typed state (src-shared/engine/variantState.ts): reads of GameState.extra and PlayerState.extra with
// the variant's declared shape, and writes through a transaction that leave the earlier state as it was.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { createGame, findVariant } from '@shared/engine'
import { Tx } from '@shared/engine/tx'
import { variantState } from '@shared/engine/variantState'
import { combatState, scoreOf } from '@shared/variants/combat/selectors'

interface GameExtra {
  counter?: number
}
interface PlayerExtra {
  tokens?: string[]
}
const state = variantState<GameExtra, PlayerExtra>()

describe('variant state', () => {
  const game = createGame({
    variant: 'normal',
    players: [
      { name: 'Ann', deck: [] },
      { name: 'Ben', deck: [] },
    ],
    cards: [],
    seed: 1,
  })

  it('reads what is not set yet as absent, also for a player the game does not have', () => {
    expect(state.game(game).counter).toBeUndefined()
    expect(state.player(game, 1).tokens).toBeUndefined()
    expect(state.player(game, 7)).toEqual({})
  })

  it('writes in a transaction, copy-on-write: the earlier state keeps its values', () => {
    const tx = new Tx(game, findVariant('normal')!)
    state.writeGame(tx).counter = 2
    state.writePlayer(tx, 1).tokens = ['Goblin']
    expect(state.game(tx.s).counter).toBe(2)
    expect(state.player(tx.s, 1).tokens).toEqual(['Goblin'])
    expect(state.game(game).counter).toBeUndefined()
    expect(state.player(game, 1).tokens).toBeUndefined()
  })

  it('ruling MCR-3: a Combat Rules score is read through the variant state', () => {
    const tx = new Tx(game, findVariant('normal')!)
    combatState.writePlayer(tx, 0).score = 3
    expect(scoreOf(tx.s, 0)).toBe(3)
    expect(scoreOf(tx.s, 1)).toBe(0)
  })
})
