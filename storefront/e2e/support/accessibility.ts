import type { Page } from '@playwright/test'
import { AxeBuilder } from '@axe-core/playwright'

/** The WCAG 2.0 and 2.1 A/AA rule sets of axe-core both front ends are held to. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * The WCAG A/AA problems axe-core finds on the current page, one line each naming the rule and
 * the elements (none expected). The storefront's and the admin's accessibility specs both use it.
 */
export async function accessibilityProblems(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`
  )
}
