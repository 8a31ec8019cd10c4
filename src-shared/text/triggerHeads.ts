// More trigger events (CR 603.1-603.2): the heads of "When/Whenever …," lines beyond the basic ones of grammar.ts's
// eventRule, read with the Grammar API; the engine matches them in engine/triggerEvents.ts.
import type { Color } from '../mana/types'
import type { Effect, TargetSpec, TriggerEvent, SpellFilter } from '../engine/ast'
import type { Grammar } from './grammar'
import { lands } from './conditions'
import { PT, Tilde } from './lexer'
import { COLOR_WORDS } from '../cards/words'

const COLORS = Object.keys(COLOR_WORDS)
const TYPE_WORDS: Record<string, string> = {
  creature: 'Creature',
  artifact: 'Artifact',
  enchantment: 'Enchantment',
  instant: 'Instant',
  sorcery: 'Sorcery',
  planeswalker: 'Planeswalker',
  land: 'Land',
}
const cap = (w: string) => w[0].toUpperCase() + w.slice(1)

type SpellWord =
  | { type: string }
  | { color: Color }
  | { quality: 'historic' | 'multicolored' | 'kicked' | 'noncreature' | 'colorless' }

/** One word of a spell's kind: a type, a colour, a subtype or a quality ("historic", "multicolored", "kicked"). */
function spellWord(g: Grammar, i: number): SpellWord {
  return g.alt(i, [
    ...Object.keys(TYPE_WORDS).map((w) => () => (g.w(i, w), { type: TYPE_WORDS[w] })),
    ...COLORS.map((c) => () => (g.w(i, c), { color: COLOR_WORDS[c] })),
    () => (g.w(i, 'kicked'), { quality: 'kicked' as const }),
    () => (g.w(i, 'noncreature'), { quality: 'noncreature' as const }),
    () => (g.w(i, 'colorless'), { quality: 'colorless' as const }),
    () => {
      const w = g.plainWhere(i, () => true).image
      return g.act(() =>
        w === 'historic' || w === 'multicolored' ? { quality: w } : { type: w && cap(w) },
      ) as SpellWord
    },
  ])
}

function addWord(spell: SpellFilter, word: SpellWord | undefined): void {
  if (!word) return
  if ('type' in word) spell.types = [...(spell.types ?? []), word.type]
  else if ('color' in word) spell.colors = [...(spell.colors ?? []), word.color]
  else if (word.quality === 'noncreature') spell.notType = 'Creature'
  else spell[word.quality] = true
}

/** What follows "cast"/"casts": "a spell", "an instant or sorcery spell", "a Spirit or Arcane spell", "a blue
 *  spell", "a spell with mana value 5 or greater", "your second spell each turn", "a creature spell during an
 *  opponent's turn". */
export function parseSpellFilter(g: Grammar): { what: TargetSpec['what']; spell?: SpellFilter } {
  const spell: SpellFilter = {}
  const nth = g.alt(0, [
    () => (g.alt(1, [() => g.w(0, 'a'), () => g.w(1, 'an')]), 0),
    () => {
      g.alt(8, [() => g.w(2, 'your'), () => g.w(34, 'their')]) // "an opponent casts their second spell"
      return g.alt(2, [
        () => (g.w(3, 'first'), 1),
        () => (g.plainWhere(3, (w) => w === 'second'), 2),
        () => (g.plainWhere(4, (w) => w === 'third'), 3),
      ])
    },
  ])
  // "a Spirit or Arcane spell", "a blue or black spell", "an instant or sorcery spell".
  // "a Spirit or Arcane spell", "an instant" (older wording: the kind without "spell"), or "a spell".
  const words = g.alt(7, [
    () => {
      const first = spellWord(g, 10)
      const second = g.opt(1, () => (g.w(20, 'or'), spellWord(g, 11)))
      g.opt(6, () => g.w(21, 'spell'))
      return [first, second]
    },
    () => (g.w(22, 'spell'), [] as (SpellWord | undefined)[]),
  ])
  // "a spell of the chosen color" (CR 614.12).
  const chosen = g.opt(7, () => (g.ph(36, 'of the chosen color'), true))
  g.opt(2, () => {
    g.ph(33, 'with mana value')
    const n = g.amount(0)
    const greater = g.alt(3, [() => (g.ph(23, 'or greater'), true), () => (g.ph(24, 'or less'), false)])
    g.act(() => {
      if (typeof n !== 'number') return
      if (greater) spell.minManaValue = n
      else spell.maxManaValue = n
    })
  })
  g.opt(3, () => g.ph(25, 'each turn'))
  const fromHand = g.opt(5, () => {
    g.w(30, 'from')
    g.alt(5, [() => g.ph(31, 'your hand'), () => g.ph(32, 'their hand')])
    return true
  })
  g.opt(4, () => {
    g.w(26, 'during')
    g.alt(4, [() => g.ph(27, "an opponent's turn"), () => g.ph(28, "each opponent's turn")])
    g.act(() => (spell.opponentsTurn = true))
  })
  return g.act(() => {
    for (const w of words ?? []) addWord(spell, w)
    if (fromHand) spell.fromHand = true
    if (chosen) spell.chosenColor = true
    if (nth) spell.nth = nth
    // The basic kinds keep the old filters (one type alone, or instant or sorcery).
    const t = spell.types ?? []
    let what: TargetSpec['what'] = 'spell'
    const onlyTypes = Object.keys(spell).length === (spell.types ? 1 : 0)
    if (onlyTypes && t.length === 1 && t[0] === 'Creature') what = 'creatureSpell'
    else if (onlyTypes && t.length === 2 && t.includes('Instant') && t.includes('Sorcery'))
      what = 'instantOrSorcerySpell'
    else if (Object.keys(spell).length === 1 && spell.notType === 'Creature') what = 'noncreatureSpell'
    if (what !== 'spell') {
      delete spell.types
      delete spell.notType
    }
    return { what, ...(Object.keys(spell).length ? { spell } : {}) }
  })
}

