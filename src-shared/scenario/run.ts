// Playing a scenario (the scenario contract), purely: input → game → actions → output JSON.
// The command-line command (src-main/cli/commands/scenario.ts) only reads files and prints.
import type { CardDefinition } from '../cards/model'
import type { CardPool } from '../cards/pool'
import { cardFromScryfall } from '../cards/scryfall'
import { MAX_DECK_CARDS, parseDeckList } from '../cards/decklist'
import { poolText } from '../mana/pool'
import type { Action, CardObject, GameState, ObjId, PlayerIndex, Target } from '../engine/types'
import type { Variant } from '../engine/variant'
import { Tx } from '../engine/tx'
import { actingPlayers, createGame, applyAction, checkAction, startAtStep, whyNoPriority } from '../engine/game'
import { findVariant, registeredVariants } from '../engine/registry'
import { checkInvariants } from '../engine/invariants'
import { triggerOrderLabels } from '../engine/triggerStack'
import { otherFaces } from '../engine/castFaces'
import { createObject, ensureCard, shuffleLibrary } from '../engine/zones'
import { colorsOf, faceOf, isCreature, keywordsOf, nameOf, playerName, powerToughness } from '../engine/query'
import { validateScenario, type ScenarioInput } from './input'
import { ScenarioError } from '../engine/scenarioError'
import { compareExpect } from './expect'
import { passUntil, turnStepNames } from './passUntil'
import { castAlternative } from './alternatives'
import { runComputer, COMPUTER_LIMIT, type Level } from '../computer'

export interface ScenarioResult {
  output: Record<string, unknown>
  /** 0 played, 3 the expect block failed (1 is thrown as ScenarioError). */
  exitCode: 0 | 3
  state: GameState
  /** The accepted actions, as the engine received them (the save's action log). */
  log: Action[]
  initial: GameState
  input: ScenarioInput
}

