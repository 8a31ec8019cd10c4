// Card pictures on the table (Settings.cardImages): asked of main once per name and only for cards the viewer sees
// (CR 400.2 hidden zones, CR 708.5 face-down permanents); the text frame stays while loading and on failure.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { success } from '@shared/bridge'
import type { CardImage } from '@shared/bridge'
import { viewFor } from '@shared/engine'
import { cardInfo } from '../../../src-renderer/src/components/table/cardInfo'
import CardPreview from '../../../src-renderer/src/components/table/CardPreview.vue'
import PlayerArea from '../../../src-renderer/src/components/table/PlayerArea.vue'
import GameScreen from '../../../src-renderer/src/screens/GameScreen.vue'
import { useCardImagesStore } from '../../../src-renderer/src/stores/cardImages'
import { useSettingsStore } from '../../../src-renderer/src/stores/settings'
import { fakeBridge, install, type FakeBridge } from '../fake-bridge'
import { cardIn, deck, onBattlefield, startedGame, twoPlayers } from './helpers'

const ANN_CARDS = ['Mountain', 'Lightning Bolt', 'Raging Goblin']
const BEN_CARDS = ['Forest', 'Grizzly Bears', 'Giant Growth']
const urlOf = (name: string) => `data:image/jpeg;base64,${btoa(name)}`

let wrapper: ReturnType<typeof mount> | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  delete window.hearth
  document.body.innerHTML = ''
})

/** A bridge whose pictures exist for every name except those in `missing`. */
function picturesBridge(missing: string[] = []): FakeBridge {
  return install(
    fakeBridge({
      'cards:image': (request) => {
        const { name } = request as { name: string }
        const image: CardImage = missing.includes(name)
          ? { name, dataUrl: null, reason: 'Could not reach Scryfall.' }
          : { name, dataUrl: urlOf(name) }
        return success(image)
      },
    }),
  )
}

const asked = (fake: FakeBridge) =>
  fake.calls.filter((c) => c.channel === 'cards:image').map((c) => (c.request as { name: string }).name)

function game(cardImages: boolean, setup = twoPlayers()) {
  const started = startedGame(setup)
  const settings = useSettingsStore()
  settings.settings = { ...settings.settings, cardImages }
  return started
}

