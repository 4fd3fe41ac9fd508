import { describe, expect, it } from 'vitest'
import { isNavItemActive, NAV_ITEMS } from './nav-items.ts'

const activeOn = (pathname: string) =>
  NAV_ITEMS.filter((item) => isNavItemActive(item, pathname)).map((item) => item.label)

describe('NAV_ITEMS', () => {
  it('lists Home, Courses, Store, About Us and Contact Us with their routes', () => {
    expect(NAV_ITEMS.map((item) => [item.label, item.to])).toEqual([
      ['Home', '/home'],
      ['Courses', '/home/explore'],
      ['Store', '/home/store'],
      ['About Us', '/home/about'],
      ['Contact Us', '/home/contact'],
    ])
  })
})

describe('isNavItemActive', () => {
  it('marks exactly one link per section page', () => {
    expect(activeOn('/home')).toEqual(['Home'])
    expect(activeOn('/home/')).toEqual(['Home'])
    expect(activeOn('/home/explore')).toEqual(['Courses'])
    expect(activeOn('/home/store')).toEqual(['Store'])
    expect(activeOn('/home/about')).toEqual(['About Us'])
    expect(activeOn('/home/contact')).toEqual(['Contact Us'])
  })

  it('keeps Courses marked on a course page and in the learning view', () => {
    expect(activeOn('/home/course')).toEqual(['Courses'])
    expect(activeOn('/home/enrolled')).toEqual(['Courses'])
  })

  it('marks nothing on the profile page', () => {
    expect(activeOn('/home/user')).toEqual([])
  })

  it('does not confuse a path that merely starts with the same letters', () => {
    expect(activeOn('/home/storefront')).toEqual([])
  })
})
