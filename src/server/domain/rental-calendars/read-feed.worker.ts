// docs/decisions/057: the worker thread that reads feeds (read-feed-off-thread.ts starts it; the
// build bundles it beside the server as dist/server/read-feed.worker.js).
import { serveWorkerRequests } from "../../lib/bounded-worker";
import { readFeed } from "./read-feed";

serveWorkerRequests(readFeed);
