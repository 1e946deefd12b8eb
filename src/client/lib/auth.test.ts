import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/client/lib/api";
import { signInErrorKey, signUpErrorKey } from "@/client/lib/auth";

const err = (status: number, code: string) => new ApiRequestError(status, code, "English server text");

describe("auth error mapping", () => {
  it.each([
    [err(401, "INVALID_EMAIL_OR_PASSWORD"), "errors.invalidCredentials"],
    [err(403, "EMAIL_NOT_VERIFIED"), "errors.emailNotVerified"],
    [err(429, "RATE_LIMIT_EXCEEDED"), "errors.rateLimited"],
    [err(429, "unknown"), "errors.tooManyRequests"],
    [err(400, "VALIDATION_ERROR"), "errors.failed"],
    [err(500, "internal_error"), "errors.unexpected"],
    [err(0, "network"), "errors.network"],
    [new Error("boom"), "errors.unexpected"],
  ])("maps sign-in failure %#", (error, key) => {
    expect(signInErrorKey(error)).toBe(key);
  });

  it.each([
    [err(422, "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"), "errors.alreadyRegistered"],
    [err(422, "USER_ALREADY_EXISTS"), "errors.alreadyRegistered"],
    [err(400, "PASSWORD_TOO_SHORT"), "errors.signUpPasswordTooShort"],
    [err(400, "INVALID_EMAIL"), "errors.signUpEmailInvalid"],
    [err(429, "RATE_LIMIT_EXCEEDED"), "errors.signUpRateLimited"],
    [err(500, "internal_error"), "errors.signUpFailed"],
  ])("maps sign-up failure %#", (error, key) => {
    expect(signUpErrorKey(error)).toBe(key);
  });
});
