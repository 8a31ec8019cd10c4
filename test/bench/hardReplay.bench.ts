// A cheap proxy for Hard's strength against Normal (`npm run -s bench -- hardReplay`): seeded Normal-against-Normal
// games on the starter decks are replayed, and at each decision Hard would search it is asked what it would play.
// Where it overrules Normal, the two plays are judged by deeper paired rollouts in many worlds of the real game (the
// true hidden hands, the libraries shuffled per world, Normal's policy on both sides to the end of the turn after
// next; the k-th world of both plays is the same: common random numbers). A real Hard-against-Normal game takes
// minutes; this takes seconds per decision and says how often Hard overrules and whether its overrules are right.
// - computer.hardReplay.<variant>: overrules per game (Hard's choice is not Normal's), with the judged right, wrong and
//   unclear ones, and Hard's searched decisions' CPU p95 and max (one thread).
// HARD_REPLAY_GAMES (default 1 per variant), HARD_REPLAY_WORLDS (default 32), HARD_REPLAY_VARIANTS,
// HARD_REPLAY_MISSED=n also judges Hard's best challenger at the first n decisions it left to Normal (missed chances).
import '../../src-shared/engine'
import '../../src-shared/variants'
import type { Action, GameState, PlayerIndex } from '../../src-shared/engine/types'
import { actingPlayers } from '../../src-shared/engine/game'
import { Random, seedRng } from '../../src-shared/engine/rng'
import { viewFor } from '../../src-shared/engine/view'
import { decisionSeed } from '../../src-shared/computer'
import { starterMatchDecks } from '../../src-shared/computer/decks'
import { crackBack } from '../../src-shared/computer/combat'
import { evaluate, WIN } from '../../src-shared/computer/evaluate'
import { computerListing, declaring } from '../../src-shared/computer/listing'
import { playGame } from '../../src-shared/computer/match'
import { decideHeuristic, type Context } from '../../src-shared/computer/policy'
import { playable, tryApply } from '../../src-shared/computer/sim'
import { searchHard } from '../../src-shared/computer/search'
import { rollout } from '../../src-shared/computer/search/rollout'
import { actionKey } from '../../src-shared/computer/search/tree'
import type { Figure } from './run'
import { percentile, round } from './stats'

const VARIANTS = (process.env.HARD_REPLAY_VARIANTS ?? 'normal,heroic,mental,manahearth,combat').split(',')
const GAMES = Number(process.env.HARD_REPLAY_GAMES ?? 1)
const WORLDS = Number(process.env.HARD_REPLAY_WORLDS ?? 32)
const MISSED = Number(process.env.HARD_REPLAY_MISSED ?? 0)
const VERBOSE = !!process.env.HARD_REPLAY_VERBOSE

const cpuMs = (): number => process.cpuUsage().user / 1000

/** The mean paired lead of `a` over `b` in judged worlds of the real game, with its standard error. */
export function judge(s: GameState, me: PlayerIndex, a: Action, b: Action, worlds = WORLDS) {
  const base = evaluate(s, me) - crackBack(s, me)
  const reward = (v: number) => (v >= WIN / 2 ? 1 : v <= -WIN / 2 ? 0 : 0.5 + 0.45 * Math.tanh((v - base) / 30))
  const diffs: number[] = []
  for (let w = 0; w < worlds; w++) {
    const world = shuffled(s, 9001 + w)
    const r: number[] = []
    for (const x of [a, b]) {
      const first = tryApply(world, x)
      if (!first) return null
      const end = rollout(first, s.turn + 2, { left: 4000, deadline: Infinity })
      r.push(reward(evaluate(end, me) - crackBack(end, me)))
    }
    diffs.push(r[0] - r[1])
  }
  const n = diffs.length
  const lead = diffs.reduce((x, y) => x + y, 0) / n
  const sd = Math.sqrt(diffs.reduce((x, y) => x + (y - lead) ** 2, 0) / Math.max(1, n - 1))
  return { lead, spread: sd / Math.sqrt(n) }
}

/** The real game with every library shuffled and the engine's randomness reseeded (one judged world). */
function shuffled(s: GameState, seed: number): GameState {
  const rng = Random.fromSeed(seed)
  const players = s.players.map((p) => {
    const library = [...(p.zones.library ?? [])]
    for (let i = library.length - 1; i > 0; i--) {
      const j = rng.int(i + 1)
      ;[library[i], library[j]] = [library[j], library[i]]
    }
    return { ...p, zones: { ...p.zones, library } }
  })
  return { ...s, players, rng: seedRng(seed) } as GameState
}

