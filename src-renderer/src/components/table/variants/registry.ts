// The renderer's variant registry: each variant's table entry (its folder's index.ts), looked up by variant id.
// ./index.ts registers the app's; a variant without an entry is played with the generic zones and buttons.
import type { Component } from 'vue'

export interface VariantTable {
  /** Pending decision kinds `prompt` answers (instead of PromptPanel's generic buttons). Props: { view, viewer }. */
  prompts: string[]
  prompt?: Component
  /** Action types this UI offers itself: left out of PromptPanel's generic "More actions" buttons. */
  ownActions: string[]
  /** Public information always shown in the table's header, even behind the hand-off. Props: { state }. */
  header?: Component
  /** Shown above the viewer's side of the table. Props: { view, viewer }. */
  board?: Component
  /** The board draws every creature (in its slots): the players' battlefields leave out their creature rows. */
  boardShowsCreatures?: boolean
  /** Shared zones drawn by a component (instead of a row of cards). Props: { view, viewer }. */
  sharedZones: Record<string, Component>
  /** Player zones drawn by a component (props: { state, player, viewer }), or hidden (null: drawn by `board`). */
  playerZones: Record<string, Component | null>
}

const tables = new Map<string, VariantTable>()

export function registerVariantTable(id: string, table: VariantTable): void {
  tables.set(id, table)
}

export function variantTable(variant: string | undefined): VariantTable | null {
  return (variant && tables.get(variant)) || null
}
