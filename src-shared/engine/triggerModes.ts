// Modal triggered abilities (CR 700.2b, 603.3c): "When ~ enters, choose one —". The controller chooses the modes as
// the ability is put on the stack, then the targets those modes need (CR 603.3d), in one 'triggerTargets' decision
// answered by `choose` with `modes` (0-based, printed order; `option` with one index also works) and `targets`.
import type { EffectText } from './abilities'
import type { GameState, PlayerIndex, StackItem, Target } from './types'
import { legalTargets, targetIsLegal } from './legalTargets'

/** The modes a `choose` names: `modes`, or one index as `option`. */
export function chosenModeList(a: { modes?: number[]; option?: string | number }): number[] | undefined {
  if (a.modes) return a.modes
  if (a.option !== undefined && /^\d+$/.test(String(a.option))) return [Number(a.option)]
  return undefined
}

/** A modal spell or triggered ability with its chosen modes (CR 700.2): their targets in order, effects in printed order. */
export function withModes(effect: EffectText, modes: number[] | undefined): EffectText {
  if (!effect.modes) return effect
  const targets: EffectText['targets'] = []
  const effects: EffectText['effects'] = []
  let optional = 0
  for (const m of [...(modes ?? [])].sort((a, b) => a - b)) {
    const c = effect.modes.choices[m]
    if (!c) continue
    const by = targets.length
    targets.push(...c.targets)
    for (const e of c.effects) effects.push(by === 0 ? e : shiftTargets(e, by))
    // "Up to two target creatures" (CR 601.2c) may be left out only as the last targets chosen: a later mode's
    // targets would otherwise take their places.
    optional = c.optionalTargets ?? 0
  }
  return {
    text: effect.text,
    targets,
    effects,
    automated: effect.automated,
    ...(optional ? { optionalTargets: optional } : {}),
  }
}

/** Fields of an effect that hold a target's index (a negative one names the source, as fight's `first: -1`). */
const TARGET_INDEX_KEYS = new Set(['target', 'whose', 'controllerOf', 'first', 'second', 'source'])

/** A mode's effect with its target indices moved past the targets of the modes chosen before it (CR 700.2). */
function shiftTargets<E>(effect: E, by: number): E {
  return JSON.parse(JSON.stringify(effect), (k, v) =>
    TARGET_INDEX_KEYS.has(k) && typeof v === 'number' && v >= 0 ? v + by : v,
  ) as E
}

/** Why these modes can't be chosen (CR 700.2: the number the ability asks for, each once). */
export function whyNotModes(effect: EffectText, modes: number[] | undefined): string | null {
  const m = effect.modes!
  const list = modes ?? []
  const ok =
    new Set(list).size === list.length &&
    list.every((i) => Number.isInteger(i) && i >= 0 && i < m.choices.length) &&
    (m.upTo ? list.length >= (m.none ? 0 : 1) && list.length <= m.count : list.length === m.count)
  if (ok) return null
  const how = m.upTo ? `${m.none ? 'up to' : 'one to'} ${m.count}` : m.count
  return `choose ${how} of the modes (0 to ${m.choices.length - 1}), each once`
}

/** Typical mode and target choices (for legalActions and the computer): each single mode (or the first `count`
 *  modes together) whose targets can be chosen, with the first legal targets; no mode where none may be chosen. */
export function modeChoices(
  s: GameState,
  effect: EffectText,
  controller: PlayerIndex,
  source: string,
): { modes: number[]; targets: Target[] }[] {
  const m = effect.modes!
  const sets: number[][] =
    m.count === 1 || m.upTo ? m.choices.map((_, i) => [i]) : [m.choices.map((_, i) => i).slice(0, m.count)]
  const out: { modes: number[]; targets: Target[] }[] = []
  // "Choose up to one —", "choose any number —": no mode at all (CR 603.3c: the ability is then removed).
  if (m.none) sets.push([])
  for (const modes of sets) {
    const chosen = withModes(effect, modes)
    const targets = chosen.targets.map((spec) => legalTargets(s, spec, controller, source)[0])
    if (targets.every(Boolean)) out.push({ modes, targets })
  }
  return out
}

/** Are these targets legal for the chosen modes? */
export function modeTargetsLegal(s: GameState, effect: EffectText, item: StackItem, targets: Target[]): boolean {
  return (
    effect.targets.length === targets.length &&
    effect.targets.every((spec, i) => targetIsLegal(s, spec, targets[i], item.controller, item.source))
  )
}
