/**
 * The libraries every front end's component tests import, for Vitest's dependency optimizer
 * (`deps.optimizer.client.include`). Each is bundled once into a single module, so a test file's
 * fresh context imports a few large modules instead of Blueprint's and React's hundreds of small
 * ones: the storefront's component suite took 62 s instead of 84. A front end adds what only it
 * imports.
 */
export const COMPONENT_TEST_DEPENDENCIES = [
  '@blueprintjs/core',
  '@blueprintjs/icons',
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@tanstack/react-query',
  'jotai',
  'jotai/utils',
  '@testing-library/dom',
  '@testing-library/react',
  '@testing-library/user-event',
]
