import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, SIGNED_OUT } from '../../../test/fake-api.ts'
import { renderRoute } from '../../../test/render-route.tsx'
import { learner, signedInAs } from '../../../test/users.ts'
import { Footer } from './Footer.tsx'

const CONFIG = {
  status: 200,
  body: { success: true, message: 'OK', data: { appName: 'Gurukul', googleSignIn: false } },
}

const footerLinks = () => within(screen.getByRole('navigation', { name: 'Footer' }))

describe('Footer', () => {
  it('carries the brand, the support details, the badges and Sign In for a visitor', async () => {
    fakeApi({ 'GET /config': CONFIG, 'POST /auth/validate': SIGNED_OUT })
    renderRoute(<Footer />, { at: '/home' })

    expect(await screen.findByText('Gurukul')).toBeInTheDocument()
    expect(await footerLinks().findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login'
    )
    for (const badge of ['5+', '70K+', '24/7 Support', 'Hisar (Haryana)']) {
      expect(screen.getAllByText(badge, { exact: false }).length).toBeGreaterThan(0)
    }
    expect(screen.getByText(/Established 2018/)).toBeInTheDocument()
  })

  it('links a signed-in learner to the profile instead of Sign In', async () => {
    fakeApi({ 'GET /config': CONFIG, 'POST /auth/validate': signedInAs(learner()) })
    renderRoute(<Footer />, { at: '/home' })

    expect(await footerLinks().findByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/home/user'
    )
    expect(footerLinks().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument()
  })
})
