// "You may draw a card" is asked as "you may draw a card?", never "you may you draw a card?" (CR 603.5): Rot Wolf, and
// a scan of every "you may …" effect of the legal cards as it is asked.
import { describe, expect, it } from 'vitest'
import { describeEffect } from '../../../../src-shared/text/effects/registry'
import { legalEffectTexts, walk } from '../../../support/compiledFaces'
import { out, passBoth, play, ready, attackBlockedBy } from '../../../support/realCards'

describe('"you may" prompts (CR 603.5)', () => {
  it('CR 603.5: Rot Wolf asks "you may draw a card?"', () => {
    const r = play(
      ['Rot Wolf', 'Grizzly Bears'],
      { battlefield: [ready('Rot Wolf')] },
      { battlefield: ['Grizzly Bears'] },
      [...attackBlockedBy('Rot Wolf', 'Grizzly Bears'), ...passBoth, ...passBoth],
      'declareAttackers',
    )
    const waiting = (out(r) as unknown as { waitingFor?: { text?: string } }).waitingFor
    expect(waiting?.text).toBe('you may draw a card?')
  })

  it('CR 603.5: no "you may" effect of a legal card reads "you may you …"', () => {
    const doubled: string[] = []
    let seen = 0
    for (const { def, t } of legalEffectTexts())
      walk(t, (node) => {
        if (node.kind !== 'may') return
        seen++
        const text = describeEffect(node as never, { target: () => 'the target' })
        if (/\byou may you\b/i.test(text)) doubled.push(`${def.name}: ${text}`)
      })
    expect(doubled.slice(0, 20)).toEqual([])
    expect(seen).toBeGreaterThan(500)
  }, 120_000)
})
