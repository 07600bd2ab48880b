/**
 * What the throughput bench asks the assistant (chat and MCP `ask`): 48 questions as visitors
 * and agents phrase them, across the kinds of the evaluation sets (prices, services, process,
 * privacy, industries, timelines, location, typos, some nothing on the site answers). Varied on
 * purpose: a handful of fixed questions would let caches keyed on a text flatter the figures.
 */
export const QUESTIONS = [
  // prices
  "How much does a custom chatbot cost?",
  "what are your prices",
  "Is there a monthly fee for the managed partnership?",
  "whats the cheapest way to get started with you",
  "Do you charge for the discovery call?",
  "Can we pay monthly instead of all at once?",
  // services
  "What services do you offer?",
  "Can you help with lead qualification?",
  "Do you build chatbots for websites?",
  "can AI help us keep track of inventory and reordering?",
  "We keep getting bad reviews on Google, can you help with that?",
  "Do you do email marketing campaigns?",
  "I run a bakery and we throw away too much bread at the end of the day",
  // process
  "What is your process?",
  "How do we get started?",
  "What happens after the discovery call?",
  "Do I need an IT team to use your solutions?",
  // privacy
  "Is my customer data safe?",
  "Do you use my chats to train AI models?",
  "How long do you keep my personal data?",
  "Will you share my information with third parties?",
  "Do you have a privacy policy?",
  // industries
  "Do you work with law firms?",
  "Which industries do you work with?",
  "Can you help a dental practice that misses a lot of calls?",
  "do you work with restaurants",
  // timelines
  "How long does an implementation take?",
  "how quickly can we go live?",
  "How fast do you respond to emails?",
  "How long is the discovery call?",
  // location and company
  "Where are you located?",
  "Do you have offices in other states?",
  "How long have you been in business?",
  "Who owns the code you build for us?",
  "Can I cancel the partnership anytime?",
  // typos and shorthand
  "how much dose it cost",
  "wat is ur procces",
  "do you have a chatbot for resturants",
  "whats the pricing for a custum solution",
  "can u help with invoces and paperwork",
  // agents and everything else
  "Does the company have an MCP endpoint for AI agents?",
  "What are your business hours?",
  "Do you guarantee results?",
  "What results have your clients seen?",
  "Do you offer ongoing support after launch?",
  "Do you offer web design?",
  "Can you recommend a good accountant?",
  "What's the capital of France?",
] as const;
