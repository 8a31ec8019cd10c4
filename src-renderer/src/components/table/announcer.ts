// The table's polite live region (a screen reader reads it out): the new lines of the log of the player at the
// screen, as they come. It reads only that player's own log (game.log, written for the seat that reads it), says
// nothing while a cover is up, and starts afresh for each seat, so no line written for another seat (their own
// hand, their draws) is ever read out at this one.
import { ref, watch, type Ref } from 'vue'

/** The few fields of the game store it reads. */
export interface AnnouncedGame {
  readonly log: string[]
  readonly handOffTo: number | null
  readonly viewer: number | null
  readonly askFor: number | null
  readonly inProgress: boolean
}

/** At most this many lines at once (a long run of automatic passes is summed up by its last lines). */
const MAX_LINES = 4

/** Who reads the log now: a seat, the public view, or nobody (covered). */
export function readerOf(game: AnnouncedGame): string | null {
  if (!game.inProgress || game.handOffTo !== null) return null
  return game.viewer !== null ? `seat:${game.viewer}` : 'public'
}

export function useAnnouncer(game: AnnouncedGame): Ref<string> {
  const said = ref('')
  let reader: string | null = null
  let seen = 0
  watch(
    () => [readerOf(game), game.log] as const,
    ([now, lines]) => {
      if (now !== reader) {
        // A new reader (or the cover): nothing of the last reader's stays, and their lines are not read out.
        reader = now
        seen = lines.length
        said.value = ''
        return
      }
      if (now === null) return
      const fresh = lines.length > seen ? lines.slice(seen) : lines.length < seen ? lines.slice(-1) : []
      seen = lines.length
      if (fresh.length) said.value = fresh.slice(-MAX_LINES).join(' ')
    },
    { immediate: true },
  )
  return said
}
