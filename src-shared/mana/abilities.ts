// Activated mana abilities read from card text (CR 605.1a), the intrinsic abilities of basic land types
// (CR 305.6), "could produce" (CR 106.7) and spending riders ("Spend this mana only …", CR 106.6).
import { bindChosenType, mentionsChosenType, readSpendRestriction } from './spendRestriction'
import type { ManaAbilityDef, Color, ManaType } from './types'
import { COLORS } from './types'
import { NUMBER_WORDS } from './numberWords'

/** The basic land types and their intrinsic mana (CR 305.6). */
export const BASIC_LAND_MANA: Readonly<Record<string, Color>> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
}

/** The intrinsic "{T}: Add [symbol]." ability of one basic land type (CR 305.6). */
export function intrinsicManaAbility(color: Color): ManaAbilityDef {
  return { text: `{T}: Add {${color}}.`, cost: '', tap: true, produces: [[color]] }
}

/** "Pay N life" among a mana ability's costs (CR 119.4): the life and the rest of the cost ('' when none). */
export function manaLifeCost(cost: string): { life: number; rest: string } {
  let life = 0
  const rest = cost
    .split(/,\s*/)
    .filter((p) => {
      const m = /^pay (\d+) life$/i.exec(p.trim())
      if (m) life += Number(m[1])
      return !m && p.trim() !== ''
    })
    .join(', ')
  return { life, rest }
}

/** Removes reminder text (parenthesised), which grants no abilities. */
export function stripReminderText(text: string): string {
  if (!text.includes('(')) return text.trim() // most lines have none
  return text.replace(/(?<!\s)\s*\([^()]*\)/g, '').trim()
}

/**
 * Reads the activated mana abilities (CR 605.1a) of a card face: one intrinsic "{T}: Add …" per basic land
 * type in `subtypes` (CR 305.6), then every "COST: Add …" line of the Oracle text that has no target (605.5a)
 * and isn't a loyalty ability. Reminder text is ignored. `unsupported` lists, verbatim, mana-ability texts (or
 * the riders of recognised ones, like "Adarkar Wastes deals 1 damage to you.") that could not be turned into
 * data: the player resolves those by hand. Abilities whose mana depends on other permanents ("any color that
 * a land an opponent controls could produce", CR 106.7) are returned with `produces: []`: resolve them with
 * `resolveCouldProduce`.
 */
export function readManaAbilities(
  oracleText: string,
  subtypes: string[],
  name = '',
): { abilities: ManaAbilityDef[]; unsupported: string[] } {
  const abilities: ManaAbilityDef[] = []
  const unsupported: string[] = []
  for (const subtype of subtypes) {
    const color = BASIC_LAND_MANA[subtype]
    if (color && !abilities.some((a) => a.produces[0]?.[0] === color)) abilities.push(intrinsicManaAbility(color))
  }
  for (const rawLine of (oracleText ?? '').split('\n')) {
    const line = stripReminderText(rawLine)
    if (!line) continue
    const read = readAbilityLine(line, name)
    if (read === null) continue
    if ('unsupported' in read) {
      unsupported.push(read.unsupported)
      continue
    }
    abilities.push(read.ability)
    if (read.riders.length) unsupported.push(read.riders.join(' '))
  }
  return { abilities, unsupported }
}

const LOYALTY_COST = /^\[?[+\-−]?(\d+|X)\]?$/

