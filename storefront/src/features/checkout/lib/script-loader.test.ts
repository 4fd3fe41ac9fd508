import { afterEach, describe, expect, it } from 'vitest'
import { forgetLoadedScripts, loadScriptOnce, ScriptLoadError } from './script-loader.ts'

const URL_A = 'https://checkout.example.com/v1/checkout.js'

function scriptsFor(src: string) {
  return [...document.head.querySelectorAll('script')].filter((script) => script.src === src)
}

describe('loadScriptOnce', () => {
  afterEach(() => {
    forgetLoadedScripts()
    document.head.innerHTML = ''
  })

  it('adds the script once and resolves when it has loaded', async () => {
    const first = loadScriptOnce(URL_A)
    const second = loadScriptOnce(URL_A)
    expect(second).toBe(first)
    const [script] = scriptsFor(URL_A)
    expect(scriptsFor(URL_A)).toHaveLength(1)
    expect(script!.async).toBe(true)
    script!.dispatchEvent(new Event('load'))
    await expect(first).resolves.toBeUndefined()
    // loaded already: no new element
    await loadScriptOnce(URL_A)
    expect(scriptsFor(URL_A)).toHaveLength(1)
  })

  it('rejects on failure, removes the element and tries afresh next time', async () => {
    const failed = loadScriptOnce(URL_A)
    scriptsFor(URL_A)[0]!.dispatchEvent(new Event('error'))
    await expect(failed).rejects.toBeInstanceOf(ScriptLoadError)
    expect(scriptsFor(URL_A)).toHaveLength(0)

    const retry = loadScriptOnce(URL_A)
    expect(retry).not.toBe(failed)
    expect(scriptsFor(URL_A)).toHaveLength(1)
    scriptsFor(URL_A)[0]!.dispatchEvent(new Event('load'))
    await expect(retry).resolves.toBeUndefined()
  })
})
