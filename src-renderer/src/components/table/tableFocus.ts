// Where the focus goes at the table, so it is never lost and never lands on another player's controls: once a player
// sits down, on their decision (or the Pass button); when a card's menu or the cast prompt closes, on the open
// decision, else back to the card, else the player's next control; after a target is chosen, on the next choice or
// Cast. Also the skip links' targets (the player's hand, the decision).
import { nextTick, watch } from 'vue'
import { cardsOf } from './roving'
import { useGameStore } from '../../stores/game'
import { useTableStore } from '../../stores/table'

export function useTableFocus() {
  const game = useGameStore()
  const table = useTableStore()
  // Keyboard play: once a player sits down, the focus goes to their decision (or the Pass button).
  watch(
    () => game.handOffTo,
    async (to) => {
      if (to !== null) return
      await nextTick()
      // The first control the player can see (a folded section's controls can't take the focus).
      const target = [
        ...document.querySelectorAll<HTMLElement>(
          '[data-testid="prompt"] button:not([disabled]), [data-testid="prompt"] select, [data-testid="pass"]:not([disabled])',
        ),
      ].find((el) => el.getClientRects().length > 0)
      target?.focus()
    },
  )
  // Focus is never lost: when a card's menu or the cast prompt closes (Escape, a choice, the card moving), the focus
  // goes to the open decision, else back to the card, else to the player's next control.
  function restoreFocus(card: string | null) {
    if (game.handOffTo !== null || game.travel) return
    const active = document.activeElement
    if (active && active !== document.body && document.contains(active)) return
    const visible = (el: HTMLElement | null | undefined) => (el && el.getClientRects().length > 0 ? el : null)
    const prompt = [...document.querySelectorAll<HTMLElement>('[data-testid="prompt"] button:not([disabled])')].find(
      (el) => visible(el),
    )
    const target =
      (table.prompt ? prompt : null) ??
      visible(card ? document.querySelector<HTMLElement>(`.game [data-card="${card}"]`) : null) ??
      prompt ??
      visible(document.querySelector<HTMLElement>('[data-testid="pass"]:not([disabled])')) ??
      cardsOf(document.querySelector('.game__mine .player__hand-cards') ?? document.body)[0] ??
      document.querySelector<HTMLElement>('main.game')
    target?.focus()
  }
  watch(
    () => table.menuFor,
    async (now, before) => {
      if (!before || now) return
      await nextTick()
      restoreFocus(before)
    },
  )
  watch(
    () => table.prompt?.card ?? null,
    async (now, before) => {
      await nextTick()
      if (now && !before) {
        // A spell's or ability's choices: the focus goes to the first of them.
        document
          .querySelector<HTMLElement>(
            '[data-testid="prompt"] [data-testid="target-choice"], [data-testid="prompt"] button',
          )
          ?.focus()
      } else if (before && !now) restoreFocus(before)
    },
  )
  // A target chosen (its button gone): the focus goes on to the next choice, or to Cast.
  watch(
    () => table.prompt?.targets.length,
    async (now, before) => {
      if (now === undefined || before === undefined || now <= before) return
      await nextTick()
      const active = document.activeElement
      if (active && active !== document.body && document.contains(active)) return
      document
        .querySelector<HTMLElement>(
          '[data-testid="prompt"] [data-testid="target-choice"], [data-testid="confirm-cast"]:not([disabled])',
        )
        ?.focus()
    },
  )
  /** The skip links: straight to the player's hand, or to what the game asks now. */
  function skipTo(where: 'hand' | 'decision') {
    const el =
      where === 'hand'
        ? cardsOf(document.querySelector('.game__mine .player__hand-cards') ?? document.body)[0]
        : [
            ...document.querySelectorAll<HTMLElement>(
              '[data-testid="prompt"] button:not([disabled]), [data-testid="respond"] button, [data-testid="pass"]:not([disabled])',
            ),
          ].find((b) => b.getClientRects().length > 0)
    el?.focus()
  }

  return { skipTo, restoreFocus }
}
