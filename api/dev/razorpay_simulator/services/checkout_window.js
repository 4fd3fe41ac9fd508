/*
 * Pathshala's Razorpay simulator: checkout script (test mode).
 *
 * Served at {simulatorBase}/checkout.js in place of
 * https://checkout.razorpay.com/v1/checkout.js when the API runs without
 * Razorpay keys outside production. It defines `window.Razorpay` with the
 * parts of the real checkout the front ends use:
 *
 *   const rzp = new Razorpay({ key, amount, currency, order_id, name, description,
 *     image, prefill: { name, email, contact }, theme: { color },
 *     handler(response) {}, modal: { ondismiss() {} } })
 *   rzp.on('payment.failed', (response) => {})
 *   rzp.open()
 *   rzp.close()
 *
 * 'Pay' asks the simulator to settle the order and hands the signed result
 * ({ razorpay_order_id, razorpay_payment_id, razorpay_signature }) to
 * `handler`; 'Simulate failure' records a failed payment and calls the
 * 'payment.failed' listeners with Razorpay's error object; 'Cancel', Escape
 * and `close()` call `modal.ondismiss`. No real money moves.
 *
 * Plain browser JavaScript without dependencies, ASCII only (whatever charset
 * the page assumes); the server replaces the
 * placeholder passed on the last line with its own simulator URL, used only
 * when the script cannot tell where it was loaded from.
 */
