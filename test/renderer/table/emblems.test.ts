// CR 114: an emblem sits in its owner's command zone and everyone sees it: the player's plate shows each emblem's
// text, to its owner and to the other players alike.
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { viewFor, type GameState } from '@shared/engine'
import PlayerArea from '../../../src-renderer/src/components/table/PlayerArea.vue'
import { startedGame, twoPlayers } from './helpers'

describe('CR 114: emblems on the table', () => {
  it("shows Ben's emblem on his plate, to Ben and to Ann", () => {
    const { pinia, game } = startedGame(twoPlayers())
    const state: GameState = structuredClone(game.state!)
    state.players[1].emblems = [{ types: ['Creature'], power: 2, toughness: 2, keywords: ['flying'] }]
    for (const viewer of [0, 1] as const) {
      const wrapper = mount(PlayerArea, {
        props: { state: viewFor(state, viewer), player: 1, viewer, color: '#60a5fa' },
        global: { plugins: [pinia] },
      })
      const emblems = wrapper.findAll('[data-testid="emblem"]')
      expect(emblems.map((e) => e.text())).toEqual(['Emblem: creatures you control get +2/+2 and have flying'])
      wrapper.unmount()
    }
    const mine = mount(PlayerArea, {
      props: { state: viewFor(state, 0), player: 0, viewer: 0, color: '#f87171' },
      global: { plugins: [pinia] },
    })
    expect(mine.findAll('[data-testid="emblem"]')).toHaveLength(0)
    mine.unmount()
  })
})
