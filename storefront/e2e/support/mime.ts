/*
| Just enough MIME to read what the API's mailer (nodemailer) sends: headers
| with RFC 2047 words, multipart bodies, quoted-printable and base64 parts.
*/

export interface ParsedMail {
  subject: string
  from: string
  /** Addresses in the To header, lower-cased. */
  to: string[]
  text: string
  html: string
}

interface Part {
  headers: Map<string, string>
  body: string
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n')
  const end = normalized.indexOf('\n\n')
  const head = end === -1 ? normalized : normalized.slice(0, end)
  const body = end === -1 ? '' : normalized.slice(end + 2)
  const headers = new Map<string, string>()
  // folded header lines continue with whitespace
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function parameter(header: string, name: string): string | undefined {
  const match = header.match(new RegExp(`${name}="?([^";]+)"?`, 'i'))
  return match?.[1]
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\n/g, '')
  const bytes: number[] = []
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3)
    if (joined[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      index += 2
    } else {
      bytes.push(...Buffer.from(joined[index], 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase()
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body)
  return part.body
}

/** =?UTF-8?Q?...?= and =?UTF-8?B?...?= words in headers. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeQuotedPrintable(word.replace(/_/g, ' '))
    )
}

/** Collects the text/plain and text/html bodies of a part and its sub-parts. */
function collect(part: Part, into: { text: string; html: string }) {
  const type = part.headers.get('content-type') ?? 'text/plain'
  const boundary = parameter(type, 'boundary')
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`)
    // the first section is the preamble, the last the epilogue after the closing boundary
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break
      collect(splitPart(section.replace(/^\n/, '')), into)
    }
    return
  }
  if (type.toLowerCase().startsWith('text/html')) into.html ||= decodeBody(part)
  else if (type.toLowerCase().startsWith('text/plain')) into.text ||= decodeBody(part)
}

function addresses(header: string): string[] {
  return [...header.matchAll(/[^\s<>,"]+@[^\s<>,"]+/g)].map((match) => match[0].toLowerCase())
}

export function parseMail(raw: string): ParsedMail {
  const root = splitPart(raw)
  const bodies = { text: '', html: '' }
  collect(root, bodies)
  return {
    subject: decodeWords(root.headers.get('subject') ?? ''),
    from: decodeWords(root.headers.get('from') ?? ''),
    to: addresses(root.headers.get('to') ?? ''),
    ...bodies,
  }
}
