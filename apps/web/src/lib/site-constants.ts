/** Behaviour constants of the public site (SPEC §9). */
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const REVEAL_THRESHOLD = 0.2;
export const CARD_STAGGER_MS = 100;
export const BLOG_NOTIFY_WAIT_MS = 2000;
