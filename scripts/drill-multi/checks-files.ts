// Photos live in the one S3 bucket, so whichever server stored a photo, every server shows it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEMO, type Drill } from "./drill";
import { call, callJson } from "./http";
import { rows } from "./database";

interface Photo {
  job_id: string;
  id: string;
}

/** A photo as the cleaner's browser reads it from `base`: its bytes, or null, and whether a redirect (a presigned URL) served it. */
async function readPhoto(base: string, cookie: string, photo: Photo) {
  const response = await call(base, `/api/cleaner/assignments/${photo.job_id}/photos/${photo.id}`, { cookie });
  const body = Buffer.from(await response.arrayBuffer());
  return { ok: response.ok && body.length > 0, body, redirected: response.redirected, status: response.status };
}

/** The demo data's photos, written by whichever server loaded it, read through each server. */
export async function demoPhotosEverywhere(drill: Drill) {
  const photos = await rows<Photo>(
    drill.pool,
    `SELECT p.job_id, p.id FROM job_checkpoints p
       JOIN job_assignments a ON a.job_id = p.job_id JOIN cleaners c ON c.cleaner_id = a.cleaner_id
      WHERE c.email = $1 ORDER BY p.created_at`,
    [DEMO.cleaner],
  );
  if (photos.length === 0) throw new Error("the demo cleaner has no photos (seed changed?)");
  const perServer: string[] = [];
  let allRead = true;
  for (const server of drill.servers) {
    let read = 0;
    for (const photo of photos) if ((await readPhoto(server.url, drill.sessions.cleaner, photo)).ok) read += 1;
    perServer.push(`${server.name} ${read}/${photos.length}`);
    allRead &&= read === photos.length;
  }
  return { passed: allRead, figures: `demo photos read: ${perServer.join(", ")}` };
}

/** The demo cleaner uploads a before photo of an open assignment through A; B and C show the same bytes. */
export async function photoAcrossServers(drill: Drill) {
  const [job] = await rows<{ job_id: string }>(
    drill.pool,
    `SELECT j.job_id FROM jobs j JOIN job_assignments a ON a.job_id = j.job_id JOIN cleaners c ON c.cleaner_id = a.cleaner_id
      WHERE c.email = $1 AND j.status IN ('Assigned', 'In Progress') AND a.status::text = j.status::text
      ORDER BY j.status DESC, j.scheduled_start LIMIT 1`,
    [DEMO.cleaner],
  );
  if (!job) throw new Error("the demo cleaner has no open assignment (seed changed?)");
  const bytes = readFileSync(join(drill.release, "assets", "demo-photos", "kitchen-before.jpg"));
  const form = new FormData();
  form.append("type", "photo_before");
  form.append("file", new Blob([bytes], { type: "image/jpeg" }), "drill-kitchen.jpg");
  const [a, ...others] = drill.servers as [Drill["servers"][0], ...Drill["servers"]];
  const { photo } = await callJson<{ photo: { photoId: string } }>(a.url, `/api/cleaner/assignments/${job.job_id}/photos`, {
    method: "POST",
    cookie: drill.sessions.cleaner,
    body: form,
  });
  const reads = await Promise.all(
    others.map(async (server) => ({
      server,
      read: await readPhoto(server.url, drill.sessions.cleaner, { job_id: job.job_id, id: photo.photoId }),
    })),
  );
  const same = reads.every(({ read }) => read.ok && read.body.equals(bytes));
  return {
    passed: same,
    figures: `${bytes.length} bytes uploaded through ${a.name}; ${reads
      .map(
        ({ server, read }) =>
          `${server.name} ${read.status}${read.redirected ? " (presigned redirect)" : ""}, ${read.body.equals(bytes) ? "same bytes" : `${read.body.length} bytes, different`}`,
      )
      .join("; ")}`,
  };
}
