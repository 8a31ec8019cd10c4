// Compiles a card face's Oracle text into the ability tree (ast.ts), line by line, and judges each line: does
// the engine run it, or is it resolved by hand? A triggered ability whose effect isn't read still triggers (its
// event is read on its own) and resolves by hand, so no trigger is ever silently dropped (CR 603.2).
import './install'
import { effectFitsEvent, itNamesAnother, namesPermanentController } from './triggerHeads'
import type { CardDefinition, CardFace } from '../cards/model'
import type { Color, ManaCost } from '../mana/types'
import { parseManaCost, readTriggeredManaAbilities, stripReminderText } from '../mana'
import type {
  ActivatedAbility,
  AdditionalCost,
  Condition,
  Effect,
  EffectText,
  FaceAbilities,
  TargetSpec,
  TriggerEvent,
  TriggeredAbility,
} from '../engine/ast'
import { oracleParser, type ParsedEffects, type ParsedLine } from './grammar'
import type { ModeCount } from './grammar/types'
import { type ParsedCost } from '../engine/ast'
import { tokenize, Colon, Comma } from './lexer'
import { clearNormalizeMemo, normalize } from './normalize'
import { cumulativeUpkeep, keywordTrigger, ward } from './keywordAbilities'
import { expandKeyword, handKeyword, keywordAbility, levelBandHead } from './keywordExpansions'
import { castingKeyword, overloadText } from './castingKeywords'
import { spellLineTargets } from './spellTargets'
import { foldInstead } from './effects/kicked'
import { conditionReadable } from './conditions'
import { selfFromGraveyard } from './effects/selfCard'
import { manaAbilityCost } from '../engine/manaCosts'
import { foldSentenceInstead, insteadsFolded } from './effects/ifCondition'
import { RUN_STATICS } from '../engine/lineReasons'
import { isSubtypeWord } from './subtypeNouns'
import { dividedDamageIn, divisionReadable } from '../engine/divided'

/** A colour word's mana letter (CR 105.1). */
const COLOR_LETTERS: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' }

const COLOR_NAME: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' }

function mana(text: string): ManaCost | null {
  if (!text) return null
  try {
    return parseManaCost(text)
  } catch {
    return null
  }
}

/** A triggered mana ability's filter the mana layer matches (mana/triggers.ts matchesFilter): each word a type, a
 *  supertype or a subtype ("land", "basic land", "Forest"); "a land with the same name as …" isn't. */
function manaTriggerFilterRead(filter: string): boolean {
  const TYPE_WORDS = new Set(['land', 'creature', 'artifact', 'enchantment', 'permanent', 'basic', 'snow'])
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean)
  return words.length <= 2 && words.every((w) => TYPE_WORDS.has(w) || isSubtypeWord(w))
}

/** Events whose "that player" the engine knows: the step's player, who drew or discarded, who cast the spell, who was
 *  dealt combat damage. */
const THAT_PLAYER_EVENTS = new Set([
  'step',
  'draw',
  'discard',
  'cast',
  'combatDamageToPlayer',
  'creatureCombatDamage',
  'tapsForMana',
])

/** Events of damage dealt, whose amount "that many" reads (engine/triggers.ts `extra.damage`). */
const DAMAGE_EVENTS = new Set<string>([
  'dealtDamage',
  'combatDamageToPlayer',
  'dealsDamage',
  'creatureCombatDamage',
  'dealtCombatDamage',
])

/** "That creature" is the other creature of a combat trigger's event (CR 509.3); anywhere else it isn't read. */
function thatReadable(
  effects: Effect[],
  event?: TriggerEvent,
  text = '',
  json = JSON.stringify(effects), // read once for the checks below
): boolean {
  // "Deals 1 damage to that player": only after an event that names a player (CR 603.2).
  // "Copy that spell": the instant or sorcery spell of a cast trigger (CR 603.2, 707.10; a copied permanent spell
  // would become a token, CR 707.10f, which the engine doesn't make). "Counter that spell / it": a cast trigger's.
  if (json.includes('"kind":"copyTarget","that":true') && !castsInstantOrSorcery(event)) return false
  if (json.includes('"kind":"counterSpell","target":-1,"that":true') && event?.on !== 'cast') return false
  if ((json.includes('"each":"that"') || json.includes('"whose":"that"')) && !THAT_PLAYER_EVENTS.has(event?.on ?? ''))
    return false
  // "Draw that many cards": the damage of the trigger's event, one creature's (CR 603.2); no other event has one.
  if (
    effects.some((e) => e.kind === 'draw' && JSON.stringify(e.amount).includes('"thatMuch"')) &&
    !(event && DAMAGE_EVENTS.has(event.on) && !('batch' in event && event.batch))
  )
    return false
  // "That land's controller", "its controller" with no target before: only for events with a permanent of their own.
  // (A spell's later line reads the target of a line before it: Searing Barrage.)
  if ((json.includes('"controllerOf":-1') || (event && json.includes('"of":-1'))) && !namesPermanentController(event))
    return false
  const more = event && effectFitsEvent(event, text, effects, json) // triggerHeads.ts
  if (more !== undefined) return more
  if (!json.includes('"subject":"that"')) return true
  if (!event) return false
  if (event.on === 'blocksOrBecomesBlocked') return !!event.byCreature
  return event.on === 'blocks' || event.on === 'blockedBy'
}

/** "Copy target …" the engine runs: an instant or sorcery spell only (a copied permanent spell would become a token,
 *  CR 707.10f). */
function copiesReadable(effects: Effect[], targets: TargetSpec[], json: string): boolean {
  if (!json.includes('"kind":"copyTarget"')) return true // no copy anywhere in them (`json`: the effects')
  const copies: Extract<Effect, { kind: 'copyTarget' }>[] = []
  JSON.stringify(effects, (_k, v: { kind?: string }) => (v?.kind === 'copyTarget' && copies.push(v as never), v))
  for (const e of copies) {
    if (e.target === undefined) continue
    const spec = targets[e.target]
    const types = spec?.what === 'instantOrSorcerySpell' ? ['Instant'] : (spec?.cardType ?? '').split('|')
    if (spec?.what !== 'instantOrSorcerySpell' && spec?.what !== 'spell') return false
    if (!types.every((t) => t === 'Instant' || t === 'Sorcery')) return false
  }
  return true
}

/** A token copy of a target an earlier effect of the same text already moved ("Exile target … creature. Create a
 *  token that's a copy of that creature.", Nemesis Trap): the copy is of the card's last known values (CR 608.2h),
 *  which the engine doesn't take: by hand. */
function copyTokensReadable(effects: Effect[], json: string): boolean {
  if (!json.includes('"kind":"copyToken"')) return true
  return effects.every((e, i) => {
    if (e.kind !== 'copyToken' || typeof e.subject !== 'object' || !('target' in e.subject)) return true
    const t = e.subject.target
    return !effects.slice(0, i).some((x) => new RegExp(`"target":${t}[,}]`).test(JSON.stringify(x)))
  })
}

/** Whether the event is casting an instant or sorcery spell (and nothing else). */
function castsInstantOrSorcery(event: TriggerEvent | undefined): boolean {
  if (event?.on !== 'cast') return false
  const e = event as { filter?: unknown; spell?: { types?: string[] } }
  if (e.filter === 'instantOrSorcerySpell') return true
  const types = e.spell?.types ?? []
  return types.length > 0 && types.every((t) => t === 'Instant' || t === 'Sorcery')
}

