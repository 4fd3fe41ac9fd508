/** Work on a draft kept on this computer that the server has not got yet. */
export function UnsentChanges({ count }: { count: number }) {
  return (
    <p className="draft-card-waiting">
      {count} {count === 1 ? 'change' : 'changes'} on this computer not sent yet
    </p>
  )
}
