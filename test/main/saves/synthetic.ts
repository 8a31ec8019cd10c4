// A synthetic but realistic saved game for the benchmark (issue 8 "a 2,000-action game"), until the engine can play
// one: real card definitions from MTGJSON, 2,000 actions of the contract's types (SCENARIOS.md "Action types")
// with the fields a real game has, and an engine-like snapshot of ~120 card objects.
import { readFileSync } from 'node:fs'
import type { CardDefinition, CardFace } from '@shared/cards/model'
import type { Color, ManaSymbol } from '@shared/mana/types'
import type { SaveAction, SaveInput } from '@shared/saves/format'

/** A small deterministic PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const COLORS = new Set(['W', 'U', 'B', 'R', 'G'])

/** Enough of a mana-cost reader for realistic data (the real one is src-shared/mana). */
function parseCost(text: string): ManaSymbol[] {
  return [...text.matchAll(/\{([^}]+)\}/g)].map(([, s]): ManaSymbol => {
    if (/^\d+$/.test(s)) return { kind: 'generic', amount: Number(s) }
    if (s === 'X' || s === 'Y' || s === 'Z') return { kind: 'variable', letter: s }
    if (s === 'C') return { kind: 'colorless' }
    if (s === 'S') return { kind: 'snow' }
    if (COLORS.has(s)) return { kind: 'colored', color: s as Color }
    const parts = s.split('/')
    if (parts.at(-1) === 'P') return { kind: 'phyrexian', colors: parts.slice(0, -1) as [Color] }
    if (parts[0] === '2') return { kind: 'twobrid', color: parts[1] as Color }
    if (parts.length === 2) return { kind: 'hybrid', colors: parts as [Color, Color] }
    return { kind: 'generic', amount: 0 }
  })
}

interface MtgjsonFace {
  name: string; faceName?: string; layout: string; manaCost?: string; manaValue: number; faceManaValue?: number
  colors: string[]; colorIdentity: string[]; colorIndicator?: string[]; type: string; supertypes: string[]; types: string[]
  subtypes: string[]; text?: string; power?: string; toughness?: string; loyalty?: string; keywords?: string[]
  legalities: Record<string, string>; identifiers?: { scryfallOracleId?: string }
}

function toDefinition(faces: MtgjsonFace[]): CardDefinition {
  const first = faces[0]
  return {
    id: first.identifiers?.scryfallOracleId ?? first.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name: first.name,
    layout: 'normal',
    manaValue: first.manaValue,
    colorIdentity: first.colorIdentity as Color[],
    legalities: Object.fromEntries(Object.entries(first.legalities).map(([k, v]) => [k, v.toLowerCase() as 'legal'])),
    faces: faces.map((f): CardFace => ({
      name: f.faceName ?? f.name,
      manaCost: f.manaCost ? { symbols: parseCost(f.manaCost) } : null,
      manaCostText: f.manaCost ?? '',
      manaValue: f.faceManaValue ?? f.manaValue,
      typeLine: f.type,
      supertypes: f.supertypes,
      types: f.types,
      subtypes: f.subtypes,
      oracleText: f.text ?? '',
      ...(f.power !== undefined && { power: f.power, toughness: f.toughness }),
      ...(f.loyalty !== undefined && { loyalty: f.loyalty }),
      colors: f.colors as Color[],
      keywords: f.keywords ?? [],
      loyaltyAbilities: [],
      manaAbilities: /^\{T\}: Add \{[WUBRGC]\}\.?$/m.test(f.text ?? '')
        ? [{ text: (f.text ?? '').split('\n')[0], cost: '', tap: true, produces: [[(/\{([WUBRGC])\}\.?$/.exec((f.text ?? '').split('\n')[0])?.[1] ?? 'C') as 'C']] }]
        : [],
    })),
  }
}

/** 60 real card definitions (30 per deck: 5 basic lands and 25 spells), picked deterministically from MTGJSON. */
export function realCards(atomicCardsPath: string, count = 60, seed = 7): CardDefinition[] {
  const data = (JSON.parse(readFileSync(atomicCardsPath, 'utf8')) as { data: Record<string, MtgjsonFace[]> }).data
  const lands = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].map((n) => toDefinition(data[n]))
  const names = Object.keys(data).filter((n) => {
    const f = data[n][0]
    return f.layout === 'normal' && f.legalities.vintage === 'Legal' && !f.types.includes('Land') && (f.text ?? '').length > 40
  })
  const random = rng(seed)
  const picked = new Set<string>()
  while (picked.size < count - lands.length) picked.add(names[Math.floor(random() * names.length)])
  return [...lands, ...[...picked].map((n) => toDefinition(data[n]))]
}

