import { serverOrOffline } from "@/client/lib/offline-loader";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";
import { PAGE_DATA_KEYS } from "@/shared/page-data";

export { OnboardingPage as default } from "@/client/features/onboarding/onboarding-page";

/** With the consent already given or not: the dialog opens after the spec's delay, not after a fetch. */
export const loader = async ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["onboarding"],
    queries: [[PAGE_DATA_KEYS.consent, await context.data.consent()]],
    title: (t) => t("pages.onboarding"),
    noindex: true,
  });

/** Offline the page renders what it can, with the calm notice where it needs the server (decision 212). */
export const clientLoader = serverOrOffline;

export const meta = pageMeta;
