import { memoryStorage } from './memory-storage.ts'

// The app's remembered choices (theme, a listing's view) are read from the browser storage when
// their modules load. On the server that is an empty one, as a first-time visitor has; the
// build's first import, so it exists before any of them loads.
globalThis.localStorage ??= memoryStorage()
