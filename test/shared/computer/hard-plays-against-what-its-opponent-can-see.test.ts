// Hard's search plays its worlds with the other players deciding on what they can see: its own hand is hidden from
// them (CR 402.3), as it is from Normal in the real game. Before, its rollouts' opponent read Hard's hand, never blocked
// into a trick it held, and so an attack backed by one looked like a tapped creature for the counter-attack.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import '@shared/engine'
import '@shared/variants'
import { Random, viewFor, type GameState } from '@shared/engine'
import { HIDDEN_CARD } from '@shared/engine/view'
import { actingPlayers } from '@shared/engine/game'
import { runScenario } from '@shared/scenario'
import { starterCardDefinitions, starterPool } from '@shared/cards/starter'
import { computerListing } from '@shared/computer/listing'
import { rolesOf } from '@shared/computer/opponentModel'
import { decideHeuristic } from '@shared/computer/policy'
import { playable, tryApply } from '@shared/computer/sim'
import { determiniser, seenByOthers } from '@shared/computer/search/determinize'

const dir = join(__dirname, '../../scenarios/computer')
const scenario = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>
const position = (file: string): GameState =>
  runScenario({ ...scenario(file), actions: [], expect: undefined }, starterPool()).state
const nameOf = (s: GameState, id: string) => s.cards[s.objects[id].def].name

describe('Hard attacks with the trick its opponent cannot see', () => {
  for (const variant of ['normal', 'heroic'])
    it(`CR 402.3, 509.1, 510.1: ${variant}: Ann attacks with Grizzly Bears and Giant Growth in hand; Ben's Hill Giant blocks and dies`, () => {
      const raw = scenario(`hard-${variant}-attacks-with-the-trick-its-opponent-cannot-see.json`)
      expect(runScenario(raw, starterPool()).output.failed).toEqual([])
    }, 300_000) // 30 to 50 s on a 2-core machine at load 16
})

describe('the others decide on what they can see', () => {
  const file = 'hard-normal-attacks-with-the-trick-its-opponent-cannot-see.json'

  it('CR 402.3: the computer’s hand is blank to the others, ids kept; a revealed card stays known; the world is unchanged', () => {
    const g = position(file)
    const s = playable(viewFor(g, 0), 1)
    const growth = s.players[0].zones.hand[0]
    const seen = seenByOthers(s, 0)
    expect(seen.objects[growth].def).toBe(HIDDEN_CARD)
    expect(seen.players[0].zones.hand).toEqual(s.players[0].zones.hand)
    expect(nameOf(s, growth)).toBe('Giant Growth')
    const revealed = { ...s, objects: { ...s.objects, [growth]: { ...s.objects[growth], revealed: true } } }
    expect(seenByOthers(revealed, 0)).toBe(revealed)
    // Ben's own cards are his to read.
    for (const id of s.battlefield) expect(seen.objects[id]).toBe(s.objects[id])
  })

  it('CR 509.1: Ben blocks the attacking Bears with his Hill Giant when he can’t see Giant Growth, not when he can', () => {
    const g = position(file)
    const world = determiniser(playable(viewFor(g, 0), 1), 0)(new Random(1))
    const legal = computerListing(world, 0)
    const attack = legal.find((a) => a.type === 'declareAttackers')!
    let s = tryApply(world, {
      ...attack,
      attackers: [{ card: bears(world), target: { player: 1 } }],
    } as typeof attack)!
    s = passToBlockers(s)
    expect(benBlockers(s, seenByOthers(s, 0))).toEqual(['Hill Giant'])
    expect(benBlockers(s, s)).toEqual([])
  }, 60_000)
})

function bears(s: GameState): string {
  return s.battlefield.find((id) => nameOf(s, id) === 'Grizzly Bears')!
}

/** Both players pass on to the declare blockers step (CR 508.8). */
function passToBlockers(s: GameState): GameState {
  for (let i = 0; i < 4 && !s.pending.some((d) => d.kind === 'declareBlockers'); i++)
    s = tryApply(s, { type: 'pass', player: actingPlayers(s)[0] })!
  return s
}

/** The names of the creatures Ben (Normal) blocks with in `s`, deciding on what `seen` shows him (CR 509.1). */
function benBlockers(s: GameState, seen: GameState): string[] {
  const decided = decideHeuristic(seen, {
    me: 1,
    level: 'normal',
    rng: new Random(1),
    legal: computerListing(s, 1),
    quick: true,
  }).action as { blockers?: { card: string }[] }
  return (decided.blockers ?? []).map((b) => nameOf(s, b.card))
}

describe('the others’ block in Hard’s worlds does not depend on the trick the computer holds', () => {
  const tricks = starterCardDefinitions()
    .filter((d) => rolesOf(d).trick)
    .map((d) => d.name)
  const lands = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Forest']
  /** Ben's block of Ann's attacking Grizzly Bears in one of Hard's worlds, Ann holding `hand`. */
  function benBlocks(variant: string, hand: string[], seeing: boolean): string[] {
    const raw = scenario('hard-normal-attacks-with-the-trick-its-opponent-cannot-see.json') as {
      state: { players: { hand?: string[]; battlefield: string[] }[] }
    }
    const heroes =
      variant === 'heroic'
        ? [
            { name: 'Ann', hero: 'Krenko, Mob Boss' },
            { name: 'Ben', hero: 'Ezuri, Renegade Leader' },
          ]
        : undefined
    raw.state.players[0].hand = hand
    raw.state.players[0].battlefield = ['Grizzly Bears', ...lands]
    const g = runScenario(
      { ...raw, variant, ...(heroes ? { players: heroes } : {}), actions: [], expect: undefined },
      starterPool(),
    ).state
    const world = determiniser(playable(viewFor(g, 0), 1), 0)(new Random(1))
    let s = tryApply(world, {
      type: 'declareAttackers',
      player: 0,
      attackers: [{ card: bears(world), target: { player: 1 } }],
    })!
    s = passToBlockers(s)
    return benBlockers(s, seeing ? s : seenByOthers(s, 0))
  }

  it('the starter pool has several tricks', () => expect(tricks.length).toBeGreaterThanOrEqual(5))

  for (const variant of ['normal', 'heroic'])
    it(`CR 402.3: ${variant}: with each instant pump of the starter pool in Ann's hand Ben blocks as with a Forest; seeing it he may not`, () => {
      const plain = benBlocks(variant, ['Forest'], false)
      expect(plain).toEqual(['Hill Giant'])
      let dodged = 0
      for (const trick of tricks) {
        expect(benBlocks(variant, [trick], false), trick).toEqual(plain)
        if (benBlocks(variant, [trick], true).length === 0) dodged++
      }
      // Reading her hand, he dodges the tricks that turn the fight (Giant Growth at least).
      expect(dodged).toBeGreaterThan(0)
    }, 120_000)
})
