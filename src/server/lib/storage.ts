import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve, sep } from "node:path";

/** Files (uploads) under one folder; an S3-compatible store can stand behind the same interface. */
export interface Storage {
  put(key: string, data: Uint8Array | string): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

export function localStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(resolve(root) + sep)) throw new Error(`Storage key escapes the folder: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(join(path, ".."), { recursive: true });
      await writeFile(path, data);
    },
    get: (key) => readFile(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
