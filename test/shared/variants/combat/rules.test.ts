// Magic Combat Rules: hidden set spells (ruling MCR-8), the variant invariants (MCR-6 slots), scenario state input,
// the end of the game through the statechart (MCR-3), and the engine hooks the variant is built on.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { starterPool } from '@shared/cards/starter'
import { runScenario, ScenarioError } from '@shared/scenario'
import {
  applyAction,
  checkAction,
  checkInvariants,
  HIDDEN_CARD,
  legalActions,
  viewFor,
  type Action,
  type GameState,
} from '@shared/engine'
import { combatInvariants } from '@shared/variants/combat/invariants'
import { scoreOf, slotsOf } from '@shared/variants/combat/rules'

const LIB = ['Savannah Lions', 'Elite Vanguard', 'Glory Seeker', 'Silvercoat Lion', 'Youthful Knight', 'Mesa Unicorn']

function scenario(
  state: Record<string, unknown>,
  actions: Record<string, unknown>[] = [],
  extra: Record<string, unknown> = {},
) {
  return runScenario(
    {
      variant: 'combat',
      seed: 1,
      start: 0,
      players: [{ name: 'Ann' }, { name: 'Ben' }],
      state: { turn: 1, round: 1, active: 0, ...state },
      actions,
      ...extra,
    },
    starterPool(),
  )
}

function apply(s: GameState, a: Action): GameState {
  const r = applyAction(s, a)
  if (!r.ok) throw new Error(r.reason)
  return r.state
}

describe('ruling MCR-8: set spells are hidden', () => {
  it('MCR-8: the other player sees how many cards are set, not which; the owner sees them', () => {
    const { state } = scenario(
      {
        step: 'beginCombat',
        players: [
          { library: LIB, hand: ['Lightning Bolt', 'Giant Growth'] },
          { library: LIB, hand: ['Shock'] },
        ],
      },
      [{ player: 0, type: 'setSpells', cards: ['Lightning Bolt', 'Giant Growth'] }],
    )
    expect(state.step).toBe('beginCombat') // Ben has not set yet
    const ben = viewFor(state, 1)
    const set = ben.players[0].zones.spellSlots
    expect(set).toHaveLength(2)
    expect(set.every((id) => ben.objects[id].def === HIDDEN_CARD)).toBe(true)
    expect(JSON.stringify(ben)).not.toContain('Lightning Bolt')
    const ann = viewFor(state, 0)
    expect(ann.players[0].zones.spellSlots.map((id) => ann.cards[ann.objects[id].def].name)).toEqual([
      'Lightning Bolt',
      'Giant Growth',
    ])
    // Ben's decision is still open, and only his: the pending detail of Ann's is not shown to him.
    expect(legalActions(state, 1).map((a) => a.type)).toEqual(['setSpells', 'setSpells'])
    expect(legalActions(state, 0)).toEqual([])
  })

  it('MCR-8: a revealed spell is face up on the stack for both players', () => {
    const { state } = scenario(
      {
        step: 'fights',
        players: [
          { library: LIB, spellSlots: ['Shock'], slots: ['Grizzly Bears', null, null, null, null] },
          { library: LIB, slots: ['Runeclaw Bear', null, null, null, null] },
        ],
      },
      [{ player: 0, type: 'cast', card: 'Shock', from: 'slot', targets: ['Runeclaw Bear'] }],
    )
    expect(state.stack).toHaveLength(1)
    const ben = viewFor(state, 1)
    expect(ben.cards[ben.objects[state.stack[0].id].def].name).toBe('Shock')
    expect(ben.objects[state.stack[0].id].faceDown).toBe(false)
  })
})

