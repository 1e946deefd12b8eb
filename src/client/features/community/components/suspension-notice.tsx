import { useTranslation } from "react-i18next";
import { Alert } from "@/client/components/ui/alert";
import { usePageLanguage } from "@/client/features/community/hooks/use-page-language";
import { longDate } from "@/client/lib/format";
import { useSession } from "@/client/lib/session";

/**
 * A calm notice while the member is suspended from writing in the community (decision 185): they
 * still read here, and their journey, export and deletion are untouched. The end date is the page's.
 */
export function SuspensionNotice() {
  const { t } = useTranslation("community");
  const language = usePageLanguage();
  const until = useSession().data?.profile?.communitySuspendedUntil;
  if (!until || until <= new Date().toISOString()) return null;
  return (
    <Alert tone="info" title={t("suspended.title")} className="mb-6">
      {t("suspended.text", { date: longDate(until, language) })}
    </Alert>
  );
}
