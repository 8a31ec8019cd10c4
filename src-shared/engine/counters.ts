// Counters on an object as plain data: a kind is present only while the object has at least one of it.
import type { CardObject } from './types'

/** `counters` with `amount` of `kind` removed (CR 122.1): a kind with none left is gone, never "0 charge". */
export function countersWithout(
  counters: CardObject['counters'],
  kind: string,
  amount: number,
): CardObject['counters'] {
  const left = (counters[kind] ?? 0) - amount
  const next = { ...counters }
  if (left > 0) next[kind] = left
  else delete next[kind]
  return next
}
