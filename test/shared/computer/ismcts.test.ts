// Hard's information-set Monte Carlo tree search: it finds what Normal's look-ahead misses, its work is counted in
// iterations (each a fresh determinisation from the computer's own view), and its tree opens Normal's candidates
// in Normal's order and chooses among those available in the world at hand.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import '@shared/engine'
import '@shared/variants'
import { Random, viewFor, type Action, type GameState, type PlayerIndex } from '@shared/engine'
import { runScenario } from '@shared/scenario'
import { starterPool } from '@shared/cards/starter'
import { computerAction, decisionSeed } from '@shared/computer'
import { computerListing } from '@shared/computer/listing'
import { playable } from '@shared/computer/sim'
import { resetWork, work } from '@shared/computer/work'
import { armsFor, HARD, searchHard } from '@shared/computer/search'
import { closeCall, finalChoice, makeNode, openChildren, robustChild, select } from '@shared/computer/search/tree'
import { determiniser } from '@shared/computer/search/determinize'

const dir = join(__dirname, '../../scenarios/computer')
const FLIER = 'hard-keeps-the-reach-blocker-home-against-a-lethal-flier.json'
const scenario = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>
const withLevel = (raw: Record<string, unknown>, level: string) =>
  JSON.parse(JSON.stringify(raw).replace(/"level":"(easy|normal|hard)"/g, `"level":"${level}"`)) as unknown
/** The scenario's position, before the computer decides. */
const position = (file: string): GameState =>
  runScenario({ ...scenario(file), actions: [], expect: undefined }, starterPool()).state

/** Hard's search as `computerAction` runs it: on the seat's view, seeded by the decision's seed. */
function hardSearch(state: GameState, me: PlayerIndex, seed = 1) {
  const view = viewFor(state, me)
  const ds = decisionSeed(view, me, seed)
  const s = playable(view, ds)
  const ctx = { me, level: 'hard' as const, rng: Random.fromSeed(ds), legal: computerListing(s, me) }
  return searchHard(s, ctx, { level: 'hard', seed, timeCapMs: 600_000 })
}

describe('Hard finds what Normal misses', () => {
  it("CR 702.9b, 702.17b: at 4 life it keeps Giant Spider home for the Air Elemental's attack next turn; Normal attacks with it", () => {
    const raw = scenario(FLIER)
    expect(runScenario(raw, starterPool()).output.failed).toEqual([])
    // Normal counts its untapped creatures as blockers of the counter-attack, the Elves against a flier too.
    const normal = runScenario(withLevel(raw, 'normal'), starterPool()).output.failed
    expect(normal).toContain('players[0].battlefield[0].tapped: expected false, got true')
  }, 60_000)

  // One blocker per attacker is what Normal's counter-attack estimate counts; a creature with menace needs two
  // blockers, and a trampler's damage beyond one small blocker still comes through. The search plays the next turn.
  for (const [file, rule] of [
    ['hard-normal-keeps-two-blockers-home-against-a-menace-attacker.json', 'CR 702.110b'],
    ['hard-normal-keeps-two-blockers-home-against-a-trampler.json', 'CR 702.19b'],
  ])
    it(`${rule}: at 4 life it keeps both Grizzly Bears home for the attack next turn; Normal attacks with one (${file})`, () => {
      const raw = scenario(file)
      expect(runScenario(raw, starterPool()).output.failed).toEqual([])
      const normal = runScenario(withLevel(raw, 'normal'), starterPool()).output.failed
      expect(normal).toContain('players[0].battlefield[0].tapped: expected false, got true')
    }, 60_000)
})

describe('Hard takes the hit to keep the attacker that wins next turn', () => {
  // A creature that attacked stays tapped until its controller's next untap step (CR 502.3), so the one that would
  // block Ann's attack next turn is not there; Normal's block, judged when the combat ends, trades.
  for (const variant of ['normal', 'heroic', 'manahearth', 'mental'])
    it(`CR 502.3, 509.1: ${variant}: at 10 life Ann doesn't block Ben's lone Grizzly Bears (Ben at 2); Normal trades`, () => {
      const raw = scenario(`hard-${variant}-takes-the-hit-to-keep-the-attacker-that-wins-next-turn.json`)
      expect(runScenario(raw, starterPool()).output.failed).toEqual([])
      const normal = runScenario(withLevel(raw, 'normal'), starterPool()).output.failed
      expect(normal).toContain('players[1].life: expected 8, got 10')
    }, 120_000) // 17 s on a 2-core machine at load 12
})

