import { LANDING_MESSAGES_ID, type LandingMessages } from "@/client/features/landing/landing-messages";

export function readMessages(): LandingMessages {
  const text = document.getElementById(LANDING_MESSAGES_ID)?.textContent ?? "{}";
  return JSON.parse(text) as LandingMessages;
}