/** Reads one ability line: null when it is not an activated mana ability. */
function readAbilityLine(
  line: string,
  name: string,
): { ability: ManaAbilityDef; riders: string[] } | { unsupported: string } | null {
  const colon = findCostColon(line)
  if (colon < 0) return null
  // An ability word ("Metalcraft — {T}: …") has no rules meaning (CR 207.2c).
  const costText = line
    .slice(0, colon)
    .trim()
    .replace(/^[A-Z][\w' ]* — /, '')
  const effect = line.slice(colon + 1).trim()
  if (!/^add\b|\badd\s+(\{|one|two|three|four|five|X\b|an amount)/i.test(effect)) return null
  if (LOYALTY_COST.test(costText)) return null // CR 605.1a: loyalty abilities aren't mana abilities
  if (/\btarget\b/i.test(effect)) return null // CR 605.5a
  const sentences = splitSentences(effect)
  const addIndex = sentences.findIndex((s) => /^add\b/i.test(s))
  if (addIndex !== 0) return { unsupported: line }
  const costParts = costText
    .split(/,\s*/)
    .map((p) => p.trim())
    .filter(Boolean)
  const tap = costParts.includes('{T}')
  const cost = costParts.filter((p) => p !== '{T}').join(', ')
  const storage = perCounterAdd(sentences[0], cost)
  const scaled = storage ? null : scaledAdd(sentences[0])
  const chosen = /^add one mana of the chosen colou?r\.?$/i.test(sentences[0])
  const produces = chosen ? [] : (storage?.produces ?? scaled ?? readAddClause(sentences[0]))
  if (produces === null) return { unsupported: line }
  const ability: ManaAbilityDef = { text: line, cost, tap, produces, ...(scaled ? { scaled: true } : {}) }
  if (chosen) ability.chosenColor = true
  if (storage) ability.perCounter = storage.counter
  if (storage?.base) ability.perCounterBase = storage.base
  const riders = sentences.slice(1).filter((s) => manaRider(s) === null && !sideEffect(s, name, ability))
  return { ability, riders }
}

/** "Add {C} for each storage counter removed this way" after "Remove any number of storage counters from ~", "Add X
 *  mana in any combination of {W} and/or {U}" after "Remove X storage counters from ~": one mana per counter. */
function perCounterAdd(
  sentence: string,
  cost: string,
): { produces: Array<Array<ManaType | 'any'>>; counter: string; base?: number } | null {
  const removed = /(?:^|, )remove (?:any number of|x) (\w+) counters from [^,]+$/i.exec(cost)
  if (!removed) return null
  const counter = removed[1].toLowerCase()
  let m = /^add (\{[WUBRGC]\}) for each (\w+) counter removed this way\.?$/i.exec(sentence)
  if (m && m[2].toLowerCase() === counter && /any number of/i.test(cost))
    return { produces: [symbolsOf(m[1])], counter }
  // "Add {B}, then add an additional {B} for each charge counter removed this way" (the Mana Batteries).
  m = /^add (\{[WUBRGC]\}), then add an additional (\{[WUBRGC]\}) for each (\w+) counter removed this way\.?$/i.exec(
    sentence,
  )
  if (m && m[1] === m[2] && m[3].toLowerCase() === counter && /any number of/i.test(cost))
    return { produces: [symbolsOf(m[1])], counter, base: 1 }
  m = /^add x mana in any combination of \{([WUBRGC])\} and\/or \{([WUBRGC])\}\.?$/i.exec(sentence)
  if (m && /remove x /i.test(cost)) return { produces: [[m[1] as ManaType], [m[2] as ManaType]], counter }
  return null
}

const SELF = ['~', 'this land', 'this artifact', 'this creature', 'this permanent', 'it']
const NUMBER = (w: string): number | undefined => (/^\d+$/.test(w) ? Number(w) : NUMBER_WORDS[w.toLowerCase()])

/** A sentence after "Add …" that the ability does as it resolves (CR 605.3b), recorded on `ability`; false when
 *  the sentence isn't one of them. */
function sideEffect(sentence: string, name: string, ability: ManaAbilityDef): boolean {
  const s = sentence.trim().replace(/\.$/, '')
  const self = (subject: string) => SELF.includes(subject.toLowerCase()) || (!!name && subject === name)
  let m = /^(.+) deals (\w+) damage to you$/.exec(s)
  if (m && self(m[1]) && NUMBER(m[2]) !== undefined) return ((ability.damageYou = NUMBER(m[2])), true)
  m = /^draw (a|\w+) cards?$/i.exec(s)
  if (m && (m[1] === 'a' || NUMBER(m[1]) !== undefined)) return ((ability.draw = m[1] === 'a' ? 1 : NUMBER(m[1])), true)
  m = /^you gain (\w+) life$/i.exec(s)
  if (m && NUMBER(m[1]) !== undefined) return ((ability.gainLife = NUMBER(m[1])), true)
  m = /^(.+) doesn't untap during your next untap step$/.exec(s)
  if (m && self(m[1])) return ((ability.staysTapped = true), true)
  m = /^if there are no (\w+) counters on (.+), sacrifice it$/i.exec(s)
  if (m && self(m[2])) return ((ability.sacrificeIfNone = m[1].toLowerCase()), true)
  m = /^activate only if you control an? (plains|island|swamp|mountain|forest)$/i.exec(s)
  if (m) return ((ability.onlyIfControl = m[1][0].toUpperCase() + m[1].slice(1).toLowerCase()), true)
  // Any time its controller has priority: what the engine's explicit activation already requires (CR 117.1).
  if (/^activate only as an instant$/i.test(s)) return true
  m = /^activate only if (.+)$/i.exec(s)
  if (m) return ((ability.activateIf = m[1]), true)
  return false
}

/** "Add {G} for each Elf you control", "Add an amount of {G} equal to ~'s power" (CR 107.3): the mana of one, to be
 *  scaled by the count the engine reads from the text (`scaled`); null for other sentences. */
function scaledAdd(sentence: string): Array<Array<ManaType>> | null {
  const m =
    /^add ((?:\{[WUBRGC]\})+) for each [^.,]+\.?$/i.exec(sentence) ??
    /^add an amount of (\{[WUBRGC]\}) equal to [^.,]+\.?$/i.exec(sentence)
  return m ? [symbolsOf(m[1])] : null
}

/** Index of the colon ending an activation cost, skipping colons inside quotes ("…: Add {G}."). */
function findCostColon(line: string): number {
  let inQuote = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (ch === '"' || ch === '“' || ch === '”') inQuote = !inQuote
    else if (ch === ':' && !inQuote) return i
  }
  return -1
}

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=\.)\s+/)
    .map((s) => s.trim())
    .filter(Boolean)
}

