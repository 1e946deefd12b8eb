import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";
import type common from "@/client/i18n/de/common.json";

function AdminSection({ titleKey }: { titleKey: keyof typeof common.pages }) {
  const { t } = useTranslation();
  return <PageHeading title={t(`pages.${titleKey}`)} />;
}

export const AdminCommunityPage = () => <AdminSection titleKey="adminCommunity" />;
export const AdminImpulsesPage = () => <AdminSection titleKey="adminImpulses" />;
export const AdminPostsPage = () => <AdminSection titleKey="adminPosts" />;
export const AdminEventsPage = () => <AdminSection titleKey="adminEvents" />;
export const AdminUsersPage = () => <AdminSection titleKey="adminUsers" />;
