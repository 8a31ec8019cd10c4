/* eslint-disable @typescript-eslint/no-this-alias -- the grammar is written in chevrotain's `$.RULE(...)` style */
// Nouns and subjects: what a target, a noun phrase ("nonblack creatures you control"), a subject ("~", "it", "each
// …") and players ("each opponent") read as (CR 115, 608.2b).
import { type IOrAlt } from 'chevrotain'
import type { Color } from '../../mana/types'
import type { Subject, TargetSpec, Who } from '../../engine/ast'
import { Comma, Num, Plain, Poss, PT, Tilde, word } from '../lexer'
import { COLOR_WORDS } from '../../cards/words'
import { isSubtypeWord, subtypeNounKind, subtypeNounWhat } from '../subtypeNouns'
import { THAT_NOUNS, SPELL_TYPES, PERMANENT_TYPE_WORDS, GrammarBase, DIVIDED_MOST } from './base'

export class NounRules extends GrammarBase {
  // ---- nouns ----
  protected nounRules(): void {
    const $ = this
    // Prefixes of a permanent noun: tapped, nonblack, other, nontoken, attacking, colour.
    // Built once: the noun being read is `prefixSpec`, set as the rule starts (no alternative reads another noun).
    let prefixSpec = {} as TargetSpec
    const prefixes = $.orRule(0, [
      { ALT: () => ($.CONSUME(word('tapped')), $.act(() => (prefixSpec.tapped = true))) },
      { ALT: () => ($.CONSUME(word('untapped')), $.act(() => (prefixSpec.untapped = true))) },
      { ALT: () => ($.ph(20, 'attacking or blocking'), $.act(() => (prefixSpec.inCombat = true))) },
      { ALT: () => ($.CONSUME(word('attacking')), $.act(() => (prefixSpec.attacking = true))) },
      { ALT: () => ($.CONSUME(word('blocking')), $.act(() => (prefixSpec.blocking = true))) },
      { ALT: () => ($.CONSUME(word('other')), $.act(() => (prefixSpec.other = true))) },
      { ALT: () => ($.CONSUME(word('another')), $.act(() => (prefixSpec.other = true))) },
      { ALT: () => ($.CONSUME(word('nontoken')), $.act(() => (prefixSpec.nontoken = true))) },
      { ALT: () => ($.CONSUME(word('nonbasic')), $.act(() => (prefixSpec.nonbasic = true))) },
      {
        // "another multicolored permanent" (CR 105.4).
        ALT: () => ($.plainWhere(40, (w) => w === 'multicolored'), $.act(() => (prefixSpec.multicolored = true))),
      },
      { ALT: () => ($.plainWhere(42, (w) => w === 'monocolored'), $.act(() => (prefixSpec.monocolored = true))) },
      // CR 205.4: "legendary", "snow", and without them "nonlegendary", "nonsnow".
      ...(['Legendary', 'Snow'] as const).flatMap((supertype, k) => [
        {
          ALT: () => (
            $.plainWhere(43 + k, (w) => w === supertype.toLowerCase()),
            $.act(() => (prefixSpec.supertype = supertype))
          ),
        },
        {
          ALT: () => (
            $.plainWhere(45 + k, (w) => w === `non${supertype.toLowerCase()}`),
            $.act(() => (prefixSpec.notSupertype = supertype))
          ),
        },
      ]),
      {
        // "non-Human", "non-Angel, non-Demon creature": without those subtypes (read once however often
        // backtracking runs it).
        ALT: () => {
          const w = $.plainWhere(47, (t) => t.startsWith('non-') && isSubtypeWord(t.slice(4))).image
          $.act(() => {
            const not = prefixSpec.notSubtype?.split('|') ?? []
            const sub = w.slice(4).toLowerCase()
            if (!not.includes(sub)) prefixSpec.notSubtype = [...not, sub].join('|')
          })
        },
      },
      { ALT: () => ($.plainWhere(50, (w) => w === 'face-down'), $.act(() => (prefixSpec.faceDown = true))) },
      { ALT: () => ($.plainWhere(51, (w) => w === 'modified'), $.act(() => (prefixSpec.modified = true))) },
      { ALT: () => ($.plainWhere(52, (w) => w === 'historic'), $.act(() => (prefixSpec.historic = true))) },
      { ALT: () => ($.plainWhere(48, (w) => w === 'nonattacking'), $.act(() => (prefixSpec.notAttacking = true))) },
      { ALT: () => ($.CONSUME(word('noncreature')), $.act(() => (prefixSpec.notType = 'Creature'))) },
      { ALT: () => ($.CONSUME(word('nonartifact')), $.act(() => (prefixSpec.notType = 'Artifact'))) },
      {
        ALT: () => ($.plainWhere(49, (w) => w === 'nonenchantment'), $.act(() => (prefixSpec.notType = 'Enchantment'))),
      },
      ...(['white', 'blue', 'black', 'red', 'green'] as const).map((c) => ({
        ALT: () => {
          $.CONSUME(word(`non${c}`))
          // Read once however often backtracking runs it: a second colour only when it is another one.
          $.act(() =>
            prefixSpec.notColor && prefixSpec.notColor !== COLOR_WORDS[c]
              ? (prefixSpec.alsoNotColor = COLOR_WORDS[c])
              : (prefixSpec.notColor = COLOR_WORDS[c]),
          )
        },
      })),
      {
        ALT: () => {
          const c = $.SUBRULE($.rule('colorRule')) as Color
          $.act(() => (prefixSpec.color = c))
          // "a red or white permanent" (CR 105.2): either colour.
          $.optx(41, () => {
            $.consume(41, word('or'))
            const d = $.subrule(41, $.rule('colorRule') as never) as Color
            $.act(() => (prefixSpec.orColor = d))
          })
        },
      },
    ])
    $.RULE('nounPrefix', (spec: TargetSpec) => {
      prefixSpec = spec
      return prefixes()
    })
    const head = (plural: boolean): IOrAlt<TargetSpec['what']>[] => {
      const n = (w: string) => (plural ? (w.endsWith('y') ? w.slice(0, -1) + 'ies' : w + 's') : w)
      const typeWord = (k: number) =>
        $.orx(
          100 + k,
          PERMANENT_TYPE_WORDS.map((t) => ({ ALT: () => ($.consume(100 + k, word(n(t))), t) })),
        )
      return [
        ...(plural
          ? []
          : [
              {
                // "artifact, enchantment, or land" (CR 115.1: a permanent of any of these types); not before "with",
                // which would name the last type only ("… or creature with flying").
                ALT: () => {
                  const a = typeWord(0)
                  $.consume(100, Comma)
                  const b = typeWord(1)
                  $.optx(100, () => $.consume(101, Comma))
                  $.consume(102, word('or'))
                  const c = typeWord(2)
                  if (!this.RECORDING_PHASE && this.LA(1).tokenType === word('with'))
                    (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
                  const cap = (w: string) => (typeof w === 'string' && w ? w[0].toUpperCase() + w.slice(1) : w)
                  return `${a}|${cap(b)}|${cap(c)}` as TargetSpec['what']
                },
              },
            ]),
        { ALT: () => ($.ph(0, `${n('artifact')} or ${n('enchantment')}`), 'artifactOrEnchantment') },
        { ALT: () => ($.ph(1, `${n('creature')} or ${n('planeswalker')}`), 'creatureOrPlaneswalker') },
        { ALT: () => ($.ph(5, `${n('artifact')} or ${n('creature')}`), 'artifactOrCreature') },
        { ALT: () => ($.ph(2, `nonland ${n('permanent')}`), 'nonlandPermanent') },
        // "artifact creatures" (CR 509.1b: "can't be blocked by artifact creatures"): creatures that are artifacts.
        // Both forms in each list: the singular nouns are tried first, and "artifact" alone would take the plural's.
        // "creature or enchantment", "artifact or land": a permanent of either type (CR 115.1).
        {
          ALT: () => (
            $.ph(92, `${n('creature')} or ${n('enchantment')}`),
            'creature|Enchantment' as TargetSpec['what']
          ),
        },
        { ALT: () => ($.ph(93, `${n('artifact')} or ${n('land')}`), 'artifact|Land' as TargetSpec['what']) },
        { ALT: () => ($.ph(94, `${n('enchantment')} or ${n('land')}`), 'enchantment|Land' as TargetSpec['what']) },
        // "target creature or land" (Wrecking Ball, Fissure).
        { ALT: () => ($.ph(89, `${n('creature')} or ${n('land')}`), 'creature|Land' as TargetSpec['what']) },
        // "destroy all artifacts and enchantments", "all artifacts, creatures, and enchantments" (CR 115.1: either)
        ...(plural
          ? [
              { ALT: () => ($.ph(95, 'artifacts and enchantments'), 'artifact|Enchantment' as TargetSpec['what']) },
              { ALT: () => ($.ph(96, 'creatures and planeswalkers'), 'creature|Planeswalker' as TargetSpec['what']) },
              {
                ALT: () => (
                  $.ph(97, 'artifacts'),
                  $.consume(97, Comma),
                  $.ph(98, 'creatures'),
                  $.optx(97, () => $.consume(98, Comma)),
                  $.ph(99, 'and enchantments'),
                  'artifact|Creature|Enchantment' as TargetSpec['what']
                ),
              },
            ]
          : []),
        { ALT: () => ($.ph(90, 'artifact creatures'), 'artifactCreature' as TargetSpec['what']) },
        // "creature tokens you control get +1/+1" (Intangible Virtue): tokens only (CR 111.1).
        ...(plural ? [{ ALT: () => ($.ph(124, 'creature tokens'), 'creatureToken' as TargetSpec['what']) }] : []),
        { ALT: () => ($.ph(91, 'artifact creature'), 'artifactCreature' as TargetSpec['what']) },
        { ALT: () => ($.CONSUME(word(n('creature'))), 'creature') },
        { ALT: () => ($.CONSUME(word(n('artifact'))), 'artifact') },
        { ALT: () => ($.CONSUME(word(n('enchantment'))), 'enchantment') },
        { ALT: () => ($.CONSUME(word(n('land'))), 'land') },
        { ALT: () => ($.CONSUME(word(n('permanent'))), 'permanent') },
        { ALT: () => ($.CONSUME(word(n('planeswalker'))), 'planeswalker') },
      ]
    }
    const heads = head(false)
    const headsPlural = head(true)
    // Built once, as the prefixes: the noun is `suffixSpec` (a suffix reads no other noun).
    let suffixSpec = {} as TargetSpec
    const suffixes = $.orRule(1, [
      { ALT: () => ($.ph(3, 'you control'), $.act(() => (suffixSpec.youControl = true))) },
      // "target creature other than ~": as "another" (not the source).
      { ALT: () => ($.ph(123, 'other than'), $.consume(123, Tilde), $.act(() => (suffixSpec.other = true))) },
      {
        // "with a +1/+1 counter on it" (CR 122.1).
        ALT: () => {
          $.ph(120, 'with a')
          const counter = $.consume(120, PT).image
          $.ph(121, 'counter on it')
          $.act(() => (suffixSpec.withCounter = counter))
        },
      },
      { ALT: () => ($.ph(4, 'an opponent controls'), $.act(() => (suffixSpec.opponentControls = true))) },
      {
        // "creatures of the chosen type / color" (CR 614.12): what the source's controller chose as it entered.
        ALT: () => {
          $.ph(122, 'of the chosen')
          $.orx(122, [
            { ALT: () => ($.plainWhere(122, (w) => w === 'type'), $.act(() => (suffixSpec.chosenType = true))) },
            { ALT: () => ($.consume(122, word('color')), $.act(() => (suffixSpec.chosenColor = true))) },
          ])
        },
      },
      { ALT: () => ($.ph(5, "you don't control"), $.act(() => (suffixSpec.opponentControls = true))) },
      { ALT: () => ($.ph(6, 'your opponents control'), $.act(() => (suffixSpec.opponentControls = true))) },
      // CR 506.2: "target creature defending player controls" (the player the source attacks).
      { ALT: () => ($.ph(80, 'defending player controls'), $.act(() => (suffixSpec.defendingControls = true))) },
      // "target creature blocking it / blocking ~" (CR 509.1g): a creature blocking the source.
      {
        ALT: () => (
          $.consume(81, word('blocking')),
          $.orx(81, [{ ALT: () => $.consume(82, word('it')) }, { ALT: () => $.consume(83, Tilde) }]),
          $.act(() => (suffixSpec.blockingSource = true))
        ),
      },
      {
        ALT: () => {
          $.CONSUME(word('with'))
          const k = $.SUBRULE($.rule('keywordRule')) as string
          $.act(() => (suffixSpec.withKeyword = k))
        },
      },
      {
        ALT: () => {
          $.CONSUME(word('without'))
          const k = $.SUBRULE1($.rule('keywordRule')) as string
          $.act(() => (suffixSpec.withoutKeyword = k))
        },
      },
      {
        // "with toughness 4 or greater / 2 or less" (CR 208.1).
        ALT: () => {
          $.ph(50, 'with toughness')
          const n = $.CONSUME3(Num).image
          const greater = $.orx(50, [
            { ALT: () => ($.ph(51, 'or less'), false) },
            { ALT: () => ($.ph(52, 'or greater'), true) },
          ])
          $.act(() => (greater ? (suffixSpec.minToughness = Number(n)) : (suffixSpec.maxToughness = Number(n))))
        },
      },
      {
        ALT: () => {
          $.ph(7, 'with power')
          const n = $.amount(1)
          const greater = $.orx(7, [
            { ALT: () => ($.ph(8, 'or less'), false) },
            { ALT: () => ($.ph(11, 'or greater'), true) },
          ])
          $.act(() =>
            greater ? (suffixSpec.minPower = Number(n) || 0) : (suffixSpec.maxPower = typeof n === 'number' ? n : 0),
          )
        },
      },
      {
        ALT: () => {
          // "with mana value 2 or less", "… 4 or greater", "… 1" (CR 202.3; Isolate, Despark).
          $.ph(9, 'with mana value')
          const n = $.amount(2)
          const how = $.optx(60, () =>
            $.orx(60, [
              { ALT: () => ($.ph(10, 'or less'), 'less') },
              { ALT: () => ($.ph(61, 'or greater'), 'greater') },
            ]),
          )
          // "With mana value X [or less]": the spell's X (CR 107.3), read where X is known (`specWithX`); a counted
          // amount isn't read into a noun, so its line stays by hand.
          if (!this.RECORDING_PHASE && typeof n !== 'number' && n !== 'X')
            (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
          $.act(() => {
            if (n === 'X') return void (suffixSpec.xManaValue = how === 'less' ? 'le' : how === 'greater' ? 'ge' : 'eq')
            const v = typeof n === 'number' ? n : 0
            if (how !== 'greater') suffixSpec.maxManaValue = v
            if (how !== 'less') suffixSpec.minManaValue = v
          })
        },
      },
      {
        // "with toughness less than ~'s power", "with power less than or equal to ~'s power" (CR 208.1; Stone
        // Giant, Unliving Psychopath): against the source's power as it is targeted and as it resolves.
        ALT: () => {
          $.consume(140, word('with'))
          const stat = $.orx(140, [
            { ALT: () => ($.consume(141, word('power')), 'power' as const) },
            { ALT: () => ($.consume(142, word('toughness')), 'toughness' as const) },
          ])
          $.ph(143, 'less than')
          const orEqual = $.optx(140, () => ($.ph(144, 'or equal to'), true as const))
          $.consume(145, Tilde)
          $.consume(146, Poss)
          $.consume(147, word('power'))
          $.act(() => (suffixSpec.belowSource = { stat, ...(orEqual ? { orEqual } : {}) }))
        },
      },
      {
        // "all lands target player controls", "each creature target opponent controls" (CR 115.1): the player is a
        // target of its own; `effects` keeps the shape to the subjects of one-shot effects.
        ALT: () => {
          $.consume(150, word('target'))
          const what = $.orx(150, [
            { ALT: () => ($.consume(151, word('player')), 'player' as const) },
            { ALT: () => ($.consume(152, word('opponent')), 'opponent' as const) },
          ])
          $.consume(153, word('controls'))
          $.act(() => {
            const spec = suffixSpec
            spec.controlledByTarget = this.addTarget({ what })
            this.targetControls = true
          })
        },
      },
    ])
    const suffix = (spec: TargetSpec) => {
      suffixSpec = spec
      return suffixes()
    }
    const permNoun = (plural: boolean) => () => {
      const spec = $.act(() => ({ what: 'permanent' }) as TargetSpec)
      $.manyx(0, () => {
        $.SUBRULE($.rule('nounPrefix') as never, { ARGS: [spec] } as never)
        $.optx(5, () => $.CONSUME(Comma)) // "target nonartifact, nonblack creature"
      })
      // A subtype before the noun ("Goblin creature"); a word that is none fails the noun (CR 205.3).
      const sub = $.optx(0, () => $.plainWhere(0, isSubtypeWord).image)
      const what = $.orx(2, plural ? headsPlural : heads) as TargetSpec['what']
      $.act(() => {
        spec.what = what
        if ((what as string) === 'artifactCreature') Object.assign(spec, { what: 'creature', alsoType: 'Artifact' })
        if ((what as string) === 'creatureToken') Object.assign(spec, { what: 'creature', token: true })
        if (what.includes('|')) {
          const [first, ...rest] = what.split('|')
          Object.assign(spec, { what: 'permanent', anyType: [first[0].toUpperCase() + first.slice(1), ...rest] })
        }
        if (sub) spec.subtype = sub
      })
      $.manyx(1, () => suffix(spec))
      return spec
    }
    $.RULE('permNoun', permNoun(false))
    $.RULE('permNouns', permNoun(true))
    // A subtype on its own: "goblins you control", "elves".
    $.RULE('typeNouns', () => {
      const spec = $.act(() => ({ what: 'creature' }) as TargetSpec)
      // "other Elves", "another Giant" (not the source).
      $.optx(
        0,
        () => (
          $.orx(20, [{ ALT: () => $.CONSUME(word('other')) }, { ALT: () => $.consume(20, word('another')) }]),
          $.act(() => (spec.other = true))
        ),
      )
      // "for each other attacking Goblin" (Goblin Piledriver, CR 506.4): only the subtype's attacking creatures.
      $.optx(1, () =>
        $.orx(21, [
          { ALT: () => ($.consume(21, word('attacking')), $.act(() => (spec.attacking = true))) },
          { ALT: () => ($.consume(22, word('blocking')), $.act(() => (spec.blocking = true))) },
        ]),
      )
      const sub = $.plainWhere(0, isSubtypeWord).image
      // CR 205.3: the subtype's card type is the noun's ("Plains" are lands, "Equipment" artifacts); a spell's or
      // battle's subtype names no permanent.
      const what = this.RECORDING_PHASE ? null : subtypeNounWhat(sub)
      if (!this.RECORDING_PHASE && !what) (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
      $.act(() => {
        spec.what = what!
        spec.subtype = sub
      })
      $.manyx(0, () => suffix(spec))
      return spec
    })
    $.RULE('cardNoun', () => {
      const spec = $.act(() => ({ what: 'card', zone: 'graveyard' }) as TargetSpec)
      // "target multicolored card from your graveyard" (CR 105.4), "target historic card" (CR 700.6).
      $.optx(3, () =>
        $.orx(3, [
          { ALT: () => ($.plainWhere(2, (w) => w === 'multicolored'), $.act(() => (spec.multicolored = true))) },
          { ALT: () => ($.plainWhere(3, (w) => w === 'historic'), $.act(() => (spec.historic = true))) },
        ]),
      )
      const type = $.optx(0, () =>
        $.orx(0, [
          { ALT: () => ($.ph(0, 'instant or sorcery'), 'Instant|Sorcery') },
          { ALT: () => ($.ph(1, 'artifact or creature'), 'Artifact|Creature') },
          { ALT: () => ($.CONSUME(word('creature')), 'Creature') },
          { ALT: () => ($.CONSUME(word('artifact')), 'Artifact') },
          { ALT: () => ($.CONSUME(word('enchantment')), 'Enchantment') },
          { ALT: () => ($.CONSUME(word('land')), 'Land') },
          { ALT: () => ($.CONSUME(word('instant')), 'Instant') },
          { ALT: () => ($.CONSUME(word('sorcery')), 'Sorcery') },
          { ALT: () => ($.CONSUME(word('permanent')), 'Permanent') },
          { ALT: () => ($.CONSUME(word('nonland')), 'Nonland') },
        ]),
      )
      // "target Spirit card with mana value 3 or less from your graveyard" (soulshift, CR 702.46a).
      const sub = $.optx(1, () => $.plainWhere(0, isSubtypeWord).image)
      // "two target creature cards from your graveyard" (the plural after a count).
      $.orx(2, [{ ALT: () => $.CONSUME(word('card')) }, { ALT: () => $.CONSUME(word('cards')) }])
      const mv = $.optx(2, () => {
        $.ph(4, 'with mana value')
        const n = $.amount(0)
        $.ph(5, 'or less')
        // "With mana value X or less": the spell's X (CR 107.3); a counted amount stays by hand.
        if (!this.RECORDING_PHASE && typeof n !== 'number' && n !== 'X')
          (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
        return n
      })
      $.CONSUME(word('from'))
      $.orx(1, [
        { ALT: () => ($.ph(2, 'your graveyard'), $.act(() => (spec.yours = true))) },
        { ALT: () => $.ph(3, 'a graveyard') },
        // "target creature card from an opponent's graveyard" (CR 115.1): one an opponent owns.
        { ALT: () => ($.ph(6, "an opponent's graveyard"), $.act(() => (spec.opponents = true))) },
      ])
      $.act(() => {
        if (type) spec.cardType = type
        if (sub) spec.subtype = sub
        if (mv === 'X') spec.xManaValue = 'le'
        else if (mv !== undefined) spec.maxManaValue = typeof mv === 'number' ? mv : 0
      })
      return spec
    })
    // CR 601.2d: "divided as you choose among one or two targets / one, two, or three target creatures".
    const dividedCount = $.orRule(0, [
      { ALT: () => ($.ph(0, 'one or two'), 2) },
      {
        ALT: () => {
          $.CONSUME1(word('one'))
          $.CONSUME(Comma)
          $.CONSUME1(word('two'))
          $.optx(0, () => $.CONSUME1(Comma))
          $.CONSUME1(word('or'))
          $.CONSUME(word('three'))
          return 3
        },
      },
      { ALT: () => ($.CONSUME2(word('two')), 2) },
      { ALT: () => ($.ph(9, 'any number of'), 0) },
    ])
    const dividedSpec = $.orRule(1, [
      { ALT: () => ($.CONSUME(word('targets')), { what: 'any' }) as TargetSpec },
      { ALT: () => ($.CONSUME(word('target')), $.noun(0)) },
    ])
    $.RULE('dividedTargetsRule', () => {
      const count = dividedCount()
      const spec = dividedSpec()
      return { count, spec }
    })
    // The three helpers below are each called at two places in targetRule: the second passes o = 100, so that each
    // place has its own choice points (a shared occurrence index would share one lookahead).
    // "instant", "artifact or enchantment" before "spell" (CR 205.2).
    const spellType = (spec: TargetSpec, o: number) => {
      const first = $.orx(
        35 + o,
        SPELL_TYPES.map((w) => ({ ALT: () => ($.consume(36 + o, word(w)), w) })),
      )
      const second = $.optx(36 + o, () => {
        $.CONSUME7(word('or'))
        return $.orx(
          37 + o,
          SPELL_TYPES.map((w) => ({ ALT: () => ($.consume(38 + o, word(w)), w) })),
        )
      })
      $.act(() => {
        const cap = (w: string) => w[0].toUpperCase() + w.slice(1)
        spec.cardType = second ? `${cap(first)}|${cap(second)}` : cap(first)
      })
    }
    // "… spell with mana value 2 or less / 4 or greater" (CR 202.3).
    const spellManaValue = (spec: TargetSpec, o: number) =>
      $.optx(38 + o, () => {
        $.ph(42 + o, 'with mana value')
        // "… with mana value X" (Spell Blast): the spell's X as announced (CR 601.2b, 107.3).
        const n = $.orx(40 + o, [
          { ALT: () => $.CONSUME2(Num).image },
          { ALT: () => ($.consume(41 + o, word('x')), 'X') },
        ])
        const how = $.optx(40 + o, () =>
          $.orx(39 + o, [
            { ALT: () => ($.ph(43 + o, 'or less'), 'less') },
            { ALT: () => ($.ph(44 + o, 'or greater'), 'greater') },
          ]),
        )
        $.act(() => {
          if (n === 'X') return void (spec.xManaValue = how === 'less' ? 'le' : how === 'greater' ? 'ge' : 'eq')
          if (how !== 'greater') spec.maxManaValue = Number(n)
          if (how !== 'less') spec.minManaValue = Number(n)
        })
      })
    // "… spell you control" (Naru Meha, Nivix Guildmage: CR 110.2, a spell's controller is who cast it).
    const spellYouControl = (spec: TargetSpec, o: number) =>
      $.optx(51 + o, () => {
        $.ph(52 + o, 'you control')
        $.act(() => (spec.youControl = true))
      })
    // "… spell that targets you / a creature / a permanent you control / you or a permanent you control" (CR 115.7).
    const spellThatTargets = (spec: TargetSpec, o: number) =>
      $.optx(45 + o, () => {
        $.consume(45 + o, word('that'))
        $.consume(46 + o, word('targets'))
        const aNoun = (i: number) => {
          $.orx(i, [{ ALT: () => $.consume(49 + o, word('a')) }, { ALT: () => $.consume(50 + o, word('an')) }])
          return $.subrule(60, $.rule('nounRule') as never) as TargetSpec
        }
        const t = $.orx<NonNullable<TargetSpec['thatTargets']>>(46 + o, [
          {
            ALT: () => {
              $.consume(47 + o, word('you'))
              const also = $.optx(47 + o, () => ($.consume(48 + o, word('or')), aNoun(49 + o)))
              return $.act(() => ({ you: true as const, ...(also ? { spec: also } : {}) }))
            },
          },
          { ALT: () => ({ spec: aNoun(48 + o) }) },
        ])
        $.act(() => (spec.thatTargets = t))
      })
    // What follows "target" (built once, as each rule below that is one choice).
    const targetKinds = $.orRule(1, [
      { ALT: () => ($.ph(1, 'creature or player'), { what: 'any' }) as TargetSpec },
      { ALT: () => ($.ph(2, 'player or planeswalker'), { what: 'playerOrPlaneswalker' }) as TargetSpec },
      { ALT: () => ($.CONSUME(word('player')), { what: 'player' }) as TargetSpec },
      { ALT: () => ($.ph(6, 'opponent or planeswalker'), { what: 'opponentOrPlaneswalker' }) as TargetSpec },
      { ALT: () => ($.CONSUME(word('opponent')), { what: 'opponent' }) as TargetSpec },
      // "target spell or permanent" (Chaoslace, CR 115.1): a spell on the stack or a permanent.
      { ALT: () => ($.ph(197, 'spell or permanent'), { what: 'spellOrPermanent' }) as TargetSpec },
      {
        // "target spell [with mana value 2 or less / 4 or greater]" (CR 202.3).
        ALT: () => {
          $.CONSUME(word('spell'))
          const spec = $.act(() => ({ what: 'spell' }) as TargetSpec)
          spellYouControl(spec, 0)
          spellManaValue(spec, 0)
          spellThatTargets(spec, 0)
          return spec
        },
      },
      {
        // "target red spell", "target instant spell", "target nonblue spell" (CR 115.1, 105.2, 205.2), "target red or
        // green spell", "target blue instant spell", "target artifact or enchantment spell", "target multicolored
        // spell" (CR 105.4), "target colorless spell".
        ALT: () => {
          const spec = $.act(() => ({ what: 'spell' }) as TargetSpec)
          $.orx(9, [
            {
              ALT: () => {
                const c = $.SUBRULE1($.rule('colorRule')) as Color
                $.act(() => (spec.color = c))
                $.optx(31, () => {
                  $.CONSUME5(word('or'))
                  const d = $.SUBRULE2($.rule('colorRule')) as Color
                  $.act(() => (spec.orColor = d))
                })
                $.optx(32, () => spellType(spec, 0))
              },
            },
            { ALT: () => ($.plainWhere(41, (w) => w === 'multicolored'), $.act(() => (spec.multicolored = true))) },
            { ALT: () => ($.CONSUME(word('colorless')), $.act(() => (spec.colorless = true))) },
            {
              // "target artifact or enchantment spell", "target creature or sorcery spell".
              ALT: () => {
                $.CONSUME(word('creature'))
                $.CONSUME6(word('or'))
                const t = $.orx(
                  33,
                  SPELL_TYPES.map((w) => ({ ALT: () => ($.consume(34, word(w)), w) })),
                )
                $.act(() => (spec.cardType = `Creature|${t[0].toUpperCase()}${t.slice(1)}`))
              },
            },
            ...(['white', 'blue', 'black', 'red', 'green'] as const).map((c) => ({
              ALT: () => ($.CONSUME1(word(`non${c}`)), $.act(() => (spec.notColor = COLOR_WORDS[c]))),
            })),
            {
              ALT: () => ($.ph(8, 'creature or planeswalker'), $.act(() => (spec.cardType = 'Creature|Planeswalker'))),
            },
            { ALT: () => spellType(spec, 100) },
          ])
          $.CONSUME1(word('spell'))
          spellYouControl(spec, 100)
          spellManaValue(spec, 100)
          spellThatTargets(spec, 100)
          return spec
        },
      },
      { ALT: () => ($.ph(3, 'creature spell'), { what: 'creatureSpell' }) as TargetSpec },
      { ALT: () => ($.ph(4, 'noncreature spell'), { what: 'noncreatureSpell' }) as TargetSpec },
      { ALT: () => ($.ph(5, 'instant or sorcery spell'), { what: 'instantOrSorcerySpell' }) as TargetSpec },
      { ALT: () => $.SUBRULE($.rule('cardNoun')) as TargetSpec },
      { ALT: () => $.SUBRULE($.rule('permNoun')) as TargetSpec },
      {
        // A subtype on its own (CR 205.3): "target Forest", "another target Elf".
        ALT: () => {
          const sub = $.CONSUME(Plain).image
          const what = this.RECORDING_PHASE ? null : subtypeNounKind(sub)
          if (!this.RECORDING_PHASE && !what)
            (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
          return $.act(() => ({ what: what!, subtype: sub })) as TargetSpec
        },
      },
    ])
    $.RULE(
      'targetRule',
      $.orRule(0, [
        { ALT: () => ($.ph(0, 'any target'), { what: 'any' }) as TargetSpec },
        {
          ALT: () => {
            const another = $.optx(0, () => $.CONSUME(word('another')))
            $.CONSUME(word('target'))
            const spec = targetKinds()
            $.act(() => another && (spec.other = true))
            return spec
          },
        },
        // "… and 1 damage to another target" (Arc Trail): any target but one chosen before (CR 601.2c).
        { ALT: () => ($.ph(7, 'another target'), { what: 'any', other: true }) as TargetSpec },
        // "… deals 2 damage to any other target" (Bond of Passion): not one chosen before (CR 601.2c).
        { ALT: () => ($.ph(8, 'any other target'), { what: 'any', other: true }) as TargetSpec },
      ]),
    )
    // A target phrase read on its own (a spell line whose effect isn't read, compile.ts spellTargets): its targets,
    // and how many of them "up to N" lets the player leave out (CR 601.2c).
    const phraseCount = $.orRule(2, [
      { ALT: () => ($.CONSUME2(word('two')), 2) },
      { ALT: () => ($.CONSUME2(word('three')), 3) },
      { ALT: () => ($.CONSUME2(word('four')), 4) },
    ])
    $.RULE(
      'targetPhrase',
      $.orRule(3, [
        { ALT: () => ({ specs: [$.SUBRULE($.rule('targetRule')) as TargetSpec], upTo: 0 }) },
        {
          // "target player's graveyard", "target creature's controller": the target is the player or creature.
          ALT: () => {
            $.CONSUME3(word('target'))
            const what = $.orx(10, [
              { ALT: () => ($.CONSUME(word("player's")), 'player') },
              { ALT: () => ($.CONSUME(word("opponent's")), 'opponent') },
              { ALT: () => ($.CONSUME(word("creature's")), 'creature') },
            ]) as TargetSpec['what']
            return $.act(() => ({ specs: [{ what }], upTo: 0 }))
          },
        },
        {
          // "two target creatures" (CR 115.1), "up to two target creatures" (CR 601.2c).
          ALT: () => {
            const upTo = $.optx(11, () => ($.ph(41, 'up to'), true))
            const count = $.orx(11, [{ ALT: () => phraseCount() }, { ALT: () => ($.CONSUME3(word('one')), 1) }])
            $.CONSUME4(word('target'))
            const spec = $.orx(12, [
              { ALT: () => $.SUBRULE6($.rule('cardNoun')) as TargetSpec },
              { ALT: () => $.SUBRULE4($.rule('permNouns')) as TargetSpec },
              { ALT: () => $.SUBRULE5($.rule('permNoun')) as TargetSpec },
            ])
            return $.act(() => {
              // "one target" only after "up to"; the plural only after a count above one.
              if (!this.RECORDING_PHASE && count === 1 && upTo === undefined) return null
              return { specs: Array.from({ length: count }, () => ({ ...spec })), upTo: upTo === undefined ? 0 : count }
            })
          },
        },
      ]),
    )
    $.RULE(
      'nounRule',
      $.orRule(0, [
        { ALT: () => $.SUBRULE($.rule('permNoun')) as TargetSpec },
        { ALT: () => $.SUBRULE($.rule('permNouns')) as TargetSpec },
        { ALT: () => $.SUBRULE($.rule('typeNouns')) as TargetSpec },
      ]),
    )
    $.RULE(
      'subjectRule',
      $.orRule(0, [
        { ALT: () => ($.CONSUME(Tilde), 'self' as Subject) },
        {
          // "It" after a target permanent names that target ("Target creature gets +2/+2 until end of turn. It gains
          // flying until end of turn.", CR 608.2c); otherwise the source.
          ALT: () => {
            $.CONSUME(word('it'))
            // After a target card ("target creature card from your graveyard"), "it" is the new object that card
            // became (CR 400.7), which no subject names yet: not read.
            if (!this.RECORDING_PHASE && this.cardTargetBefore())
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            // After a token created or the equipped creature ("Create a … token. Exile it …", "Equipped creature
            // can't be blocked this turn. Sacrifice it …"), since the last target, "it" is that object: not read.
            if (!this.RECORDING_PHASE && this.otherSinceTarget())
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(() => this.itSubject()) as Subject
          },
        },
        {
          // "that creature" in a combat trigger (CR 509.3): the other creature of its event; not after a target.
          ALT: () => {
            $.ph(40, 'that creature')
            if (!this.RECORDING_PHASE && this.targetReadBefore())
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return 'that' as Subject
          },
        },
        {
          // "Untap that creature", "that permanent": the target permanent named before (CR 608.2c).
          ALT: () => {
            $.CONSUME3(word('that'))
            $.orx(
              43,
              THAT_NOUNS.map((w) => ({ ALT: () => $.consume(44, word(w)) })),
            )
            if (!this.RECORDING_PHASE && !this.targetChosenBefore())
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(() => ({ target: this.collected.length - 1 }) as Subject)
          },
        },
        {
          // The permanent the source is attached to (CR 303.4e, 301.5): "tap enchanted creature".
          ALT: () => {
            const via = $.orx(5, [
              { ALT: () => ($.CONSUME(word('enchanted')), 'enchanted' as const) },
              { ALT: () => ($.CONSUME(word('equipped')), 'equipped' as const) },
            ])
            $.CONSUME5(word('creature'))
            return { all: { what: 'creature', host: via } } as Subject
          },
        },
        { ALT: () => ({ target: $.target(0) }) as Subject },
        {
          // "two target lands" (CR 115.1): that many targets of one kind.
          ALT: () => {
            const count = $.orx(6, [
              { ALT: () => ($.CONSUME(word('two')), 2) },
              { ALT: () => ($.CONSUME(word('three')), 3) },
              // "six target creatures" (Hex), "six target nonland permanents" (Aether Gale).
              { ALT: () => ($.CONSUME2(word('four')), 4) },
              { ALT: () => ($.CONSUME(word('five')), 5) },
              { ALT: () => ($.CONSUME(word('six')), 6) },
            ])
            $.CONSUME(word('target'))
            const spec = $.orx(9, [
              { ALT: () => $.SUBRULE1($.rule('permNouns')) as TargetSpec },
              { ALT: () => $.SUBRULE5($.rule('cardNoun')) as TargetSpec },
            ])
            return $.act(() => ({ target: this.pushTargets(spec, count), count })) as Subject
          },
        },
        {
          // "up to two target creatures", "up to one target creature" (CR 601.2c: from none to that many).
          ALT: () => {
            $.ph(31, 'up to')
            const count = $.orx(7, [
              { ALT: () => ($.CONSUME1(word('one')), 1) },
              { ALT: () => ($.CONSUME1(word('two')), 2) },
              { ALT: () => ($.CONSUME1(word('three')), 3) },
              { ALT: () => ($.CONSUME(word('four')), 4) },
            ])
            $.CONSUME1(word('target'))
            const spec = $.orx(8, [
              { ALT: () => $.SUBRULE4($.rule('cardNoun')) as TargetSpec },
              { ALT: () => $.SUBRULE2($.rule('permNouns')) as TargetSpec },
              { ALT: () => $.SUBRULE3($.rule('permNoun')) as TargetSpec },
            ])
            return $.act(() => {
              const first = this.pushTargets(spec, count)
              if (!(this as unknown as { isBackTracking(): boolean }).isBackTracking()) this.upTo = { first, count }
              return { target: first, count, upTo: true }
            }) as Subject
          },
        },
        {
          // "any number of target creatures" (strive; CR 601.2c: from none to as many as there are): the most a
          // divided spell takes, left out as "up to" targets are.
          ALT: () => {
            $.ph(32, 'any number of target')
            const spec = $.orx(10, [
              { ALT: () => $.SUBRULE6($.rule('permNouns')) as TargetSpec },
              { ALT: () => $.SUBRULE7($.rule('cardNoun')) as TargetSpec },
            ])
            return $.act(() => {
              const first = this.pushTargets(spec, DIVIDED_MOST)
              if (!(this as unknown as { isBackTracking(): boolean }).isBackTracking())
                this.upTo = { first, count: DIVIDED_MOST }
              return { target: first, count: DIVIDED_MOST, upTo: true }
            }) as Subject
          },
        },
        {
          // "X target creatures" (Winter Blast): as many targets as the spell's X, announced first (CR 601.2b,
          // 601.2c); read as "up to" the most, and the count checked against X as it is cast (`xCount`).
          ALT: () => {
            $.consume(90, word('x'))
            $.consume(91, word('target'))
            const spec = $.orx(90, [
              { ALT: () => $.subrule(8, $.rule('permNouns') as never) as TargetSpec },
              { ALT: () => $.subrule(9, $.rule('cardNoun') as never) as TargetSpec },
            ])
            return $.act(() => {
              const first = this.pushTargets({ ...spec, xCount: true }, DIVIDED_MOST)
              if (!(this as unknown as { isBackTracking(): boolean }).isBackTracking())
                this.upTo = { first, count: DIVIDED_MOST }
              return { target: first, count: DIVIDED_MOST, upTo: true }
            }) as Subject
          },
        },
        {
          ALT: () => {
            $.orx(1, [{ ALT: () => $.CONSUME(word('each')) }, { ALT: () => $.CONSUME(word('all')) }])
            const all = $.noun(1)
            $.act(() => (this.lastAll = all))
            return { all } as Subject
          },
        },
        {
          // "Those creatures": the ones an earlier "each …" named (CR 608.2c; read again as it applies).
          ALT: () => {
            $.ph(30, 'those creatures')
            if (!this.RECORDING_PHASE && !this.lastAll)
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(() => ({ all: { ...this.lastAll! } })) as Subject
          },
        },
        { ALT: () => ({ all: $.SUBRULE($.rule('permNouns')) as TargetSpec }) as Subject },
        { ALT: () => ({ all: $.SUBRULE($.rule('typeNouns')) as TargetSpec }) as Subject },
      ]),
    )
    $.RULE(
      'whoRule',
      $.orRule(0, [
        { ALT: () => ($.CONSUME(word('you')), 'you' as Who) },
        { ALT: () => ($.ph(0, 'each opponent'), 'opponents' as Who) },
        { ALT: () => ($.ph(1, 'each player'), 'players' as Who) },
        // CR 102.2: with no teams (no variant here has them), every other player is an opponent (Grave Pact).
        { ALT: () => ($.ph(9, 'each other player'), 'opponents' as Who) },
        { ALT: () => ($.ph(2, 'target player'), $.act(() => this.pushTarget({ what: 'player' })) as Who) },
        { ALT: () => ($.ph(3, 'target opponent'), $.act(() => this.pushTarget({ what: 'opponent' })) as Who) },
        { ALT: () => ($.ph(8, 'defending player'), 'defending' as Who) }, // CR 506.2
        {
          // "That player (or that planeswalker's controller)": the last target read (CR 608.2c).
          ALT: () => {
            $.ph(4, 'that player')
            $.optx(0, () => $.ph(5, "or that planeswalker's controller"))
            if (!this.RECORDING_PHASE && !this.targetReadBefore())
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(() => ({ target: this.collected.length - 1, that: true })) as Who
          },
        },
        {
          // "Its controller" after a target (Swords to Plowshares): that target's controller (CR 608.2c).
          ALT: () => {
            $.ph(7, 'its controller')
            if (!this.RECORDING_PHASE && !this.targetReadBefore())
              (this as unknown as { raiseNoAltException(): never }).raiseNoAltException()
            return $.act(() => ({ controllerOf: this.collected.length - 1 })) as Who
          },
        },
        // "That player" with no target before: the player of the trigger's event ("deals combat damage to a player").
        { ALT: () => ($.ph(6, 'that player'), { target: -1, that: true }) as Who },
        // "Its controller" with no target before: the controller of the trigger's event's permanent ("whenever
        // enchanted land becomes tapped, its controller loses 2 life"; CR 603.2), read only for such events
        // (triggerHeads.ts namesPermanentController).
        { ALT: () => ($.ph(10, 'its controller'), { controllerOf: -1 }) as Who },
      ]),
    )
  }
}
