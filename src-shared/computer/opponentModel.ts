// The opponent model: what an opponent's hidden hand may hold, from what the computer may know (CR 400.2: a hand is
// hidden). The prior is the cards that player could hold (a public deck list that fits every card they have shown:
// the variant's starter decks or a list the caller knows; else the card pool in use, in the colours they have shown),
// minus what is already seen, weighted by the mana they could pay and by what they did and didn't do: mana left open
// at the end of their turn (instants they could cast more likely, sorcery-speed cards they could have cast less), no
// block where one was there (combat tricks less likely), a block that loses without help (tricks more likely).
// It reads the computer's view only: a hidden card is a placeholder, and nothing here looks behind one.
import type { CardDefinition } from '../cards/model'
import type { CardObject, GameState, ObjId, PlayerIndex } from '../engine/types'
import { parseDeckList } from '../cards/decklist'
import { starterCardDefinitions, starterDecks } from '../cards/starter'
import { foldName } from '../cards/names'
import { faceAbilities } from '../engine/abilities'
import { faceOf, isCreature, isLand } from '../engine/query'
import { HIDDEN_CARD } from '../engine/view'
import { Random } from '../engine/rng'
import { poolOf } from '../variants/mental/pool'
import { stats } from './evaluate'

/** A card the player could hold: how many copies are unaccounted for and how likely each is, relative to the rest. */
export interface PriorCard {
  def: CardDefinition
  copies: number
  weight: number
}

export interface HandPrior {
  seat: PlayerIndex
  /** Where the candidates came from: a deck list that fits what the player has shown, or the card pool. */
  source: 'deck' | 'pool'
  /** How many cards in the player's hand are hidden from the viewer. */
  hidden: number
  cards: PriorCard[]
}

export interface ModelOptions {
  /** Deck lists (plain text) known to be what this player may play; else the variant's starter decks. */
  decks?: string[]
}

/** What kind of card it is to the model. */
export interface Roles {
  land: boolean
  instant: boolean
  trick: boolean
  counter: boolean
  fog: boolean
  removal: boolean
  threat: boolean
}

const roleCache = new WeakMap<CardDefinition, Roles>()

export function rolesOf(def: CardDefinition): Roles {
  let r = roleCache.get(def)
  if (r) return r
  const face = def.faces[0]
  const types = face?.types ?? []
  let effects: { kind: string; combat?: boolean; combatOnly?: boolean }[] = []
  try {
    effects = (face ? (faceAbilities(face).spell?.effects ?? []) : []) as typeof effects
  } catch {
    effects = []
  }
  const kinds = new Set(effects.map((e) => e.kind))
  const instant = types.includes('Instant') || (face?.keywords ?? []).some((k) => k.toLowerCase() === 'flash')
  r = {
    land: types.includes('Land'),
    instant,
    trick: instant && kinds.has('pump'),
    counter: kinds.has('counterSpell'),
    fog: effects.some((e) => (e.kind === 'preventAll' && e.combat) || (e.kind === 'prevent' && e.combatOnly)),
    removal: kinds.has('destroy') || kinds.has('exile') || kinds.has('damage'),
    threat: types.includes('Creature') || types.includes('Planeswalker'),
  }
  roleCache.set(def, r)
  return r
}

// ---- where the candidates come from ----

const deckCache = new Map<string, Map<string, { def: CardDefinition; copies: number }> | null>()
let starterByName: Map<string, CardDefinition> | undefined

function starterDef(name: string): CardDefinition | undefined {
  if (!starterByName) {
    starterByName = new Map()
    for (const d of starterCardDefinitions()) starterByName.set(foldName(d.name), d)
  }
  return starterByName.get(foldName(name))
}

