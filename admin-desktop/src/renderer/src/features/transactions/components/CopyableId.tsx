import { Button, Tooltip } from '@blueprintjs/core'
import { Duplicate, Tick } from '@blueprintjs/icons'
import { useEffect, useState } from 'react'

interface CopyableIdProps {
  /** What the id is ('Razorpay order id') */
  label: string
  value: string | null
  /** Shown when there is no value yet */
  missingText?: string
}

/** An id in monospace with a button that copies it to the clipboard. */
export function CopyableId({ label, value, missingText = '—' }: CopyableIdProps) {
  const [copied, setCopied] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), 2000)
    return () => window.clearTimeout(timer)
  }, [copied])

  if (!value) return <span className="copyable-id copyable-id--missing">{missingText}</span>

  async function copy() {
    try {
      await navigator.clipboard.writeText(value!)
      setFailed(false)
      setCopied(true)
    } catch {
      setFailed(true)
    }
  }

  return (
    <span className="copyable-id">
      <code>{value}</code>
      <Tooltip content={failed ? 'Select the id to copy it' : copied ? 'Copied' : 'Copy'}>
        <Button
          variant="minimal"
          size="small"
          icon={copied ? <Tick /> : <Duplicate />}
          aria-label={copied ? `${label} copied` : `Copy ${label}`}
          onClick={() => void copy()}
        />
      </Tooltip>
    </span>
  )
}
