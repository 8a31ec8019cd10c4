// The variants' public selectors (src-shared/variants/<id>/selectors.ts): the only way the renderer reads a
// variant's state, typed, so no component casts a variant's extra fields or reaches into its modules.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { runScenario } from '@shared/scenario'
import { starterPool } from '@shared/cards/starter'
import { heroStatus } from '@shared/variants/heroic/selectors'
import { cardUnderUtopia, isUtopia } from '@shared/variants/mental/selectors'
import { viewFor } from '@shared/engine'

const RENDERER = join(__dirname, '../../../src-renderer/src')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : /\.(ts|vue)$/.test(name) ? [path] : []
  })
}

describe('variant selectors', () => {
  it('rulings HE-9, HE-10: the hero status reads level, resolved casts and hero damage', () => {
    const r = runScenario(
      {
        variant: 'heroic',
        seed: 1,
        players: [
          { name: 'Ann', hero: 'Krenko, Mob Boss' },
          { name: 'Ben', hero: 'Krenko, Mob Boss' },
        ],
        state: { players: [{ heroLevel: 2, heroCasts: 1, heroDamage: 5 }, {}] },
        actions: [],
      },
      starterPool(),
    )
    expect(heroStatus(r.state, 0)).toEqual({ level: 2, casts: 1, damage: 5 })
    expect(heroStatus(r.state, 1)).toEqual({ level: 0, casts: 0, damage: 0 })
  })

  it('ruling MM-4: the card under a Utopia, for its controller only', () => {
    const r = runScenario(
      {
        variant: 'mental',
        seed: 1,
        players: [{ name: 'Ann' }, { name: 'Ben' }],
        state: { players: [{ battlefield: [{ name: 'Shock', faceDown: true }] }, {}] },
        actions: [],
      },
      starterPool(),
    )
    const utopia = r.state.battlefield.find((id) => isUtopia(r.state.objects[id]))!
    expect(cardUnderUtopia(r.state, utopia)).toBe('Shock')
    expect(cardUnderUtopia(viewFor(r.state, 1), utopia)).not.toBe('Shock')
  })

  it("the renderer imports variants only through their selectors, and reads no variant's extra fields", () => {
    const offending: string[] = []
    for (const file of sources(RENDERER)) {
      const text = readFileSync(file, 'utf8')
      for (const m of text.matchAll(/@shared\/variants\/([^'"]+)['"]/g))
        if (!/^[a-z-]+\/selectors$/.test(m[1])) offending.push(`${relative(RENDERER, file)}: ${m[0]}`)
      for (const m of text.matchAll(/[\w)\]]\.extra\b[!?]?\.\w+/g))
        offending.push(`${relative(RENDERER, file)}: ${m[0]}`)
    }
    expect(offending).toEqual([])
  })
})
