/** The interviewer's follow-up prompts for the spring-boot questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "spring-boot-001": [
    "If you took Boot away entirely, which parts of Spring would you still have for wiring and running an application?",
    "How does Boot decide to create a DataSource bean without you writing any configuration for it?",
    "Why do you rarely have to choose version numbers for Jackson or Hibernate in a Boot project?",
    "How is a Boot application typically packaged and launched, compared with a classic Spring app on an application server?",
    "What does Boot give you out of the box for running and monitoring the app in production?"
  ],
  "spring-boot-002": [
    "Could you declare an @Bean method directly inside the class carrying @SpringBootApplication, and why?",
    "Which part of that annotation is responsible for Boot setting up things like the DataSource or web server for you?",
    "How does Spring find your @Service and @Controller classes once the application starts?",
    "Suppose your main class sits in a deep sub-package; which beans might go missing, and how would you exclude one auto-configuration?"
  ],
  "spring-boot-003": [
    "What exactly do you get in your build when you add a single starter like the web one?",
    "Which starters would you pull in for a typical REST service backed by a relational database, with tests and monitoring?",
    "Why can you usually leave out version numbers on those dependencies, and what keeps them compatible?",
    "Besides adding jars, what else changes in the running application when a new starter lands on the classpath?"
  ],
  "spring-boot-004": [
    "Say the same setting is in application.yml and also passed on the command line; which value wins, and why?",
    "How would an environment variable named SERVER_PORT end up affecting your application?",
    "What happens to the base configuration when you run with a prod profile that has its own file?",
    "How do you switch a profile on, and how would you register a bean only in the dev environment?",
    "Where should a production database password live, if not in the application.yml inside the jar?"
  ],
  "spring-boot-005": [
    "Who actually creates your service objects and hands them their repositories, in a Spring application?",
    "What can you guarantee about an object's state and fields when all its dependencies arrive through the constructor?",
    "How would you write a unit test for a service that uses constructor injection, without starting Spring?",
    "What goes wrong in practice with @Autowired on private fields, for readability and for testing?",
    "Do you need to annotate the constructor with @Autowired when a class has only one, and why?"
  ],
  "spring-boot-006": [
    "From the container's point of view, what do these four annotations have in common, and how are they related?",
    "Would anything break if you swapped @Service for @Component on a business class?",
    "What extra behaviour does @Repository give you around database errors?",
    "What is the practical difference between @Controller and @RestController when a method returns an object?"
  ],
  "spring-boot-007": [
    "Walk me through a minimal class that handles GET and POST on a resource; how does the returned object become JSON?",
    "For a URL like users slash 42, how do you get the 42 into your method?",
    "How would you read an optional page query parameter that falls back to a default value?",
    "How does the JSON payload of a POST become a Java object, and how would you get it checked?",
    "How would you return 201 Created with a Location header instead of a plain 200?"
  ],
  "spring-boot-008": [
    "Which endpoints does Actuator give you, and what would you look at first in an incident?",
    "What does the health endpoint actually check, and how does Kubernetes make use of it?",
    "How would you get request latency and JVM metrics from Actuator into Prometheus or Datadog?",
    "Out of the box, which Actuator endpoints can you reach over HTTP, and what care is needed when you open more?"
  ],
  "spring-boot-009": [
    "Where does the implementation of your repository interface come from, given that you never write a class for it?",
    "Which operations do you get without writing a single method on the repository?",
    "How would you look up users by email and status without writing any query text?",
    "When a method name gets unwieldy or needs an aggregate, how do you write the query, and avoid loading every column?"
  ],
  "spring-boot-010": [
    "How many instances of a bean do you get by default, and what does that mean for mutable fields in it?",
    "What changes when you declare a bean as prototype scope?",
    "Which scopes exist specifically for web applications?",
    "Suppose a singleton has a prototype bean injected; how often is that prototype created, and how would you get a fresh one?"
  ],
  "spring-boot-011": [
    "How does Boot know which auto-configuration classes exist in the first place, and where are they registered?",
    "What decides whether a given auto-configuration class actually contributes beans?",
    "What happens to Boot's ObjectMapper or DataSource when you define your own bean of that type?",
    "In what order are your configuration and the auto-configurations processed, and how would you switch one off?",
    "How would you find out why a particular auto-configuration did or did not apply?"
  ],
  "spring-boot-012": [
    "Where would you put the exception-to-response mapping so every controller doesn't repeat its own try-catch?",
    "Which HTTP status would you return for a missing order versus a duplicate one?",
    "Is there a standard format for the error body itself, and does Spring support it?",
    "How would you report to the client which individual fields failed validation?",
    "What should the client see when something unexpected throws, and how would support find the matching log entry?"
  ],
  "spring-boot-013": [
    "Mechanically, what does Spring put around your @Transactional method to start and end the transaction?",
    "If your method throws an IOException, does the transaction roll back by default, and how would you change that?",
    "What happens when a @Transactional method calls another one that already runs in a transaction, and what does REQUIRES_NEW change?",
    "Why might @Transactional on a method have no effect when another method of the same class calls it?",
    "Which other attributes would you tune on @Transactional, and why keep transactions short?"
  ],
  "spring-boot-014": [
    "Which dependency do you add to get validation support, and what implementation does it bring?",
    "How would you express that a name must not be blank and an age at least 18 on a request DTO?",
    "What triggers the checks on a request body, and what does the client get back when they fail?",
    "How would you validate a path variable or a service method's parameters rather than a body?",
    "Suppose you need a rule no built-in annotation covers; how would you implement it?"
  ],
  "spring-boot-015": [
    "What are the downsides of reading a dozen settings with @Value spread across different classes?",
    "How would you map all the settings under a mail prefix into one typed object?",
    "How would a timeout of 30s or a list of hosts in YAML end up in your Java object?",
    "What happens at startup if a required setting is missing or malformed, and how could the IDE help?"
  ],
  "spring-boot-016": [
    "Which tests should make up most of your suite, and do they need a Spring context at all?",
    "When would you start the whole application context in a test, and how do you test over real HTTP?",
    "How would you test just a controller's request mapping and JSON without loading services or the database?",
    "How would you test repository queries in isolation, and what happens to the data after each test?",
    "How would you test against the same database engine you use in production rather than an in-memory one?"
  ],
  "spring-boot-017": [
    "At what point does Spring Security see an incoming request, before or after the DispatcherServlet, and through what?",
    "In Boot 3, how do you declare the security configuration now that the old adapter class is gone?",
    "How would you restrict admin paths to an ADMIN role while leaving a health endpoint open?",
    "What is the difference between authentication and authorisation, and how would you swap form login for JWT?",
    "What happens when you add only the security starter and change nothing else?"
  ],
  "spring-boot-018": [
    "What is the very first thing the container does with a bean, before any of your callbacks run?",
    "Where would you put code that must run once after the dependencies have been injected?",
    "At what stage does a @Transactional bean get wrapped in its proxy, and which extension point does that?",
    "What hooks run when the context closes, and does a prototype bean get them?",
    "Where would you put code that needs the whole application fully started, such as warming a cache?"
  ],
  "spring-boot-019": [
    "Why can't the container build either bean when A's constructor needs B and B's constructor needs A?",
    "Switching both to field injection used to make the error go away; does it still on recent Boot versions?",
    "What does such a cycle usually tell you about the design, and how would you restructure it?",
    "If you can't refactor right away, what are the quick ways to break the cycle, and why are they only stopgaps?"
  ],
  "spring-boot-020": [
    "Walk me through the SQL Hibernate issues when you loop over 100 orders and touch each one's items; how many queries run?",
    "How could you get the orders and their items in one query with JPQL?",
    "How would you tell a Spring Data repository method which associations to load eagerly without writing JPQL?",
    "Is there a setting that reduces the number of queries without changing each query method?",
    "How does Boot's default open-in-view setting interact with this, and how would you spot the problem in practice?"
  ],
  "spring-boot-021": [
    "Which logging API and implementation does a Boot app use if you configure nothing?",
    "How would you turn on debug logging for one package, ideally without restarting production?",
    "Where would you put a more advanced logging setup that differs per profile?",
    "What format should production logs have, and where should they end up?",
    "How would you follow one request's log lines across several services?"
  ],
  "spring-boot-022": [
    "What do you need to switch caching on, and how is the cache key for a method chosen?",
    "When a product's price changes, how do you keep the cached product from going stale?",
    "Where is the cached data actually stored by default, and what would you use across several instances?",
    "Why might a @Cacheable method still execute every time when called from another method of the same class?",
    "How long do entries live in the default cache, and what risk do mutable cached objects bring?"
  ],
  "spring-boot-023": [
    "Which health endpoints would you point the Kubernetes liveness and readiness probes at?",
    "Should the liveness probe fail when the database is down, and what would happen if it did?",
    "What would you include in the readiness check, and what does Kubernetes do when it fails?",
    "What happens to requests in flight when the pod receives SIGTERM, and how does Boot handle it?",
    "Why might requests still arrive after shutdown has begun, and how would you give the load balancer time?"
  ],
  "spring-boot-024": [
    "When a controller calls a @Transactional service method, what object does it actually call?",
    "What are the two kinds of proxy Spring can create, and which one does Boot use by default?",
    "Why doesn't @Async take effect when a bean calls its own annotated method?",
    "Which methods or classes can a class-based proxy not intercept?",
    "How would you get the advice to run for an internal call without rewriting the logic?"
  ],
  "spring-boot-025": [
    "What do you need to set, and on which Java version, to make Tomcat serve requests on virtual threads?",
    "What happens to a virtual thread while it waits on a database call, and why does that help concurrency?",
    "Would virtual threads speed up an endpoint that does heavy image processing, and why?",
    "What is pinning, and which code can cause it?",
    "If you suddenly have ten thousand concurrent requests, what else becomes the bottleneck, and what about ThreadLocal usage?"
  ],
  "spring-boot-026": [
    "How do MVC and WebFlux differ in how threads handle a request while it waits on I/O?",
    "What types do you return from WebFlux handlers, and how do they help with streaming or slow consumers?",
    "What happens if a WebFlux handler calls a JDBC repository or a blocking HTTP client?",
    "What is the cost to your team of reactive code, in debugging and in day-to-day development?",
    "How do virtual threads change the case for WebFlux in an I/O-heavy service?"
  ],
  "spring-boot-027": [
    "What happens at build time to prepare a Boot app for native compilation, and which tooling does it?",
    "Where does a native image shine compared with the JVM, in startup and memory?",
    "Why might a library that uses reflection break in a native image, and how do you fix it?",
    "Could you switch profiles at run time to change which beans exist in a native binary?",
    "What do you give up in build time and peak performance, and are there lighter options for faster startup?"
  ],
  "spring-boot-028": [
    "What happens to your service when a downstream dependency becomes very slow, and how would you protect it?",
    "How would you find out which service made a request slow across a chain of five calls?",
    "Where would configuration and database credentials come from across many services and environments?",
    "How does one service find the instances of another, and what sits at the edge for clients?",
    "Two services need to stay in sync on order data; would you share a database or use distributed transactions?"
  ],
  "spring-boot-029": [
    "Before touching the process, which signals would you look at over time to understand the growth?",
    "How would you tell whether the growth is in the Java heap or outside it, and how does the container limit play in?",
    "How would you find out which objects are holding on to the memory?",
    "How would you find which code is burning the CPU during a spike?",
    "From experience, which coding patterns most often cause this kind of slow memory growth?"
  ],
  "spring-boot-030": [
    "Which Java version does Boot 3 require at minimum?",
    "What happens to your javax.persistence and javax.servlet imports when you move to Boot 3?",
    "Which security configuration style stops compiling in Boot 3, and what changed about URLs with trailing slashes?",
    "What happened to Spring Cloud Sleuth, and what replaces it for tracing?",
    "Which new features would you want after migrating, and how would you make the upgrade path less painful?"
  ],
  "spring-boot-031": [
    "What does the core class of the starter look like, and which annotation marks it?",
    "How does Boot discover your auto-configuration class from inside a library jar?",
    "How do you let a consuming team replace one of your beans with their own?",
    "How would teams configure your library through application.yml, with IDE completion?",
    "How would you lay out the modules and name the artifact, and how would you test the conditions?"
  ],
  "spring-boot-032": [
    "What could go wrong if you call the Kafka template inside the same @Transactional method that saves the order?",
    "What would an after-commit event listener guarantee, and what failure could still lose the message?",
    "How could the database itself record that a message must be sent, atomically with the order?",
    "What actually moves those pending events from the database to Kafka?",
    "Could a consumer see the same event twice, and how should it cope?"
  ]
}
