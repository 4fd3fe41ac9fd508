import db from '@adonisjs/lucid/services/db'
import mediaConfig, { type UploadPreset } from '#config/media'
import ApiException from '#core/exceptions/api_exception'
import type LocalMediaStorage from '#media/services/local_media_storage'
import type { SignedUpload } from '#media/services/media_storage'

/** Expired rows are removed at most this often, per process. */
const PRUNE_INTERVAL_MS = 60 * 1000

/**
 * How many earlier seconds may be tried when a preset's signature for this
 * second was already handed out (a signature covers only the timestamp and
 * the preset, so two signed in the same second would be the same). Half the
 * signature's hour: a signature handed out still has at least half an hour
 * left, and a bulk upload may start a thousand files in a few minutes.
 */
const MAX_SECONDS_BACK = 1800

/**
 * The seconds tried, nearest first, in growing windows (each the end of its range): nearly every
 * signature is this second's or one a moment before, so most are found among 16 candidates
 * instead of signing and sending all 1,800.
 */
const WINDOWS = [16, 256, MAX_SECONDS_BACK]

/** Rounds of the one-query search in a window (another instance may take the same second meanwhile). */
const MAX_ROUNDS = 5

let lastPruneAt = 0

/**
 * Local-mode upload signatures in PostgreSQL (table media_upload_signatures),
 * so that each signature authorises one upload across every API instance:
 * `issue` hands out signatures no other client holds, `claim` marks one used
 * by exactly one upload, even when two arrive at once.
 */
export default class UploadSignatureLedger {
  /**
   * Signs an upload with the preset, with a timestamp whose signature has
   * not been handed out before (this second, or the closest earlier one).
   */
  async issue(storage: LocalMediaStorage, preset: UploadPreset, now = new Date()) {
    await this.#pruneNow(now)
    let from = 0
    for (const to of WINDOWS) {
      const candidates: SignedUpload[] = []
      for (let secondsBack = from; secondsBack < to; secondsBack++) {
        candidates.push(storage.signUpload(preset, new Date(now.getTime() - secondsBack * 1000)))
      }
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const { issued, anyFree } = await this.#takeNearestFree(candidates)
        if (issued) return candidates.find((signed) => signed.signature === issued)!
        // every second of this window is handed out: look further back
        if (!anyFree) break
      }
      from = to
    }
    throw new ApiException('Too many uploads are starting right now; try again in a minute', {
      status: 503,
      retryAfter: 60,
    })
  }

  /**
   * Records the first candidate nobody holds, in one statement. `anyFree` false: all are held;
   * true without `issued`: another instance took the free one meanwhile.
   */
  async #takeNearestFree(candidates: SignedUpload[]) {
    const result = await db.rawQuery<{ rows: { issued: string | null; any_free: boolean }[] }>(
      `WITH nearest_free AS (
         SELECT candidate.value->>'signature' AS signature,
                (candidate.value->>'expiresAt')::timestamptz AS expires_at
           FROM jsonb_array_elements(?::jsonb) WITH ORDINALITY AS candidate(value, position)
          WHERE NOT EXISTS (
            SELECT 1 FROM media_upload_signatures taken
             WHERE taken.signature = candidate.value->>'signature')
          ORDER BY candidate.position
          LIMIT 1
       ), issued AS (
         INSERT INTO media_upload_signatures (signature, expires_at)
         SELECT signature, expires_at FROM nearest_free
         ON CONFLICT (signature) DO NOTHING
         RETURNING signature
       )
       SELECT (SELECT signature FROM issued) AS issued,
              EXISTS (SELECT 1 FROM nearest_free) AS any_free`,
      [
        JSON.stringify(
          candidates.map((signed) => ({
            signature: signed.signature,
            expiresAt: this.#expiry(signed.timestamp).toISOString(),
          }))
        ),
      ]
    )
    const row = result.rows[0]
    return { issued: row?.issued ?? null, anyFree: row?.any_free ?? false }
  }

  /**
   * Marks a verified signature used; false when an upload already used it.
   * A valid signature that was never handed out through `issue` is recorded
   * as used here. One statement, so of two uploads racing with the same
   * signature exactly one wins.
   *
   * A chunked upload passes its `uploadId`: the first chunk binds the
   * signature to it, and later chunks of the same upload id (repeated, out of
   * order, or resent after a restart) claim it again successfully, while any
   * other upload with that signature is refused.
   */
  async claim(signature: string, timestamp: number, now = new Date(), uploadId?: string) {
    await this.#pruneNow(now)
    const result = await db.rawQuery(
      `INSERT INTO media_upload_signatures (signature, expires_at, used_at, upload_id)
       VALUES (?, ?, ?, ?)
       ON CONFLICT (signature) DO UPDATE
         SET used_at = EXCLUDED.used_at, upload_id = EXCLUDED.upload_id
         WHERE media_upload_signatures.used_at IS NULL
            OR (EXCLUDED.upload_id IS NOT NULL
                AND media_upload_signatures.upload_id = EXCLUDED.upload_id)
       RETURNING signature`,
      [signature.toLowerCase(), this.#expiry(timestamp), now, uploadId ?? null]
    )
    return result.rows.length > 0
  }

  /**
   * Removes the signatures past their validity (an expired signature is
   * refused by its timestamp anyway). Answers how many rows went.
   */
  async prune(now = new Date()) {
    const result = await db.rawQuery('DELETE FROM media_upload_signatures WHERE expires_at < ?', [
      now,
    ])
    return result.rowCount ?? 0
  }

  async #pruneNow(now: Date) {
    if (now.getTime() - lastPruneAt < PRUNE_INTERVAL_MS) return
    lastPruneAt = now.getTime()
    await this.prune(now)
  }

  /** The end of a signature's validity: an hour (the configured age) after its timestamp. */
  #expiry(timestamp: number) {
    return new Date((timestamp + mediaConfig.signatureMaxAgeSeconds) * 1000)
  }
}
