import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";

function AdminSection({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <PageHeading title={t(`pages.${titleKey}`)} />;
}

export const AdminCommunityPage = () => <AdminSection titleKey="adminCommunity" />;
export const AdminImpulsesPage = () => <AdminSection titleKey="adminImpulses" />;
export const AdminPostsPage = () => <AdminSection titleKey="adminPosts" />;
export const AdminEventsPage = () => <AdminSection titleKey="adminEvents" />;
export const AdminUsersPage = () => <AdminSection titleKey="adminUsers" />;
