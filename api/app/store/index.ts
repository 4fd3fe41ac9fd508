/*
| The store domain (the store's books and downloads, and its admin).
| Its public entry: other parts of app/ and dev/ use only what is exported here (lint zones in
| eslint.config.js); inside the domain, files import each other directly.
*/
export { default as StoreItem } from './models/store_item.js'
export { mergeFilterSources } from './services/store_filters.js'
export { default as StoreItemTransformer } from './transformers/store_item_transformer.js'
export type { StoreItemAnswer } from './transformers/store_item_types.js'
