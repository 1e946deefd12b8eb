import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { LoadingState } from "@/client/components/ui/spinner";
import { ApiRequestError } from "@/client/lib/api";
import { sessionQuery } from "@/client/lib/session";
import { loadSonner, toastRequests } from "@/client/lib/toast";
import type { MeResponse } from "@/shared/session";

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change on retry; network blips and 5xx get one more try.
        retry: (count, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 1,
        refetchOnWindowFocus: true,
      },
    },
  });
  return client;
}

/**
 * The session answer the server put into the page (`server/routes/spa-pages.ts`, decision 200): the
 * header and the guards start from it instead of waiting for /api/me.
 */
function seedSession(client: QueryClient) {
  const inlined = document.getElementById("pj-session")?.textContent;
  if (inlined) client.setQueryData(sessionQuery.queryKey, JSON.parse(inlined) as MeResponse);
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedSession(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<LoadingState label="…" />}>{children}</Suspense>
      <AppToaster />
    </QueryClientProvider>
  );
}

/**
 * Toasts in the page's language (sonner's own labels are English) and in the colour scheme of the
 * system; the colours come from our tokens (styles.css).
 */
function AppToaster() {
  const { t } = useTranslation();
  // Mounted with the first toast, so sonner stays out of the first load (lib/toast.ts).
  const requested = useSyncExternalStore(toastRequests.subscribe, toastRequests.requested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton
        theme="system"
        customAriaLabel={t("notice.region")}
        toastOptions={{ closeButtonAriaLabel: t("notice.close") }}
      />
    </Suspense>
  );
}
