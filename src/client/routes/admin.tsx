import { RequireAdmin } from "@/client/app/guards";
import { AdminLayout } from "@/client/features/admin/admin-layout";
import { sidebarKeptExpanded } from "@/client/features/admin/components/sidebar-cookie";
import type { PageLoaderArgs } from "@/client/lib/page-answer";

/**
 * The admin area: a visitor is sent to sign in; a member who is not an admin is sent to the landing
 * page with the denial, by the server and again by `RequireAdmin` when the session changes in the
 * browser; an admin without two-factor sign-in gets its setup first.
 */
export function loader({ context, request }: PageLoaderArgs) {
  context.data.requireAdminRole();
  return { sidebarExpanded: sidebarKeptExpanded(request.headers.get("cookie") ?? "") };
}

export default function Admin() {
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}
