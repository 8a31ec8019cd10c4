// The flow of the game: setup steps, the turn structure (CR 500–514), priority (CR 117), the stack resolving
// (CR 405, 608) and triggered abilities being put on it (CR 603.3). `advance` runs the game forward until a
// player must decide something.
import type { Tx } from './tx'
import type { OptionDef, StepDef } from './variant'
import type { CardObject, GameState, ObjId, PlayerIndex, StackItem } from './types'
import {
  apnapOrder,
  abilitiesOf,
  faceOf,
  hasType,
  isAlive,
  isCreature,
  livingPlayers,
  nameOf,
  nextPlayer,
  playerName,
  targetIsLegal,
} from './query'
import { stateBasedActions, checkGameOver } from './sba'
import { drawCard, moveObject } from './zones'
import { applyEffects } from './effects'
import { faceAbilities } from './abilities'
import { ASSIGN_COMBAT_DAMAGE, combatDamage, combatHasFirstStrike, possibleAttackers, defenderOf } from './combat'
import { emptyManaPools, MANA_BURN } from './mana'
import { decideStartingPlayer } from './setup'
import { collectTriggers, putTriggersOnStack } from './triggers'

/** The options of the normal game, offered by every variant that keeps its mana and combat: mana burn (MA-5) and
 *  dividing combat damage among blockers (CR 510.1c). */
export const NORMAL_OPTIONS: readonly OptionDef[] = [MANA_BURN, ASSIGN_COMBAT_DAMAGE]

// ---- the normal turn structure (CR 500.1) ----

export const NORMAL_STEPS: StepDef[] = [
  {
    name: 'untap',
    phase: 'beginning',
    priority: false,
    begin: (tx) => {
      // CR 502.3: the active player untaps their permanents.
      for (const id of tx.s.battlefield) {
        const o = tx.s.objects[id]
        if (o.controller === tx.s.active && o.tapped) tx.obj(id).tapped = false
      }
    },
  },
  { name: 'upkeep', phase: 'beginning', priority: true },
  {
    name: 'draw',
    phase: 'beginning',
    priority: true,
    begin: (tx) => {
      // CR 504.1; CR 103.7a: the starting player of a two-player game skips their first draw.
      if (tx.s.turn === 1 && tx.s.active === tx.s.starting && tx.variant.starterSkipsDraw(tx.s)) {
        tx.log(`${playerName(tx.s, tx.s.active)} skips the first draw (CR 103.7a)`)
        return
      }
      drawCard(tx, tx.s.active)
      tx.log(`${playerName(tx.s, tx.s.active)} draws a card`)
    },
  },
  { name: 'precombatMain', phase: 'precombatMain', priority: true, main: true },
  { name: 'beginCombat', phase: 'combat', priority: true },
  {
    name: 'declareAttackers',
    phase: 'combat',
    priority: true,
    begin: (tx) => {
      // CR 508.1: the active player declares attackers; with no creature able to attack there is nothing to decide.
      if (possibleAttackers(tx.s, tx.s.active).length > 0)
        pushPending(tx, { kind: 'declareAttackers', player: tx.s.active })
      else
        tx.set('combat', {
          attackers: [],
          blockers: [],
          toBlock: [],
          struckFirst: [],
          firstStrike: false,
          declared: false,
        })
    },
  },
  {
    name: 'declareBlockers',
    phase: 'combat',
    priority: true,
    skip: noAttackers, // CR 508.8
    begin: (tx) => {
      // CR 509.1: each defending player declares blockers (in turn order, CR 806 free-for-all).
      const c = tx.s.combat!
      const defenders = apnapOrder(tx.s).filter((p) => c.attackers.some((a) => defenderOf(tx.s, a.target) === p))
      const toBlock = defenders.filter((p) =>
        tx.s.battlefield.some((id) => {
          const o = tx.s.objects[id]
          return o.controller === p && !o.tapped && isCreature(tx.s, o)
        }),
      )
      tx.set('combat', { ...c, toBlock })
      for (const p of toBlock) pushPending(tx, { kind: 'declareBlockers', player: p })
    },
  },
  {
    name: 'firstStrikeDamage',
    phase: 'combat',
    priority: true,
    skip: (s) => noAttackers(s) || !combatHasFirstStrike(s), // CR 510.4
    begin: (tx) => combatDamage(tx, true),
  },
  { name: 'combatDamage', phase: 'combat', priority: true, skip: noAttackers, begin: (tx) => combatDamage(tx, false) },
  { name: 'endCombat', phase: 'combat', priority: true, end: (tx) => tx.set('combat', null) }, // CR 511.3
  { name: 'postcombatMain', phase: 'postcombatMain', priority: true, main: true },
  { name: 'end', phase: 'ending', priority: true },
  {
    name: 'cleanup',
    phase: 'ending',
    priority: false,
    begin: (tx) => {
      // CR 514.1: discard to the maximum hand size.
      const max = tx.variant.maxHandSize
      const hand = tx.s.players[tx.s.active].zones.hand.length
      if (max !== null && hand > max) pushPending(tx, { kind: 'discard', player: tx.s.active, count: hand - max })
    },
    end: (tx) => {
      // CR 514.2: damage wears off and "until end of turn" effects end.
      for (const id of tx.s.battlefield) {
        const o = tx.s.objects[id]
        if (o.damage || o.mods || o.deathtouched) {
          const w = tx.obj(id)
          w.damage = 0
          delete w.mods
          delete w.deathtouched
        }
      }
    },
  },
]

