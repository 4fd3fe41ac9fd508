import { join } from 'node:path'
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
} from 'electron'
import { SUPPORT_EMAIL } from '@pathshala/shared'
// the Node logger: electron-log's main entry opens an IPC channel and a preload for renderer
// logs on import, which this app does not use (the renderer reaches main only through ipc-contract)
import log from 'electron-log/node'
import electronUpdater from 'electron-updater'
import { APP_ORIGIN, APP_SCHEME, UPLOADS_CHANGED_EVENT } from '../shared/ipc-contract.ts'
import { aboutBox } from './about-box.ts'
import { appMenuTemplate, updateMenuItem, type AppMenuActions } from './app-menu.ts'
import { crashRecovery } from './crash-recovery.ts'
import { configureLogging } from './logging.ts'
import { createUnsentWork, guardClose, leaveMessage } from './unsent-work.ts'
import type { UpdateMessageBox } from './update-messages.ts'
import type { UpdateState } from './update-state.ts'
import { startUpdates, type UpdateControl } from './updates.ts'
import { sendForRenderer } from './api-bridge.ts'
import { createBulkUploads } from './bulk-uploads.ts'
import { nodeChunkTransport } from './node-chunk-transport.ts'
import { signUpload } from './upload-signer.ts'
import { openUploadQueueStore } from './upload-queue-store.ts'
import { APP_SCHEME_PRIVILEGES, createRendererHandler } from './app-protocol.ts'
import { contentSecurityPolicy } from './content-security-policy.ts'
import { createDesktopSession } from './desktop-session.ts'
import { createDrafts, draftsSetAsideNotice, openDraftsStore } from './draft-store.ts'
import { closeUnexpectedChannels, registerIpcHandlers, type IpcHandlers } from './ipc-handlers.ts'
import { guardEveryWebContents, isAppUrl, isExternalWebUrl } from './navigation-guards.ts'
import { guardPermissions } from './permissions.ts'
import { checkServer, fetchMediaOrigin } from './server-address.ts'
import { createSettings, openSettingsStore } from './settings-store.ts'
import { createTokenVault, secretFile } from './token-vault.ts'
import { failToStart } from './startup-failure.ts'
import { applyUserDataFolder } from './user-data-folder.ts'
import { placeWindow } from './window-bounds.ts'
import { mainWindowOptions } from './window-options.ts'

// Both must happen before the app is ready.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES])
app.enableSandbox()
// Before anything opens a store, a log or the single-instance lock in the data folder.
applyUserDataFolder(process.argv, app)

/*
 * Who holds the access token: the main process alone. The renderer asks main to send its API
 * calls (the `api:send` channel) and main adds the bearer token, so a script injected into the
 * page could use the session while the app is open but never read the token and take it
 * elsewhere. Main's calls go through Node's fetch, which has no cookie jar: the desktop never
 * holds a cookie session.
 */
const send: typeof fetch = (input, init) => globalThis.fetch(input, init)

let mainWindow: BrowserWindow | null = null

function openExternal(url: string): boolean {
  if (!isExternalWebUrl(url)) return false
  void shell.openExternal(url)
  return true
}

/** Changes the renderer has not sent yet (work:set-unsent); closing and updating ask first. */
const unsentWork = createUnsentWork()

async function askToLeave(count: number): Promise<boolean> {
  const text = leaveMessage(count)
  const options = { type: 'warning' as const, ...text, defaultId: 0, cancelId: 0, noLink: true }
  const { response } = mainWindow
    ? await dialog.showMessageBox(mainWindow, options)
    : await dialog.showMessageBox(options)
  return response === 1
}

/** A message box over the window when there is one; resolves with the button pressed. */
async function showBox(box: UpdateMessageBox): Promise<number> {
  const options = {
    type: box.type,
    message: box.message,
    detail: box.detail,
    buttons: box.buttons,
    defaultId: 0,
    cancelId: box.buttons.length - 1,
    noLink: true,
  }
  const { response } = mainWindow
    ? await dialog.showMessageBox(mainWindow, options)
    : await dialog.showMessageBox(options)
  return response
}

type UpdateMenuActions = Pick<AppMenuActions, 'about' | 'checkForUpdates' | 'restartToUpdate'>

function installMenu(updates: UpdateState, updateActions: UpdateMenuActions) {
  const template = appMenuTemplate({
    platform: process.platform,
    appName: app.getName(),
    supportAddress: SUPPORT_EMAIL,
    isPackaged: app.isPackaged,
    updates,
    actions: {
      ...updateActions,
      openLogFolder: () => void shell.openPath(app.getPath('logs')),
      contactSupport: () => void shell.openExternal(`mailto:${SUPPORT_EMAIL}`),
      // a full load would drop what the wizard has not saved to disk yet: only when none waits
      openSettings: () => {
        if (mainWindow && unsentWork.count() === 0)
          void mainWindow.loadURL(`${APP_ORIGIN}/settings`)
      },
    },
  })
  Menu.setApplicationMenu(Menu.buildFromTemplate(template))
}

