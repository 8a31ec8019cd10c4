// The opponent model in combat beyond pumps: the visible activated abilities a player answers a fight with. A
// regeneration shield it can pay ("{G}: Regenerate ~", CR 701.19) keeps its creature alive through lethal damage; a
// tap that deals damage ("{T}: ~ deals 1 damage to any target") finishes a creature its fight leaves short; a tap that
// destroys ("{T}: Destroy target tapped creature") takes the best attacker (CR 602.2, 509.4).
import type { Action, CardObject, GameState, ObjId, PlayerIndex } from '../engine/types'
import { abilitiesOf } from '../engine/query'
import { affordable, manaOnly, openLands, type AbilityCost, type ManaCostParts } from './openMana'
import { creatureValue, stats } from './evaluate'
import { settle, tryApply } from './sim'
import { readyAbilities, type ReadyAbility } from './readyAbilities'

type Stats = ReturnType<typeof stats>

/** What the model reads of an activated ability that may answer a fight. */
interface AnswerAbility extends ReadyAbility {
  targets?: { what?: string; tapped?: boolean }[]
  cost?: AbilityCost | null
  effects?: { kind: string; amount?: unknown; subject?: unknown; target?: unknown }[]
}

/** An answer a permanent gives: its ability, what it does to one target creature, its cost. */
export interface AbilityAnswer extends ManaCostParts {
  source: ObjId
  ability: number
  /** Damage dealt to the target, or Infinity for a destroy. */
  damage: number
  /** Only a tapped creature may be its target ("destroy target tapped creature"). */
  tappedOnly: boolean
}

/** A regeneration shield a creature can give itself with mana alone (CR 701.19a). */
function regeneration(s: GameState, o: CardObject): (ManaCostParts & { ability: number }) | null {
  const list = abilitiesOf(s, o)?.activated ?? []
  for (let ability = 0; ability < list.length; ability++) {
    const a = list[ability] as unknown as AnswerAbility
    if (a.tap || a.sacrificeSelf || a.sorcery || a.automated === false || a.targets?.length) continue
    const effects = a.effects ?? []
    if (effects.length !== 1 || effects[0].kind !== 'regenerate' || effects[0].subject !== 'self') continue
    const mana = manaOnly(a.cost ?? undefined)
    if (mana && (mana.colors.length || mana.generic)) return { ...mana, ability }
  }
  return null
}

/** Whether `o`'s controller can pay a regeneration shield for it now: it survives one lethal fight. */
export function canRegenerate(s: GameState, o: CardObject): boolean {
  const r = regeneration(s, o)
  return !!r && affordable(openLands(s, o.controller), r) > 0
}

const answersMemo = new WeakMap<GameState, Map<PlayerIndex, AbilityAnswer[]>>()

/** The answers `p`'s untapped permanents can give against one target creature: a tap or mana ability dealing a fixed
 *  amount of damage to it, or destroying it (CR 602.2; a creature's tap needs it under control since the turn began,
 *  CR 302.6). */
export function abilityAnswers(s: GameState, p: PlayerIndex): AbilityAnswer[] {
  return readyAbilities<AnswerAbility, AbilityAnswer>(answersMemo, s, p, (a, source, ability) => {
    if (a.targets?.length !== 1 || !['any', 'creature'].includes(a.targets[0].what ?? '')) return
    const effects = a.effects ?? []
    if (effects.length !== 1) return
    const e = effects[0]
    let damage = 0
    if (e.kind === 'damage' && e.target === 0 && typeof e.amount === 'number') damage = e.amount
    else if (e.kind === 'destroy' && (e.subject as { target?: number } | undefined)?.target === 0) damage = Infinity
    if (damage <= 0) return
    const mana = manaOnly(a.cost ?? undefined)
    if (!mana || (!a.tap && !mana.colors.length && !mana.generic)) return // free and repeatable: left to the engine
    return { source, ability, damage, tappedOnly: !!a.targets[0].tapped, ...mana }
  })
}

