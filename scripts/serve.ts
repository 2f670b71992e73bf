// `npm run serve`: serves the production build in public/ on 127.0.0.1 (port from --port, default 9000).
import path from "path";
import { createStaticServer } from "../src/server/static-server";

const portIndex = process.argv.indexOf("--port");
const port = Number(portIndex === -1 ? (process.env.PORT ?? 9000) : process.argv[portIndex + 1]);
const host = process.env.HOST ?? "127.0.0.1";
const server = createStaticServer(path.join(__dirname, "..", "public"));
server.listen(port, host, () => {
  console.log(`Cloudloop Knowledgebase is served on http://localhost:${port} (press Ctrl+C to stop)`);
});
const stop = (): void => {
  server.close(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
