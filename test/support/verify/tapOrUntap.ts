// Behavioural check of "You may tap or untap target permanent" (Twiddle, CR 701.26): the caster chooses to tap the
// target, to untap it, or neither, as it resolves (CR 608.2d).
import { expect } from 'vitest'
import { cast, LANDS, permanent, play, type Checks } from './harness'

export const TAP_OR_UNTAP_CHECKS: Checks = {
  'effect:tapOrUntap': {
    card: 'Twiddle',
    rule: 'CR 701.26, 608.2d',
    run() {
      const twiddle = (target: string, option: string) =>
        play(
          ['Twiddle'],
          {
            ann: { hand: ['Twiddle'], battlefield: [...LANDS, { name: 'Grizzly Bears', tapped: true }] },
            ben: { battlefield: ['Hill Giant'] },
          },
          [...cast('Twiddle', { targets: [target] }), { player: 0, type: 'choose', option }],
        )
      expect(permanent(twiddle('1:Hill Giant', 'tap'), 1, 'Hill Giant').tapped).toBe(true)
      expect(permanent(twiddle('0:Grizzly Bears', 'untap'), 0, 'Grizzly Bears').tapped).toBe(false)
      expect(permanent(twiddle('1:Hill Giant', 'no'), 1, 'Hill Giant').tapped).toBe(false)
      expect(permanent(twiddle('0:Grizzly Bears', 'yes'), 0, 'Grizzly Bears').tapped).toBe(false)
    },
  },
}
