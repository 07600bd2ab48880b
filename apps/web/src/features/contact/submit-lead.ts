import type { LeadSubmission } from "@repo/schemas";

/**
 * Posts a lead to the server; only the ok status matters (SPEC §7). Throws otherwise. The
 * typed client loads on the first submit, so public pages do not carry it up front.
 */
export async function submitLead(lead: LeadSubmission): Promise<void> {
  const { api, unwrap } = await import("@/lib/api-client");
  await unwrap(api.leads.$post({ json: lead }), { anonymous: true });
}
