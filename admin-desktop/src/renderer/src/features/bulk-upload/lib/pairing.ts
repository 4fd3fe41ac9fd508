/**
 * Pairing the picked files into store items: each PDF becomes one item, and an image with the
 * same base name (case aside) is its thumbnail: `polity-notes.pdf` + `polity-notes.png`. A PDF
 * without an image gets the placeholder thumbnail (docs/screens/admin.md, Bulk upload).
 */

/** A file the admin picked: a browser File on the web, a path on disk in the desktop app. */
export interface PickedFile {
  /** Identifies the file: its path on the desktop; name, size and date on the web */
  key: string
  name: string
  size: number
}

export type PickedKind = 'pdf' | 'image'

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'webp', 'gif'])

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/** 'pdf', 'image' or null (a file the bulk upload does not take) by the name's extension. */
export function kindOf(name: string): PickedKind | null {
  const extension = extensionOf(name)
  if (extension === 'pdf') return 'pdf'
  return IMAGE_EXTENSIONS.has(extension) ? 'image' : null
}

/** The name without its extension, lower case: what pairs a PDF with its image. */
export function baseNameOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return (dot > 0 ? name.slice(0, dot) : name).trim().toLowerCase()
}

/** 'polity-notes_2024.pdf' -> 'Polity Notes 2024': a title people can keep or edit. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.')
  const base = dot > 0 ? name.slice(0, dot) : name
  return base
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ')
    .slice(0, 200)
}

export interface FilePair<F extends PickedFile> {
  pdf: F
  /** null: the placeholder thumbnail is used */
  image: F | null
}

export interface PairingResult<F extends PickedFile> {
  pairs: Array<FilePair<F>>
  /** Images whose name matches no PDF */
  unpairedImages: F[]
  /** Files that are neither PDFs nor images */
  ignored: F[]
  /** PDFs left out because another PDF has the same base name */
  duplicates: F[]
}

/**
 * Pairs PDFs with images by base name, in the order the PDFs were picked. When several images
 * share a PDF's name, the first picked wins; the others count as unpaired.
 */
export function pairFiles<F extends PickedFile>(files: readonly F[]): PairingResult<F> {
  const imagesByBase = new Map<string, F>()
  const unpairedImages: F[] = []
  const ignored: F[] = []
  const pdfs: F[] = []
  for (const file of files) {
    const kind = kindOf(file.name)
    if (kind === 'pdf') pdfs.push(file)
    else if (kind === 'image') {
      const base = baseNameOf(file.name)
      if (imagesByBase.has(base)) unpairedImages.push(file)
      else imagesByBase.set(base, file)
    } else ignored.push(file)
  }
  const pairs: Array<FilePair<F>> = []
  const duplicates: F[] = []
  const seen = new Set<string>()
  for (const pdf of pdfs) {
    const base = baseNameOf(pdf.name)
    if (seen.has(base)) {
      duplicates.push(pdf)
      continue
    }
    seen.add(base)
    const image = imagesByBase.get(base) ?? null
    if (image) imagesByBase.delete(base)
    pairs.push({ pdf, image })
  }
  unpairedImages.push(...imagesByBase.values())
  return { pairs, unpairedImages, ignored, duplicates }
}