/** Plays a scenario against a card pool (the starter pool or an imported database). Throws ScenarioError (exit 1). */
export function runScenario(raw: unknown, pool: CardPool): ScenarioResult {
  const variantIds = registeredVariants().map((v) => v.id)
  const pre = raw as { variant?: unknown }
  const variant = typeof pre?.variant === 'string' ? findVariant(pre.variant) : undefined
  const input = validateScenario(
    raw,
    variant?.scenario?.playerStateFields ?? [],
    variantIds,
    variant?.options.map((o) => o.id),
    Object.fromEntries((variant?.options ?? []).map((o) => [o.id, o.default])),
  )
  const v = findVariant(input.variant)!
  ;(input.cards ?? []).forEach((obj, i) => {
    try {
      pool.add(cardFromScryfall(obj))
    } catch (error) {
      throw new ScenarioError(`cards[${i}]`, error instanceof Error ? error.message : String(error))
    }
  })
  const cards: Record<string, CardDefinition> = {}
  const lookup = (name: string, field: string): string => {
    const def = pool.byName(name)
    if (!def) {
      const suggestions = pool.suggest(name)
      throw new ScenarioError(
        field,
        `unknown card "${name}"${suggestions.length ? ` (did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}?)` : ''}`,
      )
    }
    cards[def.id] = def
    return def.id
  }
  const deckIds = (deck: string | string[] | undefined, field: string): string[] => {
    if (deck === undefined) return []
    if (Array.isArray(deck)) {
      if (deck.length > MAX_DECK_CARDS)
        throw new ScenarioError(field, `has ${deck.length} cards: at most ${MAX_DECK_CARDS}`)
      return deck.map((name, k) => lookup(name, `${field}[${k}]`))
    }
    const list = parseDeckList(deck)
    if (list.errors.length) throw new ScenarioError(field, list.errors[0].message) // the message names its line
    const out: string[] = []
    for (const entry of [...list.main])
      for (let k = 0; k < entry.count; k++) out.push(lookup(entry.name, `${field} (line ${entry.line ?? '?'})`))
    return out
  }
  const players = input.players.map((p, i) => {
    // A deck list text may carry its own sideboard and, for Heroic, a "Hero: NAME" line (contract "Commands").
    const list = typeof p.deck === 'string' ? parseDeckList(p.deck) : null
    const sideboard =
      p.sideboard ??
      (list?.sideboard.length ? list.sideboard.flatMap((e) => Array<string>(e.count).fill(e.name)) : undefined)
    const hero = p.hero ?? list?.hero
    return {
      name: p.name,
      deck: deckIds(p.deck, `players[${i}].deck`),
      sideboard: deckIds(
        sideboard,
        p.sideboard !== undefined ? `players[${i}].sideboard` : `players[${i}].deck (sideboard)`,
      ),
      extra: hero
        ? {
            heroName: hero,
            heroDef: lookup(hero, p.hero !== undefined ? `players[${i}].hero` : `players[${i}].deck (Hero: line)`),
          }
        : {},
    }
  })
  if (players.length < v.players.min || players.length > v.players.max) {
    throw new ScenarioError(
      'players',
      `${v.name} is played by ${v.players.min}–${v.players.max} players, not ${players.length}`,
    )
  }
  let state: GameState
  try {
    if (!input.state) {
      state = createGame({ variant: v, options: input.options, players, cards, seed: input.seed, start: input.start })
    } else {
      state = prepareState(input, v, players, cards, lookup)
    }
  } catch (error) {
    if (error instanceof ScenarioError) throw error
    const message = error instanceof Error ? error.message : String(error)
    const named = /^((?:state|players)[\w[\].]*): (.*)$/s.exec(message) // a variant's message naming its field
    if (named) throw new ScenarioError(named[1], named[2])
    throw new ScenarioError(input.state ? 'state' : 'players', message)
  }
  if (v.scenario?.pool) {
    const tx = new Tx(state, v)
    v.scenario.pool(tx, pool)
    state = tx.s
  }
  const initial = state
  const rejected: { index: number; reason: string }[] = []
  const lines: string[] = []
  const log: Action[] = []
  input.actions.forEach((rawAction, index) => {
    if (rawAction.type === 'passUntil') {
      const step = rawAction.step as string
      if (!turnStepNames(v).includes(step))
        throw new ScenarioError(
          `actions[${index}].step`,
          `unknown step "${step}" (expected one of ${turnStepNames(v).join(', ')})`,
        )
      const passed = passUntil(state, v, { step, turn: rawAction.turn as number | undefined })
      state = passed.state
      lines.push(...passed.lines)
      log.push(...passed.actions)
      if (passed.rejected) rejected.push({ index, reason: passed.rejected })
      return
    }
    if (rawAction.type === 'computer') {
      // The computer makes every decision for the player until the game waits on another player or ends.
      const level = (rawAction.level as Level | undefined) ?? 'normal'
      const why = whyComputerCantAct(state, rawAction.player as number)
      if (why) {
        rejected.push({ index, reason: why })
        return
      }
      const ran = runComputer(state, rawAction.player as number, { level, seed: input.seed }, COMPUTER_LIMIT)
      state = ran.state
      lines.push(...ran.lines)
      log.push(...ran.actions)
      return
    }
    let action: Action
    const missing: { message: string; placeholder: string }[] = []
    try {
      action = resolveAction(state, v, rawAction, missing)
    } catch (error) {
      rejected.push({ index, reason: error instanceof Error ? error.message : String(error) })
      return
    }
    if (missing.length) {
      // The engine's own reason comes first when it isn't about the card (e.g. "It is not your turn…"); a reason
      // that names the missing card's stand-in ("?1:Garruk … is not a legal target") is about the card.
      const reason = checkAction(state, action)
      const aboutCard = !reason || /that card/i.test(reason) || missing.some((m) => reason.includes(m.placeholder))
      rejected.push({ index, reason: aboutCard ? missing[0].message : capitalize(reason) })
      return
    }
    let result = applyAction(state, action)
    if (!result.ok && Array.isArray(rawAction.targets)) {
      // A target card is looked up in the zone its target phrase names (contract): a name found both on the
      // battlefield and in a graveyard or exile ("return target creature card from your graveyard", Raise Dead with a
      // Grizzly Bears on the battlefield too) is tried there when the battlefield's is refused.
      const elsewhere: { message: string; placeholder: string }[] = []
      const retry = resolveAction(state, v, rawAction, elsewhere, true)
      if (!elsewhere.length && JSON.stringify(retry) !== JSON.stringify(action)) {
        const second = applyAction(state, retry)
        if (second.ok) {
          result = second
          action = retry
        }
      }
    }
    if (!result.ok) {
      rejected.push({ index, reason: result.reason })
      return
    }
    state = result.state
    lines.push(...result.lines)
    log.push(action)
  })
  const output = scenarioOutput(state, v)
  output.rejected = rejected
  output.log = lines
  let exitCode: 0 | 3 = 0
  if (input.expect) {
    const failed = compareExpect(input.expect, output)
    output.failed = failed
    if (failed.length) exitCode = 3
  }
  return { output, exitCode, state, log, initial, input }
}

