import { Fragment } from 'react'
import './email-address.css'

/**
 * 'ravi.kumar@mail.example.in' -> ['ravi', '.kumar', '@mail.example.in']: the name before the @
 * in pieces before its dots, the domain whole (it reads as one name).
 */
export function emailParts(address: string): string[] {
  const at = address.lastIndexOf('@')
  const name = at < 0 ? address : address.slice(0, at)
  const domain = at < 0 ? '' : address.slice(at)
  return [...name.split(/(?=\.)/), domain].filter((part) => part !== '')
}

/**
 * An e-mail address that may wrap in a narrow column only where people break one, before the
 * @ (or a dot of the name before it), never inside a word; the whole address is its title.
 */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  const parts = emailParts(address)
  return (
    <span className={['email-address', className].filter(Boolean).join(' ')} title={address}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className="email-part">{part}</span>
        </Fragment>
      ))}
    </span>
  )
}
