import { serverOrOffline } from "@/client/lib/offline-loader";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export { PaymentPage as default } from "@/client/features/payment/payment-page";

export const loader = ({ context }: PageLoaderArgs) =>
  pageAnswer(context, {
    namespaces: ["payment", "plans"],
    title: (t) => t("pages.payment"),
    noindex: true,
  });

/** Offline the page renders what it can, with the calm notice where it needs the server (decision 212). */
export const clientLoader = serverOrOffline;

export const meta = pageMeta;
