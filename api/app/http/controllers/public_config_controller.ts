import env from '#start/env'
import { isGoogleConfigured } from '#config/ally'
import razorpayConfig from '#config/razorpay'
import { uploadPresetNames } from '#config/media'
import { ok } from '#core/transformers/envelope'
import { mediaHost } from '#media'
import { GST_RATE_PERCENT, pricesIncludeGst } from '#core/services/gst_price'

/**
 * Public settings the front ends need before anyone signs in.
 */
export default class PublicConfigController {
  async show() {
    return ok('OK', {
      data: {
        appName: env.get('APP_NAME'),
        googleSignIn: isGoogleConfigured(),
        // the checkout: public key id and script; test mode is the built-in simulator
        razorpayKeyId: razorpayConfig.keyId,
        razorpayCheckoutUrl: razorpayConfig.checkoutUrl,
        paymentsEnabled: razorpayConfig.mode !== 'disabled',
        paymentsTestMode: razorpayConfig.mode === 'simulator',
        // the deployment's names (UPLOAD_PRESET_*), which the front ends sign uploads with
        uploadPresets: uploadPresetNames(),
        // where the product's own pictures are served from (MEDIA_PUBLIC_URL's CDN, Cloudinary's
        // delivery host or this API), so the desktop app can allow it in its own CSP
        mediaOrigin: new URL(mediaHost().imagePrefix).origin,
        // GST_PRICES_INCLUSIVE (docs/decisions.md#gst-invoices): false, and checkout charges the
        // listed price plus gstRatePercent, which the storefront says beside every price
        pricesIncludeGst: pricesIncludeGst(),
        gstRatePercent: GST_RATE_PERCENT,
      },
    })
  }
}
