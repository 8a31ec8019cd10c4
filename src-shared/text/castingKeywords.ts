// Keywords that are other ways to cast a spell (CR 702, 118.9 alternative costs): evoke, dash, blitz, surge, and
// split second, which limits what may be cast while the spell is on the stack. The engine casts with them
// (engine/costChanges.ts, actions/casting.ts) when a `cast` names its `alternative`.
import type { Color, ManaCost } from '../mana/types'
import type {
  AdditionalCost,
  Effect,
  EffectText,
  TriggeredAbility,
  AlternativeKind,
  AlternativeCost,
  Morph,
  Suspend,
  Escape,
} from '../engine/ast'
import { fixedManaCost } from './keywordExpansions'

export const ALTERNATIVE_KINDS: readonly AlternativeKind[] = [
  'evoke',
  'dash',
  'blitz',
  'surge',
  'spectacle',
  'bestow',
  'overload',
  'awaken',
  'emerge',
  'prowl',
]

const COUNT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

export interface CastingKeyword {
  keyword: string
  alternative?: AlternativeCost
  morph?: Morph
  /** Madness (CR 702.35a): discarded, it is exiled and may be cast for this cost. */
  madness?: ManaCost
  suspend?: Suspend
  /** Foretell (CR 702.143a): cast from exile on a later turn for this cost. */
  foretell?: ManaCost
  escape?: Escape
  /** Miracle (CR 702.94a): cast for this cost as it is drawn, the first card drawn this turn. */
  miracle?: ManaCost
  casualty?: number
  /** A buyback cost other than mana (CR 702.27a): sacrifice, discard, life. */
  buybackExtra?: AdditionalCost
  /** Splice (CR 702.47a): revealed from the hand as an Arcane (or instant or sorcery) spell is cast. */
  splice?: { onto: 'Arcane' | 'instantOrSorcery'; cost: ManaCost }
  /** Conspire (CR 702.78a): an optional additional cost, paid with the contract's `kicked`. */
  conspire?: true
  /** Replicate (CR 702.56a): paid any number of times as it is cast. */
  replicate?: ManaCost
  /** Multikicker (CR 702.33c): a kicker paid any number of times as it is cast. */
  multikicker?: ManaCost
  triggers?: TriggeredAbility[]
}

function trigger(
  line: string,
  text: string,
  t: Omit<TriggeredAbility, 'text' | 'effect' | 'automated'>,
  effects: TriggeredAbility['effect']['effects'],
): TriggeredAbility {
  return { text: line, ...t, effect: { text, targets: [], effects, automated: true }, automated: true }
}

const HEAD =
  /^\s*(?:buyback|multikicker|splice|emerge|assist|conspire|replicate|awaken|aftermath|split second|rebound|cascade|storm|evoke|dash|blitz|surge|spectacle|morph|megamorph|madness|foretell|bestow|overload|miracle|suspend|escape|casualty|prowl)\b/i

