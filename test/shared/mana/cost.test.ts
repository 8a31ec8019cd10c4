import { describe, expect, it } from 'vitest'
import { ManaCostError, costKey, costsEqual, formatManaCost, parseManaCost, symbolText } from '@shared/mana'

const symbols = (text: string): string[] => parseManaCost(text)!.symbols.map(symbolText)

describe('parsing costs (ruling MA-2)', () => {
  it('MA-2: parses every symbol kind', () => {
    expect(parseManaCost('{3}')!.symbols).toEqual([{ kind: 'generic', amount: 3 }])
    expect(parseManaCost('{X}')!.symbols).toEqual([{ kind: 'variable', letter: 'X' }])
    expect(parseManaCost('{X}{X}')!.symbols).toEqual([
      { kind: 'variable', letter: 'X' },
      { kind: 'variable', letter: 'X' },
    ])
    for (const c of ['W', 'U', 'B', 'R', 'G'] as const)
      expect(parseManaCost(`{${c}}`)!.symbols).toEqual([{ kind: 'colored', color: c }])
    expect(parseManaCost('{C}')!.symbols).toEqual([{ kind: 'colorless' }])
    expect(parseManaCost('{S}')!.symbols).toEqual([{ kind: 'snow' }])
    expect(parseManaCost('{W/U}')!.symbols).toEqual([{ kind: 'hybrid', colors: ['W', 'U'] }])
    expect(parseManaCost('{2/W}')!.symbols).toEqual([{ kind: 'twobrid', color: 'W' }])
    expect(parseManaCost('{W/P}')!.symbols).toEqual([{ kind: 'phyrexian', colors: ['W'] }])
    expect(parseManaCost('{W/U/P}')!.symbols).toEqual([{ kind: 'phyrexian', colors: ['W', 'U'] }])
  })

  it('MA-2: parses {0}, {½}, {∞} and {HW}, which cards print', () => {
    expect(parseManaCost('{0}')!.symbols).toEqual([{ kind: 'generic', amount: 0 }])
    expect(parseManaCost('{½}')!.symbols).toEqual([{ kind: 'generic', amount: 0.5 }])
    expect(parseManaCost('{∞}')!.symbols).toEqual([{ kind: 'generic', amount: Infinity }])
    expect(parseManaCost('{HW}')!.symbols).toEqual([{ kind: 'half', color: 'W' }])
    expect(parseManaCost('{1000000}')!.symbols).toEqual([{ kind: 'generic', amount: 1000000 }])
  })

  it('CR 202.1b: a missing cost is "no cost" (null), distinct from {0}', () => {
    expect(parseManaCost('')).toBeNull()
    expect(parseManaCost('   ')).toBeNull()
    expect(parseManaCost('{0}')).not.toBeNull()
    expect(formatManaCost(null)).toBe('')
    expect(costsEqual('', '{0}')).toBe(false)
    expect(costsEqual(null, null)).toBe(true)
  })

  it('normalises: pair order of hybrid symbols, either side of the Phyrexian marker, lower case', () => {
    expect(symbols('{U/W}')).toEqual(['{W/U}'])
    expect(symbols('{W/R}')).toEqual(['{R/W}'])
    expect(symbols('{P/B}')).toEqual(['{B/P}'])
    expect(symbols('{U/G/P}')).toEqual(['{G/U/P}'])
    expect(symbols('{W/2}')).toEqual(['{2/W}'])
    expect(symbols('{2}{w}{u}')).toEqual(['{2}', '{W}', '{U}'])
  })

  it('MA-6: generic symbols are summed, {0} beside other symbols is dropped', () => {
    expect(symbols('{1}{1}{W}')).toEqual(['{2}', '{W}'])
    expect(symbols('{0}{R}')).toEqual(['{R}'])
    expect(symbols('{0}')).toEqual(['{0}'])
  })

  it('malformed or unknown symbols throw a ManaCostError quoting the symbol', () => {
    const cases: Array<[string, string]> = [
      ['{1}{Q}', '{Q}'],
      ['{W/W}', '{W/W}'],
      ['{}', '{}'],
      ['{2/P}', '{2/P}'],
      ['{W/U/B}', '{W/U/B}'],
      ['{T}', '{T}'],
      ['{1}{W', '{W'],
      ['2W', '2W'],
      ['{1}x{W}', 'x'],
    ]
    for (const [text, symbol] of cases) {
      let error: unknown
      try {
        parseManaCost(text)
      } catch (e) {
        error = e
      }
      expect(error, text).toBeInstanceOf(ManaCostError)
      expect((error as ManaCostError).symbol).toBe(symbol)
      expect((error as Error).message).toContain(`"${symbol}"`)
    }
  })
})

