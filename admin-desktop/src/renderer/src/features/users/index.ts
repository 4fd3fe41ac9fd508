export { usersKeys } from './api/users-keys.ts'
export const loadUsersPage = () => import('./components/UsersPage.tsx')
export const loadUserDetailPage = () => import('./components/UserDetailPage.tsx')
export type { AdminListMeta, AdminUserDetail, AdminUserRow } from './api/user-types.ts'
