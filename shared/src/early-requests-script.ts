import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './api/transport.ts'

/**
 * Where the early requests' answers wait for the app (storefront/src/app/early-answers.ts):
 * each under `earlyRequestKey` of its request, with when it was sent.
 */
export const EARLY_ANSWERS_GLOBAL = '__pathshalaEarlyAnswers'

/** One request a page's HTML sends before the app's scripts have run. */
export interface EarlyRequest {
  method: string
  url: string
  headers: Record<string, string>
  body?: string
  credentials?: 'include' | 'same-origin' | 'omit'
}

/** The same request, whether the HTML or the app sends it. */
export const earlyRequestKey = (method: string, url: string, body: string | undefined) =>
  `${method} ${url} ${body ?? ''}`

/**
 * The second inline script of a page the browser renders itself, in <head> before any
 * stylesheet (an inline script waits for those): at the page's address without a query, it
 * sends the first API requests listed in its `data-requests` (those of that address) while the
 * app's scripts are still loading and running, and keeps their answers for the app. Same
 * headers as the app's API client, with the session's XSRF token on a write. With a query the
 * page's data differs, and the app asks for everything itself. Allowed by its hash like
 * THEME_INIT_SCRIPT; anything wrong with it leaves the app to ask itself.
 */
export const EARLY_REQUESTS_SCRIPT =
  'try{' +
  `var answers=window.${EARLY_ANSWERS_GLOBAL}={};` +
  "if(location.search===''){" +
  `var token=(document.cookie.match(/(?:^|;\\s*)${XSRF_COOKIE_NAME}=([^;]*)/)||[])[1];` +
  'try{token=token&&decodeURIComponent(token)}catch(e){}' +
  'JSON.parse(document.currentScript.dataset.requests).forEach(function(r){' +
  'var headers=Object.assign({},r.headers);' +
  `if(token&&r.method!=='GET'&&r.method!=='HEAD')headers['${XSRF_HEADER_NAME}']=token;` +
  'var answer=fetch(r.url,{method:r.method,headers:headers,body:r.body,credentials:r.credentials});' +
  'answer.catch(function(){});' +
  "answers[r.method+' '+r.url+' '+(r.body||'')]={answer:answer,sentAt:Date.now()}" +
  '})}}catch(e){}'
