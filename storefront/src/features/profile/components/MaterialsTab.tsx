import { NonIdealState } from '@blueprintjs/core'
import { Book, Shop } from '@blueprintjs/icons'
import type { StoreItem } from '@pathshala/shared'
import { LinkButton } from '../../learning/components/LinkButton.tsx'
import { MaterialCard } from './MaterialCard.tsx'

/** The Materials tab: what the learner owns from the store, or a way to the store. */
export function MaterialsTab({ materials }: { materials: StoreItem[] }) {
  if (materials.length === 0) {
    return (
      <NonIdealState
        className="profile-empty"
        icon={<Book size={40} />}
        title="No materials purchased yet"
        description="Notes, test series and books you buy or get free appear here."
        action={
          <LinkButton to="/home/store" text="Browse Materials" intent="primary" icon={<Shop />} />
        }
      />
    )
  }
  return (
    <div className="profile-card-grid" role="list" aria-label="Purchased materials">
      {materials.map((material) => (
        <MaterialCard key={material._id} material={material} />
      ))}
    </div>
  )
}
