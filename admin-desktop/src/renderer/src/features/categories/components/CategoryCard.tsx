import { Button, Card, H3, Tag } from '@blueprintjs/core'
import { Edit, Trash } from '@blueprintjs/icons'
import type { Category } from '../api/category-types.ts'
import { formatDate } from '../../transactions/index.ts'
import { courseCountText } from '../lib/category-messages.ts'

interface CategoryCardProps {
  category: Category
  onEdit: (category: Category) => void
  onDelete: (category: Category) => void
}

/** A category: name, description, how many courses it holds (drafts too), when it was made. */
export function CategoryCard({ category, onEdit, onDelete }: CategoryCardProps) {
  const headingId = `category-${category._id}`
  return (
    <Card className="category-card" role="article" aria-labelledby={headingId}>
      <div className="category-card-top">
        <H3 id={headingId} className="category-card-name">
          {category.name}
        </H3>
        <Tag minimal round intent={category.courseCount > 0 ? 'primary' : 'none'}>
          {courseCountText(category.courseCount)}
        </Tag>
      </div>
      <p className={category.description ? 'category-card-description' : 'category-card-muted'}>
        {category.description || 'No description'}
      </p>
      <p className="category-card-muted category-card-created">
        Created <time dateTime={category.createdAt}>{formatDate(category.createdAt)}</time>
      </p>
      <div className="category-card-actions">
        <Button
          variant="outlined"
          icon={<Edit />}
          onClick={() => onEdit(category)}
          aria-describedby={headingId}
        >
          Edit
        </Button>
        <Button
          variant="minimal"
          intent="danger"
          icon={<Trash />}
          onClick={() => onDelete(category)}
          aria-describedby={headingId}
        >
          Delete
        </Button>
      </div>
    </Card>
  )
}
