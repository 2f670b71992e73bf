// Reads the editors' synonym table (one file for the local index and the Algolia push) and checks its shape.
import fs from "fs";
import path from "path";
import type { SynonymGroups } from "../language";

/** Where editors keep the synonyms, from the project root. */
export const SYNONYMS_FILE = "content/search-synonyms.json";

/** Throws, naming the file and the group, when the table is not a list of groups of two or more distinct terms. */
export function parseSynonyms(text: string, file: string): SynonymGroups {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const groups = (data as { groups?: unknown } | null)?.groups;
  if (!Array.isArray(groups)) throw new Error(`${file}: expected an object with a "groups" list`);
  return groups.map((group: unknown, index) => {
    const where = `${file}: group ${index + 1}`;
    if (!Array.isArray(group) || group.length < 2) throw new Error(`${where} must list at least two terms`);
    const terms = group.map((term: unknown) => {
      if (typeof term !== "string" || !/[\p{L}\p{N}]/u.test(term))
        throw new Error(`${where} has a term that is not a word or phrase: ${JSON.stringify(term)}`);
      return term.trim();
    });
    if (new Set(terms.map((term) => term.toLowerCase())).size !== terms.length)
      throw new Error(`${where} repeats a term`);
    return terms;
  });
}

export function readSynonyms(projectRoot: string): SynonymGroups {
  const file = path.join(projectRoot, SYNONYMS_FILE);
  return parseSynonyms(fs.readFileSync(file, "utf8"), SYNONYMS_FILE);
}
