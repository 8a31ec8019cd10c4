// Keywords whose rule is a line the grammar already reads (CR 702): each is compiled as the ability its rule
// defines, written out as Oracle text, so the engine runs it like the printed line.
import type { CardFace } from '../cards/model'
import type {
  ActivatedAbility,
  Condition,
  CostChange,
  Effect,
  StaticAbility,
  TargetSpec,
  TriggerEvent,
  TriggeredAbility,
} from '../engine/ast'
import { parseManaCost } from '../mana'
import type { ManaCost } from '../mana/types'
import { cumulativeUpkeep } from './keywordAbilities'

const NUMBER_WORDS = ['zero', 'a', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

/** A keyword's activated ability (CR 602.1): automated, without {T}, the source not sacrificed; `extra` says the
 *  rest (sorcery timing, the zone it's activated from, other costs). */
export function keywordAbility(
  line: string,
  effects: Effect[],
  cost: ManaCost | null,
  extra: Partial<ActivatedAbility> = {},
): ActivatedAbility {
  return {
    text: line,
    targets: [],
    effects,
    automated: true,
    cost,
    tap: false,
    sacrificeSelf: false,
    sorcery: false,
    payable: true,
    ...extra,
  }
}

/** A printed mana cost without X (CR 107.3), or null when it doesn't read as one. */
export function fixedManaCost(text: string): ManaCost | null {
  let cost
  try {
    cost = parseManaCost(text)
  } catch {
    return null
  }
  return cost && !cost.symbols.some((s) => s.kind === 'variable') ? cost : null
}

export interface Expansion {
  /** The keyword, as kept in the face's keywords. */
  keyword: string
  /** A keyword action (CR 701), not a keyword ability: not kept among the face's keywords. */
  action?: true
  /** The ability's own wording ("~" is the card), compiled like a printed line. */
  text?: string
  /** Built directly when the wording has a part the grammar doesn't read (echo's "since your last upkeep"). */
  triggers?: TriggeredAbility[]
  activated?: ActivatedAbility[]
  statics?: StaticAbility[]
  /** Cost changes of the spell itself (CR 601.2f). */
  costChanges?: CostChange[]
}

function trigger(
  line: string,
  text: string,
  event: TriggerEvent,
  effects: Effect[],
  condition?: Condition,
): TriggeredAbility {
  return {
    text: line,
    event,
    ...(condition ? { condition } : {}),
    effect: { text, targets: [], effects, automated: true },
    automated: true,
  }
}

/** Keywords that are triggers with an effect of their own (keywordAction.ts). */
function triggered(l: string, line: string): Expansion | null {
  const word = l.toLowerCase()
  const attacks: TriggerEvent = { on: 'attacks', who: 'self' }
  const counter: Effect = { kind: 'counters', counter: '+1/+1', amount: 1, subject: 'self' }
  switch (word) {
    case 'melee': // CR 702.121a
      return {
        keyword: word,
        triggers: [
          trigger(line, '~ gets +1/+1 for each opponent you attacked this combat', attacks, [
            { kind: 'keywordAction', action: 'melee', amount: 1 },
          ]),
        ],
      }
    case 'myriad': // CR 702.116a
      return { keyword: word, triggers: [trigger(line, 'myriad', attacks, [{ kind: 'myriad' }])] }
    case 'dethrone': // CR 702.105a
      return {
        keyword: word,
        triggers: [trigger(line, 'put a +1/+1 counter on ~', attacks, [counter], { kind: 'dethrone' })],
      }
    case 'training': // CR 702.149a
      return {
        keyword: word,
        triggers: [trigger(line, 'put a +1/+1 counter on ~', attacks, [counter], { kind: 'training' })],
      }
    case 'mentor': {
      // CR 702.134a: "put a +1/+1 counter on target attacking creature with lesser power".
      const t = trigger(line, 'put a +1/+1 counter on target attacking creature with lesser power', attacks, [
        { kind: 'counters', counter: '+1/+1', amount: 1, subject: { target: 0 } },
      ])
      t.effect.targets = [{ what: 'creature', attacking: true, lesserPowerThanSource: true }]
      return { keyword: word, triggers: [t] }
    }
    case 'living weapon': // CR 702.92a
      return {
        keyword: word,
        triggers: [
          trigger(
            line,
            'create a 0/0 black Phyrexian Germ creature token, then attach ~ to it',
            { on: 'enters', who: 'self' },
            [{ kind: 'keywordAction', action: 'livingWeapon', amount: 1 }],
          ),
        ],
      }
    case 'extort': // CR 702.101a
      return {
        keyword: word,
        triggers: [
          trigger(
            line,
            'you may pay {W/B}; if you do, each opponent loses 1 life and you gain that much life',
            { on: 'cast', who: 'you', filter: 'spell' },
            [{ kind: 'keywordAction', action: 'extort', amount: 1, cost: '{w/b}' }],
          ),
        ],
      }
  }
  return null
}

/** CR 701.31a: "[Cost]: Monstrosity N." (an X amount is resolved by hand). */
function monstrosity(l: string, line: string): Expansion | null {
  const m = /^((?:\{[^}]+\})+): monstrosity (\d+)$/i.exec(l)
  if (!m) return null
  let cost
  try {
    cost = parseManaCost(m[1])
  } catch {
    return null
  }
  return {
    keyword: 'monstrosity',
    action: true, // CR 701.31: monstrosity is a keyword action, so the creature doesn't have it as a keyword
    activated: [keywordAbility(line, [{ kind: 'keywordAction', action: 'monstrosity', amount: Number(m[2]) }], cost)],
  }
}

