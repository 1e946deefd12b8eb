/** Escapes text for HTML mail bodies: every value a user or URL puts into a mail passes through here. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A calm single-column HTML mail; `paragraphs` are plain text (escaped here), `action` one button. */
export function renderMailHtml(input: {
  language: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}): string {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#1f2a2e">${escapeHtml(text)}</p>`;
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="display:inline-block;background:#2f6f6a;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:600">${escapeHtml(input.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#55605f;word-break:break-all">${escapeHtml(input.action.url)}</p>`
    : "";
  return `<!doctype html><html lang="${escapeHtml(input.language)}"><body style="margin:0;background:#faf7f2;font-family:Georgia,serif">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="margin:0 0 24px;font-size:20px;font-weight:600;color:#1f2a2e">Purpose Journey</p>
${p(input.greeting)}${input.paragraphs.map(p).join("")}${button}
<p style="margin:32px 0 0;font-size:13px;line-height:1.5;color:#55605f">${escapeHtml(input.footer)}</p>
</div></body></html>`;
}

/** The plain-text twin of renderMailHtml. */
export function renderMailText(input: {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}): string {
  const action = input.action ? [`${input.action.label}: ${input.action.url}`] : [];
  return [input.greeting, ...input.paragraphs, ...action, "—", input.footer].join("\n\n");
}
