// Blocking (CR 509): who may block whom (evasion, landwalk, restrictions), block requirements (lures, CR 509.1c),
// and the legal blocks offered.
import type { CardObject, GameState, ObjId, PlayerIndex } from './types'
import {
  abilitiesOf,
  colorsOf,
  faceOf,
  hasType,
  isLand,
  isCreature,
  keywordsOf,
  staticSources,
  selfRestricted,
  nameOf,
  powerOf,
  anthemRequires,
} from './query'
import { matchesSpec } from './legalTargets'
import { protectedFrom } from './protection'
import { specText } from './specText'
import type { TargetSpec } from './ast'
import { restrictedBy, defenderOf, attachedBlockers, attachedRestricts, whoActsAlone } from './combat'

/** Why `blocker` can't block `attacker` now (CR 509.1a-b, 702.9b flying, 702.17 reach), or null. */
export function whyCantBlock(
  state: GameState,
  blocker: CardObject | undefined,
  attacker: CardObject | undefined,
  player: PlayerIndex,
  /** The battlefield's static sources, when the caller asks about many pairs of one unchanged state. */
  sources?: CardObject[],
): string | null {
  if (!blocker || blocker.zone !== 'battlefield') return 'it is not on the battlefield'
  const name = nameOf(state, blocker.id)
  if (blocker.controller !== player) return `you don't control ${name}`
  if (!isCreature(state, blocker)) return `${name} is not a creature`
  if (blocker.tapped) return `${name} is tapped`
  if (restrictedBy(state, blocker, 'cantBlock', sources)) return `${name} can't block`
  if (!attacker || !state.combat?.attackers.some((a) => a.id === attacker.id)) return 'that creature is not attacking'
  const attack = state.combat.attackers.find((a) => a.id === attacker.id)!
  if (defenderOf(state, attack.target) !== player)
    return `${nameOf(state, attacker.id)} is not attacking you or your planeswalkers`
  const unblockable = abilitiesOf(state, attacker)?.statics.find((s) => s.kind === 'cantBeBlocked')
  const allowed = (spec?: TargetSpec) => !!spec && matchesSpec(state, spec, blocker, player)
  if (unblockable && unblockable.kind === 'cantBeBlocked') {
    if (!allowed(unblockable.exceptBy) && !allowed(unblockable.orExceptBy))
      return `${nameOf(state, attacker.id)} can't be blocked${unblockable.exceptBy ? ' except as its text says' : ''} (CR 509.1b)`
  }
  // An Aura's or Equipment's "enchanted creature can't be blocked except by Walls" (Invisibility, CR 509.1b).
  for (const r of attachedBlockers(state, attacker))
    if (!allowed(r.exceptBy) && !allowed(r.orExceptBy))
      return `${nameOf(state, attacker.id)} can't be blocked except as its Aura or Equipment says (CR 509.1b)`
  const akw = keywordsOf(state, attacker, sources)
  const bkw = keywordsOf(state, blocker, sources)
  if (akw.has('flying')) {
    if (!bkw.has('flying') && !bkw.has('reach'))
      return `${nameOf(state, attacker.id)} has flying: only creatures with flying or reach can block it (CR 702.9b)`
  }
  return whyEvasion(state, attacker, blocker, akw, bkw, player, sources)
}

const LANDWALK: Record<string, string> = {
  swampwalk: 'Swamp',
  islandwalk: 'Island',
  forestwalk: 'Forest',
  mountainwalk: 'Mountain',
  plainswalk: 'Plains',
}

/** Evasion and the other blocking restrictions (CR 509.1b): landwalk, shadow, horsemanship, fear, intimidate,
 *  skulk, protection, "can block only …", "can't be blocked by …", and "can't be blocked this turn". */
