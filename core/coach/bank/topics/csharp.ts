/** The C# questions of the built-in bank. */
import type { BankQuestion } from "../types.ts"

export const questions: ReadonlyArray<BankQuestion> = [
  {
    id: "csharp-001",
    topic: "csharp",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between value types and reference types in C#?",
    talkingPoints: [
      { point: "A value type variable holds the data itself, while a reference type variable holds a reference to an object on the managed heap.",
        cues: [["value type", "value types", "struct"], ["hold the data", "holds the data", "contains the data", "the value itself", "data itself", "directly"]] },
      { point: "Reference types live on the heap and are cleaned up by the garbage collector.",
        cues: [["reference type", "reference types", "class"], ["heap", "garbage collector", "garbage collected", "gc"]] },
      { point: "Assigning or passing a value type copies it, while assigning a reference type copies only the reference, so both variables see the same object.",
        cues: [["copy", "copies", "copied"], ["same object", "same instance", "the reference", "both variables", "shared"]] },
      { point: "Structs, enums and primitives like int are value types; classes, strings, arrays and delegates are reference types.",
        cues: [["int", "enum", "bool", "double", "datetime"], ["string", "array", "delegate", "delegates", "class"]] },
      { point: "Value types cannot be null unless made nullable, and boxing converts a value type into an object on the heap.",
        cues: [["nullable", "boxing", "boxed", "box"]] }
    ],
    modelAnswer: "A value type variable holds the data itself, directly in the variable, whereas a reference type variable holds a reference to an object that lives on the managed heap. Reference type objects are cleaned up by the garbage collector once nothing refers to them. The practical difference shows up on assignment: assigning or passing a value type copies the whole value, so changes to the copy do not affect the original, while assigning a reference type copies only the reference, so both variables point at the same object. Structs, enums and primitives like int, bool, double and DateTime are value types; classes, string, arrays and delegates are reference types. A value type cannot be null unless you make it nullable with a question mark, and converting a value type to object or an interface causes boxing, which allocates a copy on the heap.",
    tags: ["types", "memory", "fundamentals"]
  },
  {
    id: "csharp-002",
    topic: "csharp",
    difficulty: "easy",
    kind: "concept",
    text: "When would you use an interface versus an abstract class in C#?",
    talkingPoints: [
      { point: "A class can implement many interfaces but inherit from only one base class.",
        cues: [["multiple interfaces", "many interfaces", "several interfaces", "more than one interface", "only one base", "single inheritance", "one base class"]] },
      { point: "An abstract class can hold state, constructors and shared implementation, which an interface traditionally cannot.",
        cues: [["abstract class"], ["state", "states", "field", "constructor", "shared implementation", "shared code", "common code", "implementation"]] },
      { point: "An interface defines a contract or capability that unrelated types can share.",
        cues: [["contract", "capability", "can-do", "unrelated"]] },
      { point: "Since C# 8, interfaces can have default method implementations, narrowing the gap, but still no instance fields.",
        cues: [["default implementation", "default interface method", "default method", "c# 8"]] },
      { point: "Prefer interfaces for abstractions used in dependency injection and testing; use an abstract class for a family of closely related types.",
        cues: [["dependency injection", "mock", "testing", "testability", "closely related", "is-a", "family"]] }
    ],
    modelAnswer: "The first constraint is inheritance: a class can implement many interfaces but inherit from only one base class, so an interface is the more flexible choice. An abstract class, on the other hand, can hold state, fields, constructors and shared implementation that derived classes reuse, and it can expose protected members. An interface describes a contract or capability, like IDisposable or IComparable, that completely unrelated types can share. Since C# 8, interfaces can also have default method implementations, which narrows the gap, but they still cannot have instance fields. In practice I use interfaces for abstractions that I inject through dependency injection and mock in tests, and an abstract class when I have a family of closely related types that share real code, often with the abstract class itself implementing an interface.",
    tags: ["oop", "interfaces", "inheritance"]
  },
  {
    id: "csharp-003",
    topic: "csharp",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between const, readonly and static readonly fields in C#?",
    talkingPoints: [
      { point: "const values are compile-time constants and are implicitly static.",
        cues: [["const"], ["compile time", "compile-time", "implicitly static", "literal"]] },
      { point: "The const value is baked into calling assemblies, so changing it requires recompiling consumers.",
        cues: [["baked", "copied into", "inlined", "embedded", "recompile", "recompiles", "other assemblies", "calling assembly"]] },
      { point: "readonly fields are assigned at declaration or in a constructor and can hold runtime values.",
        cues: [["readonly"], ["constructor", "runtime", "run time"]] },
      { point: "static readonly gives one shared value per type computed at run time, for example a configured instance or a new object.",
        cues: [["static readonly"], ["shared", "per type", "one value", "once", "runtime", "run time", "new object"]] },
      { point: "readonly on a reference type protects the reference, not the object's contents.",
        cues: [["reference", "references", "contents", "mutate", "mutates", "the object itself", "internal state"]] }
    ],
    modelAnswer: "A const is a compile-time constant, a literal such as a number or string, and it is implicitly static. Its value is baked into every assembly that uses it, so if you change a public const in a library, callers keep the old value until they recompile, which is a classic versioning trap. A readonly field can only be assigned at its declaration or in a constructor, but the value can be computed at runtime, so each instance can have its own. A static readonly field is a single shared value per type that is initialised once at runtime, which makes it right for things like a new object, a TimeSpan or a value read from configuration, and for public values in libraries. Note that readonly on a reference type only freezes the reference; the contents of the object it points to can still be mutated.",
    tags: ["fields", "constants", "fundamentals"]
  },
  {
    id: "csharp-004",
    topic: "csharp",
    difficulty: "easy",
    kind: "concept",
    text: "Strings in C# are immutable. What does that mean in practice, and when should you use StringBuilder?",
    talkingPoints: [
      { point: "Any operation that seems to modify a string actually creates a new string object.",
        cues: [["new string", "new object", "new instance", "creates a new", "create a new"]] },
      { point: "Concatenating in a loop therefore allocates many intermediate strings and is O(n squared) work.",
        cues: [["loop"], ["allocate", "allocates", "allocation", "allocations", "intermediate", "quadratic", "n squared", "garbage"]] },
      { point: "StringBuilder keeps a mutable buffer that grows as you append, so building large strings is efficient.",
        cues: [["stringbuilder", "string builder"], ["buffer", "mutable buffer", "append", "appends"]] },
      { point: "Immutability makes strings thread safe, safe as dictionary keys and enables interning.",
        cues: [["thread safe", "thread-safe", "dictionary key", "hash", "intern", "interning"]] },
      { point: "For a few concatenations, interpolation or string.Join is fine and more readable.",
        cues: [["interpolation", "string.join", "join", "string.concat", "few concatenation", "readable"]] }
    ],
    modelAnswer: "Immutable means a string object can never change after it is created. Methods like Replace, ToUpper or the plus operator do not modify the original; each one creates a new string object and returns it. That is harmless for a handful of operations, but concatenating in a loop allocates a new intermediate string on every iteration and copies everything so far, which is quadratic work and lots of garbage. StringBuilder solves that by keeping a mutable internal buffer that grows as you append, and you call ToString once at the end. Immutability has real benefits: strings are thread safe to share, they are safe to use as dictionary keys because their hash never changes, and the runtime can intern literals. For a few concatenations I just use string interpolation or string.Join, which are clearer, and reach for StringBuilder in loops or when building large text.",
    tags: ["strings", "performance", "immutability"]
  },
  {
    id: "csharp-005",
    topic: "csharp",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between a field and a property in C#, and what are auto-properties and init accessors?",
    talkingPoints: [
      { point: "A field is a variable stored in the object; a property is a pair of get and set accessor methods that look like a field to callers.",
        cues: [["get accessor", "set accessor", "accessor method", "accessor methods", "get and set", "getter", "setter", "method"]] },
      { point: "Properties allow validation, computed values, lazy loading or change notification without changing the public API.",
        cues: [["validation", "validate", "validates", "computed", "calculated", "logic", "notification", "lazy"]] },
      { point: "Auto-properties let the compiler generate the hidden backing field.",
        cues: [["auto-property", "auto-properties", "auto property", "auto properties", "auto-implemented", "automatic property", "automatic properties"], ["backing field", "generate", "generates", "compiler", "shorthand", "short syntax", "concise syntax"]] },
      { point: "An init accessor (C# 9) allows setting a property only during object initialisation, which helps build immutable objects.",
        cues: [["init"], ["object initializer", "object initialiser", "initialization", "initialisation", "construction", "immutable", "only once"]] },
      { point: "Public data should be exposed as properties, keeping fields private, because switching later is a breaking change.",
        cues: [["private field", "fields private", "breaking change", "binary compatibility", "encapsulation", "encapsulate", "encapsulates"]] }
    ],
    modelAnswer: "A field is just a variable stored inside the object. A property looks like a field to callers, but it is really a pair of get and set accessor methods, so it can run code. That lets you add validation, compute a value on the fly, load it lazily or raise a change notification, and you can do that later without changing the public API. Auto-properties, written with just get and set in braces, are shorthand where the compiler generates a hidden backing field for you. C# 9 added the init accessor, which allows a property to be set only during construction, for example in an object initializer, and then never again, which is a neat way to build immutable objects; C# 11 also added the required modifier. As a rule I keep fields private and expose properties, because changing a public field into a property later is a binary breaking change.",
    tags: ["properties", "encapsulation", "fundamentals"]
  },
  {
    id: "csharp-006",
    topic: "csharp",
    difficulty: "easy",
    kind: "concept",
    text: "What is IDisposable and how does the using statement help you manage resources in C#?",
    talkingPoints: [
      { point: "IDisposable exposes a Dispose method that releases unmanaged or expensive resources deterministically.",
        cues: [["dispose", "disposes"], ["release", "releases", "free", "clean up", "cleanup", "close", "closes"]] },
      { point: "The garbage collector only manages memory and runs at unpredictable times, so it does not promptly close files, connections or handles.",
        cues: [["garbage collector", "gc"], ["memory", "unpredictable", "non-deterministic", "nondeterministic", "not promptly", "don't know when", "eventually"]] },
      { point: "A using statement or declaration calls Dispose automatically at the end of the scope, even if an exception is thrown, like a try/finally.",
        cues: [["using statement", "using declaration", "using block", "using keyword", "await using"], ["finally", "exception", "end of the scope", "end of scope", "automatically", "goes out of scope"]] },
      { point: "Examples are file streams, database connections, HttpResponseMessage and locks, and IAsyncDisposable with await using handles async cleanup.",
        cues: [["stream", "connection", "file", "files", "socket", "handle", "handles", "await using", "iasyncdisposable", "dbcontext"]] }
    ],
    modelAnswer: "IDisposable is the interface with a single Dispose method, and a type implements it when it owns resources that should be released deterministically, such as operating system handles or pooled connections. The garbage collector only manages memory and runs at unpredictable times, so it cannot be relied on to promptly close a file or return a database connection to the pool. The using statement, or since C# 8 the using declaration, calls Dispose automatically at the end of the scope, and because it compiles to a try/finally it still runs if an exception is thrown. Typical examples are file streams, database connections, sockets and an Entity Framework DbContext. For resources that need asynchronous cleanup, such as flushing a network stream, there is IAsyncDisposable with await using.",
    tags: ["idisposable", "resource management", "memory"]
  },
  {
    id: "csharp-007",
    topic: "csharp",
    difficulty: "easy",
    kind: "concept",
    text: "Explain the null-conditional and null-coalescing operators in C# and how they help with null handling.",
    talkingPoints: [
      { point: "The null-conditional operator ?. (and ?[]) returns null instead of throwing when the left side is null.",
        cues: [["null-conditional", "null conditional", "question mark dot", "elvis"], ["return null", "returns null", "short-circuit", "short circuit", "instead of throwing", "no exception"]] },
      { point: "The null-coalescing operator ?? supplies a fallback value when the left side is null.",
        cues: [["null-coalescing", "null coalescing", "double question mark"], ["fallback", "default", "otherwise", "alternative", "alternatives"]] },
      { point: "The ??= operator assigns a value only if the variable is currently null, useful for lazy initialisation.",
        cues: [["coalescing assignment", "question question equals", "only if it is null", "only if null", "lazy"]] },
      { point: "They prevent NullReferenceException, and chaining them keeps code concise compared with nested if checks.",
        cues: [["nullreferenceexception", "null reference exception", "nested if", "if check", "concise", "boilerplate"]] }
    ],
    modelAnswer: "The null-conditional operator, written question mark dot, evaluates the member access only if the left side is not null; if it is null the whole expression short-circuits and returns null instead of throwing. So customer?.Address?.City gives null when any link is missing. The null-coalescing operator, the double question mark, supplies a fallback: name ?? \"unknown\" uses the name unless it is null, otherwise the default. There is also the coalescing assignment ??=, which assigns only if the variable is currently null, handy for lazy initialisation of a cache field. Together they prevent NullReferenceException in a concise way, replacing nested if checks with one readable expression, and they combine well with nullable reference types, which tell you at compile time where null is possible.",
    tags: ["null handling", "operators", "fundamentals"]
  },
  {
    id: "csharp-008",
    topic: "csharp",
    difficulty: "easy",
    kind: "concept",
    text: "Walk me through the access modifiers in C#, including internal and protected internal.",
    talkingPoints: [
      { point: "public is accessible everywhere, and private only inside the containing type, which is the default for members.",
        cues: [["public", "anywhere", "everywhere"], ["private", "containing type", "same class"]] },
      { point: "protected allows access from the type and its derived classes.",
        cues: [["protected"], ["derived", "subclass", "inherit", "child class"]] },
      { point: "internal restricts access to the same assembly and is the default for top-level types.",
        cues: [["internal"], ["assembly", "project", "dll"]] },
      { point: "protected internal means derived classes OR the same assembly; private protected means derived classes AND the same assembly.",
        cues: [["protected internal", "private protected"], ["same assembly", "derived class", "derived classes", "subclass", "either", "both"]] },
      { point: "C# 11 adds the file modifier for types visible only within one source file; the guideline is to use the most restrictive level possible.",
        cues: [["file", "files", "most restrictive", "least privilege", "minimal", "as narrow", "narrowest"]] }
    ],
    modelAnswer: "public means accessible from anywhere, and private means only inside the containing type; private is the default for class members. protected extends private access to derived classes, so a subclass can use the member. internal limits access to the same assembly, basically the same project or DLL, and it is the default for top-level types. Then there are the combinations: protected internal is accessible to derived classes or to anything in the same assembly, while private protected, added in C# 7.2, requires both, so only derived classes inside the same assembly. C# 11 also added the file modifier for a type that is visible only within a single source file, which is useful for source generators. My rule is to pick the most restrictive level that works and widen it only when needed.",
    tags: ["access modifiers", "encapsulation", "fundamentals"]
  },
  {
    id: "csharp-009",
    topic: "csharp",
    difficulty: "easy",
    kind: "concept",
    text: "What are the ref, out and in parameter modifiers in C#, and when would you use each?",
    talkingPoints: [
      { point: "By default arguments are passed by value, which for a reference type means a copy of the reference.",
        cues: [["by value", "copy of the reference", "copy of the value"]] },
      { point: "ref passes the variable itself, so the method can read and reassign the caller's variable; it must be initialised first.",
        cues: [["ref"], ["reassign", "caller's variable", "caller variable", "must be initialized", "must be initialised", "read and write", "modify"]] },
      { point: "out is for returning extra values: the method must assign it and the caller need not initialise it, as in the TryParse pattern.",
        cues: [["out"], ["tryparse", "try pattern", "must assign", "extra value", "additional value", "second value", "uninitialized", "uninitialised"]] },
      { point: "in passes by read-only reference, avoiding copies of large structs without allowing modification.",
        cues: [["in parameter", "in modifier", "ref readonly", "read-only reference", "readonly reference"], ["large struct", "copy", "copying", "performance"]] },
      { point: "Tuples or result objects are often clearer than several out parameters in modern C#.",
        cues: [["tuple", "tuples", "record", "result object", "result type"]] }
    ],
    modelAnswer: "By default C# passes arguments by value, and for a reference type that value is a copy of the reference, so the method can mutate the object but not make the caller's variable point elsewhere. The ref modifier passes the variable itself, so the method can read and reassign the caller's variable; the caller must initialise it before the call. out is meant for returning an extra value: the caller does not need to initialise it, but the method must assign it before returning, which is exactly the TryParse pattern that returns a bool plus the parsed value. The in modifier passes by read-only reference, which avoids copying a large struct while guaranteeing the method cannot modify it, so it is a performance tool. In modern code, if I need several outputs I usually return a tuple or a small record instead of piling up out parameters.",
    tags: ["parameters", "fundamentals", "performance"]
  },
  {
    id: "csharp-010",
    topic: "csharp",
    difficulty: "easy",
    kind: "concept",
    text: "How does exception handling work in C#, and what is the difference between throw and throw ex?",
    talkingPoints: [
      { point: "try holds the risky code, catch blocks handle specific exception types from most to least specific, and finally always runs for cleanup.",
        cues: [["finally"], ["always", "cleanup", "clean up", "regardless"]] },
      { point: "Catch specific exceptions you can handle rather than catching Exception everywhere and swallowing errors.",
        cues: [["specific", "swallow", "catch everything", "catch all", "catch exception", "catch-all"]] },
      { point: "A bare throw rethrows the current exception and preserves the original stack trace.",
        cues: [["throw;", "bare throw", "plain throw", "just throw", "rethrow"], ["stack trace", "stack traces", "preserve", "preserves", "original"]] },
      { point: "throw ex resets the stack trace to the current method, losing where the error really happened.",
        cues: [["throw ex"], ["reset", "lose", "loses", "lost", "overwrite", "overwrites", "current method"]] },
      { point: "Wrap exceptions with an inner exception when adding context, and use exception filters with when for conditional catching.",
        cues: [["inner exception", "innerexception", "wrap", "filter", "when clause", "when keyword"]] }
    ],
    modelAnswer: "You put code that may fail in a try block, follow it with one or more catch blocks ordered from the most specific exception type to the most general, and use a finally block for cleanup that always runs, whether or not an exception occurred. Good practice is to catch only specific exceptions you can actually handle, and not to catch Exception everywhere and swallow errors. When you want to log and rethrow, write a bare throw with no argument: that rethrows the current exception and preserves the original stack trace. Writing throw ex instead resets the stack trace to the current method, so you lose the line where the problem really started, which makes debugging much harder. If you want to add context, wrap it in a new exception and pass the original as the inner exception, and you can use exception filters with the when keyword to catch only under certain conditions.",
    tags: ["exceptions", "error handling", "debugging"]
  },
  {
    id: "csharp-011",
    topic: "csharp",
    difficulty: "medium",
    kind: "concept",
    text: "How do async and await work in C#? Does awaiting a task create a new thread?",
    talkingPoints: [
      { point: "The compiler rewrites an async method into a state machine that can pause at each await and resume later.",
        cues: [["state machine", "state machines", "compiler-generated", "rewrites the method", "rewrites it"]] },
      { point: "Awaiting an incomplete task does not block or create a thread; it registers a continuation and returns control to the caller.",
        cues: [["continuation", "return control", "returns control", "returns to the caller", "yield", "doesn't block", "does not block", "non-blocking", "without blocking"]] },
      { point: "I/O-bound work such as network or disk calls needs no thread while waiting, which is why async scales well on servers.",
        cues: [["i/o", "io-bound", "io bound", "network", "database", "databases", "disk"], ["no thread", "thread pool", "scale", "scales", "scalable", "scalability", "free"]] },
      { point: "CPU-bound work needs Task.Run to move it to the thread pool; async alone does not make code parallel.",
        cues: [["task.run", "cpu-bound", "cpu bound", "parallel"]] },
      { point: "After the await, execution resumes on the captured synchronization context if there is one, otherwise on a thread pool thread.",
        cues: [["synchronization context", "synchronisation context", "synchronizationcontext", "ui thread", "configureawait", "captured context", "original context", "same thread"]] },
      { point: "Avoid async void except for event handlers, and go async all the way rather than blocking on .Result.",
        cues: [["async void", "all the way", ".result", "result", ".wait", "block on"]] }
    ],
    modelAnswer: "The compiler rewrites an async method into a state machine. At each await, if the task is not finished yet, the method registers the rest of itself as a continuation and returns control to its caller. So awaiting does not create a thread and does not block one. For I/O-bound work, like a database or HTTP call, no thread is used at all while waiting; the operating system signals completion and the continuation is scheduled, which is why async lets a server scale to many concurrent requests. CPU-bound work is different: async does not make code parallel, so you would use Task.Run to push it to the thread pool. After the await the method resumes on the captured synchronization context, such as a UI thread, if there is one, otherwise on a thread pool thread. Avoid async void except in event handlers, and go async all the way instead of blocking with .Result.",
    tags: ["async", "tasks", "concurrency"]
  },
  {
    id: "csharp-012",
    topic: "csharp",
    difficulty: "medium",
    kind: "concept",
    text: "Why can calling .Result or .Wait() on a task cause a deadlock, and what does ConfigureAwait(false) do?",
    talkingPoints: [
      { point: "Blocking on a task ties up the current thread until the task finishes (sync over async).",
        cues: [["block", "sync over async", "synchronously wait", "tie up", "ties up"]] },
      { point: "In an environment with a single-threaded synchronization context, the continuation needs that same thread, which is blocked, so neither can proceed.",
        cues: [["synchronization context", "synchronisation context", "ui thread", "single thread", "same thread", "classic asp.net"], ["continuation", "waiting for each other", "wait for each other", "blocked"]] },
      { point: "ConfigureAwait(false) tells the await not to resume on the captured context, so the continuation can run on any thread pool thread.",
        cues: [["configureawait"], ["captured context", "original context", "any thread", "thread pool", "not resume", "don't resume", "doesn't need"]] },
      { point: "Library code typically uses ConfigureAwait(false); ASP.NET Core has no synchronization context, but the real fix is async all the way.",
        cues: [["library", "asp.net core", "all the way"]] },
      { point: "Blocking also risks thread pool starvation under load.",
        cues: [["starvation", "starve", "starves", "exhaust", "run out of thread"]] }
    ],
    modelAnswer: "Calling .Result or .Wait() blocks the current thread until the task finishes, which is sync over async. In an environment with a synchronization context that only allows one thread, like a WPF or WinForms UI thread or classic ASP.NET, the awaited method's continuation wants to resume on that same thread. But that thread is blocked waiting for the result, so the two wait for each other forever: a deadlock. ConfigureAwait(false) tells the await not to resume on the captured context, so the continuation can run on any thread pool thread, and the deadlock disappears. That is why general-purpose library code has traditionally used it. ASP.NET Core has no synchronization context, so it does not deadlock there, but the real fix is to be async all the way up. Even without a deadlock, blocking on tasks under load can cause thread pool starvation, where requests queue up waiting for threads.",
    tags: ["async", "deadlock", "concurrency"]
  },
  {
    id: "csharp-013",
    topic: "csharp",
    difficulty: "medium",
    kind: "concept",
    text: "What is deferred execution in LINQ, and what is the difference between IEnumerable and IQueryable?",
    talkingPoints: [
      { point: "Most LINQ operators are lazy: the query runs only when it is enumerated, not when it is defined.",
        cues: [["lazy", "lazily", "deferred", "not executed until", "only runs when", "only when"], ["enumerate", "enumerates", "iterate", "iterates", "foreach", "tolist", "materialise", "materialises", "materialize", "materializes"]] },
      { point: "Enumerating the same query twice executes it twice, so call ToList to materialise results when reused.",
        cues: [["twice", "multiple enumeration", "each time", "every time", "again"]] },
      { point: "IEnumerable queries run in memory with compiled delegates (LINQ to Objects).",
        cues: [["ienumerable"], ["in memory", "in-memory", "delegate", "delegates", "linq to objects", "client side"]] },
      { point: "IQueryable builds an expression tree that a provider such as Entity Framework translates to SQL and runs in the database.",
        cues: [["iqueryable"], ["expression tree", "translate", "translates", "sql", "provider", "database", "databases"]] },
      { point: "Switching to IEnumerable too early pulls all rows into memory before filtering.",
        cues: [["too early", "all rows", "whole table", "entire table", "before filtering", "asenumerable"]] }
    ],
    modelAnswer: "Most LINQ operators use deferred execution: writing the query only builds a description, and nothing runs until you enumerate it with foreach or call something like ToList, Count or First. A side effect is that enumerating the same query twice executes it twice, which can mean two database round trips or repeated expensive work, so if I need the results more than once I materialize them with ToList. IEnumerable queries run in memory: each operator takes compiled delegates and pulls items one by one, which is LINQ to Objects. IQueryable instead builds an expression tree, and a provider such as Entity Framework translates it into SQL that runs in the database, so filtering and paging happen on the server. The classic mistake is switching to IEnumerable too early, for example calling AsEnumerable before a Where, which pulls all rows into memory before filtering.",
    tags: ["linq", "entity framework", "performance"]
  },
  {
    id: "csharp-014",
    topic: "csharp",
    difficulty: "medium",
    kind: "concept",
    text: "Explain delegates and events in C#. How do Func and Action relate to them?",
    talkingPoints: [
      { point: "A delegate is a type-safe reference to a method, something like a function pointer that can also capture a target object.",
        cues: [["delegate", "delegates"], ["type-safe", "type safe", "function pointer", "reference to a method", "method reference", "points to a method"]] },
      { point: "Func and Action are built-in generic delegate types: Func returns a value, Action returns void.",
        cues: [["func"], ["action"], ["return", "void", "generic"]] },
      { point: "Delegates are multicast: several handlers can be combined and invoked in order.",
        cues: [["multicast", "multiple handlers", "several handlers", "invocation list", "plus equals"]] },
      { point: "An event wraps a delegate so outside code can only subscribe and unsubscribe, while only the owner can raise it.",
        cues: [["event"], ["subscribe", "subscribes", "unsubscribe", "unsubscribes", "only the owner", "only the class", "raise", "raises", "invoke", "invokes"]] },
      { point: "Forgetting to unsubscribe from a long-lived publisher keeps subscribers alive and causes memory leaks.",
        cues: [["leak", "keeps alive", "keep alive", "kept alive", "never collected"]] }
    ],
    modelAnswer: "A delegate is a type-safe reference to a method, a bit like a function pointer, but it can also capture the target object and, via lambdas, local variables. Func and Action are the built-in generic delegate types, so you rarely declare your own: Func takes parameters and returns a value, while Action returns void. Delegates are multicast, which means several methods can be combined with plus equals and are invoked in order. An event is a wrapper around a delegate field that restricts outside code to subscribing and unsubscribing with plus equals and minus equals, while only the declaring class can raise it, so subscribers cannot invoke or reset each other. The standard pattern is EventHandler of T with a sender and event args. A common bug is a memory leak: a long-lived publisher holds a reference to every subscriber, so if a short-lived object forgets to unsubscribe it is never collected.",
    tags: ["delegates", "events", "functional"]
  },
  {
    id: "csharp-015",
    topic: "csharp",
    difficulty: "medium",
    kind: "concept",
    text: "How do generics work in C#, and what are generic constraints used for?",
    talkingPoints: [
      { point: "Generics let you write type-safe reusable code parameterised by type, avoiding casts and boxing of object-based code.",
        cues: [["type-safe", "type safe", "type safety", "reusable", "reuse", "reuses"], ["cast", "boxing", "object"]] },
      { point: "Unlike Java erasure, .NET generics are reified: type information exists at run time.",
        cues: [["reified", "type information", "type info", "erasure", "erased", "typeof"], ["runtime", "run time", "reified", "kept", "preserved", "exist", "exists"]] },
      { point: "The runtime shares one compiled version for reference types and generates specialised code for each value type.",
        cues: [["value type", "value types"], ["specialized", "specialised", "specialize", "specialization", "separate", "separates", "own version", "own copy", "share", "shared"]] },
      { point: "Constraints with where restrict type arguments, such as class, struct, new(), a base class or an interface, so you can call their members.",
        cues: [["constraint", "where"], ["class", "struct", "new()", "interface", "interfaces", "base class", "notnull", "unmanaged"]] },
      { point: "Static abstract interface members (C# 11) enable generic math, like INumber of T.",
        cues: [["static abstract", "generic math", "inumber"]] }
    ],
    modelAnswer: "Generics let you write reusable, type-safe code parameterised by type, like List of T, instead of storing everything as object, which needed casts and caused boxing for value types. Unlike Java, .NET generics are reified, so the type arguments exist at runtime and you can use typeof(T) or reflect over them. Under the hood the JIT shares one compiled version for all reference types and generates specialized native code for each value type, so List of int stores raw ints with no boxing. Constraints, written with a where clause, restrict what T can be: class or struct, new() for a parameterless constructor, a base class, an interface, notnull or unmanaged, and in return you can call the members those constraints guarantee. Since C# 11, static abstract members in interfaces enable generic math, so you can write one Sum method over INumber of T.",
    tags: ["generics", "type system"]
  },
  {
    id: "csharp-016",
    topic: "csharp",
    difficulty: "medium",
    kind: "concept",
    text: "What are records in C#, and how do they differ from ordinary classes and structs?",
    talkingPoints: [
      { point: "Records provide value-based equality: two records with the same property values are equal.",
        cues: [["value equality", "value-based equality", "same values", "same property values", "compared by value", "structural equality"]] },
      { point: "A positional record declaration generates properties, a constructor, deconstruction, ToString, Equals and GetHashCode.",
        cues: [["positional", "generate", "generates", "deconstruct", "tostring", "gethashcode", "boilerplate"]] },
      { point: "Records are designed for immutable data, and with expressions create a modified copy (non-destructive mutation).",
        cues: [["with expression", "with keyword", "non-destructive", "modified copy", "copy with"]] },
      { point: "A record is a reference type by default; record struct (C# 10) is the value-type version.",
        cues: [["record struct", "record class", "reference type", "reference types", "value type", "value types"]] },
      { point: "They suit DTOs, messages and value objects, not entities with identity and lots of mutable state.",
        cues: [["dto", "data transfer", "message", "messages", "value object", "event", "entity", "identity"]] }
    ],
    modelAnswer: "Records, added in C# 9, are types designed around data. Their main feature is value equality: two record instances with the same property values are equal, whereas two class instances are only equal if they are the same object. The positional syntax, a single line like record Person with a name and an age, generates init-only properties, a constructor, a deconstruct method, a readable ToString, and Equals and GetHashCode. Records are meant for immutable data, and the with expression creates a modified copy, which is non-destructive mutation. By default a record is a reference type, a record class; C# 10 added record struct for the value-type version. I use them for DTOs, messages and value objects such as Money, but not for entities with identity and lots of changing state, where value equality would be wrong.",
    tags: ["records", "immutability", "equality"]
  },
  {
    id: "csharp-017",
    topic: "csharp",
    difficulty: "medium",
    kind: "design",
    text: "How does dependency injection work in ASP.NET Core, and what are the singleton, scoped and transient lifetimes?",
    talkingPoints: [
      { point: "Services are registered in the built-in container against interfaces and injected through constructors.",
        cues: [["register", "registration", "addscoped", "addsingleton", "addtransient", "service collection", "container"], ["constructor", "inject", "interface", "interfaces"]] },
      { point: "Singleton: one instance for the whole application lifetime, which must be thread safe.",
        cues: [["singleton"], ["one instance", "single instance", "whole application", "entire application", "app lifetime", "thread safe", "thread-safe"]] },
      { point: "Scoped: one instance per request (per scope), typical for a DbContext.",
        cues: [["scoped"], ["per request", "each request", "dbcontext", "per scope"]] },
      { point: "Transient: a new instance every time it is resolved.",
        cues: [["transient"], ["every time", "each time", "new instance", "every resolution"]] },
      { point: "Injecting a scoped service into a singleton creates a captive dependency bug; scope validation catches it.",
        cues: [["captive", "scope validation", "validatescopes", "scoped into a singleton", "scoped service into a singleton"]] }
    ],
    modelAnswer: "In ASP.NET Core you register services in the built-in container at startup, usually mapping an interface to an implementation with AddSingleton, AddScoped or AddTransient, and the framework injects them through constructors of controllers, middleware and other services. This decouples code from concrete classes and makes it easy to swap in fakes for tests. Singleton means one instance for the whole application lifetime, so it has to be thread safe. Scoped means one instance per request, or per explicit scope; a DbContext is the classic scoped service. Transient means a new instance every time it is resolved, good for lightweight stateless services. The main trap is a captive dependency: if a singleton takes a scoped service in its constructor, that scoped object lives forever and is shared across requests. Scope validation in development throws for that; the fix is to inject IServiceScopeFactory and create a scope when needed.",
    tags: ["dependency injection", "asp.net core", "architecture"]
  },
  {
    id: "csharp-018",
    topic: "csharp",
    difficulty: "medium",
    kind: "concept",
    text: "What are boxing and unboxing in C#, and why do they matter for performance?",
    talkingPoints: [
      { point: "Boxing wraps a value type in a heap object when it is converted to object or to an interface.",
        cues: [["boxing", "box"], ["heap", "object", "interface", "interfaces", "wrap"]] },
      { point: "Unboxing is an explicit cast back that copies the value out and checks the exact type.",
        cues: [["unboxing", "unbox"], ["cast", "copy", "copies", "type check", "exact type"]] },
      { point: "Each box is an allocation and a copy, which adds GC pressure in hot paths.",
        cues: [["allocation", "allocate", "allocates", "gc pressure", "garbage", "hot path", "hot loop"]] },
      { point: "Common sources are non-generic collections like ArrayList, calling interface methods on structs, and string formatting with object parameters.",
        cues: [["arraylist", "non-generic", "hashtable", "string.format", "params object", "interface method"]] },
      { point: "Generics avoid boxing, and mutating a boxed struct changes the copy, not the original.",
        cues: [["generic", "generics", "list of int", "constrained generic"]] }
    ],
    modelAnswer: "Boxing happens when a value type, like an int or a struct, is converted to object or to an interface it implements: the runtime allocates an object on the heap and copies the value into it. Unboxing is the explicit cast back, which checks that the object holds exactly that type and copies the value out again. Each box is therefore a heap allocation plus a copy, and in a hot loop that creates a lot of GC pressure. Typical sources are old non-generic collections like ArrayList and Hashtable, calling an interface method on a struct through the interface, and APIs taking params object, such as older string.Format overloads. Generics fix most of this, because List of int stores ints directly, and constrained generic methods can call interface members on structs without boxing. Boxing also causes a subtle bug: if you mutate a boxed struct you change the copy, not the original.",
    tags: ["boxing", "performance", "value types"]
  },
  {
    id: "csharp-019",
    topic: "csharp",
    difficulty: "medium",
    kind: "concept",
    text: "What are nullable reference types, introduced in C# 8, and how do they change the way you write code?",
    talkingPoints: [
      { point: "With the feature enabled, reference types are non-nullable by default and string? marks ones that may be null.",
        cues: [["non-nullable", "not nullable", "by default"], ["question mark", "string?", "annotate", "annotates", "annotation", "may be null", "can be null"]] },
      { point: "It is a compile-time static analysis that produces warnings; nothing changes at run time.",
        cues: [["compile time", "compile-time", "static analysis", "flow analysis", "warning"], ["runtime", "run time", "no runtime", "not enforced", "not at runtime"]] },
      { point: "The compiler tracks null state through the code, so after a null check the variable is considered not null.",
        cues: [["null check", "null state", "flow analysis", "tracks", "after checking"]] },
      { point: "The null-forgiving operator ! suppresses a warning, and attributes like NotNullWhen describe contracts for the analysis.",
        cues: [["null-forgiving", "null forgiving", "bang", "damnit", "exclamation", "notnullwhen", "attribute", "attributes"]] },
      { point: "Enable it per project with the Nullable setting, ideally treating warnings as errors, and migrate older code gradually.",
        cues: [["nullable enable", "csproj", "project setting", "warnings as errors", "gradually", "file by file", "#nullable"]] }
    ],
    modelAnswer: "With nullable reference types enabled, plain reference types such as string are treated as non-nullable by default, and you add a question mark, string?, to say a value may be null. It is purely a compile-time static analysis: the compiler gives warnings when you might dereference null or assign null to a non-nullable variable, but nothing changes at runtime, so you still validate input at public boundaries. The compiler tracks null state through the flow of the code, so after a null check, or a pattern like is not null, the variable is considered safe. When you know better than the compiler you can use the null-forgiving operator, the exclamation mark, and attributes such as NotNullWhen on a TryGet method describe contracts the analysis understands. I enable it with the Nullable setting in the csproj, treat the warnings as errors for new projects, and migrate older code gradually with #nullable directives file by file.",
    tags: ["nullable reference types", "type system", "null handling"]
  },
  {
    id: "csharp-020",
    topic: "csharp",
    difficulty: "medium",
    kind: "concept",
    text: "What are extension methods in C#, how are they resolved, and what are the good and bad uses?",
    talkingPoints: [
      { point: "An extension method is a static method in a static class whose first parameter has the this modifier, so it can be called like an instance method.",
        cues: [["static"], ["this modifier", "this keyword", "first parameter", "instance method", "this parameter"]] },
      { point: "They are resolved at compile time and only when their namespace is imported with a using directive.",
        cues: [["namespace", "namespaces", "using directive", "in scope", "compile time", "compile-time"]] },
      { point: "Instance methods always win over extension methods with the same signature.",
        cues: [["instance method"], ["win", "take precedence", "takes precedence", "priority", "preferred", "hide", "hides"]] },
      { point: "They cannot access private members and are not polymorphic; they are just syntactic sugar for a static call.",
        cues: [["private", "syntactic sugar", "static call", "not polymorphic", "not virtual", "no access"]] },
      { point: "LINQ is built on them; good uses are fluent helpers on interfaces, bad uses are extending object or hiding surprising behaviour.",
        cues: [["linq", "fluent", "ienumerable", "interface", "interfaces"]] }
    ],
    modelAnswer: "An extension method is a static method in a static class whose first parameter carries the this modifier, which lets you call it with instance method syntax on that type, for example text.IsBlank(). They are resolved at compile time, and only if the containing namespace is in scope through a using directive, which is also how you can accidentally lose them. If the type already has an instance method with the same signature, the instance method always wins, so an extension can never override real behaviour. They get no special access: they cannot see private members and are not virtual, since the call is just syntactic sugar for a static call. LINQ is the flagship example, adding Where and Select to any IEnumerable. Good uses are fluent helpers on interfaces or types you do not own; bad uses are extending object or string with surprising behaviour, or hiding expensive work behind something that looks like a property.",
    tags: ["extension methods", "linq", "language features"]
  },
  {
    id: "csharp-021",
    topic: "csharp",
    difficulty: "medium",
    kind: "concept",
    text: "How has pattern matching evolved in modern C#? Give examples of the patterns you use.",
    talkingPoints: [
      { point: "Type patterns with is test and cast in one step, replacing as plus a null check.",
        cues: [["type pattern", "is keyword", "is operator", "declaration pattern", "test and cast", "check and cast"]] },
      { point: "Switch expressions return a value from concise arms and the compiler warns when cases are not exhaustive.",
        cues: [["switch expression"], ["exhaustive", "arm", "return a value", "returns a value", "concise", "warn"]] },
      { point: "Property patterns match on nested property values.",
        cues: [["property pattern", "property patterns", "nested property", "nested properties", "match on properties", "on properties"]] },
      { point: "Relational and logical patterns like greater than combined with and, or, not express ranges; not null is idiomatic.",
        cues: [["relational", "logical pattern", "and or not", "not null", "greater than", "less than", "range", "ranges"]] },
      { point: "C# 11 list patterns match sequences by position, including slices.",
        cues: [["list pattern", "slice", "slices", "sequence", "sequences", "array pattern"]] }
    ],
    modelAnswer: "Pattern matching started in C# 7 with type patterns: if shape is Circle c tests the type and gives you a typed variable in one step, replacing an as cast plus a null check. C# 8 brought switch expressions, where each arm maps a pattern to a value, which is far more concise than a switch statement, and the compiler warns when the cases are not exhaustive. It also brought property patterns, so you can match on nested properties, for instance an order whose Customer has a Country of Germany. C# 9 added relational and logical patterns, so an arm can read greater than or equal to 18 and less than 65, and is not null became the idiomatic null check. C# 11 added list patterns, which match arrays or lists by position and support slices, such as a list starting with 1 followed by anything. I use them heavily for parsing, state machines and discount rules.",
    tags: ["pattern matching", "language features", "modern csharp"]
  },
  {
    id: "csharp-022",
    topic: "csharp",
    difficulty: "medium",
    kind: "coding",
    text: "How does yield return work in C#, and what would you watch out for when writing an iterator method?",
    talkingPoints: [
      { point: "A method using yield return becomes an iterator: the compiler generates a state machine implementing IEnumerable and IEnumerator.",
        cues: [["state machine", "generate", "generates", "compiler"], ["ienumerable", "ienumerator", "iterator"]] },
      { point: "Items are produced lazily, one at a time, as the caller calls MoveNext, so the whole sequence never has to be in memory.",
        cues: [["lazy", "lazily", "one at a time", "on demand", "movenext", "in memory", "infinite"]] },
      { point: "Argument validation in an iterator is deferred until enumeration starts, so split it into a wrapper method or local function.",
        cues: [["validation", "validate", "validates", "argument check", "exception"], ["deferred", "delay", "not until", "only when", "wrapper", "local function", "first movenext"]] },
      { point: "Each enumeration reruns the method body, and finally blocks run when the enumerator is disposed, for example at the end of foreach.",
        cues: [["rerun", "re-run", "runs again", "each enumeration", "every enumeration", "finally", "dispose", "disposes"]] },
      { point: "IAsyncEnumerable with await foreach is the async version for streaming data.",
        cues: [["iasyncenumerable", "await foreach", "async stream"]] }
    ],
    modelAnswer: "When a method contains yield return, the compiler turns it into an iterator: it generates a state machine class that implements IEnumerable and IEnumerator, and the body runs piece by piece. Each call to MoveNext runs until the next yield return and pauses there, so items are produced lazily, one at a time, which means you can stream a huge file or even an infinite sequence without holding it in memory. There are traps. Argument validation in an iterator is deferred until the first MoveNext, so a null argument exception shows up far from the call; the fix is a normal wrapper method that validates and then calls a private iterator or local function. Each enumeration reruns the body from scratch, and finally blocks in the iterator only run when the enumerator is disposed, which foreach does for you. For asynchronous streams, IAsyncEnumerable with await foreach gives the same model with awaits inside.",
    tags: ["iterators", "linq", "lazy evaluation"]
  },
  {
    id: "csharp-023",
    topic: "csharp",
    difficulty: "hard",
    kind: "concept",
    text: "How does the .NET garbage collector work? Explain generations, the large object heap and finalizers.",
    talkingPoints: [
      { point: "The GC is a tracing, mark and compact collector: it finds objects reachable from roots and reclaims the rest.",
        cues: [["root", "reachable", "mark", "trace", "tracing"]] },
      { point: "It is generational: new objects start in gen 0, survivors are promoted to gen 1 and gen 2, because most objects die young.",
        cues: [["generation", "gen 0", "gen0", "gen 1", "gen 2", "generational"], ["die young", "short-lived", "short lived", "promote", "promotes", "survive", "survives", "survivor"]] },
      { point: "Objects of 85,000 bytes or more go on the large object heap, which is collected with gen 2 and not compacted by default.",
        cues: [["large object heap", "loh", "large object", "85,000 bytes"], ["85,000", "gen 2", "not compacted", "compact", "compacted", "fragmentation"]] },
      { point: "Finalizers delay reclamation by at least one extra collection and run on a finalizer thread, so prefer IDisposable and SafeHandle.",
        cues: [["finalizer", "finaliser", "destructor", "finalization"], ["extra collection", "delay", "finalizer thread", "finalization queue", "survive", "survives", "safehandle", "dispose", "disposes"]] },
      { point: "Workstation versus server GC and background collection are configurable, and reducing allocations is the main way to reduce GC pauses.",
        cues: [["server gc", "workstation", "background gc", "concurrent", "pause", "pauses", "allocation", "allocations"]] }
    ],
    modelAnswer: "The .NET GC is a tracing collector: it starts from roots such as static fields and locals on thread stacks, marks every reachable object, then reclaims the rest and compacts the survivors. It is generational, because most objects die young: new objects go into gen 0, which is collected often and cheaply, survivors are promoted to gen 1 and then gen 2, which is collected rarely. Objects of 85,000 bytes or more go on the large object heap, which is logically part of gen 2 and is not compacted by default, so churning big arrays causes fragmentation; ArrayPool helps there. Objects with a finalizer survive at least one extra collection, because they are put on the finalization queue and run later on the finalizer thread, so you should rely on IDisposable and SafeHandle rather than writing finalizers. You can pick server GC or background GC, but the biggest lever for fewer pauses is reducing allocations.",
    tags: ["garbage collection", "memory", "runtime"]
  },
  {
    id: "csharp-024",
    topic: "csharp",
    difficulty: "hard",
    kind: "concept",
    text: "What are Span of T and Memory of T in .NET, and how do they help you write allocation-free code?",
    talkingPoints: [
      { point: "Span of T is a view over a contiguous region of memory, whether an array, a stack buffer or native memory, without copying.",
        cues: [["span"], ["view", "window", "slice", "slices", "contiguous", "without copying", "no copy"]] },
      { point: "Span is a ref struct that can only live on the stack, so it cannot be a field of a class, be boxed or be used across await.",
        cues: [["ref struct", "stack-only", "stack only", "only live on the stack"], ["field", "boxed", "await", "async", "heap", "lambda"]] },
      { point: "Memory of T is the heap-friendly counterpart that can be stored and used in async code, and you get a Span from it when needed.",
        cues: [["memory of t", "memory<t>", "memory type", "memory types", "memory"], ["async", "store", "stored", "field", "heap"]] },
      { point: "Slicing and parsing spans avoids substring and array allocations; stackalloc gives small buffers on the stack.",
        cues: [["stackalloc", "substring", "slicing", "slice", "parse", "parsing"]] },
      { point: "ArrayPool and the span-based APIs across the framework complement this to cut GC pressure.",
        cues: [["arraypool", "array pool", "pool", "pooling", "gc pressure", "fewer allocations"]] }
    ],
    modelAnswer: "Span of T is a lightweight view over a contiguous region of memory, such as part of an array, a stackalloc buffer or native memory, and slicing it never copies. It is a ref struct, meaning it can only live on the stack: it cannot be a field of a class, cannot be boxed, and cannot be held across an await or captured by a lambda, which is what lets it safely point into stack memory. Memory of T is the heap-friendly counterpart: it can be stored in fields and passed through async methods, and when you actually need to work on the data you ask it for a Span. The payoff is allocation-free code: parsing a header by slicing a span instead of calling Substring, or formatting into a stackalloc buffer, produces no garbage. Together with ArrayPool for renting large buffers and the span-based overloads across the framework, this greatly reduces GC pressure.",
    tags: ["span", "performance", "memory"]
  },
  {
    id: "csharp-025",
    topic: "csharp",
    difficulty: "hard",
    kind: "concept",
    text: "What tools does C# give you for thread safety, and how do you choose between lock, Interlocked, concurrent collections and SemaphoreSlim?",
    talkingPoints: [
      { point: "lock (a Monitor) gives mutual exclusion for a critical section; keep it short and lock on a private object.",
        cues: [["lock", "monitor"], ["mutual exclusion", "critical section", "one thread at a time", "private object", "short"]] },
      { point: "Interlocked performs single atomic operations like increment or compare-exchange without a lock.",
        cues: [["interlocked"], ["atomic", "increment", "compareexchange", "compare exchange", "compare exchanges", "without a lock", "lock-free"]] },
      { point: "Concurrent collections such as ConcurrentDictionary and ConcurrentQueue handle fine-grained synchronisation for you.",
        cues: [["concurrentdictionary", "concurrent dictionary", "concurrentqueue", "channels", "concurrent queue"]] },
      { point: "You cannot await inside a lock, so async code uses SemaphoreSlim with WaitAsync to limit concurrency.",
        cues: [["semaphoreslim", "semaphore", "semaphores"], ["await", "async", "waitasync"]] },
      { point: "Prefer immutability or avoiding shared state, and beware that compound operations on concurrent collections are not atomic together.",
        cues: [["immutable", "immutability", "no shared state", "avoid shared", "compound", "check then act", "getoradd"]] }
    ],
    modelAnswer: "The workhorse is the lock statement, which uses Monitor to give mutual exclusion over a critical section; I keep critical sections short and lock on a private object, never on this or a type. For a single counter or flag, Interlocked is better: Increment, Exchange and CompareExchange are atomic operations without a lock. For shared collections I use ConcurrentDictionary, ConcurrentQueue or Channels, which do fine-grained synchronisation internally. The catch with lock is that you cannot await inside it, so in async code I use SemaphoreSlim with WaitAsync, which also doubles as a way to limit concurrency, for example to ten parallel calls. Above all, the best option is to avoid shared mutable state or use immutable data. And remember that compound operations are not atomic even on a concurrent dictionary: check then act with ContainsKey then Add can still race, so use GetOrAdd or AddOrUpdate, keeping in mind the value factory may run more than once.",
    tags: ["concurrency", "threading", "synchronization"]
  },
  {
    id: "csharp-026",
    topic: "csharp",
    difficulty: "hard",
    kind: "concept",
    text: "What is the difference between Task and ValueTask, and when is ValueTask worth using?",
    talkingPoints: [
      { point: "Task is a class, so every returned task is a heap allocation unless it is cached.",
        cues: [["class", "reference type", "reference types", "heap"], ["allocation", "allocate", "allocates"]] },
      { point: "ValueTask is a struct that can wrap either a result directly or a Task, avoiding allocation when the method often completes synchronously.",
        cues: [["valuetask", "value task"], ["struct", "synchronous", "synchronously", "cache hit", "already complete", "no allocation"]] },
      { point: "A ValueTask must be awaited only once and not awaited concurrently, nor blocked on with .Result before completion.",
        cues: [["await", "awaited", "awaiting", "consume", "consumed"], ["once", "only one time", "single time", "twice", "concurrently", "more than once"]] },
      { point: "It can also be backed by a pooled IValueTaskSource for allocation-free asynchronous completions, as sockets and channels do.",
        cues: [["ivaluetasksource", "pooled", "pool", "socket", "channel"]] },
      { point: "Default to Task; use ValueTask only on hot paths after measuring.",
        cues: [["default", "hot path", "measure", "measures", "profile", "profiles", "benchmark"]] }
    ],
    modelAnswer: "Task is a class, so each returned task is a heap allocation, although the runtime caches a few common completed ones such as Task.CompletedTask. ValueTask is a struct that can hold either the result directly or a Task, so when a method often completes synchronously, say a read that is served from a buffer or a cache hit, it returns the value with no allocation at all. The price is stricter usage rules: a ValueTask must be awaited only once, never awaited concurrently, and you must not call .Result on it before it has completed; if you need any of that, convert it with AsTask. It can also be backed by a pooled IValueTaskSource, which is how sockets and channels achieve allocation-free asynchronous completions. My rule is to default to Task for APIs, and use ValueTask only on hot paths where profiling or a benchmark shows the allocations matter.",
    tags: ["async", "performance", "tasks"]
  },
  {
    id: "csharp-027",
    topic: "csharp",
    difficulty: "hard",
    kind: "concept",
    text: "Explain covariance and contravariance in C# generics, with the in and out keywords.",
    talkingPoints: [
      { point: "Covariance (out) lets you use a more derived type argument where a less derived one is expected, for outputs only.",
        cues: [["covariance", "covariant"], ["more derived", "return", "output", "produce", "produces"]] },
      { point: "IEnumerable of string can be used as IEnumerable of object because T only comes out of it.",
        cues: [["ienumerable"], ["string", "object", "derived", "base", "bases"]] },
      { point: "Contravariance (in) goes the other way, for inputs: an Action of object can be used as an Action of string.",
        cues: [["contravariance", "contravariant"], ["in keyword", "marked with in", "input", "consume", "consumes", "parameter", "action", "icomparer"]] },
      { point: "Variance only applies to generic interfaces and delegates with reference type arguments, not to classes or value types.",
        cues: [["interface", "interfaces", "delegate", "delegates"], ["reference type", "reference types", "not class", "not for class", "value type", "value types"]] },
      { point: "Arrays are unsafely covariant, which can throw ArrayTypeMismatchException at run time.",
        cues: [["array"], ["arraytypemismatchexception", "runtime", "run time", "unsafe", "broken"]] }
    ],
    modelAnswer: "Covariance, marked with out on the type parameter, lets you use a more derived type argument where a less derived one is expected, and it is only safe when T is returned, produced as output. That is why an IEnumerable of string can be passed where an IEnumerable of object is expected. Contravariance, marked with in, is the reverse and applies when T is only an input parameter: an Action of object can be used where an Action of string is needed, and likewise an IComparer of object, because anything that accepts any object accepts a string. Variance only works on generic interfaces and delegates, and only with reference type arguments, so List of T is not variant and IEnumerable of int does not convert to IEnumerable of object. Arrays are covariant in an unsafe way, so storing the wrong type throws ArrayTypeMismatchException at runtime.",
    tags: ["generics", "variance", "type system"]
  },
  {
    id: "csharp-028",
    topic: "csharp",
    difficulty: "hard",
    kind: "concept",
    text: "A .NET web service's memory keeps growing and CPU spikes under load. How would you investigate it?",
    talkingPoints: [
      { point: "Watch live runtime metrics with dotnet-counters or application monitoring: GC heap size, gen 2 collections, allocation rate, thread pool queue length.",
        cues: [["dotnet-counters", "dotnet counters", "counter", "metrics", "application insights", "opentelemetry", "monitoring"]] },
      { point: "Capture a memory dump (dotnet-dump or gcdump) and analyse what holds objects alive by looking at heap statistics and GC roots.",
        cues: [["dotnet-dump", "dotnet dump", "gcdump", "memory dump", "heap dump", "dump"], ["gcroot", "gc root", "root", "what holds", "retain", "heap statistics", "dumpheap"]] },
      { point: "Profile CPU with dotnet-trace, PerfView or a profiler to find hot methods.",
        cues: [["dotnet-trace", "dotnet trace", "perfview", "profiler", "visual studio profiler", "dottrace", "flame graph"]] },
      { point: "Typical leak causes are static caches without eviction, event handlers never unsubscribed, captured closures, and undisposed HttpClients or timers.",
        cues: [["static", "cache", "caches", "event handler", "unsubscribe", "unsubscribes", "httpclient", "timer", "closure", "closures"]] },
      { point: "Typical CPU causes are excessive allocations causing GC, sync-over-async thread pool starvation and inefficient queries; verify the fix with a load test.",
        cues: [["starvation", "sync over async", "allocation", "allocations", "load test", "benchmark", "n+1"]] }
    ],
    modelAnswer: "I would start with live metrics, using dotnet-counters or our monitoring dashboards: GC heap size, gen 2 collection count, allocation rate, CPU and thread pool queue length tell me quickly whether this is a leak, allocation churn or thread starvation. For the memory growth I take two memory dumps some minutes apart with dotnet-dump or dotnet-gcdump and compare heap statistics to see which types keep growing, then use gcroot on a few instances to see what holds them alive. For CPU I record a trace with dotnet-trace or PerfView and look at a flame graph of hot methods. Usual leak suspects are a static cache or dictionary without eviction, event handlers never unsubscribed, closures captured by long-lived objects, and timers or HttpClient instances that are never disposed. Usual CPU suspects are heavy allocation driving the GC, sync over async causing thread pool starvation, and N+1 database queries. After fixing, I confirm with a load test that memory plateaus.",
    tags: ["debugging", "performance", "tooling"]
  },
  {
    id: "csharp-029",
    topic: "csharp",
    difficulty: "hard",
    kind: "coding",
    text: "How would you build an asynchronous producer-consumer pipeline in modern C#, with back-pressure and cancellation?",
    talkingPoints: [
      { point: "Use System.Threading.Channels: producers write to a channel and consumers read with ReadAllAsync or WaitToReadAsync.",
        cues: [["channel"], ["writeasync", "readallasync", "waittoreadasync", "reader", "writer", "write", "writes", "read"]] },
      { point: "A bounded channel gives back-pressure: producers wait when it is full, with a configurable full mode.",
        cues: [["bounded", "capacity"], ["back-pressure", "backpressure", "full", "wait", "block", "drop"]] },
      { point: "Run a fixed number of consumer tasks to control parallelism and await them all with Task.WhenAll.",
        cues: [["whenall", "when all", "several consumer", "multiple consumer", "number of consumer", "parallelism", "degree of parallel"]] },
      { point: "Pass a CancellationToken through every async call for cooperative cancellation.",
        cues: [["cancellationtoken", "cancellation token", "cancellationtokensource", "token", "tokens"]] },
      { point: "Complete the writer to signal the end, and handle exceptions so a failing consumer does not silently stall the pipeline.",
        cues: [["complete", "completes", "completion", "trycomplete", "signal the end", "no more item"], ["writer", "exception", "end", "finish", "stall"]] }
    ],
    modelAnswer: "I would use System.Threading.Channels, which is built for exactly this. The producer writes items with WriteAsync on the channel's writer, and consumers loop over ReadAllAsync on the reader with await foreach. I create a bounded channel with a capacity, which gives back-pressure: when it is full, WriteAsync waits until a consumer frees a slot, or, depending on the full mode, drops items, so a fast producer cannot exhaust memory. To control parallelism I start a fixed number of consumer tasks, say four, and await them all with Task.WhenAll. Every async call takes a CancellationToken, so a shutdown request stops both sides cooperatively. When the producer is done it calls Complete on the writer, which signals the end so ReadAllAsync finishes once the channel drains; if something fails I complete the writer with the exception and make sure consumer exceptions are observed, so one failing consumer cannot silently stall the pipeline.",
    tags: ["async", "channels", "concurrency"]
  },
  {
    id: "csharp-030",
    topic: "csharp",
    difficulty: "hard",
    kind: "concept",
    text: "What are the common performance pitfalls with Entity Framework Core, and how do you avoid them?",
    talkingPoints: [
      { point: "The N+1 problem from lazy loading or querying in a loop; fix it with Include or a projection.",
        cues: [["n+1", "n plus one", "lazy loading", "query in a loop", "queries in a loop"], ["include", "includes", "projection", "eager", "select", "join"]] },
      { point: "Change tracking costs memory and time, so use AsNoTracking for read-only queries.",
        cues: [["asnotracking", "no tracking", "change tracking", "tracking"]] },
      { point: "Project only the columns you need with Select into DTOs instead of loading whole entities.",
        cues: [["select", "projection", "project"], ["column", "columns", "dto", "only what", "whole entity", "whole entities", "entire entities", "fields you need", "only the columns"]] },
      { point: "Filtering must happen in the database, so avoid client evaluation and calling AsEnumerable or ToList too early.",
        cues: [["client evaluation", "client-side", "in memory", "in-memory", "tolist too early", "too early", "asenumerable"]] },
      { point: "Check the generated SQL via logging, watch for cartesian explosion with multiple includes (split queries), and use batching or ExecuteUpdate for bulk changes.",
        cues: [["generated sql", "log", "logging", "cartesian", "split query", "split queries", "assplitquery", "executeupdate", "executedelete", "bulk", "batch"]] }
    ],
    modelAnswer: "The biggest one is the N+1 problem: loading a list of orders and then touching each order's lines triggers one extra query per row, either through lazy loading or by querying in a loop, so I load related data eagerly with Include or, better, with a Select projection. Second, change tracking costs memory and CPU, so for read-only queries I add AsNoTracking. Third, I project only the columns I need into a DTO with Select rather than materialising whole entities with every column. Fourth, filtering has to be translated to SQL and run in the database; calling AsEnumerable or ToList too early pulls the table into memory and filters on the client. Finally, I turn on logging to read the generated SQL, watch for cartesian explosion when several collection Includes are combined, where AsSplitQuery helps, and use ExecuteUpdate or ExecuteDelete for bulk changes instead of loading entities one by one.",
    tags: ["entity framework", "performance", "databases"]
  },
  {
    id: "csharp-031",
    topic: "csharp",
    difficulty: "hard",
    kind: "concept",
    text: "Which recent C# and .NET features have you found most useful, and what problems do they solve?",
    talkingPoints: [
      { point: "Primary constructors (C# 12) and required members reduce constructor boilerplate.",
        cues: [["primary constructor", "required member", "required keyword", "required property", "required properties"]] },
      { point: "Collection expressions with square brackets give one syntax to create arrays, lists and spans.",
        cues: [["collection expression", "square bracket", "spread"]] },
      { point: "Source generators move reflection work to compile time, for example in System.Text.Json and logging.",
        cues: [["source generator", "source-generated", "compile time", "compile-time"], ["reflection", "json", "logging", "regex"]] },
      { point: "Native AOT compiles ahead of time for fast startup and small memory, useful for containers and serverless, but restricts reflection.",
        cues: [["native aot", "ahead of time", "ahead-of-time", "aot"]] },
      { point: "Minimal APIs, built-in rate limiting and the yearly release cadence with LTS versions shape modern .NET services.",
        cues: [["minimal api", "rate limit", "lts", "long term support", "long-term support", "release cadence", "every november"]] }
    ],
    modelAnswer: "In the language, primary constructors from C# 12 and required members remove a lot of boilerplate: a service can declare its dependencies once in the class header, and a DTO can insist that certain properties are set. Collection expressions give a single square bracket syntax to create arrays, lists and spans, including a spread of another collection. On the platform side, source generators have been huge: they move reflection work to compile time, so System.Text.Json serialization, logging and Regex can be generated code, which is faster and trimming friendly. That enables Native AOT, which compiles the app ahead of time into a single native binary with fast startup and low memory, great for containers and serverless, at the cost of limits on reflection and dynamic code. For services, minimal APIs and built-in rate limiting are handy, and the yearly November release with an LTS version every two years makes upgrades predictable.",
    tags: ["modern csharp", "dotnet", "language features"]
  }
]
