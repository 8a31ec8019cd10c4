// The bundled starter pool (resources/cards/starter-pool.json) and the ten starter decks (resources/decks/).
// 1. Every card agrees with the real MTGJSON data in the shared data folder (test/support/sharedData.ts).
// 2. The pool holds what the variants need (planeswalkers, tribes, cheap cards, shared costs).
// 3. Each starter deck passes its variant's deck rules, checked here by plain independent code
//    (the real checker lives in src-shared/cards/deckRules).
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sharedDataPath, sharedReferencePath } from '../../support/sharedData'

const COMP_RULES = 'MagicCompRules-2022-04-29.txt'

interface PoolFace {
  name: string
  mana_cost: string
  type_line: string
  oracle_text: string
  colors: string[]
  color_indicator?: string[]
  power?: string
  toughness?: string
  loyalty?: string
}
interface PoolCard {
  name: string
  layout: string
  mana_cost?: string
  cmc: number
  type_line: string
  oracle_text?: string
  colors?: string[]
  color_identity: string[]
  keywords: string[]
  power?: string
  toughness?: string
  loyalty?: string
  rarity: string
  legalities?: Record<string, string>
  card_faces?: PoolFace[]
}
interface AtomicFace {
  name: string
  faceName?: string
  layout: string
  manaCost?: string
  manaValue: number
  type: string
  text?: string
  colors: string[]
  colorIdentity: string[]
  keywords?: string[]
  power?: string
  toughness?: string
  loyalty?: string
}
interface StarterDeck {
  id: string
  variant: 'normal' | 'manahearth' | 'heroic' | 'combat' | 'mental'
  name: string
  description?: string
  list: string
}

const file = (rel: string): string => fileURLToPath(new URL(rel, import.meta.url))
const POOL_PATH = file('../../../resources/cards/starter-pool.json')
const DECKS_PATH = file('../../../resources/decks/index.json')

const pool: PoolCard[] = JSON.parse(readFileSync(POOL_PATH, 'utf8'))
const byName = new Map(pool.map((c) => [c.name, c]))
const decks: StarterDeck[] = JSON.parse(readFileSync(DECKS_PATH, 'utf8'))

/** The faces of a card as [name, face] pairs; a single-faced card is its own face. */
function faces(c: PoolCard): PoolFace[] {
  if (c.card_faces) return c.card_faces
  return [
    {
      name: c.name,
      mana_cost: c.mana_cost ?? '',
      type_line: c.type_line,
      oracle_text: c.oracle_text ?? '',
      colors: c.colors ?? [],
      power: c.power,
      toughness: c.toughness,
      loyalty: c.loyalty,
    },
  ]
}
const front = (c: PoolCard): PoolFace => faces(c)[0]!
const frontTypes = (c: PoolCard): string => front(c).type_line.split(' — ')[0]!
const isType = (c: PoolCard, t: string): boolean => frontTypes(c).split(' ').includes(t)
const isBasicLand = (c: PoolCard): boolean => frontTypes(c).startsWith('Basic Land')
const sorted = (xs: readonly string[] | undefined): string[] => [...(xs ?? [])].sort()

// MTGJSON brackets loyalty costs (`[+1]:`, `[−3]:`); Scryfall and our pool write them bare (`+1:`, `−3:`).
const unbracketLoyalty = (text: string): string => text.replace(/^\[([+−-]?(?:\d+|X))\]:/gm, '$1:')

