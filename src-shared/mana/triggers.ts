// Triggered mana abilities (CR 605.1b, 605.4a; ruling MA-4): "Whenever enchanted land is tapped for mana, its
// controller adds an additional {G}" (Wild Growth, Overgrowth). They resolve at once, right after the mana
// ability that triggered them, without the stack: the engine calls `fireManaTriggers` on each activation.
import { stripReminderText } from './abilities'
import type { Color, ManaType } from './types'
import { COLORS } from './types'

export type TriggeredManaAdd = ManaType | 'any' | 'chosen' | 'same'

/** A triggered mana ability read from text. */
export interface TriggeredManaAbilityDef {
  text: string
  /** 'enchanted': the permanent this Aura enchants; 'each': any permanent matching `filter`. */
  which: 'enchanted' | 'each'
  /** Words the tapped permanent must match (types, subtypes, supertypes): 'land', 'Forest', 'basic land'; '' for any. */
  filter: string
  /** Whose permanents trigger it: anyone's, or only its controller's ("Whenever you tap …"). */
  controller: 'any' | 'you'
  /**
   * One entry per mana added: a type; 'any' a colour of the player's choice; 'chosen' the colour chosen as it
   * entered (Utopia Sprawl); 'same' one of the types the tapped permanent produced (Mana Flare).
   */
  adds: TriggeredManaAdd[]
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3 }

function readAdds(text: string): TriggeredManaAdd[] | null {
  const body = text
    .replace(/^an additional\s+/i, '')
    .replace(/^additional\s+/i, '')
    .trim()
  if (/^(\{[WUBRGC]\})+$/.test(body)) return [...body.matchAll(/\{([WUBRGC])\}/g)].map((m) => m[1] as ManaType)
  let m = /^(one|two|three) (?:additional )?mana of any colou?r$/i.exec(body)
  if (m) return Array<TriggeredManaAdd>(NUMBER_WORDS[m[1].toLowerCase()]).fill('any')
  m = /^(one|two|three) (?:additional )?mana of the chosen colou?r$/i.exec(body)
  if (m) return Array<TriggeredManaAdd>(NUMBER_WORDS[m[1].toLowerCase()]).fill('chosen')
  if (/^one (?:additional )?mana of any type that (land|permanent|creature) produced$/i.test(body)) return ['same']
  return null
}

const TRIGGER_PATTERNS: Array<{ re: RegExp; which: 'enchanted' | 'each'; controller: 'any' | 'you' }> = [
  {
    re: /^whenever enchanted (.+?) is tapped for mana, its controller adds (.+?)\.$/i,
    which: 'enchanted',
    controller: 'any',
  },
  { re: /^whenever an? (.+?) is tapped for mana, its controller adds (.+?)\.$/i, which: 'each', controller: 'any' },
  { re: /^whenever a player taps an? (.+?) for mana, that player adds (.+?)\.$/i, which: 'each', controller: 'any' },
  { re: /^whenever you tap an? (.+?) for mana, add (.+?)\.$/i, which: 'each', controller: 'you' },
]

/**
 * Reads triggered mana abilities (CR 605.1b) from Oracle text. `unsupported` lists, verbatim, lines that
 * trigger on tapping for mana but couldn't be read: the player applies them by hand.
 */
export function readTriggeredManaAbilities(oracleText: string): {
  abilities: TriggeredManaAbilityDef[]
  unsupported: string[]
} {
  const abilities: TriggeredManaAbilityDef[] = []
  const unsupported: string[] = []
  for (const raw of (oracleText ?? '').split('\n')) {
    const line = stripReminderText(raw)
    if (!/^whenever\b.*\btap(?:s|ped)?\b.*\bfor mana\b/i.test(line)) continue
    let read: TriggeredManaAbilityDef | null = null
    for (const p of TRIGGER_PATTERNS) {
      const m = p.re.exec(line)
      if (!m) continue
      const adds = readAdds(m[2])
      if (adds)
        read = {
          text: line,
          which: p.which,
          filter: m[1].toLowerCase() === 'permanent' ? '' : m[1],
          controller: p.controller,
          adds,
        }
      break
    }
    if (read) abilities.push(read)
    else if (/\badds?\b/i.test(line)) unsupported.push(line)
  }
  return { abilities, unsupported }
}

