// "Create N P/T colour Type creature tokens [with K]", Treasure, Food, Clue and Blood tokens (CR 111.10).
import type { Color } from '../../mana/types'
import type { Amount, Count } from '../../engine/ast'
import type { EffectKind } from './kind'
import type { EffectOf } from '../../engine/effectTypes'
import { amountText, whoText } from './kind'
import { createObject, ensureCard } from '../../engine/zones'
import { playerName } from '../../engine/query'
import { COLOR_WORDS } from '../grammar'
import { Colon, Mana, Period, Plain, Poss, Quote, Tilde } from '../lexer'
import type { CardDefinition } from '../../cards/model'
import { readManaAbilities } from '../../mana/abilities'

const NAMED: Record<string, { text: string; type: string }> = {
  Treasure: { text: '{T}, Sacrifice this artifact: Add one mana of any color.', type: 'Treasure' },
  Food: { text: '{2}, {T}, Sacrifice this artifact: You gain 3 life.', type: 'Food' },
  Clue: { text: '{2}, Sacrifice this artifact: Draw a card.', type: 'Clue' },
  Blood: { text: '{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.', type: 'Blood' },
  Gold: { text: 'Sacrifice this artifact: Add one mana of any color.', type: 'Gold' },
}

export const token: EffectKind<'token'> = {
  kind: 'token',
  parse(g) {
    // "Its controller creates …", "Target opponent creates …", "Each player creates …": who gets the tokens.
    const who = g.opt(60, () => g.who(60))
    g.alt(61, [() => g.w(0, 'create'), () => g.w(61, 'creates')])
    // "a number of … tokens equal to ~'s power" (CR 107.3): the count follows the tokens.
    const count = g.alt<Amount>(50, [() => (g.ph(50, 'a number of'), 'X' as Amount), () => g.amount(0)])
    const tapped = g.opt(0, () => (g.w(1, 'tapped'), true))
    const made = g.alt<EffectOf<'token'>>(1, [
      () => {
        const name = g.alt(2, [
          () => (g.w(2, 'treasure'), 'Treasure'),
          () => (g.w(3, 'food'), 'Food'),
          () => (g.w(4, 'clue'), 'Clue'),
          () => (g.plainWhere(2, (w) => w === 'blood'), 'Blood'),
          () => (g.plainWhere(3, (w) => w === 'gold'), 'Gold'),
        ])
        g.alt(3, [() => g.w(5, 'token'), () => g.w(6, 'tokens')])
        return {
          kind: 'token',
          count,
          power: 0,
          toughness: 0,
          colors: [],
          subtypes: [name],
          keywords: [],
          named: name,
          ...(tapped ? { tapped } : {}),
        }
      },
      () => {
        const pt = g.pt(1)
        const colors: Color[] = []
        g.rep(4, () => {
          g.alt(5, [
            () => {
              const c = g.alt(
                6,
                Object.keys(COLOR_WORDS).map((w, i) => () => (g.w(10 + i, w), COLOR_WORDS[w])),
              )
              g.add(colors, c)
            },
            () => g.w(7, 'colorless'),
            () => g.w(8, 'and'),
          ])
        })
        const subtypes: string[] = []
        g.rep(7, () => {
          const t = g.tok(9, Plain).image
          g.add(subtypes, t ? t[0].toUpperCase() + t.slice(1) : '')
        })
        const artifact = g.opt(8, () => (g.w(20, 'artifact'), true))
        g.w(21, 'creature')
        g.alt(9, [() => g.w(22, 'token'), () => g.w(23, 'tokens')])
        const keywords = g.opt(10, () => (g.w(24, 'with'), g.keywords(2))) ?? []
        // "… creature token with flying named Wasp." (CR 111.4: the name the effect gives; else its subtypes): words
        // the grammar doesn't name, "of" and "the"; "~" is the source's name ("named Kobolds of ~", Kher Keep).
        const tokenName = g.opt(18, () => {
          g.w(70, 'named')
          const words: string[] = []
          g.rep(19, () => {
            const t = g.alt(20, [
              () => g.tok(71, Plain).image,
              () => (g.w(72, 'of'), 'of'),
              () => (g.w(73, 'the'), 'the'),
              () => (g.tok(74, Tilde), '~'),
            ])
            g.add(words, t)
          })
          return words
        })
        // Eldrazi Scion and Spawn: '. It has / They have "Sacrifice this creature: Add {C}."' (a mana ability).
        const sacForC = g.opt(15, () => {
          g.tok(27, Period)
          g.alt(16, [() => g.ph(43, 'it has'), () => g.ph(44, 'they have')])
          g.tok(28, Quote)
          g.alt(17, [() => g.ph(45, 'sacrifice this creature'), () => (g.w(47, 'sacrifice'), g.tok(33, Tilde))])
          g.tok(29, Colon)
          g.w(46, 'add')
          g.tokWhere(30, Mana, (m) => m === '{c}')
          g.tok(31, Period)
          g.tok(32, Quote)
          return true
        })
        return g.act(() => ({
          kind: 'token' as const,
          count,
          // CR 107.3: an X/X token's X ("where X is …", else the spell's X) is counted as it's created.
          power: pt.power,
          toughness: pt.toughness,
          colors,
          subtypes,
          keywords,
          ...(tapped ? { tapped } : {}),
          ...(artifact ? { artifact } : {}),
          ...(sacForC ? { sacForC } : {}),
          ...(tokenName?.length ? { tokenName: tokenName.map(titleWord).join(' ') } : {}),
        }))
      },
      () => {
        // "Create a white Avatar creature token. It has "This creature's power and toughness are each equal to your
        // life total."" (CR 604.3: a characteristic-defining ability).
        const colors: Color[] = []
        g.rep(11, () => {
          const c = g.alt(
            12,
            Object.keys(COLOR_WORDS).map((w, i) => () => (g.w(30 + i, w), COLOR_WORDS[w])),
          )
          g.add(colors, c)
        })
        const subtypes: string[] = []
        g.rep(13, () => {
          const t = g.tok(20, Plain).image
          g.add(subtypes, t ? t[0].toUpperCase() + t.slice(1) : '')
        })
        g.ph(40, 'creature token')
        g.tok(21, Period)
        g.ph(41, 'it has')
        g.tok(22, Quote)
        g.tok(23, Tilde)
        g.tok(24, Poss)
        g.ph(42, 'power and toughness are each equal to your life total')
        g.opt(14, () => g.tok(25, Period))
        g.tok(26, Quote)
        return g.act(() => ({
          kind: 'token' as const,
          count,
          power: 0,
          toughness: 0,
          colors,
          subtypes,
          keywords: [],
          lifePT: true,
        }))
      },
    ])
    // "… equal to <count>", "… for each land you control" (CR 107.3): that many (times the number named).
    const per = g.opt(51, () =>
      g.alt<Count>(52, [() => (g.ph(51, 'equal to'), g.count(1)), () => (g.ph(52, 'for each'), g.forEach(0))]),
    )
    const withWho = (t: EffectOf<'token'>): EffectOf<'token'> => (who && who !== 'you' ? { ...t, who } : t)
    if (!per) return g.act(() => withWho(made))
    return g.act(() =>
      withWho({
        ...made,
        count: { count: per, ...(typeof made.count === 'number' && made.count !== 1 ? { times: made.count } : {}) },
      }),
    )
  },
  describe(e, d) {
    const made = tokenText(e)
    return e.who ? `${whoText(e.who, d, ['create', 'creates'])}${made.slice('create'.length)}` : made
  },
  apply(ctx, e) {
    const { tx } = ctx
    const count = ctx.amount(e.count)
    // CR 107.3, 608.2h: an X/X token's power and toughness are the number X stands for as the effect is applied.
    // CR 111.4: "named Kobolds of ~" names the source ("Kobolds of Kher Keep").
    const tokenName = e.tokenName?.replace('~', tx.s.cards[ctx.source.def]?.name ?? '')
    const def = tokenDefinition({
      ...e,
      power: ctx.amount(e.power),
      toughness: ctx.amount(e.toughness),
      ...(tokenName ? { tokenName } : {}),
    })
    ensureCard(tx, def)
    for (const p of e.who ? ctx.players(e.who) : [ctx.controller]) {
      for (let i = 0; i < count; i++)
        createObject(tx, def.id, p, 'battlefield', { token: true, ...(e.tapped ? { tapped: true } : {}) })
      tx.log(`${playerName(tx.s, p)} creates ${count} ${def.name} token${count === 1 ? '' : 's'}`)
    }
  },
}

