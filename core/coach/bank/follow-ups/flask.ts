/** The interviewer's follow-up prompts for the flask questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "flask-001": [
    "What does Flask actually ship with, and which libraries does it sit on?",
    "If your Flask app needs database models and user login, where do those come from?",
    "Does micro mean Flask tops out at small projects? How do big Flask codebases stay organised?",
    "For a back-office CRUD site with an admin, would you still pick Flask, and what would tip you to it?"
  ],
  "flask-002": [
    "What does the route decorator do behind the scenes when the module is imported?",
    "How would you capture a numeric user id from the URL and have it arrive as an int?",
    "What happens if a client sends DELETE to a route declared only for GET, and how do you allow POST?",
    "If your rule is /about without a slash, what does a request for /about/ get back?"
  ],
  "flask-003": [
    "How would you read an optional page number from the query string, with a default?",
    "Where do the fields of a classic HTML form post show up?",
    "What happens if a client posts JSON but forgets the application/json content type?",
    "How would you save an uploaded file safely, and stop someone uploading a huge one?",
    "How can the view use request without it being a parameter of the function?"
  ],
  "flask-004": [
    "Where does render_template look for the file, and how do values get into the template?",
    "How would every page share the same layout while filling in its own content?",
    "If a comment contains a script tag, what does a .html template output for it?",
    "When is it safe to mark a string as safe, and what is the danger?",
    "Which helpers can you call inside templates, for example to build a link or reuse a form field?"
  ],
  "flask-005": [
    "What do you pass to url_for to build a link to a profile page?",
    "What happens to your links if a route's path changes from /user to /profile?",
    "If you pass an argument that the rule does not use, or a value containing spaces, what does url_for do?",
    "How does url_for cope with a blueprint mounted under a prefix, and how do you get a full URL for an email?"
  ],
  "flask-006": [
    "With Flask's default session, where is the session data physically kept?",
    "Can a user read or change what is in their Flask session cookie? What stops them?",
    "Would you store a user's API key or a large shopping cart in the default session? Why?",
    "What could an attacker do if they got hold of your SECRET_KEY?",
    "Which cookie attributes would you set on the session cookie, and what does each protect against?"
  ],
  "flask-007": [
    "If a view returns a plain dict, what does the client receive?",
    "When would you use jsonify rather than returning a dict?",
    "How would you return a 201 with a Location header in a single return statement?",
    "How would you set a cookie on the response before returning it?"
  ],
  "flask-008": [
    "What do you get during development once debug mode is on, and how do you turn it on?",
    "What could a stranger do if they reached the debugger page on a public server?",
    "What makes flask run's server unsuitable for real traffic even with debug off?",
    "What would you run the app under in production instead?"
  ],
  "flask-009": [
    "How would a view stop early with a 404 when a record is missing?",
    "How would you replace Flask's default 404 page with your own?",
    "For a JSON API, how do you make every HTTP error come back in the same JSON shape?",
    "What happens to an exception you never caught, and how would you find out it occurred?"
  ],
  "flask-010": [
    "What kind of object is app.config, and where can you load its values from?",
    "Where should the database password for production come from?",
    "How would the same code base pick development, testing or production settings?",
    "Where would you keep settings specific to one machine so they never reach git?"
  ],
  "flask-011": [
    "What lives in the request context, and how often is it created?",
    "What does the application context make available, and who pushes it during a request?",
    "Inside a blueprint or extension, how do you reach the app's config without importing the app?",
    "Where would you keep the database connection opened for this request, and do other requests see it?",
    "In a standalone script that needs the app's config, what must you do first?"
  ],
  "flask-012": [
    "What would you bundle inside an admin blueprint?",
    "How does a blueprint become part of the app, and how would you put all its routes under /admin?",
    "With a blueprint named auth, how would you build a link to its login view?",
    "How would you run a check before every request in the admin area only?",
    "Is a blueprint a small app of its own, and how does it help with circular imports?"
  ],
  "flask-013": [
    "What replaces the module-level app object in this pattern?",
    "How do you create the database extension when no app exists yet at import time?",
    "What work happens inside create_app before it returns?",
    "Why does the factory make testing easier, and what import problem does it avoid?"
  ],
  "flask-014": [
    "Where does Flask-SQLAlchemy get the database URL, and what base class do models use?",
    "If two requests run on different threads, do they share the same db.session?",
    "What happens to the session and its connection when a request ends with an exception?",
    "If you add an object to db.session and return, is it in the database?",
    "How would you write a query in SQLAlchemy 2 style, and avoid a query per row when touching relationships?"
  ],
  "flask-015": [
    "Which tool would you use for schema migrations in Flask, and what is underneath it?",
    "After adding a column to a model, which commands create and apply the migration?",
    "Why can you not trust an autogenerated migration when you rename a column?",
    "Where do migration files live, and when do they run during a deploy?"
  ],
  "flask-016": [
    "How would a pytest fixture give each test its own app configured for testing?",
    "How would you call a view in a test without starting a server, and how would you test a CLI command?",
    "Which database would your tests use, and how do you keep tests from affecting each other?",
    "How would you test a helper that reads current_app outside any view?",
    "What would you do about calls to a payment provider in your tests?"
  ],
  "flask-017": [
    "What happens if a before_request function returns a response?",
    "What must an after_request function return, and does it run when the view raises?",
    "Where would you close a database connection so it happens even after an error?",
    "If you register before_request on a blueprint, which requests does it run for?"
  ],
  "flask-018": [
    "How would you store passwords, and which functions or libraries would you use?",
    "How does Flask-Login know who the current user is on each request?",
    "How would you make the account page unreachable for anonymous visitors?",
    "What else must the login form and session handling do to resist session fixation and forged requests?",
    "What would you do against someone guessing passwords or probing which emails have accounts?"
  ],
  "flask-019": [
    "How would you organise the routes for articles and comments in a larger API?",
    "How would you check that a POST body has the right fields and types before using it?",
    "What should the client get when validation fails, and in what shape?",
    "Which status codes would you return when an article is created and when one is deleted?",
    "How would you produce API documentation without writing it by hand, and handle long lists?"
  ],
  "flask-020": [
    "What actually runs your Flask app in production, and how does it handle concurrent requests?",
    "How would you decide how many workers to run, and when would you use threads or gevent?",
    "What would you put in front of the WSGI server, and what jobs does it take on?",
    "Behind nginx, why might request.remote_addr show the proxy's address, and how do you fix it?",
    "Where would configuration come from, and how would you keep the process running and observed?"
  ],
  "flask-021": [
    "A malicious site submits a form to your app with the user's cookies: what stops it in Flask?",
    "What would you configure on the session cookie and the secret key?",
    "Which response headers would you add, and how would you add them?",
    "How would you keep user input from being executed as SQL or as HTML?",
    "How would you set up cross-origin access and file uploads safely?"
  ],
  "flask-022": [
    "What should your extension's constructor do when it is given an app, and when it is not?",
    "What does init_app set up on the app, and what should it not keep on self?",
    "Why does avoiding a stored app reference matter with the factory pattern and tests?",
    "During a request, how does the extension find its config and per-request resources?"
  ],
  "flask-023": [
    "Can you write an async def view in modern Flask, and since which version?",
    "What shorter decorators can you use instead of route with a methods list, and what happened to blueprints?",
    "How do you start the dev server in debug mode today, now that FLASK_ENV is gone?",
    "What would break in an old app that used before_first_request when moving to Flask 3?",
    "What happens if a view returns a list, and how would you change how dates are serialised?"
  ],
  "flask-024": [
    "When you access request.args, what is request actually, and what does it do on each access?",
    "How does Flask keep two threads or asyncio tasks from seeing each other's request?",
    "When does the current request become available, and when does it stop being available?",
    "What goes wrong if you keep a reference to request for use after the response is sent?",
    "How would you hand request data to a background thread so it still works there?"
  ],
  "flask-025": [
    "When Flask runs an async view, what runs it, and is Flask an ASGI app?",
    "Does an async view let one worker serve more requests at once? What does it help with?",
    "What happens to a task you create with asyncio in the view after the view returns?",
    "What must you install for async views, and what if the view calls a blocking library?",
    "When would you move to Quart instead, and what does it share with Flask?"
  ],
  "flask-026": [
    "Where would the email sending actually run, and what connects the web app to it?",
    "A Celery task calls db.session and gets a context error: how would you give tasks the app's context?",
    "Would you pass the User object to the task, or what instead?",
    "What if the task runs twice, or is queued before the user row is committed?",
    "Why not just start a thread in the view to send the email?"
  ],
  "flask-027": [
    "What must be true of the app before you can run ten copies behind a load balancer?",
    "Before adding servers, how would you find what is actually slow?",
    "How would you size workers, and keep many instances from exhausting database connections?",
    "How would you take read load off the primary database?",
    "What would you do with slow work in requests and with abusive clients?"
  ],
  "flask-028": [
    "Which objects in that script need an application context to work?",
    "Why does the same code work fine inside a view or a flask command?",
    "What is the quick fix in the script to give that code a context?",
    "What would be a cleaner long-term home for such a script?",
    "Where else might you hit the same error, for example at import time?"
  ],
  "flask-029": [
    "What are the strengths of keeping session data in the cookie, and what are its limits?",
    "If a user's account is compromised, can you kill their cookie session right away?",
    "With server-side sessions, what does the browser hold and where does the data go?",
    "What do server-side sessions cost you, and what do you gain?"
  ],
  "flask-030": [
    "How can a view send a CSV row by row rather than building the whole string first?",
    "What breaks if your generator touches request or session after the view returns, and how do you fix it?",
    "How would you read a million rows from the database without holding them all in memory?",
    "For a file already on disk, how would you send it, and could something else do the sending?",
    "When would you stop streaming from the request and generate the export elsewhere?"
  ],
  "flask-031": [
    "What does the WSGI server pass to the Flask app, and which method handles it?",
    "Before the view runs, which contexts get pushed, and what happens to the session?",
    "How does Flask work out which view function to call for the path?",
    "What runs immediately before and after the view, and how does a return value become a Response?",
    "Walk me through the end: what runs after the view, when is the session saved, and when do teardowns fire?"
  ],
  "flask-032": [
    "After login, what does the client get back, and how does it send it on later requests?",
    "On a protected endpoint, what must be checked about the token before trusting it?",
    "How long should an access token live, and how does the client get a new one?",
    "If a user logs out or is banned, how do you stop their unexpired token working?",
    "What mistakes around the signing algorithm and token contents would you guard against?"
  ]
}
