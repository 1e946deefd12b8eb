import { Week5Closing, Week5Content } from "@/client/features/week/components/week-5-content";
import { weekAnswer } from "@/client/features/week/week-answer.server";
import { WeekRoutePage } from "@/client/features/week/week-page";
import { serverOrOffline } from "@/client/lib/offline-loader";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { week5De } from "@/content/weeks/week-5-de";
import { week5En } from "@/content/weeks/week-5-en";

export const loader = (args: PageLoaderArgs) => weekAnswer(args, 5, { de: week5De, en: week5En });

/** Offline the week works from the member's copy, its texts from their module (decision 211). */
export const clientLoader = serverOrOffline;

export const meta = pageMeta;

const content = { Tasks: Week5Content, Closing: Week5Closing };

export default function Week5() {
  return <WeekRoutePage week={5} content={content} />;
}
