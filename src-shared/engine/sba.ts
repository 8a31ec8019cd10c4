// State-based actions (CR 704) and the end of the game (CR 104).
import { settleAuraControl } from './controlAuras'
import { isSettled, type Tx } from './tx'
import type { CardObject, GameState, ObjId } from './types'
import type { CardFace } from '../cards/model'
import { faceAbilities, type FaceAbilities } from './abilities'
import {
  abilitiesOf,
  faceOf,
  isCreature,
  keywordsOf,
  livingPlayers,
  nameOf,
  playerName,
  powerToughness,
  staticSources,
} from './query'
import { matchesSpec } from './legalTargets'
import { destroy, leaveGame, moveObject, regenerationShield, totemArmor } from './zones'
import { protectedFrom } from './protection'

/** A player loses (CR 104.3) and leaves the game (CR 800.4a). */
export function playerLoses(tx: Tx, player: number, why: string): void {
  if (tx.s.players[player].lost) return
  tx.player(player).lost = true
  tx.log(`${playerName(tx.s, player)} loses the game (${why})`)
  tx.emit({ type: 'lost', player, why })
  leaveGame(tx, player)
}

/** CR 104.2a: the last player in the game wins; CR 104.4a: all lose at once → draw. */
export function checkGameOver(tx: Tx): void {
  if (tx.s.phase === 'ended') return
  const living = livingPlayers(tx.s)
  if (living.length === 1 && tx.s.players.length > 1) endGame(tx, living[0])
  else if (living.length === 0) endGame(tx, 'draw')
}

export function endGame(tx: Tx, winner: number | 'draw'): void {
  if (tx.s.phase === 'ended') return
  tx.set('winner', winner)
  tx.set('phase', 'ended')
  tx.set('priority', null)
  tx.set('pending', [])
  if (winner !== 'draw') {
    tx.player(winner).won = true
    tx.log(`${playerName(tx.s, winner)} wins the game`)
  } else tx.log('The game is a draw')
  tx.emit({ type: 'gameOver', winner })
}

/** Performs state-based actions until none apply (CR 704.3). Returns true when any happened. */
export function stateBasedActions(tx: Tx): boolean {
  // Most actions (passing priority) leave everything the check reads untouched: when those exact parts were already
  // checked with nothing to do, the answer is the same. Variants with their own checks always run them.
  const shortcut = !tx.variant.hooks.stateChecks && !tx.variant.hooks.sbaEnabled && untouched(tx)
  if (shortcut && knownClean(tx.s)) {
    checkGameOver(tx)
    return false
  }
  let any = false
  for (let guard = 0; guard < 50; guard++) {
    if (tx.s.phase === 'ended') return any
    const changed = settleAuraControl(tx) || oneRound(tx) || !!tx.variant.hooks.stateChecks?.(tx)
    if (!changed) break
    any = true
    checkGameOver(tx)
  }
  checkGameOver(tx)
  if (!tx.variant.hooks.stateChecks && !tx.variant.hooks.sbaEnabled && !any) {
    if (untouched(tx)) remember(tx.s)
    else lastClean.set(tx, { ...partsOf(tx.s), writes: tx.writes }) // remembered if the action ends with these parts
  }
  return any
}

type Parts = {
  objects: object
  battlefield: unknown
  players: unknown
  combat: unknown
  pending: unknown
  cards: unknown
}
const partsOf = (s: GameState): Parts => ({
  objects: s.objects,
  battlefield: s.battlefield,
  players: s.players,
  combat: s.combat,
  pending: s.pending,
  cards: s.cards,
})
const sameParts = (a: Parts, s: GameState): boolean =>
  a.objects === s.objects &&
  a.battlefield === s.battlefield &&
  a.players === s.players &&
  a.combat === s.combat &&
  a.pending === s.pending &&
  a.cards === s.cards

/** What the checks read, by objects table: parts of settled states found with no state-based action to perform. */
const checkedClean = new WeakMap<object, Parts>()
/** The parts a transaction's last check found clean, while they were still being written by it. */
const lastClean = new WeakMap<Tx, Parts & { writes: number }>()

function remember(s: GameState): void {
  checkedClean.set(s.objects, partsOf(s))
}

/**
 * When the action is over (its state settled): if its last check found nothing to do and nothing was written after
 * it, the final parts are known clean, so the next action's check can take the shortcut.
 */
export function rememberCleanCheck(tx: Tx): void {
  const mark = lastClean.get(tx)
  if (mark && mark.writes === tx.writes && sameParts(mark, tx.s) && isSettled(tx.s)) remember(tx.s)
}