describe('printing costs in canonical order', () => {
  it('prints X, generic, {S}, {C}, then colours in the order cards print them', () => {
    expect(formatManaCost(parseManaCost('{U}{W}{1}'))).toBe('{1}{W}{U}')
    expect(formatManaCost(parseManaCost('{R}{X}{2}'))).toBe('{X}{2}{R}')
    expect(formatManaCost(parseManaCost('{S}{2}'))).toBe('{2}{S}')
    expect(formatManaCost(parseManaCost('{C}{8}'))).toBe('{8}{C}')
  })

  it('orders allied and enemy pairs, shards, wedges and four colours as printed', () => {
    const cases: Array<[string, string]> = [
      ['{U}{W}', '{W}{U}'],
      ['{W}{R}', '{R}{W}'],
      ['{G}{U}', '{G}{U}'],
      ['{B}{W}', '{W}{B}'],
      ['{R}{U}', '{U}{R}'],
      ['{W}{U}{G}', '{G}{W}{U}'], // Bant
      ['{W}{B}{G}', '{W}{B}{G}'],
      ['{G}{B}{W}', '{W}{B}{G}'], // Abzan (Siege Rhino)
      ['{W}{U}{R}', '{U}{R}{W}'], // Jeskai (Mantis Rider)
      ['{G}{R}{U}', '{G}{U}{R}'], // Temur
      ['{G}{U}{B}{R}', '{U}{B}{R}{G}'],
      ['{W}{U}{B}{R}{G}', '{W}{U}{B}{R}{G}'],
      ['{U}{G}{2}{G/U/P}', '{2}{G}{G/U/P}{U}'], // Tamiyo, Compleated Sage
      ['{W/U}{1}{W/U}', '{1}{W/U}{W/U}'],
    ]
    for (const [input, printed] of cases) expect(formatManaCost(parseManaCost(input)), input).toBe(printed)
  })

  it('round-trips canonical text', () => {
    for (const text of [
      '{X}{X}{R}',
      '{2/B}{2/B}{2/B}',
      '{1}{W/P}{W/P}',
      '{HW}',
      '{½}',
      '{∞}',
      '{4}{S}{S}',
      '{3}{C}{C}',
    ]) {
      expect(formatManaCost(parseManaCost(text))).toBe(text)
    }
  })
})

describe('exact same mana cost (ruling MA-6)', () => {
  it('MA-6: {1}{W}{U} equals {1}{U}{W}', () => {
    expect(costsEqual('{1}{W}{U}', '{1}{U}{W}')).toBe(true)
    expect(costKey(parseManaCost('{1}{W}{U}'))).toBe(costKey(parseManaCost('{U}{1}{W}')))
  })
  it('MA-6: costs are normalised first, so {2} equals {1}{1}', () => {
    expect(costsEqual('{2}', '{1}{1}')).toBe(true)
  })
  it('MA-6: different multisets differ', () => {
    expect(costsEqual('{2}{W}', '{1}{W}{W}')).toBe(false)
    expect(costsEqual('{W/U}', '{W}')).toBe(false)
    expect(costsEqual('{2/W}', '{2}{W}')).toBe(false)
    expect(costsEqual('{W/P}', '{W}')).toBe(false)
    expect(costsEqual('{X}{R}', '{R}')).toBe(false)
  })
})
