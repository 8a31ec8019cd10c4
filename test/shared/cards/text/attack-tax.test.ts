// "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you"
// (Propaganda, Ghostly Prison): the attack costs mana, paid as attackers are declared (CR 508.1d, 508.1g-h).
import { describe, expect, it } from 'vitest'
import { manualLines, out, playCombat, ready } from '../../../support/realCards'

const attack = (cards: string[]) => ({
  player: 0,
  type: 'declareAttackers',
  attackers: cards.map((card) => ({ card, target: 'player:1' })),
})

describe('attack taxes (CR 508.1d, 508.1g-h)', () => {
  it('CR 508.1g-h: attacking a player with Propaganda costs {2} per attacker, paid from untapped lands', () => {
    expect(manualLines('Propaganda')).toEqual([])
    const r = playCombat(
      ['Propaganda'],
      { battlefield: [ready('Grizzly Bears'), ready('Hill Giant'), 'Forest', 'Forest', 'Forest'] },
      { battlefield: ['Propaganda'] },
      [attack(['Grizzly Bears', 'Hill Giant']), attack(['Hill Giant']), { type: 'passUntil', step: 'endCombat' }],
    )
    expect(out(r).rejected?.[0].reason).toMatch(/costs \{4\}.*Propaganda/)
    expect(out(r).rejected).toHaveLength(1)
    expect(out(r).players[1].life).toBe(17)
    expect(out(r).players[0].battlefield.filter((c) => c.name === 'Forest' && c.tapped)).toHaveLength(2)
  })

  it('CR 508.1h: an attacking mana creature can’t help pay Ghostly Prison’s tax', () => {
    expect(manualLines('Ghostly Prison')).toEqual([])
    const r = playCombat(
      ['Ghostly Prison'],
      { battlefield: [ready('Grizzly Bears'), ready('Llanowar Elves'), 'Forest'] },
      { battlefield: ['Ghostly Prison'] },
      [attack(['Llanowar Elves']), attack(['Grizzly Bears']), { type: 'passUntil', step: 'endCombat' }],
    )
    expect(out(r).rejected?.map((x) => x.index)).toEqual([0]) // {2}: the Forest, and the Elves tapped to attack
    expect(out(r).players[1].life).toBe(18) // the Bears: the Forest and the idle Elves pay {2}
  })
})
