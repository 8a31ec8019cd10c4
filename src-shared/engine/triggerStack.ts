// Triggered abilities on their way to the stack (CR 603.3): their targets and modes chosen, their order (APNAP,
// CR 603.3b), and the choices offered.
import type { Tx } from './tx'
import type { GameState, StackItem, Target } from './types'
import type { TriggeredAbility } from './abilities'
import { faceAbilities } from './abilities'
import { apnapOrder, isAlive, nameOf, playerName } from './query'
import { legalTargets, targetIsLegal, targetName } from './legalTargets'
import { givePriority } from './flow'
import { describeSpec } from './specText'
import { modeChoices, whyNotModes, withModes } from './triggerModes'
import { distinctPicks, repeatedSameWord } from './sameWordTargets'
import { divisionChoices, whyNotDivided } from './divided'

function abilityOf(s: GameState, item: StackItem): TriggeredAbility | null {
  const [kind, index] = (item.ability ?? '').split(':')
  if (kind !== 'trigger' || !item.def) return null
  const face = s.cards[item.def]?.faces[item.face ?? 0]
  return face ? (faceAbilities(face).triggers[Number(index)] ?? null) : null
}

/** CR 603.3c-d: the ability waits for its controller to choose its modes or targets; the later triggers wait too. */
function askForTargets(tx: Tx, later: StackItem[], item: StackItem, text: string): void {
  tx.set('triggered', later)
  tx.set('pending', [...tx.s.pending, { kind: 'triggerTargets', player: item.controller, item, text }])
  tx.log(`${sourceName(tx.s, item)}'s ability triggers`)
}

function sourceName(s: GameState, item: StackItem): string {
  if (s.objects[item.source]) return nameOf(s, item.source)
  return s.cards[item.def ?? '']?.name ?? 'a card'
}

/**
 * CR 603.3b: APNAP order — the active player's triggers go on the stack first. An ability with targets waits for
 * its controller to choose them (CR 603.3d): a 'triggerTargets' decision, answered by `choose` with `targets`.
 * One without a legal target is removed (CR 603.3d).
 */
export function putTriggersOnStack(tx: Tx): void {
  const order = apnapOrder(tx.s)
  const sorted = [...tx.s.triggered].sort((a, b) => order.indexOf(a.controller) - order.indexOf(b.controller))
  // CR 603.3b: a player with several different triggered abilities at once puts them on the stack in the order
  // they choose: a 'triggerOrder' decision, answered by `choose` with `order` (their sources' names).
  for (const p of order) {
    const mine = sorted.filter((t) => t.controller === p)
    if (mine.length < 2 || new Set(mine.map((t) => t.text)).size < 2 || mine.every((t) => t.extra?.ordered)) continue
    tx.set('triggered', sorted)
    tx.set('pending', [
      ...tx.s.pending,
      {
        kind: 'triggerOrder',
        player: p,
        options: mine.map((t) => t.id),
        text: `Choose the order of your triggered abilities (the last one put on the stack resolves first): ${mine.map((t) => sourceName(tx.s, t)).join(', ')}`,
      },
    ])
    return
  }
  tx.set('triggered', [])
  for (let i = 0; i < sorted.length; i++) {
    const item = sorted[i]
    if (!isAlive(tx.s, item.controller)) continue
    const ability = abilityOf(tx.s, item)
    const specs = ability?.effect.targets ?? []
    if (ability?.effect.modes) {
      // CR 700.2b, 603.3c: modes (then their targets) are chosen as it is put on the stack.
      if (modeChoices(tx.s, ability.effect, item.controller, item.source).length === 0) {
        tx.log(`${sourceName(tx.s, item)}'s ability has no mode with legal targets and is removed (CR 603.3c)`)
        continue
      }
      const modes = `the mode${ability.effect.modes.count === 1 ? '' : 's'} (and targets)`
      return askForTargets(
        tx,
        sorted.slice(i + 1),
        item,
        `Choose ${modes} for ${sourceName(tx.s, item)}: ${ability.effect.text}`,
      )
    }
    if (specs.length > 0) {
      const options = specs.map((spec) => legalTargets(tx.s, spec, item.controller, item.source))
      // CR 601.2c, 603.3d: "up to N target …" may be left out, so only the other targets must exist.
      const required = specs.length - (ability!.effect.optionalTargets ?? 0)
      if (
        distinctPicks(specs, options)
          .slice(0, required)
          .some((t) => !t)
      ) {
        tx.log(`${sourceName(tx.s, item)}'s ability has no legal target and is removed (CR 603.3d)`)
        continue
      }
      const targets = specs.length === 1 ? 'a target' : 'targets'
      return askForTargets(
        tx,
        sorted.slice(i + 1),
        item,
        `Choose ${targets} for ${sourceName(tx.s, item)}: ${ability!.effect.text}`,
      )
    }
    tx.stack().push(item)
    tx.log(`${sourceName(tx.s, item)}'s ability triggers${item.ability === 'manual' ? ' (resolve it by hand)' : ''}`)
  }
  if (tx.s.priority === null) givePriority(tx, tx.s.active)
}

