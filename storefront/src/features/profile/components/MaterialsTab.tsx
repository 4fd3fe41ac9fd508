import { Book, Shop } from '@blueprintjs/icons'
import { ButtonLink, EmptyState } from '@pathshala/ui'
import { MaterialCard } from './MaterialCard.tsx'
import type { OwnedMaterial } from '../api/profile-types.ts'

/** The Materials tab: what the learner owns from the store, or a way to the store. */
export function MaterialsTab({ materials }: { materials: OwnedMaterial[] }) {
  if (materials.length === 0) {
    return (
      <EmptyState
        icon={<Book />}
        title="No materials purchased yet"
        description="Notes, test series and books you buy or get free appear here."
        action={
          <ButtonLink to="/home/store" intent="primary" icon={<Shop />}>
            Browse Materials
          </ButtonLink>
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
