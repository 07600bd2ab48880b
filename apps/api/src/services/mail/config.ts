import type { Deps } from "../../context";

export interface MailConfig {
  /** Who hears about new leads, bookings and the digest. */
  ownerEmail: string;
  /** The sender of every message. */
  from: string;
  /** `host:port` of the SMTP server (never its credentials), when one is configured. */
  server?: string;
}

/** Read once per environment and brand: every lead's notice asks for the owner's address. */
const configs = new WeakMap<Deps["env"], WeakMap<Deps["brand"], MailConfig>>();

/** Owner, sender and server from OWNER_EMAIL / MAIL_FROM / SMTP_URL, with the brand's defaults. */
export function mailConfig(deps: Pick<Deps, "env" | "brand">): MailConfig {
  let byBrand = configs.get(deps.env);
  if (!byBrand) {
    byBrand = new WeakMap();
    configs.set(deps.env, byBrand);
  }
  let config = byBrand.get(deps.brand);
  if (!config) {
    config = readMailConfig(deps);
    byBrand.set(deps.brand, config);
  }
  return config;
}

function readMailConfig(deps: Pick<Deps, "env" | "brand">): MailConfig {
  const { env, brand } = deps;
  const url = env.SMTP_URL ? new URL(env.SMTP_URL) : null;
  const defaultPort = url?.protocol === "smtps:" ? "465" : "587";
  return {
    ownerEmail: env.OWNER_EMAIL ?? brand.email,
    from: env.MAIL_FROM ?? `"${brand.companyName.replace(/["\\]/g, "")}" <${brand.email}>`,
    ...(url ? { server: `${url.hostname}:${url.port || defaultPort}` } : {}),
  };
}