describe('card pictures on the table', () => {
  it('with the setting off: no request and no picture', async () => {
    const fake = picturesBridge()
    const { pinia, game: g } = game(false)
    wrapper = mount(PlayerArea, {
      props: { state: viewFor(g.state!, 0), player: 0, viewer: 0, color: '#f59e0b' },
      global: { plugins: [pinia] },
    })
    await flushPromises()
    expect(asked(fake)).toEqual([])
    expect(wrapper.findAll('img')).toHaveLength(0)
    expect(wrapper.findAll('.player__hand .card__name')).toHaveLength(7)
    useCardImagesStore().request('Mountain')
    await flushPromises()
    expect(asked(fake)).toEqual([])
  })

  it('with it on: each visible card shows its picture (alt = name), asked once per name, aria labels kept', async () => {
    const fake = picturesBridge()
    const { pinia, game: g } = game(true)
    const view = viewFor(g.state!, 0)
    wrapper = mount(PlayerArea, {
      props: { state: view, player: 0, viewer: 0, color: '#f59e0b' },
      global: { plugins: [pinia] },
    })
    const hand = [...new Set(view.players[0].zones.hand.map((id) => view.cards[view.objects[id].def].name))]
    // Asked at once, answered later: the text frame shows meanwhile.
    expect(wrapper.findAll('.player__hand .card__name')).toHaveLength(7)
    await flushPromises()
    expect(asked(fake).sort()).toEqual([...hand].sort())
    const cards = wrapper.findAll('.player__hand .card')
    expect(cards).toHaveLength(7)
    for (const card of cards) {
      const name = card.attributes('data-name')!
      const img = card.get('img')
      expect(img.attributes('src')).toBe(urlOf(name))
      expect(img.attributes('alt')).toBe(name)
      expect(card.attributes('aria-label')).toBe(cardInfo(view, card.attributes('data-card')!).label)
      expect(card.find('.card__name').exists()).toBe(false)
    }
    // Remounted (a new view after an action): nothing asked again.
    wrapper.unmount()
    wrapper = mount(PlayerArea, {
      props: { state: view, player: 0, viewer: 0, color: '#f59e0b' },
      global: { plugins: [pinia] },
    })
    await flushPromises()
    expect(asked(fake)).toHaveLength(hand.length)
    expect(wrapper.findAll('.player__hand img')).toHaveLength(7)
  })

  it("never asks for another player's hand or a face-down permanent, and shows them no picture", async () => {
    const fake = picturesBridge()
    const setup = twoPlayers()
    setup.players[1].deck = deck({ Forest: 10, 'Grizzly Bears': 10 })
    const { pinia, game: g } = game(true, setup)
    const faceDown = onBattlefield(g.state!, 1, 'Grizzly Bears', { faceDown: true })
    wrapper = mount(PlayerArea, {
      props: { state: viewFor(faceDown.state, 0), player: 1, viewer: 0, color: '#60a5fa' },
      global: { plugins: [pinia] },
    })
    await flushPromises()
    expect(wrapper.findAll('.card--back')).toHaveLength(8) // 7 in hand, 1 face down
    expect(asked(fake)).toEqual([])
    expect(wrapper.findAll('img')).toHaveLength(0)
    for (const name of BEN_CARDS) expect(wrapper.html()).not.toContain(name)
    // Its controller may look at it (CR 708.5), but it has no name (CR 708.2): no picture, nothing asked for it.
    wrapper.unmount()
    wrapper = mount(PlayerArea, {
      props: { state: viewFor(faceDown.state, 1), player: 1, viewer: 1, color: '#60a5fa' },
      global: { plugins: [pinia] },
    })
    await flushPromises()
    expect(asked(fake).length).toBeGreaterThan(0) // Ben's own hand
    expect(asked(fake)).not.toContain('a face-down card')
    const card = wrapper.get(`[data-card="${faceDown.id}"]`)
    expect(card.find('img').exists()).toBe(false)
    expect(card.attributes('aria-label')).toBe(cardInfo(viewFor(faceDown.state, 1), faceDown.id).label)
    expect(card.get('.card__name').text()).toBe('a face-down card')
  })

  it('through the whole game screen: nothing is asked behind the hand-off screen, then only the seated player’s cards', async () => {
    const fake = picturesBridge()
    const { pinia } = startedGame(twoPlayers(), false)
    useSettingsStore().settings = { ...useSettingsStore().settings, cardImages: true }
    wrapper = mount(GameScreen, { global: { plugins: [pinia] }, attachTo: document.body })
    await flushPromises()
    expect(asked(fake)).toEqual([])
    await wrapper.get('[data-testid="hand-off"] button').trigger('click')
    await flushPromises()
    expect(asked(fake).length).toBeGreaterThan(0)
    for (const name of asked(fake)) expect(ANN_CARDS).toContain(name)
    for (const name of BEN_CARDS) expect(wrapper.html()).not.toContain(name)
    expect(wrapper.findAll('section[data-player="1"] img')).toHaveLength(0)
  })

  it('a picture that fails keeps the text frame, and is not asked again this session', async () => {
    const fake = picturesBridge(['Mountain'])
    const setup = twoPlayers()
    setup.players[0].deck = deck({ Mountain: 20 })
    const { pinia, game: g } = game(true, setup)
    const view = viewFor(g.state!, 0)
    wrapper = mount(PlayerArea, {
      props: { state: view, player: 0, viewer: 0, color: '#f59e0b' },
      global: { plugins: [pinia] },
    })
    await flushPromises()
    expect(asked(fake)).toEqual(['Mountain'])
    expect(wrapper.findAll('.player__hand img')).toHaveLength(0)
    expect(wrapper.findAll('.player__hand .card__name').map((n) => n.text())).toEqual(Array(7).fill('Mountain'))
    expect(useCardImagesStore().failures.get('Mountain')).toBe('Could not reach Scryfall.')
    wrapper.unmount()
    wrapper = mount(PlayerArea, {
      props: { state: view, player: 0, viewer: 0, color: '#f59e0b' },
      global: { plugins: [pinia] },
    })
    await flushPromises()
    expect(asked(fake)).toEqual(['Mountain'])
  })

  it('a bridge error and an undecodable picture also fall back to the text frame', async () => {
    const fake = install(fakeBridge({})) // cards:image answers "not available"
    const { pinia, game: g } = game(true)
    const view = viewFor(g.state!, 0)
    wrapper = mount(PlayerArea, {
      props: { state: view, player: 0, viewer: 0, color: '#f59e0b' },
      global: { plugins: [pinia] },
    })
    await flushPromises()
    expect(asked(fake).length).toBeGreaterThan(0)
    expect(wrapper.findAll('img')).toHaveLength(0)
    expect(wrapper.findAll('.player__hand .card__name')).toHaveLength(7)

    wrapper.unmount()
    picturesBridge()
    const images = useCardImagesStore()
    images.failures.clear()
    wrapper = mount(PlayerArea, {
      props: { state: view, player: 0, viewer: 0, color: '#f59e0b' },
      global: { plugins: [pinia] },
    })
    await flushPromises()
    const first = wrapper.get('.player__hand .card')
    await first.get('img').trigger('error')
    expect(first.find('img').exists()).toBe(false)
    expect(first.get('.card__name').text()).toBe(first.attributes('data-name'))
  })

  it('the large preview shows the picture of a visible card, and nothing for a hidden one', async () => {
    const fake = picturesBridge()
    const { pinia, game: g } = game(true)
    const bolt = cardIn(g.state!, 0, 'hand', 'Lightning Bolt')
    wrapper = mount(CardPreview, { props: { state: viewFor(g.state!, 0), id: bolt }, global: { plugins: [pinia] } })
    await flushPromises()
    expect(wrapper.get('img').attributes('alt')).toBe('Lightning Bolt')
    expect(wrapper.get('img').attributes('src')).toBe(urlOf('Lightning Bolt'))
    wrapper.unmount()
    const benView = viewFor(g.state!, 1)
    const hidden = benView.players[0].zones.hand[0]
    wrapper = mount(CardPreview, { props: { state: benView, id: hidden }, global: { plugins: [pinia] } })
    await flushPromises()
    expect(wrapper.find('img').exists()).toBe(false)
    expect(asked(fake)).toEqual(['Lightning Bolt'])
  })

  it('turning the setting off hides pictures at once; on again shows them without asking again', async () => {
    const fake = picturesBridge()
    const { pinia, game: g } = game(true)
    wrapper = mount(PlayerArea, {
      props: { state: viewFor(g.state!, 0), player: 0, viewer: 0, color: '#f59e0b' },
      global: { plugins: [pinia] },
    })
    await flushPromises()
    const count = asked(fake).length
    expect(wrapper.findAll('.player__hand img')).toHaveLength(7)
    const settings = useSettingsStore()
    settings.settings = { ...settings.settings, cardImages: false }
    await flushPromises()
    expect(wrapper.findAll('img')).toHaveLength(0)
    settings.settings = { ...settings.settings, cardImages: true }
    await flushPromises()
    expect(wrapper.findAll('.player__hand img')).toHaveLength(7)
    expect(asked(fake)).toHaveLength(count)
  })
})