function effectText(
  text: string,
  body: ParsedEffects,
  spellLine = false,
  event?: TriggerEvent,
  spell = false,
  announced = spell,
): EffectText {
  const effects = foldInstead(body.effects)
  const json = JSON.stringify(effects)
  const read = withUpTo(
    withDivided({
      text,
      targets: body.targets,
      effects,
      automated:
        kickedReadable(effects) &&
        thatReadable(effects, event, text, json) &&
        copiesReadable(effects, body.targets, json) &&
        copyTokensReadable(effects, json) &&
        effects.every((e) => e.kind !== 'ifCondition' || ifReadable(e.condition, e.effects)) &&
        // "… instead if …" first on a spell's later line is folded as its lines are joined (joinSpell).
        (insteadsFolded(effects) || (spellLine && insteadsFolded(effects.slice(1)))) &&
        xManaValueReadable(text, body.targets, effects, spell, announced),
      ...(body.divide ? { divide: true } : {}),
    }),
    body.upTo,
  )
  // CR 601.2d: an amount divided as it is cast or put on the stack must be known then (a number or X).
  return divisionReadable(read) ? read : { ...read, automated: false }
}

/** "With mana value X" is read where the spell's X is announced: a spell's targets (CR 601.2b, 601.2c). An
 *  ability's targets are resolved by hand. `announced`: the X is the one announced for the spell's mana cost, the
 *  ability's {X} or a loyalty cost's −X (CR 107.3, 601.2b, 602.2b, 606.4), so a noun that isn't a target ("destroy
 *  each artifact with mana value X or less") or a search reads it as it resolves; an X the text defines ("where X
 *  is …") or one set elsewhere is resolved by hand. */
function xManaValueReadable(
  text: string,
  targets: TargetSpec[],
  effects: Effect[],
  spell: boolean,
  announced = spell,
): boolean {
  // "X target creatures" (CR 601.2c): counted against a spell's X as it is cast; an ability's is by hand.
  if (!spell && targets.some((t) => t.xCount)) return false
  if (!/mana value x\b/i.test(text)) return true
  if (!spell && targets.some((t) => t.xManaValue)) return false
  if (!announced || /\bx is\b/i.test(text.replace(/\([^)]*\)/g, '')))
    return !JSON.stringify(effects).includes('"xManaValue"')
  // A search "for a card with mana value X or less" reads its X as it resolves (text/effects/library.ts); "destroy
  // each …", "return all … to their owners' hands" read it as they find their permanents (effects.ts permanents).
  const searches = (e: Effect) => e.kind === 'search' && !JSON.stringify({ ...e, filter: {} }).includes('"xManaValue"')
  const allOf = (e: Effect) =>
    X_SUBJECT_KINDS.has(e.kind) &&
    'subject' in e &&
    typeof e.subject === 'object' &&
    'all' in e.subject &&
    !JSON.stringify({ ...e, subject: {} }).includes('"xManaValue"')
  return effects.every((e) => searches(e) || allOf(e) || !JSON.stringify(e).includes('"xManaValue"'))
}

/** Effects whose "each … with mana value X" is found through the resolution's permanents (CR 107.3). */
const X_SUBJECT_KINDS = new Set<string>(['destroy', 'exile', 'bounce', 'tap', 'untap', 'combatRestriction'])

/** "For each creature sacrificed this way" after "As an additional cost to cast this spell, sacrifice any number of
 *  creatures" (Vicious Betrayal) counts what the cost moved, not the resolution (CR 601.2h, 608.2c): by hand. */
function movedByCost(face: CardFace, effects: Effect[]): boolean {
  return (
    /as an additional cost[^.]*\b(sacrifice|discard|exile)/i.test(face.oracleText ?? '') &&
    JSON.stringify(effects).includes('"of":"moved"')
  )
}

/** "Up to N target …" (CR 601.2c): those targets may be left out when they are the text's last ones; otherwise the
 *  text is resolved by hand. */
function withUpTo(t: EffectText, upTo: ParsedEffects['upTo']): EffectText {
  if (!upTo) return t
  if (t.optionalTargets || upTo.first + upTo.count !== t.targets.length) return { ...t, automated: false }
  return { ...t, optionalTargets: upTo.count }
}

/** Damage divided among "one or two targets" (CR 601.2d): the targets after the first may be left out, when they
 *  are the text's last ones; otherwise the text is resolved by hand. */
function withDivided(t: EffectText): EffectText {
  const among = dividedDamageIn(t.effects) // also after "If you do," (CR 608.2c)
  if (!among?.among) return t
  if (among.target + among.among !== t.targets.length) return { ...t, automated: false }
  // Divided evenly (Fireball): nothing to divide as it's cast; at least one target (CR 601.2c).
  if (among.kind === 'damage' && among.evenly) {
    const { divide: _divide, ...rest } = t
    return { ...rest, optionalTargets: among.among - 1 }
  }
  return { ...t, divide: true, optionalTargets: among.among - 1 }
}

/** Kicked sentences the engine runs (CR 702.33d): none that names a target of its own (chosen only when kicked,
 *  CR 601.2c) or replaces nothing. */
function kickedReadable(effects: Effect[]): boolean {
  if (!effects.some((e) => e.kind === 'ifKicked')) return true
  const targetsIn = (e: unknown): number[] => {
    const out: number[] = []
    JSON.stringify(e, (k, v) => (k === 'target' && typeof v === 'number' ? (out.push(v), v) : v))
    return out
  }
  const outside = new Set(effects.filter((e) => e.kind !== 'ifKicked').flatMap(targetsIn))
  return effects.every(
    (e) =>
      e.kind !== 'ifKicked' ||
      targetsIn(e).every((t) => t >= 0 && (outside.has(t) || (e.otherwise && targetsIn(e.otherwise).includes(t)))),
  )
}

/** Results by entry rule, then normalised text: many lines repeat across cards ("Flying", "Enchant creature", …).
 *  Keyed by the text itself (its hash is kept with the string), not by a string built per lookup. */
const cache = new Map<string, Map<string, unknown>>()
let cacheSize = 0
const CACHE_LIMIT = 50_000

/** A deep copy of plain parse results (arrays and plain objects), so no two faces share a mutable part. */
function copy<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v
  if (Array.isArray(v)) {
    const out: unknown[] = v.slice() // packed as the original is; its objects copied below
    for (let k = 0; k < out.length; k++) if (out[k] !== null && typeof out[k] === 'object') out[k] = copy(out[k])
    return out as T
  }
  const out: Record<string, unknown> = {}
  // for…in: a plain object's own keys in Object.keys order, without building the keys' array.
  for (const k in v) out[k] = copy((v as Record<string, unknown>)[k])
  return out as T
}

/** Tests only: empties the cache of compiled lines (and of normalised ones). */
export function clearCompileCache(): void {
  cache.clear()
  cacheSize = 0
  clearNormalizeMemo()
}

/** The last line normalised: a line read whole, then its trigger head or cost alone, is normalised once. */
let lastLine: string | null = null
let lastName: string | null = null
let lastNormal = ''

function cached<T>(entry: string, line: string, name: string, read: (text: string) => T | null): T | null {
  if (line !== lastLine || name !== lastName) {
    lastNormal = normalize(line, name)
    lastLine = line
    lastName = name
  }
  return byText(entry, lastNormal, read)
}

