// Hero abilities (rule 13.4–13.5, rulings MH-10 and MH-11): `heroAbility` with `ability` (index of the printed
// loyalty abilities), `x` and `targets`. Sorcery timing, once per turn; the cost is two mana, each of any colour
// (colourless can't pay it), plus life equal to the absolute loyalty cost (X included), which needs life ≥ that
// amount. The last ability is the ultimate: it also costs the planeswalker's mana cost, and each player may use
// one ultimate per game, whatever hero they have then. The ability uses the stack like a loyalty ability and
// resolves through the engine's text automation, or as "resolve by hand".
import { textWithTargets } from '../../engine/logWords'
import type { LoyaltyAbility } from '../../cards/model'
import type { ManaCost, ManaSymbol } from '../../mana/types'
import { COLORS } from '../../mana/types'
import type { ActionHandler } from '../../engine/variant'
import type { EffectText } from '../../engine/abilities'
import type { GameState, PlayerIndex, StackItem, Target, VariantAction } from '../../engine/types'
import { describeSpec, whyNoPriority } from '../../engine/actions'
import { sorceryTiming } from '../../engine/flow'
import { canAfford, payCost } from '../../engine/mana'
import { abilitiesOf, faceOf, nameOf, playerName } from '../../engine/query'
import { legalTargets, targetIsLegal, targetName } from '../../engine/legalTargets'
import { variantById } from '../../engine/registry'
import { heroExtra, heroOf } from './heroZone'

export interface HeroAbilityAction extends VariantAction {
  type: 'heroAbility'
  ability: number
  x?: number
  targets?: Target[]
}

/** Two mana of any colour: every pair of colours (the order doesn't matter). Colourless can't pay (ruling MH-10). */
const COLOR_PAIRS: ManaSymbol[][] = []
for (let i = 0; i < COLORS.length; i++) {
  for (let j = i; j < COLORS.length; j++)
    COLOR_PAIRS.push([
      { kind: 'colored', color: COLORS[i] },
      { kind: 'colored', color: COLORS[j] },
    ])
}
const TWO_GENERIC: ManaSymbol = { kind: 'generic', amount: 2 }

/** Is it the ultimate (the last printed ability, ruling MH-11)? */
export function isUltimate(abilities: LoyaltyAbility[], index: number): boolean {
  return index === abilities.length - 1
}

/** The life to pay: the absolute loyalty cost, X for ±X (ruling MH-10: always lost, even for a + ability). */
export function lifeCost(ability: LoyaltyAbility, x: number): number {
  return ability.x ? x : Math.abs(ability.amount ?? 0)
}

/**
 * A concrete mana cost the player can pay now for the hero ability (ruling MH-10: two mana of any colour;
 * MH-11: plus the planeswalker's mana cost for the ultimate), or null when none can be paid.
 */
export function heroManaCost(state: GameState, player: PlayerIndex, extra: ManaCost | null): ManaCost | null {
  // States are never changed in place: the answer for a state, player and extra cost can be remembered.
  let memo = costMemo.get(state)
  if (!memo) costMemo.set(state, (memo = new Map()))
  const key = `${player}|${extra ? JSON.stringify(extra.symbols) : ''}`
  if (memo.has(key)) return memo.get(key)!
  const cost = findHeroManaCost(state, player, extra)
  memo.set(key, cost)
  return cost
}

const costMemo = new WeakMap<GameState, Map<string, ManaCost | null>>()

function findHeroManaCost(state: GameState, player: PlayerIndex, extra: ManaCost | null): ManaCost | null {
  const base = extra?.symbols.filter((sym) => sym.kind !== 'variable') ?? []
  // Quick rejection: if even two generic mana can't be paid on top, no pair of colours can.
  if (!canAfford(state, player, { symbols: [...base, TWO_GENERIC] })) return null
  for (const pair of COLOR_PAIRS) {
    const cost = { symbols: [...base, ...pair] }
    if (canAfford(state, player, cost)) return cost
  }
  return null
}

interface Resolved {
  ability: LoyaltyAbility
  text: EffectText | undefined
  ultimate: boolean
  life: number
  heroId: string
}

function resolveAbility(s: GameState, a: HeroAbilityAction): Resolved | string {
  const hero = heroOf(s, a.player)
  if (!hero) return 'you have no hero in your Hero Zone'
  const face = faceOf(s, hero)
  const abilities = face?.loyaltyAbilities ?? []
  const index = a.ability
  if (!Number.isInteger(index) || index < 0 || index >= abilities.length) {
    return `${nameOf(s, hero.id)} has ${abilities.length} loyalty abilit${abilities.length === 1 ? 'y' : 'ies'}: "ability" must be 0 to ${abilities.length - 1}`
  }
  const ability = abilities[index]
  if (ability.x && (a.x === undefined || !Number.isInteger(a.x) || a.x < 0))
    return 'choose X for this ability: "x", a whole number, 0 or more (ruling MH-10)'
  if (!ability.x && a.x !== undefined && a.x !== 0) return `${nameOf(s, hero.id)}'s ability ${ability.cost} has no X`
  const text = abilitiesOf(s, hero)?.loyalty[index]
  return { ability, text, ultimate: isUltimate(abilities, index), life: lifeCost(ability, a.x ?? 0), heroId: hero.id }
}

