// All-computer games in heroic: invariants after every action, no stall, no game at the turn cap.
import { describe } from 'vitest'
import { allComputerGames } from './allComputerGames'

describe('all-computer games', () => allComputerGames('heroic'))
