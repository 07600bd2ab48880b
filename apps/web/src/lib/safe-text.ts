/**
 * Encoders for stored text that never throw. Text reaching the admin may hold a lone UTF-16
 * surrogate (stored before inputs were made well-formed, or from any other writer), on which
 * `encodeURIComponent` throws a URIError and takes the whole page down.
 */
export const wellFormed = (text: string): string => text.toWellFormed();

/** `encodeURIComponent` that turns a lone surrogate into U+FFFD instead of throwing. */
export const encodeComponent = (text: string): string => encodeURIComponent(wellFormed(text));
