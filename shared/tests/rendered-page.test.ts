import { describe, expect, it } from 'vitest'
import { RENDERED_STATE_ID, stateScript } from '../src/rendered-page.ts'

describe("a rendered page's state script", () => {
  it('holds the state as JSON under its id', () => {
    const state = { queries: { title: 'Indian Polity' }, storage: { view: '"list"' } }
    const script = stateScript(state)
    expect(script.startsWith(`<script type="application/json" id="${RENDERED_STATE_ID}">`)).toBe(
      true
    )
    const json = script.slice(script.indexOf('>') + 1, -'</script>'.length)
    expect(JSON.parse(json)).toEqual(state)
  })

  it('cannot be ended or turned into a comment by a value', () => {
    const title = '</script><script>alert(1)</script><!-- x'
    const script = stateScript({ queries: { title }, storage: {} })
    expect(script.match(/<\/script>/g)).toHaveLength(1)
    expect(script).not.toContain('<!--')
    const json = script.slice(script.indexOf('>') + 1, -'</script>'.length)
    expect(JSON.parse(json).queries.title).toBe(title)
  })
})
