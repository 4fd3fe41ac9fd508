import db from '@adonisjs/lucid/services/db'
import mediaConfig, { type UploadPreset } from '#config/media'
import ApiException from '#exceptions/api_exception'
import type LocalMediaStorage from '#services/media/local_media_storage'
import type { SignedUpload } from '#services/media/media_storage'

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

/** Rounds of the one-query search (another instance may take the same second meanwhile). */
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
    const candidates: SignedUpload[] = []
    for (let secondsBack = 0; secondsBack < MAX_SECONDS_BACK; secondsBack++) {
      candidates.push(storage.signUpload(preset, new Date(now.getTime() - secondsBack * 1000)))
    }
    for (let round = 0; round < MAX_ROUNDS; round++) {
      // the most recent second whose signature nobody holds, in one statement
      const result = await db.rawQuery(
        `INSERT INTO media_upload_signatures (signature, expires_at)
         SELECT candidate.value->>'signature', (candidate.value->>'expiresAt')::timestamptz
           FROM jsonb_array_elements(?::jsonb) WITH ORDINALITY AS candidate(value, position)
          WHERE NOT EXISTS (
            SELECT 1 FROM media_upload_signatures taken
             WHERE taken.signature = candidate.value->>'signature')
          ORDER BY candidate.position
          LIMIT 1
         ON CONFLICT (signature) DO NOTHING
         RETURNING signature`,
        [
          JSON.stringify(
            candidates.map((signed) => ({
              signature: signed.signature,
              expiresAt: this.#expiry(signed.timestamp).toISOString(),
            }))
          ),
        ]
      )
      const issued = result.rows[0]?.signature
      if (issued) return candidates.find((signed) => signed.signature === issued)!
    }
    throw new ApiException('Too many uploads are starting right now; try again in a minute', {
      status: 503,
      retryAfter: 60,
    })
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
