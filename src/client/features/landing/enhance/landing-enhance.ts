/**
 * The landing page's only script. The server renders the whole page and does not hydrate it
 * (`routes/landing.tsx`); this adds the behaviour with a few KB of plain DOM code instead of React, so
 * the page stays within its JavaScript budget (decision 025). Every other page is hydrated by React,
 * reached by ordinary links.
 */
import { enhanceAccordion } from "@/client/features/landing/enhance/accordion";
import { enhanceHeader } from "@/client/features/landing/enhance/header";
import { enhanceLanguage } from "@/client/features/landing/enhance/language";
import { readMessages } from "@/client/features/landing/enhance/messages";
import { enhancePricing } from "@/client/features/landing/enhance/pricing";
import { enhanceReminderForm } from "@/client/features/landing/enhance/reminder-form";
import { showToast } from "@/client/features/landing/enhance/toast";
import { onAuthChange, takeFlash } from "@/client/lib/browser-state";
import { signOutPending } from "@/client/lib/offline-copy";
import { sendPendingSignOut } from "@/client/lib/session-actions";

// A sign-out made offline (decision 213): sent now that the network is back, then the page again as
// the visitor's (the server rendered it for the session it still knew).
if (signOutPending()) {
  void sendPendingSignOut().then((sent) => {
    if (sent) window.location.reload();
  });
}

const messages = readMessages();
if (enhanceLanguage()) {
  enhanceHeader(messages);
  enhanceAccordion();
  enhancePricing();
  enhanceReminderForm(messages);
  if (messages.notice) showToast("error", messages.notice, messages.close);
  for (const notice of takeFlash()) showToast(notice.type, notice.message, messages.close);
  // Signed in or out in another tab: the header and buttons here would be stale.
  onAuthChange(() => window.location.reload());
}
