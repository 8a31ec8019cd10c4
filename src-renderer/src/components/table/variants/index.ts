// Variant-specific pieces of the table (issue 9), mounted generically by variant id. The table (GameScreen,
// PlayerArea, PromptPanel, PhaseBar) asks `variantTable(state.variant)` and mounts what it finds; a variant without
// an entry is played with the generic zones and buttons. The components never decide rules: they ask the engine
// (legalActions / checkAction through the game store) and show the engine's reasons.
import type { Component } from 'vue'
import ManahearthPrompt from './manahearth/ManahearthPrompt.vue'
import ManahearthZone from './manahearth/ManahearthZone.vue'
import HeroZone from './manahearth/HeroZone.vue'
import CombatHeader from './combat/CombatHeader.vue'
import CombatPrompt from './combat/CombatPrompt.vue'
import CombatBoard from './combat/CombatBoard.vue'
import MentalHeader from './mental/MentalHeader.vue'
import MentalBoard from './mental/MentalBoard.vue'
import MentalPrompt from './mental/MentalPrompt.vue'
import HeroicHeader from './heroic/HeroicHeader.vue'
import HeroicBoard from './heroic/HeroicBoard.vue'
import HeroicPrompt from './heroic/HeroicPrompt.vue'
import { variantStops } from './stops'
import type { VariantStops } from './stops'

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
  /** Steps at which players stop by default in this variant (added to the settings' stops, see stops.ts). */
  stops: VariantStops
}

export const VARIANT_TABLES: Record<string, VariantTable> = {
  manahearth: {
    prompts: ['chooseHero', 'mulligan', 'lotusColor'],
    prompt: ManahearthPrompt,
    ownActions: ['chooseHero', 'heroAbility', 'choose'],
    sharedZones: { manahearth: ManahearthZone },
    playerZones: { hero: HeroZone },
    stops: variantStops('manahearth'),
  },
  combat: {
    prompts: ['placeCreatures', 'setSpells'],
    prompt: CombatPrompt,
    ownActions: ['placeCreatures', 'setSpells', 'fight'],
    header: CombatHeader,
    board: CombatBoard,
    boardShowsCreatures: true,
    sharedZones: {},
    playerZones: { placed: null, spellSlots: null },
    stops: variantStops('combat'),
  },
  heroic: {
    prompts: ['heroBonus', 'heroWard'],
    prompt: HeroicPrompt,
    ownActions: ['choose'],
    header: HeroicHeader,
    board: HeroicBoard,
    sharedZones: {},
    playerZones: {},
    stops: variantStops('heroic'),
  },
  mental: {
    prompts: ['announce'],
    prompt: MentalPrompt,
    ownActions: ['announce'],
    header: MentalHeader,
    board: MentalBoard,
    sharedZones: {},
    playerZones: {},
    stops: variantStops('mental'),
  },
}

export function variantTable(variant: string | undefined): VariantTable | null {
  return (variant && VARIANT_TABLES[variant]) || null
}