function tokenText(e: EffectOf<'token'>): string {
  const n = e.count === 1 ? 'a' : amountText(e.count)
  if (e.named) return `create ${n} ${e.named} token${e.count === 1 ? '' : 's'}`
  const colors =
    e.colors.map((c) => Object.keys(COLOR_WORDS).find((w) => COLOR_WORDS[w] === c)).join(' and ') || 'colorless'
  const kw = e.keywords.length ? ` with ${e.keywords.join(' and ')}` : ''
  if (e.lifePT)
    return `create ${n} ${colors} ${e.subtypes.join(' ')} creature token. It has "~'s power and toughness are each equal to your life total."`
  const pt = (a: EffectOf<'token'>['power']) => (typeof a === 'number' ? String(a) : 'X')
  return `create ${n} ${pt(e.power)}/${pt(e.toughness)} ${colors} ${e.subtypes.join(' ')}${e.artifact ? ' artifact' : ''} creature token${e.count === 1 ? '' : 's'}${kw}${e.tokenName ? ` named ${e.tokenName}` : ''}${e.sacForC ? `. ${e.count === 1 ? 'It has' : 'They have'} "${SAC_FOR_C}"` : ''}`
}

const SAC_FOR_C = 'Sacrifice this creature: Add {C}.'

/** A name's word as printed: capitalised, but "of" and "the" inside a name ("Kobolds of Kher Keep"). */
const titleWord = (w: string, i: number): string =>
  i > 0 && (w === 'of' || w === 'the') ? w : w === '~' ? w : w[0].toUpperCase() + w.slice(1)