type Verdict = 'right' | 'wrong' | 'unclear' | 'refused'
const verdictOf = (j: { lead: number; spread: number } | null): Verdict =>
  !j ? 'refused' : j.lead > 2 * j.spread && j.lead > 0.005 ? 'right' : j.lead < -2 * j.spread ? 'wrong' : 'unclear'

export default async function (): Promise<Figure[]> {
  const figures: Figure[] = []
  for (const variant of VARIANTS) {
    const decks = starterMatchDecks(variant)
    const tally = { searched: 0, overrules: 0, right: 0, wrong: 0, unclear: 0, refused: 0, missed: 0, missedRight: 0 }
    const leads: number[] = []
    const cpu: number[] = []
    let judgedMissed = 0
    for (let game = 0; game < GAMES; game++) {
      const positions: GameState[] = []
      playGame(
        { variant, seats: ['normal', 'normal'], decks: [decks, decks], seed: 3, onAction: (s) => positions.push(s) },
        game,
      )
      for (let i = 0; i + 1 < positions.length; i++) {
        const s = positions[i]
        if (s.phase === 'ended') break
        const acting = actingPlayers(s)
        if (!acting.length) continue
        const me = acting[0]
        const view = viewFor(s, me)
        const seed = decisionSeed(view, me, 3000 + game + me)
        const ps = playable(view, seed)
        let legal: Action[]
        try {
          legal = computerListing(ps, me)
        } catch {
          continue
        }
        // A declaration of attackers or blockers is listed by its least choice alone, and is searched all the same.
        if (legal.length < 2 && !declaring(ps, me)) continue
        const ctx: Context = { me, level: 'hard', rng: Random.fromSeed(seed), legal }
        const t0 = cpuMs()
        const r = searchHard(ps, ctx, { level: 'hard', seed })
        if (!r.search) continue
        cpu.push(cpuMs() - t0)
        tally.searched++
        // Normal's own choice here: Hard's differs where the search overrules it, and where a plan Normal never lists
        // (search/plans.ts) heads Hard's ranking.
        const normal = decideHeuristic(ps, { ...ctx, level: 'normal', rng: Random.fromSeed(seed) }).action
        if (actionKey(r.action) !== actionKey(normal)) {
          tally.overrules++
          const j = judge(s, me, r.action, normal)
          const v = verdictOf(j)
          tally[v]++
          if (j) leads.push(j.lead)
          if (VERBOSE)
            console.error(
              `${variant} g${game} t${s.turn} ${s.step ?? ''} overrule ${actionKey(normal)} -> ${actionKey(r.action)}: ${v} ${j ? round(j.lead, 3) + '±' + round(j.spread, 3) : ''}`,
            )
        } else if (judgedMissed < MISSED) {
          // Hard's best challenger by mean: would it have been right to overrule?
          const rest = r.search.root.slice(1).filter((c) => c.visits)
          const best = rest.sort((a, b) => b.mean - a.mean)[0]
          if (best) {
            judgedMissed++
            const j = judge(s, me, best.action, normal)
            const v = verdictOf(j)
            if (v === 'right') tally.missedRight++
            tally.missed++
            if (VERBOSE)
              console.error(
                `${variant} g${game} t${s.turn} kept ${actionKey(normal)} over ${actionKey(best.action)} (${best.visits} visits): ${v} ${j ? round(j.lead, 3) + '±' + round(j.spread, 3) : ''}`,
              )
          }
        }
      }
    }
    const figure: Figure = {
      name: `computer.hardReplay.${variant}`,
      value: round(tally.overrules / Math.max(1, GAMES), 2),
      unit: 'overrules per game',
      games: GAMES,
      worlds: WORLDS,
      ...tally,
      meanJudgedLead: leads.length ? round(leads.reduce((a, b) => a + b, 0) / leads.length, 4) : null,
      hardCpuMs: cpu.length ? { p95: round(percentile(cpu, 95), 0), max: round(Math.max(...cpu), 0) } : null,
    }
    console.error(JSON.stringify(figure))
    figures.push(figure)
  }
  return figures
}
