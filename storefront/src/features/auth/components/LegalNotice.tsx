import { useState } from 'react'
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { LEGAL_DOCUMENTS, type LegalDocumentId } from './legal-documents.ts'

/** 'By continuing you agree to...': each link opens the document it names. */
export function LegalNotice() {
  const [open, setOpen] = useState<LegalDocumentId | null>(null)
  const shown = open ? LEGAL_DOCUMENTS[open] : null
  return (
    <>
      <p className="auth-legal">
        By continuing you agree to our{' '}
        <button type="button" className="auth-link-button" onClick={() => setOpen('terms')}>
          Terms of Service
        </button>{' '}
        and{' '}
        <button type="button" className="auth-link-button" onClick={() => setOpen('privacy')}>
          Privacy Policy
        </button>
      </p>
      <Dialog
        isOpen={shown !== null}
        onClose={() => setOpen(null)}
        title={shown?.title}
        className="legal-dialog"
      >
        <DialogBody>
          {shown?.sections.map((section) => (
            <section key={section.heading} className="legal-section">
              <h3>{section.heading}</h3>
              <p>{section.text}</p>
            </section>
          ))}
        </DialogBody>
        <DialogFooter actions={<Button text="Close" onClick={() => setOpen(null)} />} />
      </Dialog>
    </>
  )
}
