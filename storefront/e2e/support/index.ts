/** Everything a spec needs: `import { test, expect, signIn, ... } from './support/index.ts'`. */
export { test, expect } from './fixtures.ts'
export * from './accounts.ts'
export * from './mailbox.ts'
export * from './screenshot.ts'
export * from './theme.ts'
export * from './overlays.ts'
export * from './hydration.ts'
export * from './cookies.ts'
