// Behavioural checks of "[effects] unless [a player] pays [a cost]" (CR 118.12, 603.5): paid, the effects don't
// happen; declined, they do; a payer who can't pay isn't asked, and the effects happen (CR 118.3, 119.4).
import { expect } from 'vitest'
import { permanent, play, ready, seat, type Checks } from './harness'

/** To Ben's upkeep on turn 4, his upkeep trigger resolved with these answers of his. */
const bensUpkeep = (answers: unknown[]) => [
  { type: 'passUntil', step: 'upkeep', turn: 4 },
  { player: 1, type: 'pass' },
  { player: 0, type: 'pass' },
  ...answers,
]

export const UNLESS_PAYS_CHECKS: Checks = {
  'effect:unlessPays': {
    card: 'Carnophage',
    rule: 'CR 118.12, 119.4',
    run() {
      // "Tap Carnophage unless you pay 1 life": paid, 19 life and untapped; declined, tapped at 20.
      const carnophage = (answers: unknown[], life = 20) =>
        play(['Carnophage'], { ben: { life, battlefield: [ready('Carnophage')] } }, bensUpkeep(answers))
      let p = carnophage([{ player: 1, type: 'choose', option: 'pay' }])
      expect(seat(p, 1).life).toBe(19)
      expect(permanent(p, 1, 'Carnophage').tapped).toBe(false)
      p = carnophage([{ player: 1, type: 'choose', option: 'decline' }])
      expect(seat(p, 1).life).toBe(20)
      expect(permanent(p, 1, 'Carnophage').tapped).toBe(true)
      // "yes" and "no" answer it too (the contract's "you may pay").
      p = carnophage([{ player: 1, type: 'choose', option: 'no' }])
      expect(permanent(p, 1, 'Carnophage').tapped).toBe(true)
      // "Force of Nature deals 8 damage to you unless you pay {G}{G}{G}{G}": four Forests pay it, nothing is dealt.
      const force = (lands: string[], answers: unknown[]) =>
        play(
          ['Force of Nature'],
          { ben: { battlefield: [ready('Force of Nature'), ...lands.map((l) => ready(l))] } },
          bensUpkeep(answers),
        )
      const forests = ['Forest', 'Forest', 'Forest', 'Forest']
      p = force(forests, [{ player: 1, type: 'choose', option: 'pay' }])
      expect(seat(p, 1).life).toBe(20)
      expect(seat(p, 1).battlefield.filter((b) => b.name === 'Forest' && b.tapped)).toHaveLength(4)
      p = force(forests, [{ player: 1, type: 'choose', option: 'decline' }])
      expect(seat(p, 1).life).toBe(12)
      // Near miss: three Forests can't pay {G}{G}{G}{G}: nothing is asked, and the 8 damage is dealt.
      p = force(forests.slice(1), [])
      expect(p.state.pending).toEqual([])
      expect(seat(p, 1).life).toBe(12)
    },
  },
  'effect:unlessPays.anyPlayer': {
    card: 'Icy Prison',
    rule: 'CR 118.12, 101.4',
    run() {
      // Ben's Icy Prison: "sacrifice Icy Prison unless any player pays {3}". In turn order from the active player:
      // Ben first, then Ann; the first who pays keeps it on the battlefield.
      const prison = (answers: unknown[], annLands = 3, benLands = 3) =>
        play(
          ['Icy Prison'],
          {
            ann: { battlefield: Array.from({ length: annLands }, () => ready('Island')) },
            ben: { battlefield: [ready('Icy Prison'), ...Array.from({ length: benLands }, () => ready('Mountain'))] },
          },
          bensUpkeep(answers),
        )
      const tapped = (p: ReturnType<typeof prison>, i: number) => seat(p, i).battlefield.filter((b) => b.tapped).length
      // Ben declines, Ann pays {3}: it stays, Ann's three Islands tapped.
      let p = prison([
        { player: 1, type: 'choose', option: 'decline' },
        { player: 0, type: 'choose', option: 'pay' },
      ])
      expect(permanent(p, 1, 'Icy Prison')).toBeDefined()
      expect(tapped(p, 0)).toBe(3)
      // Ben pays: Ann isn't asked.
      p = prison([{ player: 1, type: 'choose', option: 'pay' }])
      expect(permanent(p, 1, 'Icy Prison')).toBeDefined()
      expect(tapped(p, 1)).toBe(3)
      expect(p.state.pending).toEqual([])
      // Both decline: sacrificed.
      p = prison([
        { player: 1, type: 'choose', option: 'no' },
        { player: 0, type: 'choose', option: 'no' },
      ])
      expect(seat(p, 1).graveyard).toEqual(['Icy Prison'])
      // Ben can't pay: Ann is asked at once; near miss, no one can pay: sacrificed, no one asked.
      p = prison([{ player: 0, type: 'choose', option: 'pay' }], 3, 0)
      expect(permanent(p, 1, 'Icy Prison')).toBeDefined()
      p = prison([], 2, 2)
      expect(p.state.pending).toEqual([])
      expect(seat(p, 1).graveyard).toEqual(['Icy Prison'])
    },
  },
  'effect:counterSpell.that': {
    card: 'Nether Void',
    rule: 'CR 603.2, 701.5a, 118.12',
    run() {
      // Ann's Nether Void: "Whenever a player casts a spell, counter it unless that player pays {3}." Ben casts
      // Lightning Bolt at Ann: with three more Mountains he may pay (the Bolt resolves) or not (it is countered).
      const bolt = (mountains: number, answers: unknown[]) =>
        play(
          ['Nether Void'],
          {
            ann: { battlefield: ['Nether Void'] },
            ben: {
              hand: ['Lightning Bolt'],
              battlefield: Array.from({ length: mountains }, () => ready('Mountain')),
            },
          },
          [
            { type: 'passUntil', step: 'upkeep', turn: 4 },
            { player: 1, type: 'pass' },
            { player: 0, type: 'pass' },
            { player: 1, type: 'cast', card: 'Lightning Bolt', targets: ['player:0'] },
            { player: 1, type: 'pass' },
            { player: 0, type: 'pass' }, // Nether Void's trigger resolves
            ...answers,
            { player: 1, type: 'pass' },
            { player: 0, type: 'pass' },
          ],
        )
      let p = bolt(4, [{ player: 1, type: 'choose', option: 'pay' }])
      expect(seat(p, 0).life).toBe(17)
      p = bolt(4, [{ player: 1, type: 'choose', option: 'decline' }])
      expect(seat(p, 0).life).toBe(20)
      expect(seat(p, 1).graveyard).toEqual(['Lightning Bolt'])
      // Near miss: with no mana left to pay {3}, Ben isn't asked and the Bolt is countered.
      p = bolt(1, [])
      expect(seat(p, 0).life).toBe(20)
      expect(seat(p, 1).graveyard).toEqual(['Lightning Bolt'])
    },
  },
}
