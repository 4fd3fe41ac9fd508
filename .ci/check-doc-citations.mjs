/*
| Part of `npm run lint`: the repository explains itself. Comments and documents cite the
| product documents in docs/ (docs/decisions.md#money, docs/api-contract.md#store, ...), never
| the original specification files, which are not shipped with the repository. This fails when a
| file names one of them again, or cites a docs/ page or heading that does not exist, and says
| where.
|
|   node .ci/check-doc-citations.mjs
*/
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))
const SELF = relative(ROOT, fileURLToPath(import.meta.url))

// The names are spelt in pieces so this file does not match itself when searched with git grep.
const OUTSIDE_DOCUMENTS = new RegExp(
  [
    String.raw`\b${'learner'}-side\b`,
    String.raw`\b${'admin'}-side\b`,
    String.raw`\b${'client'}-contract\b`,
    String.raw`\b${'DECI'}SIONS\b`,
    String.raw`shared/${'spec'}\b`,
    // the same documents cited by their section numbers or route table, without their names
    String.raw`\b${'spec'} (?:§|sections? \d|route table)`,
  ].join('|')
)

/** Folders never searched when git cannot list the files (generated or installed content). */
const SKIPPED_FOLDERS = new Set([
  '.git',
  'node_modules',
  'dist',
  'out',
  'build',
  'tmp',
  'coverage',
  'storage',
  'screenshots',
  'test-results',
  'playwright-report',
  '.adonisjs',
])

/** Larger files are generated (lock files, data) and never hold a hand-written citation. */
const MAX_BYTES = 2 * 1024 * 1024

/** Tracked and new files, as git sees them (ignored files left out). */
function filesFromGit() {
  const output = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    }
  )
  return output.split('\0').filter(Boolean)
}

/** The same list without git (a source archive), by walking the folders. */
function filesFromDisk(folder = ROOT) {
  const found = []
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) found.push(...filesFromDisk(join(folder, entry.name)))
    } else if (entry.isFile()) {
      found.push(relative(ROOT, join(folder, entry.name)))
    }
  }
  return found
}

function listFiles() {
  try {
    return filesFromGit()
  } catch {
    return filesFromDisk()
  }
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replaceAll(' ', '-')
}

/** The anchors of one markdown file's headings (a repeated heading gets -1, -2, ...). */
function anchorsOf(text) {
  const anchors = new Set()
  const seen = new Map()
  for (const match of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const anchor = headingAnchor(match[1])
    const count = seen.get(anchor) ?? 0
    seen.set(anchor, count + 1)
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`)
  }
  return anchors
}

/** A citation such as docs/decisions.md#money or docs/screens/learner.md. */
const DOC_CITATION = /\bdocs\/[\w./-]+?\.md(?:#[\w-]+)?/g

const files = listFiles()
const texts = new Map()
for (const file of files) {
  if (file === SELF || file === 'package-lock.json') continue
  const path = join(ROOT, file)
  try {
    if (statSync(path).size > MAX_BYTES) continue
    const text = readFileSync(path, 'utf8')
    if (!text.includes('\0')) texts.set(file, text) // else binary
  } catch {
    // deleted since git listed it, or not a regular file
  }
}

const docAnchors = new Map(
  [...texts]
    .filter(([file]) => file.startsWith('docs/') && file.endsWith('.md'))
    .map(([file, text]) => [file, anchorsOf(text)])
)

/** Where a relative link of a docs/ page leads ('' for the page itself), or null when outside. */
function linkTarget(fromDoc, href) {
  if (/^[a-z]+:/i.test(href)) return null // http:, mailto:
  if (href === '') return fromDoc
  return relative(ROOT, resolve(ROOT, dirname(fromDoc), href)).replaceAll('\\', '/')
}

const outside = []
const broken = []
for (const [doc, text] of texts) {
  if (!docAnchors.has(doc)) continue
  text.split('\n').forEach((line, index) => {
    for (const [, href, anchor] of line.matchAll(/\]\(([^)\s#]*)(?:#([\w-]+))?\)/g)) {
      const target = linkTarget(doc, href)
      if (target === null) continue
      const missing = target.endsWith('.md')
        ? !docAnchors.has(target) && !texts.has(target)
        : !texts.has(target)
      const badAnchor = anchor && docAnchors.has(target) && !docAnchors.get(target).has(anchor)
      if (missing || badAnchor) {
        broken.push(`${doc}:${index + 1}: ${line.trim()}  (${href}${anchor ? `#${anchor}` : ''})`)
      }
    }
  })
}
for (const [file, text] of texts) {
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}: ${line.trim()}`
    if (OUTSIDE_DOCUMENTS.test(line)) outside.push(where)
    for (const [citation] of line.matchAll(DOC_CITATION)) {
      const [doc, anchor] = citation.split('#')
      const anchors = docAnchors.get(doc)
      if (!anchors || (anchor && !anchors.has(anchor))) broken.push(`${where}  (${citation})`)
    }
  })
}

const problems = []
if (outside.length > 0) {
  problems.push(
    'These lines cite the original specification, which is not part of the repository:',
    ...outside.map((finding) => `  ${finding}`),
    'State the rule in your own words and cite the section of docs/ that holds it',
    '(docs/README.md lists the documents), e.g. docs/decisions.md#money.'
  )
}
if (broken.length > 0) {
  problems.push(
    'These lines cite a docs/ page or heading that does not exist:',
    ...broken.map((finding) => `  ${finding}`)
  )
}
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log('Doc citations: every docs/ citation resolves; none cites the original specification.')
