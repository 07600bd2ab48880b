import type { Combo } from "./conversation-keys";

/**
 * The environment and source of conversations this process wrote lately, so appending to one
 * needs no read first: they never change for an id, and every append script checks them (a
 * conversation cleared meanwhile makes the script write nothing). At most `size` ids are kept;
 * the oldest known goes first.
 */
export class ConversationCombos {
  private readonly known = new Map<string, Combo>();

  constructor(private readonly size = 4096) {}

  get(id: string): Combo | undefined {
    return this.known.get(id);
  }

  remember(id: string, combo: Combo): void {
    if (!this.known.has(id) && this.known.size >= this.size) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    this.known.set(id, combo);
  }

  forget(id: string): void {
    this.known.delete(id);
  }
}