/** A permanent that was tapped for mana, as triggers look at it. */
export interface TappedPermanent {
  id: string
  controller: number
  types: string[]
  subtypes: string[]
  supertypes?: string[]
}

/** A permanent with a triggered mana ability: who controls it, what it enchants, the colour chosen for it. */
export interface ManaTriggerHost {
  id: string
  controller: number
  ability: TriggeredManaAbilityDef
  /** The permanent it is attached to (Auras). */
  attachedTo?: string
  /** The colour chosen as it entered (Utopia Sprawl). */
  chosenColor?: Color
}

/** Mana a triggered mana ability adds: to `player`, one entry per unit listing the types to choose from. */
export interface ManaTriggerFire {
  hostId: string
  player: number
  mana: ManaType[][]
}

/** Whether a permanent matches a filter like 'land', 'Forest', 'basic land', 'creature'. */
export function matchesFilter(permanent: TappedPermanent, filter: string): boolean {
  const words = new Set(
    [...permanent.types, ...permanent.subtypes, ...(permanent.supertypes ?? [])].map((w) => w.toLowerCase()),
  )
  return (
    filter.trim() === '' ||
    filter
      .toLowerCase()
      .split(/\s+/)
      .every((w) => w === 'permanent' || words.has(w))
  )
}

function triggers(host: ManaTriggerHost, tapped: TappedPermanent): boolean {
  const a = host.ability
  if (a.which === 'enchanted' && host.attachedTo !== tapped.id) return false
  if (a.controller === 'you' && tapped.controller !== host.controller) return false
  return matchesFilter(tapped, a.filter)
}

/**
 * The triggered mana abilities that fire when `tapped` is tapped for mana and its ability produced `produced`
 * (CR 106.12a: only if it produced mana). They resolve immediately, without the stack (CR 605.4a, MA-4):
 * the engine adds each result's mana to `player`'s pool (asking for a choice where an entry lists several
 * types). A 'chosen' colour that was never chosen adds nothing (CR 106.5).
 */
export function fireManaTriggers(
  tapped: TappedPermanent,
  produced: ManaType[],
  hosts: readonly ManaTriggerHost[],
): ManaTriggerFire[] {
  if (produced.length === 0) return []
  const out: ManaTriggerFire[] = []
  for (const host of hosts) {
    if (!triggers(host, tapped)) continue
    const mana: ManaType[][] = []
    for (const add of host.ability.adds) {
      if (add === 'any') mana.push([...COLORS])
      else if (add === 'same') mana.push([...new Set(produced)])
      else if (add === 'chosen') {
        if (host.chosenColor) mana.push([host.chosenColor])
      } else mana.push([add])
    }
    if (mana.length) out.push({ hostId: host.id, player: tapped.controller, mana })
  }
  return out
}

/**
 * The extra mana a permanent gets each time it is tapped for mana, for auto-tap (`ManaSource.bonus`):
 * Wild Growth on it → ['G']; Fertile Ground → ['any']; Mana Flare → ['same'].
 */
export function manaTriggerBonus(
  tapped: TappedPermanent,
  hosts: readonly ManaTriggerHost[],
): Array<ManaType | 'any' | 'same'> {
  const bonus: Array<ManaType | 'any' | 'same'> = []
  for (const host of hosts) {
    if (!triggers(host, tapped)) continue
    for (const add of host.ability.adds) {
      if (add === 'chosen') {
        if (host.chosenColor) bonus.push(host.chosenColor)
      } else bonus.push(add)
    }
  }
  return bonus
}
