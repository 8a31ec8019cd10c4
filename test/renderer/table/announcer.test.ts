// The table's live region says only the seated player's own new lines: nothing under a cover, nothing of the last
// reader's when the seat changes.
import { describe, expect, it } from 'vitest'
import { nextTick, reactive } from 'vue'
import { useAnnouncer, type AnnouncedGame } from '../../../src-renderer/src/components/table/announcer'

function fakeGame(): AnnouncedGame & { log: string[]; handOffTo: number | null; viewer: number | null } {
  return reactive({
    log: [] as string[],
    handOffTo: 0 as number | null,
    viewer: null as number | null,
    askFor: null,
    inProgress: true,
  })
}

describe('the live region', () => {
  it("reads the seated player's new lines, and nothing under the cover or of the last seat", async () => {
    const game = fakeGame()
    const said = useAnnouncer(game)
    // Ann sits down: her log so far is not read out again.
    game.log = ['Turn 1: Ann', 'Ann draws Lightning Bolt']
    game.handOffTo = null
    game.viewer = 0
    await nextTick()
    expect(said.value).toBe('')
    game.log = [...game.log, 'Ann plays Mountain']
    await nextTick()
    expect(said.value).toBe('Ann plays Mountain')
    // The cover: what was said goes.
    game.handOffTo = 1
    game.viewer = null
    game.log = ['Turn 1: Ann', 'Ann draws a card', 'Ann plays Mountain', 'Turn 2: Ben']
    await nextTick()
    expect(said.value).toBe('')
    // Ben sits down; his own draw is read to him, never Ann's hidden card.
    game.handOffTo = null
    game.viewer = 1
    game.log = ['Turn 1: Ann', 'Ann draws a card', 'Ann plays Mountain', 'Turn 2: Ben', 'Ben draws Grizzly Bears']
    await nextTick()
    expect(said.value).toBe('')
    game.log = [...game.log, 'Ben plays Forest', 'Ben casts Grizzly Bears']
    await nextTick()
    expect(said.value).toBe('Ben plays Forest Ben casts Grizzly Bears')
    expect(said.value).not.toContain('Lightning Bolt')
  })
})