/** Why these targets can't be chosen for a waiting triggered ability (null when they can). */
export function whyNotTriggerTargets(
  s: GameState,
  item: StackItem,
  targets: Target[],
  modes?: number[],
  divide?: number[],
): string | null {
  const effect = abilityOf(s, item)?.effect
  if (effect?.modes) {
    const why = whyNotModes(effect, modes)
    if (why) return why
  }
  const chosen = effect ? withModes(effect, modes) : null
  const specs = chosen?.targets ?? []
  const optional = chosen?.optionalTargets ?? 0 // the chosen modes' last "up to" targets (CR 601.2c)
  if (targets.length > specs.length || targets.length < specs.length - optional)
    return `choose ${optional ? `${specs.length - optional} to ` : ''}${specs.length} target${specs.length === 1 ? '' : 's'}`
  // CR 601.2c: one object for each word "target" ("up to two target creatures": two different ones).
  if (optional && new Set(targets.map((t) => JSON.stringify(t))).size !== targets.length)
    return 'each target must be different (CR 601.2c)'
  if (repeatedSameWord(specs, targets) >= 0)
    return 'each target of the same word "target" must be different (CR 601.2c)'
  for (let i = 0; i < targets.length; i++)
    if (!targetIsLegal(s, specs[i], targets[i], item.controller, item.source))
      return `${targetName(s, targets[i])} is not a legal target for ${sourceName(s, item)}'s ability: the target must be ${describeSpec(specs[i])} (CR 115)`
  // CR 603.3d, 601.2d: divided damage is divided as the ability is put on the stack.
  const divided = whyNotDivided(effect?.modes ? null : effect, targets, divide, item.x ?? 0)
  return divided ? `${sourceName(s, item)}'s ability: ${divided}` : null
}

/** CR 702.21a, 603.2: a spell or ability became the target-chooser of these permanents (for ward). */
export function emitTargeted(tx: Tx, item: StackItem): void {
  const cards = item.targets.flatMap((t) => ('card' in t ? [t.card] : []))
  if (cards.length)
    tx.emit({ type: 'targeted', item: item.id, controller: item.controller, cards, spell: item.kind === 'spell' })
}

/** Puts a waiting triggered ability on the stack with its chosen targets. */
export function putWithTargets(tx: Tx, item: StackItem, targets: Target[], modes?: number[], divide?: number[]): void {
  if (abilityOf(tx.s, item)?.effect.modes) item = { ...item, modes: [...(modes ?? [])].sort((a, b) => a - b) }
  if (item.modes?.length === 0) {
    // "Choose up to one —" with no mode chosen: the ability is removed from the stack (CR 603.3c).
    tx.log(
      `${playerName(tx.s, item.controller)} chooses no mode: ${sourceName(tx.s, item)}'s ability is removed (CR 603.3c)`,
    )
    return
  }
  if (divide) item = { ...item, divide } // CR 603.3d, 601.2d
  tx.stack().push({ ...item, targets })
  emitTargeted(tx, { ...item, targets })
  tx.log(
    `${playerName(tx.s, item.controller)} targets ${targets.map((t) => ('player' in t ? playerName(tx.s, t.player) : nameOf(tx.s, t.card))).join(', ')}`,
  )
  if (divide) tx.log(`${playerName(tx.s, item.controller)} divides the damage ${divide.join(', ')}`)
}

/** Typical target choices for a waiting triggered ability (for legalActions and the computer player). */
export function triggerModeChoices(s: GameState, item: StackItem): { modes: number[]; targets: Target[] }[] | null {
  const effect = abilityOf(s, item)?.effect
  return effect?.modes ? modeChoices(s, effect, item.controller, item.source) : null
}

