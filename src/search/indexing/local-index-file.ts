// Writes the pre-built local index into public/ after the build: the base where the browser fetches it on first use,
// and the fragments beside it, each named by a hash of its content so they can be cached for good.
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { toLocalIndexUrl } from "../config";
import { createLocalIndex, toIndexFragmentsFolder, type IndexFiles } from "../local";
import type { FragmentNamer } from "../local/index-file";
import { serializeLocalIndex } from "./index-files";
import type { SynonymGroups } from "../language";
import type { SearchRecord } from "../types";

/**
 * A fragment's file name: its kind, key and the start of its content's SHA-256. Page names are listed in the base once
 * per page, so theirs is shorter: it only has to differ from the same page's earlier versions.
 */
export const nameByContent: FragmentNamer = (kind, key, json) =>
  `${kind}-${key}-${crypto
    .createHash("sha256")
    .update(json)
    .digest("hex")
    .slice(0, kind === "page" ? 8 : 16)}.json`;

export type WrittenIndexFiles = {
  readonly file: string;
  readonly bytes: number;
  readonly fragments: number;
  readonly fragmentBytes: number;
};

/** Serialises the index of these records into its base and fragments (content-named). */
export function buildLocalIndexFiles(
  records: readonly SearchRecord[],
  indexName: string,
  synonyms: SynonymGroups,
): IndexFiles {
  return serializeLocalIndex(createLocalIndex(records, indexName, synonyms), nameByContent);
}

/** Builds and writes the index (removing the fragments of an earlier build); returns the base file and the sizes. */
export function writeLocalIndexFile(
  records: readonly SearchRecord[],
  publicDir: string,
  folder: string,
  indexName: string,
  synonyms: SynonymGroups,
): WrittenIndexFiles {
  const { base, fragments } = buildLocalIndexFiles(records, indexName, synonyms);
  const url = toLocalIndexUrl(folder, indexName);
  const file = path.join(publicDir, ...url.split("/").filter(Boolean));
  const fragmentsDir = path.join(publicDir, ...toIndexFragmentsFolder(url).split("/").filter(Boolean));
  fs.rmSync(fragmentsDir, { recursive: true, force: true });
  fs.mkdirSync(fragmentsDir, { recursive: true });
  let fragmentBytes = 0;
  for (const fragment of fragments) {
    fs.writeFileSync(path.join(fragmentsDir, fragment.name), fragment.json);
    fragmentBytes += Buffer.byteLength(fragment.json);
  }
  const json = JSON.stringify(base);
  fs.writeFileSync(file, json);
  return { file, bytes: Buffer.byteLength(json), fragments: fragments.length, fragmentBytes };
}
