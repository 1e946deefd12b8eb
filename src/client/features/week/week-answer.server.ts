import type { WeekTexts } from "@/client/features/week/hooks/use-week-texts";
import type { PageLoaderArgs } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";
import type { Language } from "@/shared/languages";
import { PAGE_DATA_KEYS } from "@/shared/page-data";

/**
 * A week route's answer: the member's week (access, progress, their own saved answers), the week's texts
 * in the page's language, its title.
 */
export async function weekAnswer<W extends keyof WeekTexts>(
  { context }: PageLoaderArgs,
  week: W,
  texts: Record<Language, WeekTexts[W]>,
) {
  return {
    ...pageAnswer(context, {
      namespaces: ["week", "downloads"],
      queries: [[PAGE_DATA_KEYS.week(week), await context.data.week(week)]],
      title: (t) => t("pages.week", { n: week }),
      noindex: true,
    }),
    weekTexts: { week, language: context.language, texts: texts[context.language] },
  };
}