function whyEvasion(
  state: GameState,
  attacker: CardObject,
  blocker: CardObject,
  akw: ReadonlySet<string>,
  bkw: ReadonlySet<string>,
  defender: PlayerIndex,
  sources?: CardObject[],
): string | null {
  const a = nameOf(state, attacker.id)
  const b = nameOf(state, blocker.id)
  for (const [kw, type] of Object.entries(LANDWALK)) {
    if (akw.has(kw) && defenderControls(state, defender, (o) => faceOf(state, o)?.subtypes.includes(type) ?? false))
      return `${a} has ${kw} and you control a ${type} (CR 702.14c)`
  }
  if (
    akw.has('nonbasic landwalk') &&
    defenderControls(state, defender, (o) => !(faceOf(state, o)?.supertypes.includes('Basic') ?? false))
  )
    return `${a} has nonbasic landwalk and you control a nonbasic land (CR 702.14c)`
  if (akw.has('shadow') && !bkw.has('shadow'))
    return `${a} has shadow: only creatures with shadow can block it (CR 702.28b)`
  if (bkw.has('shadow') && !akw.has('shadow'))
    return `${b} has shadow: it can block only creatures with shadow (CR 702.28b)`
  if (akw.has('horsemanship') && !bkw.has('horsemanship'))
    return `${a} has horsemanship: only creatures with horsemanship can block it (CR 702.31b)`
  const artifactCreature = hasType(state, blocker, 'Artifact')
  const bColors = colorsOf(state, blocker)
  if (akw.has('fear') && !artifactCreature && !bColors.includes('B'))
    return `${a} has fear: only artifact creatures and black creatures can block it (CR 702.36b)`
  if (akw.has('intimidate') && !artifactCreature && !colorsOf(state, attacker).some((c) => bColors.includes(c)))
    return `${a} has intimidate: only artifact creatures and creatures that share a color with it can block it (CR 702.13b)`
  if (akw.has('skulk') && powerOf(state, blocker) > powerOf(state, attacker))
    return `${a} has skulk: creatures with greater power can't block it (CR 702.118b)`
  if (protectedFrom(state, attacker, blocker, akw)) return `${a} has protection from ${b} (CR 702.16e)`
  if (
    abilitiesOf(state, attacker)?.statics.some((st) => st.kind === 'weakerCantBlock') &&
    powerOf(state, blocker) < powerOf(state, attacker)
  )
    return `creatures with power less than ${a}'s can't block it (CR 509.1b)`
  if (attacker.mods?.some((m) => m.cantBeBlocked)) return `${a} can't be blocked this turn (CR 509.1b)`
  if (attachedRestricts(state, attacker, 'cantBeBlocked', sources) || selfRestricted(state, attacker, 'cantBeBlocked'))
    return `${a} can't be blocked (CR 509.1b)`
  if (blocker.mods?.some((m) => m.cantBlockId === attacker.id)) return `${b} can't block ${a} this turn (CR 509.1b)`
  for (const st of abilitiesOf(state, attacker)?.statics ?? [])
    if (st.kind === 'cantBeBlockedBy' && matchesSpec(state, st.spec, blocker, defender, bkw as Set<string>))
      return `${a} can't be blocked by ${b} (CR 509.1b)`
  for (const st of abilitiesOf(state, blocker)?.statics ?? [])
    if (st.kind === 'cantBlockThese' && matchesSpec(state, st.spec, attacker, blocker.controller, akw as Set<string>))
      return `${b} can't block ${specText(st.spec)} (CR 509.1b)`
  for (const st of abilitiesOf(state, blocker)?.statics ?? [])
    if (st.kind === 'canBlockOnly' && !matchesSpec(state, st.spec, attacker, blocker.controller, akw as Set<string>))
      return `${b} can block only ${specText(st.spec)} (CR 509.1b)`
  return null
}

function defenderControls(state: GameState, player: PlayerIndex, test: (o: CardObject) => boolean): boolean {
  return state.battlefield.some((id) => {
    const o = state.objects[id]
    return o.controller === player && isLand(state, o) && test(o)
  })
}

type Block = { card: ObjId; blocks: ObjId }

export function validateBlockers(state: GameState, player: PlayerIndex, blockers: Block[]): string | null {
  const restricted = blockRestrictions(state, player, blockers)
  if (restricted || !hasBlockRequirements(state, player)) return restricted
  const better = betterBlocks(state, player, blockers)
  if (!better) return null
  const added = better.find((b) => !blockers.some((x) => x.card === b.card && x.blocks === b.blocks))!
  return `${nameOf(state, added.card)} must block ${nameOf(state, added.blocks)}: the declaration must obey as many blocking requirements as it can (CR 509.1c)`
}

/** The blocking requirements (CR 509.1c) that apply: lure, "must be blocked if able", "blocks each combat if able".
 *  Not in games recorded before they were enforced (game option `attackRequirements: false`). */
