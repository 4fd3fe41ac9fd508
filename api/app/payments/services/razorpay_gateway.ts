import Razorpay from 'razorpay'
import logger from '@adonisjs/core/services/logger'
import razorpayConfig from '#config/razorpay'
import ApiException from '#core/exceptions/api_exception'

/** A Razorpay order as the Orders API answers it (the fields this API reads). */
export interface GatewayOrder {
  id: string
  amount: number
  currency: string
  receipt: string | null
  status: string
}

/** A Razorpay payment as the Payments API answers it (the fields this API reads). */
export interface GatewayPayment {
  id: string
  order_id: string | null
  amount: number
  currency: string
  /** created | authorized | captured | refunded | failed */
  status: string
  error_description?: string | null
}

/** A Razorpay refund as the Refunds API answers it (the fields this API reads). */
export interface GatewayRefund {
  id: string
  entity: 'refund'
  amount: number
  currency: string
  payment_id: string
  receipt?: string | null
  notes?: Record<string, string | number> | unknown[]
  /** pending | processed | failed */
  status: string
  created_at?: number
}

export interface RefundPaymentInput {
  amountPaise: number
  /** Our refund id: the webhook finds the refund by it when it comes before the answer. */
  receipt: string
  notes: Record<string, string>
}

export interface CreateOrderInput {
  amountPaise: number
  currency: string
  receipt: string
  notes: Record<string, string>
}

/** The gateway did not answer, or answered with an error (the SDK's text stays in the log). */
export class GatewayUnavailable extends Error {
  constructor(
    message: string,
    /** The HTTP status of Razorpay's refusal; undefined when there was no answer at all. */
    readonly statusCode?: number,
    /** Razorpay's own words for the refusal (`error.description`), when it answered one. */
    readonly description?: string
  ) {
    super(message)
  }
}

/** How long one call to the gateway may take. */
const TIMEOUT_MS = 15_000

/**
 * The SDK adds `/v1/...` to its host itself, so its base URL is the
 * configured API URL without a trailing `/v1`
 * (`https://api.razorpay.com/v1` -> `https://api.razorpay.com`).
 */
export function sdkBaseUrl(apiUrl: string) {
  return apiUrl.replace(/\/+$/, '').replace(/\/v1$/, '')
}

/**
 * The only place that talks to Razorpay: the `razorpay` SDK with its host
 * pointed at `config.apiUrl` (Razorpay's own, the built-in simulator, or a
 * test stand-in). Every failure of the gateway becomes `GatewayUnavailable`
 * (logged with the SDK's details), never a raw SDK error.
 */
export class RazorpayGateway {
  #sdk?: Razorpay
  #sdkKey?: string

  /** The SDK client for the current settings (rebuilt if they change, as in tests). */
  private get sdk() {
    const { keyId, keySecret, apiUrl } = razorpayConfig
    const key = `${keyId}|${keySecret}|${apiUrl}`
    if (!this.#sdk || this.#sdkKey !== key) {
      const sdk = new Razorpay({ key_id: keyId, key_secret: keySecret })
      const http = (sdk.api as unknown as { rq: { defaults: Record<string, unknown> } }).rq
      http.defaults.baseURL = sdkBaseUrl(apiUrl)
      http.defaults.timeout = TIMEOUT_MS
      this.#sdk = sdk
      this.#sdkKey = key
    }
    return this.#sdk
  }

  /** Creates an order for `amountPaise`; a refusal or outage is a 502 for the client. */
  async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
    try {
      return await this.#call<GatewayOrder>('create order', () =>
        this.sdk.orders.create({
          amount: input.amountPaise,
          currency: input.currency,
          receipt: input.receipt,
          notes: input.notes,
        })
      )
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error
      throw new ApiException('Failed to create payment order', {
        status: 502,
        code: 'E_PAYMENT_GATEWAY',
      })
    }
  }

  fetchOrder(gatewayOrderId: string): Promise<GatewayOrder> {
    return this.#call<GatewayOrder>('fetch order', () => this.sdk.orders.fetch(gatewayOrderId))
  }

  /** Every payment attempt on an order, oldest first as Razorpay lists them. */
  async fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]> {
    const answer = await this.#call<{ items?: GatewayPayment[] }>('fetch order payments', () =>
      this.sdk.orders.fetchPayments(gatewayOrderId)
    )
    return Array.isArray(answer?.items) ? answer.items : []
  }

  /**
   * Refunds `amountPaise` of a captured payment (Razorpay's POST /v1/payments/:id/refund,
   * normal speed). Throws GatewayUnavailable, with Razorpay's refusal when it gave one.
   */
  refundPayment(gatewayPaymentId: string, input: RefundPaymentInput): Promise<GatewayRefund> {
    return this.#call<GatewayRefund>('refund payment', () =>
      this.sdk.payments.refund(gatewayPaymentId, {
        amount: input.amountPaise,
        speed: 'normal',
        receipt: input.receipt,
        notes: input.notes,
      })
    )
  }

  async #call<T>(what: string, work: () => Promise<unknown>): Promise<T> {
    try {
      return (await work()) as T
    } catch (error: any) {
      // the SDK throws { statusCode, error } for answers, and a TypeError
      // (or an axios error) when there is no answer at all
      logger.error(
        {
          statusCode: error?.statusCode,
          gatewayError: error?.error,
          err: error instanceof Error ? error : undefined,
        },
        `razorpay: ${what} failed`
      )
      const statusCode = typeof error?.statusCode === 'number' ? error.statusCode : undefined
      const description = error?.error?.description
      throw new GatewayUnavailable(
        `Razorpay: ${what} failed`,
        statusCode,
        typeof description === 'string' ? description.slice(0, 300) : undefined
      )
    }
  }
}

const gateway = new RazorpayGateway()

/** The process's gateway client. */
export function razorpayGateway() {
  return gateway
}
