import { Link } from "@tanstack/react-router";
import { buttonClass } from "@/components/site/button";

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-32 text-center">
      <p className="text-primary text-sm font-semibold">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="text-muted-foreground mt-4">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to="/" data-slot="button" className={buttonClass({ className: "mt-8" })}>
        Back to home
      </Link>
    </section>
  );
}
