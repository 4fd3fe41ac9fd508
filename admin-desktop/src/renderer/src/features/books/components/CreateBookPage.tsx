import { H2 } from '@blueprintjs/core'
import { useNavigate } from 'react-router'
import { BookForm } from './BookForm.tsx'
import './books.css'

/** /admin/books/create: the content form; a created item opens the Published Books list. */
export default function CreateBookPage() {
  const navigate = useNavigate()
  return (
    <section aria-labelledby="create-book-heading" className="books-create">
      <H2 id="create-book-heading">Create Content</H2>
      <p className="books-muted">
        Notes, a test series, study material or a book: both files go up first, then the item is
        created.
      </p>
      <BookForm onSaved={() => void navigate('/books/published')} />
    </section>
  )
}