describe('the variant invariants (rulings MCR-6, MCR-9)', () => {
  const base = scenario({
    step: 'precombatMain',
    players: [
      { library: LIB, slots: ['Grizzly Bears', 'Hill Giant', null, null, null], score: 2 },
      { library: LIB, slots: [null, 'Runeclaw Bear', null, null, null] },
    ],
  }).state

  it('holds for a prepared position', () => {
    expect(checkInvariants(base)).toEqual([])
    expect(slotsOf(base, 0).map((id) => id && base.cards[base.objects[id].def].name)).toEqual([
      'Grizzly Bears',
      'Hill Giant',
      null,
      null,
      null,
    ])
    expect(scoreOf(base, 0)).toBe(2)
  })

  it('catches a creature in two slots, a creature without a slot, a wrong slot count and a bad score', () => {
    const shared = structuredClone(base)
    const bears = slotsOf(base, 0)[0]!
    ;(shared.players[1].extra.slots as unknown[])[3] = bears
    expect(combatInvariants(shared).join('\n')).toMatch(/stands in two slots/)
    const unslotted = structuredClone(base)
    ;(unslotted.players[0].extra.slots as unknown[])[0] = null
    expect(combatInvariants(unslotted).join('\n')).toMatch(/stands in no slot/)
    // CR 704.3, 614.12: no state check is made while a decision is pending (a creature's unleash or "as it enters,
    // choose …" being answered), so a creature that has just entered has no slot yet.
    const entering = structuredClone(unslotted)
    entering.pending = [{ kind: 'effect', player: 0 } as unknown as GameState['pending'][number]]
    expect(combatInvariants(entering).join('\n')).not.toMatch(/stands in no slot/)
    const four = structuredClone(base)
    four.players[0].extra.slots = [null, null, null, null]
    expect(combatInvariants(four).join('\n')).toMatch(/4 creature slots, not 5/)
    const score = structuredClone(base)
    score.players[1].extra.score = -1
    expect(combatInvariants(score).join('\n')).toMatch(/score -1/)
    const late = structuredClone(base)
    late.round = 11
    expect(combatInvariants(late).join('\n')).toMatch(/round 11/)
  })
})

describe('scenario state for Combat Rules', () => {
  it('names the field of a bad "slots", "score" or "spellSlots"', () => {
    expect(() => scenario({ step: 'precombatMain', players: [{ slots: ['Grizzly Bears'] }] })).toThrow(ScenarioError)
    expect(() => scenario({ step: 'precombatMain', players: [{ slots: ['Grizzly Bears'] }] })).toThrow(
      /state\.players\[0\]\.slots: must list exactly 5 entries/,
    )
    expect(() =>
      scenario({ step: 'precombatMain', players: [{ slots: ['Lightning Bolt', null, null, null, null] }] }),
    ).toThrow(/slots\[0\]: Lightning Bolt is not a creature/)
    expect(() => scenario({ step: 'precombatMain', players: [{ score: 1.5 }] })).toThrow(
      /state\.players\[0\]\.score: must be a whole number/,
    )
    expect(() => scenario({ step: 'precombatMain', players: [{ spellSlots: 'Shock' }] })).toThrow(
      /state\.players\[0\]\.spellSlots: must be an array/,
    )
    expect(() => scenario({ step: 'combatDamage' })).toThrow(/unknown step "combatDamage"/) // no combat damage steps (MCR-8, MCR-10)
    expect(() => scenario({ step: 'upkeep', round: 11 })).toThrow(
      /state\.round: a Combat Rules game has rounds 1 to 10 \(MCR-3\)/,
    )
  })

  it('outputs round, slots, spellSlots and score per player', () => {
    const { output } = scenario({
      step: 'upkeep',
      round: 4,
      turn: 7,
      players: [
        { library: LIB, slots: [null, null, 'Hill Giant', null, null], spellSlots: ['Shock', 'Doom Blade'], score: 3 },
        { library: LIB },
      ],
    })
    expect(output.round).toBe(4)
    const players = output.players as Record<string, unknown>[]
    expect(players[0]).toMatchObject({ slots: [null, null, 'Hill Giant', null, null], spellSlots: 2, score: 3 })
    expect(players[1]).toMatchObject({ slots: [null, null, null, null, null], spellSlots: 0, score: 0 })
  })
})

