import { Card, H2, H3 } from '@blueprintjs/core'
import { Add, CloudUpload, Manual } from '@blueprintjs/icons'
import type { ReactElement } from 'react'
import { ButtonLink } from '@pathshala/ui'
import './books.css'

interface HubCard {
  to: string
  title: string
  text: string
  action: string
  icon: ReactElement
}

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
      <div className="books-hub-cards">
        {CARDS.map((card) => (
          <Card key={card.to} className="books-hub-card">
            <span className="books-hub-icon" aria-hidden>
              {card.icon}
            </span>
            <H3>{card.title}</H3>
            <p>{card.text}</p>
            <ButtonLink to={card.to} intent="primary">
              {card.action}
            </ButtonLink>
          </Card>
        ))}
      </div>
    </section>
  )
}