/** CR 508.8: no creatures were declared as attackers (creatures removed later don't count). */
function noAttackers(s: GameState): boolean {
  return !s.combat || !s.combat.declared
}

export function pushPending(tx: Tx, pending: GameState['pending'][number]): void {
  tx.set('pending', [...tx.s.pending, pending])
}

export function stepDef(tx: Tx | { variant: { turnSteps: StepDef[] } }, name: string): StepDef | undefined {
  return tx.variant.turnSteps.find((s) => s.name === name)
}

/** Is it a main phase of `player`'s turn with an empty stack (sorcery timing, CR 307.1)? */
export function sorceryTiming(state: GameState, steps: StepDef[], player: PlayerIndex): string | null {
  if (state.phase !== 'turn') return 'the game has not started yet'
  if (state.active !== player) return 'it is not your turn'
  const step = steps.find((s) => s.name === state.step)
  if (!step?.main) return 'it is not your main phase'
  if (state.stack.length > 0) return 'the stack is not empty'
  return null
}

// ---- moving through the game ----

/** Starts a step: its turn-based actions, then (later, in advance) priority. */
export function enterStep(tx: Tx, name: string): void {
  tx.set('step', name)
  tx.set('priority', null)
  tx.set('passes', 0)
  tx.set('stepBegun', false)
}

/** Ends the current step (CR 500.4: mana empties) and enters the next one, or the next turn. */
export function endStep(tx: Tx): void {
  const steps = tx.variant.turnSteps
  const current = steps.find((s) => s.name === tx.s.step)
  emptyManaPools(tx, 'step')
  current?.end?.(tx)
  let index = steps.findIndex((s) => s.name === tx.s.step) + 1
  while (index < steps.length && steps[index].skip?.(tx.s)) index++
  if (index >= steps.length) {
    nextTurn(tx)
    return
  }
  enterStep(tx, steps[index].name)
}

/** CR 500.7 etc.: the next turn goes to the next player in turn order who is still in the game. */
export function nextTurn(tx: Tx): void {
  tx.variant.hooks.endTurn?.(tx)
  if (tx.s.phase === 'ended') return // the game ended with the turn (e.g. after the last round)
  const prev = tx.s.active
  const next = nextPlayer(tx.s, prev)
  // A round ends when the turn passes back to (or beyond) the starting player.
  if (wraps(tx.s, prev, next)) tx.set('round', tx.s.round + 1)
  beginTurn(tx, next, tx.s.turn + 1)
}

