import { Loader2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/site/button";
import { Input, Label } from "@/components/site/field";
import { Form } from "@/components/site/form";
import { FormAlert } from "@/features/contact/form-alert";
import { BLOG_NOTIFY_WAIT_MS } from "@/lib/site-constants";

export const notifySuccessMessage = "Success! You'll be the first to know when we launch.";

/**
 * Notify-me form (SPEC §4.1, §5.3): only simulates a 2-second wait, sends nothing, then
 * shows success and clears the email.
 */
export function NotifyForm({ waitMs = BLOG_NOTIFY_WAIT_MS }: { waitMs?: number }) {
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<"idle" | "submitting" | "success">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus("submitting");
    timer.current = setTimeout(() => {
      setStatus("success");
      setEmail("");
    }, waitMs);
  }

  const submitting = status === "submitting";
  return (
    <Form onSubmit={onSubmit} className="space-y-3 text-left" aria-label="Notify me">
      <Label htmlFor="notify-email" className="sr-only">
        Email address
      </Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id="notify-email"
          type="email"
          required
          placeholder="you@company.com"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          look="tall"
        />
        <Button type="submit" size="xl" disabled={submitting || email.trim() === ""}>
          {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
          {submitting ? "Submitting..." : "Notify Me"}
        </Button>
      </div>
      {status === "success" && <FormAlert kind="success">{notifySuccessMessage}</FormAlert>}
    </Form>
  );
}