type Lookup = (name: string, field: string) => string

/** A `computer` action for a player the game is not waiting on is rejected like any other action (contract). */
function whyComputerCantAct(state: GameState, player: PlayerIndex): string | null {
  if (state.phase === 'ended') return 'The game is over'
  if (state.players[player]?.lost) return `${playerName(state, player)} has left the game`
  if (actingPlayers(state).includes(player)) return null
  const why = state.pending.length
    ? whyNoPriority(state, player)
    : state.priority === null
      ? 'no one has priority now'
      : `${playerName(state, state.priority)} has priority`
  return `The game is not waiting on ${playerName(state, player)}: ${why}`
}

function prepareState(
  input: ScenarioInput,
  v: Variant,
  players: { name: string; deck: string[]; sideboard: string[]; extra: Record<string, unknown> }[],
  cards: Record<string, CardDefinition>,
  lookup: Lookup,
): GameState {
  const st = input.state!
  // Card definitions named in the state join the game's table first.
  const statePlayers = (st.players ?? []) as Record<string, unknown>[]
  const defsFor = (names: unknown, field: string): string[] =>
    ((names as string[] | undefined) ?? []).map((n, k) => lookup(n, `${field}[${k}]`))
  const prepared = statePlayers.map((p, i) => ({
    hand: defsFor(p.hand, `state.players[${i}].hand`),
    library: p.library !== undefined ? defsFor(p.library, `state.players[${i}].library`) : null,
    graveyard: defsFor(p.graveyard, `state.players[${i}].graveyard`),
    exile: defsFor(p.exile, `state.players[${i}].exile`),
    command: defsFor(p.command, `state.players[${i}].command`),
    outside: defsFor(p.outside, `state.players[${i}].outside`),
    battlefield: ((p.battlefield as unknown[] | undefined) ?? []).map((b, k) => {
      const entry = typeof b === 'string' ? { name: b } : (b as Record<string, unknown>)
      return { ...entry, def: lookup(entry.name as string, `state.players[${i}].battlefield[${k}]`) } as Record<
        string,
        unknown
      > & { def: string }
    }),
  }))
  let state = createGame({
    variant: v,
    options: input.options,
    cards,
    seed: input.seed,
    skipSetup: true,
    players: players.map((p, i) => ({
      name: p.name,
      deck: prepared[i]?.library ? [] : p.deck,
      sideboard: p.sideboard,
      extra: p.extra,
    })),
  })
  const tx = new Tx(state, v)
  const origins = new Map<ObjId, string>() // each prepared object's field, for the invariants' messages
  players.forEach((_, i) => {
    const p = prepared[i]
    if (!p) {
      shuffleLibrary(tx, i)
      return
    }
    const place = (zone: 'library' | 'hand' | 'graveyard' | 'exile' | 'command' | 'outside', defs: string[]) =>
      defs.forEach((def, k) => origins.set(createObject(tx, def, i, zone), `state.players[${i}].${zone}[${k}]`))
    if (p.library) place('library', p.library)
    else shuffleLibrary(tx, i)
    place('hand', p.hand)
    place('graveyard', p.graveyard)
    place('exile', p.exile)
    place('command', p.command)
    place('outside', p.outside)
    const raw = statePlayers[i]
    if (raw.life !== undefined) tx.player(i).life = raw.life as number
    if (raw.poison !== undefined) tx.player(i).poison = raw.poison as number
    if (raw.energy !== undefined) tx.player(i).energy = raw.energy as number
    // A player's counters (CR 122.1): energy and poison are the engine's own fields; other kinds are kept as given.
    const { energy, poison, ...other } = (raw.counters as Record<string, number> | undefined) ?? {}
    if (energy !== undefined) tx.player(i).energy = energy
    if (poison !== undefined) tx.player(i).poison = poison
    const kept = Object.fromEntries(Object.entries(other).filter(([, n]) => n > 0))
    if (Object.keys(kept).length) tx.player(i).extra = { ...tx.s.players[i].extra, counters: kept }
  })
  // Battlefields after every player's zones, so Auras can name their hosts.
  const attachments: { id: ObjId; ref: string; player: PlayerIndex; field: string }[] = []
  players.forEach((_, i) => {
    for (const [k, b] of (prepared[i]?.battlefield ?? []).entries()) {
      const controller = typeof b.controller === 'number' ? b.controller : i
      const id = createObject(tx, b.def, i, 'battlefield', {
        controller,
        tapped: b.tapped === true,
        sick: b.sick === true,
        faceDown: b.faceDown === true,
        ...(b.token ? { token: true } : {}),
        ...(b.damage ? { damage: b.damage as number } : {}),
      })
      origins.set(id, `state.players[${i}].battlefield[${k}]`)
      // Exactly as given: "enters tapped" applies only to objects that enter during the game (contract).
      if (tx.s.objects[id].tapped !== (b.tapped === true)) tx.obj(id).tapped = b.tapped === true
      if (b.counters) {
        // CR 122.1: a kind given as 0 is none of it, with no entry left behind.
        const counters = { ...tx.s.objects[id].counters, ...(b.counters as Record<string, number>) }
        for (const [kind, n] of Object.entries(counters)) if (n === 0) delete counters[kind]
        tx.obj(id).counters = counters
      }
      if (typeof b.attachedTo === 'string')
        attachments.push({
          id,
          ref: b.attachedTo,
          player: i,
          field: `state.players[${i}].battlefield[${k}].attachedTo`,
        })
    }
  })
  for (const a of attachments) {
    const host = findCard(tx.s, a.ref, ['battlefield'], a.player)
    if (!host) throw new ScenarioError(a.field, `no permanent "${a.ref}" on the battlefield to attach to`)
    tx.obj(a.id).attachedTo = host
  }
  v.scenario?.applyState?.(tx, { players: statePlayers, state: st }, (name) => {
    const id = lookup(name, 'state')
    ensureCard(tx, cards[id]) // a card named only by a variant field (e.g. a hero) joins the game's table
    return id
  })
  state = tx.s
  const turn = (st.turn as number | undefined) ?? 1
  const active = (st.active as number | undefined) ?? input.start ?? 0
  const step = (st.step as string | undefined) ?? 'precombatMain'
  if (!v.chart.turnSteps.some((s) => s.name === step)) {
    throw new ScenarioError(
      'state.step',
      `unknown step "${step}" (expected one of ${v.chart.turnSteps.map((s) => s.name).join(', ')})`,
    )
  }
  const started = startAtStep(state, {
    turn,
    active,
    step,
    round: st.round as number | undefined,
    starting: input.start,
  })
  refuseBrokenInvariants(started, origins)
  return started
}

