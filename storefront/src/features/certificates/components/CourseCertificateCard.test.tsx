import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/fake-api.ts'
import { renderRoute } from '../../../test/render-route.tsx'
import { certificatesAnswer, ownCertificate } from '../test/certificate-fixtures.ts'
import { CourseCertificateCard } from './CourseCertificateCard.tsx'

function render(props: { issuesCertificate: boolean; complete: boolean }) {
  return renderRoute(<CourseCertificateCard userId="user-1" courseId="course-1" {...props} />, {
    at: '/home/enrolled',
    path: '/home/enrolled',
  })
}

describe('CourseCertificateCard', () => {
  it('offers the download once every lesson is completed', async () => {
    const calls = fakeApi({ 'GET /certificates': certificatesAnswer([ownCertificate()]) })
    render({ issuesCertificate: true, complete: true })

    const download = await screen.findByRole('button', {
      name: 'Download the certificate for Indian Polity Foundation',
    })
    expect(download).toHaveAttribute('href', '/api/v1/certificates/K7M2Q9XW4HTR/pdf')
    expect(screen.getByText(/Certificate issued on 21 November 2026/)).toBeVisible()
    expect(calls[0].query.get('courseId')).toBe('course-1')
  })

  it('says what earns it while the course is under way, without asking the server', () => {
    const calls = fakeApi({})
    render({ issuesCertificate: true, complete: false })
    expect(screen.getByText('Complete every lesson to earn your certificate.')).toBeVisible()
    expect(calls).toHaveLength(0)
  })

  it('shows nothing for a course that issues no certificate', () => {
    const calls = fakeApi({})
    const { container } = render({ issuesCertificate: false, complete: true })
    expect(container).toBeEmptyDOMElement()
    expect(calls).toHaveLength(0)
  })

  it('says so when the certificate was withdrawn', async () => {
    fakeApi({
      'GET /certificates': certificatesAnswer([
        ownCertificate({ status: 'withdrawn', withdrawnAt: '2026-11-25T10:00:00Z', pdfUrl: null }),
      ]),
    })
    render({ issuesCertificate: true, complete: true })
    expect(await screen.findByText("This course's certificate was withdrawn.")).toBeVisible()
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument()
  })
})
