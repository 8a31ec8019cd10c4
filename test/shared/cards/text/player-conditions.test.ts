// Conditions on what the players have or did (text/conditionsPlayers.ts): Bloodghast's haste "as long as an opponent
// has 10 or less life" (CR 611.3a, 702.10), and a scan of every line of the shapes: each run with its template, or left
// by hand.
import { beforeAll, describe, expect, it } from 'vitest'
import { manualLines, out, playCombat } from '../../../support/realCards'
import { loadScanData, scanLines } from '../../../support/shapeScan'

describe('conditions on the players', () => {
  beforeAll(loadScanData, 60_000)

  it('CR 611.3a, 702.10: Bloodghast attacks the turn it enters only while an opponent has 10 or less life', () => {
    expect(manualLines('Bloodghast')).toEqual([])
    const attack = (benLife: number) =>
      out(
        playCombat(['Bloodghast'], { battlefield: [{ name: 'Bloodghast', sick: true }] }, { life: benLife }, [
          { player: 0, type: 'declareAttackers', attackers: [{ card: 'Bloodghast', target: 'player:1' }] },
          { type: 'passUntil', step: 'endCombat' },
        ]),
      )
    expect(attack(10).players[1].life).toBe(8)
    // Near miss: Ben has 11 life: Bloodghast is summoning sick (CR 302.6).
    const r = attack(11)
    expect(r.rejected?.[0]?.index).toBe(0)
    expect(r.players[1].life).toBe(11)
  })

  it('every line of the shapes is read with its template, or left by hand', () => {
    const shapes: [RegExp, string][] = [
      [/\b(?:if|as long as|only if) you have more cards in hand than each opponent\b/i, 'handMore'],
      [/\b(?:if|as long as|only if) an opponent has more cards in hand than you\b/i, 'opponentHandMore'],
      [/\b(?:if|as long as|only if) you have more life than an opponent\b/i, 'lifeMore'],
      [
        /\b(?:if|as long as|only if) (?:an opponent has more life than you|you have less life than an opponent)\b/i,
        'lifeLess',
      ],
      [/\b(?:if|as long as|only if) an opponent has \w+ or less life\b/i, 'opponentLifeAtMost'],
      [/\b(?:if|as long as|only if) an opponent has no cards in hand\b/i, 'opponentNoHand'],
      [/\b(?:if|as long as|only if) you're the monarch\b/i, 'monarch'],
      [/\b(?:if|as long as|only if) you've drawn \w+ or more cards this turn\b/i, 'drewAtLeast'],
      [/\b(?:if|as long as|only if) \w+ or more creatures died this turn\b/i, 'diedAtLeast'],
    ]
    let run = 0
    for (const [re, fact] of shapes) {
      const lines = scanLines(re)
      expect(lines.length, fact).toBeGreaterThan(0)
      for (const l of lines) {
        if (!l.automated) {
          expect(l.reason, l.name).toBeTruthy()
          continue
        }
        run++
        expect([...l.templates], `${l.name}: ${l.text}`).toContain(`condition:player.${fact}`)
      }
    }
    expect(run).toBeGreaterThan(15)
  }, 120_000)
})
