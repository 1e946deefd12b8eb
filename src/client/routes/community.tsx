import { communityKeys } from "@/client/features/community/api/community-api";
import { serverOrOffline } from "@/client/lib/offline-loader";
import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { firstPage, pageAnswer } from "@/client/lib/page-answer.server";

export { CommunityPage as default } from "@/client/features/community/community-page";

/** The whole page renders from its answer: impulses, the forum's first page, the board, the events. */
export async function loader({ context }: PageLoaderArgs) {
  const { language, data } = context;
  const [today, posts, announcements, bulletin, events] = await Promise.all([
    data.communityToday(language),
    data.forumPosts(),
    data.announcements(language),
    data.bulletin(language),
    data.events(language),
  ]);
  return pageAnswer(context, {
    namespaces: ["community", "downloads"],
    queries: [
      [communityKeys.today(language), today],
      [communityKeys.posts, firstPage(posts)],
      [communityKeys.announcements(language), announcements],
      [communityKeys.bulletin(language), firstPage(bulletin)],
      [communityKeys.events(language), events],
    ],
    title: (t) => t("pages.community"),
    noindex: true,
  });
}

/** Offline the page renders what it can, with the calm notice where it needs the server (decision 212). */
export const clientLoader = serverOrOffline;

export const meta = pageMeta;