function wraps(state: GameState, prev: PlayerIndex, next: PlayerIndex): boolean {
  const n = state.players.length
  const rel = (p: PlayerIndex) => (p - state.starting + n) % n
  return rel(next) <= rel(prev)
}

export function beginTurn(tx: Tx, player: PlayerIndex, turn: number): void {
  tx.set('active', player)
  tx.set('turn', turn)
  tx.set('combat', null)
  for (let p = 0; p < tx.s.players.length; p++) if (tx.s.players[p].landsPlayed) tx.player(p).landsPlayed = 0
  for (const id of tx.s.battlefield) {
    const o = tx.s.objects[id]
    // CR 302.6: permanents the active player has controlled continuously since this turn began aren't "sick".
    if ((o.controller === player && o.sick) || o.loyaltyUsed) {
      const w = tx.obj(id)
      if (w.controller === player) w.sick = false
      delete w.loyaltyUsed
    }
  }
  tx.variant.hooks.beginTurn?.(tx)
  tx.log(`Turn ${turn}: ${playerName(tx.s, player)}`)
  const steps = tx.variant.turnSteps
  let index = 0
  while (index < steps.length && steps[index].skip?.(tx.s)) index++
  enterStep(tx, steps[index].name)
}

/** Starts the first setup step, or the first turn when the variant has none. */
export function beginSetup(tx: Tx): void {
  const first = tx.variant.setupSteps[0]
  if (!first) {
    startFirstTurn(tx)
    return
  }
  tx.set('phase', 'setup')
  tx.set('step', first.name)
  tx.set('stepBegun', false)
}

function startFirstTurn(tx: Tx): void {
  decideStartingPlayer(tx) // CR 103.1: at the latest now, when a variant deferred it and no setup step decided
  tx.variant.hooks.afterSetup?.(tx)
  tx.set('phase', 'turn')
  tx.set('round', 1)
  beginTurn(tx, tx.s.starting, 1)
}

/**
 * Runs the game forward until someone must decide: performs step beginnings, skips steps without priority,
 * checks state-based actions and puts triggered abilities on the stack before a player receives priority
 * (CR 117.5, 704.3, 603.3).
 */
export function advance(tx: Tx): void {
  for (let guard = 0; guard < 10000; guard++) {
    const s = tx.s
    if (s.phase === 'ended') return
    if (s.phase === 'setup') {
      if (!s.stepBegun) {
        tx.set('stepBegun', true)
        tx.variant.setupSteps.find((d) => d.name === s.step)!.begin(tx)
        continue
      }
      if (s.pending.length) return
      const steps = tx.variant.setupSteps
      const next = steps[steps.findIndex((d) => d.name === s.step) + 1]
      if (next) {
        tx.set('step', next.name)
        tx.set('stepBegun', false)
      } else startFirstTurn(tx)
      continue
    }
    const step = stepDef(tx, s.step)
    if (!step) throw new Error(`internal: unknown step ${s.step}`)
    if (!s.stepBegun) {
      tx.set('stepBegun', true)
      step.begin?.(tx)
      continue
    }
    // CR 704.3 / 603.3: before anyone would receive priority (and in cleanup, CR 514.3a), SBAs then triggers.
    stateBasedActions(tx)
    collectTriggers(tx)
    if (tx.s.phase === 'ended') return
    if (tx.s.pending.length) return
    if (tx.s.triggered.length) {
      putTriggersOnStack(tx)
      continue
    }
    if (tx.s.priority !== null) {
      if (isAlive(tx.s, tx.s.priority)) return
      tx.set('priority', nextPlayer(tx.s, tx.s.priority)) // CR 800.4j
      continue
    }
    if (step.priority || tx.s.stack.length > 0) {
      givePriority(tx, tx.s.active)
      return
    }
    endStep(tx)
  }
  throw new Error('internal: the game did not settle (a loop in the turn structure?)')
}

