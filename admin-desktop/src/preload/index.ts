import { contextBridge, ipcRenderer } from 'electron'
import { BRIDGE_KEY, createDesktopApi } from './desktop-api.ts'

// Only a wrapper around invoke crosses the context bridge; the renderer never sees ipcRenderer.
contextBridge.exposeInMainWorld(
  BRIDGE_KEY,
  createDesktopApi({ invoke: (channel, ...args) => ipcRenderer.invoke(channel, ...args) })
)
