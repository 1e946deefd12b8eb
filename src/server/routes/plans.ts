import { Hono } from "hono";
import { requireViewer } from "@/server/auth/session-middleware";
import type { AppDeps, AppEnv, Viewer } from "@/server/http/context";
import { validate } from "@/server/http/validate";
import { checkout } from "@/server/services/plans/checkout-service";
import { type PaymentProvider, TestModeProvider } from "@/server/services/plans/payment-provider";
import { checkoutRequestSchema } from "@/shared/checkout";

/** /api/plans: plan activation through the payment provider (the simulated one during the test phase). */
export function planRoutes({ db }: AppDeps, provider: PaymentProvider = new TestModeProvider()) {
  return new Hono<AppEnv & { Variables: { viewer: Viewer } }>()
    .use(requireViewer)
    .post("/checkout", validate("json", checkoutRequestSchema), async (c) => {
      const { plan, idempotencyKey } = c.req.valid("json");
      return c.json(await checkout(db, provider, { userId: c.var.viewer.user.id, plan, idempotencyKey }));
    });
}
