import { NonIdealState } from '@blueprintjs/core'

/** Built by the storefront work of issue 5. */
export default function StorePage() {
  return <NonIdealState title="Coming with the storefront" />
}
