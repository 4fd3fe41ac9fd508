import { Button, Checkbox, FormGroup, PopoverNext } from '@blueprintjs/core'
import { CaretDown } from '@blueprintjs/icons'
import type { Category } from '../../categories/index.ts'
import { ALL_CATEGORIES } from '../lib/published-filters.ts'

interface CategoryFilterProps {
  categories: Category[]
  /** The chosen ids; empty means All. */
  chosen: string[]
  onChoose: (choice: string) => void
  loading: boolean
}

/** What the closed filter reads: 'All', one name, or how many are chosen. */
function summary(categories: Category[], chosen: string[]): string {
  if (chosen.length === 0) return 'All'
  if (chosen.length === 1)
    return categories.find(({ _id }) => _id === chosen[0])?.name ?? '1 chosen'
  return `${chosen.length} chosen`
}

/** The multi-select Categories filter with All (its rules: lib/published-filters.ts). */
export function CategoryFilter({ categories, chosen, onChoose, loading }: CategoryFilterProps) {
  return (
    <FormGroup label="Categories" labelFor="published-categories" className="published-filter">
      <PopoverNext
        placement="bottom-start"
        content={
          <fieldset className="published-categories-menu">
            <legend className="visually-hidden">Categories</legend>
            <Checkbox
              label="All"
              checked={chosen.length === 0}
              onChange={() => onChoose(ALL_CATEGORIES)}
            />
            {categories.map((category) => (
              <Checkbox
                key={category._id}
                label={category.name}
                checked={chosen.includes(category._id)}
                onChange={() => onChoose(category._id)}
              />
            ))}
          </fieldset>
        }
      >
        <Button
          id="published-categories"
          variant="outlined"
          endIcon={<CaretDown />}
          loading={loading}
          aria-haspopup="dialog"
        >
          {summary(categories, chosen)}
        </Button>
      </PopoverNext>
    </FormGroup>
  )
}
