// Roving focus on the table: a zone (a hand, a battlefield, a pile, a variant's board, the stack) is one stop of the
// Tab key; the arrow keys, Home and End move between its cards (the WAI-ARIA roving pattern, done on the page's
// order of cards, so every zone of every variant takes part without a list of its own).

/** The zone a card sits in: the nearest element marked as one, or the card's parent. */
const ZONE = '[data-roving], .player__battlefield, .player__hand-cards, .player__hand--hidden, .player__pile-cards'

export function zoneOf(card: Element): Element {
  return card.parentElement?.closest(ZONE) ?? card.parentElement ?? card
}

/** The cards of a zone that can take the focus, in the page's order. */
export function cardsOf(zone: Element): HTMLElement[] {
  return [...zone.querySelectorAll<HTMLElement>('.card[tabindex]')].filter((c) => c.getClientRects().length > 0)
}

const KEYS: Record<string, (at: number, n: number) => number> = {
  ArrowRight: (at, n) => Math.min(n - 1, at + 1),
  ArrowDown: (at, n) => Math.min(n - 1, at + 1),
  ArrowLeft: (at) => Math.max(0, at - 1),
  ArrowUp: (at) => Math.max(0, at - 1),
  Home: () => 0,
  End: (_, n) => n - 1,
}

/** An arrow key, Home or End on a card: the focus moves along its zone; true when the key was one of these. */
export function moveInZone(event: KeyboardEvent): boolean {
  const next = KEYS[event.key]
  const card = event.currentTarget
  if (!next || !(card instanceof HTMLElement) || event.ctrlKey || event.metaKey || event.altKey) return false
  const cards = cardsOf(zoneOf(card))
  const at = cards.indexOf(card)
  if (at < 0) return false
  cards[next(at, cards.length)]?.focus()
  return true
}

/** Every element the Tab key stops at, in order. */
function tabStops(root: ParentNode): HTMLElement[] {
  const selector =
    'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]'
  return [...root.querySelectorAll<HTMLElement>(selector)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert]') && el.getClientRects().length > 0,
  )
}

/**
 * Tab on a card leaves its zone, and Shift+Tab into a zone lands on its first card: a zone costs one Tab however
 * many cards it holds. Returns true when it moved the focus.
 */
export function tabOutOfZone(event: KeyboardEvent, root: ParentNode = document): boolean {
  const active = document.activeElement
  if (event.key !== 'Tab' || event.ctrlKey || event.altKey || event.metaKey) return false
  if (!(active instanceof HTMLElement)) return false
  const onCard = active.classList.contains('card')
  const zone = onCard ? zoneOf(active) : null
  const stops = tabStops(root)
  const at = stops.indexOf(active)
  if (at < 0) return false
  const outside = (el: HTMLElement) => !zone || !zone.contains(el)
  let target: HTMLElement | undefined
  if (!event.shiftKey) target = onCard ? stops.slice(at + 1).find(outside) : undefined
  else {
    const before = stops.slice(0, at).reverse().find(outside)
    target = before?.classList.contains('card') ? (cardsOf(zoneOf(before))[0] ?? before) : onCard ? before : undefined
  }
  if (!target) return false
  event.preventDefault()
  target.focus()
  return true
}
