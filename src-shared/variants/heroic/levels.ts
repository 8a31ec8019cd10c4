// The Hero Level emblem (heroic.txt 906.10, ruling HE-9) and the hero's win and loss (903.11, ruling HE-10).
// Damage is read from the engine's 'damage' events as state-based actions are checked: damage by a hero to a
// player counts toward 17 and levels the hero up; a creature the hero dealt damage to that then dies (lethal or
// deathtouch damage, CR 704.5g-h) was killed by it and levels it up too. At most one level per turn.
import type { Tx } from '../../engine/tx'
import type { CardObject, ChooseAction, GameState, ObjId, Pending, PlayerIndex } from '../../engine/types'
import type { VariantHooks } from '../../engine/variant'
import { pendingFor } from '../../engine/actions'
import { emptyManaPools } from '../../engine/mana'
import { endGame, playerLoses } from '../../engine/sba'
import { isCreature, nameOf, playerName } from '../../engine/query'
import { moveObject } from '../../engine/zones'
import { manaUnits } from '../../mana'
import { addMana } from '../../mana/pool'
import { HERO_CAST_LIMIT, HERO_DAMAGE_TO_WIN, MAX_LEVEL, heroOwnerOf, heroicExtra, heroLevel, isHero } from './hero'

/** The level abilities 1–5 as the keywords that do exactly what they say (CR 702): 1 "can attack and tap as soon
 *  as they come under your control" = haste; 2 "can't be blocked except by two or more creatures" = menace;
 *  3 "attacking doesn't cause them to tap" = vigilance; 4 "can deal excess combat damage to the player,
 *  planeswalker or battle they are attacking" = trample; 5 "can't be destroyed" = indestructible. */
export const LEVEL_KEYWORDS = ['haste', 'menace', 'vigilance', 'trample', 'indestructible'] as const

export const LEVEL_TEXT = [
  'Whenever a hero creature you own becomes the target of a spell or ability an opponent controls, counter it unless that player pays generic mana equal to its level.',
  'Hero creatures you own can attack and tap as soon as they come under your control.',
  'Hero creatures you own cannot be blocked except by two or more creatures.',
  'Attacking doesn’t cause hero creatures you own to tap.',
  'Hero creatures you own can deal excess combat damage to a player, planeswalker or battle they are attacking.',
  'Hero creatures you own can’t be destroyed.',
]

/** Ruling HE-9: a hero creature has the abilities of every level its owner's emblem has gained. */
export const grantedKeywords: VariantHooks['grantedKeywords'] = (state: GameState, obj: CardObject) => {
  if (!isHero(obj) || !isCreature(state, obj)) return []
  const level = heroLevel(state, obj.owner)
  if (level < 1) return []
  const out: string[] = LEVEL_KEYWORDS.slice(1, level)
  // Level 1 speaks of hero creatures "as soon as they come under your control": the owner's control.
  if (obj.controller === obj.owner) out.push(LEVEL_KEYWORDS[0])
  return out
}

export const BONUS_KIND = 'heroBonus'
const MANA_OPTIONS = ['W', 'U', 'B', 'R', 'G', 'C']
/** The bonus mana lasts until end of turn (906.10): it survives steps and phases, emptied as the turn ends. */
const BONUS_PERSISTS = 'endOfTurn'

interface BonusPending extends Pending {
  kind: typeof BONUS_KIND
  card: ObjId | null
}

/** Per transaction: how many events were read, and the creatures each hero dealt damage to. */
const progress = new WeakMap<Tx, { read: number; damaged: Map<ObjId, PlayerIndex> }>()

/** State-based checks (CR 704 as extended by 903.11): hero damage and kills, level-ups, 17 damage, four casts. */
export function heroicStateChecks(tx: Tx): boolean {
  let changed = false
  let mark = progress.get(tx)
  if (!mark) progress.set(tx, (mark = { read: 0, damaged: new Map() }))
  for (; mark.read < tx.events.length; mark.read++) {
    const e = tx.events[mark.read]
    if (e.type === 'damage' && typeof e.source === 'string') {
      const owner = heroOwnerOf(tx, e.source)
      if (owner === null) continue
      if (typeof e.player === 'number') {
        const total = (heroicExtra(tx.s, owner).heroDamage ?? 0) + (e.amount as number)
        tx.playerExtra(owner).heroDamage = total
        changed = levelUp(tx, owner, `dealt damage to ${playerName(tx.s, e.player)}`) || changed
      } else if (typeof e.card === 'string') mark.damaged.set(e.card, owner)
    } else if (e.type === 'moved' && e.from === 'battlefield' && e.to !== 'battlefield' && e.cause === 'sba') {
      const owner = mark.damaged.get(e.id as ObjId)
      const victim = tx.base.objects[e.id as ObjId] ?? tx.s.objects[e.id as ObjId]
      if (owner !== undefined && (!victim || isCreature(tx.s, victim))) {
        changed = levelUp(tx, owner, `killed ${victim ? tx.s.cards[victim.def].name : 'a creature'}`) || changed
      }
    }
  }
  // HE-10: 17 damage to players in total wins at once.
  for (let p = 0; p < tx.s.players.length && tx.s.phase !== 'ended'; p++) {
    if (tx.s.players[p].lost || (heroicExtra(tx.s, p).heroDamage ?? 0) < HERO_DAMAGE_TO_WIN) continue
    tx.log(
      `${playerName(tx.s, p)}'s hero has dealt ${heroicExtra(tx.s, p).heroDamage} damage to players (ruling HE-10: 17 wins)`,
    )
    endGame(tx, p)
    return true
  }
  // HE-10: four resolved casts from outside the game lose at the cleanup step, as a state-based action.
  if (tx.s.phase === 'turn' && tx.s.step === 'cleanup') {
    for (let p = 0; p < tx.s.players.length; p++) {
      if (tx.s.players[p].lost || (heroicExtra(tx.s, p).heroCasts ?? 0) < HERO_CAST_LIMIT) continue
      playerLoses(
        tx,
        p,
        `the hero cast from outside the game resolved ${heroicExtra(tx.s, p).heroCasts} times, ruling HE-10`,
      )
      changed = true
    }
  }
  return changed
}

