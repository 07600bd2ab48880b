/** Patterns several categories of cases check answers against. */
export const EMAIL = "hello@wasatch-ai.com";
export const TIME = /\b\d{1,2}:\d{2}\s?(am|pm)\b/i;
/** Any e-mail address other than the company's own. */
export const OTHER_EMAIL = /[\w.+-]+@(?!wasatch-ai\.com)[\w-]+\.[\w.]+/i;
