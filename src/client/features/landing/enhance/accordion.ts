/** The journey steps: one open at a time, clicking the open one closes it (spec section 2). */
export function enhanceAccordion() {
  const root = document.querySelector<HTMLElement>("[data-accordion]");
  if (!root) return;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("button[aria-controls]")];
  const setOpen = (button: HTMLButtonElement, open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !open;
  };
  for (const button of buttons) {
    button.addEventListener("click", () => {
      const opening = button.getAttribute("aria-expanded") !== "true";
      for (const other of buttons) setOpen(other, other === button && opening);
    });
  }
}