const aOrAn = (g: Grammar, i: number) => g.alt(i, [() => g.w(i, 'a'), () => g.w(i + 1, 'an')])

/** Heads read before grammar.ts's own (each longer than any head those read, so no line changes meaning). */
export function parseMoreEvents(g: Grammar): TriggerEvent | null {
  return g.alt(0, [
    // CR 601.2i, 603.2: "When you cast this spell" (a spell's own ability, triggering from the stack).
    () => (g.ph(55, 'you cast'), g.tok(4, Tilde), { on: 'castSelf' }) as TriggerEvent,
    // CR 603.2f
    () => (g.tok(5, Tilde), g.ph(56, 'becomes tapped'), { on: 'becomesTapped' }) as TriggerEvent,
    () => {
      g.w(57, 'enchanted')
      g.alt(12, [
        () => g.w(58, 'permanent'),
        () => g.w(59, 'land'),
        () => g.w(60, 'creature'),
        () => g.w(208, 'artifact'),
      ])
      g.ph(61, 'becomes tapped')
      return { on: 'becomesTapped', enchanted: true } as TriggerEvent
    },
    () =>
      (g.ph(82, 'you sacrifice'),
      g.tok(9, Tilde),
      { on: 'sacrifices', filter: { what: 'permanent' }, self: true }) as TriggerEvent,
    () => (g.ph(83, "you're dealt damage"), { on: 'youAreDealtDamage' }) as TriggerEvent,
    () =>
      (g.tok(10, Tilde),
      g.ph(84, 'deals combat damage to a player or planeswalker'),
      { on: 'combatDamagePlayerOrPlaneswalker' }) as TriggerEvent,
    () => (g.tok(11, Tilde), g.ph(85, 'and at least two other creatures attack'), { on: 'battalion' }) as TriggerEvent,
    // "when ~ is put into your graveyard from the battlefield" (CR 700.4).
    () =>
      (g.tok(12, Tilde),
      g.ph(86, 'is put into your graveyard from the battlefield'),
      { on: 'diesInto', owner: 'you', filter: { what: 'permanent' }, self: true }) as TriggerEvent,
    // CR 702.29: "When you cycle ~" / "When you cycle ~ or it dies".
    () => {
      g.w(80, 'you')
      plain(g, 22, 'cycle')
      g.tok(8, Tilde)
      const dies = g.opt(10, () => (g.ph(81, 'or it dies'), true))
      return (
        dies ? { on: 'either', events: [{ on: 'cycledSelf' }, { on: 'dies', who: 'self' }] } : { on: 'cycledSelf' }
      ) as TriggerEvent
    },
    // CR 303.4e, 301.5: what the enchanted or equipped creature does.
    () => {
      const via = g.alt(13, [() => (g.w(71, 'enchanted'), 'enchanted'), () => (g.w(72, 'equipped'), 'equipped')])
      g.alt(15, [() => g.w(73, 'creature'), () => g.w(88, 'land')]) // "when enchanted land dies" (a Zendikon)
      const does = g.alt(14, [
        () => (g.ph(89, 'becomes blocked'), 'becomesBlocked'),
        () => (g.ph(108, 'leaves the battlefield'), 'leaves'),
        () => (g.ph(74, 'attacks or blocks'), 'attacksOrBlocks'),
        () => (g.w(75, 'attacks'), 'attacks'),
        () => {
          g.ph(76, 'deals combat damage')
          return g.opt(9, () => (g.ph(77, 'to a player'), true)) ? 'combatDamageToPlayer' : 'combatDamage'
        },
        () => (g.w(78, 'dies'), 'dies'),
        () => (g.ph(79, 'is dealt damage'), 'dealtDamage'),
      ])
      return g.act(() => ({ on: 'host', via, does })) as TriggerEvent
    },
    // CR 702.110b
    () => (g.tok(7, Tilde), exploits(g, 68, 20), { on: 'exploits', who: 'self' }) as TriggerEvent,
    () => (g.ph(69, 'a creature you control'), exploits(g, 70, 21), { on: 'exploits', who: 'yours' }) as TriggerEvent,
    // CR 603.8: "When you control no Islands".
    () => {
      g.ph(62, 'you control no')
      const spec = g.noun(2)
      return g.act(() => ({ on: 'controlsNone', spec: { ...lands(spec), youControl: true } })) as TriggerEvent
    },
    // CR 120.3: "Whenever a source deals damage to ~".
    () =>
      (g.w(63, 'a'),
      plain(g, 19, 'source'),
      g.ph(67, 'deals damage to'),
      g.tok(6, Tilde),
      { on: 'dealtDamage', who: 'self' }) as TriggerEvent,
    // "~ enters or attacks / dies / leaves the battlefield" (CR 603.2: either event).
    () => {
      g.tok(0, Tilde)
      g.ph(0, 'enters or')
      const second = g.alt(1, [
        () => (g.w(1, 'attacks'), { on: 'attacks', who: 'self' } as TriggerEvent),
        () => (g.w(2, 'dies'), { on: 'dies', who: 'self' } as TriggerEvent),
        () => (g.ph(3, 'leaves the battlefield'), { on: 'leaves', who: 'self' } as TriggerEvent),
        () => (
          g.ph(90, 'deals combat damage to a player'),
          { on: 'combatDamageToPlayer', who: 'self' } as TriggerEvent
        ),
        () => (
          g.ph(130, 'at the beginning of your upkeep'),
          { on: 'step', step: 'upkeep', whose: 'you' } as TriggerEvent
        ),
        () => (transformsInto(g, 212, 18), { on: 'transformsInto' } as TriggerEvent),
      ]) as TriggerEvent
      return { on: 'either', events: [{ on: 'enters', who: 'self' }, second] } as TriggerEvent
    },
    // "When ~ dies or is put into exile from the battlefield" (CR 603.2: either event).
    () =>
      (g.tok(13, Tilde),
      g.ph(91, 'dies or is put into exile from the battlefield'),
      { on: 'either', events: [{ on: 'dies', who: 'self' }, { on: 'exiledFromBattlefield' }] }) as TriggerEvent,
    // CR 603.2f: "Whenever ~ becomes untapped".
    () => (g.tok(14, Tilde), g.ph(92, 'becomes untapped'), { on: 'becomesUntapped' }) as TriggerEvent,
    // CR 510.2: "Whenever ~ is dealt combat damage".
    () => (g.tok(15, Tilde), g.ph(93, 'is dealt combat damage'), { on: 'dealtCombatDamage' }) as TriggerEvent,
    // "Whenever a source an opponent controls deals damage to you" (CR 120.3).
    () =>
      (g.w(116, 'a'),
      plain(g, 26, 'source'),
      g.ph(117, 'an opponent controls deals damage to you'),
      { on: 'creatureDamagesYou', anySource: true, byOpponent: true }) as TriggerEvent,
    // "Whenever a creature deals (combat) damage to you" (CR 120.3).
    () => {
      g.ph(94, 'a creature deals')
      const combat = g.opt(11, () => (g.w(95, 'combat'), true))
      g.ph(96, 'damage to you')
      return { on: 'creatureDamagesYou', ...(combat ? { combat } : {}) } as TriggerEvent
    },
    // "Whenever ~ or equipped creature attacks / deals combat damage to a player" (CR 301.5: either).
    () => {
      g.tok(16, Tilde)
      g.ph(97, 'or equipped creature')
      const does = g.alt(16, [
        () => (g.ph(98, 'deals combat damage to a player'), 'combatDamageToPlayer'),
        () => (g.w(99, 'attacks'), 'attacks'),
      ])
      return g.act(() => ({
        on: 'either',
        events: [
          does === 'attacks' ? { on: 'attacks', who: 'self' } : { on: 'combatDamageToPlayer', who: 'self' },
          { on: 'host', via: 'equipped', does },
        ],
      })) as TriggerEvent
    },
    // CR 603.2: "~ becomes the target of a spell or ability an opponent controls", "… a spell you control",
    // "a creature you control becomes the target of …".
    () => {
      const who = g.alt(18, [
        () => (g.tok(17, Tilde), null),
        () => {
          const another = g.alt(19, [() => (aOrAn(g, 101), false), () => (g.w(103, 'another'), true)])
          const spec = g.noun(3)
          return g.act(() => ({ ...spec, ...(another ? { other: true } : {}) }))
        },
      ])
      g.ph(104, 'becomes the target of a spell')
      const ability = g.opt(12, () => (g.ph(105, 'or ability'), true))
      const by = g.opt(13, () =>
        g.alt(20, [() => (g.ph(106, 'an opponent controls'), 'opponent'), () => (g.ph(107, 'you control'), 'you')]),
      )
      return g.act(() => {
        const flags = {
          ...(ability ? {} : { spellOnly: true }),
          ...(by === 'opponent' ? { byOpponent: true } : by === 'you' ? { byYou: true } : {}),
        }
        if (!who) return by ? { on: 'becomesTarget', ...flags } : null // grammar.ts reads the plain one
        return { on: 'permanentTargeted', filter: who, ...flags }
      }) as TriggerEvent | null
    },
    // CR 508.1, 303.4e: "Whenever enchanted player is attacked", "… a player attacks enchanted player with one or
    // more creatures".
    () => (g.ph(131, 'enchanted player is attacked'), { on: 'enchantedPlayerAttacked' }) as TriggerEvent,
    () =>
      (g.ph(132, 'a player attacks enchanted player with one or more creatures'),
      { on: 'enchantedPlayerAttacked' }) as TriggerEvent,
    () => {
      g.ph(133, 'you discard')
      aOrAn(g, 134)
      const cardType = g.alt(23, [
        () => (g.w(136, 'creature'), 'Creature'),
        () => (g.w(137, 'land'), 'Land'),
        () => (g.w(138, 'artifact'), 'Artifact'),
        () => (g.w(139, 'instant'), 'Instant'),
        () => (g.w(140, 'sorcery'), 'Sorcery'),
      ])
      g.w(141, 'card')
      return g.act(() => ({ on: 'discardType', cardType })) as TriggerEvent
    },
    () =>
      (g.ph(142, 'an opponent'),
      g.w(147, 'shuffles'),
      g.ph(143, 'their library'),
      { on: 'shuffles', who: 'opponent' }) as TriggerEvent,
    () => (g.ph(144, 'a creature is dealt damage'), { on: 'creatureDealtDamage' }) as TriggerEvent,
    () => {
      g.ph(145, 'you have')
      const n = g.amount(2)
      g.ph(146, 'or more life')
      return g.act(() => (typeof n === 'number' ? { on: 'lifeAtLeast', amount: n } : null)) as TriggerEvent | null
    },
    // CR 122.6
    () => {
      g.ph(118, 'one or more')
      const counter = g.tok(1, PT).image
      g.ph(119, 'counters are put on')
      g.tok(18, Tilde)
      return g.act(() => ({ on: 'countersPutOnSelf', counter })) as TriggerEvent
    },
    // CR 122.6, 603.2c: "Whenever a +1/+1 counter is put on ~" triggers once for each counter put on it.
    () => {
      g.w(170, 'a')
      const counter = g.tok(2, PT).image
      g.ph(171, 'counter is put on')
      g.tok(20, Tilde)
      return g.act(() => ({ on: 'counterPutOnSelf', counter })) as TriggerEvent
    },
    () =>
      (g.tok(19, Tilde),
      g.ph(120, 'is put into a graveyard from'),
      plain(g, 27, 'anywhere'),
      { on: 'toGraveyardSelf' }) as TriggerEvent,
    () => {
      aOrAn(g, 121)
      const type = g.opt(15, () =>
        g.alt(21, [
          () => (g.w(123, 'land'), 'Land'),
          () => (g.w(124, 'creature'), 'Creature'),
          () => (g.w(125, 'artifact'), 'Artifact'),
        ]),
      )
      g.ph(126, 'card is put into')
      const owner = g.alt(22, [
        () => (g.ph(127, 'your graveyard'), 'you'),
        () => (g.ph(128, "an opponent's graveyard"), 'opponent'),
      ])
      g.w(129, 'from')
      plain(g, 28, 'anywhere')
      return g.act(() => ({ on: 'cardToGraveyard', owner, ...(type ? { cardType: type } : {}) })) as TriggerEvent
    },
    // CR 509.5g
    () => (g.tok(1, Tilde), g.ph(4, "attacks and isn't blocked"), { on: 'unblocked' }) as TriggerEvent,
    () => {
      g.tok(2, Tilde)
      g.w(5, 'deals')
      const combat = g.opt(0, () => (g.w(6, 'combat'), true))
      g.ph(7, 'damage to a creature')
      return { on: 'damagesCreature', ...(combat ? { combat } : {}) } as TriggerEvent
    },
    // CR 702.37, 708.8
    () => (g.tok(3, Tilde), faceUp(g, 8, 10), { on: 'turnedFaceUp', who: 'self' }) as TriggerEvent,
    () => {
      g.ph(9, 'a permanent')
      const yours = g.opt(1, () => (g.ph(10, 'you control'), true))
      faceUp(g, 11, 12)
      return { on: 'turnedFaceUp', who: 'any', ...(yours ? { youControl: true } : {}) } as TriggerEvent
    },
    // CR 702.29: cycling discards the card, so "cycle or discard" is one discard.
    () =>
      (g.w(12, 'you'),
      plain(g, 14, 'cycle'),
      g.ph(13, 'or discard a card'),
      { on: 'discard', who: 'you' }) as TriggerEvent,
    () => (g.w(14, 'you'), plain(g, 15, 'cycle'), g.ph(15, 'a card'), { on: 'cycled', who: 'you' }) as TriggerEvent,
    // "another card": the source, on the battlefield, is never the card cycled or discarded (CR 702.29).
    () =>
      (g.w(111, 'you'), plain(g, 24, 'cycle'), g.ph(112, 'another card'), { on: 'cycled', who: 'you' }) as TriggerEvent,
    () =>
      (g.w(113, 'you'),
      plain(g, 25, 'cycle'),
      g.ph(114, 'or discard another card'),
      { on: 'discard', who: 'you' }) as TriggerEvent,
    () =>
      (g.ph(16, 'a player'), plain(g, 16, 'cycles'), g.ph(17, 'a card'), { on: 'cycled', who: 'any' }) as TriggerEvent,
    () => {
      g.ph(18, 'you draw your')
      const nth = g.alt(2, [() => (plain(g, 17, 'second'), 2), () => (g.w(19, 'first'), 1)])
      g.ph(19, 'card each turn')
      return { on: 'drawNth', nth } as TriggerEvent
    },
    // "Whenever you attack" (CR 508.1): once each combat you attack with one or more creatures.
    () => {
      g.ph(54, 'you attack')
      // "Whenever you attack with three or more creatures".
      const min = g.opt(14, () => {
        g.w(109, 'with')
        const n = g.amount(1)
        g.ph(110, 'or more creatures')
        return n
      })
      return g.act(() => ({
        on: 'attackWith',
        whose: 'you',
        ...(typeof min === 'number' ? { min } : {}),
      })) as TriggerEvent
    },
    () => {
      g.ph(19, 'one or more creatures')
      const yours = g.opt(2, () => (g.ph(20, 'you control'), true))
      g.w(21, 'attack')
      const you = g.opt(3, () => (g.w(22, 'you'), true))
      if (yours && you) return null
      return { on: 'attackWith', whose: yours ? 'you' : 'any', ...(you ? { at: 'you' } : {}) } as TriggerEvent
    },
    () => {
      g.ph(23, 'one or more creatures you control deal combat damage to')
      const to = g.alt(3, [() => (g.ph(24, 'a player'), 'player'), () => (g.ph(25, 'an opponent'), 'opponent')])
      return {
        on: 'creatureCombatDamage',
        filter: { what: 'creature', youControl: true },
        to,
        batch: true,
      } as TriggerEvent
    },
    // "a creature (you control) …", "another Cat you control …", "a Samurai or Warrior you control …"
    () => {
      const another = g.alt(4, [() => (aOrAn(g, 26), false), () => (g.w(28, 'another'), true)])
      const nontoken = g.opt(4, () => (g.w(29, 'nontoken'), true))
      const spec = g.alt(5, [
        () => {
          const first = g.plainWhere(1, () => true).image
          g.w(30, 'or')
          const second = g.plainWhere(2, () => true).image
          const s = g.act(() => ({ what: 'creature', subtype: `${cap(first)}|${cap(second)}` }) as TargetSpec)
          g.opt(5, () => (g.ph(31, 'you control'), g.act(() => (s.youControl = true))))
          return s
        },
        () => g.noun(0),
      ])
      const event = g.alt(6, [
        () => {
          g.w(32, 'attacks')
          const alone = g.opt(6, () => (g.w(33, 'alone'), true))
          const at = g.opt(7, () => {
            g.w(34, 'you')
            return g.opt(8, () => (g.ph(35, 'or a planeswalker you control'), true)) ? 'youOrPlaneswalker' : 'you'
          })
          return g.act(() => {
            const plain = !spec.other && !another && !alone && !at && spec.youControl && plainCreature(spec, true)
            if (plain) return null // grammar.ts: { on: 'attacks', who: 'yours' }
            if (alone && !at && spec.youControl && plainCreature(spec, true)) return { on: 'attacksAlone' }
            return {
              on: 'creatureAttacks',
              filter: { ...spec, ...(another ? { other: true } : {}) },
              ...(at ? { at } : {}),
              ...(alone ? { alone } : {}),
            }
          }) as TriggerEvent | null
        },
        () => {
          g.ph(36, 'deals combat damage to')
          const to = g.alt(7, [() => (g.ph(37, 'a player'), 'player'), () => (g.ph(38, 'an opponent'), 'opponent')])
          return g.act(() => ({ on: 'creatureCombatDamage', filter: spec, to })) as TriggerEvent
        },
        () => {
          g.ph(39, 'is put into')
          const owner = g.alt(8, [
            () => (g.ph(40, 'your graveyard'), 'you'),
            () => (g.ph(41, "an opponent's graveyard"), 'opponent'),
          ])
          g.ph(42, 'from the battlefield')
          return g.act(() => ({
            on: 'diesInto',
            owner,
            filter: spec,
            ...(nontoken ? { nontoken } : {}),
          })) as TriggerEvent
        },
        () => (g.ph(43, 'becomes blocked'), g.act(() => ({ on: 'creatureBecomesBlocked', filter: spec }))),
        () => (g.ph(64, 'becomes tapped'), g.act(() => ({ on: 'becomesTapped', filter: spec }))),
        () => (
          g.ph(115, 'leaves the battlefield'),
          g.act(() => ({ on: 'permanentLeaves', filter: { ...spec, ...(another ? { other: true } : {}) } }))
        ),
        // "Whenever a creature enters under an opponent's control" (CR 603.6a).
        () => (
          g.ph(65, "enters under an opponent's control"),
          g.act(() => ({ on: 'enters', who: 'any', filter: { ...spec, opponentControls: true } }))
        ),
        // "Whenever another creature you control enters or dies" (CR 603.2: either event).
        () => {
          g.ph(66, 'enters or dies')
          return g.act(() => {
            const filter = { ...spec, other: false }
            const who = spec.other || another ? 'other' : 'any'
            return {
              on: 'either',
              events: [
                { on: 'enters', who, filter },
                { on: 'dies', who, filter },
              ],
            }
          })
        },
        () => (g.w(44, 'blocks'), g.act(() => ({ on: 'creatureBlocks', filter: spec }))),
      ]) as TriggerEvent | null
      return g.act(() =>
        another && event?.on !== 'creatureAttacks' && event?.on !== 'either' && event?.on !== 'permanentLeaves'
          ? null
          : nontoken && event?.on !== 'diesInto'
            ? null
            : event,
      )
    },
    // CR 305.1
    () => {
      const who = g.alt(9, [
        () => (g.w(45, 'you'), 'you'),
        () => (g.ph(46, 'an opponent'), 'opponent'),
        () => (g.ph(47, 'a player'), 'any'),
      ])
      g.alt(10, [() => g.w(48, 'play'), () => plain(g, 18, 'plays')])
      g.ph(49, 'a land')
      return g.act(() => ({ on: 'playsLand', who })) as TriggerEvent
    },
    // CR 701.17: "you sacrifice", "a player / an opponent sacrifices" (who controlled it as it left).
    () => {
      const who = g.alt(60, [
        () => (g.ph(50, 'you sacrifice'), 'you' as const),
        () => (g.ph(230, 'a player sacrifices'), 'any' as const),
        () => (g.ph(231, 'an opponent sacrifices'), 'opponent' as const),
      ])
      const other = g.alt(11, [() => (aOrAn(g, 51), false), () => (g.w(53, 'another'), true)])
      const spec = g.alt(17, [
        // "a Blood token" (CR 111.10g), "a token" (CR 111.1): read before a noun, which would take "Blood" alone.
        () =>
          (plain(g, 60, 'blood'), g.w(232, 'token'), { what: 'artifact', subtype: 'Blood', token: true }) as TargetSpec,
        () => (g.w(233, 'token'), { what: 'permanent', token: true }) as TargetSpec,
        () => g.noun(1),
        // "a Clue", "a Food", "a Treasure": artifact subtypes the grammar names (CR 111.10).
        ...['clue', 'food', 'treasure'].map(
          (w) => () => (g.w(100, w), { what: 'artifact', subtype: cap(w) }) as TargetSpec,
        ),
      ])
      return g.act(() => ({
        on: 'sacrifices',
        filter: { ...spec, other: false },
        ...(other ? { other } : {}),
        ...(who !== 'you' ? { who } : {}),
      })) as TriggerEvent
    },
    // CR 603.2, 605.1b: "Whenever a player taps a land for mana", "an opponent taps a Mountain", "you tap a
    // nonbasic land" (a {T} mana ability activated; compile.ts leaves a trigger that adds mana to the mana layer).
    () => {
      const who = g.alt(40, [
        () => (g.w(200, 'you'), 'you'),
        () => (g.ph(201, 'an opponent'), 'opponent'),
        () => (g.ph(202, 'a player'), 'any'),
      ])
      g.alt(41, [() => g.w(203, 'tap'), () => g.w(204, 'taps')])
      aOrAn(g, 205)
      const spec = g.noun(10)
      g.ph(207, 'for mana')
      return g.act(() => ({ on: 'tapsForMana', who, filter: lands(spec) })) as TriggerEvent
    },
    // CR 701.28: "When this creature transforms into ~" (normalized: "~ transforms into ~").
    () => (g.tok(15, Tilde), transformsInto(g, 213, 19), { on: 'transformsInto' }) as TriggerEvent,
    // CR 701.8: "When a spell or ability an opponent controls causes you to discard ~ / a card".
    () => {
      g.ph(214, 'a spell or ability an opponent controls')
      g.plainWhere(220, (x) => x === 'causes')
      g.ph(215, 'you to discard')
      const self = g.alt(43, [() => (g.tok(16, Tilde), true), () => (g.ph(216, 'a card'), false)])
      return g.act(() => (self ? { on: 'discardedByOpponent', self } : { on: 'discardedByOpponent' })) as TriggerEvent
    },
    // CR 701.18, 701.42: "Whenever you scry", "whenever you surveil".
    () => {
      g.w(209, 'you')
      const look = g.alt(42, [() => (g.w(210, 'scry'), 'scry'), () => (g.w(211, 'surveil'), 'surveil')])
      return g.act(() => ({ on: 'libraryLook', look })) as TriggerEvent
    },
  ])
}

