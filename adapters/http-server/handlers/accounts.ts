/** Handlers of the `/user` calls: decoding is done by the contract, the rules by core/accounts. */
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ACCOUNT_DELETED, Accounts, FORGOT_SENT } from "../../../core/accounts/Accounts.ts"
import { Practice } from "../../../core/progress/Practice.ts"
import { HttpContract } from "../../../core/contract/HttpContract.ts"
import { CurrentUser } from "../../../core/contract/Authorization.ts"
import { clientAddress } from "../address.ts"

export const publicUserLayer = (trustProxy: boolean) =>
  HttpApiBuilder.group(HttpContract, "publicUser", (handlers) =>
    Effect.gen(function*() {
      const accounts = yield* Accounts
      return handlers
        .handle("googleCallback", ({ payload, request }) =>
          Effect.map(accounts.googleSignIn(payload.credential, clientAddress(request, trustProxy)), (data) => ({
            success: true,
            message: "Login successful",
            data
          })))
        .handle("login", ({ payload, request }) =>
          Effect.map(accounts.login(payload, clientAddress(request, trustProxy)), (data) => ({
            success: true,
            message: "Login successful",
            data
          })))
        .handle("signup", ({ payload, request }) =>
          Effect.map(accounts.signup(payload, clientAddress(request, trustProxy)), (data) => ({
            success: true,
            message: "Account created. We have sent a verification code to your e-mail address.",
            data
          })))
        .handle("forgotPassword", ({ query, request }) =>
          Effect.as(accounts.forgotPassword(query.email, clientAddress(request, trustProxy)), {
            success: true,
            message: FORGOT_SENT
          }))
        .handle("checkResetToken", ({ query }) =>
          Effect.map(accounts.checkResetToken(query.token), (data) => ({ success: true, data })))
        .handle("resetPassword", ({ query, payload, request }) =>
          Effect.as(
            accounts.resetPassword(query.token, payload.newPassword, payload.confirmPassword, clientAddress(request, trustProxy)),
            { success: true, message: "Your password has been reset. Please log in with your new password." }
          ))
    }))

export const userLayer = HttpApiBuilder.group(HttpContract, "user", (handlers) =>
  Effect.gen(function*() {
    const accounts = yield* Accounts
    const practice = yield* Practice
    return handlers
      .handle("logout", () =>
        Effect.flatMap(Effect.service(CurrentUser), (user) =>
          Effect.as(accounts.logout(user), { success: true, message: "Logged out" })))
      .handle("getProfile", () =>
        Effect.flatMap(Effect.service(CurrentUser), (user) =>
          Effect.map(accounts.profile(user), (data) => ({ success: true, data }))))
      .handle("updateProfile", ({ payload }) =>
        Effect.flatMap(Effect.service(CurrentUser), (user) =>
          Effect.map(accounts.updateProfile(user, payload), (data) => ({
            success: true,
            message: "Your profile has been updated.",
            data
          }))))
      .handle("changePassword", ({ payload }) =>
        Effect.flatMap(Effect.service(CurrentUser), (user) =>
          Effect.as(accounts.changePassword(user, payload.oldPassword, payload.newPassword), {
            success: true,
            message: "Your password has been changed successfully. Please log in again."
          })))
      .handle("exportData", () =>
        Effect.flatMap(Effect.service(CurrentUser), (user) =>
          Effect.map(practice.exportData(user), (data) => ({ success: true, data }))))
      .handle("deleteAccount", ({ payload }) =>
        Effect.flatMap(Effect.service(CurrentUser), (user) =>
          Effect.as(accounts.deleteAccount(user, payload.password), { success: true, message: ACCOUNT_DELETED })))
      .handle("verifyEmail", ({ query }) =>
        Effect.flatMap(Effect.service(CurrentUser), (user) =>
          Effect.map(accounts.verifyEmail(user, query.code), (data) => ({
            success: true,
            message: "Your email has been successfully verified.",
            data
          }))))
      .handle("resendVerificationCode", () =>
        Effect.flatMap(Effect.service(CurrentUser), (user) =>
          Effect.map(accounts.resendCode(user), (data) => ({
            success: true,
            message: "A new verification code has been sent to your email.",
            data
          }))))
  }))
