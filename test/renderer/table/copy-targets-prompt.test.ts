// The copies a spell makes of itself at the table (CR 707.10c): with the app's chooseCopyTargets option, each copy
// with targets asks its controller, "Keep the targets" first, then each other legal target by name.
import { describe, expect, it } from 'vitest'
import { playScenario, ready } from '../../support/realCards'
import { mountPromptAt } from './mountPrompt'

const CARDS = ['Grapeshot', 'Lightning Bolt', 'Llanowar Elves']

describe('a storm copy at the table', () => {
  it('CR 707.10c: the copy of Grapeshot asks for new targets, "Keep the targets" first, then answers', async () => {
    const r = playScenario(CARDS, {
      options: { chooseCopyTargets: true },
      state: {
        turn: 3,
        active: 0,
        step: 'precombatMain',
        players: [
          {
            library: ['Island'],
            hand: ['Lightning Bolt', 'Grapeshot'],
            battlefield: ['Mountain', 'Mountain', 'Mountain'].map((n) => ready(n)),
          },
          { library: ['Island'], battlefield: [ready('Llanowar Elves')] },
        ],
      },
      actions: [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        { player: 0, type: 'cast', card: 'Grapeshot', targets: ['player:1'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    })
    expect(r.state.pending).toMatchObject([{ kind: 'effect', player: 0 }])
    const w = mountPromptAt(r.state)
    const buttons = w.findAll('[data-testid="choice"] button').map((b) => b.text())
    expect(buttons[0]).toBe('Keep the targets')
    expect(buttons).toContain('Llanowar Elves')
    w.unmount()
  })
})
