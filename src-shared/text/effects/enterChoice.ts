// Choices made as a permanent enters (CR 614.12): riot's +1/+1 counter or haste (CR 702.136a), unleash's optional
// +1/+1 counter (CR 702.98a), the creatures devour sacrifices (CR 702.82a). Asked when it enters from its resolving spell; put onto the battlefield by another
// effect (mid-resolution, where no second choice can wait), riot takes the counter and unleash doesn't.
import type { Tx } from '../../engine/tx'
import type { ObjId } from '../../engine/types'
import { applyAsEnters } from './asEnters'
import { faceAbilities } from '../../engine/abilities'
import { faceOf, nameOf } from '../../engine/query'
import { enterChoice } from './keywordAction'
import { chooseForThem } from './chooseAsEnters'

export function enterChoices(tx: Tx, id: ObjId, cause: string): void {
  const obj = tx.s.objects[id]
  const face = obj && faceOf(tx.s, obj)
  if (!face) return
  for (const st of faceAbilities(face).statics) {
    if (st.kind === 'entersChoosing') {
      // CR 614.12: "As ~ enters, choose a color / creature type / an opponent".
      if (cause !== 'resolve' && cause !== 'play') {
        chooseForThem(tx, id, st.what)
        continue
      }
      applyAsEnters(tx, obj, `${nameOf(tx.s, id)} enters (choose)`, [{ kind: 'chooseAsEnters', what: st.what }])
      return // one choice at a time
    }
    if (st.kind !== 'entersWithChoice') continue
    if (cause !== 'resolve') {
      // Devour: nothing sacrificed; amplify: nothing revealed (CR 702.82a, 702.38a).
      if (st.choice !== 'devour' && st.choice !== 'amplify') enterChoice(tx, id, st.choice, st.choice === 'riot')
      continue
    }
    applyAsEnters(tx, obj, `${nameOf(tx.s, id)} enters (${st.choice})`, [
      {
        kind: 'keywordAction',
        action: st.choice,
        amount: st.amount ?? 1,
        ...(st.devours ? { devours: st.devours } : {}),
      },
    ])
    return // one choice at a time
  }
}
