import { createElement, lazy, type ComponentType } from 'react'

/** A route's page, loaded on demand like React.lazy, that can also be loaded ahead. */
export type LazyPage = ComponentType & { preload: () => Promise<void> }

/**
 * React.lazy suspends on a page's first render even when its module has already arrived, and
 * React then reveals the page no sooner than ~300 ms after the fallback (its Suspense
 * throttling): on a first visit that delayed every client-rendered page. A page preloaded
 * before the first render (src/main.tsx) renders at once; otherwise it suspends as usual.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined
  let loading: Promise<void> | undefined
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default
      },
      (error: unknown) => {
        // a failed download (offline, a new deployment) is tried again on the next render
        loading = undefined
        throw error
      }
    ))
  // set before React sees the module, so a page never switches from this to `loaded` once shown
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })))
  const Page = () => createElement(loaded ?? Lazy)
  return Object.assign(Page, { preload })
}
