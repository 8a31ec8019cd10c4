// Leaves-the-battlefield abilities look back in time (CR 603.10a): a permanent that leaves the battlefield at the same
// time as others sees them leave too. Blood Artist destroyed by Wrath of God with two other creatures triggers three
// times; Rot Wolf dying in the same combat damage as the creature it dealt damage to still draws.
import { describe, expect, it } from 'vitest'
import { out, passBoth, play, ready, attackBlockedBy } from '../../../support/realCards'

const target = { player: 0, type: 'choose', targets: ['player:1'] }

describe('dying together (CR 603.10a)', () => {
  it('CR 603.10a: Blood Artist destroyed with two creatures triggers for each of the three', () => {
    const r = play(
      ['Blood Artist', 'Wrath of God', 'Grizzly Bears', 'Hill Giant'],
      {
        hand: ['Wrath of God'],
        battlefield: ['Blood Artist', 'Grizzly Bears', 'Plains', 'Plains', 'Plains', 'Plains'],
      },
      { battlefield: ['Hill Giant'] },
      [
        { player: 0, type: 'cast', card: 'Wrath of God' },
        ...passBoth,
        target,
        target,
        target,
        ...passBoth,
        ...passBoth,
        ...passBoth,
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].life).toBe(23)
    expect(out(r).players[1].life).toBe(17)
  })

  it('CR 603.10a: a creature left alone on the battlefield sees only the one that died (near miss: Blood Artist survives a Shock elsewhere)', () => {
    const r = play(
      ['Blood Artist', 'Shock', 'Grizzly Bears'],
      { hand: ['Shock'], battlefield: ['Blood Artist', 'Mountain'] },
      { battlefield: ['Grizzly Bears'] },
      [{ player: 0, type: 'cast', card: 'Shock', targets: ['1:Grizzly Bears'] }, ...passBoth, target, ...passBoth],
    )
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].life).toBe(21)
    expect(out(r).stack).toEqual([])
  })

  it('CR 603.10a: Rot Wolf, dying in the combat damage that kills the creature it damaged, still lets Ann draw', () => {
    const r = play(
      ['Rot Wolf', 'Grizzly Bears'],
      { battlefield: [ready('Rot Wolf')] },
      { battlefield: ['Grizzly Bears'] },
      [
        ...attackBlockedBy('Rot Wolf', 'Grizzly Bears'),
        ...passBoth,
        ...passBoth,
        { player: 0, type: 'choose', option: 'yes' },
      ],
      'declareAttackers',
    )
    expect(out(r).log.join('\n')).toMatch(/Rot Wolf's ability triggers/)
    expect(out(r).players[0].hand.length).toBe(1)
  })
})