/* global window, document, fetch, Intl, CSS, CSSStyleSheet, getComputedStyle, setTimeout, HTMLElement */
;(function (window, document, fallbackBase) {
  'use strict'

  var current = document.currentScript
  var BASE =
    current && current.src ? current.src.replace(/\/checkout\.js(?:[?#].*)?$/, '') : fallbackBase
  var STYLE_ID = 'rzp-sim-style'
  var DEFAULT_COLOR = '#1f5fbf'
  var FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex="0"]'

  var CSS_TEXT = [
    '.rzp-sim-backdrop{position:fixed;inset:0;z-index:2147483000;display:flex;',
    'align-items:center;justify-content:center;padding:16px;background:rgba(15,23,42,.6);',
    'font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827}',
    '.rzp-sim-dialog{width:100%;max-width:380px;max-height:100%;overflow:auto;',
    'background:#fff;border-radius:10px;box-shadow:0 20px 50px rgba(0,0,0,.35);outline:none}',
    '.rzp-sim-dialog:focus-visible{box-shadow:0 0 0 3px #fbbf24,0 20px 50px rgba(0,0,0,.35)}',
    '.rzp-sim-header{display:flex;gap:12px;align-items:center;padding:16px 18px;',
    'border-radius:10px 10px 0 0}',
    '.rzp-sim-header img{width:44px;height:44px;border-radius:6px;background:#fff;',
    'object-fit:contain;flex:none}',
    '.rzp-sim-title{margin:0;font-size:17px;font-weight:600;line-height:1.3}',
    '.rzp-sim-description{margin:2px 0 0;font-size:13px;opacity:.9}',
    '.rzp-sim-badge{display:inline-block;margin:14px 18px 0;padding:3px 10px;',
    'border-radius:999px;background:#fef3c7;color:#78350f;border:1px solid #f59e0b;',
    'font-size:12px;font-weight:700;letter-spacing:.04em;text-transform:uppercase}',
    '.rzp-sim-body{padding:10px 18px 18px}',
    '.rzp-sim-notice{margin:0 0 12px;font-size:13px;color:#4b5563}',
    '.rzp-sim-details{margin:0 0 12px;display:grid;grid-template-columns:auto 1fr;gap:4px 12px}',
    '.rzp-sim-details dt{color:#4b5563}',
    '.rzp-sim-details dd{margin:0;font-weight:600;word-break:break-all}',
    '.rzp-sim-status{min-height:1.45em;margin:0 0 10px;font-size:14px}',
    '.rzp-sim-status[data-tone=error]{color:#b91c1c}',
    '.rzp-sim-actions{display:flex;flex-direction:column;gap:8px}',
    '.rzp-sim-actions button{font:inherit;font-weight:600;padding:10px 14px;border-radius:6px;',
    'cursor:pointer;border:1px solid #9ca3af;background:#fff;color:#111827}',
    '.rzp-sim-actions button:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}',
    '.rzp-sim-actions button[disabled]{opacity:.55;cursor:not-allowed}',
    '.rzp-sim-actions .rzp-sim-pay{border-color:transparent}',
  ].join('')

  var styled = false

  // A constructed style sheet, which a Content-Security-Policy without 'unsafe-inline' styles
  // allows (a <style> element it refuses); the element only for browsers without one.
  function ensureStyle() {
    if (styled || document.getElementById(STYLE_ID)) return
    styled = true
    if (typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in document) {
      try {
        var sheet = new CSSStyleSheet()
        sheet.replaceSync(CSS_TEXT)
        document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet])
        return
      } catch (error) {
        // fall back to the element
      }
    }
    var style = document.createElement('style')
    style.id = STYLE_ID
    style.textContent = CSS_TEXT
    document.head.appendChild(style)
  }

  function element(tag, className, text) {
    var node = document.createElement(tag)
    if (className) node.className = className
    if (text !== undefined && text !== null) node.textContent = String(text)
    return node
  }

  /** Paise as rupees in the Indian format: 149900 -> 'Rs 1,499' with the rupee sign. */
  function money(amount, currency) {
    var whole = amount % 100 === 0
    try {
      return new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: currency || 'INR',
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: whole ? 0 : 2,
      }).format(amount / 100)
    } catch (error) {
      return (currency || 'INR') + ' ' + (amount / 100).toFixed(2)
    }
  }

  function themeColor(options) {
    var color = options.theme && options.theme.color
    if (typeof color === 'string' && window.CSS && CSS.supports && CSS.supports('color', color)) {
      return color
    }
    return DEFAULT_COLOR
  }

  /** Black or white text, whichever reads better on the theme colour. */
  function textOn(node) {
    var match = /rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(getComputedStyle(node).backgroundColor)
    if (!match) return '#fff'
    var channel = function (value) {
      var c = value / 255
      return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)
    }
    var luminance =
      0.2126 * channel(+match[1]) + 0.7152 * channel(+match[2]) + 0.0722 * channel(+match[3])
    // whichever of black and white contrasts more with the colour
    return luminance > 0.179 ? '#111827' : '#fff'
  }

  function postJson(path, body) {
    return fetch(BASE + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    }).then(readJson)
  }

  function readJson(response) {
    return response
      .json()
      .catch(function () {
        return {}
      })
      .then(function (body) {
        return { ok: response.ok, status: response.status, body: body }
      })
  }

  function errorText(result, fallback) {
    var error = result && result.body && result.body.error
    return (error && error.description) || fallback
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options)
    this.options = options || {}
    this._listeners = {}
    this._ui = null
  }

  Razorpay.isSimulator = true

  /** Adds a listener; the simulator emits 'payment.failed'. */
  Razorpay.prototype.on = function (event, listener) {
    if (typeof listener === 'function') {
      ;(this._listeners[event] = this._listeners[event] || []).push(listener)
    }
    return this
  }

  Razorpay.prototype._emit = function (event, payload) {
    var listeners = (this._listeners[event] || []).slice()
    for (var index = 0; index < listeners.length; index++) listeners[index](payload)
  }

  /** Closes the checkout window, as the buyer closing it would. */
  Razorpay.prototype.close = function () {
    if (this._ui) this._dismiss()
  }

  Razorpay.prototype.open = function () {
    if (this._ui) return this
    ensureStyle()
    var self = this
    var options = this.options
    var prefill = options.prefill || {}
    var amount = Number(options.amount)
    var currency = options.currency || 'INR'
    var id = 'rzp-sim-' + Math.random().toString(36).slice(2, 10)

    var backdrop = element('div', 'rzp-sim-backdrop')
    backdrop.setAttribute('data-razorpay-simulator', '')
    var dialog = element('div', 'rzp-sim-dialog')
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.setAttribute('aria-labelledby', id + '-title')
    dialog.setAttribute('aria-describedby', id + '-notice')
    dialog.tabIndex = -1

    var header = element('div', 'rzp-sim-header')
    header.style.backgroundColor = themeColor(options)
    if (typeof options.image === 'string' && options.image) {
      var image = element('img')
      image.alt = ''
      image.src = options.image
      header.appendChild(image)
    }
    var heading = element('div')
    var title = element('h2', 'rzp-sim-title', options.name || 'Checkout')
    title.id = id + '-title'
    heading.appendChild(title)
    if (options.description) {
      heading.appendChild(element('p', 'rzp-sim-description', options.description))
    }
    header.appendChild(heading)
    dialog.appendChild(header)

    dialog.appendChild(element('span', 'rzp-sim-badge', 'Test mode'))

    var body = element('div', 'rzp-sim-body')
    var notice = element(
      'p',
      'rzp-sim-notice',
      'Test mode: Pathshala\u2019s built-in Razorpay simulator. No real money moves.'
    )
    notice.id = id + '-notice'
    body.appendChild(notice)

    var details = element('dl', 'rzp-sim-details')
    var amountValue = null
    function detail(label, value) {
      if (value === undefined || value === null || value === '') return null
      details.appendChild(element('dt', null, label))
      var dd = element('dd', null, value)
      details.appendChild(dd)
      return dd
    }
    amountValue = detail('Amount', Number.isFinite(amount) ? money(amount, currency) : '\u2026')
    detail('Name', prefill.name)
    detail('Email', prefill.email)
    detail('Phone', prefill.contact)
    body.appendChild(details)

    var status = element('p', 'rzp-sim-status', 'Loading the order\u2026')
    status.setAttribute('role', 'status')
    status.setAttribute('aria-live', 'polite')
    body.appendChild(status)

    var actions = element('div', 'rzp-sim-actions')
    var pay = element('button', 'rzp-sim-pay', 'Pay')
    pay.type = 'button'
    pay.style.backgroundColor = themeColor(options)
    var fail = element('button', 'rzp-sim-fail', 'Simulate failure')
    fail.type = 'button'
    var cancel = element('button', 'rzp-sim-cancel', 'Cancel')
    cancel.type = 'button'
    actions.appendChild(pay)
    actions.appendChild(fail)
    actions.appendChild(cancel)
    body.appendChild(actions)
    dialog.appendChild(body)
    backdrop.appendChild(dialog)

    var ui = {
      backdrop: backdrop,
      dialog: dialog,
      status: status,
      pay: pay,
      fail: fail,
      cancel: cancel,
      ready: false,
      busy: false,
      returnFocus: document.activeElement instanceof HTMLElement ? document.activeElement : null,
      inerted: [],
      onKeydown: null,
      onFocusin: null,
    }
    this._ui = ui

    function setAmount(value) {
      amount = value
      amountValue.textContent = money(value, currency)
      pay.textContent = 'Pay ' + money(value, currency)
    }
    if (Number.isFinite(amount)) setAmount(amount)

    pay.addEventListener('click', function () {
      self._pay()
    })
    fail.addEventListener('click', function () {
      self._fail()
    })
    cancel.addEventListener('click', function () {
      if (!ui.busy) self._dismiss()
    })

    ui.onKeydown = function (event) {
      if (self._ui !== ui) return
      if (event.key === 'Escape') {
        event.preventDefault()
        event.stopPropagation()
        if (!ui.busy) self._dismiss()
        return
      }
      if (event.key !== 'Tab') return
      var focusable = Array.prototype.slice.call(dialog.querySelectorAll(FOCUSABLE))
      if (focusable.length === 0) {
        event.preventDefault()
        dialog.focus()
        return
      }
      var first = focusable[0]
      var last = focusable[focusable.length - 1]
      var active = document.activeElement
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    ui.onFocusin = function (event) {
      if (self._ui === ui && !dialog.contains(event.target)) dialog.focus()
    }
    document.addEventListener('keydown', ui.onKeydown, true)
    document.addEventListener('focusin', ui.onFocusin, true)

    // the page behind the window is out of reach while it is open
    var siblings = document.body.children
    for (var index = 0; index < siblings.length; index++) {
      if (!siblings[index].inert) {
        siblings[index].inert = true
        ui.inerted.push(siblings[index])
      }
    }
    document.body.appendChild(backdrop)
    var text = textOn(header)
    header.style.color = text
    pay.style.color = textOn(pay)
    dialog.focus()

    // Pay waits for the order; Cancel works at once
    this._setBusy(false, false)
    var key = options.key || ''
    var orderId = options.order_id || ''
    if (!key || !orderId) {
      this._setStatus(!key ? 'No key was passed to Razorpay.' : 'No order_id was passed.', true)
      this._setBusy(false, false)
      return this
    }
    fetch(
      BASE +
        '/checkout/orders/' +
        encodeURIComponent(orderId) +
        '?key_id=' +
        encodeURIComponent(key),
      { headers: { accept: 'application/json' }, credentials: 'omit' }
    )
      .then(readJson)
      .then(function (result) {
        if (self._ui !== ui) return
        if (!result.ok) {
          self._setStatus(errorText(result, 'This order cannot be paid.'), true)
          self._setBusy(false, false)
          return
        }
        currency = result.body.currency
        setAmount(result.body.amount)
        ui.ready = true
        self._setStatus(
          result.body.status === 'paid'
            ? 'This order has already been paid.'
            : 'Choose Pay to complete this test payment.',
          false
        )
        self._setBusy(false, true)
        if (document.activeElement === dialog) pay.focus()
      })
      .catch(function () {
        if (self._ui !== ui) return
        self._setStatus('The simulator could not be reached.', true)
        self._setBusy(false, false)
      })
    return this
  }

  Razorpay.prototype._setStatus = function (message, isError) {
    if (!this._ui) return
    this._ui.status.textContent = message
    this._ui.status.setAttribute('role', isError ? 'alert' : 'status')
    if (isError) this._ui.status.setAttribute('data-tone', 'error')
    else this._ui.status.removeAttribute('data-tone')
  }

  /** While busy, only waiting is possible; `canPay` enables Pay and Simulate failure. */
  Razorpay.prototype._setBusy = function (busy, canPay) {
    var ui = this._ui
    if (!ui) return
    ui.busy = busy
    var enabled = !busy && (canPay === undefined ? ui.ready : canPay)
    ui.pay.disabled = !enabled
    ui.fail.disabled = !enabled
    ui.cancel.disabled = busy
  }

  Razorpay.prototype._attempt = function () {
    var options = this.options
    var prefill = options.prefill || {}
    return {
      order_id: options.order_id,
      key: options.key,
      method: 'card',
      email: prefill.email,
      contact: prefill.contact,
      description: options.description,
    }
  }

  Razorpay.prototype._pay = function () {
    var self = this
    var ui = this._ui
    if (!ui || ui.busy || !ui.ready) return
    this._setBusy(true)
    this._setStatus('Processing the payment\u2026', false)
    postJson('/checkout/settle', this._attempt())
      .then(function (result) {
        if (self._ui !== ui) return
        if (!result.ok) {
          self._setStatus(errorText(result, 'The payment could not be completed.'), true)
          self._setBusy(false)
          return
        }
        var response = {
          razorpay_payment_id: result.body.razorpay_payment_id,
          razorpay_order_id: result.body.razorpay_order_id,
          razorpay_signature: result.body.razorpay_signature,
        }
        self._teardown()
        if (typeof self.options.handler === 'function') self.options.handler(response)
      })
      .catch(function (error) {
        if (self._ui !== ui) throw error
        self._setStatus('The simulator could not be reached. Try again.', true)
        self._setBusy(false)
      })
  }

  Razorpay.prototype._fail = function () {
    var self = this
    var ui = this._ui
    if (!ui || ui.busy || !ui.ready) return
    this._setBusy(true)
    this._setStatus('Processing the payment\u2026', false)
    postJson('/checkout/fail', this._attempt())
      .then(function (result) {
        if (self._ui !== ui) return
        self._setBusy(false)
        if (!result.ok || !result.body.error) {
          self._setStatus(errorText(result, 'The failure could not be simulated.'), true)
          return
        }
        self._setStatus('Payment failed (simulated). Try again, or cancel.', true)
        self._emit('payment.failed', { error: result.body.error })
      })
      .catch(function () {
        if (self._ui !== ui) return
        self._setStatus('The simulator could not be reached. Try again.', true)
        self._setBusy(false)
      })
  }

  Razorpay.prototype._dismiss = function () {
    this._teardown()
    var modal = this.options.modal
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss()
  }

  Razorpay.prototype._teardown = function () {
    var ui = this._ui
    if (!ui) return
    this._ui = null
    document.removeEventListener('keydown', ui.onKeydown, true)
    document.removeEventListener('focusin', ui.onFocusin, true)
    if (ui.backdrop.parentNode) ui.backdrop.parentNode.removeChild(ui.backdrop)
    for (var index = 0; index < ui.inerted.length; index++) ui.inerted[index].inert = false
    if (ui.returnFocus && document.contains(ui.returnFocus)) {
      setTimeout(function () {
        ui.returnFocus.focus()
      }, 0)
    }
  }

  window.Razorpay = Razorpay
})(window, document, '__SIMULATOR_BASE__')
