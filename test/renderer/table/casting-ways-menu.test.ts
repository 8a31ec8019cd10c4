// The card menu offers each other way to cast a card, with its cost, from the engine's card text: alternative costs
// (CR 118.9), morph (CR 702.37a, 702.37e), suspend (CR 702.62a) and foretell (CR 702.143a).
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { startHistory } from '@shared/engine'
import CardMenu from '../../../src-renderer/src/components/table/CardMenu.vue'
import { play } from '../../support/realCards'
import { cardIn, startedGame } from './helpers'

const CARDS = ['Mulldrifter', 'Battering Craghorn', 'Rift Bolt', 'Demon Bolt']
const LANDS = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Island']

function menuLabels(state: Parameters<typeof startHistory>[0], id: string) {
  const { pinia, game } = startedGame()
  game.history = startHistory(state)
  const w = mount(CardMenu, { props: { id, viewer: 0 }, global: { plugins: [pinia] } })
  const buttons = w.findAll('button')
  return {
    game,
    labels: buttons.map((b) => b.text()),
    click: (label: string) => buttons.find((b) => b.text() === label)!.trigger('click'),
  }
}

describe('card menu: other ways to cast', () => {
  it('CR 118.9, 702.37a, 702.62a, 702.143a: evoke, face down, suspend and foretell are offered with their costs', () => {
    const r = play(CARDS, { hand: CARDS, battlefield: LANDS }, {}, [])
    const s = r.state
    expect(menuLabels(s, cardIn(s, 0, 'hand', 'Mulldrifter')).labels).toContain('Cast for its evoke cost {2}{U}')
    expect(menuLabels(s, cardIn(s, 0, 'hand', 'Battering Craghorn')).labels).toContain('Cast face down (morph) for {3}')
    expect(menuLabels(s, cardIn(s, 0, 'hand', 'Rift Bolt')).labels).toContain('Suspend 1 for {R}')
    expect(menuLabels(s, cardIn(s, 0, 'hand', 'Demon Bolt')).labels).toContain('Foretell for {2}')
  })

  it('CR 702.37e: a face-down permanent of yours offers to turn it face up for its morph cost', async () => {
    const r = play(CARDS, { hand: ['Battering Craghorn'], battlefield: LANDS }, {}, [
      { player: 0, type: 'cast', card: 'Battering Craghorn', faceDown: true },
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
    ])
    const id = r.state.battlefield.find((x) => r.state.objects[x].faceDown)!
    const menu = menuLabels(r.state, id)
    expect(menu.labels).toContain('Turn face up (morph {1}{R}{R})')
    await menu.click('Turn face up (morph {1}{R}{R})')
    expect(menu.game.log.at(-1)).toMatch(/turns a face-down card face up for \{1\}\{R\}\{R\}: it is Battering Craghorn/)
  })
})
