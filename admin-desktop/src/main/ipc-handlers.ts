import type { IpcMainInvokeEvent } from 'electron'
import type {
  BridgeRequest,
  Credentials,
  IpcArgs,
  IpcChannel,
  IpcResult,
  Theme,
} from '../shared/ipc-contract.ts'

export type IpcHandlers = {
  [C in IpcChannel]: (...args: IpcArgs<C>) => Promise<IpcResult<C>> | IpcResult<C>
}

export interface IpcMainPort {
  handle(
    channel: string,
    listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown
  ): void
}

class BadArguments extends Error {}

const MAX_BODY_LENGTH = 10 * 1024 * 1024

function text(value: unknown, maxLength = 2048): string {
  if (typeof value !== 'string' || value.length > maxLength) throw new BadArguments()
  return value
}

function none(args: unknown[]): [] {
  if (args.length !== 0) throw new BadArguments()
  return []
}

function credentials(value: unknown): Credentials {
  if (typeof value !== 'object' || value === null) throw new BadArguments()
  const { email, password } = value as Record<string, unknown>
  return { email: text(email, 320), password: text(password, 1024) }
}

function theme(value: unknown): Theme {
  if (value !== 'dark' && value !== 'light') throw new BadArguments()
  return value
}

function bridgeRequest(value: unknown): BridgeRequest {
  if (typeof value !== 'object' || value === null) throw new BadArguments()
  const { url, method, headers, body } = value as Record<string, unknown>
  if (typeof headers !== 'object' || headers === null) throw new BadArguments()
  const headerList: Record<string, string> = {}
  for (const [name, headerValue] of Object.entries(headers)) headerList[name] = text(headerValue)
  return {
    url: text(url, 8192),
    method: text(method, 10),
    headers: headerList,
    body: body === null || body === undefined ? null : text(body, MAX_BODY_LENGTH),
  }
}

/** What each channel accepts: the renderer is not trusted, so every argument is checked. */
const argumentParsers: { [C in IpcChannel]: (args: unknown[]) => IpcArgs<C> } = {
  'server:address': none,
  'server:check': ([address]) => [text(address)],
  'server:save': ([address]) => [text(address)],
  'auth:sign-in': ([value]) => [credentials(value)],
  'auth:sign-out': none,
  'auth:current-user': none,
  'api:send': ([value]) => [bridgeRequest(value)],
  'preferences:theme': none,
  'preferences:set-theme': ([value]) => [theme(value)],
  'preferences:sidebar-open': none,
  'preferences:set-sidebar-open': ([value]) => {
    if (typeof value !== 'boolean') throw new BadArguments()
    return [value]
  },
  'links:open-external': ([url]) => [text(url, 8192)],
}

export const IPC_CHANNELS = Object.keys(argumentParsers) as IpcChannel[]

/**
 * One handler per channel. A call is answered only when it comes from the app's own page
 * (app://admin) and its arguments have the expected shape; anything else is refused with an
 * error the renderer sees as a rejected promise.
 */
export function registerIpcHandlers(
  ipcMain: IpcMainPort,
  handlers: IpcHandlers,
  isTrustedSender: (url: string) => boolean
) {
  for (const channel of IPC_CHANNELS) {
    ipcMain.handle(channel, (event, ...args) => {
      const senderUrl = event.senderFrame?.url ?? ''
      if (!isTrustedSender(senderUrl))
        throw new Error(`Refused ${channel} from ${senderUrl || 'an unknown frame'}`)
      let parsed: unknown[]
      try {
        parsed = argumentParsers[channel](args)
      } catch {
        throw new Error(`Invalid arguments for ${channel}`)
      }
      const handler = handlers[channel] as (...values: unknown[]) => unknown
      return handler(...parsed)
    })
  }
}
