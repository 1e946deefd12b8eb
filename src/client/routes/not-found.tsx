import { data } from "react-router";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";

export { NotFoundPage as default } from "@/client/app/not-found-page";

/** Any address no route knows: the not-found page, answered 404 so crawlers and monitors see it. */
export const loader = ({ context }: PageLoaderArgs) =>
  data(pageAnswer(context, { title: (t) => t("notFound.title") }), { status: 404 });

export const meta = pageMeta;
