// Morph and megamorph with real cards (CR 702.37): cast face down as a 2/2 for {3} (`cast` with `faceDown: true`),
// hidden from the other players (CR 708.5), turned face up for the morph cost as a special action (`turnFaceUp`,
// CR 702.37e).
import { describe, expect, it } from 'vitest'
import { play, realCard, passBoth as RESOLVE } from '../../../support/realCards'
import { explainCard, HIDDEN_CARD, viewFor } from '../../../../src-shared/engine'

interface BattlefieldOut {
  name: string
  faceDown?: boolean
  power?: number
  toughness?: number
  counters?: Record<string, number>
}
type Out = {
  players: { life: number; hand: string[]; graveyard: string[]; battlefield: BattlefieldOut[] }[]
  rejected?: { index: number; reason: string }[]
  log: string[]
  stack: unknown[]
}
const out = (r: { output: unknown }) => r.output as Out
const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain']
const craghorn = (r: { output: unknown }) => out(r).players[0].battlefield.find((b) => b.name === 'Battering Craghorn')

describe('morph (CR 702.37)', () => {
  it('CR 702.37a, 708.2a: Battering Craghorn cast face down for {3} is a 2/2 face-down creature', () => {
    const r = play(['Battering Craghorn'], { hand: ['Battering Craghorn'], battlefield: MOUNTAINS.slice(0, 3) }, {}, [
      { player: 0, type: 'cast', card: 'Battering Craghorn', faceDown: true },
      ...RESOLVE,
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(craghorn(r)).toMatchObject({ faceDown: true, power: 2, toughness: 2 })
    expect(out(r).log.join('\n')).not.toMatch(/Craghorn/) // CR 708.5: its name stays hidden
  })

  it('CR 702.37e: turned face up for {1}{R}{R} without the stack, it is a 3/1 with first strike', () => {
    const r = play(['Battering Craghorn'], { hand: ['Battering Craghorn'], battlefield: MOUNTAINS }, {}, [
      { player: 0, type: 'cast', card: 'Battering Craghorn', faceDown: true },
      ...RESOLVE,
      { player: 0, type: 'turnFaceUp', card: 'Battering Craghorn' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(craghorn(r)).toMatchObject({ faceDown: false, power: 3, toughness: 1 })
    expect(out(r).stack).toEqual([])
    expect(out(r).log.at(-1)).toMatch(/turns a face-down card face up for \{1\}\{R\}\{R\}: it is Battering Craghorn/)
  })

  it('CR 702.37e: turning it face up needs its morph cost paid', () => {
    const r = play(['Battering Craghorn'], { hand: ['Battering Craghorn'], battlefield: MOUNTAINS.slice(0, 4) }, {}, [
      { player: 0, type: 'cast', card: 'Battering Craghorn', faceDown: true },
      ...RESOLVE,
      { player: 0, type: 'turnFaceUp', card: 'Battering Craghorn' },
    ])
    expect(out(r).rejected?.map((x) => x.reason)).toEqual([expect.stringMatching(/morph cost/)])
    expect(craghorn(r)?.faceDown).toBe(true)
  })

  it('CR 702.37a: a card without morph cannot be cast face down', () => {
    const r = play(['Grizzly Bears'], { hand: ['Grizzly Bears'], battlefield: MOUNTAINS.slice(0, 3) }, {}, [
      { player: 0, type: 'cast', card: 'Grizzly Bears', faceDown: true },
    ])
    expect(out(r).rejected?.[0]?.reason).toMatch(/no morph/)
  })

  it('CR 702.37b: Misthoof Kirin turned face up for its megamorph cost gets a +1/+1 counter', () => {
    const r = play(
      ['Misthoof Kirin'],
      { hand: ['Misthoof Kirin'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'] },
      {},
      [
        { player: 0, type: 'cast', card: 'Misthoof Kirin', faceDown: true },
        ...RESOLVE,
        { player: 0, type: 'turnFaceUp', card: 'Misthoof Kirin' },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    const kirin = out(r).players[0].battlefield.find((b) => b.name === 'Misthoof Kirin')
    expect(kirin).toMatchObject({ faceDown: false, power: 3, toughness: 2, counters: { '+1/+1': 1 } })
  })

  it('CR 702.37a: the Morph and Megamorph lines are automated', () => {
    for (const name of ['Battering Craghorn', 'Misthoof Kirin'])
      expect(explainCard(realCard(name)).lines.filter((l) => !l.automated)).toEqual([])
  })
})

describe('face-down cards are hidden (CR 708.5)', () => {
  it('CR 708.4, 708.5: the face-down spell and permanent are hidden from the opponent, not from their controller', () => {
    const onStack = play(['Battering Craghorn'], { hand: ['Battering Craghorn'], battlefield: MOUNTAINS }, {}, [
      { player: 0, type: 'cast', card: 'Battering Craghorn', faceDown: true },
    ])
    const resolved = play(['Battering Craghorn'], { hand: ['Battering Craghorn'], battlefield: MOUNTAINS }, {}, [
      { player: 0, type: 'cast', card: 'Battering Craghorn', faceDown: true },
      ...RESOLVE,
    ])
    for (const r of [onStack, resolved]) {
      const ben = viewFor(r.state, 1)
      expect(JSON.stringify(ben)).not.toMatch(/Craghorn/)
      expect(JSON.stringify(viewFor(r.state, 'spectator'))).not.toMatch(/Craghorn/)
      const down = Object.values(ben.objects).find((o) => o.faceDown)
      expect(down?.def).toBe(HIDDEN_CARD)
      expect(JSON.stringify(viewFor(r.state, 0))).toMatch(/Battering Craghorn/)
    }
    // The same object in every view: which face-down creature is which stays public (CR 708.5).
    const id = resolved.state.battlefield.find((x) => resolved.state.objects[x].faceDown)!
    expect(viewFor(resolved.state, 1).battlefield).toContain(id)
    expect(onStack.state.stack[0].text).toBe('')
  })
})

describe('the computer player with morph (CR 702.37)', () => {
  it('CR 702.37a, 708.5: plays a turn with a morph card in hand against a face-down creature without stalling', () => {
    const r = play(
      ['Battering Craghorn', 'Misthoof Kirin'],
      { hand: ['Battering Craghorn'], battlefield: MOUNTAINS.slice(0, 3) },
      { battlefield: [{ name: 'Misthoof Kirin', faceDown: true }, 'Plains', 'Plains'] },
      [{ type: 'computer', player: 0, level: 'normal' }],
    )
    expect(out(r).rejected ?? []).toEqual([])
    // The only spell it can pay for is the face-down 2/2 (CR 702.37a): it casts it, then waits on Ben.
    expect(out(r).log).toContain('Ann casts a face-down creature spell (morph)')
    expect(r.state.stack).toHaveLength(1)
    expect(r.state.objects[r.state.stack[0].id].faceDown).toBe(true)
  })
})
