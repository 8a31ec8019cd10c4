// Shield counters (CR 122.1c): damage that would be dealt to the permanent, or its destruction, removes a shield
// counter instead. "Enters with a shield counter" is read, so the counter must do what its rule says.
import { beforeAll, describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine'
import { compiledFaces, legalSomewhere } from '../../../support/compiledFaces'
import { manualLines, out, passBoth, play, ready, realPool } from '../../../support/realCards'

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

describe('scan of every compiled face: counters with rules of their own (CR 122.1)', () => {
  beforeAll(() => void compiledFaces(), 240_000) // every face compiled once

  it('CR 122.1c: every run "enters with" counter that has rules of its own is a shield counter, and each such creature loses it to Lightning Bolt instead of the damage', () => {
    const found: { name: string; amount: number }[] = []
    const wrong: string[] = []
    for (const { def, face, tree } of compiledFaces()) {
      if (!legalSomewhere(def) || def.isFunny || !explainCard(def).automated) continue
      for (const st of tree.statics) {
        if (st.kind !== 'entersWithCounters') continue
        if (['stun', 'finality', 'rad', 'bounty'].includes(st.counter)) wrong.push(`${def.name}: ${st.counter}`)
        if (st.counter === 'shield' && face.types.includes('Creature') && def.faces.length === 1)
          found.push({ name: def.name, amount: st.amount })
      }
    }
    expect(wrong).toEqual([])
    expect(found.length).toBeGreaterThanOrEqual(5) // Swooping Protector, Rhox Pummeler, Dapper Shieldmate, …
    const pool = realPool([...found.map((f) => f.name), 'Lightning Bolt'])
    for (const { name, amount } of found) {
      const r = play(pool, { hand: ['Lightning Bolt'], battlefield: [name, 'Mountain'] }, {}, [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: [name] },
        ...passBoth,
      ])
      const it = out(r).players[0].battlefield.find((b) => b.name === name)
      expect(it, name).toMatchObject({ damage: 0 })
      expect(it?.counters.shield ?? 0, name).toBe(amount - 1)
    }
  })
})
