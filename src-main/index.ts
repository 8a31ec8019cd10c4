// Entry of the Electron main process (built to out/main/index.js). See ./app/main-process.ts.
import { startMainProcess } from './app/main-process'

startMainProcess({ mainDir: __dirname, devServerUrl: process.env.ELECTRON_RENDERER_URL })
