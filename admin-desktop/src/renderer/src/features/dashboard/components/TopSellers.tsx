import { Card, Classes, H3, HTMLTable } from '@blueprintjs/core'
import { formatRupees } from '@pathshala/shared'

interface Seller {
  _id: string
  title: string
  orders: number
  revenuePaise: number
  /** A store item's type */
  type?: string
}

interface TopSellersProps {
  title: string
  /** What the first column holds ('Course', 'Item') */
  itemLabel: string
  sellers: Seller[] | undefined
  /** Shown when nothing sold in the period */
  emptyText: string
}

/** The best sellers of the period by revenue, with their paid orders. */
export function TopSellers({ title, itemLabel, sellers, emptyText }: TopSellersProps) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`
  return (
    <Card className="dashboard-panel" aria-labelledby={headingId}>
      <H3 id={headingId} className="dashboard-panel-title">
        {title}
      </H3>
      {sellers === undefined ? (
        <div className={`dashboard-table-skeleton ${Classes.SKELETON}`} />
      ) : sellers.length === 0 ? (
        <p className="dashboard-empty">{emptyText}</p>
      ) : (
        <div className="admin-table-frame">
          <HTMLTable compact className="dashboard-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{itemLabel}</th>
                <th scope="col" className="numeric">
                  Orders
                </th>
                <th scope="col" className="numeric">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {sellers.map((seller) => (
                <tr key={seller._id}>
                  <td className="dashboard-seller">
                    <span className="dashboard-seller-title">{seller.title}</span>
                    {seller.type && <span className="dashboard-seller-type">{seller.type}</span>}
                  </td>
                  <td className="numeric">{seller.orders.toLocaleString('en-IN')}</td>
                  <td className="numeric">{formatRupees(seller.revenuePaise)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </Card>
  )
}