/**
 * The menu, rebuilt whenever the update item would read differently (not for every percent of
 * a download, which the item does not show).
 */
function keepMenuInStep(updates: UpdateControl) {
  const updateActions: UpdateMenuActions = {
    about: () =>
      void showAbout(updates).catch((error: unknown) => log.warn('the About box failed', error)),
    checkForUpdates: () => void updates.checkNow(),
    restartToUpdate: () => updates.restartToUpdate(),
  }
  const looks = (state: UpdateState) => {
    const { label, enabled } = updateMenuItem(state, updateActions)
    return `${label}|${enabled ?? true}`
  }
  let shown = looks(updates.state())
  installMenu(updates.state(), updateActions)
  updates.onChange((state) => {
    if (looks(state) === shown) return
    shown = looks(state)
    installMenu(state, updateActions)
  })
}

async function showAbout(updates: UpdateControl) {
  const box = aboutBox(updates.state(), app.getVersion())
  if ((await showBox(box)) === box.retryButton) await updates.checkNow()
}

async function start(logFile: string) {
  log.info('starting', app.getVersion(), 'log file', logFile)
  const settings = createSettings(openSettingsStore())
  // an unreadable drafts file is kept aside; the admin hears of it once the window shows
  let draftsKeptAs: string | null = null
  const drafts = createDrafts(
    openDraftsStore({
      onSetAside: (keptAs, error) => {
        log.error('the drafts file could not be read; kept as', keptAs, error)
        draftsKeptAs = keptAs
      },
    })
  )
  const vault = createTokenVault(
    safeStorage,
    secretFile(join(app.getPath('userData'), 'access-token.bin')),
    process.platform
  )
  const desktopSession = createDesktopSession({
    serverOrigin: settings.serverUrl,
    vault,
    send,
    knownAdmin: { read: settings.knownAdmin, write: settings.setKnownAdmin },
  })

  const bridgeContext = async () => ({
    serverOrigin: settings.serverUrl(),
    token: vault.current() ?? (await vault.restore()),
    send,
    onUnauthorized: () => vault.forget(),
  })
  // bulk uploads go from disk in main, and continue after a restart (bulk-uploads.ts)
  const uploads = createBulkUploads({
    store: openUploadQueueStore({ log }),
    transport: nodeChunkTransport(),
    sign: async (preset) => signUpload(preset, await bridgeContext()),
    notify: (jobs) => mainWindow?.webContents.send(UPLOADS_CHANGED_EVENT, jobs),
    showOpenDialog: (options) =>
      mainWindow ? dialog.showOpenDialog(mainWindow, options) : dialog.showOpenDialog(options),
    placeholderPath: join(app.getPath('userData'), 'placeholder-thumbnail.png'),
  })

  // where the server's pictures are served from (a CDN, say), for the page policy: asked when
  // the address is saved and at every start, kept for the server that said it
  const learnMediaOrigin = async (server: string) => {
    const origin = await fetchMediaOrigin(server, send)
    if (origin !== undefined && server === settings.serverUrl()) {
      settings.setMediaOrigin(server, origin)
    }
  }
  const savedServer = settings.serverUrl()
  // never rejects: the first page waits on it, and must be served whatever happens here
  const learningAtStart =
    savedServer === null
      ? null
      : learnMediaOrigin(savedServer).catch((error: unknown) =>
          log.warn('the picture origin the server named could not be kept', error)
        )

  guardPermissions(session.defaultSession, isAppUrl)
  guardEveryWebContents(app, openExternal)
  protocol.handle(
    APP_SCHEME,
    createRendererHandler(join(import.meta.dirname, '../renderer'), async () => {
      // only a server never asked (the first start after an update) makes the page wait, so its
      // pictures are not refused for the whole run; otherwise the last answer serves at once
      if (settings.mediaOrigin() === undefined) await learningAtStart
      return contentSecurityPolicy(settings.serverUrl(), settings.mediaOrigin() ?? null)
    })
  )

  const handlers: IpcHandlers = {
    'server:address': () => settings.serverUrl(),
    'server:check': (address) => checkServer(address, send),
    'server:save': async (address) => {
      const checked = await checkServer(address, send)
      if (!checked.ok) return checked
      // a token belongs to the server that issued it
      if (checked.origin !== settings.serverUrl()) await desktopSession.signOut()
      settings.setServerUrl(checked.origin)
      // before the app restarts against it, so its first page allows the server's pictures
      await learnMediaOrigin(checked.origin)
      return checked
    },
    'auth:sign-in': (credentials) => desktopSession.signIn(credentials),
    'auth:sign-out': () => desktopSession.signOut(),
    'auth:current-user': () => desktopSession.currentUser(),
    'api:send': async (request) =>
      sendForRenderer(request, {
        serverOrigin: settings.serverUrl(),
        token: vault.current() ?? (await vault.restore()),
        send,
        onUnauthorized: () => vault.forget(),
      }),
    'preferences:theme': () => settings.theme(),
    'preferences:set-theme': (theme) => settings.setTheme(theme),
    'preferences:sidebar-open': () => settings.sidebarOpen(),
    'preferences:set-sidebar-open': (open) => settings.setSidebarOpen(open),
    'links:open-external': (url) => openExternal(url),
    'drafts:get': (key) => drafts.get(key),
    'drafts:set': (key, json) => drafts.set(key, json),
    'drafts:delete': (key) => drafts.delete(key),
    'drafts:keys': (prefix) => drafts.keys(prefix),
    'uploads:list': () => uploads.list(),
    'uploads:add': (files) => uploads.add(files),
    'uploads:pause': (key) => uploads.pause(key),
    'uploads:resume': (key) => uploads.resume(key),
    'uploads:cancel': (key) => uploads.cancel(key),
    'uploads:retry': (key) => uploads.retry(key),
    'uploads:remove': (key) => uploads.remove(key),
    'uploads:pick': (mode) => uploads.pick(mode),
    'work:set-unsent': (count) => unsentWork.report(count),
  }
  registerIpcHandlers(ipcMain, handlers, isAppUrl)
  // every store is open by now (electron-store opens its channel with the first one)
  const closed = closeUnexpectedChannels(ipcMain)
  if (closed.length > 0) log.info('closed IPC channels the app does not use', closed)

  const updates = startUpdates({
    updater: electronUpdater.autoUpdater,
    enabled: app.isPackaged,
    feedUrl: process.env.PATHSHALA_UPDATE_URL || settings.updateFeedUrl(),
    currentVersion: app.getVersion(),
    work: unsentWork,
    log,
    tell: showBox,
    offerRestart: async (version) => {
      const options = {
        type: 'info' as const,
        message: `Pathshala Admin ${version} is ready to install.`,
        detail: 'Restart now to update, or it installs the next time you quit.',
        buttons: ['Restart to update', 'Later'],
        defaultId: 0,
        cancelId: 1,
      }
      const { response } = mainWindow
        ? await dialog.showMessageBox(mainWindow, options)
        : await dialog.showMessageBox(options)
      return response === 0
    },
  })
  keepMenuInStep(updates)

  const createWindow = () => {
    const bounds = placeWindow(
      settings.windowBounds(),
      screen.getAllDisplays().map((display) => display.workArea),
      screen.getPrimaryDisplay().workArea
    )
    const window = new BrowserWindow(
      mainWindowOptions(join(import.meta.dirname, '../preload/index.cjs'), bounds, {
        devTools: !app.isPackaged,
      })
    )
    if (bounds.maximized) window.maximize()
    window.once('ready-to-show', () => {
      window.show()
      // the release check watches for this line where it cannot attach (the shipped AppImage)
      log.info('window shown')
      if (draftsKeptAs === null) return
      const notice = draftsSetAsideNotice(draftsKeptAs)
      draftsKeptAs = null
      void dialog.showMessageBox(window, { type: 'warning', ...notice })
    })
    // 'Quit anyway' quits (on macOS too, where closing the last window alone would not): the
    // close events the quit sends again pass, since the admin has already answered
    const askBeforeClosing = guardClose(unsentWork, { ask: askToLeave }, () => app.quit())
    window.on('close', (event) => {
      askBeforeClosing(event)
      if (event.defaultPrevented) return
      settings.setWindowBounds({ ...window.getNormalBounds(), maximized: window.isMaximized() })
    })
    // drafts and queues are on disk: a crashed page comes back where it was
    const onRendererGone = crashRecovery(() => window.reload())
    window.webContents.on('render-process-gone', (_event, details) => {
      log.error('renderer gone', details.reason, onRendererGone(details))
    })
    window.on('closed', () => {
      if (mainWindow === window) mainWindow = null
    })
    void window.loadURL(`${APP_ORIGIN}/`)
    mainWindow = window
  }

  app.on('second-instance', () => {
    if (!mainWindow) return
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.focus()
  })
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
  createWindow()
}

/** The first copy of the app: logging, then everything else once Electron is ready. */
function run() {
  // electron-log's own logs folder: ~/Library/Logs/<app> on macOS, <userData>/logs elsewhere
  const logFile = configureLogging(log, app.getPath('logs'), app.isPackaged, app.getName())

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })

  void app
    .whenReady()
    .then(() => start(logFile))
    .catch((error: unknown) =>
      failToStart(error, {
        log,
        showErrorBox: (title, content) => dialog.showErrorBox(title, content),
        releaseSingleInstanceLock: () => app.releaseSingleInstanceLock(),
        exit: (code) => app.exit(code),
        logFile,
      })
    )
}

// Another copy is running: it hears of this one (its 'second-instance' shows its window), and
// this one leaves before opening any store, log or window of the same files.
if (app.requestSingleInstanceLock()) run()
else app.quit()
