/** The interviewer's follow-up prompts for the nextjs questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "nextjs-001": [
    "In a Next.js project, how does a new URL come into existence without a router config file?",
    "Where does a Next.js page's HTML get produced, compared with a plain create-react-app setup?",
    "What build and developer tooling would you have to set up yourself in plain React but not in Next.js?",
    "Which built-in components or APIs help with images, fonts and page titles?",
    "Could you write backend logic inside a Next.js app, and where would it live?"
  ],
  "nextjs-002": [
    "In the Pages Router, how does a page get its server data before rendering?",
    "In the app directory, what role do folders play, and what happens to a layout when you navigate between sibling pages?",
    "What kind of component is a file in the app directory unless you say otherwise?",
    "How do you load data and handle a form submission in the App Router, without getServerSideProps?",
    "Can a project use both routers at once, and which would you pick for a new app?"
  ],
  "nextjs-003": [
    "If you create app/dashboard/settings with only a helper file inside, can a user visit /dashboard/settings?",
    "How would you build a product page whose URL carries the product's id, and how do you read it?",
    "How would you match docs/a/b/c with one route, and what if docs alone should match too?",
    "How would you share a layout between marketing pages without adding a segment to their URLs?",
    "Where would you put a component used only by one route, and would it become a page?"
  ],
  "nextjs-004": [
    "Where does a component in the app directory render by default, and does its code reach the browser?",
    "When you add use client to a file, what happens to the modules that file imports?",
    "Which things in a component force you to make it a Client Component?",
    "Does a Client Component only ever render in the browser, or does the server touch it first?",
    "If a page has one interactive like button, where would you put the use client directive?"
  ],
  "nextjs-005": [
    "What is different for the user when a Link is clicked instead of a plain anchor tag?",
    "Why does navigation to a linked page often feel instant in a production build?",
    "When navigating between two pages under the same layout, what happens to the layout's state?",
    "How would you navigate after a form submit, or read the current path and query string, in the App Router?",
    "Would the same useRouter import work in a Pages Router project, and what differs?"
  ],
  "nextjs-006": [
    "How does next/image avoid sending a phone the same huge JPEG a desktop gets?",
    "What happens to an image far down the page before the user scrolls to it?",
    "Why does next/image insist on width and height, and what visual problem does that prevent?",
    "What would you do differently for the large banner at the top of a landing page?",
    "What extra configuration does an image hosted on another domain need?"
  ],
  "nextjs-007": [
    "For a marketing page that rarely changes, when does its HTML get generated and where is it served from?",
    "When is rendering on every request worth the extra server cost?",
    "How would you keep a product catalogue page static yet have prices update without a full rebuild?",
    "What does fetching everything in the browser cost you, and where is that acceptable?",
    "Must one Next.js app pick a single strategy, and how does the App Router decide?"
  ],
  "nextjs-008": [
    "Where would you keep a local database password so it never ends up in the repository?",
    "If a client component reads process.env.DATABASE_URL, what value does it get?",
    "What does the NEXT_PUBLIC prefix actually do to the variable's value during the build?",
    "If you change a NEXT_PUBLIC value on the host, when does the browser see it, and what must never get that prefix?",
    "How would you catch a missing environment variable early, and stop a secret module reaching client code?"
  ],
  "nextjs-009": [
    "What happens to a sidebar's state in a layout when the user moves between its child pages, and what must the root layout render?",
    "How does a loading file show something instantly, and what React feature is it built on?",
    "What kind of component must an error file be, and how can the user recover from it?",
    "When does the not-found file render, and what status code does the response get?",
    "When would you use a template instead of a layout, and what catches errors in the root layout itself?"
  ],
  "nextjs-010": [
    "How would you give a static about page its own title and social preview fields?",
    "For a blog post page, how would you put the post's title into the document head?",
    "How do you give every page a site-wide suffix like a brand name without repeating it?",
    "How would you add a share image, a favicon, a sitemap and robots rules without hand-written tags?",
    "Why does server rendering help search engines, and what else would you add for rich results?"
  ],
  "nextjs-011": [
    "In the App Router, how does a page load its data without getServerSideProps?",
    "How would you make one fetch cache for an hour and another invalidate when a product changes?",
    "If you upgrade from Next 14 to 15, what happens to fetch calls that you never configured?",
    "How would you cache a database query made through an ORM rather than fetch?",
    "If a layout and a page both fetch the same user in one render, how many network requests happen?"
  ],
  "nextjs-012": [
    "When does getServerSideProps run, and what does it hand to the page?",
    "When does getStaticProps run, and how can a static page still refresh its data later?",
    "For a blog with ten thousand posts, how would you prerender some paths and handle the rest?",
    "Could you query the database directly in getStaticProps, and what can it return besides props?",
    "How would you show a logged-in user's own data on a static page, and refresh a page right after a CMS edit?"
  ],
  "nextjs-013": [
    "What marks a function as a Server Action, and how does a client component end up calling it?",
    "What happens to a form wired to a Server Action when JavaScript has not loaded yet, and how would you show a pending state?",
    "After an action saves a new comment, how does the page show the updated list?",
    "Suppose an action deletes a post by id: what could an attacker do with it, and what must it check?",
    "Next.js checks the Origin header for actions, so why is that not enough on its own?"
  ],
  "nextjs-014": [
    "What does a route.ts file export, and what objects does the handler work with?",
    "Which callers would push you to a Route Handler rather than a Server Action?",
    "Why would you not hand a Server Action to a mobile app team as their API?",
    "How did API routes in pages/api differ in the request and response objects they used?",
    "In Next.js 15, is a GET Route Handler's response cached unless you ask for it?"
  ],
  "nextjs-015": [
    "At what point in a request does middleware run, and what can it do to that request?",
    "Which concrete features would you build in middleware?",
    "How do you stop middleware running for every image, script and font request?",
    "Why must middleware stay cheap, and which runtime has it used?",
    "Why is a middleware login check not enough to protect an admin page's data?"
  ],
  "nextjs-016": [
    "How does a streamed response differ from one that waits for every query to finish?",
    "What does the user see where a Suspense boundary wraps a slow component?",
    "If the reviews section takes three seconds, what happens to the rest of the page?",
    "Which performance metrics improve with streaming, and how does hydration benefit?",
    "If a component deep in the stream calls notFound, why can the response still come back with status 200?"
  ],
  "nextjs-017": [
    "If a route uses no request data at all, when does Next render it?",
    "What could you add to a page that would force it to render per request?",
    "For a product page under a dynamic id, how would you prerender the top hundred products?",
    "How would you force a route to be static or dynamic regardless of what Next infers?",
    "How can you tell which mode each route ended up in, and what did Next 15 change about cookies and headers?"
  ],
  "nextjs-018": [
    "What happens if a Server Component passes an onClick function or an instance of its own class to a Client Component?",
    "How would you render a Server Component inside a client-side modal wrapper?",
    "What does importing a large markdown library into a use client file do to the bundle?",
    "How would you make sure a module holding an API key can never be imported into client code?",
    "If you pass a whole user record to a Client Component, who can see its fields?"
  ],
  "nextjs-019": [
    "Would you build login, OAuth and session handling yourself, or what would you use?",
    "Where would you keep the session, and which cookie attributes matter?",
    "What role should middleware or proxy play in authentication, and what should it not be trusted for?",
    "Where do the real permission checks belong so that actions and handlers cannot skip them?",
    "Why is a session check in a layout not enough to protect its child pages?"
  ],
  "nextjs-020": [
    "Which Core Web Vitals would you be trying to improve, and what does each one measure?",
    "How does next/image help with both loading speed and layout stability?",
    "What problem do web fonts cause as they load, and how does next/font address it?",
    "How would you load an analytics or chat widget without slowing the first render?",
    "Beyond those components, how do Server Components help, and how would you verify the improvement?"
  ],
  "nextjs-021": [
    "What is the simplest way to self-host a Next.js app with every feature working?",
    "How would you keep a Docker image for a Next.js app small?",
    "What do you give up if you choose a static export to a plain file host?",
    "If you run three instances behind a load balancer, what happens to ISR pages and cached data?",
    "What would you put in front of the Node servers, and which dependency do images rely on?"
  ],
  "nextjs-022": [
    "Which runtime does a route get if you do not choose, and what can it use?",
    "What would stop a package that reads files or uses native addons from working on the Edge?",
    "What is the Edge runtime good at, and what kind of logic suits it?",
    "If your database sits in one region, what happens to an edge function that queries it several times?",
    "Which runtime would you default to, and where does Next 16's proxy run?"
  ],
  "nextjs-023": [
    "If three components fetch the same URL during one render, what does Next do, and what about non-fetch calls?",
    "Which cache keeps fetch results between different users' requests, and how do you expire it?",
    "For a static route, what gets stored after the build, and when is it thrown away?",
    "Why might a user still see old data after navigating back, and how do you clear it?",
    "How has the caching model shifted in recent versions, and what does the use cache directive add?"
  ],
  "nextjs-024": [
    "How would you define two independently rendered panels in one layout, and how does the layout get them?",
    "Where would parallel slots be useful besides modals?",
    "What happens to a slot on a full page reload if the URL has no matching page for it?",
    "When a user clicks a photo in a feed, how can its route render inside the current page instead?",
    "How does the same photo URL show a modal from the feed but a full page when shared or refreshed?",
    "How would you close the modal so the URL and history return to the feed?"
  ],
  "nextjs-025": [
    "Before Partial Prerendering, what happened to a mostly static page that read a single cookie?",
    "How does Partial Prerendering let one route be both static and personalised?",
    "How do you turn on Cache Components, and how do you mark something as cached?",
    "How would you set how long a cached function lives and invalidate it when its data changes?",
    "Where must uncached dynamic data sit, and how does a cached function get a cookie value?"
  ],
  "nextjs-026": [
    "Before changing any code, how would you find out what is making the page heavy?",
    "What happens when use client sits at the top of a page component, and how would you fix it?",
    "What would you do about a date library or icon set bloating the client bundle?",
    "How would you keep a rich text editor that opens on a button click out of the initial bundle?",
    "If the server side is slow, what patterns would you look for, and how should third-party scripts load?"
  ],
  "nextjs-027": [
    "With three awaits in a row of 200 milliseconds each, how long does the page wait, and why?",
    "If orders and recommendations only need the user id, how could they run at the same time?",
    "When one call genuinely depends on another, how can you still start the rest early?",
    "If recommendations are slow, how could the rest of the page show without waiting for them?",
    "If several components each call getUser during one render, how do you avoid repeat queries?"
  ],
  "nextjs-028": [
    "Which release introduced the app directory, and what came with it?",
    "What did Next.js 14 make stable, and what did it preview?",
    "What broke for people upgrading to Next.js 15 around cookies, headers and fetch caching?",
    "What changed in Next.js 16 for the bundler, middleware and caching?",
    "How would you approach upgrading across these versions, and is the Pages Router going away?"
  ],
  "nextjs-029": [
    "With a million products, how would you decide which pages to build ahead of time?",
    "When a merchant changes a price in the CMS, how does the product page pick it up quickly?",
    "Which parts of a product page would you not serve from a static cache, and how do they render?",
    "If the browser sends the cart total with the checkout request, would you use it? Why?",
    "What would you add so search engines show rich product results and images stay fast?"
  ],
  "nextjs-030": [
    "How can sensitive data reach the browser in an App Router app without anyone writing an API?",
    "What can anyone do with a Server Action, even one only called from an admin page?",
    "Why is protecting a route in middleware or a layout not enough for authorisation?",
    "How would you structure data access so components only ever get what they should?",
    "Which classic web vulnerabilities still apply, for example with rendered HTML or redirect parameters?"
  ],
  "nextjs-031": [
    "Would you move every page to the app directory in one release? Why or why not?",
    "What replaces _app and _document, and where would providers like a theme context go?",
    "How does a page that used getStaticProps and getStaticPaths look after migration?",
    "What do you change for router hooks and the Head component, and what about pages/api?",
    "Which pages would you migrate first, and how would you know each batch did not regress?"
  ]
}
