import type { ApiAnswer } from './envelope.ts'
import type { User } from './user.ts'

export interface LoginRequest {
  email: string
  password: string
}
export type LoginAnswer = ApiAnswer<{ user: User }>

export interface SendOtpRequest {
  email: string
}
export type SendOtpAnswer = ApiAnswer

export interface SignupRequest {
  firstName: string
  lastName: string
  email: string
  password: string
  confirmPassword: string
  /** Ten digits, without the +91 prefix. */
  contactNumber: string
  /** Six digits. */
  otp: string
}
export type SignupAnswer = ApiAnswer<{ user: User }>

export type ValidateAnswer = ApiAnswer<{ user: User }>
export type LogoutAnswer = ApiAnswer

export interface ResetPasswordTokenRequest {
  email: string
}
export type ResetPasswordTokenAnswer = ApiAnswer

export interface ResetPasswordRequest {
  token: string
  newPassword: string
}
export type ResetPasswordAnswer = ApiAnswer

// Bearer tokens for clients that cannot hold the session cookie (the desktop admin app).
export interface CreateTokenRequest {
  email: string
  password: string
}
export type CreateTokenAnswer = ApiAnswer<{ token: string; user: User }>
export type RevokeTokenAnswer = ApiAnswer
