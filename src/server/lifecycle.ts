/**
 * Whether this process is shutting down (SIGTERM received): `/api/health/ready` then answers 503, so
 * a load balancer sends new requests elsewhere while the open ones finish. One flag per process.
 */
let shuttingDown = false;

export function markShuttingDown(value = true): void {
  shuttingDown = value;
}

export function isShuttingDown(): boolean {
  return shuttingDown;
}
