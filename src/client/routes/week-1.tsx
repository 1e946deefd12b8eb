import { Week1Content } from "@/client/features/week/components/week-1-content";
import { weekAnswer } from "@/client/features/week/week-answer.server";
import { WeekRoutePage } from "@/client/features/week/week-page";
import { serverOrOffline } from "@/client/lib/offline-loader";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { week1De } from "@/content/weeks/week-1-de";
import { week1En } from "@/content/weeks/week-1-en";

export const loader = (args: PageLoaderArgs) => weekAnswer(args, 1, { de: week1De, en: week1En });

/** Offline the week works from the member's copy, its texts from their module (decision 211). */
export const clientLoader = serverOrOffline;

export const meta = pageMeta;

const content = { Tasks: Week1Content };

export default function Week1() {
  return <WeekRoutePage week={1} content={content} />;
}
