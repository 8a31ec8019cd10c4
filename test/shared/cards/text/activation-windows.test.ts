// When an activated ability may be activated (CR 602.5b): "Activate only during your turn, before attackers are
// declared", "Activate only during combat"; and counters removed as a cost with the source sacrificed ("Remove three
// quest counters from ~ and sacrifice it", CR 122.1, 701.17a) or of a keyword's name ("an indestructible counter").
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { out, passBoth, play, ready, realPool } from '../../../support/realCards'

const activate = (card: string, extra: Record<string, unknown> = {}) => ({
  player: 0,
  type: 'activate',
  card,
  ability: 0,
  ...extra,
})

describe('activation windows and counter costs', () => {
  it('CR 602.5b: Apprentice Sorcerer pings during your turn before attackers are declared, not in combat', () => {
    const pool = realPool(['Apprentice Sorcerer'])
    expect(explainCard(pool.byName('Apprentice Sorcerer')!).automated).toBe(true)
    const act = activate('Apprentice Sorcerer', { targets: ['player:1'] })
    const main = play(pool, { battlefield: [ready('Apprentice Sorcerer')] }, {}, [act, ...passBoth])
    expect(main.output.rejected).toEqual([])
    expect(out(main).players[1].life).toBe(19)
    const upkeep = play(pool, { battlefield: [ready('Apprentice Sorcerer')] }, {}, [act], 'upkeep')
    expect(upkeep.output.rejected).toEqual([])
    const late = play(pool, { battlefield: [ready('Apprentice Sorcerer')] }, {}, [act], 'postcombatMain')
    expect(late.output.rejected).toHaveLength(1)
    expect(JSON.stringify(late.output.rejected)).toContain('before attackers are declared')
  })

  it('CR 602.5b: Jade Statue’s ability is activated only during combat (its effect resolved by hand)', () => {
    const pool = realPool(['Jade Statue'])
    const line = explainCard(pool.byName('Jade Statue')!).lines[0]
    expect(line.automated || (line as { partly?: boolean }).partly).toBe(true)
    const board = { battlefield: ['Jade Statue', 'Plains', 'Plains'] }
    const main = play(pool, board, {}, [activate('Jade Statue')])
    expect(main.output.rejected).toHaveLength(1)
    expect(JSON.stringify(main.output.rejected)).toContain('during combat')
    const combat = play(pool, board, {}, [activate('Jade Statue')], 'beginCombat')
    expect(combat.output.rejected).toEqual([])
    expect(out(combat).stack).toEqual(['Jade Statue ability'])
  })

  it('CR 122.1, 701.17a: Ior Ruin Expedition removes three quest counters and is sacrificed to draw two cards', () => {
    const pool = realPool(['Ior Ruin Expedition'])
    const lines = explainCard(pool.byName('Ior Ruin Expedition')!).lines
    expect(lines.find((l) => l.text.startsWith('Remove'))!.automated).toBe(true)
    const r = play(pool, { battlefield: [{ name: 'Ior Ruin Expedition', counters: { quest: 3 } }] }, {}, [
      activate('Ior Ruin Expedition'),
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[0].graveyard).toEqual(['Ior Ruin Expedition'])
    expect(out(r).players[0].hand).toHaveLength(2)
    const two = play(pool, { battlefield: [{ name: 'Ior Ruin Expedition', counters: { quest: 2 } }] }, {}, [
      activate('Ior Ruin Expedition'),
    ])
    expect(two.output.rejected).toHaveLength(1)
    expect(out(two).players[0].battlefield[0].counters.quest).toBe(2)
  })

  it('CR 122.1: Myojin of Roaring Blades removes its indestructible counter as the cost, and can’t without it', () => {
    const pool = realPool(['Myojin of Roaring Blades'])
    const line = explainCard(pool.byName('Myojin of Roaring Blades')!).lines.find((l) => l.text.startsWith('Remove'))!
    expect(line.automated || (line as { partly?: boolean }).partly).toBe(true)
    const myojin = (counters: Record<string, number>) => ({ name: 'Myojin of Roaring Blades', counters })
    const targets = { targets: ['player:1'] }
    const r = play(pool, { battlefield: [myojin({ indestructible: 1 })] }, {}, [
      activate('Myojin of Roaring Blades', targets),
    ])
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[0].battlefield[0].counters.indestructible ?? 0).toBe(0)
    expect(out(r).stack).toEqual(['Myojin of Roaring Blades ability'])
    const none = play(pool, { battlefield: [myojin({})] }, {}, [activate('Myojin of Roaring Blades', targets)])
    expect(none.output.rejected).toHaveLength(1)
  })
})

describe('abilities that work from the graveyard', () => {
  it('CR 113.6k, 110.5b: Haunted Dead discards two cards to return from your graveyard to the battlefield tapped', () => {
    const pool = realPool(['Haunted Dead'])
    expect(explainCard(pool.byName('Haunted Dead')!).automated).toBe(true)
    const board = { graveyard: ['Haunted Dead'], battlefield: ['Swamp', 'Swamp'] }
    const act = activate('Haunted Dead', { from: 'graveyard' })
    const r = play(pool, { ...board, hand: ['Island', 'Forest'] }, {}, [act, ...passBoth])
    expect(r.output.rejected).toEqual([])
    const dead = out(r).players[0].battlefield.find((c) => c.name === 'Haunted Dead')
    expect(dead?.tapped).toBe(true)
    expect(out(r).players[0].graveyard.sort()).toEqual(['Forest', 'Island'])
    // On the battlefield the ability can't be activated (it returns the card from the graveyard).
    const onField = play(pool, { battlefield: ['Haunted Dead', 'Swamp', 'Swamp'], hand: ['Island', 'Forest'] }, {}, [
      activate('Haunted Dead'),
    ])
    expect(onField.output.rejected).toHaveLength(1)
  })
})

describe('several activation limits on one line', () => {
  it('CR 602.5b: Security Detail makes a Soldier only if you control no creatures, and only once each turn', () => {
    const pool = realPool(['Security Detail', 'Grizzly Bears'])
    expect(explainCard(pool.byName('Security Detail')!).automated).toBe(true)
    const plains = ['Plains', 'Plains', 'Plains', 'Plains']
    const r = play(pool, { battlefield: ['Security Detail', ...plains] }, {}, [
      activate('Security Detail'),
      ...passBoth,
    ])
    expect(r.output.rejected).toEqual([])
    expect(out(r).players[0].battlefield.filter((c) => c.name.includes('Soldier'))).toHaveLength(1)
    const bears = play(pool, { battlefield: ['Security Detail', 'Grizzly Bears', ...plains] }, {}, [
      activate('Security Detail'),
    ])
    expect(bears.output.rejected).toHaveLength(1)
    expect(JSON.stringify(bears.output.rejected)).toContain('only if')
  })

  it('CR 602.5b: Trap Runner’s by-hand ability is activated only during combat after blockers are declared', () => {
    const pool = realPool(['Trap Runner'])
    const line = explainCard(pool.byName('Trap Runner')!).lines[0] as { automated: boolean; partly?: boolean }
    expect(line.partly).toBe(true)
    const main = play(pool, { battlefield: [ready('Trap Runner')] }, {}, [activate('Trap Runner')])
    expect(main.output.rejected).toHaveLength(1)
    expect(JSON.stringify(main.output.rejected)).toContain('after blockers are declared')
  })
})
