/**
 * 'What you'll learn' is free text: one point per line when it has several lines, else the
 * course builder's comma-separated list (the old client split it on commas).
 */
export function learningPoints(text: string | null | undefined): string[] {
  const trimmed = text?.trim() ?? ''
  if (trimmed === '') return []
  const lines = trimmed.split(/\r?\n/)
  const points = lines.length > 1 ? lines : trimmed.split(',')
  return points.map((point) => point.replace(/^[\s•*-]+/, '').trim()).filter(Boolean)
}

/** A lesson or course description as paragraphs, one per non-empty line. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}
