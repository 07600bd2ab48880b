import { type FormEvent, useState } from "react";
import { Button } from "@/components/site/button";
import { Input, Label, Textarea } from "@/components/site/field";
import { Form } from "@/components/site/form";
import { useBrand } from "@/lib/brand";
import { FormAlert } from "./form-alert";
import { formMessages } from "./messages";
import { submitLead } from "./submit-lead";
import { useFields } from "./use-fields";

const empty = { name: "", email: "", company: "", message: "" };

/**
 * The home page contact form (SPEC §4.1, §5.1): status idle → success | error plus a
 * submitting flag; success clears the fields, failure keeps them. Browser-native validation.
 */
export function ContactForm() {
  const brand = useBrand();
  const { values, field, reset } = useFields("contact", empty);
  const [status, setStatus] = useState<"idle" | "success" | "error">("idle");
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    try {
      await submitLead({ type: "contact", ...values, source: "homepage_contact_form" });
      setStatus("success");
      reset();
    } catch (error) {
      console.error("Contact form submission failed", error);
      setStatus("error");
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form onSubmit={onSubmit} className="space-y-5" aria-label="Contact form">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="contact-name">Name</Label>
          <Input {...field("name")} required autoComplete="name" />
        </div>
        <div className="space-y-2">
          <Label htmlFor="contact-email">Email</Label>
          <Input {...field("email")} type="email" required autoComplete="email" />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-company">Company</Label>
        <Input {...field("company")} autoComplete="organization" />
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea {...field("message")} rows={4} />
      </div>
      {status === "success" && <FormAlert kind="success">{formMessages.contactSuccess}</FormAlert>}
      {status === "error" && (
        <FormAlert kind="error">{formMessages.errorWithEmail(brand.email)}</FormAlert>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}
