import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/fake-api.ts'
import { renderRoute } from '../../../test/render-route.tsx'
import { certificatesAnswer, ownCertificate } from '../test/certificate-fixtures.ts'
import { CertificatesList } from './CertificatesList.tsx'

const render = () =>
  renderRoute(<CertificatesList userId="user-1" />, { at: '/home/user', path: '/home/user' })

describe('CertificatesList', () => {
  it('lists each certificate with its date, id, download and verification page', async () => {
    const calls = fakeApi({
      'GET /certificates': certificatesAnswer([
        ownCertificate(),
        ownCertificate({
          id: 'A1B2C3D4E5F6',
          courseName: 'Modern History',
          status: 'withdrawn',
          withdrawnAt: '2026-11-25T10:00:00.000Z',
          pdfUrl: null,
        }),
      ]),
    })
    render()

    const list = await screen.findByRole('list', { name: 'Certificates' })
    const [valid, withdrawn] = within(list).getAllByRole('listitem')
    expect(within(valid).getByRole('heading', { name: 'Indian Polity Foundation' })).toBeVisible()
    expect(valid).toHaveTextContent('Issued on 21 November 2026')
    expect(valid).toHaveTextContent('Certificate ID K7M2Q9XW4HTR')
    const download = within(valid).getByRole('button', {
      name: 'Download the certificate for Indian Polity Foundation',
    })
    expect(download).toHaveAttribute('href', '/api/v1/certificates/K7M2Q9XW4HTR/pdf')
    expect(download).toHaveAttribute('download', 'certificate-K7M2Q9XW4HTR.pdf')
    expect(
      within(valid).getByRole('button', { name: /Verify the certificate for Indian Polity/ })
    ).toHaveAttribute('href', '/verify/K7M2Q9XW4HTR')

    // a withdrawn certificate says so and offers no download
    expect(withdrawn).toHaveTextContent('Withdrawn on 25 November 2026')
    expect(within(withdrawn).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument()
    expect(within(withdrawn).getByRole('button', { name: /Verify/ })).toHaveAttribute(
      'href',
      '/verify/A1B2C3D4E5F6'
    )
    expect(calls[0].query.get('limit')).toBe('100')
  })

  it('says how to earn one when there are none', async () => {
    fakeApi({ 'GET /certificates': certificatesAnswer([]) })
    render()
    expect(await screen.findByText('No certificates yet')).toBeVisible()
    expect(
      screen.getByText('Complete every lesson of a course to earn its certificate.')
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute(
      'href',
      '/home/explore'
    )
  })

  it('offers to try again when the list cannot be fetched', async () => {
    let fail = true
    fakeApi({
      'GET /certificates': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Internal server error' } }
          : certificatesAnswer([ownCertificate()]),
    })
    render()
    expect(await screen.findByText('Failed to fetch certificates')).toBeVisible()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Certificates' })).toBeVisible()
  })
})
