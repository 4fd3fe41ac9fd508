import type { BrowserContext } from '@playwright/test'

/** The name the pages report through; a binding works whatever the page's own policy allows. */
const BINDING = '__reportCspViolation'

/**
 * Collects every Content-Security-Policy violation in the context's pages: the
 * `securitypolicyviolation` events (reported from an init script, which runs before any page
 * script) and the browser's CSP console errors. The fixture in fixtures.ts fails a test that
 * leaves any, so every spec checks that the storefront really works under its policy.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  await context.exposeBinding(BINDING, (_source, report: string) => {
    violations.push(report)
  })
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding]
      report?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'an inline script or style'} ` +
          `on ${event.documentURI}`
      )
    })
  }, BINDING)
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) {
      violations.push(message.text())
    }
  })
  return violations
}
