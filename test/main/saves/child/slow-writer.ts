// Child process for the crash-safety test: writes a large save (about 5 MB) to argv[2] through the real atomic writer,
// slowly (64 KB every 15 ms), printing "chunk N" after each piece, so the parent can kill it with SIGKILL mid-write.
import { writeFileAtomic } from '../../../../src-main/saves/atomic'
import { encodeSave } from '../../../../src-main/saves/encode'
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveDocument } from '../../../../src-shared/saves/format'
import { BASIC_CARDS, fakeReplay, smallLog } from '../helpers'

const target = process.argv[2]
const players = [{ name: 'Ann' }, { name: 'Bob' }]
const log = smallLog(20000)
const snapshot = fakeReplay({ players, log }).state
const doc: SaveDocument = {
  format: SAVE_FORMAT,
  formatVersion: SAVE_FORMAT_VERSION,
  appVersion: 'crash-test',
  meta: {
    gameId: 'crash',
    name: 'The new version',
    variant: 'normal',
    players: ['Ann', 'Bob'],
    turn: snapshot.turn,
    round: null,
    activePlayer: snapshot.active,
    summary: 'new',
    savedAt: new Date().toISOString(),
    actionCount: log.length,
  },
  variant: 'normal',
  options: {},
  players,
  seed: 1,
  cards: BASIC_CARDS,
  log,
  snapshot,
}
const text = encodeSave(doc)

process.stdout.write(`total ${Math.ceil(text.length / 65536)}\n`)

async function* slowly(): AsyncGenerator<string> {
  for (let i = 0, n = 0; i < text.length; i += 65536, n++) {
    yield text.slice(i, i + 65536)
    process.stdout.write(`chunk ${n}\n`)
    await new Promise((resolve) => setTimeout(resolve, 15))
  }
}

writeFileAtomic(target, slowly()).then(
  () => process.stdout.write('done\n'),
  (error) => {
    process.stderr.write(String(error) + '\n')
    process.exitCode = 1
  },
)
