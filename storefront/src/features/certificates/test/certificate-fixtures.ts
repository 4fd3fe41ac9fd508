import type { OwnCertificate } from '../api/certificates.ts'

export function ownCertificate(overrides: Partial<OwnCertificate> = {}): OwnCertificate {
  const id = overrides.id ?? 'K7M2Q9XW4HTR'
  return {
    id,
    status: 'valid',
    learnerName: 'Rohan Sharma',
    courseName: 'Indian Polity Foundation',
    courseId: 'course-1',
    issuedAt: '2026-11-21T08:38:54.572Z',
    withdrawnAt: null,
    verifyUrl: `http://localhost/verify/${id}`,
    pdfUrl: `/api/v1/certificates/${id}/pdf`,
    ...overrides,
  }
}

export function certificatesAnswer(certificates: OwnCertificate[]) {
  return {
    status: 200,
    body: {
      success: true,
      message: 'Certificates fetched successfully',
      data: certificates,
      meta: {
        totalItems: certificates.length,
        currentPage: 1,
        totalPages: certificates.length ? 1 : 0,
        hasNextPage: false,
        hasPrevPage: false,
        limit: 100,
      },
    },
  }
}
