// bench:notify's push service, a process of its own: answers every push 201 as a push service takes
// one, without decrypting (src/server/test/push-service.ts decrypts; here only the sender is measured).
import { createServer } from "node:http";

const port = Number(process.env.PORT ?? 0);
const server = createServer((request, response) => {
  request.resume();
  request.on("end", () => response.writeHead(201, { location: "/message/1", "content-length": "0" }).end());
});
server.keepAliveTimeout = 60_000;
server.listen(port, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : port });
});
process.on("disconnect", () => server.close(() => process.exit(0)));
