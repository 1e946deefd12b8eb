import { Week2Content } from "@/client/features/week/components/week-2-content";
import { weekAnswer } from "@/client/features/week/week-answer.server";
import { WeekRoutePage } from "@/client/features/week/week-page";
import { serverOrOffline } from "@/client/lib/offline-loader";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { week2De } from "@/content/weeks/week-2-de";
import { week2En } from "@/content/weeks/week-2-en";

export const loader = (args: PageLoaderArgs) => weekAnswer(args, 2, { de: week2De, en: week2En });

/** Offline the week works from the member's copy, its texts from their module (decision 211). */
export const clientLoader = serverOrOffline;

export const meta = pageMeta;

const content = { Tasks: Week2Content };

export default function Week2() {
  return <WeekRoutePage week={2} content={content} />;
}
