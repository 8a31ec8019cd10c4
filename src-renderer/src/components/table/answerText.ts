// Every pending decision in words: its title (the ability's own text, the effect's question) and each legal answer
// as a person would say it ("Ben", "Discard Mountain and Forest", "Yes", "Top: Island; bottom: Swamp"). Never an
// engine kind, an object id or a fragment of JSON: an answer whose fields can't be put in words is left out by the
// caller's test (test/renderer/table/prompt-words.test.ts scans every starter deck's decisions for those shapes).
import { describePending, nameOf, playerName } from '@shared/engine'
import type { Action, GameState, Pending, PlayerIndex, Target } from '@shared/engine'

const WORDS: Record<string, string> = {
  yes: 'Yes',
  no: 'No',
  pay: 'Pay',
  decline: 'Decline',
  keep: 'Keep the targets', // a copy's targets (CR 707.10c)
  top: 'On top',
  bottom: 'On the bottom',
  graveyard: 'Into the graveyard',
  hand: 'Into your hand',
  battlefield: 'Onto the battlefield',
}

/** Colours by their mana letters (CR 105.1). */
const COLORS: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green', C: 'colourless' }

/** A camelCase or kebab word as words: "payOrDecline" → "pay or decline". */
export function words(token: string): string {
  return token
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
}

const isId = (s: GameState, v: unknown): v is string => typeof v === 'string' && !!s.objects[v]

function cardNames(s: GameState, ids: readonly string[]): string {
  const names = ids.map((id) => (s.objects[id] ? nameOf(s, id) : 'a card'))
  if (names.length <= 1) return names[0] ?? 'nothing'
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

/** A target as the table names it: "Ben" (a player; "you" for the one deciding), or the card's name. */
export function targetWords(s: GameState, t: Target, viewer?: PlayerIndex): string {
  if ('player' in t) return t.player === viewer ? `${playerName(s, t.player)} (you)` : playerName(s, t.player)
  return s.objects[t.card] ? nameOf(s, t.card) : 'a card'
}

function valueWords(s: GameState, v: unknown, viewer: PlayerIndex): string {
  if (v === null || v === undefined) return 'none'
  if (typeof v === 'boolean') return v ? 'yes' : 'no'
  if (typeof v === 'number') return String(v)
  if (typeof v === 'string') return isId(s, v) ? nameOf(s, v) : (WORDS[v] ?? COLORS[v] ?? words(v))
  if (Array.isArray(v)) return v.length ? v.map((x) => valueWords(s, x, viewer)).join(', ') : 'none'
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>
    if ('player' in o && typeof o.player === 'number' && Object.keys(o).length === 1)
      return targetWords(s, { player: o.player }, viewer)
    if ('card' in o && typeof o.card === 'string' && Object.keys(o).length === 1)
      return targetWords(s, { card: o.card }, viewer)
    return Object.entries(o)
      .map(([k, x]) => `${words(k)} ${valueWords(s, x, viewer)}`)
      .join(', ')
  }
  return ''
}

/** One legal answer in words. */
export function answerWords(s: GameState, a: Action, viewer: PlayerIndex, pending?: Pending): string {
  const f = a as Record<string, unknown>
  if (a.type === 'choose') {
    const parts: string[] = []
    if (f.option !== undefined) parts.push(valueWords(s, f.option, viewer).replace(/^./, (c) => c.toUpperCase()))
    if (Array.isArray(f.modes)) parts.push(`Mode ${(f.modes as number[]).map((m) => m + 1).join(' and ')}`)
    if (Array.isArray(f.targets))
      parts.push(
        (f.targets as Target[]).length
          ? (f.targets as Target[]).map((t) => targetWords(s, t, viewer)).join(', ')
          : 'No target',
      )
    if (Array.isArray(f.cards)) {
      const verb =
        pending?.kind === 'legend' ? 'Keep ' : pending?.pause && /discard/i.test(String(pending.text)) ? 'Discard ' : ''
      parts.push(`${verb}${cardNames(s, f.cards as string[])}`)
    }
    const piles = (['top', 'bottom', 'graveyard'] as const)
      .filter((k) => Array.isArray(f[k]) && (f[k] as string[]).length)
      .map((k) => `${k === 'graveyard' ? 'graveyard' : k}: ${cardNames(s, f[k] as string[])}`)
    if (piles.length) parts.push(piles.join('; ').replace(/^./, (c) => c.toUpperCase()))
    if (Array.isArray(f.order)) parts.push(`In this order: ${(f.order as string[]).join(', then ')}`)
    // Any other field a variant adds, in words.
    for (const [k, v] of Object.entries(f))
      if (!['type', 'player', 'option', 'modes', 'targets', 'cards', 'top', 'bottom', 'graveyard', 'order'].includes(k))
        parts.push(`${words(k)}: ${valueWords(s, v, viewer)}`)
    return parts.join(' — ') || 'Choose'
  }
  // A variant's own action: its name in words, then its fields.
  const rest = Object.entries(f).filter(([k]) => k !== 'type' && k !== 'player')
  const head = words(a.type).replace(/^./, (c) => c.toUpperCase())
  return rest.length ? `${head}: ${rest.map(([k, v]) => `${words(k)} ${valueWords(s, v, viewer)}`).join(', ')}` : head
}

/** The decision's title: the ability's own text (with its source), the effect's question, or the rules' words. */
export function decisionTitle(s: GameState, d: Pending): string {
  const source = d.item && s.objects[d.item.source] ? nameOf(s, d.item.source) : null
  const text = typeof d.text === 'string' && d.text.trim() ? d.text.trim() : null
  if (d.kind === 'triggerTargets') {
    const what = text ? `: ${text}` : ''
    return `${source ?? 'A triggered ability'}${what} — choose its target${what ? '' : 's'}`
  }
  if (text) return source && !text.includes(source) ? `${source}: ${text}` : text
  const phrase = describePending(d.kind, s.variant)
  const own = phrase.replace(/\btheir\b/g, 'your').replace(/\bthey\b/g, 'you')
  return `You must ${own}`
}
