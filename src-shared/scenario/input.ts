// Validation of a scenario file's input (the scenario contract): every problem names its field.
import { MANUAL_OPS } from '../engine/actions/manual'
import { ScenarioError } from '../engine/scenarioError'

export interface ScenarioInput {
  variant: string
  seed: number
  start?: number
  description?: string
  options?: Record<string, unknown>
  cards?: unknown[]
  players: {
    name: string
    deck?: string | string[]
    sideboard?: string | string[]
    hero?: string
    [k: string]: unknown
  }[]
  state?: Record<string, unknown> & { players?: Record<string, unknown>[] }
  actions: Record<string, unknown>[]
  expect?: Record<string, unknown>
}

const TOP_FIELDS = [
  'variant',
  'seed',
  'start',
  'options',
  'cards',
  'players',
  'state',
  'actions',
  'expect',
  'description',
]
const PLAYER_FIELDS = ['name', 'deck', 'sideboard', 'hero']
const STATE_FIELDS = ['turn', 'active', 'step', 'round', 'players', 'marked', 'priority']
export const STATE_PLAYER_FIELDS = [
  'life',
  'poison',
  'energy',
  'hand',
  'library',
  'battlefield',
  'graveyard',
  'exile',
  'command',
  'outside',
  'manaPool',
  'counters',
]
const BATTLEFIELD_FIELDS = [
  'name',
  'tapped',
  'sick',
  'counters',
  'damage',
  'faceDown',
  'attachedTo',
  'token',
  'controller',
]
export const ACTION_FIELDS: Record<string, string[]> = {
  keep: [],
  mulligan: ['cards'],
  bottom: ['cards'],
  chooseHero: ['card'],
  placeCreatures: ['slots'],
  playLand: ['card', 'from', 'faceDown', 'as', 'face'], // extension: face, a modal double-faced card's (CR 712.8)
  activateMana: ['card', 'produce', 'ability'],
  cast: [
    'card',
    'targets',
    'x',
    'as',
    'pay',
    'from',
    'sacrifice',
    'slot',
    'modes',
    'kicked',
    'divide',
    'discard',
    'alternative',
    'faceDown',
    'replicate', // extension: CR 702.56a
    'multikicker', // extension: CR 702.33c
    'copyTargets', // extension: the copies' new targets, one list per copy (CR 707.10c)
    'assist', // extension: CR 702.132a
    'splice', // extension: CR 702.47a
    'tap', // convoke, improvise (CR 702.51a, 702.126a)
    'exile', // extension: delve (CR 702.66a)
    'face', // extension: a split card's half or a modal double-faced card's face, 0-based (CR 709.3, 712.7)
  ],
  activate: [
    'card',
    'ability',
    'targets',
    'modes',
    'x',
    'pay',
    'from',
    'sacrifice',
    'discard',
    'crew',
    'returnAttacker',
    'tap',
    'divide',
  ], // extensions: modes (CR 700.2), crew, returnAttacker; tap: crew (CR 702.122a); divide (CR 602.2b)
  heroAbility: ['ability', 'x', 'targets'],
  pass: [],
  declareAttackers: ['attackers'],
  declareBlockers: ['blockers'],
  fight: ['card'],
  setSpells: ['cards'],
  announce: ['card', 'as'],
  discard: ['cards'],
  manual: ['op', 'card', 'to', 'amount', 'kind', 'target'],
  done: [],
  choose: ['cards', 'option', 'targets', 'top', 'bottom', 'graveyard', 'order', 'modes', 'divide'], // divide: a trigger's (CR 603.3d)
  concede: [],
  assignDamage: ['attacker', 'damage'], // extension: docs/scenarios.md
  passUntil: ['step', 'turn'],
  turnFaceUp: ['card'], // CR 702.37e: extension (docs/scenarios.md)
  suspend: ['card'], // CR 702.62a: extension (docs/scenarios.md)
  foretell: ['card'], // CR 702.143a: extension (docs/scenarios.md)
  companion: ['card'], // CR 702.139a: extension (docs/scenarios.md)
  special: ['action', 'card'], // a special action (CR 116.2)
  computer: ['level'], // the computer decides for the player (at most COMPUTER_LIMIT decisions)
}

