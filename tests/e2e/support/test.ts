import { type Browser, type BrowserContext, test as base, type Page } from "@playwright/test";

/**
 * The suite's `test`: `page.goto` and `page.reload` come back once the page is usable, as a member
 * sees it (decision 236). A button that only works with React does nothing when pressed before the page
 * has hydrated, and on the suite's busy machine the scripts can arrive seconds after the first paint;
 * once `hydrateRoot` has run, React replays a press that comes during hydration. A page that is not
 * hydrated (the landing page, decision 025; a static file) is usable when it has loaded. A test of the
 * server's page before any script has run navigates with `waitUntil: "commit"`, which does not wait.
 */
export const test = base.extend<object, { browser: Browser }>({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
  context: async ({ context }, use) => {
    await use(pagesWaitForHydration(context));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => pagesWaitForHydration(await newContext(options));
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => waitingForHydration(await newPage(options));
      await use(browser);
    },
    { scope: "worker" },
  ],
});

export { expect } from "@playwright/test";

const patched = new WeakSet<object>();

function pagesWaitForHydration(context: BrowserContext): BrowserContext {
  if (patched.has(context)) return context;
  patched.add(context);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitingForHydration(await newPage());
  context.on("page", waitingForHydration);
  return context;
}

function waitingForHydration(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await hydrated(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== "commit") await hydrated(page);
    return response;
  };
  return page;
}

/** Whether React has taken up the page (the container key React puts on the document). */
export const isHydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));

/** Until React has taken up a page the router rendered; at once for any other document. */
async function hydrated(page: Page) {
  await page
    .waitForFunction(
      () =>
        !("__reactRouterContext" in window) ||
        Object.keys(document).some((key) => key.startsWith("__reactContainer$")),
      undefined,
      { timeout: 20_000 },
    )
    // A page that navigates on by itself (a loader's redirect in the browser, a sign-out) destroys the
    // context the check ran in: the next page is the test's to wait for.
    .catch((error: Error) => {
      if (!/context was destroyed|navigation|Target .* closed/i.test(error.message)) throw error;
    });
}
