import { useTranslation } from "react-i18next";
import { SiteFooter } from "@/client/components/site-footer";
import { SiteHeader } from "@/client/components/site-header";
import { AboutSection } from "@/client/features/landing/components/about-section";
import { CommunitySection } from "@/client/features/landing/components/community-section";
import { HeroSection } from "@/client/features/landing/components/hero-section";
import { JourneySection } from "@/client/features/landing/components/journey-section";
import { PricingSection } from "@/client/features/landing/components/pricing-section";
import { ReminderSignup } from "@/client/features/landing/components/reminder-signup";
import { SituationsSection } from "@/client/features/landing/components/situations-section";
import { TestimonialsSection } from "@/client/features/landing/components/testimonials-section";
import { LANDING_MESSAGES_ID, type LandingMessages } from "@/client/features/landing/landing-messages";
import { WillHydrate } from "@/client/lib/hydrated";
import { translateCode } from "@/client/lib/translate-code";
import type { LandingView } from "@/shared/landing-view";

const EMAIL_ERRORS = [
  "validation.emailRequired",
  "validation.emailTooLong",
  "validation.emailInvalid",
] as const;

/** JSON inside a script element: "<" is escaped so no text can close the element early. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The landing page, sections in the order of spec section 2; it brings its own header with section
 * anchors. It gets what differs per visitor as `view`; the server renders it to HTML without hydrating
 * it (`routes/landing.tsx`) and enhance/ adds the behaviour, so the page needs no React in the browser.
 */
export function LandingPage({ view, notice = null }: { view: LandingView; notice?: string | null }) {
  const { t } = useTranslation("landing");
  const { t: tc } = useTranslation("common");
  const messages: LandingMessages = {
    emailErrors: Object.fromEntries(EMAIL_ERRORS.map((key) => [key, t(key)])),
    rateLimited: t("errors.rate_limited"),
    network: tc("errors.network"),
    failed: tc("errors.generic"),
    submit: t("cta.submit"),
    sending: t("cta.sending"),
    successText: t("cta.successText", { email: "{email}" }),
    signedOut: tc("auth.signedOut"),
    signOutFailed: tc("auth.signOutFailed"),
    close: tc("notice.close"),
    notice: notice ? translateCode(tc, notice) : null,
  };
  return (
    <WillHydrate.Provider value={false}>
      <div className="flex min-h-dvh flex-col">
        <SiteHeader signedIn={view.signedIn}>
          <a href="#about" className="rounded-sm py-1 hover:text-primary">
            {t("nav.about")}
          </a>
          <a href="#journey" className="rounded-sm py-1 hover:text-primary">
            {t("nav.journey")}
          </a>
          <a href="#pricing" className="rounded-sm py-1 hover:text-primary">
            {t("nav.pricing")}
          </a>
        </SiteHeader>
        <main id="main" className="flex-1">
          <HeroSection view={view} />
          <AboutSection />
          <SituationsSection />
          <JourneySection />
          <PricingSection signedIn={view.signedIn} />
          <CommunitySection />
          <TestimonialsSection />
          <ReminderSignup />
        </main>
        <SiteFooter isAdmin={view.isAdmin} />
        <script
          type="application/json"
          id={LANDING_MESSAGES_ID}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped by jsonForScript
          dangerouslySetInnerHTML={{ __html: jsonForScript(messages) }}
        />
      </div>
    </WillHydrate.Provider>
  );
}
