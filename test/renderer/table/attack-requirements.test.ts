// An attack plan is built one creature at a time: a requirement on the whole declaration ("attacks each combat if
// able", CR 508.1d) is checked when it is confirmed, not when another creature joins the plan first.
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { DEFAULT_SETTINGS_STOPS } from '@shared/bridge'
import { useTableStore } from '../../../src-renderer/src/stores/table'
import { atDeclareAttackers, startedGame } from './helpers'

function dasherAndGuide() {
  const { game } = startedGame(undefined, true, [...DEFAULT_SETTINGS_STOPS])
  game.startPosition(atDeclareAttackers({ battlefield: ['Goblin Guide', 'Valley Dasher', 'Grizzly Bears'] }, {}))
  game.takeSeat()
  const s = game.state!
  const id = (name: string) => s.battlefield.find((x) => s.cards[s.objects[x].def]?.name === name)!
  return { game, table: useTableStore(), guide: id('Goblin Guide'), dasher: id('Valley Dasher') }
}

describe('attack plans with a requirement (CR 508.1d)', () => {
  it('CR 508.1d: Goblin Guide joins the plan before Valley Dasher; confirming without the Dasher is refused with the reason', () => {
    const { game, table, guide, dasher } = dasherAndGuide()
    expect(table.toggleAttacker(guide, { player: 1 })).toBeNull()
    expect(table.attackPlan.map((a) => a.card)).toEqual([guide])
    expect(table.confirmAttackers()).toMatch(/Valley Dasher attacks each combat if able.*CR 508\.1d/)
    expect(table.toggleAttacker(dasher, { player: 1 })).toBeNull()
    expect(table.confirmAttackers()).toBeNull()
    expect(game.state!.combat?.attackers.map((a) => a.id).sort()).toEqual([dasher, guide].sort())
  })

  it('CR 508.1d: dragging Goblin Guide first offers the opponent as a legal drop', () => {
    const { table, guide } = dasherAndGuide()
    table.startDrag(guide)
    expect(table.isLegalDrop('player:1')).toBe(true)
    table.endDrag()
  })
})