/** What `read` makes of a normalised text, kept by entry rule and text. */
function byText<T>(entry: string, text: string, read: (text: string) => T | null): T | null {
  let byEntry = cache.get(entry)
  const hit = byEntry?.get(text) as T | null | undefined
  if (hit !== undefined) return hit === null ? null : copy(hit)
  const out = read(text)
  if (cacheSize >= CACHE_LIMIT) {
    cache.clear()
    cacheSize = 0
  }
  byEntry = cache.get(entry)
  if (!byEntry) cache.set(entry, (byEntry = new Map()))
  byEntry.set(text, out === null ? null : copy(out))
  cacheSize++
  return out
}

/** The tokens of the last text tokenized: a line read whole, then its trigger head or cost alone, lexes once. */
let lastText: string | null = null
let lastTokens: ReturnType<typeof tokenize> = null
function tokensOf(text: string): ReturnType<typeof tokenize> {
  if (text !== lastText) {
    lastTokens = tokenize(text)
    lastText = text
  }
  return lastTokens
}

function parse(
  line: string,
  name: string,
  entry: 'permanentLine' | 'spellLine' | 'effects',
): ParsedLine | ParsedEffects | null {
  return cached(entry, line, name, (text) => {
    const tokens = tokensOf(text)
    if (!tokens || tokens.length === 0) return null
    return oracleParser().parseLine(tokens, entry) as ParsedLine | null
  })
}

/** "When/Whenever/At …," read on its own, for a trigger whose effect isn't read. */
function triggerHead(line: string, name: string): TriggerEvent | null {
  return cached('triggerHead', line, name, (text) => {
    const tokens = tokensOf(text)
    if (!tokens) return null
    const comma = tokens.findIndex((t) => t.tokenType === Comma)
    if (comma < 0) return null
    // Read by the head's own text: many lines share a head ("when ~ enters").
    return byText('triggerHead:head', text.slice(0, tokens[comma].startOffset), () =>
      oracleParser().parseLine(tokens.slice(0, comma), 'triggerHead'),
    ) as TriggerEvent | null
  })
}

/** "Cost: effect" with an effect that isn't read: the cost alone, so the ability can be activated and resolved by hand. */
function costOnly(line: string, name: string): ParsedCost | null {
  return cached('costPrefix', line, name, (text) => {
    const tokens = tokensOf(text)
    if (!tokens) return null
    const colon = tokens.findIndex((t) => t.tokenType === Colon)
    if (colon <= 0) return null
    // Read by the cost's own text: many lines share a cost ("{t}").
    return byText('costPrefix:head', text.slice(0, tokens[colon].startOffset), () =>
      oracleParser().parseLine(tokens.slice(0, colon), 'costPrefix'),
    ) as ParsedCost | null
  })
}

function activatedFrom(line: string, c: ParsedCost, body: ParsedEffects | null, sorcery: boolean): ActivatedAbility {
  c = { ...c, mana: c.parts.join('').toUpperCase() }
  const ability: ActivatedAbility = {
    ...(body
      ? // CR 602.2b: an {X} in the cost is announced as it is activated (its X for "with mana value X").
        effectText(line, body, false, undefined, false, /\{X\}/.test(c.mana))
      : { text: line, targets: [], effects: [], automated: false }),
    text: line,
    cost: mana(c.mana),
    tap: c.tap,
    sacrificeSelf: c.sacrificeSelf,
    sorcery,
    // The engine pays mana, {T}, {Q}, sacrifices, discards, life, exiling cards from the graveyard, tapping other
    // permanents, removing counters and returning the source to the hand (CR 602.2b).
    payable: c.mana === '' || mana(c.mana) !== null,
    ...(c.untap ? { untapSymbol: true } : {}), // {Q}: untapping it is the cost (CR 107.6)
    ...(c.sacrifice ? { sacrifice: c.sacrifice } : {}),
    ...(c.sacrificeCount !== undefined ? { sacrificeCount: c.sacrificeCount } : {}),
    ...(c.discardCost ? { discardCost: c.discardCost } : {}),
    ...(c.discardRandom ? { discardRandom: true } : {}),
    ...(c.discardSelf ? { discardSelf: true, from: 'hand' as const } : {}),
    ...(c.lifeCost ? { lifeCost: c.lifeCost } : {}),
    ...(c.energyCost ? { energyCost: c.energyCost } : {}),
    ...(c.exileSelfFromGraveyard ? { exileSelfFromGraveyard: true, from: 'graveyard' as const } : {}),
    ...(c.other ? { otherCosts: c.other } : {}),
  }
  // "Return ~ from your graveyard to …": the ability works from the graveyard (CR 113.6k).
  const fromYard = body
    ? body.effects.some((e) => e.kind === 'selfCard' && e.fromGraveyard)
    : /:\s*return (?!target\b|up to\b|all\b|each\b|another\b|an?\b|one\b|two\b|three\b|x\b)[^.:]*? from your graveyard to (the battlefield|your hand)/i.test(
        line,
      )
  if (fromYard && !ability.from) ability.from = 'graveyard'
  // "… this way" after a cost that sacrifices, discards or exiles may mean the cost's (CR 602.2b, 608.2c): by hand.
  if (
    /\b(sacrifice|discard|exile)/i.test(line.slice(0, line.indexOf(':'))) &&
    JSON.stringify(ability.effects).includes('"of":"moved"')
  )
    ability.automated = false
  if (c.lifeCost === 0 || c.sacrificeCount === 0) ability.payable = false // "pay X life", "sacrifice X …": by hand
  // "Tap X untapped …", "Remove X counters …": by hand.
  if (c.other && Object.values(c.other).some((o) => typeof o === 'object' && o.count === 0)) ability.payable = false
  if (!ability.payable) ability.handCost = line.slice(0, line.indexOf(':')).trim() // CR 602.2b: paid by hand
  return ability
}

/** CR 702.34a: flashback with a cost paid by hand: the mana the engine read (none: nothing), the rest logged. */
function flashbackByHand(out: FaceAbilities, line: string, cost: ManaCost | null) {
  out.flashback = cost ?? { symbols: [] }
  delete out.flashbackExtra
  out.flashbackByHand = line.replace(/^flashback\s*[\u2014-]\s*/i, '').replace(/\.$/, '')
}

const COMMANDER_FLASHBACK =
  /^flashback ((?:\{[wubrgc\d]\})+)\. this spell costs \{x\} less to cast this way, where x is the greatest mana value of a commander you own on the battlefield or in the command zone\.$/i

/** Lines that apply only to a player who controls a commander (CR 903.3): free casts of the Commander staples
 *  (Fierce Guardianship), lieutenant (CR 207.2c: "as long as / if you control your commander"), "~ can be your
 *  commander" (deck construction, CR 903.3d), bonuses for "commander creatures you control". */
const NEVER_WITHOUT_A_COMMANDER = [
  /^if you control a commander, you may cast this spell without paying its mana cost\.$/i,
  /^lieutenant — (?:as long as you control your commander, |at the beginning of [^,]+, if you control your commander, )/i,
  /^[^.]+ can be your commander\.$/i,
  /^commander creatures you control (?:get|have) [^.]+\.$/i,
]

const HAND_COST_VERB =
  /^(?:\{[^}]+\}|tap|untap|sacrifice|return|pay|exile|exert|discard|remove|put|reveal|mill|collect|forage|shuffle|roll)\b/i

/** "{3}, Return a land you control to its owner's hand: …": a cost the grammar doesn't read, activated with the
 *  engine paying its mana and {T} and the players the rest by hand (CR 602.2b); null when the head isn't a cost. */
