// The deck editor's search language, Scryfall-like: `t:creature c:rg mv<=3 o:"draw a card" kw:flying pow>=3
// is:automated`, `or`, negation (`-` or `not`), parentheses. Parsing never throws: a bad query answers where it is
// wrong (a 0-based position in the text) and why.

export type Comparison = ':' | '=' | '!=' | '<' | '<=' | '>' | '>='

export type QueryNode =
  | { kind: 'and'; items: QueryNode[] }
  | { kind: 'or'; items: QueryNode[] }
  | { kind: 'not'; item: QueryNode }
  | { kind: 'term'; key: string; op: Comparison; value: string; at: number }
  | { kind: 'name'; value: string; at: number }
  | { kind: 'all' }

export interface QueryError {
  /** 0-based offset of the problem in the query. */
  position: number
  message: string
}

export type ParsedQuery = { ok: true; node: QueryNode } | { ok: false; error: QueryError }

type Token =
  | { t: 'open' | 'close' | 'or' | 'not'; at: number }
  | { t: 'word'; at: number; text: string; quoted: boolean }
  | { t: 'term'; at: number; key: string; op: Comparison; value: string; valueAt: number }

class Fail extends Error {
  constructor(
    readonly position: number,
    message: string,
  ) {
    super(message)
  }
}

const KEY = /^[a-z]+/i
const OPS: Comparison[] = ['!=', '<=', '>=', ':', '=', '<', '>']

function readValue(q: string, i: number): { value: string; end: number } {
  if (q[i] === '"') {
    const close = q.indexOf('"', i + 1)
    if (close < 0) throw new Fail(i, 'this quote is never closed')
    return { value: q.slice(i + 1, close), end: close + 1 }
  }
  let end = i
  while (end < q.length && !/[\s()]/.test(q[end])) end++
  return { value: q.slice(i, end), end }
}

function lex(q: string): Token[] {
  const out: Token[] = []
  let i = 0
  while (i < q.length) {
    const c = q[i]
    if (/\s/.test(c)) {
      i++
      continue
    }
    if (c === '(' || c === ')') {
      out.push({ t: c === '(' ? 'open' : 'close', at: i })
      i++
      continue
    }
    if (c === '-' && i + 1 < q.length && !/[\s)]/.test(q[i + 1])) {
      out.push({ t: 'not', at: i })
      i++
      continue
    }
    if (c === '"') {
      const { value, end } = readValue(q, i)
      out.push({ t: 'word', at: i, text: value, quoted: true })
      i = end
      continue
    }
    const key = KEY.exec(q.slice(i))?.[0]
    const after = key ? i + key.length : i
    const op = key ? OPS.find((o) => q.startsWith(o, after)) : undefined
    if (key && op) {
      const valueAt = after + op.length
      if (valueAt >= q.length || /[\s)]/.test(q[valueAt])) throw new Fail(valueAt, `"${key}${op}" needs a value`)
      const { value, end } = readValue(q, valueAt)
      out.push({ t: 'term', at: i, key: key.toLowerCase(), op, value, valueAt })
      i = end
      continue
    }
    const { value, end } = readValue(q, i)
    const lower = value.toLowerCase()
    if (lower === 'or') out.push({ t: 'or', at: i })
    else if (lower === 'and') {
      // "and" is the default between terms.
    } else if (lower === 'not') out.push({ t: 'not', at: i })
    else out.push({ t: 'word', at: i, text: value, quoted: false })
    i = end
  }
  return out
}

/** The keys the language knows (aliases fold to the first name). */
export const QUERY_KEYS: Record<string, string> = {
  t: 't',
  type: 't',
  o: 'o',
  oracle: 'o',
  c: 'c',
  color: 'c',
  colour: 'c',
  id: 'id',
  identity: 'id',
  mv: 'mv',
  cmc: 'mv',
  pow: 'pow',
  power: 'pow',
  tou: 'tou',
  toughness: 'tou',
  loy: 'loy',
  loyalty: 'loy',
  kw: 'kw',
  keyword: 'kw',
  m: 'm',
  mana: 'm',
  is: 'is',
  not: 'notis',
  name: 'name',
  n: 'name',
}

