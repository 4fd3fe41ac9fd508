import type { IpcMainInvokeEvent } from 'electron'
import type {
  BridgeRequest,
  Credentials,
  IpcArgs,
  IpcChannel,
  IpcResult,
  Theme,
} from '../shared/ipc-contract.ts'
import type { UploadFileInput } from '@pathshala/shared'
import { DRAFT_KEY_MAX_LENGTH, DRAFT_VALUE_MAX_BYTES, isDraftKey } from '../shared/local-drafts.ts'

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

// a longer text is over the store's byte limit whatever its characters (the store says so)
const MAX_DRAFT_TEXT_LENGTH = DRAFT_VALUE_MAX_BYTES + 1

function draftKey(value: unknown): string {
  if (!isDraftKey(value)) throw new BadArguments()
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

const MAX_UPLOAD_FILES = 1000

function uploadFiles(value: unknown): UploadFileInput[] {
  if (!Array.isArray(value) || value.length > MAX_UPLOAD_FILES) throw new BadArguments()
  return value.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) throw new BadArguments()
    const { key, fileName, size, preset } = entry as Record<string, unknown>
    if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0)
      throw new BadArguments()
    return { key: text(key, 4096), fileName: text(fileName, 1024), size, preset: text(preset, 100) }
  })
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
  'drafts:get': ([key]) => [draftKey(key)],
  'drafts:set': ([key, json]) => [draftKey(key), text(json, MAX_DRAFT_TEXT_LENGTH)],
  'drafts:delete': ([key]) => [draftKey(key)],
  'drafts:keys': ([prefix]) => [text(prefix, DRAFT_KEY_MAX_LENGTH)],
  'uploads:list': none,
  'uploads:add': ([files]) => [uploadFiles(files)],
  'uploads:pause': ([key]) => [text(key, 4096)],
  'uploads:resume': ([key]) => [text(key, 4096)],
  'uploads:cancel': ([key]) => [text(key, 4096)],
  'uploads:retry': ([key]) => [text(key, 4096)],
  'uploads:remove': ([key]) => [text(key, 4096)],
  'work:set-unsent': ([count]) => {
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) {
      throw new BadArguments()
    }
    return [count]
  },
  'uploads:pick': ([mode]) => {
    if (mode !== 'files' && mode !== 'folder') throw new BadArguments()
    return [mode]
  },
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

/** The part of ipcMain (an EventEmitter) that lists and drops `ipcMain.on` listeners. */
export interface IpcListenerPort {
  eventNames(): Array<string | symbol>
  removeAllListeners(channel: string): unknown
}

/**
 * Drops every `ipcMain.on` channel a library opened on its own (electron-store answers
 * `electron-store-get-data` with the data folder and version): the renderer talks to main
 * through the contract's invoke channels only. Returns the channels it closed.
 */
export function closeUnexpectedChannels(ipcMain: IpcListenerPort): string[] {
  // ipcMain channels are strings; a symbol would be nobody's channel, so left alone
  const closed = ipcMain.eventNames().filter((name) => typeof name === 'string')
  for (const channel of closed) ipcMain.removeAllListeners(channel)
  return closed
}
