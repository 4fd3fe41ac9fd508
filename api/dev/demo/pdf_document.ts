/**
 * A small but real PDF (1.4, standard Helvetica) for demo study material: a
 * title page and a few pages of text, readable in any viewer.
 */
function escapeText(text: string) {
  return text.replaceAll('\\', '\\\\').replaceAll('(', '\\(').replaceAll(')', '\\)')
}

function wrap(text: string, width: number) {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line)
      line = word
    } else {
      line = (line + ' ' + word).trim()
    }
  }
  if (line) lines.push(line)
  return lines
}

function pageStream(title: string, paragraphs: string[]) {
  const commands = [
    'BT',
    '/F2 20 Tf',
    '56 780 Td',
    `(${escapeText(title)}) Tj`,
    '/F1 11 Tf',
    '0 -34 Td',
  ]
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, 90)) commands.push(`(${escapeText(line)}) Tj`, '0 -16 Td')
    commands.push('0 -10 Td')
  }
  commands.push('ET')
  return commands.join('\n')
}

export function studyPdf(title: string, pages: { heading: string; paragraphs: string[] }[]) {
  const objects: string[] = []
  const pageIds: number[] = []
  // 1 catalog, 2 pages, 3 regular font, 4 bold font, then a page + content pair per page
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>'
  let next = 5
  for (const page of [{ heading: title, paragraphs: [] as string[] }, ...pages]) {
    const stream = pageStream(page.heading, page.paragraphs)
    const pageId = next++
    const contentId = next++
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`
    objects[contentId] =
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`
    pageIds.push(pageId)
  }
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`

  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1')
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xrefOffset = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++) {
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  }
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
