// Questions to another player (the hand-off cover, "respond?", an agreement to undo) are answered only by a
// deliberate act of that player: a click, or a letter key nobody uses to pass, pressed afresh (not held) after a
// short delay. Space and Enter, the keys the player at the screen passes with, never answer them, held or not.
import { onMounted, onUnmounted } from 'vue'

/** How long a question is shown before its letter keys answer it. */
export const DELIBERATE_DELAY_MS = 700

/** The keys a player passes with (Space, and Enter on a focused Pass button). */
export const isPassKey = (event: KeyboardEvent): boolean =>
  event.key === ' ' || event.key === 'Spacebar' || event.key === 'Enter'

export interface DeliberateOptions {
  /** The question's element: Space and Enter inside it are swallowed. */
  root: () => HTMLElement | null
  /** Letter keys (lower case) and what each answers. */
  keys?: Record<string, () => void>
  /** Enter inside these fields still submits, at once (a PIN: knowing it is deliberate); a held Enter never. */
  allowEnterIn?: (el: Element | null) => boolean
}

/**
 * While the calling component is mounted: swallows Space and Enter that would activate its buttons (keydown and
 * keyup, so no click is synthesised), and answers its letter keys only when pressed afresh after the delay.
 */
export function useDeliberateKeys(options: DeliberateOptions) {
  let since = Date.now()
  const ready = () => Date.now() - since >= DELIBERATE_DELAY_MS
  function onKey(event: KeyboardEvent) {
    const root = options.root()
    // A question under something open over the table (the rules reference: inert) takes no keys.
    if (!root || root.closest('[inert]')) return
    const target = event.target as Element | null
    const inside = !!target && root.contains(target)
    if (isPassKey(event)) {
      const allowed = event.key === 'Enter' && options.allowEnterIn?.(target) && !event.repeat
      if (inside && !allowed) {
        event.preventDefault()
        event.stopPropagation()
      }
      return
    }
    if (event.type !== 'keydown' || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return
    if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return
    const answer = options.keys?.[event.key.toLowerCase()]
    if (!answer) return
    event.preventDefault()
    event.stopPropagation()
    if (ready()) answer()
  }
  onMounted(() => {
    since = Date.now()
    window.addEventListener('keydown', onKey, true)
    window.addEventListener('keyup', onKey, true)
  })
  onUnmounted(() => {
    window.removeEventListener('keydown', onKey, true)
    window.removeEventListener('keyup', onKey, true)
  })
  return { ready }
}
