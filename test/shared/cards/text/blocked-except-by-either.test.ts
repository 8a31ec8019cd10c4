// "~ can't be blocked except by artifact creatures and/or white creatures" (Amrou Seekers, CR 509.1b): either kind
// may block it.
import { describe, expect, it } from 'vitest'
import { manualLines, out, playCombat, ready } from '../../../support/realCards'

describe('can’t be blocked except by either of two kinds (CR 509.1b)', () => {
  it('CR 509.1b: Amrou Seekers can be blocked by an artifact creature or a white creature, not a green one', () => {
    expect(manualLines('Amrou Seekers')).toEqual([])
    const block = (blocker: string) =>
      playCombat(
        ['Amrou Seekers', 'Ornithopter', 'Savannah Lions'],
        { battlefield: [ready('Amrou Seekers')] },
        { battlefield: [ready(blocker)] },
        [
          { player: 0, type: 'declareAttackers', attackers: [{ card: 'Amrou Seekers', target: 'player:1' }] },
          { type: 'passUntil', step: 'declareBlockers' },
          { player: 1, type: 'declareBlockers', blockers: [{ card: blocker, blocks: 'Amrou Seekers' }] },
        ],
      )
    expect(out(block('Ornithopter')).rejected ?? []).toEqual([])
    expect(out(block('Savannah Lions')).rejected ?? []).toEqual([])
    expect(out(block('Grizzly Bears')).rejected?.[0].reason).toMatch(/can't be blocked/)
  })
})
