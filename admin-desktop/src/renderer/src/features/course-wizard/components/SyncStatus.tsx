import { Button, Callout, Intent } from '@blueprintjs/core'
import { CloudUpload, Offline, Tick } from '@blueprintjs/icons'
import { describeChange } from '../lib/builder-change.ts'
import type { WizardSession, WizardState } from '../lib/wizard-session.ts'

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`

/**
 * Where the admin's work stands: all on the server, on its way, waiting for the server to answer
 * ('offline, N changes waiting'), or stopped at a change the server refused, with the choice to
 * send it again or drop it.
 */
export function SyncStatus({ session, state }: { session: WizardSession; state: WizardState }) {
  const { draft, sync } = state
  const waiting = draft.queue.length

  if (sync === 'blocked' && draft.blocked) {
    const refused = draft.queue.find((queued) => queued.id === draft.blocked?.changeId)
    return (
      <Callout intent={Intent.DANGER} title="The server refused a change" role="alert">
        <p>
          {refused ? `${describeChange(refused.change)}: ` : ''}
          {draft.blocked.message}
        </p>
        <p>{changes(waiting)} waiting. Nothing after this change is sent until you choose.</p>
        <div className="course-wizard__actions">
          <Button text="Try again" onClick={() => void session.retryBlocked()} />
          <Button
            text="Discard this change"
            intent={Intent.DANGER}
            onClick={() => void session.discardBlocked()}
          />
        </div>
      </Callout>
    )
  }

  if (waiting > 0 && sync === 'offline') {
    return (
      <Callout
        intent={Intent.WARNING}
        icon={<Offline />}
        role="status"
        className="course-wizard__sync"
      >
        <strong>offline, {changes(waiting)} waiting</strong>
        <span> — kept on this computer and sent in order when the server answers again.</span>
        <Button
          size="small"
          variant="minimal"
          text="Try now"
          onClick={() => void session.sync({ probe: true })}
        />
      </Callout>
    )
  }

  return (
    <p className="course-wizard__sync-line" role="status">
      {waiting > 0 ? (
        <>
          <CloudUpload /> Sending {changes(waiting)}…
        </>
      ) : draft.course ? (
        <>
          <Tick /> Every change is on the server
        </>
      ) : (
        'What you type is kept on this computer until you save it'
      )}
    </p>
  )
}
