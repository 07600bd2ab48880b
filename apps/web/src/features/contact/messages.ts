/** Exact texts of SPEC §8 for the public forms. */
export const formMessages = {
  contactSuccess: "Thank you! We'll get back to you within 24 hours.",
  inquirySuccess: "Thank you! We've received your project details and will be in touch shortly.",
  inquiryModalError: "Something went wrong. Please try again.",
  errorWithEmail: (email: string) =>
    `Something went wrong. Please try again or email us directly at ${email}.`,
} as const;
