// Card files that are not what they claim: every message names the file, never a bare "Unexpected end of JSON input".
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CardImportError, readCardFile } from '../../../src-main/cards/importer'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hearth-import-messages-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('malformed Scryfall files name the file', () => {
  for (const [what, text] of [
    ['a truncated card', '{"object":"card","name":"X","type_line":"Creature","power":"1"'],
    ['a bad number in a card', '{"object":"card","name":"X","type_line":"Creature","cmc":1e}'],
    ['a bad object value', '{"object":car,"name":"X","type_line":"T"}'],
  ]) {
    it(what, async () => {
      const file = join(dir, `${what.replace(/ /g, '-')}.json`)
      await writeFile(file, text)
      const error = await readCardFile(file).then(
        () => null,
        (e: Error) => e,
      )
      expect(error).toBeInstanceOf(CardImportError)
      expect(error!.message).toContain(file)
    })
  }
})
