/**
 * The landing page's only script. The server renders the whole page (client/server-render.tsx); this adds
 * the behaviour with a few KB of plain DOM code instead of React, so the page stays within its
 * JavaScript budget (decision 025). Every other page is the React SPA, reached by ordinary links.
 */
import { enhanceAccordion } from "@/client/features/landing/enhance/accordion";
import { enhanceHeader } from "@/client/features/landing/enhance/header";
import { enhanceLanguage } from "@/client/features/landing/enhance/language";
import { readMessages } from "@/client/features/landing/enhance/messages";
import { enhancePricing } from "@/client/features/landing/enhance/pricing";
import { enhanceReminderForm } from "@/client/features/landing/enhance/reminder-form";
import { showToast } from "@/client/features/landing/enhance/toast";
import { onAuthChange, takeFlash } from "@/client/lib/browser-state";

const messages = readMessages();
if (enhanceLanguage()) {
  enhanceHeader(messages);
  enhanceAccordion();
  enhancePricing();
  enhanceReminderForm(messages);
  for (const notice of takeFlash()) showToast(notice.type, notice.message, messages.close);
  // Signed in or out in another tab: the header and buttons here would be stale.
  onAuthChange(() => window.location.reload());
}