function handCostOnly(line: string, name: string): ParsedCost | null {
  const colon = line.indexOf(':')
  const head = colon > 0 ? line.slice(0, colon).trim() : ''
  if (!head || head.length > 160 || /["\u201c]/.test(head)) return null
  const parts = head.split(/,\s*/)
  // Its first part a symbol or a cost's verb (a later part may be a name's or a list's comma); not the card itself
  // revealed from the hand (an ability of a card in the hand).
  if (!(HAND_COST_VERB.test(parts[0]) || /^\{[^}]+\}/.test(parts[0])) || head.includes('.')) return null
  if (head.includes(`${name} from your hand`) || /\b(this card|~) from your hand/i.test(head)) return null // CR 602.2
  const symbols = parts.filter((p) => /^(?:\{[^}]+\})+$/.test(p) && !/^\{[TQ]\}$/i.test(p))
  return {
    mana: '',
    parts: symbols.length === 1 && mana(symbols[0].toUpperCase()) ? symbols : [],
    tap: parts.some((p) => /^\{T\}$/i.test(p)),
    untap: false,
    sacrificeSelf: false,
  } as ParsedCost
}

/** The bullet lines after line `i` (CR 700.2: a modal line's modes). */
function bulletsAfter(raw: string[], i: number): string[] {
  const out: string[] = []
  while (i + 1 + out.length < raw.length && /^\s*•/.test(raw[i + 1 + out.length]))
    out.push(raw[i + 1 + out.length].replace(/^\s*•\s*/, ''))
  return out
}

/** A modal line and its modes (CR 700.2). `ability`: an ability's (a trigger's or an activated one's), whose modes
 *  are chosen as it goes on the stack, "up to" targets then too; a mode chosen more than once is read for spells
 *  only (CR 700.2d). */
function modalEffect(
  line: string,
  modeLines: string[],
  m: ModeCount,
  name: string,
  ability: boolean,
  xInCost = false,
): EffectText {
  // A mode's flavour name ("• Cure Wounds — You gain 2 life.") has no rules meaning (CR 700.2).
  const modeText = (t: string) => t.replace(/^[A-Z][^—•.:]{0,40} — /, '')
  const choices = modeLines.map((t) => {
    const body = parse(modeText(t), name, 'effects') as ParsedEffects | null
    const read = body
      ? effectText(t, body, false, undefined, !ability && xInCost)
      : { text: t, targets: [], effects: [], automated: false }
    return read
  })
  // A mode that divides damage or counters (CR 601.2d) is resolved by hand: modes don't carry a division yet.
  // A mode with "X target …" is by hand: the modes' targets aren't counted against X.
  const automated =
    choices.length > 0 &&
    choices.every((c) => c.automated && !c.divide && !c.targets.some((t) => t.xCount)) &&
    !(m.repeat && ability)
  return {
    text: [line, ...modeLines.map((t) => `• ${t}`)].join('\n'),
    targets: [],
    effects: [],
    automated,
    modes: {
      count: m.repeat ? m.count : Math.min(m.count, choices.length),
      upTo: m.upTo,
      ...(m.none ? { none: true } : {}),
      choices,
      ...(m.repeat ? { repeat: true } : {}),
    },
  }
}

/** "[Cost], Discard this card: …" activated from the hand (cycling and typecycling, CR 702.29a, 702.29e). */
function fromHand(text: string, cost: ReturnType<typeof mana>, effects: Effect[]): ActivatedAbility {
  return keywordAbility(text, effects, cost, { discardSelf: true, from: 'hand', cycling: true })
}

/** A line the engine doesn't run: a trigger still goes on the stack and an activated ability can still be activated,
 *  both resolved by hand (CR 603.3, 602.2); a loyalty ability keeps its place (CR 606). */
function byHandLine(
  out: FaceAbilities,
  face: CardFace,
  line: string,
  rawLine: string,
  isSpell: boolean,
  spellParts: EffectText[],
  loyaltyLeft: unknown[] | null,
  readTargets = true,
): void {
  const loyalty = loyaltyLeft?.length ? /^\[?([+\-\u2212]?(?:\d+|X))\]?:\s*(.+)$/.exec(line) : null
  // What the engine still does of the line (CR 603.3, 602.2, 606.4): the line is marked `partly`.
  let partly = false
  if (loyalty && face.types.includes('Planeswalker')) {
    loyaltyLeft!.shift()
    out.loyalty.push({ text: loyalty[2], targets: [], effects: [], automated: false })
    partly = true
  } else {
    const event = /^(when|whenever|at)\b/i.test(line) ? triggerHead(line, face.name) : null
    if (event) {
      out.triggers.push({
        text: line,
        event,
        effect: { text: line.slice(line.indexOf(',') + 1).trim(), targets: [], effects: [], automated: false },
        automated: false,
      })
      partly = true
    }
    if (isSpell) {
      // Its text by hand; its targets, when every one is read, chosen as it is cast (CR 601.2c, 608.2b).
      const read = readTargets && !event ? spellLineTargets(rawLine, face.name) : null
      spellParts.push({
        text: line,
        targets: read?.targets ?? [],
        effects: [],
        automated: false,
        ...(read ? { targetsRead: true as const } : {}),
        ...(read?.optionalTargets ? { optionalTargets: read.optionalTargets } : {}),
      })
      if (read) out.targetsRead = [...(out.targetsRead ?? []), rawLine]
      if (read?.targets.length) partly = true
    }
    // CR 702.34a: cast from the graveyard, its cost (or "this spell costs {X} less …" on it) paid by hand.
    const flashback = /^flashback(?:\s*[\u2014-]\s*((?:\{[^}]+\})*)(?:,|$).*|\s+((?:\{[^}]+\})+)\.\s.+)$/i.exec(line)
    const flashbackMana = flashback?.[1] || flashback?.[2]
    if (flashback && !out.flashback) {
      flashbackByHand(out, line, flashbackMana ? mana(flashbackMana.toUpperCase()) : null)
      partly = true
    }
    if (!event && !isSpell) {
      // CR 702.142a: "Boast — [Cost]: [Effect]" is an activated ability (activated only if this creature attacked
      // this turn and only once each turn, a limit its players keep by hand).
      const boast = /^boast\s*\u2014\s*/i.exec(line)
      const body = boast ? line.slice(boast[0].length) : line
      const read = costOnly(body, face.name)
      const cost = read ?? handCostOnly(body, face.name)
      if (cost) {
        const ability = activatedFrom(body, cost, null, false)
        if (!read) Object.assign(ability, { payable: false, handCost: body.slice(0, body.indexOf(':')).trim() })
        const limits = boast ? null : byHandLimits(line, face.name)
        Object.assign(ability, limits ?? {}, boast ? { perTurn: 1 } : {})
        out.activated.push(ability)
        partly = ability.payable && !!limits
      }
    }
  }
  out.lines.push({ text: rawLine, automated: false, ...(partly ? { partly: true as const } : {}) })
  out.unknown.push(rawLine)
}

/** The restrictions on when an activated ability whose effect isn't read may be activated (CR 602.5b, 602.5d);
 *  null when the line has one the engine doesn't check. "Activate only once each turn and only if …" is read part by
 *  part; a condition only when the grammar reads it. */
