import { AdminPageIntro } from "@/client/features/admin/components/admin-page-intro";
import { EventsList } from "@/client/features/admin/components/events-list";

/** /admin/events: the community's dates, five to a page. */
export function AdminEventsPage() {
  return (
    <div>
      <AdminPageIntro page="events" />
      <EventsList hideTitle />
    </div>
  );
}
