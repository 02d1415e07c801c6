/** The 12 `/user` calls of spec §7, plus the reset-link check the reset screen needs and account deletion (issue #17). */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { Authorization } from "./Authorization.ts"
import { Envelope, MessageEnvelope } from "./envelope.ts"
import { AccountExport } from "./export.ts"
import { AlreadyVerified, BadRequest, EmailTaken, NotFound, TooManyRequests, Unauthorized } from "./errors.ts"
import {
  ChangePasswordRequest,
  CodeQuery,
  DeleteAccountRequest,
  EmailQuery,
  GoogleCallbackRequest,
  LoginRequest,
  ProfileUpdate,
  ResetPasswordRequest,
  ResetTokenCheck,
  ResetTokenQuery,
  SignupRequest,
  TokenData,
  UserProfile
} from "./user.ts"

const Failures = [BadRequest, TooManyRequests] as const

export class PublicUserApi extends HttpApiGroup.make("publicUser")
  .add(
    HttpApiEndpoint.post("googleCallback", "/auth/google/callback", {
      payload: GoogleCallbackRequest,
      success: Envelope(TokenData),
      error: [...Failures, Unauthorized]
    }),
    HttpApiEndpoint.post("login", "/login", {
      payload: LoginRequest,
      success: Envelope(TokenData),
      error: [...Failures, Unauthorized]
    }),
    HttpApiEndpoint.post("signup", "/signup", {
      payload: SignupRequest,
      success: Envelope(TokenData),
      error: [...Failures, EmailTaken]
    }),
    HttpApiEndpoint.get("forgotPassword", "/forgot-password", {
      query: EmailQuery,
      success: MessageEnvelope,
      error: Failures
    }),
    HttpApiEndpoint.get("checkResetToken", "/reset-password/check", {
      query: ResetTokenQuery,
      success: Envelope(ResetTokenCheck),
      error: Failures
    }),
    HttpApiEndpoint.post("resetPassword", "/reset-password", {
      query: ResetTokenQuery,
      payload: ResetPasswordRequest,
      success: MessageEnvelope,
      error: [...Failures, NotFound]
    })
  )
  .prefix("/user")
  .annotateMerge(OpenApi.annotations({ title: "Accounts", description: "Sign-up, sign-in and password reset." }))
{}

export class UserApi extends HttpApiGroup.make("user")
  .add(
    HttpApiEndpoint.get("logout", "/logout", { success: MessageEnvelope, error: Failures }),
    HttpApiEndpoint.get("getProfile", "/profile", { success: Envelope(UserProfile), error: Failures }),
    HttpApiEndpoint.put("updateProfile", "/profile", {
      payload: ProfileUpdate,
      success: Envelope(UserProfile),
      error: Failures
    }),
    HttpApiEndpoint.post("changePassword", "/change-password", {
      payload: ChangePasswordRequest,
      success: MessageEnvelope,
      error: Failures
    }),
    // Ours (issue #17): everything stored of the user's practice, as one JSON document.
    HttpApiEndpoint.get("exportData", "/export", { success: Envelope(AccountExport), error: Failures }),
    // Ours (issue #17): deletes the account and everything in it; the password is asked again.
    HttpApiEndpoint.post("deleteAccount", "/delete-account", {
      payload: DeleteAccountRequest,
      success: MessageEnvelope,
      error: Failures
    }),
    HttpApiEndpoint.get("verifyEmail", "/verify-email", {
      query: CodeQuery,
      success: Envelope(Schema.Boolean),
      error: Failures
    }),
    HttpApiEndpoint.get("resendVerificationCode", "/resend-email-verification-code", {
      success: Envelope(Schema.Boolean),
      error: [...Failures, AlreadyVerified]
    })
  )
  .middleware(Authorization)
  .prefix("/user")
  .annotateMerge(OpenApi.annotations({ title: "Profile", description: "The signed-in user's account." }))
{}
