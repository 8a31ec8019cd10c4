// Which activated abilities count their activations this turn (CR 602.5b, 602.1): those limited per turn, and those
// whose text asks how many times "this ability has been activated … this turn" (Dragon Whelp).

/** An activated ability as the engine holds it: its limit per turn and its effects. */
interface Counted {
  perTurn?: number
  effects: unknown
}

const asked = new WeakMap<object, boolean>()

/** Whether activating it is counted on its source (`CardObject.activations`, reset as each turn begins). */
export function countsActivations(a: Counted): boolean {
  if (a.perTurn !== undefined) return true
  let v = asked.get(a)
  if (v === undefined) asked.set(a, (v = JSON.stringify(a.effects).includes('"activatedTimes"')))
  return v
}
