/** Calibration answers for framework questions, written by hand in a candidate's own words. */
import type { BankCase } from "./cases.ts"

export const frameworkCases: ReadonlyArray<BankCase> = [
  {
    id: "react-003",
    good:
      "The key tells React which item is which from one render to the next, so it can match old and new elements by identity rather than by position. With proper keys it only touches the items that were actually added, removed or moved. If you use the array index and then sort the list or insert at the top, the indexes shift, so state and DOM details like what's typed in an input end up attached to the wrong row. Keys should be stable, unique ids that come from the data, and they only need to be unique among siblings; the index is acceptable only when the list never changes. You can also change a key on purpose to force React to remount a component and reset its state.",
    partial:
      "React uses keys to know which items changed between renders. Using the index can cause bugs when the list is reordered.",
    wrong:
      "The key prop is used for styling, so CSS can target each list item. Using the index is actually the recommended approach because it is always unique and React will warn if you use anything else."
  },
  {
    id: "react-014",
    good:
      "Context is for passing a value deep into the tree without threading it through every level of props: a Provider supplies it and any descendant can read it with useContext. It's a good fit for app-wide things that rarely change, such as the theme, the language or the logged-in user. The catch is that when the provider's value changes, every component consuming it re-renders, even if it only needed one field. A common mistake is passing an object literal as the value, which creates a new object on every render and re-renders all consumers; wrapping it in useMemo fixes that. For state that changes often, I split it into several contexts or move it into a store that supports selectors.",
    partial:
      "Context avoids prop drilling, you wrap components in a Provider and read the value with useContext. It's good for things like the theme or the current user.",
    wrong:
      "Context is React's built-in database for caching API responses between page loads. It has no performance cost because React only re-renders components whose props changed."
  },
  {
    id: "nodejs-002",
    good:
      "CommonJS is the original Node system: you load with require and publish through module.exports. ES modules use the standard import and export syntax that browsers also understand. require is synchronous and can be called anywhere at runtime, while ESM imports are static and resolved asynchronously, which allows tree shaking and top-level await. Node decides which system a file uses from its extension, .mjs or .cjs, or from the type field in package.json. ESM can import CommonJS packages, newer Node versions can even require an ES module as long as it has no top-level await, and in ESM you use import.meta.url and import.meta.dirname instead of __dirname.",
    partial:
      "CommonJS uses require and module.exports, and ES modules use import and export. ES modules are the newer standard that also works in browsers.",
    wrong:
      "CommonJS is the browser module system and ES modules only work in Node. You choose between them with a command-line flag each time you run node."
  },
  {
    id: "nodejs-011",
    good:
      "The nextTick callback runs first, right after the current synchronous code ends. Then the promise's then callback, because promise reactions are microtasks and Node drains them after the nextTick queue. setTimeout with zero and setImmediate come after that, and from the main module their relative order isn't guaranteed; it depends on how long the process took to get to the event loop. Inside an I/O callback, though, setImmediate always wins, because the check phase comes straight after the poll phase. Since these microtask queues are drained after every callback, a recursive nextTick can starve I/O. And in an ES module the order of the first two can flip, since the module body itself runs inside a microtask.",
    partial:
      "process.nextTick runs first, then the promise callback, and then the timer and setImmediate. I'm not completely sure about the order of the last two.",
    wrong:
      "They run in the order they were written, because JavaScript is single-threaded and executes callbacks top to bottom. setTimeout with zero runs immediately, before the rest of the script."
  },
  {
    id: "express-002",
    good:
      "Middleware in Express is a function that gets req, res and next while a request is being handled. It can inspect or change the request and response, and then it either finishes the response itself or calls next() to hand control to the following function. If it does neither, the client just hangs waiting. Order matters because Express runs middleware in exactly the order you register it, so body parsers and authentication need to be registered before the routes that rely on them, and the error handler with four arguments goes at the very end. You have built-in middleware like express.json, third-party ones like cors or helmet, router-level middleware and error-handling middleware.",
    partial:
      "Middleware are functions that run before your route handler and take req, res and next. They run in the order you add them with app.use.",
    wrong:
      "Middleware is the database layer of an Express app that sits between the server and the storage. The order doesn't matter because Express sorts middleware by priority automatically."
  },
  {
    id: "express-009",
    good:
      "CORS is enforced by the browser: a page can't read a response from a different origin unless the server opts in with Access-Control-Allow headers. For anything beyond a simple GET or form post, like a JSON body or custom headers, the browser first sends an OPTIONS preflight request to ask permission. In Express I'd use the cors package and pass an explicit allowlist of origins, allowed methods and headers rather than a star. If the frontend sends cookies you enable credentials, and then the allowed origin must be an exact origin, never a wildcard. It's worth remembering CORS only restricts browsers; curl ignores it, so it's no replacement for authentication.",
    partial:
      "CORS stands for cross-origin resource sharing. In Express you install the cors middleware and app.use it so other domains can call your API.",
    wrong:
      "CORS is a security feature of the server that blocks requests from unknown IP addresses. You configure it by adding the IPs to a firewall and it stops all attackers, including scripts and curl."
  },
  {
    id: "django-004",
    good:
      "A ForeignKey is a many-to-one link: the table gets a column holding the id of the related row, for example many Comments pointing to one Post. You have to pass on_delete, which says what happens when the referenced Post is deleted, like CASCADE to delete the comments too or PROTECT to refuse the deletion. A OneToOneField is essentially a ForeignKey with a unique constraint, typical for a Profile that extends the built-in User with one row per user. A ManyToManyField, like Students and Courses, makes Django create a join table for you, and if you need extra data on the relationship, such as the enrolment date, you define a custom through model.",
    partial:
      "ForeignKey is a many-to-one relationship, like many books with one author. ManyToManyField is for many-to-many, like students and courses.",
    wrong:
      "ForeignKey is used to link to a table in a different database, OneToOneField copies all fields of another model into this one, and ManyToManyField stores a list of ids as a comma separated string in one column."
  },
  {
    id: "flask-003",
    good:
      "Everything comes from the request object. Query-string values are in request.args, and I read them with request.args.get('page', default=1, type=int) so a missing or bad value doesn't blow up. Form fields from a normal HTML form post are in request.form. For a JSON body you call request.get_json() or read request.json, which fails if the content type isn't application/json. Uploaded files are in request.files; before saving one I pass the name through secure_filename and set a maximum content length. And request isn't passed into the view, it's a context-local proxy that Flask binds to the current request, so you can just import it and use it inside the view.",
    partial:
      "You import request from flask. Query parameters are in request.args and form fields are in request.form.",
    wrong:
      "In Flask every view function receives the parameters as arguments automatically, so you don't need to read the request at all. Files are uploaded by reading them from the static folder."
  },
  {
    id: "spring-boot-002",
    good:
      "@SpringBootApplication bundles three annotations. @SpringBootConfiguration is a flavour of @Configuration, so the main class can declare beans itself. @EnableAutoConfiguration turns on Boot's auto-configuration, which sets up things like a DataSource or an embedded web server based on what's on the classpath. And @ComponentScan scans the package of that class and all its sub-packages for components. Because scanning starts from its own package, you put the main class in the root package of the project, and you can fine-tune it with attributes such as exclude to switch off a specific auto-configuration.",
    partial:
      "It's a convenience annotation on the main class that enables auto-configuration and component scanning, so Spring Boot can start the application.",
    wrong:
      "@SpringBootApplication marks the class that contains the REST endpoints of the app. It also creates the database tables from the entity classes when the application starts."
  },
  {
    id: "spring-boot-010",
    good:
      "Singleton is the default: one shared instance per application context, which means it has to be thread-safe since every request uses it. Prototype gives you a brand new instance every time the bean is asked for. In web applications there are also request, session and application scopes. The trap is injecting a prototype into a singleton: the injection happens once, when the singleton is created, so you keep getting the same prototype instance forever. To get a fresh one each time you inject an ObjectProvider and call getObject, use a lookup method, or make the prototype a scoped proxy.",
    partial:
      "The main scopes are singleton, which is the default and has one instance, and prototype, which creates a new instance each time.",
    wrong:
      "Spring only supports one scope, singleton, and all beans are created when the class is first loaded. If you inject a prototype into a singleton Spring throws an exception at startup."
  }
]