/** A prepared position must keep the engine's invariants (each object in one zone, no negative damage, …; a variant's
 *  own are checked by its scenario hook): the first problem is refused, naming the field that holds the object. */
function refuseBrokenInvariants(state: GameState, origins: Map<ObjId, string>): void {
  const problem = checkInvariants(state, { core: true })[0]
  if (!problem) return
  let field: string | undefined
  const text = problem.replace(/\b[ct]\d+\b/g, (id) => {
    const o = state.objects[id]
    if (!o) return id
    field ??= origins.get(id) ?? `state.players[${o.owner}]`
    return `"${nameOf(state, id)}"`
  })
  const player = /\bplayer (\d+)/.exec(problem)
  throw new ScenarioError(field ?? (player ? `state.players[${player[1]}]` : 'state'), text)
}

// ---- card references ----

const REF = /^(?:(\d+):)?(.+?)(?:#(\d+))?$/

/**
 * Finds a card by reference: "Name", "Name#2" (the second), "1:Name" (player 1's), in the given zones, the
 * acting player's cards first (then the other players' in turn order when the reference has no player).
 */
export function findCard(
  state: GameState,
  ref: string,
  zones: string[],
  player: PlayerIndex,
  strictOwner = false,
): ObjId | null {
  const m = REF.exec(ref.trim())
  if (!m) return null
  const who = m[1] !== undefined ? Number(m[1]) : null
  const name = m[2].trim().toLowerCase()
  const nth = m[3] ? Number(m[3]) : 1
  const order =
    who !== null
      ? [who]
      : strictOwner
        ? [player]
        : [player, ...state.players.map((_, i) => i).filter((i) => i !== player)]
  for (const p of order) {
    let seen = 0
    for (const zone of zones) {
      for (const id of zoneIds(state, zone, p)) {
        const obj = state.objects[id]
        const names = [nameOf(state, id), ...state.cards[obj.def].faces.map((f) => f.name), state.cards[obj.def].name]
        if (!names.some((n) => n.toLowerCase() === name)) continue
        seen++
        if (seen === nth) return id
      }
    }
  }
  return null
}

/** The face other than the first that a card reference names ("Suffering" of Pain // Suffering), or 0. */
function namedFace(state: GameState, id: ObjId, ref: string): number {
  const name = REF.exec(ref.trim())?.[2].trim().toLowerCase()
  const faces = otherFaces(state, id)
  return faces.find((f) => state.cards[state.objects[id].def].faces[f].name.toLowerCase() === name) ?? 0
}

function zoneIds(state: GameState, zone: string, player: PlayerIndex): ObjId[] {
  if (zone === 'battlefield') return state.battlefield.filter((id) => state.objects[id].controller === player)
  if (zone === 'stack')
    return state.stack
      .filter((s) => s.kind === 'spell' && s.controller === player)
      .map((s) => s.id)
      .reverse()
  if (zone in state.shared) return state.shared[zone]
  return state.players[player]?.zones[zone] ?? []
}

const ZONE_WORD: Record<string, string> = {
  hand: 'hand',
  battlefield: 'battlefield',
  graveyard: 'graveyard',
  exile: 'exile',
  library: 'library',
  outside: 'sideboard',
  stack: 'stack',
}

const capitalize = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1)

