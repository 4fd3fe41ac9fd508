import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CouponAdminService from '#coupons/services/coupon_admin_service'
import { ok } from '#core/transformers/envelope'
import {
  couponOrdersValidator,
  createCouponValidator,
  listCouponsValidator,
  updateCouponValidator,
} from '#coupons/validators/coupons'

/** The admin's coupons (docs/coupons.md). */
@inject()
export default class CouponsController {
  constructor(private coupons: CouponAdminService) {}

  /** GET /coupons (admin): page, limit (1-100, 20), search, code, status. */
  async index({ request }: HttpContext) {
    const input = await listCouponsValidator.validate(request.qs())
    const { data, meta } = await this.coupons.page({
      page: input.page ?? 1,
      limit: input.limit ?? 20,
      search: input.search || undefined,
      code: input.code || undefined,
      status: (input.status as 'all' | undefined) ?? 'all',
    })
    return ok('Coupons fetched successfully', { data, meta })
  }

  /** POST /coupons (admin) -> 201 the coupon. */
  async store({ request, response }: HttpContext) {
    const input = await request.validateUsing(createCouponValidator)
    const data = await this.coupons.create(input)
    return response.created(ok('Coupon created', { data }))
  }

  /** GET /coupons/:id (admin). */
  async show({ params }: HttpContext) {
    const data = await this.coupons.show(String(params.id))
    return ok('Coupon fetched successfully', { data })
  }

  /** PATCH /coupons/:id (admin): edit, pause ({paused: true}) or resume ({paused: false}). */
  async update({ params, request }: HttpContext) {
    const input = await request.validateUsing(updateCouponValidator)
    const data = await this.coupons.update(String(params.id), input)
    return ok('Coupon updated', { data })
  }

  /** DELETE /coupons/:id (admin): the coupon stops applying; its orders keep it. */
  async destroy({ params }: HttpContext) {
    await this.coupons.destroy(String(params.id))
    return ok('Coupon deleted')
  }

  /** GET /coupons/:id/orders (admin): its uses with their orders, newest first. */
  async orders({ params, request }: HttpContext) {
    const input = await couponOrdersValidator.validate(request.qs())
    const { data, meta } = await this.coupons.orders(
      String(params.id),
      input.page ?? 1,
      input.limit ?? 20
    )
    return ok("Coupon's orders fetched successfully", { data, meta })
  }
}
