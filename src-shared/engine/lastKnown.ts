// Last known information (CR 113.7a, 608.2h): an ability resolves even when its source has left; it reads the source
// as the ability recorded it.
import type { CardObject, StackItem } from './types'

/** A stand-in for an ability's source that no longer exists, from the ability's own record (CR 113.7a). */
export function lastKnownSource(item: StackItem): CardObject {
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
