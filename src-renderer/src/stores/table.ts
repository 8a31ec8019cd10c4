// The table's interaction state (not game state): where the dragged card may be dropped, the attack and block
// plans being built, the open card menu. The card being dragged and the cast/activate prompt (targets, X,
// Phyrexian life) are the session statechart's (stores/session: its `dragging` and `deciding` states).
// Every legality question goes to the engine (checkAction and its queries); this store only gathers choices.
import { defineStore } from 'pinia'
import { computed, reactive, ref, shallowRef } from 'vue'
import { abilitiesOf, faceOf, legalTargets, nameOf, pendingFor, playerName, targetName } from '@shared/engine'
import { formatManaCost } from '@shared/mana'
import type { Action, GameState, ObjId, PlayerIndex, Target, TargetSpec } from '@shared/engine'
import type { AlternativeKind } from '@shared/engine/ast'
import { abilityRef, describeSpec, spellOptionalTargets, spellTargetSpecs } from '@shared/engine/actions'
import { attackTargets, sameTarget, whyCantAttack } from '@shared/engine/combat'
import { whyCantBlock } from '@shared/engine/blocking'
import { forPlayers, useGameStore } from './game'
import { useSessionStore } from './session'
import type { CastPrompt } from './session'
import { useSettingsStore } from './settings'

export type { CastPrompt } from './session'

/** A drop target: a player's battlefield, the stack, a player, a card, or a player's zone. */
export type DropKey = string
export const dropKeys = {
  battlefield: (p: PlayerIndex) => `battlefield:${p}`,
  stack: () => 'stack',
  player: (p: PlayerIndex) => `player:${p}`,
  card: (id: ObjId) => `card:${id}`,
  zone: (p: PlayerIndex, zone: string) => `zone:${p}:${zone}`,
}

export const MANUAL_MOVE_ZONES = ['hand', 'battlefield', 'graveyard', 'exile', 'library', 'libraryBottom', 'command']