// ---------------------------------------------------------------------------------------------
describe('starter pool agrees with MTGJSON AtomicCards', () => {
  const atomic = (
    JSON.parse(readFileSync(sharedDataPath('mtgjson/AtomicCards.json'), 'utf8')) as {
      data: Record<string, AtomicFace[]>
    }
  ).data

  it.each(pool.map((c) => [c.name, c] as const))('%s', (name, card) => {
    const real = atomic[name]
    expect(real, `"${name}" is not a real card name`).toBeDefined()
    const realFaces = real!
    expect(card.layout).toBe(realFaces[0]!.layout)
    expect(card.cmc, 'mana value').toBe(realFaces[0]!.manaValue)
    expect(sorted(card.color_identity), 'color identity').toEqual(sorted(realFaces[0]!.colorIdentity))
    expect(sorted(card.keywords), 'keywords').toEqual(sorted([...new Set(realFaces.flatMap((f) => f.keywords ?? []))]))
    for (const face of faces(card)) {
      const rf = card.card_faces ? realFaces.find((f) => f.faceName === face.name) : realFaces[0]
      expect(rf, `face "${face.name}"`).toBeDefined()
      const r = rf!
      expect(
        {
          mana_cost: face.mana_cost,
          type_line: face.type_line,
          oracle_text: face.oracle_text,
          colors: sorted(face.colors),
          power: face.power,
          toughness: face.toughness,
          loyalty: face.loyalty,
        },
        face.name,
      ).toEqual({
        mana_cost: r.manaCost ?? '',
        type_line: r.type,
        oracle_text: unbracketLoyalty(r.text ?? ''),
        colors: sorted(r.colors),
        power: r.power,
        toughness: r.toughness,
        loyalty: r.loyalty,
      })
    }
  })
})

// ---------------------------------------------------------------------------------------------
describe('starter pool contents', () => {
  it('has 260 or more distinct cards with the Scryfall fields', () => {
    expect(pool.length).toBeGreaterThanOrEqual(260)
    expect(byName.size).toBe(pool.length)
    for (const c of pool) {
      expect(typeof c.name, c.name).toBe('string')
      expect(typeof c.layout, c.name).toBe('string')
      expect(typeof c.cmc, c.name).toBe('number')
      expect(Array.isArray(c.color_identity), c.name).toBe(true)
      expect(Array.isArray(c.keywords), c.name).toBe(true)
      expect(['common', 'uncommon', 'rare', 'mythic'], c.name).toContain(c.rarity)
      if (c.layout === 'normal') {
        expect(c.card_faces, c.name).toBeUndefined()
        expect(typeof c.mana_cost, c.name).toBe('string')
        expect(typeof c.oracle_text, c.name).toBe('string')
        expect(Array.isArray(c.colors), c.name).toBe(true)
      } else {
        expect(c.card_faces?.length, c.name).toBe(2)
        expect(c.name).toBe(c.card_faces!.map((f) => f.name).join(' // '))
      }
      for (const f of faces(c)) {
        // Scryfall writes the em dash between types and subtypes.
        expect(f.type_line, f.name).not.toMatch(/ - /)
        if (isType(c, 'Creature') && f === front(c))
          expect(f.power !== undefined && f.toughness !== undefined, f.name).toBe(true)
      }
    }
  })

  it('has a few multi-face cards of several layouts', () => {
    const layouts = new Set(pool.filter((c) => c.card_faces).map((c) => c.layout))
    expect([...layouts].sort()).toEqual(['adventure', 'modal_dfc', 'transform'])
  })

  it('has 12+ planeswalkers with bare loyalty costs (MH-10 heroes)', () => {
    const walkers = pool.filter((c) => isType(c, 'Planeswalker'))
    expect(walkers.length).toBeGreaterThanOrEqual(12)
    for (const w of walkers) {
      expect(w.loyalty, w.name).toMatch(/^\d+$/)
      const lines = w.oracle_text!.split('\n')
      // Every ability line is a loyalty ability: +N, −N (U+2212), −X or 0, written bare as Scryfall does.
      for (const line of lines) expect(line, w.name).toMatch(/^(?:\+\d+|−\d+|−X|0): \S/)
      // At least one ability besides the ultimate, so it can serve as a Manahearth hero (MH-10, MH-11).
      expect(lines.length, w.name).toBeGreaterThanOrEqual(2)
    }
  })

  it('has 5+ creature types with a legendary creature and 8+ creatures each (HE-2 heroes)', () => {
    const tribes = ['Elf', 'Goblin', 'Soldier', 'Zombie', 'Merfolk', 'Wizard']
    for (const t of tribes) {
      const members = pool.filter(
        (c) => isType(c, 'Creature') && front(c).type_line.split(' — ')[1]?.split(' ').includes(t),
      )
      expect(members.length, t).toBeGreaterThanOrEqual(8)
      expect(
        members.some((c) => isType(c, 'Legendary')),
        `legendary ${t}`,
      ).toBe(true)
    }
  })

  it('has Changeling cards and rules text naming plural creature types (HE-4)', () => {
    expect(pool.filter((c) => c.keywords.includes('Changeling')).length).toBeGreaterThanOrEqual(2)
    const plural = pool.filter((c) => /\b(Elves|Goblins|Zombies|Merfolk) you control\b/.test(c.oracle_text ?? ''))
    expect(plural.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Krenko, Mob Boss', 'Imperious Perfect', 'Death Baron']),
    )
  })

  it('has many exact mana costs shared by several cards (MA-6, Mental Magic)', () => {
    const groups = new Map<string, number>()
    for (const c of pool)
      for (const f of faces(c)) if (f.mana_cost) groups.set(f.mana_cost, (groups.get(f.mana_cost) ?? 0) + 1)
    for (const cost of [
      '{R}',
      '{1}{R}',
      '{G}',
      '{1}{G}',
      '{W}',
      '{1}{W}',
      '{U}',
      '{1}{U}',
      '{B}',
      '{1}{B}',
      '{2}',
      '{2}{G}',
    ])
      expect(groups.get(cost) ?? 0, cost).toBeGreaterThanOrEqual(5)
    expect([...groups.values()].filter((n) => n >= 4).length).toBeGreaterThanOrEqual(15)
  })

  it('has 80+ distinct nonland, non-planeswalker cards in the Combat Rules decks, mostly cheap creatures', () => {
    const names = new Set(
      decks.filter((d) => d.variant === 'combat').flatMap((d) => parseDeck(d.list).main.map((l) => l.name)),
    )
    expect(names.size).toBeGreaterThanOrEqual(80)
    const cards = [...names].map((n) => byName.get(n)!)
    expect(cards.filter((c) => isType(c, 'Creature') && c.cmc <= 3).length).toBeGreaterThanOrEqual(40)
  })
})

