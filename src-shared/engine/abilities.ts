// Reads a card face's rules text into the abilities the engine automates: keywords (CR 702), spell effects
// from the text templates, activated abilities (CR 602), loyalty abilities (CR 606), simple enters-the-battlefield
// triggers (CR 603.6) and static abilities of Auras and Equipment. Lines it can't read are kept in `unknown`:
// spells and abilities with unknown text resolve by hand (manual tools).
import type { CardFace } from '../cards/model'
import type { Color, ManaCost } from '../mana/types'
import { parseManaCost, stripReminderText } from '../mana'

/** The keywords the engine automates (issue 5). */
export const AUTOMATED_KEYWORDS = [
  'flying',
  'reach',
  'first strike',
  'double strike',
  'deathtouch',
  'lifelink',
  'trample',
  'vigilance',
  'haste',
  'defender',
  'menace',
  'indestructible',
  'hexproof',
  'shroud',
  'flash',
] as const
const KEYWORD_SET = new Set<string>(AUTOMATED_KEYWORDS)

export type Amount = number | 'X'

/** What a target may be (CR 115). */
export interface TargetSpec {
  /** 'any' = creature, player or planeswalker (CR 115.4). */
  what:
    | 'any'
    | 'player'
    | 'opponent'
    | 'creature'
    | 'planeswalker'
    | 'creatureOrPlaneswalker'
    | 'playerOrPlaneswalker'
    | 'artifact'
    | 'enchantment'
    | 'artifactOrEnchantment'
    | 'land'
    | 'permanent'
    | 'nonlandPermanent'
    | 'spell'
    | 'creatureSpell'
    | 'noncreatureSpell'
    | 'instantOrSorcerySpell'
  youControl?: boolean
  opponentControls?: boolean
  notColor?: Color
  withKeyword?: string
  tapped?: boolean
  attacking?: boolean
}

export type Who = 'you' | 'opponents' | 'players' | { target: number }

export type Effect =
  | { kind: 'damage'; amount: Amount; target: number }
  | { kind: 'damageEach'; amount: Amount; each: 'opponents' | 'players' | 'creatures' | 'creaturesAndPlayers' }
  | { kind: 'draw'; amount: Amount; who: Who }
  | { kind: 'gainLife'; amount: Amount; who: Who }
  | { kind: 'loseLife'; amount: Amount; who: Who }
  | { kind: 'destroy'; target: number }
  | { kind: 'exile'; target: number }
  | { kind: 'bounce'; target: number }
  | { kind: 'tap'; target: number }
  | { kind: 'untap'; target: number }
  | { kind: 'pump'; power: number; toughness: number; keywords: string[]; target: number | 'self' | 'yourCreatures' }
  | { kind: 'counters'; counter: string; amount: number; target: number | 'self' }
  | { kind: 'counterSpell'; target: number }
  | {
      kind: 'token'
      count: number
      power: number
      toughness: number
      colors: Color[]
      subtypes: string[]
      keywords: string[]
    }
  | { kind: 'addMana'; symbols: string[] }

/** A spell's or ability's effect: its targets in order and what it does. */
export interface EffectText {
  text: string
  targets: TargetSpec[]
  effects: Effect[]
  /** False when some sentence isn't a known template: it resolves by hand. */
  automated: boolean
}

export interface ActivatedAbility extends EffectText {
  /** The mana part of the cost; null when none. */
  cost: ManaCost | null
  tap: boolean
  sacrificeSelf: boolean
  /** "Activate only as a sorcery" / equip (CR 602.5d, 702.6a). */
  sorcery: boolean
  /** Equip: attach to target creature you control (CR 702.6a). */
  equip?: boolean
  /** The cost parts the engine can pay; false → can only be done by hand. */
  payable: boolean
}

export type StaticAbility =
  | { kind: 'enchant'; spec: TargetSpec }
  | { kind: 'attachedPump'; power: number; toughness: number; keywords: string[]; via: 'enchanted' | 'equipped' }
  | { kind: 'cantBlock' }
  | { kind: 'cantBeBlocked' }
  | { kind: 'entersTapped' }
  | { kind: 'anthem'; power: number; toughness: number; keywords: string[] }

export interface FaceAbilities {
  keywords: string[]
  /** Instants and sorceries: the spell's effect (CR 608.2). */
  spell: EffectText | null
  activated: ActivatedAbility[]
  /** By index of face.loyaltyAbilities (CR 606). */
  loyalty: EffectText[]
  statics: StaticAbility[]
  /** "When ~ enters the battlefield, …" (CR 603.6a). */
  etb: EffectText[]
  /** Text the engine does not automate. */
  unknown: string[]
}

