/*
| A store item as the API answers it, read by the front ends through the generated contract
| (docs/api-contract.md#generated-client). Declared in core, since the user answer of accounts,
| a floor below the store, carries the learner's materials in this shape
| (docs/architecture.md#domain-floors).
*/
export type { StoreItemAnswer, StoreItemAdminFields } from '#core/transformers/store_item_answer'
