import type { LeadSubmission } from "@repo/schemas";

/** Posts a lead to the server; only the ok status matters (SPEC §7). Throws otherwise. */
export async function submitLead(lead: LeadSubmission): Promise<void> {
  const response = await fetch("/api/leads", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(lead),
  });
  if (!response.ok) throw new Error(`Lead submission failed with status ${response.status}`);
}
