import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";
import { AnnouncementsList, BulletinList } from "@/client/features/admin/components/announcement-lists";

/** /admin/announcements: the team's announcements and the community's bulletin board. */
export function AdminAnnouncementsPage() {
  const { t } = useTranslation("admin");
  return (
    <div>
      <PageHeading title={t("nav.announcements")}>{t("announcements.intro")}</PageHeading>
      <div className="flex flex-col gap-12">
        <AnnouncementsList />
        <BulletinList />
      </div>
    </div>
  );
}
