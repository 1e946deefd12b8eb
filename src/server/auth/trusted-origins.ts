import type { AppConfig } from "@/server/config";

/**
 * The origins that may send state-changing requests: APP_URL's origin. better-auth's `trustedOrigins`
 * and our own request guard (http/request-guard.ts) read this one list, so they can never disagree.
 */
export function trustedOrigins(config: Pick<AppConfig, "appUrl">): string[] {
  return [new URL(config.appUrl).origin];
}
