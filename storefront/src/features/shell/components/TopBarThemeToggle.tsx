import { ThemeToggle } from '@pathshala/ui'
import { useHydrated } from '../hooks/use-hydrated.ts'

/**
 * The theme switch of the top bar. Its icon and name follow the theme remembered in this
 * browser, which the prerendered landing pages cannot know: until hydration a slot of the
 * button's size stands in its place, so nothing moves when the switch appears.
 */
export function TopBarThemeToggle() {
  const hydrated = useHydrated()
  return hydrated ? <ThemeToggle /> : <span className="top-bar__theme-slot" aria-hidden="true" />
}
