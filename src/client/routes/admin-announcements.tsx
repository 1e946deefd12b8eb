import { type PageLoaderArgs, pageMeta } from "@/client/lib/page-answer";
import { pageAnswer } from "@/client/lib/page-answer.server";
import { adminPageQuerySchema } from "@/shared/community";
import { PAGE_DATA_KEYS } from "@/shared/page-data";

export { AdminAnnouncementsPage as default } from "@/client/features/admin/admin-announcements-page";

/** The list's page (`?announcements=`, as the list keeps it), bounded as the API bounds it. */
export async function loader({ context, request }: PageLoaderArgs) {
  const { data } = context;
  const asked = adminPageQuerySchema.safeParse({
    page: new URL(request.url).searchParams.get("announcements") ?? undefined,
  });
  const page = asked.success ? asked.data.page : 1;
  return pageAnswer(context, {
    namespaces: ["admin", "security"],
    queries: data.actsAsAdmin()
      ? [[PAGE_DATA_KEYS.adminAnnouncements(page), await data.adminAnnouncements(page)]]
      : [],
    title: (t) => t("nav.announcements", { ns: "admin" }),
    noindex: true,
  });
}

export const meta = pageMeta;
