// Writes the pre-built local index into public/ after the build, where the browser fetches it on first use.
import fs from "fs";
import path from "path";
import { toLocalIndexUrl } from "../config";
import { createLocalIndex, serializeLocalIndex } from "../local";
import type { SynonymGroups } from "../language";
import type { SearchRecord } from "../types";

/** Builds and writes the index; returns the file and its size for the build log. */
export function writeLocalIndexFile(
  records: readonly SearchRecord[],
  publicDir: string,
  folder: string,
  indexName: string,
  synonyms: SynonymGroups,
): { file: string; bytes: number } {
  const json = JSON.stringify(serializeLocalIndex(createLocalIndex(records, indexName, synonyms)));
  const file = path.join(publicDir, ...toLocalIndexUrl(folder, indexName).split("/").filter(Boolean));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, json);
  return { file, bytes: Buffer.byteLength(json) };
}