/** CR 117.3: priority goes to a player (the next one in turn order if they have left, CR 800.4j). */
export function givePriority(tx: Tx, player: PlayerIndex): void {
  tx.set('priority', isAlive(tx.s, player) ? player : nextPlayer(tx.s, player))
  tx.set('passes', 0)
}

/** CR 117.4: a pass; when all players pass in succession, the top of the stack resolves or the step ends. */
export function passPriority(tx: Tx, player: PlayerIndex): void {
  const passes = tx.s.passes + 1
  if (passes >= livingPlayers(tx.s).length) {
    tx.set('passes', 0)
    if (tx.s.stack.length > 0) {
      resolveTop(tx)
    } else if (stepDef(tx, tx.s.step)?.allPassed?.(tx)) {
      if (tx.s.phase !== 'ended') givePriority(tx, tx.s.active) // a variant's turn-based action happened instead
    } else {
      tx.set('priority', null)
      endStep(tx)
    }
    return
  }
  tx.set('passes', passes)
  tx.set('priority', nextPlayer(tx.s, player))
}

// ---- resolving (CR 608) ----

/** Resolves the top of the stack. Unautomated text becomes a "resolve by hand" prompt for its controller. */
export function resolveTop(tx: Tx): void {
  const item = tx.s.stack[tx.s.stack.length - 1]
  // CR 113.7a / 608.2h: an ability resolves even if its source left (e.g. a planeswalker at 0 loyalty): last known information.
  const source = tx.s.objects[item.source] ?? lastKnown(item)
  const sourceName = stackSourceName(tx.s, item)
  const text = item.kind === 'spell' ? spellText(tx, item) : abilityText(tx, item)
  // CR 608.2b: a spell or ability whose targets are all illegal doesn't resolve.
  if (text && text.targets.length > 0 && item.targets.length > 0) {
    const anyLegal = item.targets.some(
      (t, i) => text.targets[i] && targetIsLegal(tx.s, text.targets[i], t, item.controller, item.id),
    )
    if (!anyLegal) {
      tx.log(`${sourceName} doesn't resolve: its targets are illegal (CR 608.2b)`)
      if (item.kind === 'spell') moveObject(tx, item.id, 'graveyard', { cause: 'fizzle' })
      else tx.stack().pop()
      givePriority(tx, tx.s.active)
      return
    }
  }
  if (item.kind === 'spell' && isPermanentSpell(tx, item.id)) {
    finishSpell(tx, item)
    givePriority(tx, tx.s.active)
    return
  }
  if (!text || !text.automated) {
    if (tx.variant.hooks.resolveUnautomated?.(tx, item)) {
      tx.set('priority', null)
      return
    }
    tx.log(`${sourceName} resolves: resolve it by hand`)
    pushPending(tx, { kind: 'manual', player: item.controller, item, text: text?.text ?? item.text })
    tx.set('priority', null)
    return
  }
  tx.log(`${sourceName} resolves`)
  if ((text as { equip?: boolean }).equip) {
    // CR 702.6a: attach the Equipment to the target creature.
    const t = item.targets[0]
    if (source && source.zone === 'battlefield' && t && 'card' in t) {
      tx.obj(source.id).attachedTo = t.card
      tx.log(`${nameOf(tx.s, source.id)} is attached to ${nameOf(tx.s, t.card)}`)
    }
  } else applyEffects(tx, item, text, source)
  finishResolution(tx, item)
}

/** The name of a stack item's source for log lines and prompts; when the source has left (a new object, CR 400.7),
 *  its last known information (CR 113.7a): the card the ability was recorded from. */
