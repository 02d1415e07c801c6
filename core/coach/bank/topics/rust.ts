/** The Rust questions of the built-in bank. */
import type { BankQuestion } from "../types.ts"

export const questions: ReadonlyArray<BankQuestion> = [
  {
    id: "rust-001",
    topic: "rust",
    difficulty: "easy",
    kind: "concept",
    text: "Explain Rust's ownership rules and why the language is built around them.",
    talkingPoints: [
      { point: "Every value has exactly one owner at a time.",
        cues: [["one owner", "single owner", "exactly one owner", "only one owner", "an owner"]] },
      { point: "When the owner goes out of scope the value is dropped and its resources freed automatically.",
        cues: [["out of scope", "end of scope", "scope ends"], ["drop", "dropped", "freed", "free", "cleaned up", "deallocated"]] },
      { point: "Assigning or passing a value moves ownership, after which the old variable can no longer be used (unless the type is Copy).",
        cues: [["move", "moved", "moves", "transfer", "transferred"], ["no longer", "can't use", "cannot use", "invalid", "old variable"]] },
      { point: "These rules give memory safety without a garbage collector, checked at compile time.",
        cues: [["garbage collector", "no gc", "without a gc"], ["compile time", "compile-time", "memory safety", "memory safe"]] },
      { point: "They prevent use-after-free and double-free bugs.",
        cues: [["use after free", "use-after-free", "double free", "double-free", "dangling"]] }
    ],
    modelAnswer: "Rust's ownership model has three core rules. Each value has exactly one owner at a time, usually a variable. When the owner goes out of scope, the value is dropped, meaning its destructor runs and its memory or other resources are freed automatically. And when you assign a value to another variable or pass it to a function, ownership moves, so the old variable can no longer be used, unless the type is Copy, like integers, in which case it is copied instead. The point is to get memory safety without a garbage collector: the compiler checks these rules at compile time, so there is no runtime cost, and it knows exactly when to free everything. That rules out whole classes of bugs such as use after free, double free and dangling pointers, which are common in C and C++.",
    tags: ["ownership", "memory", "fundamentals"]
  },
  {
    id: "rust-002",
    topic: "rust",
    difficulty: "easy",
    kind: "concept",
    text: "What are the borrowing rules in Rust, and what problem do they solve?",
    talkingPoints: [
      { point: "You can borrow a value by reference instead of taking ownership.",
        cues: [["borrow", "borrowing", "reference", "references"], ["without taking ownership", "instead of taking ownership", "instead of moving", "without moving", "ownership"]] },
      { point: "At any time you may have either any number of shared (immutable) references or exactly one mutable reference, not both.",
        cues: [["shared", "immutable", "shared reference"], ["one mutable", "single mutable", "exactly one", "only one", "either"]] },
      { point: "References must never outlive the data they point to, which the borrow checker enforces.",
        cues: [["outlive", "outlives", "dangling", "lifetime", "lifetimes", "borrow checker"]] },
      { point: "The aliasing XOR mutability rule prevents data races and iterator invalidation at compile time.",
        cues: [["data race", "data races", "iterator invalidation", "aliasing", "alias"]] },
      { point: "Non-lexical lifetimes end a borrow at its last use, which makes the rules less restrictive in practice.",
        cues: [["non-lexical", "nll", "last use", "last used"]] }
    ],
    modelAnswer: "Borrowing lets code use a value through a reference without taking ownership of it. The rule is that at any given time you may have either any number of shared, immutable references, written &T, or exactly one mutable reference, &mut T, but never both at once. In addition, a reference must never outlive the data it points to, and the borrow checker enforces both rules at compile time, so dangling references cannot exist. The first rule is often summarised as aliasing XOR mutability: if something can be mutated, nobody else can be looking at it. That is what prevents data races between threads, and also bugs like iterator invalidation, where you push to a vector while iterating over it. Since non-lexical lifetimes, a borrow ends at its last use rather than at the end of the block, so the rules are less restrictive in practice than they first sound.",
    tags: ["borrowing", "references", "borrow checker"]
  },
  {
    id: "rust-003",
    topic: "rust",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between String and &str in Rust, and which should a function take as a parameter?",
    talkingPoints: [
      { point: "String is an owned, growable, heap-allocated UTF-8 buffer.",
        cues: [["owned", "owns", "growable", "heap"]] },
      { point: "&str is a borrowed string slice: a pointer and a length into UTF-8 data owned elsewhere, such as a String or a literal.",
        cues: [["slice", "slices", "borrowed", "view", "pointer and a length", "pointer and length"]] },
      { point: "String literals are &'static str stored in the binary.",
        cues: [["literal", "literals", "static", "binary"]] },
      { point: "Functions should usually take &str because a &String coerces to it via deref coercion, so both work.",
        cues: [["deref", "coerce", "coercion", "coerces", "both work", "accept both", "more flexible", "more general"]] },
      { point: "Strings are UTF-8, so you cannot index by integer; you slice on byte boundaries or iterate chars.",
        cues: [["utf-8", "utf8"], ["index", "indexing", "chars", "byte", "bytes", "boundary", "boundaries"]] }
    ],
    modelAnswer: "String is an owned, growable, heap-allocated UTF-8 buffer: it owns its bytes and frees them when dropped, and you can push to it. &str is a borrowed string slice, essentially a pointer and a length into UTF-8 data that someone else owns, whether that is a String, part of one, or a literal. String literals are of type &'static str, because the text is stored in the program binary and lives for the whole program. For parameters I take &str, since a &String automatically coerces to &str through deref coercion, so callers can pass either a String reference or a literal, and the function is more general. I return String when the function creates new text. One gotcha: because strings are UTF-8, you cannot index them by integer position; you slice on char boundaries, or iterate with chars or bytes.",
    tags: ["strings", "ownership", "fundamentals"]
  },
  {
    id: "rust-004",
    topic: "rust",
    difficulty: "easy",
    kind: "concept",
    text: "How do Option and Result work in Rust, and what does the question mark operator do?",
    talkingPoints: [
      { point: "Option represents a value that may be absent with Some or None, replacing null.",
        cues: [["option"], ["some", "none", "null", "absent", "missing"]] },
      { point: "Result represents success or failure with Ok or Err, and is how recoverable errors are returned.",
        cues: [["result"], ["ok variant", "err", "error", "errors", "failure", "failures"]] },
      { point: "The compiler forces you to handle both cases, through match, if let or combinators like map and unwrap_or.",
        cues: [["match", "if let", "combinator", "combinators", "map", "unwrap_or", "and_then", "force", "forces"]] },
      { point: "The ? operator returns early with the error (or None), otherwise unwraps the success value.",
        cues: [["question mark", "question mark operator", "try operator"], ["return early", "returns early", "early return", "propagate", "propagates", "unwrap", "unwraps"]] },
      { point: "? also converts the error type using the From trait.",
        cues: [["from trait", "from impl", "impl from", "convert", "converts", "conversion", "converted"], ["error", "errors", "error type", "error types"]] }
    ],
    modelAnswer: "Option represents a value that might be absent: it is either Some with a value or None, and it replaces null, so absence is visible in the type. Result represents an operation that can fail: either Ok with the success value or Err with an error, and it is how Rust returns recoverable errors instead of throwing exceptions. Because these are ordinary enums, the compiler forces you to deal with both cases, with a match, an if let, or combinators such as map, and_then and unwrap_or. The question mark operator is shorthand for propagation: applied to a Result, it unwraps the Ok value or returns early from the function with the error, and on an Option it returns None early. A nice detail is that ? converts the error through the From trait, so a function returning your own error type can use ? on io or parse errors as long as a From conversion exists.",
    tags: ["error handling", "option", "result"]
  },
  {
    id: "rust-005",
    topic: "rust",
    difficulty: "easy",
    kind: "concept",
    text: "In Rust, what is the difference between moving, copying and cloning a value?",
    talkingPoints: [
      { point: "By default assignment moves the value: ownership transfers and the source becomes unusable, which is a cheap bitwise copy of the stack part.",
        cues: [["move", "moves", "moved"], ["ownership", "unusable", "can't use", "cannot use", "no longer"]] },
      { point: "Types that implement Copy, like integers, bools and shared references, are duplicated implicitly and the original stays valid.",
        cues: [["copy"], ["integer", "integers", "i32", "bool", "implicit", "implicitly"]] },
      { point: "Copy is only allowed for types without a Drop implementation and without owned heap data.",
        cues: [["drop", "heap", "string", "vec"]] },
      { point: "Clone is an explicit, possibly expensive deep copy you ask for by calling .clone().",
        cues: [["clone", "clones"], ["explicit", "explicitly", "deep copy", "expensive", "allocate", "allocation", "allocates"]] },
      { point: "Excessive cloning to satisfy the borrow checker is a code smell; borrowing is usually better.",
        cues: [["borrow", "borrowing", "reference", "references"], ["smell", "avoid", "excessive", "instead", "better"]] }
    ],
    modelAnswer: "When you assign a non-Copy value like a String to another variable, it moves: the bytes of the stack part are copied, but ownership transfers and the old variable becomes unusable, so the heap buffer is never freed twice. Types that implement Copy, such as integers like i32, bools, chars and shared references, are duplicated implicitly on assignment, and the original remains valid. A type can only be Copy if a plain bitwise copy is correct, so nothing that implements Drop or owns heap data, like String or Vec, can be Copy. Clone is the explicit version: calling .clone() runs the type's clone implementation, which may be an expensive deep copy that allocates, and Rust makes you write it so the cost is visible. When I see lots of clone calls just to please the compiler, that is usually a smell; borrowing a reference instead is better.",
    tags: ["ownership", "copy", "clone"]
  },
  {
    id: "rust-006",
    topic: "rust",
    difficulty: "easy",
    kind: "concept",
    text: "What is Cargo, and which Cargo commands and tools do you use in a normal Rust workflow?",
    talkingPoints: [
      { point: "Cargo is Rust's build tool and package manager, configured by Cargo.toml, with dependencies (crates) from crates.io.",
        cues: [["package manager", "build tool", "build system"], ["cargo.toml", "crates.io", "dependencies", "crate", "crates"]] },
      { point: "Cargo.lock pins exact versions for reproducible builds.",
        cues: [["cargo.lock", "lock file", "lock files", "lockfile", "lockfiles"], ["pin", "pins", "exact version", "exact versions", "reproducible"]] },
      { point: "cargo build, run and test cover the basic loop; release builds use --release.",
        cues: [["cargo build", "cargo run", "cargo test", "--release", "release build"]] },
      { point: "cargo check gives fast type checking, clippy lints and rustfmt formats code.",
        cues: [["clippy", "cargo check", "rustfmt", "cargo fmt"]] },
      { point: "Workspaces group several crates, and features enable optional functionality.",
        cues: [["workspace", "workspaces", "feature", "features", "feature flag"]] }
    ],
    modelAnswer: "Cargo is Rust's build tool and package manager. A project is described by Cargo.toml, which lists metadata and dependencies, called crates, usually fetched from crates.io with semantic version requirements. Cargo.lock pins the exact versions that were resolved, so builds are reproducible, and applications commit it. Day to day I use cargo build and cargo run, cargo test to run unit, integration and doc tests, and --release for optimised builds. cargo check is great while coding because it type-checks without generating code, so it is much faster. Clippy adds hundreds of lints for common mistakes and unidiomatic code, and cargo fmt runs rustfmt so formatting is never debated; both usually run in CI. For larger projects, a workspace groups several crates with one lock file and shared target directory, and features let a crate offer optional functionality and dependencies.",
    tags: ["cargo", "tooling", "build"]
  },
  {
    id: "rust-007",
    topic: "rust",
    difficulty: "easy",
    kind: "concept",
    text: "How does pattern matching with match work in Rust, and what makes it safer than a switch statement?",
    talkingPoints: [
      { point: "match compares a value against patterns and runs the first arm that matches, and it is an expression that returns a value.",
        cues: [["expression", "returns a value", "evaluates to", "produce a value"]] },
      { point: "Matches must be exhaustive: the compiler rejects code that forgets a case, such as a new enum variant.",
        cues: [["exhaustive", "every case", "all cases", "every variant", "all variants", "forget a case", "missing case"]] },
      { point: "Patterns can destructure enums, structs and tuples and bind their inner values to names.",
        cues: [["destructure", "destructuring", "bind", "binds", "binding", "extract"]] },
      { point: "Guards, ranges, or-patterns and the wildcard underscore give fine control.",
        cues: [["guard", "if guard", "range", "ranges", "wildcard", "underscore", "underscores", "catch-all", "or pattern", "pipe", "pipes"]] },
      { point: "if let and let else handle the single-pattern case concisely.",
        cues: [["if let", "let else", "let-else", "while let"]] }
    ],
    modelAnswer: "A match takes a value and compares it against a list of patterns, running the first arm that matches, and the whole match is an expression, so it can produce a value that you assign or return. The key safety feature is that matches must be exhaustive: if you forget a case, say you add a new variant to an enum, the compiler points at every match that does not handle it, which a C-style switch never would. Patterns are also much richer than constants: they destructure enums, structs, tuples and slices and bind the inner values to names, so you extract data and branch in one step. You can refine arms with if guards, ranges, or-patterns joined with a pipe, and the wildcard underscore as a catch-all. For the common single-case situation, if let and let else are concise alternatives.",
    tags: ["pattern matching", "enums", "fundamentals"]
  },
  {
    id: "rust-008",
    topic: "rust",
    difficulty: "easy",
    kind: "concept",
    text: "How are Rust enums different from enums in languages like C or Java, and why are they so useful?",
    talkingPoints: [
      { point: "Each Rust enum variant can carry its own data of different types, making enums sum types or tagged unions.",
        cues: [["carry data", "hold data", "contain data", "associated data", "own data", "its own data", "fields"], ["variant", "variants"]] },
      { point: "They are algebraic data types: an enum is one of several alternatives, combined with structs for product types.",
        cues: [["sum type", "tagged union", "algebraic data type", "algebraic", "discriminated union"]] },
      { point: "Together with exhaustive match they make illegal states unrepresentable.",
        cues: [["illegal state", "invalid state", "unrepresentable", "impossible state"]] },
      { point: "Option and Result are ordinary enums from the standard library.",
        cues: [["option", "result"], ["enum", "enums", "ordinary", "standard library"]] },
      { point: "Enums can have impl blocks with methods, and the size is the largest variant plus a tag.",
        cues: [["impl", "method", "methods", "largest variant", "tag", "discriminant"]] }
    ],
    modelAnswer: "In C or Java an enum is basically a set of named constants. In Rust each variant can carry its own data of different types: a Message enum might have Quit with no data, Move with x and y fields, and Write holding a String. That makes Rust enums sum types, also called tagged unions, and together with structs, which are product types, they give you full algebraic data types. Combined with exhaustive pattern matching, this lets you make illegal states unrepresentable: instead of a struct with a status flag and several optional fields that may or may not be set, each state carries exactly the data that is valid for it. Option and Result are themselves ordinary enums from the standard library. Enums can have impl blocks with methods like any struct, and in memory an enum is roughly the size of its largest variant plus a tag, which niche optimisation often removes.",
    tags: ["enums", "type system", "fundamentals"]
  },
  {
    id: "rust-009",
    topic: "rust",
    difficulty: "easy",
    kind: "concept",
    text: "How does mutability work in Rust, and what is shadowing?",
    talkingPoints: [
      { point: "Variables are immutable by default; you opt in to mutation with let mut.",
        cues: [["immutable by default", "default immutable", "immutable"], ["let mut", "mut", "opt in"]] },
      { point: "Mutability is a property of the binding, and mutating through a reference requires &mut.",
        cues: [["mutable reference", "mutable borrow", "mut reference", "ampersand mut"]] },
      { point: "Shadowing declares a new variable with the same name using let, which can even change the type.",
        cues: [["shadow", "shadowing", "shadows"], ["new variable", "same name", "change the type", "different type", "redeclare", "redeclares"]] },
      { point: "Shadowing is different from mut: the original value is not modified and the new binding can be immutable.",
        cues: [["not modified", "not mutate", "doesn't mutate", "does not mutate", "original", "different from mut", "unlike mut"]] },
      { point: "Immutable by default makes code easier to reason about and helps the borrow checker and concurrency.",
        cues: [["reason about", "easier", "concurrency", "thread", "accidental", "intent"]] }
    ],
    modelAnswer: "In Rust variables are immutable by default, so once bound a value cannot change unless you declare it with let mut, which makes mutation an explicit opt in. Mutability belongs to the binding, and to change something through a reference you need a mutable reference, &mut, which the borrow checker only allows one of at a time. Shadowing is different: writing let x again declares a brand new variable with the same name that hides the old one, and it may even have a different type, for example parsing a string input into a number called input. With shadowing the original value is not modified, and the new binding can still be immutable, which is different from mut, where you change the same variable in place. Immutable by default makes code easier to reason about, prevents accidental changes and is a big part of why concurrent Rust code is safe.",
    tags: ["mutability", "variables", "fundamentals"]
  },
  {
    id: "rust-010",
    topic: "rust",
    difficulty: "easy",
    kind: "concept",
    text: "What are traits in Rust, and how do derive macros like Debug and Clone relate to them?",
    talkingPoints: [
      { point: "A trait defines shared behaviour as a set of methods that types implement, similar to an interface.",
        cues: [["interface", "interfaces", "shared behaviour", "shared behavior", "set of methods", "behaviour", "behavior"]] },
      { point: "Traits can provide default method implementations.",
        cues: [["default method", "default implementation", "default implementations", "default methods"]] },
      { point: "Trait bounds on generics restrict type parameters to types implementing a trait.",
        cues: [["trait bound", "trait bounds", "bound", "bounds", "where clause", "impl trait"]] },
      { point: "derive automatically generates implementations of standard traits like Debug, Clone, PartialEq and Hash.",
        cues: [["derive", "derives"], ["generate", "generates", "automatically", "implementation", "implementations", "boilerplate"]] },
      { point: "The orphan rule says you can only implement a trait for a type if the trait or the type is defined in your crate.",
        cues: [["orphan rule", "orphan", "coherence", "your crate", "local"]] }
    ],
    modelAnswer: "A trait defines shared behaviour, a set of method signatures that a type can implement, similar to an interface in Java or C#. Traits can also provide default method implementations, which types inherit unless they override them; Iterator is the classic example, where you implement next and get dozens of methods for free. Traits are how generics are constrained: a trait bound like T: Display, or a where clause, says the function accepts any type implementing that trait. The derive attribute is a macro that automatically generates implementations of common traits, so writing derive Debug, Clone, PartialEq and Hash above a struct gives you printing, cloning, equality and hashing without boilerplate. One rule to know is the orphan rule: you can only implement a trait for a type if either the trait or the type is defined in your own crate, which keeps implementations coherent across the ecosystem.",
    tags: ["traits", "generics", "fundamentals"]
  },
  {
    id: "rust-011",
    topic: "rust",
    difficulty: "medium",
    kind: "concept",
    text: "What are lifetimes in Rust, and when do you need to write lifetime annotations explicitly?",
    talkingPoints: [
      { point: "A lifetime is the region of code for which a reference is valid, and the borrow checker uses lifetimes to prevent dangling references.",
        cues: [["valid", "region", "how long", "scope", "scopes"], ["reference", "references", "borrow", "dangling"]] },
      { point: "Annotations like 'a do not change how long anything lives; they describe relationships between the lifetimes of inputs and outputs.",
        cues: [["don't change", "do not change", "doesn't change", "does not change", "describe", "describes", "relationship", "relationships", "relate", "relates", "constraint"]] },
      { point: "Lifetime elision rules fill them in for common cases, such as one input reference or a method taking &self.",
        cues: [["elision", "elided", "inferred", "fill in", "fills in", "omit"]] },
      { point: "You need explicit annotations when a function returns a reference derived from one of several inputs, or a struct holds references.",
        cues: [["several input", "two input", "multiple input", "two reference", "which input", "struct holds", "struct that holds", "struct containing", "holds a reference", "holds references"]] },
      { point: "'static means the data can live for the whole program, like string literals, and as a bound it means the type holds no non-static borrows.",
        cues: [["'static", "static"], ["whole program", "entire program", "literal", "literals", "no borrowed", "no non-static", "owned"]] }
    ],
    modelAnswer: "A lifetime is the region of code during which a reference is valid, and the borrow checker compares lifetimes so that no reference outlives its data and dangling references are impossible. Lifetime annotations such as 'a do not change how long anything lives; they only describe relationships, for example that the returned reference lives no longer than both inputs. Most of the time you write none, because the elision rules fill them in: with one input reference the output gets its lifetime, and in methods taking &self the output borrows from self. You need explicit annotations when a function takes several input references and returns one, because the compiler cannot guess which input it comes from, and when a struct holds references, since the struct must not outlive them. Finally, 'static means data that can live for the whole program, like string literals, and as a bound it means the type holds no non-static borrows, which owned types satisfy.",
    tags: ["lifetimes", "borrow checker", "references"]
  },
  {
    id: "rust-012",
    topic: "rust",
    difficulty: "medium",
    kind: "concept",
    text: "When would you use Box, Rc and Arc in Rust?",
    talkingPoints: [
      { point: "Box puts a value on the heap with a single owner, used for recursive types, large values and trait objects.",
        cues: [["box"], ["heap", "recursive", "trait object", "dyn", "large"]] },
      { point: "Rc provides shared ownership through reference counting on a single thread.",
        cues: [["rc"], ["reference count", "reference counting", "reference counted", "counts references", "count references", "shared ownership", "multiple owners", "several owners", "own the same", "single thread", "single-threaded", "one thread"]] },
      { point: "Arc is the atomically reference-counted version that is thread safe (Send and Sync), at a small cost.",
        cues: [["arc"], ["atomic", "atomically", "thread safe", "thread-safe", "across threads", "send", "sync"]] },
      { point: "Rc and Arc give shared immutable access, so mutation needs RefCell, Mutex or RwLock inside.",
        cues: [["refcell", "mutex", "rwlock", "interior mutability"]] },
      { point: "Reference cycles leak with Rc or Arc; Weak pointers break them.",
        cues: [["cycle", "cycles", "circular"], ["weak", "leak", "leaks"]] }
    ],
    modelAnswer: "Box is the simplest smart pointer: it puts a value on the heap with a single owner and frees it when dropped. I use it for recursive types like a tree node, for large values, and for trait objects such as Box<dyn Error>. Rc gives shared ownership through reference counting on a single thread: cloning an Rc just bumps a counter, and the value is dropped when the last one goes away. Arc is the same idea with an atomically updated count, so it is thread safe and can be sent across threads, at a small cost for the atomic operations. Both only give shared, immutable access, so for mutation you put RefCell inside an Rc, or a Mutex or RwLock inside an Arc. Finally, reference cycles leak with Rc or Arc, so back pointers, like a child pointing to its parent, should use Weak.",
    tags: ["smart pointers", "ownership", "memory"]
  },
  {
    id: "rust-013",
    topic: "rust",
    difficulty: "medium",
    kind: "concept",
    text: "What is interior mutability in Rust? Explain Cell, RefCell and their thread-safe counterparts.",
    talkingPoints: [
      { point: "Interior mutability lets you mutate data through a shared reference, moving the borrow checking from compile time to run time or making it unnecessary.",
        cues: [["shared reference", "&self", "immutable reference", "through a shared"], ["mutate", "mutates", "mutation", "modify", "change", "changes"]] },
      { point: "Cell works for Copy types by swapping whole values in and out, with no borrowing and no runtime cost.",
        cues: [["cell"], ["copy", "get and set", "swap", "replace", "replaces", "whole value"]] },
      { point: "RefCell tracks borrows at run time with borrow and borrow_mut, and panics if the rules are violated.",
        cues: [["refcell"], ["run time", "runtime", "borrow_mut", "borrow mut", "panic", "panics"]] },
      { point: "Cell and RefCell are not Sync, so across threads you use Mutex, RwLock or atomics instead.",
        cues: [["mutex", "rwlock", "atomic", "atomics"], ["thread", "threads", "sync", "multi-threaded"]] },
      { point: "Typical uses are caches, memoisation, counters, and Rc<RefCell<T>> for shared mutable graphs.",
        cues: [["cache", "caching", "memoize", "memoizes", "memoization", "memoisation", "a counter", "counting", "rc<refcell", "rc of refcell", "graph"]] }
    ],
    modelAnswer: "Normally you can only mutate through a unique &mut reference. Interior mutability is a pattern for types that let you mutate data through a shared reference, by moving the check from compile time to run time or by making it unnecessary. Cell works for Copy types: you get and set or replace the whole value, never borrowing the inside, so there is nothing to check and no runtime cost. RefCell works for any type: it tracks borrows at run time, handing out guards through borrow and borrow_mut, and it panics if you break the rules, for example by calling borrow_mut twice at once. Neither is Sync, so they cannot be shared between threads; the thread-safe counterparts are Mutex and RwLock, which block instead of panicking, and atomic types for simple values. Typical uses are caches and memoization inside a method taking &self, counters, and Rc<RefCell<T>> for shared mutable graphs in single-threaded code.",
    tags: ["interior mutability", "smart pointers", "borrow checker"]
  },
  {
    id: "rust-014",
    topic: "rust",
    difficulty: "medium",
    kind: "concept",
    text: "What is the difference between generics with trait bounds and trait objects using dyn in Rust?",
    talkingPoints: [
      { point: "Generics are monomorphised: the compiler generates a specialised copy per concrete type, giving static dispatch and inlining.",
        cues: [["monomorphize", "monomorphization", "monomorphisation", "monomorphized", "specialised copy", "specialized copy", "copy per type", "static dispatch"]] },
      { point: "dyn Trait uses dynamic dispatch through a vtable, with a fat pointer holding the data pointer and the vtable pointer.",
        cues: [["dyn", "trait object"], ["vtable", "vtables", "dynamic dispatch", "fat pointer", "wide pointer", "runtime"]] },
      { point: "Generics can increase compile time and binary size; trait objects keep one copy of the code but cost an indirect call and prevent inlining.",
        cues: [["binary size", "code bloat", "bloat", "compile time", "indirect call", "inlining", "inline"]] },
      { point: "Trait objects allow heterogeneous collections like Vec<Box<dyn Shape>>.",
        cues: [["heterogeneous", "different types", "mixed types", "vec<box<dyn", "vec of box", "collection"]] },
      { point: "A trait must be dyn compatible (object safe) to be used as a trait object, for example no generic methods or Self returns.",
        cues: [["object safe", "object safety", "dyn compatible", "dyn-compatible", "dyn compatibility"]] }
    ],
    modelAnswer: "With generics and trait bounds, such as fn draw<T: Shape>(s: &T), the compiler monomorphizes the function: it generates a specialised copy for each concrete type used, so calls use static dispatch and can be inlined. A trait object, written dyn Shape behind a pointer like &dyn Shape or Box<dyn Shape>, uses dynamic dispatch: the reference is a fat pointer holding the data pointer and a vtable pointer, and method calls go through the vtable at runtime. The trade-off is that generics can increase compile time and binary size through code bloat, while trait objects keep one copy of the code but pay an indirect call and usually lose inlining. Trait objects are what you need for heterogeneous collections, like a Vec<Box<dyn Shape>> holding circles and squares together. Not every trait can be used that way: it must be dyn compatible, formerly called object safe, which rules out generic methods and methods returning Self.",
    tags: ["traits", "generics", "dispatch"]
  },
  {
    id: "rust-015",
    topic: "rust",
    difficulty: "medium",
    kind: "concept",
    text: "How do you design error handling in a Rust library compared with an application?",
    talkingPoints: [
      { point: "Libraries should expose specific error types, typically an enum implementing std::error::Error, so callers can match on them.",
        cues: [["library", "libraries"], ["enum", "error type", "error types", "specific error", "custom error", "match"]] },
      { point: "The thiserror crate derives the Error and Display boilerplate for such enums.",
        cues: [["thiserror", "this error crate", "derive error", "derive the error"]] },
      { point: "Applications often use anyhow (or similar) for a single dynamic error type with added context.",
        cues: [["anyhow", "eyre", "box<dyn error", "box dyn error"], ["context", "application", "applications", "app"]] },
      { point: "From implementations let the question mark operator convert lower-level errors automatically, and the source chain preserves causes.",
        cues: [["from", "#[from]"], ["question mark", "convert", "conversion", "automatic", "automatically", "source", "sources", "chain"]] },
      { point: "Reserve unwrap and expect for tests, prototypes or invariants that truly cannot fail; otherwise propagate errors.",
        cues: [["unwrap", "expect"], ["test", "tests", "prototype", "prototypes", "invariant", "cannot fail", "never fail", "avoid"]] }
    ],
    modelAnswer: "For a library I expose specific error types, usually an enum per module or crate that implements std::error::Error, so callers can match on variants like NotFound or Timeout and decide what to do. The thiserror crate derives the Error and Display boilerplate for such enums, including source fields. In an application the caller is usually just going to log the error or show it, so I use anyhow, which gives one dynamic error type where you attach context strings as errors bubble up, producing messages like failed to load config, caused by file not found. In both cases From implementations, which thiserror generates with the #[from] attribute, let the question mark operator convert lower-level errors automatically, and the source chain preserves the root cause. I reserve unwrap and expect for tests, prototypes and invariants that truly cannot fail, using expect with a message explaining why; everywhere else errors are propagated.",
    tags: ["error handling", "libraries", "crates"]
  },
  {
    id: "rust-016",
    topic: "rust",
    difficulty: "medium",
    kind: "concept",
    text: "How do closures capture variables in Rust, and what is the difference between Fn, FnMut and FnOnce?",
    talkingPoints: [
      { point: "Closures capture variables from their environment by shared reference, mutable reference or by value, choosing the least demanding mode that works.",
        cues: [["capture", "captures", "environment"], ["reference", "references", "by value", "by ref", "borrow", "borrows"]] },
      { point: "The move keyword forces capture by value, which is needed for threads and async tasks that outlive the current scope.",
        cues: [["move", "moves"], ["thread", "threads", "spawn", "outlive", "outlives", "async", "by value"]] },
      { point: "Fn closures only read captured state and can be called many times, even concurrently.",
        cues: [["fn", "fn trait", "plain fn"], ["read", "shared", "many times", "repeatedly", "concurrently", "immutable", "immutably"]] },
      { point: "FnMut closures mutate captured state and need exclusive access to be called.",
        cues: [["fnmut", "fn mut"], ["mutate", "mutates", "modify", "modifies", "change", "changes", "exclusive", "mutable reference"]] },
      { point: "FnOnce closures consume captured values and can be called only once; every closure is at least FnOnce.",
        cues: [["fnonce", "fn once"], ["called only once", "only once", "consume", "consumes", "move out", "moves out"]] }
    ],
    modelAnswer: "A closure captures variables from its environment, and the compiler picks the least demanding mode that works: by shared reference if it only reads them, by mutable reference if it modifies them, and by value if it needs to own them. Writing the move keyword forces capture by value, which you need when the closure must outlive the current scope, for example when passing it to thread::spawn or an async task. Fn closures only read captured state through shared references, so they can be called many times, even concurrently. FnMut closures mutate their captured state, so calling them needs exclusive, &mut access, like the closure passed to for_each that pushes to a vector. FnOnce closures consume something they captured, such as moving a String out, so they can be called only once. Every Fn is also FnMut, and every closure is at least FnOnce.",
    tags: ["closures", "traits", "ownership"]
  },
  {
    id: "rust-017",
    topic: "rust",
    difficulty: "medium",
    kind: "concept",
    text: "What do the Send and Sync traits mean in Rust, and how do they make concurrency safe?",
    talkingPoints: [
      { point: "Send means ownership of a value can be transferred to another thread.",
        cues: [["send"], ["transfer", "moved to another thread", "move to another thread", "another thread", "across threads"]] },
      { point: "Sync means a value can be shared by reference between threads; T is Sync when &T is Send.",
        cues: [["sync"], ["shared", "share", "&t is send", "reference", "references"]] },
      { point: "They are auto traits: the compiler implements them automatically when all fields are Send or Sync.",
        cues: [["auto trait", "auto traits", "automatically", "marker trait", "marker traits"]] },
      { point: "Rc is neither Send nor Sync and RefCell is not Sync, so the compiler rejects sharing them across threads; Arc and Mutex are the safe alternatives.",
        cues: [["rc", "refcell"], ["arc", "mutex", "not send", "not sync", "reject", "rejects", "compile error"]] },
      { point: "APIs like thread::spawn require Send + 'static, which turns data races into compile-time errors; implementing them manually is unsafe.",
        cues: [["thread::spawn", "spawn", "compile time", "compile-time", "unsafe impl", "fearless"]] }
    ],
    modelAnswer: "Send means ownership of a value can be transferred to another thread safely. Sync means a value can be shared by reference between threads, formally T is Sync if &T is Send. They are auto traits: the compiler implements them automatically for a type whose fields are all Send or Sync. The interesting cases are the exceptions: Rc is neither Send nor Sync because its reference count is not atomic, and RefCell is not Sync because its borrow tracking is not thread safe, so the compiler rejects code that shares them across threads, and you switch to Arc and Mutex instead. APIs like thread::spawn require the closure to be Send and 'static, so data races become compile-time errors rather than production bugs, which is what people mean by fearless concurrency. Implementing Send or Sync by hand requires unsafe impl, because you are promising the compiler something it cannot check.",
    tags: ["concurrency", "traits", "thread safety"]
  },
  {
    id: "rust-018",
    topic: "rust",
    difficulty: "medium",
    kind: "coding",
    text: "How do iterators work in Rust, and why are iterator chains often as fast as hand-written loops?",
    talkingPoints: [
      { point: "The Iterator trait has one required method, next, returning Option of the next item, and provides many adapters for free.",
        cues: [["next"], ["option", "some", "none", "required method", "one method"]] },
      { point: "Adapters like map and filter are lazy: nothing runs until a consumer such as collect, sum or a for loop drives the iteration.",
        cues: [["lazy", "lazily", "nothing happens", "nothing runs", "until"], ["collect", "sum", "consumer", "for loop", "consume", "consumes"]] },
      { point: "iter, iter_mut and into_iter yield shared references, mutable references or owned values.",
        cues: [["iter_mut", "iter mut", "into_iter", "into iter"]] },
      { point: "They are zero-cost abstractions: after monomorphisation and inlining, the chain compiles to the same machine code as a loop, often without bounds checks.",
        cues: [["zero-cost", "zero cost", "inline", "inlining", "inlined", "monomorphize", "monomorphized", "monomorphization", "same machine code", "same code", "bounds check"]] }
    ],
    modelAnswer: "Everything is built on the Iterator trait, which has one required method, next, returning Some with the next item or None when finished, and in return provides dozens of adapter methods. Adapters such as map, filter and take are lazy: they just wrap the previous iterator, and nothing happens until a consumer like collect, sum, count or a for loop drives the iteration by calling next. Collections offer three entry points: iter yields shared references, iter_mut yields mutable references, and into_iter takes ownership and yields the values themselves. The reason chains are fast is that they are zero-cost abstractions: each adapter is a concrete generic type, so after monomorphization the compiler can inline every next call and the whole chain collapses into the same machine code as a hand-written loop. Often it is even faster, because iterating a slice avoids the bounds check that indexing with v[i] would perform, and it can vectorise.",
    tags: ["iterators", "performance", "zero-cost abstractions"]
  },
  {
    id: "rust-019",
    topic: "rust",
    difficulty: "medium",
    kind: "concept",
    text: "How does the Drop trait work in Rust, and in what order are values dropped?",
    talkingPoints: [
      { point: "Drop lets a type run cleanup code when its value goes out of scope, Rust's version of RAII.",
        cues: [["drop"], ["cleanup", "clean up", "out of scope", "raii", "destructor", "release", "releases"]] },
      { point: "Local variables are dropped in reverse order of declaration; struct fields in declaration order.",
        cues: [["reverse order", "reverse", "reverses", "last declared", "opposite order"], ["declaration", "declared", "variables", "locals"]] },
      { point: "You cannot call drop methods directly; use std::mem::drop to drop a value early, for example to release a lock guard.",
        cues: [["mem::drop", "std::mem::drop", "drop early", "drop it early", "explicitly drop", "drop a value early", "drop the guard"]] },
      { point: "Drop is not guaranteed to run: mem::forget, reference cycles and aborts can skip it, so safety must not depend on it.",
        cues: [["mem::forget", "forget", "leak", "not guaranteed", "cycle", "cycles", "abort"]] },
      { point: "A type implementing Drop cannot be Copy, and you cannot move fields out of it.",
        cues: [["copy", "move out", "move fields"]] }
    ],
    modelAnswer: "Implementing the Drop trait lets a type run cleanup code automatically when its value goes out of scope, which is Rust's version of RAII: closing a file, releasing a lock guard, returning a connection to a pool. Local variables are dropped in reverse order of declaration, so something declared later, which may borrow an earlier value, is cleaned up first; struct fields, by contrast, are dropped in declaration order after the struct's own drop runs. You are not allowed to call the drop method directly, but you can drop a value early with std::mem::drop, which is common for releasing a MutexGuard before doing slow work. It is important to know that Drop is not guaranteed to run: mem::forget, leaked reference cycles of Rc and process aborts all skip it, so memory safety must never depend on a destructor running. Also, a type that implements Drop cannot be Copy, and you cannot move fields out of it.",
    tags: ["drop", "raii", "resource management"]
  },
  {
    id: "rust-020",
    topic: "rust",
    difficulty: "medium",
    kind: "concept",
    text: "How do modules, crates and visibility work in Rust, and how would you structure a larger project?",
    talkingPoints: [
      { point: "A crate is the compilation unit, either a binary or a library, and a package can contain a library crate plus binaries.",
        cues: [["crate", "crates"], ["compilation unit", "binary", "library", "lib.rs", "main.rs"]] },
      { point: "Modules, declared with mod and mapped to files, organise code inside a crate into a tree.",
        cues: [["mod", "module", "modules"], ["file", "files", "tree", "organise", "organises", "organize", "organizes", "hierarchy"]] },
      { point: "Items are private by default; pub makes them public and pub(crate) restricts visibility to the crate.",
        cues: [["private by default", "private", "pub(crate)", "pub crate"], ["pub", "public", "visible"]] },
      { point: "use brings paths into scope, and pub use re-exports items to shape a clean public API.",
        cues: [["pub use", "re-export", "reexport", "re-exports"]] },
      { point: "Larger projects use a Cargo workspace with several crates, which also speeds up incremental compilation.",
        cues: [["workspace", "workspaces", "several crates", "multiple crates"]] }
    ],
    modelAnswer: "A crate is Rust's compilation unit, either a binary with a main.rs or a library with a lib.rs, and one package can contain a library crate plus several binaries. Inside a crate, modules declared with mod organise the code into a tree, and each module maps to a file or a directory. Everything is private by default, visible only within its module and its children; pub makes an item public, and pub(crate) is a very useful middle ground that makes it visible within the crate but not to outside users. use statements bring paths into scope, and pub use re-exports items, so you can keep a deep internal module structure while presenting a flat, clean public API. For a larger project I use a Cargo workspace with several crates, for example core domain logic, a storage crate and a thin binary, which enforces boundaries between layers and speeds up incremental compilation, because unchanged crates are not rebuilt.",
    tags: ["modules", "crates", "project structure"]
  },
  {
    id: "rust-021",
    topic: "rust",
    difficulty: "medium",
    kind: "concept",
    text: "How do you write and organise tests in Rust?",
    talkingPoints: [
      { point: "Unit tests live next to the code in a #[cfg(test)] module with #[test] functions and can test private functions.",
        cues: [["cfg(test)", "cfg test", "test module", "test modules", "tests module", "same file", "next to the code"], ["private", "unit test", "unit tests", "#[test]"]] },
      { point: "Integration tests go in the tests directory and use only the crate's public API.",
        cues: [["integration test", "integration tests", "tests directory", "tests folder"], ["public api", "public", "external"]] },
      { point: "Documentation examples are compiled and run as doc tests, keeping docs correct.",
        cues: [["doc test", "doc tests", "doctest", "doctests", "documentation"]] },
      { point: "cargo test runs them all, with assert macros and #[should_panic] or Result-returning tests for failures.",
        cues: [["assert", "assert_eq", "should_panic", "should panic", "returns result", "return result"]] },
      { point: "Property-based testing with proptest, benchmarks with criterion and mocking through traits extend the basics.",
        cues: [["proptest", "property-based", "property based", "quickcheck", "criterion", "mockall", "trait", "traits"]] }
    ],
    modelAnswer: "Unit tests live next to the code, in a module marked #[cfg(test)] at the bottom of the same file, with each test a function annotated #[test]; because the test module is a child module, it can test private functions too. Integration tests go in the tests directory at the crate root, where each file is compiled as a separate crate and can only use the public API, exactly like an external user. Code examples in documentation comments are compiled and run as doc tests, which keeps the docs honest. cargo test runs all three kinds. Inside tests I use assert, assert_eq and assert_ne, mark tests that should panic with #[should_panic], or have tests return a Result so I can use the question mark operator. Beyond that, proptest gives property-based testing, criterion handles benchmarks, and for dependencies I define traits and pass in fakes, or use mockall when needed.",
    tags: ["testing", "cargo", "tooling"]
  },
  {
    id: "rust-022",
    topic: "rust",
    difficulty: "medium",
    kind: "concept",
    text: "When is it appropriate to panic in Rust, and what actually happens when a panic occurs?",
    talkingPoints: [
      { point: "Panics are for unrecoverable bugs or violated invariants; expected failures should return Result.",
        cues: [["bug", "bugs", "invariant", "invariants", "unrecoverable", "programmer error"], ["result", "recoverable", "expected"]] },
      { point: "By default a panic unwinds the thread's stack, running destructors, and ends that thread.",
        cues: [["unwind", "unwinds", "unwinding"], ["destructor", "destructors", "drop", "thread"]] },
      { point: "A panic in the main thread ends the program; in other threads the join handle returns an error.",
        cues: [["join", "joinhandle", "join handle", "main thread"]] },
      { point: "Setting panic = \"abort\" in the profile aborts immediately instead, giving smaller binaries but no cleanup.",
        cues: [["abort", "aborts"], ["profile", "profiles", "cargo.toml", "smaller", "no cleanup", "immediately"]] },
      { point: "catch_unwind exists for boundaries like FFI or thread pools, but it is not an exception mechanism, and a panicking thread poisons held mutexes.",
        cues: [["catch_unwind", "catch unwind", "ffi", "poison", "poisoned", "poisoning"]] }
    ],
    modelAnswer: "Panic is for bugs and violated invariants, situations the program cannot sensibly recover from; expected failures like bad input or a network error should return a Result so the caller can decide. When a panic happens, by default Rust unwinds the stack of the current thread, running destructors of everything on the way, and then that thread ends. If it was the main thread the program exits with an error, while a panic in a spawned thread shows up as an Err when you join its handle. You can set panic = \"abort\" in the Cargo profile, which aborts immediately without unwinding, giving smaller binaries but no cleanup. std::panic::catch_unwind exists for boundaries, for example FFI, where unwinding into C is not allowed, or a thread pool that must survive a bad task, but it is not an exception mechanism. Also, a thread that panics while holding a Mutex poisons it.",
    tags: ["panic", "error handling", "reliability"]
  },
  {
    id: "rust-023",
    topic: "rust",
    difficulty: "hard",
    kind: "concept",
    text: "How does async/await work in Rust under the hood, and why do you need a runtime like Tokio?",
    talkingPoints: [
      { point: "An async fn compiles into a state machine that implements the Future trait.",
        cues: [["state machine", "state machines"], ["future", "futures", "compile", "compiles", "compiler"]] },
      { point: "Futures are lazy and poll-based: nothing happens until an executor polls them, and poll returns Ready or Pending.",
        cues: [["lazy", "poll", "polled", "polling"], ["ready", "pending", "executor", "nothing happens", "until"]] },
      { point: "When a future is pending it registers a Waker, and the executor polls it again only when it is woken.",
        cues: [["waker", "wake", "woken", "wakes"]] },
      { point: "The standard library has no runtime, so a crate like Tokio provides the executor, the I/O reactor, timers and task spawning.",
        cues: [["tokio", "runtime", "executor", "async-std", "smol"], ["reactor", "epoll", "timer", "timers", "spawn", "no built-in", "not built in", "standard library"]] },
      { point: "Blocking calls inside async code stall the executor thread, so use spawn_blocking, and spawned tasks on multi-threaded runtimes must be Send.",
        cues: [["spawn_blocking", "spawn blocking", "blocking call", "block the executor", "blocks the executor", "stall", "send"]] }
    ],
    modelAnswer: "An async fn compiles into a state machine: each await point becomes a state, and the whole thing implements the Future trait. Futures are lazy and poll-based: calling an async function does nothing until an executor polls the future, and poll either returns Ready with the output or Pending if it must wait. Before returning Pending, the future arranges for its Waker to be called when progress is possible, and the executor only polls it again after it is woken. The standard library defines Future but ships no runtime, so you bring one: Tokio provides the executor that schedules tasks across threads, the reactor built on epoll or kqueue that wakes tasks on I/O readiness, timers, and spawn. Two practical consequences: a blocking call inside async code stalls an executor thread, so you move it to spawn_blocking, and tasks spawned on the multi-threaded runtime must be Send.",
    tags: ["async", "futures", "tokio"]
  },
  {
    id: "rust-024",
    topic: "rust",
    difficulty: "hard",
    kind: "concept",
    text: "What problem do Pin and Unpin solve in Rust, and when do you have to deal with them?",
    talkingPoints: [
      { point: "Some values, notably async state machines, are self-referential, holding pointers into themselves, so moving them would leave those pointers dangling.",
        cues: [["self-referential", "self referential", "points into itself", "pointers into itself", "reference to itself", "references into itself"]] },
      { point: "Pin wraps a pointer and guarantees the pointee will not be moved again until it is dropped.",
        cues: [["pin"], ["not be moved", "never move", "cannot move", "won't move", "will not move", "guarantee", "guarantees", "stays put", "fixed address"]] },
      { point: "Unpin is an auto trait for types that are safe to move even when pinned, which is almost every type except futures from async blocks.",
        cues: [["unpin"], ["auto trait", "safe to move", "most types", "almost every", "almost all"]] },
      { point: "Future::poll takes Pin<&mut Self>, so you pin futures with Box::pin or the pin! macro before polling them manually or storing them.",
        cues: [["box::pin", "box pin", "pin macro", "pin<&mut self>", "poll"]] },
      { point: "Application code rarely deals with it directly; it matters when implementing futures or streams by hand, often with the pin-project crate.",
        cues: [["pin-project", "pin project", "implement a future", "implementing future", "by hand", "manual", "rarely"]] }
    ],
    modelAnswer: "The problem is self-referential values: when a local is borrowed across an await, the async state machine ends up holding a reference that points into itself. If that future were moved to a new address, the internal pointer would dangle. Pin wraps a pointer, like Pin<&mut T> or Pin<Box<T>>, and guarantees that the value it points to will not be moved again until it is dropped, so self-references stay valid. Unpin is an auto trait for types that are safe to move even when pinned, which is almost every type; futures produced by async blocks are the main exception. That is why Future::poll takes Pin<&mut Self>, and why you need Box::pin or the pin! macro when you poll a future manually, store it in a struct or use it in select. Day-to-day application code rarely touches Pin; it matters when implementing futures or streams by hand, usually with the pin-project crate.",
    tags: ["async", "pin", "memory"]
  },
  {
    id: "rust-025",
    topic: "rust",
    difficulty: "hard",
    kind: "concept",
    text: "What does unsafe allow you to do in Rust, and how do you use it responsibly?",
    talkingPoints: [
      { point: "unsafe unlocks a few extra abilities: dereferencing raw pointers, calling unsafe functions including FFI, accessing mutable statics, implementing unsafe traits and reading union fields.",
        cues: [["raw pointer", "raw pointers", "ffi", "foreign function", "mutable static", "static mut", "union", "unsafe trait"]] },
      { point: "It does not turn off the borrow checker or other checks; it only lets you do those specific operations.",
        cues: [["borrow checker", "other checks", "type checking"], ["still", "doesn't turn off", "does not turn off", "not disable", "doesn't disable", "does not disable", "remains"]] },
      { point: "Inside unsafe you must uphold the invariants yourself, or the result is undefined behaviour.",
        cues: [["invariant", "invariants", "uphold", "responsible", "promise", "promises"], ["undefined behaviour", "undefined behavior", "you must", "yourself"]] },
      { point: "Wrap unsafe code in a small safe abstraction whose API cannot be misused, and document each block with a SAFETY comment.",
        cues: [["safe abstraction", "safe api", "safe wrapper", "encapsulate", "encapsulated", "small"], ["safety comment", "comment", "document", "documented", "abstraction", "wrapper"]] },
      { point: "Test unsafe code with Miri and sanitizers to catch undefined behaviour.",
        cues: [["miri", "sanitizer", "sanitizers", "address sanitizer", "valgrind"]] }
    ],
    modelAnswer: "An unsafe block or function unlocks a small set of extra abilities: dereferencing raw pointers, calling unsafe functions including foreign functions through FFI, reading or writing a mutable static, implementing unsafe traits like Send and Sync, and reading union fields. It does not turn off the borrow checker, type checking or anything else; references inside an unsafe block are still checked as usual. What changes is responsibility: inside unsafe, you promise to uphold invariants the compiler cannot verify, such as pointer validity and no aliasing of mutable references, and if you get it wrong the result is undefined behaviour, just like in C. So the discipline is to keep unsafe small and encapsulated in a safe abstraction whose public API cannot be misused, the way Vec is built on raw pointers, and to document every unsafe block with a SAFETY comment explaining why the invariants hold. I also run the tests under Miri and sanitizers to catch undefined behaviour.",
    tags: ["unsafe", "ffi", "safety"]
  },
  {
    id: "rust-026",
    topic: "rust",
    difficulty: "hard",
    kind: "design",
    text: "The borrow checker makes graphs and doubly linked lists hard to write in Rust. How would you model such a structure?",
    talkingPoints: [
      { point: "Cyclic structures conflict with single ownership and the aliasing rules, since nodes need several owners or mutable back pointers.",
        cues: [["single owner", "one owner", "ownership", "aliasing", "multiple owners", "several owners"], ["cycle", "cycles", "cyclic", "back pointer", "back pointers", "parent"]] },
      { point: "An arena with indices, storing nodes in a Vec and linking by index, is often the simplest and fastest approach.",
        cues: [["arena", "index", "indices", "indexes", "vec of nodes", "slotmap", "generational"]] },
      { point: "Rc<RefCell<Node>> with Weak for back edges gives shared mutable nodes, at the cost of runtime checks and verbosity.",
        cues: [["rc<refcell", "rc refcell", "rc and refcell", "rc of refcell", "refcell"], ["weak"]] },
      { point: "Raw pointers inside a carefully encapsulated unsafe implementation are an option for performance-critical containers like the standard LinkedList.",
        cues: [["raw pointer", "raw pointers", "unsafe"]] },
      { point: "Often the best answer is an existing crate like petgraph, or rethinking the design to avoid the linked structure entirely.",
        cues: [["petgraph", "existing crate", "a crate", "library", "vecdeque", "rethink", "avoid"]] }
    ],
    modelAnswer: "The difficulty is that graphs and doubly linked lists contain cycles: a node is referenced from several places, and you often need back pointers like a parent link that can also mutate, which conflicts with single ownership and the aliasing XOR mutability rule. My default is an arena with indices: store all nodes in a Vec and have them refer to each other by index, or use slotmap for generational keys that detect stale handles. It is simple, cache friendly and fully safe. The second option is Rc<RefCell<Node>> for shared mutable nodes, with Weak references for back edges so cycles do not leak; it works but adds runtime checks and verbosity. Third, for a performance-critical container you can use raw pointers inside a small, well-tested unsafe implementation, which is how the standard LinkedList works. And very often the best answer is to use petgraph or a VecDeque, or to rethink whether a linked structure is needed at all.",
    tags: ["borrow checker", "data structures", "design"]
  },
  {
    id: "rust-027",
    topic: "rust",
    difficulty: "hard",
    kind: "concept",
    text: "What options does Rust give you for concurrency and parallelism, and what pitfalls remain even with the compiler's guarantees?",
    talkingPoints: [
      { point: "OS threads with std::thread, including scoped threads that can borrow from the parent stack.",
        cues: [["std::thread", "thread::spawn", "os thread", "os threads", "scoped thread", "scoped threads", "thread::scope"]] },
      { point: "Message passing with channels (std mpsc, crossbeam) or shared state with Arc plus Mutex, RwLock or atomics.",
        cues: [["channel", "channels", "mpsc", "crossbeam"], ["arc", "mutex", "rwlock", "atomic", "atomics", "message passing"]] },
      { point: "Rayon gives easy data parallelism with par_iter and work stealing.",
        cues: [["rayon", "par_iter", "par iter", "data parallelism", "parallel iterator"]] },
      { point: "Async with Tokio suits many concurrent I/O tasks rather than CPU-bound work.",
        cues: [["tokio", "async"], ["i/o", "network", "many connections", "concurrent tasks", "io-bound", "i/o-bound"]] },
      { point: "Deadlocks, lock contention and holding a std Mutex guard across an await are still possible; the compiler only prevents data races.",
        cues: [["deadlock", "deadlocks", "contention", "across an await", "across await", "logic bug", "only prevents data races", "race condition"]] }
    ],
    modelAnswer: "At the lowest level you have OS threads through std::thread, and since Rust 1.63 scoped threads with thread::scope, which can borrow data from the parent's stack because they must finish before the scope ends. To communicate you can use message passing with channels, the standard mpsc or crossbeam's faster multi-consumer channels, or share state with Arc combined with a Mutex, an RwLock or atomics. For CPU-bound data parallelism, Rayon is the go-to: you turn iter into par_iter and it spreads the work over a thread pool using work stealing. For many concurrent I/O tasks, async with Tokio is the better fit. The compiler's guarantees are about data races, not everything: deadlocks are still possible if locks are taken in inconsistent orders, heavy lock contention can kill performance, race conditions at the logic level remain, and holding a std Mutex guard across an await point can block the runtime or make the future not Send.",
    tags: ["concurrency", "parallelism", "async"]
  },
  {
    id: "rust-028",
    topic: "rust",
    difficulty: "hard",
    kind: "concept",
    text: "How do you find and fix performance problems in a Rust program?",
    talkingPoints: [
      { point: "Always measure release builds; debug builds are far slower and misleading.",
        cues: [["release build", "release builds", "--release", "release mode", "debug build", "debug builds"]] },
      { point: "Use profilers like perf, cargo flamegraph or samply to find hot spots, and criterion for micro-benchmarks.",
        cues: [["perf record", "linux perf", "flamegraph", "flame graph", "samply", "profiler", "profile", "profiles", "criterion", "benchmark", "benchmarks"]] },
      { point: "Common fixes are avoiding needless clones and allocations, preallocating with with_capacity, and borrowing slices instead of owning.",
        cues: [["clone", "clones", "allocation", "allocations", "with_capacity", "with capacity", "preallocate", "preallocates"]] },
      { point: "Choose generics over dyn in hot paths for inlining, and pick data structures with good cache locality.",
        cues: [["generic", "generics", "dyn", "monomorphization", "inlining", "cache", "caches", "locality", "contiguous"]] },
      { point: "Build settings like LTO, codegen-units = 1, target-cpu and a faster allocator can give extra gains.",
        cues: [["lto", "link-time optimization", "link time optimization", "codegen-units", "codegen units", "target-cpu", "allocator", "mimalloc", "jemalloc"]] }
    ],
    modelAnswer: "First, I always measure release builds, because debug builds skip optimisations and can be ten or more times slower, so numbers from them are misleading. Then I profile instead of guessing: perf or cargo flamegraph, or samply, to see where time actually goes, and criterion for stable micro-benchmarks of the functions I change. The most common fixes are avoiding needless clones and allocations, for example taking &str or slices instead of owned Strings and Vecs, preallocating with with_capacity, reusing buffers, and avoiding collect into a Vec just to iterate again. In hot paths I prefer generics over dyn trait objects so calls can be inlined, and I pick data structures with good cache locality, a Vec over a linked structure or a HashMap with a faster hasher when DoS resistance is not needed. Finally, build settings help: LTO, codegen-units = 1, target-cpu=native when deployment allows, and a faster allocator such as mimalloc or jemalloc for allocation-heavy workloads.",
    tags: ["performance", "profiling", "optimization"]
  },
  {
    id: "rust-029",
    topic: "rust",
    difficulty: "hard",
    kind: "concept",
    text: "When would you use an associated type in a trait instead of a generic type parameter, and what are the coherence and orphan rules?",
    talkingPoints: [
      { point: "An associated type means each implementing type picks exactly one concrete type, like Iterator's Item.",
        cues: [["associated type", "associated types"], ["one", "exactly one", "single", "item", "iterator"]] },
      { point: "A generic parameter allows many implementations of the trait for the same type, like From<T> for several T.",
        cues: [["generic parameter", "type parameter", "generic trait"], ["many implementation", "multiple implementation", "several implementation", "more than once", "from<t>", "from of"]] },
      { point: "Associated types keep bounds and call sites simpler because users do not have to name the extra parameter.",
        cues: [["simpler", "cleaner", "less verbose", "don't have to name", "do not have to name", "ergonomic", "readable"]] },
      { point: "Coherence requires at most one implementation of a trait for a given type, and the orphan rule enforces it by allowing impls only if the trait or type is local.",
        cues: [["coherence", "orphan rule", "orphan"], ["one implementation", "at most one", "local", "your crate", "conflict", "conflicting"]] },
      { point: "The newtype pattern wraps a foreign type so you can implement a foreign trait for it.",
        cues: [["newtype", "wrapper type", "wrap", "wrapper"]] }
    ],
    modelAnswer: "An associated type says that each implementing type chooses exactly one concrete type for that slot. Iterator is the classic example: a given iterator yields one kind of Item. A generic type parameter instead allows many implementations of the trait for the same type, one per parameter, which is what From<T> needs, since a String can be built from &str, from char and more. Associated types keep bounds and call sites simpler, because users do not have to name an extra parameter the implementer already fixed. Coherence is the rule that there can be at most one implementation of a trait for a given type, so the compiler never has to choose between conflicting impls from different crates. The orphan rule enforces it: you may implement a trait only if the trait or the type is local to your crate. For a foreign trait on a foreign type you use the newtype pattern, wrapping it in a local struct.",
    tags: ["traits", "generics", "type system"]
  },
  {
    id: "rust-030",
    topic: "rust",
    difficulty: "hard",
    kind: "concept",
    text: "What is the difference between declarative macros and procedural macros in Rust, and when should you write one?",
    talkingPoints: [
      { point: "Declarative macros, written with macro_rules!, match token patterns and expand into code by substitution.",
        cues: [["macro_rules", "macro rules", "declarative"], ["pattern", "patterns", "match", "matching", "substitution", "expand"]] },
      { point: "Procedural macros are Rust functions compiled as a separate crate that take a TokenStream and produce a TokenStream.",
        cues: [["procedural", "proc macro", "proc-macro", "proc macros"], ["tokenstream", "token stream", "separate crate", "function", "functions"]] },
      { point: "There are three kinds of procedural macros: derive, attribute and function-like.",
        cues: [["derive macro", "derive macros", "derive", "derives"], ["attribute macro", "attribute macros", "attribute", "attributes"], ["function-like", "function like"]] },
      { point: "Procedural macros usually use the syn and quote crates, and they add compile time.",
        cues: [["syn", "quote", "compile time", "build time", "compile-time"]] },
      { point: "Macros handle variadic syntax or boilerplate that functions and generics cannot; prefer functions first since macros are harder to read and debug.",
        cues: [["variadic", "boilerplate", "prefer functions", "prefer a function", "harder to read", "harder to debug", "cargo expand", "last resort"]] }
    ],
    modelAnswer: "Declarative macros, written with macro_rules!, work by pattern matching: you list patterns over token trees, such as a comma-separated list of expressions, and each pattern expands into code by substitution, with hygiene so internal variables do not clash; vec! is the familiar example. Procedural macros are ordinary Rust functions, compiled as a separate crate of type proc-macro, that receive a TokenStream and return a new TokenStream, so they can run arbitrary logic. They come in three kinds: derive macros like serde's Serialize, attribute macros like tokio::main, and function-like macros that look like calls, for example sqlx's query!. Most procedural macros parse input with the syn crate and generate output with quote, and both they and heavy macro use add noticeable compile time. I write a macro only when a function or generics cannot do the job, such as variadic syntax, a small DSL or repetitive trait implementations, because macros are harder to read and debug; cargo expand helps.",
    tags: ["macros", "metaprogramming"]
  },
  {
    id: "rust-031",
    topic: "rust",
    difficulty: "hard",
    kind: "concept",
    text: "Which recent Rust language features or edition changes have made the biggest difference to how you write Rust?",
    talkingPoints: [
      { point: "Editions (2018, 2021, 2024) allow opt-in breaking changes per crate while crates of different editions still interoperate.",
        cues: [["edition", "editions", "2024", "2021"], ["opt-in", "opt in", "per crate", "interoperate", "interoperates", "mix", "breaking"]] },
      { point: "async fn in traits (Rust 1.75) and async closures (1.85) made async code far more natural.",
        cues: [["async fn in trait", "async fn in traits", "async functions in traits", "async trait", "async closure", "async closures"]] },
      { point: "let else and let chains simplify early returns and nested if let conditions.",
        cues: [["let else", "let-else", "let chain", "let chains"]] },
      { point: "Generic associated types and return-position impl Trait in traits expand what trait APIs can express.",
        cues: [["generic associated type", "generic associated types", "gat", "gats", "impl trait in trait", "return position impl trait", "rpitit"]] },
      { point: "Standard library additions like LazyLock and scoped threads removed the need for common helper crates.",
        cues: [["lazylock", "lazy lock", "oncelock", "once lock", "lazy_static", "once_cell", "scoped thread", "scoped threads", "thread::scope"]] }
    ],
    modelAnswer: "Editions are the mechanism behind most visible change: the 2018, 2021 and now 2024 editions let the language make opt-in breaking changes per crate, and crates on different editions still interoperate, so the ecosystem never splits. For async code the big wins were async fn in traits, stable since Rust 1.75, which removed most uses of the async-trait crate and its boxing, and async closures in 1.85. For everyday control flow, let else lets you bind a pattern or return early in one line, and let chains, available in the 2024 edition, let you combine several if let conditions with && instead of nesting. Generic associated types and return-position impl Trait in traits let trait APIs express things like lending iterators or returning iterators without boxing. And the standard library absorbed common crates: LazyLock and OnceLock replace lazy_static and once_cell, and thread::scope gives scoped threads.",
    tags: ["modern rust", "editions", "language features"]
  }
]