function hasBlockRequirements(state: GameState, player: PlayerIndex): boolean {
  if (state.options.attackRequirements === false || !state.combat) return false
  const has = (id: ObjId, kinds: string[]) =>
    !!abilitiesOf(state, state.objects[id])?.statics.some((st) => kinds.includes(st.kind))
  const lured = lureAuraHosts(state)
  const sources = staticSources(state)
  return (
    state.combat.attackers.some((a) => requirementOf(state, a.id, lured) !== null) ||
    state.battlefield.some(
      (id) =>
        state.objects[id].controller === player &&
        (has(id, ['blocksEachCombat']) ||
          blocksEachCombat(state, id, sources) ||
          !!state.objects[id].mods?.some((m) => m.mustBlock)),
    )
  )
}

/** How many blocking requirements a declaration obeys (CR 509.1c). */
function requirementsObeyed(state: GameState, player: PlayerIndex, blockers: Block[], able: Map<ObjId, ObjId[]>) {
  let n = 0
  const lured = lureAuraHosts(state)
  const sources = staticSources(state) // one unchanged state: once, not once per creature
  for (const a of state.combat?.attackers ?? []) {
    const kind = requirementOf(state, a.id, lured)
    if (kind === 'lure')
      for (const [c, can] of able)
        if (can.includes(a.id) && blockers.some((b) => b.card === c && b.blocks === a.id)) n++
    if (kind === 'mustBeBlocked' && blockers.some((b) => b.blocks === a.id)) n++
  }
  for (const [c, can] of able) {
    if (blocksEachCombat(state, c, sources) && blockers.some((b) => b.card === c)) n++
    // Provoke (CR 702.39a): "block that creature if able".
    for (const m of state.objects[c].mods ?? [])
      if (m.mustBlock && can.includes(m.mustBlock) && blockers.some((b) => b.card === c && b.blocks === m.mustBlock))
        n++
  }
  return n
}

/** "~ blocks each combat if able", "~ attacks or blocks each combat if able", "All creatures block each combat if
 *  able", "target creature blocks this turn if able" (CR 509.1c). */
function blocksEachCombat(state: GameState, id: ObjId, sources?: CardObject[]): boolean {
  const o = state.objects[id]
  return (
    !!abilitiesOf(state, o)?.statics.some(
      (st) => st.kind === 'blocksEachCombat' || (st.kind === 'attacksEachCombat' && st.orBlocks),
    ) ||
    !!o.mods?.some((m) => m.blocks) ||
    anthemRequires(state, o, 'blocks', sources)
  )
}

/** The permanents with an Aura that says "All creatures able to block enchanted creature do so." (CR 509.1c) */
function lureAuraHosts(state: GameState): Set<ObjId> {
  const out = new Set<ObjId>()
  for (const a of state.battlefield) {
    const aura = state.objects[a]
    if (aura.attachedTo && abilitiesOf(state, aura)?.statics.some((st) => st.kind === 'attachedRestriction' && st.lure))
      out.add(aura.attachedTo)
  }
  return out
}

/** An attacker's blocking requirement, by its text or this turn (CR 509.1c): 'lure', 'mustBeBlocked', or null.
 *  `lured`: `lureAuraHosts(state)`, read once for all attackers. */
function requirementOf(state: GameState, id: ObjId, lured: Set<ObjId>): 'lure' | 'mustBeBlocked' | null {
  const o = state.objects[id]
  if (!o) return null
  const statics = abilitiesOf(state, o)?.statics ?? []
  if (o.mods?.some((m) => m.lure) || statics.some((st) => st.kind === 'lure') || lured.has(id)) return 'lure'
  if (o.mods?.some((m) => m.mustBeBlocked) || statics.some((st) => st.kind === 'mustBeBlocked')) return 'mustBeBlocked'
  return null
}

/** A legal declaration that obeys more blocking requirements than `blockers` by one creature's change (CR 509.1c:
 *  the maximum number of requirements without breaking a restriction), or null when there is none. */
export function betterBlocks(state: GameState, player: PlayerIndex, blockers: Block[]): Block[] | null {
  const able = new Map(possibleBlocks(state, player).map((o) => [o.card, o.canBlock]))
  const base = requirementsObeyed(state, player, blockers, able)
  for (const [c, can] of able) {
    const own = blockers.filter((b) => b.card === c)
    for (const a of can) {
      if (own.some((b) => b.blocks === a)) continue
      const instead = [...blockers.filter((b) => b.card !== c), { card: c, blocks: a }]
      const also = own.length ? [...blockers, { card: c, blocks: a }] : null
      for (const next of also ? [also, instead] : [instead])
        if (requirementsObeyed(state, player, next, able) > base && blockRestrictions(state, player, next) === null)
          return next
    }
  }
  return null
}

