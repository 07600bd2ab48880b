import {
  Calculator,
  Clock,
  DollarSign,
  Eye,
  FileText,
  Gauge,
  Gem,
  Heart,
  LineChart,
  type LucideIcon,
  type LucideProps,
  Mail,
  Megaphone,
  MessageSquare,
  Package,
  PenTool,
  PhoneMissed,
  Rocket,
  Search,
  ShieldCheck,
  Sparkles,
  Target,
  TrendingDown,
  TrendingUp,
  Users,
} from "lucide-react";

/** The icons site-content names; unknown names fall back to Sparkles. */
const icons: Record<string, LucideIcon> = {
  Calculator,
  Clock,
  DollarSign,
  Eye,
  FileText,
  Gauge,
  Gem,
  Heart,
  LineChart,
  Mail,
  Megaphone,
  MessageSquare,
  Package,
  PenTool,
  PhoneMissed,
  Rocket,
  Search,
  ShieldCheck,
  Sparkles,
  Target,
  TrendingDown,
  TrendingUp,
  Users,
};

export function Icon({ name, ...props }: { name: string } & LucideProps) {
  const Component = (Object.hasOwn(icons, name) && icons[name]) || Sparkles;
  return <Component aria-hidden="true" {...props} />;
}
