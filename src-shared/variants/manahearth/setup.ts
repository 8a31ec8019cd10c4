// Setup (rules 6–7, ruling MH-2): each player picks a hero from their deck's planeswalkers, a hidden and
// simultaneous choice (`chooseHero` with `card`); then the heroes are revealed into the Hero Zones, the other 30
// cards are shuffled into the library, the starting player is determined (not before: the variant declares
// `startingPlayer: 'setup'`), and each player (life 20) draws three cards.
import type { ActionHandler } from '../../engine/variant'
import type { Tx } from '../../engine/tx'
import type { GameState, ObjId, PlayerIndex, VariantAction } from '../../engine/types'
import { pendingFor } from '../../engine/actions'
import { isPlaneswalker, nameOf, playerName } from '../../engine/query'
import { createObject, drawCards, shuffleLibrary } from '../../engine/zones'
import { decideStartingPlayer } from '../../engine/setup'
import { installHero, NO_HERO } from './heroZone'

export interface ChooseHeroAction extends VariantAction {
  type: 'chooseHero'
  card: ObjId
}

/** The hidden choice, kept in `PlayerState.extra` until every player has chosen (hidden by the view hook). */
export const HERO_CHOICE = 'heroChoice'

/** The planeswalker cards in the player's deck (their library during setup), one per name. */
export function heroCandidates(state: GameState, player: PlayerIndex): ObjId[] {
  const seen = new Set<string>()
  return state.players[player].zones.library.filter((id) => {
    const o = state.objects[id]
    if (!isPlaneswalker(state, o) || seen.has(o.def)) return false
    seen.add(o.def)
    return true
  })
}

function whyCantChoose(s: GameState, a: ChooseHeroAction): string | null {
  if (!pendingFor(s, a.player, 'chooseHero')) {
    return s.phase === 'setup' && s.step === 'chooseHero'
      ? 'you have already chosen your hero'
      : 'heroes are chosen at the start of the game (ruling MH-2)'
  }
  const obj = typeof a.card === 'string' ? s.objects[a.card] : undefined
  if (!obj || obj.owner !== a.player || obj.zone !== 'library')
    return 'choose your hero from the planeswalker cards of your deck (ruling MH-2)'
  if (!isPlaneswalker(s, obj))
    return `${nameOf(s, obj.id)} is not a planeswalker: a hero must be a planeswalker card (rule 6)`
  return null
}

export const chooseHero: ActionHandler<ChooseHeroAction> = {
  validate: whyCantChoose,
  apply(tx, a) {
    tx.playerExtra(a.player)[HERO_CHOICE] = a.card
    tx.set(
      'pending',
      tx.s.pending.filter((d) => !(d.kind === 'chooseHero' && d.player === a.player)),
    )
    tx.log(`${playerName(tx.s, a.player)} chooses a hero`) // hidden until everyone has chosen (ruling MH-2)
  },
  enumerate: (s, p) =>
    pendingFor(s, p, 'chooseHero') ? heroCandidates(s, p).map((card) => ({ type: 'chooseHero', player: p, card })) : [],
}

/** Step 1: a hidden, simultaneous choice; a hero named in advance (scenario `players[i].hero`) is taken as chosen. */
export function askHeroes(tx: Tx): void {
  const pending: GameState['pending'] = []
  tx.s.players.forEach((p, i) => {
    const preset = p.extra.heroDef as string | undefined
    if (preset) {
      const def = tx.s.cards[preset]
      if (!def?.faces[0]?.types.includes('Planeswalker'))
        throw new Error(`${p.name}'s hero "${def?.name ?? preset}" is not a planeswalker card (rule 6)`)
      let id = p.zones.library.find((x) => tx.s.objects[x].def === preset)
      // A scenario may name a hero outside the 31 cards: it is added to the game for the player.
      id ??= createObject(tx, preset, i, 'library')
      tx.playerExtra(i)[HERO_CHOICE] = id
      return
    }
    if (heroCandidates(tx.s, i).length === 0) {
      tx.log(`${p.name}'s deck has no planeswalker card: no hero (a Manahearth deck needs one, ruling MH-1)`)
      tx.playerExtra(i)[NO_HERO] = true // a casual game goes on without one
      return
    }
    pending.push({ kind: 'chooseHero', player: i, simultaneous: true })
  })
  tx.set('pending', [...tx.s.pending, ...pending])
}

/** Reveals the chosen heroes, shuffles the libraries and draws the three-card hands (rules 6–7, ruling MH-2). */
export function revealHeroesAndDraw(tx: Tx): void {
  const n = tx.s.players.length
  for (let i = 0; i < n; i++) {
    const choice = tx.s.players[i].extra[HERO_CHOICE] as ObjId | undefined
    if (choice && tx.s.objects[choice]) {
      const id = installHero(tx, choice, 'setup')
      if (id) tx.log(`${playerName(tx.s, i)}'s hero is ${nameOf(tx.s, id)}`)
    }
    delete tx.playerExtra(i)[HERO_CHOICE]
    shuffleLibrary(tx, i)
  }
  // Ruling MH-2: only now, with the heroes chosen, is the starting player determined (the chosen one, else at
  // random from the seed): nobody knows who starts while choosing.
  decideStartingPlayer(tx)
  for (let k = 0; k < n; k++) {
    const p = (tx.s.starting + k) % n
    tx.player(p).life = tx.variant.life
    drawCards(tx, p, tx.variant.handSize)
    tx.log(`${playerName(tx.s, p)} draws ${tx.variant.handSize} cards`)
  }
}

/** Ruling MH-2: the other players don't see a hero choice until everyone has chosen. */
export function hideHeroChoices(state: GameState, viewer: PlayerIndex | 'spectator', view: GameState): GameState {
  if (!state.players.some((p) => p.extra[HERO_CHOICE] !== undefined)) return view
  return {
    ...view,
    players: view.players.map((p, i) => {
      if (p.extra[HERO_CHOICE] === undefined) return p
      const extra = { ...p.extra }
      delete extra[HERO_CHOICE]
      // The chooser sees their own choice by name (the card itself is in their hidden library).
      if (i === viewer) extra.heroChoiceName = nameOf(state, state.players[i].extra[HERO_CHOICE] as ObjId)
      return { ...p, extra }
    }),
  }
}
