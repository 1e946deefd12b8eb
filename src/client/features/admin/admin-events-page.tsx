import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";
import { EventsList } from "@/client/features/admin/components/events-list";

/** /admin/events: the community's dates, five to a page. */
export function AdminEventsPage() {
  const { t } = useTranslation("admin");
  return (
    <div>
      <PageHeading title={t("nav.events")} />
      <EventsList hideTitle />
    </div>
  );
}
