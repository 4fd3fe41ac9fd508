import type {
  AdminUserDetail,
  AdminUserEnrolment,
  AdminUserRow,
  AdminUserStoreItem,
} from '#admin/transformers/admin_user_types'
import type { User } from '#accounts'
import type { Enrolment } from '#catalogue'
import { type Purchase, type Order, orderRow } from '#payments'
import { publicImageUrl } from '#media'

const iso = (value: { toUTC(): { toISO(): string | null } }) => value.toUTC().toISO()!

/** A user in the admin's list; needs the enrolment_count and purchase_count extras. */
export function adminUserRow(user: User): AdminUserRow {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    name: user.fullName,
    email: user.email,
    image: publicImageUrl(user.image),
    accountType: user.accountType,
    provider: user.provider,
    createdAt: iso(user.createdAt),
    enrolmentCount: Number(user.$extras.enrolment_count ?? 0),
    purchaseCount: Number(user.$extras.purchase_count ?? 0),
  }
}

function enrolmentRow(enrolment: Enrolment): AdminUserEnrolment {
  return {
    course: {
      _id: enrolment.courseId,
      courseName: enrolment.course.courseName,
      thumbnail: publicImageUrl(enrolment.course.thumbnail),
    },
    source: enrolment.source,
    enrolledAt: iso(enrolment.createdAt),
  }
}

function purchaseRow(purchase: Purchase): AdminUserStoreItem {
  return {
    item: {
      _id: purchase.storeItemId,
      title: purchase.storeItem.title,
      type: purchase.storeItem.type,
      thumbnailUrl: publicImageUrl(purchase.storeItem.thumbnailUrl),
    },
    source: purchase.source,
    amountPaise: purchase.amountPaise,
    acquiredAt: iso(purchase.createdAt),
  }
}

/** A user's detail for the admin (AdminUsersService.detail's result). */
export function adminUserDetail(detail: {
  user: User
  enrolments: Enrolment[]
  purchases: Purchase[]
  orders: Order[]
}): AdminUserDetail {
  const { user } = detail
  return {
    ...adminUserRow(user),
    contactNumber: user.contactNumber,
    dateOfBirth: user.dateOfBirth ? user.dateOfBirth.toFormat('dd.MM.yyyy') : null,
    gender: user.gender,
    about: user.about,
    orderCount: Number(user.$extras.order_count ?? 0),
    spentPaise: Number(user.$extras.spent_paise ?? 0),
    enrolments: detail.enrolments.map(enrolmentRow),
    storeItems: detail.purchases.map(purchaseRow),
    orders: detail.orders.map(orderRow),
  }
}
