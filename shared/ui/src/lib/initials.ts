/**
 * Up to two capital letters for an avatar without a photo: the first letters of the first and
 * the last word ('Asha Verma' -> 'AV', 'vikram singh rathee' -> 'VR', 'Priya' -> 'P'). Letters
 * are taken whole by code point, so a name in Devanagari or with an accent keeps its letter.
 * A blank name gives `fallback`.
 */
export function initialsOf(name: string | null | undefined, fallback = '?'): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return fallback
  const first = firstLetter(words[0]!)
  const last = words.length > 1 ? firstLetter(words[words.length - 1]!) : ''
  return (first + last).toLocaleUpperCase('en-IN')
}

function firstLetter(word: string): string {
  return Array.from(word)[0] ?? ''
}

/** 'First Last' of a person, or their email when both names are blank. */
export function personName(person: {
  firstName?: string | null
  lastName?: string | null
  email?: string | null
}): string {
  const name = [person.firstName, person.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ')
  return name || person.email?.trim() || ''
}