/** A word the grammar doesn't name (so not a token of its own: the lexer's list stays as it is). */
function plain(g: Grammar, i: number, w: string): void {
  g.plainWhere(i, (x) => x === w)
}

/** "transforms into ~": the face that has the ability (CR 701.28). */
function transformsInto(g: Grammar, i: number, j: number): void {
  g.plainWhere(j + 200, (x) => x === 'transforms')
  g.w(i, 'into')
  g.tok(j, Tilde)
}

/** "exploits a creature" (CR 702.110b). */
function exploits(g: Grammar, i: number, j: number): void {
  plain(g, j, 'exploits')
  g.ph(i, 'a creature')
}

/** "is turned face up" (CR 702.37e, 708.8). */
function faceUp(g: Grammar, i: number, j: number): void {
  g.w(i, 'is')
  plain(g, j, 'turned')
  plain(g, j + 1, 'face')
  g.w(i, 'up')
}

/** A creature with no other quality (but `youControl`). */
function plainCreature(spec: TargetSpec, yours: boolean): boolean {
  return spec.what === 'creature' && Object.keys(spec).length === (yours ? 2 : 1)
}

/** The events of triggerHeads.ts whose effect may name the event's creature as "that creature" (engine/triggerEvents.ts
 *  gives it). */
const THAT_CREATURE = new Set([
  'damagesCreature',
  'creatureDealtDamage',
  'permanentTargeted',
  'creatureDamagesYou',
  'creatureAttacks',
  'creatureCombatDamage',
  'creatureBecomesBlocked',
  'creatureBlocks',
  'turnedFaceUp',
])

