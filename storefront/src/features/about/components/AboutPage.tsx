import { NonIdealState } from '@blueprintjs/core'

/** Built by the storefront work of issue 5. */
export default function AboutPage() {
  return <NonIdealState title="Coming with the storefront" />
}
