// The normal game's statechart (CR 103, 500–514): the London mulligan, then turns of beginning, precombat main,
// combat, postcombat main and ending phases (turnChart.ts holds the steps, their turn-based actions and skips).
import { buildGameChart, londonMulliganSetup, normalTurn } from '../../engine/turnChart'

export const NORMAL_CHART = buildGameChart({ setup: londonMulliganSetup(), turn: normalTurn() })