const cache = new WeakMap<CardFace, FaceAbilities>()

/** The abilities of a face (memoised per face object). */
export function faceAbilities(face: CardFace): FaceAbilities {
  let read = cache.get(face)
  if (!read) cache.set(face, (read = readFace(face)))
  return read
}

const NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
}
function amountOf(word: string): Amount | null {
  const w = word.toLowerCase()
  if (w === 'x') return 'X'
  if (/^\d+$/.test(w)) return Number(w)
  return NUMBERS[w] ?? null
}

const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' }

/** "target creature you don't control" → spec (CR 115.1). */
export function targetPhrase(phrase: string): TargetSpec | null {
  let p = phrase.trim().toLowerCase()
  const spec: Partial<TargetSpec> = {}
  const suffixes: [RegExp, () => void][] = [
    [/ you control$/, () => (spec.youControl = true)],
    [/ (an opponent controls|you don't control)$/, () => (spec.opponentControls = true)],
    [/ with (flying|reach|defender|trample)$/, () => undefined],
  ]
  for (const [re, set] of suffixes) {
    const m = re.exec(p)
    if (m) {
      if (m[1] && re.source.includes('with')) spec.withKeyword = m[1]
      else set()
      p = p.slice(0, m.index)
    }
  }
  const non = /^non(white|blue|black|red|green) /.exec(p)
  if (non) {
    spec.notColor = COLOR_WORDS[non[1]]
    p = p.slice(non[0].length)
  }
  if (p.startsWith('tapped ')) {
    spec.tapped = true
    p = p.slice(7)
  }
  if (p.startsWith('attacking ')) {
    spec.attacking = true
    p = p.slice(10)
  }
  const kinds: Record<string, TargetSpec['what']> = {
    'any target': 'any',
    player: 'player',
    opponent: 'opponent',
    creature: 'creature',
    planeswalker: 'planeswalker',
    'creature or planeswalker': 'creatureOrPlaneswalker',
    'player or planeswalker': 'playerOrPlaneswalker',
    artifact: 'artifact',
    enchantment: 'enchantment',
    'artifact or enchantment': 'artifactOrEnchantment',
    land: 'land',
    permanent: 'permanent',
    'nonland permanent': 'nonlandPermanent',
    spell: 'spell',
    'creature spell': 'creatureSpell',
    'noncreature spell': 'noncreatureSpell',
    'instant or sorcery spell': 'instantOrSorcerySpell',
  }
  const what = kinds[p]
  if (!what) return null
  if ((spec.notColor || spec.tapped || spec.attacking || spec.withKeyword) && what !== 'creature') return null
  return { what, ...spec }
}

const N = '(a|an|one|two|three|four|five|six|seven|eight|nine|ten|x|\\d+)'
const KW = `(${AUTOMATED_KEYWORDS.join('|')})`

/** Reads one effect sentence (lower case, "~" for the card's name, no final period). Adds targets to `targets`. */
function readSentence(s: string, targets: TargetSpec[]): Effect[] | null {
  let m: RegExpExecArray | null
  const target = (phrase: string): number | null => {
    const spec = targetPhrase(phrase)
    if (!spec) return null
    targets.push(spec)
    return targets.length - 1
  }
  // "~ deals N damage to any target / target creature / each opponent" (issue 5 templates)
  if ((m = new RegExp(`^~ deals ${N} damage to (.+)$`).exec(s))) {
    const amount = amountOf(m[1])
    if (amount === null) return null
    const to = m[2]
    const each: Record<string, 'opponents' | 'players' | 'creatures' | 'creaturesAndPlayers'> = {
      'each opponent': 'opponents',
      'each player': 'players',
      'each creature': 'creatures',
      'each creature and each player': 'creaturesAndPlayers',
    }
    if (each[to]) return [{ kind: 'damageEach', amount, each: each[to] }]
    if (!to.startsWith('target ') && to !== 'any target') return null
    const t = target(to === 'any target' ? to : to.slice(7))
    return t === null ? null : [{ kind: 'damage', amount, target: t }]
  }
  if ((m = new RegExp(`^(?:you )?draw ${N} cards?$`).exec(s))) {
    const amount = amountOf(m[1])
    return amount === null ? null : [{ kind: 'draw', amount, who: 'you' }]
  }
  if ((m = new RegExp(`^target (player|opponent) draws ${N} cards?$`).exec(s))) {
    const amount = amountOf(m[2])
    const t = target(m[1])
    return amount === null || t === null ? null : [{ kind: 'draw', amount, who: { target: t } }]
  }
  if ((m = new RegExp(`^(you|target player|target opponent) gains? ${N} life$`).exec(s))) {
    const amount = amountOf(m[2])
    if (amount === null) return null
    if (m[1] === 'you') return [{ kind: 'gainLife', amount, who: 'you' }]
    const t = target(m[1].slice(7))
    return t === null ? null : [{ kind: 'gainLife', amount, who: { target: t } }]
  }
  if ((m = new RegExp(`^(you|each opponent|each player|target player|target opponent) loses? ${N} life$`).exec(s))) {
    const amount = amountOf(m[2])
    if (amount === null) return null
    if (m[1] === 'you') return [{ kind: 'loseLife', amount, who: 'you' }]
    if (m[1] === 'each opponent') return [{ kind: 'loseLife', amount, who: 'opponents' }]
    if (m[1] === 'each player') return [{ kind: 'loseLife', amount, who: 'players' }]
    const t = target(m[1].slice(7))
    return t === null ? null : [{ kind: 'loseLife', amount, who: { target: t } }]
  }
  if ((m = /^(destroy|exile|tap|untap) target (.+)$/.exec(s))) {
    const t = target(m[2])
    const kind = m[1] as 'destroy' | 'exile' | 'tap' | 'untap'
    return t === null ? null : [{ kind, target: t }]
  }
  if ((m = /^return target (.+) to its owner's hand$/.exec(s))) {
    const t = target(m[1])
    return t === null ? null : [{ kind: 'bounce', target: t }]
  }
  if ((m = /^counter target (.+)$/.exec(s))) {
    const spec = targetPhrase(m[1])
    if (!spec || !spec.what.toLowerCase().includes('spell')) return null
    targets.push(spec)
    return [{ kind: 'counterSpell', target: targets.length - 1 }]
  }
  // "target creature gets +N/+N until end of turn" (issue 5 templates), with optional keyword grants.
  if (
    (m = new RegExp(
      `^(target .+?|~|creatures you control) (?:gets?|gain|gains) ([+-]\\d+)/([+-]\\d+)(?: and (?:gains?|has) ${KW}(?: and ${KW})?)? until end of turn$`,
    ).exec(s))
  ) {
    const keywords = [m[4], m[5]].filter(Boolean)
    const who = m[1]
    const pump = { kind: 'pump' as const, power: Number(m[2]), toughness: Number(m[3]), keywords }
    if (who === '~') return [{ ...pump, target: 'self' }]
    if (who === 'creatures you control') return [{ ...pump, target: 'yourCreatures' }]
    const t = target(who.slice(7))
    return t === null ? null : [{ ...pump, target: t }]
  }
  if (
    (m = new RegExp(`^(target .+?|~|creatures you control) gains? ${KW}(?: and ${KW})? until end of turn$`).exec(s))
  ) {
    const keywords = [m[2], m[3]].filter(Boolean)
    const who = m[1]
    const pump = { kind: 'pump' as const, power: 0, toughness: 0, keywords }
    if (who === '~') return [{ ...pump, target: 'self' }]
    if (who === 'creatures you control') return [{ ...pump, target: 'yourCreatures' }]
    const t = target(who.slice(7))
    return t === null ? null : [{ ...pump, target: t }]
  }
  if ((m = new RegExp(`^put ${N} ([+-]1/[+-]1) counters? on (target .+|~)$`).exec(s))) {
    const amount = amountOf(m[1])
    if (typeof amount !== 'number') return null
    if (m[3] === '~') return [{ kind: 'counters', counter: m[2], amount, target: 'self' }]
    const t = target(m[3].slice(7))
    return t === null ? null : [{ kind: 'counters', counter: m[2], amount, target: t }]
  }
  if (
    (m = new RegExp(
      `^create ${N} (\\d+)/(\\d+) ((?:(?:white|blue|black|red|green|colorless)(?:,? and |, | ))+)([a-z ]+?) (?:artifact )?creature tokens?(?: with ${KW})?$`,
    ).exec(s))
  ) {
    const count = amountOf(m[1])
    if (typeof count !== 'number') return null
    const colors = m[4]
      .split(/,? and |, | /)
      .map((w) => COLOR_WORDS[w])
      .filter(Boolean)
    const subtypes = m[5].split(' ').map((w) => w[0].toUpperCase() + w.slice(1))
    return [
      {
        kind: 'token',
        count,
        power: Number(m[2]),
        toughness: Number(m[3]),
        colors,
        subtypes,
        keywords: m[6] ? [m[6]] : [],
      },
    ]
  }
  if ((m = /^add ((?:\{[wubrgc]\})+)$/.exec(s))) {
    return [
      {
        kind: 'addMana',
        symbols: m[1]
          .slice(1, -1)
          .split('}{')
          .map((x) => x.toUpperCase()),
      },
    ]
  }
  return null
}

/** Splits effect text into sentences and reads each; unknown sentences make it not automated. */
export function readEffectText(text: string, cardName: string): EffectText {
  const norm = normalize(text, cardName)
  const targets: TargetSpec[] = []
  const effects: Effect[] = []
  let automated = norm.length > 0
  for (const sentence of splitSentences(norm)) {
    // "X then Y": read the parts as two sentences.
    const parts = sentence.split(/, then | and (?=you (?:gain|lose|draw)\b)/)
    for (const part of parts) {
      const read = readSentence(part, targets)
      if (!read) automated = false
      else effects.push(...read)
    }
  }
  return { text, targets, effects, automated }
}

function normalize(text: string, cardName: string): string {
  let t = stripReminderText(text).replace(/\u2212/g, '-')
  const names = [cardName, cardName.split(',')[0]].filter((n) => n.length > 2)
  for (const name of names) t = t.split(name).join('~')
  t = t.replace(/\bthis (creature|spell|artifact|enchantment|permanent)\b/gi, '~')
  return t.toLowerCase().trim()
}

function splitSentences(text: string): string[] {
  return text
    .split(/\.(?:\s+|$)/)
    .map((s) => s.trim())
    .filter(Boolean)
}

const COST_PART_MANA = /^(\{[^}]+\})+$/

function readActivated(line: string, cardName: string): ActivatedAbility | null {
  const colon = line.indexOf(': ')
  if (colon < 0) return null
  const costText = line.slice(0, colon)
  if (/^\[?[+\-−]?(\d+|X)\]?$/.test(costText)) return null // a loyalty ability
  let effectText = line.slice(colon + 2)
  let sorcery = false
  const only = /\s*Activate only as a sorcery\.?$/i
  if (only.test(effectText)) {
    sorcery = true
    effectText = effectText.replace(only, '')
  }
  let cost: ManaCost | null = null
  let tap = false
  let sacrificeSelf = false
  let payable = true
  for (const rawPart of costText.split(/,\s*/)) {
    const part = rawPart.trim()
    if (part === '{T}') tap = true
    else if (COST_PART_MANA.test(part) && !part.includes('{T}') && !part.includes('{Q}')) {
      try {
        cost = parseManaCost(part)
      } catch {
        payable = false
      }
    } else if (
      /^sacrifice (~|this \w+)$/i.test(normalize(part, cardName)) ||
      normalize(part, cardName) === 'sacrifice ~'
    )
      sacrificeSelf = true
    else payable = false
  }
  const effect = readEffectText(effectText, cardName)
  return { ...effect, text: line, cost, tap, sacrificeSelf, sorcery, payable }
}

function readKeywordLine(
  line: string,
): { keywords: string[]; statics: StaticAbility[]; activated: ActivatedAbility[] } | null {
  const keywords: string[] = []
  const statics: StaticAbility[] = []
  const activated: ActivatedAbility[] = []
  for (const raw of line.split(/[,;]\s*/)) {
    const part = raw.trim().toLowerCase()
    if (KEYWORD_SET.has(part)) {
      keywords.push(part)
      continue
    }
    const enchant = /^enchant (.+)$/.exec(part)
    if (enchant) {
      const spec = targetPhrase(enchant[1])
      if (!spec) return null
      statics.push({ kind: 'enchant', spec })
      continue
    }
    const equip = /^equip (\{[^}]+\})+$/.exec(part)
    if (equip) {
      const costText = raw.trim().slice(6)
      let cost: ManaCost | null = null
      try {
        cost = parseManaCost(costText)
      } catch {
        return null
      }
      activated.push({
        text: raw.trim(),
        targets: [{ what: 'creature', youControl: true }],
        effects: [],
        automated: true,
        cost,
        tap: false,
        sacrificeSelf: false,
        sorcery: true,
        equip: true,
        payable: true,
      })
      continue
    }
    return null
  }
  return { keywords, statics, activated }
}

function readStatic(line: string, cardName: string): StaticAbility | null {
  const s = normalize(line, cardName).replace(/\.$/, '')
  let m: RegExpExecArray | null
  if (
    (m = new RegExp(
      `^(enchanted|equipped) creature gets ([+-]\\d+)/([+-]\\d+)(?: and has ${KW}(?: and ${KW})?)?$`,
    ).exec(s))
  ) {
    return {
      kind: 'attachedPump',
      via: m[1] as 'enchanted' | 'equipped',
      power: Number(m[2]),
      toughness: Number(m[3]),
      keywords: [m[4], m[5]].filter(Boolean),
    }
  }
  if ((m = new RegExp(`^(enchanted|equipped) creature has ${KW}(?: and ${KW})?$`).exec(s))) {
    return {
      kind: 'attachedPump',
      via: m[1] as 'enchanted' | 'equipped',
      power: 0,
      toughness: 0,
      keywords: [m[2], m[3]].filter(Boolean),
    }
  }
  if (s === "~ can't block") return { kind: 'cantBlock' }
  if (s === "~ can't be blocked") return { kind: 'cantBeBlocked' } // CR 509.1b
  if (s === '~ enters the battlefield tapped') return { kind: 'entersTapped' } // CR 614.1c
  if ((m = new RegExp(`^creatures you control get ([+-]\\d+)/([+-]\\d+)(?: and have ${KW})?$`).exec(s))) {
    return { kind: 'anthem', power: Number(m[1]), toughness: Number(m[2]), keywords: m[3] ? [m[3]] : [] }
  }
  return null
}

function readFace(face: CardFace): FaceAbilities {
  const out: FaceAbilities = {
    keywords: [],
    spell: null,
    activated: [],
    loyalty: [],
    statics: [],
    etb: [],
    unknown: [],
  }
  const isSpell = face.types.includes('Instant') || face.types.includes('Sorcery')
  const manaTexts = new Set((face.manaAbilities ?? []).map((a) => stripReminderText(a.text)))
  const loyaltyLeft = [...(face.loyaltyAbilities ?? [])]
  const spellLines: string[] = []
  for (const rawLine of (face.oracleText ?? '').split('\n')) {
    const line = stripReminderText(rawLine).trim()
    if (!line) continue
    if (manaTexts.has(line)) continue // a mana ability (CR 605), handled by the mana module
    const kw = readKeywordLine(line)
    if (kw) {
      out.keywords.push(...kw.keywords)
      out.statics.push(...kw.statics)
      out.activated.push(...kw.activated)
      continue
    }
    const loyalty = /^\[?([+\-−]?(?:\d+|X))\]?:\s*(.+)$/.exec(line)
    if (loyalty && face.types.includes('Planeswalker') && loyaltyLeft.length) {
      loyaltyLeft.shift()
      const read = readEffectText(loyalty[2], face.name)
      out.loyalty.push(read)
      if (!read.automated) out.unknown.push(line)
      continue
    }
    const st = readStatic(line, face.name)
    if (st) {
      out.statics.push(st)
      continue
    }
    const etb = /^When (.+?) enters the battlefield, (.+)$/i.exec(line)
    if (etb && normalize(etb[1], face.name) === '~') {
      const read = readEffectText(etb[2], face.name)
      if (read.automated && read.targets.length === 0) {
        out.etb.push(read)
        continue
      }
      out.unknown.push(line)
      continue
    }
    if (!isSpell) {
      const act = readActivated(line, face.name)
      if (act) {
        out.activated.push(act)
        if (!act.automated || !act.payable) out.unknown.push(line)
        continue
      }
      out.unknown.push(line)
      continue
    }
    spellLines.push(line)
  }
  if (isSpell) {
    out.spell = readEffectText(spellLines.join(' '), face.name)
    if (!out.spell.automated) out.unknown.push(...spellLines)
  }
  // Loyalty abilities the text reader did not match (e.g. missing from the text): resolve by hand.
  for (const rest of loyaltyLeft) {
    out.loyalty.push({ text: rest.text, targets: [], effects: [], automated: false })
    out.unknown.push(rest.text)
  }
  return out
}
