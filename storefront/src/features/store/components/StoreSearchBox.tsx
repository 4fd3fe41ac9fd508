import { InputGroup, Button } from '@blueprintjs/core'
import { Cross, Search } from '@blueprintjs/icons'
import { useDebouncedCommit } from './use-debounced-commit.ts'

interface Props {
  value: string
  onSearch: (search: string) => void
}

/** The store's search: applied 500 ms after the last keystroke, cleared with one click. */
export function StoreSearchBox({ value, onSearch }: Props) {
  const [draft, setDraft] = useDebouncedCommit(value, onSearch)
  return (
    <InputGroup
      type="search"
      size="large"
      aria-label="Search the store"
      placeholder="Search for books, notes, test series, authors..."
      leftIcon={<Search />}
      value={draft}
      onValueChange={setDraft}
      maxLength={100}
      rightElement={
        draft ? (
          <Button
            variant="minimal"
            icon={<Cross />}
            aria-label="Clear search"
            onClick={() => {
              setDraft('')
              onSearch('')
            }}
          />
        ) : undefined
      }
    />
  )
}
