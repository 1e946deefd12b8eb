/** The start link follows the chosen plan card: its address and its label ("Mit Core starten"). */
export function enhancePricing() {
  const link = document.querySelector<HTMLAnchorElement>("a[data-plan-start]");
  if (!link) return;
  const labels = JSON.parse(link.dataset.startLabels ?? "{}") as Record<string, string>;
  const label = link.querySelector("span");
  const radios = document.querySelectorAll<HTMLInputElement>('input[type="radio"][name="landing-plan"]');
  const follow = (radio: HTMLInputElement) => {
    const url = new URL(link.href);
    url.searchParams.set("plan", radio.value);
    link.href = `${url.pathname}${url.search}`;
    if (label && labels[radio.value]) label.textContent = labels[radio.value]!;
    for (const other of radios) {
      const card = other.closest<HTMLElement>("[data-plan]");
      if (card) card.toggleAttribute("data-selected", other.checked);
      card?.querySelector("[data-selected-badge]")?.setAttribute("aria-hidden", String(!other.checked));
    }
  };
  for (const radio of radios) {
    radio.addEventListener("change", () => follow(radio));
    // The browser may restore another choice on back navigation.
    if (radio.checked) follow(radio);
  }
}