/** A deck list's main deck by folded name (null when a card is unknown: such a list can't be used). */
function deckCards(text: string, s: GameState): Map<string, { def: CardDefinition; copies: number }> | null {
  const cached = deckCache.get(text)
  if (cached !== undefined) return cached
  const list = parseDeckList(text)
  let out: Map<string, { def: CardDefinition; copies: number }> | null = new Map()
  for (const e of list.main) {
    const def = starterDef(e.name) ?? poolOf(s)?.byName(e.name)
    if (!def) {
      out = null
      break
    }
    const key = foldName(def.name)
    out.set(key, { def, copies: (out.get(key)?.copies ?? 0) + e.count })
  }
  if (list.errors.length) out = null
  deckCache.set(text, out)
  return out
}

/** The real (non-token) cards `seat` owns that the viewer can see, by folded name: they are not in the hidden hand. */
function seenCards(s: GameState, seat: PlayerIndex): Map<string, number> {
  const out = new Map<string, number>()
  for (const o of Object.values(s.objects)) {
    if (o.owner !== seat || o.token || o.def === HIDDEN_CARD || o.zone === 'library') continue
    const physical = (o.extra as { physical?: string } | undefined)?.physical
    const def = s.cards[physical ?? o.def]
    if (!def || def.faces[0]?.supertypes.includes('Token')) continue
    const key = foldName(def.name)
    out.set(key, (out.get(key) ?? 0) + 1)
  }
  return out
}

const MAX_COPIES = 4
const BASIC = new Set(['plains', 'island', 'swamp', 'mountain', 'forest', 'wastes'])

/** The colours `seat`'s lands and shown cards have (empty: nothing shown yet). */
function shownColours(s: GameState, seat: PlayerIndex): Set<string> {
  const out = new Set<string>()
  for (const o of Object.values(s.objects)) {
    if (o.owner !== seat || o.def === HIDDEN_CARD || o.token || o.zone === 'library') continue
    const face = faceOf(s, o)
    if (!face) continue
    for (const c of face.colors ?? []) out.add(c)
    for (const ab of face.manaAbilities ?? []) for (const alt of ab.produces) for (const m of alt) out.add(String(m))
  }
  out.delete('C')
  return out
}

/** The candidates: a fitting deck list's remaining copies, else the pool's cards in the shown colours. */
function candidates(
  s: GameState,
  seat: PlayerIndex,
  opts: ModelOptions,
): { source: 'deck' | 'pool'; cards: PriorCard[] } {
  const seen = seenCards(s, seat)
  const lists = opts.decks ?? starterDecks().flatMap((d) => (d.variant === s.variant ? [d.text] : []))
  const fitting: Map<string, { def: CardDefinition; copies: number }>[] = []
  for (const text of lists) {
    const deck = deckCards(text, s)
    if (!deck) continue
    let fits = true
    for (const [name, n] of seen) if ((deck.get(name)?.copies ?? 0) < n) fits = false
    if (fits) fitting.push(deck)
  }
  if (fitting.length) {
    // Each fitting list equally likely: a card's copies are averaged over them.
    const merged = new Map<string, PriorCard>()
    for (const deck of fitting)
      for (const [name, { def, copies }] of deck) {
        const left = Math.max(0, copies - (seen.get(name) ?? 0))
        if (!left) continue
        const m = merged.get(name) ?? { def, copies: 0, weight: 0 }
        m.copies = Math.max(m.copies, left)
        m.weight += left / fitting.length
        merged.set(name, m)
      }
    return { source: 'deck', cards: [...merged.values()] }
  }
  const colours = shownColours(s, seat)
  const pool = s.variant === 'mental' ? (poolOf(s)?.all() ?? starterCardDefinitions()) : starterCardDefinitions()
  const out: PriorCard[] = []
  const names = new Set<string>()
  for (const def of [...pool, ...Object.values(s.cards)]) {
    const name = foldName(def.name)
    if (names.has(name) || def.id === HIDDEN_CARD || def.id.startsWith('token:')) continue
    const face = def.faces[0]
    if (!face || face.supertypes.includes('Token')) continue
    names.add(name)
    const basic = BASIC.has(name)
    const copies = basic ? 20 : MAX_COPIES - (seen.get(name) ?? 0)
    if (copies <= 0) continue
    // Off-colour cards are unlikely once the player has shown colours (a land of the colour may still come).
    const fit = !colours.size || (face.colors ?? []).every((c) => colours.has(c))
    const landFit =
      !colours.size ||
      !basic ||
      (face.manaAbilities ?? []).some((ab) => ab.produces.flat().some((m) => colours.has(String(m))))
    out.push({ def, copies, weight: copies * (fit && landFit ? 1 : 0.15) })
  }
  return { source: 'pool', cards: out }
}

