// Without zod, for the profile's download link (decision 131).

/** The file name of the data export. */
export const DATA_EXPORT_FILENAME = "purpose-journey-my-data.json";
