// Placeholder for a store item (book, notes, test series); the store work fills in its fields.
export interface StoreItem {
  _id: string
  title: string
}