describe('ruling MCR-3 through the machine, and the engine hooks the variant uses', () => {
  it('MCR-3: the statechart reaches its final state after round ten; the round stays 10', () => {
    const { state } = scenario({
      step: 'end',
      round: 10,
      turn: 20,
      active: 1,
      players: [
        { library: LIB, score: 1 },
        { library: LIB, score: 0 },
      ],
    })
    let s = apply(state, { type: 'pass', player: 1 })
    s = apply(s, { type: 'pass', player: 0 })
    expect(s.chart).toBe('ended')
    expect(s.phase).toBe('ended')
    expect(s.winner).toBe(0)
    expect(s.round).toBe(10)
    expect(s.turn).toBe(20)
  })

  it('a fight the defender may answer happens only when both players pass with an empty stack (allPassed in the step meta of the chart)', () => {
    let s = scenario({
      step: 'fights',
      players: [
        { library: LIB, slots: ['Hill Giant', null, null, null, null] },
        { library: LIB, slots: ['Grizzly Bears', null, null, null, null], spellSlots: ['Shock'] },
      ],
    }).state
    const giant = slotsOf(s, 0)[0]!
    s = apply(s, { type: 'fight', player: 0, card: giant })
    s = apply(s, { type: 'pass', player: 0 })
    expect(s.priority).toBe(1)
    expect(s.players[1].zones.graveyard).toEqual([])
    s = apply(s, { type: 'pass', player: 1 })
    expect(s.step).toBe('fights')
    expect(s.priority).toBe(0)
    expect(s.players[1].zones.graveyard).toHaveLength(1)
    expect(s.objects[giant].damage).toBe(2)
    expect(checkAction(s, { type: 'fight', player: 0, card: giant })).toMatch(/already fought/)
  })

  it('timing, checkActivate and activationCost: a {T} ability of a creature that just arrived, in combat, for free (MCR-4, MCR-10)', () => {
    const { state } = scenario({
      step: 'abilities',
      players: [{ library: LIB, battlefield: [{ name: 'Goblin Fireslinger', sick: true }] }, { library: LIB }],
    })
    const fireslinger = slotsOf(state, 0)[0]!
    const options = legalActions(state, 0).filter((a) => a.type === 'activate')
    expect(options).toContainEqual({
      type: 'activate',
      player: 0,
      card: fireslinger,
      ability: 0,
      targets: [{ player: 1 }],
    })
    const after = apply(state, { type: 'activate', player: 0, card: fireslinger, ability: 0, targets: [{ player: 1 }] })
    expect(after.objects[fireslinger].tapped).toBe(false)
    expect(after.players[0].manaPool).toEqual([])
  })
})

describe('rulings MCR-6 and MCR-10 through the engine API', () => {
  it('MCR-10: a permanent tapped by hand untaps at once (nothing taps)', () => {
    const { state } = scenario({
      step: 'precombatMain',
      players: [{ library: LIB, slots: ['Grizzly Bears', null, null, null, null] }, { library: LIB }],
    })
    const bears = slotsOf(state, 0)[0]!
    const after = apply(state, { type: 'manual', player: 0, op: 'tap', card: bears })
    expect(after.objects[bears].tapped).toBe(false)
    expect(checkInvariants(after)).toEqual([])
  })

  it('MCR-6: the summoning options offer the sacrifices a big creature needs, and only legal ones', () => {
    const { state } = scenario({
      step: 'precombatMain',
      players: [
        {
          library: LIB,
          hand: ['Serra Angel', "Ulamog's Crusher", 'Grizzly Bears'],
          slots: ['Savannah Lions', 'Hill Giant', null, null, null],
        },
        { library: LIB },
      ],
    })
    const casts = legalActions(state, 0).filter((a) => a.type === 'cast') as { card: string; sacrifice?: string[] }[]
    const byName = Object.fromEntries(
      casts.map((a) => [
        state.cards[state.objects[a.card].def].name,
        (a.sacrifice ?? []).map((id) => state.cards[state.objects[id].def].name),
      ]),
    )
    expect(byName).toEqual({
      'Serra Angel': ['Savannah Lions'],
      "Ulamog's Crusher": ['Savannah Lions', 'Hill Giant'],
      'Grizzly Bears': [],
    })
    for (const a of casts) expect(checkAction(state, a as Action)).toBeNull()
    expect(legalActions(state, 0).some((a) => a.type === 'activateMana')).toBe(false)
  })
})

describe('the engine core has no Combat Rules branches', () => {
  it('no engine module compares the variant id with "combat" or imports the variant', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs')
    const { join } = await import('node:path')
    const root = join(__dirname, '../../../../src-shared/engine')
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => {
        const p = join(dir, f)
        return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : []
      })
    const offenders = files(root).filter((f) => {
      const text = readFileSync(f, 'utf8')
      return /variant(\.id)?\s*[!=]==?\s*['"]combat['"]|['"]combat['"]\s*[!=]==?\s*\S*variant|variants\/combat/.test(
        text,
      )
    })
    expect(offenders).toEqual([])
  })
})
