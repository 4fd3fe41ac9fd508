import type { BrowserContext } from '@playwright/test'

/** The names of the cookies the browser holds for the site. */
export async function cookieNames(context: BrowserContext) {
  const cookies = await context.cookies()
  return cookies.map((cookie) => cookie.name)
}

/** The value of the cookie `name`, or undefined. */
export async function cookieValue(context: BrowserContext, name: string) {
  const cookies = await context.cookies()
  return cookies.find((cookie) => cookie.name === name)?.value
}

/** Every cookie as one `Cookie` header, for a request made outside the page. */
export async function cookieHeader(context: BrowserContext) {
  const cookies = await context.cookies()
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
}
