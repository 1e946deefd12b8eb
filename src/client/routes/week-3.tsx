import { Week3Content } from "@/client/features/week/components/week-3-content";
import { weekAnswer } from "@/client/features/week/week-answer.server";
import { WeekRoutePage } from "@/client/features/week/week-page";
import { serverOrOffline } from "@/client/lib/offline-loader";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { week3De } from "@/content/weeks/week-3-de";
import { week3En } from "@/content/weeks/week-3-en";

export const loader = (args: PageLoaderArgs) => weekAnswer(args, 3, { de: week3De, en: week3En });

/** Offline the week works from the member's copy, its texts from their module (decision 211). */
export const clientLoader = serverOrOffline;

export const meta = pageMeta;

const content = { Tasks: Week3Content };

export default function Week3() {
  return <WeekRoutePage week={3} content={content} />;
}
