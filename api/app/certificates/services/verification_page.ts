import { createHash } from 'node:crypto'
import { THEME_INIT_SCRIPT } from '@pathshala/shared/theme-init-script'
import type { CertificateVerification } from '#certificates/transformers/certificate_types'

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!
  )

/** "29 November 2026" (UTC). */
const dateText = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

/**
 * The page's only styles, inline so that it paints from its first response; allowed by their
 * hash in its Content-Security-Policy. Dark by default like the storefront, light when the
 * visitor chose it there (the storefront's theme script, allowed already, removes `bp6-dark`).
 */
const STYLES = `
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;background:#f6f7f9;color:#1c2127}
body.bp6-dark{background:#1c2127;color:#f6f7f9}
header{display:flex;align-items:center;padding:14px 24px;border-bottom:1px solid #d3d8de}
.bp6-dark header{border-color:#383e47}
header a{color:inherit;font-weight:700;font-size:18px;text-decoration:none}
main{max-width:640px;margin:40px auto;padding:0 16px}
.card{background:#fff;border:1px solid #d3d8de;border-radius:8px;padding:32px 28px}
.bp6-dark .card{background:#252a31;border-color:#383e47}
.status{display:inline-flex;align-items:center;gap:8px;font-weight:600;font-size:14px;padding:4px 12px;border-radius:999px}
.valid .status{background:#e6f4ea;color:#1c6e42}
.withdrawn .status{background:#fdecea;color:#ac2f33}
.missing .status{background:#edeff2;color:#404854}
.bp6-dark .valid .status{background:#1c6e4233;color:#72ca9b}
.bp6-dark .withdrawn .status{background:#ac2f3333;color:#fa999c}
.bp6-dark .missing .status{background:#404854;color:#d3d8de}
h1{font-size:26px;line-height:1.25;margin:16px 0 8px}
p{margin:8px 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:10px 20px;margin:24px 0 0}
dt{color:#5f6b7c}
.bp6-dark dt{color:#abb3bf}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.note{color:#5f6b7c;font-size:14px;margin-top:24px}
.bp6-dark .note{color:#abb3bf}
a{color:#2d72d2}
.bp6-dark a{color:#8abbff}
@media (max-width:480px){.card{padding:24px 18px}dl{grid-template-columns:1fr;gap:2px}dd{margin-bottom:10px}h1{font-size:22px}}
`

/** The CSP source that allows the page's inline styles (and nothing else inline). */
export const VERIFICATION_PAGE_STYLE_SOURCE = `'sha256-${createHash('sha256').update(STYLES).digest('base64')}'`

function page(appName: string, title: string, body: string) {
  return `<!doctype html>
<html lang="en" class="bp6-dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · ${escape(appName)}</title>
<style>${STYLES}</style>
</head>
<body class="bp6-dark">
<script>${THEME_INIT_SCRIPT}</script>
<header><a href="/home">${escape(appName)}</a></header>
<main>${body}</main>
</body>
</html>
`
}

/**
 * The public page `/verify/{id}` (docs/decisions.md#certificates): HTML made here from one
 * database read, with no script to wait for, so a scanned QR code shows the answer at once.
 */
export function verificationPage(
  appName: string,
  id: string,
  certificate: CertificateVerification | null
) {
  if (!certificate) {
    return page(
      appName,
      'Certificate not found',
      `<section class="card missing" aria-labelledby="title">
<span class="status">Not found</span>
<h1 id="title">Certificate not found</h1>
<p>No certificate has the id <strong>${escape(id)}</strong>.</p>
<p class="note">Check the id printed on the certificate, or scan its QR code again.</p>
</section>`
    )
  }
  const withdrawn = certificate.status === 'withdrawn'
  const details = `<dl>
<dt>Awarded to</dt><dd data-field="learner">${escape(certificate.learnerName)}</dd>
<dt>Course</dt><dd data-field="course">${escape(certificate.courseName)}</dd>
<dt>Issued on</dt><dd data-field="issued">${escape(dateText(certificate.issuedAt))}</dd>
<dt>Certificate ID</dt><dd data-field="id">${escape(certificate.id)}</dd>
</dl>`
  if (withdrawn) {
    return page(
      appName,
      'Certificate withdrawn',
      `<section class="card withdrawn" aria-labelledby="title">
<span class="status">Withdrawn</span>
<h1 id="title">This certificate was withdrawn</h1>
<p>It was withdrawn on ${escape(dateText(certificate.withdrawnAt!))} and is no longer valid.</p>
${details}
</section>`
    )
  }
  return page(
    appName,
    'Certificate verified',
    `<section class="card valid" aria-labelledby="title">
<span class="status">✓ Valid</span>
<h1 id="title">Certificate verified</h1>
<p>${escape(appName)} issued this certificate of completion.</p>
${details}
<p class="note">The details above are those on the certificate. <a href="/home">Browse courses</a></p>
</section>`
  )
}
