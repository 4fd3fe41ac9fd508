import { Button } from '@blueprintjs/core'
import { Flash, Moon } from '@blueprintjs/icons'
import { useAtom } from 'jotai'
import { Link } from 'react-router'
import { themeAtom, BrandMark } from '@pathshala/ui'
import { usePublicConfig } from '../api/session.ts'

/** The fixed bar of the sign-in screens: the product's name (home link) and the theme toggle. */
export function AuthTopBar() {
  const [theme, setTheme] = useAtom(themeAtom)
  const { data: config } = usePublicConfig()
  const nextTheme = theme === 'dark' ? 'light' : 'dark'
  return (
    <header className="auth-topbar">
      <Link to="/home" className="auth-brand">
        <BrandMark size={30} />
        <span>{config?.appName ?? 'Pathshala'}</span>
      </Link>
      <Button
        variant="minimal"
        aria-label={`Switch to ${nextTheme} theme`}
        title={`Switch to ${nextTheme} theme`}
        icon={theme === 'dark' ? <Flash /> : <Moon />}
        onClick={() => setTheme(nextTheme)}
      />
    </header>
  )
}
