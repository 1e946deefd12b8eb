import Clock from "lucide-react/icons/clock";
import { useTranslation } from "react-i18next";
import { PageHeading } from "@/client/components/page-heading";

/** The top of the contact page: its heading, the intro and the reply promise. */
export function ContactIntro() {
  const { t } = useTranslation("contact");
  return (
    <>
      <PageHeading title={t("pages.contact", { ns: "common" })}>{t("intro")}</PageHeading>
      <p className="-mt-4 mb-8 inline-flex items-center gap-2 rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-primary">
        <Clock aria-hidden size={16} />
        {t("replyPromise")}
      </p>
    </>
  );
}

/** The section around the contact page. */
export const CONTACT_SECTION = "mx-auto max-w-2xl px-4 py-10 sm:px-6";
