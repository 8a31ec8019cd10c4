// Saves record which seats the computer plays and at which level (players[i].computer); saves without the field
// (every older one) load as people only, and an unknown level is refused with the field named.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decodeSaveText } from '../../../src-main/saves/decode'
import { SaveError } from '../../../src-main/saves/errors'
import { FIXTURES } from './helpers'

const v2 = JSON.parse(readFileSync(join(FIXTURES, 'v2.json'), 'utf8')) as { players: Record<string, unknown>[] }

const withComputer = (level: unknown) =>
  JSON.stringify({ ...v2, players: v2.players.map((p, i) => (i === 1 ? { ...p, computer: level } : p)) })

describe('computer seats in saves', () => {
  it('keeps each computer seat’s level; a save without them has people only', () => {
    const { save } = decodeSaveText(withComputer('hard'), 'x.json')
    expect(save.players.map((p) => p.computer)).toEqual([undefined, 'hard'])
    const old = decodeSaveText(JSON.stringify(v2), 'y.json').save
    expect(old.players.every((p) => p.computer === undefined)).toBe(true)
  })

  it('refuses a level this build does not know, naming the field', () => {
    let error: unknown = null
    try {
      decodeSaveText(withComputer('genius'), '/saves/z.json')
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(SaveError)
    expect((error as SaveError).message).toContain('players.1.computer')
  })
})
