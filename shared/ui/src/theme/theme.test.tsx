import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, Provider, useSetAtom } from 'jotai'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { themeAtom, useThemeClass } from './theme.ts'
import { ThemeToggle } from './ThemeToggle.tsx'

/** Mounts useThemeClass in its own jotai store and hands back a setter for the theme. */
function mountTheme() {
  const store = createStore()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  )
  const { result } = renderHook(
    () => {
      useThemeClass()
      return useSetAtom(themeAtom)
    },
    { wrapper }
  )
  return result
}

const darkOn = () => ({
  html: document.documentElement.classList.contains('bp6-dark'),
  body: document.body.classList.contains('bp6-dark'),
})

describe('theme (dark by default, the choice remembered)', () => {
  it('starts dark, with the class on both <html> and <body>', () => {
    mountTheme()
    expect(darkOn()).toEqual({ html: true, body: true })
  })

  it('switches to light and stores the choice under pathshala-theme', () => {
    const setTheme = mountTheme()
    act(() => setTheme.current('light'))
    expect(darkOn()).toEqual({ html: false, body: false })
    expect(localStorage.getItem('pathshala-theme')).toBe('"light"')
  })

  it('reopens in the stored theme', () => {
    localStorage.setItem('pathshala-theme', '"light"')
    mountTheme()
    expect(darkOn()).toEqual({ html: false, body: false })
  })
})

describe('ThemeToggle', () => {
  it('names the theme it switches to, and switches', async () => {
    const store = createStore()
    render(
      <Provider store={store}>
        <ThemeToggle />
      </Provider>
    )
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }))
    expect(store.get(themeAtom)).toBe('light')
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument()
  })
})
