// Without zod, for the profile's download link (issue 13).

/** The file name of the data export. */
export const DATA_EXPORT_FILENAME = "purpose-journey-my-data.json";