// ---- what they did and didn't do ----

/** The mana `seat` could pay now: its untapped lands (and their colours). */
export function openMana(s: GameState, seat: PlayerIndex): { count: number; colours: Set<string> } {
  let count = 0
  const colours = new Set<string>()
  for (const id of s.battlefield) {
    const o = s.objects[id]
    if (o.controller !== seat || o.tapped || !isLand(s, o)) continue
    count++
    for (const ab of faceOf(s, o)?.manaAbilities ?? [])
      for (const alt of ab.produces) for (const m of alt) colours.add(String(m))
  }
  return { count, colours }
}

function landCount(s: GameState, seat: PlayerIndex): number {
  let n = 0
  for (const id of s.battlefield) if (s.objects[id].controller === seat && isLand(s, s.objects[id])) n++
  return n
}

/** Whether `def` could be paid with `count` lands making `colours` (its coloured symbols by colour, generic by count). */
export function payable(def: CardDefinition, count: number, colours: Set<string>): boolean {
  const face = def.faces[0]
  if (!face || face.manaValue > count) return false
  if (colours.has('any')) return true
  return (face.colors ?? []).every((c) => colours.has(c))
}

/** Evidence from the view: mana left open through their own turn, their blocks in the combat under way. */
function evidence(s: GameState, seat: PlayerIndex) {
  const open = openMana(s, seat)
  // Lands stay tapped until their controller's untap step: mana open on another player's turn was left unused in
  // this player's own turn (CR 502.3).
  const passedOpen = s.phase === 'turn' && s.active !== seat && open.count > 0
  let noBlock = false
  let losingBlock = false
  const c = s.combat
  if (c && c.attackers.length && !c.toBlock.includes(seat) && s.step !== 'declareAttackers') {
    const attackersOnMe = c.attackers.filter((a) => 'player' in a.target && a.target.player === seat)
    const untappedCreatures = s.battlefield.some(
      (id) => s.objects[id].controller === seat && !s.objects[id].tapped && isCreature(s, s.objects[id]),
    )
    if (attackersOnMe.length && !c.blockers.some((b) => s.objects[b.id]?.controller === seat) && untappedCreatures)
      noBlock = true
    for (const b of c.blockers) {
      const blocker = s.objects[b.id]
      const attacker = s.objects[b.blocks]
      if (!blocker || !attacker || blocker.controller !== seat) continue
      const mine = stats(s, blocker)
      const theirs = stats(s, attacker)
      if (theirs.power >= mine.toughness && mine.power < theirs.toughness) losingBlock = true
    }
  }
  return { open, passedOpen, noBlock, losingBlock, lands: landCount(s, seat) }
}

const IN_HAND_BIAS = {
  /** Instants they could cast with the mana they left open. */
  openInstant: 2,
  /** Sorcery-speed spells they could have cast with that mana and didn't. */
  unusedSorcery: 0.4,
  /** Combat tricks after a block they didn't make. */
  noBlockTrick: 0.5,
  /** Combat tricks after a block that loses without help. */
  losingBlockTrick: 3,
  /** Spells they can't pay for yet: held, no less likely. */
}

