// Counts of the computer's work, for the tests that bound it on any board (a crowded battlefield of tokens): actions
// played forward on copies, pairs of creatures asked whether one can block the other, and full listings of a
// declaration's samples asked of the engine. They only count: no decision reads them.
export const work = { simulated: 0, blockPairs: 0, declarationListings: 0 }

export function resetWork(): void {
  work.simulated = 0
  work.blockPairs = 0
  work.declarationListings = 0
}
