// The rules-text layer (src-shared/text): the Oracle-text compiler and each effect kind's parse, describe and apply.
// Importing it installs it into the engine core; '@shared/variants' imports it.
import './install'

export { compileFace, clearCompileCache } from './compile'
export { compilerVersion } from './version'