/** CR 702.122a: "Tap any number of untapped creatures you control with total power N or more: This Vehicle becomes
 *  an artifact creature until end of turn." */
function crew(l: string, line: string): Expansion | null {
  const m = /^crew (\d+)$/i.exec(l)
  if (!m) return null
  return {
    keyword: 'crew',
    activated: [
      keywordAbility(line, [{ kind: 'keywordAction', action: 'crew', amount: Number(m[1]) }], null, {
        crew: Number(m[1]),
      }),
    ],
  }
}

function handAbility(line: string, mana: string, sorcery: boolean, effects: Effect[]): ActivatedAbility | null {
  const cost = fixedManaCost(mana)
  return cost && keywordAbility(line, effects, cost, { discardSelf: true, sorcery, from: 'hand' })
}

/** CR 702.128a embalm, 702.129a eternalize: "[Cost], Exile this card from your graveyard: Create a token that's a
 *  copy of it, except …. Activate only as a sorcery." Eternalize's cost may also discard a card. */
function embalmKeyword(l: string, line: string): Expansion | null {
  const m = /^(embalm|eternalize)(?: |\s*[—-]\s*)((?:\{[^}]+\})+)(, discard a card)?$/i.exec(l)
  if (!m) return null
  const cost = fixedManaCost(m[2])
  if (!cost) return null
  const word = m[1].toLowerCase()
  return {
    keyword: word,
    activated: [
      keywordAbility(line, [{ kind: 'embalm', ...(word === 'eternalize' ? { eternalize: true } : {}) }], cost, {
        exileSelfFromGraveyard: true,
        ...(m[3] ? { discardCost: 1 } : {}),
        sorcery: true,
        from: 'graveyard',
      }),
    ],
  }
}

/** CR 702.49a: "[Cost], Reveal this card from your hand, Return an unblocked attacker you control to hand: Put this
 *  card onto the battlefield from your hand tapped and attacking." */
function ninjutsuKeyword(l: string, line: string): Expansion | null {
  const m = /^ninjutsu ((?:\{[^}]+\})+)$/i.exec(l)
  if (!m) return null
  const cost = fixedManaCost(m[1])
  if (!cost) return null
  return {
    keyword: 'ninjutsu',
    activated: [keywordAbility(line, [{ kind: 'ninjutsu' }], cost, { returnAttacker: true, from: 'hand' })],
  }
}

/** CR 702.124a: plain partner (and friends forever) changes only Commander deck construction, a format no variant here plays: it has no
 *  effect in any game, so the engine runs it by doing nothing. CR 702.124j: "Partner with [name]" is also "When this
 *  permanent enters, target player may put [name] into their hand from their library, then shuffle." */
function partnerKeyword(line: string): Expansion | null {
  const l = line.trim().replace(/\.$/, '')
  if (/^partner$/i.test(l)) return { keyword: 'partner' }
  if (/^friends forever$/i.test(l)) return { keyword: 'friends forever' } // CR 702.124i: partner's variant
  const m = /^partner with (.+)$/i.exec(l)
  if (!m) return null
  const t = trigger(
    line,
    `target player may put ${m[1]} into their hand from their library, then shuffle`,
    { on: 'enters', who: 'self' },
    [{ kind: 'partnerWith', name: m[1] }],
  )
  t.effect.targets = [{ what: 'player' }]
  return { keyword: 'partner with', triggers: [t] }
}

