// What a card is worth to a limited deck, read from what the engine knows of it: its compiled abilities (removal,
// card draw, tokens, counterspells, tricks), a creature's stats and keywords (evasion above all) against its mana
// value, and how much of its text the engine runs (text resolved by hand is text the computer skips). Roughly 0-5.
import '../text' // the rules-text layer, which reads the cards' abilities
import type { CardDefinition, CardFace } from '../cards/model'
import { faceAbilities } from '../engine/abilities'
import type { EffectText, FaceAbilities, TargetSpec } from '../engine/abilities'

export interface CardWorth {
  /** The card's worth in a limited deck, about 0 (unplayable) to 5 (a bomb). */
  score: number
  colors: string[]
  manaValue: number
  creature: boolean
  land: boolean
  basic: boolean
  removal: boolean
  /** The colours of mana a land makes (fixing). */
  produces: string[]
  /** The parts of the score, for the review ("removal 2.0, flying 0.6"). */
  reasons: string[]
}

const EVASION: Record<string, number> = {
  flying: 0.8,
  menace: 0.4,
  trample: 0.3,
  'double strike': 1.2,
  'first strike': 0.5,
  deathtouch: 0.7,
  lifelink: 0.4,
  vigilance: 0.2,
  hexproof: 0.4,
  indestructible: 1,
  reach: 0.15,
  haste: 0.3,
  flash: 0.3,
  ward: 0.3,
  prowess: 0.3,
  defender: -0.8,
}

const CREATURE_TARGETS = new Set<TargetSpec['what']>([
  'any',
  'creature',
  'creatureOrPlaneswalker',
  'permanent',
  'nonlandPermanent',
  'artifactOrCreature',
])

const cache = new Map<string, CardWorth>()

/** Every kind of effect in an effect text (modes and kicked effects included), with the targets it has. */
function effectKinds(
  e: EffectText | null | undefined,
  out: { kinds: Record<string, unknown>[]; creatureTarget: boolean },
) {
  if (!e) return
  if (e.targets?.some((t) => CREATURE_TARGETS.has(t.what))) out.creatureTarget = true
  const walk = (x: unknown) => {
    if (Array.isArray(x)) x.forEach(walk)
    else if (x && typeof x === 'object') {
      const o = x as Record<string, unknown>
      if (typeof o.kind === 'string') out.kinds.push(o)
      for (const v of Object.values(o)) if (v && typeof v === 'object') walk(v)
    }
  }
  walk(e.effects)
  e.modes?.choices.forEach((c) => effectKinds(c, out))
  if (e.kicked) walk(e.kicked.effects)
}

const num = (a: unknown): number => (typeof a === 'number' ? a : 2)

/** The worth of one effect text (a spell, a trigger's or an ability's effect). */
function effectWorth(e: EffectText | null | undefined, reasons: string[]): { value: number; removal: boolean } {
  const found = { kinds: [] as Record<string, unknown>[], creatureTarget: false }
  effectKinds(e, found)
  let value = 0
  let removal = false
  const seen = new Set<string>()
  const add = (v: number, why: string) => {
    if (seen.has(why)) return // one effect counted once, however its text repeats it (modes, kicker)
    seen.add(why)
    value += v
    reasons.push(`${why} ${v.toFixed(1)}`)
  }
  for (const k of found.kinds) {
    const subject = k.subject as { all?: unknown } | string | undefined
    const all = typeof subject === 'object' && subject !== null && 'all' in subject
    switch (k.kind) {
      case 'destroy':
      case 'exile':
        if (all) add(1.2, 'sweeper')
        else if (found.creatureTarget) {
          add(2.2, 'removal')
          removal = true
        } else add(0.5, k.kind)
        break
      case 'damage':
        if (found.creatureTarget) {
          const n = num(k.amount)
          add(n >= 4 ? 2 : n >= 2 ? 1.6 : 0.8, 'burn')
          removal = true
        } else add(0.4, 'damage')
        break
      case 'damageEach':
        add(0.8, 'damage to each')
        break
      case 'fight':
      case 'bite':
        add(1.4, 'fight')
        removal = true
        break
      case 'bounce':
        add(found.creatureTarget ? 0.8 : 0.3, 'bounce')
        break
      case 'tap':
        if (k.frozen) add(0.6, 'freeze')
        break
      case 'pump':
        if (k.negative || num(k.toughness) < 0) {
          add(1.5, 'shrink')
          removal = true
        } else add(0.4, 'trick')
        break
      case 'counters':
        if (k.counter === '-1/-1' && found.creatureTarget) {
          add(1.3, '-1/-1 counters')
          removal = true
        } else add(0.3, 'counters')
        break
      case 'draw':
        add(0.6 * Math.min(3, num(k.amount)), 'draw')
        break
      case 'token':
        add(0.9, 'tokens')
        break
      case 'counterSpell':
        add(0.8, 'counterspell')
        break
      case 'control':
        add(2.5, 'steal')
        removal = true
        break
      case 'discard':
        add(0.3, 'discard')
        break
      case 'gainLife':
        add(0.15, 'life')
        break
      case 'returnCard':
        add(0.5, 'recursion')
        break
      case 'search':
        add(0.3, 'search')
        break
      case 'scry':
      case 'surveil':
        add(0.15, k.kind)
        break
      default:
        break
    }
  }
  return { value, removal }
}

