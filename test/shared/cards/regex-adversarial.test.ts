// Every regular expression the card-text compiler and the readers apply to text from outside is run on 100 KB
// adversarial inputs (test/support/regexProbe.ts): none may backtrack out of linear time. The literals are found in
// the source's syntax trees, so a new pattern is tested as soon as it is written. Times are CPU times of this
// process, so a busy machine doesn't change the verdict.
import { describe, expect, it } from 'vitest'
import { tokenize } from '@shared/text/lexer'
import { compileFace, MAX_RULES_LINE } from '@shared/text/compile'
import { ADVERSARIAL, allPatterns, cpuMs, fill, SIZE, slowUses } from '../../support/regexProbe'
import { stripReminderText } from '@shared/mana/abilities'

describe('every regex of the compiler and the readers is linear on 100 KB adversarial inputs', () => {
  const all = allPatterns()

  it('finds the patterns (the reminder-text one among them)', () => {
    expect(all.length).toBeGreaterThan(150)
    expect(all.some(([, r]) => r.source.includes('\\([^()]*\\)'))).toBe(true)
  })

  it('none takes more than a bound on any input', { timeout: 300_000 }, () => {
    const slow = all.flatMap(([where, regex]) => {
      const note = slowUses(regex)
      return note ? [`${where} on ${note}`] : []
    })
    expect(slow).toEqual([])
  })

  it('the reminder-text pattern: 64,000 spaces and no parenthesis cost next to nothing (it took 13 s)', () => {
    const spaces = ' '.repeat(64_000) + 'x'
    expect(stripReminderText(spaces)).toBe('x')
    expect(stripReminderText("Flying (This creature can't be blocked.)  and (more)")).toBe('Flying  and')
  })

  it('the lexer reads 100 KB of any adversarial text in linear time (its tokens tried at every position)', () => {
    for (const [name, unit, tail] of ADVERSARIAL) {
      const small = Math.min(...[0, 1].map(() => time(() => tokenize(fill(unit, tail, SIZE / 10)))))
      const large = Math.min(...[0, 1].map(() => time(() => tokenize(fill(unit, tail, SIZE)))))
      expect(large, name).toBeLessThan(Math.max(200, small * 30))
    }
  })
})

const time = cpuMs

describe('the length of a rules-text line is capped', () => {
  it('a line longer than MAX_RULES_LINE is by hand, not parsed, in bounded time', () => {
    const face = {
      name: 'Long',
      typeLine: 'Creature — Elf',
      types: ['Creature'],
      supertypes: [],
      subtypes: ['Elf'],
      manaCost: null,
      manaCostText: '',
      manaValue: 0,
      oracleText: 'Flying\n' + 'When this creature enters, draw a card and '.repeat(3000),
      colors: [],
      keywords: [],
      loyaltyAbilities: [],
      manaAbilities: [],
    }
    let read = null as unknown as ReturnType<typeof compileFace>
    const ms = cpuMs(() => (read = compileFace(face as never)))
    expect(read.lines).toHaveLength(2)
    expect(read.lines[1].automated).toBe(false)
    expect(read.lines[1].text.length).toBeGreaterThan(MAX_RULES_LINE)
    expect(ms).toBeLessThan(2000)
  })
})
