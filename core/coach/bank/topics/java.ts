/** The Java questions of the built-in bank. */
import type { BankQuestion } from "../types.ts"

export const questions: ReadonlyArray<BankQuestion> = [
  {
    id: "java-001",
    topic: "java",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between the JDK, the JRE and the JVM?",
    talkingPoints: [
      { point: "The JVM is the virtual machine that loads and executes bytecode, with an implementation for each platform.",
        cues: [["jvm", "virtual machine"], ["bytecode", "byte code", ".class", "class file", "execute", "run"]] },
      { point: "The JRE is the runtime environment: a JVM plus the standard class libraries needed to run programs.",
        cues: [["jre", "runtime environment"], ["library", "libraries", "class libraries", "standard library", "run program", "run java program", "run application"]] },
      { point: "The JDK is the development kit: the runtime plus tools such as the javac compiler, jar and debuggers.",
        cues: [["jdk", "development kit"], ["javac", "compiler", "tool", "jshell", "jar", "debugger"]] },
      { point: "Compiling to platform-neutral bytecode is what makes Java write once, run anywhere.",
        cues: [["write once", "platform independent", "platform-independent", "portable", "portability", "any platform", "cross platform"]] },
      { point: "Since Java 11 there is no separate JRE download from Oracle; jlink builds trimmed custom runtimes instead.",
        cues: [["jlink", "java 11", "custom runtime", "no separate jre", "trimmed runtime"]] }
    ],
    modelAnswer: "The JVM, or Java Virtual Machine, is the engine that loads class files and executes their bytecode, interpreting it and compiling hot code to native instructions, and there is a JVM build for each operating system and CPU. The JRE, the Java Runtime Environment, is a JVM plus the standard class libraries, so it is everything you need to run Java programs. The JDK, the Java Development Kit, is the runtime plus the developer tools: the javac compiler, jar, jshell, debuggers and profilers. Because javac produces platform-neutral bytecode rather than native code, the same jar runs on any platform with a JVM, which is the write once, run anywhere idea. One modern detail: since Java 11 there is no separate JRE download from Oracle, and you use jlink to build a trimmed custom runtime for your application.",
    tags: ["jvm", "platform"]
  },
  {
    id: "java-002",
    topic: "java",
    difficulty: "easy",
    kind: "concept",
    text: "In Java, what is the difference between comparing two objects with double equals and with the equals method?",
    talkingPoints: [
      { point: "Double equals on objects compares references, meaning whether both point to the same object in memory.",
        cues: [["reference", "same object", "same instance", "memory address", "identity"]] },
      { point: "The equals method compares logical equality as defined by the class, and by default it falls back to reference comparison from Object.",
        cues: [["equals"], ["logical", "content", "value", "override", "overridden", "meaningful"]] },
      { point: "String literals are interned, so double equals can appear to work on strings by accident.",
        cues: [["intern", "interned", "string pool", "literal", "by accident", "happen to work"]] },
      { point: "Wrapper classes cache small values, so comparing Integer objects with double equals works for small numbers but fails beyond 127.",
        cues: [["integer", "wrapper", "box", "boxed"], ["cache", "caches", "cached", "127", "128", "small value", "small number"]] },
      { point: "Use Objects.equals to compare safely when either side might be null.",
        cues: [["objects.equals", "null safe", "null-safe", "nullpointerexception", "npe", "might be null"]] }
    ],
    modelAnswer: "For primitives, double equals compares values, but for objects it compares references: it is true only if both variables point to the same object in memory. The equals method is meant for logical equality, so String, Integer and well-written domain classes override it to compare content; if a class does not override it, equals falls back to the reference comparison inherited from Object. A classic trap is strings: literals are interned in the string pool, so double equals sometimes seems to work by accident and then fails for strings built at runtime. Another is boxed Integer objects, which are cached from minus 128 to 127, so double equals works for small numbers and silently fails for larger ones. I use Objects.equals when either side might be null, to avoid a NullPointerException.",
    tags: ["equality", "objects"]
  },
  {
    id: "java-003",
    topic: "java",
    difficulty: "easy",
    kind: "concept",
    text: "Why are Strings immutable in Java, and when would you use StringBuilder instead?",
    talkingPoints: [
      { point: "Immutable strings can be shared safely between threads without synchronization.",
        cues: [["thread", "concurrent", "synchronization", "synchronized"], ["safe", "share", "shared"]] },
      { point: "Immutability lets the JVM pool and reuse string literals in the string pool.",
        cues: [["string pool", "pool", "intern", "interned", "reuse literal"]] },
      { point: "Strings are safe as HashMap keys and can cache their hash code because their content never changes.",
        cues: [["hashcode", "hash code", "hash key", "map key", "hashmap key", "key in a map"]] },
      { point: "Immutability also protects security-sensitive values such as file paths or class names from being changed after validation.",
        cues: [["security", "secure", "validated", "validation", "tamper", "file path"]] },
      { point: "StringBuilder is a mutable buffer for building strings in loops; StringBuffer is its older synchronized variant.",
        cues: [["stringbuilder", "string builder", "stringbuffer"], ["loop", "buffer", "append", "repeated concatenation"]] }
    ],
    modelAnswer: "A Java String cannot change after it is created, and that buys several things. It is inherently thread-safe, so strings can be shared between threads with no synchronization. The JVM can keep literals in a string pool and let many references reuse one instance. A String is a reliable HashMap key, and it caches its hash code after the first computation because the content can never change. It also matters for security: a file path or class name that has been validated cannot be altered behind your back afterwards. The cost is that each concatenation creates a new object, so when I build a string in a loop I use StringBuilder, which is a mutable buffer I append to and convert once at the end. StringBuffer is the older synchronized version, rarely needed today.",
    tags: ["strings", "immutability"]
  },
  {
    id: "java-004",
    topic: "java",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between checked and unchecked exceptions in Java, and when would you use each?",
    talkingPoints: [
      { point: "Checked exceptions must be caught or declared with throws, and the compiler enforces this.",
        cues: [["checked"], ["compiler", "compile", "compile time", "must be caught", "declare", "throws", "catch or declare", "try catch"]] },
      { point: "Unchecked exceptions extend RuntimeException and need no declaration.",
        cues: [["unchecked", "runtimeexception", "runtime exception"], ["runtimeexception", "runtime exception", "don't need", "do not need", "need no", "no need", "not required", "don't have to"]] },
      { point: "Checked exceptions suit recoverable conditions outside the program's control, such as a missing file or a network failure.",
        cues: [["recover", "recoverable", "outside", "ioexception", "missing file", "network", "external"]] },
      { point: "Unchecked exceptions signal programming errors such as null dereferences or illegal arguments.",
        cues: [["programming error", "bug", "nullpointerexception", "illegalargumentexception", "illegal argument", "null pointer", "programmer error"]] },
      { point: "Errors such as OutOfMemoryError are a separate branch that applications should not normally catch.",
        cues: [["outofmemoryerror", "stackoverflowerror", "error class", "error subclass", "jvm error", "virtual machine error"]] }
    ],
    modelAnswer: "Checked exceptions, such as IOException, are ones the compiler forces you to handle: a method must either catch them or declare them in its throws clause. Unchecked exceptions extend RuntimeException and need no declaration at all. The guideline is that checked exceptions are for recoverable conditions outside the program's control, like a missing file or a failed network call, where the caller can reasonably retry or choose another path. Unchecked exceptions signal programming errors, such as a NullPointerException or an IllegalArgumentException from bad input to a method, which should be fixed rather than caught. Separately, Errors like OutOfMemoryError or StackOverflowError mean the JVM is in trouble, and application code should not normally catch them. In practice many modern APIs favour unchecked exceptions because checked ones are awkward in lambdas and streams.",
    tags: ["exceptions", "error-handling"]
  },
  {
    id: "java-005",
    topic: "java",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between an abstract class and an interface in Java, and how do you choose between them?",
    talkingPoints: [
      { point: "A class can implement many interfaces but extend only one abstract class.",
        cues: [["multiple", "many interface", "several interface", "only one", "single inheritance", "extend one"]] },
      { point: "An abstract class can hold instance state, constructors and fields of any visibility, while interface fields are only constants.",
        cues: [["state", "states", "field", "constructor", "instance variable"]] },
      { point: "Since Java 8 interfaces can have default and static methods, and since Java 9 private methods.",
        cues: [["default method", "default", "static method", "java 8"]] },
      { point: "Use an interface to define a capability or contract, and an abstract class to share common implementation and state among closely related classes.",
        cues: [["contract", "capability", "behaviour", "behavior", "role"], ["interface", "interfaces"]] }
    ],
    modelAnswer: "The biggest structural difference is inheritance: a class can implement many interfaces but can extend only one class, abstract or not. An abstract class can have state, meaning instance fields, constructors and methods of any visibility, while an interface cannot hold instance state and its fields are implicitly public static final constants. The line has blurred since Java 8, because interfaces can now include default methods and static methods, and since Java 9 private helper methods, so they can carry some behaviour. My rule of thumb is that an interface defines a contract or capability, like Comparable or a repository type, that unrelated classes can fulfil, while an abstract class is a partial implementation that closely related subclasses share, including common fields. I usually start with an interface and add an abstract base only when duplication appears.",
    tags: ["oop", "interfaces", "inheritance"]
  },
  {
    id: "java-006",
    topic: "java",
    difficulty: "easy",
    kind: "concept",
    text: "Explain the difference between final, finally and finalize in Java.",
    talkingPoints: [
      { point: "final on a variable means it can be assigned only once; on a method it cannot be overridden; on a class it cannot be subclassed.",
        cues: [["assigned once", "assign once", "reassign", "cannot be overridden", "can't be overridden", "cannot be extended", "can't be extended", "subclass"]] },
      { point: "A final reference does not make the object it points to immutable.",
        cues: [["object itself", "still mutable", "not immutable", "contents can change", "can still change", "can still be modified", "doesn't make"]] },
      { point: "finally is a block after try that always runs for cleanup, whether or not an exception was thrown.",
        cues: [["finally"], ["always", "regardless", "whether or not", "cleanup", "clean up"]] },
      { point: "finalize was a method the garbage collector might call before reclaiming an object; it is unreliable and deprecated.",
        cues: [["finalize"], ["deprecated", "unreliable", "garbage collector", "gc", "not guaranteed", "unpredictable"]] },
      { point: "Use try-with-resources or a Cleaner instead of finalize for releasing resources.",
        cues: [["try-with-resources", "try with resources", "cleaner", "autocloseable", "close method"]] }
    ],
    modelAnswer: "They only share a spelling. Final is a modifier: a final variable can be assigned only once, a final method cannot be overridden, and a final class cannot be subclassed, like String. Note that a final reference does not make the object immutable; the object itself can still be modified, you just cannot point the variable elsewhere. Finally is a block that follows try and always runs, whether or not an exception was thrown, so it is used for cleanup; only something like System.exit or a crashed JVM skips it. Finalize was a method on Object that the garbage collector might call before reclaiming an object, but timing was never guaranteed and it caused performance and security problems, so it is deprecated for removal. Instead I release resources with try-with-resources, or a Cleaner as a last-resort safety net.",
    tags: ["keywords", "exceptions", "resources"]
  },
  {
    id: "java-007",
    topic: "java",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between method overloading and method overriding in Java?",
    talkingPoints: [
      { point: "Overloading means several methods with the same name but different parameter lists, usually in the same class.",
        cues: [["overload", "overloading", "overloaded"], ["different parameter", "parameter list", "different argument", "different signature", "number of parameter", "type of parameter"]] },
      { point: "Overloads are chosen at compile time from the static types of the arguments.",
        cues: [["compile time", "compile-time", "static type", "static binding", "early binding", "at compilation"]] },
      { point: "Overriding means a subclass provides its own implementation of an inherited method with the same signature.",
        cues: [["override", "overriding", "overridden", "redefine"], ["subclass", "child class", "inherit", "same signature", "parent"]] },
      { point: "The overriding method is chosen at runtime from the object's actual type, which is dynamic dispatch or runtime polymorphism.",
        cues: [["override", "overriding", "overridden", "overrides", "dynamic dispatch", "dynamic binding", "late binding"], ["runtime", "run time", "dynamic dispatch", "dynamic binding", "late binding", "actual type"]] },
      { point: "An override cannot reduce visibility and may return a covariant type; static, private and final methods cannot be overridden, and @Override catches mistakes.",
        cues: [["override annotation", "covariant", "visibility", "cannot be overridden", "can't be overridden", "hiding"]] }
    ],
    modelAnswer: "Overloading means writing several methods with the same name but different parameter lists, like a print method that takes an int or a String. The compiler picks which overload to call at compile time, based on the static types of the arguments. Overriding happens across an inheritance hierarchy: a subclass redefines a method it inherited, with the same signature, to change its behaviour. Which version runs is decided at runtime by the actual type of the object, which is dynamic dispatch, the heart of runtime polymorphism. An override may not reduce visibility but may return a covariant, more specific type, and static, private and final methods cannot be overridden; a static method with the same signature merely hides the parent one. I always add the Override annotation, so the compiler catches a typo that would accidentally create an overload.",
    tags: ["oop", "polymorphism"]
  },
  {
    id: "java-008",
    topic: "java",
    difficulty: "easy",
    kind: "concept",
    text: "When would you use an ArrayList versus a LinkedList in Java?",
    talkingPoints: [
      { point: "ArrayList is backed by a resizable array, giving constant-time access by index and amortized constant-time appends.",
        cues: [["array"], ["index", "random access", "constant", "o(1)", "amortized", "amortised"]] },
      { point: "Inserting or removing in the middle of an ArrayList shifts elements, which costs linear time.",
        cues: [["insert", "insertion", "remove", "removed", "removing", "middle"], ["shift", "linear", "o(n)", "move element"]] },
      { point: "LinkedList is a doubly linked list: cheap insertion at the ends or at an iterator position, but linear access by index.",
        cues: [["doubly linked", "node", "nodes", "linked list", "linkedlist"], ["end", "iterator", "insert", "head", "tail", "index"]] },
      { point: "In practice ArrayList usually wins because of cache-friendly contiguous memory and lower per-element overhead.",
        cues: [["cache friendly", "cache-friendly", "contiguous", "locality", "per node", "node overhead", "extra pointer", "pointers"]] },
      { point: "For queue or stack use, ArrayDeque is usually better than LinkedList.",
        cues: [["arraydeque", "array deque", "deque"]] }
    ],
    modelAnswer: "ArrayList is backed by a resizable array, so reading by index is constant time and appending is amortized constant time, since the array only occasionally grows. Inserting or removing in the middle, though, has to shift every later element, which is linear. LinkedList is a doubly linked list of nodes, so adding or removing at the head, the tail, or at the current iterator position is constant time, but getting the element at an index means walking the nodes, which is linear. In practice ArrayList wins almost always: contiguous memory is cache friendly and each LinkedList node carries extra object overhead and two pointers. If I need a queue or a stack, I reach for ArrayDeque, which beats LinkedList for that job too.",
    tags: ["collections", "complexity"]
  },
  {
    id: "java-009",
    topic: "java",
    difficulty: "easy",
    kind: "concept",
    text: "What does the static keyword mean in Java when applied to fields, methods, blocks and nested classes?",
    talkingPoints: [
      { point: "A static field belongs to the class, so there is one copy shared by all instances.",
        cues: [["static field", "static variable", "class variable"], ["share", "shared", "one copy", "single copy", "all instance", "belong to the class", "belongs to the class"]] },
      { point: "A static method is called on the class and has no this, so it cannot access instance members directly.",
        cues: [["static method"], ["no this", "without an instance", "without an object", "instance member", "instance field", "cannot access", "can't access"]] },
      { point: "A static initializer block runs once when the class is initialized.",
        cues: [["static block", "static initializer", "initializer block", "initialization block"], ["once", "class is loaded", "class load", "initialized", "initialised"]] },
      { point: "A static nested class has no hidden reference to an outer instance, unlike an inner class.",
        cues: [["nested class", "inner class"], ["outer", "enclosing", "reference", "leak"]] },
      { point: "Heavy use of mutable static state acts like global variables, hurting testability and thread safety.",
        cues: [["global", "testability", "testable", "hard to test", "thread safe", "thread-safe", "mutable static"]] }
    ],
    modelAnswer: "Static means something belongs to the class rather than to any instance. A static field has a single copy shared by every instance, which suits counters or constants. A static method is called on the class itself and has no this reference, so it cannot access instance fields or methods without an object; utility methods like Math.max are the classic example. A static initializer block runs once when the class is first initialized, which is handy for setting up complex constants. A static nested class is just a class scoped inside another, with no hidden reference to an outer instance, whereas a non-static inner class holds one, which can cause memory leaks. The caveat is that mutable static state behaves like a global variable, making code hard to test and easy to break under concurrency.",
    tags: ["keywords", "classes"]
  },
  {
    id: "java-010",
    topic: "java",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between primitive types and their wrapper classes in Java, and what pitfalls does autoboxing bring?",
    talkingPoints: [
      { point: "Primitives such as int and double hold raw values, while wrappers such as Integer are objects that can be null.",
        cues: [["object", "reference type", "can be null", "nullable"], ["wrapper", "integer", "boxed"]] },
      { point: "Collections and generics work only with objects, so they need the wrapper types.",
        cues: [["collection", "generic", "list of integer", "arraylist"]] },
      { point: "Autoboxing and unboxing convert between the two automatically.",
        cues: [["autoboxing", "unboxing", "boxing"], ["automatic", "automatically", "convert", "conversion", "compiler insert"]] },
      { point: "Unboxing a null wrapper throws a NullPointerException.",
        cues: [["nullpointerexception", "null pointer", "npe"]] },
      { point: "Boxing in hot loops creates garbage and slows code, and comparing wrappers with double equals compares references.",
        cues: [["boxing", "box", "wrapper", "integer object"], ["loop", "performance", "garbage", "allocation", "overhead", "double equals"]] }
    ],
    modelAnswer: "Java has eight primitive types, like int, long, double and boolean, which hold raw values directly and cannot be null. Each has a wrapper class, such as Integer or Double, which is an object, so a wrapper can be null and can be used where objects are required. That matters because collections and generics only work with objects, so you write a List of Integer, never a List of int. Autoboxing and unboxing convert between the two automatically, which is convenient but hides some traps. Unboxing a null Integer throws a NullPointerException, for example when a map lookup misses. Boxing inside a hot loop allocates objects and creates garbage, which slows the code. And comparing two Integer objects with double equals compares references, which only appears to work for small cached values.",
    tags: ["types", "autoboxing"]
  },
  {
    id: "java-011",
    topic: "java",
    difficulty: "medium",
    kind: "concept",
    text: "What is the contract between equals and hashCode in Java, and what goes wrong if you break it?",
    talkingPoints: [
      { point: "If two objects are equal according to equals, they must return the same hashCode.",
        cues: [["same hash", "same hashcode", "equal hash", "equal hashcode", "identical hash", "must match"]] },
      { point: "Unequal objects may share a hash code, but fewer collisions mean better performance.",
        cues: [["collision", "unequal", "not equal", "different object", "may share", "can share"]] },
      { point: "Overriding equals without hashCode breaks hash-based collections: a HashSet can hold duplicates and a HashMap lookup can miss an existing key.",
        cues: [["hashset", "hashmap", "hash-based", "hash based", "set", "map"], ["duplicate", "miss", "can't find", "cannot find", "not found", "lookup fail", "null"]] },
      { point: "equals must be reflexive, symmetric, transitive, consistent, and return false for null.",
        cues: [["reflexive", "symmetric", "transitive", "consistent"]] },
      { point: "Base both methods on the same immutable fields, for example with Objects.hash, or let a record generate them.",
        cues: [["objects.hash", "objects.equals", "record", "ide generate", "lombok", "same field", "immutable field"]] }
    ],
    modelAnswer: "The core rule is that if two objects are equal according to equals, they must return the same hashCode. The reverse is not required: unequal objects may collide on the same hash, which is legal but hurts performance. Hash-based collections rely on that rule, because a HashMap first jumps to a bucket using the hash and only then calls equals. So if I override equals but not hashCode, two equal objects land in different buckets: a HashSet ends up holding duplicates, and a map lookup with an equal key returns null even though the entry exists. Equals itself must be reflexive, symmetric, transitive and consistent, and return false for null. I base both methods on the same fields, ideally immutable ones, using Objects.equals and Objects.hash, or I use a record, which generates both correctly.",
    tags: ["equality", "hashing", "collections"]
  },
  {
    id: "java-012",
    topic: "java",
    difficulty: "medium",
    kind: "concept",
    text: "How does a HashMap work internally in Java, and what changed in Java 8?",
    talkingPoints: [
      { point: "A HashMap is an array of buckets; the key's hashCode, with its high bits spread, picks the bucket index.",
        cues: [["bucket", "array", "table", "tables"], ["hashcode", "hash", "index"]] },
      { point: "Colliding entries in one bucket form a linked list, and equals finds the right key within it.",
        cues: [["collision", "collide", "collided", "same bucket"], ["linked list", "chain", "equals", "node", "nodes"]] },
      { point: "Since Java 8, a crowded bucket is converted into a balanced red-black tree, so the worst case becomes logarithmic.",
        cues: [["tree", "trees", "red-black", "red black", "treeify", "balanced"]] },
      { point: "When the size exceeds capacity times the load factor, 0.75 by default, the table doubles and entries are redistributed.",
        cues: [["load factor", "0.75", "resize", "resized", "rehash", "double", "doubled"]] },
      { point: "Average get and put are constant time; HashMap allows one null key and is not thread-safe.",
        cues: [["constant", "o(1)", "not thread safe", "not thread-safe", "null key", "concurrenthashmap"]] }
    ],
    modelAnswer: "A HashMap keeps an array of buckets. To store a key it calls hashCode, mixes the high bits into the low bits to spread values, and masks the result with the table size to get a bucket index. When different keys land in the same bucket, it is a collision, and the entries are chained as a linked list of nodes, with equals used to find the matching key. Java 8 added an important change: when one bucket grows beyond eight entries in a large enough table, it is converted into a red-black tree, so a flood of collisions degrades to logarithmic lookups rather than linear. When the number of entries exceeds capacity times the load factor, which defaults to 0.75, the table doubles in size and the entries are redistributed. On average get and put are constant time; one null key is allowed, and it is not thread-safe, so concurrent code should use ConcurrentHashMap.",
    tags: ["collections", "hashing", "internals"]
  },
  {
    id: "java-013",
    topic: "java",
    difficulty: "medium",
    kind: "concept",
    text: "Explain the difference between stack and heap memory in the JVM, and what errors you get when each runs out.",
    talkingPoints: [
      { point: "Each thread has its own stack of frames holding local variables, primitives and references, freed automatically when a method returns.",
        cues: [["stack"], ["each thread", "per thread", "own stack", "frame", "frames", "local variable", "method call"]] },
      { point: "Objects live on the heap, which all threads share and the garbage collector manages.",
        cues: [["heap"], ["object", "shared", "garbage collector", "gc"]] },
      { point: "Deep or infinite recursion exhausts the stack and throws StackOverflowError.",
        cues: [["stackoverflowerror", "stack overflow"], ["recursion", "recursive", "deep", "infinite"]] },
      { point: "Running out of heap throws OutOfMemoryError; heap size is set with -Xmx.",
        cues: [["outofmemoryerror", "out of memory", "oom"], ["heap", "xmx", "-xmx", "heap size", "maximum"]] },
      { point: "Class metadata lives in Metaspace, in native memory, which replaced PermGen in Java 8.",
        cues: [["metaspace", "permgen", "perm gen", "native memory"]] }
    ],
    modelAnswer: "Every thread gets its own stack, made of frames, one per method call, and each frame holds local variables: primitive values and references to objects. Stack memory is freed automatically the moment a method returns, so it needs no garbage collection. The objects themselves, including arrays, live on the heap, which is shared by all threads and managed by the garbage collector. When recursion is too deep, or infinite because of a missing base case, the stack overflows and you get a StackOverflowError. When the heap cannot satisfy an allocation even after collection, you get an OutOfMemoryError, and the maximum heap size is controlled with the Xmx flag. There is a third area worth mentioning: class metadata lives in Metaspace, in native memory, which replaced PermGen in Java 8, and too many loaded classes can exhaust it too.",
    tags: ["memory", "jvm"]
  },
  {
    id: "java-014",
    topic: "java",
    difficulty: "medium",
    kind: "concept",
    text: "How does garbage collection work in the JVM, and how would you choose between collectors like G1 and ZGC?",
    talkingPoints: [
      { point: "The collector frees objects that are no longer reachable from GC roots such as stack references and static fields.",
        cues: [["reachable", "unreachable", "gc root", "root", "no references", "no longer referenced"]] },
      { point: "Heaps are generational because most objects die young: frequent cheap minor collections clean the young generation and survivors are promoted to the old generation.",
        cues: [["generation", "generational", "young", "eden", "survivor", "old gen", "die young"]] },
      { point: "G1, the default collector, divides the heap into regions and aims to meet a configurable pause-time goal.",
        cues: [["g1", "garbage first", "garbage-first"], ["region", "pause", "default", "target"]] },
      { point: "ZGC and Shenandoah do most work concurrently for very short pauses, trading some throughput and CPU.",
        cues: [["zgc", "shenandoah", "z garbage"], ["concurrent", "low latency", "millisecond", "short pause", "pause", "latency"]] },
      { point: "The Parallel collector maximizes throughput for batch jobs, and the choice should be validated with GC logs and measurements.",
        cues: [["parallel collector", "parallel gc", "throughput", "batch", "gc log", "xlog", "load test"]] }
    ],
    modelAnswer: "The garbage collector treats anything reachable from GC roots, such as local variables on thread stacks and static fields, as live, and reclaims everything else. Most JVM collectors are generational because most objects die young: new objects go into the young generation, where cheap, frequent minor collections clear them out, and the few survivors are promoted to the old generation. G1 is the default collector: it splits the heap into regions and collects the regions with the most garbage first, trying to stay within a pause-time target you can configure. ZGC and Shenandoah do nearly all their work concurrently with the application, giving pauses of around a millisecond even on huge heaps, in exchange for some throughput and extra CPU. For batch jobs where only throughput matters, the Parallel collector can be best. Whatever I pick, I confirm it with GC logs and load tests rather than guessing.",
    tags: ["garbage-collection", "jvm", "performance"]
  },
  {
    id: "java-015",
    topic: "java",
    difficulty: "medium",
    kind: "concept",
    text: "What is type erasure in Java generics, and what limitations does it cause?",
    talkingPoints: [
      { point: "Generics are checked at compile time, then type parameters are erased to their bounds, usually Object, in the bytecode.",
        cues: [["erase", "erased", "erasure", "removed", "stripped"], ["compile", "compiler", "compilation", "bytecode", "their bound", "replaced with object"]] },
      { point: "At runtime the type arguments are gone, so a List of String and a List of Integer are the same class.",
        cues: [["runtime", "run time", "bytecode"], ["same class", "just a list", "raw list", "no idea", "doesn't know", "does not know", "gone", "same type"]] },
      { point: "Erasure kept binary compatibility with pre-generics code and raw types.",
        cues: [["backward", "backwards", "compatibility", "compatible", "legacy", "raw type", "pre-generics"]] },
      { point: "You cannot create new instances or arrays of a type parameter, or use instanceof with a parameterized type.",
        cues: [["new t", "instantiate", "generic array", "instanceof", "array of t"]] },
      { point: "Workarounds include passing a Class object as a type token, and the compiler inserts casts and bridge methods.",
        cues: [["class object", "type token", "class<t>", "class parameter", "bridge method", "cast"]] },
      { point: "Wildcards follow producer extends, consumer super for flexible APIs.",
        cues: [["pecs", "extends", "super", "wildcard"]] }
    ],
    modelAnswer: "Java generics exist mostly for the compiler. It checks the types at compile time and then erases the type parameters, replacing them with their bounds, usually Object, in the bytecode, so at runtime a List of String and a List of Integer are the same class. That design kept compatibility with legacy code and raw types from before Java 5. The cost is a set of limitations: you cannot write new T, cannot create a generic array, and cannot use instanceof with a parameterized type like List of String. The usual workaround is to pass a Class object as a type token, such as Class of T, and call its methods to create or check instances; behind the scenes the compiler also inserts casts and bridge methods. For flexible APIs I use wildcards with the PECS rule: producer extends, consumer super.",
    tags: ["generics", "type-system"]
  },
  {
    id: "java-016",
    topic: "java",
    difficulty: "medium",
    kind: "concept",
    text: "How do Java streams work, and what are the pitfalls of using them, including parallel streams?",
    talkingPoints: [
      { point: "A stream pipeline has a source, lazy intermediate operations like map and filter, and a terminal operation that triggers processing.",
        cues: [["intermediate", "terminal", "pipeline"], ["lazy", "lazily", "trigger", "map", "filter", "collect"]] },
      { point: "Elements flow through the pipeline one at a time, and short-circuiting operations like findFirst can stop early.",
        cues: [["short circuit", "short-circuit", "stop early", "findfirst", "anymatch", "limit", "one at a time"]] },
      { point: "A stream can be consumed only once, and lambdas should avoid side effects on shared state.",
        cues: [["only once", "consumed once", "single use", "reuse", "reused", "side effect", "shared state", "illegalstateexception"]] },
      { point: "Parallel streams use the common ForkJoinPool, so blocking work there starves other tasks, and small or ordered workloads often get slower.",
        cues: [["forkjoinpool", "fork join", "common pool"], ["blocking", "block", "starve", "slower", "overhead"]] },
      { point: "Deeply chained streams can be harder to debug than a simple loop.",
        cues: [["debug", "debugging", "stack trace", "plain loop", "simple loop", "for loop"]] }
    ],
    modelAnswer: "A stream is a pipeline: a source such as a collection, then intermediate operations like map and filter, then a terminal operation like collect or sum. Intermediate operations are lazy, so nothing happens until the terminal operation triggers processing. Elements then flow through the whole pipeline one at a time, which lets short-circuit operations like findFirst or anyMatch stop early without touching the rest. A stream can be consumed only once, and the lambdas should avoid side effects on shared state, like adding to an outside list, which breaks badly in parallel. Parallel streams run on the common ForkJoinPool, so blocking I/O in them starves every other parallel task in the JVM, and for small collections or ordered operations the coordination overhead often makes them slower. Finally, long chains are harder to debug, so sometimes a plain loop is clearer.",
    tags: ["streams", "functional", "concurrency"]
  },
  {
    id: "java-017",
    topic: "java",
    difficulty: "medium",
    kind: "concept",
    text: "What is Optional in Java for, and what are the right and wrong ways to use it?",
    talkingPoints: [
      { point: "Optional is a return type that makes possible absence of a value explicit instead of returning null.",
        cues: [["absence", "absent", "no value", "missing", "instead of null", "rather than null", "might not exist", "empty"]] },
      { point: "Consume it with map, flatMap, filter, orElse, orElseGet or orElseThrow rather than isPresent followed by get.",
        cues: [["orelse", "orelseget", "orelsethrow", "ifpresent", "flatmap"]] },
      { point: "orElse evaluates its argument eagerly, while orElseGet takes a supplier that runs only when needed.",
        cues: [["eager", "eagerly", "always evaluated", "lazy", "lazily", "supplier"]] },
      { point: "Avoid Optional for fields, method parameters and collection elements; return an empty collection instead of an Optional of a collection.",
        cues: [["field", "parameter", "argument", "collection", "serializable"]] },
      { point: "Calling get without checking just moves the NoSuchElementException problem around.",
        cues: [["calling get", "call get", "nosuchelementexception", "just get", "blindly"]] }
    ],
    modelAnswer: "Optional is meant as a return type that makes it explicit in the signature that a value may be absent, instead of returning null and hoping the caller checks. A repository's findById returning an Optional is the classic case. The right way to consume it is functional: map, flatMap and filter to transform it, then orElse, orElseGet or orElseThrow to get a result. There is a subtle difference: orElse evaluates its argument eagerly even when a value is present, while orElseGet takes a supplier that runs lazily, so expensive defaults belong in orElseGet. The wrong ways are using Optional for fields, method parameters or collection elements, where it adds overhead and is not serializable; an empty collection already expresses absence. And calling get without checking just swaps a NullPointerException for a NoSuchElementException.",
    tags: ["optional", "null-safety", "api-design"]
  },
  {
    id: "java-018",
    topic: "java",
    difficulty: "medium",
    kind: "coding",
    text: "How does try-with-resources work in Java, and why is it better than closing resources in a finally block?",
    talkingPoints: [
      { point: "Resources declared in the try header must implement AutoCloseable and are closed automatically when the block exits.",
        cues: [["autocloseable", "closeable"], ["automatic", "automatically", "closed", "close"]] },
      { point: "They are closed in reverse order of declaration, even when an exception is thrown.",
        cues: [["reverse order", "reverse", "reversed", "opposite order"]] },
      { point: "If closing also fails, that exception is attached as a suppressed exception instead of hiding the original one.",
        cues: [["suppressed", "getsuppressed", "suppress"], ["original", "hide", "mask", "lose", "lost"]] },
      { point: "Compared to nested finally blocks with null checks, it is shorter and much less error-prone.",
        cues: [["finally"], ["verbose", "boilerplate", "null check", "nested", "error prone", "error-prone", "easy to forget", "shorter"]] }
    ],
    modelAnswer: "In try-with-resources you declare resources in parentheses after try, such as a file reader and a database connection, and each must implement AutoCloseable. When the block exits, normally or through an exception, the resources are closed automatically, in the reverse order they were opened, so the connection opened last is closed first. The clever part is exception handling: if the body throws and then close also throws, the close failure is attached to the original as a suppressed exception, available through getSuppressed, rather than hiding the original error, which is exactly what a hand-written finally block tends to do. Compared to the old pattern of nested finally blocks with null checks, it is shorter and much less error-prone. Since Java 9 you can even list an existing effectively final variable in the header.",
    tags: ["resources", "exceptions"]
  },
  {
    id: "java-019",
    topic: "java",
    difficulty: "medium",
    kind: "concept",
    text: "What is the difference between synchronized and volatile in Java, and why is count plus plus on a volatile field still not thread-safe?",
    talkingPoints: [
      { point: "synchronized provides mutual exclusion, letting only one thread at a time into the block for a given monitor, as well as visibility.",
        cues: [["synchronized"], ["mutual exclusion", "one thread at a time", "only one thread", "lock", "monitor"]] },
      { point: "volatile guarantees that writes are visible to other threads and prevents reordering, but provides no locking.",
        cues: [["volatile"], ["visible", "visibility", "main memory", "latest value", "reorder", "reordering"]] },
      { point: "count++ is a read-modify-write sequence of three steps, so two threads can interleave and lose updates even on a volatile field.",
        cues: [["read-modify-write", "read modify write", "three step", "not atomic", "non-atomic", "lost update", "lose update", "interleave"]] },
      { point: "Use AtomicInteger or LongAdder, or a lock, for counters; volatile suits simple flags written by one thread.",
        cues: [["atomicinteger", "atomiclong", "longadder", "atomic"], ["counter", "increment", "instead", "fix"]] }
    ],
    modelAnswer: "Synchronized gives mutual exclusion: only one thread at a time can hold a given monitor lock, so a synchronized block runs atomically with respect to other blocks on the same lock, and releasing the lock also publishes its writes to the next thread that acquires it. Volatile is lighter: it guarantees that a write to the field is visible to every thread that reads it afterwards and prevents reordering around it, but it does no locking. That is why count plus plus on a volatile int is still broken: it is a read-modify-write of three steps, read, add one, write back, and two threads can interleave so one increment is lost. For counters I use AtomicInteger, which does the increment atomically with a compare-and-swap, or LongAdder under heavy contention. Volatile is ideal for a simple stop flag written by one thread and read by others.",
    tags: ["concurrency", "memory-model"]
  },
  {
    id: "java-020",
    topic: "java",
    difficulty: "medium",
    kind: "concept",
    text: "Why is ConcurrentHashMap usually preferred over Hashtable or Collections.synchronizedMap in concurrent code?",
    talkingPoints: [
      { point: "Hashtable and synchronizedMap guard every operation with one lock on the whole map, so threads contend.",
        cues: [["whole map", "entire map", "single lock", "one lock", "every method", "every operation"], ["lock", "contention", "contend", "bottleneck", "serialize", "serialized"]] },
      { point: "ConcurrentHashMap uses fine-grained locking per bucket with compare-and-swap, and reads take no lock at all.",
        cues: [["fine-grained", "per bucket", "per bin", "bucket level", "cas operation", "compare and swap", "lock-free", "segment"]] },
      { point: "It offers atomic compound operations like putIfAbsent, computeIfAbsent and merge, avoiding check-then-act races.",
        cues: [["putifabsent", "computeifabsent", "compute", "computed", "merge", "merged", "atomic"]] },
      { point: "Its iterators are weakly consistent and never throw ConcurrentModificationException.",
        cues: [["weakly consistent", "concurrentmodificationexception", "fail-safe", "fail safe", "iterator", "iteration"]] },
      { point: "It does not allow null keys or values.",
        cues: [["null"], ["key", "value", "not allow", "doesn't allow", "no null"]] }
    ],
    modelAnswer: "Hashtable and Collections.synchronizedMap make every operation take a single lock on the whole map, so under load threads queue up behind each other and the map becomes a bottleneck. ConcurrentHashMap uses fine-grained locking instead: since Java 8 it updates buckets with compare-and-swap and locks only an individual bin when needed, while reads take no lock at all, so many threads work in parallel. It also offers atomic compound operations like putIfAbsent, computeIfAbsent and merge, which matters because with a synchronized map a check-then-put sequence is still a race unless you lock externally. Its iterators are weakly consistent: they reflect some state of the map during iteration and never throw ConcurrentModificationException. One difference to remember is that it does not allow null keys or values, because null would be ambiguous between missing and present.",
    tags: ["concurrency", "collections"]
  },
  {
    id: "java-021",
    topic: "java",
    difficulty: "medium",
    kind: "design",
    text: "How would you configure a thread pool with ExecutorService for a Java service, and what mistakes do people make?",
    talkingPoints: [
      { point: "Pools reuse a fixed set of threads, avoiding the cost of creating a thread per task and bounding concurrency.",
        cues: [["reuse", "reused", "reusing", "creating a thread", "creation cost", "overhead", "bound concurrency", "limit concurrency"]] },
      { point: "Configure ThreadPoolExecutor explicitly: core and maximum size, a bounded queue and a rejection policy.",
        cues: [["threadpoolexecutor", "core size", "core pool", "maximum size", "max size", "bounded queue", "bounded queues", "rejection", "callerrunspolicy"]] },
      { point: "Factory pools like newFixedThreadPool use an unbounded queue that can grow until memory runs out.",
        cues: [["unbounded"], ["queue", "queues", "memory", "outofmemory", "grow"]] },
      { point: "Size CPU-bound pools near the core count and I/O-bound pools larger, based on how long tasks wait.",
        cues: [["cpu", "core", "processor"], ["i/o", "io bound", "io-bound", "waiting", "blocking", "larger", "bigger"]] },
      { point: "Always shut pools down, name threads, and handle exceptions from submitted tasks, which otherwise vanish into the Future.",
        cues: [["shutdown", "shut down", "awaittermination", "thread name", "swallowed", "future", "lost exception"]] }
    ],
    modelAnswer: "A thread pool reuses a fixed set of worker threads, which avoids the overhead of creating a thread per task and bounds how much work runs concurrently. Rather than the Executors factory methods, I usually build a ThreadPoolExecutor explicitly, choosing a core size, a maximum size, a bounded queue and a rejection policy such as CallerRunsPolicy for back pressure. That is because newFixedThreadPool uses an unbounded queue, so under overload tasks pile up until the service runs out of memory. For sizing, CPU-bound work needs roughly one thread per core, while I/O-bound work that spends most of its time waiting can use a much larger pool. Other common mistakes: never calling shutdown and awaitTermination, leaving threads unnamed so dumps are unreadable, and submitting tasks whose exceptions are swallowed inside a Future nobody checks. For blocking I/O on Java 21, virtual threads are often simpler.",
    tags: ["concurrency", "thread-pools"]
  },
  {
    id: "java-022",
    topic: "java",
    difficulty: "medium",
    kind: "coding",
    text: "How do you design an immutable class in Java, and why would you want one?",
    talkingPoints: [
      { point: "Make fields private and final, set them all in the constructor, and provide no setters.",
        cues: [["private final", "final field", "no setter", "without setter", "constructor"]] },
      { point: "Prevent subclassing by making the class final, so no subclass can add mutable behaviour.",
        cues: [["final class", "class final", "subclass", "extend", "private constructor"]] },
      { point: "Make defensive copies of mutable inputs and outputs such as lists and dates, for example with List.copyOf.",
        cues: [["defensive copy", "defensive copies", "copyof", "copy of", "unmodifiable"]] },
      { point: "Immutable objects are thread-safe without locks, safe as map keys and easy to cache and share.",
        cues: [["thread safe", "thread-safe", "map key", "hash key", "cache", "caches", "share freely", "no lock"]] },
      { point: "Records give concise immutable carriers, but their immutability is shallow if a component is a mutable object.",
        cues: [["record"], ["shallow", "mutable component", "component", "concise"]] }
    ],
    modelAnswer: "I make every field private and final, initialize all of them in the constructor, and provide no setters; any change returns a new instance, like the with methods on java.time types. I declare the class final, or give it a private constructor with a factory, so no subclass can add mutable behaviour. The subtle part is mutable components: if the constructor receives a list or a Date, I take a defensive copy, with List.copyOf for example, and I never hand out the internal collection, only an unmodifiable view or copy. The payoff is big: immutable objects are thread-safe with no locks, work reliably as map keys, and can be cached and shared freely. Records now give a concise way to declare such carriers, but their immutability is shallow, so a record holding an ArrayList component still needs a defensive copy in its compact constructor.",
    tags: ["immutability", "class-design"]
  },
  {
    id: "java-023",
    topic: "java",
    difficulty: "medium",
    kind: "concept",
    text: "Which features from recent Java versions, such as 17 and 21, do you use, and what problems do they solve?",
    talkingPoints: [
      { point: "Records declare immutable data carriers with generated constructor, accessors, equals, hashCode and toString.",
        cues: [["record"], ["data carrier", "data class", "boilerplate", "equals", "accessor", "immutable"]] },
      { point: "Sealed classes and interfaces restrict which types may extend them, modelling closed hierarchies.",
        cues: [["sealed", "permits", "closed hierarchy", "closed set", "restrict which"]] },
      { point: "Pattern matching for instanceof and switch, including record patterns, removes casts and lets the compiler check exhaustiveness.",
        cues: [["pattern matching", "record pattern", "switch expression", "instanceof"], ["cast", "exhaustive", "exhaustiveness", "deconstruct"]] },
      { point: "Virtual threads in Java 21 make cheap blocking concurrency possible at large scale.",
        cues: [["virtual thread", "loom", "lightweight thread", "green thread"]] },
      { point: "Text blocks, var for local type inference and sequenced collections also reduce boilerplate.",
        cues: [["text block", "var", "sequenced collection", "local variable type inference"]] }
    ],
    modelAnswer: "Records are the one I use most: a single line declares an immutable data carrier and the compiler generates the constructor, accessors, equals, hashCode and toString, which kills a lot of boilerplate for DTOs and value objects. Sealed classes and interfaces, with a permits clause, restrict which types may extend them, so I can model a closed set of variants, like the possible results of a payment. They pair with pattern matching for instanceof and switch, and record patterns in Java 21, which deconstruct objects without casts and let the compiler check that a switch is exhaustive over a sealed hierarchy. Java 21 also delivered virtual threads, which make blocking, thread-per-request code scale to huge numbers of concurrent tasks. Smaller wins are text blocks for multi-line strings, var for local variable type inference, and sequenced collections with getFirst and getLast.",
    tags: ["modern-java", "records", "language-features"]
  },
  {
    id: "java-024",
    topic: "java",
    difficulty: "hard",
    kind: "concept",
    text: "What is the Java Memory Model, and what does the happens-before relationship guarantee?",
    talkingPoints: [
      { point: "Without synchronization, one thread may never see another thread's writes, or may see them in a different order, because of CPU caches and compiler reordering.",
        cues: [["cache", "caches", "cached", "reorder", "reordering", "register"], ["see", "visible", "visibility", "stale", "order"]] },
      { point: "Happens-before means the effects of one action are guaranteed visible to, and ordered before, another.",
        cues: [["happens-before", "happens before"], ["visible", "visibility", "ordered", "see"]] },
      { point: "Edges are created by unlocking a monitor before a later lock, writing a volatile before a later read, starting a thread, and joining a thread.",
        cues: [["unlock", "monitor", "volatile write", "volatile", "thread.start", "thread start", "join"]] },
      { point: "A data race is two unsynchronized accesses to the same variable, at least one a write, and such programs can behave surprisingly.",
        cues: [["data race", "race condition", "race"]] },
      { point: "Final fields get special safe-publication guarantees after the constructor finishes, provided this does not escape.",
        cues: [["final field", "safe publication", "safely published", "publish", "escape"]] }
    ],
    modelAnswer: "The Java Memory Model defines when a write by one thread is guaranteed to be seen by another. Without synchronization there is no such guarantee: values can sit in CPU caches or registers, and the compiler and processor can reorder instructions, so a thread may see stale values or see writes in a surprising order. The model expresses guarantees through happens-before: if action A happens-before action B, then A's effects are visible to B and ordered before it. The main edges are unlocking a monitor before a later lock of it, a volatile write before a later read of it, Thread.start before the new thread runs, and a thread's work before join returns. Two accesses to the same variable, at least one a write, with no happens-before between them form a data race. Final fields get a special guarantee: once the constructor completes, other threads see them correctly, as long as this did not escape during construction.",
    tags: ["concurrency", "memory-model", "internals"]
  },
  {
    id: "java-025",
    topic: "java",
    difficulty: "hard",
    kind: "concept",
    text: "What are virtual threads in Java 21, how do they work, and when should you not expect them to help?",
    talkingPoints: [
      { point: "Virtual threads are lightweight threads managed by the JVM rather than the operating system, so you can run millions of them.",
        cues: [["lightweight", "cheap", "million", "managed by the jvm", "not os thread", "not an os thread"]] },
      { point: "They are mounted on a small pool of carrier platform threads, and a blocking call unmounts the virtual thread so the carrier can run another.",
        cues: [["carrier", "platform thread", "mount", "unmount", "mounted", "unmounted"]] },
      { point: "This lets simple blocking thread-per-request code scale like asynchronous code, without callbacks or reactive chains.",
        cues: [["thread-per-request", "thread per request", "blocking code", "simple code", "synchronous style"], ["scale", "reactive", "callback", "async", "asynchronous"]] },
      { point: "They do not speed up CPU-bound work, because the number of cores is unchanged.",
        cues: [["cpu-bound", "cpu bound", "cpu intensive", "computation", "compute", "computed"]] },
      { point: "Pitfalls include pinning inside synchronized blocks in older releases, pooling them unnecessarily, and heavy ThreadLocal use; limit access to scarce resources with a semaphore.",
        cues: [["pinning", "pinned", "pin", "threadlocal", "thread local", "semaphore", "don't pool", "do not pool"]] }
    ],
    modelAnswer: "Virtual threads, final in Java 21, are lightweight threads managed by the JVM rather than the operating system, so creating one costs about as much as a small object and an application can run millions of them. The JVM mounts them on a small pool of carrier platform threads. When a virtual thread makes a blocking call such as a socket read, it is unmounted and its stack is parked on the heap, freeing the carrier to run another one. The result is that plain blocking, thread-per-request code scales the way asynchronous code does, without callbacks or reactive chains, and stack traces and debuggers still make sense. They will not help CPU-bound work, though, because you still have the same number of cores. Pitfalls: pinning, where blocking inside synchronized held the carrier before Java 24; pooling them, which is pointless; heavy ThreadLocal caches multiplied by millions; and no natural limit on concurrency, so I protect a database with a semaphore.",
    tags: ["concurrency", "virtual-threads", "modern-java"]
  },
  {
    id: "java-026",
    topic: "java",
    difficulty: "hard",
    kind: "concept",
    text: "How does class loading work in the JVM, and why would an application ever use a custom class loader?",
    talkingPoints: [
      { point: "Classes are loaded lazily, then linked, which means verified, prepared and resolved, and then initialized by running static initializers.",
        cues: [["load", "loading"], ["link", "linking", "verify", "verification", "initialize", "initialization", "initialise"]] },
      { point: "Loaders form a hierarchy of bootstrap, platform and application class loaders.",
        cues: [["bootstrap", "platform class loader", "application class loader", "system class loader", "extension"]] },
      { point: "The parent delegation model asks the parent loader first, so core classes cannot be replaced.",
        cues: [["delegation", "delegate", "parent first", "ask the parent", "asks its parent"]] },
      { point: "A class's identity includes its loader, so the same class loaded twice gives ClassCastException between them.",
        cues: [["identity", "same class", "different loader", "two loader", "classcastexception"]] },
      { point: "Custom loaders enable plugins, hot reloading and isolation in application servers, but leaked loaders cause Metaspace leaks.",
        cues: [["plugin", "hot reload", "hot swap", "isolation", "isolate", "application server", "app server"], ["custom", "own loader", "separate loader", "leak", "metaspace"]] }
    ],
    modelAnswer: "The JVM loads a class lazily, the first time it is actively used. Loading reads the bytecode; linking then verifies it is safe, prepares static fields with default values and resolves symbolic references; finally initialization runs the static initializers. Loaders form a hierarchy: the bootstrap loader for core classes, the platform class loader, and the application class loader for your classpath. They follow parent delegation: a loader asks its parent first and only loads the class itself if the parent cannot, which stops anyone replacing java.lang.String. A class's runtime identity is its name plus its loader, so the same class loaded by two different loaders gives a ClassCastException between them. Custom loaders are useful for plugin systems, hot reload in development, and isolation of applications in application servers, but if anything keeps a reference to a custom loader, all its classes stay in Metaspace and you get a leak on redeploy.",
    tags: ["jvm", "class-loading", "internals"]
  },
  {
    id: "java-027",
    topic: "java",
    difficulty: "hard",
    kind: "concept",
    text: "A Java service's memory keeps growing until it crashes with OutOfMemoryError. How do you find and fix the leak?",
    talkingPoints: [
      { point: "First confirm a leak: GC logs or metrics show the heap after full collections rising steadily rather than a spike in load.",
        cues: [["gc log", "metrics", "after gc", "after full gc", "old generation", "baseline", "keeps rising", "steadily"]] },
      { point: "Capture a heap dump, for example with HeapDumpOnOutOfMemoryError or jcmd.",
        cues: [["heap dump", "heapdump", "jcmd", "jmap", "heapdumponoutofmemoryerror"]] },
      { point: "Analyze the dump in a tool such as Eclipse MAT, looking at the dominator tree, retained sizes and paths to GC roots.",
        cues: [["eclipse mat", "memory analyzer", "mat", "visualvm", "jprofiler", "yourkit"], ["dominator", "retained", "gc root", "path", "biggest", "largest"]] },
      { point: "Typical culprits are static collections, caches without eviction, unregistered listeners, ThreadLocals in pooled threads and unclosed resources.",
        cues: [["static collection", "static map", "static list", "cache", "caches", "listener", "threadlocal", "thread local", "unclosed"]] },
      { point: "Fix by bounding caches, removing references, or using weak references, and then verify with a load test.",
        cues: [["bound", "bounded", "eviction", "evict", "weak reference", "weakhashmap", "remove the reference", "load test"]] }
    ],
    modelAnswer: "First I confirm it is a leak rather than an undersized heap: in the GC logs or metrics, if the heap remaining after full collections keeps rising steadily over hours, something is holding objects. Next I capture a heap dump, ideally automatically with the HeapDumpOnOutOfMemoryError flag, or on demand with jcmd GC.heap_dump while memory is high. I open the dump in Eclipse MAT and look at the dominator tree and retained sizes to find which objects keep the most memory alive, then follow their path to GC roots to see who references them. The usual culprits are a static map used as a cache, caches without eviction, event listeners that are never unregistered, ThreadLocals left set on pooled threads, and unclosed resources. The fix is to bound the cache with eviction, remove the reference at the right time, or use weak references, and I verify with a load test that the heap now plateaus.",
    tags: ["memory", "debugging", "jvm"]
  },
  {
    id: "java-028",
    topic: "java",
    difficulty: "hard",
    kind: "concept",
    text: "How does the JIT compiler in the JVM optimize code at runtime, and how does that affect benchmarking?",
    talkingPoints: [
      { point: "The JVM starts by interpreting bytecode and profiles which methods and loops are hot.",
        cues: [["interpret", "interpreted", "interpreter"], ["hot", "profile", "profiling", "frequent", "count"]] },
      { point: "Tiered compilation first compiles hot code quickly with C1, then recompiles the hottest code with the optimizing C2 compiler.",
        cues: [["tiered", "c1", "c2", "graal"]] },
      { point: "Optimizations include inlining, escape analysis that avoids heap allocation, loop unrolling and devirtualizing calls based on observed types.",
        cues: [["inline", "inlining", "escape analysis", "loop unrolling", "devirtualize", "devirtualizing", "dead code"]] },
      { point: "Optimizations rest on speculative assumptions and are deoptimized when those assumptions break.",
        cues: [["deoptimize", "deoptimizes", "deoptimization", "deopt", "speculative", "speculate", "assumption"]] },
      { point: "Benchmarks need warm-up and protection from dead-code elimination, which is why JMH exists.",
        cues: [["jmh", "warm-up", "warmup", "warm up", "microbenchmark"]] }
    ],
    modelAnswer: "The JVM starts by interpreting bytecode while profiling it, counting method calls and loop iterations and recording which types actually show up at each call site. With tiered compilation, hot methods are first compiled quickly by the C1 compiler, and the hottest code is later recompiled by C2, which optimizes aggressively using the profile. Typical optimizations are inlining small methods, escape analysis that removes allocations for objects that never leave a method, loop unrolling, and devirtualizing interface calls when only one implementation has been seen. Many of these are speculative assumptions, so if a new subclass gets loaded or a rare branch starts being taken, the JVM deoptimizes back to the interpreter and recompiles later. For benchmarking this means the first seconds are unrepresentative and naive loops may be optimized away entirely, so I use JMH, which handles warm-up, forking and dead code elimination properly.",
    tags: ["jvm", "performance", "jit"]
  },
  {
    id: "java-029",
    topic: "java",
    difficulty: "hard",
    kind: "coding",
    text: "How would you use CompletableFuture to call three independent services in parallel, combine their results, and handle failures and timeouts?",
    talkingPoints: [
      { point: "Start each call with supplyAsync so they run concurrently instead of one after another.",
        cues: [["supplyasync", "runasync", "async"], ["parallel", "concurrently", "same time", "at once", "independent"]] },
      { point: "Pass a dedicated executor for blocking I/O rather than relying on the common ForkJoinPool.",
        cues: [["executor", "thread pool", "own pool", "dedicated pool"], ["forkjoinpool", "common pool", "blocking", "default"]] },
      { point: "Combine results with thenCombine or allOf followed by join, and chain dependent calls with thenCompose instead of thenApply.",
        cues: [["allof", "thencombine", "thencompose", "join"]] },
      { point: "Handle failures with exceptionally or handle, for example returning a fallback value.",
        cues: [["exceptionally", "handle method", "whencomplete", "fallback", "default value"]] },
      { point: "Use orTimeout or completeOnTimeout so a slow service cannot hang the whole request.",
        cues: [["ortimeout", "completeontimeout", "per-call timeout", "timeout on each", "time limit"]] }
    ],
    modelAnswer: "I would start each call with supplyAsync, which returns immediately, so the three requests run concurrently and the total latency is roughly that of the slowest rather than the sum. Because the calls block on I/O, I pass my own executor, a dedicated thread pool, instead of relying on the default common ForkJoinPool, which is sized for CPU work and shared by the whole JVM. Then I wait for all three with allOf and read each result with join, or for two futures I use thenCombine to merge them directly; if one call depended on another's result I would chain it with thenCompose, which flattens the nested future. For failures I attach exceptionally or handle to each future to supply a fallback value, such as an empty recommendation list, so one failing service does not fail the page. And I put orTimeout or completeOnTimeout on each call so a hung service cannot block the request forever.",
    tags: ["concurrency", "async", "completablefuture"]
  },
  {
    id: "java-030",
    topic: "java",
    difficulty: "hard",
    kind: "concept",
    text: "What causes a deadlock in a Java application, how would you detect one in production, and how do you prevent it?",
    talkingPoints: [
      { point: "A deadlock happens when threads each hold a lock while waiting for a lock held by another, forming a cycle.",
        cues: [["hold", "holding", "held"], ["waiting", "wait", "cycle", "cycles", "circular", "each other"]] },
      { point: "The necessary conditions are mutual exclusion, hold and wait, no preemption and circular wait.",
        cues: [["mutual exclusion", "hold and wait", "no preemption", "circular wait", "coffman"]] },
      { point: "A thread dump from jstack or jcmd reports Java-level deadlocks and shows which threads wait on which locks.",
        cues: [["thread dump", "jstack", "jcmd", "threadmxbean", "finddeadlockedthreads", "visualvm", "jconsole"]] },
      { point: "Prevent it by always acquiring locks in a consistent global order.",
        cues: [["order", "ordering", "same sequence"], ["consistent", "global", "always", "same", "fixed"]] },
      { point: "Use tryLock with a timeout, keep lock scopes small, avoid calling foreign code while holding a lock, or use higher-level concurrency utilities.",
        cues: [["trylock", "try lock", "timeout", "smaller scope", "small scope", "alien method", "foreign code", "higher-level"]] }
    ],
    modelAnswer: "A deadlock happens when threads each hold a lock while waiting for a lock that another holds, so they wait on each other in a cycle forever, like one transfer locking account A then B while another locks B then A. It needs four conditions together: mutual exclusion, hold and wait, no preemption and circular wait. In production the quickest detection is a thread dump with jstack or jcmd Thread.print: the JVM reports a found Java-level deadlock and shows which thread holds and which waits on each lock; ThreadMXBean can also detect it programmatically for a health check. The main prevention is to acquire locks in a consistent global order, such as always by account id, which breaks the circular wait. Other defences are tryLock with a timeout, keeping lock scopes small, never calling foreign code while holding a lock, and using higher-level utilities like concurrent collections instead of hand-rolled locking.",
    tags: ["concurrency", "debugging", "locks"]
  },
  {
    id: "java-031",
    topic: "java",
    difficulty: "hard",
    kind: "coding",
    text: "How would you implement a thread-safe, lazily initialized singleton in Java, and which approach do you prefer?",
    talkingPoints: [
      { point: "The initialization-on-demand holder idiom uses a static nested class, relying on the JVM's thread-safe, lazy class initialization.",
        cues: [["holder", "nested class", "inner static class", "static inner class"], ["lazy", "lazily", "class initialization", "class loading", "class is loaded", "first use", "thread safe", "thread-safe"]] },
      { point: "Double-checked locking works only if the instance field is volatile; otherwise a thread can see a partially constructed object.",
        cues: [["double-checked", "double checked"], ["volatile", "partially constructed", "half constructed", "reorder"]] },
      { point: "A single-element enum is the simplest and also resists reflection and serialization attacks.",
        cues: [["enum"], ["serialization", "serialisation", "reflection", "simplest", "bloch", "effective java"]] },
      { point: "Synchronizing the whole getInstance method is correct but adds lock cost on every call.",
        cues: [["synchronized method", "synchronize the whole", "synchronizing the whole", "every call", "each call", "lock cost", "contention"]] },
      { point: "Singletons are global state, so dependency injection with a single scoped instance is often better for testability.",
        cues: [["dependency injection", "di container", "spring", "testability", "testable", "global state", "hard to test", "mock"]] }
    ],
    modelAnswer: "My preferred approach is the holder idiom: a private static nested class holds a static final instance. The JVM initializes that holder class only on first use, and class initialization is guaranteed thread-safe, so I get lazy creation with no locking code at all. Double-checked locking also works, but only if the instance field is volatile; without volatile, reordering can let another thread see a partially constructed object. A single-element enum is the simplest option of all and, as Effective Java points out, it also survives serialization and reflection attacks, though it cannot extend a class. Simply making getInstance synchronized is correct but pays a lock cost on every call. Honestly, I try not to hand-roll singletons, because they are global state that is hard to test; with dependency injection, such as a Spring singleton bean, I get one instance and can still swap in a mock.",
    tags: ["design-patterns", "concurrency", "singleton"]
  }
]
