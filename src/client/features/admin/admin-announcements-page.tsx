import { AdminPageIntro } from "@/client/features/admin/components/admin-page-intro";
import { AnnouncementsList, BulletinList } from "@/client/features/admin/components/announcement-lists";

/** /admin/announcements: the team's announcements and the community's bulletin board. */
export function AdminAnnouncementsPage() {
  return (
    <div>
      <AdminPageIntro page="announcements" />
      <div className="flex flex-col gap-12">
        <AnnouncementsList />
        <BulletinList />
      </div>
    </div>
  );
}