/** Typical choices of targets and divided amounts for a waiting triggered ability that divides damage, or null. */
export function triggerDivisionChoices(
  s: GameState,
  item: StackItem,
): { targets: Target[]; divide?: number[] }[] | null {
  const effect = abilityOf(s, item)?.effect
  return effect && !effect.modes ? divisionChoices(s, effect, item.controller, item.source, item.x ?? 0) : null
}

export function triggerTargetChoices(s: GameState, item: StackItem): Target[][] {
  const effect = abilityOf(s, item)?.effect
  const specs = effect?.targets ?? []
  const options = specs.map((spec) => legalTargets(s, spec, item.controller, item.source))
  const out: Target[][] = []
  if (effect?.optionalTargets) {
    // "Up to N target …" (CR 601.2c): different targets, as many as there are, and none of the optional ones.
    const required = specs.length - effect.optionalTargets
    const picked: Target[] = []
    for (const o of options) {
      const t = o.find((x) => !picked.some((q) => JSON.stringify(q) === JSON.stringify(x)))
      if (!t) break
      picked.push(t)
    }
    if (picked.length >= required) out.push(picked)
    if (required < picked.length) out.push(picked.slice(0, required))
    return out
  }
  const first = distinctPicks(specs, options)
  if (first.every(Boolean)) out.push(first as Target[])
  if (options.length === 1) for (const t of options[0].slice(1, 8)) out.push([t])
  return out
}

/** The waiting abilities of a 'triggerOrder' decision in the order named (sources' names, CR 603.3b), or a reason. */
export function orderedTriggers(s: GameState, ids: string[], names: string[]): StackItem[] | string {
  const items = ids.map((id) => s.triggered.find((t) => t.id === id)).filter((t): t is StackItem => !!t)
  if (names.length !== items.length) return `name all ${items.length} abilities' sources in order`
  const left = [...items]
  const out: StackItem[] = []
  for (const name of names) {
    const at = left.indexOf(namedTrigger(s, items, left, name) as StackItem)
    if (at < 0)
      return `"${name}" is not the source of one of your waiting triggered abilities (${triggerOrderLabels(s, ids).join(', ')})`
    out.push(left.splice(at, 1)[0])
  }
  return out
}

/** The waiting ability a name stands for: its source's name (the first not yet named), "Name#2" (that source's
 *  second ability, in the order they triggered: two abilities of one source, CR 603.3b), or words of its text. */
function namedTrigger(s: GameState, items: StackItem[], left: StackItem[], raw: string): StackItem | undefined {
  const name = raw.trim().toLowerCase()
  const m = /^(.*?)\s*#(\d+)$/.exec(name)
  const of = (base: string) => items.filter((t) => sourceName(s, t).toLowerCase() === base)
  if (m && of(m[1]).length) {
    const t = of(m[1])[Number(m[2]) - 1]
    return t && left.includes(t) ? t : undefined
  }
  return (
    left.find((t) => sourceName(s, t).toLowerCase() === name) ??
    (name.length > 3 ? left.find((t) => t.text.toLowerCase().includes(name)) : undefined)
  )
}

/** The names that tell the waiting abilities apart: the source's name, with "#k" when a source has several. */
export function triggerOrderLabels(s: GameState, ids: string[]): string[] {
  const names = triggerOrderNames(s, ids)
  return names.map((n, i) =>
    names.filter((x) => x === n).length > 1 ? `${n}#${names.slice(0, i + 1).filter((x) => x === n).length}` : n,
  )
}

/** Puts the chosen order into effect: those abilities go on the stack in that order (the first one first). */
export function applyTriggerOrder(tx: Tx, ordered: StackItem[]): void {
  const ids = new Set(ordered.map((t) => t.id))
  const rest = tx.s.triggered.filter((t) => !ids.has(t.id))
  const marked = ordered.map((t) => ({ ...t, extra: { ...t.extra, ordered: true } }))
  const first = tx.s.triggered.findIndex((t) => ids.has(t.id))
  tx.set('triggered', [...rest.slice(0, first), ...marked, ...rest.slice(first)])
}

export function triggerOrderNames(s: GameState, ids: string[]): string[] {
  return ids.map((id) => s.triggered.find((t) => t.id === id)).map((t) => (t ? sourceName(s, t) : ''))
}
