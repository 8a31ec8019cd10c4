// CR 601.2c: the same object or player can't be chosen twice for one instance of the word "target" ("two target
// creatures"); a spell that says "target" twice may choose it once for each.
import type { TargetSpec } from './ast'
import type { Target } from './types'

type Specs = readonly (TargetSpec | undefined)[]

const key = (t: Target): string => JSON.stringify(t)

/** Where the run of targets named by the same word as target `i` begins. */
function runStart(specs: Specs, i: number): number {
  let first = i
  while (first > 0 && specs[first]?.sameWord) first--
  return first
}

/** The first target that repeats one chosen for the same word "target", or -1. */
export function repeatedSameWord(specs: Specs, targets: readonly Target[]): number {
  for (let i = 0; i < targets.length; i++) {
    if (!specs[i]?.sameWord || !targets[i]) continue
    if (targets.slice(runStart(specs, i), i).some((q) => key(q) === key(targets[i]))) return i
  }
  return -1
}

/** For each target in turn, its first option not already picked for the same word (undefined when none is left). */
export function distinctPicks(specs: Specs, options: readonly Target[][]): (Target | undefined)[] {
  const picks: (Target | undefined)[] = []
  for (let i = 0; i < options.length; i++) {
    const taken = specs[i]?.sameWord ? picks.slice(runStart(specs, i), i) : []
    picks.push(options[i].find((t) => !taken.some((q) => q && key(q) === key(t))))
  }
  return picks
}
