import { type ConsoleMessage, expect, test } from "@playwright/test";
import { STATES } from "./support/states";

/**
 * Decisions 200 and 205: a member page's first answer already holds its frame — header, heading, the
 * page's first screen, footer — so the page shows them with JavaScript blocked; with JavaScript the SPA
 * takes over from it without a console error or a hydration warning. In both languages, on three
 * member pages whose first screen comes from the server (the dashboard, a week and the community,
 * decision 219; the week's with the member's status and its intro, decision 223) and two public ones (the privacy policy and the contact page, decision 221).
 */
const PAGES = [
  {
    lang: "de",
    path: "/dashboard",
    frame: { heading: "Dashboard", text: /Schön, dass du da bist\./ },
    // The dashboard's own render with its data: the greeting.
    rendered: { role: "heading", name: /Hallo/ },
  },
  {
    lang: "en",
    path: "/dashboard",
    frame: { heading: "Dashboard", text: /Good to have you with us\./ },
    rendered: { role: "heading", name: /Hello/ },
  },
  // An open week: its header with the member's status panel and its intro come with the answer
  // (decision 223).
  {
    lang: "de",
    path: "/week/2",
    frame: { heading: "Werte & Stärken", text: /Jetzt gehst du eine Schicht tiefer/, status: "Dein Stand" },
    // The week's own render: its first task.
    rendered: { role: "heading", name: "Deine wichtigsten Werte" },
  },
  {
    lang: "en",
    path: "/week/2",
    frame: { heading: "Values & Strengths", text: /Now you go one layer deeper/, status: "Where you are" },
    rendered: { role: "heading", name: "Your most important values" },
  },
  {
    lang: "de",
    path: "/community",
    frame: {
      heading: "Community Willkommen in der Community",
      text: /Hier begleiten wir uns gegenseitig durch die Purpose Journey/,
    },
    // The community's own render with the day's impulses.
    rendered: { role: "heading", name: "Impuls der Woche" },
  },
  {
    lang: "en",
    path: "/community",
    frame: {
      heading: "Community Welcome to the community",
      text: /This is where we accompany each other through the Purpose Journey/,
    },
    rendered: { role: "heading", name: "Impulse of the week" },
  },
  // Public pages with a first screen of their own (decision 221), opened by a member here.
  {
    lang: "de",
    path: "/datenschutz",
    frame: { heading: "Datenschutzerklärung", text: /Deine Gedanken sind persönlich\./ },
    // The page's own render with the site's configuration: the controller's section.
    rendered: { role: "heading", name: "1. Verantwortlich" },
  },
  {
    lang: "en",
    path: "/kontakt",
    frame: { heading: "Contact", text: /Do you have a question or an idea/ },
    rendered: { role: "textbox", name: "Your message" },
  },
] as const;

test.use({ storageState: STATES.member });

for (const { lang, path, frame, rendered } of PAGES) {
  test(`${lang}: ${path} shows its header, heading and first screen with JavaScript blocked`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: STATES.member });
    const page = await context.newPage();
    await page.goto(`${path}?lang=${lang}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Purpose Journey" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(frame.heading);
    await expect(page.getByRole("main").getByText(frame.text)).toBeVisible();
    if ("status" in frame) await expect(page.getByRole("heading", { name: frame.status })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeAttached();
    await context.close();
  });

  test(`${lang}: ${path} takes over from its frame without console errors or hydration warnings`, async ({
    page,
  }) => {
    const problems: string[] = [];
    const watch = (message: ConsoleMessage) => {
      if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(message.text());
    };
    page.on("console", watch);
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto(`${path}?lang=${lang}`);
    await expect(page.getByRole(rendered.role, { name: rendered.name })).toBeVisible();
    // The SPA's render replaced the frame's: one layout, one main, one first screen.
    await expect(page.locator("#root[data-frame] > div")).toHaveCount(1);
    await expect(page.locator("main")).toHaveCount(1);
    await expect(page.getByRole("main").getByText(frame.text)).toHaveCount(1);
    // Not "networkidle": the page keeps polling (notifications, the live lists) and a busy run never idles.
    await page.waitForLoadState("load");
    expect(problems).toEqual([]);
  });
}

/**
 * Decision 228: the frame's phone menu opens from the first paint, before the page's scripts have
 * arrived (a second or more on a slow phone): the start script in the answer wires it. Here the scripts
 * never arrive.
 */
test("the frame's phone menu opens and closes before the page's scripts have run, in both languages", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    storageState: STATES.member,
  });
  await context.route("**/assets/*.js", (route) => route.abort());
  const page = await context.newPage();
  for (const { lang, menu, navigation } of [
    { lang: "de", menu: "Menü", navigation: "Hauptnavigation" },
    { lang: "en", menu: "Menu", navigation: "Main navigation" },
  ]) {
    await page.goto(`/dashboard?lang=${lang}`);
    const toggle = page.getByRole("banner").getByRole("button", { name: menu });
    await expect(page.getByRole("navigation", { name: navigation })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: navigation })).toBeVisible();
    await toggle.click();
    await expect(page.getByRole("navigation", { name: navigation })).toBeHidden();
  }
  await context.close();
});

/**
 * Decision 229: a press on one of the frame's buttons, or a choice in its language select, made before
 * the page's scripts have run is held by the start script and done on React's control once it has taken
 * over. Here the scripts arrive only after the press, as on a slow phone.
 */
test("a press and a language choice in the frame before the takeover are done after it, in both languages", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    storageState: STATES.admin,
  });
  let release = () => {};
  let scripts = Promise.resolve();
  const holdScripts = () => {
    scripts = new Promise((resolve) => (release = resolve));
  };
  await context.route("**/assets/*.js", async (route) => {
    await scripts;
    await route.continue();
  });
  const page = await context.newPage();
  // Not "load": scripts the start script adds before the load event hold it back, and these are held.
  const open = (path: string) => page.goto(path, { waitUntil: "domcontentloaded" });

  holdScripts();
  await open("/admin/announcements?lang=de");
  const frameButton = page.getByRole("button", { name: "Neue Ankündigung" });
  await frameButton.click();
  await expect(frameButton).toHaveCSS("opacity", "0.6");
  release();
  await expect(page.getByRole("dialog", { name: "Neue Ankündigung" })).toBeVisible();
  await page.keyboard.press("Escape");

  holdScripts();
  await open("/admin/announcements?lang=en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Announcements & bulletin");
  await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  await page.getByRole("combobox", { name: "Language" }).selectOption("de");
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ankündigungen & Pinnwand");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await context.close();
});
