import { Alignment, Button, Navbar } from '@blueprintjs/core'
import { Flash, Moon, LogIn, LogOut } from '@blueprintjs/icons'
import { useAtom } from 'jotai'
import { Link, useNavigate } from 'react-router'
import { themeAtom } from '../atoms/theme.ts'
import { useCurrentUser, useLogout, usePublicConfig } from '../../auth/api/session.ts'

export function TopBar() {
  const [theme, setTheme] = useAtom(themeAtom)
  const { data: config } = usePublicConfig()
  const { data: user } = useCurrentUser()
  const logout = useLogout()
  const navigate = useNavigate()

  return (
    <Navbar style={{ position: 'sticky', top: 0, zIndex: 10 }}>
      <Navbar.Group align={Alignment.START}>
        <Navbar.Heading>
          <Link to="/home" style={{ color: 'inherit', fontWeight: 600 }}>
            {config?.appName ?? 'Pathshala'}
          </Link>
        </Navbar.Heading>
      </Navbar.Group>
      <Navbar.Group align={Alignment.END}>
        <Button
          variant="minimal"
          aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          icon={theme === 'dark' ? <Flash /> : <Moon />}
          onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        />
        <Navbar.Divider />
        {user ? (
          <Button
            variant="minimal"
            icon={<LogOut />}
            text="Logout"
            onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/home') })}
          />
        ) : (
          <Button
            variant="minimal"
            icon={<LogIn />}
            text="Sign In"
            onClick={() => navigate('/login')}
          />
        )}
      </Navbar.Group>
    </Navbar>
  )
}
