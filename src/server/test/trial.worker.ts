// Test support for lib/bounded-worker.test.ts (not a test file): a worker that answers, loops
// forever, grows its heap without end, or throws, as asked.
import { serveWorkerRequests } from "../lib/bounded-worker";

export type Trial = { kind: "echo"; value: string } | { kind: "spin" } | { kind: "grow" } | { kind: "throw" };

serveWorkerRequests((trial: Trial) => {
  if (trial.kind === "echo") return trial.value;
  if (trial.kind === "throw") throw new Error("thrown on purpose");
  const kept: string[][] = [];
  for (;;) if (trial.kind === "grow") kept.push(Array.from({ length: 10_000 }, (_, n) => `${n}-${kept.length}`));
});
