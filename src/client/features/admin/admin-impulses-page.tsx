import { AdminPageIntro } from "@/client/features/admin/components/admin-page-intro";
import { DailyImpulsesList, WeeklyImpulsesList } from "@/client/features/admin/components/impulse-lists";

/** /admin/impulses: daily impulses by date and weekly impulses by period, ten of each to a page. */
export function AdminImpulsesPage() {
  return (
    <div>
      <AdminPageIntro page="impulses" />
      <div className="flex flex-col gap-12">
        <DailyImpulsesList />
        <WeeklyImpulsesList />
      </div>
    </div>
  );
}