const SYMBOL_RUN = /^(\{[WUBRGC]\})+$/

function symbolsOf(run: string): ManaType[] {
  return [...run.matchAll(/\{([WUBRGC])\}/g)].map((m) => m[1] as ManaType)
}

/**
 * Reads the mana of an "Add …" sentence into alternatives: "Add {R} or {G}." → [['R'],['G']];
 * "Add {C}{C}." → [['C','C']]; "one mana of any color" → [['any']]; "two mana of any one color" → five
 * alternatives; "two mana in any combination of colors" → [['any','any']]; "… could produce" → [] (CR 106.7).
 * Null when the sentence is not understood.
 */
export function readAddClause(sentence: string): Array<Array<ManaType | 'any'>> | null {
  const body = sentence
    .replace(/^add\s+/i, '')
    .replace(/\.$/, '')
    .trim()
  if (couldProduceSpec(sentence)) return []
  // CR 903.4e: no variant here has a commander, so a commander's colour identity is undefined and adds nothing.
  if (/^one mana of any colou?r in your commander's colou?r identity$/i.test(body)) return []
  let m = /^(\w+) mana of any one colou?r$/i.exec(body)
  if (m && NUMBER_WORDS[m[1].toLowerCase()]) {
    const n = NUMBER_WORDS[m[1].toLowerCase()]
    return COLORS.map((c) => Array<ManaType>(n).fill(c))
  }
  m = /^(\w+) mana in any combination of colou?rs$/i.exec(body)
  if (m && NUMBER_WORDS[m[1].toLowerCase()]) return [Array<'any'>(NUMBER_WORDS[m[1].toLowerCase()]).fill('any')]
  m = /^(\w+) mana in any combination of \{([WUBRGC])\} and\/or \{([WUBRGC])\}$/i.exec(body)
  if (m && NUMBER_WORDS[m[1].toLowerCase()]) {
    const n = NUMBER_WORDS[m[1].toLowerCase()]
    const a = m[2] as ManaType
    const b = m[3] as ManaType
    const out: ManaType[][] = []
    for (let k = n; k >= 0; k--) out.push([...Array<ManaType>(k).fill(a), ...Array<ManaType>(n - k).fill(b)])
    return out
  }
  const pieces = body.split(/,\s*or\s+|,\s+|(?<!\s)\s+or\s+/)
  const alternatives: Array<Array<ManaType | 'any'>> = []
  for (const raw of pieces) {
    const piece = raw.trim()
    if (SYMBOL_RUN.test(piece)) alternatives.push(symbolsOf(piece))
    else if (/^one mana of any colou?r$/i.test(piece)) alternatives.push(['any'])
    else return null
  }
  return alternatives.length ? alternatives : null
}

/** "Any color/type that a land an opponent controls could produce" (CR 106.7). */
export interface CouldProduceSpec {
  /** 'color' excludes colourless; 'type' includes it. */
  of: 'color' | 'type'
  /** Whose permanents are looked at, relative to the ability's controller. */
  whose: 'opponent' | 'you' | 'any'
  /** Which permanents: lands only, or any permanent. */
  what: 'land' | 'permanent'
}

/** Recognises CR 106.7 "could produce" mana in an ability's text; null when absent. */
export function couldProduceSpec(text: string): CouldProduceSpec | null {
  const m =
    /one mana of any (colou?r|type) that an? (land|permanent)s? (an opponent controls|your opponents control|you control|a player controls) could produce/i.exec(
      text,
    )
  if (!m) return null
  const whose = /opponent/i.test(m[3]) ? 'opponent' : /you control/i.test(m[3]) ? 'you' : 'any'
  return {
    of: /type/i.test(m[1]) ? 'type' : 'color',
    whose,
    what: m[2].toLowerCase() === 'land' ? 'land' : 'permanent',
  }
}

/** A permanent as CR 106.7 looks at it: who controls it, whether it is a land, and its mana abilities. */
export interface ManaPermanent {
  id: string
  controller: number
  isLand: boolean
  abilities: ManaAbilityDef[]
}

/**
 * The types of mana each permanent could produce (CR 106.7), costs ignored. "Could produce" abilities take
 * the types of the permanents they look at, computed to a fixed point, so two Exotic Orchards facing each
 * other produce nothing unless some other land gives them a type (the CR 106.7 example). Keys: permanent ids;
 * values in WUBRGC order.
 */
export function couldProduce(permanents: ManaPermanent[]): Record<string, ManaType[]> {
  const sets = new Map<string, Set<ManaType>>()
  const pending: Array<{ perm: ManaPermanent; spec: CouldProduceSpec }> = []
  for (const perm of permanents) {
    const set = new Set<ManaType>()
    for (const ability of perm.abilities) {
      const spec = couldProduceSpec(ability.text)
      if (spec) pending.push({ perm, spec })
      for (const alt of ability.produces)
        for (const t of alt) {
          if (t === 'any') COLORS.forEach((c) => set.add(c))
          else set.add(t)
        }
    }
    sets.set(perm.id, set)
  }
  let changed = true
  while (changed) {
    changed = false
    for (const { perm, spec } of pending) {
      const own = sets.get(perm.id)!
      for (const other of permanents) {
        if (!looksAt(spec, perm, other)) continue
        for (const t of sets.get(other.id)!) {
          if (spec.of === 'color' && t === 'C') continue
          if (!own.has(t)) {
            own.add(t)
            changed = true
          }
        }
      }
    }
  }
  const out: Record<string, ManaType[]> = {}
  for (const [id, set] of sets) out[id] = MANA_ORDER.filter((t) => set.has(t))
  return out
}

/**
 * Each permanent's mana abilities with "could produce" abilities resolved into concrete alternatives
 * (CR 106.7): an Exotic Orchard facing a Forest gets `produces: [['G']]`; facing no lands, `[]` (no mana).
 */
export function resolveCouldProduce(permanents: ManaPermanent[]): Record<string, ManaAbilityDef[]> {
  const types = couldProduce(permanents)
  const out: Record<string, ManaAbilityDef[]> = {}
  for (const perm of permanents) {
    out[perm.id] = perm.abilities.map((ability) => {
      const spec = couldProduceSpec(ability.text)
      if (!spec) return ability
      const found = new Set<ManaType>()
      for (const other of permanents) {
        if (!looksAt(spec, perm, other)) continue
        for (const t of types[other.id]) if (!(spec.of === 'color' && t === 'C')) found.add(t)
      }
      return { ...ability, produces: MANA_ORDER.filter((t) => found.has(t)).map((t) => [t]) }
    })
  }
  return out
}

const MANA_ORDER: ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C']

function looksAt(spec: CouldProduceSpec, perm: ManaPermanent, other: ManaPermanent): boolean {
  if (spec.what === 'land' && !other.isLand) return false
  if (spec.whose === 'opponent' && other.controller === perm.controller) return false
  if (spec.whose === 'you' && other.controller !== perm.controller) return false
  return true
}

/** A spending rider on produced mana (CR 106.6): the restriction tag and/or how long it stays in the pool. */
export interface ManaRider {
  /** e.g. 'creature' for "Spend this mana only to cast creature spells." */
  restriction?: string
  /** e.g. 'endOfTurn' for "Until end of turn, you don't lose this mana as steps and phases end." */
  persists?: string
  /** "…, and that spell can't be countered" (Cavern of Souls, CR 101.2): the spell it pays for can't be countered. */
  uncounterable?: true
}

const UNCOUNTERABLE = /,? and that spell can't be countered$/i

/**
 * Reads one rider sentence of a mana ability; null when the sentence is not a spending or duration rider.
 * `chosenType` is the creature type the source's controller chose as it entered ('' when none): "of the chosen
 * type" is read against it (CR 205.3, 614.12); left out, the rider is only checked for being readable.
 */
export function manaRider(sentence: string, chosenType?: string): ManaRider | null {
  let text = sentence.trim().replace(/\.$/, '')
  const uncounterable = UNCOUNTERABLE.test(text)
  if (uncounterable) text = text.replace(UNCOUNTERABLE, '')
  // Unbound (no type chosen, or only checking), the tag keeps "of the chosen type" and allows nothing.
  const chosen = mentionsChosenType(text)
  const readable = chosen ? bindChosenType(text, chosenType || 'Chosen') : text
  const bound = chosen && chosenType ? readable : text
  let m = /^spend this mana only to cast (?:an? )?(.+?) spells?$/i.exec(readable)
  // CR 106.6: only a restriction the engine reads (spendRestriction.ts); another one is resolved by hand.
  if (!m) m = /^spend this mana only (.+?)$/i.exec(readable)
  if (m && readSpendRestriction(m[1], true)) {
    const tag =
      /^spend this mana only to cast (?:an? )?(.+?) spells?$/i.exec(bound) ??
      /^spend this mana only (.+?)$/i.exec(bound)
    return { restriction: tag![1].toLowerCase(), ...(uncounterable ? { uncounterable: true } : {}) }
  }
  if (m || uncounterable) return null
  if (/^until end of turn, you don't lose this mana as steps and phases end$/i.test(text))
    return { persists: 'endOfTurn' }
  return null
}

/** The riders of a mana ability's text, merged (restriction and/or duration); {} when none. `chosenType`: as for
 *  `manaRider`. */
export function abilityRider(abilityText: string, chosenType?: string): ManaRider {
  const colon = findCostColon(abilityText)
  const effect = colon >= 0 ? abilityText.slice(colon + 1) : abilityText
  const out: ManaRider = {}
  for (const sentence of splitSentences(effect.trim()).slice(1))
    Object.assign(out, manaRider(sentence, chosenType) ?? {})
  return out
}
