/** Header navigation, shared by the desktop bar and the mobile menu (SPEC §2.2). */
export const navLinks = [
  { label: "Solutions", to: "/", hash: "solutions" },
  { label: "Pricing", to: "/pricing" },
  { label: "Blog", to: "/blog" },
  { label: "Contact", to: "/contact" },
] as const;
