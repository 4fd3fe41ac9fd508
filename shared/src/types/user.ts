import type { ACCOUNT_TYPES, GENDERS } from '../constants.ts'

export type AccountType = (typeof ACCOUNT_TYPES)[number]
export type Gender = (typeof GENDERS)[number]
