/** The OOPs questions of the built-in bank. */
import type { BankQuestion } from "../types.ts"

export const questions: ReadonlyArray<BankQuestion> = [
  {
    id: "oops-001",
    topic: "oops",
    difficulty: "easy",
    kind: "concept",
    text: "What are the four pillars of object-oriented programming? Give a short explanation of each.",
    talkingPoints: [
      { point: "Encapsulation bundles data with the methods that work on it and hides the internal state.",
        cues: [["encapsulation", "encapsulate", "encapsulating"], ["hide", "hiding", "private", "bundle", "bundling", "together", "internal state"]] },
      { point: "Abstraction exposes only the essential behaviour and hides implementation detail.",
        cues: [["abstraction", "abstract"], ["essential", "what it does", "what an object does", "detail", "complexity", "relevant", "simple interface"]] },
      { point: "Inheritance lets a class reuse and extend the behaviour of a parent class, modelling an is-a relationship.",
        cues: [["inheritance", "inherit", "subclass", "child class", "derived class", "extend"], ["reuse", "reused", "parent", "base class", "superclass", "is-a", "is a"]] },
      { point: "Polymorphism lets one interface take many forms, so the same call behaves according to the actual object.",
        cues: [["polymorphism", "polymorphic"], ["many forms", "same interface", "same method", "same call", "overriding", "overloading", "different behaviour", "depending on"]] }
    ],
    modelAnswer: "The four pillars are encapsulation, abstraction, inheritance and polymorphism. Encapsulation means bundling an object's data with the methods that work on it and hiding the internal state behind a controlled interface, usually with private fields. Abstraction means exposing only the essential behaviour and hiding implementation detail, so a caller thinks about what an object does, not how it does it. Inheritance lets a subclass reuse and extend the behaviour of a parent class, modelling an is-a relationship such as a Dog being an Animal. Polymorphism means one interface with many forms: the same method call behaves differently depending on the actual object, through overriding at runtime or overloading at compile time.",
    tags: ["fundamentals", "pillars"]
  },
  {
    id: "oops-002",
    topic: "oops",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between a class and an object?",
    talkingPoints: [
      { point: "A class is a blueprint or template that defines the fields and methods its objects will have.",
        cues: [["class"], ["blueprint", "template", "definition", "specification", "describe", "describes", "describing", "cookie cutter"]] },
      { point: "An object is a concrete instance created from a class at runtime.",
        cues: [["object"], ["instance", "instantiate", "instantiating", "concrete", "created from", "new keyword"]] },
      { point: "Each object has its own state, its own copy of the instance fields, while the methods are shared.",
        cues: [["own state", "own copy", "own value", "own data", "separate state", "own field", "independent state"]] },
      { point: "Memory for per-object data is allocated when an object is created, not when the class is defined.",
        cues: [["memory", "allocate", "allocated", "allocating", "allocation", "heap"]] }
    ],
    modelAnswer: "A class is a blueprint: it describes the fields an object will have and the methods that act on them, but it is only a definition. An object is a concrete instance created from that class at runtime, for example with the new keyword. Each object has its own state, its own copy of the instance fields, so two Car objects can have different colours while sharing the same methods. Defining a class does not allocate memory for per-object data; memory is allocated on the heap, or on the stack in C++, each time an object is created. So one class can produce many objects.",
    tags: ["fundamentals", "classes"]
  },
  {
    id: "oops-003",
    topic: "oops",
    difficulty: "easy",
    kind: "concept",
    text: "What is encapsulation, and why does it matter in practice?",
    talkingPoints: [
      { point: "Encapsulation bundles data and the methods that operate on it into one unit.",
        cues: [["bundle", "bundling", "together", "single unit", "one unit", "wrap", "wrapping"]] },
      { point: "Fields are kept private and reached only through methods such as getters, setters or domain operations.",
        cues: [["private", "hidden", "hide", "hiding", "restrict"], ["method", "getter", "setter", "public interface", "accessor"]] },
      { point: "The class can validate every change and protect its invariants, so it never ends up in an invalid state.",
        cues: [["invariant", "validate", "validation", "valid state", "invalid state", "consistent", "negative balance"]] },
      { point: "The internal representation can change without breaking the code that uses the class.",
        cues: [["change", "changing", "swap", "refactor", "modify"], ["without breaking", "without affecting", "caller", "client", "code that uses", "outside code"]] }
    ],
    modelAnswer: "Encapsulation means bundling an object's data and the methods that operate on it into one unit, and controlling how the outside world reaches that data. In practice I keep fields private and expose a small set of methods, such as getters or a deposit method, instead of letting callers write the fields directly. That matters because the class can validate every change and protect its invariants, so a bank account can never end up with a negative balance by accident. It also means I can change the internal representation, say from a list to a map, without breaking any caller, because callers only depend on the public interface. It reduces coupling and makes bugs easier to localise.",
    tags: ["encapsulation", "fundamentals"]
  },
  {
    id: "oops-004",
    topic: "oops",
    difficulty: "easy",
    kind: "concept",
    text: "What is inheritance, and what types of inheritance are there?",
    talkingPoints: [
      { point: "A derived class acquires the fields and methods of a base class, reusing its code in an is-a relationship.",
        cues: [["derived", "subclass", "child class", "extend", "inherit", "acquire", "acquired"], ["base class", "parent", "superclass", "reuse", "reused", "is-a", "is a"]] },
      { point: "Single inheritance is one class deriving from one parent.",
        cues: [["single inheritance", "single", "one parent", "one base"]] },
      { point: "Multilevel inheritance is a chain, where a class derives from a class that is itself derived.",
        cues: [["multilevel", "multi-level", "chain", "grandparent"]] },
      { point: "Hierarchical inheritance is several classes sharing one parent.",
        cues: [["hierarchical", "several child", "many child", "multiple child", "sibling", "share one parent", "sharing one parent"]] },
      { point: "Multiple inheritance is one class with several parents; C++ allows it, while Java and C# allow it only through interfaces.",
        cues: [["multiple inheritance", "multiple parent", "several parent", "more than one parent", "two parent", "multiple base"]] }
    ],
    modelAnswer: "Inheritance lets a derived class acquire the fields and methods of a base class, so it can reuse that code and add or override behaviour; it models an is-a relationship, like a Dog is an Animal. The usual types are these. Single inheritance is one child from one parent. Multilevel inheritance is a chain, where C extends B and B extends A, so A is effectively a grandparent. Hierarchical inheritance is several child classes sharing one parent, such as Circle and Square both extending Shape. Multiple inheritance is one class with more than one parent; C++ supports it directly, while Java and C# allow it only through interfaces. Hybrid inheritance is a mix of these.",
    tags: ["inheritance", "fundamentals"]
  },
  {
    id: "oops-005",
    topic: "oops",
    difficulty: "easy",
    kind: "concept",
    text: "What is polymorphism? Explain the difference between compile-time and runtime polymorphism.",
    talkingPoints: [
      { point: "Polymorphism means one interface with many forms: the same call behaves according to the type it acts on.",
        cues: [["many forms", "same interface", "one interface", "same name", "same call", "different behaviour", "different behavior", "different type"]] },
      { point: "Compile-time or static polymorphism is overloading (and templates), resolved by the compiler from the signature.",
        cues: [["compile time", "compile-time", "static", "early binding"], ["overload", "overloading", "signature", "parameter", "template", "generic"]] },
      { point: "Runtime or dynamic polymorphism is overriding, where the call is dispatched on the actual object type.",
        cues: [["runtime", "run time", "run-time", "dynamic", "late binding"], ["overriding", "override", "overridden", "actual object", "actual type", "virtual"]] },
      { point: "Runtime polymorphism works through a base-type reference that points to a subclass object.",
        cues: [["base type", "base class reference", "base reference", "parent reference", "base pointer", "parent type", "superclass reference", "interface type"]] }
    ],
    modelAnswer: "Polymorphism means one interface, many forms: the same method call can do different things depending on the type it acts on. Compile-time, or static, polymorphism is mainly method overloading: several methods share a name but differ in their parameters, and the compiler picks one from the signature; operator overloading and templates are also static. Runtime, or dynamic, polymorphism is method overriding: a subclass overrides a method, and the call is dispatched on the actual object type while the program runs. For example, I can hold a Circle in a Shape variable, a base type, and calling draw runs Circle's version. That is what lets code written against a base type work with subclasses added later.",
    tags: ["polymorphism", "fundamentals"]
  },
  {
    id: "oops-006",
    topic: "oops",
    difficulty: "easy",
    kind: "concept",
    text: "What is abstraction in object-oriented programming, and how is it different from encapsulation?",
    talkingPoints: [
      { point: "Abstraction exposes only the essential operations and hides the complexity of how they are carried out.",
        cues: [["essential", "what it does", "what an object does", "complexity", "relevant", "implementation detail", "hide the detail"]] },
      { point: "It is achieved with abstract classes and interfaces that define a contract without the implementation.",
        cues: [["abstract class", "interface", "interfaces", "contract"]] },
      { point: "Encapsulation is about bundling the data with its methods and protecting that state with access control.",
        cues: [["encapsulation", "encapsulate"], ["data", "state", "states", "field", "access", "private"]] },
      { point: "Abstraction is the outside view of what a caller sees; encapsulation is the inside view of how the details are protected.",
        cues: [["abstraction"], ["outside view", "outside", "design level", "caller", "what to show", "user view"]] }
    ],
    modelAnswer: "Abstraction means exposing only the essential operations and hiding the complexity of how they are carried out. When I call sort on a list or drive a car with a pedal, I care what it does, not the implementation detail. In code we get abstraction through abstract classes and interfaces that define a contract without the implementation. Encapsulation is related but different: it is about bundling the data with its methods and protecting that state with access modifiers like private. A simple way to put it is that abstraction is the outside view, deciding what a caller should see, while encapsulation is the inside view, making sure the hidden details really cannot be touched. They usually work together.",
    tags: ["abstraction", "encapsulation"]
  },
  {
    id: "oops-007",
    topic: "oops",
    difficulty: "easy",
    kind: "concept",
    text: "What is a constructor, and what kinds of constructors are there?",
    talkingPoints: [
      { point: "A constructor is a special method that runs when an object is created, to initialise its state.",
        cues: [["initialise", "initialize", "initialising", "initializing", "set up", "initial value", "initial state"]] },
      { point: "In Java, C++ and C# it has the same name as the class and no return type.",
        cues: [["same name", "named after", "no return type", "no return value", "does not return"]] },
      { point: "A default constructor takes no arguments and is generated when you write none.",
        cues: [["default", "no-argument", "no argument", "no-arg", "parameterless", "without argument", "without parameter"]] },
      { point: "A parameterised constructor takes arguments so the caller sets the state at creation.",
        cues: [["parameterised", "parameterized", "with argument", "take argument", "takes argument", "with parameter"]] },
      { point: "C++ has a copy constructor that builds an object as a copy of another of the same type.",
        cues: [["copy constructor", "copy of another", "copy from"]] },
      { point: "Constructors can be overloaded and can call one another (this or super), known as chaining.",
        cues: [["overload", "overloading", "overloaded", "chain", "chaining", "call another constructor", "super"]] }
    ],
    modelAnswer: "A constructor is a special method that runs automatically when an object is created, and its job is to initialise the object's state so it starts valid. In Java, C++ and C# it has the same name as the class and no return type. The default constructor takes no arguments; the compiler generates one if you write none. A parameterised constructor takes arguments, so the caller can set fields at creation, like new Point(3, 4). C++ also has a copy constructor, which builds a new object as a copy of another object of the same type. Constructors can be overloaded, and one can call another through this or super, which is called constructor chaining.",
    tags: ["constructors", "fundamentals"]
  },
  {
    id: "oops-008",
    topic: "oops",
    difficulty: "easy",
    kind: "concept",
    text: "Explain the access modifiers public, private and protected, and when you would use each.",
    talkingPoints: [
      { point: "Public members can be used from anywhere and form the class's intended interface.",
        cues: [["public"], ["anywhere", "any code", "everyone", "any class", "outside"]] },
      { point: "Private members are visible only inside the class itself and are the default choice for fields.",
        cues: [["private"], ["inside the class", "within the class", "same class", "class itself", "only the class"]] },
      { point: "Protected members are visible to the class and its subclasses (and in Java to the same package).",
        cues: [["protected"], ["subclass", "derived", "child", "inherit", "package", "packages"]] },
      { point: "Java's package-private default and C#'s internal restrict access to a package or assembly.",
        cues: [["package-private", "package private", "default access", "internal", "assembly", "same package"]] },
      { point: "Start with the most restrictive access and widen it only when there is a real need.",
        cues: [["most restrictive", "least privilege", "as private as possible", "restrictive", "minimum", "minimal", "only when needed"]] }
    ],
    modelAnswer: "Access modifiers control who can see a class member. Public members can be used from anywhere, so I reserve public for the methods that form the class's intended interface. Private members are visible only inside the class itself, which is my default for fields and helper methods. Protected members are visible to the class and its subclasses, and in Java to the same package too, so I use protected for hooks that a derived class is meant to override. Java also has package-private, the default when you write nothing, and C# has internal, which limits access to the same assembly. My rule is to start with the most restrictive access and widen it only when there is a real need, because anything public becomes a promise.",
    tags: ["access-modifiers", "encapsulation"]
  },
  {
    id: "oops-009",
    topic: "oops",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between method overloading and method overriding?",
    talkingPoints: [
      { point: "Overloading is several methods with the same name but different parameter lists.",
        cues: [["overloading", "overload", "overloaded"], ["different parameter", "different argument", "different signature", "parameter list", "number of parameter", "type of parameter"]] },
      { point: "Overloads are chosen by the compiler, so overloading is resolved at compile time.",
        cues: [["overload", "overloading"], ["compile time", "compile-time", "static", "compiler", "early binding"]] },
      { point: "Overriding is a subclass replacing a parent method's implementation with the same signature.",
        cues: [["overriding", "override", "overridden"], ["subclass", "child class", "derived", "same signature"]] },
      { point: "Overriding is resolved at runtime from the actual object type.",
        cues: [["overriding", "override", "overridden"], ["runtime", "run time", "dynamic", "late binding", "actual object"]] },
      { point: "Overriding has rules: no weaker visibility, same or covariant return type, and private, static or final methods cannot be overridden.",
        cues: [["visibility", "weaker access", "covariant", "return type", "final", "static", "private"]] }
    ],
    modelAnswer: "Overloading means several methods in the same class share a name but have different parameter lists, like add with two ints and add with two doubles. The compiler chooses which overload to call from the argument types, so overloading is resolved at compile time. Overriding is when a subclass provides its own implementation of a method the parent already declares, with the same signature. Overriding is resolved at runtime: the version that runs depends on the actual object, not the declared reference type. There are rules for overriding too: you cannot reduce visibility, the return type must be the same or covariant, and private, static or final methods cannot be overridden. In short, overloading is a convenience, overriding is polymorphism.",
    tags: ["polymorphism", "overloading", "overriding"]
  },
  {
    id: "oops-010",
    topic: "oops",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between static members and instance members of a class?",
    talkingPoints: [
      { point: "Instance members belong to each object, and every object has its own copy of instance fields.",
        cues: [["instance"], ["each object", "own copy", "per object", "every object", "its own"]] },
      { point: "Static members belong to the class itself, with one copy shared by all instances.",
        cues: [["static"], ["class itself", "belong to the class", "shared", "one copy", "single copy", "all instances", "all object"]] },
      { point: "A static method is called through the class without an object and cannot use this or instance fields directly.",
        cues: [["without an object", "without creating", "without an instance", "class name", "no this", "cannot use this", "cannot access instance"]] },
      { point: "Static suits constants, counters and utility or factory methods.",
        cues: [["constant", "counter", "utility", "helper", "factory"]] },
      { point: "Overusing static mutable state acts like global state: hard to test and unsafe across threads.",
        cues: [["global state", "global variable", "hard to test", "testing", "mock", "thread safety", "synchronisation", "synchronization"]] }
    ],
    modelAnswer: "Instance members belong to each object: every object gets its own copy of instance fields, so two accounts have separate balances. Static members belong to the class itself, so there is one copy shared by all instances. A static method can be called through the class name without an object, and because there is no this, it cannot touch instance fields directly. I use static for constants, counters such as how many objects were created, and utility or factory methods like Math.max. I am careful not to overuse static mutable fields, because they act like global state, make code hard to test, and need synchronisation when several threads touch them.",
    tags: ["static", "fundamentals"]
  },
  {
    id: "oops-011",
    topic: "oops",
    difficulty: "medium",
    kind: "concept",
    text: "When would you choose an abstract class over an interface, and when the other way round?",
    talkingPoints: [
      { point: "An abstract class can hold state, constructors and partly implemented methods.",
        cues: [["abstract class"], ["state", "states", "field", "constructor", "partial", "partly", "shared code", "implementation"]] },
      { point: "In Java and C# a class can implement many interfaces but extend only one class.",
        cues: [["many interfaces", "multiple interfaces", "several interfaces", "more than one interface", "only one class", "one base class", "extend one"]] },
      { point: "An interface describes a capability or contract that unrelated classes can fulfil.",
        cues: [["contract", "capability", "can-do", "role", "ability"]] },
      { point: "Modern interfaces can have default methods but still no instance state.",
        cues: [["default method", "default implementation"]] },
      { point: "Start with an interface for the public type and add an abstract base class when implementations share common code.",
        cues: [["share code", "shared code", "common code", "code reuse", "reuse", "reused", "template method"]] }
    ],
    modelAnswer: "I use an interface to describe a capability or contract, like Comparable or Serializable, that unrelated classes can promise to fulfil. I use an abstract class when closely related classes share real state and code: an abstract class can have fields, constructors and partly implemented methods. A big practical difference is that in Java and C# a class can implement many interfaces but extend only one class, so interfaces keep my options open. Since Java 8, interfaces can have default methods, but they still cannot hold instance state. So my rule is to start with an interface for the public type, and add an abstract base class underneath when several implementations share common code, for example a template method that fixes the steps of an algorithm.",
    tags: ["interfaces", "abstract-classes", "abstraction"]
  },
  {
    id: "oops-012",
    topic: "oops",
    difficulty: "medium",
    kind: "concept",
    text: "Why do many engineers say you should favour composition over inheritance?",
    talkingPoints: [
      { point: "Inheritance couples a subclass tightly to its parent's implementation, so base changes can break it (the fragile base class problem).",
        cues: [["tight coupling", "tightly", "coupling", "couple", "fragile", "ripple", "brittle", "rigid", "hard to change", "deep hierarchy", "deep hierarchies"]] },
      { point: "A subclass inherits the whole parent interface, even methods that make no sense for it.",
        cues: [["whole", "every method", "all the method", "unwanted", "make no sense", "does not fit", "expose"]] },
      { point: "Composition holds other objects and delegates to them, a has-a relationship that exposes only what it chooses.",
        cues: [["has-a", "has a", "delegate", "delegates", "delegation", "hold", "holds", "wrap", "combine behaviour", "combine behaviours", "combine behavior", "combine behaviors"]] },
      { point: "Composed collaborators can be swapped at runtime or replaced with mocks in tests.",
        cues: [["swap", "swapped", "swapping", "replace", "replaced", "plug in", "inject", "injected", "mock", "mocks"], ["runtime", "run time", "test", "tests", "testing", "mock", "mocks", "at will", "dynamically"]] },
      { point: "Inheritance is still right for a genuine is-a relationship where the subclass can substitute for the parent.",
        cues: [["is-a", "is a", "genuine", "substitute", "substituted", "substitutable", "liskov"]] }
    ],
    modelAnswer: "Inheritance couples a subclass tightly to its parent's implementation, so a change in the base class can break subclasses that relied on its internals; that is the fragile base class problem. It also forces the subclass to expose the whole parent interface, even methods that make no sense, like Java's Stack inheriting insert-at-index from Vector. With composition, an object holds other objects and delegates work to them, a has-a relationship, so it exposes only what it chooses. Because the collaborator is just a field, I can swap it at runtime or inject a mock in tests, and combine behaviours without a deep class tree. I still use inheritance when there is a genuine is-a relationship and the subclass can be substituted anywhere the parent is expected.",
    tags: ["composition", "inheritance", "design"]
  },
  {
    id: "oops-013",
    topic: "oops",
    difficulty: "medium",
    kind: "concept",
    text: "What is the diamond problem in multiple inheritance, and how do different languages deal with it?",
    talkingPoints: [
      { point: "When a class inherits from two classes that share a base, calls to a member both override are ambiguous and the base may be duplicated.",
        cues: [["ambiguous", "ambiguity", "which version", "two copies", "duplicate", "conflict"]] },
      { point: "C++ uses virtual inheritance to keep a single shared base, and explicit qualification or overriding to resolve ambiguity.",
        cues: [["virtual inheritance", "virtual base"]] },
      { point: "Java and C# avoid it for state by allowing only single class inheritance.",
        cues: [["single class inheritance", "only one class", "one superclass", "single inheritance", "no multiple inheritance"]] },
      { point: "When two interfaces provide the same default method, Java forces the class to override it and choose explicitly.",
        cues: [["default method"], ["override", "overriding", "must implement", "explicitly", "interface.super"]] },
      { point: "Python linearises the hierarchy with C3 into a method resolution order.",
        cues: [["mro", "method resolution order", "c3", "linearization", "linearisation", "linearise", "linearize"]] }
    ],
    modelAnswer: "The diamond problem appears when class D inherits from B and C, and both inherit from A. If B and C both override a method from A, a call on D is ambiguous, and in C++ D would also contain two copies of A's fields. C++ removes the duplicate by declaring B and C with virtual inheritance, so there is one shared A, and you resolve the ambiguity by overriding in D or qualifying the call. Java and C# avoid the problem for state by allowing single class inheritance only. If two interfaces supply the same default method, Java forces the class to override it explicitly and pick one with Interface.super. Python linearises the hierarchy with the C3 algorithm into a method resolution order, so super calls follow one predictable chain.",
    tags: ["inheritance", "multiple-inheritance"]
  },
  {
    id: "oops-014",
    topic: "oops",
    difficulty: "medium",
    kind: "concept",
    text: "Walk me through the SOLID principles, a sentence or two on each.",
    talkingPoints: [
      { point: "Single responsibility: a class should have only one reason to change.",
        cues: [["single responsibility", "one reason to change", "one responsibility", "one job"]] },
      { point: "Open/closed: code should be open for extension but closed for modification.",
        cues: [["open for extension", "closed for modification", "open closed", "open/closed", "without modifying"]] },
      { point: "Liskov substitution: a subtype must be usable wherever its base type is expected.",
        cues: [["liskov", "substitutable", "substitute", "substitution"]] },
      { point: "Interface segregation: prefer small, client-specific interfaces over one fat interface.",
        cues: [["interface segregation", "small interfaces", "smaller interfaces", "fat interface", "focused interfaces", "methods they never use"]] },
      { point: "Dependency inversion: high-level code depends on abstractions, not on concrete low-level classes.",
        cues: [["dependency inversion", "depend on abstraction", "depend on abstractions", "not on concrete", "concretion"]] }
    ],
    modelAnswer: "S is the single responsibility principle: a class should have one reason to change, so report formatting and report storage live in different classes. O is open/closed: modules should be open for extension but closed for modification, so I add a new payment type by adding a class, not by editing a switch statement. L is Liskov substitution: a subtype must be usable anywhere its base type is expected without surprising the caller. I is interface segregation: prefer several small interfaces so clients do not depend on methods they never use. D is dependency inversion: high-level code should depend on abstractions, such as a Repository interface, rather than on concrete classes, which is what makes dependency injection and testing easy.",
    tags: ["solid", "design-principles"]
  },
  {
    id: "oops-015",
    topic: "oops",
    difficulty: "medium",
    kind: "concept",
    text: "Explain the Liskov substitution principle and give an example of code that violates it.",
    talkingPoints: [
      { point: "Objects of a subtype must be replaceable for the base type without breaking the program.",
        cues: [["substitute", "substituted", "substitutable", "replace", "replaced", "replaceable", "in place of", "anywhere"]] },
      { point: "The subclass must keep the base contract: no stronger preconditions, no weaker postconditions, invariants preserved.",
        cues: [["precondition", "postcondition", "invariant", "contract", "promise"]] },
      { point: "The classic violation is Square extending Rectangle, where setting the width also changes the height.",
        cues: [["square"], ["rectangle"]] },
      { point: "Warning signs include overrides that throw UnsupportedOperationException and callers that need instanceof checks.",
        cues: [["unsupportedoperationexception", "not supported", "instanceof", "type check", "empty override"]] },
      { point: "The fix is to rethink the hierarchy, for example separate types behind a common interface or immutable shapes.",
        cues: [["rethink", "redesign", "separate", "common interface", "immutable", "composition"]] }
    ],
    modelAnswer: "Liskov substitution says that if S is a subtype of T, I should be able to substitute an S anywhere a T is expected without breaking the program. That means the subclass must keep the base class contract: it cannot demand stronger preconditions, cannot weaken the postconditions, and must preserve the invariants. The classic violation is Square extending Rectangle. A caller sets the width to 5 and the height to 4 and expects an area of 20, but the Square keeps its sides equal and returns 16. Other warning signs are overrides that throw UnsupportedOperationException, or callers that need instanceof checks. The fix is to rethink the hierarchy: make Square and Rectangle separate types behind a common Shape interface, or make them immutable so the setter problem disappears.",
    tags: ["solid", "liskov", "inheritance"]
  },
  {
    id: "oops-016",
    topic: "oops",
    difficulty: "medium",
    kind: "concept",
    text: "What is the difference between a shallow copy and a deep copy of an object?",
    talkingPoints: [
      { point: "A shallow copy duplicates the top-level object but shares the objects it references.",
        cues: [["shallow"], ["share", "shared", "same reference", "references", "point to the same", "same object"]] },
      { point: "A deep copy recursively duplicates everything reachable, so the copies are independent.",
        cues: [["deep"], ["recursive", "recursively", "independent", "everything", "nested", "whole graph"]] },
      { point: "With a shallow copy, modifying a nested object through one copy changes the other as well.",
        cues: [["modify", "modifying", "mutate", "mutating", "changing", "affect", "visible"]] },
      { point: "Deep copies cost more time and memory and must handle cycles; immutable parts can be shared safely.",
        cues: [["cost", "expensive", "slower", "cycle", "cycles", "circular"]] },
      { point: "Language tools differ: Java clone is shallow, so copy constructors are common; Python has copy.deepcopy; JavaScript has structuredClone.",
        cues: [["clone", "copy constructor", "deepcopy", "structuredclone", "copy module"]] }
    ],
    modelAnswer: "A shallow copy creates a new top-level object but copies only the references inside it, so the copy and the original share the same nested objects. A deep copy recursively duplicates everything the object refers to, so the two are fully independent. The classic bug with a shallow copy is that modifying a nested list through the copy also changes the original, because both point to the same object. Deep copies cost more time and memory, and they have to handle cycles in the object graph, though immutable parts such as strings can be shared safely. In Java the built-in clone is shallow by default, so I usually write a copy constructor; in Python I use copy.deepcopy, and in JavaScript structuredClone.",
    tags: ["copying", "references"]
  },
  {
    id: "oops-017",
    topic: "oops",
    difficulty: "medium",
    kind: "concept",
    text: "What do coupling and cohesion mean, and what should you aim for?",
    talkingPoints: [
      { point: "Coupling is how much one module depends on the internals of other modules.",
        cues: [["coupling", "coupled"], ["depend", "depends", "dependency", "rely", "internals", "know about"]] },
      { point: "Cohesion is how closely the responsibilities inside one module belong together.",
        cues: [["cohesion", "cohesive"], ["belong together", "related", "focused", "single purpose", "one purpose"]] },
      { point: "The goal is low coupling and high cohesion.",
        cues: [["low coupling", "loose coupling", "loosely coupled"], ["high cohesion", "highly cohesive", "cohesive"]] },
      { point: "That keeps changes local and makes modules easier to test and reuse in isolation.",
        cues: [["local", "ripple", "rippling", "isolation", "isolated", "reuse", "reused"]] },
      { point: "Techniques include depending on interfaces, injecting dependencies, using events, and splitting classes that do too much.",
        cues: [["interface", "interfaces", "injection", "inject", "event", "split", "extract"]] }
    ],
    modelAnswer: "Coupling measures how much one module depends on the internals of other modules; if changing class A forces changes in B and C, they are tightly coupled. Cohesion measures how closely the responsibilities inside one module are related: a cohesive class has one focused purpose. The goal is low coupling and high cohesion. That way a change stays local instead of rippling through the system, and each module is easier to test and reuse in isolation. To lower coupling I depend on small interfaces, pass dependencies in through constructor injection, or publish events, and to raise cohesion I split a class that mixes unrelated jobs, like one that both validates orders and sends email.",
    tags: ["design-principles", "coupling", "cohesion"]
  },
  {
    id: "oops-018",
    topic: "oops",
    difficulty: "medium",
    kind: "concept",
    text: "Explain association, aggregation and composition, and how they differ from each other.",
    talkingPoints: [
      { point: "Association is the general relationship where one object uses or knows about another, with independent lifetimes.",
        cues: [["association"], ["use", "uses", "know about", "knows about", "relationship", "link", "independent"]] },
      { point: "Aggregation is a whole-part relationship where the part can exist independently of the whole.",
        cues: [["aggregation"], ["exist independently", "outlive", "independent", "survive", "survives", "on its own", "without the whole"]] },
      { point: "Composition is strong ownership: the part's lifetime is bound to the whole.",
        cues: [["composition"], ["lifecycle", "lifetime", "destroyed", "owns", "ownership", "cannot exist", "dies"]] },
      { point: "UML draws aggregation as a hollow diamond and composition as a filled diamond.",
        cues: [["diamond", "uml", "hollow", "filled"]] },
      { point: "In code a composed part is usually created inside the owner, while an aggregated part is passed in from outside.",
        cues: [["created inside", "creates", "passed in", "from outside", "internally", "handed in"]] }
    ],
    modelAnswer: "All three describe how objects relate. Association is the general case: one object uses or knows about another, like a teacher and a student, and both have independent lifetimes. Aggregation is a has-a, whole-part relationship where the part can exist independently of the whole: a team has players, but a player survives the team being disbanded. Composition is a stronger ownership where the part's lifetime is bound to the whole: a house owns its rooms, and when the house is destroyed the rooms go too. In UML aggregation is a hollow diamond and composition a filled diamond. In code, a composed part is usually created inside the owner's constructor and never handed out, while an aggregated part is passed in from outside.",
    tags: ["relationships", "composition", "uml"]
  },
  {
    id: "oops-019",
    topic: "oops",
    difficulty: "medium",
    kind: "concept",
    text: "In Java or C#, why must you override hashCode whenever you override equals?",
    talkingPoints: [
      { point: "The contract says objects that are equal must return the same hash code.",
        cues: [["equal"], ["same hash", "same hashcode", "equal hash", "matching hash", "identical hash"]] },
      { point: "Hash-based collections such as HashMap and HashSet find the bucket by hash first, then compare with equals.",
        cues: [["bucket", "hashmap", "hashset", "dictionary", "hash table", "hash tables", "hash-based"]] },
      { point: "Overriding only equals puts equal objects in different buckets, so lookups fail and sets hold duplicates.",
        cues: [["different bucket", "lookup fail", "not found", "duplicate", "duplicates", "cannot find", "return null", "returns null"]] },
      { point: "Unequal objects may share a hash code, but a good spread of values matters for performance.",
        cues: [["collision", "collide", "collided", "distribution", "spread", "performance"]] },
      { point: "Compute both from the same, ideally immutable, fields; mutating a key after insertion breaks the map.",
        cues: [["same field", "same fields", "immutable", "mutate", "mutating", "mutable key", "changing a key"]] }
    ],
    modelAnswer: "The contract says that if two objects are equal according to equals, they must return the same hash code. Hash-based collections like HashMap and HashSet rely on it: they first use the hash code to pick a bucket, and only then call equals inside that bucket. If I override equals but keep the default identity hashCode, two logically equal keys usually land in different buckets, so a get returns null for a key that is really there, and a HashSet happily stores duplicates. The reverse is not required: unequal objects may collide, but a good hash spreads values for performance. I compute both from the same fields, ideally immutable ones, because mutating a key after inserting it strands it in the wrong bucket. Java records generate both for you.",
    tags: ["equality", "hashing", "collections"]
  },
  {
    id: "oops-020",
    topic: "oops",
    difficulty: "medium",
    kind: "concept",
    text: "What is dependency injection, and how does it relate to the dependency inversion principle?",
    talkingPoints: [
      { point: "Dependency injection means an object receives its collaborators from outside instead of constructing them itself.",
        cues: [["from outside", "passed in", "pass in", "supplied", "receive", "receives", "given", "instead of creating"]] },
      { point: "Constructor injection is the usual preferred form; setter or method injection suit optional dependencies.",
        cues: [["constructor injection", "setter injection", "field injection", "method injection", "through the constructor"]] },
      { point: "Dependency inversion says high-level code should depend on abstractions rather than low-level concrete classes.",
        cues: [["inversion", "abstraction", "interface", "interfaces"], ["high-level", "high level", "low-level", "low level", "concrete"]] },
      { point: "Injection is the technique that realises inversion, and containers like Spring or Guice automate the wiring.",
        cues: [["container", "spring", "guice", "framework", "wiring", "wire"]] },
      { point: "The benefit is testability with fakes or mocks and the freedom to swap implementations.",
        cues: [["mock", "fake", "stub", "swap", "testability"]] }
    ],
    modelAnswer: "Dependency injection means an object receives the things it depends on from outside instead of creating them itself. An OrderService does not call new MySqlRepository; it is given a repository, usually through the constructor. Constructor injection is the form I prefer, because dependencies are explicit and the object is complete once built; setter injection suits optional ones. Dependency inversion is the principle behind it: high-level policy code should depend on an abstraction, such as a Repository interface, rather than a low-level concrete class. Injection is the technique that makes inversion practical, and containers such as Spring or Guice automate the wiring in big applications. The payoff is testability, since I can inject a fake or mock in tests, and the flexibility to swap a database or payment gateway without touching the service.",
    tags: ["dependency-injection", "solid", "testing"]
  },
  {
    id: "oops-021",
    topic: "oops",
    difficulty: "medium",
    kind: "concept",
    text: "What is the factory pattern, and what problem does it solve?",
    talkingPoints: [
      { point: "A factory centralises object creation so callers get an object without naming the concrete class.",
        cues: [["concrete class", "without naming", "without knowing", "decouple", "decoupled", "instead of new", "calling new", "new directly"]] },
      { point: "It returns an interface or base type and chooses the implementation from input or configuration.",
        cues: [["based on", "decide", "decides", "choose", "chooses", "configuration", "config", "input"]] },
      { point: "Variants include a static factory method, the Factory Method pattern, and Abstract Factory for families of related objects.",
        cues: [["abstract factory", "factory method", "families", "family", "static factory"]] },
      { point: "Creation logic lives in one place, so adding a type follows open/closed and tests can swap in fakes.",
        cues: [["one place", "single place", "centralise", "centralize", "open/closed", "open closed"]] },
      { point: "The cost is extra indirection, which is overkill when there is only one implementation.",
        cues: [["indirection", "boilerplate", "overkill", "over-engineering", "extra layer"]] }
    ],
    modelAnswer: "A factory is an object or method whose job is creating other objects, so calling code asks for what it needs without naming the concrete class or calling new directly. For example a NotificationFactory takes a channel name and returns a Notifier interface, and it decides whether to build an EmailNotifier or an SmsNotifier based on the input or configuration. There are variants: a simple static factory method, the Factory Method pattern where a subclass decides which product to create, and Abstract Factory, which produces families of related objects such as all the widgets for one UI theme. The benefit is that creation logic lives in one place, so adding a new type follows open/closed and tests can swap in fakes. The cost is extra indirection, which is overkill when there is only ever one implementation.",
    tags: ["design-patterns", "creational"]
  },
  {
    id: "oops-022",
    topic: "oops",
    difficulty: "medium",
    kind: "coding",
    text: "How would you design an immutable class, and why are immutable objects useful?",
    talkingPoints: [
      { point: "All fields are private and final (or read-only), with no setters.",
        cues: [["final", "readonly", "read-only", "const"], ["no setter", "no setters", "without setters", "private"]] },
      { point: "The class itself is final or sealed so a subclass cannot add mutable behaviour.",
        cues: [["sealed", "final class", "class itself final", "cannot be subclassed", "cannot be extended", "prevent subclass"]] },
      { point: "Mutable inputs and outputs get defensive copies so no internal reference escapes.",
        cues: [["defensive copy", "defensive copies", "unmodifiable", "copy of", "copies"]] },
      { point: "Operations that would change the object return a new instance instead.",
        cues: [["new instance", "new object", "return a new", "returns a new", "with method", "copy with"]] },
      { point: "Immutable objects are thread-safe without locks, safe as map keys and easy to cache and reason about.",
        cues: [["thread safe", "thread-safe", "thread safety", "without lock", "without locks", "no lock", "concurrency"]] }
    ],
    modelAnswer: "To make a class immutable I declare all fields private and final and provide no setters, so the state is fixed once the constructor finishes. I make the class itself final, or sealed, so a subclass cannot add mutable behaviour. If a field holds something mutable, like a list or a date, I take a defensive copy in the constructor and never hand out the internal reference, returning an unmodifiable view or a copy instead. Any operation that would change the object returns a new instance, the way toUpperCase on a string or a withPrice method does. Immutable objects are thread-safe without locks, can be shared and cached freely, work safely as map keys, and are easier to reason about because their state never changes. Java records and Kotlin data classes make much of this automatic.",
    tags: ["immutability", "thread-safety"]
  },
  {
    id: "oops-023",
    topic: "oops",
    difficulty: "hard",
    kind: "concept",
    text: "How does runtime polymorphism actually work under the hood in a language like C++ or Java?",
    talkingPoints: [
      { point: "Each class with virtual methods has a vtable, an array of function pointers with one slot per virtual method.",
        cues: [["vtable", "virtual table", "virtual method table", "method table", "method tables", "dispatch table", "dispatch tables"]] },
      { point: "Each object carries a hidden pointer (the vptr or class pointer in its header) to its class's table.",
        cues: [["vptr", "hidden pointer", "class pointer", "object header", "pointer to the table"]] },
      { point: "A subclass table keeps the parent's layout, with overridden entries replaced by its own functions.",
        cues: [["same slot", "same layout", "same position", "overriding", "overrides", "overridden"]] },
      { point: "A virtual call loads the vptr, reads the slot at a fixed offset and makes an indirect call.",
        cues: [["offset", "indirect call", "indirect", "index", "indexes"]] },
      { point: "The cost is an extra load and an indirect call that blocks inlining, which JITs reduce with inline caches and devirtualisation.",
        cues: [["inlining", "inline cache", "inline caches", "devirtualisation", "devirtualization", "jit", "branch prediction"]] }
    ],
    modelAnswer: "In C++ every class that has virtual functions gets a vtable, a static array of function pointers, one slot per virtual method. Each object of such a class carries a hidden pointer, often called the vptr, set by the constructor to point at its class's table. A subclass's table keeps the parent's layout, so the same method sits in the same slot, but the entries it overrides point to its own functions. A virtual call then loads the vptr from the object, reads the slot at a fixed offset, and makes an indirect call, so the right override runs whatever the static type. Java works similarly with method tables. The cost is an extra memory load and an indirect call that blocks inlining, though the HotSpot JIT uses inline caches and devirtualisation when only one type is seen at a call site.",
    tags: ["polymorphism", "internals", "performance"]
  },
  {
    id: "oops-024",
    topic: "oops",
    difficulty: "hard",
    kind: "design",
    text: "Design the classes for a discount engine in an online store where marketing keeps inventing new kinds of discount. How do you keep it easy to extend?",
    talkingPoints: [
      { point: "Define a common discount interface with one apply method, which is the strategy pattern.",
        cues: [["strategy", "interface", "interfaces", "discountrule", "discount rule", "apply method", "common method"]] },
      { point: "Each kind of discount is its own class, so new kinds are added without modifying existing code (open/closed).",
        cues: [["without modifying", "without changing", "new class", "add a class", "open/closed", "open closed", "closed for modification"]] },
      { point: "An engine holds the list of rules and owns the policy for combining them: priority, stacking or best-of.",
        cues: [["stack", "stacking", "stackable", "combine", "combined", "combining", "priority", "list of rules", "best one"]] },
      { point: "Rules are built by a factory or registry from configuration so marketing can launch campaigns without a deploy.",
        cues: [["factory", "registry", "configuration", "config", "data-driven", "database", "databases"]] },
      { point: "Money is computed precisely (integer cents or decimal, never float) and each rule is unit tested alone.",
        cues: [["decimal", "bigdecimal", "never float", "rounding", "cents", "unit test"]] }
    ],
    modelAnswer: "I would start with a DiscountRule interface with one method, say apply, that takes the cart and returns the discount it grants, which is the strategy pattern. Each kind of discount, a percentage off, buy one get one, a coupon code or a free-shipping threshold, becomes its own class implementing that interface, so adding a new kind means adding a new class without modifying the existing ones: open/closed in practice. A DiscountEngine holds a list of rules and owns the policy for combining them, for example applying them in priority order, skipping ones that are not stackable, or picking the best. Rules are built by a factory from configuration stored in the database, so marketing can launch a campaign without a deploy. I would compute money in integer cents or BigDecimal, never float, and unit test every rule on its own.",
    tags: ["design-patterns", "open-closed", "strategy"]
  },
  {
    id: "oops-025",
    topic: "oops",
    difficulty: "hard",
    kind: "concept",
    text: "What are the problems with the Singleton pattern, and how would you implement one safely if you really needed it?",
    talkingPoints: [
      { point: "A singleton guarantees one instance and a global access point to it.",
        cues: [["one instance", "single instance", "only one", "global access", "global point"]] },
      { point: "It is hidden global state: dependencies are concealed, coupling rises and tests cannot easily mock it.",
        cues: [["global state", "hidden dependency", "hidden dependencies", "hard to test", "mock", "coupling"]] },
      { point: "Lazy creation must be thread-safe, for example the holder idiom or double-checked locking with a volatile field.",
        cues: [["holder", "double-checked", "double checked", "volatile", "static initializer", "static initialiser", "synchronized"]] },
      { point: "In Java an enum singleton is simplest and survives serialization and reflection.",
        cues: [["enum", "serialization", "serialisation", "reflection"]] },
      { point: "Usually better: let a dependency injection container create one instance in singleton scope and inject it.",
        cues: [["dependency injection", "inject", "container", "singleton scope"]] }
    ],
    modelAnswer: "A singleton guarantees that a class has only one instance and gives a global access point to it, which sounds handy for a config or a connection pool. The problem is that it is global state in disguise: classes reach out to it instead of declaring the dependency, so coupling is hidden, tests cannot easily mock it, and state leaks between tests. If I really need one in Java, lazy creation must be thread-safe, so I use the holder idiom, where a static nested class creates the instance on first use, or double-checked locking with a volatile field. An enum singleton is the simplest, and it also survives serialization and reflection attacks. But usually I prefer letting a dependency injection container create one instance in singleton scope and inject it, which keeps the single instance without the global access.",
    tags: ["design-patterns", "singleton", "concurrency"]
  },
  {
    id: "oops-026",
    topic: "oops",
    difficulty: "hard",
    kind: "concept",
    text: "Explain the Observer pattern and the pitfalls you might hit when using it in a real system.",
    talkingPoints: [
      { point: "A subject keeps a list of observers and notifies each through a common callback when its state changes, without knowing who they are.",
        cues: [["observer", "observers", "listener", "subscriber", "subscribe"], ["notify", "notifies", "notification", "callback", "event"]] },
      { point: "It underlies GUI listeners, event buses and reactive streams.",
        cues: [["gui", "button", "event bus", "reactive", "rxjs", "pub/sub", "publish"]] },
      { point: "Observers that never unsubscribe cause memory leaks (lapsed listeners).",
        cues: [["memory leak", "leak", "unsubscribe", "unsubscribes", "unregister", "weak reference", "lapsed"]] },
      { point: "Notification order is unspecified, and observers that modify the subject can cause cascades or re-entrancy bugs.",
        cues: [["order", "ordering", "re-entrancy", "reentrancy", "reentrant", "cascade", "cascades"]] },
      { point: "A slow or throwing observer blocks the others, so isolate errors or dispatch asynchronously through a queue.",
        cues: [["slow", "throw", "throws", "exception", "asynchronously", "async", "queue", "queues"]] }
    ],
    modelAnswer: "In the Observer pattern a subject keeps a list of observers, and whenever its state changes it notifies each of them through a common callback, so the subject does not need to know who is listening. It is behind GUI button listeners, event buses and reactive streams. The pitfalls show up in real systems. The classic one is a memory leak: if an observer never unsubscribes, the subject's list keeps it alive long after it is useless, so I pair every subscribe with an unsubscribe or use weak references. Ordering is another: observers run in an unspecified order, and one that modifies the subject during notification can trigger cascades or re-entrancy bugs. Finally, a slow observer or one that throws an exception blocks the rest, so I catch errors per observer or dispatch notifications asynchronously through a queue.",
    tags: ["design-patterns", "observer", "events"]
  },
  {
    id: "oops-027",
    topic: "oops",
    difficulty: "hard",
    kind: "concept",
    text: "What are covariance and contravariance, and where do they show up in object-oriented code?",
    talkingPoints: [
      { point: "Covariance keeps the subtype direction: a producer of a subtype can stand in for a producer of the supertype, as with covariant return types.",
        cues: [["covariance", "covariant"], ["return", "producer", "produce", "produces", "read"]] },
      { point: "Contravariance reverses it: a consumer of the supertype can stand in for a consumer of the subtype, as with parameters and comparators.",
        cues: [["contravariance", "contravariant"], ["consumer", "consume", "consumes", "parameter", "argument", "comparator"]] },
      { point: "Mutable containers must be invariant, or you could add a Dog to a list of Cats.",
        cues: [["invariant", "invariance"], ["mutable", "add a dog", "write", "modify"]] },
      { point: "Java arrays are covariant anyway, so bad stores fail at runtime with ArrayStoreException.",
        cues: [["array", "arrays", "arraystoreexception"], ["covariant", "runtime", "run time"]] },
      { point: "Java uses wildcards, extends for producers and super for consumers (PECS); C# and Kotlin use out and in.",
        cues: [["pecs", "wildcard", "wildcards", "out and in", "in and out", "declaration-site"]] }
    ],
    modelAnswer: "Variance is about whether subtyping carries over to types built from other types. Covariance keeps the direction: if Cat is an Animal, something that produces Cats can be used where a producer of Animals is wanted, which is why an overriding method may have a covariant return type. Contravariance reverses it: something that consumes Animals can stand in for a consumer of Cats, so a comparator of Animal can sort a list of Cat, and method parameters are naturally contravariant. A mutable List must be invariant, because if a List of Cat were a List of Animal you could add a Dog to it. Java arrays are covariant anyway, which is why they throw ArrayStoreException at runtime. Java expresses variance with wildcards, extends for producers and super for consumers, remembered as PECS, while C# and Kotlin use out and in.",
    tags: ["generics", "type-systems", "variance"]
  },
  {
    id: "oops-028",
    topic: "oops",
    difficulty: "hard",
    kind: "concept",
    text: "In C++, what is object slicing, and how do you avoid it?",
    talkingPoints: [
      { point: "Slicing happens when a derived object is copied by value into a base object, and the derived part is cut off.",
        cues: [["cut off", "lost", "sliced", "slice", "discard", "discarded", "dropped"], ["by value", "copy", "copied", "assign", "assignment"]] },
      { point: "The copy's dynamic type is the base, so virtual calls run the base version and polymorphism is lost.",
        cues: [["virtual", "polymorphism"], ["base version", "base implementation", "parent version", "lost", "no longer polymorphic"]] },
      { point: "It sneaks in via pass-by-value parameters, containers of base objects, and catching exceptions by value.",
        cues: [["vector", "container", "pass by value", "passing", "catch", "catching", "exception"]] },
      { point: "Avoid it by passing and storing polymorphic objects through references or (smart) pointers, and catching by const reference.",
        cues: [["reference", "references", "pointer", "pointers", "unique_ptr", "shared_ptr", "smart pointer"]] },
      { point: "Make base classes abstract or non-copyable, and offer a virtual clone for polymorphic copies.",
        cues: [["clone", "non-copyable", "noncopyable", "delete its copy", "deleted copy", "abstract", "protected copy"]] }
    ],
    modelAnswer: "Object slicing happens when a derived object is copied into a base class object by value. The base object only has room for the base members, so the derived fields are cut off, and its dynamic type really is the base class. That means virtual calls on the copy run the base version, and polymorphism is silently lost. It usually sneaks in by passing a Base by value to a function, storing derived objects in a vector of Base, or catching an exception by value. To avoid it I pass and store polymorphic objects through references or pointers, typically unique_ptr of Base in containers, and I always catch exceptions by const reference. For class hierarchies I make the base abstract or delete its copy operations so accidental copies do not compile, and I add a virtual clone method when I genuinely need polymorphic copies.",
    tags: ["cpp", "inheritance", "pitfalls"]
  },
  {
    id: "oops-029",
    topic: "oops",
    difficulty: "hard",
    kind: "design",
    text: "Model a parking lot in object-oriented terms. What classes would you create and how would they interact?",
    talkingPoints: [
      { point: "Core entities are the lot, its levels or floors, and the parking spots each level owns.",
        cues: [["parkingspot", "parking spot", "spot", "slot", "space"], ["level", "floor"]] },
      { point: "Spots have types and vehicles have sizes, with a fit rule deciding which vehicle may use which spot.",
        cues: [["spot type", "vehicle size", "size", "compact", "motorcycle", "can fit", "canfit"]] },
      { point: "A pluggable allocation strategy picks a free spot, with availability tracked per type.",
        cues: [["strategy", "nearest", "allocation", "allocate", "allocated", "free list", "available", "availability"]] },
      { point: "A ticket records the spot and entry time, and on exit a pricing strategy computes the fee.",
        cues: [["ticket"], ["entry time", "fee", "pricing", "payment", "duration"]] },
      { point: "Assigning a spot must be atomic so two gates never hand out the same spot.",
        cues: [["atomic", "lock", "concurrency", "concurrent", "race", "compare-and-set", "at once"]] }
    ],
    modelAnswer: "I would have a ParkingLot that owns several Level objects, and each Level owns its ParkingSpot objects, which is composition. A ParkingSpot has an id, a spot type such as motorcycle, compact, large or EV charging, and the vehicle currently in it. Vehicle is an abstract class or just a size enum, and a canFit check decides which spot types a vehicle size may use. When a car enters, the lot asks a pluggable allocation strategy, for example nearest to the entrance, to pick from the available spots of that type, which each level tracks in a free list. The car gets a Ticket recording the spot and entry time. On exit a pricing strategy computes the fee from the duration and a payment is taken. Because two gates can run at once, assigning a spot must be atomic, with a lock or compare-and-set.",
    tags: ["object-modelling", "low-level-design"]
  },
  {
    id: "oops-030",
    topic: "oops",
    difficulty: "hard",
    kind: "concept",
    text: "What is the fragile base class problem, and how can a class designer protect against it?",
    talkingPoints: [
      { point: "A change to a base class that looks safe breaks subclasses that depended on its implementation rather than its contract.",
        cues: [["break", "breaks", "broken"], ["subclass", "subclasses", "derived", "child"]] },
      { point: "The textbook case is a counting HashSet subclass where addAll calls add internally, so elements are counted twice.",
        cues: [["addall", "self-use", "self use", "counted twice", "double count", "double-count", "calls add"]] },
      { point: "Design for inheritance or prohibit it: make classes final or sealed by default.",
        cues: [["final", "sealed", "prohibit", "forbid", "prevent"]] },
      { point: "Classes meant for extension should document their self-use and expose a few protected hooks, as in the template method pattern.",
        cues: [["document", "hook", "hooks", "template method", "protected"]] },
      { point: "Users of a class can prefer composition, a forwarding wrapper that delegates, which is immune to internal changes.",
        cues: [["composition", "wrapper", "forwarding", "delegate", "delegates", "decorator"]] }
    ],
    modelAnswer: "The fragile base class problem is when a change to a base class that looks safe breaks subclasses, because they depended on how the base was implemented rather than on its contract. The textbook case is extending HashSet to count insertions by overriding both add and addAll: addAll calls add internally, so every element is counted twice, and if a later version stops doing that, the count silently changes again. As a class designer I either design for inheritance or prohibit it, so by default I make classes final or sealed. If a class is meant to be extended, I document which overridable methods it calls on itself and expose a few protected hooks, as in the template method pattern. As a user of someone else's class I prefer composition: a forwarding wrapper that holds the set and delegates to it is immune to these internal changes.",
    tags: ["inheritance", "api-design", "pitfalls"]
  },
  {
    id: "oops-031",
    topic: "oops",
    difficulty: "hard",
    kind: "concept",
    text: "What is double dispatch, and how does the Visitor pattern use it?",
    talkingPoints: [
      { point: "Mainstream languages use single dispatch: the runtime type of the receiver picks the method, while overloads follow the static argument types.",
        cues: [["single dispatch", "receiver", "static type", "declared type", "compile-time type"]] },
      { point: "Double dispatch chooses behaviour from the runtime types of two objects.",
        cues: [["two objects", "two object", "both objects", "two types", "both types", "pair"]] },
      { point: "In Visitor each element's accept method calls back the visitor's visit method with itself, giving two virtual dispatches.",
        cues: [["accept"], ["visit", "visitor"]] },
      { point: "Adding a new operation is easy: write one new visitor class.",
        cues: [["new operation", "new operations", "adding an operation", "add an operation"]] },
      { point: "Adding a new element type is costly because every visitor must change.",
        cues: [["new element", "new node", "every visitor", "all visitors", "each visitor"]] },
      { point: "Sealed types with pattern matching often replace Visitor in modern languages.",
        cues: [["pattern matching", "sealed", "switch expression", "when expression"]] }
    ],
    modelAnswer: "Java, C# and C++ use single dispatch: a virtual call picks the method from the runtime type of the receiver only, while overloads are chosen from the static type of the arguments. Double dispatch means choosing behaviour from the runtime types of two objects, such as which pair of shapes collided. The Visitor pattern gets it with two virtual calls. Each element has an accept method taking a visitor, and its body calls visit on the visitor, passing this, so the first dispatch picks the element and the second picks the right visit overload on the concrete visitor. Adding a new operation over an AST, like pretty printing, is just one new visitor class. The cost is that adding a new element type means changing every visitor. In modern Java, sealed types with pattern matching in a switch often replace it.",
    tags: ["design-patterns", "visitor", "dispatch"]
  },
  {
    id: "oops-032",
    topic: "oops",
    difficulty: "hard",
    kind: "concept",
    text: "How do destructors, finalizers and garbage collection differ when it comes to releasing resources like files or sockets?",
    talkingPoints: [
      { point: "C++ destructors run deterministically at end of scope, so RAII ties a resource's lifetime to an object.",
        cues: [["raii", "resource acquisition", "out of scope", "end of scope", "deterministic", "deterministically"]] },
      { point: "Garbage collection timing is unpredictable, and finalizers may run late or never.",
        cues: [["finalizer", "finalizers", "finaliser", "finalize", "finalise"], ["unpredictable", "never", "late", "no guarantee", "not guaranteed"]] },
      { point: "Java deprecated finalize and offers Cleaner only as a safety net.",
        cues: [["deprecated", "cleaner", "safety net"]] },
      { point: "The collector manages memory only; scarce resources like handles, sockets and connections must be released promptly.",
        cues: [["memory only", "only memory", "file handle", "file handles", "scarce", "promptly", "connection"]] },
      { point: "Use explicit scoped cleanup: try-with-resources, C#'s using with IDisposable, or Python's with statement.",
        cues: [["try-with-resources", "try with resources", "autocloseable", "using block", "idisposable", "dispose", "with statement", "context manager"]] }
    ],
    modelAnswer: "In C++, a destructor runs deterministically the moment an object goes out of scope, so RAII ties a resource's lifetime to an object: a file wrapper closes the file in its destructor even if an exception is thrown. Garbage-collected languages reclaim memory, but you cannot predict when; finalizers may run late or never, so they are unreliable for anything else. Java deprecated finalize for exactly that reason and offers Cleaner only as a safety net. The garbage collector manages memory only, while file handles, sockets and database connections are scarce and must be released promptly. So in Java I use try-with-resources on an AutoCloseable, in C# a using block with IDisposable, and in Python a with statement, which give the same deterministic cleanup as a destructor.",
    tags: ["memory-management", "resources", "raii"]
  }
]
