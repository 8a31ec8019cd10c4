// The replay's stepping keys: ← and → by step (Shift: by turn), Home and End to the start and the end.

export interface Stepper {
  forward(): void
  back(): void
  nextTurn(): void
  previousTurn(): void
  toStart(): void
  toEnd(): void
}

/** Steps for the key; false when the key is not a stepping key. */
export function stepKey(replay: Stepper, event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  if (event.key === 'ArrowRight') {
    if (event.shiftKey) replay.nextTurn()
    else replay.forward()
  } else if (event.key === 'ArrowLeft') {
    if (event.shiftKey) replay.previousTurn()
    else replay.back()
  } else if (event.key === 'Home') replay.toStart()
  else if (event.key === 'End') replay.toEnd()
  else return false
  return true
}
