/**
 * Visitor or agent text placed inside a reply we write in markdown (a booking confirmation):
 * its markdown is escaped, so `![t](https://host/pixel.png)` shows as typed and never becomes
 * an image or a link wherever the reply is rendered.
 */
export const markdownLiteral = (text: string): string => text.replace(/[\\`*_[\]<>!]/g, "\\$&");
