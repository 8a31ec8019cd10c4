// "You may X. If you do, Y." (CR 608.2c, 609.3): Y follows only an X that was done. An X that can't be done in full (a
// sacrifice with nothing to sacrifice, a discard from an empty hand) isn't offered and Y doesn't happen; "When ~ dies,
// you may exile it" exiles the card it became in the graveyard (CR 400.7, 603.10a).
import { beforeAll, describe, expect, it } from 'vitest'
import type { Effect } from '../../../../src-shared/engine/ast'
import { ALWAYS_DONE, JUDGED_KINDS } from '../../../../src-shared/text/effects/ifYouDo'
import { compiledFaces, walk } from '../../../support/compiledFaces'
import { answer, cast, LANDS, PASS, play, permanent, seat } from '../../../support/verify/harness'

describe('if you do: only after X was done', () => {
  const revolutionary = (battlefield: string[], then: unknown[]) =>
    play(['Ironclad Revolutionary', 'Ornithopter'], { ann: { hand: ['Ironclad Revolutionary'], battlefield } }, [
      ...cast('Ironclad Revolutionary'),
      ...PASS,
      ...then,
    ])

  it('CR 608.2c: Ironclad Revolutionary with an artifact: sacrificed, then two counters and 2 life lost', () => {
    const p = revolutionary([...LANDS, 'Ornithopter'], [answer('yes')])
    expect(seat(p, 0).graveyard).toEqual(['Ornithopter'])
    expect(permanent(p, 0, 'Ironclad Revolutionary').counters['+1/+1']).toBe(2)
    expect(seat(p, 1).life).toBe(18)
  })

  it('CR 609.3: Ironclad Revolutionary with no artifact: nothing asked, no counters, no life lost', () => {
    const p = revolutionary(LANDS, [])
    expect(p.state.pending).toEqual([])
    expect(permanent(p, 0, 'Ironclad Revolutionary').counters['+1/+1'] ?? 0).toBe(0)
    expect(seat(p, 1).life).toBe(20)
    expect(p.log).toContain("Ann can't sacrifice an artifact")
  })

  it('CR 609.3: Fissure Wizard with an empty hand draws nothing; with a card, discards it and draws', () => {
    const wizard = (hand: string[], then: unknown[]) =>
      play(['Fissure Wizard', 'Lightning Bolt'], { ann: { hand: ['Fissure Wizard', ...hand], battlefield: LANDS } }, [
        ...cast('Fissure Wizard'),
        ...PASS,
        ...then,
      ])
    let p = wizard([], [])
    expect(p.state.pending).toEqual([])
    expect(seat(p, 0).hand).toEqual([])
    p = wizard(['Lightning Bolt'], [answer('yes')]) // the only card: discarded without a choice
    expect(seat(p, 0).graveyard).toEqual(['Lightning Bolt'])
    expect(seat(p, 0).hand).toHaveLength(1)
  })

  it('CR 400.7, 603.10a: Academy Rector dies: "exile it" exiles the card in the graveyard, then the search', () => {
    const p = play(
      ['Academy Rector', 'Lightning Bolt', 'Glorious Anthem'],
      {
        ann: {
          battlefield: [...LANDS, { name: 'Academy Rector', sick: false }],
          hand: ['Lightning Bolt'],
          library: ['Island', 'Glorious Anthem', 'Island'],
        },
        ben: { battlefield: ['Grizzly Bears'] },
      },
      [
        { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['0:Academy Rector'] },
        ...PASS,
        ...PASS,
        answer('yes'),
        { player: 0, type: 'choose', cards: ['Glorious Anthem'] },
      ],
    )
    expect(seat(p, 0).exile).toEqual(['Academy Rector'])
    expect(seat(p, 0).graveyard).toEqual(['Lightning Bolt'])
    expect(seat(p, 0).battlefield.some((b) => b.name === 'Glorious Anthem')).toBe(true)
  })
})

describe('if you do: every X of AtomicCards is judged', () => {
  beforeAll(() => void compiledFaces(), 240_000)

  it('CR 608.2c, 609.3: each "you may X. If you do" reads X as a kind the engine judges, or one always done', () => {
    const targeted = (e: Effect) =>
      JSON.stringify(e).match(/"target":\d/) !== null || (e as { subject?: unknown }).subject === 'self'
    const unjudged: string[] = []
    let found = 0
    for (const { def, tree } of compiledFaces())
      walk(tree, (node) => {
        if (node.kind !== 'may' || !node.ifYouDo) return
        found++
        for (const e of node.effects as Effect[])
          if (!JUDGED_KINDS.has(e.kind) && !ALWAYS_DONE.has(e.kind) && !targeted(e))
            unjudged.push(`${def.name}: ${e.kind}`)
      })
    expect(found).toBeGreaterThan(80) // Academy Raider, Ironclad Revolutionary, Academy Rector, …
    expect(unjudged).toEqual([])
  })
})
