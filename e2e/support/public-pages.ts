/** Key texts each public route must show (SPEC §2.2–2.9). */
export const routes: Record<string, string[]> = {
  "/": [
    "Book Free AI Strategy Call",
    "Get Quick Answers",
    "AI Email Marketing Pro",
    "Your Custom AI Advantage",
    "$2.4k per month",
    "Solve Bigger Problems",
    "Discovery",
    "Optimize",
    "Read the full case study",
    "Send Message",
  ],
  "/pricing": [
    "Value-First Approach",
    "Complete Transparency",
    "Your Risk Minimized",
    "Modern Tools, Modern Pricing",
    "Choose Your Path",
    "Managed Partnership",
    "Most Popular",
    "Custom Solution",
    "Starting at $500+",
    "Book Discovery Call",
  ],
  "/contact": [
    "Your Data is Always Secure",
    "No-Pressure Guarantee",
    "24-Hour Response Commitment",
    "5-Star Client Satisfaction",
    "AI Discovery Call",
    "Detailed Project Inquiry",
  ],
  "/blog": ["Coming Soon", "AI Business Intelligence Hub", "Notify Me"],
  "/terms": [
    "Terms of Service",
    "1. Acceptance of Terms",
    "12. Additional Legal Terms",
    "State of Utah",
  ],
  "/privacy": [
    "Privacy Policy",
    "5. Security Safeguards",
    "9. International Data Transfers",
    "26 months",
  ],
  "/ai": [
    "Information for AI Agents",
    "Quick Facts",
    "Capabilities",
    "How to Book a Consultation",
    "Who We Help",
    "For Advanced AI Agents",
    "Contact Information",
    "/.well-known/nlweb.json",
    "/api/nlweb/mcp",
  ],
};

/** Texts the footer shows on every public page. */
export const footerTexts = [
  "Blog & Insights",
  "Get Started",
  "Contact Support",
  "Schedule Consultation",
  "Privacy Policy",
  "Terms of Service",
];

/** The brand the public-site journey runs with; absolute URLs come from its SITE_URL. */
export const siteEnv = {
  SITE_NAME: "Acme AI",
  SITE_EMAIL: "team@acme.test",
  SITE_URL: "https://acme.test",
};