/** Ruling HE-9: the first time each turn, the next level (kept for the game), then the level-up bonus. */
function levelUp(tx: Tx, player: PlayerIndex, why: string): boolean {
  const extra = heroicExtra(tx.s, player)
  if (extra.levelUpTurn === tx.s.turn || tx.s.players[player].lost) return false
  const level = Math.min(MAX_LEVEL, (extra.heroLevel ?? 0) + 1)
  const w = tx.playerExtra(player)
  w.levelUpTurn = tx.s.turn
  const gained = (extra.heroLevel ?? 0) < MAX_LEVEL
  w.heroLevel = level
  tx.log(
    gained
      ? `${playerName(tx.s, player)}'s hero ${why}: Hero Level ${level} — ${LEVEL_TEXT[level]} (ruling HE-9)`
      : `${playerName(tx.s, player)}'s hero ${why}: already at level ${MAX_LEVEL}, the level-up bonus still happens (ruling HE-9)`,
  )
  // The bonus: exile the top card face down and look at it; then a choice (`choose`).
  const top = tx.s.players[player].zones.library[0]
  const card = top ? moveObject(tx, top, 'exile', { cause: 'heroBonus', faceDown: true }) : null
  tx.log(
    card
      ? `${playerName(tx.s, player)} exiles the top card of their library face down and looks at it`
      : `${playerName(tx.s, player)}'s library is empty: no card to exile`,
  )
  const pending: BonusPending = { kind: BONUS_KIND, player, card }
  tx.set('pending', [...tx.s.pending, pending])
  return true
}

export function whyNotBonusChoice(s: GameState, a: ChooseAction): string | null {
  const d = pendingFor(s, a.player, BONUS_KIND) as BonusPending | undefined
  if (!d) return null
  const option = bonusOption(a, d)
  if (option === 'hand' && d.card && s.objects[d.card]?.zone === 'exile') return null
  if (option && MANA_OPTIONS.includes(option)) return null
  const card = d.card && s.objects[d.card] ? `"hand" (put ${nameOf(s, d.card)} into your hand) or ` : ''
  return `choose the level-up bonus: ${card}one mana of any type, "W", "U", "B", "R", "G" or "C" (ruling HE-9)`
}

/** `option` "hand" or a mana type; naming the exiled card in `cards` also means "hand". */
function bonusOption(a: ChooseAction, d: BonusPending): string | null {
  if (typeof a.option === 'string') return a.option.length === 1 ? a.option.toUpperCase() : a.option.toLowerCase()
  if (a.cards?.length === 1 && a.cards[0] === d.card) return 'hand'
  return null
}

export function applyBonusChoice(tx: Tx, a: ChooseAction): boolean {
  const d = pendingFor(tx.s, a.player, BONUS_KIND) as BonusPending | undefined
  if (!d) return false
  tx.set(
    'pending',
    tx.s.pending.filter((x) => x !== (d as unknown)),
  )
  const option = bonusOption(a, d)!
  const who = playerName(tx.s, a.player)
  if (option === 'hand') {
    moveObject(tx, d.card!, 'hand', { cause: 'heroBonus' })
    tx.log(`${who} puts the exiled card into their hand (ruling HE-9)`)
  } else {
    tx.player(a.player).manaPool = addMana(
      tx.s.players[a.player].manaPool,
      manaUnits(option, { persists: BONUS_PERSISTS }),
    )
    tx.log(`${who} adds {${option}}, kept until end of turn (ruling HE-9)`)
  }
  return true
}

export function bonusChoices(s: GameState, p: PlayerIndex): ChooseAction[] {
  const d = pendingFor(s, p, BONUS_KIND) as BonusPending | undefined
  if (!d) return []
  const out: ChooseAction[] = MANA_OPTIONS.map((option) => ({ type: 'choose', player: p, option }))
  if (d.card && s.objects[d.card]?.zone === 'exile') out.unshift({ type: 'choose', player: p, option: 'hand' })
  return out
}

/** The turn ends: bonus mana kept "until end of turn" empties (CR 106.4 with 906.10). */
export function emptyBonusMana(tx: Tx): void {
  emptyManaPools(tx, 'turn')
}
