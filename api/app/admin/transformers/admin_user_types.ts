import type { AccountType, Gender, StoreItemType } from '@pathshala/shared'
import type { AdminOrder } from '#payments'

/*
| The accounts as GET /admin/users and GET /admin/users/:id answer them: the API's own shapes,
| read by the admin app through the generated contract (docs/api-contract.md#generated-client).
*/

export interface AdminUserRow {
  _id: string
  firstName: string
  lastName: string
  name: string
  email: string
  image: string | null
  accountType: AccountType
  /** How the account signs in */
  provider: 'email' | 'google'
  createdAt: string
  /** Courses the user is enrolled in */
  enrolmentCount: number
  /** Store items the user owns */
  purchaseCount: number
}

export interface AdminUserEnrolment {
  course: { _id: string; courseName: string; thumbnail: string | null }
  /** purchase, free or manual */
  source: string
  enrolledAt: string
}

export interface AdminUserStoreItem {
  item: { _id: string; title: string; type: StoreItemType; thumbnailUrl: string | null }
  /** purchase, free or manual */
  source: string
  amountPaise: number
  acquiredAt: string
}

/**
 * A user's detail: the profile, then the newest 50 enrolments, owned items and orders (the
 * counts give the totals; the transactions list, searched by email, has every order).
 */
export interface AdminUserDetail extends AdminUserRow {
  contactNumber: string | null
  /** DD.MM.YYYY */
  dateOfBirth: string | null
  gender: Gender | null
  about: string | null
  orderCount: number
  /** Sum of the user's paid orders */
  spentPaise: number
  enrolments: AdminUserEnrolment[]
  storeItems: AdminUserStoreItem[]
  orders: AdminOrder[]
}
