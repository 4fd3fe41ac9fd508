import { H2 } from '@blueprintjs/core'
import { Add, CloudUpload, Manual } from '@blueprintjs/icons'
import { HubCards, type HubCard } from '@pathshala/ui'
import './books.css'

const CARDS: readonly HubCard[] = [
  {
    to: '/books/create',
    title: 'Create Content',
    text: 'Add notes, a test series, study material or a book: thumbnail, PDF and details.',
    action: 'Create',
    icon: <Add size={28} />,
  },
  {
    to: '/books/published',
    title: 'Published Books',
    text: 'Every store item of every status: filter, edit, hide, delete and see the sales.',
    action: 'Open',
    icon: <Manual size={28} />,
  },
  {
    to: '/books/bulk',
    title: 'Bulk Upload',
    text: 'Many PDFs with their thumbnails at once, paired by file name, resumable.',
    action: 'Upload',
    icon: <CloudUpload size={28} />,
  },
]

/** /admin/books: where the store's content is made and managed. */
export default function BooksHubPage() {
  return (
    <section aria-labelledby="books-hub-heading" className="books-hub">
      <H2 id="books-hub-heading">Books</H2>
      <p className="books-muted">Notes, test series, study material and books sold in the store.</p>
      <HubCards cards={CARDS} />
    </section>
  )
}
