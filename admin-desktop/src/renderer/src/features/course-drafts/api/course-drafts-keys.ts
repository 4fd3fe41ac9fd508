import type { RequestQuery } from '../../../../../shared/api-contract.ts'

/** Query keys of the draft courses feature. */
export const courseDraftsKeys = {
  all: ['course-drafts'] as const,
  lists: () => [...courseDraftsKeys.all, 'list'] as const,
  list: (request: RequestQuery<'/courses/courseCreationDraft'>) =>
    [...courseDraftsKeys.lists(), request] as const,
  /** The drafts the wizard keeps on this machine for one admin */
  local: (userId: string) => [...courseDraftsKeys.all, 'local', userId] as const,
}