export const useTableStore = defineStore('table', () => {
  const game = useGameStore()
  const settings = useSettingsStore()
  const session = useSessionStore()
  /** The card being dragged (the session's `dragging` state). */
  const dragging = computed<ObjId | null>({
    get: () => session.context.dragging,
    set: (card) => session.send(card ? { type: 'DRAG.START', card } : { type: 'DRAG.END' }),
  })
  /** For the card being dragged: each drop target's action (legal ones only: highlighted). */
  const drops = shallowRef<Map<DropKey, Action>>(new Map())
  const attackPlan = ref<{ card: ObjId; target: Target }[]>([])
  const blockPlan = ref<{ card: ObjId; blocks: ObjId }[]>([])
  /** The cast/activate prompt (the session's `deciding` state); reactive, so its fields can be edited in place. */
  const prompt = computed<CastPrompt | null>({
    get: () => session.context.prompt,
    set: (next) =>
      session.send(
        next ? { type: 'PROMPT.OPEN', prompt: reactive({ ...next }) as CastPrompt } : { type: 'PROMPT.CLOSE' },
      ),
  })
  const menuFor = ref<ObjId | null>(null)
  const menuAt = ref<{ x: number; y: number } | null>(null)
  const previewId = ref<ObjId | null>(null)
  /** A card chosen for the manual tools ("resolve by hand"). */
  const manualCard = ref<ObjId | null>(null)

  const real = (): GameState | null => game.state
  /** The player the table acts for: the seated player, a defender blocking on the public view (CR 509.1), or a
   *  player acting in a variant's public step there (Combat Rules' abilities and fights, MCR-8). */
  const me = computed<PlayerIndex | null>(() => game.viewer ?? game.decidingFor ?? game.publicActor)

  function reset(): void {
    dragging.value = null
    drops.value = new Map()
    attackPlan.value = []
    blockPlan.value = []
    prompt.value = null
    menuFor.value = null
    manualCard.value = null
    previewId.value = null
  }

  /** Reports a refusal in the engine's words (shown by the table's error banner), without a scenario's field hints
   *  (`("faceDown": true, …)`: the contract's words, not a player's). */
  function refuse(reason: string): string {
    game.error = forPlayers(reason)
    return game.error
  }

  /**
   * Auto-tap off (Settings): spells and abilities are paid only from the mana pool, which the player fills by
   * clicking lands (`pay.tap: []` names no source to tap, CR 601.2g). Auto-tap on: the engine taps for the cost.
   */
  function prepare(action: Action): Action {
    if (settings.settings.autoTap !== false || (action.type !== 'cast' && action.type !== 'activate')) return action
    const pay = (action as { pay?: { tap?: ObjId[]; phyrexianLife?: number } }).pay ?? {}
    return pay.tap ? action : { ...action, pay: { ...pay, tap: [] } }
  }

  function act(action: Action): string | null {
    const reason = game.act(prepare(action))
    if (!reason) {
      menuFor.value = null
      // A decision answered: plans for it are done.
      const s = real()
      if (!s || !s.pending.some((d) => d.kind === 'declareAttackers')) attackPlan.value = []
      if (!s || !s.pending.some((d) => d.kind === 'declareBlockers')) blockPlan.value = []
    }
    return reason
  }

  // ---- casting and activating ----

  function costInfo(s: GameState, id: ObjId): { x: boolean; phyrexian: number } {
    const cost = faceOf(s, s.objects[id])?.manaCost
    const symbols = cost?.symbols ?? []
    return {
      x: symbols.some((sym) => sym.kind === 'variable'),
      phyrexian: symbols.filter((sym) => sym.kind === 'phyrexian').length,
    }
  }

  /** Starts casting a card from the hand (or with flashback, from the graveyard), or for an alternative cost (evoke,
   *  dash, blitz, surge; CR 118.9): asks for targets, X, Phyrexian payment and an optional kicker only when the
   *  spell needs them. */
  function cast(id: ObjId, targets: Target[] = [], alternative?: AlternativeKind): string | null {
    const s = real()
    const p = me.value
    if (!s || p === null) return null
    const specs = castSpecs(s, id, alternative)
    const { x, phyrexian } = costInfo(s, id)
    const need = specs ? specs.length : 0
    const abilities = abilitiesOf(s, s.objects[id])
    const optionalMana = abilities?.kicker ?? abilities?.buyback
    // Multikicker (CR 702.33c): how many times to pay it, asked as a number.
    const multikicker = abilities?.multikicker ? formatManaCost(abilities.multikicker) : null
    // Casualty N (CR 702.153a): an optional sacrifice, paid as the contract's `kicked`.
    const n = abilities?.casualty
    const optionalCost = optionalMana
      ? formatManaCost(optionalMana)
      : n
        ? `casualty ${n}: sacrifice a creature with power ${n} or greater`
        : null
    // Flashback and the like from the graveyard (CR 702.34a); a foretold card from exile (CR 702.143a).
    const zone = s.objects[id]?.zone
    const from = zone === 'graveyard' || zone === 'exile' ? (zone as 'graveyard' | 'exile') : undefined
    if (!x && !phyrexian && !optionalCost && !multikicker && targets.length === need)
      return act({
        type: 'cast',
        player: p,
        card: id,
        ...(targets.length ? { targets } : {}),
        ...(from ? { from } : {}),
        ...(alternative ? { alternative } : {}),
      })
    // Ask the engine first: a card that can't be cast at all says why now, not after the prompt.
    const reason = whyCastable(s, p, id, alternative)
    if (reason) return refuse(reason)
    prompt.value = {
      kind: 'cast',
      card: id,
      specs,
      targets: [...targets],
      x: x ? 1 : null,
      phyrexian,
      phyrexianLife: 0,
      ...(optionalCost ? { kicker: optionalCost, kicked: false } : {}),
      ...(multikicker ? { multikicker, multikicks: 0 } : {}),
      ...(from ? { from } : {}),
      ...(alternative ? { alternative } : {}),
      ...(spellOptionalTargets(abilities?.spell) ? { optional: spellOptionalTargets(abilities?.spell) } : {}),
    }
    return null
  }

  /** The spell's targets; bestowed, the creature it will enchant (CR 702.103b). */
  function castSpecs(s: GameState, id: ObjId, alternative?: AlternativeKind): TargetSpec[] | null {
    if (alternative === 'overload') return [] // CR 702.96b: it doesn't target
    return alternative === 'bestow' ? [{ what: 'creature' }] : spellTargetSpecs(s, id)
  }

  /** The engine's reason a card can't be cast now with any targets, or null. */
  function whyCastable(s: GameState, p: PlayerIndex, id: ObjId, alternative?: AlternativeKind): string | null {
    const spell = abilitiesOf(s, s.objects[id])?.spell
    const all = castSpecs(s, id, alternative) ?? []
    // "one or two targets" (CR 601.2c): the required ones are enough to ask.
    const specs = all.slice(0, all.length - spellOptionalTargets(spell))
    const targets: Target[] = []
    for (const spec of specs) {
      const t = legalTargets(s, spec, p, id)[0]
      if (!t) return `${nameOf(s, id)} has no legal target: it needs ${describeSpec(spec)} (CR 115)`
      targets.push(t)
    }
    const { x } = costInfo(s, id)
    const a: Action = {
      type: 'cast',
      player: p,
      card: id,
      ...(targets.length ? { targets } : {}),
      ...(x ? { x: 0 } : {}),
      ...(s.objects[id]?.zone === 'graveyard' || s.objects[id]?.zone === 'exile' ? { from: s.objects[id].zone } : {}),
      ...(alternative ? { alternative } : {}),
    }
    return game.why(prepare(a))
  }

  function activate(id: ObjId, ability: number): string | null {
    const s = real()
    const p = me.value
    if (!s || p === null) return null
    const ref = abilityRef(s, id, ability)
    if (!ref) return refuse(`${nameOf(s, id)} has no such ability`)
    const specs = ref.text.automated ? ref.text.targets : null
    const loyaltyX = ref.kind === 'loyalty' && !!faceOf(s, s.objects[id])?.loyaltyAbilities[ability]?.x
    const costX = !!ref.text.cost?.symbols.some((sym) => sym.kind === 'variable')
    // Cycling and other abilities of a card in the hand or graveyard (CR 602.2, 702.29a).
    const zone = s.objects[id]?.zone
    const from = zone === 'hand' || zone === 'graveyard' ? (zone as 'hand' | 'graveyard') : undefined
    if (!loyaltyX && !costX && (!specs || specs.length === 0))
      return act({ type: 'activate', player: p, card: id, ability, ...(from ? { from } : {}) })
    prompt.value = {
      kind: 'activate',
      card: id,
      ability,
      specs,
      targets: [],
      x: loyaltyX || costX ? 1 : null,
      phyrexian: 0,
      phyrexianLife: 0,
      ...(from ? { from } : {}),
    }
    return null
  }

  /** The legal choices for the prompt's next target (from the engine's legalTargets). */
  const targetChoices = computed<Target[]>(() => {
    const s = real()
    const pr = prompt.value
    if (!s || !pr || me.value === null) return []
    if (pr.specs === null) {
      const all: Target[] = s.players.map((_, i) => ({ player: i }))
      for (const id of s.battlefield) all.push({ card: id })
      return all
    }
    const spec = pr.specs[pr.targets.length]
    return spec ? legalTargets(s, spec, me.value, pr.card) : []
  })

  const promptNeedsTarget = computed(() => {
    const pr = prompt.value
    return !!pr && pr.specs !== null && pr.targets.length < pr.specs.length - (pr.optional ?? 0)
  })

  function chooseTarget(t: Target): void {
    const pr = prompt.value
    if (!pr) return
    if (pr.specs !== null && pr.targets.length >= pr.specs.length) return
    prompt.value = { ...pr, targets: [...pr.targets, t] }
  }

  function promptAction(): Action | null {
    const pr = prompt.value
    const p = me.value
    if (!pr || p === null) return null
    const base = {
      player: p,
      card: pr.card,
      ...(pr.targets.length ? { targets: pr.targets } : {}),
      ...(pr.x !== null ? { x: pr.x } : {}),
      ...(pr.phyrexianLife ? { pay: { phyrexianLife: pr.phyrexianLife } } : {}),
      ...(pr.from ? { from: pr.from } : {}),
      ...(pr.kind === 'cast' && pr.alternative ? { alternative: pr.alternative } : {}),
    }
    if (pr.kind === 'cast' && pr.kicked) return { type: 'cast', kicked: true, ...base }
    if (pr.kind === 'cast' && pr.multikicks) return { type: 'cast', multikicker: pr.multikicks, ...base }
    return pr.kind === 'cast' ? { type: 'cast', ...base } : { type: 'activate', ability: pr.ability ?? 0, ...base }
  }

  function confirmPrompt(): string | null {
    const a = promptAction()
    if (!a) return null
    const reason = act(a)
    if (!reason) prompt.value = null
    return reason
  }

  function cancelPrompt(): void {
    prompt.value = null
    game.error = null
  }

  function describeTarget(t: Target): string {
    const s = real()
    return s ? targetName(s, t) + ('player' in t ? ' (player)' : '') : ''
  }

  function promptSpecText(): string {
    const pr = prompt.value
    if (!pr) return ''
    if (pr.specs === null) return 'any targets the text names (resolved by hand)'
    const spec = pr.specs[pr.targets.length]
    return spec ? describeSpec(spec) : ''
  }

  // ---- combat plans ----

  function toggleAttacker(card: ObjId, target?: Target): string | null {
    const s = real()
    const p = me.value
    if (!s || p === null) return null
    if (!pendingFor(s, p, 'declareAttackers'))
      return refuse(
        game.why({
          type: 'declareAttackers',
          player: p,
          attackers: [{ card, target: target ?? { player: (p + 1) % s.players.length } }],
        }) ?? 'Not now',
      )
    const existing = attackPlan.value.find((a) => a.card === card)
    if (existing && !target) {
      attackPlan.value = attackPlan.value.filter((a) => a.card !== card)
      return null
    }
    const t = target ?? defaultAttackTarget(s, p)
    if (!t) return refuse('There is no one to attack')
    const next = [...attackPlan.value.filter((a) => a.card !== card), { card, target: t }]
    const reason = whyNotAttacker(s, p, card, t)
    if (reason) return refuse(reason)
    attackPlan.value = next
    game.error = null
    return null
  }

  /**
   * The engine's reason this creature can't attack that target (CR 508.1a), or null. A requirement on the whole
   * declaration ("attacks each combat if able", CR 508.1d) is checked on confirm: a plan is built one by one.
   */
  function whyNotAttacker(s: GameState, p: PlayerIndex, card: ObjId, target: Target): string | null {
    const reason = game.why({ type: 'declareAttackers', player: p, attackers: [{ card, target }] })
    if (!reason) return null
    const fine = !whyCantAttack(s, s.objects[card], p) && attackTargets(s, p).some((t) => sameTarget(t, target))
    return fine ? null : reason
  }

  function defaultAttackTarget(s: GameState, p: PlayerIndex): Target | null {
    for (let k = 1; k < s.players.length; k++) {
      const q = (p + k) % s.players.length
      if (!s.players[q].lost) return { player: q }
    }
    return null
  }

  function confirmAttackers(): string | null {
    const p = me.value
    if (p === null) return null
    return act({ type: 'declareAttackers', player: p, attackers: attackPlan.value })
  }

  function toggleBlocker(card: ObjId, attacker?: ObjId): string | null {
    const s = real()
    const p = me.value
    if (!s || p === null) return null
    if (!pendingFor(s, p, 'declareBlockers'))
      return refuse(game.why({ type: 'declareBlockers', player: p, blockers: [] }) ?? 'Not now')
    if (!attacker) {
      const existing = blockPlan.value.find((b) => b.card === card)
      if (existing) {
        blockPlan.value = blockPlan.value.filter((b) => b.card !== card)
        return null
      }
      attacker = s.combat?.attackers.find((a) => !whyCantBlock(s, s.objects[card], s.objects[a.id], p))?.id
      if (!attacker)
        return refuse(
          whyCantBlock(s, s.objects[card], s.objects[s.combat?.attackers[0]?.id ?? ''], p) ??
            `${nameOf(s, card)} can't block`,
        )
    }
    const reason = whyCantBlock(s, s.objects[card], s.objects[attacker], p)
    if (reason) return refuse(capitalize(reason))
    blockPlan.value = [...blockPlan.value.filter((b) => b.card !== card), { card, blocks: attacker }]
    game.error = null
    return null
  }

  function confirmBlockers(): string | null {
    const p = me.value
    if (p === null) return null
    return act({ type: 'declareBlockers', player: p, blockers: blockPlan.value })
  }

  // ---- drag and drop ----

  /** Works out, once per drag, the action each drop target would take; only those the engine accepts are kept. */
  function startDrag(id: ObjId): void {
    dragging.value = id
    const s = real()
    const p = me.value
    const out = new Map<DropKey, Action>()
    if (!s || p === null || !s.objects[id]) {
      drops.value = out
      return
    }
    for (const [key, action] of candidateDrops(s, p, id)) {
      if (out.has(key)) continue
      if (key.startsWith('card:') && action.type === 'declareBlockers') {
        const b = (action as { blockers: { card: ObjId; blocks: ObjId }[] }).blockers[0]
        if (!whyCantBlock(s, s.objects[b.card], s.objects[b.blocks], p)) out.set(key, action)
      } else if (action.type === 'declareAttackers') {
        const a = (action as { attackers: { card: ObjId; target: Target }[] }).attackers[0]
        if (!whyNotAttacker(s, p, a.card, a.target)) out.set(key, action)
      } else if (!game.why(prepare(action))) out.set(key, action)
    }
    drops.value = out
  }

  /** Every drop this card could make, legal or not (the engine decides). */
  function candidateDrops(s: GameState, p: PlayerIndex, id: ObjId): [DropKey, Action][] {
    const obj = s.objects[id]
    const out: [DropKey, Action][] = []
    const types = faceOf(s, obj)?.types ?? []
    if (obj.zone === 'hand' && obj.owner === p) {
      if (types.includes('Land')) out.push([dropKeys.battlefield(p), { type: 'playLand', player: p, card: id }])
      else {
        const specs = spellTargetSpecs(s, id)
        const { x } = costInfo(s, id)
        if (!specs || specs.length === 0) {
          const a: Action = { type: 'cast', player: p, card: id, ...(x ? { x: 0 } : {}) }
          out.push([dropKeys.stack(), a])
          if (types.some((t) => ['Creature', 'Artifact', 'Enchantment', 'Planeswalker', 'Battle'].includes(t)))
            out.push([dropKeys.battlefield(p), a])
        } else if (specs.length === 1) {
          // Drop a one-target spell on its target: a player or a card.
          for (let q = 0; q < s.players.length; q++)
            out.push([dropKeys.player(q), { type: 'cast', player: p, card: id, targets: [{ player: q }] }])
          for (const other of s.battlefield)
            out.push([dropKeys.card(other), { type: 'cast', player: p, card: id, targets: [{ card: other }] }])
          for (const item of s.stack)
            if (item.kind === 'spell')
              out.push([dropKeys.card(item.id), { type: 'cast', player: p, card: id, targets: [{ card: item.id }] }])
          const first = legalTargets(s, specs[0], p, id)[0]
          if (first) out.push([dropKeys.stack(), { type: 'cast', player: p, card: id, targets: [first] }])
        } else {
          out.push([
            dropKeys.stack(),
            {
              type: 'cast',
              player: p,
              card: id,
              targets: specs.map((sp) => legalTargets(s, sp, p, id)[0]).filter(Boolean),
            },
          ])
        }
      }
    }
    if (obj.zone === 'battlefield' && obj.controller === p) {
      if (pendingFor(s, p, 'declareAttackers')) {
        for (let q = 0; q < s.players.length; q++)
          if (q !== p) {
            out.push([
              dropKeys.player(q),
              { type: 'declareAttackers', player: p, attackers: [{ card: id, target: { player: q } }] },
            ])
          }
      }
      if (pendingFor(s, p, 'declareBlockers')) {
        for (const a of s.combat?.attackers ?? [])
          out.push([
            dropKeys.card(a.id),
            { type: 'declareBlockers', player: p, blockers: [{ card: id, blocks: a.id }] },
          ])
      }
    }
    // Manual moves to any of the player's zones (a logged manual action).
    if (obj.owner === p || obj.controller === p) {
      for (const zone of ['hand', 'graveyard', 'exile', 'library']) {
        if (zone !== obj.zone)
          out.push([dropKeys.zone(obj.owner, zone), { type: 'manual', player: p, op: 'move', card: id, to: zone }])
      }
      // From the graveyard, exile… onto the battlefield by hand (from the hand: cast or play it, or use "Move to…").
      if (obj.zone !== 'battlefield' && obj.zone !== 'hand')
        out.push([dropKeys.battlefield(p), { type: 'manual', player: p, op: 'move', card: id, to: 'battlefield' }])
    }
    return out
  }

  function endDrag(): void {
    dragging.value = null
    drops.value = new Map()
  }

  const isLegalDrop = (key: DropKey): boolean => drops.value.has(key)

  /** A drop: the legal action for that target, or the engine's reason why not. */
  function drop(key: DropKey, id: ObjId | null = dragging.value): string | null {
    const s = real()
    const p = me.value
    if (!s || p === null || !id) return null
    const action = drops.value.get(key) ?? (dragging.value === id ? null : null)
    endDrag()
    if (action) return perform(action)
    // Not legal: say why in the engine's words (the first candidate for this target).
    const candidate = candidateDrops(s, p, id).find(([k]) => k === key)
    if (!candidate) return refuse(`${nameOf(s, id)} can't go there`)
    const [, a] = candidate
    if (a.type === 'declareAttackers') {
      const at = (a as { attackers: { card: ObjId; target: Target }[] }).attackers[0]
      return refuse(whyNotAttacker(s, p, at.card, at.target) ?? `${nameOf(s, id)} can't go there`)
    }
    if (a.type === 'declareBlockers') {
      const b = (a as { blockers: { card: ObjId; blocks: ObjId }[] }).blockers[0]
      return refuse(
        capitalize(whyCantBlock(s, s.objects[b.card], s.objects[b.blocks], p) ?? 'That block is not possible'),
      )
    }
    return refuse(game.why(prepare(a)) ?? `${nameOf(s, id)} can't go there`)
  }

  /** Performs a drop's action: combat drops add to the plan, casts may still ask for X. */
  function perform(action: Action): string | null {
    if (action.type === 'declareAttackers') {
      const a = (action as { attackers: { card: ObjId; target: Target }[] }).attackers[0]
      return toggleAttacker(a.card, a.target)
    }
    if (action.type === 'declareBlockers') {
      const b = (action as { blockers: { card: ObjId; blocks: ObjId }[] }).blockers[0]
      return toggleBlocker(b.card, b.blocks)
    }
    if (action.type === 'cast') {
      const c = action as { card: ObjId; targets?: Target[] }
      return cast(c.card, c.targets ?? [])
    }
    return act(action)
  }

  /**
   * A card's main action (click, Enter): a target for the open prompt, an attacker or blocker for the plan, a
   * land's mana, a land to play or a spell to cast, the card for the manual tools; otherwise its menu.
   */
  function primary(id: ObjId): string | null {
    const s = real()
    const p = me.value
    if (!s || p === null || !s.objects[id]) {
      openMenu(id)
      return null
    }
    const obj = s.objects[id]
    if (answerTriggerTarget(s, p, { card: id })) return null
    if (prompt.value) {
      const t = { card: id }
      if (targetChoices.value.some((c) => 'card' in c && c.card === id)) {
        chooseTarget(t)
        return null
      }
      return refuse(`${nameOf(s, id)} is not a legal target: choose ${promptSpecText()}`)
    }
    if (pendingFor(s, p, 'manual')) {
      manualCard.value = id
      return null
    }
    if (obj.zone === 'battlefield' && obj.controller === p) {
      if (pendingFor(s, p, 'declareAttackers')) return toggleAttacker(id)
      if (pendingFor(s, p, 'declareBlockers')) return toggleBlocker(id)
      if ((faceOf(s, obj)?.manaAbilities.length ?? 0) > 0 && !obj.tapped)
        return act({ type: 'activateMana', player: p, card: id })
    }
    if (obj.zone === 'hand' && obj.owner === p) {
      if (faceOf(s, obj)?.types.includes('Land')) return act({ type: 'playLand', player: p, card: id })
      return cast(id)
    }
    openMenu(id)
    return null
  }

  /** A triggered ability waiting for its target (CR 603.3d): a click on a legal one on the table chooses it. */
  function answerTriggerTarget(s: GameState, p: PlayerIndex, t: Target): boolean {
    if (pendingFor(s, p)?.kind !== 'triggerTargets') return false
    const action: Action = { type: 'choose', player: p, targets: [t] }
    if (game.why(action)) return false
    return act(action) === null
  }

  function choosePlayer(q: PlayerIndex): string | null {
    const s = real()
    if (!s) return null
    const p = me.value
    if (p !== null && answerTriggerTarget(s, p, { player: q })) return null
    if (prompt.value) {
      if (targetChoices.value.some((c) => 'player' in c && c.player === q)) {
        chooseTarget({ player: q })
        return null
      }
      return refuse(`${playerName(s, q)} is not a legal target: choose ${promptSpecText()}`)
    }
    return null
  }

  // ---- menus ----

  function openMenu(id: ObjId, at: { x: number; y: number } | null = null): void {
    menuFor.value = id
    menuAt.value = at
  }

  function closeMenu(): void {
    menuFor.value = null
  }

  function playerLabel(p: PlayerIndex): string {
    const s = real()
    return s ? playerName(s, p) : `Player ${p + 1}`
  }

  return {
    dragging,
    drops,
    attackPlan,
    blockPlan,
    prompt,
    menuFor,
    menuAt,
    previewId,
    manualCard,
    targetChoices,
    promptNeedsTarget,
    reset,
    act,
    refuse,
    cast,
    activate,
    chooseTarget,
    confirmPrompt,
    cancelPrompt,
    describeTarget,
    promptSpecText,
    toggleAttacker,
    confirmAttackers,
    toggleBlocker,
    confirmBlockers,
    startDrag,
    endDrag,
    isLegalDrop,
    drop,
    perform,
    openMenu,
    closeMenu,
    playerLabel,
    candidateDrops,
    primary,
    choosePlayer,
  }
})

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
