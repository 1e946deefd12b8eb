import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Sets the document title to "Purpose Journey – <title>", or the tagline when none is given. */
export function usePageTitle(title?: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t("productName")} – ${title ?? t("tagline")}`;
  }, [t, title]);
}
