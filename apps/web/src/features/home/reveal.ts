import { cx } from "@/lib/cx";

/** Fade-and-rise classes for content revealed on scroll; motion-reduced users see it at once. */
export function revealClass(visible: boolean) {
  return cx(
    "motion-safe:transition-[opacity,transform] motion-safe:duration-700 motion-safe:ease-out",
    visible ? "opacity-100 translate-y-0" : "motion-safe:opacity-0 motion-safe:translate-y-4",
  );
}
