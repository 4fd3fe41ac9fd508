import type {
  CapturePaymentAnswer,
  CapturePaymentRequest,
  CaptureStoreItemAnswer,
  CaptureStoreItemRequest,
  VerifyPaymentAnswer,
  VerifyPaymentRequest,
  VerifyStoreItemAnswer,
  VerifyStoreItemRequest,
} from '../types/payment.ts'
import type { ApiResult, RequestFunction } from './transport.ts'

/**
 * Buying courses and store items (start/routes/payments.ts): each capture call answers the
 * Razorpay order to open the checkout with (or grants a free item at once), each verify call
 * hands the checkout's signed answer back. Signed-in users only.
 */
export function createPaymentsApi(request: RequestFunction) {
  return {
    capturePayment: (body: CapturePaymentRequest): Promise<ApiResult<CapturePaymentAnswer>> =>
      request('POST', '/payment/capturePayment', body),
    verifyPayment: (body: VerifyPaymentRequest): Promise<ApiResult<VerifyPaymentAnswer>> =>
      request('POST', '/payment/verifyPayment', body),

    captureStoreItem: (body: CaptureStoreItemRequest): Promise<ApiResult<CaptureStoreItemAnswer>> =>
      request('POST', '/store/capture', body),
    verifyStoreItem: (body: VerifyStoreItemRequest): Promise<ApiResult<VerifyStoreItemAnswer>> =>
      request('POST', '/store/verify', body),
  }
}
