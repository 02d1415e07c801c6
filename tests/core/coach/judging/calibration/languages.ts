/** Calibration answers for programming-language questions, written by hand in a candidate's own words. */
import type { BankCase } from "./cases.ts"

export const languageCases: ReadonlyArray<BankCase> = [
  {
    id: "python-001",
    good:
      "The big one is that you can change a list after you make it, adding or dropping elements, but a tuple is frozen once created. Since a tuple can't change, Python can hash it, so a tuple works as a key in a dict or as an element of a set, and a list can't. I tend to use a tuple for a small fixed bundle like a row or an (x, y) pair returned from a function, and a list when I'm collecting a variable number of similar things. Tuples are also a bit more compact and quicker to build.",
    partial:
      "A list can be modified, you can append and remove items, while a tuple is fixed after you create it. Other than that they behave pretty similarly, both are ordered and you can index them.",
    wrong:
      "Lists and tuples are basically the same thing in Python, a tuple is just written with round brackets instead of square ones. Lists are faster because they are used more often, and you pick whichever style you prefer."
  },
  {
    id: "python-009",
    good:
      "A module is just one Python file, while a package is a folder that groups several modules, classically with an __init__.py file inside it. When you import something, Python walks through sys.path, which starts with the directory of the script and then includes PYTHONPATH and the site-packages folder where pip installs things. The first import actually executes the module's code, and after that the module object is kept in sys.modules, so importing it again elsewhere is cheap and doesn't rerun it. Inside a package you can also use relative imports with a leading dot to refer to sibling modules.",
    partial:
      "A module is a single .py file and a package is a directory containing modules. Python looks for them in a list of folders, I think the site-packages directory is one of them.",
    wrong:
      "A package is something you download with pip and a module is a built-in part of Python. Python finds imports by searching the whole hard drive for a matching file name, which is why imports can be slow."
  },
  {
    id: "python-017",
    good:
      "Python resolves a name with the LEGB order: first the local scope of the function, then any enclosing function scopes, then the module's globals, and finally the builtins. If you assign to a name anywhere in a function, that name becomes local for the whole function, unless you declare it global or nonlocal. A closure is an inner function that keeps hold of variables from the outer function even after the outer one has returned. nonlocal is what lets that inner function rebind an outer variable, for example a counter. One gotcha: closures look the variable up when they run, not when they are defined, so lambdas made in a loop all see the last value unless you capture it with a default argument.",
    partial:
      "It looks in the local scope first and then the global scope. A closure is when an inner function uses a variable from the outer function and still has it after the outer one returns.",
    wrong:
      "Python resolves variable names at compile time by looking them up in a symbol table for the class. The nonlocal keyword makes a variable global for the whole program, and closures are just another name for lambda functions."
  },
  {
    id: "java-004",
    good:
      "Checked exceptions are the ones the compiler forces you to deal with: you either catch them or declare them in the method signature with throws. Unchecked exceptions are subclasses of RuntimeException and you don't have to declare them at all. I use checked ones for failures a caller can reasonably recover from and that are outside our control, like a file that isn't there or a network call that times out. Unchecked ones are for bugs, such as a null pointer or an illegal argument passed in. And Error, like OutOfMemoryError, is a separate branch that you generally shouldn't try to catch.",
    partial:
      "Checked exceptions have to be handled, either with a try catch or by adding throws to the method, otherwise it won't compile. Unchecked exceptions don't need that.",
    wrong:
      "Checked exceptions are the ones you have already tested for in your unit tests, and unchecked ones are exceptions nobody has tested yet. At runtime Java treats them the same, so it's just a naming convention for the team."
  },
  {
    id: "java-015",
    good:
      "Generic type information only exists at compile time. The compiler checks your types and then erases the type parameters, replacing them with their bound, which is usually Object, so the bytecode has no idea it was a List of String. They did it that way so generic code would stay binary compatible with old pre-generics code and raw types. The cost is that you can't write new T(), can't create an array of T, and can't do instanceof List<String>. The usual workaround is to pass a Class<T> token in; under the hood the compiler also inserts casts and generates bridge methods. For flexible APIs you lean on wildcards, extends for producers and super for consumers.",
    partial:
      "Type erasure means the generic types are removed after compilation, so at runtime a List<String> is just a List. Because of that you can't do some things with the type parameter.",
    wrong:
      "Type erasure is when the JVM garbage collects generic objects earlier than normal objects to save memory. It limits how many generic classes you can load, so big projects should avoid generics."
  },
  {
    id: "javascript-006",
    good:
      "undefined is what you get when nothing was ever assigned: a declared variable with no value, a property that doesn't exist, a missing function argument, or a function that returns nothing. null is something a developer puts there on purpose to say there is no value. With double equals they are equal to each other, with triple equals they are not, and typeof null is 'object' while typeof undefined is 'undefined'. Default parameters only kick in for undefined, not null, and JSON.stringify keeps null but drops keys whose value is undefined. The ?? operator and optional chaining treat the two the same.",
    partial:
      "undefined means a variable has been declared but not given a value yet, while null is assigned deliberately to mean empty. They're loosely equal but not strictly equal.",
    wrong:
      "null and undefined are exactly the same in JavaScript, they are two spellings of one value kept for backwards compatibility. typeof returns 'null' for both and triple equals treats them as equal."
  },
  {
    id: "javascript-014",
    good:
      "async and await are built on promises. An async function always hands back a promise, and await suspends just that function until the awaited promise settles, without blocking the event loop. Under the hood it's like chaining then: whatever comes after the await runs as a continuation later. For errors you wrap the awaits in try and catch, or attach a .catch to the returned promise. If a rejection is never handled you get an unhandled rejection, and in modern Node that crashes the process. Also watch out for awaiting independent calls one after another, because that runs them in sequence; kick them off together and await Promise.all instead.",
    partial:
      "async/await is nicer syntax for promises. An async function returns a promise and await waits for it. You handle errors with a try/catch block around the await.",
    wrong:
      "await makes JavaScript wait by blocking the whole thread until the server responds, which is why you should avoid it in the browser. Errors in async functions are ignored automatically, so you don't need to handle them."
  },
  {
    id: "typescript-003",
    good:
      "any turns the type checker off for that value, and the looseness leaks into everything it flows into. unknown can also hold anything, but the compiler won't let you use it until you narrow it, with typeof, instanceof or a type guard, which makes it the right type for untrusted data like parsed JSON or the error in a catch block. never is the opposite end: a type with no values at all, used for functions that always throw or loop forever and for branches that can't happen. That makes it handy for exhaustive switches, because if you forget a case, assigning the leftover value to a never variable is a compile error.",
    partial:
      "any disables type checking completely. unknown is similar but safer, because you need to check the type before you can do anything with it.",
    wrong:
      "any, unknown and never are three names for the same top type, TypeScript added them at different times. never is used for variables that will never be reassigned, like const."
  },
  {
    id: "typescript-019",
    good:
      "satisfies validates that an expression matches a type but leaves the inferred type of the expression alone. If you annotate a variable instead, its type becomes the declared type, so you lose details such as which exact keys are present or the literal values. An as assertion is worse: it just tells the compiler to trust you and skips the check, so typos get through. The classic case is a config or routes object: you check it against a Record of allowed keys while keeping its precise keys and literal values for autocomplete. Paired with as const you get both the validation and the narrowest literal types.",
    partial:
      "satisfies checks that a value matches a type. Unlike a type annotation it keeps the more specific inferred type of the value instead of widening it.",
    wrong:
      "satisfies is the same as an as cast, it converts the value to the given type at runtime. It was added so you could write casts in a more readable way."
  },
  {
    id: "cpp-002",
    good:
      "RAII stands for Resource Acquisition Is Initialization. You tie a resource to an object's lifetime: the constructor grabs the resource and the destructor gives it back. Because destructors run automatically when the object leaves its scope, you can't forget the cleanup, and that still holds when an exception is thrown, since stack unwinding calls the destructors of the locals. It isn't just memory either; file handles, mutex locks and sockets are managed the same way. In the standard library unique_ptr, lock_guard and vector are all RAII types, which is why modern code hardly ever calls delete or unlock by hand.",
    partial:
      "It's Resource Acquisition Is Initialization. The idea is that the object's destructor frees the resource when it goes out of scope, so you don't leak memory.",
    wrong:
      "RAII means Random Access Iterator Interface, it is the set of operations an iterator must support so you can jump to any element. It matters because algorithms like sort need it."
  },
  {
    id: "cpp-016",
    good:
      "Iterator invalidation is when something you do to a container leaves existing iterators, pointers or references to its elements dangling, so using them is undefined behaviour. With a vector, a push_back that exceeds the capacity reallocates and moves everything to a new buffer, so every iterator is invalidated. Erasing from a vector invalidates iterators at the erased spot and after it, which is why erase returns the next valid iterator that you should continue the loop with. Node-based containers like std::list or std::map only invalidate iterators to the elements you actually removed. To avoid bugs I use the erase-remove idiom or std::erase_if, call reserve up front, or loop with indices.",
    partial:
      "It means an iterator stops being valid after you change the container. For example if you push_back into a vector it might reallocate and then your old iterators point to freed memory.",
    wrong:
      "Iterator invalidation is a compile error you get when an iterator's type doesn't match the container. You fix it by declaring the iterator with auto so the compiler picks the correct type."
  },
  {
    id: "csharp-005",
    good:
      "A field is just a variable living inside the object. A property looks like a field from the outside, but it's really a getter and a setter method, so you can add validation, compute the value, load it lazily or raise a change notification without changing how callers use it. An auto-property like public string Name { get; set; } has the compiler create the hidden backing field for you. The init accessor from C# 9 lets a property be set only while the object is being initialised, which is a nice way to build immutable objects. The rule I follow is to keep fields private and expose properties, because turning a public field into a property later breaks binary compatibility.",
    partial:
      "A field is a variable declared directly in the class, and a property wraps it with get and set accessors. Auto-properties are the short syntax where you just write get; set;.",
    wrong:
      "Fields are for static data and properties are for instance data. An init accessor runs once when the program starts, like a static constructor, to set default values."
  },
  {
    id: "go-003",
    good:
      "In Go an error is just a value. Functions return it as their last result and the caller checks if err != nil right away, there are no exceptions to catch. The error type is an interface with a single Error() string method, so any type with that method can be an error and you can define your own with extra fields. To add context you wrap with fmt.Errorf and the %w verb, which keeps the original inside. Then errors.Is tells you whether a particular sentinel error is somewhere in the chain, and errors.As pulls out an error of a specific type. panic is kept for truly unrecoverable programmer mistakes, not ordinary failures.",
    partial:
      "Go returns errors as values, usually as the last return value, and you check if err != nil after each call. You can wrap errors to add more context.",
    wrong:
      "Go handles errors with try and catch blocks like Java, and you throw an error with the panic keyword. Every function has to declare which errors it throws in its signature."
  },
  {
    id: "go-012",
    good:
      "A context carries a cancellation signal and a deadline from one place to everything working on the same request, across function calls and goroutines. You derive children with WithCancel, WithTimeout or WithDeadline, and you must call the cancel function they give back, normally with defer cancel(), or you leak resources. Anything long-running should select on ctx.Done() and return ctx.Err() once it's closed. By convention you pass it explicitly as the first argument called ctx and never keep it in a struct. Context values are only meant for request-scoped data like a trace or request ID, not for optional parameters or injecting dependencies.",
    partial:
      "The context package is used for cancellation and timeouts, for example to stop work when an HTTP request is cancelled. You usually pass ctx as the first parameter of a function.",
    wrong:
      "The context package stores global configuration for the application, like database settings, so you can read them anywhere. You should create one context at startup and keep it in a global variable."
  },
  {
    id: "rust-002",
    good:
      "Instead of moving ownership you can borrow a value with a reference. The rule is that at any moment you can have either as many shared, read-only references as you like, or exactly one mutable reference, never both at once. References also can't outlive the value they refer to, and the borrow checker proves that at compile time. This aliasing-or-mutation rule is what stops data races and things like modifying a vector while iterating it, all before the program runs. With non-lexical lifetimes a borrow ends at its last use rather than at the end of the block, so in practice it's less restrictive than it sounds.",
    partial:
      "You can borrow a value with & instead of taking ownership. You can have many immutable borrows or one mutable borrow, but not both at the same time.",
    wrong:
      "Borrowing in Rust means copying the value onto the heap so two variables can use it. The borrow checker runs at runtime and panics if you borrow something twice."
  },
  {
    id: "rust-010",
    good:
      "A trait describes shared behaviour: a set of method signatures that different types can implement, a lot like an interface. A trait can also give default implementations that implementers get for free or override. You use trait bounds on generics, like T: Display, to say a function only accepts types that implement that trait. derive is a shortcut: #[derive(Debug, Clone, PartialEq)] makes the compiler generate those standard trait implementations for your struct. And the orphan rule means you can implement a trait for a type only if either the trait or the type is defined in your own crate.",
    partial:
      "Traits are like interfaces in other languages: they define methods a type has to implement. derive lets the compiler implement things like Debug automatically.",
    wrong:
      "Traits are Rust's version of class inheritance, a struct inherits all the fields of its trait. derive macros copy the fields of the parent struct into the child."
  }
]
