import { BaseSchema } from '@adonisjs/lucid/schema'
import { LOCAL_IMAGE_PATH, publicMediaBase } from '#media'

/** The columns that hold a picture's address. */
const PICTURE_COLUMNS = [
  { table: 'courses', column: 'thumbnail' },
  { table: 'store_items', column: 'thumbnail_url' },
  { table: 'users', column: 'image' },
]

/**
 * A picture of the local store saved with the host and port it was uploaded on
 * (`http://127.0.0.1:3333/api/v1/media/image/...`, any host): the group is the path kept.
 * Cloudinary's, Google's and other sites' addresses have other paths and do not match.
 */
const ADDRESS_OF_LOCAL_PICTURE = `^https?://[^/?#]+(${LOCAL_IMAGE_PATH}.+)$`

/**
 * Pictures of the local media store are stored as their path, without a host, and answered
 * with the address of the current settings (app/core/services/image_addresses.ts). This
 * rewrites the addresses saved before, of whatever host, in one UPDATE per table (no row
 * loop, however large the table); rows already holding a path, or another site's address,
 * do not match, so running it again changes nothing.
 *
 * Rolled back, the paths become addresses of the current public media host (MEDIA_PUBLIC_URL,
 * else APP_URL), which is what the code before this needs.
 */
export default class extends BaseSchema {
  async up() {
    for (const { table, column } of PICTURE_COLUMNS) {
      this.defer((db) =>
        db.rawQuery(`UPDATE ?? SET ?? = substring(?? from ?) WHERE ?? ~ ?`, [
          table,
          column,
          column,
          ADDRESS_OF_LOCAL_PICTURE,
          column,
          ADDRESS_OF_LOCAL_PICTURE,
        ])
      )
    }
  }

  async down() {
    for (const { table, column } of PICTURE_COLUMNS) {
      this.defer((db) =>
        db.rawQuery(`UPDATE ?? SET ?? = ? || ?? WHERE starts_with(??, ?)`, [
          table,
          column,
          publicMediaBase(),
          column,
          column,
          LOCAL_IMAGE_PATH,
        ])
      )
    }
  }
}