function checkTargets(
  s: GameState,
  text: EffectText | undefined,
  targets: Target[],
  player: PlayerIndex,
  source: string,
): string | null {
  if (!text || !text.automated) {
    // Text the engine doesn't read: the player names the targets by hand; each must exist (CR 601.2c).
    for (const t of targets) {
      if ('player' in t ? !s.players[t.player] || s.players[t.player].lost : !s.objects[t.card])
        return `${'player' in t ? `player ${t.player}` : 'that card'} can't be targeted`
    }
    return null
  }
  if (targets.length !== text.targets.length)
    return `the ability needs ${text.targets.length} target${text.targets.length === 1 ? '' : 's'} (CR 601.2c), got ${targets.length}`
  for (let i = 0; i < targets.length; i++) {
    if (!targetIsLegal(s, text.targets[i], targets[i], player, source))
      return `${targetName(s, targets[i])} is not a legal target for the ability: the target must be ${describeSpec(text.targets[i])} (CR 115)`
  }
  return null
}

export function whyCantUseHero(s: GameState, a: HeroAbilityAction): string | null {
  const why = whyNoPriority(s, a.player)
  if (why) return why
  const timing = sorceryTiming(s, variantById(s.variant).chart, a.player)
  if (timing) return `Hero abilities can be activated only at sorcery speed: ${timing} (ruling MH-10)`
  const r = resolveAbility(s, a)
  if (typeof r === 'string') return r
  const extra = heroExtra(s, a.player)
  const name = nameOf(s, r.heroId)
  if (extra.heroUsedTurn === s.turn)
    return `${name} has already used a hero ability this turn (ruling MH-10: once per turn)`
  if (r.ultimate && extra.ultimateUsed)
    return 'you have already used an ultimate ability this game (ruling MH-11: once per game, even with a new hero)'
  const player = s.players[a.player]
  if (player.life < r.life)
    return `paying ${r.life} life needs at least ${r.life} life; you have ${player.life} (ruling MH-10)`
  const targetWhy = checkTargets(s, r.text, a.targets ?? [], a.player, r.heroId)
  if (targetWhy) return targetWhy
  const pwCost = r.ultimate ? (faceOf(s, s.objects[r.heroId])?.manaCost ?? null) : null
  if (!heroManaCost(s, a.player, pwCost)) {
    const also = r.ultimate ? ` plus ${name}'s mana cost ${faceOf(s, s.objects[r.heroId])?.manaCostText ?? ''}` : ''
    return `You can't pay two mana of any colour${also} (colourless mana doesn't count, ruling ${r.ultimate ? 'MH-11' : 'MH-10'})`
  }
  return null
}

export const heroAbility: ActionHandler<HeroAbilityAction> = {
  validate: whyCantUseHero,
  apply(tx, a) {
    const r = resolveAbility(tx.s, a) as Resolved
    const hero = tx.s.objects[r.heroId]
    const face = faceOf(tx.s, hero)!
    const cost = heroManaCost(tx.s, a.player, r.ultimate ? face.manaCost : null)
    const failed = payCost(tx, a.player, cost)
    if (failed) throw new Error(`internal: hero ability payment failed after validation: ${failed}`)
    if (r.life > 0) tx.player(a.player).life = tx.s.players[a.player].life - r.life // a cost: not prevented, not "life loss" replaced
    const extra = tx.playerExtra(a.player)
    extra.heroUsedTurn = tx.s.turn
    if (r.ultimate) extra.ultimateUsed = true
    const item: StackItem = {
      id: tx.newId('a'),
      kind: 'ability',
      source: hero.id,
      controller: a.player,
      targets: a.targets ?? [],
      ability: `loyalty:${a.ability}`,
      text: r.text?.text ?? r.ability.text,
      def: hero.def,
      face: hero.face ?? 0,
    }
    if (a.x !== undefined) item.x = a.x
    tx.stack().push(item)
    tx.set('passes', 0)
    const targets = item.targets.map((t) => targetName(tx.s, t))
    const paid = `${cost?.symbols.map((sym) => (sym.kind === 'colored' ? `{${sym.color}}` : sym.kind === 'generic' ? `{${sym.amount}}` : '')).join('') ?? ''} and ${r.life} life`
    tx.log(
      `${playerName(tx.s, a.player)} ${r.ultimate ? 'uses the ultimate of' : 'activates'} ${nameOf(tx.s, hero.id)} [${r.ability.cost}] paying ${paid}: ${textWithTargets(item.text, targets)}`,
    )
  },
  enumerate(s, p) {
    if (s.priority !== p || s.pending.length || s.phase !== 'turn' || s.active !== p) return []
    const hero = heroOf(s, p)
    if (!hero || heroExtra(s, p).heroUsedTurn === s.turn) return []
    if (sorceryTiming(s, variantById(s.variant).chart, p)) return []
    const abilities = faceOf(s, hero)?.loyaltyAbilities ?? []
    const texts = abilitiesOf(s, hero)?.loyalty ?? []
    const out: HeroAbilityAction[] = []
    for (let i = 0; i < abilities.length; i++) {
      let lists: Target[][] = [[]]
      const text = texts[i]
      if (text?.automated) {
        for (const spec of text.targets) {
          const next: Target[][] = []
          for (const prefix of lists)
            for (const t of legalTargets(s, spec, p, hero.id)) if (next.length < 6) next.push([...prefix, t])
          lists = next
        }
      }
      for (const targets of lists) {
        const a: HeroAbilityAction = { type: 'heroAbility', player: p, ability: i }
        if (targets.length) a.targets = targets
        if (abilities[i].x) a.x = 1
        if (!whyCantUseHero(s, a)) out.push(a)
      }
    }
    return out
  },
}
