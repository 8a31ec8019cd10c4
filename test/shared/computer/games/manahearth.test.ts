// All-computer games in manahearth: invariants after every action, no stall, no game at the turn cap.
import { describe } from 'vitest'
import { allComputerGames } from './allComputerGames'

describe('all-computer games', () => allComputerGames('manahearth'))
