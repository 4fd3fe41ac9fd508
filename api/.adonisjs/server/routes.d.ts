import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'health.show': { paramsTuple?: []; params?: {} }
    'public_config.show': { paramsTuple?: []; params?: {} }
    'signup_codes.store': { paramsTuple?: []; params?: {} }
    'signups.store': { paramsTuple?: []; params?: {} }
    'sessions.store': { paramsTuple?: []; params?: {} }
    'sessions.show': { paramsTuple?: []; params?: {} }
    'sessions.destroy': { paramsTuple?: []; params?: {} }
    'password_resets.store': { paramsTuple?: []; params?: {} }
    'password_resets.update': { paramsTuple?: []; params?: {} }
    'google_sign_in.redirect': { paramsTuple?: []; params?: {} }
    'google_sign_in.callback': { paramsTuple?: []; params?: {} }
    'access_tokens.store': { paramsTuple?: []; params?: {} }
    'access_tokens.destroy': { paramsTuple?: []; params?: {} }
    'profiles.update': { paramsTuple?: []; params?: {} }
    'display_pictures.update': { paramsTuple?: []; params?: {} }
    'enrolled_courses.index': { paramsTuple?: []; params?: {} }
    'contact_messages.store': { paramsTuple?: []; params?: {} }
    'web_app.api_not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web_app.admin_root': { paramsTuple?: []; params?: {} }
    'web_app.admin': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web_app.storefront': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  GET: {
    'health.show': { paramsTuple?: []; params?: {} }
    'public_config.show': { paramsTuple?: []; params?: {} }
    'google_sign_in.redirect': { paramsTuple?: []; params?: {} }
    'google_sign_in.callback': { paramsTuple?: []; params?: {} }
    'web_app.api_not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web_app.admin_root': { paramsTuple?: []; params?: {} }
    'web_app.admin': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web_app.storefront': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  HEAD: {
    'health.show': { paramsTuple?: []; params?: {} }
    'public_config.show': { paramsTuple?: []; params?: {} }
    'google_sign_in.redirect': { paramsTuple?: []; params?: {} }
    'google_sign_in.callback': { paramsTuple?: []; params?: {} }
    'web_app.api_not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web_app.admin_root': { paramsTuple?: []; params?: {} }
    'web_app.admin': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web_app.storefront': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  POST: {
    'signup_codes.store': { paramsTuple?: []; params?: {} }
    'signups.store': { paramsTuple?: []; params?: {} }
    'sessions.store': { paramsTuple?: []; params?: {} }
    'sessions.show': { paramsTuple?: []; params?: {} }
    'sessions.destroy': { paramsTuple?: []; params?: {} }
    'password_resets.store': { paramsTuple?: []; params?: {} }
    'password_resets.update': { paramsTuple?: []; params?: {} }
    'access_tokens.store': { paramsTuple?: []; params?: {} }
    'enrolled_courses.index': { paramsTuple?: []; params?: {} }
    'contact_messages.store': { paramsTuple?: []; params?: {} }
    'web_app.api_not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  DELETE: {
    'access_tokens.destroy': { paramsTuple?: []; params?: {} }
    'web_app.api_not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PUT: {
    'profiles.update': { paramsTuple?: []; params?: {} }
    'display_pictures.update': { paramsTuple?: []; params?: {} }
    'web_app.api_not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  OPTIONS: {
    'web_app.api_not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PATCH: {
    'web_app.api_not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}