/** Up to two capital letters for an avatar without a photo: 'Rohan Sharma' -> 'RS'. */
export function initialsOf(person: {
  firstName?: string | null
  lastName?: string | null
  email?: string | null
}): string {
  const letters = [person.firstName, person.lastName]
    .map((part) => firstLetter(part))
    .filter(Boolean)
    .join('')
  if (letters !== '') return letters.toLocaleUpperCase('en-IN')
  return (firstLetter(person.email) || 'U').toLocaleUpperCase('en-IN')
}

function firstLetter(value: string | null | undefined): string {
  // Spread by code point so a name starting with an accented or non-Latin letter stays whole.
  return [...(value?.trim() ?? '')][0] ?? ''
}