function byHandLimits(
  line: string,
  name: string,
): Pick<ActivatedAbility, 'sorcery' | 'perTurn' | 'during' | 'window' | 'activateIf'> | null {
  const out: Pick<ActivatedAbility, 'sorcery' | 'perTurn' | 'during' | 'window' | 'activateIf'> = { sorcery: false }
  const known: [RegExp, () => void][] = [
    [/^only as a sorcery$/i, () => (out.sorcery = true)],
    [/^only as an instant$/i, () => undefined], // any time you have priority (CR 117.1)
    [/^only once each turn$/i, () => (out.perTurn = 1)],
    [/^only during your upkeep$/i, () => (out.during = 'yourUpkeep')],
    [
      /^only during your turn, before attackers are declared$/i,
      () => ((out.during = 'yourTurn'), (out.window = 'beforeAttackers')),
    ],
    [/^only during your turn$/i, () => (out.during = 'yourTurn')],
    [/^only during combat$/i, () => (out.window = 'combat')],
    [/^only during combat before blockers are declared$/i, () => (out.window = 'beforeBlockers')],
    [/^only during combat after blockers are declared$/i, () => (out.window = 'afterBlockers')],
    [/^only during the declare attackers step$/i, () => (out.window = 'declareAttackers')],
    [/^only during the declare blockers step$/i, () => (out.window = 'declareBlockers')],
  ]
  const body = line.slice(line.indexOf(':') + 1)
  const sentences = body.match(/\bactivate [^.]*(?:\.|$)/gi) ?? []
  for (const sentence of sentences) {
    const clause = sentence
      .replace(/^activate /i, '')
      .replace(/\.$/, '')
      .trim()
    // "only once each turn and only if …", "only if … and only once each turn"
    const parts = clause.split(/,? and (?=only )/i)
    for (const part of parts) {
      const hit = known.find(([re]) => re.test(part))
      if (hit) {
        hit[1]()
        continue
      }
      const cond = /^only if /i.test(part) && !out.activateIf ? limitCondition(part, name) : null
      if (!cond) return null
      out.activateIf = cond
    }
  }
  return out
}

/** A scaled mana ability's "Add {G} for each …" / "an amount of {G} equal to …" read with its count. */
function scaledCounted(text: string, name: string): boolean {
  const body = parse(text.slice(text.indexOf(':') + 1).trim(), name, 'effects') as ParsedEffects | null
  const add = body?.effects.length === 1 ? body.effects[0] : null
  return add?.kind === 'addMana' && typeof add.amount === 'object' && add.amount !== null
}

/** "Activate only if …" read by the grammar, for a line whose effect isn't read: the condition, or null when the
 *  engine doesn't read it (CR 602.5b). */
function limitCondition(clause: string, name: string): Condition | null {
  return cached('activationLimit', `activate ${clause}`, name, (text) => {
    const tokens = tokenize(text.replace(/\.$/, ''))
    if (!tokens) return null
    const l = oracleParser().parseLine(tokens, 'activationLimit' as never) as { activateIf?: Condition } | null
    return l?.activateIf && conditionReadable(l.activateIf) ? l.activateIf : null
  })
}

/** The longest rules-text line the compiler reads (the longest printed ones are a few hundred characters). */
export const MAX_RULES_LINE = 2000

