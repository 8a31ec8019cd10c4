// The card pool: an in-memory index over card definitions. By name and face name, by exact mana cost (ruling MA-6),
// by name prefix, type, colour and mana value; fuzzy "did you mean" suggestions.
import type { Color, ManaCost } from '../mana/types'
import { costKey, parseManaCost } from '../mana/index'
import type { CardDefinition } from './model'
import { editDistance, foldName, suggestionTolerance } from './names'

export interface CardQuery {
  /** Case-insensitive substring of the full name or a face name. */
  name?: string
  /** The full name or a face name starts with this (case-insensitive). */
  prefix?: string
  /** Every word must appear in the card's type line (any face), case-insensitive: "Legendary Creature", "Elf". */
  type?: string
  /** The card's colours include each of these ([] with exactColors: colourless). */
  colors?: Color[]
  /** With colors: the card's colours are exactly these. */
  exactColors?: boolean
  /** Exact mana value, or a range. */
  manaValue?: number | { min?: number; max?: number }
  /** Exact mana cost text, compared per ruling MA-6. */
  cost?: string
  /** At most this many results. */
  limit?: number
}

/** What the pool indexes a card by: a definition, or a stored card not yet rebuilt into one (see addLazy). */
export interface CardSource {
  name: string
  layout: CardDefinition['layout']
  manaValue: number
  faces: Array<{ name: string; typeLine: string; colors?: Color[]; manaCostText: string; manaCost?: ManaCost | null }>
}

interface Entry {
  source: CardSource
  def?: CardDefinition
  load?: () => CardDefinition
  folded: string
  faces: string[]
  /** Lower-case type lines and colour bits, worked out on the first search that needs them. */
  typeLine?: string
  colors?: number
}

const COLOR_BIT: Record<Color, number> = { W: 1, U: 2, B: 4, R: 8, G: 16 }
const bits = (colors: readonly Color[] | undefined) => (colors ? colors.reduce((n, c) => n | COLOR_BIT[c], 0) : 0)

export class CardPool {
  private entries: Entry[] = []
  private byFullName = new Map<string, number>()
  // Indexes built on first use (and dropped when a card is added): opening a large pool stays cheap.
  private byFace: Map<string, number> | null = null
  private byCostKey: Map<string, number[]> | null = null
  private prefixes: Array<[string, number]> | null = null

  constructor(cards: Iterable<CardDefinition> = []) {
    for (const card of cards) this.add(card)
  }

  get size(): number {
    return this.entries.length
  }

  /** Adds a card; a card with the same full name is replaced (a scenario's or an imported card wins). */
  add(def: CardDefinition): void {
    const entry = this.summarise(def)
    entry.def = def
    this.put(entry)
  }

  /**
   * Adds a card known by its summary, built into a full definition by `load` the first time it is asked for (a
   * database opens fast: most of its cards are never looked at in a session).
   */
  addLazy(source: CardSource, load: () => CardDefinition): void {
    const entry = this.summarise(source)
    entry.load = load
    this.put(entry)
  }

  private summarise(source: CardSource): Entry {
    const folded = foldName(source.name)
    const faces = new Array<string>(source.faces.length)
    for (let i = 0; i < source.faces.length; i++) {
      const name = source.faces[i].name
      faces[i] = name === source.name ? folded : foldName(name)
    }
    if (faces.length === 0) faces.push(folded)
    return { source, def: undefined, load: undefined, folded, faces, typeLine: undefined, colors: undefined }
  }

  private typeLineOf(e: Entry): string {
    return (e.typeLine ??= e.source.faces
      .map((f) => f.typeLine)
      .join(' // ')
      .toLowerCase())
  }

  private colorsOf(e: Entry): number {
    return (e.colors ??= e.source.faces.reduce((n, f) => n | bits(f.colors), 0))
  }

  private put(entry: Entry): void {
    const existing = this.byFullName.get(entry.folded)
    if (existing !== undefined) this.entries[existing] = entry
    else {
      this.byFullName.set(entry.folded, this.entries.length)
      this.entries.push(entry)
    }
    this.byFace = null
    this.byCostKey = null
    this.prefixes = null
    this.costResults.clear()
  }