/** Events about another object than the source (a spell, a creature, a card): there "it" names that object, which
 *  the effect reader takes for the source, so such an effect is resolved by hand. */
const ABOUT_ANOTHER = new Set([
  ...THAT_CREATURE,
  'diesInto',
  'sacrifices',
  'playsLand',
  'cycled',
  'attackWith',
  'becomesTapped',
  'host',
  'permanentLeaves',
  'cardToGraveyard',
  'discardType',
  'enchantedPlayerAttacked',
  'tapsForMana',
])

/** Events whose permanent's controller "its controller" / "that land's controller" names with no target before
 *  (CR 603.2): the permanent that became tapped, was tapped for mana (engine/triggerEvents.ts `other`), entered
 *  (engine/triggers.ts eventInfo's `card`) or died (its controller as it last was, CR 603.10a). */
export function namesPermanentController(event: TriggerEvent | undefined): boolean {
  if (event?.on === 'tapsForMana') return true
  if (event?.on === 'enters' || event?.on === 'dies') return event.who === 'any' || event.who === 'other'
  return event?.on === 'becomesTapped' && (!!event.filter || !!event.enchanted)
}

/** Whether the engine runs a trigger's effect as written for this event (undefined: not one of these events). */
export function effectFitsEvent(
  event: TriggerEvent,
  text: string,
  effects: unknown,
  effectsJson?: string,
): boolean | undefined {
  if ((event.on === 'sacrifices' || event.on === 'diesInto') && event.self) return undefined // "it" is the source
  if (event.on === 'toGraveyardSelf') return false // its effects on the card in the graveyard are resolved by hand
  // A discarded card's own trigger (CR 701.8) runs only effects that don't touch the card itself, now in the graveyard.
  if (event.on === 'discardedByOpponent' && event.self) {
    const json = effectsJson ?? JSON.stringify(effects)
    return !/"selfCard"|"self"/.test(json) && !/\b(?:it|its|it's)\b/i.test(text)
  }
  const cast = (event.on === 'cast' && !!event.spell) || (event.on === 'exploits' && event.who === 'yours')
  if (!cast && !ABOUT_ANOTHER.has(event.on) && event.on !== 'either' && event.on !== 'unblocked') return undefined
  // "Counter that spell / it" in a cast trigger: the spell cast (text/effects/counterSpell.ts, CR 603.2).
  const counters = event.on === 'cast' ? /"kind":"counterSpell","target":-1,"that":true/g : null
  const json = (effectsJson ?? JSON.stringify(effects)).replace(counters ?? /$^/, '')
  if (counters) text = text.replace(/\bcounter (?:it|that spell)\b/gi, 'counter')
  if (json.includes('"subject":"that"') && !THAT_CREATURE.has(event.on)) return false
  // "that creature's controller" with no target named before: the event's permanent's, for the events that have one.
  if (json.includes('"of":-1') && !namesPermanentController(event)) return false
  if (namesPermanentController(event)) text = text.replace(/\bits controller\b(?!')/gi, 'that player')
  // "that player": the player dealt combat damage, or who tapped the land for mana (CR 603.2); no other of these
  // events names one.
  if (json.includes('"target":-1') && event.on !== 'creatureCombatDamage' && event.on !== 'tapsForMana') return false
  if (event.on === 'turnedFaceUp' && event.who === 'self') return true
  if (event.on === 'becomesTapped' && !event.filter && !event.enchanted) return true
  if (event.on === 'either' && event.events.every((e) => 'who' in e && e.who === 'self')) return true
  if (event.on === 'unblocked' || event.on === 'damagesCreature') return true
  // "return ~ / target creature to its owner's hand": "its" is the card's own there.
  const rest = text.replace(/\([^()]*\)/g, '').replace(/\bto its owner's\b/gi, '')
  return !/\b(it|its|it's)\b/i.test(rest)
}

/** Events about an object other than the source that the effect reader doesn't name (CR 603.2): a creature entering,
 *  dying, attacking or becoming tapped, a spell cast, what an Aura's creature does. ABOUT_ANOTHER's are above. */
function namesAnotherObject(event: TriggerEvent): boolean {
  const e = event as { on: string; who?: string; self?: boolean; filter?: unknown; enchanted?: boolean }
  if (e.self || e.who === 'self') return false
  switch (e.on) {
    case 'enters':
    case 'dies':
      return e.who === 'any' || e.who === 'other'
    case 'attacks':
    case 'exploits':
      return e.who === 'yours'
    case 'attacksAlone':
    case 'cast':
      return true
    case 'becomesTapped':
      return !!e.filter || !!e.enchanted
    case 'becomesTarget':
      return !!e.enchanted
    case 'dealsDamage':
      return e.who === 'enchanted'
  }
  return false
}

/** Whether a trigger's effect (normalized: the source is "~") says "it" for an object the effect reader takes for the
 *  source: the event's object, when "it" comes before any mention of the source ("Whenever a creature you control
 *  dies, put it on the bottom of its owner's library"), or "that creature" just named ("tap that creature and it
 *  doesn't untap"). Such a trigger is resolved by hand. "Its owner's", "it can't be regenerated" (read with the
 *  destroy before it) and "counter it" (a cast trigger's spell) are read already. */
export function itNamesAnother(event: TriggerEvent, normalized: string, effects: Effect[]): boolean {
  const controller = namesPermanentController(event) && JSON.stringify(effects).includes('"controllerOf":-1')
  const t = normalized
    .replace(controller ? /\bits controller\b(?!')/g : /$^/, 'that player')
    .replace(/\([^()]*\)/g, '')
    .replace(/\bits (?:owner|controller)'s\b/g, '')
    .replace(/\bit can't be regenerated\b/g, '')
    .replace(/\bcounter (?:it|that spell)\b/g, 'counter')
  const at = t.search(/\b(?:it|its|it's)\b/)
  if (at < 0) return false
  const before = t.slice(0, at)
  if (before.includes('~')) return false
  // "Tap that creature and it doesn't untap …": read as the source's.
  if (/\bthat (?:creature|permanent)\b/.test(before)) return JSON.stringify(effects).includes('"subject":"self"')
  // A target, card or token named before it ("tap target creature and it doesn't untap", "search your library for a
  // card, put it …") is read with its own effect.
  return !/\b(?:target|card|cards|token|tokens)\b/.test(before) && namesAnotherObject(event)
}