/** The prior over the cards `seat`'s hidden hand may hold, as the viewer of `s` knows it. */
export function handPrior(s: GameState, seat: PlayerIndex, opts: ModelOptions = {}): HandPrior {
  const hand = s.players[seat]?.zones.hand ?? []
  const hidden = hand.filter((id) => s.objects[id]?.def === HIDDEN_CARD).length
  const { source, cards } = candidates(s, seat, opts)
  const ev = evidence(s, seat)
  const mental = s.variant === 'mental' // any card may be cast as another of its cost (MM-3): speed says little
  for (const c of cards) {
    const r = rolesOf(c.def)
    if (r.land || mental) continue
    if (ev.passedOpen && payable(c.def, ev.open.count, ev.open.colours)) {
      if (r.instant) c.weight *= IN_HAND_BIAS.openInstant
      else c.weight *= IN_HAND_BIAS.unusedSorcery
    }
    if (r.trick && ev.noBlock) c.weight *= IN_HAND_BIAS.noBlockTrick
    if (r.trick && ev.losingBlock) c.weight *= IN_HAND_BIAS.losingBlockTrick
  }
  cards.sort((a, b) => (a.def.name < b.def.name ? -1 : a.def.name > b.def.name ? 1 : 0))
  return { seat, source, hidden, cards: cards.filter((c) => c.weight > 0 && c.copies > 0) }
}

/** The chance that at least one of `seat`'s hidden hand cards is a card `test` accepts (draws without replacement,
 *  approximated as independent). */
export function holdsChance(prior: HandPrior, test: (def: CardDefinition) => boolean): number {
  let total = 0
  let hit = 0
  for (const c of prior.cards) {
    total += c.weight
    if (test(c.def)) hit += c.weight
  }
  if (!total || !prior.hidden) return 0
  return 1 - Math.pow(1 - hit / total, prior.hidden)
}

/** One sample of `seat`'s hidden hand: a card per hidden card, drawn by weight without replacement. */
export function sampleHiddenHand(prior: HandPrior, rng: Random): CardDefinition[] {
  const left = prior.cards.map((c) => ({ ...c, perCopy: c.weight / c.copies }))
  const out: CardDefinition[] = []
  for (let k = 0; k < prior.hidden; k++) {
    let total = 0
    for (const c of left) total += c.copies * c.perCopy
    if (total <= 0) break
    let x = rng.next() * total
    let pick = left[left.length - 1]
    for (const c of left) {
      x -= c.copies * c.perCopy
      if (x < 0 && c.copies > 0) {
        pick = c
        break
      }
    }
    out.push(pick.def)
    pick.copies--
  }
  return out
}

/**
 * A determinization of the computer's view: each opponent's hidden hand cards become a sample of its hand prior
 * (their definitions join the card table). Libraries stay hidden. `seed` (or a generator) makes it reproducible.
 */
export function determinize(
  view: GameState,
  me: PlayerIndex,
  seed: number | Random,
  opts: (seat: PlayerIndex) => ModelOptions = () => ({}),
): GameState {
  const rng = typeof seed === 'number' ? Random.fromSeed(seed) : seed
  let objects: Record<ObjId, CardObject> | null = null
  let cards: GameState['cards'] | null = null
  view.players.forEach((p, seat) => {
    if (seat === me || p.lost) return
    const prior = handPrior(view, seat as PlayerIndex, opts(seat as PlayerIndex))
    if (!prior.hidden || !prior.cards.length) return
    const sample = sampleHiddenHand(prior, rng)
    objects ??= { ...view.objects }
    cards ??= { ...view.cards }
    let k = 0
    for (const id of p.zones.hand ?? []) {
      const o = objects[id]
      if (o.def !== HIDDEN_CARD || k >= sample.length) continue
      const def = sample[k++]
      cards[def.id] ??= def
      objects[id] = { ...o, def: def.id }
    }
  })
  return objects ? { ...view, objects, cards: cards! } : view
}
