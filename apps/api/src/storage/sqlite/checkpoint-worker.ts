/**
 * The checkpointer's thread (see checkpointer.ts): its own connection to the database file,
 * copying committed WAL pages into the database on a timer (PASSIVE: it never waits for or
 * blocks a writer), so the fsyncs of a checkpoint run here instead of inside a COMMIT on the
 * server's event loop.
 */
import { Database } from "bun:sqlite";
import { type CheckpointRow, checkpointPace } from "./checkpoint-policy";

declare const self: Worker;

let db: Database | undefined;
let checkpoint: ReturnType<Database["prepare"]> | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

self.onmessage = (event: MessageEvent<{ file: string; everyMs: number } | "stop">) => {
  if (event.data === "stop") {
    if (timer) clearTimeout(timer);
    // A statement left alive would keep the connection (and the WAL) open past close().
    checkpoint?.finalize();
    db?.close();
    db = undefined;
    postMessage("stopped");
    return;
  }
  const { file, everyMs } = event.data;
  let statement: ReturnType<Database["prepare"]>;
  try {
    db = new Database(file, { readwrite: true, create: false });
    statement = db.prepare("PRAGMA wal_checkpoint(PASSIVE)");
  } catch {
    // Not openable here: the server's own checkpoint (wal_autocheckpoint) still runs.
    db?.close();
    db = undefined;
    return;
  }
  checkpoint = statement;
  const pace = checkpointPace(everyMs);
  const turn = () => {
    let next = everyMs;
    try {
      // Refused while another connection checkpoints, it returns a row without counts (see
      // checkpointPace), not an error.
      next = pace(statement.values()[0] as CheckpointRow);
    } catch {
      // The file is going away: the next turn tries again, and the server's own checkpoint
      // (wal_autocheckpoint) still bounds the WAL.
    }
    timer = setTimeout(turn, next);
  };
  timer = setTimeout(turn, everyMs);
};
