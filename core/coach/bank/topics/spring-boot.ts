/** The Spring Boot questions of the built-in bank. */
import type { BankQuestion } from "../types.ts"

export const questions: ReadonlyArray<BankQuestion> = [
  {
    id: "spring-boot-001",
    topic: "spring-boot",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between the Spring Framework and Spring Boot? What problems does Spring Boot solve?",
    talkingPoints: [
      { point: "The Spring Framework provides the core: the IoC container, dependency injection, MVC, transactions and data access.",
        cues: [["framework", "core"], ["ioc", "inversion of control", "dependency injection", "container", "mvc"]] },
      { point: "Spring Boot adds auto-configuration that sets up beans based on the classpath and properties.",
        cues: [["auto-configuration", "autoconfiguration", "auto configuration", "auto-configure", "autoconfigure"]] },
      { point: "Starters bundle compatible dependency sets, and Boot manages versions for you.",
        cues: [["starter", "dependency management", "managed version", "bom", "compatible version"]] },
      { point: "An embedded server such as Tomcat lets the app run as an executable jar instead of a WAR deployed to an app server.",
        cues: [["embedded", "executable jar", "fat jar", "java -jar", "uber jar"], ["tomcat", "jetty", "undertow", "server", "jar"]] },
      { point: "Production features like Actuator, externalised configuration and opinionated defaults reduce boilerplate.",
        cues: [["actuator", "opinionated", "sensible default", "convention", "boilerplate", "externalized", "externalised"]] }
    ],
    modelAnswer: "The Spring Framework is the core: the IoC container with dependency injection, plus Spring MVC, transaction management and data access support. On its own it needs a lot of configuration. Spring Boot sits on top and removes that work. Auto-configuration creates sensible beans based on what is on the classpath and in your properties, so adding a JDBC driver gives you a DataSource. Starters bundle compatible dependencies, and Boot's dependency management picks versions that work together. It ships an embedded server, Tomcat by default, so the app is an executable jar you start with java -jar instead of a WAR deployed to an application server. On top come production features like Actuator health and metrics and externalised configuration, all with opinionated defaults you can override.",
    tags: ["fundamentals", "auto-configuration"]
  },
  {
    id: "spring-boot-002",
    topic: "spring-boot",
    difficulty: "easy",
    kind: "concept",
    text: "What does the @SpringBootApplication annotation do?",
    talkingPoints: [
      { point: "It combines @SpringBootConfiguration, a specialised @Configuration, so the class can declare beans.",
        cues: [["springbootconfiguration", "configuration"], ["bean", "declare", "config class", "configuration class"]] },
      { point: "It includes @EnableAutoConfiguration, which switches on auto-configuration.",
        cues: [["enableautoconfiguration", "enable auto-configuration", "enable auto configuration", "enable autoconfiguration"]] },
      { point: "It includes @ComponentScan, which scans the class's package and sub-packages for components.",
        cues: [["componentscan", "component scan", "component scanning"], ["package", "sub-package", "subpackage", "below"]] },
      { point: "Because scanning starts at its package, the main class belongs in the root package, and attributes like exclude fine-tune it.",
        cues: [["root package", "top-level package", "top level package", "base package"], ["main class", "place", "put", "location", "exclude"]] }
    ],
    modelAnswer: "It is a convenience annotation that combines three others. @SpringBootConfiguration is a specialised @Configuration, so the main class can declare bean methods itself. @EnableAutoConfiguration switches on auto-configuration, which registers beans based on the classpath and properties. @ComponentScan scans the annotated class's package and every sub-package for components, services, repositories and controllers. That is why the main class should sit in the root package of the application, since anything outside that package tree is not picked up unless you widen the scan. You can also pass attributes, for example exclude to switch off a specific auto-configuration class such as DataSourceAutoConfiguration.",
    tags: ["annotations", "auto-configuration"]
  },
  {
    id: "spring-boot-003",
    topic: "spring-boot",
    difficulty: "easy",
    kind: "concept",
    text: "What are Spring Boot starters, and how do they help with dependency management?",
    talkingPoints: [
      { point: "A starter is a dependency descriptor that pulls in a curated set of libraries for one capability, like web or data JPA.",
        cues: [["starter"], ["curated", "set of", "bundle", "group of", "pull in", "pulls in", "transitive", "one dependency"]] },
      { point: "Examples include spring-boot-starter-web, -data-jpa, -security, -test and -actuator.",
        cues: [["starter-web", "starter web", "data-jpa", "data jpa", "starter-test", "starter-security", "starter-actuator"]] },
      { point: "Boot's parent POM or BOM manages versions so the libraries are known to work together and you omit version numbers.",
        cues: [["version"], ["bom", "parent", "manage", "managed", "omit", "compatible", "work together"]] },
      { point: "Adding a starter also triggers the matching auto-configuration because the classes appear on the classpath.",
        cues: [["classpath"], ["auto-configuration", "autoconfiguration", "auto configuration", "trigger", "kick in"]] }
    ],
    modelAnswer: "A starter is a dependency descriptor: one dependency that pulls in a curated set of transitive libraries for a capability. For example spring-boot-starter-web brings Spring MVC, Jackson and embedded Tomcat, spring-boot-starter-data-jpa brings Hibernate and Spring Data, and there are starters for security, actuator and test. Versions are handled by Boot's parent POM or its BOM, so I omit version numbers and get libraries that are tested to work together, which avoids dependency conflicts. Starters also connect to auto-configuration: once the classes are on the classpath, the matching auto-configuration kicks in and configures the beans. Third-party starters follow the same idea and are named like acme-spring-boot-starter.",
    tags: ["starters", "dependencies"]
  },
  {
    id: "spring-boot-004",
    topic: "spring-boot",
    difficulty: "easy",
    kind: "concept",
    text: "How does Spring Boot handle configuration through application.properties or application.yml, and how do profiles work?",
    talkingPoints: [
      { point: "Settings live in application.properties or application.yml and are overridden by environment variables and command-line arguments.",
        cues: [["environment variable", "env var", "command line", "command-line"], ["override", "precedence", "priority", "win"]] },
      { point: "Relaxed binding maps an environment variable like SERVER_PORT to server.port.",
        cues: [["relaxed binding", "server_port", "uppercase", "underscore"]] },
      { point: "Profiles such as dev or prod load extra files like application-prod.yml on top of the defaults.",
        cues: [["profile"], ["application-prod", "application-dev", "profile-specific", "extra file", "on top"]] },
      { point: "A profile is activated with spring.profiles.active, and @Profile makes beans conditional on it.",
        cues: [["spring.profiles.active", "active profile", "activate", "profile annotation"]] },
      { point: "Secrets should come from the environment or a secret store, not the packaged file.",
        cues: [["secret", "password", "credential"], ["environment", "vault", "secret manager", "not in the", "never commit", "not commit"]] }
    ],
    modelAnswer: "Spring Boot reads application.properties or application.yml from the classpath, but that is only one source: environment variables and command-line arguments override it, following a documented precedence order, which is how the same jar runs in every environment. Relaxed binding means the environment variable SERVER_PORT sets server.port. Profiles group environment-specific settings: with the prod profile active, application-prod.yml is loaded on top of the defaults and wins where keys overlap. I activate profiles with spring.profiles.active, through a variable or argument, and I can make beans conditional with the @Profile annotation, such as a fake mail sender in dev. Secrets like the database password never go in the packaged file; they come from the environment or a secret manager such as Vault.",
    tags: ["configuration", "profiles"]
  },
  {
    id: "spring-boot-005",
    topic: "spring-boot",
    difficulty: "easy",
    kind: "concept",
    text: "What is dependency injection in Spring, and why is constructor injection usually preferred over field injection?",
    talkingPoints: [
      { point: "With dependency injection the container creates objects and supplies their collaborators instead of the objects creating them.",
        cues: [["container", "ioc", "application context"], ["supplies", "supply", "provide", "provides", "injects", "wire", "wires", "hands"]] },
      { point: "Constructor injection lets dependencies be final and guarantees the object is fully initialised.",
        cues: [["constructor"], ["final", "immutable", "fully initialised", "fully initialized", "required", "never null"]] },
      { point: "It makes unit testing easy, because you can pass mocks through the constructor without Spring.",
        cues: [["test", "testing", "unit test"], ["mock", "without spring", "new", "pass"]] },
      { point: "Field injection hides dependencies, needs reflection and makes too many dependencies less visible.",
        cues: [["field injection", "autowired field", "field"], ["hide", "hidden", "reflection", "visible", "too many", "smell"]] },
      { point: "With a single constructor no @Autowired annotation is needed.",
        cues: [["single constructor", "one constructor", "only constructor"], ["autowired", "annotation"]] }
    ],
    modelAnswer: "Dependency injection means my classes do not create their collaborators; the Spring container creates the beans and injects the dependencies each one declares, which keeps classes loosely coupled. I prefer constructor injection because the dependencies can be final, the object is fully initialised the moment it exists, and a missing bean fails at startup rather than as a null later. It also makes unit tests trivial: I call new with mocks passed in, without starting Spring at all. Field injection with @Autowired on private fields hides the dependencies, relies on reflection, and makes it easy not to notice a class has grown too many dependencies, which a long constructor makes visible. When a class has a single constructor, Spring uses it automatically, so the @Autowired annotation is unnecessary.",
    tags: ["dependency-injection", "fundamentals"]
  },
  {
    id: "spring-boot-006",
    topic: "spring-boot",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between @Component, @Service, @Repository and @Controller in Spring?",
    talkingPoints: [
      { point: "All four mark classes for component scanning so they become beans; the others are specialisations of @Component.",
        cues: [["component scan", "component scanning", "scan", "picked up", "register"], ["bean", "component"]] },
      { point: "@Service marks business logic and mainly documents intent.",
        cues: [["service"], ["business", "intent", "semantic", "document", "logic"]] },
      { point: "@Repository marks data access and enables translation of persistence exceptions into Spring's DataAccessException.",
        cues: [["repository"], ["exception translation", "translate", "translation", "dataaccessexception"]] },
      { point: "@Controller marks a web controller whose methods handle requests, and @RestController adds @ResponseBody.",
        cues: [["controller"], ["request", "web", "responsebody", "restcontroller", "mvc"]] }
    ],
    modelAnswer: "All four are stereotype annotations: component scanning picks them up and registers each class as a bean, and @Service, @Repository and @Controller are themselves annotated with @Component. The differences are in meaning and a few extra behaviours. @Service marks business logic; it adds nothing technically today, but it documents intent and is a handy pointcut target. @Repository marks the data access layer and enables exception translation, so vendor-specific persistence exceptions are translated into Spring's DataAccessException hierarchy. @Controller marks a Spring MVC web controller whose handler methods serve requests and usually return views, and @RestController is @Controller plus @ResponseBody so return values are written as JSON.",
    tags: ["annotations", "beans"]
  },
  {
    id: "spring-boot-007",
    topic: "spring-boot",
    difficulty: "easy",
    kind: "concept",
    text: "How do you build a simple REST endpoint in Spring Boot, and what are @PathVariable, @RequestParam and @RequestBody for?",
    talkingPoints: [
      { point: "A @RestController class with mapping annotations like @GetMapping and @PostMapping defines endpoints, and return values are serialised to JSON by Jackson.",
        cues: [["restcontroller", "getmapping", "postmapping", "requestmapping"], ["json", "jackson", "serialise", "serialised", "serialises", "serialize", "serialized", "serializes", "endpoint"]] },
      { point: "@PathVariable binds a segment of the URL path, such as an id.",
        cues: [["pathvariable", "path variable"], ["path", "url", "segment", "id"]] },
      { point: "@RequestParam binds query-string parameters, with optional defaults.",
        cues: [["requestparam", "request param"], ["query", "default", "optional", "parameter"]] },
      { point: "@RequestBody deserialises the JSON body into an object, often validated with @Valid.",
        cues: [["requestbody", "request body"], ["json", "body", "deserialize", "deserializes", "deserialise", "deserialises", "object", "dto"]] },
      { point: "ResponseEntity controls the status code and headers, such as 201 Created.",
        cues: [["responseentity", "response entity", "responsestatus"], ["status", "201", "header", "created"]] }
    ],
    modelAnswer: "I create a class annotated with @RestController and @RequestMapping of slash orders, then add methods with @GetMapping, @PostMapping and so on; whatever a method returns is serialised to JSON by Jackson. For GET slash orders slash id, the parameter is annotated with @PathVariable, which binds that segment of the URL path and converts it to a Long. Filters like page or status come from the query string with @RequestParam, where I can set required false or a default value. For POST, @RequestBody deserialises the JSON body into a DTO object, and adding @Valid triggers bean validation. When I need a specific status or headers I return ResponseEntity, for example ResponseEntity.created with the new resource's URI, which gives 201 and a Location header.",
    tags: ["rest", "spring-mvc"]
  },
  {
    id: "spring-boot-008",
    topic: "spring-boot",
    difficulty: "easy",
    kind: "concept",
    text: "What is Spring Boot Actuator and what would you use it for in production?",
    talkingPoints: [
      { point: "Actuator adds production endpoints such as health, info, metrics and loggers.",
        cues: [["health", "metrics", "info", "loggers", "threaddump", "heapdump"], ["endpoint", "expose", "exposes"]] },
      { point: "The health endpoint aggregates checks like database and disk, and supports liveness and readiness probes.",
        cues: [["health"], ["database", "disk", "liveness", "readiness", "probe", "indicator", "load balancer"]] },
      { point: "Metrics come through Micrometer and can be exported to Prometheus, Datadog and others.",
        cues: [["micrometer", "prometheus", "datadog", "grafana"]] },
      { point: "Only health is exposed over HTTP by default; exposing more requires configuration and securing them.",
        cues: [["expose", "exposed", "exposure"], ["default", "only health", "secure", "protect", "management port", "separate port"]] }
    ],
    modelAnswer: "Actuator adds production-ready endpoints under slash actuator: health, info, metrics, loggers, env, threaddump, heapdump and more. The health endpoint aggregates indicators for things like the database, disk space and message brokers, and it provides liveness and readiness groups that Kubernetes probes or a load balancer can call. Metrics are collected with Micrometer, covering JVM memory, HTTP request timings and connection pools, and can be exported to Prometheus, Datadog or other systems for Grafana dashboards and alerts. The loggers endpoint even lets me change a log level at run time. By default only health is exposed over HTTP, so I choose what to expose explicitly, and I secure the sensitive endpoints with Spring Security or put them on a separate management port, because env and heapdump can leak secrets.",
    tags: ["actuator", "observability"]
  },
  {
    id: "spring-boot-009",
    topic: "spring-boot",
    difficulty: "easy",
    kind: "concept",
    text: "How do Spring Data JPA repositories work, and how do you write custom queries with them?",
    talkingPoints: [
      { point: "You declare an interface extending JpaRepository or CrudRepository, and Spring generates the implementation at run time.",
        cues: [["jparepository", "crudrepository", "interface"], ["implementation", "generate", "generates", "proxy", "at run time", "at runtime"]] },
      { point: "Standard methods like save, findById, findAll with paging and delete come for free.",
        cues: [["save", "findbyid", "findall", "delete", "count"], ["free", "out of the box", "built-in", "built in", "inherit", "already", "standard"]] },
      { point: "Derived query methods build queries from method names like findByEmailAndStatus.",
        cues: [["derived", "method name", "findby"]] },
      { point: "@Query lets you write JPQL or native SQL for complex cases, and projections limit the columns loaded.",
        cues: [["query annotation", "jpql", "native query", "native sql"]] }
    ],
    modelAnswer: "I declare an interface that extends JpaRepository with the entity type and id type, and Spring Data generates the implementation at run time as a proxy, so there is no class to write. Out of the box I get save, findById, findAll with Pageable for paging and sorting, delete and count. Derived query methods build queries from the method name: findByEmailAndStatus or findTop10ByOrderByCreatedAtDesc are parsed into JPQL automatically. When a query gets complex I annotate a method with @Query and write JPQL, or set nativeQuery to true for native SQL, with named parameters, and add @Modifying for updates. For reads I often return projections, interfaces or records with only the fields I need, so fewer columns are loaded.",
    tags: ["spring-data", "jpa"]
  },
  {
    id: "spring-boot-010",
    topic: "spring-boot",
    difficulty: "easy",
    kind: "concept",
    text: "What bean scopes does Spring support, and what happens if you inject a prototype-scoped bean into a singleton?",
    talkingPoints: [
      { point: "Singleton is the default scope: one shared instance per application context, so it must be thread-safe.",
        cues: [["singleton"], ["default", "one instance", "single instance", "shared", "thread-safe", "thread safe"]] },
      { point: "Prototype creates a new instance every time the bean is requested.",
        cues: [["prototype"], ["new instance", "every time", "each time", "each request for", "fresh"]] },
      { point: "Web scopes include request, session and application.",
        cues: [["request scope", "session scope", "request and session", "web scope", "websocket"]] },
      { point: "A prototype injected into a singleton is created only once, so you need ObjectProvider, a lookup method or a scoped proxy to get fresh instances.",
        cues: [["objectprovider", "object provider", "lookup method", "@lookup", "scoped proxy", "proxymode", "provider"]] }
    ],
    modelAnswer: "Singleton is the default: the container creates one shared instance per application context, which means singletons must be stateless or thread-safe because every request uses the same object. Prototype gives a new instance every time the bean is requested from the container. In web applications there are also request scope, session scope, application scope and a websocket scope. The trap is injecting a prototype into a singleton: injection happens once, when the singleton is created, so the singleton keeps the same prototype instance forever. To get a fresh instance each time, I inject an ObjectProvider and call getObject, use a lookup method, or declare the prototype with a scoped proxy so every call goes to a new target.",
    tags: ["beans", "scopes"]
  },
  {
    id: "spring-boot-011",
    topic: "spring-boot",
    difficulty: "medium",
    kind: "concept",
    text: "How does Spring Boot auto-configuration actually work under the hood, and how do you find out why a bean was or was not configured?",
    talkingPoints: [
      { point: "Auto-configuration classes are listed in META-INF/spring AutoConfiguration.imports files, formerly spring.factories, and loaded by @EnableAutoConfiguration.",
        cues: [["autoconfiguration.imports", "auto-configuration imports", "imports file", "spring.factories", "meta-inf"]] },
      { point: "They are ordinary configuration classes guarded by conditions such as @ConditionalOnClass, @ConditionalOnMissingBean and @ConditionalOnProperty.",
        cues: [["conditional", "conditionalonclass", "conditionalonmissingbean", "conditionalonproperty", "condition"]] },
      { point: "@ConditionalOnMissingBean makes them back off when you define your own bean.",
        cues: [["back off", "backs off", "own bean", "your bean", "user-defined", "override"]] },
      { point: "Auto-configurations run after user configuration and can be ordered or excluded.",
        cues: [["exclude", "after", "order", "autoconfigureafter", "autoconfigurebefore"]] },
      { point: "The conditions evaluation report, via --debug or the actuator conditions endpoint, explains what matched and why.",
        cues: [["--debug", "debug=true", "debug mode", "conditions endpoint", "condition evaluation report", "conditions evaluation report", "report"]] }
    ],
    modelAnswer: "@EnableAutoConfiguration loads a list of auto-configuration classes from the AutoConfiguration.imports files under META-INF in every jar; before Boot 2.7 this was spring.factories. Each one is an ordinary configuration class guarded by conditions: @ConditionalOnClass checks a library is on the classpath, @ConditionalOnProperty checks a setting, and @ConditionalOnMissingBean checks you have not already defined one. That last condition is what makes auto-configuration back off: if I declare my own DataSource or ObjectMapper bean, Boot's version is skipped. Auto-configurations are processed after user configuration, can be ordered with @AutoConfiguration before and after attributes, and can be switched off with exclude. To see why something did or did not happen I start with --debug, or call the actuator conditions endpoint, which prints the conditions evaluation report of positive and negative matches.",
    tags: ["auto-configuration", "internals"]
  },
  {
    id: "spring-boot-012",
    topic: "spring-boot",
    difficulty: "medium",
    kind: "concept",
    text: "How would you implement consistent error handling for a Spring Boot REST API?",
    talkingPoints: [
      { point: "A @RestControllerAdvice class with @ExceptionHandler methods centralises mapping exceptions to responses.",
        cues: [["controlleradvice", "restcontrolleradvice", "controller advice"], ["exceptionhandler", "exception handler", "central", "global", "one place"]] },
      { point: "Domain exceptions map to suitable status codes such as 404 for not found and 409 for conflicts.",
        cues: [["404", "409", "400", "status code", "not found", "conflict"]] },
      { point: "ProblemDetail implements the RFC 7807/9457 problem+json format for a standard error body.",
        cues: [["problemdetail", "problem detail", "rfc 7807", "rfc 9457", "problem+json", "problem json"]] },
      { point: "Validation errors are turned into field-level messages by handling MethodArgumentNotValidException.",
        cues: [["methodargumentnotvalidexception", "validation error", "field error", "field-level", "field level"]] },
      { point: "Unexpected errors return a generic 500 without stack traces and are logged with a correlation id.",
        cues: [["500", "unexpected", "generic"], ["stack trace", "log", "logged", "correlation", "trace id", "leak"]] }
    ],
    modelAnswer: "I centralise it in one @RestControllerAdvice class with @ExceptionHandler methods, so controllers just throw and never build error responses themselves. Domain exceptions map to meaningful status codes: OrderNotFoundException to 404, a duplicate to 409 conflict, bad input to 400. For the body I use ProblemDetail, Spring 6's implementation of the RFC 7807 problem+json format, now RFC 9457, with type, title, status, detail and custom properties, and setting spring.mvc.problemdetails.enabled makes Spring's own exceptions use it too. Validation failures arrive as MethodArgumentNotValidException, which I turn into a list of field errors with messages. Anything unexpected is caught by a generic handler that returns a plain 500 without a stack trace, while the full error is logged with a correlation or trace id the client can quote.",
    tags: ["error-handling", "rest"]
  },
  {
    id: "spring-boot-013",
    topic: "spring-boot",
    difficulty: "medium",
    kind: "concept",
    text: "Explain how @Transactional works in Spring, including propagation and which exceptions cause a rollback.",
    talkingPoints: [
      { point: "Spring wraps the bean in a proxy that opens a transaction before the method and commits or rolls back after it.",
        cues: [["proxy", "aop", "interceptor"], ["begin", "open", "start", "commit"]] },
      { point: "By default only unchecked exceptions and errors trigger a rollback; checked exceptions commit unless rollbackFor is set.",
        cues: [["runtimeexception", "unchecked", "runtime exception"], ["checked", "rollbackfor", "rollback for"]] },
      { point: "Propagation REQUIRED, the default, joins an existing transaction, while REQUIRES_NEW suspends it and starts a new one.",
        cues: [["required", "requires_new", "requires new", "propagation"], ["join", "suspend", "new transaction", "existing"]] },
      { point: "Calls from inside the same class bypass the proxy, so the annotation is ignored there.",
        cues: [["self-invocation", "self invocation", "same class", "internal call", "bypass"]] },
      { point: "readOnly and isolation attributes tune behaviour, and transactions should be kept short.",
        cues: [["readonly", "read-only", "read only", "isolation", "timeout", "keep transactions short", "short transaction"]] }
    ],
    modelAnswer: "Spring wraps the bean in a proxy; when a @Transactional method is called through it, a transaction interceptor opens or joins a transaction, runs the method, then commits, or rolls back if an exception escapes. By default only unchecked exceptions, RuntimeException and Error, cause a rollback; a checked exception still commits unless I add rollbackFor. Propagation decides what happens when a transaction already exists: REQUIRED, the default, joins the existing one, REQUIRES_NEW suspends it and starts a new independent transaction, for example for an audit log that must survive, and NESTED uses a savepoint. Because it is proxy-based, calling another @Transactional method on this, inside the same class, bypasses the proxy and the annotation is ignored. I also use readOnly for queries, set isolation or timeout when needed, and keep transactions short.",
    tags: ["transactions", "aop"]
  },
  {
    id: "spring-boot-014",
    topic: "spring-boot",
    difficulty: "medium",
    kind: "concept",
    text: "How do you validate incoming request data in a Spring Boot application?",
    talkingPoints: [
      { point: "The validation starter brings Jakarta Bean Validation with Hibernate Validator.",
        cues: [["spring-boot-starter-validation", "validation starter", "bean validation", "hibernate validator", "jakarta validation"]] },
      { point: "Constraint annotations such as @NotNull, @NotBlank, @Size, @Email and @Min go on DTO fields or record components.",
        cues: [["notnull", "notblank", "size", "email", "min", "max", "pattern", "constraint"], ["annotation", "annotate", "dto", "field", "record"]] },
      { point: "@Valid or @Validated on the @RequestBody parameter triggers validation and a 400 on failure.",
        cues: [["@valid", "@validated", "valid annotation"], ["requestbody", "request body", "400", "trigger", "parameter"]] },
      { point: "@Validated on a class enables method-level validation of path variables, request params and service methods.",
        cues: [["method-level", "method level", "path variable", "pathvariable", "requestparam", "service method"]] },
      { point: "Custom rules use a custom constraint annotation with a ConstraintValidator, and validation groups vary the rules.",
        cues: [["constraintvalidator", "custom constraint", "custom annotation", "custom validator", "group"]] }
    ],
    modelAnswer: "I add spring-boot-starter-validation, which brings Jakarta Bean Validation with Hibernate Validator as the implementation. On the request DTO or record I put constraint annotations such as @NotBlank on the name, @Email on the email, @Size for lengths and @Min for quantities. In the controller I mark the @RequestBody parameter with @Valid; if any constraint fails, Spring throws MethodArgumentNotValidException and returns a 400, which my controller advice turns into field-level messages. For path variables, request params and service method arguments I put @Validated on the class to enable method-level validation. When a rule is domain-specific, like a valid currency code or end date after start date, I write a custom constraint annotation with a ConstraintValidator, and validation groups let create and update use different rules.",
    tags: ["validation", "rest"]
  },
  {
    id: "spring-boot-015",
    topic: "spring-boot",
    difficulty: "medium",
    kind: "concept",
    text: "What is the difference between @Value and @ConfigurationProperties for reading configuration, and which would you choose?",
    talkingPoints: [
      { point: "@Value injects a single property, supports SpEL expressions and defaults, but is scattered and only loosely typed.",
        cues: [["value annotation", "@value annotation", "at value"], ["single", "one property", "spel", "expression", "default", "scatter"]] },
      { point: "@ConfigurationProperties binds a whole prefix into a typed object, such as an immutable record.",
        cues: [["configurationproperties", "configuration properties"], ["prefix", "typed", "type-safe", "type safe", "record", "object", "group"]] },
      { point: "It supports relaxed binding, nested structures, lists and maps, and conversion of durations and sizes.",
        cues: [["relaxed binding", "nested", "list", "map", "duration", "datasize"]] },
      { point: "It can be validated with @Validated so bad config fails at startup, and it gets IDE metadata.",
        cues: [["validated", "validation", "fail fast", "fail at startup", "fails at startup", "metadata", "autocomplete"]] }
    ],
    modelAnswer: "The @Value annotation injects a single property into a field or parameter, and it supports SpEL expressions and defaults with a colon, which is fine for one-off values but scatters property names as strings across the code. @ConfigurationProperties binds a whole prefix, like app.payment, into a type-safe object; I usually write it as an immutable record and enable it with @ConfigurationPropertiesScan. Binding is relaxed, so kebab-case, camel case and environment variables all work, and it handles nested objects, lists and maps, plus conversion to Duration and DataSize from values like 30s or 10MB. I can add @Validated with constraints so the application fails fast at startup on bad config, and the annotation processor generates metadata for IDE autocomplete. So I choose @ConfigurationProperties for anything beyond a single value.",
    tags: ["configuration"]
  },
  {
    id: "spring-boot-016",
    topic: "spring-boot",
    difficulty: "medium",
    kind: "concept",
    text: "How do you test a Spring Boot application, and when would you use test slices like @WebMvcTest or @DataJpaTest instead of @SpringBootTest?",
    talkingPoints: [
      { point: "Plain unit tests with JUnit and Mockito need no Spring context and should be the majority.",
        cues: [["unit test", "junit", "mockito", "plain"], ["no spring", "without spring", "no context", "without the context", "fast", "majority"]] },
      { point: "@SpringBootTest starts the full application context, optionally with a real server on a random port, for integration tests.",
        cues: [["springboottest", "spring boot test"], ["full", "whole", "entire", "random port", "integration"]] },
      { point: "@WebMvcTest loads only the web layer with MockMvc, mocking services with @MockitoBean.",
        cues: [["webmvctest", "web mvc test"], ["mockmvc", "web layer", "controller"]] },
      { point: "@DataJpaTest loads only JPA components with transactional rollback per test.",
        cues: [["datajpatest", "data jpa test"], ["repositories", "repository", "jpa", "rollback", "roll back"]] },
      { point: "Testcontainers runs real databases or brokers in Docker, wired in via @ServiceConnection.",
        cues: [["testcontainers", "test containers", "serviceconnection", "docker"]] }
    ],
    modelAnswer: "Most tests should be plain unit tests with JUnit and Mockito, constructing classes directly with no Spring context, which keeps them fast. For integration tests @SpringBootTest starts the full application context, and with a random port I can call the real HTTP API with TestRestTemplate or WebTestClient. Between the two are slices, which load only part of the context and start much faster. @WebMvcTest loads the web layer for one controller and gives me MockMvc to check status codes, JSON and validation, with services replaced by @MockitoBean, which replaced @MockBean in Boot 3.4. @DataJpaTest loads only JPA repositories and entities, and rolls back after each test. For realistic databases I use Testcontainers to run PostgreSQL in Docker and wire it in with @ServiceConnection instead of relying on H2.",
    tags: ["testing"]
  },
  {
    id: "spring-boot-017",
    topic: "spring-boot",
    difficulty: "medium",
    kind: "concept",
    text: "How is Spring Security configured in a modern Spring Boot 3 application, and how does a request pass through it?",
    talkingPoints: [
      { point: "Security is a chain of servlet filters, delegated through DelegatingFilterProxy to FilterChainProxy.",
        cues: [["filter"], ["chain", "delegatingfilterproxy", "filterchainproxy", "servlet"]] },
      { point: "You declare a SecurityFilterChain bean with the lambda DSL; WebSecurityConfigurerAdapter was removed.",
        cues: [["securityfilterchain", "security filter chain"], ["bean", "lambda", "dsl", "websecurityconfigureradapter"]] },
      { point: "authorizeHttpRequests with requestMatchers defines which paths need which roles or authorities.",
        cues: [["authorizehttprequests", "requestmatchers", "hasrole", "authority", "authorities", "permitall"]] },
      { point: "Authentication verifies identity, while authorisation decides access; both are pluggable, such as form login or a JWT resource server.",
        cues: [["authentication"], ["authorize", "authorization", "authorisation", "jwt", "oauth2", "resource server", "form login"]] },
      { point: "With the starter alone everything is secured by default with a generated password, and CSRF is on for browser sessions.",
        cues: [["default", "generated password", "secured by default", "csrf"]] }
    ],
    modelAnswer: "Spring Security is a chain of servlet filters: DelegatingFilterProxy hands requests to FilterChainProxy, which picks the matching security filter chain and runs filters for things like CSRF, authentication and exception handling, before the request reaches the controller. In Boot 3 I configure it by declaring a SecurityFilterChain bean with the lambda DSL, since WebSecurityConfigurerAdapter was removed. Inside, authorizeHttpRequests with requestMatchers says which paths are permitAll and which need a role or authority. Authentication proves who the caller is, and authorization decides what they may do; for a stateless API I use oauth2ResourceServer with JWT validation, for a web app form login. With just the starter and no config, every endpoint is secured by default with a generated password, and CSRF protection is on, which I only disable for stateless token APIs.",
    tags: ["security"]
  },
  {
    id: "spring-boot-018",
    topic: "spring-boot",
    difficulty: "medium",
    kind: "concept",
    text: "Describe the lifecycle of a Spring bean, from creation to destruction, and where you can hook into it.",
    talkingPoints: [
      { point: "The container instantiates the bean and injects its dependencies.",
        cues: [["instantiate", "instantiates", "create", "creates", "constructor"], ["inject", "dependency", "dependencies"]] },
      { point: "Initialisation callbacks run next: @PostConstruct, InitializingBean.afterPropertiesSet or a custom init method.",
        cues: [["postconstruct", "afterpropertiesset", "initializingbean", "init method", "initmethod"]] },
      { point: "BeanPostProcessors run before and after initialisation, and this is where AOP proxies are created.",
        cues: [["beanpostprocessor", "bean post processor", "post-processor", "post processor"]] },
      { point: "On shutdown @PreDestroy, DisposableBean or a destroy method run for singletons, but not for prototypes.",
        cues: [["predestroy", "disposablebean", "destroy method", "destroymethod", "shutdown"]] },
      { point: "For work after the whole context is ready, use ApplicationRunner, CommandLineRunner or ApplicationReadyEvent.",
        cues: [["applicationrunner", "commandlinerunner", "applicationreadyevent", "contextrefreshedevent", "smartlifecycle"]] }
    ],
    modelAnswer: "First the container instantiates the bean through its constructor and injects the dependencies, then calls any Aware interfaces such as ApplicationContextAware. Next come BeanPostProcessors: their before-initialisation hook runs, then the initialisation callbacks, a @PostConstruct method, InitializingBean.afterPropertiesSet, or a custom init method, and then the after-initialisation hook, which is where Spring wraps the bean in an AOP proxy for @Transactional or @Async. The bean is then ready and, for singletons, cached. On shutdown the container calls @PreDestroy, DisposableBean.destroy or a destroy method, though only for singletons, because prototypes are not tracked after creation. For work that needs the whole context ready, like warming a cache, I use an ApplicationRunner or listen for ApplicationReadyEvent rather than @PostConstruct.",
    tags: ["beans", "lifecycle", "internals"]
  },
  {
    id: "spring-boot-019",
    topic: "spring-boot",
    difficulty: "medium",
    kind: "concept",
    text: "Your Spring Boot application fails at startup because of a circular dependency between two beans. Why does this happen and how would you fix it?",
    talkingPoints: [
      { point: "Two beans need each other, so with constructor injection neither can be created first.",
        cues: [["each other", "a needs b", "both need", "depend on each other", "cycle"], ["constructor", "created first", "neither", "create"]] },
      { point: "Since Spring Boot 2.6 circular references are prohibited by default, even with field injection.",
        cues: [["2.6", "prohibited", "not allowed", "disallowed", "by default", "allow-circular-references"]] },
      { point: "The cycle usually signals a design problem, fixed by extracting the shared logic into a third bean.",
        cues: [["design", "refactor", "smell", "responsibility", "responsibilities"], ["third", "extract", "separate", "new bean", "new class"]] },
      { point: "Alternatives are events to decouple the beans, or @Lazy or ObjectProvider to break the cycle as a stopgap.",
        cues: [["@lazy", "lazy", "objectprovider", "event", "setter injection"]] }
    ],
    modelAnswer: "It happens when bean A needs B and B needs A: with constructor injection Spring cannot create either one first, so it reports the cycle. Older Spring versions quietly resolved cycles with field or setter injection using early references, but since Spring Boot 2.6 circular references are prohibited by default, and you would have to set spring.main.allow-circular-references to bring that back, which I avoid. A cycle is usually a design smell: two services with tangled responsibilities. The proper fix is to refactor, extracting the logic both need into a third bean that both depend on, or to decouple them with application events so one publishes and the other listens. As a stopgap, @Lazy on one constructor parameter or injecting an ObjectProvider breaks the cycle by resolving the bean later.",
    tags: ["dependency-injection", "debugging"]
  },
  {
    id: "spring-boot-020",
    topic: "spring-boot",
    difficulty: "medium",
    kind: "concept",
    text: "What causes the N plus one select problem with JPA and Hibernate in a Spring Boot app, and how do you fix it?",
    talkingPoints: [
      { point: "Lazy associations are loaded with one extra select per parent when accessed in a loop.",
        cues: [["lazy", "lazily"], ["per", "each", "loop", "extra select", "extra query"]] },
      { point: "A JOIN FETCH in JPQL loads the association in the same query.",
        cues: [["join fetch", "fetch join"]] },
      { point: "@EntityGraph declares which associations to fetch for a repository method.",
        cues: [["entitygraph", "entity graph"]] },
      { point: "Batch fetching with @BatchSize or default_batch_fetch_size loads collections with IN queries.",
        cues: [["batchsize", "batch size", "batch fetch", "default_batch_fetch_size"]] },
      { point: "Open-in-view hides the problem by allowing lazy loading in the web layer, so disable it and watch SQL logs or statistics.",
        cues: [["open-in-view", "open in view", "open_in_view"], ["disable", "false", "off", "hide"]] }
    ],
    modelAnswer: "Associations such as a customer's orders are usually lazy, which is right, but when code loads a list of customers and then touches each one's orders in a loop, Hibernate fires one extra select per customer, so one query becomes N plus one. The fixes depend on the use case. A JOIN FETCH in a JPQL @Query loads customers and orders in the same query. On Spring Data repository methods, @EntityGraph with attributePaths declares which associations to fetch without writing JPQL. For collections where a join would multiply rows or break pagination, batch fetching with @BatchSize or hibernate.default_batch_fetch_size loads them in a few IN queries. I also set spring.jpa.open-in-view to false, because open in view keeps the session open during rendering and hides the problem, and I watch the SQL logs or Hibernate statistics in tests.",
    tags: ["jpa", "hibernate", "performance"]
  },
  {
    id: "spring-boot-021",
    topic: "spring-boot",
    difficulty: "medium",
    kind: "concept",
    text: "How is logging set up in Spring Boot by default, and how would you make logs useful in production?",
    talkingPoints: [
      { point: "Boot uses SLF4J with Logback by default through the logging starter.",
        cues: [["slf4j", "logback"]] },
      { point: "Levels are set per package with logging.level properties, and can be changed at run time through the actuator loggers endpoint.",
        cues: [["logging.level", "log level", "per package", "level"], ["package", "loggers endpoint", "run time", "runtime", "actuator"]] },
      { point: "Advanced setup goes in logback-spring.xml, which supports Spring profiles.",
        cues: [["logback-spring.xml", "logback-spring", "springprofile"]] },
      { point: "In production logs should be structured JSON, which Boot 3.4 supports natively, and shipped to a central system.",
        cues: [["structured", "json", "ecs", "logstash"], ["central", "elk", "elastic", "loki", "ship", "aggregate", "aggregation", "aggregator", "3.4"]] },
      { point: "Trace and correlation ids in the MDC connect log lines across services.",
        cues: [["mdc", "trace id", "traceid", "correlation id", "correlation"]] }
    ],
    modelAnswer: "Out of the box Spring Boot logs through SLF4J with Logback, pulled in by the logging starter, writing to the console with a sensible pattern. I set levels per package with logging.level properties, for example DEBUG for my own package and WARN for a noisy library, and in production I can change a level at run time through the actuator loggers endpoint without restarting. For more advanced setup, such as rolling files or different appenders per environment, I write logback-spring.xml, which understands springProfile blocks. In production I want structured JSON logs, which Boot 3.4 supports natively in ECS or Logstash format, shipped to a central system like ELK or Loki. Finally, with Micrometer Tracing the trace id and span id go into the MDC, so I can correlate every log line of one request across services.",
    tags: ["logging", "observability"]
  },
  {
    id: "spring-boot-022",
    topic: "spring-boot",
    difficulty: "medium",
    kind: "concept",
    text: "How does the Spring caching abstraction work, and what pitfalls should you know about when using @Cacheable?",
    talkingPoints: [
      { point: "@EnableCaching activates it, and @Cacheable stores a method's result under a key derived from its arguments.",
        cues: [["enablecaching", "cacheable"], ["key", "argument", "parameter", "result", "store"]] },
      { point: "@CachePut updates and @CacheEvict removes entries when data changes.",
        cues: [["cacheevict", "cacheput", "evict", "eviction"]] },
      { point: "The provider is pluggable: a simple ConcurrentMap by default, or Caffeine locally and Redis when shared.",
        cues: [["caffeine", "redis", "concurrentmap", "provider", "cachemanager"]] },
      { point: "It is proxy-based, so self-invocation bypasses the cache.",
        cues: [["proxy", "self-invocation", "self invocation", "same class", "internal call"]] },
      { point: "You must configure TTL and size limits, since the default map never expires, and be careful with mutable cached objects.",
        cues: [["ttl", "time to live", "expire", "expiry", "size limit", "maximum size", "unbounded", "never expire"]] }
    ],
    modelAnswer: "I switch it on with @EnableCaching and annotate methods with @Cacheable and a cache name; the proxy derives a key from the arguments, returns the stored result on a hit, and calls the method and stores the result on a miss. @CachePut always runs the method and updates the entry, and @CacheEvict removes entries when the underlying data changes. The provider is pluggable behind the CacheManager: without configuration it is a simple ConcurrentMap, in production I would use Caffeine for a local cache or Redis for a cache shared across instances. Pitfalls: it is proxy-based, so self-invocation from the same class bypasses the cache. The default map is unbounded and never expires, so I configure TTL and maximum size. And cached objects should be immutable, since a caller mutating a cached instance changes it for everyone.",
    tags: ["caching", "performance"]
  },
  {
    id: "spring-boot-023",
    topic: "spring-boot",
    difficulty: "medium",
    kind: "concept",
    text: "You deploy a Spring Boot service to Kubernetes. How would you configure health probes and graceful shutdown?",
    talkingPoints: [
      { point: "Actuator exposes separate liveness and readiness health groups for Kubernetes probes.",
        cues: [["liveness"], ["readiness"]] },
      { point: "Liveness should only reflect the app's internal state, not external dependencies, or an outage causes restart loops.",
        cues: [["liveness"], ["external", "database", "dependency", "dependencies", "restart loop", "restart", "internal state"]] },
      { point: "Readiness can include checks that decide whether traffic should be routed to the pod.",
        cues: [["readiness"], ["traffic", "route", "routed", "receive request", "load balancer", "ready"]] },
      { point: "Graceful shutdown lets in-flight requests finish within a timeout; it is enabled by default since Boot 3.4.",
        cues: [["graceful"], ["in-flight", "in flight", "finish", "drain", "timeout", "3.4", "server.shutdown"]] },
      { point: "A preStop delay gives the load balancer time to stop sending traffic before shutdown starts.",
        cues: [["prestop", "pre-stop", "sleep", "delay"]] }
    ],
    modelAnswer: "Actuator provides liveness and readiness health groups at slash actuator slash health slash liveness and readiness, enabled automatically on Kubernetes, and I point the pod's probes at them. Liveness should only reflect the application's internal state, never the database or other external dependencies, otherwise a database outage makes Kubernetes restart every pod in a restart loop. Readiness is where dependency checks can go: it tells Kubernetes whether the pod should receive traffic, and Boot reports it as not ready during startup and shutdown. For shutdown, graceful mode stops accepting new requests and lets in-flight ones finish within spring.lifecycle.timeout-per-shutdown-phase; it is enabled by default since Boot 3.4, and before that you set server.shutdown to graceful. I also add a short preStop sleep so the endpoints are removed from the load balancer before shutdown begins.",
    tags: ["deployment", "kubernetes", "actuator"]
  },
  {
    id: "spring-boot-024",
    topic: "spring-boot",
    difficulty: "hard",
    kind: "concept",
    text: "Spring uses proxies for features like @Transactional, @Async and @Cacheable. How do these proxies work, and what are their limitations?",
    talkingPoints: [
      { point: "Spring wraps the bean in a proxy that intercepts external calls and runs advice around the real method.",
        cues: [["proxy"], ["intercept", "wrap", "around", "advice", "before and after"]] },
      { point: "JDK dynamic proxies implement the bean's interfaces, while CGLIB proxies subclass the class, and Boot uses CGLIB by default.",
        cues: [["jdk dynamic", "dynamic proxy", "interface"], ["cglib", "subclass"]] },
      { point: "Self-invocation through this bypasses the proxy, so the advice does not run.",
        cues: [["self-invocation", "self invocation", "same class", "internal call"], ["bypass", "not run", "doesn't run", "ignored", "skip", "no effect", "never"]] },
      { point: "Private and final methods, and final classes, cannot be advised by CGLIB proxies.",
        cues: [["private", "final"]] },
      { point: "Fixes include moving the method to another bean, injecting the proxy of the bean itself, or using AspectJ weaving.",
        cues: [["another bean", "separate bean", "other bean", "self-injection", "inject itself", "aspectj", "weaving"]] }
    ],
    modelAnswer: "When a bean needs cross-cutting behaviour, a BeanPostProcessor replaces it in the context with a proxy. Callers get the proxy, which intercepts each call, runs the advice around it, such as opening a transaction or submitting to an executor, and delegates to the real object. There are two kinds: JDK dynamic proxies implement the bean's interfaces, while CGLIB proxies generate a subclass; Spring Boot uses CGLIB by default so injecting the concrete class works. The big limitation is self-invocation: when a method calls this.other, the call goes straight to the target and bypasses the proxy, so the advice does not run. Also private and final methods cannot be overridden by a CGLIB subclass, and final classes cannot be proxied at all. The fixes are moving the method to another bean, injecting the bean's own proxy lazily, or using AspectJ weaving instead of proxies.",
    tags: ["aop", "proxies", "internals"]
  },
  {
    id: "spring-boot-025",
    topic: "spring-boot",
    difficulty: "hard",
    kind: "concept",
    text: "Spring Boot 3.2 added support for Java virtual threads. How do you enable them, what do they improve, and what should you watch out for?",
    talkingPoints: [
      { point: "Setting spring.threads.virtual.enabled to true on Java 21 makes Tomcat and task executors use virtual threads.",
        cues: [["spring.threads.virtual.enabled", "threads.virtual.enabled", "property", "enable"], ["java 21", "jdk 21", "tomcat", "executor", "true"]] },
      { point: "Virtual threads are cheap JVM-managed threads that unmount while blocked on I/O, so blocking code scales to many concurrent requests.",
        cues: [["cheap", "lightweight", "million", "unmount", "carrier"], ["block", "blocking", "i/o", "concurrent", "wait"]] },
      { point: "They improve throughput for I/O-bound workloads but do not make CPU-bound code faster.",
        cues: [["cpu-bound", "cpu bound", "cpu-heavy", "cpu heavy", "computation"], ["not faster", "no faster", "doesn't help", "does not help", "won't help", "no benefit"]] },
      { point: "Pinning by synchronized blocks or native calls can block carrier threads on older JDKs, fixed for synchronized in JDK 24.",
        cues: [["pin", "pinning", "pinned"], ["synchronized", "native", "carrier"]] },
      { point: "The bottleneck moves to limited resources like connection pools, so you still need limits, and ThreadLocal-heavy code needs care.",
        cues: [["connection pool", "pool", "downstream", "rate limit", "semaphore", "threadlocal"]] }
    ],
    modelAnswer: "On Java 21 or later you set spring.threads.virtual.enabled to true, and Boot configures Tomcat's request handling, the task executor for @Async and schedulers to use virtual threads. Virtual threads are cheap threads managed by the JVM: when one blocks on I/O, such as a JDBC call or an HTTP request, it unmounts from its carrier thread, so you can have many thousands of concurrent requests with ordinary blocking code instead of going reactive. They raise throughput for I/O-bound services, but CPU-bound work gets no benefit and is not faster. Watch for pinning: on JDK 21 a virtual thread blocking inside a synchronized block or native call stays pinned to its carrier, which JDK 24 fixed for synchronized. Also the bottleneck moves to the database connection pool and downstream services, so you still need pool sizes and semaphores, and heavy ThreadLocal caching becomes wasteful.",
    tags: ["virtual-threads", "concurrency", "performance"]
  },
  {
    id: "spring-boot-026",
    topic: "spring-boot",
    difficulty: "hard",
    kind: "design",
    text: "When would you choose Spring WebFlux over Spring MVC for a new service, and what are the trade-offs?",
    talkingPoints: [
      { point: "Spring MVC uses a thread per request on the servlet stack with blocking I/O, while WebFlux is non-blocking on an event loop, usually Netty.",
        cues: [["thread per request", "thread-per-request", "servlet", "blocking"], ["event loop", "non-blocking", "netty", "reactive"]] },
      { point: "WebFlux uses Reactor's Mono and Flux and supports backpressure and streaming.",
        cues: [["mono", "flux", "reactor", "backpressure", "back pressure", "stream"]] },
      { point: "The benefit only holds if the whole stack is non-blocking, such as R2DBC and WebClient; one blocking call stalls the event loop.",
        cues: [["r2dbc", "webclient", "end to end", "end-to-end", "whole stack", "entire stack", "blocking call", "blocking driver"]] },
      { point: "Reactive code is harder to write, debug and profile, with less readable stack traces.",
        cues: [["harder", "difficult", "complex", "learning curve", "stack trace"], ["debug", "read", "write", "team", "trace"]] },
      { point: "With virtual threads, MVC often gives similar scalability for I/O-bound services with simpler code.",
        cues: [["virtual thread"]] }
    ],
    modelAnswer: "Spring MVC runs on the servlet stack with a thread per request and blocking I/O, which is simple and fits JDBC and most libraries. WebFlux is non-blocking: a small number of event loop threads, usually on Netty, handle many connections, and you program with Reactor's Mono and Flux, which gives backpressure and natural streaming, such as server-sent events. The catch is that it only pays off when the whole stack is non-blocking, with R2DBC instead of JPA and WebClient for HTTP calls; one blocking call stalls an event loop and hurts everyone. Reactive code is also harder to write and debug, stack traces are less readable, and the team needs the skills. So I pick WebFlux for streaming, gateways or very high fan-out with reactive drivers. Otherwise I choose MVC, especially now that virtual threads give similar scalability for I/O-bound services with plain blocking code.",
    tags: ["webflux", "reactive", "architecture"]
  },
  {
    id: "spring-boot-027",
    topic: "spring-boot",
    difficulty: "hard",
    kind: "concept",
    text: "How can you compile a Spring Boot application to a GraalVM native image, and what are the benefits and limitations compared with running on the JVM?",
    talkingPoints: [
      { point: "Boot's AOT processing at build time generates bean definitions and hints, and the native build tools plugin compiles a native executable.",
        cues: [["aot", "ahead-of-time", "ahead of time"], ["build", "compile", "native-maven-plugin", "plugin", "buildpack"]] },
      { point: "Native images start in milliseconds and use much less memory, which suits serverless, scale-to-zero and CLIs.",
        cues: [["start", "startup", "memory", "footprint"], ["millisecond", "fast", "less", "lower", "serverless", "scale to zero"]] },
      { point: "GraalVM uses a closed-world assumption, so reflection, proxies and resources need hints, and some libraries are unsupported.",
        cues: [["closed-world", "closed world", "reflection", "runtimehints", "hint"]] },
      { point: "The bean configuration is fixed at build time, so profiles and conditions cannot change beans at run time.",
        cues: [["build time", "build-time", "during the build", "profile", "conditional", "condition"], ["run time", "runtime", "cannot change", "can't change", "fixed"]] },
      { point: "Builds are slow and memory-hungry, peak throughput can be lower than a warmed-up JIT, and alternatives include CDS or CRaC.",
        cues: [["slow build", "long build", "build is slow", "builds are slow", "minutes", "jit", "throughput", "cds", "crac"]] }
    ],
    modelAnswer: "With the GraalVM native build tools plugin, running the native compile goal or building with buildpacks first triggers Spring's AOT processing at build time, which evaluates the configuration and generates bean definitions as code plus reflection hints, and then GraalVM compiles everything into a native executable. The benefits are startup in tens of milliseconds and a much smaller memory footprint, ideal for serverless, scale-to-zero or CLI tools. The limits come from GraalVM's closed-world assumption: reflection, dynamic proxies and resources must be known at build time through RuntimeHints, and some libraries still are not supported. Because conditions are evaluated during the build, the set of beans is fixed, so you cannot switch profiles to change beans at run time. Builds take minutes and lots of memory, and peak throughput can trail a warmed-up JIT, so CDS or CRaC are worth comparing.",
    tags: ["native-image", "graalvm", "performance"]
  },
  {
    id: "spring-boot-028",
    topic: "spring-boot",
    difficulty: "hard",
    kind: "design",
    text: "You are building a set of microservices with Spring Boot. Which concerns beyond the business logic would you design for, and which Spring tools would you use?",
    talkingPoints: [
      { point: "Resilience for calls between services: timeouts, retries with backoff, circuit breakers and bulkheads, for example with Resilience4j.",
        cues: [["circuit breaker", "resilience4j", "retry", "retries", "bulkhead", "timeout"]] },
      { point: "Observability: metrics with Micrometer, distributed tracing with Micrometer Tracing and OpenTelemetry, and correlated logs.",
        cues: [["micrometer", "tracing", "opentelemetry", "zipkin", "observability"]] },
      { point: "Externalised configuration and secrets, through Spring Cloud Config, Kubernetes ConfigMaps or Vault.",
        cues: [["config server", "spring cloud config", "configmap", "vault", "centralised config", "centralized config"]] },
      { point: "Service discovery and load balancing via Kubernetes services or Eureka, plus an API gateway at the edge.",
        cues: [["discovery", "eureka", "gateway", "load balancing", "kubernetes service"]] },
      { point: "Data ownership per service with asynchronous messaging such as Kafka and patterns like the outbox instead of distributed transactions.",
        cues: [["kafka", "rabbitmq", "messaging", "event", "outbox", "saga"], ["own database", "data ownership", "per service", "distributed transaction", "eventual consistency", "asynchronous"]] }
    ],
    modelAnswer: "First resilience: every remote call gets a timeout, and I use Resilience4j for retries with backoff, circuit breakers and bulkheads so one slow service cannot take down the others. Second observability: Micrometer metrics exported to Prometheus, and Micrometer Tracing with OpenTelemetry so a trace id follows a request across services and appears in every log line. Third configuration: it is externalised through Kubernetes ConfigMaps or Spring Cloud Config, and secrets come from Vault. Fourth routing: on Kubernetes, service discovery and load balancing come from Kubernetes services, elsewhere from Eureka, with Spring Cloud Gateway at the edge handling authentication and rate limits. Finally data: each service owns its own database, and services communicate through events on Kafka with the outbox pattern and sagas, accepting eventual consistency instead of distributed transactions. Declarative HTTP clients with @HttpExchange keep the synchronous calls tidy.",
    tags: ["microservices", "architecture", "resilience"]
  },
  {
    id: "spring-boot-029",
    topic: "spring-boot",
    difficulty: "hard",
    kind: "concept",
    text: "A Spring Boot service in production keeps growing in memory until it is killed, and sometimes spikes to full CPU. How would you investigate?",
    talkingPoints: [
      { point: "Start with metrics: heap and non-heap memory, GC activity, thread counts and request rates over time, via Actuator and Micrometer.",
        cues: [["metric", "micrometer", "grafana", "prometheus", "actuator"], ["heap", "gc", "garbage collection", "memory", "thread"]] },
      { point: "Distinguish a heap leak from native or off-heap growth, and check the container memory limits against the JVM settings.",
        cues: [["off-heap", "off heap", "native memory", "metaspace", "direct buffer", "container limit", "maxrampercentage", "xmx", "oom"]] },
      { point: "Take heap dumps, via the heapdump endpoint or jcmd, and analyse retained objects in a tool like Eclipse MAT.",
        cues: [["heap dump", "heapdump"], ["mat", "memory analyzer", "retained", "dominator", "analysis", "analyze", "analyse"]] },
      { point: "For CPU spikes, take several thread dumps or profile with async-profiler or Java Flight Recorder to find hot code.",
        cues: [["thread dump", "threaddump", "async-profiler", "flight recorder", "jfr", "profiler", "jstack"]] },
      { point: "Common culprits are unbounded caches, growing static collections, ThreadLocal leaks and runaway regexes or loops.",
        cues: [["unbounded", "static collection", "static map", "threadlocal", "unbounded cache", "listener"]] }
    ],
    modelAnswer: "I start with metrics from Actuator and Micrometer in Grafana: heap versus non-heap memory, GC pauses and frequency, thread count and request rate over time, to see whether memory grows steadily with traffic. If the heap is stable but the process grows, it is native memory, metaspace or direct buffers, and I check the container limit against the JVM settings such as MaxRAMPercentage, since an OOM kill by the container differs from an OutOfMemoryError. For a heap leak I take two heap dumps some time apart with the heapdump endpoint or jcmd and analyse them in Eclipse MAT, looking at the dominator tree for what retains the growth. For CPU spikes I take several thread dumps a few seconds apart, or profile with async-profiler or Java Flight Recorder. Typical culprits are unbounded caches, static maps that only grow, ThreadLocal leaks in pooled threads, and catastrophic regexes.",
    tags: ["debugging", "performance", "jvm"]
  },
  {
    id: "spring-boot-030",
    topic: "spring-boot",
    difficulty: "hard",
    kind: "concept",
    text: "What changed in the move from Spring Boot 2 to Spring Boot 3, and what work does a migration typically involve?",
    talkingPoints: [
      { point: "Java 17 became the minimum version.",
        cues: [["java 17", "jdk 17"]] },
      { point: "Java EE moved to Jakarta EE, so javax imports become jakarta, and dependent libraries must be upgraded.",
        cues: [["jakarta"], ["javax", "namespace", "package", "import"]] },
      { point: "Spring Framework 6 and Spring Security 6 bring API changes, such as removal of WebSecurityConfigurerAdapter and trailing-slash matching off by default.",
        cues: [["websecurityconfigureradapter", "trailing slash", "security 6", "framework 6"]] },
      { point: "Observability moved to the Micrometer Observation API and Micrometer Tracing replaced Spring Cloud Sleuth.",
        cues: [["sleuth", "micrometer tracing", "observation api", "observation"]] },
      { point: "New capabilities include native image support, ProblemDetail and HTTP interface clients, and migration is eased by upgrading to 2.7 first and tools like OpenRewrite.",
        cues: [["openrewrite", "2.7 first", "upgrade to 2.7", "properties migrator", "spring-boot-properties-migrator", "deprecation"]] }
    ],
    modelAnswer: "Spring Boot 3 is built on Spring Framework 6 and made Java 17 the minimum version. The biggest mechanical change is Jakarta EE: every javax import for servlet, persistence and validation becomes jakarta, so every library that touches those packages must be upgraded too, including Hibernate 6. Spring Security 6 removed WebSecurityConfigurerAdapter in favour of SecurityFilterChain beans, and Framework 6 switched off trailing slash matching by default, which can break clients. Observability moved to the Micrometer Observation API, and Micrometer Tracing replaced Spring Cloud Sleuth. New features include GraalVM native image support, ProblemDetail error responses and declarative HTTP interface clients. To migrate I first upgrade to 2.7 and fix every deprecation, add the spring-boot-properties-migrator to report renamed properties, and let OpenRewrite recipes do the bulk of the javax to jakarta rewrite.",
    tags: ["versions", "migration"]
  },
  {
    id: "spring-boot-031",
    topic: "spring-boot",
    difficulty: "hard",
    kind: "coding",
    text: "How would you build your own Spring Boot starter with auto-configuration for an internal library used by many teams?",
    talkingPoints: [
      { point: "Write an @AutoConfiguration class that defines the library's beans.",
        cues: [["@autoconfiguration", "autoconfiguration class", "auto-configuration class", "configuration class"]] },
      { point: "Register it in META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports.",
        cues: [["autoconfiguration.imports", "imports file", "meta-inf", "register"]] },
      { point: "Guard beans with @ConditionalOnClass, @ConditionalOnProperty and @ConditionalOnMissingBean so users can override them.",
        cues: [["conditionalonmissingbean", "conditionalonclass", "conditionalonproperty", "conditional"], ["override", "back off", "own bean", "switch off", "disable"]] },
      { point: "Expose settings through a @ConfigurationProperties class with a prefix, plus generated metadata.",
        cues: [["configurationproperties", "configuration properties"], ["prefix", "metadata", "setting"]] },
      { point: "Split into an autoconfigure module and an empty starter module, name it acme-spring-boot-starter, and test with ApplicationContextRunner.",
        cues: [["applicationcontextrunner", "context runner", "acme-spring-boot-starter", "naming", "starter module", "autoconfigure module"]] }
    ],
    modelAnswer: "I would write an @AutoConfiguration class that defines the library's beans, for example a configured client bean. Boot finds it only if I register the class name in META-INF slash spring slash org.springframework.boot.autoconfigure.AutoConfiguration.imports. Each bean is guarded by conditions: @ConditionalOnClass so nothing happens without the library, @ConditionalOnProperty so teams can switch it off, and @ConditionalOnMissingBean so a team that defines its own bean can override mine. Settings go in a @ConfigurationProperties class with a prefix like acme.client, and the configuration processor generates metadata for IDE completion. Following the convention, I put the code in an autoconfigure module and make a starter module that only pulls in dependencies, named acme-spring-boot-starter, since the spring-boot prefix is reserved. I test it with ApplicationContextRunner, checking which beans exist under different properties and classpaths.",
    tags: ["auto-configuration", "starters"]
  },
  {
    id: "spring-boot-032",
    topic: "spring-boot",
    difficulty: "hard",
    kind: "design",
    text: "When an order is saved in your Spring Boot service, a message must be published to Kafka. How do you make sure the message is sent if and only if the database transaction commits?",
    talkingPoints: [
      { point: "Publishing inside the transaction is unsafe: the message may go out and the transaction roll back, or the commit succeed and the send fail.",
        cues: [["dual write", "dual-write", "roll back", "rollback", "rolled back", "send fail", "crash"], ["message", "send", "publish", "kafka"]] },
      { point: "@TransactionalEventListener with phase AFTER_COMMIT publishes only after commit, but a crash after commit still loses the message.",
        cues: [["transactionaleventlistener", "transactional event listener", "after_commit", "after commit"]] },
      { point: "The transactional outbox pattern writes the event to an outbox table in the same transaction as the order.",
        cues: [["outbox"], ["same transaction", "table", "atomic", "together"]] },
      { point: "A relay, by polling or change data capture such as Debezium, publishes outbox rows to Kafka and marks them sent.",
        cues: [["relay", "poll", "polling", "debezium", "change data capture", "cdc"]] },
      { point: "Delivery is at least once, so consumers must be idempotent, for example by tracking event ids.",
        cues: [["at least once", "at-least-once", "idempotent", "duplicate", "deduplication", "deduplicate"]] }
    ],
    modelAnswer: "This is the dual write problem: if I send to Kafka inside the transaction, the message may go out and then the transaction roll back, and if I send after commit, the process can crash in between and the message is lost. A first improvement is publishing a Spring event and handling it with @TransactionalEventListener in the AFTER_COMMIT phase, so nothing is sent for rolled-back work, but a crash right after commit still loses the message. The reliable answer is the transactional outbox: in the same transaction that saves the order, I insert an event row into an outbox table, so both commit atomically or not at all. A separate relay, a scheduled poller or change data capture with Debezium, reads outbox rows, publishes them to Kafka and marks them sent. That gives at least once delivery, so consumers must be idempotent, for example by recording processed event ids.",
    tags: ["transactions", "messaging", "architecture"]
  }
]
