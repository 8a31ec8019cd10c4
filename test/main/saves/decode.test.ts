import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { OLDEST_SAVE_FORMAT_VERSION, SAVE_FORMAT_VERSION, type SaveErrorCode } from '@shared/saves/format'
import { decodeSave, decodeSaveText } from '../../../src-main/saves/decode'
import { encodeSave } from '../../../src-main/saves/encode'
import { SaveError } from '../../../src-main/saves/errors'
import { FIXTURES, fakeReplay } from './helpers'

const v3Text = readFileSync(join(FIXTURES, 'v3.json'), 'utf8')
const v2Text = readFileSync(join(FIXTURES, 'v2.json'), 'utf8')
const v1Text = readFileSync(join(FIXTURES, 'v1.json'), 'utf8')

function errorOf(text: string | Uint8Array, file = '/saves/game.json'): SaveError {
  try {
    if (typeof text === 'string') decodeSaveText(text, file)
    else decodeSave(text, file)
  } catch (error) {
    expect(error).toBeInstanceOf(SaveError)
    return error as SaveError
  }
  throw new Error('expected the save to be refused')
}

function expectError(text: string | Uint8Array, code: SaveErrorCode, ...words: RegExp[]): SaveError {
  const error = errorOf(text)
  expect(error.code).toBe(code)
  expect(error.file).toBe('/saves/game.json')
  expect(error.message).toContain('"/saves/game.json"')
  for (const w of words) expect(error.message).toMatch(w)
  return error
}

describe('save format fixtures (one per format version)', () => {
  it('has a fixture for every format version this build reads', () => {
    for (let v = OLDEST_SAVE_FORMAT_VERSION; v <= SAVE_FORMAT_VERSION; v++)
      expect(existsSync(join(FIXTURES, `v${v}.json`)), `fixtures/v${v}.json`).toBe(true)
  })

  it('reads the current version (v3) as it is', () => {
    const { save, migratedFrom, warnings } = decodeSaveText(v3Text, 'v3.json')
    expect(migratedFrom).toBeNull()
    expect(warnings).toEqual([])
    expect(save.formatVersion).toBe(3)
    expect(save.meta).toMatchObject({
      gameId: 'fixture-v3-game',
      name: 'Ann vs Bob · Friday night',
      variant: 'normal',
      players: ['Ann', 'Bob'],
      turn: 7,
      actionCount: 28,
    })
    expect(save.players[0]).toEqual({ name: 'Ann', color: '#c0392b', deckName: 'Red Deck Wins' })
    expect(save.cards.map((c) => c.name)).toEqual(['Mountain', 'Lightning Bolt', 'Grizzly Bears'])
    expect(save.log).toHaveLength(28)
    expect(save.snapshot).toEqual(fakeReplay(save).state)
  })

  it('reads v2 (without a checksum) and migrates it, marked as unchecked', () => {
    const { save, migratedFrom, warnings } = decodeSaveText(v2Text, 'v2.json')
    expect(migratedFrom).toBe(2)
    expect(save.formatVersion).toBe(3)
    expect(save.meta.gameId).toBe('fixture-v2-game')
    expect(save).not.toHaveProperty('checksum')
    expect(warnings.map((w) => w.code)).toEqual(['no-checksum'])
  })

  it('migrates v1: renamed fields, a metadata block, the Mental Magic pool (ruling MM-1)', () => {
    const raw = JSON.parse(v1Text)
    const { save, migratedFrom } = decodeSaveText(v1Text, 'v1.json')
    expect(migratedFrom).toBe(1)
    expect(save.format).toBe('hearthside-save')
    expect(save.formatVersion).toBe(SAVE_FORMAT_VERSION)
    expect(save.appVersion).toBe('0.0.9')
    expect(save.options).toEqual({ manaBurn: true })
    expect(save.players).toEqual([
      { name: 'Cleo', color: 'purple', deckName: 'Pile of commons' },
      { name: 'Dev', color: 'orange', deckName: 'Another pile' },
    ])
    expect(save.cards).toEqual(raw.cardDefinitions)
    expect(save.pool).toEqual({ source: 'recorded by format version 1', cards: raw.mentalPool })
    expect(save.log).toEqual(raw.actions)
    expect(save.snapshot).toEqual(raw.state)
    expect(save.meta).toMatchObject({
      name: 'Cleo vs Dev · Mental Magic',
      variant: 'mental',
      players: ['Cleo', 'Dev'],
      turn: raw.turn,
      round: null,
      activePlayer: raw.activePlayer,
      savedAt: raw.savedAt,
      actionCount: raw.actions.length,
      winner: null,
    })
    expect(save.meta.summary).toBe(`Turn ${raw.turn} · ${raw.activePlayer === 0 ? 'Cleo' : 'Dev'} to play`)
    expect(save.meta.gameId).toMatch(/^v1-[0-9a-f]{16}$/)
    for (const old of [
      'version',
      'app',
      'houseRules',
      'cardDefinitions',
      'mentalPool',
      'actions',
      'state',
      'turn',
      'activePlayer',
      'savedAt',
    ]) {
      expect(save, old).not.toHaveProperty(old)
    }
  })

  it('gives a v1 game the same id every time it is migrated', () => {
    expect(decodeSaveText(v1Text, 'a').save.meta.gameId).toBe(decodeSaveText(v1Text, 'b').save.meta.gameId)
  })

  it('names the field and the format version when a v1 file is damaged', () => {
    const raw = JSON.parse(v1Text)
    raw.actions[3].player = 'Cleo'
    expectError(JSON.stringify(raw), 'invalid', /format 1/, /actions\.3\.player/)
  })

  it('migrated saves encode as the current version and read back equal', () => {
    const { save } = decodeSaveText(v1Text, 'v1.json')
    const again = decodeSaveText(encodeSave(save), 'again.json')
    expect(again.migratedFrom).toBeNull()
    expect(again.save).toEqual(save)
  })
})