// ---------------------------------------------------------------------------------------------
// Deck lists: "N Name" lines; "Hero: X" / "Type: Y" header lines (Heroic); a blank line or "Sideboard" starts the sideboard.
interface DeckLine {
  count: number
  name: string
}
interface ParsedDeck {
  hero?: string
  type?: string
  main: DeckLine[]
  side: DeckLine[]
}
function parseDeck(text: string): ParsedDeck {
  const out: ParsedDeck = { main: [], side: [] }
  let inSide = false
  let seenCards = false
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line) {
      if (seenCards) inSide = true
      continue
    }
    if (/^sideboard$/i.test(line)) {
      inSide = true
      continue
    }
    const header = /^(Hero|Type):\s*(.+)$/.exec(line)
    if (header) {
      if (header[1] === 'Hero') out.hero = header[2]
      else out.type = header[2]
      continue
    }
    const m = /^(\d+)\s+(.+)$/.exec(line)
    if (!m) throw new Error(`malformed deck line: "${line}"`)
    seenCards = true
    ;(inSide ? out.side : out.main).push({ count: Number(m[1]), name: m[2]! })
  }
  return out
}
const total = (ls: DeckLine[]): number => ls.reduce((n, l) => n + l.count, 0)
function copies(ls: DeckLine[]): Map<string, number> {
  const m = new Map<string, number>()
  for (const l of ls) m.set(l.name, (m.get(l.name) ?? 0) + l.count)
  return m
}
const card = (name: string): PoolCard => {
  const c = byName.get(name)
  if (!c) throw new Error(`deck names "${name}", which is not in the starter pool`)
  return c
}

