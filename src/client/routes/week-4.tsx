import { Week4Content } from "@/client/features/week/components/week-4-content";
import { weekAnswer } from "@/client/features/week/week-answer.server";
import { WeekRoutePage } from "@/client/features/week/week-page";
import { serverOrOffline } from "@/client/lib/offline-loader";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { week4De } from "@/content/weeks/week-4-de";
import { week4En } from "@/content/weeks/week-4-en";

export const loader = (args: PageLoaderArgs) => weekAnswer(args, 4, { de: week4De, en: week4En });

/** Offline the week works from the member's copy, its texts from their module (decision 211). */
export const clientLoader = serverOrOffline;

export const meta = pageMeta;

const content = { Tasks: Week4Content };

export default function Week4() {
  return <WeekRoutePage week={4} content={content} />;
}
