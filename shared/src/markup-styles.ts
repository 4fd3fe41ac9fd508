/**
 * Style attributes of server-rendered markup. The Content-Security-Policy refuses style
 * attributes in HTML (a script can still set styles), so each `style="..."` React wrote becomes
 * a `data-prerender-style` marker and a rule of one stylesheet the build writes for every
 * rendered page (storefront/scripts/build.mjs). Once hydrated, React sets styles itself, which
 * win over the rule.
 */

/** Declarations to marker: the build's stylesheet, one rule each. */
export type StyleRules = Map<string, string>

const STYLE_ATTRIBUTE = / style="([^"]*)"/g

const decodeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')

const marker = (id: string) => ` data-prerender-style="${id}"`

/** The markup with its styles as markers; a style new to `rules` is added to them (the build). */
export function moveStylesToSheet(markup: string, rules: StyleRules) {
  return markup.replace(STYLE_ATTRIBUTE, (_, value: string) => {
    const declarations = decodeAttribute(value)
    if (!rules.has(declarations)) rules.set(declarations, String(rules.size))
    return marker(rules.get(declarations)!)
  })
}

/**
 * The markup with its styles as markers of the build's stylesheet (`rules`), or null if it has
 * a style that stylesheet lacks: sent as it is, the policy would drop it.
 */
export function markKnownStyles(markup: string, rules: ReadonlyMap<string, string>) {
  let unknown = false
  const marked = markup.replace(STYLE_ATTRIBUTE, (_, value: string) => {
    const id = rules.get(decodeAttribute(value))
    if (id === undefined) unknown = true
    return marker(id ?? '')
  })
  return unknown ? null : marked
}

export function styleSheetOf(rules: StyleRules) {
  return [...rules]
    .map(([declarations, id]) => `[data-prerender-style="${id}"]{${declarations}}`)
    .join('\n')
}
