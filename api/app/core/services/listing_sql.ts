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

  /** These conditions and one more, as a new set (these stay as they are). */
  and(clause: string, ...values: unknown[]) {
    const more = new ListingConditions()
    more.clauses.push(...this.clauses)
    more.bindings.push(...this.bindings)
    return more.add(clause, ...values)
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
 * listings' shapes): each name stays on its connection. A search's LIKE is
 * never prepared and goes to the default connections, planned for its
 * pattern: a plan made for any pattern cannot use what the pattern says, and
 * was slower than one made for it (a search tried in the first rows is
 * prepared: its plan is the index walk whatever the term; see readPage).
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

/**
 * A search in a listing whose order an index answers with the search text in
 * its entries (the newest-first indexes, migration 1732000000139): the
 * listing's first rows can be tested from that index alone, in order.
 */
export interface IndexedSearch {
  /** the search box's text, lowered like the column */
  term: string
  /** the lowered text column the index holds, e.g. `courses.search_text` */
  column: string
  /** the columns the order reads besides the id, e.g. `courses.created_at` */
  orderColumns: string
  /** the listing's conditions without the search */
  unsearched: ListingConditions
}

/**
 * How many of a listing's first rows a search tests in the index before it
 * searches the whole listing: a first page fills from them for any term in
 * at least 1 of 50 rows; a rarer term costs ~0.35 ms of database time more.
 */
export const SEARCH_WALK_ROWS = 500

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
  /** set when that search can first be tried in the listing's index (see readPage) */
  indexedSearch?: IndexedSearch
}

/**
 * A page of cards. The page's ids are picked in a subquery, from the
 * listing's index alone where it can (an OFFSET's rows are skipped in the
 * index, a search's text tested in it: migration 1732000000139), so the
 * cards' columns and extras are read for the page's rows only. Prepared but
 * for a search (see readListing).
 *
 * A search with an `indexedSearch` first reads the page from the listing's
 * first SEARCH_WALK_ROWS rows (searchInFirstRows), a prepared statement; when
 * those hold a full page it is the page, and the database did not plan the
 * search. Otherwise the whole listing is searched, planned for the pattern.
 */
export async function readPage<Row>(page: ListingPage): Promise<Row[]> {
  if (page.indexedSearch && page.offset + page.limit <= SEARCH_WALK_ROWS) {
    const rows = await searchInFirstRows<Row>(page, page.indexedSearch)
    if (rows.length === page.limit) return rows
  }
  const ids = `SELECT ${page.id} FROM ${page.from}${page.matching.sql} ORDER BY ${page.order} LIMIT ? OFFSET ?`
  return readListing<Row>(
    cardsOf(page, ids),
    [...page.selectBindings, ...page.matching.bindings, page.limit, page.offset],
    { prepared: !page.search }
  )
}

/** The cards' columns for the rows whose ids `ids` picks, in the page's order. */
function cardsOf(page: ListingPage, ids: string) {
  return `${page.select} FROM ${page.from}${page.cardJoins ?? ''} WHERE ${page.id} IN (${ids}) ORDER BY ${page.order}`
}

/**
 * The page among the listing's first SEARCH_WALK_ROWS rows that contain the
 * term. Those rows hold every match that comes before the first match beyond
 * them, so when they hold a full page it is the page of the whole listing.
 * The first rows are an index-only walk of the listing's index (their text is
 * in its entries) and the term a plain substring test (`strpos`, the same
 * match as the LIKE pattern without its escapes). A search's planned
 * statement cost as much database time to plan as to run; this one is one of
 * the listings' prepared shapes, whatever the term.
 */
function searchInFirstRows<Row>(page: ListingPage, search: IndexedSearch) {
  // the first rows under the table's own name, so the order's columns read the same
  const firstRows = `SELECT ${page.id}, ${search.orderColumns}, ${search.column} FROM ${page.from}${search.unsearched.sql} ORDER BY ${page.order} LIMIT ?`
  const ids = `SELECT ${page.id} FROM (${firstRows}) AS ${page.from} WHERE strpos(${search.column}, ?) > 0 ORDER BY ${page.order} LIMIT ? OFFSET ?`
  return readListing<Row>(
    cardsOf(page, ids),
    [
      ...page.selectBindings,
      ...search.unsearched.bindings,
      SEARCH_WALK_ROWS,
      search.term,
      page.limit,
      page.offset,
    ],
    { prepared: true }
  )
}