/** Are the parts the checks read still those of the transaction's settled base state (unchanged by this action)? */
function untouched(tx: Tx): boolean {
  const s = tx.s
  const b = tx.base
  return (
    isSettled(b) &&
    s.objects === b.objects &&
    s.battlefield === b.battlefield &&
    s.players === b.players &&
    s.combat === b.combat &&
    s.pending === b.pending &&
    s.cards === b.cards
  )
}

function knownClean(s: GameState): boolean {
  const k = checkedClean.get(s.objects)
  return !!k && sameParts(k, s)
}

/** One simultaneous check of every SBA (CR 704.3). */
function oneRound(tx: Tx): boolean {
  const s = tx.s
  const hooks = tx.variant.hooks
  const losers: [number, string][] = []
  for (let p = 0; p < s.players.length; p++) {
    const player = s.players[p]
    if (player.lost) continue
    if (player.life <= 0 && (hooks.sbaEnabled?.(s, 'life') ?? true)) losers.push([p, '0 or less life, CR 704.5a'])
    else if (player.drewFromEmpty && (hooks.sbaEnabled?.(s, 'emptyLibrary') ?? true))
      losers.push([p, 'drew from an empty library, CR 704.5b'])
    else if (player.poison >= 10 && (hooks.sbaEnabled?.(s, 'poison') ?? true))
      losers.push([p, 'ten poison counters, CR 704.5c'])
    if (player.drewFromEmpty) tx.player(p).drewFromEmpty = false
  }
  const toGraveyard: [ObjId, string][] = []
  const toDestroy: ObjId[] = []
  const countersFix: ObjId[] = []
  const unattach: ObjId[] = []
  const legends = new Map<string, ObjId[]>()
  // Each permanent's face and abilities, read once; the permanents with static abilities (the sources of bonuses
  // to power, toughness and keywords, see staticSources) are found once for the whole check.
  const ids = s.battlefield
  const faces: (CardFace | null)[] = []
  const read: (FaceAbilities | null)[] = []
  const sources: CardObject[] = []
  for (const id of ids) {
    const face = faceOf(s, s.objects[id]) // null when face down: no types, no abilities (CR 708.2)
    const abilities = face ? faceAbilities(face) : null
    faces.push(face)
    read.push(abilities)
    if (abilities && abilities.statics.length > 0) sources.push(s.objects[id])
  }
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]
    const obj = s.objects[id]
    const face = faces[i]
    const creature = !!face && face.types.includes('Creature')
    if (creature) {
      const toughness = powerToughness(s, obj, sources).toughness
      if (toughness <= 0) toGraveyard.push([id, 'toughness 0 or less, CR 704.5f'])
      else if (obj.damage >= toughness || obj.deathtouched) {
        if (!keywordsOf(s, obj, sources).has('indestructible')) toDestroy.push(id) // CR 704.5g-h
      }
    }
    if (face && face.types.includes('Planeswalker') && (obj.counters.loyalty ?? 0) <= 0 && !creature)
      toGraveyard.push([id, '0 loyalty, CR 704.5i'])
    if (face && face.supertypes.includes('Legendary')) {
      const key = `${obj.controller}|${nameOf(s, id)}`
      legends.set(key, [...(legends.get(key) ?? []), id])
    }
    const abilities = read[i]
    const enchant = abilities?.statics.find((st) => st.kind === 'enchant')
    if (enchant && enchant.kind === 'enchant' && obj.zone === 'battlefield') {
      // CR 704.5m: an Aura attached to an illegal object or player, or to nothing, goes to the graveyard.
      const host = obj.attachedTo ? s.objects[obj.attachedTo] : undefined
      const player = obj.enchantsPlayer
      const ok = ['player', 'opponent'].includes(enchant.spec.what)
        ? player !== undefined &&
          !!s.players[player] &&
          !s.players[player].lost &&
          (enchant.spec.what === 'player' || player !== obj.controller)
        : !!host &&
          host.zone === 'battlefield' &&
          matchesSpec(s, enchant.spec, host, obj.controller) &&
          !protectedFrom(s, host, obj, keptOn(s, host, obj)) // CR 702.16d: can't be enchanted by what it has protection from
      if (!ok) toGraveyard.push([id, 'Aura not attached, CR 704.5m'])
    } else if (obj.attachedTo && face?.subtypes.includes('Aura')) {
      // An Aura whose "Enchant …" line is by hand (Corrupted Roots' "Enchant Forest or Plains"): the players judge
      // what it may enchant; once what it enchants has left the battlefield it is attached to nothing and goes to
      // the graveyard (CR 704.5m). One that enchants a card in a graveyard (Animate Dead) is left to the players.
      const host = s.objects[obj.attachedTo]
      if (!host || host.zone !== 'battlefield') {
        if (/^Enchant [^\n]*\bgraveyard\b/m.test(face.oracleText ?? '')) unattach.push(id)
        else toGraveyard.push([id, 'Aura not attached, CR 704.5m'])
      }
    } else if (obj.attachedTo) {
      const host = s.objects[obj.attachedTo]
      // CR 704.5n, 702.16d: Equipment on something that isn't a creature, or that has protection from it.
      if (!host || host.zone !== 'battlefield' || !isCreature(s, host) || protectedFrom(s, host, obj)) unattach.push(id)
      // CR 301.5c: an Equipment that's also a creature (Ensouled Scimitar animated) can't equip a creature.
      else if (face?.subtypes.includes('Equipment') && isCreature(s, obj)) unattach.push(id)
    }
    if ((obj.counters['+1/+1'] ?? 0) > 0 && (obj.counters['-1/-1'] ?? 0) > 0) countersFix.push(id)
  }
  // CR 704.5j: the legend rule is the controller's choice.
  const legendChoices = [...legends.values()].filter((ids) => ids.length > 1)
  let changed = losers.length + toGraveyard.length + toDestroy.length + countersFix.length + unattach.length > 0
  for (const id of countersFix) {
    // CR 704.5q: +1/+1 and -1/-1 counters annihilate.
    const o = tx.obj(id)
    const n = Math.min(o.counters['+1/+1'], o.counters['-1/-1'])
    const counters: Record<string, number> = {
      ...o.counters,
      '+1/+1': o.counters['+1/+1'] - n,
      '-1/-1': o.counters['-1/-1'] - n,
    }
    if (!counters['+1/+1']) delete counters['+1/+1']
    if (!counters['-1/-1']) delete counters['-1/-1']
    o.counters = counters
  }
  for (const id of unattach) tx.obj(id).attachedTo = null
  for (const [id, why] of toGraveyard) {
    if (!tx.s.objects[id]) continue
    tx.log(`${nameOf(tx.s, id)} is put into its owner's graveyard (${why})`)
    moveObject(tx, id, 'graveyard', { cause: 'sba' })
  }
  for (const id of toDestroy) {
    if (!tx.s.objects[id] || tx.s.objects[id].zone !== 'battlefield') continue
    // CR 701.15a: destruction by lethal or deathtouch damage is replaced by a regeneration shield.
    if (regenerationShield(tx.s.objects[id]) >= 0 || totemArmor(tx.s, tx.s.objects[id])) {
      destroy(tx, id, 'sba')
      continue
    }
    tx.log(
      `${nameOf(tx.s, id)} is destroyed (${tx.s.objects[id].deathtouched ? 'deathtouch damage, CR 704.5h' : 'lethal damage, CR 704.5g'})`,
    )
    moveObject(tx, id, 'graveyard', { cause: 'sba' })
  }
  for (const [p, why] of losers) {
    // CR 104.3: all at once; leaving happens after the checks.
    if (!tx.s.players[p].lost) {
      tx.player(p).lost = true
      tx.log(`${playerName(tx.s, p)} loses the game (${why})`)
      tx.emit({ type: 'lost', player: p, why })
    }
  }
  for (const [p] of losers) leaveGame(tx, p)
  for (const ids of legendChoices) {
    const alive = ids.filter((id) => tx.s.objects[id]?.zone === 'battlefield')
    if (alive.length < 2) continue
    const controller = tx.s.objects[alive[0]].controller
    if (tx.s.pending.some((d) => d.kind === 'legend' && (d.options as string[]).includes(alive[0]))) continue
    tx.set('pending', [...tx.s.pending, { kind: 'legend', player: controller, options: alive }])
    changed = true
  }
  return changed && losers.length + toGraveyard.length + toDestroy.length + countersFix.length + unattach.length > 0
}

/** "This effect doesn't remove ~" (CR 702.16d): the host's keywords without the Aura's own grant, else undefined. */
function keptOn(s: GameState, host: CardObject, aura: CardObject): Set<string> | undefined {
  if (!abilitiesOf(s, aura)?.statics.some((st) => st.kind === 'attachedPump' && st.keepsSelf)) return undefined
  return keywordsOf(
    s,
    host,
    staticSources(s).filter((o) => o.id !== aura.id),
  )
}
