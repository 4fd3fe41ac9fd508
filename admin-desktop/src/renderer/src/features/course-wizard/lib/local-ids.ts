/*
| Records made while the server cannot be reached (a course, a section, a lesson) get a local
| id until the server answers with its own. The queue keeps the mapping, and every change is
| sent with the ids the server knows.
*/

export const LOCAL_ID_PREFIX = 'local-'

export type IdMap = Readonly<Record<string, string>>

export function newLocalId(random: () => string = () => crypto.randomUUID()): string {
  return `${LOCAL_ID_PREFIX}${random()}`
}

export const isLocalId = (id: string): boolean => id.startsWith(LOCAL_ID_PREFIX)

/** The server's id for a local one once known; any other id as it is. */
export function resolveId(id: string, ids: IdMap): string {
  return ids[id] ?? id
}

/** Local ids in the list that the server has not answered for yet. */
export function unresolvedIds(ids: readonly string[], map: IdMap): string[] {
  return ids.filter((id) => isLocalId(id) && map[id] === undefined)
}
