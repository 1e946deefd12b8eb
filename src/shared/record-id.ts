import { z } from "zod";

/**
 * The id of one of our rows as a request names it: a UUID (auth.ts's `generateId` and the services'
 * `crypto.randomUUID()` make every one). Anything else is refused before a query sees it, so text that
 * PostgreSQL cannot even compare (a NUL) never reaches the database.
 */
export const recordId = z.uuid({ error: "invalid_id" });

/** A route's `:id`. */
export const idParamSchema = z.strictObject({ id: recordId });
