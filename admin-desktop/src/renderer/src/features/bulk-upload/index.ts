/*
| Bulk upload (/admin/books/bulk): many PDFs and their thumbnails at once, paired by file name,
| uploaded in resumable chunks a few at a time, and created as store items once both files of
| an item are up.
*/
export const loadBulkUploadPage = () => import('./components/BulkUploadPage.tsx')
