// Other ways to cast a spell with real cards: alternative costs (CR 118.9) named by the `cast` action's
// `alternative` — evoke (CR 702.74), dash (702.109), blitz (702.152), surge (702.117) — and split second (702.61).
import { describe, expect, it } from 'vitest'
import { play, passBoth as RESOLVE } from '../../../support/realCards'
import { realCard } from '../../../support/realCards'
import { explainCard } from '../../../../src-shared/engine'

interface PlayerOut {
  life: number
  hand: string[]
  graveyard: string[]
  battlefield: { name: string; tapped?: boolean; power?: number }[]
}
type Out = {
  players: PlayerOut[]
  rejected?: { index: number; reason: string }[]
  log: string[]
  stack: unknown[]
  waitingFor?: { player: number; decision: string }
}
const out = (r: { output: unknown }) => r.output as Out
const names = (bf: { name: string }[]) => bf.map((b) => b.name)

describe('evoke (CR 702.74)', () => {
  it('CR 702.74a: Mulldrifter evoked for {2}{U} draws two cards and is sacrificed', () => {
    const r = play(['Mulldrifter'], { hand: ['Mulldrifter'], battlefield: ['Island', 'Island', 'Island'] }, {}, [
      { player: 0, type: 'cast', card: 'Mulldrifter', alternative: 'evoke' },
      ...RESOLVE,
      { player: 0, type: 'choose', order: ['Mulldrifter', 'Mulldrifter'] },
      ...RESOLVE,
      ...RESOLVE,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Mulldrifter'])
    expect(out(r).players[0].hand).toHaveLength(2)
    expect(out(r).stack).toEqual([])
  })

  it('CR 702.74a: Mulldrifter cast for its mana cost stays on the battlefield', () => {
    const r = play(
      ['Mulldrifter'],
      { hand: ['Mulldrifter'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'] },
      {},
      [{ player: 0, type: 'cast', card: 'Mulldrifter' }, ...RESOLVE, ...RESOLVE],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(names(out(r).players[0].battlefield)).toContain('Mulldrifter')
    expect(out(r).players[0].hand).toHaveLength(2)
  })

  it('CR 118.9: three lands pay the evoke cost but not the mana cost', () => {
    const r = play(['Mulldrifter'], { hand: ['Mulldrifter'], battlefield: ['Island', 'Island', 'Island'] }, {}, [
      { player: 0, type: 'cast', card: 'Mulldrifter' },
    ])
    expect(out(r).rejected).toHaveLength(1)
  })
})

describe('dash (CR 702.109)', () => {
  it('CR 702.109a: Mardu Scout dashed has haste, attacks, and returns to its owner hand at the end step', () => {
    const r = play(['Mardu Scout'], { hand: ['Mardu Scout'], battlefield: ['Mountain', 'Mountain'] }, {}, [
      { player: 0, type: 'cast', card: 'Mardu Scout', alternative: 'dash' },
      ...RESOLVE,
      { type: 'passUntil', step: 'declareAttackers' },
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Mardu Scout', target: 'player:1' }] },
      { type: 'passUntil', step: 'end' },
      ...RESOLVE,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].life).toBe(17) // a 3/1
    expect(out(r).players[0].hand).toEqual(['Mardu Scout'])
    expect(names(out(r).players[0].battlefield)).not.toContain('Mardu Scout')
  })

  it('CR 702.109a: Mardu Scout cast for its mana cost has no haste and stays', () => {
    const r = play(['Mardu Scout'], { hand: ['Mardu Scout'], battlefield: ['Mountain', 'Mountain'] }, {}, [
      { player: 0, type: 'cast', card: 'Mardu Scout' },
      ...RESOLVE,
      { type: 'passUntil', step: 'declareAttackers' },
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Mardu Scout', target: 'player:1' }] },
    ])
    expect(out(r).rejected).toHaveLength(1) // CR 302.6: summoning sick
    expect(names(out(r).players[0].battlefield)).toContain('Mardu Scout')
  })
})

describe('blitz (CR 702.152)', () => {
  it('CR 702.152a: Riveteers Decoy blitzed is sacrificed at the end step and its controller draws a card', () => {
    const r = play(
      ['Riveteers Decoy'],
      { hand: ['Riveteers Decoy'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Riveteers Decoy', alternative: 'blitz' },
        ...RESOLVE,
        { type: 'passUntil', step: 'declareAttackers' },
        { player: 0, type: 'declareAttackers', attackers: [] }, // CR 702.152a: it has haste, so it could attack
        { type: 'passUntil', step: 'end' },
        ...RESOLVE,
        ...RESOLVE,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Riveteers Decoy'])
    expect(out(r).players[0].hand).toEqual(['Island'])
  })

  it('CR 702.152a: Riveteers Decoy cast for its mana cost draws nothing when it dies', () => {
    const r = play(
      ['Riveteers Decoy', 'Lightning Bolt'],
      { hand: ['Riveteers Decoy'], battlefield: ['Forest', 'Forest'] },
      { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      [
        { player: 0, type: 'cast', card: 'Riveteers Decoy' },
        ...RESOLVE,
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['0:Riveteers Decoy'] },
        { player: 1, type: 'pass' },
        { player: 0, type: 'pass' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Riveteers Decoy'])
    expect(out(r).players[0].hand).toEqual([])
  })
})

describe('surge (CR 702.117)', () => {
  const ann = {
    hand: ['Comparative Analysis', 'Lightning Bolt'],
    battlefield: ['Island', 'Island', 'Island', 'Mountain'],
  }
  it('CR 702.117a: Comparative Analysis for its surge cost after another spell this turn', () => {
    const r = play(['Comparative Analysis', 'Lightning Bolt'], ann, {}, [
      { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
      ...RESOLVE,
      { player: 0, type: 'cast', card: 'Comparative Analysis', targets: ['player:0'], alternative: 'surge' },
      ...RESOLVE,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Lightning Bolt', 'Comparative Analysis'])
    expect(out(r).players[0].hand).toHaveLength(2)
    expect(out(r).log.join('\n')).toMatch(/for its surge cost/)
  })

  it('CR 702.117a: no surge before another spell was cast this turn', () => {
    const r = play(['Comparative Analysis', 'Lightning Bolt'], ann, {}, [
      { player: 0, type: 'cast', card: 'Comparative Analysis', targets: ['player:0'], alternative: 'surge' },
    ])
    expect(out(r).rejected?.[0]?.reason).toMatch(/CR 702.117a/)
  })
})

describe('split second (CR 702.61)', () => {
  it('CR 702.61a: no spell can be cast in response to Sudden Shock', () => {
    const r = play(
      ['Sudden Shock', 'Giant Growth'],
      { hand: ['Sudden Shock'], battlefield: ['Mountain', 'Mountain'] },
      { hand: ['Giant Growth'], battlefield: ['Forest', 'Grizzly Bears'] },
      [
        { player: 0, type: 'cast', card: 'Sudden Shock', targets: ['1:Grizzly Bears'] },
        { player: 0, type: 'pass' },
        { player: 1, type: 'cast', card: 'Giant Growth', targets: ['1:Grizzly Bears'] },
        { player: 1, type: 'pass' },
      ],
    )
    expect(out(r).rejected?.map((x) => x.reason)).toEqual([expect.stringMatching(/split second.*CR 702.61a/)])
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[1].hand).toEqual(['Giant Growth'])
  })
})

describe('the lines read (CR 118.9)', () => {
  it.each(['Mulldrifter', 'Mardu Scout', 'Riveteers Decoy', 'Comparative Analysis', 'Sudden Shock'])(
    'CR 702: the casting keyword line of %s is automated',
    (name) => {
      const line = explainCard(realCard(name)).lines.find((l) => /^(Evoke|Dash|Blitz|Surge|Split second)/.test(l.text))
      expect(line?.automated).toBe(true)
    },
  )
})
