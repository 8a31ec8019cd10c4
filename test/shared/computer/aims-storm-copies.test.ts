// The computer aims the copies a spell makes of itself as a regular would (CR 707.10c): a burn spell's storm copies
// finish the opposing creatures they can kill, most valuable first, and the rest go at the face (all of them when
// that is lethal); a spell that steals spreads its copies to other creatures.
import { describe, expect, it } from 'vitest'
import { computerAction } from '../../../src-shared/computer'
import { withCopyTargets } from '../../../src-shared/computer/copyTargets'
import type { CastAction, GameState, Target } from '../../../src-shared/engine'
import { nameOf } from '../../../src-shared/engine'
import { out, passBoth as RESOLVE, playOnTwoIslands, ready } from '../../support/realCards'

const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'].map((n) => ready(n))
const BOLTS = [
  { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
  ...RESOLVE,
  { player: 0, type: 'cast', card: 'Lightning Bolt', targets: ['player:1'] },
  ...RESOLVE,
]

function position(spell: string, ben: unknown[], life = 20, options = {}, more: unknown[] = []) {
  return playOnTwoIslands(
    ['Lightning Bolt', spell, 'Llanowar Elves', 'Grizzly Bears', 'Serra Angel'],
    { hand: ['Lightning Bolt', 'Lightning Bolt', spell], battlefield: MOUNTAINS },
    { life, battlefield: ben },
    [...BOLTS, ...more],
    undefined,
    options,
  )
}

const card = (s: GameState, name: string) => Object.values(s.objects).find((o) => nameOf(s, o.id) === name)!.id
const named = (s: GameState, lists: Target[][] | undefined) =>
  (lists ?? []).map((l) => l.map((t) => ('player' in t ? `player:${t.player}` : nameOf(s, t.card))))

describe('the computer aims storm copies (CR 707.10c)', () => {
  it('CR 702.40a: Grapeshot at the face with two copies finishes Llanowar Elves and sends the other copy at the face', () => {
    const s = position('Grapeshot', [ready('Llanowar Elves'), ready('Serra Angel')]).state
    const cast: CastAction = { type: 'cast', player: 0, card: card(s, 'Grapeshot'), targets: [{ player: 1 }] }
    expect(named(s, withCopyTargets(s, 0, cast).copyTargets)).toEqual([['Llanowar Elves'], ['player:1']])
  })

  it('CR 702.40a: two copies of Grapeshot kill Grizzly Bears (2 toughness) rather than chip Serra Angel', () => {
    const s = position('Grapeshot', [ready('Grizzly Bears'), ready('Serra Angel')]).state
    const cast: CastAction = { type: 'cast', player: 0, card: card(s, 'Grapeshot'), targets: [{ player: 1 }] }
    expect(named(s, withCopyTargets(s, 0, cast).copyTargets)).toEqual([['Grizzly Bears'], ['Grizzly Bears']])
  })

  it('CR 104.3b: when the copies are lethal at the face, every copy goes there', () => {
    const s = position('Grapeshot', [ready('Llanowar Elves')], 9).state
    const cast: CastAction = { type: 'cast', player: 0, card: card(s, 'Grapeshot'), targets: [{ player: 1 }] }
    expect(withCopyTargets(s, 0, cast).copyTargets).toEqual([[{ player: 1 }], [{ player: 1 }]])
  })

  it('CR 702.40a: Spreading Insurrection spreads its copies to the other creatures, most valuable first', () => {
    const s = position('Spreading Insurrection', [
      ready('Llanowar Elves'),
      ready('Grizzly Bears'),
      ready('Serra Angel'),
    ]).state
    const angel = card(s, 'Serra Angel')
    const cast: CastAction = {
      type: 'cast',
      player: 0,
      card: card(s, 'Spreading Insurrection'),
      targets: [{ card: angel }],
    }
    expect(named(s, withCopyTargets(s, 0, cast).copyTargets)).toEqual([['Grizzly Bears'], ['Llanowar Elves']])
  })

  it('CR 707.10c: with the chooseCopyTargets option it answers each copy the same way, and the Elves die', () => {
    const r = position('Grapeshot', [ready('Llanowar Elves'), ready('Serra Angel')], 20, { chooseCopyTargets: true }, [
      { player: 0, type: 'cast', card: 'Grapeshot', targets: ['player:1'] },
      ...RESOLVE,
    ])
    expect(r.state.pending[0]?.kind).toBe('effect')
    const first = computerAction(r.state, 0, { level: 'normal', seed: 1 }).action as { targets?: Target[] }
    expect(named(r.state, [first.targets ?? []])).toEqual([['Llanowar Elves']])
    expect(out(r).rejected ?? []).toEqual([])
  })
})
