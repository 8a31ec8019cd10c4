// The mark on a line of rules text in the card preview: the engine runs it, runs part of it, or leaves it to the
// players. The judgement is the engine's (explainVerified); this only words it.
import type { TextLine } from '@shared/engine/ast'

export interface LineMark {
  icon: string
  label: string
  title: string
}

const AUTOMATED: LineMark = { icon: '⚙', label: 'automated', title: 'The game runs this text' }
const BY_HAND: LineMark = { icon: '✋', label: 'by hand', title: 'Resolve this text by hand' }
const TRIGGERS: LineMark = {
  icon: '◐',
  label: 'partly automated',
  title: 'The game puts this on the stack when it triggers; you resolve its effect by hand',
}
const ACTIVATES: LineMark = {
  icon: '◐',
  label: 'partly automated',
  title: 'The game lets you activate this and pays its cost; you resolve its effect by hand',
}
const UNCHECKED: LineMark = {
  icon: '◐',
  label: 'automated, not yet checked',
  title: 'The game runs this text, but no behavioural check covers it yet: make sure it does what the card says',
}
const PART: LineMark = {
  icon: '◐',
  label: 'partly automated',
  title: 'The game runs part of this text; resolve the rest by hand',
}

export function lineMark(line: TextLine): LineMark {
  if (line.automated) return AUTOMATED
  if (!line.partly) return BY_HAND
  if (line.reason?.code === 'unverified') return UNCHECKED
  // CR 603.1: "When/Whenever/At …" is a triggered ability; CR 602.1 and 606.2: "Cost: effect" is activated.
  if (/^(when|whenever|at)\b/i.test(line.text.trim())) return TRIGGERS
  if (/^[^.]*:/.test(line.text)) return ACTIVATES
  return PART
}
