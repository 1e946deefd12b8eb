import {
  type DehydratedState,
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
} from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { ApiRequestError } from "@/client/lib/api";
import {
  clearOfflineData,
  dashboardCopyName,
  offlineSignInNeeded,
  offlineUser,
  signOutPending,
  weekCopyName,
  writeOfflineCopy,
} from "@/client/lib/offline-copy";
import type { PageAnswer } from "@/client/lib/page-answer";
import { loadSonner, toastRequests } from "@/client/lib/toast";
import { PAGE_DATA_KEYS } from "@/shared/page-data";
import type { MeResponse } from "@/shared/session";

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change on retry; network blips and 5xx get one more try.
        retry: (count, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 1,
        // The page's loaders brought its answers along (decision 236): asking again as the page mounts
        // would read everything twice. Writes invalidate what they change; coming back to the tab
        // refreshes what is on screen however fresh it is, as intervals do.
        staleTime: 30_000,
        refetchOnWindowFocus: "always",
        // Offline too: the journey's queries then answer from their last known copy, and the others
        // fail into the calm offline notice instead of waiting forever (decisions 211, 212).
        networkMode: "always",
      },
    },
  });
}

/** The query client of this page (one per request on the server), the page's answers and the toasts. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <PageAnswers>{children}</PageAnswers>
      <AppToaster />
    </QueryClientProvider>
  );
}

/** The same list as last time when its items are the same objects, so hydration runs once per answer. */
function useStableList<T>(items: T[]): T[] {
  const kept = useRef(items);
  const same =
    kept.current.length === items.length && kept.current.every((item, index) => item === items[index]);
  if (!same) kept.current = items;
  return kept.current;
}

/** The matched routes' loader answers, the same list while they are the same objects. */
export function usePageAnswers(): PageAnswer[] {
  return useStableList(
    useMatches()
      .map((match) => match.loaderData as PageAnswer | undefined)
      .filter((answer): answer is PageAnswer => Boolean(answer)),
  );
}

/**
 * The texts of the matched routes' answers into i18next, before anything renders with them: called by
 * the root's layout, above every component that translates (decision 236).
 */
export function useAnswerTexts(i18n: I18n, answers: PageAnswer[]) {
  for (const answer of answers) {
    const texts = answer.texts;
    if (!texts) continue;
    for (const [namespace, resources] of Object.entries(texts.namespaces)) {
      if (!i18n.hasResourceBundle(texts.language, namespace)) {
        i18n.addResourceBundle(texts.language, namespace, resources);
      }
    }
  }
}

/**
 * The matched routes' query answers into the cache through TanStack Query's HydrationBoundary — new
 * queries at once, existing ones only when the answer is newer. So a page renders from what its
 * loaders read, on the server and, unchanged, in its first render in the browser.
 */
function PageAnswers({ children }: { children: ReactNode }) {
  const answers = usePageAnswers();
  const state = useStableState(answers);
  useEffect(() => keepOfflineCopies(state), [state]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}

function useStableState(answers: PageAnswer[]): DehydratedState {
  const kept = useRef<{ answers: PageAnswer[]; state: DehydratedState } | null>(null);
  if (kept.current?.answers !== answers) {
    kept.current = {
      answers,
      state: { mutations: [], queries: answers.flatMap((answer) => answer.queries?.queries ?? []) },
    };
  }
  return kept.current.state;
}

/**
 * The member's own answers are kept for offline as if the page had fetched them (decision 211); a page
 * of a visitor removes what this browser kept. A sign-out made offline goes first: nothing of the
 * member is kept from the page then.
 */
function keepOfflineCopies(state: DehydratedState) {
  if (signOutPending()) return;
  const session = state.queries.find((query) => query.queryKey[0] === PAGE_DATA_KEYS.session[0]);
  const owner = (session?.state.data as MeResponse | undefined)?.user?.id ?? null;
  if (session && !owner && (offlineUser() || offlineSignInNeeded())) clearOfflineData();
  if (!owner) return;
  for (const query of state.queries) {
    const name = personalCopyName(query.queryKey);
    if (name) writeOfflineCopy(owner, name, query.state.data);
  }
}

/** The offline copy a personal page answer is kept as (`lib/offline-copy.ts`); null for shared ones. */
function personalCopyName(key: readonly unknown[]): string | null {
  if (key[0] === PAGE_DATA_KEYS.session[0]) return "session";
  if (key[0] === PAGE_DATA_KEYS.dashboard("")[0]) return dashboardCopyName(String(key[1]));
  if (key[0] === PAGE_DATA_KEYS.week(0)[0] && key[1] === PAGE_DATA_KEYS.week(0)[1]) {
    return weekCopyName(Number(key[2]));
  }
  return null;
}

/**
 * Toasts in the page's language (sonner's own labels are English) and in the colour scheme of the
 * system; the colours come from our tokens (styles.css). They appear below the sticky header (4 rem and
 * its border), so a toast never covers its menu or sign-out button, on a phone or on a wide screen.
 */
const BELOW_HEADER = { top: "calc(4rem + 8px)" };

function AppToaster() {
  const { t } = useTranslation();
  // Mounted with the first toast, so sonner stays out of the first load (lib/toast.ts).
  const requested = useSyncExternalStore(toastRequests.subscribe, toastRequests.requested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        offset={BELOW_HEADER}
        mobileOffset={BELOW_HEADER}
        richColors
        closeButton
        theme="system"
        customAriaLabel={t("notice.region")}
        toastOptions={{ closeButtonAriaLabel: t("notice.close") }}
      />
    </Suspense>
  );
}
