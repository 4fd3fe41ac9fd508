import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { UserFactory } from '#database/factories/user_factory'
import { CourseFactory } from '#database/factories/course_factory'
import { StoreItemFactory } from '#database/factories/store_item_factory'
import StorePicturePaths from '#database/migrations/1732000000140_store_local_pictures_without_host'
import { withCleanDatabase } from '#tests/helpers/database'
import { statementsOf } from '#tests/helpers/queries'

const PATH = '/api/v1/media/image/pathshala/courses/'

/**
 * What the rows held before (the address of the host and port each picture was uploaded on),
 * with what each must hold after the migration.
 */
const PICTURES: [before: string | null, after: string | null][] = [
  [`http://127.0.0.1:3333${PATH}polity.png`, `${PATH}polity.png`],
  [`http://localhost:4173${PATH}history-w640.webp`, `${PATH}history-w640.webp`],
  [`https://pathshala.example.com${PATH}maps.jpg`, `${PATH}maps.jpg`],
  [`http://[::1]:8080${PATH}economy.gif`, `${PATH}economy.gif`],
  [`${PATH}already-a-path.png`, `${PATH}already-a-path.png`],
  // pictures kept elsewhere stay as they are
  [
    'https://res.cloudinary.com/pathshala-demo/image/upload/v1700000000/pathshala/courses/a.png',
    'https://res.cloudinary.com/pathshala-demo/image/upload/v1700000000/pathshala/courses/a.png',
  ],
  [
    'http://res.cloudinary.com/pathshala-demo/image/upload/pathshala/courses/b.jpg',
    'http://res.cloudinary.com/pathshala-demo/image/upload/pathshala/courses/b.jpg',
  ],
  [
    'https://lh3.googleusercontent.com/a/ACg8ocK-picture=s96-c',
    'https://lh3.googleusercontent.com/a/ACg8ocK-picture=s96-c',
  ],
  [
    'https://example.com/api/v1/media/raw/notes.pdf',
    'https://example.com/api/v1/media/raw/notes.pdf',
  ],
  [null, null],
]

const COLUMNS = [
  { table: 'courses', column: 'thumbnail' },
  { table: 'store_items', column: 'thumbnail_url' },
  { table: 'users', column: 'image' },
] as const

async function storeEveryPicture() {
  for (const [before] of PICTURES) {
    const user = await UserFactory.merge({ image: before }).create()
    await CourseFactory.merge({ thumbnail: before, instructorId: user.id }).create()
    await StoreItemFactory.merge({ thumbnailUrl: before, createdBy: user.id }).create()
  }
}

/** Each column's values, by table. */
async function storedPictures() {
  const found: Record<string, (string | null)[]> = {}
  for (const { table, column } of COLUMNS) {
    const rows = await db.from(table).select(column)
    found[table] = rows.map((row) => row[column] as string | null)
  }
  return found
}

function migrate(direction: 'up' | 'down') {
  const migration = new StorePicturePaths(db.connection(), 'store_local_pictures_without_host')
  return statementsOf(() => (direction === 'up' ? migration.execUp() : migration.execDown()))
}

test.group('Migration: local pictures stored as their path, without a host', (group) => {
  withCleanDatabase(group)

  test('rewrites addresses of any host to the path, one UPDATE per table, and again changes nothing', async ({
    assert,
  }) => {
    await storeEveryPicture()

    const statements = await migrate('up')

    assert.lengthOf(statements, COLUMNS.length)
    for (const statement of statements) assert.match(statement, /^\s*UPDATE /)
    const after = PICTURES.map(([, value]) => value)
    for (const [table, values] of Object.entries(await storedPictures())) {
      assert.sameMembers(values, after, table)
    }

    // a second run (a second instance starting, a re-run by hand) finds nothing to change
    await migrate('up')
    for (const [table, values] of Object.entries(await storedPictures())) {
      assert.sameMembers(values, after, table)
    }
  })

  test('rolled back, paths become addresses of the current public media host again', async ({
    assert,
    cleanup,
  }) => {
    await storeEveryPicture()
    await migrate('up')
    const before = env.get('MEDIA_PUBLIC_URL')
    env.set('MEDIA_PUBLIC_URL', 'https://cdn.example.net/pathshala')
    cleanup(() => env.set('MEDIA_PUBLIC_URL', before ?? ''))

    await migrate('down')

    const expected = PICTURES.map(([, value]) =>
      value?.startsWith('/api/') ? `https://cdn.example.net/pathshala${value}` : value
    )
    for (const [table, values] of Object.entries(await storedPictures())) {
      assert.sameMembers(values, expected, table)
    }
  })
})
