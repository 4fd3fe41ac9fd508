import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { API, profileState } from './helpers.js'

test.group('Profile: the learner state (place of supply)', (group) => {
  withCleanDatabase(group)

  test('updateProfile saves a GST state code and answers it', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const response = await client
      .put(`${API}/profile/updateProfile`)
      .json({ state: '27' })
      .withGuard('api')
      .loginAs(learner)
    response.assertStatus(200)
    assert.equal(response.body().user.additionalDetails.state, '27')
    assert.equal(await profileState(learner.id), '27')
  })

  test('an unknown state is refused with a field error', async ({ client, assert }) => {
    const learner = await UserFactory.create()
    const response = await client
      .put(`${API}/profile/updateProfile`)
      .json({ state: '99' })
      .withGuard('api')
      .loginAs(learner)
    response.assertStatus(422)
    assert.equal(response.body().errors[0].field, 'state')
  })

  test('leaving it out keeps it', async ({ client, assert }) => {
    const learner = await UserFactory.merge({ state: '29' }).create()
    const response = await client
      .put(`${API}/profile/updateProfile`)
      .json({ about: 'Hello' })
      .withGuard('api')
      .loginAs(learner)
    response.assertStatus(200)
    assert.equal(response.body().user.additionalDetails.state, '29')
  })
})
