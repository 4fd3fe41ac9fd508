import { contextBridge, ipcRenderer } from 'electron'
import { BRIDGE_KEY, createDesktopApi } from './desktop-api.ts'

// Only a wrapper around invoke crosses the context bridge; the renderer never sees ipcRenderer.
contextBridge.exposeInMainWorld(
  BRIDGE_KEY,
  createDesktopApi({
    invoke: (channel, ...args) => ipcRenderer.invoke(channel, ...args),
    // only the event's payload reaches the page, never the IPC event object
    subscribe: (channel, listener) => {
      const forward = (_event: unknown, ...args: unknown[]) => listener(...args)
      ipcRenderer.on(channel, forward)
      return () => ipcRenderer.removeListener(channel, forward)
    },
  })
)
