/** The Express questions of the built-in bank. */
import type { BankQuestion } from "../types.ts"

export const questions: ReadonlyArray<BankQuestion> = [
  {
    id: "express-001",
    topic: "express",
    difficulty: "easy",
    kind: "concept",
    text: "What is Express, and what does it add on top of Node's built-in http module?",
    talkingPoints: [
      { point: "Express is a minimal, unopinionated web framework built on Node's http module.",
        cues: [["minimal", "unopinionated", "lightweight", "thin layer"]] },
      { point: "It adds routing by HTTP method and path, including route parameters.",
        cues: [["routing", "route", "routed", "router"], ["method", "path", "parameter"]] },
      { point: "Its core idea is a middleware pipeline that runs functions in order for each request.",
        cues: [["middleware", "pipeline", "chain of functions"]] },
      { point: "It provides request and response helpers such as req.params, res.status and res.json.",
        cues: [["res.json", "res.send", "res.status", "req.params", "req.query", "helper", "convenience"]] },
      { point: "Structure, validation, database access and auth are left to you and separate packages.",
        cues: [["structure", "structures", "separate package", "separate packages", "up to you", "third party", "yourself"]] }
    ],
    modelAnswer: "Express is a minimal, unopinionated web framework that sits on top of Node's http module. The raw module gives you a request and a response stream and leaves everything else to you, while Express adds routing, so you register handlers by HTTP method and path, with parameters like a user id. Its core idea is a middleware pipeline: functions that run in order for each request, which is how you add logging, parsing, authentication and error handling. It also adds convenience helpers such as req.params, req.query, res.status, res.json and res.redirect, which handle headers and serialisation for you. What it deliberately leaves out is structure, validation, database access and auth; you choose separate packages and organise the project yourself, which is both its strength and its weakness.",
    tags: ["fundamentals", "routing", "middleware"]
  },
  {
    id: "express-002",
    topic: "express",
    difficulty: "easy",
    kind: "concept",
    text: "What is middleware in Express, and why does the order in which you register it matter?",
    talkingPoints: [
      { point: "Middleware is a function that receives the request, the response and next during the request-response cycle.",
        cues: [["next", "request response cycle", "request response cycles", "request-response cycle", "request-response cycles"]] },
      { point: "It can read or modify req and res and either end the response or call next to pass control on.",
        cues: [["end the response", "send a response", "short circuit", "modify", "attach", "pass control"]] },
      { point: "If it neither responds nor calls next, the request hangs.",
        cues: [["hang", "stuck", "times out", "time out", "never respond"]] },
      { point: "Middleware runs in registration order, so parsers and auth come before routes and error handlers last.",
        cues: [["order"], ["before", "last", "after", "first"]] },
      { point: "There are built-in, third-party, router-level and error-handling middleware.",
        cues: [["express.json", "express.static", "third party", "router level", "cors", "helmet", "morgan"]] }
    ],
    modelAnswer: "Middleware is a function that receives the request, the response and a next function, and runs as part of the request-response cycle. Each one can read or modify req and res, for example attaching the authenticated user, and then either end the response itself or call next to pass control to the following function. If it does neither, the request just hangs until the client times out. Express runs middleware in the order it was registered, so order is behaviour: body parsers and authentication must be registered before the routes that rely on them, and error-handling middleware goes last. Common examples are the built-in express.json and express.static, third-party ones like cors, helmet and morgan, and router-level middleware that applies only to one group of routes.",
    tags: ["middleware", "fundamentals"]
  },
  {
    id: "express-003",
    topic: "express",
    difficulty: "easy",
    kind: "concept",
    text: "How do you read route parameters, query strings and the request body in Express?",
    talkingPoints: [
      { point: "Named path segments such as a user id end up in req.params.",
        cues: [["req.params", "route param", "route parameter", "path param", "path parameter"]] },
      { point: "The query string after the question mark is parsed into req.query.",
        cues: [["req.query", "query string", "query param"]] },
      { point: "req.body is only filled after a body parser such as express.json or express.urlencoded runs.",
        cues: [["req.body", "body"], ["express.json", "urlencoded", "parser", "parsing"]] },
      { point: "All values are strings or untrusted client data, so convert and validate them.",
        cues: [["string", "validate", "untrusted", "convert", "schema"]] },
      { point: "By convention params identify a resource, query strings filter, sort and paginate, and the body carries data to create or update.",
        cues: [["filter", "sort", "paginate", "identify", "creating", "updating"]] }
    ],
    modelAnswer: "Route parameters are named segments in the path, so a route defined as users slash colon id puts the matched value in req.params as id. The query string, the part after the question mark, is parsed into req.query, for example a page number. The request body is different: Express only fills req.body after a body-parsing middleware runs, such as express.json for JSON or express.urlencoded for form posts; without it req.body is undefined. Everything arrives as strings or arbitrary client data, so I convert types and validate them with a schema before use. As a convention, params identify a specific resource, query strings filter, sort and paginate, and the body carries the data for creating or updating.",
    tags: ["routing", "requests", "fundamentals"]
  },
  {
    id: "express-004",
    topic: "express",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between app.use and app.get in Express?",
    talkingPoints: [
      { point: "app.get registers a handler only for GET requests matching the route path.",
        cues: [["app.get"], ["get request", "only get", "exact", "method"]] },
      { point: "app.use registers middleware that runs for every HTTP method.",
        cues: [["app.use"], ["every http method", "every method", "all method", "any method", "every request"]] },
      { point: "app.use matches by path prefix and strips the mount path from req.path, exposing it as req.baseUrl.",
        cues: [["prefix", "mount path", "baseurl", "starts with"]] },
      { point: "Use app.use for cross-cutting middleware and mounting routers, and method functions for endpoints.",
        cues: [["router", "endpoint", "cross cutting"]] }
    ],
    modelAnswer: "app.get registers a route handler that runs only for GET requests whose path matches the route exactly, apart from parameters. app.use registers middleware that runs for every HTTP method, GET, POST, DELETE and so on. The path matching also differs: app.use matches by prefix, so middleware mounted at /api runs for /api/users and /api/orders, and inside it req.path has the mount prefix stripped, with the prefix available in req.baseUrl. If you give app.use no path it runs for every request. So I use app.use for cross-cutting middleware such as parsers and logging and for mounting a router, and app.get, app.post and the other method functions for the actual endpoints.",
    tags: ["routing", "middleware"]
  },
  {
    id: "express-005",
    topic: "express",
    difficulty: "easy",
    kind: "concept",
    text: "What is express.Router, and how does it help organise an application?",
    talkingPoints: [
      { point: "A Router is a mini application with its own routes and middleware.",
        cues: [["mini application", "mini app", "mini-app", "isolated", "own routes"]] },
      { point: "You mount it at a path prefix with app.use.",
        cues: [["mount", "mounted", "app.use"], ["prefix", "path"]] },
      { point: "Routes can be grouped by resource or feature in separate files.",
        cues: [["separate file", "by resource", "by feature", "group"]] },
      { point: "Middleware on a router applies only to its routes, such as auth for admin routes.",
        cues: [["only to", "admin", "scoped", "just the"]] },
      { point: "Routers can be nested, use mergeParams for parent params, and help version an API.",
        cues: [["nest", "mergeparams", "version", "v1"]] }
    ],
    modelAnswer: "express.Router creates a mini application: an isolated object with its own routes and middleware but no server of its own. You define routes on it, export it from its own file, and mount it at a path prefix with app.use, for example the users router at /api/users, so inside it the paths are just slash and slash colon id. That lets you group routes by resource or feature in separate files instead of one huge app file. Middleware attached to a router applies only to its routes, which is handy for putting authentication on just the admin routes. Routers can also be nested, with mergeParams exposing parent parameters, and mounting the same routers under /v1 and /v2 is a simple way to version an API.",
    tags: ["routing", "architecture"]
  },
  {
    id: "express-006",
    topic: "express",
    difficulty: "easy",
    kind: "concept",
    text: "How do you serve static files with Express, and what would you change for production?",
    talkingPoints: [
      { point: "The built-in express.static middleware maps request paths to files in a folder.",
        cues: [["express.static", "static middleware", "serve-static", "serve static"]] },
      { point: "It handles content types, ETag and Last-Modified headers and range requests.",
        cues: [["etag", "last modified", "last-modified", "range request", "content type"]] },
      { point: "It refuses paths outside the root folder and ignores dotfiles, but the folder should hold only public files.",
        cues: [["root folder", "dotfile", "dotfiles", "traversal", "public file"]] },
      { point: "In production, hashed filenames get long cache lifetimes through maxAge or immutable Cache-Control.",
        cues: [["maxage", "max age", "cache control", "cache-control", "immutable", "content hash"]] },
      { point: "A CDN or reverse proxy like nginx should serve static assets so Node handles dynamic requests.",
        cues: [["cdn", "nginx", "reverse proxy"]] }
    ],
    modelAnswer: "You add the built-in express.static middleware pointing at a folder, often mounted at a prefix like /assets, and Express maps request paths to files inside it. It handles the details for you: content types, ETag and Last-Modified headers for conditional requests, and range requests. It also refuses paths that try to escape the root folder and ignores dotfiles by default, but I still make sure the folder contains only public files. For production I set a long maxAge or immutable Cache-Control on assets whose filenames contain a content hash, so browsers cache them and a new build changes the name. And for real traffic I put a CDN or a reverse proxy such as nginx in front to serve static files, which keeps the Node process free for dynamic requests.",
    tags: ["static-files", "performance", "caching"]
  },
  {
    id: "express-007",
    topic: "express",
    difficulty: "easy",
    kind: "concept",
    text: "What are the common ways to send a response in Express, and what causes the error saying headers cannot be set after they are sent?",
    talkingPoints: [
      { point: "Helpers include res.send, res.json, res.status, res.redirect, res.sendFile and res.end.",
        cues: [["res.send", "res.json", "res.status", "res.redirect", "res.sendfile", "res.end"]] },
      { point: "res.status is chainable, so you set proper codes like 201 or 404 alongside the body.",
        cues: [["chainable", "chain", "201", "404", "status code"]] },
      { point: "Every request must get exactly one response.",
        cues: [["exactly one", "one response", "only once", "single response"]] },
      { point: "The error means the code responded a second time, for example a missing return after res.send or calling next after responding.",
        cues: [["second time", "twice", "missing return", "without a return", "fell through"]] },
      { point: "Return right after responding, and check res.headersSent in error handlers.",
        cues: [["headerssent", "headers sent", "return right after", "return after"]] }
    ],
    modelAnswer: "The main helpers are res.send for strings, buffers or objects, res.json, which serialises a value and sets the JSON content type, res.status to set the status code, res.redirect, res.sendFile for files and res.end for an empty body. res.status is chainable, so you set a 201 after creating something or a 404 with an error body in one expression. The rule is that every request gets exactly one response. The error saying headers cannot be set after they are sent means code tried to respond a second time, typically because a handler called res.send inside an if block without a return and then fell through to another send, or called next after already responding. The fix is to return right after responding, and in error handlers to check headersSent and delegate to the default handler if a response has already started.",
    tags: ["responses", "debugging", "fundamentals"]
  },
  {
    id: "express-008",
    topic: "express",
    difficulty: "easy",
    kind: "concept",
    text: "How does error-handling middleware work in Express?",
    talkingPoints: [
      { point: "Error handlers are middleware with four arguments, err, req, res and next, recognised by their arity.",
        cues: [["four argument", "four parameter", "4 argument", "4 parameter", "arity"]] },
      { point: "A synchronous throw or next called with an error makes Express skip regular middleware and jump to the error handler.",
        cues: [["next with an error", "next err", "next(err)", "skip", "jump"]] },
      { point: "Error handlers are registered last, after all routes.",
        cues: [["last", "after all", "after the route"]] },
      { point: "A central handler logs the error, maps it to a status code and returns a consistent body without leaking stack traces.",
        cues: [["stack trace", "generic message", "leak", "internal detail", "consistent"]] },
      { point: "Custom error classes carry status codes, and a catch-all before the error handler returns 404 for unknown routes.",
        cues: [["404", "not found", "custom error", "error class"]] }
    ],
    modelAnswer: "Error-handling middleware is a normal middleware function with four arguments, err, req, res and next, and Express recognises it purely by that arity. When a route throws synchronously, or code calls next with an error, Express skips all remaining regular middleware and jumps to the next error handler. Because of that, you register error handlers last, after all the routes. A good central handler logs the error with request context, maps it to a status code, for example using a custom error class that carries a status, and returns a consistent JSON body. In production it sends a generic message and never leaks stack traces or internal details. Just before it, I usually add a catch-all handler that returns a 404 for unmatched routes.",
    tags: ["error-handling", "middleware"]
  },
  {
    id: "express-009",
    topic: "express",
    difficulty: "easy",
    kind: "concept",
    text: "What is CORS, and how do you configure it for an Express API?",
    talkingPoints: [
      { point: "CORS is a browser rule that blocks reading cross-origin responses unless the server opts in with Access-Control headers.",
        cues: [["browser"], ["origin", "cross origin", "access control", "different domain"]] },
      { point: "Non-simple requests trigger an OPTIONS preflight first.",
        cues: [["preflight", "options request", "options"]] },
      { point: "Use the cors middleware with an explicit allowlist of origins, methods and headers.",
        cues: [["allowlist", "whitelist", "allow list", "specific origins", "list of origins"]] },
      { point: "With cookies you enable credentials, and then the origin must be specific rather than a wildcard.",
        cues: [["credential", "cookie"], ["wildcard", "specific origin", "exact origin"]] },
      { point: "CORS only constrains browsers, so it is no substitute for authentication.",
        cues: [["curl", "postman", "non browser", "another server", "not a substitute", "no substitute"]] }
    ],
    modelAnswer: "CORS, cross-origin resource sharing, is a browser rule: a page from one origin cannot read responses from another origin unless that server opts in with Access-Control-Allow headers. For anything beyond simple requests, such as JSON bodies, custom headers like Authorization, or PUT and DELETE, the browser first sends an OPTIONS preflight to ask permission. In Express I use the cors middleware configured with an explicit allowlist of origins, plus the allowed methods and headers, rather than reflecting every origin. If the frontend sends cookies, I enable credentials, and then the allowed origin must be a specific origin, never a wildcard. It is worth remembering that CORS only constrains browsers; curl or another server can still call the API, so it is no substitute for authentication.",
    tags: ["cors", "security", "http"]
  },
  {
    id: "express-010",
    topic: "express",
    difficulty: "easy",
    kind: "concept",
    text: "What does setting NODE_ENV to production change for an Express app?",
    talkingPoints: [
      { point: "Express caches compiled view templates.",
        cues: [["template", "view"], ["cache", "caches", "cached", "caching"]] },
      { point: "The default error handler stops sending stack traces to clients.",
        cues: [["stack trace", "stack traces"], ["stop", "hide", "no longer", "omit", "not"]] },
      { point: "Many libraries skip development-only checks and verbose logging, improving performance.",
        cues: [["performance", "faster", "debug output", "verbose"]] },
      { point: "npm skips devDependencies on install in production mode.",
        cues: [["devdependencies", "dev dependencies", "omit dev"]] },
      { point: "Set it on every deployed environment including staging, and use separate variables for app-specific settings.",
        cues: [["staging", "separate variable", "own variable", "app specific"]] }
    ],
    modelAnswer: "In Express itself, production mode turns on caching of compiled view templates. The default error handler also stops sending stack traces to clients and returns a plain message. Many libraries check the same variable and skip development-only work such as extra validation, debug output or verbose logging, so performance improves noticeably. npm also omits devDependencies on install when NODE_ENV is production, which is what you want in a production image but can break a build step that needs a compiler. I set NODE_ENV to production on every deployed environment, including staging, and I use separate variables for app-specific settings like which database to use, rather than overloading NODE_ENV.",
    tags: ["configuration", "performance", "deployment"]
  },
  {
    id: "express-011",
    topic: "express",
    difficulty: "medium",
    kind: "concept",
    text: "How do Express 4 and Express 5 differ in handling errors thrown from async route handlers?",
    talkingPoints: [
      { point: "Express 4 ignores the returned promise, so a rejection never reaches the error middleware and the request hangs.",
        cues: [["express 4", "version 4"], ["hang", "unhandled", "ignore", "not caught", "never reach"]] },
      { point: "In Express 4 you use try and catch with next, an asyncHandler wrapper, or the express-async-errors package.",
        cues: [["wrapper", "asynchandler", "async handler", "express-async-errors", "try and catch"]] },
      { point: "Express 5 automatically forwards rejected promises from handlers and middleware to the error handler.",
        cues: [["express 5", "version 5"], ["automatically", "automatic", "forward", "natively"]] },
      { point: "Errors thrown in callbacks outside the promise chain, like timers or event listeners, still need next explicitly.",
        cues: [["callback", "settimeout", "event listener", "outside the promise"]] }
    ],
    modelAnswer: "In Express 4 the router ignores the promise an async handler returns, so if it rejects, nothing calls the error middleware: the request hangs until it times out and Node reports an unhandled rejection, which can crash the process. The workarounds in version 4 were wrapping each handler's body in try and catch and calling next with the error, a small asyncHandler wrapper that adds a catch forwarding to next, or the express-async-errors package that patches the router. Express 5 handles this natively: when a handler or middleware returns a rejected promise, Express automatically forwards the rejection reason to the error-handling middleware, so you can simply throw inside async functions. One catch remains in both versions: errors thrown inside callbacks outside the promise chain, such as a setTimeout or event listener, still need to be passed to next explicitly.",
    tags: ["error-handling", "async", "express-5"]
  },
  {
    id: "express-012",
    topic: "express",
    difficulty: "medium",
    kind: "concept",
    text: "How would you implement authentication in an Express API, and how do sessions compare with JWTs?",
    talkingPoints: [
      { point: "With sessions the server stores session data, for example in Redis, and the browser holds only a session ID cookie.",
        cues: [["session"], ["cookie", "session id", "redis", "store", "stored"]] },
      { point: "With JWTs the server issues a signed token with claims that middleware verifies without a lookup, keeping services stateless.",
        cues: [["jwt", "json web token", "token"], ["signed", "signature", "stateless", "claims", "verif"]] },
      { point: "Sessions are easy to revoke, while JWTs stay valid until expiry, so access tokens are short-lived with revocable refresh tokens.",
        cues: [["revoke", "revocation", "expire", "expired", "expiry", "refresh token", "short lived"]] },
      { point: "Cookies should be httpOnly, Secure and SameSite, and tokens should not sit in localStorage where XSS can read them.",
        cues: [["httponly", "http only", "samesite", "same site", "localstorage", "xss", "csrf"]] },
      { point: "Hash passwords with bcrypt or argon2, or delegate login to an identity provider with OAuth.",
        cues: [["bcrypt", "argon2", "hash", "passport", "oauth", "identity provider", "openid"]] }
    ],
    modelAnswer: "I put authentication in middleware that runs before protected routes and attaches the user to req. With sessions, the server keeps session data in a store such as Redis using express-session, and the browser only holds a random session ID in a cookie. With JWTs, the server issues a signed token containing claims, and middleware verifies the signature on each request without a database lookup, which keeps services stateless. The trade-off is revocation: deleting a session logs someone out instantly, whereas a JWT stays valid until it expires, so you keep access tokens short-lived and pair them with a refresh token you can revoke. Either way, cookies should be httpOnly, Secure and SameSite, and I avoid keeping tokens in localStorage where XSS can steal them. Passwords are hashed with bcrypt or argon2, and often it is better to delegate login to an identity provider using OAuth and OpenID Connect.",
    tags: ["authentication", "security", "sessions"]
  },
  {
    id: "express-013",
    topic: "express",
    difficulty: "medium",
    kind: "concept",
    text: "How do you validate incoming request data in an Express application?",
    talkingPoints: [
      { point: "Treat body, params, query and headers as untrusted and validate them before business logic.",
        cues: [["untrusted", "never trust", "client input", "user input"]] },
      { point: "Use a schema library such as Zod, Joi or express-validator inside a reusable middleware.",
        cues: [["zod", "joi", "express-validator", "yup", "ajv", "schema"]] },
      { point: "Invalid input gets a 400 or 422 response with field-level messages.",
        cues: [["400", "422", "bad request", "unprocessable"]] },
      { point: "Replace raw values with the parsed output so types are coerced, unknown fields stripped and handlers typed.",
        cues: [["coerce", "coerced", "stripped", "unknown field", "typescript type", "parsed output"]] },
      { point: "Limit body size and reject unexpected content types.",
        cues: [["size limit", "limit", "content type"]] }
    ],
    modelAnswer: "I treat everything from the client as untrusted, including the body, route params, query string and headers, and validate it at the edge before any business logic runs. The cleanest approach is a schema library such as Zod, Joi or express-validator, wrapped in a small middleware that takes a schema for each part of the request. If validation fails, the middleware responds with 400 Bad Request and a list of field-level messages the client can show. If it passes, I replace the raw values with the parsed output, so types are coerced, for example a page query string becomes a number, unknown fields are stripped, and with Zod the handler gets TypeScript types for free. I also set a size limit on express.json and reject unexpected content types, so oversized or malformed payloads never reach the handlers.",
    tags: ["validation", "security", "middleware"]
  },
  {
    id: "express-014",
    topic: "express",
    difficulty: "medium",
    kind: "concept",
    text: "What would you do to harden the security of an Express application?",
    talkingPoints: [
      { point: "Use helmet for security headers like CSP and HSTS, and disable x-powered-by.",
        cues: [["helmet", "security header", "content security policy", "hsts", "x-powered-by"]] },
      { point: "Rate limit login and sensitive endpoints to slow brute force attacks.",
        cues: [["rate limit", "brute force", "throttle", "throttled", "express-rate-limit"]] },
      { point: "Validate input, limit body sizes and use parameterized queries against injection.",
        cues: [["validate", "validated", "validation", "parameterized", "injection"]] },
      { point: "Cookie-based auth needs httpOnly, Secure and SameSite cookies plus CSRF protection.",
        cues: [["csrf", "httponly", "samesite"]] },
      { point: "Serve over HTTPS and configure trust proxy correctly behind a load balancer.",
        cues: [["https", "tls", "trust proxy"]] },
      { point: "Never expose stack traces and keep dependencies audited and updated.",
        cues: [["stack trace", "audit", "up to date", "dependencies"]] }
    ],
    modelAnswer: "I start with helmet, which sets security headers such as a Content Security Policy, HSTS and X-Content-Type-Options, and I disable the x-powered-by header so the stack is not advertised. I add rate limiting, for example with express-rate-limit backed by Redis, especially on login and password reset to slow down brute force attacks. Every input is validated against a schema, body parsers get size limits, and database access uses parameterized queries to prevent injection. If authentication uses cookies, they are httpOnly, Secure and SameSite, with CSRF protection for state-changing requests. The app runs behind HTTPS, and when it sits behind a load balancer I configure trust proxy correctly so req.ip and secure cookies work. Finally, error responses never include stack traces, and dependencies are audited and kept up to date.",
    tags: ["security", "middleware"]
  },
  {
    id: "express-015",
    topic: "express",
    difficulty: "medium",
    kind: "coding",
    text: "How would you write a custom Express middleware that logs each request's method, path, status code and duration?",
    talkingPoints: [
      { point: "It is a function of req, res and next registered early with app.use.",
        cues: [["app.use", "before the routes", "early", "register it first"]] },
      { point: "It records a high-resolution start time.",
        cues: [["hrtime", "performance.now", "start time", "date.now", "timestamp"]] },
      { point: "Status and duration are known only at the end, so it listens for the response's finish event.",
        cues: [["finish", "close event", "res.on"]] },
      { point: "It calls next immediately so the request continues.",
        cues: [["next"], ["right away", "immediately", "continue", "without waiting"]] },
      { point: "In real projects log structured JSON with a request ID, often via pino-http or morgan.",
        cues: [["pino", "morgan", "structured", "json", "request id"]] }
    ],
    modelAnswer: "The middleware is a function taking req, res and next, and I register it with app.use before the routes so it sees every request. At the start it records a high-resolution start time with process.hrtime.bigint or performance.now. The status code and duration are only known once the response is done, so it attaches a listener to the response's finish event, and also close to catch aborted connections. In that listener it computes the elapsed milliseconds and logs the method, the original URL, the status code and the duration. Crucially, the middleware calls next right away, without waiting, so the request continues to the routes. In real projects I log structured JSON with a request ID using pino, and usually reach for pino-http or morgan instead of maintaining my own.",
    tags: ["middleware", "logging"]
  },
  {
    id: "express-016",
    topic: "express",
    difficulty: "medium",
    kind: "design",
    text: "How would you structure a larger Express codebase so that it stays maintainable?",
    talkingPoints: [
      { point: "Use layers: routes, controllers for HTTP concerns, services for business logic, repositories for data access.",
        cues: [["controller", "service", "repository", "layer"]] },
      { point: "Keep req and res out of services so business logic is framework agnostic and testable.",
        cues: [["framework agnostic", "never see req", "independent of express", "without http", "testable"]] },
      { point: "Organise folders by feature rather than by technical type.",
        cues: [["by feature", "feature folder", "by domain", "per feature"]] },
      { point: "Build the app in a factory separate from the file that calls listen, and set up config, logging and error handling once.",
        cues: [["app factory", "listen", "createapp"]] },
      { point: "Pass dependencies into factories, a simple dependency injection that eases testing.",
        cues: [["dependency injection", "inject", "passed into", "pass in"]] }
    ],
    modelAnswer: "I use layers with clear jobs. Routes map URLs to controllers; controllers deal with HTTP, reading and validating the request and shaping the response; services hold the business logic; and repositories handle data access. The important rule is that services never see req or res, so business logic stays framework agnostic, reusable from a queue worker, and testable without HTTP. I organise folders by feature, such as users, orders and billing, each with its own router, controller, service and tests, rather than one giant controllers folder. The Express app is built in an app factory that is separate from the file that calls listen, which lets tests import the app directly, and configuration, logging and the error handler are set up once there. Dependencies like the database client are passed into factories, a simple form of dependency injection that makes swapping in fakes for tests easy.",
    tags: ["architecture", "maintainability"]
  },
  {
    id: "express-017",
    topic: "express",
    difficulty: "medium",
    kind: "concept",
    text: "How do you test an Express API?",
    talkingPoints: [
      { point: "Export the app separately from the code that calls listen, so tests need no open port.",
        cues: [["listen", "without starting", "export the app", "open a port"]] },
      { point: "Use Supertest to send HTTP requests into the app and assert on status, headers and body.",
        cues: [["supertest", "super test", "http assertion"]] },
      { point: "Unit test business logic in isolation with dependencies mocked.",
        cues: [["unit test", "in isolation", "mock", "fake"]] },
      { point: "Run integration tests against a real test database and stub external APIs with nock or MSW.",
        cues: [["test database", "testcontainers", "docker", "real database", "nock", "msw"]] },
      { point: "Cover unhappy paths such as validation errors, auth failures, 404 and 500 responses.",
        cues: [["unhappy", "error path", "401", "404", "500", "failure", "failures"]] }
    ],
    modelAnswer: "First, I make sure the app is exported from a module that does not call listen, so tests can use it without opening a port. For endpoint tests I use Supertest with Vitest, Jest or the Node test runner: it sends real HTTP requests into the app and lets me assert on the status code, headers and JSON body. Pure business logic in services gets fast unit tests in isolation, with its dependencies mocked or faked. For integration tests I run a real test database, for example Postgres in Docker through Testcontainers, reset it between tests, and stub external HTTP APIs with nock or MSW so tests are deterministic. I deliberately cover the unhappy paths too: validation failures returning 400, missing or invalid auth returning 401, unknown routes returning 404, and the error handler's 500 response.",
    tags: ["testing", "tooling"]
  },
  {
    id: "express-018",
    topic: "express",
    difficulty: "medium",
    kind: "concept",
    text: "How would you handle file uploads in an Express application?",
    talkingPoints: [
      { point: "Express does not parse multipart form data, so use middleware like multer or busboy.",
        cues: [["multer", "busboy", "formidable", "multipart"]] },
      { point: "Set limits on file size and number of files.",
        cues: [["file size", "size limit", "limit", "max size"]] },
      { point: "Validate the type from the file's magic bytes rather than the extension or client MIME type.",
        cues: [["magic byte", "magic number", "mime", "extension", "file type"]] },
      { point: "Stream large uploads to object storage like S3, or use pre-signed URLs for direct upload.",
        cues: [["s3", "object storage", "pre-signed", "presigned", "signed url", "stream"]] },
      { point: "Generate your own file names, store outside public folders and scan untrusted files for malware.",
        cues: [["random name", "uuid", "generate", "malware", "virus", "scan"]] }
    ],
    modelAnswer: "Express's JSON and URL-encoded parsers do not handle multipart form data, so I use middleware such as multer, or busboy directly for full streaming control. I always set limits on file size and number of files, so a client cannot fill memory or disk. I validate the type by checking the file's magic bytes on the server rather than trusting the extension or the MIME type the client sent. Small files can be buffered, but for anything large I stream the upload straight to object storage such as S3 instead of holding it in memory, or better, give the browser a pre-signed URL so the file bypasses my server entirely. Finally, I never use the client's file name for storage; I generate a random name with a UUID, keep uploads outside any publicly served folder, and scan them for malware when the content comes from untrusted users.",
    tags: ["file-uploads", "security", "streams"]
  },
  {
    id: "express-019",
    topic: "express",
    difficulty: "medium",
    kind: "coding",
    text: "How would you implement pagination for a list endpoint in Express, and what are the trade-offs between offset and cursor pagination?",
    talkingPoints: [
      { point: "Offset pagination takes limit and offset or page parameters and maps them to LIMIT and OFFSET.",
        cues: [["offset"], ["limit", "page", "skip"]] },
      { point: "Offsets get slow on deep pages and items shift when data changes, causing duplicates or gaps.",
        cues: [["slow", "deep page", "duplicate", "shift", "miss"]] },
      { point: "Cursor or keyset pagination returns an opaque cursor for the last item and queries rows after it.",
        cues: [["cursor", "keyset"], ["last item", "next cursor", "opaque", "after"]] },
      { point: "Cursors stay fast and stable with an index but cannot jump to an arbitrary page.",
        cues: [["arbitrary page", "jump", "random page", "page number"]] },
      { point: "Validate and cap the limit and use a deterministic sort with a unique tie-breaker.",
        cues: [["cap", "maximum", "tie-breaker", "tie breaker", "deterministic", "default"]] }
    ],
    modelAnswer: "For offset pagination the client sends limit and offset, or a page number, as query parameters, and I translate them into LIMIT and OFFSET in the SQL. It is simple and lets users jump to any page, but the database still scans all skipped rows, so deep pages get slow, and if rows are inserted or deleted between requests, items shift and users see duplicates or miss some. Cursor pagination, also called keyset, sorts by a unique key such as created time plus id, returns an opaque next cursor encoding the last item seen, and the next query asks for rows after that value. With an index that stays fast at any depth and is stable while data changes, but you cannot jump straight to an arbitrary page number. In both cases I validate the parameters, default the limit to about twenty, cap it at one hundred, and use a deterministic sort with a unique tie-breaker.",
    tags: ["api-design", "pagination", "databases"]
  },
  {
    id: "express-020",
    topic: "express",
    difficulty: "medium",
    kind: "concept",
    text: "What changed in Express 5 compared with Express 4, and what do you watch for when upgrading?",
    talkingPoints: [
      { point: "Rejected promises from async handlers and middleware are forwarded to the error handler.",
        cues: [["promise", "async"], ["reject", "rejected", "error handler", "forward"]] },
      { point: "A newer path-to-regexp changes route syntax: wildcards must be named, optional parts use braces and regex characters in strings are gone.",
        cues: [["path-to-regexp", "wildcard", "splat", "route syntax", "braces", "catch-all"]] },
      { point: "Long-deprecated APIs such as app.del, req.param and lowercase res.sendfile were removed.",
        cues: [["removed", "deprecated"], ["app.del", "req.param", "sendfile", "api"]] },
      { point: "req.body is undefined without a parser, req.query is a read-only getter and urlencoded defaults to the simple parser.",
        cues: [["req.body", "req.query", "urlencoded", "getter"]] },
      { point: "Express 5 needs Node 18 or later; upgrade with tests and the official codemods.",
        cues: [["node 18", "codemod", "codemods", "test suite"]] }
    ],
    modelAnswer: "The headline change is that Express 5 forwards a rejected promise from an async handler or middleware to the error handler automatically, so the usual async wrapper can go. Route matching moved to a newer path-to-regexp, which changes the syntax: a wildcard must be named, like slash star splat, optional segments are written with braces, and regular expression characters inside path strings are no longer supported, so catch-all routes are the most common breakage. Several long-deprecated APIs were removed, including app.del, req.param and lowercase res.sendfile, and some methods were renamed to plural forms. Request handling is stricter as well: req.body stays undefined unless a body parser ran, req.query is a read-only getter, and urlencoded parsing defaults to the simple parser. Express 5 also requires Node 18 or later, so I upgrade with the test suite running and use the official codemods where they help.",
    tags: ["express-5", "migration", "routing"]
  },
  {
    id: "express-021",
    topic: "express",
    difficulty: "medium",
    kind: "concept",
    text: "How would you add logging and request correlation to an Express service?",
    talkingPoints: [
      { point: "Use a structured JSON logger such as pino instead of console.log.",
        cues: [["pino", "winston", "structured", "json logger"]] },
      { point: "Assign each request an ID, reusing an incoming X-Request-Id header or generating one, and echo it in the response.",
        cues: [["request id", "correlation id", "x-request-id", "trace id"]] },
      { point: "Bind a child logger with that ID to req or AsyncLocalStorage so every log line carries it.",
        cues: [["child logger", "asynclocalstorage", "every log line", "each log line"]] },
      { point: "Propagate the ID to downstream services and add OpenTelemetry distributed tracing.",
        cues: [["propagate", "propagates", "downstream", "opentelemetry", "distributed tracing"]] },
      { point: "Redact passwords, tokens and personal data, and ship logs to a central searchable system.",
        cues: [["redact", "redaction", "password", "personal data", "pii"]] }
    ],
    modelAnswer: "I replace console.log with a structured JSON logger such as pino, usually via pino-http, so every line is machine-readable with level, timestamp and fields. A first middleware assigns each request an ID, reusing an incoming X-Request-Id header from the load balancer if present or generating a UUID, and echoes it back in the response header so users and support can quote it. The middleware creates a child logger bound to that ID and attaches it to req, or stores it in AsyncLocalStorage so deeper code can log without passing it around, which means every log line for the request carries the same ID. When the service calls other services it propagates the ID in headers, and for a fuller picture I add OpenTelemetry distributed tracing. I also configure redaction so passwords, tokens and other personal data never end up in logs, and ship the logs to a central system where they can be searched.",
    tags: ["logging", "observability", "middleware"]
  },
  {
    id: "express-022",
    topic: "express",
    difficulty: "medium",
    kind: "coding",
    text: "How do you apply a middleware, such as an authentication check, to only some routes in Express?",
    talkingPoints: [
      { point: "Pass the middleware inline as an extra argument before the route handler.",
        cues: [["inline", "extra argument", "before the handler", "array of", "per route"]] },
      { point: "Group protected routes on a router, call router.use with the middleware and mount the router at a prefix.",
        cues: [["router.use", "router", "group"]] },
      { point: "Relying on registration order with app.use after public routes works but is fragile.",
        cues: [["order", "fragile", "wrong place"]] },
      { point: "A middleware factory like requireRole returns a configured middleware for each role.",
        cues: [["factory", "requirerole", "configured", "returns a middleware", "higher order"]] },
      { point: "The check responds 401 when unauthenticated, 403 when unauthorised, and otherwise attaches the user and calls next.",
        cues: [["401", "403", "unauthorized", "unauthenticated", "forbidden"]] }
    ],
    modelAnswer: "The most direct way is to pass the middleware inline as an extra argument before the handler, so a single route runs the auth check first, and you can pass an array of several. For a whole area of the app I create a router for the protected routes, call router.use with the auth middleware, and mount that router at a prefix like /admin, so public routes elsewhere are untouched. Relying on order, by calling app.use with auth after the public routes, also works but is fragile, because anyone adding a route in the wrong place changes its security. For roles I write a middleware factory, such as requireRole taking admin, which returns a configured middleware function. The check itself responds with 401 when the user is not authenticated, 403 when they lack permission, and otherwise attaches the user to req and calls next.",
    tags: ["middleware", "authentication", "routing"]
  },
  {
    id: "express-023",
    topic: "express",
    difficulty: "hard",
    kind: "design",
    text: "How would you run an Express API in production for good performance and reliability?",
    talkingPoints: [
      { point: "Use every core with PM2, the cluster module or several container replicas.",
        cues: [["pm2", "cluster", "replica", "replicas", "all cores", "per core"]] },
      { point: "A reverse proxy or load balancer in front terminates TLS, compresses and serves static assets, with trust proxy set.",
        cues: [["reverse proxy", "nginx", "load balancer", "terminate tls", "terminates tls"]] },
      { point: "Keep the event loop free and offload heavy work to background queues.",
        cues: [["offload", "offloaded", "background queue", "background queues", "background job", "synchronous"]] },
      { point: "Cache expensive reads in Redis, send HTTP caching headers and pool database connections.",
        cues: [["redis", "cache", "caches", "connection pool"]] },
      { point: "Add health checks, graceful shutdown, outbound timeouts and monitoring of metrics, logs and traces.",
        cues: [["health check", "graceful shutdown", "monitoring", "metric", "alert"]] }
    ],
    modelAnswer: "I run it with NODE_ENV set to production and use all cores, either with PM2 or the cluster module on a VM, or more commonly as several container replicas behind a load balancer. In front sits a reverse proxy or the platform's load balancer, which terminates TLS, handles compression and serves static assets, and I set trust proxy so Express sees the real client IP and protocol. Inside the app I keep the event loop free: no synchronous calls in handlers, and heavy work such as report generation or emails is offloaded to a background queue. I cache expensive reads in Redis, send proper HTTP caching headers, and use a connection pool for the database. For reliability every instance exposes health checks, supports graceful shutdown, sets timeouts on outbound calls, and ships metrics, structured logs and traces to a monitoring system with alerts on latency and error rates.",
    tags: ["performance", "deployment", "reliability"]
  },
  {
    id: "express-024",
    topic: "express",
    difficulty: "hard",
    kind: "design",
    text: "How would you design a REST API in Express for an orders resource, including status codes, versioning and idempotency?",
    talkingPoints: [
      { point: "Model orders as a resource collection with HTTP verbs for listing, creating, reading, updating and deleting.",
        cues: [["post", "patch", "delete", "deleted"], ["resource", "resources", "collection", "noun"]] },
      { point: "Use meaningful status codes such as 201 with Location, 204, 400 or 422, 404 and 409.",
        cues: [["201", "204", "409", "422", "status code"]] },
      { point: "Version with a URL prefix like v1, keep changes additive and reserve new versions for breaking changes.",
        cues: [["version", "v1", "versioning"]] },
      { point: "POST is not idempotent, so clients send an Idempotency-Key and retries return the stored result instead of duplicating.",
        cues: [["idempotency key", "idempotency-key", "idempotent"], ["retry", "duplicate", "stored"]] },
      { point: "Use one consistent error format and document the API with OpenAPI.",
        cues: [["openapi", "swagger", "problem details", "error format", "consistent format"]] }
    ],
    modelAnswer: "I would model orders as a resource collection: GET on /v1/orders lists with filtering and pagination, POST creates, GET with an id reads one, PATCH updates fields and DELETE cancels or removes. Status codes carry meaning: 201 with a Location header after creation, 200 for reads, 204 for a delete with no body, 400 or 422 for validation errors, 404 for unknown ids and 409 for conflicts like paying an already cancelled order. I version with a /v1 prefix mounted as its own router, keep changes additive, and only introduce v2 for breaking changes. GET, PUT and DELETE are idempotent by definition, but POST is not, so clients send an Idempotency-Key header; I store the key with the response, and a retry with the same key returns the stored result instead of creating a duplicate order. Errors use one consistent format, such as problem details JSON, and the whole API is documented with OpenAPI.",
    tags: ["api-design", "rest", "idempotency"]
  },
  {
    id: "express-025",
    topic: "express",
    difficulty: "hard",
    kind: "coding",
    text: "How would you implement rate limiting for an Express API that runs on several instances?",
    talkingPoints: [
      { point: "Identify clients by API key or user ID, or by IP with trust proxy configured correctly.",
        cues: [["api key", "user id", "ip address", "trust proxy"]] },
      { point: "Choose an algorithm: fixed window, sliding window or token bucket, each handling bursts differently.",
        cues: [["fixed window", "sliding window", "token bucket", "leaky bucket"]] },
      { point: "Counters live in a shared store like Redis with atomic increments and expiry, not in process memory.",
        cues: [["redis"], ["atomic", "incr", "expiry", "lua", "shared", "all instances"]] },
      { point: "Over-limit requests get 429 Too Many Requests with Retry-After and RateLimit headers.",
        cues: [["429", "too many requests", "retry-after", "retry after"]] },
      { point: "Use stricter limits on sensitive endpoints, decide fail-open or fail-closed, and consider the API gateway.",
        cues: [["fail open", "fail closed", "fail-open", "gateway", "stricter"]] }
    ],
    modelAnswer: "First I decide what identifies a client: an API key or user ID for authenticated traffic, and the IP address otherwise, which means configuring trust proxy so req.ip is the real client rather than the load balancer. For the algorithm, a fixed window counter is simplest but lets bursts through at window edges, a sliding window smooths that out, and a token bucket allows short bursts while enforcing an average rate. Because there are several instances, counters cannot live in process memory; they go in Redis, using an atomic INCR with an expiry or a small Lua script so concurrent requests across all instances are counted correctly. When a client exceeds its limit the middleware returns 429 Too Many Requests with a Retry-After header and the standard RateLimit headers. I apply stricter limits to login and other sensitive endpoints, decide whether to fail open or closed if Redis is unavailable, and often enforce coarse limits at the API gateway instead.",
    tags: ["rate-limiting", "security", "scaling", "redis"]
  },
  {
    id: "express-026",
    topic: "express",
    difficulty: "hard",
    kind: "concept",
    text: "How does Express process a request internally through its middleware and router stack, including next with route and the skipping of handlers on errors?",
    talkingPoints: [
      { point: "The router keeps an ordered stack of layers, each pairing a path matcher with a handler or route.",
        cues: [["stack", "layer", "ordered list"]] },
      { point: "For each request Express walks the stack in order, and next moves to the next matching layer.",
        cues: [["in order", "walk", "next matching", "one by one"]] },
      { point: "next with the string route skips the rest of the current route's handlers, and next with router leaves the router.",
        cues: [["next route", "string route", "remaining handlers", "next router"]] },
      { point: "next with an error skips regular middleware and runs only four-argument error handlers.",
        cues: [["error"], ["skip", "four argument", "error-handling middleware", "error handling middleware"]] },
      { point: "If nothing responds, the final handler sends a 404, or a 500 when an error is pending.",
        cues: [["final handler", "finalhandler", "default handler", "404", "500"]] }
    ],
    modelAnswer: "The application has a router that keeps an ordered stack of layers. Each layer pairs a path matcher with a handler: middleware added with use matches by prefix, while a route created with get or post matches the full path and has its own inner stack of handlers per method. For every request Express walks the stack in order, and each call to next moves to the next matching layer, checking path and method and extracting params. Inside a route, calling next with the string route skips the remaining handlers of that route and continues with the next matching layer, and next with router leaves the current router altogether. Calling next with an error switches modes: Express skips every regular middleware and only runs error-handling middleware with four arguments until one responds. If the stack is exhausted without a response, the built-in final handler sends a 404, or a 500 if an error is still pending.",
    tags: ["internals", "middleware", "routing"]
  },
  {
    id: "express-027",
    topic: "express",
    difficulty: "hard",
    kind: "design",
    text: "How would you add real-time features such as WebSockets or server-sent events to an Express application, and how do they scale?",
    talkingPoints: [
      { point: "Create an http server from the app and attach a WebSocket server to it, sharing one port and handling the upgrade.",
        cues: [["same server", "same port", "http server", "upgrade", "attach"]] },
      { point: "Server-sent events are simpler for one-way updates, using a held-open text/event-stream response.",
        cues: [["server sent event", "server-sent event", "sse", "event-stream", "eventsource"]] },
      { point: "Authenticate during the handshake, since Express middleware does not run for WebSocket messages.",
        cues: [["handshake", "authenticate", "session cookie", "token"]] },
      { point: "Connections live on one instance, so broadcasts need a pub/sub layer like a Redis adapter, plus sticky sessions for polling.",
        cues: [["pub/sub", "pub sub", "redis adapter", "sticky", "broadcast"]] },
      { point: "Heartbeats detect dead connections, and proxy idle timeouts must allow long-lived connections.",
        cues: [["heartbeat", "ping", "idle timeout", "keepalive"]] }
    ],
    modelAnswer: "Instead of calling app.listen, I create a Node http server from the Express app and attach a WebSocket server, such as ws or Socket.IO, to that same server, so both share one port and the WebSocket library handles the HTTP upgrade request. If updates only flow from server to client, like notifications or progress, server-sent events are simpler: a normal Express route keeps the response open with the text/event-stream content type, and the browser's EventSource reconnects automatically. Security needs attention because Express middleware does not run for WebSocket messages, so I authenticate during the handshake using the session cookie or a token, and check the origin. Scaling is the hard part: each connection lives on one instance, so to broadcast to everyone I use a pub/sub layer such as the Socket.IO Redis adapter, plus sticky sessions if long polling is enabled. I also send heartbeat pings to detect dead connections and raise idle timeouts on proxies and load balancers.",
    tags: ["real-time", "websockets", "scaling"]
  },
  {
    id: "express-028",
    topic: "express",
    difficulty: "hard",
    kind: "concept",
    text: "Which injection and input-handling attacks should an Express developer defend against, and how?",
    talkingPoints: [
      { point: "SQL injection is prevented with parameterized queries, a query builder or an ORM.",
        cues: [["sql injection", "parameterized", "parameterised", "prepared statement", "placeholder"]] },
      { point: "NoSQL injection happens when a field arrives as an object with a MongoDB operator, so check primitive types.",
        cues: [["nosql", "mongodb", "operator", "primitive type"]] },
      { point: "The extended query parser creates nested objects and arrays, causing parameter pollution; Express 5 defaults to the simple parser.",
        cues: [["extended", "parameter pollution", "query parser", "nested object"]] },
      { point: "XSS is prevented by escaping output, sanitizing user HTML and setting a Content Security Policy.",
        cues: [["xss", "cross site scripting", "escape", "sanitize", "sanitized", "content security policy"]] },
      { point: "Never pass req.body straight into updates or deep merges, avoiding mass assignment and prototype pollution.",
        cues: [["mass assignment", "prototype pollution", "allowed fields", "allowlist", "pick"]] }
    ],
    modelAnswer: "SQL injection is handled with parameterized queries or a query builder or ORM, never string concatenation. NoSQL injection is sneakier in Express: because body and query parsers can produce objects, a login field can arrive as an object with a MongoDB operator like not-equal, which matches any password, so I validate that each field has the expected primitive type. Related to that, the extended query parser turns query strings into nested objects and arrays, which causes parameter pollution bugs when code expects a string; Express 5 defaults to the simple parser, and schema validation catches the rest. For XSS, templates must escape output by default, user-supplied HTML is sanitized with a library like DOMPurify, and helmet adds a Content Security Policy. Finally, I never pass req.body straight into a model update or a deep merge, which prevents mass assignment of fields like isAdmin and prototype pollution; I pick allowed fields explicitly.",
    tags: ["security", "validation", "injection"]
  },
  {
    id: "express-029",
    topic: "express",
    difficulty: "hard",
    kind: "concept",
    text: "How does Express compare with alternatives like Fastify, Koa and NestJS, and when would you choose each?",
    talkingPoints: [
      { point: "Express is mature, familiar and has the largest middleware ecosystem, but it is minimal and slower.",
        cues: [["ecosystem", "mature", "familiar", "popular"]] },
      { point: "Fastify focuses on performance with JSON schema validation and serialization and an encapsulated plugin system.",
        cues: [["fastify"], ["performance", "faster", "schema", "plugin", "serialization"]] },
      { point: "Koa is a smaller async-first framework from the Express team with onion-model middleware and a ctx object.",
        cues: [["koa"], ["async", "onion", "ctx", "smaller"]] },
      { point: "NestJS is opinionated, with modules, dependency injection and decorators, running on Express or Fastify.",
        cues: [["nestjs", "nest"], ["opinionated", "dependency injection", "decorator", "angular"]] },
      { point: "The choice depends on team familiarity, performance needs and how much structure is wanted.",
        cues: [["depends", "team", "trade-off", "trade off"]] }
    ],
    modelAnswer: "Express is the default choice because it is mature, familiar to almost every Node developer, and has the biggest middleware ecosystem, but it is minimal, leaves structure to you and is slower than newer options. Fastify focuses on performance: it uses JSON schemas for validation and fast serialization, has an encapsulated plugin system and good TypeScript support, so I pick it for high-throughput APIs. Koa came from the original Express team; it is even smaller, built around async middleware with an onion model and a single ctx object, though its ecosystem is thinner. NestJS is an opinionated framework with modules, dependency injection and decorators, inspired by Angular, and it runs on Express or Fastify underneath, which suits large teams that want consistent structure. In the end it depends on the team: for a small service I happily use Express 5, for raw speed Fastify, and for a big enterprise codebase NestJS.",
    tags: ["frameworks", "trade-offs", "architecture"]
  },
  {
    id: "express-030",
    topic: "express",
    difficulty: "hard",
    kind: "design",
    text: "How would you add caching to an Express API, covering both HTTP caching and server-side caching?",
    talkingPoints: [
      { point: "Set Cache-Control per route: public with max-age, private for user data, no-store for sensitive responses.",
        cues: [["cache-control", "cache control", "max-age", "max age", "no-store", "no-stored", "private"]] },
      { point: "ETags and Last-Modified enable conditional requests that get a cheap 304 Not Modified.",
        cues: [["etag", "last-modified", "304", "not modified", "conditional"]] },
      { point: "A CDN or reverse proxy can cache public responses close to users.",
        cues: [["cdn", "reverse proxy", "varnish", "edge", "edges"]] },
      { point: "Use cache-aside with Redis and TTLs for expensive queries; an in-process LRU only suits small per-instance data.",
        cues: [["redis", "cache aside", "cache-aside", "memcached", "lru"]] },
      { point: "Invalidate keys on writes, keep TTLs as a safety net and protect hot keys from stampedes.",
        cues: [["invalidation", "invalidate", "invalidated", "stampede", "stampedes", "stale-while-revalidate", "stale-while-revalidated", "ttl"]] }
    ],
    modelAnswer: "At the HTTP level I set Cache-Control deliberately on each route: public with a max-age for shared data, private for user-specific responses, and no-store for sensitive ones. Express already generates weak ETags for bodies sent with res.send, so browsers can make conditional requests and receive a cheap 304 Not Modified when nothing changed; Last-Modified works similarly. Public responses can then be cached by a CDN or reverse proxy close to users, which removes load entirely. On the server, I use cache-aside with Redis for expensive queries: check the cache, otherwise query the database and store the result with a TTL. An in-process LRU is faster but each instance has its own copy, so it only suits small, rarely changing data. The hard part is invalidation: I delete or update keys when data is written, keep TTLs as a safety net, and guard hot keys against cache stampedes with locking or stale-while-revalidate.",
    tags: ["caching", "performance", "http"]
  },
  {
    id: "express-031",
    topic: "express",
    difficulty: "hard",
    kind: "concept",
    text: "What does the trust proxy setting do in Express, and what else matters when the app runs behind a load balancer?",
    talkingPoints: [
      { point: "Behind a proxy the connection comes from the proxy, which passes client details in X-Forwarded-For and X-Forwarded-Proto headers.",
        cues: [["x-forwarded-for", "x forwarded for", "forwarded header", "x-forwarded-proto"]] },
      { point: "trust proxy tells Express which hops to believe, so req.ip, req.protocol and req.secure reflect the real client.",
        cues: [["trust proxy"], ["req.ip", "req.protocol", "req.secure", "client ip", "real client"]] },
      { point: "Set it narrowly, to hop count or proxy subnet, or clients can spoof their IP and bypass rate limits.",
        cues: [["spoof", "forged", "forge", "bypass"]] },
      { point: "It matters for secure cookies, https redirects, IP rate limits and accurate logs.",
        cues: [["secure cookie", "secure cookies", "rate limit", "redirect", "log"]] },
      { point: "Node's keepAliveTimeout should exceed the load balancer's idle timeout to avoid sporadic 502 errors.",
        cues: [["keepalivetimeout", "keep alive timeout", "idle timeout", "502"]] }
    ],
    modelAnswer: "Behind a load balancer, every TCP connection to Express comes from the proxy, so without extra configuration req.ip is the proxy's address and req.protocol says http even when the user used https. Proxies pass the original details in headers like X-Forwarded-For and X-Forwarded-Proto. The trust proxy setting tells Express which hops to believe, and then req.ip, req.protocol, req.secure and req.hostname are derived from those headers. I set it narrowly, to the number of proxy hops or the proxy's subnet, rather than true, because otherwise any client can send a forged X-Forwarded-For header to spoof its IP and bypass rate limiting. Getting it right matters for secure cookies, redirects to https, IP-based rate limits and accurate logs. A related detail is timeouts: Node's keepAliveTimeout should be longer than the load balancer's idle timeout, otherwise Node closes connections the balancer still reuses and users see sporadic 502 errors.",
    tags: ["deployment", "proxies", "security"]
  }
]