  private defOf(e: Entry): CardDefinition {
    if (!e.def) {
      e.def = e.load!()
      e.load = undefined
    }
    return e.def
  }

  has(name: string): boolean {
    return this.byName(name) !== undefined
  }

  all(): CardDefinition[] {
    return this.entries.map((e) => this.defOf(e))
  }

  /** Exact full name or face name, case-insensitive: a double-faced card is found by its front name (CR 712.4a). */
  byName(name: string): CardDefinition | undefined {
    const folded = foldName(name)
    const full = this.byFullName.get(folded)
    if (full !== undefined) return this.defOf(this.entries[full])
    const face = this.faceIndex().get(folded)
    return face === undefined ? undefined : this.defOf(this.entries[face])
  }

  /**
   * Cards with exactly this mana cost (ruling MA-6: {1}{W}{U} = {1}{U}{W}); each face's own cost counts, and a split
   * card's combined cost too (CR 709.4b). "" finds cards with no mana cost (CR 202.1b). Throws on a malformed cost.
   */
  byCost(cost: string | ManaCost | null): CardDefinition[] {
    const key = typeof cost === 'string' ? this.keyForText(cost) : costKey(cost)
    let defs = this.costResults.get(key)
    if (!defs) {
      defs = (this.costIndex().get(key) ?? []).map((i) => this.defOf(this.entries[i]))
      this.costResults.set(key, defs)
    }
    return defs.slice()
  }

  /** byCost answers, kept until a card is added (Mental Magic asks for the same costs all game). */
  private costResults = new Map<string, CardDefinition[]>()

  private queryKeys = new Map<string, string>()

  /** The MA-6 key of a cost as typed (memoised: players and Mental Magic ask for the same costs again and again). */
  private keyForText(text: string): string {
    let key = this.queryKeys.get(text)
    if (key === undefined) {
      key = costKey(parseManaCost(text))
      if (this.queryKeys.size >= 4096) this.queryKeys.clear()
      this.queryKeys.set(text, key)
    }
    return key
  }

