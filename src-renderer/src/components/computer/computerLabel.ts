// How the table and the replay name a seat the computer plays: "Computer (Normal)".
import type { Level } from '@shared/computer/types'

/** "Easy", "Normal", "Hard". */
export const levelName = (level: Level): string => `${level[0].toUpperCase()}${level.slice(1)}`

/** The badge beside a computer seat's name. */
export const computerLabel = (level: Level): string => `Computer (${levelName(level)})`
