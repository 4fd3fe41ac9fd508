import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'

/** How long a key's answer is kept (and replayed). */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24

/**
 * A key whose first request has run this long without an answer is taken to be abandoned (its
 * process died) and may be claimed again. No builder call runs anywhere near this long.
 */
export const IDEMPOTENCY_CLAIM_TIMEOUT_MINUTES = 5

/** 1-200 characters of letters, digits, `_`, `-`, `:` and `.` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,200}$/

/** The clean-up of old keys runs at most this often per process. */
const CLEANUP_INTERVAL_MS = 60_000

export interface IdempotentRequest {
  userId: string
  key: string
  /** Method and route, e.g. "POST /api/v1/courses/addSection". */
  route: string
  bodyHash: string
}

export type Claim =
  /** This request owns the key: run it, then `complete` or `release`. */
  | { kind: 'claimed'; id: string }
  /** The first request ended: answer with what it answered. */
  | { kind: 'replay'; status: number; answer: unknown }
  /** The first request is still running. */
  | { kind: 'in_progress' }
  /** The key was used for another change (another body or another route). */
  | { kind: 'mismatch' }

/** JSON with object keys sorted, so the same change hashes the same however it was written. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`)
    return `{${entries.join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

export function hashRequestBody(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex')
}

/**
 * Idempotency keys of admin writes (docs/api-contract.md#idempotency-keys). A key is claimed by
 * one INSERT ... ON CONFLICT, so of two requests arriving together exactly one runs; the other
 * learns the key is taken and is answered from the stored row.
 */
export class IdempotencyService {
  #lastCleanup = 0

  async claim(request: IdempotentRequest): Promise<Claim> {
    // A row left by a finished, failed or abandoned request cannot make this loop forever: the
    // claim either inserts, or finds a row that is answered, running or mismatched.
    for (let attempt = 0; attempt < 3; attempt++) {
      const claimed = await this.#insertOrTakeOver(request)
      if (claimed !== null) return { kind: 'claimed', id: claimed }

      const existing = await db
        .from('idempotency_keys')
        .where({ user_id: request.userId, key: request.key })
        .select('route', 'body_hash', 'status', 'answer')
        .first()
      // released between the two statements: claim again
      if (!existing) continue
      if (existing.route !== request.route || existing.body_hash !== request.bodyHash) {
        return { kind: 'mismatch' }
      }
      if (existing.status === null) return { kind: 'in_progress' }
      return { kind: 'replay', status: existing.status, answer: existing.answer }
    }
    return { kind: 'in_progress' }
  }

  /** Stores the answer the request gave, for every repeat of it. */
  async complete(id: string, status: number, answer: unknown) {
    await db
      .from('idempotency_keys')
      .where('id', id)
      .update({ status, answer: answer === undefined ? null : JSON.stringify(answer) })
  }

  /** Gives the key up (the request failed on the server's side), so a retry runs again. */
  async release(id: string) {
    await db.from('idempotency_keys').where('id', id).delete()
  }

  /** Removes keys past their lifetime; cheap (an index range), and at most once a minute. */
  async removeExpired(now = Date.now()) {
    if (now - this.#lastCleanup < CLEANUP_INTERVAL_MS) return
    this.#lastCleanup = now
    await db.rawQuery(
      `DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => ?)`,
      [IDEMPOTENCY_KEY_LIFETIME_HOURS]
    )
  }

  /**
   * Inserts the key, or takes over a row that is past its lifetime or abandoned mid-request;
   * the new row's id, or null when a live row holds the key.
   */
  async #insertOrTakeOver(request: IdempotentRequest): Promise<string | null> {
    const result = await db.rawQuery(
      `INSERT INTO idempotency_keys (user_id, key, route, body_hash, status, answer, created_at)
       VALUES (?, ?, ?, ?, NULL, NULL, now())
       ON CONFLICT (user_id, key) DO UPDATE
         SET route = EXCLUDED.route, body_hash = EXCLUDED.body_hash, status = NULL,
             answer = NULL, created_at = EXCLUDED.created_at
         WHERE idempotency_keys.created_at < now() - make_interval(hours => ?)
            OR (idempotency_keys.status IS NULL
                AND idempotency_keys.created_at < now() - make_interval(mins => ?))
       RETURNING id`,
      [
        request.userId,
        request.key,
        request.route,
        request.bodyHash,
        IDEMPOTENCY_KEY_LIFETIME_HOURS,
        IDEMPOTENCY_CLAIM_TIMEOUT_MINUTES,
      ]
    )
    const row = result.rows[0]
    return row ? String(row.id) : null
  }
}

export const idempotencyService = new IdempotencyService()
