// Never silent: a line of a permanent's rules text that the engine doesn't run, and that nothing puts on the stack (a
// static ability, a replacement effect, "as ~ enters", a trigger whose event isn't read), is logged as a by-hand
// reminder each time it may apply: when the permanent enters, and at each event of the kinds its words name
// ("attacks", "untap", "enters", "cast", …). The players then apply it with the manual tools, or see it doesn't.
// A reminder may come when the line turns out not to apply (its words are read coarsely); it never stays silent.
import { faceAbilities } from './abilities'
import { faceOf, hasKeyword, nameOf } from './query'
import type { Tx } from './tx'
import type { GameEvent, ObjId } from './types'
import { rulesText } from './rulesText'

/** The kinds of moments a line may apply at (events of the batch, and steps of the turn). */
type Moment =
  | 'enters'
  | 'leaves'
  | 'graveyard'
  | 'cast'
  | 'attack'
  | 'block'
  | 'damage'
  | 'draw'
  | 'life'
  | 'counters'
  | 'target'
  | 'tap'
  | `step:${string}`
  /** The controller's own main phase: "you may play lands / cast … from your graveyard". */
  | 'ownMain'
  /** Words no kind above names: at the beginning of its controller's upkeep. */
  | 'ownUpkeep'

const WORDS: [RegExp, Moment[]][] = [
  [/\benters?\b|\bput onto the battlefield\b|\bcreates?\b/, ['enters']],
  [/\bdies\b|\bdie\b|\bleaves?\b|\bsacrifices?\b|\bdestroy/, ['leaves']],
  [/\bgraveyards?\b|\bdiscards?\b|\bmill/, ['graveyard']],
  [/\bcasts?\b|\bspells?\b|\bcopy\b/, ['cast']],
  [/\battack/, ['attack']],
  [/\bblock/, ['block']],
  [/\bdamage\b/, ['damage']],
  [/\bdraws?\b|\bhand\b/, ['draw']],
  [/\blife\b/, ['life', 'damage']],
  [/\bcounters?\b/, ['counters']],
  [/\btargets?\b/, ['target']],
  [/\btap(s|ped)?\b/, ['tap']],
  [/\buntap/, ['step:untap']],
  [/\bupkeep\b/, ['step:upkeep']],
  [/\bdraw step\b/, ['step:draw']],
  [/\bcombat\b/, ['step:beginCombat']],
  [/\bend step\b|\bend of turn\b|\bcleanup\b/, ['step:end']],
  [/\bplay\b|\bfrom (your|a|their) (graveyard|library|exile)\b|\bmaximum hand size\b/, ['ownMain']],
  // Saga chapters (CR 714.2): as it enters and after its controller's draw step.
  [/^(i|ii|iii|iv|v|vi)(, (i|ii|iii|iv|v|vi))* — |\blore counter\b/, ['ownMain']],
]

const momentsCache = new Map<string, Moment[]>()

/** The moments a line's words name (the controller's upkeep when they name none). */
export function momentsOf(text: string): Moment[] {
  let out = momentsCache.get(text)
  if (out) return out
  const line = rulesText.normalize(text) || text.toLowerCase()
  out = [...new Set(WORDS.filter(([re]) => re.test(line)).flatMap(([, m]) => m))]
  if (!out.length) out = ['ownUpkeep']
  momentsCache.set(text, out)
  return out
}

