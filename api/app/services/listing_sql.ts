import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'

/**
 * The conditions of a listing's WHERE clause, each with `?` placeholders and
 * its values in order. The page, the count and the admin's figures read the
 * same set through the same conditions.
 */
export class ListingConditions {
  readonly clauses: string[] = []
  readonly bindings: unknown[] = []

  add(clause: string, ...values: unknown[]) {
    this.clauses.push(clause)
    this.bindings.push(...values)
    return this
  }

  /** `a AND b`, or TRUE without conditions. */
  get predicate() {
    return this.clauses.length ? this.clauses.join(' AND ') : 'TRUE'
  }

  /** ` WHERE a AND b`, or nothing without conditions. */
  get sql() {
    return this.clauses.length ? ` WHERE ${this.predicate}` : ''
  }
}

/** `%`, `_` and `\` in a search box mean themselves. */
export function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/** A case-insensitive substring pattern for a lowered column (docs/decisions.md "Listing search"). */
export function containsPattern(search: string) {
  return `%${escapeLike(search.toLowerCase())}%`
}

const statementNames = new Map<string, string>()

/** The same name for the same text on every connection and instance. */
function statementName(sql: string) {
  let name = statementNames.get(sql)
  if (!name) {
    name = `listing_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`
    statementNames.set(sql, name)
  }
  return name
}

/**
 * Runs a listing's read. `prepared`: as a named prepared statement on the
 * `listings` connections (config/database.ts), which keep its generic plan, so
 * each connection parses and plans that text once and then only runs it
 * (planning was about half of an uncached page's database work; see
 * docs/decisions.md "Listing reads"). Only for texts from a fixed set (the
 * listings' shapes): each name stays on its connection. A search is never
 * prepared and goes to the default connections, planned for its pattern: a
 * plan made for any pattern cannot use what the pattern says, and was slower
 * than one made for it.
 */
export async function readListing<Row>(
  sql: string,
  bindings: unknown[],
  { prepared }: { prepared: boolean }
): Promise<Row[]> {
  const query = (prepared ? db.connection('listings') : db).rawQuery(sql, bindings as never)
  if (prepared) query.knexQuery.options({ name: statementName(sql) })
  const result = (await query) as { rows: Row[] }
  return result.rows
}

/** A listing's page: the cards' SELECT, the table, conditions, order and window. */
export interface ListingPage {
  /** `SELECT <card columns>`; `selectBindings` are its `?` values */
  select: string
  selectBindings: unknown[]
  /** the table and any join the order needs, e.g. `courses` */
  from: string
  /** joins for the cards' columns only (not for picking the page) */
  cardJoins?: string
  /** the table's id column, e.g. `courses.id` */
  id: string
  matching: ListingConditions
  /** ORDER BY, ending with the id as tie-breaker */
  order: string
  limit: number
  offset: number
  /** whether `matching` holds a search pattern */
  search: boolean
}

/**
 * A page of cards. The page's ids are picked in a subquery, from the
 * listing's index alone where it can (an OFFSET's rows are skipped in the
 * index, a search's text tested in it: migration 1732000000139), so the
 * cards' columns and extras are read for the page's rows only. Prepared but
 * for a search (see readListing). Reading a search's ids first and then its
 * cards with a prepared statement spared the database's planning but cost
 * the API a second round trip: no faster in all (`npm run bench`).
 */
export async function readPage<Row>(page: ListingPage): Promise<Row[]> {
  const ids = `SELECT ${page.id} FROM ${page.from}${page.matching.sql} ORDER BY ${page.order} LIMIT ? OFFSET ?`
  return readListing<Row>(
    `${page.select} FROM ${page.from}${page.cardJoins ?? ''} WHERE ${page.id} IN (${ids}) ORDER BY ${page.order}`,
    [...page.selectBindings, ...page.matching.bindings, page.limit, page.offset],
    { prepared: !page.search }
  )
}