/** `blockers` changed until they obey as many blocking requirements as one creature's changes reach (CR 509.1c). */
export function meetBlockRequirements(state: GameState, player: PlayerIndex, blockers: Block[]): Block[] {
  let cur = blockers
  if (!hasBlockRequirements(state, player)) return cur
  for (let i = 0; i < 32; i++) {
    const next = betterBlocks(state, player, cur)
    if (!next) return cur
    cur = next
  }
  return cur
}

/** Blocking restrictions (CR 509.1a-b, 506.5, 702.110b): each block allowed, and the declaration as a whole. */
function blockRestrictions(state: GameState, player: PlayerIndex, blockers: Block[]): string | null {
  const seen = new Set<ObjId>()
  const count = new Map<ObjId, number>()
  const sources = staticSources(state) // one unchanged state: once, not once per block
  const byCard = new Map<ObjId, Block[]>()
  for (const b of blockers) byCard.set(b.card, [...(byCard.get(b.card) ?? []), b])
  for (const b of blockers) {
    const why = whyCantBlock(state, state.objects[b.card], state.objects[b.blocks], player, sources)
    if (why)
      return `${state.objects[b.card] ? nameOf(state, b.card) : 'That card'} can't block${state.objects[b.blocks] ? ' ' + nameOf(state, b.blocks) : ''}: ${why}`
    const already = byCard.get(b.card)!
    if (already.length > 1) {
      // CR 509.1a: one attacker each, unless an ability lets it block more.
      if (already.filter((x) => x.blocks === b.blocks).length > 1)
        return `${nameOf(state, b.card)} is declared as blocking ${nameOf(state, b.blocks)} twice`
      const extra = extraBlocks(state, state.objects[b.card])
      if (already.length > 1 + extra)
        return `${nameOf(state, b.card)} can only block ${extra === 0 ? 'one creature' : `${1 + extra} creatures`} (CR 509.1a)`
    }
    seen.add(b.card)
    count.set(b.blocks, (count.get(b.blocks) ?? 0) + 1)
  }
  const alone = whoActsAlone(
    state,
    blockers.map((b) => b.card),
    true,
  )
  if (alone) return `${alone} can't block alone (CR 506.5)`
  for (const [attacker, n] of count) {
    // CR 702.110b: menace — can't be blocked except by two or more creatures.
    if (n === 1 && keywordsOf(state, state.objects[attacker], sources).has('menace')) {
      return `${nameOf(state, attacker)} has menace: it can't be blocked except by two or more creatures (CR 702.110b)`
    }
    // CR 509.1b-c: "can't be blocked except by two or more creatures", "… by more than one creature".
    for (const st of abilitiesOf(state, state.objects[attacker])?.statics ?? []) {
      if (st.kind !== 'blockerCount') continue
      if (st.min && n < st.min)
        return `${nameOf(state, attacker)} can't be blocked except by ${st.min} or more creatures (CR 509.1b)`
      if (st.max && n > st.max)
        return `${nameOf(state, attacker)} can't be blocked by more than ${st.max === 1 ? 'one creature' : `${st.max} creatures`} (CR 509.1c)`
    }
  }
  return null
}

/** How many more attackers than one a creature may block (CR 509.1a): "can block an additional creature each
 *  combat", "can block any number of creatures". */
function extraBlocks(state: GameState, obj: CardObject | undefined): number {
  let n = 0
  for (const st of (obj && abilitiesOf(state, obj)?.statics) || [])
    if (st.kind === 'extraBlocks') n = st.count === 'any' ? Infinity : n + st.count
  return n
}

/** For each untapped creature of `player`, the attackers it could block. */
export function possibleBlocks(state: GameState, player: PlayerIndex): { card: ObjId; canBlock: ObjId[] }[] {
  const out: { card: ObjId; canBlock: ObjId[] }[] = []
  const attackers = state.combat?.attackers ?? []
  const sources = staticSources(state) // one unchanged state: once, not once per pair
  for (const id of state.battlefield) {
    const o = state.objects[id]
    if (o.controller !== player || !isCreature(state, o) || o.tapped) continue
    const canBlock = attackers
      .filter((a) => whyCantBlock(state, o, state.objects[a.id], player, sources) === null)
      .map((a) => a.id)
    if (canBlock.length) out.push({ card: id, canBlock })
  }
  return out
}