export function compileFace(face: CardFace): FaceAbilities {
  const out: FaceAbilities = {
    keywords: [],
    spell: null,
    activated: [],
    loyalty: [],
    statics: [],
    triggers: [],
    unknown: [],
    lines: [],
  }
  const isSpell = face.types.includes('Instant') || face.types.includes('Sorcery')
  // X in targets is the X announced for the mana cost (CR 601.2b): a spell without {X} in it is by hand.
  const xInCost = !!face.manaCost?.symbols.some((sym) => sym.kind === 'variable' && sym.letter === 'X')
  const manaTexts = new Set((face.manaAbilities ?? []).map((a) => stripReminderText(a.text)))
  const unsupportedMana = new Set(face.unsupportedManaText ?? [])
  // Triggered mana abilities (CR 605.1b: Wild Growth), run by engine/mana.ts as the mana ability that triggers them.
  const manaTriggers = /for mana/i.test(face.oracleText ?? '')
    ? new Set(
        readTriggeredManaAbilities(face.oracleText)
          .abilities.filter((a) => manaTriggerFilterRead(a.filter))
          .map((a) => a.text.trim()),
      )
    : null
  const loyaltyLeft = [...(face.loyaltyAbilities ?? [])]
  const raw = (face.oracleText ?? '').split('\n')
  const spellParts: EffectText[] = []
  // `partly`: the engine runs part of a line it doesn't automate (TextLine).
  const mark = (text: string, automated: boolean, partly = false) => {
    out.lines.push({ text, automated, ...(partly && !automated ? { partly: true as const } : {}) })
    if (!automated) out.unknown.push(text)
  }
  // Lines a saved game resolved by hand stay by hand in it, whatever a later compiler reads (cards/model.ts byHand).
  const pinned = face.byHand?.length ? new Set(face.byHand) : null
  const inert = face.inert?.length ? new Set(face.inert) : null
  for (let i = 0; i < raw.length; i++) {
    const rawLine = raw[i]
    // No printed rules-text line comes near this; a longer one (a hostile file) is by hand, never parsed.
    if (rawLine.length > MAX_RULES_LINE) {
      mark(rawLine, false)
      continue
    }
    const line = stripReminderText(rawLine).trim()
    if (!line) {
      if (rawLine.trim()) out.lines.push({ text: rawLine.trim(), automated: true }) // reminder text only
      continue
    }
    if (inert?.has(rawLine)) {
      mark(rawLine, false) // no ability at all, as when the game was played
      continue
    }
    if (pinned?.has(rawLine)) {
      // A saved game reads a by-hand spell line's targets only if it did when played (textPins.ts).
      const targetsPinned = !!face.targetsRead?.includes(rawLine)
      byHandLine(out, face, line, rawLine, isSpell, spellParts, loyaltyLeft, targetsPinned)
      continue
    }
    if (manaTriggers?.has(line)) {
      mark(rawLine, true)
      continue
    }
    if (manaTexts.has(line)) {
      // A rider the mana reader doesn't run ("Activate only if …", Mox Opal, CR 602.5b) leaves the line by hand.
      const rider = [...unsupportedMana].some((u) => u === line || line.includes(u))
      // "Activate only if …" (CR 602.5b): run when the grammar reads the condition (engine/mana.ts checks it).
      const def = face.manaAbilities.find((a) => stripReminderText(a.text) === line)
      const onlyIf = def?.activateIf
      // A cost the engine can't pay (CR 602.2b: "Exert ~", "Mill a card") leaves the line by hand too.
      const payable = !def || manaAbilityCost(def, face.name) !== null
      // A counted amount ("for each Elf you control", CR 107.3) only when the grammar counts it (engine/mana.ts).
      const counted = !def?.scaled || scaledCounted(def.text, face.name)
      mark(rawLine, !rider && payable && counted && (!onlyIf || !!limitCondition(`only if ${onlyIf}`, face.name)))
      continue
    }
    const loyalty = /^\[?([+\-\u2212]?(?:\d+|X))\]?:\s*(.+)$/.exec(line)
    if (loyalty && face.types.includes('Planeswalker') && loyaltyLeft.length) {
      loyaltyLeft.shift()
      const body = parse(loyalty[2], face.name, 'effects') as ParsedEffects | null
      const read: EffectText = body
        ? // CR 606.4: a loyalty cost of −X announces X.
          effectText(loyalty[2], body, false, undefined, false, /^[-\u2212]X$/.test(loyalty[1]))
        : { text: loyalty[2], targets: [], effects: [], automated: false }
      out.loyalty.push(read)
      mark(rawLine, read.automated, true) // CR 606.4: the engine pays its loyalty cost either way
      continue
    }
    const entwine = isSpell ? /^(entwine|escalate) ((?:\{[^}]+\})+)$/i.exec(line) : null
    if (entwine && mana(entwine[2])) {
      // CR 702.42a: entwine is paid as the contract's `kicked`, with every mode; CR 702.120a: escalate per extra mode.
      if (entwine[1].toLowerCase() === 'entwine') out.entwine = mana(entwine[2])!
      else out.escalate = mana(entwine[2])!
      mark(rawLine, true)
      continue
    }
    // CR 601.2f: "This spell costs {2}{W} more to cast for each target beyond the first" (strive, CR 207.2c; Fireball).
    const perTarget = isSpell
      ? /^(?:strive — )?this spell costs ((?:\{[^}]+\})+) more to cast for each target beyond the first\.?$/i.exec(line)
      : null
    if (perTarget && mana(perTarget[1])) {
      out.perExtraTarget = mana(perTarget[1])!
      mark(rawLine, true)
      continue
    }
    // CR 107.3: "Spend only black mana on X", "… black and/or red mana on X" on a spell with {X} in its cost.
    const xSpend = isSpell ? /^spend only (\w+)(?: and\/or (\w+))? mana on x\.?$/i.exec(line) : null
    const xColors = xSpend
      ?.slice(1)
      .filter(Boolean)
      .map((w) => COLOR_LETTERS[w.toLowerCase()])
    if (xSpend && xColors?.every(Boolean) && /\{X\}/.test(face.manaCostText ?? '')) {
      out.xSpendOnly = xColors as Color[]
      mark(rawLine, true)
      continue
    }
    const band = isSpell ? null : levelBandHead(line)
    const bandPT = band ? /^(\d+)\/(\d+)$/.exec((raw[i + 1] ?? '').trim()) : null
    if (band && bandPT) {
      // CR 711.2: a leveler's band: its power/toughness, and its keyword lines, while it has that many level counters.
      mark(rawLine, true)
      mark(raw[++i], true)
      const keywords: string[] = []
      while (i + 1 < raw.length && !levelBandHead(stripReminderText(raw[i + 1]))) {
        const abilityLine = raw[++i]
        const sub = compileFace({ ...face, oracleText: abilityLine, manaAbilities: [], loyaltyAbilities: [] })
        const only = sub.unknown.length === 0 && !sub.triggers.length && !sub.activated.length && !sub.statics.length
        if (only) keywords.push(...sub.keywords)
        // CR 711.2, 602.5b: a band's activated ability, activated only while the level counters are in the band.
        const inBand: Condition = { kind: 'sourceCounters', counter: 'level', atLeast: band.min }
        if (band.max !== undefined) inBand.atMost = band.max
        const activated = !only && !sub.triggers.length && !sub.statics.length ? sub.activated : []
        for (const a of activated) out.activated.push({ ...a, activateIf: inBand })
        const run = activated.length > 0 && activated.every((a) => a.payable && a.automated) && !sub.unknown.length
        if (activated.length) mark(abilityLine, run, !run && activated.some((a) => a.payable))
        else mark(abilityLine, only && sub.keywords.length > 0) // other abilities of a band: by hand
      }
      out.statics.push({
        kind: 'levelBand',
        ...band,
        power: Number(bandPT[1]),
        toughness: Number(bandPT[2]),
        keywords,
      })
      continue
    }
    const casting = castingKeyword(line)
    if (casting) {
      // CR 702: another way to cast it (an alternative cost, CR 118.9) or split second (castingKeywords.ts).
      out.keywords.push(casting.keyword)
      if (casting.alternative) out.alternatives = [...(out.alternatives ?? []), casting.alternative]
      if (casting.morph) out.morph = casting.morph
      if (casting.madness) out.madness = casting.madness
      if (casting.suspend) out.suspend = casting.suspend
      if (casting.foretell) out.foretell = casting.foretell
      if (casting.escape) out.escape = casting.escape
      if (casting.miracle) out.miracle = casting.miracle
      if (casting.casualty) out.casualty = casting.casualty
      if (casting.replicate) out.replicate = casting.replicate
      if (casting.multikicker) out.multikicker = casting.multikicker
      if (casting.conspire) out.conspire = true
      if (casting.splice) out.splice = casting.splice
      if (casting.buybackExtra) {
        out.buyback = { symbols: [] } // CR 702.27a: no mana, only the other costs
        out.buybackExtra = casting.buybackExtra
      }
      out.triggers.push(...(casting.triggers ?? []))
      // CR 702.132a: an X in the cost can't be assisted here, so assist on an X spell stays by hand.
      // A morph cost paid by hand ("Morph—Reveal a blue card in your hand"): cast face down, turned up by hand.
      if (casting.morph?.byHand) mark(rawLine, false, true)
      else mark(rawLine, !(casting.keyword === 'assist' && /\{X\}/i.test(face.manaCostText)))
      continue
    }
    const expanded = isSpell ? handKeyword(line, face) : expandKeyword(line, face)
    if (expanded) {
      // CR 702: a keyword compiled as the ability its rule defines (keywordExpansions.ts).
      const sub = expanded.text
        ? compileFace({ ...face, oracleText: expanded.text, manaAbilities: [], loyaltyAbilities: [] })
        : null
      if (!expanded.action) out.keywords.push(expanded.keyword)
      for (const t of [...(expanded.triggers ?? []), ...(sub?.triggers ?? [])]) out.triggers.push({ ...t, text: line })
      for (const a of [...(expanded.activated ?? []), ...(sub?.activated ?? [])])
        out.activated.push({ ...a, text: line })
      out.statics.push(...(expanded.statics ?? []), ...(sub?.statics ?? []))
      if (expanded.costChanges) out.costChanges = [...(out.costChanges ?? []), ...expanded.costChanges]
      const ran = !!(expanded.triggers?.length || expanded.activated?.length || expanded.statics?.length)
      mark(rawLine, !sub || sub.unknown.length === 0, ran || !!sub?.lines.some((l) => l.automated || l.partly))
      continue
    }
    // "Flashback {8}{W}{W}. This spell costs {X} less to cast this way, where X is the greatest mana value of a
    // commander you own …" (the Visions cycle): no game here has a commander (CR 903.3), so X is 0 and the flashback
    // cost is the mana printed (CR 702.34a).
    const commanderFlashback = COMMANDER_FLASHBACK.exec(line)
    const commanderFlashbackCost = commanderFlashback && mana(commanderFlashback[1].toUpperCase())
    if (commanderFlashbackCost && !out.flashback) {
      out.flashback = commanderFlashbackCost
      mark(rawLine, true)
      continue
    }
    if (NEVER_WITHOUT_A_COMMANDER.some((re) => re.test(line))) {
      // CR 903.3: no game here has a commander, so a line that gives something only with one never applies.
      mark(rawLine, true)
      continue
    }
    const parsed = parse(line, face.name, isSpell ? 'spellLine' : 'permanentLine') as ParsedLine | null
    if (!parsed) {
      byHandLine(out, face, line, rawLine, isSpell, spellParts, null)
      continue
    }
    switch (parsed.kind) {
      case 'modal': {
        // "Choose one —" and the bullet lines after it (CR 700.2).
        const modeLines = bulletsAfter(raw, i)
        i += modeLines.length
        // Modal spells choose their modes when cast; modal triggered abilities as they go on the stack (CR 700.2b).
        // A mode chosen more than once (CR 700.2d): spells only.
        const modal = modalEffect(line, modeLines, parsed, face.name, !!parsed.trigger, xInCost)
        const automated = modal.automated
        if (parsed.trigger) out.triggers.push({ text: modal.text, event: parsed.trigger, effect: modal, automated })
        else if (isSpell) spellParts.push(modal)
        // A modal trigger with a mode the engine doesn't run still goes on the stack, resolved by hand (CR 603.3).
        const partly = !automated && !!parsed.trigger
        mark(rawLine, automated && (isSpell || !!parsed.trigger), partly)
        for (const m of modeLines)
          out.lines.push({ text: `• ${m}`, automated, ...(partly ? { partly: true as const } : {}) })
        continue
      }
      case 'keywords': {
        let automated = true
        let unrun = 0 // items the engine doesn't run
        for (const item of parsed.items) {
          if (item.kind === 'keyword' || item.kind === 'numbered') {
            // CR 702: keywords; a triggered keyword is also its trigger (prowess, bushido 2, …).
            out.keywords.push(item.name)
            const amount = item.kind === 'numbered' ? item.amount : 1
            const label =
              item.name[0].toUpperCase() + item.name.slice(1) + (item.kind === 'numbered' ? ` ${amount}` : '')
            const t = keywordTrigger(item.name, amount, label)
            if (t) out.triggers.push(t)
          } else if (item.kind === 'enchant') out.statics.push({ kind: 'enchant', spec: item.spec })
          else if (item.kind === 'equip') {
            out.activated.push({
              text: line,
              targets: [{ what: 'creature', youControl: true }],
              effects: [],
              automated: true,
              cost: mana(item.cost),
              tap: false,
              sacrificeSelf: false,
              sorcery: true,
              equip: true,
              payable: true,
            })
          } else if (item.kind === 'cost' && item.keyword === 'cycling') {
            // CR 702.29a: "[Cost], Discard this card: Draw a card", activated from the hand.
            out.activated.push(fromHand(line, mana(item.cost), [{ kind: 'draw', amount: 1, who: 'you' }]))
          } else if (item.kind === 'typecycling') {
            // CR 702.29e: "[Cost], Discard this card: Search your library for a [type] card, reveal it, put it into
            // your hand, then shuffle."
            const filter =
              item.landType === 'land'
                ? { types: ['Land'], subtypes: [], basic: true }
                : { types: [], subtypes: [item.landType[0].toUpperCase() + item.landType.slice(1)] }
            out.activated.push(
              fromHand(line, mana(item.cost), [
                { kind: 'search', filter, to: 'hand', reveal: true, count: 1 },
                { kind: 'shuffle' },
              ]),
            )
          } else if (item.kind === 'cost' && item.keyword === 'ward' && mana(item.cost)) {
            out.ward = mana(item.cost) ?? undefined
            out.triggers.push(ward(item.cost, line)) // CR 702.21a
          } else if (item.kind === 'cost') {
            const cost = mana(item.cost) ?? undefined
            // Kicker (CR 702.33), flashback (702.34) and buyback (702.27) are cast by the engine; ward by hand.
            if (item.keyword === 'kicker') out.kicker = cost
            else if (item.keyword === 'flashback') out.flashback = cost
            else if (item.keyword === 'buyback') out.buyback = cost
            else out.ward = cost
            if (item.keyword === 'ward' || !cost) {
              automated = false
              unrun++
            }
          } else if (item.kind === 'cumulativeUpkeep') {
            out.triggers.push(cumulativeUpkeep(item.cost, line))
          } else if (item.kind === 'protection') {
            // CR 702.16: each quality is a keyword the engine checks (protection.ts).
            out.statics.push({ kind: 'protection', from: item.from })
            const words = item.from === 'everything' ? ['everything'] : item.from.map((c) => COLOR_NAME[c] ?? c)
            for (const w of words) out.keywords.push(`protection from ${w}`)
          }
        }
        mark(rawLine, automated, unrun < parsed.items.length) // "Flying, ward—Pay 3 life": flying runs
        continue
      }
      case 'additionalCost': {
        out.additionalCost = parsed.cost // CR 601.2b: paid by the engine as the spell is cast
        mark(rawLine, true)
        continue
      }
      case 'flashbackCost': {
        // CR 702.34a: its mana (none: {0}) and the other costs the engine pays; tapping or untapping: by hand.
        const c = parsed.cost
        const text = c.parts.join('').toUpperCase()
        const cost = text ? mana(text) : { symbols: [] }
        // "Tap three untapped white creatures you control" (CR 701.26a): the one other cost flashback pays.
        const other = c.other ? Object.keys(c.other) : []
        const tapping = other.length === 1 && c.other?.tapUntapped?.count ? c.other.tapUntapped : null
        const ok =
          !!cost &&
          !c.tap &&
          !c.untap &&
          !c.sacrificeSelf &&
          !c.discardSelf &&
          !c.exileSelfFromGraveyard &&
          (!c.other || !!tapping)
        if (ok) {
          out.flashback = cost!
          const extra: AdditionalCost = {}
          if (c.sacrifice) extra.sacrifice = c.sacrifice
          if (c.sacrificeCount) extra.sacrificeCount = c.sacrificeCount
          if (c.discardCost) extra.discard = c.discardCost
          if (c.discardRandom) extra.discardRandom = true
          if (c.lifeCost) extra.life = c.lifeCost
          if (tapping) extra.tapUntapped = tapping
          if (Object.keys(extra).length) out.flashbackExtra = extra
        }
        const run = ok && c.lifeCost !== 0 && c.sacrificeCount !== 0
        // CR 702.34a: a cost the engine can't pay: cast by hand (its mana paid when read, the rest by the players).
        if (!run) flashbackByHand(out, line, cost)
        mark(rawLine, run, true)
        continue
      }
      case 'flashFor': {
        if (parsed.sacrifice) {
          out.flashSacrifice = true // CR 601.3, 514.3a: casting.ts, turnActions.ts wearOff
          mark(rawLine, true)
          continue
        }
        const cost = mana(parsed.cost)
        if (cost) out.flashFor = cost // CR 601.3: cast at instant speed with `kicked`, paying this more
        mark(rawLine, !!cost)
        continue
      }
      case 'costChange': {
        out.costChanges = [...(out.costChanges ?? []), parsed.change] // CR 601.2f
        mark(rawLine, true)
        continue
      }
      case 'static': {
        out.statics.push(...parsed.statics)
        mark(
          rawLine,
          parsed.statics.every((s) => RUN_STATICS.has(s.kind)),
          parsed.statics.some((s) => RUN_STATICS.has(s.kind)),
        )
        continue
      }
      case 'activated': {
        // "{1}, Sacrifice ~: Choose one —": the modes are chosen as it is activated (CR 700.2, 602.2b).
        const modeLines = parsed.modes ? bulletsAfter(raw, i) : []
        i += modeLines.length
        const modal = parsed.modes ? modalEffect(line, modeLines, parsed.modes, face.name, true) : null
        const ability = activatedFrom(line, parsed.cost, modal ? null : parsed.body, parsed.sorcery)
        if (modal) Object.assign(ability, { text: modal.text, automated: modal.automated, modes: modal.modes })
        if (parsed.perTurn) ability.perTurn = parsed.perTurn
        if (parsed.during) ability.during = parsed.during
        if (parsed.window) ability.window = parsed.window
        if (parsed.activateIf) {
          ability.activateIf = parsed.activateIf // CR 602.5b
          // An ability activated from the graveyard (CR 113.6b) isn't offered there: by hand.
          if (!conditionReadable(parsed.activateIf) || parsed.activateIf.kind === 'sourceInGraveyard')
            ability.automated = false
        }
        out.activated.push(ability)
        // CR 602.2: activated with its cost paid by the engine, its effect resolved by hand.
        mark(rawLine, ability.payable && ability.automated, ability.payable)
        for (const m of modeLines)
          out.lines.push({
            text: `• ${m}`,
            automated: ability.payable && ability.automated,
            ...(ability.payable && !ability.automated ? { partly: true as const } : {}),
          })
        continue
      }
      case 'triggered': {
        // CR 605.1b: a trigger on a mana ability that adds mana is a mana ability itself (Mana Flare), never put on
        // the stack: left to the mana layer (engine/mana.ts), or by hand.
        if (parsed.event.on === 'tapsForMana' && /\badds?\b/i.test(line.slice(line.indexOf(',')))) {
          mark(rawLine, false)
          continue
        }
        const trigger: TriggeredAbility = {
          text: line,
          event: parsed.event,
          ...(parsed.condition ? { condition: parsed.condition } : {}),
          effect: effectText(line.slice(line.indexOf(',') + 1).trim(), parsed.body, false, parsed.event),
          automated: true,
        }
        // Divided damage (CR 603.3d, 601.2d) and "up to N target …" (CR 601.2c) are chosen as it goes on the stack
        // (triggerStack.ts).
        trigger.automated = trigger.effect.automated && conditionReadable(parsed.condition)
        // CR 113.6b: "if ~ is in your graveyard": it works there, and "return ~ to your hand" moves it from there.
        if (parsed.condition?.kind === 'sourceInGraveyard') {
          trigger.effect = { ...trigger.effect, effects: selfFromGraveyard(trigger.effect.effects) }
          // Any other effect on "~" (Bridge from Below's "exile ~") finds only a permanent: by hand.
          if (JSON.stringify(trigger.effect.effects).includes('"self"')) trigger.automated = false
        }
        // An "it" that names the event's object, not the source (CR 603.2): resolved by hand.
        if (
          trigger.automated &&
          itNamesAnother(parsed.event, normalize(trigger.effect.text, face.name), trigger.effect.effects)
        ) {
          trigger.effect = { ...trigger.effect, automated: false }
          trigger.automated = false
          trigger.pronoun = true
        }
        out.triggers.push(trigger)
        mark(rawLine, trigger.automated, true) // CR 603.3: on the stack either way, resolved by hand if not run
        continue
      }
      case 'effects': {
        if (!isSpell) {
          mark(rawLine, false)
          continue
        }
        // "… instead if …" first on this line replaces the line before when it is one sentence the engine runs.
        const prev = spellParts[spellParts.length - 1]
        const text = effectText(line, parsed.body, !!prev?.automated && oneSentence(prev.text), undefined, xInCost)
        // CR 107.3, 601.2b: X is announced for a mana cost with {X}; a spell whose X another cost sets ("pay X life",
        // Toxic Deluge) can't be cast with it, so a line reading X is by hand.
        const read =
          (!xInCost && /"-?X"/.test(JSON.stringify(text.effects))) || movedByCost(face, text.effects)
            ? { ...text, automated: false }
            : text
        spellParts.push(read)
        mark(rawLine, read.automated)
        continue
      }
    }
  }
  if (isSpell) out.spell = joinSpell(spellParts, out.unknown.length === 0)
  // CR 702.96a: overload is read only when every "target" of the spell can become "each".
  const overload = out.alternatives?.find((a) => a.kind === 'overload')
  if (overload && (!out.spell?.automated || !overloadText(out.spell))) {
    out.alternatives = out.alternatives!.filter((a) => a !== overload)
    const line = out.lines.find((l) => /^overload\b/i.test(l.text))
    if (line) {
      line.automated = false
      out.unknown.push(line.text)
    }
    if (out.spell) out.spell = { ...out.spell, automated: false }
  }
  for (const rest of loyaltyLeft) {
    out.loyalty.push({ text: rest.text, targets: [], effects: [], automated: false })
    out.unknown.push(rest.text)
  }
  return out
}

