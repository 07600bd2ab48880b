import { Clock, Handshake, ShieldCheck, Star } from "lucide-react";

const badges = [
  { icon: ShieldCheck, label: "Your Data is Always Secure" },
  { icon: Handshake, label: "No-Pressure Guarantee" },
  { icon: Clock, label: "24-Hour Response Commitment" },
  { icon: Star, label: "5-Star Client Satisfaction" },
] as const;

export function TrustBadges() {
  return (
    <ul
      className="mx-auto flex max-w-4xl flex-wrap justify-center gap-3 px-4"
      aria-label="Our commitments"
    >
      {badges.map(({ icon: Icon, label }) => (
        <li
          key={label}
          className="flex items-center gap-2 rounded-full border bg-white px-4 py-2 text-sm font-medium shadow-xs"
        >
          <Icon className="text-primary size-4" aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
