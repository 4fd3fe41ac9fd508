import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ApiException from '#core/exceptions/api_exception'
import AdminUsersService from '#admin/services/users_service'
import { adminUserDetail, adminUserRow } from '#admin/transformers/admin_user_transformer'
import { ok } from '#core/transformers/envelope'
import { adminUsersValidator } from '#admin/validators/admin'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The admin's users: list and detail. Making someone an Admin stays a console command. */
@inject()
export default class AdminUsersController {
  constructor(private users: AdminUsersService) {}

  /** GET /admin/users (admin): page, limit (1-100, 20), search, accountType, sort. */
  async index({ request }: HttpContext) {
    const input = await adminUsersValidator.validate(request.qs())
    const { users, meta } = await this.users.page({
      page: input.page ?? 1,
      limit: input.limit ?? 20,
      search: input.search || undefined,
      accountType:
        input.accountType === 'student'
          ? 'Student'
          : input.accountType === 'admin'
            ? 'Admin'
            : undefined,
      sort: input.sort === 'oldest' ? 'oldest' : 'newest',
    })
    return ok('Users fetched successfully', { data: users.map(adminUserRow), meta })
  }

  /** GET /admin/users/:id (admin); 404 for an unknown id. */
  async show({ params }: HttpContext) {
    const id = String(params.id)
    const detail = UUID.test(id) ? await this.users.detail(id.toLowerCase()) : null
    if (!detail) throw new ApiException('User not found', { status: 404 })
    return ok('User fetched successfully', { data: adminUserDetail(detail) })
  }
}
