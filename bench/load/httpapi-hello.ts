/**
 * The framework's ceiling for the load bench: a "hello world" on Effect's HttpApi (the effect and
 * @effect/platform-node the product uses), one GET route answering the JSON that Rehearse's current question
 * answered (a schema that encodes it as it is), with nothing else: no middleware, no services, no store, no log.
 * Rehearse against it tells the framework's share of the gap to bare node:http from ours.
 * Run as `node bench/load/httpapi-hello.ts PORT BODY.json`.
 */
import { readFileSync } from "node:fs"
import { createServer } from "node:http"
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Effect, Layer, Schema } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"

const [port, file] = process.argv.slice(2)
const reply = JSON.parse(readFileSync(file!, "utf8")) as unknown

class Hello extends HttpApiGroup.make("hello").add(
  HttpApiEndpoint.get("question", "/api/interview/question/:id", { success: Schema.Unknown })
) {}
class Api extends HttpApi.make("hello").add(Hello) {}

const handlers = HttpApiBuilder.group(Api, "hello", (h) => h.handle("question", () => Effect.succeed(reply)))
const app = HttpApiBuilder.layer(Api).pipe(Layer.provide(handlers))

const ready = Layer.effectDiscard(Effect.sync(() => process.stdout.write("ready\n")))

HttpRouter.serve(app, { disableLogger: true, disableListenLog: true }).pipe(
  Layer.provide(ready),
  Layer.provideMerge(NodeHttpServer.layer(() => createServer(), { port: Number(port), host: "127.0.0.1" })),
  Layer.launch,
  NodeRuntime.runMain
)