/** A spell's lines make one effect (CR 608.2c: in the order written); a modal line makes it modal. */
function joinSpell(parts: EffectText[], allRead: boolean): EffectText {
  const modal = parts.find((p) => p.modes)
  if (modal) return { ...modal, automated: allRead && modal.automated }
  const text = parts.map((p) => p.text).join(' ')
  const targets = parts.flatMap((p) => p.targets)
  // Targets that may be left out (CR 601.2c) only as the spell's last ones.
  const lastTargeted = parts.filter((p) => p.targets.length).pop()
  const optionalTargets = lastTargeted?.divide ? 0 : (lastTargeted?.optionalTargets ?? 0)
  const optionalEarlier = parts.some((p) => p !== lastTargeted && p.optionalTargets)
  const effects = []
  let offset = 0
  let before: Effect[] = [] // the line before, when it is one sentence
  for (const p of parts) {
    const shifted = p.effects.map((e) => shiftTargets(e, offset))
    // A later line's "… instead if …" replaces the sentence before it (CR 608.2c).
    const folded = foldSentenceInstead(shifted.slice(0, 1), before)
    if (folded) effects.splice(effects.length - before.length, before.length, ...folded, ...shifted.slice(1))
    else effects.push(...shifted)
    before = oneSentence(p.text) ? shifted : []
    offset += p.targets.length
  }
  const folded = effects
  const automated = allRead && parts.length > 0 && !optionalEarlier && insteadsFolded(folded)
  // Resolved by hand with every target read (CR 601.2c): the engine chooses and checks them (spellTargets.ts).
  const targetsRead =
    !automated &&
    targets.length > 0 &&
    !optionalEarlier &&
    parts.every((p) => (p.automated || p.targetsRead) && !p.kicked && !p.divide)
  return withDivided({
    text,
    targets,
    effects: folded,
    automated,
    ...(targetsRead ? { targetsRead: true as const } : {}),
    ...(parts.some((p) => p.divide) ? { divide: true } : {}),
    ...(optionalTargets ? { optionalTargets } : {}),
  })
}