// Typal identity (HE-4): creature types in the type line of creature/tribal faces, and in rules text with
// reminder text removed and the card's own names ignored (CR 201.4b: a card naming itself means "this object").
function creatureTypes(): Set<string> {
  const cr = readFileSync(sharedReferencePath(COMP_RULES), 'utf8')
  const line = cr.split('\n').find((l) => /^\s*205\.3m /.test(l))!
  const list = /The creature types are (.*)\.\s*$/.exec(line)![1]!
  return new Set(
    list
      .replace(/\band\b/g, '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
}
function typalIdentity(c: PoolCard, types: Set<string>): Set<string> | 'all' {
  if (c.keywords.includes('Changeling')) return 'all'
  const found = new Set<string>()
  const plural = new Map<string, string>()
  for (const t of types) {
    plural
      .set(t, t)
      .set(t + 's', t)
      .set(t + 'es', t)
    if (t.endsWith('f')) plural.set(t.slice(0, -1) + 'ves', t) // Elf → Elves, Dwarf → Dwarves, Wolf → Wolves
  }
  for (const f of faces(c)) {
    const [kinds, subs] = f.type_line.split(' — ')
    if (/\b(Creature|Tribal)\b/.test(kinds!) && subs) for (const s of subs.split(' ')) if (types.has(s)) found.add(s)
    let text = f.oracle_text.replace(/\([^)]*\)/g, '')
    for (const own of [c.name, ...faces(c).map((x) => x.name)]) text = text.split(own).join('')
    for (const w of text.match(/\b[A-Z][a-z]+(?:-[A-Z][a-z]+)?\b/g) ?? []) {
      const t = plural.get(w)
      if (t) found.add(t)
    }
  }
  return found
}

describe('starter decks', () => {
  it('are ten: two for each variant, with unique ids', () => {
    expect(decks.length).toBe(10)
    expect(new Set(decks.map((d) => d.id)).size).toBe(10)
    for (const v of ['normal', 'manahearth', 'heroic', 'combat', 'mental'])
      expect(decks.filter((d) => d.variant === v).length, v).toBe(2)
  })

  it.each(decks.map((d) => [d.id, d] as const))('%s: every name is in the pool and the .txt copy matches', (_id, d) => {
    const p = parseDeck(d.list)
    for (const l of [...p.main, ...p.side]) expect(byName.has(l.name), l.name).toBe(true)
    expect(readFileSync(file(`../../../resources/decks/${d.variant}/${d.id}.txt`), 'utf8')).toBe(d.list)
  })

  const of = (v: StarterDeck['variant']): Array<readonly [string, StarterDeck]> =>
    decks.filter((d) => d.variant === v).map((d) => [d.id, d] as const)

  it.each(of('normal'))('%s: 60+ cards, 4-copy limit but basics (CR 100.2a)', (_id, d) => {
    const p = parseDeck(d.list)
    expect(total(p.main)).toBeGreaterThanOrEqual(60)
    expect(total(p.side)).toBeLessThanOrEqual(15)
    for (const [name, n] of copies([...p.main, ...p.side]))
      if (!isBasicLand(card(name))) expect(n, name).toBeLessThanOrEqual(4)
  })

  it.each(of('mental'))(
    '%s: normal constructed rules, and most spells share their cost with 4+ pool cards (MA-6)',
    (_id, d) => {
      const p = parseDeck(d.list)
      expect(total(p.main)).toBeGreaterThanOrEqual(60)
      for (const [name, n] of copies([...p.main, ...p.side]))
        if (!isBasicLand(card(name))) expect(n, name).toBeLessThanOrEqual(4)
      const costCount = (cost: string): number => pool.filter((c) => faces(c).some((f) => f.mana_cost === cost)).length
      const spells = p.main.filter((l) => !isType(card(l.name), 'Land'))
      const shared = spells.filter((l) => costCount(card(l.name).mana_cost ?? '') >= 4)
      expect(total(shared) / total(spells)).toBeGreaterThanOrEqual(0.9)
    },
  )

  it.each(of('manahearth'))(
    '%s: exactly 31 cards, a planeswalker, 2 copies at most, legendary singleton (MH-1)',
    (_id, d) => {
      const p = parseDeck(d.list)
      expect(total(p.main)).toBe(31)
      expect(p.side).toEqual([])
      expect(p.main.some((l) => isType(card(l.name), 'Planeswalker'))).toBe(true)
      for (const [name, n] of copies(p.main)) {
        expect(n, name).toBeLessThanOrEqual(2) // basic lands included (MH-1)
        if (isType(card(name), 'Legendary')) expect(n, name).toBe(1)
      }
    },
  )

  it.each(of('heroic'))('%s: 60 + 8 with the legendary hero in the sideboard, copy limits (HE-2, HE-3)', (_id, d) => {
    const p = parseDeck(d.list)
    expect(total(p.main)).toBe(60)
    expect(total(p.side)).toBe(8)
    expect(p.hero).toBeDefined()
    expect(p.side.map((l) => l.name)).toContain(p.hero)
    const hero = card(p.hero!)
    expect(isType(hero, 'Legendary') && isType(hero, 'Creature'), p.hero).toBe(true)
    for (const [name, n] of copies([...p.main, ...p.side])) {
      const c = card(name)
      const limit = isBasicLand(c) ? Infinity : isType(c, 'Creature') || isType(c, 'Land') ? 4 : 1
      expect(n, name).toBeLessThanOrEqual(limit)
    }
  })

  it.each(of('heroic'))('%s: every card with a typal identity includes the chosen type (HE-4)', (_id, d) => {
    const types = creatureTypes()
    expect(types.size).toBeGreaterThan(200)
    const p = parseDeck(d.list)
    expect(types.has(p.type!), `Type: ${p.type}`).toBe(true)
    const heroIdentity = typalIdentity(card(p.hero!), types)
    expect(heroIdentity === 'all' || heroIdentity.has(p.type!), 'the hero too').toBe(true)
    for (const l of [...p.main, ...p.side]) {
      const id = typalIdentity(card(l.name), types)
      if (id !== 'all' && id.size > 0) expect([...id], l.name).toContain(p.type)
    }
  })

  it('the typal identity reader sees plurals, own names and Changeling (HE-4)', () => {
    const types = creatureTypes()
    expect([...(typalIdentity(card('Timberwatch Elf'), types) as Set<string>)]).toEqual(['Elf'])
    expect([...(typalIdentity(card('Krenko, Mob Boss'), types) as Set<string>)].sort()).toEqual(['Goblin', 'Warrior'])
    expect(typalIdentity(card('Goblin Bombardment'), types)).toEqual(new Set()) // its own name is not a type reference
    expect(typalIdentity(card('Juggernaut'), types)).toEqual(new Set(['Juggernaut', 'Wall']))
    expect(typalIdentity(card('Woodland Changeling'), types)).toBe('all')
    expect(typalIdentity(card('Lightning Bolt'), types)).toEqual(new Set())
  })

  it.each(of('combat'))(
    '%s: exactly 40, singleton, no lands, no planeswalkers, a playable curve (MCR-1, MCR-2, MCR-6, MCR-7)',
    (_id, d) => {
      const p = parseDeck(d.list)
      expect(total(p.main)).toBe(40)
      expect(p.side).toEqual([])
      for (const [name, n] of copies(p.main)) expect(n, name).toBe(1)
      const cards = p.main.map((l) => card(l.name))
      for (const c of cards) {
        expect(isType(c, 'Land'), c.name).toBe(false)
        expect(isType(c, 'Planeswalker'), c.name).toBe(false)
      }
      const creatures = cards.filter((c) => isType(c, 'Creature'))
      expect(creatures.filter((c) => c.cmc <= 3).length).toBeGreaterThanOrEqual(20) // MCR-2: five slots to fill at setup
      expect(creatures.some((c) => c.cmc >= 4 && c.cmc <= 7)).toBe(true) // MCR-6: one sacrifice
      expect(creatures.some((c) => c.cmc >= 8)).toBe(true) // MCR-6: two sacrifices
      expect(cards.some((c) => isType(c, 'Instant'))).toBe(true)
      expect(cards.some((c) => isType(c, 'Sorcery'))).toBe(true)
      expect(cards.some((c) => isType(c, 'Enchantment') && !c.type_line.includes('Aura'))).toBe(true) // MCR-7
      expect(cards.some((c) => c.type_line.includes('Equipment'))).toBe(true) // MCR-7
      expect(cards.some((c) => c.type_line.includes('Aura'))).toBe(true)
    },
  )
})
