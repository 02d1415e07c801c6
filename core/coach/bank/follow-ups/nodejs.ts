/** The interviewer's follow-up prompts for the nodejs questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "nodejs-001": [
    "Which engine executes the JavaScript in Node, and where else is that engine used?",
    "How many threads execute your application's JavaScript code in a typical Node server?",
    "How can one Node process handle thousands of open connections while most of them are waiting on a database?",
    "What happens to other users' requests while one request resizes a large image in plain JavaScript?",
    "Apart from performance, why might a team pick Node for its backend?"
  ],
  "nodejs-002": [
    "How does a file export a function in the older module system, and how does another file load it?",
    "What syntax does the newer module system use, and where else does that syntax work?",
    "Why can a bundler remove unused exports from ESM code but not reliably from require calls?",
    "How does Node decide whether a given .js file is treated as CommonJS or as an ES module?",
    "How do you get the current file's directory in an ES module, and can CommonJS code load one?"
  ],
  "nodejs-003": [
    "Besides the dependency list, what else would you expect to find in package.json?",
    "Where would TypeScript and Vitest go, versus Express, and why does it matter in production?",
    "If package.json says caret 4.17.0, which versions could npm install?",
    "Why commit package-lock.json, and what does npm ci do differently from npm install?"
  ],
  "nodejs-004": [
    "In a classic fs.readFile callback, what is the first argument, and why does it come first?",
    "What did code reading three files one after another with callbacks tend to look like?",
    "How would you run three independent queries at once with promises and wait for all of them?",
    "How do you handle a rejected promise inside an async function?",
    "How would you use an old callback-style API from async code without rewriting it?"
  ],
  "nodejs-005": [
    "Can two JavaScript functions in the same Node process execute at exactly the same instant?",
    "Who actually waits for a file read or a socket to finish while your JavaScript carries on?",
    "When does the callback of a finished read actually get to run?",
    "What phases does one turn of the loop go through, and where do promise callbacks fit in?",
    "What happens to everyone else if a handler runs a loop that takes two seconds?"
  ],
  "nodejs-006": [
    "How do you subscribe to an event on an emitter, and what triggers your handler?",
    "If you call emit and then log a line, do the listeners run before or after that log?",
    "Which core Node objects have you used that are emitters under the hood?",
    "What happens if an emitter emits error and nobody is listening for it?",
    "What does the MaxListenersExceededWarning usually tell you about your code?"
  ],
  "nodejs-007": [
    "How does a Buffer relate to the typed arrays in standard JavaScript, and can it grow?",
    "Why can't Node just use JavaScript strings for everything it reads from disk or the network?",
    "What do you have to specify when turning a Buffer into a string, say for an image you want as text?",
    "Why might Buffer.allocUnsafe be dangerous if you send the buffer before filling it?",
    "What can go wrong when you convert each chunk of a UTF-8 stream to a string separately?"
  ],
  "nodejs-008": [
    "Where should the database URL for staging versus production come from?",
    "How do you get those values on a developer's laptop, and which file goes into Git?",
    "Where do production secrets like API keys live, and where must they never appear?",
    "What should happen when the app starts with a missing or malformed setting?"
  ],
  "nodejs-009": [
    "What are other requests doing while a handler is inside readFileSync?",
    "Why might a sync call that takes five milliseconds be harmless in a test but serious in production?",
    "What would you use in a request handler instead, especially for serving a large file?",
    "Where is it perfectly fine to use synchronous file calls?"
  ],
  "nodejs-010": [
    "What happens if server code tries to use document.querySelector?",
    "What can Node code do that page scripts can't, like reading files or spawning processes?",
    "If you run an untrusted npm script in Node, what can it reach on your machine?",
    "How do global objects and the language version differ between your server and your users' browsers?",
    "Which browser APIs can you now use in Node without installing a package?"
  ],
  "nodejs-011": [
    "Which of the four callbacks runs first once the synchronous code is done?",
    "Where does the promise callback fit relative to process.nextTick?",
    "Between the zero-delay timeout and setImmediate, is the order guaranteed in the main module?",
    "If you schedule both from inside an fs.readFile callback, which one always runs first and why?",
    "What happens to I/O if a nextTick callback keeps scheduling another nextTick?",
    "Would the order change if the script were an ES module, and why?"
  ],
  "nodejs-012": [
    "What is the advantage of reading a 5 GB log file as a stream instead of with readFile?",
    "Which kinds of stream are there, and which one would gzip compression be?",
    "How does streaming a file to an HTTP response change memory use and time to first byte?",
    "What happens when the readable side produces data faster than the writable side accepts it?",
    "Why is pipeline preferred over chaining pipe calls?",
    "How can you loop over the chunks of a readable stream with ordinary async syntax?"
  ],
  "nodejs-013": [
    "Which kinds of computation have you seen freeze a Node server?",
    "Why might JSON.parse of a 50 MB request body hurt other users?",
    "How could a single crafted input string make a regular expression hang the process?",
    "How would you run a heavy computation without stalling the server?",
    "What metric tells you the loop is being blocked, and how would you find the culprit?"
  ],
  "nodejs-014": [
    "What does libuv do for Node, and why does it need threads at all?",
    "Which Node APIs quietly run on that pool rather than on the main thread?",
    "Does an HTTP server handling many sockets use the thread pool?",
    "How many threads does the pool have by default, and how do you change it?",
    "What symptom would make you raise the pool size, say with bcrypt hashing on login?"
  ],
  "nodejs-015": [
    "Where would you put try and catch around awaited calls, and how do you end a then chain safely?",
    "What happens to a modern Node process when a promise rejects and nobody handles it?",
    "How would you treat a failed network call differently from a TypeError caused by a typo?",
    "After an uncaughtException, why not just log it and keep serving?",
    "Why throw Error objects rather than strings, and how do you catch a call someone forgot to await?"
  ],
  "nodejs-016": [
    "How does the cluster module use all cores for one HTTP server?",
    "How would you run a CPU-heavy computation in parallel without starting another process?",
    "How do worker threads exchange data, and can they share any memory?",
    "How would you run a shell command or a Python script from Node, and what does fork add?",
    "In Kubernetes, would you still use cluster, or scale some other way?"
  ],
  "nodejs-017": [
    "How does a Node process find out that it is being asked to stop?",
    "What should happen first so new traffic stops arriving?",
    "What happens to requests already in progress, and to idle keep-alive connections?",
    "What should you close once the HTTP server has stopped?",
    "What if something hangs and shutdown never completes?"
  ],
  "nodejs-018": [
    "What pattern in the memory graph tells you it is a leak rather than normal usage?",
    "What kinds of code have you seen keep objects alive forever?",
    "How would you make the leak show up quickly outside production?",
    "How would you find which objects are accumulating and what is holding on to them?",
    "Once found, how would you fix a cache that grows forever, and catch a regression next time?"
  ],
  "nodejs-019": [
    "If one of five requests in Promise.all fails, what do you get back?",
    "How would you get the outcome of every request even if some of them fail?",
    "How could you give a fetch a five-second timeout using one of these combinators?",
    "Which one would you use to take the fastest mirror that succeeds, and what if all fail?",
    "If you have 10,000 URLs, how would you keep only ten requests in flight at a time?"
  ],
  "nodejs-020": [
    "How do you make sure CI and production install exactly the versions you tested?",
    "How do you find out that a package you use has a known vulnerability, and keep up with fixes?",
    "What kinds of attack target the package supply chain itself?",
    "Why is a small dependency tree a security advantage?",
    "How would you limit the damage if a dependency did turn out to be malicious?"
  ],
  "nodejs-021": [
    "Do you still need axios or node-fetch to call an HTTP API from Node?",
    "What could you use to write and run tests with no test framework installed?",
    "How can you restart on file changes and load a .env file without extra packages?",
    "Can recent Node run a .ts file directly, and what does it do with the types?",
    "Which other small built-ins have replaced packages for you, for example for CLI flags or SQLite?"
  ],
  "nodejs-022": [
    "When you require express, where does Node look, and in what order?",
    "How does Node decide which file inside a package to load?",
    "Why don't top-level variables in one CommonJS file leak into others, and where does __dirname come from?",
    "If two files require the same config module and one changes a property, what does the other see?",
    "What happens when a.js requires b.js and b.js requires a.js?"
  ],
  "nodejs-023": [
    "What does the return value of write tell you, and what happens if you ignore it?",
    "Where do the chunks go when the destination can't keep up, and what happens with a 20 GB file?",
    "How would you fix it by hand using pause, resume and an event?",
    "What would you use instead of wiring up data and drain events yourself?",
    "What happens to the open file descriptors if the destination errors halfway through?"
  ],
  "nodejs-024": [
    "Before scaling anything, how would you find out where the limit actually is?",
    "What has to change in the app before you can run several copies behind a load balancer?",
    "How do you use all the cores of one machine with Node?",
    "How would you spread traffic across many machines and decide how many to run?",
    "How do you make a chat broadcast reach users connected to different instances?",
    "What would you move out of the request path, and how do you keep the database from becoming the bottleneck?"
  ],
  "nodejs-025": [
    "Would moving database queries into a worker thread make the API faster?",
    "Can a worker read a JavaScript object that lives in the main thread?",
    "What happens to a large object when you send it to a worker with postMessage?",
    "How can you hand a large binary buffer to a worker without copying it?",
    "How could two threads work on the same memory, and how do they avoid racing?",
    "Would you create a new worker for every incoming request?"
  ],
  "nodejs-026": [
    "Which metric would tell you whether the process is CPU-bound or waiting on something?",
    "How would you recreate the slowdown outside production?",
    "If the event loop is blocked, how do you find the function responsible?",
    "If the loop is healthy but requests are slow, how do you find which dependency is slow?",
    "What resource limits might only start to bite at high concurrency?",
    "How would you tell whether garbage collection is eating into response times?"
  ],
  "nodejs-027": [
    "How can code deep in a call chain know which request it is serving, across awaits, without a parameter?",
    "What would you use it for in a typical web service?",
    "How do you set the value for a request, and how does a logger deep in the code read it?",
    "What is it built on in Node, and which tools rely on it?",
    "When can the stored context go missing, and how do you fix it?"
  ],
  "nodejs-028": [
    "What observation about object lifetimes shapes how V8 organises its heap?",
    "What happens to a short-lived object created during a request, and to one that survives?",
    "How does V8 clean up the old generation, and how does it avoid long pauses there?",
    "Why can code that allocates heavily still cause latency spikes?",
    "Say a container has 512 MB of memory; what goes wrong if the old-space heap limit is set above that?"
  ],
  "nodejs-029": [
    "How would you read ten million rows without holding the file in memory?",
    "How does consuming rows with an async loop keep memory flat if the API is slow?",
    "How many API calls would you allow at once, and how would you enforce that?",
    "What would you do when the API answers 429 Too Many Requests?",
    "If the job crashes at row six million, how do you resume without repeating side effects?"
  ],
  "nodejs-030": [
    "What might you get when you import a named export from a CommonJS package in ESM?",
    "How could CommonJS code load an ESM-only package, and what still breaks with require?",
    "What goes wrong if an app ends up loading both the CommonJS and ESM builds of one package?",
    "How do you tell Node and TypeScript which build to use for import versus require?",
    "For a brand-new library today, would you still ship both formats?"
  ],
  "nodejs-031": [
    "What can happen if you deep-merge untrusted JSON containing __proto__ into an object?",
    "How could one malicious request body or input string take the whole service down?",
    "What is the danger of building a shell command by concatenating user input into exec?",
    "How would you stop a download endpoint from serving files outside its folder?",
    "How do you protect database queries from injected input, including in MongoDB?"
  ]
}
