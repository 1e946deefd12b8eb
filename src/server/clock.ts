/**
 * The server's one source of the current instant. Services, jobs, routes and the command-line tools
 * ask it instead of `Date.now()` or `new Date()` (`clock.test.ts` keeps it that way), so that "now" is
 * one thing to look for and to move. Tests move it where it stands, on `Date` itself, so that the
 * libraries we call (better-auth's sessions, pino) see the same instant: Vitest with
 * `vi.setSystemTime`, a whole server process under libfaketime (decision 235).
 */
export function currentTime(): Date {
  return new Date(currentTimeMs());
}

export function currentTimeMs(): number {
  return Date.now();
}