function tokenDefinition(e: EffectOf<'token'> & { power: number; toughness: number }): CardDefinition {
  const named = e.named ? NAMED[e.named] : null
  const id = named
    ? `token:${e.named}`
    : `token:${e.lifePT ? 'life' : `${e.power}/${e.toughness}`}:${e.colors.join('')}:${e.subtypes.join('-')}:${e.keywords.join('-')}${e.artifact ? ':artifact' : ''}${e.sacForC ? ':sacC' : ''}${e.tokenName ? `:${e.tokenName}` : ''}`
  const name = e.tokenName ?? e.subtypes.join(' ')
  return {
    id,
    name,
    layout: 'normal',
    manaValue: 0,
    colorIdentity: e.colors,
    legalities: {},
    faces: [
      {
        name,
        manaCost: null,
        manaCostText: '',
        manaValue: 0,
        typeLine: named
          ? `Token Artifact — ${named.type}`
          : `Token ${e.artifact ? 'Artifact ' : ''}Creature — ${e.subtypes.join(' ')}`,
        supertypes: ['Token'],
        types: named ? ['Artifact'] : e.artifact ? ['Artifact', 'Creature'] : ['Creature'],
        subtypes: e.subtypes,
        oracleText: named
          ? named.text
          : e.lifePT
            ? "This creature's power and toughness are each equal to your life total."
            : [e.keywords.map((k) => k[0].toUpperCase() + k.slice(1)).join(', '), e.sacForC ? SAC_FOR_C : '']
                .filter(Boolean)
                .join('\n'),
        ...(named
          ? {}
          : e.lifePT
            ? { power: '*', toughness: '*' }
            : { power: String(e.power), toughness: String(e.toughness) }),
        colors: e.colors,
        keywords: e.keywords,
        loyaltyAbilities: [],
        // CR 111.10a: a Treasure's (or Gold's) mana ability, activated explicitly (its cost sacrifices it).
        manaAbilities: named || e.sacForC ? readManaAbilities(named?.text ?? SAC_FOR_C, []).abilities : [],
      },
    ],
  }
}
