import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";
import { Button } from "@/client/components/ui/button";

/** The notifications page's wrapper. */
export const NOTIFICATIONS_SECTION = "mx-auto max-w-3xl px-4 py-10 sm:px-6";

/** The notifications page's heading, intro and "mark all as read". */
export function NotificationsIntro({
  markAll,
}: {
  /** The button's state and action; without, it is off. */
  markAll?: { disabled: boolean; onClick: () => void };
}) {
  const { t } = useTranslation("notifications");
  return (
    <>
      <PageHeading title={t("title")}>{t("intro")}</PageHeading>
      <div className="mb-4 flex justify-end">
        <Button variant="secondary" size="sm" disabled={markAll?.disabled ?? true} onClick={markAll?.onClick}>
          {t("markAll")}
        </Button>
      </div>
    </>
  );
}
