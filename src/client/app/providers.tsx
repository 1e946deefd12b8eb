import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { LoadingState } from "@/client/components/ui/spinner";
import { ApiRequestError } from "@/client/lib/api";
import {
  clearOfflineData,
  dashboardCopyName,
  offlineUser,
  signOutPending,
  weekCopyName,
  writeOfflineCopy,
} from "@/client/lib/offline-copy";
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
  // A sign-out made offline goes first: nothing of the member is taken from the page then.
  const pendingSignOut = signOutPending();
  let owner: string | null = null;
  for (const [key, data] of JSON.parse(inlined) as PageData) {
    // The member's own answers are kept for offline as if the page had fetched them (decision 216).
    const copyName = personalCopyName(key);
    if (copyName && pendingSignOut) continue;
    if (copyName === "session") {
      owner = (data as MeResponse).user?.id ?? null;
      if (!owner && offlineUser()) clearOfflineData();
    }
    if (owner && copyName) writeOfflineCopy(owner, copyName, data);
    client.setQueryData(key, data);
  }
}

/** The offline copy a personal page answer is kept as (`lib/offline-copy.ts`); null for shared ones. */
function personalCopyName(key: PageData[number][0]): string | null {
  if (key[0] === PAGE_DATA_KEYS.session[0]) return "session";
  if (key[0] === PAGE_DATA_KEYS.dashboard("")[0]) return dashboardCopyName(String(key[1]));
  if (key[0] === PAGE_DATA_KEYS.week(0)[0]) return weekCopyName(Number(key[2]));
  return null;
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
