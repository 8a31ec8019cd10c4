// CR 510.1c-d and 702.19b: a creature blocked by two or more creatures divides its combat damage among them as its
// controller chooses (the game option `assignCombatDamage`, on in the app); without it, lethal damage in block order.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { starterPool } from '@shared/cards/starter'
import { runScenario } from '@shared/scenario'
import { unitOrLong } from '../../support/long'
import { recordRandomGame, testCards, testDeck } from './helpers'
import {
  applyAction,
  checkInvariants,
  createGame,
  describePending,
  replayChecked,
  legalActions,
  nameOf,
  suggestedDivision,
  variantById,
  waitingFor,
  whyNoPriority,
  type DamageAssignmentPending,
  type GameState,
} from '@shared/engine'

const LIB = ['Mountain', 'Mountain', 'Mountain']

/** Ann attacks Ben with `attackers`; Ben blocks as `blocks` says (blocker → attacker); both pass into damage. */
function blocked(
  attackers: string[],
  blocks: [string, string][],
  opts: { option?: boolean; bens?: string[]; anns?: string[] } = {},
) {
  return runScenario(
    {
      variant: 'normal',
      seed: 3,
      start: 0,
      players: [{ name: 'Ann' }, { name: 'Ben' }],
      ...(opts.option === false ? {} : { options: { assignCombatDamage: true } }),
      state: {
        turn: 3,
        active: 0,
        step: 'declareAttackers',
        players: [
          { library: LIB, battlefield: opts.anns ?? attackers },
          { library: LIB, battlefield: opts.bens ?? blocks.map((b) => b[0]) },
        ],
      },
      actions: [
        { player: 0, type: 'declareAttackers', attackers: attackers.map((card) => ({ card, target: 'player:1' })) },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
        {
          player: 1,
          type: 'declareBlockers',
          blockers: blocks.map(([card, blocksWhat]) => ({ card, blocks: `0:${blocksWhat}` })),
        },
        { player: 0, type: 'pass' },
        { player: 1, type: 'pass' },
      ],
    },
    starterPool(),
  )
}

const idOf = (s: GameState, name: string, owner: number) =>
  s.battlefield.find((id) => nameOf(s, id) === name && s.objects[id].owner === owner)!

function pendingDivision(s: GameState): DamageAssignmentPending {
  const w = waitingFor(s)
  if (w.kind !== 'decision' || w.pending.kind !== 'assignDamage')
    throw new Error(`not waiting for a damage division: ${JSON.stringify(w)}`)
  return w.pending as DamageAssignmentPending
}