function abilitiesWorth(a: FaceAbilities, reasons: string[]): { value: number; removal: boolean } {
  let value = 0
  let removal = false
  const take = (e: EffectText | null | undefined, share: number) => {
    const w = effectWorth(e, reasons)
    value += w.value * share
    removal ||= w.removal
  }
  take(a.spell, 1)
  for (const t of a.triggers) take(t.effect, 0.8)
  for (const x of a.activated) take(x, 0.5)
  for (const x of a.loyalty) take(x, 0.6)
  return { value, removal }
}

const statNumber = (s: string | undefined, fallback: number) => {
  const n = Number(s)
  return Number.isFinite(n) ? n : fallback
}

function landWorth(def: CardDefinition, face: CardFace, basic: boolean): CardWorth {
  const produces = [...new Set(face.manaAbilities.flatMap((m) => m.produces.flat()))].filter((c) =>
    'WUBRG'.includes(String(c)),
  ) as string[]
  const any = face.manaAbilities.some((m) => m.produces.some((p) => p.includes('any')))
  const colours = any ? ['W', 'U', 'B', 'R', 'G'] : produces
  const score = basic ? 0 : colours.length >= 2 ? 1.2 : 0.4
  return {
    score,
    colors: [],
    manaValue: 0,
    creature: false,
    land: true,
    basic,
    removal: false,
    produces: colours,
    reasons: basic ? ['basic land'] : [`land making ${colours.join('') || 'colourless mana'}`],
  }
}

/** The coloured mana symbols of a face's cost, by colour (hybrid counts half to each). */
export function pips(face: CardFace): Record<string, number> {
  const out: Record<string, number> = {}
  for (const s of face.manaCost?.symbols ?? []) {
    if (s.kind === 'colored' || s.kind === 'twobrid') out[s.color] = (out[s.color] ?? 0) + 1
    else if (s.kind === 'hybrid') for (const c of s.colors) out[c] = (out[c] ?? 0) + 0.5
    else if (s.kind === 'phyrexian') for (const c of s.colors) out[c] = (out[c] ?? 0) + 0.5 / s.colors.length
  }
  return out
}

const pipCount = (face: CardFace) => Object.values(pips(face)).reduce((a, b) => a + b, 0)

/** A card's worth in limited (memoised by name). */
export function cardWorth(def: CardDefinition): CardWorth {
  const hit = cache.get(def.name)
  if (hit) return hit
  const w = computeWorth(def)
  cache.set(def.name, w)
  return w
}

function computeWorth(def: CardDefinition): CardWorth {
  const face = def.faces[0]
  const types = face.types
  const basic = face.supertypes.includes('Basic')
  if (types.includes('Land')) return landWorth(def, face, basic)
  const reasons: string[] = []
  const colors = [...new Set(def.faces.flatMap((f) => f.colors))] as string[]
  const mv = def.manaValue
  const creature = types.includes('Creature')
  let score = 1
  let removal = false
  let lines = 0
  let run = 0
  for (const f of def.faces) {
    const a = faceAbilities(f)
    const w = abilitiesWorth(a, reasons)
    // Text the engine doesn't run is skipped by the computer: worth only part of its value.
    for (const l of a.lines) {
      lines++
      if (l.automated) run++
      else if (l.partly) run += 0.5
    }
    score += f === face ? w.value : w.value * 0.5
    removal ||= w.removal
  }
  if (creature) {
    const p = statNumber(face.power, mv)
    const t = statNumber(face.toughness, mv)
    const keywords = faceAbilities(face).keywords.map((k) => k.toLowerCase())
    let stats = Math.max(0, p) * 1.1 + Math.max(0, t) * 0.8
    for (const k of keywords) stats += EVASION[k.split(' ')[0] === 'ward' ? 'ward' : k] ?? 0
    const expected = 1.6 * Math.max(1, mv) + 0.6
    const body = 1.2 + (stats - expected) * 0.45
    reasons.push(`body ${body.toFixed(1)}`)
    score += body
    if (p <= 0 && !keywords.includes('defender')) score -= 0.4
  } else if (types.includes('Planeswalker')) {
    score += 2.5
    reasons.push('planeswalker 2.5')
  } else if (
    !removal &&
    (face.subtypes.includes('Aura') || face.subtypes.includes('Equipment')) &&
    !reasons.some((r) => r.startsWith('removal'))
  ) {
    score += 0.2
  }
  if (lines) {
    const share = run / lines
    if (share < 1) {
      const factor = 0.55 + 0.45 * share
      reasons.push(`the engine runs ${Math.round(share * 100)}% of its text`)
      score = score * factor
    }
  }
  if (mv >= 6) score -= 0.35 * (mv - 5)
  if (pipCount(face) >= 3 && mv <= 4) score -= 0.2
  const result: CardWorth = {
    score: Math.max(0, Math.min(5, Math.round(score * 100) / 100)),
    colors,
    manaValue: mv,
    creature,
    land: false,
    basic: false,
    removal,
    produces: [],
    reasons,
  }
  return result
}