  search(query: CardQuery): CardDefinition[] {
    let candidates: Iterable<number>
    if (query.cost !== undefined) {
      candidates = this.costIndex().get(this.keyForText(query.cost)) ?? []
    } else if (query.prefix) {
      candidates = this.prefixRange(foldName(query.prefix))
    } else candidates = this.entries.keys()
    const name = query.name ? foldName(query.name) : undefined
    const prefix = query.prefix ? foldName(query.prefix) : undefined
    const typeWords = query.type ? query.type.toLowerCase().split(/\s+/).filter(Boolean) : []
    const colorBits = query.colors ? bits(query.colors) : 0
    const mv = query.manaValue
    const limit = query.limit ?? Infinity
    const out: Entry[] = []
    for (const i of candidates) {
      const e = this.entries[i]
      if (name && !e.folded.includes(name) && !e.faces.some((f) => f.includes(name))) continue
      if (prefix && !e.folded.startsWith(prefix) && !e.faces.some((f) => f.startsWith(prefix))) continue
      if (typeWords.length && !typeWords.every((w) => hasWord(this.typeLineOf(e), w))) continue
      if (query.colors) {
        const colors = this.colorsOf(e)
        if (query.exactColors ? colors !== colorBits : (colors & colorBits) !== colorBits) continue
      }
      if (mv !== undefined) {
        const v = e.source.manaValue
        if (
          typeof mv === 'number'
            ? v !== mv
            : (mv.min !== undefined && v < mv.min) || (mv.max !== undefined && v > mv.max)
        )
          continue
      }
      out.push(e)
    }
    out.sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : 0))
    return out.slice(0, limit).map((e) => this.defOf(e))
  }

  /** Names close to a mistyped one, best first ("Lightnig Bolt" → "Lightning Bolt"). */
  suggest(name: string, limit = 3): string[] {
    const folded = foldName(name)
    if (!folded) return []
    const max = suggestionTolerance(folded.length)
    const scores = new Map<number, number>()
    const consider = (key: string, i: number) => {
      let score = editDistance(folded, key, max)
      if (score > max) {
        // A fragment of a longer name ("Bolt" → "Lightning Bolt") is a weaker suggestion.
        if (folded.length >= 4 && key.includes(folded)) score = max + 0.5
        else return
      }
      const previous = scores.get(i)
      if (previous === undefined || score < previous) scores.set(i, score)
    }
    for (let i = 0; i < this.entries.length; i++) {
      const e = this.entries[i]
      consider(e.folded, i)
      if (e.faces.length > 1) for (const f of e.faces) consider(f, i)
    }
    return [...scores]
      .map(([i, score]) => ({ name: this.entries[i].source.name, score }))
      .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
      .slice(0, limit)
      .map((s) => s.name)
  }

  private prefixRange(prefix: string): number[] {
    const list = this.prefixIndex()
    let lo = 0
    let hi = list.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (list[mid][0] < prefix) lo = mid + 1
      else hi = mid
    }
    const out = new Set<number>()
    for (let i = lo; i < list.length && list[i][0].startsWith(prefix); i++) out.add(list[i][1])
    return [...out]
  }

  /** Face names (not also a full name) → card: a double-faced card by its front or back name. */
  private faceIndex(): Map<string, number> {
    if (this.byFace) return this.byFace
    const byFace = new Map<string, number>()
    for (let i = 0; i < this.entries.length; i++) {
      for (const face of this.entries[i].faces) {
        if (!byFace.has(face) && !this.byFullName.has(face)) byFace.set(face, i)
      }
    }
    return (this.byFace = byFace)
  }

  /** Full and face names, sorted, for prefix search. */
  private prefixIndex(): Array<[string, number]> {
    if (this.prefixes) return this.prefixes
    const prefixes: Array<[string, number]> = []
    for (let i = 0; i < this.entries.length; i++) {
      const e = this.entries[i]
      prefixes.push([e.folded, i])
      for (const face of e.faces) if (face !== e.folded) prefixes.push([face, i])
    }
    prefixes.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    return (this.prefixes = prefixes)
  }

  /** MA-6 cost key → cards with that cost. */
  private costIndex(): Map<string, number[]> {
    if (this.byCostKey) return this.byCostKey
    const byCostKey = new Map<string, number[]>()
    // Cost text → parsed cost and key: a few hundred distinct costs among thousands of cards.
    const parsedOf = new Map<string, { cost: ManaCost | null; key: string }>()
    const costOf = (face: CardSource['faces'][number]) => {
      if (face.manaCost !== undefined && (face.manaCost === null) !== (face.manaCostText === '')) {
        return { cost: face.manaCost, key: costKey(face.manaCost) } // a hand-made definition: trust the object
      }
      let parsed = parsedOf.get(face.manaCostText)
      if (!parsed) {
        const cost = face.manaCost !== undefined ? face.manaCost : parseManaCost(face.manaCostText)
        parsedOf.set(face.manaCostText, (parsed = { cost, key: costKey(cost) }))
      }
      return parsed
    }
    const add = (key: string, i: number) => {
      const list = byCostKey.get(key)
      if (!list) byCostKey.set(key, [i])
      else if (list[list.length - 1] !== i) list.push(i)
    }
    for (let i = 0; i < this.entries.length; i++) {
      const e = this.entries[i]
      const faces = e.source.faces
      // A face without its own cost is a back face (CR 712.4a) or has none (CR 202.1b): the card's front decides.
      for (let f = 0; f < faces.length; f++) if (f === 0 || faces[f].manaCostText !== '') add(costOf(faces[f]).key, i)
      if ((e.source.layout === 'split' || e.source.layout === 'aftermath') && faces.length > 1) {
        add(costKey({ symbols: faces.flatMap((f) => costOf(f).cost?.symbols ?? []) }), i) // CR 709.4b
      }
    }
    return (this.byCostKey = byCostKey)
  }
}

function hasWord(text: string, word: string): boolean {
  let from = 0
  for (;;) {
    const at = text.indexOf(word, from)
    if (at < 0) return false
    const before = at === 0 ? ' ' : text[at - 1]
    const after = text[at + word.length] ?? ' '
    if (!/[a-z]/.test(before) && !/[a-z]/.test(after)) return true
    from = at + 1
  }
}
