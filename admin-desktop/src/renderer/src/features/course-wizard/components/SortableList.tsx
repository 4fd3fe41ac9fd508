import type { ReactNode } from 'react'
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { DragHandleVertical } from '@blueprintjs/icons'

/**
 * A vertical list reordered by dragging its handles, or from the keyboard: focus a handle, Space
 * to pick the entry up, the arrow keys to move it, Space to drop it (Escape puts it back).
 */
export function SortableList({
  ids,
  label,
  onMove,
  children,
}: {
  ids: string[]
  /** What is being moved, for the screen reader's announcements ('section', 'lesson') */
  label: string
  onMove: (from: number, to: number) => void
  children: ReactNode
}) {
  const sensors = useSensors(
    // a small distance first, so a click on the handle is not a drag
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates })
  )
  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return
    const from = ids.indexOf(String(active.id))
    const to = ids.indexOf(String(over.id))
    if (from !== -1 && to !== -1) onMove(from, to)
  }
  const position = (id: string | number) => ids.indexOf(String(id)) + 1
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) =>
            `Picked up ${label} ${position(active.id)} of ${ids.length}.`,
          onDragOver: ({ over }) => (over ? `Moved to position ${position(over.id)}.` : undefined),
          onDragEnd: ({ over }) =>
            over ? `Dropped ${label} at position ${position(over.id)}.` : `Dropped the ${label}.`,
          onDragCancel: () => `Moving the ${label} was cancelled.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  )
}

/** One entry of a SortableList; `handleLabel` names the handle ('Move section Basics'). */
export function SortableItem({
  id,
  handleLabel,
  className,
  children,
}: {
  id: string
  handleLabel: string
  className?: string
  children: ReactNode
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id })
  return (
    <li
      ref={setNodeRef}
      className={className}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="course-wizard__handle"
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
        aria-roledescription="sortable"
      >
        <DragHandleVertical />
      </button>
      {children}
    </li>
  )
}
