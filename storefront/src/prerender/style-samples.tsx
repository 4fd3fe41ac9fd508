import { renderToStaticMarkup } from 'react-dom/server'
import { Collapse } from '@blueprintjs/core'

/**
 * The style attributes Blueprint's components write whatever the data, rendered once by the build
 * so the rendered pages' stylesheet has a rule for each (shared/src/markup-styles.ts): a
 * course's sections open and closed (CourseContentAccordion's Collapse). A page the API
 * renders with a style outside that sheet is not sent.
 */
export function componentStyleSamples() {
  return renderToStaticMarkup(
    <>
      <Collapse isOpen keepChildrenMounted>
        <p />
      </Collapse>
      <Collapse isOpen={false} keepChildrenMounted>
        <p />
      </Collapse>
    </>
  )
}
