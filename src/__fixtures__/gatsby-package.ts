// Where the project and the Gatsby it runs are, for tests that hold a bundling workaround against Gatsby's own files.
import fs from "fs";
import path from "path";

/** The project's root folder. */
export const ROOT = path.resolve(__dirname, "..", "..");

/** The folder of the installed Gatsby package. */
export const GATSBY_DIR = path.dirname(require.resolve("gatsby/package.json", { paths: [ROOT] }));

/** A file's text. */
export const read = (file: string): string => fs.readFileSync(file, "utf8");
