/**
 * Each item through its transformer's `toObject()`, as plain objects, for the
 * listings answered on every visit (catalogue and store pages). The
 * framework's `serialize` gives the same objects but records a stack trace
 * per call (for its own error messages) and walks each answer for promises
 * and nested transformers, which a card never holds: some 6% of an uncached
 * listing's API time in a profile under `npm run bench`.
 */
export function plainObjects<Item, Options extends unknown[], Answer>(
  Transformer: new (item: Item, ...options: Options) => { toObject(): Answer },
  items: Item[],
  ...options: Options
): Answer[] {
  return items.map((item) => new Transformer(item, ...options).toObject())
}
