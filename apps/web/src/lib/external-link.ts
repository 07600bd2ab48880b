/** Attributes for links that leave the site (the booking calendar): new tab, no opener. */
export const externalLinkProps = { target: "_blank", rel: "noopener noreferrer" } as const;