export function stackSourceName(state: GameState, item: StackItem): string {
  if (state.objects[item.source]) return nameOf(state, item.source)
  const def = item.def ? state.cards[item.def] : undefined
  return def?.faces[item.face ?? 0]?.name ?? def?.name ?? 'a card that has left play'
}

/** A stand-in for an ability's source that no longer exists, from the ability's own record (CR 113.7a). */
function lastKnown(item: StackItem): CardObject {
  return {
    id: item.source,
    def: item.def ?? '',
    owner: item.controller,
    controller: item.controller,
    zone: 'graveyard',
    tapped: false,
    sick: false,
    faceDown: false,
    counters: {},
    damage: 0,
    face: item.face,
  }
}

/** After the effect (automated or by hand): the spell card goes where it goes, the ability leaves the stack. */
export function finishResolution(tx: Tx, item: StackItem): void {
  if (item.kind === 'spell') finishSpell(tx, item)
  else {
    const at = tx.s.stack.findIndex((s) => s.id === item.id)
    if (at >= 0) tx.stack().splice(at, 1)
  }
  tx.set('priority', null)
  givePriority(tx, tx.s.active) // CR 117.3b
}

function isPermanentSpell(tx: Tx, id: ObjId): boolean {
  const obj = tx.s.objects[id]
  return !hasType(tx.s, obj, 'Instant') && !hasType(tx.s, obj, 'Sorcery')
}

function finishSpell(tx: Tx, item: StackItem): void {
  const obj = tx.s.objects[item.id]
  if (!obj || obj.zone !== 'stack') {
    const at = tx.s.stack.findIndex((s) => s.id === item.id)
    if (at >= 0) tx.stack().splice(at, 1)
    return
  }
  if (isPermanentSpell(tx, item.id)) {
    // CR 608.3: a permanent spell becomes a permanent; an Aura spell attaches to its target (CR 303.4f).
    const aura = abilitiesOf(tx.s, obj)?.statics.find((s) => s.kind === 'enchant')
    const newId = moveObject(tx, item.id, 'battlefield', { cause: 'resolve', controller: item.controller })
    if (newId && aura && item.targets[0] && 'card' in item.targets[0]) tx.obj(newId).attachedTo = item.targets[0].card
    if (newId && tx.s.objects[newId]?.zone === 'battlefield') tx.log(`${nameOf(tx.s, newId)} enters the battlefield`) // not when a replacement moved it elsewhere (CR 614)
  } else {
    moveObject(tx, item.id, 'graveyard', { cause: 'resolve' }) // CR 608.2n
  }
}

export function spellText(tx: Tx | { s: GameState }, item: StackItem) {
  const obj = tx.s.objects[item.id]
  const abilities = obj ? abilitiesOf(tx.s, obj) : null
  if (!abilities) return null
  if (abilities.spell) return abilities.spell
  const aura = abilities.statics.find((s) => s.kind === 'enchant')
  if (aura && aura.kind === 'enchant') return { text: item.text, targets: [aura.spec], effects: [], automated: true }
  return { text: item.text, targets: [], effects: [], automated: true }
}

export function abilityText(tx: Tx | { s: GameState }, item: StackItem) {
  if (!item.ability || item.ability === 'manual') return null
  // CR 113.7a: the ability exists independently of its source; read it from the source's definition.
  const def = item.def
    ? tx.s.cards[item.def]
    : tx.s.objects[item.source]
      ? tx.s.cards[tx.s.objects[item.source].def]
      : undefined
  const face = def?.faces[item.face ?? 0]
  if (!face) return null
  const abilities = faceAbilities(face)
  const [kind, index] = item.ability.split(':')
  if (kind === 'loyalty') return abilities.loyalty[Number(index)] ?? null
  if (kind === 'activated') return abilities.activated[Number(index)] ?? null
  if (kind === 'etb') return abilities.etb.find((e) => e.text === item.text) ?? null
  return null
}

export { checkGameOver }