export const IS_VALUES = ['automated', 'manual', 'legendary', 'hero', 'permanent', 'spell', 'multicolored'] as const
const NUMERIC = new Set(['mv', 'pow', 'tou', 'loy'])
const TEXTUAL = new Set(['t', 'o', 'kw', 'name', 'is', 'notis'])

function checkTerm(token: Extract<Token, { t: 'term' }>): QueryNode {
  const key = QUERY_KEYS[token.key]
  if (!key)
    throw new Fail(token.at, `unknown key "${token.key}" (try t:, o:, c:, id:, mv, pow, tou, loy, kw:, m:, is:)`)
  const { op, value, valueAt } = token
  if (TEXTUAL.has(key) && op !== ':' && op !== '=')
    throw new Fail(token.at + token.key.length, `"${token.key}" takes ":" (not "${op}")`)
  if (NUMERIC.has(key) && !/^\d+(\.\d+)?$/.test(value))
    throw new Fail(valueAt, `"${value}" is not a number (${token.key} compares numbers: ${token.key}<=3)`)
  if (key === 'c' || key === 'id') {
    const lower = value.toLowerCase()
    const bad = [...lower].findIndex((ch) => !'wubrgcm'.includes(ch))
    if (bad >= 0) throw new Fail(valueAt + bad, `"${value[bad]}" is not a colour (w, u, b, r, g, c, m)`)
  }
  if ((key === 'is' || key === 'notis') && !(IS_VALUES as readonly string[]).includes(value.toLowerCase()))
    throw new Fail(valueAt, `is:${value} is unknown (is: ${IS_VALUES.join(', ')})`)
  if (key === 'notis') return { kind: 'not', item: { kind: 'term', key: 'is', op: ':', value, at: token.at } }
  return { kind: 'term', key, op, value, at: token.at }
}

export function parseQuery(query: string): ParsedQuery {
  try {
    const tokens = lex(query)
    let i = 0
    const peek = () => tokens[i]
    const parseOr = (): QueryNode => {
      const items = [parseAnd()]
      while (peek()?.t === 'or') {
        const or = tokens[i++]
        if (!peek() || peek().t === 'close' || peek().t === 'or') throw new Fail(or.at, '"or" needs a term after it')
        items.push(parseAnd())
      }
      return items.length === 1 ? items[0] : { kind: 'or', items }
    }
    const parseAnd = (): QueryNode => {
      const items: QueryNode[] = []
      while (peek() && peek().t !== 'or' && peek().t !== 'close') items.push(parseUnary())
      if (!items.length) {
        const next = peek()
        throw new Fail(
          next ? next.at : query.length,
          next ? `"${next.t === 'or' ? 'or' : ')'}" needs a term before it` : 'a term is missing',
        )
      }
      return items.length === 1 ? items[0] : { kind: 'and', items }
    }
    const parseUnary = (): QueryNode => {
      const token = tokens[i++]
      if (token.t === 'not') {
        if (!peek() || peek().t === 'close' || peek().t === 'or') throw new Fail(token.at, 'nothing to negate after it')
        return { kind: 'not', item: parseUnary() }
      }
      if (token.t === 'open') {
        if (peek()?.t === 'close') throw new Fail(token.at, 'empty parentheses')
        const inner = parseOr()
        if (peek()?.t !== 'close') throw new Fail(token.at, 'this parenthesis is never closed')
        i++
        return inner
      }
      if (token.t === 'term') return checkTerm(token)
      if (token.t === 'word') return { kind: 'name', value: token.text, at: token.at }
      throw new Fail(token.at, 'unexpected token')
    }
    if (!tokens.length) return { ok: true, node: { kind: 'all' } }
    const node = parseOr()
    if (i < tokens.length) throw new Fail(tokens[i].at, 'this ")" closes no parenthesis')
    return { ok: true, node }
  } catch (e) {
    if (e instanceof Fail) return { ok: false, error: { position: e.position, message: e.message } }
    throw e
  }
}

/** "c:xyz at 3: …" with a caret line, for the editor's message. */
export function describeQueryError(query: string, error: QueryError): string {
  return `${query}\n${' '.repeat(error.position)}^ ${error.message} (at ${error.position + 1})`
}
