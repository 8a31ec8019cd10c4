// Shield counters (CR 122.1c): damage that would be dealt to the permanent, or its destruction, removes a shield
// counter instead. "Enters with a shield counter" is read, so the counter must do what its rule says.
import { describe, expect, it } from 'vitest'
import { manualLines, out, passBoth, play, ready } from '../../../support/realCards'

const protector = (o: ReturnType<typeof out>) => o.players[0].battlefield.find((b) => b.name === 'Swooping Protector')

describe('shield counters (CR 122.1c)', () => {
  it('CR 122.1c: Swooping Protector enters with a shield counter, which Shock removes instead of its damage', () => {
    expect(manualLines('Swooping Protector')).toEqual([])
    const r = play(
      ['Swooping Protector', 'Shock'],
      {
        hand: ['Swooping Protector', 'Shock', 'Shock'],
        battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Mountain', 'Mountain'],
      },
      {},
      [
        { player: 0, type: 'cast', card: 'Swooping Protector' },
        ...passBoth,
        { player: 0, type: 'cast', card: 'Shock', targets: ['Swooping Protector'] },
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(protector(out(r))).toMatchObject({ damage: 0, counters: {} })
    // The counter is gone: the second Shock's damage is dealt.
    const again = play(
      ['Swooping Protector', 'Shock'],
      { hand: ['Shock', 'Shock'], battlefield: ['Swooping Protector', 'Mountain', 'Mountain'] },
      {},
      [1, 2].flatMap(() => [{ player: 0, type: 'cast', card: 'Shock', targets: ['Swooping Protector'] }, ...passBoth]),
    )
    expect(out(again).rejected ?? []).toEqual([])
    expect(protector(out(again))).toBeUndefined()
    expect(out(again).players[0].graveyard).toContain('Swooping Protector')
  })

  it('CR 122.1c: destroying it removes a shield counter instead (Murder)', () => {
    const r = play(
      ['Swooping Protector', 'Murder'],
      {
        hand: ['Murder'],
        battlefield: [{ name: 'Swooping Protector', counters: { shield: 1 } }, 'Swamp', 'Swamp', 'Swamp'],
      },
      {},
      [{ player: 0, type: 'cast', card: 'Murder', targets: ['Swooping Protector'] }, ...passBoth],
    )
    expect(protector(out(r))).toMatchObject({ counters: {} })
  })

  it('CR 122.1c: damage from two blockers at once costs one shield counter, and none of it is dealt', () => {
    const r = play(
      ['Rhox Pummeler', 'Grizzly Bears', 'Hill Giant'],
      { battlefield: [ready('Rhox Pummeler', { counters: { shield: 2 } })] },
      { battlefield: ['Grizzly Bears', 'Hill Giant'] },
      [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Rhox Pummeler', target: 'player:1' }] },
        ...passBoth,
        {
          player: 1,
          type: 'declareBlockers',
          blockers: [
            { card: 'Grizzly Bears', blocks: '0:Rhox Pummeler' },
            { card: 'Hill Giant', blocks: '0:Rhox Pummeler' },
          ],
        },
        ...passBoth,
      ],
      'declareAttackers',
    )
    const pummeler = out(r).players[0].battlefield.find((b) => b.name === 'Rhox Pummeler')
    expect(pummeler).toMatchObject({ damage: 0, counters: { shield: 1 } })
  })
})
