/**
 * What the browser keeps between page loads, shared by the app and the landing page's small script
 * (which must not pull in React, so nothing here imports a library).
 */
import { isLanguage, LANGUAGE_COOKIE, type Language } from "@/shared/languages";

const LANGUAGE_STORAGE_KEY = "pj.language";
const FLASH_KEY = "pj.flash";
const AUTH_CHANNEL = "pj.auth";
const AUTH_STORAGE_EVENT_KEY = "pj.auth.event";

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** The language chosen in this browser: local storage first, then the cookie the server reads. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(value)) return value;
  } catch {
    // Private mode: fall through to the cookie.
  }
  const cookie = readCookie(LANGUAGE_COOKIE);
  return isLanguage(cookie) ? cookie : null;
}

/** Whether the server already knows the language (it cannot read local storage). */
export function languageCookie(): Language | null {
  const cookie = readCookie(LANGUAGE_COOKIE);
  return isLanguage(cookie) ? cookie : null;
}

/** Keeps the choice for the server, which renders the pages (cookie), and the offline shell (storage). */
export function persistLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the cookie still carries the choice.
  }
  const secure = location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

export type FlashNotice = { type: "success" | "error" | "info"; message: string };

/** Leaves a notice for the next page load of this tab (toasts do not survive a full navigation). */
export function setFlash(notices: FlashNotice[]) {
  if (notices.length === 0) return;
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(notices));
  } catch {
    // Without storage the page still loads, just without the notice.
  }
}

/** The notices left by the previous page, removed as they are read. */
export function takeFlash(): FlashNotice[] {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (!raw) return [];
    sessionStorage.removeItem(FLASH_KEY);
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is FlashNotice =>
        typeof item?.message === "string" && ["success", "error", "info"].includes(item?.type),
    );
  } catch {
    return [];
  }
}

/** Leaves this page for `path` with a full page load and shows `message` there. */
export function reloadWithNotice(path: string, message: string, type: FlashNotice["type"] = "success") {
  setFlash([{ type, message }]);
  window.location.replace(path);
}

export type AuthEvent = "signed-in" | "signed-out";
/** BroadcastChannel also reaches other listeners in this very tab; they skip their own tab's news. */
const TAB_ID = Math.random().toString(36).slice(2);

/** Tells the other tabs of this browser that the user signed in or out. */
export function announceAuthChange(event: AuthEvent) {
  try {
    if (typeof BroadcastChannel !== "undefined") {
      const channel = new BroadcastChannel(AUTH_CHANNEL);
      channel.postMessage({ event, tab: TAB_ID });
      channel.close();
    } else {
      localStorage.setItem(AUTH_STORAGE_EVENT_KEY, `${event}:${Date.now()}`);
    }
  } catch {
    // Other tabs catch up when they next read the session.
  }
}

/** Calls `onChange` when another tab signs in or out; returns the unsubscribe function. */
export function onAuthChange(onChange: () => void): () => void {
  let channel: BroadcastChannel | null = null;
  if (typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.onmessage = (message: MessageEvent<{ tab?: string }>) => {
      if (message.data?.tab !== TAB_ID) onChange();
    };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_EVENT_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    channel?.close();
    window.removeEventListener("storage", onStorage);
  };
}