/** CR 702.24a with a cost the keyword grammar doesn't read: "{G} or {W}" per age counter is {G/W} per age counter;
 *  "—Pay N life" is N life per age counter. */
function cumulativeUpkeepKeyword(line: string): Expansion | null {
  const l = line.trim().replace(/\.$/, '')
  const either = /^cumulative upkeep \{([wubrg])\} or \{([wubrg])\}$/i.exec(l)
  if (either)
    return {
      keyword: 'cumulative upkeep',
      triggers: [cumulativeUpkeep(`{${either[1]}/${either[2]}}`.toLowerCase(), line)],
    }
  const life = /^cumulative upkeep\s*[—-]\s*pay (\d+) life$/i.exec(l)
  if (!life) return null
  return {
    keyword: 'cumulative upkeep',
    triggers: [
      trigger(
        line,
        `put an age counter on ~, then sacrifice it unless you pay ${life[1]} life for each age counter on it`,
        { on: 'step', step: 'upkeep', whose: 'you' },
        [{ kind: 'keywordAction', action: 'cumulativeUpkeepLife', amount: Number(life[1]) }],
      ),
    ],
  }
}

/** CR 702.59a: "When a creature is put into your graveyard from the battlefield, you may pay [cost]. If you do,
 *  return this card from your graveyard to your hand. Otherwise, exile this card." It works from the graveyard. */
function recoverKeyword(line: string): Expansion | null {
  const m = /^recover ((?:\{[^}]+\})+)$/i.exec(line.trim().replace(/\.$/, ''))
  if (!m) return null
  try {
    if (parseManaCost(m[1])?.symbols.some((s) => s.kind === 'variable')) return null
  } catch {
    return null
  }
  return {
    keyword: 'recover',
    triggers: [
      trigger(
        line,
        `you may pay ${m[1].toUpperCase()}; if you do, return ~ to your hand, otherwise exile it`,
        { on: 'dies', who: 'any', filter: { what: 'creature', owned: true } },
        [{ kind: 'keywordAction', action: 'recover', amount: 1, cost: m[1].toLowerCase() }],
      ),
    ],
  }
}

/** Keywords activated from the hand by discarding the card, on any card type (spells too). */
export function handKeyword(line: string, face: CardFace): Expansion | null {
  if (line.length > 40) return null
  const recover = recoverKeyword(line) // CR 702.59a: on instants and sorceries too
  if (recover) return recover
  const l = line.trim().replace(/\.$/, '')
  const transmute = /^transmute ((?:\{[^}]+\})+)$/i.exec(l)
  if (transmute) {
    // CR 702.53a: "[Cost], Discard this card: Search your library for a card with the same mana value as the
    // discarded card, reveal it, put it into your hand, then shuffle. Activate only as a sorcery."
    const mv = face.manaValue
    const a = handAbility(line, transmute[1], true, [
      {
        kind: 'search',
        filter: { types: [], subtypes: [], any: true, minManaValue: mv, maxManaValue: mv },
        to: 'hand',
        reveal: true,
        count: 1,
      },
      { kind: 'shuffle' },
    ])
    return a && { keyword: 'transmute', activated: [a] }
  }
  if (/^undaunted$/i.test(l))
    // CR 702.125a: "This spell costs {1} less to cast for each opponent you have."
    return {
      keyword: 'undaunted',
      costChanges: [{ amount: -1, self: true, spells: { whose: 'you' }, perOpponent: true }],
    }
  const reinforce = /^reinforce (\d+)\s*[—-]\s*((?:\{[^}]+\})+)$/i.exec(l)
  if (reinforce) {
    // CR 702.77a: "[Cost], Discard this card: Put N +1/+1 counters on target creature."
    const a = handAbility(line, reinforce[2], false, [
      { kind: 'counters', counter: '+1/+1', amount: Number(reinforce[1]), subject: { target: 0 } },
    ])
    if (!a) return null
    a.targets = [{ what: 'creature' }]
    return { keyword: 'reinforce', activated: [a] }
  }
  return null
}

