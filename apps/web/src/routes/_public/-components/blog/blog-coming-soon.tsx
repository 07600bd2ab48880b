import { BookOpen, Lightbulb, TrendingUp } from "lucide-react";
import { Badge } from "@/components/site/badge";
import { NotifyForm } from "./notify-form";

const topics = [
  { icon: Lightbulb, title: "Quick Tips", text: "Small AI wins you can set up this week." },
  { icon: BookOpen, title: "Step-by-Step Guides", text: "Plain-language walkthroughs, no jargon." },
  { icon: TrendingUp, title: "Case Studies", text: "Real results from businesses like yours." },
] as const;

/** The public blog placeholder (SPEC §2.6). */
export function BlogComingSoon() {
  return (
    <div className="bg-gradient-to-b from-blue-50 to-background">
      <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
        <Badge variant="secondary" className="px-3 py-1">
          Coming Soon
        </Badge>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">
          AI Business Intelligence Hub
        </h1>
        <p className="text-muted-foreground mt-6 text-lg">
          Practical insights on using AI to save time, win customers and grow your business. We're
          putting the finishing touches on it. Leave your email to hear when it launches.
        </p>
        <div className="mx-auto mt-10 max-w-md">
          <NotifyForm />
        </div>
        <ul className="mt-16 grid gap-6 text-left sm:grid-cols-3">
          {topics.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border bg-white p-6 shadow-sm">
              <Icon className="text-primary size-6" aria-hidden="true" />
              <h2 className="mt-3 font-semibold">{title}</h2>
              <p className="text-muted-foreground mt-1 text-sm">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