/** The casting keyword a line is ("Evoke {2}{U}", "Split second"), or null. `line` has no reminder text. */
export function castingKeyword(line: string): CastingKeyword | null {
  // Every line read here is short and starts with its keyword: most lines leave at once.
  if (line.length > 72 || !HEAD.test(line)) return null
  const l = line.trim().replace(/\.$/, '')
  const escape = /^escape\s*[—-]\s*((?:\{[^}]+\})+), exile (\w+) other cards from your graveyard$/i.exec(l)
  if (escape) {
    // CR 702.138a: engine/costChanges.ts graveyardCast
    const n = COUNT_WORDS.indexOf(escape[2].toLowerCase())
    const cost = fixedManaCost(escape[1])
    if (!cost || n < 1) return null
    return { keyword: 'escape', escape: { cost, exile: n } }
  }
  const buyback = /^buyback\s*[—-]\s*(.+)$/i.exec(l)
  if (buyback) {
    const extra = otherCosts(buyback[1])
    return extra ? { keyword: 'buyback', buybackExtra: extra } : null
  }
  const splice = /^splice onto (arcane|instant or sorcery) ((?:\{[^}]+\})+)$/i.exec(l)
  if (splice) {
    // CR 702.47a: "As you cast an Arcane spell, you may reveal this card from your hand and pay its splice cost. If
    // you do, add this card's effects to that spell." (engine/actions/casting.ts, engine/flow.ts)
    const cost = fixedManaCost(splice[2])
    if (!cost) return null
    const onto = splice[1].toLowerCase() === 'arcane' ? ('Arcane' as const) : ('instantOrSorcery' as const)
    return { keyword: 'splice', splice: { onto, cost } }
  }
  const dashed = /^(evoke|blitz|morph|megamorph)\s*—\s*(.+)$/i.exec(l)
  if (dashed) return dashedCost(line, dashed[1].toLowerCase(), dashed[2])
  if (line.length > 32) return null // "Megamorph {5}{G}{G}" and shorter: most lines leave at once
  if (/^split second$/i.test(l)) return { keyword: 'split second' } // CR 702.61a
  const suspend = /^suspend (\d+)\s*[—-]\s*((?:\{[^}]+\})+)$/i.exec(l)
  if (suspend) {
    // CR 702.62a: engine/suspend.ts
    const cost = fixedManaCost(suspend[2])
    if (!cost) return null
    return { keyword: 'suspend', suspend: { count: Number(suspend[1]), cost } }
  }
  const awaken = /^awaken (\d+)\s*[—-]\s*((?:\{[^}]+\})+)$/i.exec(l)
  if (awaken) {
    // CR 702.113a: an alternative cost adding a target land and its effect (text/effects/awaken.ts, flow.ts).
    const cost = fixedManaCost(awaken[2])
    if (!cost) return null
    return { keyword: 'awaken', alternative: { kind: 'awaken', cost, counters: Number(awaken[1]) } }
  }
  // CR 702.132a: another player may pay part of its generic mana (the cast's `assist`, engine/actions/casting.ts).
  if (/^assist$/i.test(l)) return { keyword: 'assist' }
  if (/^conspire$/i.test(l))
    // CR 702.78a: "As an additional cost to cast this spell, you may tap two untapped creatures you control that each
    // share a color with it" and "When you cast this spell, if its conspire cost was paid, copy it."
    return {
      keyword: 'conspire',
      conspire: true,
      triggers: [
        trigger(
          line,
          'if its conspire cost was paid, copy it',
          { event: { on: 'castSelf' }, condition: { kind: 'kicked' } },
          [{ kind: 'copySpell', count: 1, conspire: true }],
        ),
      ],
    }
  const replicate = /^replicate ((?:\{[^}]+\})+)$/i.exec(l)
  if (replicate) {
    // CR 702.56a: "As an additional cost to cast this spell, you may pay [cost] any number of times" and "When you
    // cast this spell, if a replicate cost was paid for it, copy it for each time its replicate cost was paid."
    const cost = fixedManaCost(replicate[1])
    if (!cost) return null
    return {
      keyword: 'replicate',
      replicate: cost,
      triggers: [
        trigger(
          line,
          'copy it for each time its replicate cost was paid',
          { event: { on: 'castSelf' }, condition: { kind: 'replicated' } },
          [{ kind: 'copySpell', replicate: true }],
        ),
      ],
    }
  }
  const multikicker = /^multikicker ((?:\{[^}]+\})+)$/i.exec(l)
  if (multikicker) {
    // CR 702.33c: "You may pay an additional [cost] any number of times as you cast this spell."
    const cost = fixedManaCost(multikicker[1])
    if (!cost) return null
    return { keyword: 'multikicker', multikicker: cost }
  }
  // CR 702.127a: cast from the graveyard only, then exiled (engine/costChanges.ts aftermathView, actions/casting.ts).
  if (/^aftermath$/i.test(l)) return { keyword: 'aftermath' }
  if (/^rebound$/i.test(l)) return { keyword: 'rebound' } // CR 702.88a: engine/flow.ts exiles it as it resolves
  const casualty = /^casualty (\d+)$/i.exec(l)
  if (casualty)
    // CR 702.153a: "When you cast this spell, if a casualty cost was paid for it, copy it."
    return {
      keyword: 'casualty',
      casualty: Number(casualty[1]),
      triggers: [
        trigger(
          line,
          'if a casualty cost was paid for it, copy it',
          { event: { on: 'castSelf' }, condition: { kind: 'kicked' } },
          [{ kind: 'copySpell', count: 1 }],
        ),
      ],
    }
  if (/^storm$/i.test(l))
    // CR 702.40a: "When you cast this spell, copy it for each spell cast before it this turn."
    return {
      keyword: 'storm',
      triggers: [trigger(line, 'storm', { event: { on: 'castSelf' } }, [{ kind: 'copySpell' }])],
    }
  if (/^cascade$/i.test(l))
    // CR 702.85a: "When you cast this spell, exile cards from the top of your library until …"
    return {
      keyword: 'cascade',
      triggers: [trigger(line, 'cascade', { event: { on: 'castSelf' } }, [{ kind: 'castFree', how: 'cascade' }])],
    }
  const m =
    /^(evoke|dash|blitz|surge|spectacle|prowl|emerge|morph|megamorph|madness|foretell|bestow|overload|miracle) ((?:\{[^}]+\})+)$/i.exec(
      l,
    )
  if (!m) return null
  const cost = fixedManaCost(m[2])
  if (!cost) return null
  const word = m[1].toLowerCase()
  if (word === 'miracle') return { keyword: word, miracle: cost } // CR 702.94a: engine/alternativeCosts.ts
  if (word === 'foretell') return { keyword: word, foretell: cost } // CR 702.143a: engine/foretell.ts
  if (word === 'madness') return { keyword: word, madness: cost } // CR 702.35a: engine/zones.ts, effects/castFree.ts
  // CR 702.37a-b: morph and megamorph.
  if (word === 'morph' || word === 'megamorph')
    return { keyword: word, morph: { cost, ...(word === 'megamorph' ? { mega: true } : {}) } }
  return alternativeKeyword(line, word as AlternativeKind, cost)
}

