import { afterEach, describe, expect, it } from 'vitest'
import { mayDrivePlayer, shortcutKey } from './player-shortcuts.ts'

/** The key pressed on `target`, as the document's listener receives it. */
function pressOn(target: Element, key: string, init: KeyboardEventInit = {}) {
  let received: KeyboardEvent | undefined
  const listener = (event: KeyboardEvent) => (received = event)
  document.addEventListener('keydown', listener)
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }))
  document.removeEventListener('keydown', listener)
  return received!
}

function page() {
  document.body.innerHTML = `
    <div id="player">
      <div id="stage" tabindex="0"></div>
      <button id="mute">Mute</button>
      <input id="seek" type="range">
      <span id="volume" role="slider" tabindex="0"></span>
      <ul role="menu"><li><a id="speed" role="menuitemradio">1.5×</a></li></ul>
    </div>
    <textarea id="review"></textarea>
    <input id="search" type="search">
    <a id="link" href="/home">Home</a>`
  const byId = (id: string) => document.getElementById(id)!
  return { player: byId('player'), byId }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('mayDrivePlayer', () => {
  it('lets the page body and the player itself drive it', () => {
    const { player, byId } = page()
    expect(mayDrivePlayer(pressOn(document.body, 'k'), player)).toBe(true)
    expect(mayDrivePlayer(pressOn(byId('stage'), ' '), player)).toBe(true)
    expect(mayDrivePlayer(pressOn(byId('stage'), 'ArrowLeft'), player)).toBe(true)
  })

  it('never takes keys typed in a field, or pressed elsewhere on the page', () => {
    const { player, byId } = page()
    expect(mayDrivePlayer(pressOn(byId('review'), 'k'), player)).toBe(false)
    expect(mayDrivePlayer(pressOn(byId('search'), ' '), player)).toBe(false)
    expect(mayDrivePlayer(pressOn(byId('link'), 'm'), player)).toBe(false)
  })

  it('leaves a control its own keys, and an open menu all of them', () => {
    const { player, byId } = page()
    expect(mayDrivePlayer(pressOn(byId('mute'), ' '), player)).toBe(false)
    expect(mayDrivePlayer(pressOn(byId('mute'), 'Enter'), player)).toBe(false)
    expect(mayDrivePlayer(pressOn(byId('mute'), 'k'), player)).toBe(true)
    expect(mayDrivePlayer(pressOn(byId('seek'), 'ArrowRight'), player)).toBe(false)
    expect(mayDrivePlayer(pressOn(byId('seek'), 'm'), player)).toBe(true)
    expect(mayDrivePlayer(pressOn(byId('volume'), 'ArrowUp'), player)).toBe(false)
    expect(mayDrivePlayer(pressOn(byId('speed'), 'k'), player)).toBe(false)
  })

  it('leaves browser shortcuts alone', () => {
    const { player } = page()
    expect(mayDrivePlayer(pressOn(document.body, 'f', { ctrlKey: true }), player)).toBe(false)
    expect(mayDrivePlayer(pressOn(document.body, 'ArrowLeft', { altKey: true }), player)).toBe(
      false
    )
    expect(mayDrivePlayer(pressOn(document.body, 'k', { metaKey: true }), player)).toBe(false)
  })
})

describe('shortcutKey', () => {
  it('reads letters in lower case and leaves named keys as they are', () => {
    expect(shortcutKey('K')).toBe('k')
    expect(shortcutKey(' ')).toBe(' ')
    expect(shortcutKey('ArrowUp')).toBe('ArrowUp')
  })
})