/** The rule text a keyword line stands for, or null when the line isn't one of these keywords. */
export function expandKeyword(line: string, face: CardFace): Expansion | null {
  if (line.length > 48) return null // every line read here is short: most lines leave at once
  const hand = handKeyword(line, face)
  if (hand) return hand
  // CR 702.26a: phases out and in at its controller's untap steps (engine/turnActions.ts phasePermanents).
  if (/^phasing$/i.test(line.trim())) return { keyword: 'phasing' }
  if (/^sunburst$/i.test(line.trim()))
    // CR 702.44a: "If this object is entering the battlefield from the stack as a creature, it enters with a +1/+1
    // counter on it for each color of mana spent to cast it. Otherwise, a charge counter."
    return {
      keyword: 'sunburst',
      statics: [
        {
          kind: 'entersWithCounters',
          counter: face.types.includes('Creature') ? '+1/+1' : 'charge',
          amount: 1,
          perColorSpent: true,
        },
      ],
    }
  const champion = /^champion an? ([a-z]+(?: or [a-z]+)?)$/i.exec(line.trim())
  if (champion) {
    // CR 702.72a: "When this enters, sacrifice it unless you exile another [type] you control." and "When this
    // leaves the battlefield, that card returns to the battlefield under its owner's control." (effects/champion.ts)
    const words = champion[1].toLowerCase()
    const spec: TargetSpec =
      words === 'creature' ? { what: 'creature' } : { what: 'permanent', subtype: words.replace(' or ', '|') }
    return {
      keyword: 'champion',
      triggers: [
        trigger(line, `sacrifice ~ unless you exile another ${words} you control`, { on: 'enters', who: 'self' }, [
          { kind: 'champion', spec },
        ]),
      ],
    }
  }
  const partner = partnerKeyword(line)
  if (partner) return partner
  const upkeep = cumulativeUpkeepKeyword(line)
  if (upkeep) return upkeep
  const l = line.trim().replace(/\.$/, '')
  const name = face.name
  const cost = /^(outlast|scavenge|echo|unearth|level up)\s+((?:\{[^}]+\})+)$/i.exec(l)
  if (/^battle cry$/i.test(l))
    // CR 702.91a
    return {
      keyword: 'battle cry',
      text: `Whenever ${name} attacks, each other attacking creature gets +1/+0 until end of turn.`,
    }
  // CR 702.136a riot: "enters with your choice of a +1/+1 counter or haste"; CR 702.98a unleash: "you may have it
  // enter with a +1/+1 counter on it. It can't block as long as it has a +1/+1 counter on it."
  if (/^(riot|unleash)$/i.test(l)) {
    const choice = l.toLowerCase() as 'riot' | 'unleash'
    return { keyword: choice, statics: [{ kind: 'entersWithChoice', choice }] }
  }
  if (/^provoke$/i.test(l)) {
    // CR 702.39a: "Whenever this creature attacks, you may have target creature defending player controls untap and
    // block this creature this combat if able."
    const t = trigger(
      line,
      'you may have target creature defending player controls untap and block ~ if able',
      { on: 'attacks', who: 'self' },
      [{ kind: 'keywordAction', action: 'provoke', amount: 1 }],
    )
    t.effect.targets = [{ what: 'creature', defendingControls: true }]
    return { keyword: 'provoke', triggers: [t] }
  }
  if (/^ingest$/i.test(l))
    // CR 702.115a: "Whenever this creature deals combat damage to a player, that player exiles the top card of
    // their library."
    return {
      keyword: 'ingest',
      triggers: [
        trigger(line, 'that player exiles the top card of their library', { on: 'combatDamageToPlayer', who: 'self' }, [
          { kind: 'keywordAction', action: 'ingest', amount: 1 },
        ]),
      ],
    }
  const devour = /^devour (?:(artifact|food) )?(\d+)$/i.exec(l)
  if (devour)
    // CR 702.82a-b: "As this enters, you may sacrifice any number of creatures [artifacts, Food]. This permanent enters
    // with N +1/+1 counters on it for each permanent sacrificed this way."
    return {
      keyword: 'devour',
      statics: [
        {
          kind: 'entersWithChoice',
          choice: 'devour',
          amount: Number(devour[2]),
          ...(devour[1] ? { devours: devour[1].toLowerCase() as 'artifact' | 'food' } : {}),
        },
      ],
    }
  const amplify = /^amplify (\d+)$/i.exec(l)
  if (amplify)
    // CR 702.38a: "As this object enters, reveal any number of cards from your hand that share a creature type with
    // it. This permanent enters with N +1/+1 counters on it for each card revealed this way."
    return {
      keyword: 'amplify',
      statics: [{ kind: 'entersWithChoice', choice: 'amplify', amount: Number(amplify[1]) }],
    }
  const fabricate = /^fabricate (\d+)$/i.exec(l)
  if (fabricate)
    // CR 702.123a: "When this permanent enters, you may put N +1/+1 counters on it. If you don't, create N 1/1
    // colorless Servo artifact creature tokens."
    return {
      keyword: 'fabricate',
      triggers: [
        trigger(
          line,
          `put ${fabricate[1]} +1/+1 counters on ~ or create ${fabricate[1]} Servos`,
          { on: 'enters', who: 'self' },
          [{ kind: 'keywordAction', action: 'fabricate', amount: Number(fabricate[1]) }],
        ),
      ],
    }
  const bloodthirst = /^bloodthirst (\d+)$/i.exec(l)
  if (bloodthirst)
    // CR 702.54a: "If an opponent was dealt damage this turn, this permanent enters with N +1/+1 counters on it."
    return {
      keyword: 'bloodthirst',
      statics: [
        { kind: 'entersWithCounters', counter: '+1/+1', amount: Number(bloodthirst[1]), ifOpponentDamaged: true },
      ],
    }
  const soulshift = /^soulshift (\d+)$/i.exec(l)
  if (soulshift)
    // CR 702.46a
    return {
      keyword: 'soulshift',
      text: `When ${name} dies, you may return target Spirit card with mana value ${soulshift[1]} or less from your graveyard to your hand.`,
    }
  const afterlife = /^afterlife (\d+)$/i.exec(l)
  if (afterlife) {
    // CR 702.135a: "When this permanent is put into a graveyard from the battlefield, create N 1/1 white and black
    // Spirit creature tokens with flying."
    const n = Number(afterlife[1])
    if (n < 1 || n >= NUMBER_WORDS.length) return null
    const tokens =
      n === 1
        ? 'a 1/1 white and black Spirit creature token'
        : `${NUMBER_WORDS[n]} 1/1 white and black Spirit creature tokens`
    return { keyword: 'afterlife', text: `When ${name} dies, create ${tokens} with flying.` }
  }
  // CR 702.89a (renamed umbra armor): run where a permanent is destroyed (engine/zones.ts).
  if (/^(totem|umbra) armor$/i.test(l)) return { keyword: 'totem armor' }
  if (!cost)
    return (
      triggered(l, line) ??
      monstrosity(l, line) ??
      fading(l, line) ??
      modular(l, line) ??
      crew(l, line) ??
      embalmKeyword(l, line) ??
      ninjutsuKeyword(l, line) ??
      graft(l, line) ??
      reconfigureKeyword(l, line)
    )
  const word = cost[1].toLowerCase()
  const mana = cost[2]
  if (word === 'unearth') return unearth(mana, line) // CR 702.84a
  if (word === 'level up') return levelUp(mana, line) // CR 702.87a
  if (word === 'outlast')
    // CR 702.107a
    return { keyword: 'outlast', text: `${mana}, {T}: Put a +1/+1 counter on ${name}. Activate only as a sorcery.` }
  if (word === 'scavenge') {
    // CR 702.97a: counters equal to the card's power (printed: no effect changes it in the graveyard).
    const power = Number(face.power)
    if (!Number.isInteger(power) || power < 1 || power >= NUMBER_WORDS.length) return null
    const counters = power === 1 ? 'a +1/+1 counter' : `${NUMBER_WORDS[power]} +1/+1 counters`
    return {
      keyword: 'scavenge',
      text: `${mana}, Exile ${name} from your graveyard: Put ${counters} on target creature. Activate only as a sorcery.`,
    }
  }
  // CR 702.30a: "At the beginning of your upkeep, if this permanent came under your control since the beginning of
  // your last upkeep, sacrifice it unless you pay [cost]."
  const condition: Condition = { kind: 'echoDue' }
  return {
    keyword: 'echo',
    triggers: [
      {
        text: line,
        event: { on: 'step', step: 'upkeep', whose: 'you' },
        condition,
        effect: {
          text: `sacrifice ~ unless you pay ${mana.toUpperCase()}`,
          targets: [],
          effects: [
            { kind: 'keywordAction', action: 'echo', amount: 1 },
            { kind: 'selfCard', to: 'sacrifice', unlessPays: mana.toLowerCase() },
          ],
          automated: true,
        },
        automated: true,
      },
    ],
  }
}