describe('bad files get a clear error naming the problem and the file', () => {
  it('future version', () => {
    const raw = JSON.parse(v3Text)
    raw.formatVersion = 4
    raw.appVersion = '2.0.0'
    expectError(
      JSON.stringify(raw),
      'future-version',
      /newer version of Hearthside \(Hearthside 2\.0\.0\)/,
      /format 4/,
      /up to 3/,
    )
  })

  it("foreign JSON: another app's file, an array, a scenario file", () => {
    expectError('{"name":"hearthside","version":"0.1.0"}', 'foreign', /not a Hearthside save/)
    expectError('[1,2,3]', 'foreign')
    expectError('"just a string"', 'foreign')
    expectError(JSON.stringify({ format: 'cockatrice-deck', cards: [] }), 'foreign', /its format is "cockatrice-deck"/)
    expectError(JSON.stringify({ variant: 'normal', seed: 1, players: [], actions: [] }), 'foreign')
  })

  it('truncated files', () => {
    for (const cut of [1, 10, 70, Math.floor(v2Text.length / 2), v2Text.length - 3]) {
      expectError(v2Text.slice(0, cut), 'truncated', /incomplete/, /stops part-way/)
    }
  })

  it('corrupt files: not JSON, zero bytes from a power cut, not UTF-8', () => {
    expectError('hello, world', 'corrupt', /not valid JSON/)
    expectError('{"format": "hearthside-save", ', 'truncated')
    expectError('{"format": "hearthside-save", !', 'corrupt')
    expectError(v2Text.replace('"meta":{', '"meta":{,'), 'corrupt', /line 2/)
    expectError('\0'.repeat(4096), 'corrupt')
    expectError(Uint8Array.from([0x7b, 0xff, 0xfe, 0x7d]), 'corrupt', /not UTF-8/)
  })

  it('empty files', () => {
    expectError('', 'empty')
    expectError('  \n', 'empty')
  })

  it('invalid contents name the field', () => {
    const raw = JSON.parse(v2Text)
    raw.log[5] = { player: 0 }
    raw.players[1].name = 7
    const error = expectError(JSON.stringify(raw), 'invalid', /players\.1\.name/, /log\.5\.type/)
    expect(error.message).toMatch(/damaged Hearthside save/)
  })

  it('a missing format version', () => {
    const raw = JSON.parse(v2Text)
    delete raw.formatVersion
    expectError(JSON.stringify(raw), 'invalid', /format version is missing/)
  })

  it('an unknown variant', () => {
    const raw = JSON.parse(v2Text)
    raw.variant = 'two-headed-giant'
    expectError(JSON.stringify(raw), 'invalid', /variant/)
  })
})

