/** The Python questions of the built-in bank. */
import type { BankQuestion } from "../types.ts"

export const questions: ReadonlyArray<BankQuestion> = [
  {
    id: "python-001",
    topic: "python",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between a list and a tuple in Python, and when would you pick each?",
    talkingPoints: [
      { point: "Lists are mutable: items can be appended, removed or reassigned in place.",
        cues: [["list"], ["mutable", "modify", "modified", "change", "append", "remove", "removed", "reassign"]] },
      { point: "Tuples cannot be changed after creation.",
        cues: [["tuple"], ["immutable", "cannot be changed", "can't be changed", "cannot be modified", "can't modify", "read only", "fixed", "frozen"]] },
      { point: "Because tuples are immutable they are hashable, so they can be dictionary keys or set members.",
        cues: [["hashable", "hash", "dictionary key", "dict key", "key in a dictionary", "set member", "in a set"]] },
      { point: "Tuples suit fixed records of differently typed fields; lists suit collections of similar items that grow or shrink.",
        cues: [["record", "heterogeneous", "fixed structure", "coordinate", "pair", "returned from a function", "return multiple values", "grow", "similar items", "variable number"]] },
      { point: "Tuples are a little smaller and faster to create than lists.",
        cues: [["tuple"], ["lighter in memory", "less memory", "more compact", "smaller", "quicker to create", "faster to create", "quicker to build", "cheaper to create"]] }
    ],
    modelAnswer: "A list is mutable: you can append, remove or reassign items. A tuple is immutable, so once it is built it cannot change. That immutability makes a tuple hashable when its items are, so it can be a dictionary key or live in a set, which a list never can. I reach for a tuple for a fixed record such as a coordinate pair or several values returned from a function, and for a list when I have a collection of similar items that grows or shrinks. Tuples are also slightly lighter in memory and quicker to create.",
    tags: ["collections", "mutability"]
  },
  {
    id: "python-002",
    topic: "python",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between the is operator and the double-equals operator in Python, and when should you use is?",
    talkingPoints: [
      { point: "The is operator checks identity: whether both names refer to the very same object.",
        cues: [["identity", "same object", "same instance", "same memory", "memory address", "object id", "same id"]] },
      { point: "Double equals checks value equality by calling the __eq__ method, which classes can override.",
        cues: [["dunder eq", "eq method", "value equality", "equal value", "same value", "compare value", "compares value", "content"]] },
      { point: "Use is for singletons such as None, True, False or a sentinel object.",
        cues: [["is none", "is not none", "singleton", "sentinel"]] },
      { point: "Small integers and interned strings may make is look like it compares values, but that is a CPython implementation detail you must not rely on.",
        cues: [["small int", "small integer", "intern", "interned", "cache", "caches", "cached", "implementation detail"]] }
    ],
    modelAnswer: "Double equals asks whether two objects have the same value, and it does that by calling the __eq__ method, so a class decides what equality means for it. The is operator asks something stricter: whether both names point at the same object, which is identity rather than equality. In practice I use is almost only for singletons, so I write if x is None or compare against a sentinel object I created. A classic trap is that is seems to work for small integers or short strings, because CPython caches and interns them, but that is an implementation detail and the same check can fail for larger numbers, so never use is to compare values.",
    tags: ["operators", "identity"]
  },
  {
    id: "python-003",
    topic: "python",
    difficulty: "easy",
    kind: "concept",
    text: "What do args and kwargs, written with one and two stars, mean in a Python function definition, and how are they used?",
    talkingPoints: [
      { point: "A single star parameter collects extra positional arguments into a tuple.",
        cues: [["positional"], ["tuple", "collect", "gather", "extra", "any number", "arbitrary"]] },
      { point: "A double star parameter collects extra keyword arguments into a dictionary.",
        cues: [["keyword", "named argument"], ["dict", "dictionary", "mapping", "collect", "gather"]] },
      { point: "The same stars at a call site unpack a sequence or mapping into arguments.",
        cues: [["unpack", "spread", "expand", "splat"]] },
      { point: "They are common in wrappers and decorators that forward arguments to another function unchanged.",
        cues: [["decorator", "wrapper", "forward", "pass through", "pass them on", "pass along", "delegate"]] },
      { point: "The names args and kwargs are only conventions; the stars are what matter, and a bare star forces keyword-only parameters.",
        cues: [["convention", "just a name", "any name", "keyword only", "keyword-only"]] }
    ],
    modelAnswer: "In a function definition, star args gathers any extra positional arguments into a tuple, and double star kwargs gathers any extra keyword arguments into a dictionary of names to values. The names themselves are just a convention, the stars do the work, and a bare star in the parameter list makes everything after it keyword-only. At a call site the stars work in reverse: they unpack a list into positional arguments or a dictionary into keyword arguments. The most common real use is a decorator or wrapper that accepts anything and forwards it unchanged to the function it wraps, so the wrapper does not need to know the wrapped signature.",
    tags: ["functions", "arguments"]
  },
  {
    id: "python-004",
    topic: "python",
    difficulty: "easy",
    kind: "coding",
    text: "What is a list comprehension, and when would you use a generator expression or a plain loop instead?",
    talkingPoints: [
      { point: "A list comprehension builds a new list from an iterable in one expression, with an optional filter condition.",
        cues: [["comprehension"], ["new list", "build", "filter", "condition", "transform", "one line", "single expression"]] },
      { point: "It is usually more readable and somewhat faster than appending in a loop.",
        cues: [["readable", "concise", "faster", "quicker", "cleaner", "idiomatic", "pythonic"], ["append", "loop", "comprehension"]] },
      { point: "A generator expression uses parentheses and yields items lazily, saving memory for large or streamed data.",
        cues: [["generator expression", "generator"], ["lazy", "lazily", "memory", "one at a time", "on demand", "large"]] },
      { point: "A plain loop is better when the logic is complex, has side effects, or would need nested conditions that hurt readability.",
        cues: [["plain loop", "regular loop", "normal loop", "for loop", "explicit loop"], ["complex", "side effect", "nested", "hard to read", "readability", "several steps"]] }
    ],
    modelAnswer: "A list comprehension builds a new list from an iterable in a single expression, with an optional if clause to filter, for example the squares of all even numbers in a range. It is idiomatic, easier to read than an append loop, and usually a bit faster because the looping happens in optimized bytecode. If I only need to iterate once, say to feed sum or any, I use a generator expression with parentheses instead, which produces items lazily and keeps memory flat even for huge inputs. When the body grows complex, needs several nested conditions, or exists for its side effects like printing or writing files, a plain for loop is clearer, and clarity beats cleverness.",
    tags: ["comprehensions", "idioms"]
  },
  {
    id: "python-005",
    topic: "python",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between a shallow copy and a deep copy in Python?",
    talkingPoints: [
      { point: "Plain assignment copies nothing; it binds another name to the same object.",
        cues: [["assignment", "assign", "equal sign"], ["same object", "another name", "new name", "reference", "no copy", "doesn't copy", "does not copy"]] },
      { point: "A shallow copy creates a new outer container whose elements are still references to the same inner objects.",
        cues: [["shallow"], ["inner", "nested", "same element", "reference", "outer", "top level", "one level"]] },
      { point: "A deep copy recursively copies nested objects, so changes to the copy never affect the original.",
        cues: [["deep"], ["recursive", "recursively", "everything", "nested", "all level", "independent", "fully"]] },
      { point: "Shallow copies come from copy.copy, slicing or list(); deep copies from copy.deepcopy, which handles cycles with a memo.",
        cues: [["copy.copy", "slice", "slicing", "list constructor", ".copy", "deepcopy", "deep copy function"]] }
    ],
    modelAnswer: "First, assignment never copies: it just gives the same object another name. A shallow copy, which you get from copy.copy, a slice, or the list constructor, creates a new outer container, but the elements inside are references to the same inner objects. So if I shallow copy a list of lists and append to one of the inner lists, the change shows up in both. A deep copy, from copy.deepcopy, walks the structure recursively and copies every nested object, so the result is fully independent of the original. Deepcopy also keeps a memo dictionary so shared or cyclic references are copied once, but it is slower, so I only use it when nested data really must not be shared.",
    tags: ["copying", "mutability"]
  },
  {
    id: "python-006",
    topic: "python",
    difficulty: "easy",
    kind: "concept",
    text: "Walk me through how try, except, else and finally work together in Python.",
    talkingPoints: [
      { point: "The try block holds the code that might raise, and except blocks catch specific exception types.",
        cues: [["except"], ["catch", "handle", "specific", "exception type", "valueerror", "keyerror"]] },
      { point: "The else block runs only when the try block raised no exception.",
        cues: [["else"], ["no exception", "nothing was raised", "nothing raised", "didn't raise", "did not raise", "succeed", "success", "without error"]] },
      { point: "The finally block always runs, for cleanup, whether or not an exception happened.",
        cues: [["finally"], ["always", "no matter", "regardless", "whether or not", "clean up", "cleanup"]] },
      { point: "Catch narrow exception types instead of a bare except, which also swallows things like KeyboardInterrupt.",
        cues: [["bare except", "catch everything", "catch all", "broad", "narrow", "keyboardinterrupt", "swallow"]] },
      { point: "You can re-raise with a bare raise or chain a new exception with raise from to keep the original cause.",
        cues: [["raise from", "re-raise", "reraise", "chain", "chaining", "original cause"]] }
    ],
    modelAnswer: "The try block contains the code that might fail, and each except clause catches a specific exception type, like ValueError or KeyError, and handles it. The else block runs only if the try block finished without an exception, which is a good place for code that should happen on success but that I do not want protected by the except. The finally block always runs, no matter what, so it is where cleanup goes, such as closing a file or releasing a lock. I avoid a bare except because it catches everything, including KeyboardInterrupt and SystemExit, and swallows real bugs. If I translate an error, I use raise from so the chain keeps the original cause for debugging.",
    tags: ["exceptions", "error-handling"]
  },
  {
    id: "python-007",
    topic: "python",
    difficulty: "easy",
    kind: "concept",
    text: "What does the check if __name__ equals '__main__' do at the bottom of a Python file, and why is it useful?",
    talkingPoints: [
      { point: "Every module has a __name__ attribute, which is set to '__main__' when the file is run directly as a script.",
        cues: [["run directly", "executed directly", "run as a script", "run it as a script", "entry point", "directly", "python file.py", "command line"]] },
      { point: "When the module is imported, __name__ is the module's own name, so the guarded block does not run.",
        cues: [["import", "imported"], ["module name", "own name", "not run", "doesn't run", "does not run", "skip", "skipped"]] },
      { point: "This lets one file work both as a reusable library and as a runnable script without side effects on import.",
        cues: [["side effect", "reusable", "library", "reuse", "reused", "import it"]] },
      { point: "It is also needed with multiprocessing on spawn platforms, where child processes re-import the main module.",
        cues: [["multiprocessing", "child process", "spawn", "subprocess", "reimport", "import the main module"]] }
    ],
    modelAnswer: "Python sets a global called __name__ in every module. When you run the file directly from the command line, its value is the string __main__, but when another module imports it, the value is the module's own name. So the code under that if statement only runs as a script entry point, and is skipped when the file is imported. That lets a single file be a reusable library whose functions other code can import without side effects like parsing arguments or starting a server. It also matters for multiprocessing on Windows and macOS, which spawn child processes that re-import the main module, and without the guard they would start workers recursively.",
    tags: ["modules", "scripts"]
  },
  {
    id: "python-008",
    topic: "python",
    difficulty: "easy",
    kind: "concept",
    text: "Why do Python developers use virtual environments, and how do you manage a project's dependencies?",
    talkingPoints: [
      { point: "A virtual environment isolates a project's installed packages from the system and from other projects.",
        cues: [["isolate", "isolation", "separate", "own set", "per project", "conflict", "system python"]] },
      { point: "You create one with python -m venv and activate it, so pip installs into that environment.",
        cues: [["venv", "virtualenv", "conda", "activate"]] },
      { point: "Dependencies are declared in pyproject.toml or requirements.txt and pinned with a lock file for reproducible builds.",
        cues: [["pyproject", "requirements.txt", "requirements file", "lock file", "lockfile", "pin", "pinned"]] },
      { point: "Tools like Poetry, uv or pip-tools resolve and lock versions so every machine gets the same set.",
        cues: [["poetry", "uv", "pip-tools", "pipenv", "pdm", "hatch"], ["reproducible", "same version", "resolve", "lock", "every machine", "deterministic"]] }
    ],
    modelAnswer: "A virtual environment gives each project its own isolated set of packages, so one project needing an old version of a library never conflicts with another project or with the system Python that the operating system relies on. I create one with python -m venv, activate it, and then pip installs into it. I declare direct dependencies in pyproject.toml, and I pin the full resolved set in a lock file or a pinned requirements file so builds are reproducible. These days I usually let a tool like uv or Poetry resolve and lock the versions, which means every developer machine and the CI pipeline install exactly the same versions.",
    tags: ["tooling", "packaging"]
  },
  {
    id: "python-009",
    topic: "python",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between a module and a package in Python, and how does Python find what you import?",
    talkingPoints: [
      { point: "A module is a single .py file; a package is a directory of modules, traditionally marked by an __init__.py file.",
        cues: [["directory", "folder"], ["__init__", "init file", "init.py", "module"]] },
      { point: "Python searches sys.path, which holds the script's directory, PYTHONPATH entries and site-packages.",
        cues: [["sys.path", "search path", "pythonpath", "site-packages", "site packages"]] },
      { point: "A module's code runs once on first import and is then cached in sys.modules.",
        cues: [["sys.modules", "cache", "caches", "cached", "only once", "executes once", "runs once", "first import"]] },
      { point: "Relative imports use dots to refer to modules inside the same package.",
        cues: [["relative import", "relative", "dot", "from ."]] },
      { point: "Circular imports can expose a partially initialized module, so they are best removed by restructuring or by importing inside a function.",
        cues: [["circular import", "circular imports", "import cycle", "circular dependency", "import each other", "partially initialized"]] }
    ],
    modelAnswer: "A module is simply one Python file, and a package is a directory that groups modules, usually with an __init__.py file that runs when the package is imported. When I write an import, Python looks through sys.path, which contains the directory of the script being run, anything in PYTHONPATH, and the site-packages folder where pip installs libraries. The first time a module is imported its code executes once and the module object is cached in sys.modules, so later imports are cheap and return the same object. Inside a package I can use relative imports with a leading dot to refer to sibling modules, which keeps the package movable. One trap is circular imports: two modules that import each other can see a partially initialized module, so I restructure them or move one import inside a function.",
    tags: ["modules", "imports"]
  },
  {
    id: "python-010",
    topic: "python",
    difficulty: "easy",
    kind: "coding",
    text: "Why can building a long string with plus-equals inside a loop be slow in Python, and what would you do instead?",
    talkingPoints: [
      { point: "Strings are immutable, so each concatenation creates a new string and copies the old contents.",
        cues: [["immutable", "new string", "copy", "copies", "cannot be changed", "can't be changed"]] },
      { point: "Repeated concatenation can therefore take quadratic time overall.",
        cues: [["quadratic", "o(n^2)", "n squared", "n^2"]] },
      { point: "The idiomatic fix is to collect pieces in a list and call str.join once at the end.",
        cues: [["join", "str.join", "join method", "join them", "joining"]] },
      { point: "io.StringIO or f-strings are alternatives, and CPython sometimes optimizes in-place concatenation but that is not guaranteed.",
        cues: [["stringio", "f-string", "f string", "optimization", "optimize", "not guaranteed", "implementation detail"]] }
    ],
    modelAnswer: "Strings in Python are immutable, so every plus-equals builds a brand new string and copies everything accumulated so far. Over n iterations that adds up to quadratic time, which is painless for ten pieces and painful for a hundred thousand. The idiomatic fix is to append the pieces to a list and call the join method on an empty string once at the end, which computes the total size and copies each piece a single time, so it stays linear. For incremental writing, io.StringIO works like a file in memory. CPython has an optimization that sometimes resizes a string in place when nothing else references it, but that is an implementation detail I would not rely on.",
    tags: ["strings", "performance"]
  },
  {
    id: "python-011",
    topic: "python",
    difficulty: "medium",
    kind: "coding",
    text: "Why is it a bug to use an empty list as a default argument value in Python, and how do you fix it?",
    talkingPoints: [
      { point: "Default values are evaluated once, when the def statement runs, not on every call.",
        cues: [["once", "definition time", "when the function is defined", "def statement", "defined"], ["evaluate", "create", "build", "default"]] },
      { point: "So every call that uses the default shares the same list, and mutations leak between calls.",
        cues: [["share", "shared", "same list", "same object", "persist", "accumulate", "leak", "carry over"]] },
      { point: "The fix is to default to None and create a fresh list inside the function.",
        cues: [["none"], ["inside", "new list", "fresh", "each call", "every call", "create"]] },
      { point: "Linters flag this pattern, and the same trap applies to dicts, sets and any mutable default.",
        cues: [["linter", "pylint", "ruff", "flake8", "any mutable", "mutable default", "dict or a set", "dicts and sets"]] }
    ],
    modelAnswer: "Python evaluates default argument values once, at the moment the def statement runs, and stores the resulting object on the function. If that default is an empty list and the function appends to it, every call that relies on the default shares the same list, so items accumulate across calls in a way that looks like magic. The standard fix is to use None as the default and, inside the function, create a new list on each call when the argument is None. The same trap applies to any mutable default, such as a dict or a set, and linters like ruff or pylint warn about it, so I keep those checks turned on.",
    tags: ["functions", "pitfalls", "mutability"]
  },
  {
    id: "python-012",
    topic: "python",
    difficulty: "medium",
    kind: "coding",
    text: "What is a decorator in Python, and how would you write one that times how long a function takes?",
    talkingPoints: [
      { point: "A decorator is a callable that takes a function and returns a replacement, usually a wrapper; the at-sign syntax is sugar for reassigning the name.",
        cues: [["take a function", "takes a function", "wrap", "wrapper", "return a new function", "returns a new function", "higher order", "higher-order"]] },
      { point: "The wrapper accepts args and kwargs, records the time, calls the original, and returns its result.",
        cues: [["perf_counter", "time.time", "timer", "start time", "elapsed", "monotonic"]] },
      { point: "Use functools.wraps so the wrapper keeps the original name, docstring and signature metadata.",
        cues: [["functools.wraps", "wraps"], ["name", "docstring", "metadata", "signature", "introspection"]] },
      { point: "Decorators that take parameters need an extra outer function that returns the actual decorator.",
        cues: [["parameter", "argument", "configurable", "factory"], ["extra layer", "outer function", "another level", "three level", "nested", "returns the decorator", "return the decorator"]] }
    ],
    modelAnswer: "A decorator is just a callable that takes a function and returns a new function, usually a wrapper around the original; writing the at sign above a def is sugar for reassigning the name to the decorated result. For a timing decorator I define an inner wrapper that accepts star args and double star kwargs, reads time.perf_counter, calls the original function with the same arguments, computes the elapsed time, logs it, and returns the original result untouched. I put functools.wraps on the wrapper so it keeps the original name, docstring and signature, otherwise debugging and introspection see a function called wrapper. If I want a configurable decorator, say with a log level argument, I add an extra outer function, a factory that takes the parameters and returns the decorator.",
    tags: ["decorators", "functions"]
  },
  {
    id: "python-013",
    topic: "python",
    difficulty: "medium",
    kind: "concept",
    text: "What is a generator in Python, and how does yield differ from return?",
    talkingPoints: [
      { point: "A function containing yield returns a generator object instead of running its body immediately.",
        cues: [["generator object", "generator function", "returns a generator", "doesn't run", "does not run", "not run immediately"]] },
      { point: "Each yield hands back one value and pauses the function, keeping its local state until the next value is requested.",
        cues: [["pause", "paused", "suspend", "resume", "freeze", "keep its state", "local state", "remember"]] },
      { point: "Generators are lazy, so they can process huge or infinite streams with constant memory.",
        cues: [["lazy", "lazily", "constant memory", "infinite", "stream", "one at a time", "on demand"]] },
      { point: "A generator can be iterated only once; when it finishes it raises StopIteration.",
        cues: [["only once", "exhausted", "stopiteration", "single pass", "consumed"]] },
      { point: "yield from delegates to a sub-generator, and send lets the caller pass values back in.",
        cues: [["yield from", "send method", "send value", "delegate", "sub-generator", "subgenerator", "coroutine"]] }
    ],
    modelAnswer: "When a function contains yield, calling it does not run the body; it returns a generator object. Each time the caller asks for the next value, the body runs until the next yield, hands back that value, and pauses with all its local variables preserved, then resumes from exactly that point on the following request. Return, by contrast, ends the function for good, and inside a generator it simply stops the iteration. Because values are produced lazily, generators are perfect for reading a huge file line by line or modelling an infinite sequence with constant memory. The catch is that a generator is single pass: once exhausted it raises StopIteration and yields nothing more. Yield from delegates to a sub-generator, and send lets the caller push values back in.",
    tags: ["generators", "iteration", "memory"]
  },
  {
    id: "python-014",
    topic: "python",
    difficulty: "medium",
    kind: "coding",
    text: "What does the with statement do in Python, and how would you write your own context manager?",
    talkingPoints: [
      { point: "The with statement guarantees setup and cleanup around a block, even if an exception is raised.",
        cues: [["cleanup", "clean up", "release", "close", "tear down", "teardown"], ["exception", "error", "even if", "always", "guarantee"]] },
      { point: "A class-based context manager implements __enter__ and __exit__.",
        cues: [["enter method", "exit method", "enter and exit", "dunder enter", "dunder exit"]] },
      { point: "__exit__ receives the exception details and can suppress the exception by returning true.",
        cues: [["suppress", "swallow", "return true", "returns true", "exception type", "traceback"]] },
      { point: "contextlib.contextmanager turns a generator with a single yield into a context manager, with cleanup in a finally block.",
        cues: [["contextlib", "contextmanager", "@contextmanager"], ["yield", "generator", "decorator"]] }
    ],
    modelAnswer: "The with statement wraps a block with guaranteed setup and cleanup, so a file gets closed or a lock gets released even if the block raises an exception. Under the hood it calls __enter__ on the context manager when the block starts, binding the return value to the as target, and calls __exit__ when the block ends. The exit method receives the exception type, value and traceback if something went wrong, and if it returns true the exception is suppressed, which you should do only deliberately. For quick cases I use contextlib's contextmanager decorator on a generator: code before the single yield is the setup, and the code after it, placed in a finally block, is the cleanup.",
    tags: ["context-managers", "resources"]
  },
  {
    id: "python-015",
    topic: "python",
    difficulty: "medium",
    kind: "concept",
    text: "How does a Python dictionary work internally, and what makes a good dictionary key?",
    talkingPoints: [
      { point: "A dict is a hash table: the key's hash picks a slot, giving average constant-time lookup, insert and delete.",
        cues: [["hash table", "hash tables", "hashtable", "hash map", "hashmap"], ["constant", "o(1)", "fast lookup", "slot", "bucket"]] },
      { point: "Collisions are resolved by open addressing, probing other slots, and the table is resized when it gets too full.",
        cues: [["collision", "open addressing", "probe", "probing", "resize", "resized", "resizes"]] },
      { point: "Keys must be hashable with a hash that never changes, and equal keys must have equal hashes.",
        cues: [["hashable", "immutable", "hash never change", "hash doesn't change", "stable hash"]] },
      { point: "Since Python 3.7 dictionaries preserve insertion order as a language guarantee.",
        cues: [["insertion order", "ordered", "order"], ["3.7", "3.6", "guarantee", "preserve", "keep"]] }
    ],
    modelAnswer: "A dictionary is a hash table. Python hashes the key, uses the hash to pick a slot, and then compares the stored key for equality, so lookup, insertion and deletion are constant time on average. When two keys land on the same slot there is a collision, and CPython resolves it with open addressing, probing a sequence of other slots; when the table gets about two thirds full it resizes and reinserts everything. A good key is hashable and effectively immutable, like a string, number or tuple of those, because if its hash changed after insertion the entry could never be found again, and equal keys must produce equal hashes. Since Python 3.7 it is also guaranteed that a dict preserves insertion order, thanks to a compact layout that stores entries in an array.",
    tags: ["dictionaries", "hashing", "internals"]
  },
  {
    id: "python-016",
    topic: "python",
    difficulty: "medium",
    kind: "concept",
    text: "What is the difference between an instance method, a classmethod and a staticmethod in Python, and when do you use each?",
    talkingPoints: [
      { point: "An instance method receives the instance as self and can read and change that object's state.",
        cues: [["instance method", "regular method", "normal method"], ["self", "object state", "its state", "this object"]] },
      { point: "A classmethod receives the class as cls, which makes it ideal for alternative constructors that respect subclasses.",
        cues: [["classmethod", "class method", "cls"], ["alternative constructor", "factory", "from_", "subclass", "constructor"]] },
      { point: "A staticmethod receives neither; it is a plain function namespaced inside the class.",
        cues: [["staticmethod", "static method"], ["neither", "no self", "plain function", "regular function", "utility", "helper", "namespace"]] },
      { point: "If a static method does not really belong to the class, a module-level function is often simpler.",
        cues: [["module level", "module-level", "top level", "top-level", "free function", "standalone function"]] }
    ],
    modelAnswer: "An instance method is the regular kind: it gets the instance as self, so it can read and modify that object's state. A classmethod gets the class itself as cls instead, which makes it the natural way to write alternative constructors like from_json or from_row; because it receives cls, a subclass calling it gets an instance of the subclass rather than the base class. A staticmethod receives neither self nor cls, so it is effectively a plain helper function that lives in the class namespace because it is conceptually related. In Python I use static methods sparingly, since a module-level function is often simpler to test and import, and I keep them for helpers that clearly belong with the class.",
    tags: ["classes", "methods", "oop"]
  },
  {
    id: "python-017",
    topic: "python",
    difficulty: "medium",
    kind: "concept",
    text: "Explain how Python resolves variable names, including closures and the nonlocal keyword.",
    talkingPoints: [
      { point: "Name lookup follows the LEGB rule: local, enclosing, global, then built-in.",
        cues: [["legb", "local"], ["legb", "enclosing", "global", "built-in", "builtin", "builtins"]] },
      { point: "Assigning to a name inside a function makes it local unless declared global or nonlocal.",
        cues: [["assign", "assignment"], ["local", "unboundlocalerror", "unbound"]] },
      { point: "A closure is an inner function that remembers variables from its enclosing scope after the outer function returns.",
        cues: [["closure"], ["remember", "capture", "enclosing", "outer function", "after the outer", "keeps access"]] },
      { point: "nonlocal lets the inner function rebind a variable from the enclosing function scope.",
        cues: [["nonlocal"], ["rebind", "modify", "change", "update", "updated", "assign", "reassign"]] },
      { point: "Closures bind variables late, so lambdas created in a loop all see the final loop value unless you bind it with a default argument.",
        cues: [["late binding", "binds late", "bound late", "last value", "final value", "default argument", "loop variable"]] }
    ],
    modelAnswer: "Python resolves a name with the LEGB rule: it looks in the local scope, then any enclosing function scopes, then the module's global scope, and finally the built-ins. Any assignment to a name inside a function makes that name local for the whole function, which is why reading it before assigning raises UnboundLocalError. An inner function that uses variables of its outer function forms a closure: it keeps access to them even after the outer function has returned, which is how decorators and counters keep state. If the inner function needs to reassign such a variable, it must declare it nonlocal, or global for module variables. One classic gotcha is late binding: lambdas created in a loop all see the final loop value, unless you capture it with a default argument.",
    tags: ["scope", "closures", "functions"]
  },
  {
    id: "python-018",
    topic: "python",
    difficulty: "medium",
    kind: "concept",
    text: "What is the difference between an iterable and an iterator in Python, and what does a for loop actually do?",
    talkingPoints: [
      { point: "An iterable is any object whose __iter__ method returns an iterator, like a list, dict or file.",
        cues: [["iterable"], ["dunder iter", "iter method", "returns an iterator", "gives an iterator", "give you an iterator"]] },
      { point: "An iterator has a __next__ method that returns the next item and raises StopIteration when done.",
        cues: [["next method", "dunder next", "calls next", "call next"], ["stopiteration", "next item", "next value"]] },
      { point: "A for loop calls iter on the object once and then calls next repeatedly until StopIteration.",
        cues: [["for loop"], ["calls iter", "call iter", "calls next", "call next", "next repeatedly", "stopiteration"]] },
      { point: "Iterators are one-shot and return themselves from __iter__, whereas an iterable like a list can be looped over many times.",
        cues: [["one shot", "one-shot", "single pass", "exhausted", "only once", "returns itself", "return itself"]] }
    ],
    modelAnswer: "An iterable is anything you can loop over: its __iter__ method returns an iterator, and lists, dicts, strings and files are all iterables. An iterator is the object that does the stepping: its __next__ method returns the next item and raises StopIteration when there are no more. A for loop is sugar for exactly that protocol; it calls iter on the object once, then calls next repeatedly, binding each value to the loop variable, and it stops quietly when StopIteration is raised. The practical difference is that an iterator is one-shot, since its __iter__ just returns itself, so after one pass it is exhausted, while a list gives you a fresh iterator every time you loop over it.",
    tags: ["iteration", "protocols"]
  },
  {
    id: "python-019",
    topic: "python",
    difficulty: "medium",
    kind: "concept",
    text: "Python is dynamically typed, so what do type hints give you, and how do you use them in a real project?",
    talkingPoints: [
      { point: "Type hints are not enforced at runtime by the interpreter; they are annotations that tools read.",
        cues: [["runtime", "run time", "interpreter"], ["not enforced", "not enforce", "ignore", "ignored", "no effect", "doesn't check", "does not check", "not checked"]] },
      { point: "A static checker such as mypy or pyright uses them to catch type errors before the code runs.",
        cues: [["mypy", "pyright", "type checker", "static checker", "static analysis", "pyre"]] },
      { point: "They improve editor autocompletion, refactoring and documentation of intent.",
        cues: [["autocomplete", "autocompletion", "ide support", "editor", "document intent", "self-documenting", "refactor", "refactoring"]] },
      { point: "Useful features include Optional or the pipe union syntax, generics, Protocol for structural typing, and TypedDict.",
        cues: [["optional", "union", "protocol", "typeddict", "generic", "typevar", "literal"]] },
      { point: "Libraries like Pydantic read hints at runtime to validate data.",
        cues: [["pydantic", "validate", "validation", "attrs", "fastapi"]] }
    ],
    modelAnswer: "Type hints are annotations that the interpreter does not enforce at runtime; a wrong type still runs. Their value comes from tooling: a static checker like mypy or pyright reads them and catches mismatches, such as passing None where a string is required, before the code ever runs, and I run it in CI. They also power editor autocompletion and safe refactoring, and they document intent far better than a docstring that can go stale. In practice I annotate public functions, use the pipe union syntax or Optional for values that may be None, generics for containers, Protocol when I want duck typing checked structurally, and TypedDict for dictionary shapes. Some libraries, like Pydantic and FastAPI, go further and read the hints at runtime to validate incoming data.",
    tags: ["typing", "tooling"]
  },
  {
    id: "python-020",
    topic: "python",
    difficulty: "medium",
    kind: "concept",
    text: "If you override __eq__ on a Python class, what else do you need to think about, and why?",
    talkingPoints: [
      { point: "Objects that compare equal must have equal hashes, so __hash__ has to be consistent with __eq__.",
        cues: [["__hash__", "hash"], ["consistent", "equal", "same hash", "match", "agree"]] },
      { point: "Defining __eq__ without __hash__ sets __hash__ to None, making instances unhashable.",
        cues: [["unhashable", "not hashable", "hash to none", "hash is none", "lose hash"]] },
      { point: "Only mutable objects should stay unhashable; hash only fields that never change.",
        cues: [["mutable", "immutable", "never change", "don't change", "frozen", "change later"]] },
      { point: "__eq__ should return NotImplemented for unknown types so Python can try the other operand.",
        cues: [["notimplemented", "not implemented", "other type", "different type", "reflected", "other operand"]] },
      { point: "A frozen dataclass or functools.total_ordering can generate consistent comparison methods for you.",
        cues: [["dataclass", "total_ordering", "total ordering", "attrs", "namedtuple"]] }
    ],
    modelAnswer: "The rule is that objects which compare equal must have the same hash, because sets and dicts first find a slot by hash and only then compare with equality. If you define __eq__ without __hash__, Python sets __hash__ to None, so instances become unhashable and cannot be dict keys or set members. That is actually right for mutable objects, because a hash based on fields that later change would lose the object inside a set. For value objects I make them immutable and hash a tuple of the same fields I compare in __eq__. I also return NotImplemented when the other object is a different type, so Python can try the reflected comparison instead of wrongly answering False. Often a frozen dataclass generates all of this correctly, and total_ordering fills in the ordering methods.",
    tags: ["data-model", "hashing", "classes"]
  },
  {
    id: "python-021",
    topic: "python",
    difficulty: "medium",
    kind: "concept",
    text: "When would you use a dataclass in Python, and how does it compare to a namedtuple or a plain class?",
    talkingPoints: [
      { point: "A dataclass generates __init__, __repr__ and __eq__ from annotated fields, removing boilerplate.",
        cues: [["generate", "auto", "automatically", "boilerplate", "for free", "write for you"], ["__init__", "init", "repr", "equality", "eq method"]] },
      { point: "Options such as frozen, order and slots make it immutable, sortable or more memory efficient.",
        cues: [["frozen", "order=true", "slots", "immutable", "sortable", "kw_only"]] },
      { point: "Mutable defaults must use default_factory rather than a plain list.",
        cues: [["default_factory", "default factory", "field function", "factory function"]] },
      { point: "A namedtuple is an immutable tuple subclass that also unpacks and indexes by position, which can be a surprise.",
        cues: [["namedtuple", "named tuple"], ["still a tuple", "tuple subclass", "index", "indexed", "unpack", "position"]] },
      { point: "A plain class suits objects with rich behaviour and invariants; for validation of external data, Pydantic or attrs fit better.",
        cues: [["plain class", "regular class", "normal class", "pydantic", "attrs"], ["behaviour", "behavior", "invariant", "validation", "validate", "logic"]] }
    ],
    modelAnswer: "A dataclass is my default for classes that mainly hold data: from the annotated fields it will automatically generate the __init__, repr and equality methods, which removes a lot of boilerplate. Flags let me tune it, so frozen makes instances immutable and hashable, order adds comparisons, and slots saves memory. The one gotcha is that a mutable default like a list must be given through field with default_factory. A namedtuple is lighter and immutable, but it is still a tuple, so it can be indexed and unpacked by position and compares equal to a plain tuple, which can hide bugs. A plain class fits when the object has real behaviour and invariants to protect, and when I must validate untrusted input I reach for Pydantic or attrs validation instead.",
    tags: ["dataclasses", "classes"]
  },
  {
    id: "python-022",
    topic: "python",
    difficulty: "medium",
    kind: "concept",
    text: "How do you write and organize unit tests for Python code, and how do you test code that calls an external service?",
    talkingPoints: [
      { point: "pytest is the common choice: plain functions with assert statements, discovered automatically.",
        cues: [["pytest", "unittest"], ["assert", "test function", "discover", "plain function"]] },
      { point: "Fixtures provide reusable setup and teardown, and parametrize runs one test over many inputs.",
        cues: [["fixture", "parametrize", "parameterize", "conftest"]] },
      { point: "External calls are replaced with mocks or fakes, for example unittest.mock.patch, patching where the name is looked up.",
        cues: [["mock", "patch", "fake", "stub", "monkeypatch", "test double"]] },
      { point: "Designing for dependency injection makes code easier to test than patching internals.",
        cues: [["dependency injection", "inject", "pass in", "pass the client", "interface", "interfaces", "seam"]] },
      { point: "Coverage tools and running tests in CI keep the suite honest.",
        cues: [["coverage", "ci", "continuous integration", "pipeline", "tox", "nox"]] }
    ],
    modelAnswer: "I use pytest: tests are plain functions with bare assert statements, and pytest discovers them and prints detailed diffs when they fail. Shared setup goes into fixtures, often in a conftest file, which also handle teardown, and parametrize lets one test run against a table of inputs and expected outputs. For code that calls an external service, I replace the call with a mock or a fake, using unittest.mock.patch or pytest's monkeypatch, remembering to patch the name where it is looked up, not where it is defined. Better still, I design the code so the client is passed in through dependency injection, so tests can hand it a fake without patching at all. Finally I run the suite with coverage in CI on every change.",
    tags: ["testing", "tooling", "mocking"]
  },
  {
    id: "python-023",
    topic: "python",
    difficulty: "medium",
    kind: "concept",
    text: "A Python script is running too slowly. How do you find out why, and what are your options to speed it up?",
    talkingPoints: [
      { point: "Measure first with a profiler such as cProfile or py-spy rather than guessing.",
        cues: [["profile", "profiler", "cprofile", "py-spy", "scalene", "line_profiler", "measure first", "measure before"]] },
      { point: "The biggest wins usually come from better algorithms and data structures, such as a set instead of a list for membership tests.",
        cues: [["algorithm", "algorithmic", "complexity", "big o", "quadratic", "set instead", "use a set", "dictionary lookup"]] },
      { point: "Move hot loops into optimized libraries like NumPy or built-ins implemented in C.",
        cues: [["numpy", "vectorize", "vectorise", "built-in", "builtin", "implemented in c", "pandas"]] },
      { point: "Cache repeated work, for example with functools.lru_cache.",
        cues: [["cache", "caches", "caching", "lru_cache", "memoize", "memoized", "memoization"]] },
      { point: "For I/O-bound work use concurrency; for CPU-bound work use multiprocessing or compiled extensions such as Cython.",
        cues: [["multiprocessing", "cython", "asyncio", "thread", "concurrency", "parallel", "numba", "pypy"]] }
    ],
    modelAnswer: "I measure before touching anything: I run cProfile, or py-spy on a live process, to see which functions actually consume the time, and timeit to compare alternatives. Most often the fix is algorithmic, like using a set or a dictionary lookup instead of scanning a list inside a loop, which turns quadratic work into linear. Next, I push hot loops into code implemented in C, either built-ins like sum and sorted or libraries like NumPy that vectorize the work. If the same expensive call repeats with the same inputs, I add functools.lru_cache to memoize it. Finally it depends on the bottleneck: I/O-bound waiting benefits from threads or asyncio, while CPU-bound work needs multiprocessing, or tools like Cython, Numba or PyPy.",
    tags: ["performance", "profiling"]
  },
  {
    id: "python-024",
    topic: "python",
    difficulty: "hard",
    kind: "concept",
    text: "What is the Global Interpreter Lock in CPython, and how does it shape your choice between threads, processes and asyncio?",
    talkingPoints: [
      { point: "The GIL lets only one thread execute Python bytecode at a time within a process.",
        cues: [["one thread", "single thread", "only one", "one at a time"], ["bytecode", "execute", "run", "at a time"]] },
      { point: "It is released during blocking I/O and by many C extensions, so threads still help for I/O-bound work.",
        cues: [["i/o", "io bound", "io-bound", "network", "blocking", "waiting"], ["release", "released", "thread"]] },
      { point: "For CPU-bound work, multiprocessing sidesteps the GIL with separate processes, at the cost of memory and pickling data between them.",
        cues: [["multiprocessing", "process pool", "processpoolexecutor", "separate process", "multiple process"], ["cpu", "compute", "computed", "sidestep", "own interpreter", "own gil", "parallel"]] },
      { point: "asyncio runs many I/O tasks concurrently on one thread with lower overhead than threads.",
        cues: [["asyncio", "async", "event loop", "coroutine"], ["one thread", "single thread", "thousands", "many connections", "lighter", "cheap"]] },
      { point: "The GIL does not make your code thread-safe: compound operations still need locks.",
        cues: [["thread safe", "thread-safe", "race condition", "not atomic", "atomic", "data race"]] },
      { point: "Python 3.13 added an optional free-threaded build without the GIL, which is still maturing.",
        cues: [["free-threaded", "free threaded", "no-gil", "nogil", "without the gil", "pep 703", "3.13"]] }
    ],
    modelAnswer: "The GIL is a mutex in CPython that allows only one thread to execute Python bytecode at a time, which keeps reference counting simple and fast. It is released during blocking I/O and by many C extensions like NumPy, so threads still speed up I/O-bound work such as network calls. For CPU-bound work, threads give no parallel speedup, so I use multiprocessing or a process pool, where each separate process has its own interpreter and its own GIL, at the cost of extra memory and of pickling data between processes. For thousands of concurrent connections, asyncio is lighter still, using one thread and an event loop. Note the GIL does not make code thread-safe, since a counter increment is not atomic and still needs a lock. Python 3.13 introduced an optional free-threaded build without the GIL, which is promising but still maturing.",
    tags: ["concurrency", "gil", "internals"]
  },
  {
    id: "python-025",
    topic: "python",
    difficulty: "hard",
    kind: "concept",
    text: "How does asyncio work under the hood, and what are the common mistakes people make with async code in Python?",
    talkingPoints: [
      { point: "An event loop on a single thread schedules coroutines, switching between them only at await points.",
        cues: [["event loop"], ["single thread", "one thread", "schedule", "scheduled", "switch", "await"]] },
      { point: "This is cooperative multitasking: a coroutine keeps control until it awaits something.",
        cues: [["cooperative", "yield control", "give up control", "hand control", "gives control back", "suspend"]] },
      { point: "Calling a blocking function inside a coroutine freezes the whole loop; offload it with asyncio.to_thread or an executor.",
        cues: [["blocking", "block", "time.sleep", "requests"], ["to_thread", "executor", "run_in_executor", "thread pool", "freeze", "stall", "whole loop"]] },
      { point: "Calling an async function without awaiting it only creates a coroutine object, so nothing runs.",
        cues: [["without await", "forget to await", "forgetting to await", "not awaited", "never awaited", "coroutine object"]] },
      { point: "Run tasks concurrently with asyncio.gather or TaskGroup rather than awaiting them one by one.",
        cues: [["gather", "taskgroup", "task group", "create_task", "concurrently"]] }
    ],
    modelAnswer: "Asyncio runs an event loop on a single thread. Coroutines, defined with async def, run until they hit an await on something not ready yet, like a socket read, at which point they suspend and the loop switches to another coroutine whose I/O is ready, using the operating system's selector to know which. It is cooperative multitasking, so a coroutine keeps the thread until it voluntarily awaits. That leads to the most common mistake: calling a blocking function such as time.sleep or the requests library inside a coroutine stalls the whole loop, so blocking work must be offloaded with asyncio.to_thread or an executor. Another is forgetting to await, which just creates a coroutine object that never runs. And to actually get concurrency you create tasks, with gather or a TaskGroup, instead of awaiting each call in sequence.",
    tags: ["asyncio", "concurrency"]
  },
  {
    id: "python-026",
    topic: "python",
    difficulty: "hard",
    kind: "concept",
    text: "How does CPython manage memory, and how would you track down a memory leak in a long-running Python service?",
    talkingPoints: [
      { point: "CPython frees most objects through reference counting, as soon as the count drops to zero.",
        cues: [["reference count", "reference counting", "refcount", "ref count"]] },
      { point: "A generational cyclic garbage collector reclaims reference cycles that counting alone cannot free.",
        cues: [["cycle", "cycles", "cyclic", "circular"], ["garbage collector", "gc", "collector", "generational"]] },
      { point: "Leaks in Python are usually references kept alive unintentionally, such as growing caches, globals or listeners.",
        cues: [["cache", "caches", "global", "listener", "callback", "keep alive", "kept alive", "still referenced", "lingering reference"]] },
      { point: "tracemalloc snapshots, objgraph or memory profilers show which allocations grow over time.",
        cues: [["tracemalloc", "objgraph", "memray", "memory_profiler", "heap snapshot", "snapshot", "pympler", "guppy"]] },
      { point: "weakref lets you reference objects without keeping them alive, and the allocator may not return freed memory to the operating system.",
        cues: [["weakref", "weak reference", "weakvaluedictionary", "return memory", "give memory back", "operating system", "pymalloc", "arena"]] }
    ],
    modelAnswer: "CPython's primary mechanism is reference counting: every object tracks how many references point at it, and when that reference count hits zero it is freed immediately. Counting cannot free reference cycles, such as two objects pointing at each other, so a generational cyclic garbage collector runs periodically to find and reclaim them. In practice, Python leaks are rarely true leaks; they are objects kept alive by something, like an unbounded cache, a module-level global list, or event listeners that are never removed. To find them I take tracemalloc snapshots a few minutes apart and compare which lines allocate growing memory, or use tools like memray or objgraph to see who holds the references. Fixes include bounding caches and using weakref where an observer should not keep objects alive. I also remember that pymalloc may keep freed memory in its arenas rather than returning it to the operating system.",
    tags: ["memory", "garbage-collection", "debugging"]
  },
  {
    id: "python-027",
    topic: "python",
    difficulty: "hard",
    kind: "concept",
    text: "How does Python decide which method to call with multiple inheritance, and what does super actually do?",
    talkingPoints: [
      { point: "Python computes a method resolution order using the C3 linearization algorithm.",
        cues: [["mro", "method resolution order", "c3", "linearization", "linearisation"]] },
      { point: "The MRO keeps children before parents and preserves the order of base classes, resolving the diamond problem so each class appears once.",
        cues: [["diamond", "appears once", "exactly once", "left to right", "before parent", "before its parent", "order of base"]] },
      { point: "super calls the next class in the MRO of the instance, not necessarily the direct parent.",
        cues: [["super"], ["next class", "next in the mro", "next in line", "not the parent", "not necessarily the parent", "not always the parent"]] },
      { point: "Cooperative multiple inheritance needs every class to call super and accept extra keyword arguments.",
        cues: [["cooperative", "every class", "each class", "all classes"], ["super", "kwargs", "keyword"]] },
      { point: "You can inspect the order with __mro__, and an inconsistent hierarchy fails with a TypeError at class creation.",
        cues: [["__mro__", "mro()", "inspect", "typeerror", "inconsistent"]] }
    ],
    modelAnswer: "Python builds a method resolution order, or MRO, for each class using the C3 linearization algorithm, and attribute lookup walks that list from left to right. C3 guarantees that a subclass comes before its parents and that base classes keep the order they were listed in, which resolves the diamond problem: a shared base appears once, at the end. The key insight about super is that it calls the next class in the MRO of the actual instance, not necessarily the direct parent, so in a diamond the left branch's super call goes to the right branch. For this to work, inheritance must be cooperative: every class calls super and passes along unknown kwargs. You can inspect the order with the __mro__ attribute, and if the bases make a consistent order impossible, Python raises a TypeError when the class is created.",
    tags: ["oop", "inheritance", "internals"]
  },
  {
    id: "python-028",
    topic: "python",
    difficulty: "hard",
    kind: "concept",
    text: "What is a descriptor in Python, and how are property and methods built on top of descriptors?",
    talkingPoints: [
      { point: "A descriptor is an object stored as a class attribute that defines __get__, and optionally __set__ or __delete__, to control attribute access.",
        cues: [["descriptor"], ["class attribute", "intercept", "attribute access", "control access"]] },
      { point: "Data descriptors, which define __set__, take priority over the instance dictionary, while non-data descriptors are overridden by it.",
        cues: [["data descriptor", "non-data", "non data"], ["priority", "precedence", "override", "win", "instance dict", "__dict__"]] },
      { point: "property is a data descriptor that calls getter, setter and deleter functions.",
        cues: [["property"], ["getter", "setter", "deleter"]] },
      { point: "Plain functions are non-data descriptors whose __get__ returns a bound method, which is how self gets passed.",
        cues: [["bound method", "bind", "bound", "self"], ["function", "non-data", "non data"]] },
      { point: "__set_name__ tells a descriptor its attribute name, which makes reusable validated fields easy.",
        cues: [["__set_name__", "set_name", "reusable", "validation", "validated", "typed field"]] }
    ],
    modelAnswer: "A descriptor is any object placed as a class attribute that defines __get__, and optionally __set__ or __delete__, so it can intercept attribute access on instances. If it defines __set__ or __delete__ it is a data descriptor and takes priority over the instance __dict__; if it only defines __get__ it is a non-data descriptor and the instance dict wins. The property built-in is simply a data descriptor that calls your getter, setter and deleter functions. Methods work the same way: every plain function is a non-data descriptor whose __get__ returns a bound method with the instance filled in as self, which is how self gets passed automatically. classmethod and staticmethod are descriptors too. Writing your own is handy for reusable validated fields, and __set_name__ tells the descriptor which attribute name it was assigned to.",
    tags: ["descriptors", "internals", "oop"]
  },
  {
    id: "python-029",
    topic: "python",
    difficulty: "hard",
    kind: "concept",
    text: "What is a metaclass in Python, when would you actually need one, and what simpler alternatives exist?",
    talkingPoints: [
      { point: "A metaclass is the class of a class; by default every class is an instance of type.",
        cues: [["class of a class", "class of the class", "instance of type", "type is", "type itself", "default metaclass"]] },
      { point: "The metaclass runs when the class statement executes, so it can inspect or modify the class namespace at creation time.",
        cues: [["creation", "created", "class statement", "define", "defined"], ["modify", "inspect", "customize", "customise", "namespace", "hook"]] },
      { point: "Real uses include ORMs that turn field declarations into columns, plugin registries, abstract base classes and Enum.",
        cues: [["django", "sqlalchemy", "object relational", "registry", "register", "plugin", "abcmeta", "enum"]] },
      { point: "__init_subclass__ and class decorators cover most of these needs more simply.",
        cues: [["__init_subclass__", "init_subclass", "class decorator"]] },
      { point: "Metaclasses complicate inheritance because combining classes with different metaclasses can conflict.",
        cues: [["conflict", "metaclass conflict", "hard to combine", "complicate", "incompatible", "magic"]] }
    ],
    modelAnswer: "A metaclass is the class of a class. Classes are objects too, and by default each one is an instance of type, which is the default metaclass. When a class statement executes, Python collects the body into a namespace and calls the metaclass to create the class, so a custom metaclass can inspect or modify that namespace at creation time. That is how Django and SQLAlchemy style ORMs turn field declarations into columns, how ABCMeta enforces abstract methods, how Enum works, and how plugin systems register every subclass automatically. In my own code I almost never need one, because __init_subclass__ and class decorators handle registration and validation with far less magic. Metaclasses also make inheritance harder, since mixing classes with different metaclasses causes a metaclass conflict.",
    tags: ["metaprogramming", "classes", "internals"]
  },
  {
    id: "python-030",
    topic: "python",
    difficulty: "hard",
    kind: "concept",
    text: "What does defining __slots__ on a class do, and what are the trade-offs?",
    talkingPoints: [
      { point: "__slots__ declares a fixed set of attributes, so instances get no per-instance __dict__.",
        cues: [["__dict__", "dict", "dictionary"], ["no dict", "without", "instead of", "get rid", "remove", "removed", "drop", "fixed"]] },
      { point: "This saves significant memory when you create millions of small objects, and attribute access is slightly faster.",
        cues: [["memory", "smaller", "lighter", "footprint", "faster"], ["dict", "million", "per instance", "attribute access", "many instances", "lots of instances"]] },
      { point: "You cannot add attributes that are not listed, which can also catch typos.",
        cues: [["cannot add", "can't add", "not listed", "attributeerror", "arbitrary attribute", "new attribute", "typo"]] },
      { point: "Every class in the hierarchy must define slots for the benefit to hold, and weak references need __weakref__ in the slots.",
        cues: [["inherit", "inheritance", "subclass", "hierarchy", "every class", "base class", "__weakref__", "weakref"]] },
      { point: "dataclasses support slots=True since Python 3.10, which is the easiest way to use them.",
        cues: [["slots=true", "slots true", "dataclass"]] }
    ],
    modelAnswer: "Declaring __slots__ tells Python the fixed list of attribute names an instance may have, and instead of a per-instance __dict__ it stores them in compact fixed positions, implemented with descriptors on the class. The win is memory: with millions of small objects, like points or records, dropping the dict can cut memory use dramatically, and attribute access gets slightly faster. The trade-offs are flexibility: you cannot add an attribute that is not listed, which breaks some monkeypatching and libraries but also turns typos into an AttributeError. Inheritance needs care, because if any base class lacks slots, instances get a dict anyway, and you must list __weakref__ if you want weak references. Since Python 3.10 the easiest route is a dataclass with slots=True.",
    tags: ["memory", "classes", "performance"]
  },
  {
    id: "python-031",
    topic: "python",
    difficulty: "hard",
    kind: "coding",
    text: "How would you implement a least recently used cache with a fixed capacity in Python, and what is the complexity of its operations?",
    talkingPoints: [
      { point: "Combine a hash map for lookup with an ordering structure that tracks recency.",
        cues: [["hash map", "hashmap", "dictionary", "dict"], ["order", "recency", "linked list", "recently used"]] },
      { point: "OrderedDict gives this directly: move_to_end on access and popitem with last=False to evict the oldest entry.",
        cues: [["ordereddict", "ordered dict"], ["move_to_end", "move to end", "popitem", "evict", "oldest"]] },
      { point: "Alternatively a doubly linked list plus a dict of key to node gives O(1) removal and insertion by hand.",
        cues: [["doubly linked list", "doubly-linked list", "linked list", "sentinel node", "head and tail"]] },
      { point: "Both get and put run in constant time.",
        cues: [["o(1)", "constant time", "constant"]] },
      { point: "For caching function results, functools.lru_cache already does this, and a shared cache needs a lock for thread safety.",
        cues: [["lru_cache", "functools", "lock", "thread safe", "thread-safe", "thread safety"]] }
    ],
    modelAnswer: "An LRU cache needs two things: a hash map for fast lookup by key, and an ordering that tracks which entry was least recently used. In Python the simplest version wraps an OrderedDict: on get, if the key exists I call move_to_end so it becomes the most recent and return the value; on put, I insert or update the key, move it to the end, and if the size exceeds capacity I call popitem with last set to False to evict the oldest entry. Without OrderedDict I would build a doubly linked list with sentinel head and tail nodes plus a dict mapping keys to nodes, so unlinking and relinking a node is cheap. Either way get and put run in constant time, O(1). For memoizing a pure function I would just use functools.lru_cache, and if the cache is shared between threads I guard it with a lock.",
    tags: ["caching", "data-structures", "coding"]
  },
  {
    id: "python-032",
    topic: "python",
    difficulty: "hard",
    kind: "concept",
    text: "Which changes in recent Python 3 releases, from 3.10 onwards, have made a practical difference to how you write or run Python?",
    talkingPoints: [
      { point: "Python 3.10 added structural pattern matching with match and case, and the X pipe Y union syntax for types.",
        cues: [["pattern matching", "match statement", "match case", "match and case", "structural"]] },
      { point: "Python 3.11 made CPython substantially faster and gave tracebacks precise error locations.",
        cues: [["3.11", "eleven", "cpython"], ["faster", "speedup", "speed up", "performance", "error message", "traceback"]] },
      { point: "Python 3.11 also added exception groups with except star, asyncio.TaskGroup and tomllib.",
        cues: [["exception group", "exception groups", "except star", "taskgroup", "task group", "tomllib"]] },
      { point: "Python 3.12 introduced the compact generic syntax with type parameters in brackets and the type statement, and relaxed f-string rules.",
        cues: [["type parameter", "generic syntax", "type statement", "type alias", "f-string", "f string"]] },
      { point: "Python 3.13 shipped an experimental free-threaded build and an experimental JIT, plus a better interactive shell.",
        cues: [["free-threaded", "free threaded", "no gil", "without the gil", "jit", "repl", "interactive shell"]] }
    ],
    modelAnswer: "Python 3.10 brought structural pattern matching, the match and case statement, which is great for parsing messages or syntax trees, along with writing unions as int pipe None. Python 3.11 was a big performance release, with CPython roughly a quarter faster on typical code, and its tracebacks point at the exact expression that failed. The same release added exception groups with except star, asyncio TaskGroup for structured concurrency, and tomllib for reading config. Python 3.12 introduced the compact generic syntax, with type parameters in square brackets after a function or class name and a type statement for aliases, and it lifted old f-string restrictions such as reusing the same quotes. Python 3.13 shipped an experimental free-threaded build without the GIL and an early JIT, plus a friendlier interactive shell.",
    tags: ["versions", "language-features"]
  }
]
