/** Stored as 0/1 on SQLite and true/false on PostgreSQL; read it through toBool. */
export type DbBool = boolean | number;
