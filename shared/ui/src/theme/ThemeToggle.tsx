import { Button } from '@blueprintjs/core'
import { Flash, Moon } from '@blueprintjs/icons'
import { useAtom } from 'jotai'
import { themeAtom } from './theme.ts'

/** Switches between the dark (default) and light theme; `withText` for the mobile menu. */
export function ThemeToggle({ withText = false }: { withText?: boolean }) {
  const [theme, setTheme] = useAtom(themeAtom)
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'
  return (
    <Button
      variant="minimal"
      className="theme-toggle"
      aria-label={withText ? undefined : label}
      title={withText ? undefined : label}
      icon={theme === 'dark' ? <Flash /> : <Moon />}
      text={withText ? label : undefined}
      alignText={withText ? 'start' : undefined}
      fill={withText}
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
    />
  )
}
