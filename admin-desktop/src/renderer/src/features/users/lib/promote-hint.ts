/**
 * Making someone an Admin is deliberately not a button here: it is done on the server with
 * this console command, which also sets the account's password.
 */
export function promoteCommand(email: string): string {
  return `npm run ace --workspace api -- admin:create --email ${email} --password '<new password>'`
}
