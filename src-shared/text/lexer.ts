// The tokens of normalised Oracle text (see normalize.ts): words, mana symbols, P/T changes, numbers, punctuation.
// Every word the grammar names is its own token type in the Word category, so the grammar reads words, not strings.
import { createToken, Lexer, type IToken, type TokenType } from 'chevrotain'

/** Any word; `Plain` is a word the grammar doesn't name (a creature type, a card name's word, …). */
export const Word = createToken({ name: 'Word', pattern: Lexer.NA })
export const Plain = createToken({ name: 'Plain', pattern: /[a-z][a-z'-]*/, categories: [Word] })
export const Mana = createToken({ name: 'Mana', pattern: /\{[^{}]+\}/ })
export const PT = createToken({ name: 'PT', pattern: /[+-]?(?:\d+|x|\*)\/[+-]?(?:\d+|x|y|\*)/ })
export const Num = createToken({ name: 'Num', pattern: /\d+/ })
export const Tilde = createToken({ name: 'Tilde', pattern: /~/ })
export const Poss = createToken({ name: 'Poss', pattern: /'s?/ })
export const Comma = createToken({ name: 'Comma', pattern: /,/ })
export const Period = createToken({ name: 'Period', pattern: /\./ })
export const Colon = createToken({ name: 'Colon', pattern: /:/ })
export const Semi = createToken({ name: 'Semi', pattern: /;/ })
export const Dash = createToken({ name: 'Dash', pattern: /—|--/ })
export const Bullet = createToken({ name: 'Bullet', pattern: /•/ })
export const Quote = createToken({ name: 'Quote', pattern: /"/ })
export const Other = createToken({ name: 'Other', pattern: /[^\s]/ })
const WS = createToken({ name: 'WS', pattern: /\s+/, group: Lexer.SKIPPED })

/** The words the grammar names (each its own token type). */
const WORDS = `a an the and or of to from for in on at with without by as if unless then that this its it it's
their your you you're each all any other another target targets up until end turn player players opponent opponents
creature creatures planeswalker planeswalkers artifact artifacts enchantment enchantments land lands permanent permanents
spell spells card cards instant instants sorcery sorceries nonland noncreature nonartifact nonblack nonwhite nonblue nonred nongreen
nontoken token tokens basic library hand graveyard battlefield deals deal damage draw draws drawn gain gains gained life lose loses
destroy destroys exile exiles return returns owner's owner owners' tap taps tapped untap untaps untapped
get gets has have had put puts counter counters countered create creates add scry surveil mill mills discard discards discarded
random search searches shuffle shuffles reveal reveals sacrifice sacrifices regenerate regenerated prevent would be dealt dealt
combat next may pay pays do does can can't cannot block blocks blocked attack attacks attacking blocking able only except
enters entered leaves dies died die when whenever beginning upkeep step precombat main phase cast casts one two three four
five six seven eight nine ten x more less equal number power toughness controller control controls controlled
enchanted equipped enchant equip cycling kicker kicked flashback ward protection everything white blue black red green
colorless mana color choose chooses chosen mode modes activate sorcery once onto into top bottom under is are was were
not no doesn't don't isn't still first strike double flying reach deathtouch lifelink trample vigilance haste defender menace
indestructible hexproof shroud flash time times instead also them they those these what where which who whose
treasure food clue divided among we half rounded down up both controller's during becomes opponent's value hands long fight fights fought explore explores investigate haste controllers' permanent's turn's much again evenly separates piles pile
swampwalk islandwalk forestwalk mountainwalk plainswalk landwalk nonbasic shadow horsemanship fear intimidate skulk
changeling devoid infect wither prowess exploit exalted flanking persist undying evolve bushido rampage annihilator renown greater afflict alone
landcycling plainscycling islandcycling swampcycling mountaincycling forestcycling buyback than cumulative way
additional cost costs affinity fewer convoke delve improvise though jump-start retrace planeswalker's artifact's creature's permanent's land's enchantment's eleven twelve thirteen fifteen twenty named emblem total maximum size skip play turns twice before blockers declared after declare attackers you've been attacked defending must ability so assign weren't take takes extra player's activated abilities monstrous renowned soulbond
look among rest back order greatest putting his her there amount lost types graveyards different powers left couldn't cleanup least spent same opponents' sources switch
bolster adapt proliferate learn detain addition`

const wordTypes = new Map<string, TokenType>()
for (const w of WORDS.split(/\s+/).filter(Boolean)) {
  if (wordTypes.has(w)) continue
  wordTypes.set(w, createToken({ name: `w_${w}`, pattern: Lexer.NA, categories: [Word] }))
}

/** The token type of a word the grammar names; throws for a word not in the list (a grammar mistake). */
export function word(w: string): TokenType {
  const t = wordTypes.get(w)
  if (!t) throw new Error(`internal: the grammar names an unlisted word "${w}"`)
  return t
}

export const allTokens: TokenType[] = [
  WS,
  Mana,
  PT,
  Num,
  Plain,
  Word,
  Tilde,
  Poss,
  Comma,
  Period,
  Colon,
  Semi,
  Dash,
  Bullet,
  Quote,
  Other,
  ...wordTypes.values(),
]

let lexer: Lexer | null = null

/** Tests only: chevrotain's own lexer over the same token types (what `tokenize` must give, token for token). */
export function tokenizeReference(text: string): IToken[] | null {
  lexer ??= new Lexer(allTokens, { positionTracking: 'onlyOffset', ensureOptimizations: false })
  const out = lexer.tokenize(text)
  if (out.errors.length) return null
  for (const t of out.tokens) {
    if (t.tokenType === Plain) {
      const k = wordTypes.get(t.image)
      if (k) {
        t.tokenType = k
        t.tokenTypeIdx = k.tokenTypeIdx!
      }
    }
  }
  return out.tokens
}

// The token patterns that need more than a character test, matched where they start (sticky).
const MANA = /\{[^{}]+\}/y
const PT_AT = /[+-]?(?:\d+|x|\*)\/[+-]?(?:\d+|x|y|\*)/y
const SPACE = /\s/

/** A token as chevrotain's lexer makes it with `positionTracking: 'onlyOffset'` (same fields, same order). */
function token(image: string, startOffset: number, type: TokenType): IToken {
  return { image, startOffset, tokenTypeIdx: type.tokenTypeIdx!, tokenType: type } as IToken
}

/** Whether a code unit is whitespace as `\s` reads it. */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || (c > 127 && SPACE.test(String.fromCharCode(c)))
}

/** Tokens of a normalised line; null when it holds a character no token takes (none: `Other` takes any). The
 *  tokens chevrotain's lexer makes from `allTokens` (the first pattern that matches where a token starts, in that
 *  order), read by one pass over the characters instead of trying each pattern. */
export function tokenize(text: string): IToken[] | null {
  const out: IToken[] = []
  const n = text.length
  let at = 0
  while (at < n) {
    const c = text.charCodeAt(at)
    if (isSpace(c)) {
      at++
      while (at < n && isSpace(text.charCodeAt(at))) at++
      continue
    }
    let end = -1
    let type: TokenType = Other
    if (c === 123 /* { */) {
      MANA.lastIndex = at
      if (MANA.test(text)) {
        end = MANA.lastIndex
        type = Mana
      }
    } else if ((c >= 48 && c <= 57) || c === 43 /* + */ || c === 45 /* - */ || c === 42 /* * */ || c === 120 /* x */) {
      PT_AT.lastIndex = at
      if (PT_AT.test(text)) {
        end = PT_AT.lastIndex
        type = PT
      }
    }
    if (end < 0) {
      if (c >= 48 && c <= 57) {
        end = at + 1
        while (end < n && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++
        type = Num
      } else if (c >= 97 && c <= 122) {
        end = at + 1
        for (; end < n; end++) {
          const d = text.charCodeAt(end)
          if (!((d >= 97 && d <= 122) || d === 39 /* ' */ || d === 45 /* - */)) break
        }
        const image = text.slice(at, end)
        out.push(token(image, at, wordTypes.get(image) ?? Plain))
        at = end
        continue
      } else if (c === 126 /* ~ */) type = Tilde
      else if (c === 39 /* ' */) {
        type = Poss
        if (text.charCodeAt(at + 1) === 115 /* s */) end = at + 2
      } else if (c === 44) type = Comma
      else if (c === 46) type = Period
      else if (c === 58) type = Colon
      else if (c === 59) type = Semi
      else if (c === 0x2014 /* — */) type = Dash
      else if (c === 45 && text.charCodeAt(at + 1) === 45) {
        type = Dash
        end = at + 2
      } else if (c === 0x2022 /* • */) type = Bullet
      else if (c === 34 /* " */) type = Quote
      if (end < 0) end = at + 1
    }
    out.push(token(text.slice(at, end), at, type))
    at = end
  }
  return out
}
