// Activated abilities a player must be able to use: a leveler's band abilities while its level counters are in the
// band (CR 711.2, 602.5b), and a cost the engine can't pay, paid by hand and logged (CR 602.2b).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine'
import { stripReminderText } from '../../../../src-shared/mana'
import { compiledFaces } from '../../../support/compiledFaces'
import { out, play, realCard, ready } from '../../../support/realCards'

const tusk = (level: number) => ready('Kazandu Tuskcaller', { counters: { level } })
const activate = (ability: number) => ({ player: 0, type: 'activate', card: 'Kazandu Tuskcaller', ability })
const elephants = (r: ReturnType<typeof play>) =>
  out(r).players[0].battlefield.filter((o) => o.token && o.power === 3).length

describe('level bands and costs paid by hand', () => {
  it('CR 711.2: Kazandu Tuskcaller with 2 level counters makes an Elephant; its LEVEL 6+ ability is refused', () => {
    const r = play(['Kazandu Tuskcaller'], { battlefield: [tusk(2)] }, {}, [activate(1)])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).stack.length).toBe(1)
    const refused = play(['Kazandu Tuskcaller'], { battlefield: [tusk(2)] }, {}, [activate(2)])
    expect(out(refused).rejected?.[0].reason).toMatch(/level counters/)
  })

  it('CR 711.2: with 6 level counters the LEVEL 6+ ability is activated and LEVEL 2-5 is refused', () => {
    const r = play(['Kazandu Tuskcaller'], { battlefield: [tusk(6)] }, {}, [
      activate(2),
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(elephants(r)).toBe(2)
    const refused = play(['Kazandu Tuskcaller'], { battlefield: [tusk(6)] }, {}, [activate(1)])
    expect(out(refused).rejected?.[0].reason).toMatch(/level counters/)
  })

  it('CR 602.2b: Soratami Savant is activated, its mana paid and its land return logged as paid by hand', () => {
    const r = play(['Soratami Savant'], { battlefield: ['Soratami Savant', 'Island', 'Island', 'Island'] }, {}, [
      { player: 0, type: 'activate', card: 'Soratami Savant', ability: 0 },
    ])
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).log.join('\n')).toMatch(/paying by hand: \{3\}, Return a land you control to its owner's hand/)
    expect(out(r).players[0].battlefield.filter((o) => o.name === 'Island' && o.tapped).length).toBe(3)
    const line = explainCard(realCard('Soratami Savant')).lines.find((l) => /Return a land/.test(l.text))
    expect(line?.automated).toBe(false)
  })
})

describe('a leveler band mana ability (CR 711.2)', () => {
  const joraga = (level: number) =>
    play(['Joraga Treespeaker'], { battlefield: [ready('Joraga Treespeaker', { counters: { level } })] }, {}, [
      { player: 0, type: 'activateMana', card: 'Joraga Treespeaker' },
    ])
  it('CR 711.2: Joraga Treespeaker taps for {G}{G} only with 1 to 4 level counters', () => {
    expect(out(joraga(0)).rejected?.length).toBe(1)
    expect(out(joraga(1)).log.join('\n')).toMatch(/taps Joraga Treespeaker for GG/)
    expect(out(joraga(4)).rejected ?? []).toEqual([])
    expect(out(joraga(5)).rejected?.length).toBe(1)
  })
})

describe('every leveler of AtomicCards (CR 711.2)', () => {
  it('CR 711.2, 602.5b: each activated ability printed in a level band is activatable only within its band', () => {
    const missing: string[] = []
    let seen = 0
    for (const { face, tree } of compiledFaces()) {
      let band: { min: number; max?: number } | null = null
      for (const raw of face.oracleText.split('\n')) {
        const m = /^LEVEL (\d+)(?:-(\d+)|\+)$/.exec(raw.trim())
        if (m) band = { min: Number(m[1]), ...(m[2] ? { max: Number(m[2]) } : {}) }
        if (m || !band || !/^[^"]*:\s/.test(raw) || /: Add \{/.test(raw)) continue
        seen++
        const a = tree.activated.find((x) => x.text === raw.trim())
        const c = a?.activateIf as { kind?: string; atLeast?: number; atMost?: number } | undefined
        if (c?.kind !== 'sourceCounters' || c.atLeast !== band.min || c.atMost !== band.max)
          missing.push(`${face.name}: ${raw}`)
      }
    }
    expect(missing).toEqual([])
    expect(seen).toBeGreaterThan(10)
  }, 120_000)
})

describe('every activated ability of a legal permanent can be activated (CR 602.2b)', () => {
  it('CR 602.2b: each "{cost}, …: effect" line with a cost of known words compiles to an activated ability', () => {
    const missing: string[] = []
    let seen = 0
    for (const { def, face, tree } of compiledFaces()) {
      if (face.types.includes('Instant') || face.types.includes('Sorcery') || face.types.includes('Planeswalker'))
        continue
      if (!Object.values(def.legalities).some((l) => l === 'legal')) continue
      for (const raw of face.oracleText.split('\n')) {
        const line = stripReminderText(raw).trim()
        const head = line.slice(0, line.indexOf(':'))
        if (!head || /["“]/.test(head) || !/^\{[^}]+\}(, |$)/.test(head) || /: Add \{/.test(line)) continue
        seen++
        if (
          !tree.activated.some((a) => a.text.split('\n')[0] === line) &&
          !face.manaAbilities.some((m) => m.text.includes(head))
        )
          missing.push(`${face.name}: ${line}`)
      }
    }
    // An ability of the card in its owner's hand ("Reveal ~ from your hand: …") is not one of a permanent.
    expect(missing.filter((m) => !m.includes(' from your hand:'))).toEqual([])
    expect(seen).toBeGreaterThan(3000)
  }, 120_000)
})