const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' }

/** "Evoke—Exile a white card from your hand", "Blitz—{2}{B}{B}, Pay 2 life", "Morph—Pay 5 life", "Morph—Reveal a blue
 *  card in your hand" (CR 118.9, 702.37a): mana and costs other than mana after the dash. A morph cost it doesn't read
 *  is still morph (cast face down for {3}), its cost paid by hand as it is turned face up; another one: null. */
function dashedCost(line: string, word: string, text: string): CastingKeyword | null {
  const symbols: ManaCost['symbols'] = []
  const extra: AdditionalCost = {}
  let unread = false
  for (const part of text.split(/,\s*/)) {
    const exile = /^exile (a|an|one|two) (white|blue|black|red|green) cards? from your hand$/i.exec(part)
    const life = /^pay (\d+) life$/i.exec(part)
    if (/^(\{[^}]+\})+$/.test(part) && !symbols.length) {
      const cost = fixedManaCost(part)
      if (!cost) return null
      symbols.push(...cost.symbols)
    } else if (exile && !extra.exileFromHand) {
      extra.exileFromHand = {
        count: Math.max(1, COUNT_WORDS.indexOf(exile[1].toLowerCase())),
        color: COLOR_WORDS[exile[2].toLowerCase()],
      }
    } else if (life && extra.life === undefined) extra.life = Number(life[1])
    else unread = true
  }
  const cost: ManaCost = { symbols }
  if (word === 'morph' || word === 'megamorph') {
    const morph: Morph = { cost, ...(word === 'megamorph' ? { mega: true } : {}) }
    if (unread || extra.exileFromHand) morph.byHand = text
    else if (extra.life) morph.life = extra.life
    return { keyword: word, morph }
  }
  if (unread) return null
  return alternativeKeyword(line, word as AlternativeKind, cost, extra)
}

