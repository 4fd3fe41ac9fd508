import env from '#start/env'

function escapeHtml(value: string) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

/**
 * Every mail goes out as plain text and as a simple HTML version of the same
 * paragraphs, signed with the brand.
 */
export function mailBody(paragraphs: string[]) {
  const brand = env.get('APP_NAME')
  const text = [...paragraphs, `— ${brand}`].join('\n\n')
  const html = [
    '<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1c2127">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`),
    `<p style="color:#5f6b7c">— ${escapeHtml(brand)}</p>`,
    '</div>',
  ].join('')
  return { text, html }
}
