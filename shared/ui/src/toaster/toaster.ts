import type { Toaster, ToastProps } from '@blueprintjs/core'
import '../styles/components.css'

/**
 * One app-wide toaster: success 2000 ms; errors, plain and custom toasts
 * 4000 ms; loading toasts stay until replaced; at most 20 kept; at the top of
 * the window, however far the page is scrolled; 350 px wide at most
 * (.app-toaster in the kit's components.css).
 */
const DURATIONS = { success: 2000, error: 4000, info: 4000, loading: 0 } as const

let created: Promise<{ toaster: Toaster; remove: () => void }> | undefined

async function instance() {
  if (!created) {
    created = import('./overlay-toaster.ts').then(({ createToaster }) => createToaster())
    // a chunk that failed to load (a new deployment, the network) is asked for again next time
    created.catch(() => {
      created = undefined
    })
  }
  const { toaster } = await created
  return toaster
}

/**
 * Takes the toaster and its toasts out of the page; the next toast makes a new one. For the
 * component tests' setup: test files sharing one document must not see each other's toasts.
 */
export async function removeToaster() {
  const current = created
  created = undefined
  const toaster = await current?.catch(() => undefined)
  toaster?.remove()
}

export type ToastKind = keyof typeof DURATIONS

/** Shows a toast; returns its key so a loading toast can be replaced or dismissed. */
export async function showToast(
  kind: ToastKind,
  message: string,
  options: Partial<ToastProps> & { key?: string } = {}
) {
  const intent =
    kind === 'success'
      ? 'success'
      : kind === 'error'
        ? 'danger'
        : kind === 'loading'
          ? 'primary'
          : 'none'
  const { key, ...props } = options
  const shown = await instance()
  return shown.show({ message, intent, timeout: DURATIONS[kind], ...props }, key)
}

export async function dismissToast(key: string) {
  const shown = await instance()
  shown.dismiss(key)
}

export async function clearToasts() {
  const shown = await instance()
  shown.clear()
}
