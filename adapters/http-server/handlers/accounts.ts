/** Handlers of the `/user` calls: decoding is done by the contract, the rules by core/accounts. */
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Accounts } from "../../../core/accounts/Accounts.ts"
import { REPLIES } from "../../../core/contract/replies.ts"
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
            message: REPLIES.signedIn,
            data
          })))
        .handle("login", ({ payload, request }) =>
          Effect.map(accounts.login(payload, clientAddress(request, trustProxy)), (data) => ({
            success: true,
            message: REPLIES.signedIn,
            data
          })))
        .handle("signup", ({ payload, request }) =>
          Effect.map(accounts.signup(payload, clientAddress(request, trustProxy)), (data) => ({
            success: true,
            message: REPLIES.signedUp,
            data
          })))
        .handle("forgotPassword", ({ query, request }) =>
          Effect.as(accounts.forgotPassword(query.email, clientAddress(request, trustProxy)), {
            success: true,
            message: REPLIES.resetLinkSent
          }))
        .handle("checkResetToken", ({ query }) =>
          Effect.map(accounts.checkResetToken(query.token), (data) => ({ success: true, data })))
        .handle("resetPassword", ({ query, payload, request }) =>
          Effect.as(
            accounts.resetPassword(query.token, payload.newPassword, payload.confirmPassword, clientAddress(request, trustProxy)),
            { success: true, message: REPLIES.passwordReset }
          ))
    }))

export const userLayer = HttpApiBuilder.group(HttpContract, "user", (handlers) =>
  Effect.gen(function*() {
    const accounts = yield* Accounts
    const practice = yield* Practice
    return handlers
      .handle("logout", () =>
        Effect.flatMap(Effect.service(CurrentUser), (user) =>
          Effect.as(accounts.logout(user), { success: true, message: REPLIES.loggedOut })))
      .handle("getProfile", () =>
        Effect.flatMap(Effect.service(CurrentUser), (user) =>
          Effect.map(accounts.profile(user), (data) => ({ success: true, data }))))
      .handle("updateProfile", ({ payload }) =>
        Effect.flatMap(Effect.service(CurrentUser), (user) =>
          Effect.map(accounts.updateProfile(user, payload), (data) => ({
            success: true,
            message: REPLIES.profileUpdated,
            data
          }))))
      .handle("changePassword", ({ payload }) =>
        Effect.flatMap(Effect.service(CurrentUser), (user) =>
          Effect.as(accounts.changePassword(user, payload.oldPassword, payload.newPassword), {
            success: true,
            message: REPLIES.passwordChanged
          })))
      .handle("exportData", () =>
        Effect.flatMap(Effect.service(CurrentUser), (user) =>
          Effect.map(practice.exportData(user), (data) => ({ success: true, data }))))
      .handle("deleteAccount", ({ payload }) =>
        Effect.flatMap(Effect.service(CurrentUser), (user) =>
          Effect.as(accounts.deleteAccount(user, payload.password), { success: true, message: REPLIES.accountDeleted })))
      .handle("verifyEmail", ({ query }) =>
        Effect.flatMap(Effect.service(CurrentUser), (user) =>
          Effect.map(accounts.verifyEmail(user, query.code), (data) => ({
            success: true,
            message: REPLIES.emailVerified,
            data
          }))))
      .handle("resendVerificationCode", () =>
        Effect.flatMap(Effect.service(CurrentUser), (user) =>
          Effect.map(accounts.resendCode(user), (data) => ({
            success: true,
            message: REPLIES.codeResent,
            data
          }))))
  }))
