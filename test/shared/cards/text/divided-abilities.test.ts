// Damage divided as you choose on activated and triggered abilities (CR 601.2d, 602.2b, 603.3d): the amounts are
// chosen as the ability goes on the stack, through `activate` and the trigger's `choose` with `divide`. Real cards,
// each expected result worked out from the card text; the computer divides too; and a scan of every card of the shape.
import { beforeAll, describe, expect, it } from 'vitest'
import { dividedDamageIn } from '../../../../src-shared/engine/divided'
import { compiledFaces, legalEffectTexts } from '../../../support/compiledFaces'
import { manualLines, out, play, playCombat, ready, passBoth as PASS } from '../../../support/realCards'

const MOUNTAINS = Array.from({ length: 8 }, () => 'Mountain')

describe('divided damage on abilities (CR 601.2d, 603.3d)', () => {
  it('CR 603.3d: Fury enters and divides 4 damage among creatures and planeswalkers, never a player', () => {
    const fury = (answer: Record<string, unknown>) =>
      play(['Fury'], { hand: ['Fury'], battlefield: MOUNTAINS }, { battlefield: ['Grizzly Bears', 'Hill Giant'] }, [
        { player: 0, type: 'cast', card: 'Fury' },
        ...PASS,
        { player: 0, type: 'choose', ...answer },
        ...PASS,
      ])
    // 1 to the Bears (2/2), 3 to the Giant (3/3): the Giant dies, the Bears live with 1 damage.
    let r = fury({ targets: ['1:Grizzly Bears', '1:Hill Giant'], divide: [1, 3] })
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[1].graveyard).toEqual(['Hill Giant'])
    expect(out(r).players[1].battlefield.find((b) => b.name === 'Grizzly Bears')?.damage).toBe(1)
    // Near miss: Ben himself is no creature or planeswalker.
    r = fury({ targets: ['1:Grizzly Bears', 'player:1'], divide: [2, 2] })
    expect(out(r).rejected?.[0]?.reason).toMatch(/not a legal target/)
    expect(manualLines('Fury')).toEqual([])
  })

  it('CR 603.3d, 608.2c: Kuldotha Flamefiend divides among targets chosen on the stack, dealt only if the artifact is sacrificed', () => {
    const flamefiend = (yes: boolean) =>
      play(
        ['Kuldotha Flamefiend', 'Ornithopter'],
        { hand: ['Kuldotha Flamefiend'], battlefield: [...MOUNTAINS, 'Ornithopter'] },
        { battlefield: ['Grizzly Bears'] },
        [
          { player: 0, type: 'cast', card: 'Kuldotha Flamefiend' },
          ...PASS,
          { player: 0, type: 'choose', targets: ['1:Grizzly Bears', 'player:1'], divide: [2, 2] },
          ...PASS,
          { player: 0, type: 'choose', option: yes ? 'yes' : 'no' },
        ],
      )
    let r = flamefiend(true)
    expect(out(r).rejected ?? []).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Ornithopter'])
    expect(out(r).players[1].graveyard).toEqual(['Grizzly Bears'])
    expect(out(r).players[1].life).toBe(18)
    r = flamefiend(false)
    expect(out(r).players[1].life).toBe(20)
    expect(out(r).players[1].graveyard).toEqual([])
  })

  it('CR 602.2b: Arc Mage divides 2 damage as it is activated; 2 among three targets is refused', () => {
    const mage = (extra: Record<string, unknown>) =>
      play(
        ['Arc Mage'],
        { hand: ['Island'], battlefield: [...MOUNTAINS, ready('Arc Mage')] },
        { battlefield: ['Llanowar Elves', 'Grizzly Bears'] },
        [{ player: 0, type: 'activate', card: 'Arc Mage', ability: 0, ...extra }, ...PASS],
      )
    let r = mage({ targets: ['1:Llanowar Elves', 'player:1'], divide: [1, 1] })
    expect(out(r).players[1].graveyard).toEqual(['Llanowar Elves'])
    expect(out(r).players[1].life).toBe(19)
    r = mage({ targets: ['1:Llanowar Elves', '1:Grizzly Bears', 'player:1'] })
    expect(out(r).rejected?.[0]?.reason).toMatch(/CR 601\.2c|CR 601\.2d/)
  })

  it('CR 603.3d: the computer divides Inferno Titan’s 3 damage to kill both of Ben’s small creatures', () => {
    const r = playCombat(
      ['Inferno Titan'],
      { battlefield: [ready('Inferno Titan')] },
      { battlefield: [ready('Grizzly Bears'), ready('Llanowar Elves'), ready('Hill Giant')] },
      [
        { player: 0, type: 'declareAttackers', attackers: [{ card: 'Inferno Titan', target: 'player:1' }] },
        { type: 'computer', player: 0 },
      ],
    )
    expect(out(r).rejected ?? []).toEqual([])
    const top = r.state.stack[r.state.stack.length - 1]
    expect(top?.divide?.reduce((a, b) => a + b, 0)).toBe(3)
    const named = (top?.targets ?? []).map((t) => ('card' in t ? r.state.cards[r.state.objects[t.card].def].name : ''))
    expect(named.sort()).toEqual(['Grizzly Bears', 'Llanowar Elves'])
  })
})

describe('the computer divides a spell’s damage (CR 601.2d)', () => {
  it('CR 601.2d: the computer casts Arc Lightning as 2 and 1 to kill both of Ben’s small creatures', () => {
    const r = play(
      ['Arc Lightning'],
      { hand: ['Arc Lightning'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
      { battlefield: [ready('Grizzly Bears'), ready('Llanowar Elves')] },
      [{ type: 'computer', player: 0 }],
    )
    expect(out(r).rejected ?? []).toEqual([])
    const top = r.state.stack[r.state.stack.length - 1]
    expect([...(top?.divide ?? [])].sort()).toEqual([1, 2])
    const named = (top?.targets ?? []).map((t) => ('card' in t ? r.state.cards[r.state.objects[t.card].def].name : ''))
    expect(named.sort()).toEqual(['Grizzly Bears', 'Llanowar Elves'])
  })
})

describe('scan: every divided-damage ability the engine runs is divided as it goes on the stack (CR 601.2d)', () => {
  beforeAll(() => void compiledFaces(), 240_000)

  it('CR 601.2d: its divided targets are its last, all but one optional, and its amount known then', () => {
    const wrong: string[] = []
    let seen = 0
    for (const { def, t } of legalEffectTexts()) {
      const e = dividedDamageIn(t.effects, false)
      if (!t.automated || !e) {
        if (t.automated && /divided as you choose|\bdistribute\b/i.test(t.text))
          wrong.push(`${def.name}: "${t.text}" runs without a division`)
        continue
      }
      seen++
      const fits =
        t.divide &&
        e.target + (e.among ?? 0) === t.targets.length &&
        t.optionalTargets === (e.among ?? 0) - 1 &&
        (typeof e.amount === 'number' || e.amount === 'X')
      if (!fits) wrong.push(`${def.name}: ${t.text}`)
    }
    expect(wrong).toEqual([])
    expect(seen).toBeGreaterThan(20)
  })
})
