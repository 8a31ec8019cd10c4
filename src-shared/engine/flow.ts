// The flow of the game: the variant's statechart moved on as steps end (turnChart.ts holds the order of the setup
// steps, the turn's steps and their skips, CR 500–514), priority (CR 117), the stack resolving (CR 405, 608) and
// triggered abilities being put on it (CR 603.3). `advance` runs the game forward until a player must decide.
import type { Tx } from './tx'
import type { OptionDef, Variant } from './variant'
import type { CardObject, GameState, ObjId, PlayerIndex, StackItem } from './types'
import { abilitiesOf, faceOf, hasType, isAlive, livingPlayers, nameOf, nextPlayer } from './query'
import { specWithX, targetIsLegal, targetName } from './legalTargets'
import { stateBasedActions, checkGameOver } from './sba'
import { moveObject } from './zones'
import { applyEffects } from './effects'
import { withModes } from './triggerModes'
import { faceAbilities } from './abilities'
import { ASSIGN_COMBAT_DAMAGE } from './combat'
import { emptyManaPools, MANA_BURN } from './mana'
import { pushPending } from './turnActions'
import { sendChart, startChart, type GameChart, type StepInfo } from './turnChart'
import { collectTriggers, triggerConditionHolds } from './triggers'
import { putTriggersOnStack } from './triggerStack'
import type { Effect, EffectText, FaceAbilities } from './abilities'
import { AWAKEN_TARGET } from './alternativeCosts'
import { lastKnownSource } from './lastKnown'
import { exileWithRebound } from './freeCast'
import { releaseHolds } from './holds'
import { rulesText } from './rulesText'

/** The option that asks a spell's controller, for each copy the spell makes of itself (storm, replicate, conspire,
 *  casualty), whether to choose new targets (CR 707.10c). Off by default, so scenarios and older saves keep the
 *  copies' targets unless `cast` names them (`copyTargets`); the app's New Game turns it on. */
export const CHOOSE_COPY_TARGETS: OptionDef = {
  id: 'chooseCopyTargets',
  default: false,
  appDefault: true,
  ruling: 'CR 707.10c',
  description:
    "A spell's controller is asked for new targets for each copy storm, replicate, conspire or casualty makes (off: the copies keep the spell's targets unless new ones are given as it is cast)",
}

/** The options of the normal game, offered by every variant that keeps its mana and combat: mana burn (MA-5),
 *  dividing combat damage among blockers (CR 510.1c) and choosing new targets for a spell's copies (CR 707.10c). */
export const NORMAL_OPTIONS: readonly OptionDef[] = [MANA_BURN, ASSIGN_COMBAT_DAMAGE, CHOOSE_COPY_TARGETS]

// ---- the turn structure: the variant's statechart (turnChart.ts) ----

export { pushPending }

/** The current step as the chart describes it (its priority, main phase, allPassed). */
export function stepInfo(tx: Tx | { variant: Variant }, name: string): StepInfo | undefined {
  return tx.variant.chart.step(name)
}

/** Is it a main phase of `player`'s turn with an empty stack (sorcery timing, CR 307.1)? */
export function sorceryTiming(state: GameState, chart: GameChart, player: PlayerIndex): string | null {
  if (state.phase !== 'turn') return 'the game has not started yet'
  if (state.active !== player) return 'it is not your turn'
  if (!chart.step(state.step)?.main) return 'it is not your main phase'
  if (state.stack.length > 0) return 'the stack is not empty'
  return null
}

// ---- moving through the game ----

/** Ends the current step (CR 500.4: mana empties): the chart leaves it for the next step, which may be in the next
 *  turn; its exit and entry actions (turn-based actions, CR 703) run on the way. */
export function endStep(tx: Tx): void {
  emptyManaPools(tx, 'step')
  sendChart(tx, tx.variant.chart, 'NEXT')
}

/** Enters the chart where play begins (the first setup step), running its entry actions. */
export function beginSetup(tx: Tx): void {
  startChart(tx, tx.variant.chart)
}

/**
 * Runs the game forward until someone must decide: setup steps end when their decisions are made, steps without
 * priority end at once; state-based actions are checked and triggered abilities put on the stack before a player
 * receives priority (CR 117.5, 704.3, 603.3).
 */