/** CR 702.84a: "[Cost]: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the
 *  beginning of the next end step. If it would leave the battlefield, exile it instead …. Activate only as a sorcery." */
function unearth(mana: string, line: string): Expansion | null {
  let cost
  try {
    cost = parseManaCost(mana)
  } catch {
    return null
  }
  return {
    keyword: 'unearth',
    activated: [
      keywordAbility(line, [{ kind: 'keywordAction', action: 'unearth', amount: 1 }], cost, {
        sorcery: true,
        from: 'graveyard',
      }),
    ],
  }
}

/** CR 702.63a vanishing N, 702.32a fading N: it enters with N time (fade) counters; at the beginning of your upkeep
 *  one is removed (vanishing: if there is one; the last removed, it is sacrificed; fading: if you can't, sacrifice). */
function fading(l: string, line: string): Expansion | null {
  const m = /^(vanishing|fading) (\d+)$/i.exec(l)
  if (!m) return null
  const word = m[1].toLowerCase() as 'vanishing' | 'fading'
  const counter = word === 'vanishing' ? 'time' : 'fade'
  return {
    keyword: word,
    statics: [{ kind: 'entersWithCounters', counter, amount: Number(m[2]) }],
    triggers: [
      trigger(
        line,
        word === 'vanishing'
          ? 'remove a time counter from ~; when the last is removed, sacrifice it'
          : "remove a fade counter from ~; if you can't, sacrifice it",
        { on: 'step', step: 'upkeep', whose: 'you' },
        [{ kind: 'keywordAction', action: word, amount: 1 }],
      ),
    ],
  }
}

