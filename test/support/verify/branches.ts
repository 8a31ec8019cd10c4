// Behavioural checks of the branch not taken (CR 608.2c): "You may X. If you don't, Y." runs Y when X is declined or
// can't be done in full (CR 609.3), and not when X is done; "If …, X. Otherwise, Y." runs Y exactly when the
// condition doesn't hold.
import { expect } from 'vitest'
import { faceOf, hasKeyword } from '../../../src-shared/engine/query'
import { answer, BENS_TURN, PASS, permanent, play, pt, ready, seat, type Checks, type Played } from './harness'

/** From Ann's main phase on turn 3 to her next upkeep (turn 5), attacking with nothing. */
const UPKEEP = [
  { type: 'passUntil', step: 'declareAttackers' },
  { player: 0, type: 'declareAttackers', attackers: [] },
  { type: 'passUntil', step: 'upkeep', turn: 5 },
]

/** Whether Ann's permanent of this name has the keyword now. */
const has = (p: Played, name: string, keyword: string) => {
  const id = p.state.battlefield.find((x) => faceOf(p.state, p.state.objects[x])?.name === name)
  expect(id, `${name} on the battlefield`).toBeDefined()
  return hasKeyword(p.state, p.state.objects[id!], keyword)
}

export const BRANCH_CHECKS: Checks = {
  'effect:may.ifYouDont': {
    card: 'Ravenous Vampire',
    rule: 'CR 608.2c, 609.3',
    run() {
      const vampire = (then: unknown[]) =>
        play(
          ['Ravenous Vampire'],
          { ann: { battlefield: [ready('Ravenous Vampire'), ready('Grizzly Bears')] } },
          [...UPKEEP, ...PASS, ...then], // the trigger resolves: the question
          true,
        )
      // Declined: "If you don't, tap Ravenous Vampire"; the Bears stay, no counter.
      let p = vampire([answer('no')])
      expect(p.out.rejected ?? []).toEqual([])
      expect(permanent(p, 0, 'Ravenous Vampire').tapped).toBe(true)
      expect(pt(p, 0, 'Ravenous Vampire')).toEqual([3, 3])
      expect(seat(p, 0).battlefield.map((b) => b.name)).toContain('Grizzly Bears')
      // Done: the Bears sacrificed, a +1/+1 counter, and the Vampire stays untapped.
      p = vampire([answer('yes'), { player: 0, type: 'choose', cards: ['Grizzly Bears'] }])
      expect(p.out.rejected ?? []).toEqual([])
      expect(seat(p, 0).graveyard).toEqual(['Grizzly Bears'])
      expect(pt(p, 0, 'Ravenous Vampire')).toEqual([4, 4])
      expect(permanent(p, 0, 'Ravenous Vampire').tapped).toBeFalsy()
      // X that can't be done (Yawgmoth Demon with no artifact to sacrifice) isn't offered: "if you don't" at once.
      p = play(['Yawgmoth Demon'], { ann: { battlefield: [ready('Yawgmoth Demon')] } }, [...UPKEEP, ...PASS], true)
      expect(p.out.rejected ?? []).toEqual([])
      expect(permanent(p, 0, 'Yawgmoth Demon').tapped).toBe(true)
      expect(seat(p, 0).life).toBe(18)
    },
  },
  'effect:ifCondition.otherwise': {
    card: 'Stolen Vitality',
    rule: 'CR 608.2c',
    run() {
      const lands = ['Mountain', 'Mountain']
      // On Ann's turn: +3/+1 and trample, no first strike.
      let p = play(
        ['Stolen Vitality'],
        { ann: { hand: ['Stolen Vitality'], battlefield: [...lands, 'Grizzly Bears'] } },
        [{ player: 0, type: 'cast', card: 'Stolen Vitality', targets: ['0:Grizzly Bears'] }, ...PASS],
      )
      expect(pt(p, 0, 'Grizzly Bears')).toEqual([5, 3])
      expect([has(p, 'Grizzly Bears', 'trample'), has(p, 'Grizzly Bears', 'first strike')]).toEqual([true, false])
      // On Ben's turn ("Otherwise"): +3/+1 and first strike, no trample.
      p = play(
        ['Stolen Vitality'],
        { ...BENS_TURN, ann: { hand: ['Stolen Vitality'], battlefield: [...lands, 'Grizzly Bears'] } },
        [
          { player: 1, type: 'pass' },
          { player: 0, type: 'cast', card: 'Stolen Vitality', targets: ['0:Grizzly Bears'] },
          ...PASS,
        ],
      )
      expect(pt(p, 0, 'Grizzly Bears')).toEqual([5, 3])
      expect([has(p, 'Grizzly Bears', 'trample'), has(p, 'Grizzly Bears', 'first strike')]).toEqual([false, true])
    },
  },
}
