import type {
  CreateTokenAnswer,
  CreateTokenRequest,
  LoginAnswer,
  LoginRequest,
  LogoutAnswer,
  ResetPasswordAnswer,
  ResetPasswordRequest,
  ResetPasswordTokenAnswer,
  ResetPasswordTokenRequest,
  RevokeTokenAnswer,
  SendOtpAnswer,
  SendOtpRequest,
  SignupAnswer,
  SignupRequest,
  ValidateAnswer,
} from '../types/auth.ts'
import type { ContactAnswer, ContactRequest } from '../types/contact.ts'
import type { User } from '../types/user.ts'
import type {
  EnrolledCoursesAnswer,
  EnrolledCoursesRequest,
  UpdateDisplayPictureAnswer,
  UpdateDisplayPictureRequest,
  UpdateProfileAnswer,
  UpdateProfileRequest,
} from '../types/profile.ts'
import type { HealthAnswer, PublicConfigAnswer } from '../types/system.ts'
import { isApiError } from './api-error.ts'
import { createAdminApi } from './admin.ts'
import { createBuilderApi } from './builder.ts'
import { createCatalogueApi } from './catalogue.ts'
import { createMediaApi } from './media.ts'
import { createPaymentsApi } from './payments.ts'
import { createStoreApi } from './store.ts'
import {
  createRequest,
  trimBaseUrl,
  type ApiClientOptions,
  type ApiResult,
  type RequestFunction,
} from './transport.ts'

// Calls the old client sent with an empty JSON object keep doing so.
const EMPTY_BODY = {}

export type ApiClient = ReturnType<typeof createApiClient>
export type LearnerApiClient = ReturnType<typeof createLearnerApiClient>

/**
 * One typed method per API call (all paths are under the base URL, `/api/v1`): the learner's
 * calls and the staff's (`builder`, `admin`), for the admin app.
 */
export function createApiClient(options: ApiClientOptions) {
  const { request, getFetch } = transportOf(options)
  return {
    ...learnerCalls(options, request, getFetch),
    builder: createBuilderApi(request),
    admin: createAdminApi(request, options, getFetch),
  }
}

/**
 * The calls a learner's pages make, without the staff's: the storefront builds this one, so
 * its first download does not carry the builder's and the admin's methods.
 */
export function createLearnerApiClient(options: ApiClientOptions) {
  const { request, getFetch } = transportOf(options)
  return learnerCalls(options, request, getFetch)
}

function transportOf(options: ApiClientOptions) {
  const request: RequestFunction = createRequest(options)
  // Looked up per call so a fetch stubbed or polyfilled after start-up is still used.
  const getFetch = () => options.fetch ?? globalThis.fetch
  return { request, getFetch }
}

function learnerCalls(
  options: ApiClientOptions,
  request: RequestFunction,
  getFetch: () => typeof fetch
) {
  const baseUrl = trimBaseUrl(options.baseUrl)
  return {
    request,

    auth: {
      sendOtp: (body: SendOtpRequest): Promise<ApiResult<SendOtpAnswer>> =>
        request('POST', '/auth/sendotp', body),
      signup: (body: SignupRequest): Promise<ApiResult<SignupAnswer>> =>
        request('POST', '/auth/signup', body),
      login: (body: LoginRequest): Promise<ApiResult<LoginAnswer>> =>
        request('POST', '/auth/login', body),
      validate: (): Promise<ApiResult<ValidateAnswer>> =>
        request('POST', '/auth/validate', EMPTY_BODY),
      /** Who the session belongs to: the user, or null when the server says 401 (a visitor). */
      currentUser: async (): Promise<User | null> => {
        try {
          const { body } = await request<ValidateAnswer>('POST', '/auth/validate', EMPTY_BODY)
          return body.user
        } catch (error) {
          if (isApiError(error) && error.status === 401) return null
          throw error
        }
      },
      logout: (): Promise<ApiResult<LogoutAnswer>> => request('POST', '/auth/logout', EMPTY_BODY),
      requestPasswordReset: (
        body: ResetPasswordTokenRequest
      ): Promise<ApiResult<ResetPasswordTokenAnswer>> =>
        request('POST', '/auth/reset-password-token', body),
      resetPassword: (body: ResetPasswordRequest): Promise<ApiResult<ResetPasswordAnswer>> =>
        request('POST', '/auth/reset-password', body),
      /** Google sign-in is a full-page navigation, not a fetch. */
      googleSignInUrl: (): string => `${baseUrl}/auth/google`,
      createToken: (body: CreateTokenRequest): Promise<ApiResult<CreateTokenAnswer>> =>
        request('POST', '/auth/tokens', body),
      revokeToken: (): Promise<ApiResult<RevokeTokenAnswer>> =>
        request('DELETE', '/auth/tokens/current'),
    },

    profile: {
      updateProfile: (body: UpdateProfileRequest): Promise<ApiResult<UpdateProfileAnswer>> =>
        request('PUT', '/profile/updateProfile', body),
      updateDisplayPicture: (
        body: UpdateDisplayPictureRequest
      ): Promise<ApiResult<UpdateDisplayPictureAnswer>> =>
        request('PUT', '/profile/updateDisplayPicture', body),
      /** Newest enrolment first, with progress; paging optional (default page 1 of 50). */
      getEnrolledCourses: (
        body: EnrolledCoursesRequest = EMPTY_BODY
      ): Promise<ApiResult<EnrolledCoursesAnswer>> =>
        request('POST', '/profile/getEnrolledCourses', body),
    },

    catalogue: createCatalogueApi(request),
    store: createStoreApi(request),
    media: createMediaApi(request, getFetch),
    payments: createPaymentsApi(request),

    contact: {
      send: (body: ContactRequest): Promise<ApiResult<ContactAnswer>> =>
        request('POST', '/contact/contactus', body),
    },

    system: {
      health: (): Promise<ApiResult<HealthAnswer>> => request('GET', '/health'),
      config: (): Promise<ApiResult<PublicConfigAnswer>> => request('GET', '/config'),
    },
  }
}
