import { column } from '@adonisjs/lucid/orm'

/** A jsonb column: written as JSON text, read back as parsed by `pg`. */
export const jsonColumn = (options: { serializeAs?: string | null } = {}) =>
  column({
    ...options,
    prepare: (value: unknown) =>
      value === null || value === undefined ? value : JSON.stringify(value),
  })