/** Plausible actions of the contract's types, with their fields, in turn order. */
export function syntheticLog(cards: CardDefinition[], actions = 2000, seed = 11): SaveAction[] {
  const random = rng(seed)
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]
  const lands = cards.filter((c) => c.faces[0].types.includes('Land')).map((c) => c.name)
  const spells = cards.filter((c) => !c.faces[0].types.includes('Land'))
  const creatures = spells.filter((c) => c.faces[0].types.includes('Creature')).map((c) => c.name)
  const log: SaveAction[] = [{ type: 'keep', player: 0 }, { type: 'mulligan', player: 1 }, { type: 'bottom', player: 1, cards: [pick(lands)] }, { type: 'keep', player: 1 }]
  let turn = 0
  while (log.length < actions) {
    const p = turn % 2
    const o = 1 - p
    const push = (a: SaveAction) => { if (log.length < actions) log.push(a) }
    push({ type: 'playLand', player: p, card: pick(lands) })
    for (let m = 0; m < 2 + Math.floor(random() * 3); m++) push({ type: 'activateMana', player: p, card: `${pick(lands)}#${m + 1}`, produce: pick(['W', 'U', 'B', 'R', 'G']) })
    for (let s = 0; s < 1 + Math.floor(random() * 2); s++) {
      const spell = pick(spells)
      push({ type: 'cast', player: p, card: spell.name, targets: random() < 0.5 ? [`player:${o}`] : [`${o}:${pick(creatures.length ? creatures : [spell.name])}`] })
      push({ type: 'pass', player: p })
      push({ type: 'pass', player: o })
    }
    if (random() < 0.6 && creatures.length) {
      push({ type: 'pass', player: p })
      push({ type: 'pass', player: o })
      push({ type: 'declareAttackers', player: p, attackers: [{ card: pick(creatures), target: `player:${o}` }, { card: `${pick(creatures)}#2`, target: `player:${o}` }] })
      push({ type: 'pass', player: p })
      push({ type: 'pass', player: o })
      push({ type: 'declareBlockers', player: o, blockers: [{ card: pick(creatures), blocks: `${p}:${pick(creatures)}` }] })
    }
    for (let k = 0; k < 4; k++) push({ type: 'pass', player: k % 2 ? o : p })
    if (random() < 0.1) push({ type: 'discard', player: p, cards: [pick(spells).name] })
    turn++
  }
  return log
}

/** An engine-like state: ~120 card objects across zones, two players, a stack, turn structure. */
export function syntheticSnapshot(cards: CardDefinition[], objects = 120, seed = 13): unknown {
  const random = rng(seed)
  const zones = ['library', 'library', 'library', 'hand', 'battlefield', 'battlefield', 'graveyard', 'exile']
  const card = (i: number) => {
    const def = cards[Math.floor(random() * cards.length)]
    const owner = i % 2
    return {
      id: `o${i}`, def: def.id, name: def.name, owner, controller: owner, zone: zones[Math.floor(random() * zones.length)],
      tapped: random() < 0.3, sick: random() < 0.2, faceDown: false, damage: random() < 0.1 ? 2 : 0,
      counters: random() < 0.1 ? { '+1/+1': 1 } : {}, attachedTo: null, timestamp: 1000 + i,
    }
  }
  return {
    version: 1, turn: 57, round: 29, active: 0, priority: 0, step: 'precombatMain', winner: null, nextId: objects,
    rng: { state: [1234567, 89101112, 13141516, 17181920] },
    players: [0, 1].map((p) => ({ index: p, life: 7 + p * 5, poison: 0, lost: false, manaPool: [], landsPlayed: 1, mulligans: p, hero: null })),
    objects: Array.from({ length: objects }, (_, i) => card(i)),
    stack: [], pending: null, effects: [{ source: 'o3', kind: 'pump', until: 'endOfTurn', power: 2, toughness: 2 }],
  }
}

/** The bench's game: a 2,000-action synthetic game with 60 real card definitions. */
export function syntheticGame(cards: CardDefinition[], actions = 2000): SaveInput {
  return {
    gameId: 'bench-synthetic-2000',
    variant: 'normal',
    options: { manaBurn: false },
    players: [{ name: 'Ann', color: '#c0392b', deckName: 'Deck A' }, { name: 'Bob', color: '#2980b9', deckName: 'Deck B' }],
    seed: 20260501,
    cards,
    log: syntheticLog(cards, actions),
    snapshot: syntheticSnapshot(cards),
    status: { turn: 57, round: 29, activePlayer: 0, summary: 'Turn 57 · Ann 7 life, Bob 12 life', winner: null },
  }
}
