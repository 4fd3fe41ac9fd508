/** Everything an admin spec needs: `import { test, expect, signInAsAdmin, ... } from './support/index.ts'`. */
export { test, expect } from './fixtures.ts'
export * from './admin.ts'
export { contrastRatio, shownBackground, shownColour } from './contrast.ts'
export {
  DEMO_ADMIN,
  DEMO_LEARNER,
  accessibilityProblems,
  apiPost,
  createLearner,
  currentTheme,
  hasHorizontalOverflow,
  isSignedIn,
  screenshot,
  setTheme,
  signInAs,
  signInByApi,
  uniqueEmail,
  type Account,
  type Theme,
} from '../../../storefront/e2e/support/index.ts'
