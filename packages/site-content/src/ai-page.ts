/** Facts for the /ai page, written for AI agents acting for users (SPEC §2.9). */
export const agentInfo = {
  manifestPath: "/.well-known/nlweb.json",
  mcpEndpointPath: "/api/nlweb/mcp",
  llmsTxtPath: "/llms.txt",
  quickFacts: [
    "{companyName} ({legalName}) is an AI consultancy and implementation company for small and medium businesses.",
    "Based in Utah, United States; works with clients remotely.",
    "Free 30-minute discovery call, booked online or by email.",
    "Email responses within 24 hours: {email}.",
    "A site chat assistant is available on all pages.",
    "Pricing: Managed Partnership (custom monthly subscription) or Custom Solution (one-time project starting at $500+, client owns the IP).",
  ],
  capabilities: [
    "AI automation of repetitive business tasks",
    "AI marketing optimization",
    "Lead qualification",
    "Custom chatbots and website assistants",
    "Business process automation",
    "AI strategy consulting",
    "Operational efficiency improvements",
    "Customer service automation",
    "Data analysis and reporting",
    "Generative search optimization",
  ],
  howToBook: [
    "Online: open the booking calendar at {bookingUrl} and pick a time for the free 30-minute call.",
    "By email: write to {email} with the person's name, business type and preferred time.",
    "Through the agent endpoint: call the book_consultation tool with a name and an email.",
  ],
  advanced: [
    "Agent manifest: /.well-known/nlweb.json",
    "MCP endpoint (Streamable HTTP): /api/nlweb/mcp with the tools book_consultation (name and email), check_availability (open calendar slots), schedule_meeting (natural-language scheduling; books only a time that fits the whole wish), find_booking and reschedule_booking (look a booking up or move it), cancel_booking (booking id and the email it was made with) and ask (questions about this website).",
    "NLWeb ask endpoint: /api/nlweb/ask?query=… (generate_mode list, summarize or generate; server-sent events by default, streaming=false for one JSON answer).",
    "A plain-text summary of the site for language models: /llms.txt",
  ],
} as const;
