/** The Django questions of the built-in bank. */
import type { BankQuestion } from "../types.ts"

export const questions: ReadonlyArray<BankQuestion> = [
  {
    id: "django-001",
    topic: "django",
    difficulty: "easy",
    kind: "concept",
    text: "Django is usually described as following a model-view-template pattern. Can you walk me through what happens from the moment a request arrives until the response goes back?",
    talkingPoints: [
      { point: "The request first passes through the middleware stack, which can act on it before the view and on the response afterwards.",
        cues: [["middleware"], ["request", "response", "before", "after", "wrap"]] },
      { point: "The URL resolver matches the path against the URLconf to choose a view.",
        cues: [["urlconf", "urls.py", "urlpatterns", "url pattern", "url resolver", "resolve the url", "route", "routing"], ["view"]] },
      { point: "The view holds the request-handling logic, the role a controller plays in MVC.",
        cues: [["view"], ["logic", "controller", "business rule", "handle the request", "handles the request"]] },
      { point: "Models describe the data and reach the database through the ORM.",
        cues: [["model"], ["orm", "database", "table", "queryset"]] },
      { point: "A template turns the context into HTML, and the view returns an HttpResponse.",
        cues: [["template"], ["html", "render", "presentation", "context"]] }
    ],
    modelAnswer: "The request first goes through the middleware stack, which can inspect or change the request before any view runs and the response after it. Django then resolves the URL against the URLconf, the urlpatterns in urls.py, to pick a view. The view plays the controller role: it holds the logic, reads the HttpRequest and decides what to do. It usually works with models, which describe the data and use the ORM to talk to the database, so no raw SQL is needed. Finally the view renders a template, which turns a context dictionary into HTML for presentation, and returns an HttpResponse that travels back out through the middleware to the client.",
    tags: ["architecture", "request-lifecycle"]
  },
  {
    id: "django-002",
    topic: "django",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between a Django project and a Django app?",
    talkingPoints: [
      { point: "A project is the whole site and its configuration: settings, root URLconf and the WSGI or ASGI entry points.",
        cues: [["project"], ["settings", "configuration", "config", "root url", "wsgi", "asgi", "whole site", "entire site"]] },
      { point: "An app is a self-contained package for one feature, with its own models, views and migrations.",
        cues: [["app", "application"], ["feature", "self-contained", "self contained", "single purpose", "one job", "one area", "domain"]] },
      { point: "An app is activated by adding it to INSTALLED_APPS.",
        cues: [["installed_apps", "installed apps"]] },
      { point: "Well-built apps are reusable across projects and can be published as packages.",
        cues: [["reusable", "reuse", "reused", "portable", "pluggable", "another project", "other projects", "third-party", "third party"]] }
    ],
    modelAnswer: "A project is the whole site: it holds the settings module, the root URLconf and the WSGI and ASGI entry points, so it is mostly configuration. An app is a self-contained Python package for one feature, such as billing or a blog, with its own models, views, templates and migrations. A project is made of several apps, and each one is switched on by listing it in INSTALLED_APPS. Because a well-designed app keeps its concerns to itself, it is reusable: you can drop it into another project or publish it as a package, which is exactly how third-party apps like django-allauth or the admin itself are distributed.",
    tags: ["architecture", "project-structure"]
  },
  {
    id: "django-003",
    topic: "django",
    difficulty: "easy",
    kind: "concept",
    text: "What are migrations in Django, and what is the difference between makemigrations and migrate?",
    talkingPoints: [
      { point: "Migrations are files that record changes to the models as schema operations, so the database evolves with the code.",
        cues: [["migration"], ["schema", "table", "column", "database structure", "changes to your model", "model change"]] },
      { point: "makemigrations compares the models with the recorded migration state and writes new migration files without touching the database.",
        cues: [["makemigrations", "make migrations"], ["write", "writes", "generate", "generates", "create", "creates", "new file", "migration file"]] },
      { point: "migrate applies the unapplied migrations to the database in dependency order.",
        cues: [["migrate"], ["applies", "applied", "run", "runs", "execute", "executes"]] },
      { point: "Applied migrations are recorded in the django_migrations table so Django knows what is left to run.",
        cues: [["django_migrations", "already applied", "tracks", "track", "records", "record", "history"]] },
      { point: "Migration files belong in version control and are reviewed like code.",
        cues: [["version control", "commit", "git", "repository", "source control", "code review", "reviewed"]] }
    ],
    modelAnswer: "Migrations are Python files that describe changes to your models as schema operations, such as creating a table or adding a column, so the database structure evolves in step with the code. Running makemigrations compares the current models with the state built from existing migrations and writes a new migration file; it does not touch the database at all. Running migrate applies any unapplied migrations to the database in dependency order. Django records each applied migration in the django_migrations table, which is how it tracks history and knows what is left. Migration files belong in version control and get reviewed like code, and sqlmigrate shows the exact SQL one will execute.",
    tags: ["migrations", "orm"]
  },
  {
    id: "django-004",
    topic: "django",
    difficulty: "easy",
    kind: "concept",
    text: "Explain the difference between ForeignKey, OneToOneField and ManyToManyField in Django models, with an example of each.",
    talkingPoints: [
      { point: "A ForeignKey is a many-to-one relation stored as a column holding the related row's id.",
        cues: [["foreignkey", "foreign key"], ["many-to-one", "many to one", "many of", "each book has one", "belongs to"]] },
      { point: "on_delete is required on a ForeignKey and decides what happens when the referenced row is deleted, such as CASCADE or PROTECT.",
        cues: [["on_delete", "on delete", "cascade", "protect", "set_null", "set null"]] },
      { point: "A OneToOneField is a ForeignKey with a unique constraint, used for example to extend a user with a profile.",
        cues: [["onetoonefield", "one-to-one", "one to one"], ["unique", "profile", "extend", "exactly one"]] },
      { point: "A ManyToManyField creates a join table behind the scenes, and a custom through model can hold extra fields on the relation.",
        cues: [["manytomany", "manytomanyfield", "many-to-many", "many to many"], ["join table", "junction", "intermediate", "through", "link table"]] }
    ],
    modelAnswer: "A ForeignKey is a many-to-one relation: each book belongs to one publisher, and the books table stores a publisher_id column. Every ForeignKey needs on_delete, which says what happens when the publisher is deleted, for example CASCADE to delete the books too, PROTECT to refuse, or SET_NULL. A OneToOneField is essentially a ForeignKey with a unique constraint, so each row links to exactly one other row; the classic use is a profile that extends the user model. A ManyToManyField, say students and courses, is stored in a separate join table that Django creates, and if you need extra data on the relation, such as an enrolment date, you declare your own through model.",
    tags: ["orm", "relationships", "models"]
  },
  {
    id: "django-005",
    topic: "django",
    difficulty: "easy",
    kind: "concept",
    text: "What does the Django admin give you, and how would you customise it for one of your models?",
    talkingPoints: [
      { point: "The admin is an automatically generated CRUD interface built from the models, for trusted staff users.",
        cues: [["admin"], ["crud", "create, edit", "generated", "automatic", "out of the box", "staff", "internal"]] },
      { point: "A model is registered with admin.site.register or the @admin.register decorator.",
        cues: [["register"]] },
      { point: "A ModelAdmin subclass customises the list page with options like list_display, list_filter and search_fields.",
        cues: [["modeladmin", "model admin", "list_display", "list display", "list_filter", "search_fields", "search field"]] },
      { point: "Inlines edit related objects on the parent page, and custom actions run on selected rows.",
        cues: [["inline", "tabularinline", "stackedinline", "action", "actions"]] },
      { point: "The admin is for internal staff, not a substitute for the public user interface.",
        cues: [["not for", "not a replacement", "not a substitute", "internal", "staff", "back office", "back-office"], ["user", "customer", "public", "end user"]] }
    ],
    modelAnswer: "The admin is a CRUD interface that Django generates automatically from your models, with login, permissions and change history out of the box. To use it you register a model, either with admin.site.register or the @admin.register decorator on a ModelAdmin class. In the ModelAdmin I set list_display to choose the columns, list_filter for the sidebar filters, search_fields for the search box, and readonly_fields or fieldsets to shape the edit form. Inlines such as TabularInline let staff edit related objects on the parent's page, and custom actions run an operation on selected rows. I treat it as an internal back-office tool for staff, not as the interface public users or customers see.",
    tags: ["admin"]
  },
  {
    id: "django-006",
    topic: "django",
    difficulty: "easy",
    kind: "concept",
    text: "Which settings would you review before deploying a Django project to production, and why?",
    talkingPoints: [
      { point: "DEBUG must be False, because debug pages leak settings, code and SQL.",
        cues: [["debug"], ["false", "off", "disable", "turn off"]] },
      { point: "SECRET_KEY must be secret and loaded from the environment, not committed.",
        cues: [["secret_key", "secret key"], ["environment", "env var", "vault", "not commit", "not in the repo", "out of the repo", "secret manager"]] },
      { point: "ALLOWED_HOSTS must list the real domains to block Host header attacks.",
        cues: [["allowed_hosts", "allowed hosts"], ["host header", "domain", "hostname"]] },
      { point: "HTTPS-related settings such as SECURE_SSL_REDIRECT, secure cookies and HSTS should be on.",
        cues: [["https", "ssl", "hsts", "secure cookie", "session_cookie_secure", "csrf_cookie_secure"]] },
      { point: "Static files are collected with collectstatic and served by a web server or WhiteNoise, and manage.py check --deploy flags the rest.",
        cues: [["collectstatic", "static", "check --deploy", "check deploy", "whitenoise"]] }
    ],
    modelAnswer: "First DEBUG has to be False, because the debug error page leaks settings, source code and SQL to anyone who triggers an error. The SECRET_KEY must be a long random value loaded from an environment variable or a secret manager, never committed to the repo, since it signs sessions and tokens. ALLOWED_HOSTS must list the real domain names so requests with a forged Host header are rejected. I switch on the HTTPS settings: SECURE_SSL_REDIRECT, SESSION_COOKIE_SECURE, CSRF_COOKIE_SECURE and HSTS. I also point the database and caches at production services, run collectstatic so static files are served by the web server or WhiteNoise, and finish with manage.py check --deploy, which flags anything I missed.",
    tags: ["deployment", "security", "settings"]
  },
  {
    id: "django-007",
    topic: "django",
    difficulty: "easy",
    kind: "concept",
    text: "What are the trade-offs between function-based views and class-based views in Django?",
    talkingPoints: [
      { point: "Function-based views are plain functions that take a request and return a response, explicit and easy to read.",
        cues: [["function-based", "function based", "fbv", "plain function"], ["explicit", "simple", "readable", "easy to read", "straightforward", "top to bottom"]] },
      { point: "Class-based views reuse behaviour through inheritance and mixins and dispatch to methods per HTTP verb.",
        cues: [["class-based", "class based", "cbv"], ["inherit", "inheritance", "mixin", "reuse", "method per", "get and post", "dispatch"]] },
      { point: "Generic views such as ListView, DetailView and CreateView remove boilerplate for common CRUD pages.",
        cues: [["generic", "listview", "detailview", "createview", "updateview"]] },
      { point: "The cost of class-based views is hidden control flow, since you must know which method to override.",
        cues: [["hidden", "magic", "implicit", "harder to follow", "hard to follow", "which method", "indirection", "override"]] }
    ],
    modelAnswer: "A function-based view is just a function that takes a request and returns a response, so the flow is explicit and easy to read from top to bottom, which is great for one-off or unusual logic. Class-based views organise the same work into methods: dispatch routes GET and POST to separate methods, and behaviour is reused through inheritance and mixins like LoginRequiredMixin. Django's generic views, ListView, DetailView, CreateView and friends, remove most of the boilerplate for standard CRUD pages. The price is indirection: the control flow is hidden across several parent classes, so you need to know which method to override, get_queryset or form_valid for instance. I use generic views for standard pages and functions when the logic is bespoke.",
    tags: ["views"]
  },
  {
    id: "django-008",
    topic: "django",
    difficulty: "easy",
    kind: "concept",
    text: "How does template inheritance work in Django templates, and how does the template engine protect you from cross-site scripting?",
    talkingPoints: [
      { point: "A base template defines blocks, and a child template uses extends and overrides only the blocks it needs.",
        cues: [["extends", "base template", "base.html", "parent template"], ["block", "override"]] },
      { point: "include pulls in a reusable fragment, and block.super keeps the parent's content.",
        cues: [["include", "block.super", "partial", "fragment"]] },
      { point: "Variables are auto-escaped, so HTML special characters in data are rendered harmless.",
        cues: [["escape", "escaped", "autoescape", "auto-escape", "auto escape", "escaping"]] },
      { point: "The safe filter or mark_safe switches escaping off and should be used only for trusted content.",
        cues: [["safe", "mark_safe", "mark safe", "autoescape off"], ["trusted", "careful", "dangerous", "only when", "never with"]] }
    ],
    modelAnswer: "I write a base.html that lays out the page and defines named blocks such as title and content. A child template starts with extends base.html and overrides only the block tags it cares about, and block.super keeps the parent's content when I want to add to it rather than replace it. Small reusable fragments like a navigation bar go in separate files that I pull in with include. For cross-site scripting, Django escapes every variable by default, so characters like angle brackets and quotes in user data are turned into entities and rendered harmless. Escaping is switched off by the safe filter or mark_safe, which I only use on content I trust, never with raw user input.",
    tags: ["templates", "security"]
  },
  {
    id: "django-009",
    topic: "django",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between static files and media files in Django, and how is each served in production?",
    talkingPoints: [
      { point: "Static files are assets shipped with the code such as CSS, JavaScript and images.",
        cues: [["static"], ["css", "javascript", "stylesheet", "assets", "part of the code", "ship with"]] },
      { point: "Media files are uploaded by users at run time and stored under MEDIA_ROOT, usually through FileField or ImageField.",
        cues: [["media"], ["upload", "uploaded", "user", "filefield", "imagefield"]] },
      { point: "collectstatic gathers static files into STATIC_ROOT so a web server, CDN or WhiteNoise can serve them.",
        cues: [["collectstatic", "static_root", "whitenoise", "cdn", "nginx"]] },
      { point: "Django does not serve either in production; media usually lives on object storage such as S3 via a storage backend.",
        cues: [["s3", "object storage", "storage backend", "django-storages", "bucket", "cloud storage"]] }
    ],
    modelAnswer: "Static files are assets that ship with the code, like CSS, JavaScript and logos; they change only when you deploy. Media files are uploaded by users at run time through FileField or ImageField and are stored under MEDIA_ROOT or a storage backend. In development the runserver helpers serve both, but in production Django itself should serve neither. For static files I run collectstatic, which copies everything into STATIC_ROOT, and then nginx, a CDN or WhiteNoise serves them with long cache headers. Media files usually go to object storage such as an S3 bucket through django-storages, which also means uploads survive when app servers are replaced, and I validate file types and sizes because that content is untrusted.",
    tags: ["static-files", "deployment"]
  },
  {
    id: "django-010",
    topic: "django",
    difficulty: "easy",
    kind: "concept",
    text: "How does Django protect against cross-site request forgery, and what do you need to do as a developer?",
    talkingPoints: [
      { point: "CSRF is an attack where another site makes the victim's browser send a state-changing request with their cookies.",
        cues: [["another site", "malicious site", "other site", "third-party site", "attacker"], ["cookie", "logged in", "browser"]] },
      { point: "CsrfViewMiddleware checks a secret token on unsafe methods like POST, comparing it with the CSRF cookie.",
        cues: [["csrfviewmiddleware", "middleware", "token"], ["post", "unsafe", "cookie", "compare", "check"]] },
      { point: "Forms must include the csrf_token template tag, and AJAX calls send the token in the X-CSRFToken header.",
        cues: [["csrf_token", "csrf token", "x-csrftoken", "header", "template tag"]] },
      { point: "csrf_exempt should be rare, and GET requests must never change state.",
        cues: [["csrf_exempt", "exempt", "get request", "get should", "safe method", "idempotent"]] }
    ],
    modelAnswer: "Cross-site request forgery is when a malicious site makes a logged-in user's browser submit a request to your site, and the browser helpfully attaches the session cookie. Django's CsrfViewMiddleware defends against it by requiring a secret token on every unsafe method such as POST and checking it against the CSRF cookie, which the attacker's page cannot read. As a developer I put the csrf_token template tag inside every POST form, and for JavaScript requests I read the cookie and send the value in the X-CSRFToken header. I avoid csrf_exempt except for endpoints authenticated another way, like signed webhooks, and I make sure GET requests never change state, because they are not checked.",
    tags: ["security", "csrf"]
  },
  {
    id: "django-011",
    topic: "django",
    difficulty: "medium",
    kind: "concept",
    text: "What is the N plus one query problem in Django, and how do select_related and prefetch_related solve it differently?",
    talkingPoints: [
      { point: "N+1 happens when looping over objects triggers one extra query per object to load a relation.",
        cues: [["n+1", "n plus one", "one query per", "extra query", "query for each", "query per"], ["loop", "for each", "every row", "each row", "each object", "per row", "per object", "iterate", "iterating"]] },
      { point: "select_related follows ForeignKey and one-to-one relations with a SQL join in the same query.",
        cues: [["select_related", "select related"], ["join", "same query", "single query", "in one query"]] },
      { point: "prefetch_related runs a separate query per relation and joins the results in Python, so it works for many-to-many and reverse foreign keys.",
        cues: [["prefetch_related", "prefetch related"], ["separate query", "second query", "in python", "many-to-many", "many to many", "reverse"]] },
      { point: "A Prefetch object can filter or order the prefetched queryset.",
        cues: [["prefetch object", "prefetch with", "custom queryset", "to_attr"]] },
      { point: "You confirm the fix by counting queries with the debug toolbar or assertNumQueries.",
        cues: [["debug toolbar", "debug-toolbar", "assertnumqueries", "connection.queries", "count the queries", "query count", "silk"]] }
    ],
    modelAnswer: "The N plus one problem appears when I fetch a list of objects and then touch a relation inside the loop, so Django fires one extra query per row: a hundred books become a hundred and one queries. select_related fixes it for ForeignKey and one-to-one relations by adding a SQL join, so the related rows arrive in the same query. prefetch_related is for many-to-many and reverse foreign keys: it runs one separate query per relation with an IN list and stitches the results together in Python. When I need to filter or order the related set I pass a Prefetch object with a custom queryset, optionally with to_attr. I confirm the fix by watching the query count in django-debug-toolbar or with assertNumQueries in a test.",
    tags: ["orm", "performance", "queries"]
  },
  {
    id: "django-012",
    topic: "django",
    difficulty: "medium",
    kind: "concept",
    text: "Django QuerySets are said to be lazy. What does that mean, when does a QuerySet actually hit the database, and how does its result cache behave?",
    talkingPoints: [
      { point: "Building or chaining a QuerySet with filter, exclude or order_by does not run any SQL.",
        cues: [["lazy", "chain", "chaining", "no query", "does not run", "doesn't run", "doesn't hit", "does not hit"], ["filter", "exclude", "order_by", "build"]] },
      { point: "It is evaluated when iterated, sliced with a step, pickled, or passed to list, len, bool or repr.",
        cues: [["iterate", "iterating", "iteration", "loop", "for loop", "bool", "evaluate", "evaluated", "evaluation", "repr"]] },
      { point: "Once evaluated the QuerySet caches its rows, so reusing the same object does not query again.",
        cues: [["cache", "cached", "result cache"], ["reuse", "again", "second time", "same queryset", "same object"]] },
      { point: "Indexing or slicing an unevaluated QuerySet, or creating a new one, runs a fresh query instead of using the cache.",
        cues: [["slice", "slicing", "index", "new queryset", "fresh query", "each time"]] },
      { point: "exists, count and iterator avoid loading or caching whole result sets when you do not need them.",
        cues: [["exists", ".count", "iterator"]] }
    ],
    modelAnswer: "Lazy means that building a QuerySet and chaining filter, exclude or order_by does not run any SQL; Django only builds up a query object. The database is hit when the QuerySet is evaluated: when you iterate it in a for loop, call list, len or bool on it, print its repr, or pickle it. After that first evaluation the rows sit in the QuerySet's result cache, so looping over the same object again is free. The catch is that indexing or slicing an unevaluated QuerySet, or writing the filter expression again, creates a new query each time and bypasses the cache. When I only need to know whether rows exist or how many there are I call exists or count, and for huge exports I use iterator so nothing is cached.",
    tags: ["orm", "queryset", "performance"]
  },
  {
    id: "django-013",
    topic: "django",
    difficulty: "medium",
    kind: "coding",
    text: "How would you write a custom Django middleware that logs how long each request takes, and where would you put it in the MIDDLEWARE list?",
    talkingPoints: [
      { point: "Modern middleware is a factory that receives get_response once at start-up and returns a callable taking the request.",
        cues: [["get_response"], ["init", "__init__", "factory", "once", "start-up", "startup", "constructor"]] },
      { point: "Code before calling get_response runs on the way in, code after it runs on the way out with the response.",
        cues: [["before", "after"], ["get_response", "response", "view"]] },
      { point: "Timing uses a monotonic clock such as time.perf_counter and logs the duration, path and status.",
        cues: [["perf_counter", "monotonic", "time.time", "timer", "duration", "elapsed"]] },
      { point: "The class is enabled by adding its dotted path to MIDDLEWARE, where order matters: earlier entries wrap later ones.",
        cues: [["order", "top", "first", "earlier", "wrap", "outermost", "position"], ["middleware"]] },
      { point: "Optional hooks like process_exception or process_view exist, and async-capable middleware needs extra care.",
        cues: [["process_exception", "process_view", "process_template_response", "async"]] }
    ],
    modelAnswer: "A middleware is a class whose __init__ receives get_response once at start-up, and whose __call__ takes each request. In __call__ I record start equals time.perf_counter, which is a monotonic timer, then call get_response to run the rest of the chain and the view, and afterwards compute the elapsed duration and log it with the method, path and status code, maybe also setting a Server-Timing header. Anything before the get_response call runs on the way in and anything after it runs on the way out. I register the dotted path in the MIDDLEWARE setting, and order matters because earlier entries wrap later ones, so I put a timing middleware near the top to measure everything. If I also want errors, process_exception is an optional hook, and for an ASGI project I would mark it async-capable.",
    tags: ["middleware", "observability"]
  },
  {
    id: "django-014",
    topic: "django",
    difficulty: "medium",
    kind: "concept",
    text: "What are Django signals, when are they useful, and why do many teams try to avoid them?",
    talkingPoints: [
      { point: "Signals let decoupled code react to events such as post_save, pre_delete or user_logged_in via registered receivers.",
        cues: [["post_save", "pre_save", "pre_delete", "post_delete", "user_logged_in", "receiver"]] },
      { point: "They are useful for reacting to events from code you do not own, such as third-party apps or Django itself.",
        cues: [["third-party", "third party", "don't own", "do not own", "can't change", "cannot change", "decouple", "decoupled", "another app"]] },
      { point: "They run synchronously in the same transaction and thread, so they are not a background job mechanism.",
        cues: [["synchronous", "synchronously", "same thread", "same transaction", "not asynchronous", "not async", "not background", "block"]] },
      { point: "They hide control flow and are skipped by bulk operations like update and bulk_create.",
        cues: [["hidden", "hide", "implicit", "hard to follow", "hard to trace", "magic", "bulk_create", "queryset.update", "bulk"]] },
      { point: "Receivers must be connected in AppConfig.ready, and an explicit service function is often clearer.",
        cues: [["ready", "appconfig", "apps.py", "explicit", "service function", "service layer", "override save"]] }
    ],
    modelAnswer: "Signals are Django's observer mechanism: a sender fires an event such as post_save, pre_delete or user_logged_in, and any registered receiver function runs. They shine when you need to react to events from code you do not own, say creating a profile when a third-party app creates a user, because it keeps the apps decoupled. But they run synchronously, in the same thread and database transaction as the save, so a slow receiver slows the request and they are no substitute for a task queue. They also hide control flow, which makes bugs hard to trace, and they do not fire for bulk operations like queryset.update or bulk_create. I connect receivers in AppConfig.ready, and within my own code I prefer an explicit service function over a signal.",
    tags: ["signals", "architecture"]
  },
  {
    id: "django-015",
    topic: "django",
    difficulty: "medium",
    kind: "concept",
    text: "How do Django forms and ModelForms validate data, and where would you put a rule that depends on two fields?",
    talkingPoints: [
      { point: "Calling is_valid runs field-level cleaning and validators and fills cleaned_data or errors.",
        cues: [["is_valid", "is valid"], ["cleaned_data", "cleaned data", "errors", "validator", "clean"]] },
      { point: "A clean_fieldname method validates one field and returns the cleaned value.",
        cues: [["clean_<field>", "clean_email", "clean_fieldname", "clean_ method", "per-field", "single field", "one field"]] },
      { point: "The form's clean method handles rules across several fields and can use add_error or raise ValidationError.",
        cues: [["clean method", "form's clean", "form clean", "override clean"], ["two field", "multiple field", "several field", "cross-field", "both field", "add_error", "validationerror"]] },
      { point: "A ModelForm builds fields from the model, runs model validation too, and save creates or updates the instance.",
        cues: [["modelform", "model form"], ["generate", "generates", "from the model", "save", "instance"]] }
    ],
    modelAnswer: "When a view calls is_valid, the form converts each raw value to Python, runs the field's validators and then any clean_fieldname method, putting good values into cleaned_data and problems into errors. A method such as clean_email validates one field and must return the cleaned value. For a rule that involves two fields, like the end date being after the start date, I override the form's clean method, read both values from cleaned_data, and either call add_error for a specific field or raise ValidationError for a form-wide message. A ModelForm generates its fields from the model, also runs the model's own validation and unique checks, and its save method creates or updates the model instance for me.",
    tags: ["forms", "validation"]
  },
  {
    id: "django-016",
    topic: "django",
    difficulty: "medium",
    kind: "concept",
    text: "Why is it recommended to set up a custom user model at the start of a Django project, and how would you do it?",
    talkingPoints: [
      { point: "Changing AUTH_USER_MODEL after the first migrations is very hard because every foreign key to the user table depends on it.",
        cues: [["auth_user_model", "auth user model"], ["hard", "difficult", "painful", "later", "first migration", "start", "beginning"]] },
      { point: "Subclassing AbstractUser keeps the built-in fields and lets you add your own; AbstractBaseUser gives full control.",
        cues: [["abstractuser", "abstract user", "abstractbaseuser", "abstract base user"]] },
      { point: "Using email as the login requires USERNAME_FIELD and a custom manager with create_user and create_superuser.",
        cues: [["username_field", "username field", "create_user", "create_superuser", "usermanager", "manager"]] },
      { point: "Code should refer to the user through get_user_model or settings.AUTH_USER_MODEL rather than importing User directly.",
        cues: [["get_user_model", "settings.auth_user_model", "not import user", "instead of importing"]] }
    ],
    modelAnswer: "Swapping the user model is easy on day one and very hard later, because after the first migrations every foreign key and the auth tables point at auth_user, so changing AUTH_USER_MODEL means rewriting migrations and moving data. So I start every project with a model that subclasses AbstractUser, even if it is empty, and set AUTH_USER_MODEL to it before the first migrate; then adding a field later is just a normal migration. If I need email login without a username, I subclass AbstractBaseUser with PermissionsMixin, set USERNAME_FIELD to email, and write a custom manager with create_user and create_superuser. Everywhere else the code refers to get_user_model or settings.AUTH_USER_MODEL instead of importing User directly.",
    tags: ["authentication", "models"]
  },
  {
    id: "django-017",
    topic: "django",
    difficulty: "medium",
    kind: "coding",
    text: "What are F expressions and Q objects in the Django ORM, and can you give a situation where each is needed?",
    talkingPoints: [
      { point: "An F expression refers to a column's value inside the database rather than a Python value.",
        cues: [["f expression", "f object"], ["column", "field value", "in the database", "database side", "database-side"]] },
      { point: "F makes updates atomic, for example incrementing a counter in one UPDATE without a race.",
        cues: [["increment", "counter", "+ 1", "plus one", "atomic", "race"]] },
      { point: "F also compares two fields of the same row in a filter.",
        cues: [["compare", "comparing", "two fields", "another field", "other field"]] },
      { point: "Q objects build complex conditions with OR, AND and NOT using the pipe, ampersand and tilde operators.",
        cues: [["q object", "q expression"], ["or", "not", "negate", "negation", "pipe", "tilde", "complex"]] }
    ],
    modelAnswer: "An F expression refers to a field's value in the database rather than in Python, so the calculation happens database-side. The classic use is incrementing a counter: Post.objects.filter(pk=id).update(views=F('views') + 1) becomes one atomic UPDATE, so two simultaneous requests cannot overwrite each other the way a read, add one and save in Python would. F also lets me compare two fields of the same row, like filtering orders where shipped_at is greater than F of promised_at. Q objects are for conditions that plain keyword arguments cannot express: I combine them with the pipe for OR, ampersand for AND and tilde for NOT, for example Q of status equal to open OR Q of priority equal to high.",
    tags: ["orm", "queries"]
  },
  {
    id: "django-018",
    topic: "django",
    difficulty: "medium",
    kind: "concept",
    text: "How do you manage database transactions in Django, and what is transaction.on_commit for?",
    talkingPoints: [
      { point: "By default Django runs in autocommit mode, so each query commits immediately.",
        cues: [["autocommit", "auto-commit", "commits immediately", "own transaction"]] },
      { point: "transaction.atomic as a decorator or context manager makes a block all-or-nothing, rolling back on an exception.",
        cues: [["atomic"], ["roll back", "rollback", "rolled back", "all or nothing", "all-or-nothing", "exception"]] },
      { point: "Nested atomic blocks create savepoints.",
        cues: [["savepoint", "nested"]] },
      { point: "ATOMIC_REQUESTS wraps every view in a transaction, at some cost.",
        cues: [["atomic_requests", "atomic requests", "every view", "each request", "every request"]] },
      { point: "on_commit defers side effects like sending email or queuing a task until the transaction has committed.",
        cues: [["on_commit", "on commit", "transaction.on_commit"], ["email", "task", "celery", "side effect", "after the commit", "after commit", "committed"]] }
    ],
    modelAnswer: "Out of the box Django is in autocommit mode, so every query commits on its own. When several writes must succeed or fail together I wrap them in transaction.atomic, as a decorator or a with block: if an exception escapes, everything inside is rolled back, otherwise it commits. Atomic blocks can be nested, and the inner ones become savepoints, so an inner failure can be caught without losing the outer work. There is also ATOMIC_REQUESTS, which wraps every view in a transaction; it is convenient but holds transactions open for the whole request. transaction.on_commit registers a callback that runs only after the outer transaction commits, which is where I send emails or enqueue a Celery task, so a worker never sees a row that was rolled back or not yet visible.",
    tags: ["transactions", "orm"]
  },
  {
    id: "django-019",
    topic: "django",
    difficulty: "medium",
    kind: "concept",
    text: "If you build a REST API with Django REST Framework, what roles do serializers, viewsets and routers play?",
    talkingPoints: [
      { point: "Serializers convert model instances to JSON-ready data and validate incoming data, like forms for APIs.",
        cues: [["serializer"], ["json", "validate", "validates", "validation", "convert", "deserialize", "deserializes", "primitive"]] },
      { point: "ModelSerializer generates fields and create and update logic from a model.",
        cues: [["modelserializer", "model serializer"]] },
      { point: "A ViewSet groups list, retrieve, create, update and destroy actions for one resource, usually via ModelViewSet.",
        cues: [["viewset", "view set"], ["list", "retrieve", "create", "destroy", "crud", "actions"]] },
      { point: "A router generates the URL patterns for viewsets automatically.",
        cues: [["router", "defaultrouter", "simplerouter"], ["url", "route", "endpoint"]] },
      { point: "Authentication, permissions, throttling and pagination are plugged in as classes per view or globally.",
        cues: [["permission", "authentication", "throttle", "throttling", "pagination"]] }
    ],
    modelAnswer: "Serializers are the API equivalent of forms: they convert model instances into primitive data that renders as JSON, and in the other direction validate incoming data before saving it. A ModelSerializer generates its fields and the create and update methods from a model, so I only declare the exceptions. A ViewSet groups the actions for one resource, list, retrieve, create, update and destroy, into a single class; ModelViewSet gives all of them from a queryset and a serializer class. A router such as DefaultRouter then generates the URL patterns for each viewset, so I do not write the endpoint routes by hand. Cross-cutting concerns like authentication, permission classes, throttling and pagination are set globally in settings or per view.",
    tags: ["drf", "api"]
  },
  {
    id: "django-020",
    topic: "django",
    difficulty: "medium",
    kind: "coding",
    text: "How would you add reusable query logic to a model, for example a published filter on articles, using custom managers and QuerySets?",
    talkingPoints: [
      { point: "Define a QuerySet subclass with methods like published that return filtered querysets so they chain.",
        cues: [["queryset subclass", "custom queryset", "subclass queryset", "subclass of queryset"], ["method", "chain", "chainable", "return self.filter"]] },
      { point: "Expose it with as_manager or Manager.from_queryset so the methods are available on objects.",
        cues: [["as_manager", "from_queryset", "objects ="]] },
      { point: "A manager's get_queryset can change the default rows, but hiding rows in the default manager surprises related lookups and the admin.",
        cues: [["get_queryset"], ["default", "hide", "surpris", "admin", "related"]] },
      { point: "Keeping query logic in the model layer avoids repeating filters across views.",
        cues: [["repeat", "duplicate", "duplicated", "duplication", "one place", "single place", "dry", "reuse"]] }
    ],
    modelAnswer: "I would write an ArticleQuerySet, a custom queryset subclass with methods such as published that return self.filter of status published and publish date up to now, so each method is chainable with other filters. Then on the model I set objects = ArticleQuerySet.as_manager, or use Manager.from_queryset when I also need manager-only methods, which lets me write Article.objects.published().by_author(user). If I want a manager that only ever sees some rows, I override get_queryset in a second manager, because hiding rows in the default manager can surprise related lookups, the admin and dumpdata. The point of all this is keeping the definition of published in one place instead of repeating the same filter in every view and template tag.",
    tags: ["orm", "managers"]
  },
  {
    id: "django-021",
    topic: "django",
    difficulty: "medium",
    kind: "concept",
    text: "What options does Django's cache framework give you, and how would you decide what to cache?",
    talkingPoints: [
      { point: "The backend is configured in CACHES, typically Redis or Memcached in production, with local memory for development.",
        cues: [["caches", "backend"], ["redis", "memcached", "locmem", "local memory", "database cache"]] },
      { point: "Per-view caching with cache_page or the site-wide cache middleware stores whole responses.",
        cues: [["cache_page", "per-view", "per view", "whole page", "cache middleware", "site-wide"]] },
      { point: "Template fragment caching stores only part of a rendered page, such as a sidebar, using the cache template tag.",
        cues: [["fragment", "cache tag", "template tag", "part of a page", "part of the page"]] },
      { point: "The low-level API with cache.get, cache.set and get_or_set caches arbitrary computed values.",
        cues: [["low-level", "low level", "cache.get", "cache.set", "get_or_set"]] },
      { point: "Invalidation needs a plan: timeouts, versioned keys or deleting keys on save, and per-user content must vary the key.",
        cues: [["invalidate", "invalidation", "timeout", "expire", "ttl", "vary", "stale", "version"]] }
    ],
    modelAnswer: "The backend is set in the CACHES setting: Redis or Memcached in production, local memory for development, and Django ships a Redis backend since version 4. Then there are levels. cache_page caches a whole view's response per URL, and the site-wide cache middleware does that for every page. Template fragment caching uses the cache template tag to store only part of a page, such as a sidebar. The low-level API, cache.get, cache.set and get_or_set, stores any computed value like an expensive aggregate. I cache what is expensive to compute, read often and tolerant of being slightly stale, and I plan invalidation up front: a sensible timeout, versioned keys, or deleting the key on save, while making sure per-user pages vary on the user so one person never sees another's data.",
    tags: ["caching", "performance"]
  },
  {
    id: "django-022",
    topic: "django",
    difficulty: "medium",
    kind: "concept",
    text: "How do you test a Django application, and what is the difference between TestCase and TransactionTestCase?",
    talkingPoints: [
      { point: "Tests run against a separate test database that is created and destroyed by the test runner.",
        cues: [["test database", "separate database", "fresh database"]] },
      { point: "TestCase wraps each test in a transaction that is rolled back, which is fast.",
        cues: [["testcase"], ["transaction", "roll back", "rollback", "rolled back"]] },
      { point: "TransactionTestCase truncates tables instead, which is slower but needed to test real commits or on_commit behaviour.",
        cues: [["transactiontestcase", "transaction test case"], ["truncat", "slower", "commit", "on_commit"]] },
      { point: "The test Client or RequestFactory exercises views without a running server.",
        cues: [["client", "requestfactory", "request factory"]] },
      { point: "Factories such as factory_boy or setUpTestData build data efficiently, and pytest-django is a common runner.",
        cues: [["factory_boy", "factory boy", "factories", "setuptestdata", "pytest-django", "pytest", "fixture"]] }
    ],
    modelAnswer: "The test runner creates a separate test database, runs the tests and destroys it, so production data is never touched. Most tests subclass TestCase, which wraps every test in a transaction and rolls it back at the end, so tests are isolated and fast. TransactionTestCase instead truncates all tables after each test; it is slower but necessary when the code under test relies on real commits, for example on_commit callbacks or select_for_update behaviour. For views I use the test Client, which makes requests through the full middleware stack without a server, or RequestFactory for a single view. I create data with factory_boy factories or setUpTestData so it is built once per class, and many teams run all of this with pytest-django and its fixtures.",
    tags: ["testing"]
  },
  {
    id: "django-023",
    topic: "django",
    difficulty: "medium",
    kind: "concept",
    text: "Django supports abstract base classes, multi-table inheritance and proxy models. How do they differ and when would you use each?",
    talkingPoints: [
      { point: "An abstract base class shares fields and methods but has no table of its own; each child gets the fields copied into its table.",
        cues: [["abstract"], ["no table", "own table", "copied", "shared field", "common field", "timestamp"]] },
      { point: "Multi-table inheritance gives parent and child their own tables linked by a one-to-one key, which costs a join on every query.",
        cues: [["multi-table", "multi table", "multitable"], ["join", "one-to-one", "one to one", "two tables", "own table"]] },
      { point: "A proxy model reuses the same table and only changes Python behaviour such as methods, ordering or the admin.",
        cues: [["proxy"], ["same table", "behaviour", "behavior", "method", "ordering", "admin", "no new table"]] },
      { point: "Abstract bases are the usual choice, while multi-table inheritance is used sparingly because of the join cost.",
        cues: [["usual", "most often", "default choice", "prefer", "sparingly", "avoid", "rarely"]] }
    ],
    modelAnswer: "An abstract base class, with abstract equal True in Meta, has no table of its own; its fields, such as created and updated timestamps, are copied into each child's table, which makes it the usual way to share common fields. Multi-table inheritance makes a concrete parent and a child that each have their own table, linked by an automatic one-to-one key, so reading a child costs a join and saving writes two rows. A proxy model uses the same table as its parent and only changes Python behaviour: extra methods, a different default ordering or manager, or a separate admin page. In practice I prefer abstract bases, use proxies for behaviour variants, and use multi-table inheritance sparingly because of the join cost.",
    tags: ["models", "orm", "inheritance"]
  },
  {
    id: "django-024",
    topic: "django",
    difficulty: "hard",
    kind: "coding",
    text: "Two customers buy the last item in stock at the same moment and your Django view oversells it. Why does that happen, and how would you fix it?",
    talkingPoints: [
      { point: "The view does a read-modify-write in Python, so two concurrent requests both read the same stock before either saves.",
        cues: [["read", "check"], ["race", "same time", "concurrent", "simultaneous", "both request", "at once"]] },
      { point: "A conditional UPDATE with an F expression decrements only when enough stock remains, and the row count shows whether it succeeded.",
        cues: [["update"], ["f expression", "conditional", "stock__gte", "rows updated", "row count", "affected", "zero rows"]] },
      { point: "Alternatively select_for_update inside transaction.atomic locks the row so the second request waits.",
        cues: [["select_for_update", "select for update", "row lock", "lock the row", "pessimistic"]] },
      { point: "A database check constraint or PositiveIntegerField stops stock going negative even if application code has a bug.",
        cues: [["constraint", "checkconstraint", "positiveintegerfield", "safety net"]] }
    ],
    modelAnswer: "The view reads the product, checks stock greater than zero, subtracts in Python and saves; two requests running at the same time both read stock equal one, both pass the check and both save, which is a classic race. The simplest fix is to let the database do it atomically with a conditional update: filter on the id and stock__gte the quantity, call update with an F expression that subtracts the quantity, and look at the returned row count; zero rows affected means it sold out. When the logic is more complex I wrap it in transaction.atomic and load the product with select_for_update, which takes a row lock so the second request waits and then sees the new value. As a safety net I add a CheckConstraint that stock is never negative.",
    tags: ["concurrency", "orm", "transactions"]
  },
  {
    id: "django-025",
    topic: "django",
    difficulty: "hard",
    kind: "concept",
    text: "How does async support work in Django today, and when is writing an async view actually worth it?",
    talkingPoints: [
      { point: "You need an ASGI server such as Uvicorn, Daphne or Hypercorn to benefit; under WSGI an async view gets no concurrency gain.",
        cues: [["asgi", "uvicorn", "daphne", "hypercorn"]] },
      { point: "Async views help with I/O-bound work such as calling several external APIs, streaming or long polling, not CPU-bound work.",
        cues: [["async def", "async view"], ["i/o", "external api", "http call", "network call", "waiting", "streaming", "long poll"]] },
      { point: "The ORM offers async methods like aget, acreate and async for, but queries still run in a thread pool and transactions are not yet async.",
        cues: [["orm", "queryset"], ["aget", "acreate", "async for", "thread", "transaction"]] },
      { point: "sync_to_async and async_to_sync bridge the two worlds, and calling sync-only code from async raises SynchronousOnlyOperation.",
        cues: [["sync_to_async", "async_to_sync", "synchronousonlyoperation"]] },
      { point: "Synchronous middleware in the stack forces context switches per request, which costs performance.",
        cues: [["middleware"], ["switch", "adapt", "overhead", "async-capable", "async capable", "penalty", "cost"]] }
    ],
    modelAnswer: "Django can run under ASGI with a server such as Uvicorn, Daphne or Hypercorn, and then an async def view runs on the event loop; under WSGI it still works but each request gets its own loop, so there is no gain. An async view is worth it for I/O-bound work, for example calling three external APIs concurrently with asyncio.gather, streaming responses or long polling, and it does nothing for CPU-heavy code. The ORM now has async methods such as aget, acreate and async for over a queryset, but under the hood queries still run in a thread pool and transactions are not yet async. To mix worlds I use sync_to_async and async_to_sync; calling sync-only ORM code directly from async raises SynchronousOnlyOperation. I also check the middleware, because each sync-only middleware forces a thread switch that adds overhead.",
    tags: ["async", "asgi", "performance"]
  },
  {
    id: "django-026",
    topic: "django",
    difficulty: "hard",
    kind: "design",
    text: "How would you design a multi-tenant SaaS application in Django so that each customer's data stays isolated?",
    talkingPoints: [
      { point: "The simplest model is a shared schema where every tenant-owned table has a tenant foreign key.",
        cues: [["shared schema", "shared database", "tenant_id", "tenant foreign key", "tenant column", "foreign key to the tenant"]] },
      { point: "Schema-per-tenant with PostgreSQL schemas, for example via django-tenants, gives stronger isolation.",
        cues: [["schema per tenant", "schema-per-tenant", "separate schema", "postgres schema", "postgresql schema", "django-tenants"]] },
      { point: "Database-per-tenant gives the strongest isolation at the highest operational cost.",
        cues: [["database per tenant", "database-per-tenant", "separate database", "own database"]] },
      { point: "Middleware resolves the current tenant from the subdomain, domain or a header on every request.",
        cues: [["middleware"], ["subdomain", "domain", "header", "resolve", "identify", "current tenant"]] },
      { point: "Scoping must be automatic, through a tenant-aware manager or PostgreSQL row-level security, and tested for leaks.",
        cues: [["manager", "row-level security", "row level security", "automatic", "every query", "scoped"], ["leak", "forget", "test", "enforce", "isolate", "isolated", "isolation"]] }
    ],
    modelAnswer: "There are three main models. The simplest is a shared schema: every tenant-owned table gets a tenant foreign key, which is cheap to run and easy to migrate but relies on never forgetting the filter. Schema-per-tenant puts each customer in its own PostgreSQL schema, for example with django-tenants, giving stronger isolation but migrations that run once per schema. Database-per-tenant is the strongest isolation and suits regulated customers, at the highest operational cost in connections and backups. Whichever I pick, a middleware resolves the current tenant from the subdomain or a header on each request and stores it in a context variable. With a shared schema I make scoping automatic through a tenant-aware manager or PostgreSQL row-level security so nobody can forget it, and I write tests that try to read another tenant's data to catch leaks.",
    tags: ["multi-tenancy", "architecture", "security"]
  },
  {
    id: "django-027",
    topic: "django",
    difficulty: "hard",
    kind: "concept",
    text: "How would you add a new required column to a large, busy table in a Django project without taking the site down?",
    talkingPoints: [
      { point: "During a rolling deploy old and new code run together, so each schema change must be compatible with both versions.",
        cues: [["old code", "old version", "both version", "compatible", "side by side", "rolling"]] },
      { point: "First add the column as nullable, or with a database-level default such as db_default, so existing rows and old code keep working.",
        cues: [["nullable", "null=true", "null true", "db_default", "database default"]] },
      { point: "Backfill existing rows in small batches with a data migration or a separate job rather than one huge transaction.",
        cues: [["backfill", "data migration", "runpython", "fill"], ["batch", "chunk", "small"]] },
      { point: "Only after the backfill, in a later deploy, make the column NOT NULL and rely on it in code.",
        cues: [["not null", "non-null", "non null", "required"], ["later", "second deploy", "after", "follow-up", "final step"]] },
      { point: "Check which locks each migration takes with sqlmigrate, and build indexes concurrently with non-atomic migrations.",
        cues: [["lock", "concurrently", "addindexconcurrently", "sqlmigrate"]] }
    ],
    modelAnswer: "The key fact is that during a rolling deploy old and new code run side by side, so every schema change has to be compatible with both versions. So I split it into steps. First a migration adds the column as nullable, or with db_default so the database fills existing rows, and the new code writes the field while tolerating nulls. Then I backfill old rows in small batches, either with a RunPython data migration that loops in chunks or a management command, so no single transaction holds locks for minutes. Once every row is filled, a later deploy adds the NOT NULL constraint and the code can rely on it. Throughout, I read the SQL with sqlmigrate to see which locks each step takes, and add any index with AddIndexConcurrently in a non-atomic migration.",
    tags: ["migrations", "deployment", "databases"]
  },
  {
    id: "django-028",
    topic: "django",
    difficulty: "hard",
    kind: "concept",
    text: "A Django page that used to be fast now takes several seconds in production. How would you track down and fix the cause?",
    talkingPoints: [
      { point: "Measure before changing anything, using APM tracing or profiling to see whether time goes to the database, Python or external calls.",
        cues: [["measure", "profile", "profiling", "apm", "sentry", "new relic", "tracing", "trace", "datadog"]] },
      { point: "Count the queries per request with the debug toolbar or Silk to spot N+1 patterns and fix them with select_related or prefetch_related.",
        cues: [["debug toolbar", "debug-toolbar", "silk", "query count", "number of queries", "n+1", "n plus one"]] },
      { point: "Look at slow queries with explain and add the missing indexes.",
        cues: [["explain"], ["index", "seq scan", "sequential scan", "plan"]] },
      { point: "Load less data with pagination, values_list, defer, or database-side aggregation instead of Python loops.",
        cues: [["paginate", "paginated", "pagination", "values_list", "defer", "aggregate", "annotate", "database side", "less data"]] },
      { point: "Cache expensive results and move slow side work to background tasks.",
        cues: [["cache", "caching", "background", "celery", "task queue"]] }
    ],
    modelAnswer: "First I measure rather than guess: APM tracing such as Sentry or Datadog, or a profiler, tells me whether the time goes to the database, Python code or an external call, and whether it correlates with a deploy or data growth. For the database I count queries per request with django-debug-toolbar or Silk; a page that has grown from ten to five hundred queries is usually an N+1 pattern, fixed with select_related or prefetch_related. For individual slow queries I call explain on the queryset or run EXPLAIN ANALYZE and add the missing index, often a composite one matching the filter and ordering. I also make the page load less data, with pagination, values_list or defer, and push sums into the database with aggregate instead of Python loops. Finally I cache expensive fragments and move slow side work into background tasks.",
    tags: ["performance", "debugging", "orm"]
  },
  {
    id: "django-029",
    topic: "django",
    difficulty: "hard",
    kind: "coding",
    text: "Using the Django ORM, how would you list every author together with the title of their most recent book in a single database query?",
    talkingPoints: [
      { point: "Use a Subquery on Book correlated to the outer author with OuterRef.",
        cues: [["subquery"], ["outerref", "outer ref", "outer query", "correlate", "correlates", "correlated"]] },
      { point: "The inner queryset orders by publication date descending and takes only the first title.",
        cues: [["order_by", "order by", "descending", "newest first", "latest", "most recent"], ["slice", "first one", "first row", "one row", "single value", "limit"]] },
      { point: "annotate attaches the subquery result to each author as a new attribute.",
        cues: [["annotate", "annotation"]] },
      { point: "Authors with no books get NULL, and a plain Max aggregate would give the date but not the title.",
        cues: [["null", "none", "no book", "without book"]] }
    ],
    modelAnswer: "I would use a correlated Subquery. The inner queryset is Book.objects.filter(author=OuterRef('pk')), where OuterRef refers to the outer author row. I order it by published date descending, so the latest book comes first, then take values of title and slice it to a single value, which becomes LIMIT 1 in SQL. Then I annotate the authors, Author.objects.annotate(latest_title=Subquery(inner)), which attaches that title to every author in one query, and I can check the generated SQL with str of the query. Authors without books simply get None, which the template should handle. A plain Max aggregate would only give me the latest date, not the matching title, which is why the subquery is needed; on PostgreSQL a window function or DISTINCT ON would be alternatives.",
    tags: ["orm", "subqueries", "queries"]
  },
  {
    id: "django-030",
    topic: "django",
    difficulty: "hard",
    kind: "concept",
    text: "Beyond CSRF, which security risks should a Django developer watch for, and which of them does Django handle for you?",
    talkingPoints: [
      { point: "The ORM parameterises queries, but raw, extra or cursor.execute with string formatting reopen SQL injection.",
        cues: [["injection"], ["raw", "extra", "cursor", "string format", "f-string", "parameter"]] },
      { point: "Templates auto-escape against XSS, but mark_safe, the safe filter and data placed into JavaScript need care.",
        cues: [["xss", "cross-site scripting", "cross site scripting"], ["escape", "escaping", "autoescape", "mark_safe", "json_script", "safe filter"]] },
      { point: "Clickjacking protection comes from the X-Frame-Options middleware, plus HTTPS and security headers.",
        cues: [["clickjacking", "x-frame-options", "framing"]] },
      { point: "Passwords are hashed with PBKDF2 by default, Argon2 is available, and password validators enforce strength.",
        cues: [["password"], ["hash", "hashed", "pbkdf2", "argon2", "bcrypt", "validator"]] },
      { point: "Authorisation is the developer's job: scope querysets to the owner to prevent IDOR, and avoid exposing every field in forms.",
        cues: [["authorisation", "authorization", "owner", "idor", "another user", "other user", "permission"]] }
    ],
    modelAnswer: "Django handles a lot by default, but each protection has an escape hatch. The ORM parameterises every query, so SQL injection comes back only when someone uses raw, extra or cursor.execute with string formatting instead of parameters. Templates auto-escape, which blocks most XSS, but mark_safe, the safe filter and values dropped into inline JavaScript bypass it, so I use json_script for data. The clickjacking middleware sends X-Frame-Options, and with HTTPS, HSTS and secure cookies switched on the transport is covered. Passwords are hashed with PBKDF2 by default, Argon2 can be enabled, and the password validators reject weak ones. What Django cannot do is authorisation for me: every view must scope its queryset to the owner, otherwise changing an id in the URL shows another user's data, which is the IDOR bug, and ModelForms should list fields explicitly rather than use all.",
    tags: ["security"]
  },
  {
    id: "django-031",
    topic: "django",
    difficulty: "hard",
    kind: "design",
    text: "Some requests in your Django application send emails and generate reports that take many seconds. How would you move that work out of the request cycle reliably?",
    talkingPoints: [
      { point: "Hand the work to a task queue such as Celery or RQ, with a broker like Redis or RabbitMQ and separate worker processes.",
        cues: [["celery", "rq", "dramatiq", "huey", "task queue", "django-q", "tasks framework"], ["broker", "redis", "rabbitmq", "worker"]] },
      { point: "Enqueue the task with transaction.on_commit so the worker never sees uncommitted or rolled-back data.",
        cues: [["on_commit", "on commit", "transaction.on_commit", "after commit", "after the commit"]] },
      { point: "Pass primary keys rather than model instances, so the task reloads fresh data and arguments serialise cleanly.",
        cues: [["id", "ids", "primary key", "pk"], ["instead of", "rather than", "not the object", "not the instance", "reload"]] },
      { point: "Tasks must be idempotent and retried with backoff, because they can run more than once or fail midway.",
        cues: [["idempotent", "idempotency", "twice", "more than once", "duplicate"]] },
      { point: "Report progress through a status the client can poll or a notification, and monitor queues, timeouts and failures.",
        cues: [["status", "progress", "poll", "notify", "notification", "websocket", "monitor", "flower"]] }
    ],
    modelAnswer: "I would move the slow work into a task queue: Celery or RQ with Redis or RabbitMQ as the broker and dedicated worker processes, so the request only enqueues a job and returns quickly. The view calls transaction.on_commit to enqueue, which guarantees the worker never looks for a row that was rolled back or is not yet committed. I pass primary keys rather than model instances, so the task reloads fresh data and the arguments serialise cleanly. Each task is idempotent, for instance marking a report as sent before or with the side effect, because retries with exponential backoff mean it can run more than once. For reports the client gets a job id and can poll a status endpoint or receive a notification, and I monitor the queues with Flower or metrics, set time limits, and route slow jobs to a separate queue.",
    tags: ["background-tasks", "celery", "architecture"]
  },
  {
    id: "django-032",
    topic: "django",
    difficulty: "hard",
    kind: "concept",
    text: "What notable features have recent Django releases, from version 4 onwards, added that change how you write Django code?",
    talkingPoints: [
      { point: "Async support has grown: async views, an async ORM interface from 4.1, and async-capable decorators and signals in 5.0.",
        cues: [["async"], ["orm", "aget", "view", "interface", "queryset", "signal"]] },
      { point: "Django 5.0 added db_default for database-computed defaults and GeneratedField for generated columns.",
        cues: [["db_default", "generatedfield", "generated field", "generated column", "database default"]] },
      { point: "Django 5.1 added LoginRequiredMiddleware, the querystring template tag and PostgreSQL connection pooling.",
        cues: [["loginrequiredmiddleware", "login required middleware", "querystring", "connection pool", "pooling"]] },
      { point: "Django 5.2 added composite primary keys.",
        cues: [["composite primary key", "compositeprimarykey", "composite key"]] },
      { point: "Earlier 4.x releases brought a built-in Redis cache backend and psycopg 3 support.",
        cues: [["redis", "psycopg", "psycopg 3"]] }
    ],
    modelAnswer: "A few stand out. Async support keeps growing: async views first, then an async ORM interface in 4.1 with methods like aget and acreate, and async-capable decorators and signals in 5.0. Version 4.0 added a built-in Redis cache backend and 4.2 added psycopg 3 support. Django 5.0 added db_default, so the database computes a default such as the current time, and GeneratedField for columns the database computes from other columns, plus simpler form field rendering. Django 5.1 brought LoginRequiredMiddleware, which makes every view private unless marked otherwise, the querystring template tag for pagination links, and native connection pooling for PostgreSQL. Django 5.2, a long-term support release, finally supports composite primary keys. And Django 6.0 adds template partials and a built-in background tasks framework, which shows where the project is heading.",
    tags: ["versions", "async", "orm"]
  }
]
