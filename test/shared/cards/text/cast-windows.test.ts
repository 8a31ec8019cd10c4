// Spells cast only in part of combat, from real cards (CR 601.3e): "Cast this spell only during the declare attackers
// step and only if you've been attacked this step" (Just Fate), "… only during combat before blockers are declared"
// (Panic).
import { describe, expect, it } from 'vitest'
import { explainCard } from '../../../../src-shared/engine/automation'
import { names, playWithBasics, poolWith } from '../../../support/realCards'

const pool = poolWith('Just Fate', 'Panic')
const manual = (name: string) => explainCard(pool.byName(name)!).lines.filter((l) => !l.automated)
const attack = [
  { type: 'passUntil', step: 'declareAttackers' },
  { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
  { player: 0, type: 'pass' },
]

describe('cast windows', () => {
  it('CR 601.3e: Just Fate is cast by the attacked player in the declare attackers step and destroys the attacker', () => {
    expect(manual('Just Fate')).toEqual([])
    const ben = { hand: ['Just Fate'], battlefield: ['Plains', 'Plains', 'Plains'] }
    const r = playWithBasics(pool, { battlefield: ['Grizzly Bears'] }, ben, [
      ...attack,
      { player: 1, type: 'cast', card: 'Just Fate', targets: ['0:Grizzly Bears'] },
      { player: 1, type: 'pass' },
      { player: 0, type: 'pass' },
    ])
    expect(r.output.rejected).toEqual([])
    expect(r.state.stack).toEqual([])
    expect(names(r.state, r.state.players[0].zones.graveyard)).toEqual(['Grizzly Bears'])
    expect(names(r.state, r.state.players[1].zones.graveyard)).toEqual(['Just Fate'])
  })

  it('CR 601.3e: Just Fate is refused in the main phase, and in the declare attackers step when Ben was not attacked', () => {
    const ben = { hand: ['Just Fate'], battlefield: ['Plains', 'Plains', 'Plains', 'Grizzly Bears'] }
    const main = playWithBasics(pool, { battlefield: ['Grizzly Bears'] }, ben, [
      { player: 0, type: 'pass' },
      { player: 1, type: 'cast', card: 'Just Fate', targets: ['0:Grizzly Bears'] },
    ])
    expect(main.output.rejected).toHaveLength(1)
    expect(JSON.stringify(main.output.rejected)).toContain('601.3e')
    // Ann attacks nobody: Ben has not been attacked this step.
    const quiet = playWithBasics(pool, { battlefield: ['Grizzly Bears'] }, ben, [
      { type: 'passUntil', step: 'declareAttackers' },
      { player: 0, type: 'declareAttackers', attackers: [] },
      { player: 0, type: 'pass' },
      { player: 1, type: 'cast', card: 'Just Fate', targets: ['0:Grizzly Bears'] },
    ])
    expect(JSON.stringify(quiet.output.rejected)).toContain('601.3e')
    expect(quiet.state.step).toBe('declareAttackers')
    expect(quiet.state.players[1].zones.hand.length).toBe(1)
  })

  it('CR 601.3e: Panic before blockers: cast in the declare attackers step, refused in the main phase', () => {
    expect(manual('Panic')).toEqual([])
    const ann = { hand: ['Panic'], battlefield: ['Grizzly Bears', 'Mountain'] }
    const ben = { battlefield: ['Grizzly Bears'] }
    const cast = { player: 0, type: 'cast', card: 'Panic', targets: ['1:Grizzly Bears'] }
    const main = playWithBasics(pool, ann, ben, [cast])
    expect(JSON.stringify(main.output.rejected)).toContain('601.3e')
    const r = playWithBasics(pool, ann, ben, [
      { type: 'passUntil', step: 'declareAttackers' },
      { player: 0, type: 'declareAttackers', attackers: [{ card: 'Grizzly Bears', target: 'player:1' }] },
      cast,
      { player: 0, type: 'pass' },
      { player: 1, type: 'pass' },
    ])
    expect(r.output.rejected).toEqual([])
    expect(names(r.state, r.state.players[0].zones.graveyard)).toEqual(['Panic'])
  })
})