describe('the search is counted, seeded and read from the view', () => {
  const s = position(FLIER)

  it('a combat decision runs its iterations (more than a plain one), every iteration through one root candidate', () => {
    const r = hardSearch(s, 0)
    expect(r.search).not.toBeNull()
    expect(r.search!.iterations).toBe(HARD.richIterations)
    expect(HARD.richIterations).toBeGreaterThan(HARD.iterations)
    expect(r.search!.root.reduce((a, c) => a + c.visits, 0)).toBe(HARD.richIterations)
    // Sequential halving: Normal's best few are tried, not only its best, and no more than the arms (more where
    // Normal's next ones score close to its best).
    const tried = r.search!.root.filter((c) => c.visits > 0)
    expect(tried.length).toBeGreaterThan(1)
    expect(tried.length).toBeLessThanOrEqual(HARD.maxArms)
  }, 60_000)

  it("sequential halving: Normal's best and the last round's survivor get the most worlds, the same worlds", () => {
    const root = hardSearch(s, 0).search!.root
    const visits = root.map((c) => c.visits)
    const tried = visits.filter((v) => v > 0).length
    const sorted = [...visits].sort((a, b) => b - a)
    // Normal's best is never dropped: it has the most visits, tied with the survivor of the last round.
    expect(visits[0]).toBe(sorted[0])
    expect(sorted[1]).toBe(sorted[0])
    // The dropped ones had fewer, all in the first rounds.
    if (tried > 2) expect(sorted[2]).toBeLessThan(sorted[0])
    // Enough paired worlds for the final test (HARD.minVisits).
    expect(sorted[1]).toBeGreaterThanOrEqual(HARD.minVisits)
  }, 60_000)

  it('the same position and seed give the same tree; a copy of the position too', () => {
    const a = hardSearch(s, 0)
    const b = hardSearch(structuredClone(s), 0)
    expect(b.search!.root).toEqual(a.search!.root)
    expect(b.action).toEqual(a.action)
  }, 60_000)

  it('the simulated work is bounded by the budget', () => {
    resetWork()
    hardSearch(s, 0)
    expect(work.simulated).toBeLessThanOrEqual(HARD.budget)
  }, 60_000)

  it('a forced move is answered at once, without search (CR 117.3: only passing is possible)', () => {
    // Ben, with no cards and nothing to activate, can only pass on Ann's turn.
    const ben = runScenario(
      { ...scenario(FLIER), state: { ...(scenario(FLIER).state as object), step: 'precombatMain' }, actions: [] },
      starterPool(),
    ).state
    resetWork()
    const d = computerAction({ ...ben, priority: 1 }, 1, { level: 'hard', seed: 1 })
    expect(d.action.type).toBe('pass')
    expect(work.simulated).toBe(0)
  })

  it('a land play whose only rival is passing is answered at once, without search (CR 305.2)', () => {
    // Ann, in her main phase with a Forest in hand and nothing else to play.
    const g = runScenario(
      {
        ...scenario(FLIER),
        state: {
          ...(scenario(FLIER).state as object),
          step: 'precombatMain',
          players: [
            { life: 4, library: ['Forest', 'Forest'], hand: ['Forest'], battlefield: ['Giant Spider'] },
            { library: ['Island', 'Island'], battlefield: [{ name: 'Air Elemental', tapped: true }] },
          ],
        },
        actions: [],
      },
      starterPool(),
    ).state
    resetWork()
    const r = hardSearch({ ...g, priority: 0 }, 0)
    expect(r.action.type).toBe('playLand')
    expect(r.search).toBeNull()
    expect(work.simulated).toBeLessThan(HARD.perIteration)
  })

  it("an answer to the opponent's spell on the stack is searched with the iterations of combat and choices (CR 117.3b)", () => {
    // Ben casts Air Elemental into Ann's open Islands and Counterspell.
    const g = runScenario(
      {
        ...scenario(FLIER),
        state: {
          ...(scenario(FLIER).state as object),
          active: 1,
          step: 'precombatMain',
          players: [
            { life: 20, library: ['Island', 'Island'], hand: ['Counterspell'], battlefield: ['Island', 'Island'] },
            {
              library: ['Island', 'Island'],
              hand: ['Air Elemental'],
              battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'],
            },
          ],
        },
        actions: [
          { player: 1, type: 'cast', card: 'Air Elemental' },
          { player: 1, type: 'pass' },
        ],
      },
      starterPool(),
    ).state
    expect(g.stack.length).toBe(1)
    const r = hardSearch({ ...g, priority: 0 }, 0)
    expect(r.search).not.toBeNull()
    expect(r.search!.iterations).toBe(HARD.richIterations)
  }, 60_000)

  it("determinisations are drawn from the view: the opponent's real hidden cards change no sample", () => {
    const g = runScenario(
      {
        ...scenario(FLIER),
        state: {
          ...(scenario(FLIER).state as object),
          players: [
            { life: 4, library: ['Forest', 'Forest'], battlefield: ['Giant Spider'] },
            { library: ['Island', 'Island'], hand: ['Counterspell', 'Air Elemental'] },
          ],
        },
        actions: [],
      },
      starterPool(),
    ).state
    // The same view with other cards in Ben's hand: Giant Spiders instead.
    const other = structuredClone(g)
    const spider = g.objects[g.battlefield.find((id) => g.objects[id].controller === 0)!].def
    for (const id of other.players[1].zones.hand) other.objects[id] = { ...other.objects[id], def: spider }
    const sample = (state: GameState) => {
      const draw = determiniser(playable(viewFor(state, 0), 1), 0)
      const rng = new Random(7)
      return [0, 1, 2].map(() => {
        const world = draw(rng)
        return world.players[1].zones.hand.map((id) => world.cards[world.objects[id].def]?.name)
      })
    }
    const drawn = sample(g)
    expect(drawn.flat().every((name) => name && name !== 'Hidden card')).toBe(true)
    expect(sample(other)).toEqual(sample(g))
  })
})

