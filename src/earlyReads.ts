// The page's first script, a webpack entry of its own before the app's (webpack.config.ts): asks for the reads this
// address asked for on its last load, so that their answers are on their way while the app's script loads and runs
// (src/app/core/earlyReads). It imports nothing else of the app: it must stay a few hundred bytes.
import { startEarlyReads } from './app/core/earlyReads/earlyReads'

startEarlyReads(window)
