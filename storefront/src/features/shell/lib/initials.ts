/** Up to two capital letters for an avatar without a photo: 'Asha Verma' -> 'AV'. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0]!
  const last = words.length > 1 ? words[words.length - 1]! : ''
  return (Array.from(first)[0]! + (Array.from(last)[0] ?? '')).toUpperCase()
}