describe('the tree (ISMCTS with progressive widening and bias)', () => {
  const act = (n: number): Action => ({ type: 'pass', player: 0, n }) as unknown as Action
  const ranked = [0, 1, 2, 3, 4, 5].map((n) => ({ action: act(n), score: 10 - n }))
  const t = { explore: 0.35, bias: 0.3, widenFrom: 2, innerWiden: 4 }

  it("opens Normal's candidates in Normal's order as the node's visits grow", () => {
    const node = makeNode(ranked)
    expect(openChildren(node, t)).toBe(2)
    node.visits = 4
    expect(openChildren(node, t)).toBe(4)
    node.visits = 100
    expect(openChildren(node, t)).toBe(6)
    expect(node.children.map((c) => c.prior)).toEqual([...node.children.map((c) => c.prior)].sort((a, b) => b - a))
  })

  it("below the root, Normal's best alone is open until the node has been visited a few times", () => {
    const node = makeNode(ranked, true)
    node.visits = 1
    expect(openChildren(node, t)).toBe(1)
    node.visits = 3
    expect(openChildren(node, t)).toBe(1)
    node.visits = 4
    expect(openChildren(node, t)).toBe(2)
    node.visits = 16
    expect(openChildren(node, t)).toBe(3)
  })

  it('chooses only among the available children, and counts availability only for them', () => {
    const node = makeNode(ranked)
    node.visits = 9
    for (const c of node.children) {
      c.visits = 2
      c.reward = 1
    }
    node.children[0].reward = 2 // the best by its mean
    const chosen = select(node, t, (c) => c !== node.children[0])
    expect(chosen).not.toBe(node.children[0])
    expect(node.children[0].available).toBe(0)
    expect(node.children[1].available).toBe(1)
    // An arm seldom available is explored as its availability says, not as the parent's visits do.
    expect(select(node, t, () => true)).toBe(node.children[0])
  })

  const choice = { minVisits: 4, margin: 0.01, confidence: 1.5 }
  /** A root whose children have these rewards, the k-th of each from the k-th determinisation. */
  const rooted = (...rewards: number[][]) => {
    const node = makeNode(ranked.slice(0, rewards.length))
    rewards.forEach((r, i) => {
      const c = node.children[i]
      c.rewards = r
      c.visits = r.length
      c.reward = r.reduce((a, b) => a + b, 0)
    })
    return node
  }

  it("keeps Normal's best where the search's best leads by no more than noise, world by world", () => {
    // The same rewards in the same worlds: no evidence, though the other was visited more.
    const same = rooted([0.4, 0.5, 0.3, 0.6], [0.4, 0.5, 0.3, 0.6, 0.7, 0.2])
    expect(finalChoice(same, choice)).toBe(same.children[0])
    // Ahead on average by one lucky world only.
    const lucky = rooted([0.4, 0.5, 0.3, 0.6, 0.5], [0.4, 0.5, 0.3, 0.9, 0.5, 0.5])
    expect(finalChoice(lucky, choice)).toBe(lucky.children[0])
    // Too few paired worlds.
    const few = rooted([0.1, 0.1, 0.1], [0.9, 0.9, 0.9, 0.9, 0.9])
    expect(finalChoice(few, choice)).toBe(few.children[0])
  })

  it("overrules Normal's best where the search's best is ahead in the same worlds, consistently", () => {
    const ahead = rooted([0.4, 0.5, 0.3, 0.6, 0.5], [0.5, 0.6, 0.35, 0.7, 0.6, 0.6])
    expect(finalChoice(ahead, choice)).toBe(ahead.children[1])
    // Normal's best loses every time, the other doesn't.
    const lost = rooted([0, 0, 0, 0], [0.3, 0.2, 0.3, 0.3, 0.3, 0.3, 0.25])
    expect(finalChoice(lost, choice)).toBe(lost.children[1])
  })

  it('of several candidates with a significant lead, the one with the greatest lead, however often visited', () => {
    const two = rooted([0.4, 0.5, 0.3, 0.6], [0.5, 0.6, 0.4, 0.7, 0.5, 0.5], [0.6, 0.7, 0.5, 0.8])
    expect(finalChoice(two, choice)).toBe(two.children[2])
    // A bigger lead that is noise loses to a smaller consistent one.
    const noisy = rooted([0.4, 0.5, 0.3, 0.6], [0.5, 0.6, 0.4, 0.7], [1, 0.1, 1, 0.2, 1])
    expect(finalChoice(noisy, choice)).toBe(noisy.children[1])
  })

  it('a close call (a lead past the margin, not yet past noise) gets more paired worlds; a clear lead or none does not', () => {
    // Ahead in four worlds of five by a little, behind in one: two thirds of a standard error.
    const close = rooted([0.4, 0.5, 0.3, 0.6, 0.5], [0.45, 0.55, 0.35, 0.65, 0.4])
    expect(finalChoice(close, choice)).toBe(close.children[0])
    expect(closeCall(close.children, close.children[0], choice)).toBe(close.children[1])
    // Significant already: the final choice takes it as it is.
    const ahead = rooted([0.4, 0.5, 0.3, 0.6, 0.5], [0.5, 0.6, 0.35, 0.7, 0.6])
    expect(closeCall(ahead.children, ahead.children[0], choice)).toBeNull()
    // Behind, level, or a lead that is mostly noise: nothing to settle.
    const behind = rooted([0.4, 0.5, 0.3, 0.6, 0.5], [0.3, 0.4, 0.2, 0.5, 0.4])
    expect(closeCall(behind.children, behind.children[0], choice)).toBeNull()
    const noisy = rooted([0.4, 0.5, 0.3, 0.6, 0.5], [0.9, 0.1, 0.3, 0.6, 0.5])
    expect(closeCall(noisy.children, noisy.children[0], choice)).toBeNull()
  })

  it('more root candidates where Normal scores its next ones within `close` of its best, up to maxArms', () => {
    const scores = (...xs: number[]) => xs.map((score) => ({ score }))
    expect(armsFor(scores(10, 9, 8, 7, 6, 5), 4)).toBe(4)
    expect(armsFor(scores(10, 9.5, 9, 8.5, 8, 7.5, 2), 4)).toBe(6)
    expect(armsFor(scores(...Array.from({ length: 12 }, () => 10)), 4)).toBe(HARD.maxArms)
    expect(armsFor(scores(10, 10), 4)).toBe(4)
  })

  it('the robust child is the most visited child', () => {
    const node = makeNode(ranked)
    node.children[2].visits = 5
    node.children[2].reward = 3
    node.children[0].visits = 4
    node.children[0].reward = 4
    expect(robustChild(node)).toBe(node.children[2])
  })
})
