// Kinship (CR 207.2c ability word): reveal the top card if it shares a creature type with the source (CR 205.3m).
import { describe, expect, it } from 'vitest'
import { boardPlayer, manualLines, passBoth } from '../../../support/realCards'

const upkeep = boardPlayer({ step: 'upkeep' })

describe('kinship', () => {
  const graybeard = (library: string[], more: Record<string, unknown>[]) =>
    upkeep(['Wandering Graybeard', 'Hill Giant'], { battlefield: ['Wandering Graybeard'], library }, {}, [
      ...passBoth,
      ...more,
    ])

  it('CR 205.3m: Wandering Graybeard reveals a Giant on top and its controller gains 4 life', () => {
    expect(manualLines('Wandering Graybeard')).toEqual([])
    const r = graybeard(['Hill Giant', 'Island'], [{ player: 0, type: 'choose', option: 'yes' }])
    expect(r.output.rejected).toEqual([])
    expect(r.state.pending).toEqual([])
    expect(r.state.players[0].life).toBe(24)
    const no = graybeard(['Hill Giant', 'Island'], [{ player: 0, type: 'choose', option: 'no' }])
    expect(no.state.players[0].life).toBe(20)
  })

  it('CR 205.3m: a top card that shares no creature type asks nothing and does nothing', () => {
    const r = graybeard(['Grizzly Bears', 'Island'], [])
    expect(r.state.pending).toEqual([])
    expect(r.state.players[0].life).toBe(20)
  })
})
