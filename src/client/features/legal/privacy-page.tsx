import { PrivacyContent } from "@/client/features/legal/components/legal-content";
import { LEGAL_ARTICLE, LegalPageHeading } from "@/client/features/legal/components/legal-intros";

export function PrivacyPage() {
  return (
    <article className={LEGAL_ARTICLE}>
      <LegalPageHeading page="privacy" />
      <PrivacyContent headingLevel={2} />
    </article>
  );
}
