// Mental Magic's statechart: the normal game's (rule 904.2: London mulligan, the normal turn). Its announcements
// (rulings MM-7, MM-8) are decisions a state check asks for whenever a card is revealed, in whatever step that
// happens: they wait inside the step like any pending decision, not in a phase of their own.
import { buildGameChart, londonMulliganSetup, normalTurn } from '../../engine/turnChart'

export const MENTAL_CHART = buildGameChart({ setup: londonMulliganSetup(), turn: normalTurn() })
