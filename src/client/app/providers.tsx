import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { LoadingState } from "@/client/components/ui/spinner";
import { ApiRequestError } from "@/client/lib/api";
import { clearOfflineData, offlineUser, signOutPending, writeOfflineCopy } from "@/client/lib/offline-copy";
import { loadSonner, toastRequests } from "@/client/lib/toast";
import { PAGE_DATA_ID, PAGE_DATA_KEYS, type PageData } from "@/shared/page-data";
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
        // Offline too: the journey's queries then answer from their last known copy, and the others
        // fail into the calm offline notice instead of waiting forever (decisions 211, 212).
        networkMode: "always",
      },
    },
  });
  return client;
}

/**
 * The query answers the server put into the page (`server/routes/spa-pages.ts`, decision 200): the
 * header, the guards and the legal pages start from them instead of asking the API first.
 */
function seedPageData(client: QueryClient) {
  const inlined = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!inlined) return;
  for (const [key, data] of JSON.parse(inlined) as PageData) {
    if (key[0] === PAGE_DATA_KEYS.session[0]) {
      // A sign-out made offline goes first (session query); the session answer is kept for offline.
      if (signOutPending()) continue;
      const user = (data as MeResponse).user;
      if (user) writeOfflineCopy(user.id, "session", data);
      else if (offlineUser()) clearOfflineData();
    }
    client.setQueryData(key, data);
  }
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedPageData(client);
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
