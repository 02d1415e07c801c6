/** The interviewer's follow-up prompts for the express questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "express-001": [
    "What does Express actually sit on, and how much does it force on you about project layout?",
    "How would you tell plain Node apart from Express when a GET and a DELETE hit the same URL?",
    "What is the central mechanism a request passes through in Express, from arrival to response?",
    "Which conveniences on req and res save you from writing raw headers and JSON strings yourself?",
    "Where would you turn for things like database access or login, since Express does not ship them?"
  ],
  "express-002": [
    "What arguments does an Express middleware function receive, and what is the third one for?",
    "Once a middleware has run its logic, what are its two options for finishing its turn?",
    "Suppose a middleware forgets to call next and never sends anything: what does the client experience?",
    "Where would you register your body parser and your error handler relative to the routes, and why?",
    "Can you name the different kinds of middleware, say one that ships with Express and one from npm?"
  ],
  "express-003": [
    "For a route path with a colon id segment, where does that id value show up on the request?",
    "Given a URL with a page number in its query string, how would you read that value in the handler?",
    "Why might req.body be undefined in a POST handler even though the client sent JSON?",
    "If a route expects a numeric id, what type does it actually arrive as, and what would you do?",
    "How would you decide whether a value belongs in the path, the query string or the body?"
  ],
  "express-004": [
    "Which requests would a handler registered with app.get respond to, and which would it ignore?",
    "If a POST and a PUT arrive at a path handled by app.use, does the function still run?",
    "With middleware mounted via app.use at /api, what do req.path and req.baseUrl hold for a request to /api/users?",
    "When would you reach for app.use instead of app.get in a real application?"
  ],
  "express-005": [
    "What can an express.Router hold on its own, compared with the full app object?",
    "How does a router you define in a separate file get attached to the main app?",
    "How would you split the routes of a growing API across files using routers?",
    "Suppose only admin endpoints need an auth check: how would a router keep it from touching public routes?",
    "If a child router needs the parent's colon userId parameter, how does it get it, and how might you version an API this way?"
  ],
  "express-006": [
    "Which built-in piece of Express would you use to serve a folder of images and scripts?",
    "What does that middleware handle for you around caching headers and partial downloads?",
    "What stops a request path full of dot-dot segments from reading files outside the folder, and what should never go in it?",
    "How would you let browsers keep bundled assets for a long time without serving stale versions after a deploy?",
    "Why might you take static asset serving away from the Node process entirely in production?"
  ],
  "express-007": [
    "Which methods on res would you use to send JSON, redirect the browser or stream a file?",
    "How would you return a 201 along with the created object in a single line?",
    "How many times may a handler respond to one request, and what happens if it never does?",
    "Walk me through a handler bug that triggers the headers already sent error: where does the second response come from?",
    "How would you guard against that error in handler code and inside an error handler?"
  ],
  "express-008": [
    "How does Express tell an error-handling middleware apart from an ordinary one?",
    "When a route throws synchronously or passes an error to next, which functions get skipped?",
    "Where in the file would you register the error handler, and what goes wrong if it sits first?",
    "What would a good central error handler do with the error before the client sees anything?",
    "How would you make a request to an unknown route come back as a clean 404, and carry status codes on your own errors?"
  ],
  "express-009": [
    "Who actually enforces CORS, and what does the server have to send to allow a cross-origin read?",
    "Why would a PUT with a JSON body from another origin cause an extra request before the real one?",
    "In an Express app, what would you use to enable CORS rather than writing the headers by hand?",
    "Why is a wildcard star a poor default for a private API, and what would you set up in its place?",
    "If the frontend needs to send cookies cross-origin, what changes in the CORS configuration?",
    "Could CORS stop a script or curl from calling your API, and so does it replace auth?"
  ],
  "express-010": [
    "What happens to view templates between requests once NODE_ENV is production?",
    "How does the default error handler's output to the client change in production mode?",
    "Why do many libraries run faster when NODE_ENV says production?",
    "What does npm leave out of an install when NODE_ENV is production?",
    "Would you set NODE_ENV to staging on a staging server, and where do app-specific settings belong?"
  ],
  "express-011": [
    "In Express 4, what happens to a request when an async handler's promise rejects?",
    "How would you make async errors reach the error middleware in an Express 4 codebase?",
    "What does Express 5 do differently when an async handler or middleware rejects?",
    "Suppose the error is thrown inside a setTimeout callback in a handler: does Express 5 catch it?"
  ],
  "express-012": [
    "With session-based auth, where does the user's data live, and what does the browser actually keep?",
    "How does a JWT let a service check who the caller is without hitting a database?",
    "How would you log a user out immediately with each approach, and how do you limit a stolen JWT's damage?",
    "Where would you store the token or session ID in the browser, and which cookie flags matter?",
    "How would you store passwords, or would you avoid storing them at all?"
  ],
  "express-013": [
    "Which parts of the incoming request would you treat as trusted, if any?",
    "Which libraries would you use to describe the expected shape, and where would the check run?",
    "What status code and response body should a client get when its input fails validation?",
    "After validation passes, should the handler keep reading the raw req.body, and why or why not?",
    "What would you do about a client posting a 500 megabyte JSON body or an unexpected content type?"
  ],
  "express-014": [
    "Which package would you add for security headers, and what header does Express send by default that you should drop?",
    "How would you slow down someone trying thousands of passwords against your login route?",
    "How would you protect your database queries from user input that contains SQL?",
    "If you authenticate with cookies, what extra attack must you defend against, and how?",
    "Behind a load balancer that terminates TLS, which Express setting do you need to get right?",
    "What should a production error response leave out, and how do you keep third-party packages safe?"
  ],
  "express-015": [
    "What does the function signature look like, and where in the app would you register it?",
    "What would you record at the start of the request to measure its duration precisely?",
    "At the moment the middleware first runs the status is unknown, so how would you capture it?",
    "What must the middleware do straight away so the request is not stuck waiting on the logger?",
    "What would you change about the log format for a real production service?"
  ],
  "express-016": [
    "What layers would you split a request's journey into, from the route down to the database?",
    "Why would you keep req and res out of the code that holds the business rules?",
    "Would you organise folders as controllers and models, or another way, and why?",
    "Why might you separate creating the app from the file that starts the server?",
    "How would a service get its database client so that a test can swap in a fake?"
  ],
  "express-017": [
    "How would you set up the app so tests can exercise it without binding a real port?",
    "Which tool would you use to fire requests at the app and check status and body?",
    "How would you test a pricing rule in a service without going through HTTP at all?",
    "What would you run integration tests against, and how would you handle a third-party payment API?",
    "Beyond the happy path, which responses would you make sure your tests cover?"
  ],
  "express-018": [
    "What happens if you read req.body for a multipart form upload with only express.json installed?",
    "What would stop a client from uploading a 10 gigabyte file or a thousand files at once?",
    "Why is the file extension or the browser's Content-Type not enough to trust the file type?",
    "For large videos, how would you avoid piping every byte through your Express server?",
    "Would you keep the user's original file name and store it in a public folder? What would you do instead?"
  ],
  "express-019": [
    "With page and page size parameters, how does that translate into the SQL query?",
    "What goes wrong on page ten thousand, or when rows are inserted while a user pages through?",
    "How does cursor pagination decide where the next page starts?",
    "What do you give up with cursors, and what does the database need for them to stay fast?",
    "What would you do if a client asks for a million rows per page, or two rows share the same timestamp?"
  ],
  "express-020": [
    "How does Express 5 change what happens when an async middleware rejects?",
    "Which route path patterns might break after upgrading, for example a bare star wildcard?",
    "Which old APIs would you search your codebase for before upgrading?",
    "What changes in Express 5 for req.body with no parser, and for how req.query is parsed?",
    "What Node version does Express 5 require, and how would you carry out the upgrade safely?"
  ],
  "express-021": [
    "Why not just use console.log for logging in a production Express service?",
    "How would a request get its correlation ID, and what if the caller already sent one?",
    "How would you make every log line written during that request carry the ID without passing it around by hand?",
    "How would you follow one user request across three downstream services?",
    "What should never appear in the logs, and where should the logs end up?"
  ],
  "express-022": [
    "What is the simplest way to protect a single route with an auth middleware?",
    "How would you protect a whole group of admin endpoints in one place?",
    "Why is putting app.use of the auth check halfway through your route list risky?",
    "How would you write one middleware that can check for admin on one route and editor on another?",
    "What should the auth middleware send back for a missing token versus a valid user lacking permission?"
  ],
  "express-023": [
    "Node runs your JavaScript on one thread, so how would you use an eight-core machine?",
    "What would you put in front of the Node processes, and what jobs would it take over?",
    "Suppose a route generates a large PDF: what does that do to other requests, and how would you avoid it?",
    "Where would you cache, and what would you do about database connections?",
    "How would your orchestrator know an instance is healthy, and what happens to in-flight requests on deploy?"
  ],
  "express-024": [
    "Which URLs and HTTP methods would you use to list, create, read, update and cancel orders?",
    "What status codes would you return for a created order, a missing order and a conflicting update?",
    "How would you version the orders API, and when would you actually bump the version?",
    "If a client retries an order creation after a timeout, how do you avoid charging twice?",
    "What would make errors and documentation consistent for clients of this API?"
  ],
  "express-025": [
    "How would you decide whose quota a request counts against, especially behind a proxy?",
    "Which rate-limiting algorithms would you consider, and how do they treat a sudden burst?",
    "With four instances behind a load balancer, where must the counters live, and why?",
    "What should a client receive when it goes over the limit, so it knows when to retry?",
    "What would you do if Redis goes down, and would login get the same limit as a search endpoint?"
  ],
  "express-026": [
    "What data structure does the Express router keep internally to decide what runs for a request?",
    "When a middleware calls next, how does Express choose what runs after it?",
    "What happens if a route handler calls next with the string route, or next with router?",
    "Once next is called with an error, which layers does Express still run?",
    "What does the client get if the stack is exhausted and nobody responded?"
  ],
  "express-027": [
    "How would you run a WebSocket server alongside Express without opening a second port?",
    "For a live notification feed that only flows from server to browser, what simpler option exists?",
    "Where would you check the user's identity for a WebSocket, given Express middleware does not see messages?",
    "With three instances, how does a message from a user on one reach users connected to another?",
    "How would you notice a client that silently dropped, and what can a proxy do to long connections?"
  ],
  "express-028": [
    "How would you keep a search term from rewriting your SQL query?",
    "What could happen if a login body sends the password as an object holding a MongoDB operator like $ne?",
    "What does the extended query parser do with brackets in the query string, and why is that risky?",
    "How would you stop a comment containing a script tag from running in other users' browsers?",
    "Why is passing req.body directly into an update or a deep merge dangerous?"
  ],
  "express-029": [
    "Why do so many teams still pick Express, and what does it cost them?",
    "What makes Fastify faster, and how does it organise plugins?",
    "How does Koa's middleware model differ from Express's, and who built it?",
    "What would NestJS give a large team that plain Express does not, and what does it run on?",
    "Given a new project, what factors would drive your choice among these frameworks?"
  ],
  "express-030": [
    "What Cache-Control would you send for a public product list, a user's profile and a bank statement?",
    "How can a client revalidate a cached response without downloading the whole body again?",
    "Where outside your servers could public responses be cached, and what does that buy you?",
    "How would you cache an expensive database query across instances, and when is an in-memory cache enough?",
    "When a product is updated, how do you keep the cache fresh, and what happens when a hot key expires?"
  ],
  "express-031": [
    "Behind a load balancer, whose IP address does the socket show, and where is the real client's?",
    "Without trust proxy set, what do req.ip and req.secure report behind a TLS-terminating proxy?",
    "Why is setting trust proxy to true everywhere a risk?",
    "Which features of the app quietly break if the proxy settings are wrong?",
    "What causes occasional 502 errors from the load balancer even when the app looks healthy?"
  ]
}
