/** The free item's confirmation: it went to the library, no payment involved. */
export function addedToLibraryMessage(title: string): string {
  return `"${title}" is now in your library. Use Access to download it.`
}