export function advance(tx: Tx): void {
  for (let guard = 0; guard < 10000; guard++) {
    const s = tx.s
    if (s.phase === 'ended') {
      if (s.chart !== 'ended') sendChart(tx, tx.variant.chart, 'GAME_OVER') // CR 104
      return
    }
    if (s.phase === 'setup') {
      if (s.pending.length) return
      sendChart(tx, tx.variant.chart, 'NEXT')
      continue
    }
    const step = stepInfo(tx, s.step)
    if (!step) throw new Error(`internal: unknown step ${s.step}`)
    // CR 704.3 / 603.3: before anyone would receive priority (and in cleanup, CR 514.3a), SBAs then triggers; not
    // while a resolution waits for a choice (CR 608.2: a Chameleon Spirit's colour, chosen as it enters, CR 614.12).
    if (!tx.s.pending.some((d) => d.kind === 'effect')) stateBasedActions(tx)
    releaseHolds(tx) // CR 611.2b: a hold ends once its source untaps or leaves
    collectTriggers(tx)
    if (tx.s.phase === 'ended') continue
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
    } else if (stepInfo(tx, tx.s.step)?.allPassed?.(tx)) {
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
  const source = tx.s.objects[item.source] ?? lastKnownSource(item)
  const sourceName = stackSourceName(tx.s, item)
  const read = item.kind === 'spell' ? spellText(tx, item) : abilityText(tx, item)
  const unkicked = read && rulesText.withKicked(read, !!(item.kicked || source?.kicked)) // CR 702.33d
  // CR 702.96a: overloaded, "target" reads "each".
  const text =
    unkicked && item.kind === 'spell' && source?.castFor === 'overload' ? rulesText.overloadText(unkicked) : unkicked
  // CR 608.2b: a spell or ability whose targets are all illegal doesn't resolve.
  if (text && text.targets.length > 0 && item.targets.length > 0) {
    const anyLegal = item.targets.some(
      (t, i) =>
        text.targets[i] && targetIsLegal(tx.s, specWithX(text.targets[i], item.x ?? 0), t, item.controller, item.id),
    )
    if (!anyLegal) {
      tx.log(`${sourceName} doesn't resolve: its targets are illegal, so it is countered on resolution (CR 608.2b)`)
      if (item.kind === 'spell') moveObject(tx, item.id, 'graveyard', { cause: 'fizzle' })
      else tx.stack().pop()
      givePriority(tx, tx.s.active)
      return
    }
  }
  if (item.kind === 'spell' && isPermanentSpell(tx, item.id)) {
    if (asksToCopy(tx, item, source)) return // CR 707.9: chosen before it enters
    finishSpell(tx, item)
    givePriority(tx, tx.s.active)
    return
  }
  // A variant may resolve a library search its own way even when the engine reads it (ruling MM-6).
  const searches = !!text?.effects.some((e) => e.kind === 'search')
  if ((!text || !text.automated || searches) && tx.variant.hooks.resolveUnautomated?.(tx, item)) {
    tx.set('priority', null)
    return
  }
  if (!text || !text.automated) {
    tx.log(`${sourceName} resolves: resolve it by hand${byHandTargets(tx, item, text)}`)
    pushPending(tx, { kind: 'manual', player: item.controller, item, text: text?.text || item.text })
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
  } else {
    // CR 603.4: an intervening "if" is checked again on resolution.
    if (item.kind === 'trigger' && !triggerConditionHolds(tx.s, item)) {
      tx.log(`${sourceName}'s ability does nothing: its condition no longer holds (CR 603.4)`)
      finishResolution(tx, item)
      return
    }
    if (applyEffects(tx, item, text, source) === 'paused') return // a choice mid-resolution (CR 608.2d)
  }
  finishResolution(tx, item)
}

/** The targets a spell or ability resolved by hand was cast with (CR 601.2c), each still legal or not (608.2b). */
function byHandTargets(tx: Tx, item: StackItem, text: EffectText | null): string {
  if (!text?.targets.length || !item.targets.length) return ''
  const names = item.targets.map((t, i) => {
    const legal =
      text.targets[i] && targetIsLegal(tx.s, specWithX(text.targets[i], item.x ?? 0), t, item.controller, item.id)
    return `${targetName(tx.s, t)}${legal ? '' : ' (now illegal: unaffected, CR 608.2b)'}`
  })
  return ` (targeting ${names.join(' and ')})`
}

/** The name of a stack item's source for log lines and prompts; when the source has left (a new object, CR 400.7),
 *  its last known information (CR 113.7a): the card the ability was recorded from. */
export function stackSourceName(state: GameState, item: StackItem): string {
  if (state.objects[item.source]) return nameOf(state, item.source)
  const def = item.def ? state.cards[item.def] : undefined
  return def?.faces[item.face ?? 0]?.name ?? def?.name ?? 'a card that has left play'
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

/** "You may have ~ enter as a copy of …" (CR 707.9, 614.1c): asks, and pauses the resolution, when there is a
 *  permanent to copy; the answer then finishes it (actions/choices.ts). */
function asksToCopy(tx: Tx, item: StackItem, obj: CardObject | undefined): boolean {
  if (!obj || obj.zone !== 'stack' || obj.faceDown) return false
  const st = abilitiesOf(tx.s, obj)?.statics.find((x) => x.kind === 'entersAsCopy')
  if (!st || st.kind !== 'entersAsCopy') return false
  const text = { text: item.text, targets: [], effects: [], automated: true }
  return applyEffects(tx, item, text, obj, [{ kind: 'enterAsCopy', spec: st.spec }]) === 'paused'
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
    // An Aura whose "Enchant …" line is by hand attaches to what its player named all the same (CR 303.4f).
    const aura =
      abilitiesOf(tx.s, obj)?.statics.find((s) => s.kind === 'enchant') ??
      (faceOf(tx.s, obj)?.subtypes.includes('Aura') ? obj : undefined)
    const newId = moveObject(tx, item.id, 'battlefield', {
      cause: 'resolve',
      controller: item.controller,
      ...(obj.faceDown ? { faceDown: true } : {}), // CR 708.4: a face-down spell becomes a face-down permanent
    })
    if (newId && aura && item.targets[0] && 'card' in item.targets[0]) tx.obj(newId).attachedTo = item.targets[0].card
    if (newId && aura && item.targets[0] && 'player' in item.targets[0])
      tx.obj(newId).enchantsPlayer = item.targets[0].player // CR 303.4f: an Aura with enchant player
    if (newId && tx.s.objects[newId]?.zone === 'battlefield') tx.log(`${nameOf(tx.s, newId)} enters the battlefield`) // not when a replacement moved it elsewhere (CR 614)
  } else {
    // CR 608.2n; CR 702.27a: with buyback paid, to its owner's hand instead; CR 702.88a: rebound exiles it.
    if (obj.rebound && !obj.buyback) return exileWithRebound(tx, item)
    moveObject(tx, item.id, obj.buyback ? 'hand' : 'graveyard', { cause: 'resolve' })
  }
}

export function spellText(tx: Tx | { s: GameState }, item: StackItem) {
  const obj = tx.s.objects[item.id]
  const abilities = obj ? abilitiesOf(tx.s, obj) : null
  if (!abilities) return null
  if (abilities.spell?.modes)
    return withAwaken(obj, abilities, withSpliced(tx.s, obj, withModes(abilities.spell, item.modes ?? [])))
  if (abilities.spell) return withAwaken(obj, abilities, withSpliced(tx.s, obj, abilities.spell))
  const aura = abilities.statics.find((s) => s.kind === 'enchant')
  if (aura && aura.kind === 'enchant') return { text: item.text, targets: [aura.spec], effects: [], automated: true }
  return { text: item.text, targets: [], effects: [], automated: true }
}

/** CR 702.47a: the spliced cards' text follows the spell's own, their targets after the spell's. */
function withSpliced(s: GameState, obj: CardObject, text: EffectText): EffectText {
  if (!obj.spliced?.length) return text
  let out = text
  for (const def of obj.spliced) {
    const face = s.cards[def]?.faces[0]
    const spliced = face ? faceAbilities(face).spell : null
    if (!spliced?.automated) continue
    const by = out.targets.length
    out = {
      ...out,
      automated: out.automated,
      targets: [...out.targets, ...spliced.targets],
      effects: [
        ...out.effects,
        ...spliced.effects.map(
          (e) =>
            JSON.parse(JSON.stringify(e), (k, v) => (k === 'target' && typeof v === 'number' ? v + by : v)) as Effect,
        ),
      ],
    }
  }
  return out
}

/** CR 702.113a: cast for its awaken cost, the spell also has awaken's target and effect, after its own. */
function withAwaken(obj: CardObject, abilities: FaceAbilities, text: EffectText): EffectText {
  const n = obj.castFor === 'awaken' ? abilities.alternatives?.find((a) => a.kind === 'awaken')?.counters : undefined
  if (n === undefined) return text
  return {
    ...text,
    targets: [...text.targets, AWAKEN_TARGET],
    effects: [...text.effects, { kind: 'awaken', amount: n, target: text.targets.length }],
  }
}

export function abilityText(tx: Tx | { s: GameState }, item: StackItem) {
  if (!item.ability || item.ability === 'manual') return null
  // CR 603.7: a delayed triggered ability carries its effects.
  if (item.ability === 'delayed')
    return { text: item.text, targets: [], effects: (item.extra?.effects ?? []) as Effect[], automated: true }
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
  if (kind === 'activated') {
    const ability = abilities.activated[Number(index)]
    return ability?.modes ? withModes(ability, item.modes) : (ability ?? null) // CR 700.2
  }
  if (kind === 'trigger') {
    const effect = abilities.triggers[Number(index)]?.effect
    return effect?.modes ? withModes(effect, item.modes) : (effect ?? null) // CR 700.2b
  }
  return null
}

export { checkGameOver, withModes }
