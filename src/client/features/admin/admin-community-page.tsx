import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { LoadingState } from "@/client/components/ui/spinner";
import { Tabs } from "@/client/components/ui/tabs";
import { AdminPageIntro } from "@/client/features/admin/components/admin-page-intro";
import { DailyImpulsesList, WeeklyImpulsesList } from "@/client/features/admin/components/impulse-lists";
import { cn } from "@/client/lib/cn";
import { lazyNamed } from "@/client/lib/lazy-named";
import { useListParams } from "@/client/lib/use-list-params";

// The other tabs' lists load when their tab is opened: the first one is what the page shows first.
const PostsList = lazyNamed(() => import("@/client/features/admin/components/posts-list"), "PostsList");
const EventsList = lazyNamed(() => import("@/client/features/admin/components/events-list"), "EventsList");

const TABS = ["impulses", "posts", "events"] as const;
type Tab = (typeof TABS)[number];

/** /admin/community: the spec's tabs for impulses, posts and events, with the system-update banner. */
export function AdminCommunityPage() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useListParams();
  const tab: Tab = TABS.find((value) => value === params.get("tab")) ?? "impulses";
  return (
    <div>
      <AdminPageIntro page="community" />
      <Tabs
        value={tab}
        // A tab's lists keep their pages in the address; another tab starts on its first page.
        onValueChange={(value) => setParams(value === "impulses" ? {} : { tab: value })}
        label={t("communityPage.tabs")}
        listClassName="mb-6 flex gap-1 overflow-x-auto border-b border-border"
        tabClassName={(selected) =>
          cn(
            "-mb-px min-h-11 shrink-0 border-b-2 px-4 text-sm font-medium",
            selected ? "border-primary text-primary" : "border-transparent text-muted hover:text-foreground",
          )
        }
        tabs={[
          {
            value: "impulses",
            label: t("nav.impulses"),
            panelClassName: "flex flex-col gap-12",
            panel: (
              <>
                <DailyImpulsesList />
                <WeeklyImpulsesList />
              </>
            ),
          },
          {
            value: "posts",
            label: t("nav.posts"),
            panel: (
              <Suspense fallback={<LoadingState label={t("loading")} />}>
                <PostsList />
              </Suspense>
            ),
          },
          {
            value: "events",
            label: t("nav.events"),
            panel: (
              <Suspense fallback={<LoadingState label={t("loading")} />}>
                <EventsList />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
}
