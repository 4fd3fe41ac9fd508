import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { LogOut } from '@blueprintjs/icons'
import { useNavigate } from 'react-router'
import { useLogout } from '../../auth/index.ts'

/** 'Confirm Logout': Yes signs out and goes to /home. */
export function LogoutConfirmDialog({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const navigate = useNavigate()
  const logout = useLogout()
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Confirm Logout"
      icon={<LogOut />}
      role="alertdialog"
      className="logout-dialog"
    >
      <DialogBody>
        <p>Are you sure you want to logout?</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} autoFocus />
            <Button
              intent="danger"
              text="Yes"
              loading={logout.isPending}
              onClick={() => {
                // Leave the signed-in page first, at once (not as a transition that keeps this
                // page up while /home loads), so the guard never sends the signed-out user to
                // /login.
                navigate('/home', { flushSync: true })
                logout.mutate()
              }}
            />
          </>
        }
      />
    </Dialog>
  )
}
