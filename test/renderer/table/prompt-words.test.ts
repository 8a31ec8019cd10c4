// Every decision in words and cards: every starter deck is played against itself (seeded random legal actions, so
// triggers, "may"s, searches and discards come up), and at every decision the prompt the deciding player sees is
// rendered and read. No title or button may show an engine kind ("triggerTargets"), a fragment of JSON
// ({"player":0}, ["c8"]) or an object id (c8). Bounded by counts: steps per game and prompts read per deck.
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import '@shared/variants'
import { DEFAULT_SETTINGS } from '@shared/bridge'
import { applyAction, legalActions, pendingFor, Random, viewFor } from '@shared/engine'
import type { Action, GameState, PlayerIndex } from '@shared/engine'
import { starterDecks } from '@shared/cards/starter'
import { starterSelfGame } from '../../support/starterGame'
import PromptPanel from '../../../src-renderer/src/components/table/PromptPanel.vue'
import { answerWords, decisionTitle } from '../../../src-renderer/src/components/table/answerText'
import { useHistoryStore } from '../../../src-renderer/src/stores/history'
import { useSettingsStore } from '../../../src-renderer/src/stores/settings'
import { rawShapes } from '../../support/rawShapes'

const STEPS = 500
const PROMPTS_PER_DECK = 25

function deciding(s: GameState): PlayerIndex | null {
  const d = s.pending[0]
  if (!d) return null
  return pendingFor(s, d.player) ? d.player : null
}

/** Renders the prompt `player` sees now and returns its text (title, lines and every button). */
function promptText(s: GameState, player: PlayerIndex): string {
  const pinia = createPinia()
  setActivePinia(pinia)
  useSettingsStore().settings = { ...DEFAULT_SETTINGS }
  useHistoryStore().begin(s)
  const wrapper = mount(PromptPanel, {
    props: { view: viewFor(s, player), viewer: player },
    global: { plugins: [pinia] },
  })
  const labels = wrapper.findAll('[aria-label]').map((el) => el.attributes('aria-label') ?? '')
  // Each text node on its own (the words of two elements never run together into one "word").
  const texts: string[] = []
  const walk = (n: Node) => {
    if (n.nodeType === 3) texts.push(n.textContent ?? '')
    n.childNodes.forEach(walk)
  }
  walk(wrapper.element)
  const text = [...texts, ...labels].join('\n')
  wrapper.unmount()
  return text
}

function playDeck(deckIndex: number, seed: number): { prompts: number; kinds: Set<string>; problems: string[] } {
  const deck = starterDecks()[deckIndex]
  let s = starterSelfGame(deckIndex, seed)
  const rng = Random.fromSeed(seed)
  const kinds = new Set<string>()
  const problems: string[] = []
  let prompts = 0
  let lastKind = ''
  for (let step = 0; step < STEPS && s.phase !== 'ended'; step++) {
    const p = deciding(s) ?? s.priority
    if (p === null) break
    const d0 = s.pending[0]
    // Read the prompt at each new decision (a run of the same kind is read once).
    if (d0 && prompts < PROMPTS_PER_DECK && `${d0.kind}:${step}` !== lastKind) {
      lastKind = `${d0.kind}:${step}`
      const text = promptText(s, p)
      kinds.add(d0.kind)
      prompts++
      for (const shape of rawShapes(text))
        problems.push(`${deck.name}, ${d0.kind}: ${shape} in «${text.slice(0, 300)}»`)
      // The words of every legal answer, even those past the first screen.
      for (const a of legalActions(s, p)) {
        const words = answerWords(s, a, p, d0)
        for (const shape of rawShapes(words)) problems.push(`${deck.name}, ${d0.kind} answer: ${shape} in «${words}»`)
      }
      for (const shape of rawShapes(decisionTitle(s, d0))) problems.push(`${deck.name}, ${d0.kind} title: ${shape}`)
    }
    const legal = legalActions(s, p).filter((a) => a.type !== 'concede' && a.type !== 'manual')
    if (!legal.length) break
    const moves = legal.filter((a) => a.type !== 'pass')
    const pool: Action[] = moves.length && rng.int(10) < 7 ? moves : legal
    const r = applyAction(s, pool[rng.int(pool.length)])
    if (!r.ok) break
    s = r.state
  }
  return { prompts, kinds, problems }
}

describe('every decision in words and cards, for every starter deck', () => {
  it('the raw shapes are caught (the test would fail on the old generic panel)', () => {
    expect(rawShapes('You must answer "triggerTargets"')).not.toEqual([])
    expect(rawShapes('choose (targets: [{"player":0}])')).not.toEqual([])
    expect(rawShapes('discard (cards: ["c8"])')).not.toEqual([])
    expect(rawShapes('Viashino Pyromancer: it deals 2 damage to target player — Ben')).toEqual([])
  })

  const decks = starterDecks()
  for (let i = 0; i < decks.length; i++) {
    it(`${decks[i].variant} — ${decks[i].name}: no prompt shows an engine kind, JSON or an object id`, () => {
      const seen = new Set<string>()
      let prompts = 0
      const problems: string[] = []
      for (const seed of [1, 2]) {
        const r = playDeck(i, seed)
        prompts += r.prompts
        r.kinds.forEach((k) => seen.add(k))
        problems.push(...r.problems)
      }
      if (process.env.SHOW_KINDS) console.log(decks[i].name, [...seen].join(' '))
      expect(problems.slice(0, 5)).toEqual([])
      expect(prompts).toBeGreaterThan(0)
    })
  }
})