/** The special actions a `special` action takes (CR 116.2), each also an action type of its own. */
export const SPECIAL_ACTIONS = ['suspend', 'foretell', 'turnFaceUp', 'companion']

/** Action types that act for every player, so they name none. */
const NO_PLAYER_ACTIONS = ['passUntil']

/** A prepared zone holds at most this many cards (as a deck list does: MAX_DECK_CARDS). */
const MAX_ZONE_CARDS = 4000

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function unknownFields(obj: Record<string, unknown>, allowed: string[], where: string): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key))
      throw new ScenarioError(where ? `${where}.${key}` : key, `unknown field (allowed: ${allowed.join(', ')})`)
  }
}

function isDeck(v: unknown): boolean {
  return typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string'))
}

/** Checks the shape of a scenario; `extraPlayerStateFields` are the variant's per-player state fields. */
export function validateScenario(
  raw: unknown,
  extraPlayerStateFields: string[] = [],
  knownVariants: string[] = [],
  /** The variant's house-rule option ids: any other option is refused (given: the variant is known). */
  optionIds?: string[],
  /** The options' default values: a value given must be of the same kind (true/false, text, a number). */
  optionDefaults: Record<string, unknown> = {},
): ScenarioInput {
  if (!isObject(raw)) throw new ScenarioError('(file)', 'a scenario is a JSON object')
  unknownFields(raw, TOP_FIELDS, '')
  if (typeof raw.variant !== 'string')
    throw new ScenarioError(
      'variant',
      `required: the variant's id${knownVariants.length ? ` (one of ${knownVariants.join(', ')})` : ''}`,
    )
  if (knownVariants.length && !knownVariants.includes(raw.variant)) {
    throw new ScenarioError('variant', `"${raw.variant}" is not available (available: ${knownVariants.join(', ')})`)
  }
  if (typeof raw.seed !== 'number' || !Number.isInteger(raw.seed))
    throw new ScenarioError('seed', 'required: a whole number')
  if (raw.description !== undefined && typeof raw.description !== 'string')
    throw new ScenarioError('description', 'must be text')
  if (raw.options !== undefined && !isObject(raw.options))
    throw new ScenarioError('options', 'must be an object of house-rule options')
  if (raw.options !== undefined && optionIds) {
    for (const key of Object.keys(raw.options as object))
      if (!optionIds.includes(key))
        throw new ScenarioError(
          `options.${key}`,
          `unknown house-rule option (${raw.variant} has ${optionIds.length ? optionIds.join(', ') : 'none'})`,
        )
  }
  for (const [key, value] of Object.entries((raw.options as Record<string, unknown> | undefined) ?? {})) {
    const d = optionDefaults[key]
    if (['boolean', 'string', 'number'].includes(typeof d) && typeof value !== typeof d)
      throw new ScenarioError(
        `options.${key}`,
        `must be ${typeof d === 'boolean' ? 'true or false' : typeof d === 'string' ? 'text' : 'a number'}, not ${JSON.stringify(value)}`,
      )
  }
  if (raw.cards !== undefined && !Array.isArray(raw.cards))
    throw new ScenarioError('cards', 'must be an array of Scryfall card objects')
  if (!Array.isArray(raw.players) || raw.players.length === 0)
    throw new ScenarioError('players', 'required: a non-empty array of players')
  raw.players.forEach((p, i) => {
    const where = `players[${i}]`
    if (!isObject(p)) throw new ScenarioError(where, 'must be an object with a "name"')
    unknownFields(p, PLAYER_FIELDS, where)
    if (typeof p.name !== 'string' || !p.name.trim())
      throw new ScenarioError(`${where}.name`, "required: the player's name")
    if (p.deck === undefined && raw.state === undefined)
      throw new ScenarioError(
        `${where}.deck`,
        'required when there is no "state": deck list text or an array of card names',
      )
    if (p.deck !== undefined && !isDeck(p.deck))
      throw new ScenarioError(`${where}.deck`, 'must be deck list text or an array of card names')
    if (p.sideboard !== undefined && !isDeck(p.sideboard))
      throw new ScenarioError(`${where}.sideboard`, 'must be deck list text or an array of card names')
    if (p.hero !== undefined && typeof p.hero !== 'string')
      throw new ScenarioError(`${where}.hero`, 'must be a card name')
  })
  const playerCount = (raw.players as unknown[]).length
  if (
    raw.start !== undefined &&
    (!Number.isInteger(raw.start) || (raw.start as number) < 0 || (raw.start as number) >= playerCount)
  ) {
    throw new ScenarioError('start', `must be a player index from 0 to ${playerCount - 1}`)
  }
  if (raw.state !== undefined) {
    const st = raw.state
    if (!isObject(st)) throw new ScenarioError('state', 'must be an object')
    unknownFields(st, STATE_FIELDS, 'state')
    for (const f of ['turn', 'active', 'round', 'priority']) {
      if (st[f] !== undefined && (!Number.isInteger(st[f]) || (st[f] as number) < 0))
        throw new ScenarioError(`state.${f}`, 'must be a whole number')
    }
    if (st.active !== undefined && (st.active as number) >= raw.players.length)
      throw new ScenarioError('state.active', `must be a player index from 0 to ${raw.players.length - 1}`)
    if (st.step !== undefined && typeof st.step !== 'string')
      throw new ScenarioError('state.step', 'must be a step name')
    if (st.players !== undefined) {
      if (!Array.isArray(st.players)) throw new ScenarioError('state.players', 'must be an array, one entry per player')
      if (st.players.length > raw.players.length)
        throw new ScenarioError('state.players', `has ${st.players.length} entries for ${raw.players.length} players`)
      st.players.forEach((p, i) => {
        const where = `state.players[${i}]`
        if (!isObject(p)) throw new ScenarioError(where, 'must be an object')
        unknownFields(
          p,
          [
            ...STATE_PLAYER_FIELDS,
            ...extraPlayerStateFields,
            'heroLevel',
            'heroCasts',
            'heroDamage',
            'ultimateUsed',
            'score',
            'slots',
            'spellSlots',
            'hero',
            'lost',
          ],
          where,
        )
        for (const f of ['life', 'poison', 'energy'])
          if (p[f] !== undefined && !Number.isInteger(p[f]))
            throw new ScenarioError(`${where}.${f}`, 'must be a whole number')
        if (
          p.counters !== undefined &&
          (!isObject(p.counters) || !Object.values(p.counters).every((n) => Number.isInteger(n) && (n as number) >= 0))
        )
          throw new ScenarioError(
            `${where}.counters`,
            'must map counter kinds to whole numbers, 0 or more, e.g. {"energy": 2}',
          )
        // CR 122.1: poison and energy are counters a player has, none or more.
        for (const f of ['poison', 'energy'])
          if (p[f] !== undefined && (p[f] as number) < 0)
            throw new ScenarioError(`${where}.${f}`, 'must be 0 or more (CR 122.1)')
        for (const zone of ['hand', 'library', 'graveyard', 'exile', 'command', 'outside']) {
          if (
            p[zone] !== undefined &&
            (!Array.isArray(p[zone]) ||
              (p[zone] as unknown[]).length > MAX_ZONE_CARDS ||
              !(p[zone] as unknown[]).every((x) => typeof x === 'string'))
          ) {
            throw new ScenarioError(`${where}.${zone}`, `must be an array of at most ${MAX_ZONE_CARDS} card names`)
          }
        }
        if (p.battlefield !== undefined) {
          if (!Array.isArray(p.battlefield))
            throw new ScenarioError(`${where}.battlefield`, 'must be an array of card names or objects')
          p.battlefield.forEach((b, k) => {
            const bw = `${where}.battlefield[${k}]`
            if (typeof b === 'string') return
            if (!isObject(b) || typeof b.name !== 'string')
              throw new ScenarioError(bw, 'must be a card name or an object with a "name"')
            unknownFields(b, BATTLEFIELD_FIELDS, bw)
            if (
              b.counters !== undefined &&
              (!isObject(b.counters) || !Object.values(b.counters).every((n) => Number.isInteger(n)))
            ) {
              throw new ScenarioError(`${bw}.counters`, 'must map counter kinds to whole numbers, e.g. {"+1/+1": 1}')
            }
            // CR 122.1: a permanent has none or more counters of a kind; 0 means none (it overrides what the
            // permanent would enter with), a negative count is no position at all.
            for (const [kind, n] of Object.entries((b.counters as Record<string, number> | undefined) ?? {}))
              if (n < 0) throw new ScenarioError(`${bw}.counters.${kind}`, `must be 0 or more (${n} ${kind} counters)`)
            if (b.damage !== undefined && (!Number.isInteger(b.damage) || (b.damage as number) < 0))
              throw new ScenarioError(`${bw}.damage`, 'must be a whole number, 0 or more')
            for (const f of ['tapped', 'sick', 'faceDown', 'token'])
              if (b[f] !== undefined && typeof b[f] !== 'boolean')
                throw new ScenarioError(`${bw}.${f}`, 'must be true or false')
            if (
              b.controller !== undefined &&
              (!Number.isInteger(b.controller) ||
                (b.controller as number) < 0 ||
                (b.controller as number) >= playerCount)
            )
              throw new ScenarioError(`${bw}.controller`, `must be a player index from 0 to ${playerCount - 1}`)
            if (b.attachedTo !== undefined && typeof b.attachedTo !== 'string')
              throw new ScenarioError(`${bw}.attachedTo`, 'must be a card reference')
          })
        }
      })
    }
  }
  if (!Array.isArray(raw.actions)) throw new ScenarioError('actions', 'required: an array of actions (may be empty)')
  raw.actions.forEach((a, i) => {
    const where = `actions[${i}]`
    if (!isObject(a)) throw new ScenarioError(where, 'must be an object with "player" and "type"')
    if (typeof a.type !== 'string')
      throw new ScenarioError(`${where}.type`, `required: one of ${Object.keys(ACTION_FIELDS).join(', ')}`)
    // Own properties only: "__proto__", "constructor" or "toString" is an unknown type, not Object.prototype's.
    const fields = Object.hasOwn(ACTION_FIELDS, a.type) ? ACTION_FIELDS[a.type] : undefined
    if (!fields)
      throw new ScenarioError(
        `${where}.type`,
        `unknown action type "${a.type}" (expected one of ${Object.keys(ACTION_FIELDS).join(', ')})`,
      )
    if (NO_PLAYER_ACTIONS.includes(a.type)) {
      unknownFields(a, fields.concat('type'), where)
      if (typeof a.step !== 'string' || !a.step) throw new ScenarioError(`${where}.step`, 'required: a step name')
      if (a.turn !== undefined && (!Number.isInteger(a.turn) || (a.turn as number) < 1))
        throw new ScenarioError(`${where}.turn`, 'must be a turn number from 1')
      return
    }
    unknownFields(a, ['type', 'player', ...fields], where)
    if (!Number.isInteger(a.player) || (a.player as number) < 0 || (a.player as number) >= playerCount) {
      throw new ScenarioError(`${where}.player`, `required: a player index from 0 to ${playerCount - 1}`)
    }
    for (const f of ['card', 'as', 'from', 'produce', 'op', 'to', 'kind', 'alternative', 'returnAttacker', 'action'])
      if (a[f] !== undefined && typeof a[f] !== 'string') throw new ScenarioError(`${where}.${f}`, 'must be text')
    for (const f of ['x', 'ability', 'amount', 'slot', 'face'])
      if (a[f] !== undefined && !Number.isInteger(a[f]))
        throw new ScenarioError(`${where}.${f}`, 'must be a whole number')
    for (const f of ['modes', 'divide'])
      if (a[f] !== undefined && (!Array.isArray(a[f]) || !(a[f] as unknown[]).every((x) => Number.isInteger(x))))
        throw new ScenarioError(`${where}.${f}`, 'must be an array of whole numbers')
    const assist = a.assist as { player?: unknown; amount?: unknown } | undefined
    if (assist !== undefined && (!Number.isInteger(assist?.player) || !Number.isInteger(assist?.amount)))
      throw new ScenarioError(`${where}.assist`, 'must be {"player": N, "amount": N}')
    if (a.replicate !== undefined && (!Number.isInteger(a.replicate) || (a.replicate as number) < 0))
      throw new ScenarioError(`${where}.replicate`, 'must be a whole number, 0 or more')
    if (a.multikicker !== undefined && (!Number.isInteger(a.multikicker) || (a.multikicker as number) < 0))
      throw new ScenarioError(`${where}.multikicker`, 'must be a whole number, 0 or more')
    const copies = a.copyTargets
    if (
      copies !== undefined &&
      (!Array.isArray(copies) ||
        !copies.every((l) => Array.isArray(l) && (l as unknown[]).every((x) => typeof x === 'string')))
    )
      throw new ScenarioError(`${where}.copyTargets`, 'must be an array of target lists, one per copy')
    if (a.kicked !== undefined && typeof a.kicked !== 'boolean')
      throw new ScenarioError(`${where}.kicked`, 'must be true or false')
    for (const f of [
      'cards',
      'targets',
      'sacrifice',
      'discard',
      'crew',
      'splice',
      'tap',
      'exile',
      'top',
      'bottom',
      'graveyard',
      'order',
    ]) {
      if (a[f] !== undefined && (!Array.isArray(a[f]) || !(a[f] as unknown[]).every((x) => typeof x === 'string')))
        throw new ScenarioError(`${where}.${f}`, 'must be an array of card references')
    }
    if (a.target !== undefined && typeof a.target !== 'string')
      throw new ScenarioError(`${where}.target`, 'must be "player:N" or a card reference')
    if (a.attackers !== undefined) {
      if (!Array.isArray(a.attackers))
        throw new ScenarioError(`${where}.attackers`, 'must be an array of {"card", "target"}')
      a.attackers.forEach((x, k) => {
        if (!isObject(x) || typeof x.card !== 'string')
          throw new ScenarioError(`${where}.attackers[${k}]`, 'must be {"card": "...", "target": "player:1"}')
        if (x.target !== undefined && typeof x.target !== 'string')
          throw new ScenarioError(`${where}.attackers[${k}].target`, 'must be "player:N" or a planeswalker reference')
      })
    }
    if (a.blockers !== undefined) {
      if (!Array.isArray(a.blockers))
        throw new ScenarioError(`${where}.blockers`, 'must be an array of {"card", "blocks"}')
      a.blockers.forEach((x, k) => {
        if (!isObject(x) || typeof x.card !== 'string' || typeof x.blocks !== 'string')
          throw new ScenarioError(`${where}.blockers[${k}]`, 'must be {"card": "...", "blocks": "0:Grizzly Bears"}')
      })
    }
    if (a.attacker !== undefined && typeof a.attacker !== 'string')
      throw new ScenarioError(`${where}.attacker`, 'must be a card reference')
    if (a.damage !== undefined) {
      if (!Array.isArray(a.damage)) throw new ScenarioError(`${where}.damage`, 'must be an array of {"to", "amount"}')
      a.damage.forEach((x, k) => {
        if (!isObject(x) || typeof x.to !== 'string' || !Number.isInteger(x.amount))
          throw new ScenarioError(
            `${where}.damage[${k}]`,
            'must be {"to": "1:Grizzly Bears" or "player:1", "amount": 2}',
          )
      })
    }
    if (a.type === 'special' && !SPECIAL_ACTIONS.includes(a.action as string))
      throw new ScenarioError(`${where}.action`, `required: the special action, one of ${SPECIAL_ACTIONS.join(', ')}`)
    if (a.type === 'special' && typeof a.card !== 'string')
      throw new ScenarioError(`${where}.card`, 'required: the card the special action is taken with')
    if (a.type === 'manual' && typeof a.op !== 'string')
      throw new ScenarioError(`${where}.op`, `required: the manual tool, one of ${MANUAL_OPS.join(', ')}`)
    if (a.type === 'computer' && a.level !== undefined && !['easy', 'normal', 'hard'].includes(a.level as string))
      throw new ScenarioError(`${where}.level`, 'must be "easy", "normal" or "hard"')
    if (a.pay !== undefined && !isObject(a.pay))
      throw new ScenarioError(`${where}.pay`, 'must be an object, e.g. {"phyrexianLife": 1}')
  })
  if (raw.expect !== undefined && !isObject(raw.expect))
    throw new ScenarioError('expect', 'must be an object (a subset of the output)')
  return raw as unknown as ScenarioInput
}