/** An activated or loyalty ability ("{2}, {T}: …", "+1: …"): the player activates it, by hand, when they choose. */
function playerActivated(text: string): boolean {
  const head = text.split(':')[0]
  return text.includes(':') && !head.includes('"') && /^([+−-]?\d+|[+−-]X|\{|[A-Z][^.]*(,|\{))/.test(head.trim())
}

/** The lines of a permanent that only a reminder can bring to the table: not run, not put on the stack, not
 *  activated by a player. */
export function silentLines(lines: readonly { text: string; automated: boolean; partly?: true }[]): string[] {
  return lines.filter((l) => !l.automated && !l.partly && !playerActivated(l.text)).map((l) => l.text)
}

/** The moments this batch of events holds, and the permanents that entered in it. */
function momentsIn(batch: readonly GameEvent[]): { moments: Map<Moment, number | undefined>; entered: Set<ObjId> } {
  const moments = new Map<Moment, number | undefined>()
  const entered = new Set<ObjId>()
  const add = (m: Moment, active?: number) => moments.set(m, active)
  for (const e of batch) {
    switch (e.type) {
      case 'entered':
        entered.add(e.id as ObjId)
        add('enters')
        break
      case 'moved':
        if (e.from === 'battlefield') add('leaves')
        if (e.to === 'graveyard') add('graveyard')
        break
      case 'cast':
        add('cast')
        break
      case 'attacks':
        add('attack')
        break
      case 'blocks':
      case 'becameBlocked':
        add('block')
        break
      case 'damage':
        add('damage')
        break
      case 'drew':
        add('draw')
        break
      case 'lifeGained':
        add('life')
        break
      case 'countersPut':
        add('counters')
        break
      case 'targeted':
        add('target')
        break
      case 'becameTapped':
      case 'becameUntapped':
        add('tap')
        break
      case 'step':
        add(`step:${e.step as string}`, e.active as number)
        if (e.step === 'upkeep') add('ownUpkeep', e.active as number)
        if (e.step === 'precombatMain') add('ownMain', e.active as number)
        break
    }
  }
  return { moments, entered }
}

/** A line about casting the spell itself ("Strive — This spell costs {R}{W} more …", "As an additional cost to
 *  cast this spell, …"): it applies as the spell is cast (CR 601.2f-h), before any by-hand resolution. */
const CASTING = /\b(this spell costs|additional cost|strive|as you cast|spend only|can't be countered)\b/i

const silentCache = new WeakMap<object, string[]>()

/** A face's silent lines, once per compiled tree. */
function silentOf(lines: readonly { text: string; automated: boolean; partly?: true }[]): string[] {
  let out = silentCache.get(lines)
  if (!out) silentCache.set(lines, (out = silentLines(lines)))
  return out
}

/** Logs a by-hand reminder for each silent line of each permanent that may apply at this batch's events, and for
 *  each silent casting line of a spell just cast. */
export function remindByHand(tx: Tx, batch: readonly GameEvent[]): void {
  if (!batch.length) return
  for (const e of batch) {
    const spell = e.type === 'cast' ? tx.s.objects[e.card as ObjId] : undefined
    const face = spell && !spell.faceDown ? faceOf(tx.s, spell) : undefined
    if (!face) continue
    for (const text of silentOf(faceAbilities(face).lines))
      if (CASTING.test(text)) tx.log(`Reminder (by hand): ${nameOf(tx.s, spell!.id)}: ${text}`)
  }
  const { moments, entered } = momentsIn(batch)
  for (const id of tx.s.battlefield) {
    const o = tx.s.objects[id]
    if (!o || o.faceDown) continue
    const face = faceOf(tx.s, o)
    if (!face) continue
    const silent = silentOf(faceAbilities(face).lines)
    if (!silent.length) continue
    for (const text of silent) {
      const state = stateKeyword(text)
      if (state) {
        // CR 603.8: a state trigger ("When ~ has flying, flip it") is reminded once as its state comes to hold.
        const holds = hasKeyword(tx.s, o, state)
        const noted = !!o.stateNoted?.includes(text)
        if (holds && !noted) {
          tx.log(`Reminder (by hand): ${nameOf(tx.s, id)}: ${text}`)
          tx.obj(id).stateNoted = [...(o.stateNoted ?? []), text]
        } else if (!holds && noted) tx.obj(id).stateNoted = o.stateNoted!.filter((t) => t !== text)
        if (holds || !entered.has(id)) continue
      }
      const applies =
        entered.has(id) ||
        momentsOf(text).some((m) => {
          if (!moments.has(m)) return false
          // "Own" moments are those of the controller's turn.
          return !m.startsWith('own') || moments.get(m) === o.controller
        })
      if (applies) tx.log(`Reminder (by hand): ${nameOf(tx.s, id)}: ${text}`)
    }
  }
}

/** The keyword of a state trigger about the permanent itself, "When ~ has flying, …" (CR 603.8), or null. */
function stateKeyword(text: string): string | null {
  const m = /^when [^,]+? has ([a-z]+(?: [a-z]+)?), /i.exec(text)
  return m ? m[1].toLowerCase() : null
}
