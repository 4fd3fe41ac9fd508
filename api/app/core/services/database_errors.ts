/** The SQLSTATE code PostgreSQL gave a failed query (`23505` unique violation, ...), if any. */
export function databaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  return typeof error.code === 'string' ? error.code : undefined
}