/** The most damage one of `p`'s answers adds to a fight it can pay for now (a destroy counts as Infinity). */
export function answerDamage(s: GameState, p: PlayerIndex): number {
  const answers = abilityAnswers(s, p)
  if (!answers.length) return 0
  let byPlayer = damageMemo.get(s)
  const known = byPlayer?.get(p)
  if (known !== undefined) return known
  const lands = openLands(s, p)
  let best = 0
  for (const a of answers) if (!a.tappedOnly && affordable(lands, a) > 0) best = Math.max(best, a.damage)
  if (!byPlayer) damageMemo.set(s, (byPlayer = new Map()))
  byPlayer.set(p, best)
  return best
}

const damageMemo = new WeakMap<GameState, Map<PlayerIndex, number>>()

function dealt(a: Stats): number {
  return a.power <= 0 ? 0 : a.power * (a.keywords.has('double strike') ? 2 : 1)
}

/**
 * After blocks, `q` answers the fights with its visible abilities: a regeneration shield for each of its creatures the
 * fight would kill, then its damage and destroy abilities on the most valuable opposing creature in combat that they
 * kill (where the fight alone doesn't). Returns the position with the activations resolved, or the position unchanged.
 */
export function answerFights(s: GameState, q: PlayerIndex, fights: Map<ObjId, ObjId[]>): GameState {
  const combat = s.combat
  if (!combat || s.priority !== q) return s
  let cur = s
  const inCombat = [...new Set([...combat.attackers.map((a) => a.id), ...fights.keys()])]
  const damageFrom = (x: GameState, id: ObjId) =>
    (fights.get(id) ?? []).reduce(
      (n, f) => n + (x.objects[f]?.zone === 'battlefield' ? dealt(stats(x, x.objects[f])) : 0),
      0,
    )
  // Regeneration: a shield for each of q's fighters whose fight is lethal to it.
  for (const id of inCombat) {
    const o = cur.objects[id]
    if (!o || o.controller !== q || !fights.has(id)) continue
    const r = regeneration(cur, o)
    if (!r || affordable(openLands(cur, q), r) < 1) continue
    const me = stats(cur, o)
    if (me.keywords.has('indestructible') || damageFrom(cur, id) < Math.max(1, me.toughness)) continue
    const next = tryApply(cur, { type: 'activate', player: q, card: id, ability: r.ability } as Action)
    if (next) cur = settle(next)
  }
  // Damage and destroy: each answer once, on the most valuable opposing creature in combat it kills.
  const used = new Set<ObjId>()
  for (const answer of abilityAnswers(cur, q)) {
    if (used.has(answer.source) || affordable(openLands(cur, q), answer) < 1) continue
    let best: { id: ObjId; value: number } | null = null
    for (const id of inCombat) {
      const o = cur.objects[id]
      if (!o || o.zone !== 'battlefield' || o.controller === q) continue
      if (answer.tappedOnly && !o.tapped) continue
      const st = stats(cur, o)
      if (st.keywords.has('indestructible')) continue
      const already = damageFrom(cur, id) + (o.damage ?? 0)
      // A fight that kills it already needs no help (deathtouch from a fighter too).
      const foes = (fights.get(id) ?? []).map((f) => cur.objects[f]).filter(Boolean)
      const deathtouch = foes.some((f) => stats(cur, f).keywords.has('deathtouch') && dealt(stats(cur, f)) > 0)
      if (deathtouch || already >= st.toughness) continue
      if (already + answer.damage < st.toughness) continue
      const value = creatureValue(cur, o)
      if (value > (best?.value ?? -Infinity)) best = { id, value }
    }
    if (!best) continue
    const next = tryApply(cur, {
      type: 'activate',
      player: q,
      card: answer.source,
      ability: answer.ability,
      targets: [{ card: best.id }],
    } as Action)
    if (!next) continue
    used.add(answer.source)
    cur = settle(next)
  }
  return cur
}
