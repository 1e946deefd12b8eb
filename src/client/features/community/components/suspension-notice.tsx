import Info from "lucide-react/icons/info";
import { useTranslation } from "react-i18next";
import { usePageLanguage } from "@/client/features/community/hooks/use-page-language";
import { useDates } from "@/client/lib/page-clock";
import { useSession } from "@/client/lib/session";

/**
 * A calm notice while the member is suspended from writing in the community (decision 185): they
 * still read here, and their journey, export and deletion are untouched. The end date is the page's.
 */
export function SuspensionNotice() {
  const { longDate } = useDates();
  const { t } = useTranslation("community");
  const language = usePageLanguage();
  const until = useSession().data?.profile?.communitySuspendedUntil;
  if (!until || until <= new Date().toISOString()) return null;
  return (
    <div role="status" className="mb-6 flex gap-3 rounded-lg border border-primary/25 bg-primary-soft p-4">
      <Info aria-hidden size={18} className="mt-0.5 shrink-0" />
      <div className="min-w-0">
        <p className="font-semibold">{t("suspended.title")}</p>
        <p className="mt-1">{t("suspended.text", { date: longDate(until, language) })}</p>
      </div>
    </div>
  );
}
