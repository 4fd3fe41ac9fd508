import { test } from '@japa/runner'
import { acquireClusterLock, runExclusively } from '#start/runtime/cluster_lock'

test.group('Cluster locks', () => {
  test('a second clustered instance on local media is refused while the first runs', async ({
    assert,
  }) => {
    const first = await acquireClusterLock('localMedia', { wait: false })
    assert.isNotNull(first)
    const second = await acquireClusterLock('localMedia', { wait: false })
    assert.isNull(second)

    await first!.release()
    const afterFirstStopped = await acquireClusterLock('localMedia', { wait: false })
    assert.isNotNull(afterFirstStopped)
    await afterFirstStopped!.release()
  })

  test('instances starting together prepare the database one after the other', async ({
    assert,
  }) => {
    const order: string[] = []
    const prepare = (name: string) =>
      runExclusively(
        'startupPreparation',
        async () => {
          order.push(`${name} starts`)
          await new Promise((resolve) => setTimeout(resolve, 100))
          order.push(`${name} ends`)
        },
        { wait: true }
      )
    const outcomes = await Promise.all([prepare('a'), prepare('b')])
    assert.deepEqual(
      outcomes.map((outcome) => outcome.ran),
      [true, true]
    )
    // never interleaved
    assert.oneOf(order.join(', '), [
      'a starts, a ends, b starts, b ends',
      'b starts, b ends, a starts, a ends',
    ])
  })
})
