/**
 * The answers that are not JSON, which no TypeScript type can tell: redirects, CSV
 * exports, stored files and this document itself. Keyed by route name; the API suite
 * checks every answer a test receives against the document, these included
 * (tests/helpers/openapi_answers.ts).
 */
type DeclaredAnswer = { status: number; response: Record<string, unknown> }

const redirect = (description: string): Record<string, unknown> => ({
  description,
  headers: {
    Location: { description: 'Where the browser goes next', schema: { type: 'string' } },
  },
})

const csv = (description: string) => ({
  description,
  headers: {
    'Content-Disposition': {
      description: 'An attachment with the file name',
      schema: { type: 'string' },
    },
  },
  content: { 'text/csv': { schema: { type: 'string' } } },
})

const storedFile = (description: string, contentType: string) => ({
  description,
  content: { [contentType]: { schema: { type: 'string', contentMediaType: contentType } } },
})

const partial = (contentType: string) => ({
  description: 'The part of the file a `Range` header asked for',
  headers: { 'Content-Range': { schema: { type: 'string' } } },
  content: { [contentType]: { schema: { type: 'string', contentMediaType: contentType } } },
})

export const DECLARED_ANSWERS: Record<string, DeclaredAnswer[]> = {
  'google_sign_in.redirect': [
    { status: 302, response: redirect("To Google's consent screen, or to /login with `error`") },
  ],
  'google_sign_in.callback': [
    { status: 302, response: redirect('To /home when signed in, or to /login with `error`') },
  ],
  // a browser (it prefers HTML) is sent to the file; an API client gets the JSON link
  'store_downloads.show': [{ status: 302, response: redirect('To the short-lived file link') }],
  'store.admin.export': [{ status: 200, response: csv('The store items as CSV') }],
  'transactions.export': [{ status: 200, response: csv('The transactions as CSV') }],
  'media_files.image': [
    { status: 200, response: storedFile('The image', 'image/*') },
    { status: 206, response: partial('image/*') },
  ],
  'media_files.download': [
    { status: 200, response: storedFile('The PDF, as an attachment', 'application/pdf') },
    { status: 206, response: partial('application/pdf') },
  ],
  'certificates.pdf': [
    {
      status: 200,
      response: {
        ...storedFile('The certificate of completion, as an attachment', 'application/pdf'),
        headers: {
          'Content-Disposition': {
            description: 'An attachment with the file name',
            schema: { type: 'string' },
          },
        },
      },
    },
  ],
  'orders.invoice': [
    {
      status: 200,
      response: storedFile('The invoice (or receipt) PDF, as an attachment', 'application/pdf'),
    },
  ],
  'orders.credit_note': [
    {
      status: 200,
      response: storedFile('The credit note PDF, as an attachment', 'application/pdf'),
    },
  ],
  'gst_reports.export': [{ status: 200, response: csv("The month's GST report as CSV") }],
  'api_reference.document': [
    {
      status: 200,
      response: {
        description: 'This OpenAPI 3.1 document',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['openapi', 'info', 'paths'],
              properties: {
                openapi: { type: 'string', pattern: '^3\\.1\\.' },
                info: { type: 'object' },
                paths: { type: 'object' },
              },
            },
          },
        },
      },
    },
  ],
}

/** Routes that never succeed: a PDF's upload address is not a way to read it. */
export const REFUSING_ROUTES = new Set(['media_files.raw'])
