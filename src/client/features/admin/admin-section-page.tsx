import { Construction } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";
import { Alert } from "@/client/components/ui/alert";
import type admin from "@/client/i18n/de/admin.json";

/** Sections whose tools arrive with the community services (moderation, impulses, events …). */
function AdminSection({ titleKey }: { titleKey: keyof typeof admin.nav }) {
  const { t } = useTranslation("admin");
  return (
    <section>
      <PageHeading title={t(`nav.${titleKey}`)} />
      <Alert tone="info" title={<Construction aria-hidden size={18} className="inline" />}>
        {t("placeholder")}
      </Alert>
    </section>
  );
}

export const AdminCommunityPage = () => <AdminSection titleKey="community" />;
export const AdminImpulsesPage = () => <AdminSection titleKey="impulses" />;
export const AdminPostsPage = () => <AdminSection titleKey="posts" />;
export const AdminEventsPage = () => <AdminSection titleKey="events" />;
export const AdminAnnouncementsPage = () => <AdminSection titleKey="announcements" />;
