import type { RequestBody } from '../../../../../shared/api-contract.ts'

/**
 * One row of POST /store/bulkCreate: the content form's fields once both files are up (the
 * generated contract).
 */
export type BulkCreateItem = RequestBody<'POST', '/store/bulkCreate'>['items'][number]
