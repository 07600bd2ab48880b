import { Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/site/button";
import { Input, Label, Textarea } from "@/components/site/field";
import { Form } from "@/components/site/form";
import { Modal } from "@/components/site/modal";
import { FormAlert } from "./form-alert";
import { formMessages } from "./messages";
import { submitLead } from "./submit-lead";
import { useFields } from "./use-fields";

export type InquiryStatus = "idle" | "success" | "error";

const empty = { name: "", email: "", company: "", message: "" };

/**
 * The detailed project inquiry modal (SPEC §4.1, §5.2). Success closes it and reports
 * "success"; failure keeps it open with the values and reports "error". The overlay, the
 * close icon and Escape close it; clicks inside do not.
 */
export function InquiryDialog({
  open,
  onOpenChange,
  status,
  onStatusChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  status: InquiryStatus;
  onStatusChange: (status: InquiryStatus) => void;
}) {
  // Kept outside the dialog content so values survive closing after a failure.
  const { values, field, reset } = useFields("inquiry", empty);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    onStatusChange("idle");
    try {
      await submitLead({ type: "project_inquiry_modal", ...values });
      reset();
      onStatusChange("success");
      onOpenChange(false);
    } catch (error) {
      console.error("Project inquiry submission failed", error);
      onStatusChange("error");
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Detailed Project Inquiry"
      description="Tell us about your business and what you'd like AI to help with. We respond within 24 business hours."
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
    >
      <Form onSubmit={onSubmit} className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor="inquiry-name">Full Name</Label>
          <Input {...field("name")} required autoComplete="name" />
        </div>
        <div className="space-y-2">
          <Label htmlFor="inquiry-email">Email Address</Label>
          <Input {...field("email")} type="email" required autoComplete="email" />
        </div>
        <div className="space-y-2">
          <Label htmlFor="inquiry-company">Company Name</Label>
          <Input {...field("company")} autoComplete="organization" />
        </div>
        <div className="space-y-2">
          <Label htmlFor="inquiry-message">Your Challenge or Project Idea</Label>
          <Textarea {...field("message")} rows={5} required fieldSizing="fixed" />
        </div>
        {status === "error" && <FormAlert kind="error">{formMessages.inquiryModalError}</FormAlert>}
        <Button type="submit" size="lg" className="w-full" disabled={submitting}>
          {submitting ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" />
              Submitting...
            </>
          ) : (
            "Submit Inquiry"
          )}
        </Button>
      </Form>
    </Modal>
  );
}
