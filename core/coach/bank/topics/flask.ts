/** The Flask questions of the built-in bank. */
import type { BankQuestion } from "../types.ts"

export const questions: ReadonlyArray<BankQuestion> = [
  {
    id: "flask-001",
    topic: "flask",
    difficulty: "easy",
    kind: "concept",
    text: "Flask calls itself a microframework. What does that mean, and when would you choose Flask over Django?",
    talkingPoints: [
      { point: "Flask's core is small: routing, request and response handling, templating with Jinja2, built on Werkzeug.",
        cues: [["core", "small", "minimal", "lightweight"], ["routing", "werkzeug", "jinja", "request", "template"]] },
      { point: "It has no built-in ORM, admin, forms or auth; you choose extensions or libraries for those.",
        cues: [["orm", "admin", "database layer", "forms", "authentication"], ["extension", "choose", "pick", "library", "sqlalchemy", "no built-in", "doesn't include", "does not include"]] },
      { point: "Micro does not mean only for small apps; large applications are built with blueprints and extensions.",
        cues: [["not mean", "doesn't mean", "does not mean", "not only", "not just", "large app", "big app", "scale up"]] },
      { point: "Flask suits APIs, microservices and projects needing custom choices, while Django suits batteries-included CRUD sites.",
        cues: [["api", "microservice", "flexib", "flexibility", "custom", "control"], ["django", "batteries"]] }
    ],
    modelAnswer: "Micro refers to the core, which is deliberately small: routing, request and response objects from Werkzeug, Jinja2 templates, sessions and a CLI. There is no built-in ORM, admin, form library or authentication; you pick extensions such as Flask-SQLAlchemy and Flask-Login, or plain libraries, for whatever you need. That does not mean it is only for small apps; large applications are built with blueprints, an application factory and a careful choice of extensions. I choose Flask for APIs, microservices, and projects where I want control over each component, like a custom data layer; Django wins when I want batteries included, such as an admin, migrations and auth for a content-heavy site, with conventions the whole team already knows.",
    tags: ["fundamentals", "comparison"]
  },
  {
    id: "flask-002",
    topic: "flask",
    difficulty: "easy",
    kind: "concept",
    text: "How does routing work in Flask, including URL variables and restricting a route to certain HTTP methods?",
    talkingPoints: [
      { point: "The route decorator maps a URL rule to a view function, registering it in the app's URL map.",
        cues: [["route", "add_url_rule"], ["decorator", "view function", "url map", "map"]] },
      { point: "Variable parts in angle brackets are passed as arguments, with converters like int, path or uuid.",
        cues: [["angle bracket", "variable", "converter"], ["int", "path", "uuid", "argument", "string"]] },
      { point: "The methods argument, or shortcuts like app.get and app.post, restrict the allowed HTTP methods; others get 405.",
        cues: [["405", "method not allowed", "methods equal", "methods list", "methods argument", "app.get", "app.post", "get and post", "get or post"]] },
      { point: "Trailing slash rules matter: a rule ending in a slash redirects the slash-less URL, while one without a slash gives 404 for the slashed form.",
        cues: [["trailing slash", "slash"], ["redirect", "404"]] }
    ],
    modelAnswer: "I attach a URL rule to a view function with the app.route decorator, which registers it in the application's URL map; add_url_rule does the same without a decorator. Variable parts go in angle brackets, like user slash angle bracket int colon id, and Flask passes them as keyword arguments; converters such as int, float, path and uuid both validate and convert the value, and a mismatch gives 404. To limit methods I pass methods equal to GET and POST, or use the shortcuts app.get and app.post added in Flask 2; any other method gets a 405 response. One subtlety is the trailing slash: a rule that ends in a slash redirects the version without it, while a rule without a slash returns 404 if the client adds one.",
    tags: ["routing"]
  },
  {
    id: "flask-003",
    topic: "flask",
    difficulty: "easy",
    kind: "concept",
    text: "How do you read query-string parameters, form data, JSON bodies and uploaded files from the request in Flask?",
    talkingPoints: [
      { point: "request.args holds query-string parameters, best read with get and a default or type.",
        cues: [["request.args", "args"], ["query string", "query-string", "query param", "url param"]] },
      { point: "request.form holds form-encoded POST fields.",
        cues: [["request.form", "form"], ["post", "form-encoded", "form encoded", "field", "urlencoded"]] },
      { point: "request.get_json or request.json parses a JSON body, failing when the content type is wrong.",
        cues: [["get_json", "get json", "request.json", "is_json"], ["body", "parse", "content-type", "content type"]] },
      { point: "request.files holds uploads, which should be saved with secure_filename and a size limit.",
        cues: [["request.files", "files", "upload"], ["secure_filename", "secure filename", "max_content_length", "size limit", "save"]] },
      { point: "The request object is a context-local proxy, so it works inside a view without being passed in.",
        cues: [["proxy", "context local", "context-local", "global", "not passed", "without passing", "import"]] }
    ],
    modelAnswer: "Everything hangs off the request object, which I import from flask; it is a context-local proxy, so inside a view it always refers to the current request without being passed in. Query-string parameters live in request.args, and I read them with get plus a default and a type, for example page equals request.args.get of page with default 1 and type int. Form-encoded POST fields are in request.form. For a JSON body I call request.get_json, which parses the body and by default fails with 415 if the content type is not JSON, or 400 if the body is malformed. Uploaded files are in request.files; I save them using secure_filename and set MAX_CONTENT_LENGTH as a size limit so nobody can upload a gigabyte.",
    tags: ["request", "fundamentals"]
  },
  {
    id: "flask-004",
    topic: "flask",
    difficulty: "easy",
    kind: "concept",
    text: "How does Flask render HTML templates, and how do template inheritance and escaping work in Jinja2?",
    talkingPoints: [
      { point: "render_template loads a file from the templates folder and renders it with keyword arguments as context.",
        cues: [["render_template", "render template"], ["templates folder", "context", "keyword argument", "variable"]] },
      { point: "A child template extends a base template and overrides named blocks.",
        cues: [["extends", "base template", "base.html", "parent"], ["block", "override"]] },
      { point: "Autoescaping is on for .html templates, so variables are HTML-escaped against XSS.",
        cues: [["autoescape", "autoescaping", "escape", "escaped", "escaping"], ["xss", "cross-site scripting", "cross site scripting", "injection", "script tag", "malicious"]] },
      { point: "The safe filter or Markup disables escaping and should be reserved for trusted content.",
        cues: [["safe filter", "markup", "|safe", "safe"], ["trusted", "careful", "never", "only use", "only for"]] },
      { point: "Templates can use url_for, filters, macros and globals like request and session.",
        cues: [["macro", "filter", "url_for", "loop"]] }
    ],
    modelAnswer: "A view calls render_template with a file name from the templates folder and keyword arguments that become the context variables. Jinja2 supports inheritance: base.html defines the layout with named blocks, and a child template says extends base.html and overrides only the block it needs, such as content. Inside templates I can call url_for, apply filters like length or default, loop, and write macros for reusable snippets like form fields. For security, Flask turns on autoescaping for files ending in .html, so any variable containing HTML is escaped, which stops most XSS. The safe filter or wrapping a value in Markup disables escaping, so I use it only for trusted content, never for something a user typed.",
    tags: ["templates", "jinja2", "security"]
  },
  {
    id: "flask-005",
    topic: "flask",
    difficulty: "easy",
    kind: "concept",
    text: "What is url_for in Flask and why should you use it instead of writing URLs by hand?",
    talkingPoints: [
      { point: "url_for builds a URL from the endpoint name, by default the view function's name, plus its arguments.",
        cues: [["url_for", "url for"], ["endpoint", "function name", "view name", "name of the view"]] },
      { point: "Changing a route's path then requires no edits elsewhere, because links are generated.",
        cues: [["change", "rename", "move"], ["one place", "everywhere", "no edit", "without editing", "not break", "don't break", "doesn't break", "won't break", "nothing breaks", "follows automatically", "update automatically"]] },
      { point: "It handles escaping of special characters and adds extra arguments as query parameters.",
        cues: [["escape", "escapes", "encode", "encodes", "special character", "query param", "query string"]] },
      { point: "It respects blueprint prefixes and the application root, and _external=True gives an absolute URL.",
        cues: [["blueprint", "prefix", "_external", "external", "absolute", "script_name", "root"]] }
    ],
    modelAnswer: "url_for generates a URL from an endpoint name, which by default is the view function's name, plus any values for the URL variables, for example url_for of profile with username equal ana. The big win is maintenance: if I change or move a route's path, every link follows automatically and nothing breaks, because no URL strings are hard-coded in templates. It also encodes special characters properly and turns extra keyword arguments into query-string parameters. It knows about blueprints, so I write the blueprint name dot the view name and the prefix is added for me, and it respects the application root when the app is mounted under a sub-path; passing _external equal True gives an absolute URL, which I need in emails.",
    tags: ["routing", "templates"]
  },
  {
    id: "flask-006",
    topic: "flask",
    difficulty: "easy",
    kind: "concept",
    text: "How do sessions work in Flask by default, and what are the security implications?",
    talkingPoints: [
      { point: "The default session is stored entirely in a cookie on the client.",
        cues: [["cookie", "client side", "client-side", "browser"]] },
      { point: "The cookie is cryptographically signed with SECRET_KEY so it cannot be tampered with, but it is not encrypted.",
        cues: [["sign", "signed", "itsdangerous", "hmac", "tamper"], ["not encrypt", "not encrypted", "readable", "can read", "can decode", "base64", "visible"]] },
      { point: "So secrets and sensitive data should never go in it, and size is limited to about 4 KB.",
        cues: [["sensitive", "secret", "password"], ["never", "not", "avoid", "don't"]] },
      { point: "SECRET_KEY must be long, random and private; leaking it lets attackers forge sessions.",
        cues: [["secret_key", "secret key"], ["random", "forge", "leak", "private", "rotate"]] },
      { point: "Cookie flags such as Secure, HttpOnly and SameSite should be configured.",
        cues: [["httponly", "secure flag", "samesite", "session_cookie_secure", "cookie flag"]] }
    ],
    modelAnswer: "By default Flask keeps the whole session in a cookie on the client. Before sending it, Flask serialises the data and signs it with the SECRET_KEY using itsdangerous, so the user cannot tamper with it, but it is not encrypted: anyone can base64-decode the cookie and read it. That means I never put sensitive data such as passwords or secret tokens in the session, only small things like the user id, and cookies are limited to roughly four kilobytes anyway. The SECRET_KEY must be long, random and private, because anyone who leaks it can forge a session for any user; Flask 3.1 added SECRET_KEY_FALLBACKS to rotate it. I also set the cookie flags: SESSION_COOKIE_SECURE, HttpOnly, and SameSite equal Lax.",
    tags: ["sessions", "security"]
  },
  {
    id: "flask-007",
    topic: "flask",
    difficulty: "easy",
    kind: "concept",
    text: "What can a Flask view function return, and how do you send a JSON response with a specific status code and headers?",
    talkingPoints: [
      { point: "A view can return a string, a Response object, or a dict or list which Flask converts to JSON.",
        cues: [["dict", "dictionary", "list"], ["json", "convert", "serialise", "serialised", "serialises", "serialize", "serialized", "serializes", "jsonify"]] },
      { point: "jsonify builds a JSON response with the right content type explicitly.",
        cues: [["jsonify", "application/json", "content type", "content-type"]] },
      { point: "A tuple of body, status and headers sets the status code and extra headers.",
        cues: [["tuple"], ["status", "201", "404", "header"]] },
      { point: "make_response gives a Response object to modify, for example to set cookies.",
        cues: [["make_response", "make response", "response object"], ["cookie", "header", "modify", "set_cookie"]] }
    ],
    modelAnswer: "A view can return a string, which becomes an HTML response, a full Response object, or a dict or list, which Flask converts to JSON automatically. jsonify does the same conversion explicitly and sets the application/json content type, which is handy when I build the data first. To control the status code and headers I return a tuple: the body, the status, and optionally a dict of headers, for example the created item and 201 with a Location header. When I need more, such as setting a cookie, I call make_response to get the Response object, then modify it with set_cookie or extra headers before returning it. For errors I return a JSON body with 400 or 404 rather than an HTML page.",
    tags: ["responses", "api"]
  },
  {
    id: "flask-008",
    topic: "flask",
    difficulty: "easy",
    kind: "concept",
    text: "What does debug mode do in Flask, and why should the built-in development server never be used in production?",
    talkingPoints: [
      { point: "Debug mode enables the auto-reloader and the interactive debugger, switched on with flask run --debug.",
        cues: [["reload", "reloader", "restart"], ["debugger", "traceback", "debug"]] },
      { point: "The interactive debugger allows running arbitrary Python code, so exposing it is a remote code execution hole.",
        cues: [["arbitrary code", "execute code", "run code", "remote code", "any code", "python code", "code execution"]] },
      { point: "The development server is not built for performance, security or robustness under real traffic.",
        cues: [["development server", "dev server", "built-in server", "werkzeug server"], ["performance", "robust", "secure", "security", "not designed", "not built", "traffic", "concurrent", "concurrency"]] },
      { point: "Production uses a WSGI server such as Gunicorn, uWSGI or Waitress, often behind nginx.",
        cues: [["gunicorn", "uwsgi", "waitress", "mod_wsgi", "wsgi server"]] }
    ],
    modelAnswer: "Debug mode, switched on with flask run --debug, does two things: it turns on the reloader, which restarts the server whenever code changes, and it shows the interactive debugger in the browser when an exception happens, with a traceback for every frame. That debugger lets you execute arbitrary Python code in any frame, which is wonderful locally but a remote code execution hole if anyone else can reach it, even with the PIN. Separately, the built-in development server from Werkzeug is meant for convenience, not for performance, security or robustness under real concurrent traffic. In production I run the app under a proper WSGI server such as Gunicorn, uWSGI or Waitress, usually behind nginx, with debug firmly off.",
    tags: ["deployment", "debugging", "security"]
  },
  {
    id: "flask-009",
    topic: "flask",
    difficulty: "easy",
    kind: "concept",
    text: "How do you handle errors in a Flask application, for example returning a custom page or JSON body for a 404?",
    talkingPoints: [
      { point: "abort raises an HTTPException with a status code to stop a view early.",
        cues: [["abort"], ["status", "code", "404", "403", "stop", "exception"]] },
      { point: "errorhandler registers a function for a status code or exception class that returns the custom response.",
        cues: [["errorhandler", "error handler", "register_error_handler"]] },
      { point: "APIs should return consistent JSON errors, for example by handling HTTPException generally.",
        cues: [["json"], ["httpexception", "consistent", "all error", "every error", "generic", "api"]] },
      { point: "Unhandled exceptions become 500 errors and should be logged or sent to error tracking.",
        cues: [["500", "unhandled", "internal server error"], ["log", "sentry", "track", "monitor", "alert"]] }
    ],
    modelAnswer: "Inside a view I call abort with a status code, say abort of 404 when a record is missing, which raises an HTTPException and stops the view early. To customise what the client sees I register a handler with the errorhandler decorator, app.errorhandler, for that code or for an exception class; the function receives the error and returns a response, such as a friendly 404 template with the 404 status. For an API I register one handler for HTTPException in general that returns consistent JSON with the code, name and description, so every error has the same shape. Any unhandled exception becomes a 500 Internal Server Error; I make sure those are logged with the traceback and reported to Sentry, and I never leak stack traces to users.",
    tags: ["error-handling"]
  },
  {
    id: "flask-010",
    topic: "flask",
    difficulty: "easy",
    kind: "concept",
    text: "How do you manage configuration in a Flask application across development, testing and production?",
    talkingPoints: [
      { point: "app.config is a dictionary that can be loaded from objects, Python files, JSON or TOML files.",
        cues: [["app.config", "config"], ["from_object", "from_pyfile", "from_file", "dictionary", "dict"]] },
      { point: "Secrets and per-environment values come from environment variables, for example with from_prefixed_env.",
        cues: [["environment variable", "env var", "from_prefixed_env", "prefixed", "dotenv", ".env"]] },
      { point: "Separate config classes or files per environment, chosen at start-up, often in an application factory.",
        cues: [["per environment", "each environment", "development", "testing", "production"], ["class", "file", "factory", "select", "choose"]] },
      { point: "The instance folder holds machine-specific config that is kept out of version control.",
        cues: [["instance folder", "instance_path", "instance path", "instance"]] }
    ],
    modelAnswer: "All configuration lives in app.config, which is a dictionary subclass with loaders: from_object for a class or module, from_pyfile for a Python file and from_file for JSON or TOML. I keep defaults in a base config class and subclass it per environment, with development, testing and production classes, and the application factory chooses one at start-up from an argument or variable. Secrets and deployment-specific values never live in code: they come from environment variables, and from_prefixed_env loads every variable starting with FLASK_ into the config. The instance folder is the place for machine-specific files that stay out of version control, loaded with from_pyfile and silent equal True. In tests I pass overrides like TESTING equal True directly to the factory.",
    tags: ["configuration"]
  },
  {
    id: "flask-011",
    topic: "flask",
    difficulty: "medium",
    kind: "concept",
    text: "Explain the application context and the request context in Flask, and what current_app and g are for.",
    talkingPoints: [
      { point: "The request context holds request-specific data such as request and session and is pushed for every request.",
        cues: [["request context"], ["session", "each request", "every request", "per request", "request object", "current request"]] },
      { point: "The application context holds app-level data and makes current_app available; it is pushed automatically with each request.",
        cues: [["application context", "app context"], ["automatic", "automatically", "pushed", "app-level", "application-level", "config"]] },
      { point: "current_app is a proxy to the active app, useful in blueprints and extensions where the app object is not importable.",
        cues: [["current_app", "current app"], ["proxy", "factory", "blueprint", "extension", "import"]] },
      { point: "g is a per-context namespace for storing things like the database connection or the loaded user during one request; it is not shared between requests.",
        cues: [["g object", "flask.g", "g.user", "g.db", "g is", "the g", "g namespace"], ["connection", "user", "per request", "one request", "store", "namespace", "temporary"]] },
      { point: "Outside a request, such as in CLI commands or scripts, you push an app context with app.app_context.",
        cues: [["app_context", "app.app_context", "with app", "push", "outside"], ["script", "cli", "command", "test", "shell"]] }
    ],
    modelAnswer: "Flask avoids passing the app and request into every function by using contexts. The request context is pushed for every request and holds the request object and the session. Whenever it is pushed, Flask also pushes an application context automatically, which holds app-level state and makes current_app available. current_app is a proxy to whichever app is handling the work, which matters with the application factory, because blueprints and extensions cannot simply import the app object. The g object lives in the application context and is a scratch namespace for one request: I store the database connection or the loaded user there, and it is gone afterwards, so it is not a place for data shared between requests. In a CLI command, script or test I push a context myself with with app.app_context.",
    tags: ["contexts", "internals"]
  },
  {
    id: "flask-012",
    topic: "flask",
    difficulty: "medium",
    kind: "concept",
    text: "What are blueprints in Flask and how do they help structure a larger application?",
    talkingPoints: [
      { point: "A blueprint groups related routes, templates, static files and handlers for one part of the app.",
        cues: [["blueprint"], ["group", "related", "module", "feature", "section", "component"]] },
      { point: "Blueprints are registered on the app with register_blueprint, optionally with a url_prefix.",
        cues: [["register_blueprint", "register"], ["url_prefix", "prefix", "app"]] },
      { point: "Endpoints are namespaced by blueprint name, so url_for uses blueprint dot view.",
        cues: [["namespace", "namespaced", "dot", "blueprint name", "auth.login"], ["url_for", "endpoint"]] },
      { point: "Blueprints can have their own before_request hooks, error handlers and templates folder, and can be nested since Flask 2.",
        cues: [["before_request", "errorhandler", "error handler", "template folder", "templates folder", "nested", "hook"]] },
      { point: "A blueprint is a set of deferred operations, not an application, which keeps code free of circular imports with the factory.",
        cues: [["deferred", "record", "not an app", "not an application", "circular import", "factory"]] }
    ],
    modelAnswer: "A blueprint groups the related pieces of one feature, for example an auth module or an admin section, with its routes, templates, static files and error handlers. It is registered on the app with register_blueprint, usually with a url_prefix such as slash api slash v1. Endpoints are namespaced by the blueprint name, so url_for takes auth dot login. A blueprint can have its own before_request hooks, errorhandler functions and templates folder, and since Flask 2 blueprints can be nested. Importantly a blueprint is not an application: it records deferred operations that are replayed when it is registered, which is what lets each module define its routes without importing the app, so there are no circular imports and it works neatly with the application factory.",
    tags: ["blueprints", "architecture"]
  },
  {
    id: "flask-013",
    topic: "flask",
    difficulty: "medium",
    kind: "coding",
    text: "What is the application factory pattern in Flask, and how would you implement it?",
    talkingPoints: [
      { point: "Instead of a global app, a create_app function builds and returns a configured app.",
        cues: [["create_app", "create app", "factory function", "function that create", "function that build"], ["return", "build", "configure", "configured"]] },
      { point: "Extensions are created at module level without an app and bound inside the factory with init_app.",
        cues: [["init_app", "init app"], ["extension", "db", "login_manager", "sqlalchemy"]] },
      { point: "The factory loads configuration and registers blueprints, error handlers and CLI commands.",
        cues: [["register"], ["blueprint", "error handler", "errorhandler", "command", "cli"]] },
      { point: "It allows multiple instances with different configs, especially for tests, and avoids circular imports.",
        cues: [["test", "testing", "multiple instance", "several app", "different config"], ["config", "circular", "instance", "isolate", "isolated", "isolation"]] }
    ],
    modelAnswer: "Instead of creating a global app at import time, I write a create_app function that builds the Flask object, configures it and returns it. Inside, it loads config from a default object plus an optional test_config mapping, then binds extensions: db, migrate and login_manager are created at module level without an app, and create_app calls init_app on each extension, for example db.init_app of app. Next it registers the blueprints, error handlers and CLI commands, and finally returns the app. The flask command finds create_app automatically, and a WSGI file just calls it. The benefit is that I can build several instances with different config, which makes testing easy, because each test gets a fresh isolated app with TESTING true and a throwaway database, and no module imports the app directly, so circular imports disappear.",
    tags: ["architecture", "factory"]
  },
  {
    id: "flask-014",
    topic: "flask",
    difficulty: "medium",
    kind: "concept",
    text: "How do you use SQLAlchemy with Flask, and how is the database session managed across requests?",
    talkingPoints: [
      { point: "Flask-SQLAlchemy configures the engine from SQLALCHEMY_DATABASE_URI and provides db.Model and db.session.",
        cues: [["flask-sqlalchemy", "flask sqlalchemy", "sqlalchemy_database_uri", "database uri", "db.model"]] },
      { point: "db.session is a scoped session, one per application context, so each request gets its own.",
        cues: [["scoped", "per request", "each request", "per context", "application context", "thread"]] },
      { point: "The session is removed at teardown, returning the connection to the pool even on error.",
        cues: [["teardown", "removed", "remove", "closed", "end of the request", "end of each request"], ["pool", "connection"]] },
      { point: "You commit explicitly and roll back on errors, since nothing is saved automatically.",
        cues: [["commit"], ["rollback", "roll back", "explicit", "error", "exception"]] },
      { point: "Modern SQLAlchemy 2 style uses select with db.session.execute or scalars, and relationships need eager loading to avoid N+1.",
        cues: [["select(", "db.select", "scalars", "execute", "2.0", "selectinload", "joinedload", "eager"]] }
    ],
    modelAnswer: "I usually use Flask-SQLAlchemy: it reads SQLALCHEMY_DATABASE_URI, creates the engine and connection pool, and gives me db.Model for models and db.session for queries. db.session is a scoped session tied to the application context, so each request has its own session and threads never share one. At teardown of the context the extension removes the session, which returns the connection to the pool even if the view raised. Nothing is written until I commit with db.session.commit, and on an exception I roll back so the session is clean. In SQLAlchemy 2 style I write db.session.execute of db.select of User filtered by something, or scalars for plain objects, and I use selectinload or joinedload to eagerly load relationships instead of triggering lazy queries in a loop.",
    tags: ["database", "sqlalchemy"]
  },
  {
    id: "flask-015",
    topic: "flask",
    difficulty: "medium",
    kind: "concept",
    text: "How do you handle database schema migrations in a Flask project, and what should you watch out for?",
    talkingPoints: [
      { point: "Flask-Migrate wraps Alembic and exposes flask db commands.",
        cues: [["flask-migrate", "flask migrate", "alembic"]] },
      { point: "flask db migrate autogenerates a revision by comparing models with the database, and flask db upgrade applies it.",
        cues: [["autogenerates", "autogenerate", "migrate", "revision"], ["upgrade", "applies", "applied"]] },
      { point: "Autogenerated scripts must be reviewed, because renames, some type changes and constraints are missed or guessed wrongly.",
        cues: [["review", "check", "read", "edit"], ["rename", "missed", "misses", "miss some", "wrong", "not detect", "doesn't detect", "type change", "constraint"]] },
      { point: "Migrations are committed to version control and run as a deploy step, with downgrade paths where feasible.",
        cues: [["version control", "git", "commit", "deploy", "pipeline"], ["downgrade", "step", "upgrade", "release"]] }
    ],
    modelAnswer: "I use Flask-Migrate, which wraps Alembic and adds flask db commands. After changing a model I run flask db migrate with a message, which autogenerates a revision by comparing the models to the current database schema, and then flask db upgrade applies pending revisions. The important habit is to review every generated script: Alembic sees a renamed column as a drop plus an add, may miss some type changes or server defaults, and needs explicit names for constraints, so I edit the script before it ever runs on real data. Migration files are committed to git, and applying them is a step in the deploy pipeline before new code starts. I write downgrade functions where feasible, and do data backfills as separate steps for large tables.",
    tags: ["database", "migrations"]
  },
  {
    id: "flask-016",
    topic: "flask",
    difficulty: "medium",
    kind: "concept",
    text: "How would you set up automated tests for a Flask application?",
    talkingPoints: [
      { point: "Use pytest with a fixture that builds the app from the factory with TESTING enabled and test config.",
        cues: [["pytest", "fixture"], ["factory", "create_app", "testing", "test config"]] },
      { point: "app.test_client sends requests to views without a running server, and the test CLI runner tests commands.",
        cues: [["test_client", "test client"], ["request", "without a server", "without running", "get", "post"]] },
      { point: "Tests use an isolated database, such as SQLite in memory or a transaction rolled back per test.",
        cues: [["database"], ["isolated", "in-memory", "in memory", "sqlite", "rollback", "roll back", "fresh", "separate"]] },
      { point: "Code that needs current_app or g outside a request is tested inside app.app_context or test_request_context.",
        cues: [["app_context", "app context", "test_request_context", "request context"]] },
      { point: "External services are mocked, and coverage is measured.",
        cues: [["mock", "monkeypatch", "stub", "fake", "coverage"]] }
    ],
    modelAnswer: "I use pytest with a fixture that calls create_app with a test config, TESTING true and a separate database URL, so tests never touch real data. A second fixture returns the test client from app.test_client, which sends GET and POST requests to the views without running a server and lets me assert on the status code and JSON; app.test_cli_runner does the same for CLI commands. The database is isolated per test, either a fresh SQLite database in memory, or the real engine with each test wrapped in a transaction that is rolled back. Helpers that rely on current_app or g are tested inside with app.app_context or test_request_context. External calls like payment APIs are mocked with monkeypatch or responses, and I track coverage with pytest-cov in CI.",
    tags: ["testing"]
  },
  {
    id: "flask-017",
    topic: "flask",
    difficulty: "medium",
    kind: "concept",
    text: "What request hooks does Flask provide, such as before_request and teardown_request, and how do they differ?",
    talkingPoints: [
      { point: "before_request functions run before the view, and if one returns a response the view is skipped.",
        cues: [["before_request", "before request"], ["skip", "short-circuit", "short circuit", "returns a response", "return a response", "stop", "instead"]] },
      { point: "after_request functions receive and must return the response, but only run when no unhandled exception occurred.",
        cues: [["after_request", "after request"], ["modify", "return the response", "header", "no exception", "only when", "only if", "success"]] },
      { point: "teardown_request and teardown_appcontext always run when the context ends, even after errors, and are for cleanup.",
        cues: [["teardown", "teardown_request", "teardown_appcontext"], ["always", "even", "cleanup", "clean up", "close"]] },
      { point: "Hooks registered on a blueprint only run for that blueprint's requests, unless registered with the app-wide variants.",
        cues: [["blueprint"], ["only run", "only for", "app-wide", "before_app_request", "scope"]] }
    ],
    modelAnswer: "before_request functions run before the view on every request; they are good for loading the current user into g or enforcing maintenance mode, and if one returns a response, the view is skipped and that response is used instead. after_request functions receive the response object and must return it, so they can modify headers such as adding security headers, but they only run when the request finished without an unhandled exception. teardown_request and teardown_appcontext always run when the context is popped, even after an error, and they receive the exception if any; that is where I close connections and clean up. Hooks registered on a blueprint only run for that blueprint's routes; to hook every request from a blueprint I use before_app_request.",
    tags: ["hooks", "request-lifecycle"]
  },
  {
    id: "flask-018",
    topic: "flask",
    difficulty: "medium",
    kind: "concept",
    text: "How would you implement user login and protected pages in a Flask web application?",
    talkingPoints: [
      { point: "Passwords are stored only as salted hashes, for example with werkzeug.security or a dedicated library like argon2 or bcrypt.",
        cues: [["password"], ["hash", "hashed", "generate_password_hash", "check_password_hash", "bcrypt", "argon2"]] },
      { point: "Flask-Login manages the logged-in user in the session with login_user, logout_user and a user_loader callback.",
        cues: [["flask-login", "flask login", "login_user", "user_loader", "loginmanager", "current_user"]] },
      { point: "The login_required decorator protects views and redirects anonymous users to the login page.",
        cues: [["login_required", "login required"], ["decorator", "redirect", "protect"]] },
      { point: "Forms need CSRF protection, and the session should be regenerated and cookies hardened.",
        cues: [["csrf", "flask-wtf", "remember cookie", "session fixation", "httponly", "secure cookie"]] },
      { point: "Rate limiting and generic error messages slow down brute-force and user enumeration.",
        cues: [["rate limit", "rate-limit", "flask-limiter", "brute force", "brute-force", "lockout", "enumeration", "generic message"]] }
    ],
    modelAnswer: "First, passwords are only stored as salted hashes: generate_password_hash when registering and check_password_hash at login from werkzeug.security, or argon2 via a dedicated library. For the session side I use Flask-Login: my user model implements its small interface, a user_loader callback loads the user from the id kept in the session, and the login view calls login_user after checking the password and logout_user to sign out. Protected views get the login_required decorator, which redirects anonymous visitors to the login page, and current_user is available in views and templates. The login form is protected against CSRF with Flask-WTF, and the session cookie is Secure and HttpOnly. I also add rate limiting with Flask-Limiter and show a generic message for wrong credentials so attackers cannot brute-force or enumerate accounts.",
    tags: ["authentication", "security"]
  },
  {
    id: "flask-019",
    topic: "flask",
    difficulty: "medium",
    kind: "design",
    text: "How would you structure a JSON REST API in Flask, including validation of request bodies and consistent error responses?",
    talkingPoints: [
      { point: "Resources are organised in blueprints with resource-oriented URLs and HTTP methods, optionally as MethodView classes.",
        cues: [["blueprint", "methodview", "method view", "resource"], ["url", "method", "get", "post", "endpoint", "version"]] },
      { point: "Request bodies are validated with a schema library such as marshmallow or pydantic before use.",
        cues: [["marshmallow", "pydantic", "schema", "webargs"], ["validates", "validate", "validation", "load"]] },
      { point: "Validation failures return 400 or 422 with field-level details in a consistent JSON error format.",
        cues: [["400", "422", "error format", "error shape", "same shape", "field-level", "field level"]] },
      { point: "Correct status codes are used, like 201 with a Location header for creation and 204 for deletion.",
        cues: [["201", "204", "status code", "location header"]] },
      { point: "Extensions like flask-smorest or APIFlask generate OpenAPI documentation, and pagination is supported for lists.",
        cues: [["openapi", "swagger", "flask-smorest", "apiflask", "documentation", "paginate", "paginated", "pagination"]] }
    ],
    modelAnswer: "I organise the API into blueprints per resource under a versioned prefix like slash api slash v1, with resource-oriented URLs and the HTTP method expressing the action; MethodView classes keep the GET, POST and DELETE handlers of one resource together. Every request body goes through a schema, marshmallow or pydantic, which validates and loads it into clean data before the view touches it. A validation failure returns 422 or 400 with field-level messages, and a shared error handler makes every error use the same shape, such as a code, message and details object. I use proper status codes: 201 with a Location header on creation, 204 for deletes, 404 and 409 where they apply. List endpoints support pagination, and flask-smorest or APIFlask generate OpenAPI documentation from the same schemas.",
    tags: ["api", "validation", "architecture"]
  },
  {
    id: "flask-020",
    topic: "flask",
    difficulty: "medium",
    kind: "concept",
    text: "How would you deploy a Flask application to production, and what does each piece of the setup do?",
    talkingPoints: [
      { point: "A production WSGI server such as Gunicorn runs several worker processes of the app.",
        cues: [["gunicorn", "uwsgi", "waitress", "wsgi server"], ["worker", "process"]] },
      { point: "Worker count and type are tuned: sync workers roughly two per core plus one, or threads or gevent for I/O-heavy apps.",
        cues: [["worker", "threads", "gevent"], ["core", "cpu", "tune", "i/o", "number"]] },
      { point: "A reverse proxy like nginx terminates TLS, serves static files and buffers slow clients.",
        cues: [["nginx", "reverse proxy", "load balancer", "caddy"], ["tls", "https", "static", "buffer", "ssl"]] },
      { point: "Behind a proxy, ProxyFix makes Flask trust X-Forwarded headers for the client IP and scheme.",
        cues: [["proxyfix", "proxy fix", "x-forwarded"]] },
      { point: "Configuration comes from the environment, and the app runs in a container or under systemd with health checks and logging.",
        cues: [["docker", "container", "systemd", "kubernetes", "health check", "environment variable", "log"]] }
    ],
    modelAnswer: "The app runs under a production WSGI server, typically Gunicorn pointed at the create_app factory, which starts several worker processes so one slow request does not block others. I tune the workers: for sync workers a common starting point is two per CPU core plus one, and for I/O-heavy apps threads or gevent workers raise concurrency. In front sits nginx or a cloud load balancer as a reverse proxy that terminates TLS, serves static files directly and buffers slow clients so workers are not tied up. Because requests now arrive from the proxy, I wrap the app in Werkzeug's ProxyFix so it trusts the X-Forwarded headers for the real client IP and HTTPS scheme. Config and secrets come from environment variables, and the whole thing runs in a Docker container with health checks, log output to stdout and debug off.",
    tags: ["deployment", "wsgi"]
  },
  {
    id: "flask-021",
    topic: "flask",
    difficulty: "medium",
    kind: "concept",
    text: "Flask gives you little security out of the box. Which protections would you add to a typical Flask web application?",
    talkingPoints: [
      { point: "CSRF protection for forms comes from Flask-WTF's CSRFProtect, since Flask has none built in.",
        cues: [["csrf", "csrfprotect", "flask-wtf"]] },
      { point: "Session cookies are hardened with Secure, HttpOnly and SameSite flags and a strong secret key.",
        cues: [["cookie"], ["secure", "httponly", "samesite"]] },
      { point: "Security headers such as Content-Security-Policy, HSTS and X-Frame-Options are added, for example with Flask-Talisman.",
        cues: [["content-security-policy", "content security policy", "csp", "hsts", "talisman", "x-frame-options", "security header"]] },
      { point: "Database access uses parameterised queries or the ORM to prevent SQL injection, and templates keep autoescaping on.",
        cues: [["sql injection", "injection", "parameteris", "parameterized", "parameterised", "bound parameter"]] },
      { point: "CORS is configured narrowly with Flask-CORS, and uploads are size-limited and validated.",
        cues: [["cors", "flask-cors", "cross-origin", "upload", "file upload"], ["origin", "narrow", "allow", "restrict", "size", "limit", "validate", "type"]] }
    ],
    modelAnswer: "Flask has no CSRF protection of its own, so for HTML forms I enable CSRFProtect from Flask-WTF, which checks a token on every POST. I harden the session cookie with the Secure, HttpOnly and SameSite flags and use a long random secret key loaded from the environment. I add security headers, Content-Security-Policy, HSTS, X-Frame-Options and X-Content-Type-Options, either in an after_request hook or with Flask-Talisman, which also forces HTTPS. For the database I only use the ORM or parameterised queries, never string formatting, which prevents SQL injection, and I keep Jinja's autoescaping on. For APIs I configure CORS narrowly with Flask-CORS, listing only the real front-end origins, and I set MAX_CONTENT_LENGTH and validate file types on uploads.",
    tags: ["security"]
  },
  {
    id: "flask-022",
    topic: "flask",
    difficulty: "medium",
    kind: "coding",
    text: "How would you write your own Flask extension, and why do extensions follow the init_app pattern?",
    talkingPoints: [
      { point: "The extension class accepts an optional app in its constructor and calls init_app if one is given.",
        cues: [["constructor", "initializer", "initialiser"], ["optional", "none", "if an app", "if app", "call init_app"]] },
      { point: "init_app registers config defaults, teardown handlers and stores itself in app.extensions, without keeping a reference to the app on self.",
        cues: [["app.extensions", "extensions dict", "setdefault", "teardown", "config default"]] },
      { point: "Not storing the app lets one extension instance serve several apps, which the factory pattern and tests need.",
        cues: [["not store", "no reference", "don't store", "doesn't store", "without storing", "multiple app", "several app", "more than one app"], ["factory", "test", "instance", "app"]] },
      { point: "At run time the extension finds its state through current_app, and per-request resources live on g or the app context.",
        cues: [["current_app", "current app"], ["state", "g", "context", "look up", "find"]] }
    ],
    modelAnswer: "The extension is a class whose constructor accepts an optional app; if one is passed it calls init_app straight away, otherwise init_app is called later from the application factory. In init_app I set config defaults with app.config.setdefault, register a teardown handler to release resources, and store my state in app.extensions under the extension's name, without keeping the app on self. Not storing the app is the whole point of the pattern: one extension instance created at module level can be bound to multiple apps, such as a production app and many test apps, which the factory pattern needs. At run time my methods find the active app through current_app, look up their state in current_app.extensions, and keep per-request resources such as a client connection on g.",
    tags: ["extensions", "architecture"]
  },
  {
    id: "flask-023",
    topic: "flask",
    difficulty: "medium",
    kind: "concept",
    text: "What notable changes came with Flask 2 and Flask 3 that affect how you write Flask code today?",
    talkingPoints: [
      { point: "Flask 2.0 added support for async def views.",
        cues: [["async"], ["view", "def", "2.0"]] },
      { point: "Route shortcut decorators such as app.get and app.post and nested blueprints arrived in 2.0.",
        cues: [["app.get", "app.post", "shortcut", "nested blueprint"]] },
      { point: "The CLI changed: flask --app and run --debug replace the old FLASK_ENV variable, which was removed.",
        cues: [["flask_env", "debug flag", "--debug flag", "--app option", "app option", "command line"]] },
      { point: "before_first_request and other deprecated APIs were removed, and Flask 3 requires Werkzeug 3 and a recent Python.",
        cues: [["before_first_request", "removed", "deprecated", "werkzeug 3"]] },
      { point: "Returning a list from a view gives JSON, and a JSON provider object customises serialisation.",
        cues: [["json provider", "app.json", "return a list", "list from a view", "returning a list"]] }
    ],
    modelAnswer: "Flask 2.0 was the big one: it added support for async def views, route shortcut decorators like app.get and app.post, and nested blueprints. Around 2.2 the command line changed, so you now write flask --app with the module and pass --debug, and the old FLASK_ENV variable was deprecated and then removed. Flask 2.2 also let views return a list as JSON, and introduced a JSON provider object on app.json for customising serialisation instead of the old encoder classes. Flask 2.3 removed before_first_request and other deprecated helpers, so one-time setup now belongs in the application factory. Flask 3.0 removed the remaining deprecated code and requires Werkzeug 3, and 3.1 added SECRET_KEY_FALLBACKS for key rotation and dropped old Python versions.",
    tags: ["versions"]
  },
  {
    id: "flask-024",
    topic: "flask",
    difficulty: "hard",
    kind: "concept",
    text: "Flask lets you import request as if it were a global. How can that be safe when many requests are handled concurrently?",
    talkingPoints: [
      { point: "request is a proxy object that looks up the current request each time it is accessed.",
        cues: [["proxy", "localproxy"], ["look up", "lookup", "forward", "current", "each access", "every access"]] },
      { point: "The current context is stored in context variables, so each thread, greenlet or asyncio task sees its own value.",
        cues: [["contextvar", "context variable", "contextvars", "thread-local", "thread local"], ["thread", "greenlet", "task", "own", "isolate", "isolated", "isolation"]] },
      { point: "Flask pushes the request and application contexts at the start of handling and pops them at the end.",
        cues: [["push", "pushed"], ["pop", "popped", "at the end", "when the response", "start"]] },
      { point: "The trade-off is implicit state: code using the proxies only works inside an active context, and objects must not be kept after the request.",
        cues: [["outside", "implicit", "hidden", "no active context", "only work", "only inside", "keep a reference", "store a reference", "after the request"]] },
      { point: "To pass real objects to another thread you take _get_current_object or copy the data, because the proxy won't follow.",
        cues: [["_get_current_object", "get_current_object", "copy", "another thread", "background thread", "copy_current_request_context"]] }
    ],
    modelAnswer: "The request you import is not the request itself but a LocalProxy; every attribute access forwards to whatever request is current at that moment. Where that current object is stored is the trick: modern Flask keeps its contexts in Python context variables, so each thread, greenlet or asyncio task has its own isolated value, which earlier versions did with thread-local storage. When a request arrives, Flask pushes a request context and an application context, and pops them when the response is done. The trade-off is implicit, hidden state: code using request, session or current_app only works inside an active context, and you must not store a reference to them after the request. If work moves to another thread, I pass plain data or the real object from _get_current_object, or use copy_current_request_context, because the proxy would not resolve there.",
    tags: ["contexts", "internals", "concurrency"]
  },
  {
    id: "flask-025",
    topic: "flask",
    difficulty: "hard",
    kind: "concept",
    text: "Flask supports async view functions. How are they actually executed, and when would you choose Quart or another ASGI framework instead?",
    talkingPoints: [
      { point: "Flask stays a WSGI framework: an async view is run to completion in an event loop, on the worker's thread, via asgiref.",
        cues: [["wsgi"], ["event loop", "asgiref", "async_to_sync", "thread", "run to completion"]] },
      { point: "Concurrency inside one view improves, for example gathering several HTTP calls, but each request still occupies a worker.",
        cues: [["gather", "concurrent", "several call", "multiple call", "in parallel", "at once"], ["worker", "request", "view"]] },
      { point: "Tasks spawned in the view are cancelled when it returns, so background work and websockets are not supported.",
        cues: [["background task", "create_task", "websocket", "long-lived", "cancel", "cancelled"]] },
      { point: "Async support requires installing the async extra, and blocking libraries still block the loop.",
        cues: [["async extra", "asgiref", "blocking library", "blocking call", "block the loop"]] },
      { point: "Quart is the ASGI reimplementation of the Flask API and suits websockets, streaming and very high concurrency.",
        cues: [["quart", "asgi", "fastapi", "starlette"], ["websocket", "stream", "concurrent", "concurrency", "high"]] }
    ],
    modelAnswer: "Flask is still a WSGI framework. When a request hits an async view, Flask uses asgiref's async_to_sync to start an event loop in the worker's thread and runs the coroutine to completion, then returns a normal response. That helps concurrency inside a single view, for example using asyncio.gather to make several HTTP calls at once, but each request still occupies a worker thread for its whole duration, so throughput is no better than threads. Tasks created with create_task are cancelled when the view returns, so it is no tool for background work or websockets. You also need the flask[async] extra, and any blocking library still blocks the loop. If I need websockets, long-lived streaming or thousands of concurrent connections I would pick Quart, the ASGI reimplementation of the Flask API, or FastAPI and Starlette.",
    tags: ["async", "asgi", "performance"]
  },
  {
    id: "flask-026",
    topic: "flask",
    difficulty: "hard",
    kind: "design",
    text: "How would you run background jobs such as sending emails or processing uploads in a Flask application, and how do they get access to the app's configuration and database?",
    talkingPoints: [
      { point: "Use a task queue such as Celery or RQ with a broker like Redis, running separate worker processes.",
        cues: [["celery", "rq", "dramatiq", "huey", "task queue"], ["broker", "redis", "rabbitmq", "worker"]] },
      { point: "Workers need an application context, so tasks are wrapped to run inside app.app_context, created from the factory.",
        cues: [["app_context", "app context", "application context"], ["task", "worker", "wrap", "factory", "base class"]] },
      { point: "Pass simple IDs and reload data in the task instead of passing ORM objects or the request.",
        cues: [["id", "ids", "primary key"], ["reload", "instead of", "rather than", "not the object", "fetch"]] },
      { point: "Tasks should be idempotent with retries and timeouts, and enqueued only after the database commit.",
        cues: [["idempotent", "retry", "retries", "timeout", "after the commit", "after commit"]] },
      { point: "Threads started from a view are fragile because they die with the worker and lose the request context.",
        cues: [["thread"], ["fragile", "lost", "die", "killed", "restart", "not reliable", "unreliable", "avoid"]] }
    ],
    modelAnswer: "I would use a task queue such as Celery or RQ, with Redis or RabbitMQ as the broker and separate worker processes, so the view only enqueues a job and returns. Tasks need config and the database session, which in Flask means an application context, so I follow the documented pattern: a Celery app is created inside the factory and its task base class wraps every call in with app.app_context. I pass plain IDs and reload rows inside the task, instead of passing ORM objects or anything from the request, which does not exist in the worker. Tasks are idempotent, with retries, backoff and timeouts, and I enqueue them only after the database commit. I avoid just spawning a thread from the view, because it dies when the worker restarts and loses the request context.",
    tags: ["background-tasks", "celery", "architecture"]
  },
  {
    id: "flask-027",
    topic: "flask",
    difficulty: "hard",
    kind: "design",
    text: "Your Flask API needs to go from a few hundred to tens of thousands of requests per minute. How would you scale it?",
    talkingPoints: [
      { point: "Keep the app stateless, with sessions and files in shared stores, so you can run many instances behind a load balancer.",
        cues: [["stateless", "no local state", "shared store", "horizontal", "more instances", "scale out"], ["load balancer", "instance", "replica", "container"]] },
      { point: "Measure first with profiling and metrics to find the real bottleneck.",
        cues: [["measure", "profiler", "profile", "profiling", "metric", "bottleneck", "apm", "load test"]] },
      { point: "Tune the WSGI server workers and threads, and use connection pooling so the database is not overwhelmed.",
        cues: [["worker", "thread", "gunicorn"], ["pool", "pooling", "pgbouncer", "connection"]] },
      { point: "Cache hot reads in Redis or via HTTP caching, and use read replicas and indexes for the database.",
        cues: [["cache", "caching", "redis", "etag", "cdn"], ["read", "replica", "index", "hot"]] },
      { point: "Move slow work to background queues and protect the service with rate limiting.",
        cues: [["background", "queue", "celery", "async job", "rate limit", "rate-limit", "flask-limiter"]] }
    ],
    modelAnswer: "First I measure: metrics and a profiler or APM under a realistic load test show whether the bottleneck is Python, the database or an external call. Then I make sure the app is stateless, keeping sessions in signed cookies or Redis and files in object storage, so I can scale out to many instances behind a load balancer. On each instance I tune Gunicorn workers and threads, and I add connection pooling, possibly PgBouncer, because more workers otherwise means too many database connections. For hot reads I cache results in Redis and use HTTP caching with ETags or a CDN, and for the database I add indexes and read replicas. Slow work like emails or image processing moves to a background queue, and a rate limit with Flask-Limiter protects the service from abusive clients.",
    tags: ["scalability", "performance", "architecture"]
  },
  {
    id: "flask-028",
    topic: "flask",
    difficulty: "hard",
    kind: "concept",
    text: "A script using your Flask models crashes with RuntimeError: Working outside of application context. What causes it and how do you fix it properly?",
    talkingPoints: [
      { point: "Code touched current_app, g or an extension like db.session that needs an active application context, but none was pushed.",
        cues: [["current_app", "db.session", "extension", "proxy"], ["no context", "no active", "not pushed", "wasn't pushed", "isn't pushed", "no application context", "without an application context", "need an application context"]] },
      { point: "Contexts are pushed automatically only while handling a request or running a flask CLI command.",
        cues: [["automatic", "automatically", "only while", "only when"], ["request", "cli", "flask command", "command"]] },
      { point: "The fix is to create the app and run the code inside with app.app_context.",
        cues: [["app_context", "app.app_context", "app context", "with app"]] },
      { point: "Better still, turn the script into a Flask CLI command, which gets a context automatically, or pass the app explicitly.",
        cues: [["cli", "click", "app.cli.command", "flask command", "custom command"]] },
      { point: "Similar errors come from threads, background tasks or import-time code, which also lack a context.",
        cues: [["thread", "import time", "import-time", "module level", "background", "celery", "task"]] }
    ],
    modelAnswer: "The error means some code touched current_app, g, or an extension such as db.session that looks up the current app, while no application context was pushed. Flask pushes contexts automatically only while it handles a request or runs a flask CLI command, so a standalone script, a test or a thread has none. The quick fix is to create the app with create_app and run the code inside with app.app_context, which makes current_app and db.session work. A cleaner fix is to turn the script into a custom command with app.cli.command, because the flask command pushes the context for you and loads the same configuration as the app. I also look for the same mistake in background threads, Celery tasks and module-level code that runs at import time, since none of those have a context either.",
    tags: ["contexts", "debugging"]
  },
  {
    id: "flask-029",
    topic: "flask",
    difficulty: "hard",
    kind: "concept",
    text: "Compare Flask's default cookie-based sessions with server-side sessions. When would you switch, and what changes?",
    talkingPoints: [
      { point: "Cookie sessions need no storage and scale easily, but the data is readable by the client and limited to about 4 KB.",
        cues: [["cookie"], ["no storage", "no server", "stateless", "scale", "4 kb", "4kb", "four kilobyte", "size", "readable"]] },
      { point: "Cookie sessions cannot be revoked server-side before they expire, short of rotating the secret key.",
        cues: [["revoke", "revocation", "invalidate", "log out everywhere", "logout"], ["can't", "cannot", "no way", "hard", "until", "expire", "rotate"]] },
      { point: "Server-side sessions, for example with Flask-Session and Redis, keep only an ID in the cookie and the data on the server.",
        cues: [["server-side", "server side", "flask-session"], ["redis", "database", "id in the cookie", "session id", "store"]] },
      { point: "Server-side sessions add a storage dependency and a lookup per request, but allow revocation and larger or sensitive data.",
        cues: [["dependency", "lookup", "extra round trip", "latency", "infrastructure", "another service"]] }
    ],
    modelAnswer: "The default cookie session needs no storage at all, so it is stateless and scales trivially across instances, but the data is readable by the client, only signed, and the cookie is limited to about 4 KB. Its real weakness is revocation: you cannot invalidate a single session on the server before it expires, so log out everywhere or banning a user is hard, short of rotating the secret key, which logs everyone out. Server-side sessions, for example Flask-Session with Redis, put only a random session id in the cookie and store the data on the server. That means an extra dependency and a lookup per request, but I can delete a session instantly, store larger or sensitive data, and list a user's active sessions. I switch when I need revocation or per-session state beyond a user id.",
    tags: ["sessions", "security", "architecture"]
  },
  {
    id: "flask-030",
    topic: "flask",
    difficulty: "hard",
    kind: "coding",
    text: "How would you serve a very large CSV export or a large file download from Flask without loading everything into memory?",
    talkingPoints: [
      { point: "Return a response built from a generator so rows are produced and sent in chunks.",
        cues: [["generator", "yield"], ["chunk", "row", "stream", "piece", "incremental"]] },
      { point: "Wrap the generator with stream_with_context if it needs request or session while streaming.",
        cues: [["stream_with_context", "stream with context"]] },
      { point: "Fetch rows from the database in batches with a server-side cursor or yield_per instead of loading all results.",
        cues: [["yield_per", "server-side cursor", "server side cursor", "batch", "fetchmany", "iterator"]] },
      { point: "For existing files use send_file or send_from_directory, and let nginx serve them with X-Accel-Redirect or X-Sendfile.",
        cues: [["send_file", "send_from_directory", "x-accel-redirect", "x-sendfile"]] },
      { point: "Very long exports are better generated in a background job and delivered as a link, since streaming ties up a worker.",
        cues: [["background", "worker", "ties up", "timeout", "pre-generate", "link", "signed url"]] }
    ],
    modelAnswer: "For a generated export I return a Response built from a generator: the function yields the header line and then one row at a time through the csv module, so the data is streamed to the client in chunks and memory stays flat. If the generator needs the request or session while it runs, I wrap it in stream_with_context, because the context would otherwise be gone. The database side must stream too, so I fetch in batches with SQLAlchemy's yield_per or a server-side cursor rather than loading all rows. For a file that already exists I use send_file or send_from_directory, and in production let nginx serve the bytes via X-Accel-Redirect or X-Sendfile. For exports that take minutes I would generate the file in a background job and email a signed URL, because a long stream ties up a worker and may hit proxy timeouts.",
    tags: ["streaming", "performance", "responses"]
  },
  {
    id: "flask-031",
    topic: "flask",
    difficulty: "hard",
    kind: "concept",
    text: "Walk me through what Flask does internally from the moment the WSGI server calls the application until the response is returned.",
    talkingPoints: [
      { point: "The WSGI server calls the app with environ and start_response, which reaches wsgi_app.",
        cues: [["environ", "start_response", "wsgi_app"]] },
      { point: "Flask builds a request context, pushing it and the app context, opening the session and matching the URL against the Werkzeug URL map.",
        cues: [["request context", "context"], ["push", "pushed"]] },
      { point: "The URL is matched against Werkzeug's URL map to find the endpoint and view arguments.",
        cues: [["url map", "url_map", "werkzeug", "match", "matched", "routing"], ["endpoint", "rule", "view"]] },
      { point: "before_request functions run, then the view, and its return value is turned into a Response by make_response.",
        cues: [["before_request", "before request"], ["view", "make_response", "response"]] },
      { point: "after_request functions and the session save run, the response is returned to the server, and teardown functions run when the contexts pop.",
        cues: [["after_request", "after request", "session save", "save the session", "saves the session"], ["teardown", "pop", "popped"]] }
    ],
    modelAnswer: "The WSGI server calls the Flask object with environ and start_response, and __call__ simply delegates to wsgi_app. There Flask creates a request context from the environ and pushes it, which also pushes an application context and opens the session. The URL is matched against the Werkzeug URL map, giving the endpoint and view arguments, or a 404 or 405 error to raise. Then full_dispatch_request runs the before_request functions, and if none returned early, calls the view function for that endpoint; make_response converts whatever the view returned into a Response object, and exceptions go to the registered error handlers. Next the after_request functions run and the session is saved into the cookie. The response is handed back to the server, and finally the contexts are popped, which runs the teardown functions even if something failed.",
    tags: ["internals", "request-lifecycle", "wsgi"]
  },
  {
    id: "flask-032",
    topic: "flask",
    difficulty: "hard",
    kind: "design",
    text: "How would you add token-based authentication with JWTs to a Flask API, and what pitfalls would you guard against?",
    talkingPoints: [
      { point: "After checking credentials the server issues a signed access token, and clients send it in the Authorization Bearer header.",
        cues: [["sign", "signed", "issue"], ["authorization header", "bearer", "header"]] },
      { point: "A decorator or Flask-JWT-Extended verifies the signature, expiry and claims on each protected request.",
        cues: [["flask-jwt-extended", "decorator", "jwt_required", "verify", "verifies"], ["signature", "expiry", "expiration", "exp claim", "claim"]] },
      { point: "Access tokens are short-lived, paired with refresh tokens that can be rotated and revoked.",
        cues: [["short-lived", "short lived", "few minutes", "15 minutes", "expire"], ["refresh"]] },
      { point: "Because JWTs are stateless, revocation needs a denylist or token version check.",
        cues: [["revoke", "revocation", "denylist", "blocklist", "blacklist", "token version"]] },
      { point: "Pin the algorithm, keep secrets strong, never put sensitive data in the payload, and store tokens safely in the browser.",
        cues: [["algorithm", "alg none", "none algorithm", "payload", "httponly", "localstorage", "local storage"]] }
    ],
    modelAnswer: "The login endpoint checks the password hash and then issues a signed JWT access token containing the user id and an expiry, and clients send it on each call in the Authorization header as a Bearer token. Protected views use a decorator, for example jwt_required from Flask-JWT-Extended, which verifies the signature, expiry and required claims and loads the user. Access tokens are short-lived, say fifteen minutes, and paired with a refresh token that is rotated on use. Since JWTs are stateless, logout or a compromised account needs revocation: a denylist of token ids in Redis, or a token version stored on the user. Other pitfalls: pin the accepted algorithm so nobody can pass alg none, use a strong key, never put sensitive data in the payload because it is only encoded, and in browsers prefer HttpOnly cookies with CSRF protection over local storage.",
    tags: ["authentication", "api", "security"]
  }
]
