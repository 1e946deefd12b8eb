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
import { usePageTitle } from "@/client/lib/page-title";

/** The landing page, sections in the order of spec section 2; it brings its own header with section anchors. */
export function LandingPage() {
  const { t } = useTranslation("landing");
  usePageTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader>
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
        <HeroSection />
        <AboutSection />
        <SituationsSection />
        <JourneySection />
        <PricingSection />
        <CommunitySection />
        <TestimonialsSection />
        <ReminderSignup />
      </main>
      <SiteFooter />
    </div>
  );
}
