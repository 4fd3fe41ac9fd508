import { writeRequestOptions } from '@pathshala/shared'
import type { AdminApiClient } from '../../../../../shared/api-contract.ts'
import type { BuilderCall, BuilderCalls, BuilderPath, SendOptions } from '../lib/builder-change.ts'

function call<P extends BuilderPath>(api: AdminApiClient, path: P): BuilderCall<P> {
  // the body's type depends on P, which TypeScript cannot follow into the client's generic
  // arguments; BuilderCall<P> states it for each path below
  return (body, options?: SendOptions) =>
    api.post(path, { body, ...writeRequestOptions(options) } as never)
}

/** The builder calls the wizard's queue sends, through the app's API client. */
export function builderCalls(api: AdminApiClient): BuilderCalls {
  return {
    createCourse: call(api, '/courses/createCourse'),
    editCourse: call(api, '/courses/editCourse'),
    addSection: call(api, '/courses/addSection'),
    updateSection: call(api, '/courses/updateSection'),
    deleteSection: call(api, '/courses/deleteSection'),
    reorderSections: call(api, '/courses/reorderSections'),
    addSubSection: call(api, '/courses/addSubSection'),
    updateSubSection: call(api, '/courses/updateSubSection'),
    deleteSubSection: call(api, '/courses/deleteSubSection'),
    reorderSubSections: call(api, '/courses/reorderSubSections'),
  }
}
