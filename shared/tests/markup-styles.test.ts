import { describe, expect, it } from 'vitest'
import { markKnownStyles, moveStylesToSheet, styleSheetOf } from '../src/markup-styles.ts'

describe('style attributes of server-rendered markup', () => {
  it('become markers of one stylesheet, each declaration once (the build)', () => {
    const rules = new Map<string, string>()
    const markup = moveStylesToSheet(
      '<b style="color:red"></b><i style="font-family:&quot;A&quot;"></i><u style="color:red"></u>',
      rules
    )
    expect(markup).toBe(
      '<b data-prerender-style="0"></b><i data-prerender-style="1"></i><u data-prerender-style="0"></u>'
    )
    expect(styleSheetOf(rules)).toBe(
      '[data-prerender-style="0"]{color:red}\n[data-prerender-style="1"]{font-family:"A"}'
    )
  })

  it("become the build's markers at request time, or refuse the markup with a new one", () => {
    const rules = new Map([['color:red', '0']])
    expect(markKnownStyles('<b style="color:red">x</b>', rules)).toBe(
      '<b data-prerender-style="0">x</b>'
    )
    expect(markKnownStyles('<b>x</b>', rules)).toBe('<b>x</b>')
    expect(markKnownStyles('<b style="color:red"></b><i style="color:blue"></i>', rules)).toBeNull()
  })
})
