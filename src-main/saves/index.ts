// The save layer's public API, for the bridge, the app's main process and the `hearth` CLI.
export {
  createSaveService,
  newGameId,
  DEFAULT_AUTOSAVE_KEEP,
  type LoadedGame,
  type SaveService,
  type SaveServiceOptions,
} from './service'
export { SaveError, isSaveError, toSaveProblem } from './errors'
export { defaultSavesDir } from './paths'
export { folderTrash, type TrashFn } from './trash'
export { decodeSave, decodeSaveText } from './decode'
export { encodeSave } from './encode'
export { writeFileAtomic } from './atomic'
export type { RestoreOptions, RestoredGame } from './restore'
