import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { CouponFactory } from '#database/factories/coupon_factory'
import { withCleanDatabase } from '#tests/helpers/database'
import { admin, builder, category, courseBody } from '../builder/helpers.js'

async function linkedCourses(couponId: string) {
  const rows = await db.from('coupon_courses').where('coupon_id', couponId).select('course_id')
  return rows.map((row) => row.course_id as string)
}

test.group("The course wizard's coupon code", (group) => {
  withCleanDatabase(group)

  test('saving a course with a code links the coupon of that code to it', async ({
    client,
    assert,
  }) => {
    const boss = await admin()
    const { id: categoryId } = await category()
    const coupon = await CouponFactory.merge({ code: 'POLITY10' }).apply('forCourses').create()

    const created = await builder(client, boss).post(
      'createCourse',
      courseBody(categoryId, { couponCode: 'polity10' })
    )
    created.assertStatus(200)
    const courseId = created.body().data._id
    assert.deepEqual(await linkedCourses(coupon.id), [courseId])

    // saving again changes nothing; a new code links that coupon
    const other = await CouponFactory.merge({ code: 'NEWCODE' }).apply('forCourses').create()
    const edited = await builder(client, boss).post('editCourse', {
      courseId,
      couponCode: 'NEWCODE',
    })
    edited.assertStatus(200)
    assert.deepEqual(await linkedCourses(coupon.id), [courseId])
    assert.deepEqual(await linkedCourses(other.id), [courseId])
  })

  test('no coupon of that code: the course is saved, nothing is made', async ({
    client,
    assert,
  }) => {
    const boss = await admin()
    const { id: categoryId } = await category()
    const everything = await CouponFactory.merge({ code: 'ALLCOURSES' }).create()
    const response = await builder(client, boss).post(
      'createCourse',
      courseBody(categoryId, { couponCode: 'NOSUCH' })
    )
    response.assertStatus(200)
    const [{ n }] = await db.from('coupons').count('* as n')
    assert.equal(Number(n), 1)
    // a coupon for everything already applies: nothing to link
    await builder(client, boss).post('editCourse', {
      courseId: response.body().data._id,
      couponCode: 'ALLCOURSES',
    })
    assert.deepEqual(await linkedCourses(everything.id), [])
  })
})