/** CR 702.151a: "Reconfigure [cost]": attach to another target creature you control, or unattach (no target);
 *  only as a sorcery (text/effects/reconfigure.ts). */
function reconfigureKeyword(l: string, line: string): Expansion | null {
  const m = /^reconfigure ((?:\{[^}]+\})+)$/i.exec(l)
  if (!m) return null
  const cost = fixedManaCost(m[1])
  if (!cost) return null
  return {
    keyword: 'reconfigure',
    activated: [
      keywordAbility(line, [{ kind: 'reconfigure' }], cost, {
        targets: [{ what: 'creature', youControl: true, other: true }],
        optionalTargets: 1,
        sorcery: true,
      }),
    ],
  }
}

/** CR 702.58a: "This permanent enters with N +1/+1 counters on it" and "Whenever another creature enters, if this
 *  permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this permanent onto that creature." */
function graft(l: string, line: string): Expansion | null {
  const m = /^graft (\d+)$/i.exec(l)
  if (!m) return null
  return {
    keyword: 'graft',
    statics: [{ kind: 'entersWithCounters', counter: '+1/+1', amount: Number(m[1]) }],
    triggers: [
      trigger(
        line,
        'you may move a +1/+1 counter from ~ onto that creature',
        { on: 'enters', who: 'other', filter: { what: 'creature' } },
        [{ kind: 'keywordAction', action: 'graft', amount: 1 }],
        { kind: 'hasCounter', counter: '+1/+1' },
      ),
    ],
  }
}

/** CR 702.87a: "[Cost]: Put a level counter on this permanent. Activate only as a sorcery." */
function levelUp(mana: string, line: string): Expansion | null {
  let cost
  try {
    cost = parseManaCost(mana)
  } catch {
    return null
  }
  return {
    keyword: 'level up',
    activated: [
      keywordAbility(line, [{ kind: 'counters', counter: 'level', amount: 1, subject: 'self' }], cost, {
        sorcery: true,
      }),
    ],
  }
}

/** A leveler's "LEVEL N-M" / "LEVEL N+" line (CR 711.2a), or null. */
export function levelBandHead(line: string): { min: number; max?: number } | null {
  if (line.length > 16) return null
  const m = /^level (\d+)(?:-(\d+)|\+)$/i.exec(line.trim())
  if (!m) return null
  return { min: Number(m[1]), ...(m[2] ? { max: Number(m[2]) } : {}) }
}

/** CR 702.43a: "This permanent enters with N +1/+1 counters on it" and "When this permanent is put into a graveyard
 *  from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on it." */
function modular(l: string, line: string): Expansion | null {
  const m = /^modular (\d+)$/i.exec(l)
  if (!m) return null
  const t = trigger(line, 'you may put its +1/+1 counters on target artifact creature', { on: 'dies', who: 'self' }, [
    { kind: 'keywordAction', action: 'modular', amount: 1 }, // asks "you may" itself, knowing the counters
  ])
  t.effect.targets = [{ what: 'creature', alsoType: 'Artifact' }]
  return {
    keyword: 'modular',
    statics: [{ kind: 'entersWithCounters', counter: '+1/+1', amount: Number(m[1]) }],
    triggers: [t],
  }
}
