import { AdminPageIntro } from "@/client/features/admin/components/admin-page-intro";
import { EventsList } from "@/client/features/admin/components/events-list";
import { useSiteInfo } from "@/client/lib/site-info";

/** /admin/events: the community's dates, five to a page; the intro names the site's time zone. */
export function AdminEventsPage() {
  return (
    <div>
      <AdminPageIntro page="events" timeZone={useSiteInfo().data?.timeZone} />
      <EventsList hideTitle />
    </div>
  );
}