describe('tolerance', () => {
  it('keeps unknown extra fields at the top level, in meta, players and actions', () => {
    const raw = JSON.parse(v2Text)
    raw.notes = "played at Cleo's"
    raw.meta.tags = ['friday']
    raw.players[0].avatar = 'fox'
    raw.log[0].comment = 'easy keep'
    const { save } = decodeSaveText(JSON.stringify(raw), 'x.json')
    expect(save.notes).toBe("played at Cleo's")
    expect((save.meta as unknown as { tags: string[] }).tags).toEqual(['friday'])
    expect(save.players[0].avatar).toBe('fox')
    expect(save.log[0].comment).toBe('easy keep')
    expect(decodeSaveText(encodeSave(save), 'y.json').save).toEqual(save)
  })

  it('reads a byte-order mark and a pretty-printed file', () => {
    const raw = JSON.parse(v2Text)
    expect(decodeSaveText('\uFEFF' + JSON.stringify(raw, null, 2), 'x.json').save.meta.gameId).toBe('fixture-v2-game')
  })

  it('a missing snapshot reads as null (the game is then loaded from its log)', () => {
    const raw = JSON.parse(v2Text)
    delete raw.snapshot
    expect(decodeSaveText(JSON.stringify(raw), 'x.json').save.snapshot).toBeNull()
  })

  it('the generic symbol {∞} survives JSON, which has no Infinity (ruling MA-2)', () => {
    const raw = JSON.parse(v2Text)
    raw.cards[2].faces[0].manaCost.symbols[0] = { kind: 'generic', amount: Infinity }
    const { save } = decodeSaveText(JSON.stringify(raw), 'x.json')
    expect(save.cards[2].faces[0].manaCost!.symbols[0]).toEqual({ kind: 'generic', amount: Infinity })
  })
})

describe('the checksum of the current format covers the cards, the seats, the metadata and the setup', () => {
  it('is required: a current save without it is refused as damaged', () => {
    const raw = JSON.parse(v3Text)
    delete raw.checksum
    expectError(JSON.stringify(raw), 'corrupt', /has no "checksum"/)
  })

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const changes: [string, (raw: Record<string, any>) => void, RegExp][] = [
    ['a card', (raw) => (raw.cards[2].faces[0].power = '9'), /card table \("cards"/],
    ['which seat the computer plays', (raw) => (raw.players[1].computer = 'hard'), /seats \("players"/],
    ["a player's name", (raw) => (raw.players[0].name = 'Zed'), /seats \("players"/],
    ['the metadata', (raw) => (raw.meta.turn = 99), /description \("meta"/],
    ['the seed', (raw) => (raw.seed = 43), /how its game began/],
    ['an option', (raw) => (raw.options.manaBurn = true), /how its game began/],
  ]
  for (const [what, change, words] of changes) {
    it(`a changed ${what} is refused, saying what changed`, () => {
      const raw = JSON.parse(v3Text)
      change(raw)
      expectError(JSON.stringify(raw), 'corrupt', words, /not what was saved/)
    })
  }

  it('names every part that changed', () => {
    const raw = JSON.parse(v3Text)
    raw.players[1].computer = 'easy'
    raw.meta.name = 'Renamed by hand'
    const error = expectError(JSON.stringify(raw), 'corrupt', /seats/, /description/)
    expect(error.message).not.toMatch(/card table/)
  })

  it('a v2 save with its card checksum still has it checked', () => {
    const current = decodeSaveText(v3Text, 'v3.json').save
    const raw = JSON.parse(v2Text)
    raw.checksum = { cards: JSON.parse(v3Text).checksum.cards }
    expect(decodeSaveText(JSON.stringify(raw), 'x.json').warnings).toEqual([])
    raw.cards[0].name = 'Mountain?'
    expectError(JSON.stringify(raw), 'corrupt', /card table/)
    expect(current.cards[0].name).toBe('Mountain')
  })
})
