/**
 * Compile-time checks of the typed contracts, run by `tsc` (never imported, never bundled): each
 * statement after a @ts-expect-error must fail to type-check. If one starts to compile — a path, body
 * or translation key no longer checked — `tsc` reports the unused directive and the build fails.
 */
import { t } from "i18next";
import { api } from "@/client/lib/api-client";

export function contractChecks() {
  // A path the server does not have.
  // @ts-expect-error
  void api.journy.$get();
  // A body the route's schema does not accept (plan must be free | core | deep).
  // @ts-expect-error
  void api.plans.checkout.$post({ json: { plan: "gold", idempotencyKey: "x" } });
  // A path parameter missing.
  // @ts-expect-error
  void api.journey.weeks[":week"].$get({});
  // A translation key missing from the German catalogs.
  // @ts-expect-error
  void t("nav.doesNotExist");
  // The real ones compile.
  void api.journey.weeks[":week"].$get({ param: { week: "1" } });
  void t("nav.menu");
}
