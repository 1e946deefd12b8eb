import path from "node:path";

/**
 * Signed-in browser states made once per run by the setup project (tests/e2e/auth.setup.ts) and
 * loaded with `test.use({ storageState: STATES.x })`, instead of a sign-in through the UI or the API in
 * every test. Only for tests that read: a test that changes its member's data or signs out makes its
 * own member (tests/e2e/support/users.ts), and a test about signing in signs in.
 */
const dir = () => path.join(process.env.E2E_DATA_DIR ?? "", "states");

export const STATES = {
  /** The run's admin (E2E_ADMINS.main). */
  get admin() {
    return path.join(dir(), "admin.json");
  },
  /** A Deep member with consent given and nothing written: every week opens, nothing is locked. */
  get member() {
    return path.join(dir(), "member.json");
  },
};

/** The read-only Deep member's address, for tests that need to name it. */
export const READ_ONLY_MEMBER = "reader@e2e.test";