/** Why a card reference found nothing: "There is no "Shock" in your hand", or naming whose zones were searched. */
export function notFoundMessage(
  state: GameState,
  ref: string,
  zones: string[],
  player: PlayerIndex,
  strictOwner = false,
): string {
  const words = zones.map((z) => ZONE_WORD[z] ?? z)
  if (zones.length === 1 && zones[0] !== 'battlefield' && !/^\d+:/.test(ref.trim()))
    return `There is no "${ref}" in your ${words[0]}`
  const who = /^(\d+):/.exec(ref.trim())
  const whose = who
    ? state.players[Number(who[1])]
      ? `${state.players[Number(who[1])].name}'s`
      : `player ${who[1]}'s (there is no such player)`
    : strictOwner
      ? 'your'
      : "any player's"
  return `There is no "${ref}": no such card was found in the zones searched (${whose} ${words.join(' or ')})`
}

function resolveAction(
  state: GameState,
  v: Variant,
  given: Record<string, unknown>,
  missing: { message: string; placeholder: string }[],
  /** Targets looked up in graveyards and exile before the battlefield and the stack. */
  targetsElsewhereFirst = false,
): Action {
  let raw = given
  // A special action (CR 116.2) is the action of its own type.
  if (raw.type === 'special') {
    const { action, ...rest } = raw
    raw = { ...rest, type: action }
  }
  if (raw.type === 'cast' && typeof raw.alternative === 'string') raw = castAlternative(state, raw) // CR 118.9
  const player = raw.player as number
  const need = (ref: string, zones: string[], strictOwner = false): ObjId => {
    const id = findCard(state, ref, zones, player, strictOwner)
    if (!id) {
      const placeholder = `?${ref}`
      missing.push({ message: notFoundMessage(state, ref, zones, player, strictOwner), placeholder })
      return placeholder
    }
    return id
  }
  // Where targets are found: on the battlefield, then on the stack, then in a graveyard ("target creature card from
  // your graveyard"; the engine checks the target phrase's zone), or the other way round on a second try.
  const target = (ref: string): Target => {
    const pm = /^player:(\d+)$/.exec(ref)
    if (pm) return { player: Number(pm[1]) }
    const zones = [
      ['battlefield', 'stack'],
      ['graveyard', 'exile'],
    ]
    if (targetsElsewhereFirst) zones.reverse()
    const found = findCard(state, ref, zones[0], player) ?? findCard(state, ref, zones[1], player)
    return { card: found ?? need(ref, ['battlefield', 'stack']) }
  }
  if (v.scenario?.resolveAction && !['pass', 'keep', 'concede', 'done'].includes(raw.type as string)) {
    const custom = v.scenario.resolveAction(state, raw, (ref, zones, p) => {
      const id = findCard(state, ref, zones, p)
      if (!id) throw new Error(notFoundMessage(state, ref, zones, p))
      return id
    })
    if (custom) return custom
  }
  const a: Record<string, unknown> = { ...raw }
  const handZones = (from?: unknown): string[] =>
    from === 'outside' ? ['outside'] : from && from !== 'hand' ? [String(from)] : ['hand']
  switch (raw.type) {
    case 'playLand':
    case 'cast':
      if (typeof raw.card === 'string') a.card = need(raw.card, handZones(raw.from), true)
      // CR 709.3, 712.7, 712.8: naming a split card's other half or a modal double-faced card's back chooses it.
      if (typeof raw.card === 'string' && raw.face === undefined) {
        const face = namedFace(state, a.card as ObjId, raw.card)
        if (face) a.face = face
      }
      if (raw.type === 'cast' && Array.isArray(raw.splice))
        a.splice = (raw.splice as string[]).map((c) => need(c, ['hand'], true)) // CR 702.47a
      if (raw.type === 'cast' && Array.isArray(raw.discard))
        a.discard = (raw.discard as string[]).map((c) => need(c, ['hand'], true))
      // Convoke and improvise tap, delve exiles (CR 702.51a, 702.126a, 702.66a).
      if (raw.type === 'cast' && Array.isArray(raw.tap))
        a.tap = (raw.tap as string[]).map((c) => need(c, ['battlefield'], true))
      // An alternative cost's "Exile a white card from your hand" names hand cards (CR 118.9).
      if (raw.type === 'cast' && Array.isArray(raw.exile) && raw.alternative) {
        a.exileFromHand = (raw.exile as string[]).map((c) => need(c, ['hand'], true))
        delete a.exile
      } else if (raw.type === 'cast' && Array.isArray(raw.exile))
        a.exile = (raw.exile as string[]).map((c) => need(c, ['graveyard'], true))
      break
    case 'suspend':
    case 'foretell':
      if (typeof raw.card === 'string') a.card = need(raw.card, ['hand'], true)
      break
    case 'companion':
      if (typeof raw.card === 'string') a.card = need(raw.card, ['outside'], true) // CR 702.139a: the sideboard
      break
    case 'activateMana':
    case 'turnFaceUp':
      if (typeof raw.card === 'string') a.card = need(raw.card, ['battlefield'], true)
      break
    case 'activate':
      // From the hand (cycling) or the graveyard: the card is looked up there (CR 602.2).
      if (typeof raw.card === 'string')
        a.card = need(raw.card, raw.from && raw.from !== 'battlefield' ? [String(raw.from)] : ['battlefield'], true)
      if (Array.isArray(raw.discard)) a.discard = (raw.discard as string[]).map((c) => need(c, ['hand'], true))
      break
    case 'discard':
    case 'bottom':
    case 'mulligan':
      if (raw.cards) a.cards = (raw.cards as string[]).map((c) => need(c, ['hand'], true))
      break
    case 'choose': {
      // A choice among offered cards (a search, a revealed hand) names them among the offer first.
      const offered = state.pending.find((d) => d.player === player)?.options as string[] | undefined
      const pick = (ref: string): string | null => {
        if (!offered?.length) return null
        const m = /^(?:\d+:)?(.+?)(?:#(\d+))?$/.exec(ref.trim())
        if (!m) return null
        const hits = offered.filter((id) => state.objects[id] && nameOf(state, id).toLowerCase() === m[1].toLowerCase())
        return hits[(m[2] ? Number(m[2]) : 1) - 1] ?? null
      }
      if (raw.cards)
        a.cards = (raw.cards as string[]).map(
          (c) => pick(c) ?? need(c, ['battlefield', 'hand', 'graveyard', 'exile', 'library']),
        )
      // Scry and surveil piles name cards on top of the library (CR 701.18, 701.42).
      for (const pile of ['top', 'bottom', 'graveyard'])
        if (Array.isArray(raw[pile])) a[pile] = (raw[pile] as string[]).map((c) => pick(c) ?? need(c, ['library']))
      break
    }
    case 'declareAttackers':
      a.attackers = ((raw.attackers as Record<string, string>[]) ?? []).map((x) => ({
        card: need(x.card, ['battlefield'], true),
        target: x.target !== undefined ? target(x.target) : { player: nextOpponent(state, player) },
      }))
      break
    case 'declareBlockers':
      a.blockers = ((raw.blockers as Record<string, string>[]) ?? []).map((x) => ({
        card: need(x.card, ['battlefield'], true),
        blocks: need(x.blocks, ['battlefield']),
      }))
      break
    case 'assignDamage':
      if (typeof raw.attacker === 'string') a.attacker = need(raw.attacker, ['battlefield'], true)
      a.damage = ((raw.damage as { to: string; amount: number }[]) ?? []).map((x) => ({
        target: target(x.to),
        amount: x.amount,
      }))
      break
    case 'manual':
      if (typeof raw.card === 'string')
        a.card = need(raw.card, ['battlefield', 'hand', 'graveyard', 'exile', 'stack', 'library', 'outside', 'command'])
      if (typeof raw.target === 'string') a.target = target(raw.target)
      break
  }
  if (Array.isArray(raw.targets)) a.targets = (raw.targets as string[]).map(target)
  // CR 707.10c: the new targets of the copies the spell makes of itself, one list per copy.
  if (raw.type === 'cast' && Array.isArray(raw.copyTargets))
    a.copyTargets = (raw.copyTargets as string[][]).map((list) => list.map(target))
  if (Array.isArray(raw.sacrifice)) a.sacrifice = (raw.sacrifice as string[]).map((c) => need(c, ['battlefield'], true))
  if (Array.isArray(raw.crew)) a.crew = (raw.crew as string[]).map((c) => need(c, ['battlefield'], true))
  // `tap` on `activate` names the creatures that crew a Vehicle (CR 702.122a), as `crew` does.
  if (raw.type === 'activate' && Array.isArray(raw.tap) && !Array.isArray(raw.crew)) {
    a.crew = (raw.tap as string[]).map((c) => need(c, ['battlefield'], true))
    delete a.tap
  }
  if (typeof raw.returnAttacker === 'string') a.returnAttacker = need(raw.returnAttacker, ['battlefield'], true)
  return a as unknown as Action
}

function nextOpponent(state: GameState, player: PlayerIndex): PlayerIndex {
  const n = state.players.length
  for (let k = 1; k < n; k++) if (!state.players[(player + k) % n].lost) return (player + k) % n
  return (player + 1) % n
}

// ---- output ----

/** The scenario output (contract "Output"): turn, step, players with zones, stack (top first), winner. */
export function scenarioOutput(state: GameState, v: Variant): Record<string, unknown> {
  const out: Record<string, unknown> = {
    turn: state.turn,
    round: state.round,
    active: state.active,
    priority: state.priority,
    step: state.step,
    winner: state.winner,
    players: state.players.map((p, i) => ({
      name: p.name,
      ...(state.extra.monarch === i ? { monarch: true } : {}), // CR 720
      life: p.life,
      poison: p.poison,
      ...(p.energy ? { energy: p.energy } : {}),
      counters: playerCounters(p),
      lost: p.lost,
      hand: p.zones.hand.map((id) => nameOf(state, id)),
      library: p.zones.library.length,
      graveyard: p.zones.graveyard.map((id) => nameOf(state, id)),
      exile: p.zones.exile.map((id) => nameOf(state, id)),
      battlefield: [] as unknown[],
      manaPool: poolText(p.manaPool),
    })),
    stack: [...state.stack]
      .reverse()
      .map((s) => (s.kind === 'spell' ? nameOf(state, s.id) : `${abilitySourceName(state, s)} ability`)),
  }
  const players = out.players as { battlefield: unknown[] }[]
  for (const id of state.battlefield) {
    const o = state.objects[id]
    const entry: Record<string, unknown> = {
      name: o.faceDown ? state.cards[o.def].name : nameOf(state, id), // the card under it (CR 708.5)
      tapped: o.tapped,
      counters: { ...o.counters },
      damage: o.damage,
      faceDown: o.faceDown,
    }
    // Its characteristics now: face down a 2/2 (CR 708.2a), bestowed an Aura (CR 702.103b).
    if (isCreature(state, o)) {
      const { power, toughness } = powerToughnessOf(state, id)
      entry.power = power
      entry.toughness = toughness
      entry.sick = o.sick
    }
    Object.assign(entry, characteristics(state, o))
    if (o.attachedTo) entry.attachedTo = nameOf(state, o.attachedTo)
    if (o.enchantsPlayer !== undefined) entry.attachedTo = playerName(state, o.enchantsPlayer) // CR 303.4
    if (o.token) entry.token = true
    if (o.controller !== o.owner) entry.owner = o.owner
    players[o.controller]?.battlefield.push(entry)
  }
  if (state.pending[0]) {
    const d = state.pending[0]
    const waiting: Record<string, unknown> = {
      player: d.player,
      decision: d.kind,
      // What a "resolve by hand" step or an answer asked as a spell or ability resolves is about ("Pay {2}?").
      ...(d.kind === 'manual' || (d.kind === 'effect' && d.text) ? { text: d.text } : {}),
    }
    out.waitingFor = waiting
    // CR 603.3b: the abilities to order, by the names `choose` `order` takes ("Mulldrifter#2" for a second one).
    if (d.kind === 'triggerOrder') {
      const ids = d.options as string[]
      const labels = triggerOrderLabels(state, ids)
      waiting.abilities = ids.map((id, i) => ({
        source: labels[i],
        text: state.triggered.find((t) => t.id === id)?.text ?? '',
      }))
    }
  }
  v.scenario?.output?.(state, out)
  return out
}

/** A permanent's colours, card types and subtypes, and keyword abilities as they are now (contract additions). */
function characteristics(state: GameState, o: CardObject): Record<string, string[]> {
  const face = faceOf(state, o)
  const types = [...(face?.types ?? [])]
  if (!types.includes('Creature') && isCreature(state, o)) types.push('Creature') // CR 702.122a: crewed
  return {
    colors: colorsOf(state, o),
    types: [...types, ...(face?.subtypes ?? [])],
    keywords: [...keywordsOf(state, o)].map(keywordName),
  }
}

/** "first strike" → "First strike", as the Oracle text writes a keyword at the start of a line. */
const keywordName = (k: string): string => k.charAt(0).toUpperCase() + k.slice(1)

/** A player's counters (CR 122.1): energy, and any other kind a prepared state gave them. */
function playerCounters(p: GameState['players'][number]): Record<string, number> {
  const other = (p.extra.counters as Record<string, number> | undefined) ?? {}
  return { ...other, ...(p.energy ? { energy: p.energy } : {}) }
}
function powerToughnessOf(state: GameState, id: ObjId) {
  return powerToughness(state, state.objects[id])
}

/** An ability's source by name; one that has left its zone by the card it was (CR 113.7a: the ability lives on). */
function abilitySourceName(state: GameState, item: GameState['stack'][number]): string {
  if (state.objects[item.source] || !item.def || !state.cards[item.def]) return nameOf(state, item.source)
  const def = state.cards[item.def]
  return def.layout === 'normal' ? def.name : (def.faces[item.face ?? 0]?.name ?? def.name)
}