/** An effect's "If …, …" the engine runs: its condition read, and no "all other …" in it (Martial Coup's "destroy
 *  all other creatures" spares the tokens it made, which the engine can't tell). */
function ifReadable(c: Condition, effects: Effect[]): boolean {
  return conditionReadable(c) && !JSON.stringify(effects).includes('"other":true')
}

/** Whether a line of text is one sentence (one full stop, at its end). */
function oneSentence(text: string): boolean {
  return (text.match(/\.(\s|$)/g) ?? []).length === 1
}

/** Renumbers target indices of an effect read on a later line. */
function shiftTargets<T>(e: T, by: number): T {
  if (by === 0) return e
  // A negative target is no index ("~ deals N damage instead": the sentence before's target). "That creature's
  // controller" in a sentence that targets nothing (of -1) is the last target before it (CR 608.2c).
  return JSON.parse(JSON.stringify(e), (k, v) =>
    k === 'target' && typeof v === 'number' && v >= 0 ? v + by : k === 'of' && v === -1 ? by - 1 : v,
  ) as T
}

/** Every line of a card and whether the engine runs it (what the app shows and the deck check counts). */
export function explainFaces(
  def: CardDefinition,
  abilities: (face: CardFace) => FaceAbilities,
): {
  name: string
  automated: boolean
  lines: { text: string; automated: boolean }[]
} {
  const lines = def.faces.flatMap((f) => abilities(f).lines)
  return { name: def.name, automated: lines.every((l) => l.automated), lines }
}