function alternativeKeyword(
  line: string,
  kind: AlternativeKind,
  cost: ManaCost,
  extra?: AdditionalCost,
): CastingKeyword {
  const out: CastingKeyword = {
    keyword: kind,
    alternative: { kind, cost, ...(extra && Object.keys(extra).length ? { extra } : {}) },
  }
  if (kind === 'evoke')
    // CR 702.74a: "When this permanent enters, if its evoke cost was paid, its controller sacrifices it."
    out.triggers = [
      trigger(
        line,
        'if its evoke cost was paid, its controller sacrifices it',
        {
          event: { on: 'enters', who: 'self' },
          condition: { kind: 'castFor', how: 'evoke' },
        },
        [{ kind: 'selfCard', to: 'sacrifice' }],
      ),
    ]
  if (kind === 'blitz')
    // CR 702.152a: "As long as this permanent's blitz cost was paid, it has … 'When this permanent is put into a
    // graveyard from the battlefield, draw a card.'" (haste and the end-step sacrifice: engine/alternativeCosts.ts)
    out.triggers = [
      trigger(
        line,
        'if its blitz cost was paid, draw a card',
        {
          event: { on: 'dies', who: 'self' },
          condition: { kind: 'castFor', how: 'blitz' },
        },
        [{ kind: 'draw', amount: 1, who: 'you' }],
      ),
    ]
  return out
}

/** Costs other than mana, comma-separated ("Sacrifice three Islands", "Discard two cards", "Pay 3 life, Discard a
 *  card at random"), or null when one isn't read. */
function otherCosts(text: string): AdditionalCost | null {
  const out: AdditionalCost = {}
  for (const part of text.split(/,\s*/)) {
    const sac = /^sacrifice (a|an|two|three) ([a-z]+?)s?$/i.exec(part)
    const discard = /^discard (a|two|three) cards?( at random)?$/i.exec(part)
    const life = /^pay (\d+) life$/i.exec(part)
    if (sac && !out.sacrifice) {
      const noun = sac[2].toLowerCase()
      out.sacrifice = ['land', 'creature', 'artifact', 'enchantment', 'permanent'].includes(noun)
        ? { what: noun as 'land' }
        : { what: 'permanent', subtype: noun }
      const n = COUNT_WORDS.indexOf(sac[1].toLowerCase())
      if (n > 1) out.sacrificeCount = n
    } else if (discard && out.discard === undefined) {
      out.discard = Math.max(1, COUNT_WORDS.indexOf(discard[1].toLowerCase()))
      if (discard[2]) out.discardRandom = true
    } else if (life && out.life === undefined) out.life = Number(life[1])
    else return null
  }
  return out
}

/** CR 702.96a-b: an overloaded spell's text with every "target" replaced by "each": no targets; what it did to
 *  target N it does to each object its target phrase describes. Null when some effect can't be read that way. */
export function overloadText(text: EffectText): EffectText | null {
  const specs = text.targets
  if (!specs.length || text.modes) return null
  const effects: Effect[] = []
  for (const e of text.effects) {
    if (e.kind === 'damage' && typeof e.target === 'number') {
      // "~ deals N damage to target creature you don't control" → "… to each creature you don't control".
      const spec = specs[e.target]
      const keys = Object.keys(e).filter((k) => !['kind', 'amount', 'target'].includes(k))
      if (!spec || spec.what !== 'creature' || keys.length) return null
      effects.push({ kind: 'damageEach', amount: e.amount, each: 'creatures', filter: spec })
      continue
    }
    let ok = true
    const json = JSON.stringify(e, (k, v) => {
      if (k === 'subject' && v && typeof v === 'object' && typeof v.target === 'number') {
        const spec = specs[v.target]
        if (!spec || v.count !== undefined || v.upTo) ok = false
        return spec ? { all: spec } : v
      }
      return v
    })
    const next = JSON.parse(json) as Effect
    // Any other reference to a target (a player, "that creature's controller"): not read as "each".
    if (!ok || /"target":\d/.test(JSON.stringify(next))) return null
    effects.push(next)
  }
  return { ...text, targets: [], effects }
}
