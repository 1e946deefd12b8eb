import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import ShieldCheck from "lucide-react/icons/shield-check";
import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";
import { Card } from "@/client/components/ui/card";
import { LoadingState } from "@/client/components/ui/spinner";
import { ApiRequestError } from "@/client/lib/api";
import { lazyNamed } from "@/client/lib/lazy-named";
import { sessionQuery } from "@/client/lib/session";
import { toast } from "@/client/lib/toast";
import { TWO_FACTOR_REQUIRED_CODE } from "@/shared/two-factor";

// Only an admin without a second factor sees the setup: its QR encoder stays out of the admin pages.
const TwoFactorSetup = lazyNamed(
  () => import("@/client/components/two-factor/two-factor-setup"),
  "TwoFactorSetup",
);

const requiresTwoFactor = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 403 && error.code === TWO_FACTOR_REQUIRED_CODE;

/**
 * Any admin call answered 403 `two_factor_required` (two-factor switched off in another tab, say)
 * re-reads the session, and the admin area turns into the setup screen (decision 170).
 */
export function useTwoFactorRequiredWatch() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = (client: QueryClient) =>
      void client.invalidateQueries({ queryKey: sessionQuery.queryKey });
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && requiresTwoFactor(event.query.state.error)) recheck(queryClient);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && requiresTwoFactor(event.mutation?.state.error)) recheck(queryClient);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}

/** The admin area before two-factor sign-in is on: why, and the setup itself. */
export function TwoFactorRequired({ email }: { email: string }) {
  const { t } = useTranslation("security");
  const queryClient = useQueryClient();
  return (
    <section className="mx-auto w-full max-w-2xl">
      <PageHeading title={t("admin.title")}>{t("admin.text")}</PageHeading>
      <Card>
        <div className="mb-4 flex items-center gap-2 text-primary">
          <ShieldCheck aria-hidden size={22} />
          <span className="font-semibold">{t("admin.cardTitle")}</span>
        </div>
        <Suspense fallback={<LoadingState label={t("setup.continuing")} />}>
          <TwoFactorSetup
            email={email}
            onDone={() => {
              toast.success(t("setup.enabled"));
              void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
            }}
          />
        </Suspense>
      </Card>
    </section>
  );
}
