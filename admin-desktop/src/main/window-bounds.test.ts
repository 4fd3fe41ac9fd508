import { describe, expect, test } from 'vitest'
import { DEFAULT_SIZE, MIN_SIZE, placeWindow } from './window-bounds.ts'

const primary = { x: 0, y: 0, width: 1920, height: 1040 }
const secondary = { x: 1920, y: 0, width: 1280, height: 984 }

describe('placeWindow', () => {
  test('reopens where it was saved when that spot is on a display', () => {
    const saved = { x: 2000, y: 50, width: 1000, height: 700, maximized: true }
    expect(placeWindow(saved, [primary, secondary], primary)).toEqual(saved)
  })

  test('a window saved on a monitor that is gone opens centred on the primary display', () => {
    const saved = { x: 4000, y: 100, width: 1000, height: 700, maximized: false }
    expect(placeWindow(saved, [primary], primary)).toEqual({
      x: (1920 - DEFAULT_SIZE.width) / 2,
      y: (1040 - DEFAULT_SIZE.height) / 2,
      ...DEFAULT_SIZE,
      maximized: false,
    })
  })

  test('a title bar above the top of the screen is unreachable', () => {
    const saved = { x: 100, y: -500, width: 1000, height: 700, maximized: false }
    expect(placeWindow(saved, [primary], primary).y).toBe((1040 - DEFAULT_SIZE.height) / 2)
  })

  test('bounds bigger than the display shrink to it; tiny ones grow to the minimum', () => {
    const huge = placeWindow(
      { x: 10, y: 10, width: 5000, height: 3000, maximized: false },
      [primary],
      primary
    )
    expect(huge).toMatchObject({ x: 0, y: 0, width: 1920, height: 1040 })
    const tiny = placeWindow(
      { x: 10, y: 10, width: 150, height: 20, maximized: false },
      [primary],
      primary
    )
    expect(tiny).toMatchObject(MIN_SIZE)
  })

  test('nothing saved, or nonsense saved, gives the default', () => {
    expect(placeWindow(null, [primary], primary)).toMatchObject(DEFAULT_SIZE)
    const nonsense = { x: Number.NaN, y: 0, width: 800, height: 600, maximized: false }
    expect(placeWindow(nonsense, [primary], primary)).toMatchObject(DEFAULT_SIZE)
  })

  test('a small primary display gets a window that fits it', () => {
    const small = { x: 0, y: 0, width: 1024, height: 700 }
    expect(placeWindow(null, [small], small)).toMatchObject({
      x: 0,
      y: 0,
      width: 1024,
      height: 700,
    })
  })
})
