// The contact form's limits without zod, for the page's counter (decision 131); public-forms.ts builds on them.

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5000;
