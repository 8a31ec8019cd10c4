// Conditions on the cards in graveyards (text/conditionsCards.ts): "if there are three or more creature cards in your
// graveyard" (CR 603.4), "Activate only if there are four or more creature cards in your graveyard" (CR 602.5b),
// "This spell costs {3} less to cast if an opponent has seven or more cards in their graveyard" (CR 601.2f), and a
// scan of every line of the shape.
import { beforeAll, describe, expect, it } from 'vitest'
import { manualLines, out, playScenario } from '../../../support/realCards'
import { byHandWithoutReason, classOf, loadScanData, scanLines } from '../../../support/shapeScan'

const ISLANDS = (n: number) => Array.from({ length: n }, () => 'Island')

describe('conditions on the cards in graveyards', () => {
  beforeAll(loadScanData, 60_000)

  it('CR 603.4: Webweaver Changeling gains 5 life only with three or more creature cards in the graveyard', () => {
    expect(manualLines('Webweaver Changeling')).toEqual([])
    const enter = (graveyard: string[]) =>
      out(
        playScenario(['Webweaver Changeling', 'Grizzly Bears', 'Lightning Bolt'], {
          state: {
            turn: 3,
            active: 0,
            step: 'precombatMain',
            players: [
              {
                hand: ['Webweaver Changeling'],
                battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
                graveyard,
              },
              {},
            ],
          },
          actions: [
            { player: 0, type: 'cast', card: 'Webweaver Changeling' },
            { player: 0, type: 'pass' },
            { player: 1, type: 'pass' },
            { player: 0, type: 'pass' },
            { player: 1, type: 'pass' },
          ],
        }),
      )
    expect(enter(['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears']).players[0].life).toBe(25)
    // Two creature cards and an instant: no trigger.
    expect(enter(['Grizzly Bears', 'Grizzly Bears', 'Lightning Bolt']).players[0].life).toBe(20)
  })

  it('CR 602.5b: Shadows of the Past’s ability can be activated only with four or more creature cards there', () => {
    expect(manualLines('Shadows of the Past')).toEqual([])
    const drain = (graveyard: string[]) =>
      out(
        playScenario(['Shadows of the Past', 'Grizzly Bears', 'Swamp'], {
          state: {
            turn: 3,
            active: 0,
            step: 'precombatMain',
            players: [
              { battlefield: ['Shadows of the Past', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], graveyard },
              {},
            ],
          },
          actions: [
            { player: 0, type: 'activate', card: 'Shadows of the Past', ability: 0 },
            { player: 0, type: 'pass' },
            { player: 1, type: 'pass' },
          ],
        }),
      )
    const four = drain(['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears'])
    expect(four.rejected ?? []).toEqual([])
    expect([four.players[0].life, four.players[1].life]).toEqual([22, 18])
    const three = drain(['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears', 'Swamp'])
    expect(three.rejected?.[0]?.index).toBe(0)
    expect([three.players[0].life, three.players[1].life]).toEqual([20, 20])
  })

  it('CR 601.2f: Into the Story costs {3} less while an opponent has seven or more cards in their graveyard', () => {
    expect(manualLines('Into the Story')).toEqual([])
    const story = (benGraveyard: number) =>
      out(
        playScenario(['Into the Story', 'Island'], {
          state: {
            turn: 3,
            active: 0,
            step: 'precombatMain',
            players: [
              { hand: ['Into the Story'], battlefield: ISLANDS(4), library: ISLANDS(10) },
              { graveyard: ISLANDS(benGraveyard) },
            ],
          },
          actions: [
            { player: 0, type: 'cast', card: 'Into the Story' },
            { player: 0, type: 'pass' },
            { player: 1, type: 'pass' },
          ],
        }),
      )
    expect(story(7).players[0].hand.length).toBe(4)
    // Six cards: it costs seven, and four Islands can't pay.
    const six = story(6)
    expect(six.rejected?.[0]?.index).toBe(0)
    expect(six.players[0].hand).toEqual(['Into the Story'])
  })

  it('every "N or more … cards in your/their graveyard" condition is read with its card types, or left by hand', () => {
    const shape =
      /\b(?:if|as long as|only if)\b (?:there are|you have|an opponent has) (\w+) or more ((?:instant|sorcery|creature|land|artifact|enchantment|planeswalker)(?: and\/or (?:instant|sorcery))? )?cards? (?:are )?(?:in your graveyard|in their graveyard|total in all graveyards)/i
    const lines = scanLines(shape)
    expect(lines.length).toBeGreaterThan(30)
    const run = lines.filter((l) => l.automated)
    expect(run.length).toBeGreaterThan(15)
    for (const l of run) {
      const typed = !!shape.exec(l.text)?.[2]
      const templates = [...l.templates].filter(
        (t) => t === 'condition:cardsInGraveyard' || t === 'condition:graveyard',
      )
      // A typed count is never read as threshold's "N or more cards" (which counts every card).
      expect(templates, `${l.name}: ${l.text}`).toContain(typed ? 'condition:cardsInGraveyard' : templates[0])
      expect(templates.length, `${l.name}: ${l.text}`).toBeGreaterThan(0)
    }
    for (const l of lines.filter((x) => !x.automated)) expect(l.reason, l.name).toBeTruthy()
  }, 120_000)

  it('every "N or more mana values among cards in your graveyard" condition is read as such, or left by hand', () => {
    const lines = scanLines(/\bthere are \w+ or more mana values among cards in your graveyard/i)
    expect(lines.length).toBeGreaterThan(6)
    const c = classOf(lines, 'condition:graveyardManaValues')
    expect(c.run.length).toBeGreaterThan(2)
    expect(c.missing).toEqual([])
    expect(byHandWithoutReason(lines)).toEqual([])
  }, 120_000)
})
