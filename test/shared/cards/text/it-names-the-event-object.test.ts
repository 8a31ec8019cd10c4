// "It" in a trigger about another object names that object (CR 603.2): "Whenever a creature you control dies, put it
// on the bottom of its owner's library" moves the creature, not the source. The effect reader takes a bare "it" for
// the source, so such a trigger is resolved by hand (reason `pronoun`) instead of moving, pumping or destroying the
// source.
import { beforeAll, describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine'
import { explainWithReasons } from '../../../../src-shared/engine/automation'
import { normalize } from '../../../../src-shared/text/normalize'
import { compiledFaces, legalSomewhere } from '../../../support/compiledFaces'
import { out, passBoth, play, ready, realCard, attackBlockedBy, expectAutomated } from '../../../support/realCards'

const reasonOf = (name: string, start: string) =>
  explainWithReasons(realCard(name)).lines.find((l) => l.text.startsWith(start))?.reason?.code

describe('"it" names the object of the trigger\'s event (CR 603.2)', () => {
  it('CR 603.2: The Cauldron of Eternity leaves the dead creature to the players and stays on the battlefield', () => {
    expect(reasonOf('The Cauldron of Eternity', 'Whenever a creature you control dies')).toBe('pronoun')
    const r = play(
      ['The Cauldron of Eternity', 'Shock', 'Flying Men'],
      { hand: ['Shock'], battlefield: ['The Cauldron of Eternity', 'Mountain', 'Flying Men'] },
      {},
      [{ player: 0, type: 'cast', card: 'Shock', targets: ['Flying Men'] }, ...passBoth, ...passBoth],
    )
    const o = out(r)
    expect(o.players[0].battlefield.map((b) => b.name)).toContain('The Cauldron of Eternity')
    expect(o.log.join('\n')).toMatch(/resolve it by hand/)
    expect(r.output.waitingFor).toMatchObject({ player: 0 })
  })

  it('CR 603.2: Lethal Vapors does not destroy itself when a creature enters', () => {
    expect(reasonOf('Lethal Vapors', 'Whenever a creature enters')).toBe('pronoun')
    const r = play(
      ['Lethal Vapors', 'Grizzly Bears'],
      { hand: ['Grizzly Bears'], battlefield: ['Lethal Vapors', 'Forest', 'Forest'] },
      {},
      [{ player: 0, type: 'cast', card: 'Grizzly Bears' }, ...passBoth, ...passBoth],
    )
    expect(out(r).players[0].battlefield.map((b) => b.name)).toContain('Lethal Vapors')
    expect(out(r).log.join('\n')).toMatch(/resolve it by hand/)
  })

  it('CR 603.2: "tap that creature and it doesn\'t untap" (Matsu-Tribe Birdstalker) is by hand, not read as the source', () => {
    expect(reasonOf('Matsu-Tribe Birdstalker', 'Whenever Matsu-Tribe Birdstalker deals')).toBe('pronoun')
    const r = play(
      ['Matsu-Tribe Birdstalker', 'Hill Giant'],
      { battlefield: [ready('Matsu-Tribe Birdstalker')] },
      { battlefield: ['Hill Giant'] },
      [...attackBlockedBy('Matsu-Tribe Birdstalker', 'Hill Giant'), ...passBoth],
      'declareAttackers',
    )
    expect(out(r).log.join('\n')).toMatch(/Birdstalker[^\n]*resolve it by hand/)
  })

  it('near misses: "it" after the source or a target is still run (Kappa Cannoneer, Quiet Contemplation, Mogg Bombers)', () => {
    expectAutomated(['Quiet Contemplation', 'Mogg Bombers', 'Fearless Fledgling', 'Trial of Ambition'])
    const kappa = explainCard(realCard('Kappa Cannoneer')).lines.find((l) => l.text.startsWith('Whenever an artifact'))
    expect(kappa?.automated).toBe(true)
  })
})

describe('scan of every compiled face: "it" in triggers about another object (CR 603.2)', () => {
  beforeAll(() => void compiledFaces(), 240_000) // every face compiled once (about 10 s of CPU, more under load)

  it('scan: no automated trigger about another object reads a bare "it" before naming the source', () => {
    // Independent of the compiler's check: the trigger's effect acts on the source ("subject":"self", the source's
    // card, its power) while its text names no source before an "it".
    const wrong: string[] = []
    let seen = 0
    for (const { def, face, tree } of compiledFaces()) {
      if (!legalSomewhere(def) || def.isFunny) continue
      for (const t of tree.triggers) {
        const ev = t.event as { on: string; who?: string; self?: boolean }
        const another =
          !ev.self &&
          (((ev.on === 'enters' || ev.on === 'dies') && (ev.who === 'any' || ev.who === 'other')) ||
            (ev.on === 'attacks' && ev.who === 'yours'))
        if (!another || !t.automated) continue
        seen++
        const json = JSON.stringify(t.effect.effects)
        const onSource = /"subject":"self"|"kind":"selfCard"|"whose":"self"|"kind":"explore"|"kind":"transform"/.test(
          json,
        )
        const text = normalize(t.effect.text, face.name).replace(/\bits owner's\b/g, '')
        const it = text.search(/\b(?:it|its)\b/)
        if (onSource && it >= 0 && !text.slice(0, it).includes('~')) wrong.push(`${def.name}: ${t.text}`)
      }
    }
    expect(seen).toBeGreaterThan(300)
    expect(wrong).toEqual([])
  })
})