describe('CR 510.1c: dividing combat damage among blockers', () => {
  it('CR 510.1c: a double-blocked attacker waits for its controller, with the blockers in block order and lethal amounts', () => {
    const { state } = blocked(
      ['Hexplate Golem'],
      [
        ['Glory Seeker', 'Hexplate Golem'],
        ['Grizzly Bears', 'Hexplate Golem'],
      ],
    )
    const d = pendingDivision(state)
    expect(state.step).toBe('combatDamage')
    expect(d.player).toBe(0)
    expect(d.amount).toBe(5)
    expect(d.blockers.map((id) => nameOf(state, id))).toEqual(['Glory Seeker', 'Grizzly Bears'])
    expect(Object.values(d.lethal)).toEqual([2, 2])
    expect(d.trampleTo).toBeUndefined()
    // No damage yet, and nobody has priority until the division is made.
    expect(state.players[1].zones.graveyard).toEqual([])
    expect(whyNoPriority(state, 1)).toBe('Ann must first divide combat damage among blockers (CR 510.1c)')
    expect(describePending('assignDamage', 'normal')).toMatch(/CR 510\.1c/)
  })

  it('CR 510.1c: any division is allowed without trample, even all to the second blocker', () => {
    const { state } = blocked(
      ['Hexplate Golem'],
      [
        ['Glory Seeker', 'Hexplate Golem'],
        ['Grizzly Bears', 'Hexplate Golem'],
      ],
    )
    const golem = idOf(state, 'Hexplate Golem', 0)
    const bears = idOf(state, 'Grizzly Bears', 1)
    const r = applyAction(state, {
      type: 'assignDamage',
      player: 0,
      attacker: golem,
      damage: [{ target: { card: bears }, amount: 5 }],
    })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.state.players[1].zones.graveyard.map((id) => nameOf(r.state, id))).toEqual(['Grizzly Bears'])
    expect(r.state.objects[idOf(r.state, 'Glory Seeker', 1)].damage).toBe(0)
    expect(r.state.objects[golem].damage).toBe(4) // the blockers' damage is dealt at the same time (CR 510.2)
    expect(r.lines[0]).toBe("Ann assigns Hexplate Golem's damage: 5 to Grizzly Bears")
    expect(r.state.combat?.divisions).toBeUndefined() // the step's divisions are used up
    expect(waitingFor(r.state)).toEqual({ kind: 'priority', player: 0 })
  })

  it('CR 510.1c: the division must add up to the power and name only blockers, each once, in whole numbers', () => {
    const { state } = blocked(
      ['Hexplate Golem'],
      [
        ['Glory Seeker', 'Hexplate Golem'],
        ['Grizzly Bears', 'Hexplate Golem'],
      ],
    )
    const golem = idOf(state, 'Hexplate Golem', 0)
    const seeker = idOf(state, 'Glory Seeker', 1)
    const bears = idOf(state, 'Grizzly Bears', 1)
    const why = (damage: { target: { card: string } | { player: number }; amount: number }[]) => {
      const r = applyAction(state, { type: 'assignDamage', player: 0, attacker: golem, damage })
      return r.ok ? null : r.reason
    }
    expect(
      why([
        { target: { card: seeker }, amount: 2 },
        { target: { card: bears }, amount: 2 },
      ]),
    ).toBe('Hexplate Golem assigns exactly 5 damage (4 assigned)')
    expect(
      why([
        { target: { card: seeker }, amount: 2 },
        { target: { player: 1 }, amount: 3 },
      ]),
    ).toBe('Hexplate Golem can only assign its damage to the creatures blocking it (CR 510.1c)')
    expect(
      why([
        { target: { card: seeker }, amount: 2 },
        { target: { card: seeker }, amount: 3 },
      ]),
    ).toBe('Glory Seeker is named twice')
    expect(
      why([
        { target: { card: seeker }, amount: 2.5 },
        { target: { card: bears }, amount: 2.5 },
      ]),
    ).toMatch(/whole number/)
    expect(applyAction(state, { type: 'assignDamage', player: 1, attacker: golem, damage: [] })).toMatchObject({
      ok: false,
      reason: 'Ann must first divide combat damage among blockers (CR 510.1c)',
    })
    expect(applyAction(state, { type: 'pass', player: 0 })).toMatchObject({ ok: false })
  })

  it('CR 702.19b: a trampler reaches the player only after lethal damage to every blocker; deathtouch makes 1 lethal (CR 702.2c)', () => {
    const { state } = blocked(
      ['Colossal Dreadmaw'],
      [
        ['Glory Seeker', 'Colossal Dreadmaw'],
        ['Grizzly Bears', 'Colossal Dreadmaw'],
      ],
    )
    const d = pendingDivision(state)
    expect(d.trampleTo).toEqual({ player: 1 })
    expect(suggestedDivision(d).map((x) => x.amount)).toEqual([2, 2, 2])
    const seeker = idOf(state, 'Glory Seeker', 1)
    const bears = idOf(state, 'Grizzly Bears', 1)
    const short = applyAction(state, {
      type: 'assignDamage',
      player: 0,
      attacker: d.attacker,
      damage: [
        { target: { card: seeker }, amount: 1 },
        { target: { card: bears }, amount: 2 },
        { target: { player: 1 }, amount: 3 },
      ],
    })
    expect(short).toMatchObject({
      ok: false,
      reason: 'Glory Seeker must be assigned lethal damage (2) before any goes to Ben (CR 702.19b)',
    })
    // Trample doesn't oblige damage to the player: all six may stay on the blockers.
    const kept = applyAction(state, {
      type: 'assignDamage',
      player: 0,
      attacker: d.attacker,
      damage: [
        { target: { card: seeker }, amount: 3 },
        { target: { card: bears }, amount: 3 },
      ],
    })
    expect(kept.ok && kept.state.players[1].life).toBe(20)

    const dt = pendingDivision(
      blocked(
        ['Vampire Nighthawk'],
        [
          ['Griffin Sentinel', 'Vampire Nighthawk'],
          ['Wind Drake', 'Vampire Nighthawk'],
        ],
      ).state,
    )
    expect(Object.values(dt.lethal)).toEqual([1, 1]) // deathtouch
    expect(suggestedDivision(dt).map((x) => x.amount)).toEqual([1, 1])
  })

  it('CR 510.1c: with two blocked attackers the damage waits for both divisions and is then dealt at once (CR 510.2)', () => {
    const { state } = blocked(
      ['Hexplate Golem', 'Colossal Dreadmaw'],
      [
        ['Glory Seeker', 'Hexplate Golem'],
        ['Grizzly Bears', 'Hexplate Golem'],
        ['Silvercoat Lion', 'Colossal Dreadmaw'],
        ['Savannah Lions', 'Colossal Dreadmaw'],
      ],
    )
    expect(state.pending.filter((p) => p.kind === 'assignDamage')).toHaveLength(2)
    const first = legalActions(state, 0).find((a) => a.type === 'assignDamage')!
    const r1 = applyAction(state, first)
    expect(r1.ok).toBe(true)
    if (!r1.ok) return
    expect(r1.state.players[1].zones.graveyard).toEqual([]) // not yet: the other division is still to come
    const second = legalActions(r1.state, 0).find((a) => a.type === 'assignDamage')!
    const r2 = applyAction(r1.state, second)
    expect(r2.ok && r2.state.players[1].zones.graveyard.length).toBe(4)
  })

  it('the legal choices offered (random play, hints) are all accepted: the suggestion and all-on-one-blocker', () => {
    const { state } = blocked(
      ['Colossal Dreadmaw'],
      [
        ['Glory Seeker', 'Colossal Dreadmaw'],
        ['Grizzly Bears', 'Colossal Dreadmaw'],
      ],
    )
    const offered = legalActions(state, 0)
    expect(offered.map((a) => a.type)).toEqual(['assignDamage', 'assignDamage', 'assignDamage'])
    for (const a of offered) expect(applyAction(state, a).ok).toBe(true)
    expect(legalActions(state, 1)).toEqual([])
  })

  it('a single blocker needs no division; a first striker divides in the first-strike damage step only (CR 510.4)', () => {
    expect(blocked(['Hexplate Golem'], [['Glory Seeker', 'Hexplate Golem']]).state.pending).toEqual([])
    const { state } = blocked(
      ['Youthful Knight'],
      [
        ['Glory Seeker', 'Youthful Knight'],
        ['Grizzly Bears', 'Youthful Knight'],
      ],
    )
    const d = pendingDivision(state)
    expect(state.step).toBe('firstStrikeDamage')
    expect(d.first).toBe(true)
    const bears = idOf(state, 'Grizzly Bears', 1)
    const r = applyAction(state, {
      type: 'assignDamage',
      player: 0,
      attacker: d.attacker,
      damage: [{ target: { card: bears }, amount: 2 }],
    })
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.state.players[1].zones.graveyard.map((id) => nameOf(r.state, id))).toEqual(['Grizzly Bears'])
    // Regular damage: only the Seeker strikes back (the Knight dealt first-strike damage already), no second question.
    let s = r.state
    for (const player of [0, 1]) {
      const next = applyAction(s, { type: 'pass', player })
      if (!next.ok) throw new Error(next.reason)
      s = next.state
    }
    expect(s.step).toBe('combatDamage')
    expect(s.pending).toEqual([])
    expect(s.players[0].zones.graveyard.map((id) => nameOf(s, id))).toEqual(['Youthful Knight'])
  })

  it('without the option (scenarios, older saves) the division is automatic: lethal in block order, the rest to the last', () => {
    const { state } = blocked(
      ['Hexplate Golem'],
      [
        ['Glory Seeker', 'Hexplate Golem'],
        ['Grizzly Bears', 'Hexplate Golem'],
      ],
      { option: false },
    )
    expect(state.pending).toEqual([])
    expect(state.players[1].zones.graveyard.map((id) => nameOf(state, id))).toEqual(['Glory Seeker', 'Grizzly Bears'])
  })

  it('CR 510.1c: the option is offered for the normal game and Manahearth, on by default in the app only', () => {
    for (const v of ['normal', 'manahearth']) {
      const def = variantById(v).options.find((o) => o.id === 'assignCombatDamage')
      expect(def).toMatchObject({ default: false, appDefault: true, ruling: 'CR 510.1c' })
    }
  })

  it('random games with the option on divide damage, replay exactly and keep the invariants', () => {
    let divisions = 0
    for (let seed = 1; seed <= unitOrLong(4, 12); seed++) {
      const initial = createGame({
        variant: 'normal',
        seed,
        start: 0,
        cards: testCards(),
        options: { assignCombatDamage: true },
        players: ['Ann', 'Ben'].map((name) => ({ name, deck: testDeck() })),
      })
      const game = recordRandomGame(initial, seed, 1500, 0.2)
      divisions += game.log.filter((a) => a.type === 'assignDamage').length
      const end = game.states[game.states.length - 1]
      expect(checkInvariants(end)).toEqual([])
      const again = replayChecked(initial, game.log)
      expect(again.ok && JSON.stringify(again.state)).toBe(JSON.stringify(end))
    }
    expect(divisions).toBeGreaterThan(0)
  }, 120_000) // twelve games (npm run test:long): 33 s on a 2-core machine at load 20
})
