/** The interviewer's follow-up prompts for the django questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "django-001": [
    "Before any view code runs, what layer does the request pass through, and does it see the response too?",
    "How does Django decide which view function handles a given path?",
    "In MVC terms, which Django piece plays the controller role?",
    "Where does the data come from when the view needs, say, a list of articles?",
    "Once the view has its data, how does it become the HTML the browser receives?"
  ],
  "django-002": [
    "Which pieces belong to the site as a whole rather than to any one feature, say the URLconf you start from?",
    "If you added a blog feature to a shop site, what would its own package contain?",
    "After running startapp, what must you do before Django picks up the new app's models?",
    "Could the same blog package be dropped into a second site, and what makes that possible?"
  ],
  "django-003": [
    "Why does Django keep migration files instead of just altering tables by hand?",
    "After adding a field to a model, which command writes the change down, and does it touch the database?",
    "Which command actually changes the tables, and in what order does it run things?",
    "How does Django know which migrations a given database has already had?",
    "Should migration files be in git and reviewed, or regenerated on each machine? Why?"
  ],
  "django-004": [
    "For books and their publisher, how is the relation stored in the book table?",
    "What happens to a publisher's books when the publisher is deleted, and who decides that?",
    "How would you attach a profile to each user so there is exactly one per user?",
    "For students and courses, where do the links live, and how would you record an enrolment date?"
  ],
  "django-005": [
    "What do you get from the admin without writing any views or forms?",
    "How do you make a model show up in the admin at all?",
    "How would you make the order list show status and date columns with filters and a search box?",
    "How would you edit an order's line items on the order page, or mark many orders shipped at once?",
    "Would you build your customer-facing dashboard on the admin? Why or why not?"
  ],
  "django-006": [
    "What could a visitor learn if DEBUG were left on in production?",
    "Where should SECRET_KEY come from, and what happens if it leaks?",
    "What does ALLOWED_HOSTS protect against, and what should it contain?",
    "Which settings would you turn on so the site is used only over HTTPS?",
    "How do CSS and JavaScript get served once DEBUG is off, and what command checks the rest?"
  ],
  "django-007": [
    "What does a function-based view look like, and what is its main appeal?",
    "How does a class-based view handle GET and POST separately, and how does it share behaviour?",
    "How would you build a simple list page of products with the least code?",
    "When a generic view misbehaves, what makes it harder to debug than a function?"
  ],
  "django-008": [
    "How would every page share a header and footer while changing only the main content?",
    "How would you reuse a card snippet, and keep the parent's block content while adding to it?",
    "If a user's display name contains a script tag, what does the template render?",
    "When is it acceptable to turn off escaping, and what is the risk?"
  ],
  "django-009": [
    "Which files count as static in a Django project, and where do they come from?",
    "Where do profile photos that users upload end up, and through which model fields?",
    "How do the static files from every app end up in one place for deployment?",
    "Does Django's own server serve these in production, and where would you put user uploads?"
  ],
  "django-010": [
    "What does a CSRF attack actually make the victim's browser do?",
    "On a POST request, what does Django's middleware compare to decide whether to accept it?",
    "What do you have to add to a form, and how does a fetch call send the token?",
    "When would you use csrf_exempt, and why must a GET view never delete anything?"
  ],
  "django-011": [
    "Looping over fifty books and printing each author's name, how many queries run, and why?",
    "How does select_related load the author in the same query, and for which relations does it work?",
    "How would you load each author's many books, and how does that differ mechanically from a join?",
    "How would you prefetch only each author's published books, ordered by date?",
    "How would you prove the fix worked, and stop it regressing?"
  ],
  "django-012": [
    "If you chain filter and order_by on Article.objects and assign the result, how many queries have run so far?",
    "Which operations on a queryset actually make Django send the SQL?",
    "If you loop over the same queryset variable twice, how many queries happen?",
    "What happens if you index into a queryset before it has been evaluated, or call filter on it again?",
    "If you only need to know whether any rows exist, or to stream millions of rows, what would you call?"
  ],
  "django-013": [
    "What does the outer function receive at start-up, and what does it return?",
    "Where in the middleware would you start the timer and where would you log, relative to get_response?",
    "Which clock would you use for measuring the duration, and what would you log alongside it?",
    "How do you enable the middleware, and where in the list would you place it to time as much as possible?",
    "How would you log requests that raise exceptions, and what about async views?"
  ],
  "django-014": [
    "How would code run every time a user model is saved, without editing the save method?",
    "When is a signal genuinely the right tool rather than a direct function call?",
    "If a post_save receiver sends an email, does the save wait for it, and what if the transaction rolls back?",
    "What happens to your post_save receivers when someone calls queryset.update?",
    "Where must receivers be connected, and what would you often use instead?"
  ],
  "django-015": [
    "What does calling is_valid actually do, and where do the results end up?",
    "How would you normalise an email field to lowercase during validation?",
    "Where would you check that the end date comes after the start date, and how would you report it?",
    "How does a ModelForm save you work, and what does save do?"
  ],
  "django-016": [
    "What makes switching to a custom user model halfway through a project so painful?",
    "Which base class would you extend if you just want to add a phone number field?",
    "What extra pieces do you need to let users log in with their email instead of a username?",
    "How should other models and code reference the user model so they do not break?"
  ],
  "django-017": [
    "What is the difference between filtering with an F expression on stock and with a Python variable holding the stock?",
    "If two requests both increment a view counter by reading and saving, what can be lost, and how does F help?",
    "How would you find products whose sale price is higher than their list price?",
    "How would you find articles whose title or body contains a search term, but not drafts?"
  ],
  "django-018": [
    "Without any transaction code, when does each of your saves become permanent?",
    "How would you make creating an order and its line items all succeed or all fail together?",
    "What happens when an inner atomic block fails but the outer one catches the error?",
    "What does the ATOMIC_REQUESTS setting do, and what is the downside?",
    "Why might sending a confirmation email inside an atomic block be a problem, and what would you use?"
  ],
  "django-019": [
    "What does a serializer do in each direction, and what is it like in plain Django?",
    "How would you avoid listing every field and writing create and update by hand?",
    "How would you expose list, detail, create, update and delete for articles with one class?",
    "How do the URL patterns for that viewset get created?",
    "Where would you set who may call the API, how often, and how results are paged?"
  ],
  "django-020": [
    "How would you write a published filter so you can chain it with other filters?",
    "How would you make published callable on Article.objects without writing the same method on both the queryset and a manager?",
    "What could go wrong if the default manager silently hides unpublished articles?",
    "What does putting this logic on the model layer save you in views?"
  ],
  "django-021": [
    "Which cache backend would you use in production, and what in development?",
    "How would you cache an entire rendered page for a few minutes?",
    "If only the sidebar is expensive to render, how would you cache just that?",
    "How would you cache the result of an expensive calculation used in several views?",
    "When a product's price changes, how does the cached page stop showing the old one, and what about per-user pages?"
  ],
  "django-022": [
    "Which database do Django tests run against, and what happens to it afterwards?",
    "How does TestCase undo each test's changes, and why is that fast?",
    "When would a test need TransactionTestCase, for example with on_commit callbacks?",
    "How would you test a view without starting the development server?",
    "How would you create test data without slowing every test down, and which runner might you use?"
  ],
  "django-023": [
    "If you put created_at and updated_at on an abstract base, how many tables do you get?",
    "With multi-table inheritance, how is a child row stored, and what does every query pay?",
    "How would you give the same table different default ordering or methods in the admin?",
    "Which inheritance style would you reach for by default, and why avoid the other one?"
  ],
  "django-024": [
    "Walk me through the timeline: what do both requests read and write that causes the oversell?",
    "How could a single UPDATE statement take the item only if stock remains, and how do you know it worked?",
    "If you need to read the row first, how would you stop the second request acting on stale stock?",
    "What safety net at the database level would stop stock going below zero?"
  ],
  "django-025": [
    "If you deploy async views under Gunicorn with WSGI workers, what concurrency do you gain?",
    "Which kind of view benefits from async, and which would not?",
    "Can you query the ORM from an async view, and what happens under the hood?",
    "How do you call a sync-only library from an async view, and what error does Django raise if you do it wrong?",
    "How can a single sync middleware undo the benefit of async views?"
  ],
  "django-026": [
    "What is the simplest way to mark which customer each row belongs to?",
    "How could PostgreSQL give each tenant stronger separation without separate servers?",
    "When would you give each tenant its own database, and what does that cost?",
    "How does each request learn which tenant it is serving?",
    "How do you make sure a developer who forgets a filter cannot leak another tenant's data?"
  ],
  "django-027": [
    "During a rolling deploy, which versions of the code talk to the database at the same time?",
    "What happens if old code inserts rows after a NOT NULL column without a default has been added?",
    "How would you fill the new column for fifty million existing rows?",
    "When is it safe to enforce NOT NULL, and why not in the first migration?",
    "How would you check what locks a migration takes, and how would you add an index without blocking writes?"
  ],
  "django-028": [
    "What would you look at first, before changing any code?",
    "How would you find out whether the page runs hundreds of queries, and how would you fix that?",
    "If one query is slow on its own, how would you investigate it?",
    "What if the page loads thousands of full objects just to show totals?",
    "What would you do with expensive results or work the user does not need to wait for?"
  ],
  "django-029": [
    "How can the inner query on books refer to the author in the outer query?",
    "Inside that subquery, how do you make sure you get the newest book's title?",
    "How do you attach that title to each author object in the result?",
    "What shows up for an author who has never published, and why can an aggregate of the latest date not give you the title?"
  ],
  "django-030": [
    "Where can SQL injection still creep into a Django app despite the ORM?",
    "How could user data still cause XSS even with auto-escaping on?",
    "What stops another site from framing your pages, and what else would you set in headers?",
    "How does Django store passwords, and how would you enforce strong ones?",
    "If a user changes an id in the URL, what stops them seeing another user's invoice?"
  ],
  "django-031": [
    "Where would the slow email and report work run instead of in the web request?",
    "If you enqueue the task inside a transaction that later rolls back, what can the worker see?",
    "Would you pass the report model instance to the task, or what instead?",
    "What happens if the worker crashes halfway and the task is retried?",
    "How does the user find out the report is ready, and how would you notice failing tasks?"
  ],
  "django-032": [
    "How has async support grown across the 4 and 5 releases?",
    "How can you get the database itself to fill in a default or compute a column in Django 5?",
    "What did Django 5.1 add for requiring login everywhere and for database connections?",
    "What long-requested modelling feature arrived in Django 5.2?",
    "What did the 4 releases bring for caching and PostgreSQL drivers?"
  ]
}
