import { Book, Clipboard, Document, Manual } from '@blueprintjs/icons'
import type { StoreItemType } from '@pathshala/shared'

const ICONS = { Notes: Document, TestSeries: Clipboard, Material: Manual, Books: Book } as const

/** One picture per material type, so a missing thumbnail still says what the item is. */
export function BookTypeIcon({ type, size = 16 }: { type: StoreItemType; size?: number }) {
  const Icon = ICONS[type] ?? Book
  return <Icon size={size} aria-hidden />
}
