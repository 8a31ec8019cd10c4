// Triggers on damage dealt (CR 603.2, 120): "whenever ~ deals damage to an opponent, that player discards", "whenever
// enchanted creature deals damage, you gain that much life", on real cards.
import { describe, expect, it } from 'vitest'
import { manualLines, out, playScenario } from '../../../support/realCards'

const attack = (cards: string[], mine: unknown[], theirs: string[], hand: string[]) =>
  playScenario(cards, {
    state: {
      turn: 3,
      active: 0,
      step: 'declareAttackers',
      players: [
        { library: ['Swamp', 'Swamp'], battlefield: mine },
        { library: ['Swamp', 'Swamp'], hand, battlefield: theirs },
      ],
    },
    actions: [
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Hypnotic Specter', target: 'player:1' }] },
      { type: 'passUntil', step: 'postcombatMain' },
    ],
  })

describe('damage triggers', () => {
  it('CR 603.2: Hypnotic Specter deals damage to an opponent: that player discards a card at random', () => {
    expect(manualLines('Hypnotic Specter')).toEqual([])
    const r = attack(['Hypnotic Specter'], [{ name: 'Hypnotic Specter', sick: false }], [], ['Forest', 'Island'])
    expect(out(r).players[1].life).toBe(18)
    expect(out(r).players[1].hand).toHaveLength(1)
    expect(out(r).players[1].graveyard).toHaveLength(1)
  })

  it('CR 603.2: damage to a creature is not damage to an opponent (Hypnotic Specter blocked)', () => {
    const r = playScenario(['Hypnotic Specter'], {
      state: {
        turn: 3,
        active: 0,
        step: 'declareAttackers',
        players: [
          { library: ['Swamp'], battlefield: [{ name: 'Hypnotic Specter', sick: false }] },
          { library: ['Swamp'], hand: ['Forest'], battlefield: ['Wall of Wood'] },
        ],
      },
      actions: [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Hypnotic Specter', target: 'player:1' }] },
        { player: 1, type: 'declareBlockers', blockers: [{ card: 'Wall of Wood', blocks: '0:Hypnotic Specter' }] },
        { type: 'passUntil', step: 'postcombatMain' },
      ],
    })
    expect(out(r).players[1].hand).toEqual(['Forest'])
  })

  it('CR 120.3, 603.2: Spirit Link: whenever enchanted creature deals damage, you gain that much life', () => {
    expect(manualLines('Spirit Link')).toEqual([])
    const r = playScenario(['Spirit Link'], {
      state: {
        turn: 3,
        active: 0,
        step: 'declareAttackers',
        players: [
          {
            library: ['Plains'],
            battlefield: [
              { name: 'Craw Wurm', sick: false },
              { name: 'Spirit Link', attachedTo: 'Craw Wurm' },
            ],
          },
          { library: ['Plains'] },
        ],
      },
      actions: [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Craw Wurm', target: 'player:1' }] },
        { type: 'passUntil', step: 'postcombatMain' },
      ],
    })
    expect(out(r).players.map((p) => p.life)).toEqual([26, 14])
  })
})
