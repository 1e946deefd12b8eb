import { data } from "react-router";

/**
 * The `action` of a page whose form the browser itself can send: before the page has hydrated, or
 * with JavaScript switched off (decision 254). The form's work is done by its script through the JSON
 * API only; this answer reads nothing of the request — its body (a password, say) is neither parsed,
 * stored nor logged — and the page comes again with a notice that the form needs JavaScript
 * (`components/form-needs-script-notice.tsx`).
 */
export function formNeedsScript() {
  return data({ formNeedsScript: true as const }, { status: 400 });
}
