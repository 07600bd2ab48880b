import { describe, expect, it } from "vitest";
import { useBackend } from "../../test/support/storage";
import { recordAgentExchange } from "./agent-conversations";

describe("recordAgentExchange", () => {
  const b = useBackend("sqlite");

  it("stores an answer that repeats an agent's markdown as text the admin cannot fetch from", async () => {
    const id = await recordAgentExchange(b.t.deps, {
      source: "mcp",
      clientKey: "session:markdown",
      question: "book_consultation for ![t](https://attacker.example/pixel.png)",
      answer:
        'Recorded for ![t](https://attacker.example/pixel.png), see [us](https://attacker.example/x) <img src="https://attacker.example/y.png">; [book](/book) here.',
    });
    expect(id).not.toBeNull();
    const [question, answer] = await b.storage.conversations.messages(id ?? "");
    // The question is the agent's own words, shown as plain text.
    expect(question?.text).toBe("book_consultation for ![t](https://attacker.example/pixel.png)");
    expect(answer?.text).toBe(
      'Recorded for t, see us \\<img src="https://attacker.example/y.png">; [book](/book) here.',
    );
  });
});
