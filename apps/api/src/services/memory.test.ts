import { describe, expect, it } from "vitest";
import { extractMemory, mergeMemory } from "./memory";

describe("extractMemory", () => {
  it.each([
    ["Hi, my name is Dana Whitfield", { name: "Dana Whitfield" }],
    [
      "I'm Marco and I run a pizzeria in Provo",
      { name: "Marco", businessType: "pizzeria", location: "Provo" },
    ],
    ["Hi, I'm Dr. Patel and I run a small dental clinic", { name: "Patel" }],
    ["We're a hardware store with 12 employees", { businessType: "hardware store" }],
    [
      "We have 40 employees and we keep missing calls after hours",
      { needs: ["missing calls", "after hours"] },
    ],
    ["I'm a contractor and I keep losing leads", { needs: ["losing leads"] }],
    ["call me sam", { name: "Sam" }],
    [
      "We own a law firm with 12 employees",
      { businessType: "law firm", companySize: "12 employees" },
    ],
    [
      "I have a small dental practice, team of 8",
      { businessType: "dental practice", companySize: "8 employees" },
    ],
    ["our online store sells candles", { businessType: "e-commerce business" }],
    ["It's just me, I'm a solo plumber", { companySize: "1 employee" }],
    ["Best time to reach me is weekday mornings", { preferredContactTime: "weekday mornings" }],
    ["you can call me after 3pm", { preferredContactTime: "after 3pm" }],
    [
      "reach me at Dana@Example.com or 801-555-0199",
      { email: "dana@example.com", phone: "801-555-0199" },
    ],
    [
      "hey there, this is Maria from Lopez Plumbing in Orem, we have 6 techs",
      {
        name: "Maria",
        company: "Lopez Plumbing",
        businessType: "plumbing business",
        location: "Orem",
        companySize: "6 employees",
      },
    ],
    [
      "Hi, Jen here from Summit Roofing out of Logan",
      {
        name: "Jen",
        company: "Summit Roofing",
        businessType: "roofing business",
        location: "Logan",
      },
    ],
    ["I'm Priya, I run a yoga studio in Park City", { name: "Priya", businessType: "yoga studio" }],
    ["we are a small law practice in Boise", { businessType: "law firm", location: "Boise" }],
    // A label of two groups; each need once, in the order first named, whatever its case.
    [
      "We run a cleaning company and keep missing calls, so many missed calls. Missed Calls!",
      { businessType: "cleaning company", needs: ["missing calls", "missed calls"] },
    ],
    ["I run a HVAC service in Ogden", { businessType: "hvac service", location: "Ogden" }],
    // Someone else's bakery is passed over; the visitor's own business named later is found.
    ["My friend owns a bakery, but I run a salon and our diner too", { businessType: "diner" }],
    [
      "I'm interested in chatbots and lead qualification",
      { interests: ["chatbots", "lead qualification"] },
    ],
  ])("%s", (text, expected) => {
    expect(extractMemory(text)).toMatchObject(expected);
  });

  it.each([
    "I'm looking for help with marketing",
    "I'm interested in pricing",
    "this is great",
    "How much does a chatbot cost?",
  ])("finds no name in %s", (text) => {
    expect(extractMemory(text).name).toBeUndefined();
  });

  it("does not take a business the visitor only mentions for their own", () => {
    for (const text of [
      "The shop across the street uses a chatbot and it seems to work for them.",
      "My cousin has a dental clinic and she said you helped her a lot.",
      "I have no clue what the shop across the street charges.",
      "I'm Joe. My buddy owns a pizzeria.",
    ])
      expect(extractMemory(text).businessType, text).toBeUndefined();
    expect(extractMemory("My brother runs a bakery, but I own a hardware store").businessType).toBe(
      "hardware store",
    );
  });

  it("finds nothing in a plain question", () => {
    expect(extractMemory("What is your process?")).toEqual({});
  });
});

describe("mergeMemory", () => {
  it("reports what changed and accumulates interests", () => {
    const { memory, changed } = mergeMemory(
      { name: "Dana", interests: ["chatbots"] },
      { name: "Dana", businessType: "bakery", interests: ["chatbots", "marketing"] },
    );
    expect(memory).toEqual({
      name: "Dana",
      businessType: "bakery",
      interests: ["chatbots", "marketing"],
    });
    expect(changed.sort()).toEqual(["businessType", "interests"]);
  });

  it("leaves the memory it was given as it was, and returns it when nothing is new", () => {
    const current = { name: "Dana", interests: ["chatbots"] };
    const same = mergeMemory(current, { name: "Dana", interests: ["chatbots"] });
    expect(same).toEqual({ memory: current, changed: [] });
    expect(same.memory).toBe(current);
    const merged = mergeMemory(current, { email: "dana@example.com", interests: ["marketing"] });
    expect(merged.memory).not.toBe(current);
    expect(merged.memory).toEqual({
      name: "Dana",
      email: "dana@example.com",
      interests: ["chatbots", "marketing"],
    });
    expect(current).toEqual({ name: "Dana", interests: ["chatbots"] });
  });
});
