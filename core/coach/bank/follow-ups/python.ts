/** The interviewer's follow-up prompts for the python questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "python-001": [
    "Can you still add or remove items in a list after you have created it?",
    "What happens if you try to change an element of a tuple once it exists?",
    "Could you use a tuple as a dictionary key, and why does a list not work there?",
    "In real code, what kind of data would make you reach for a tuple rather than a list?",
    "Is there any difference in memory or speed between the two?"
  ],
  "python-002": [
    "If two variables print the same value, what exactly is the is operator checking about them?",
    "What method does double equals end up calling, and can a class change its behaviour?",
    "Which values would you compare with is in everyday code, and why those?",
    "Why might a equals 256 and b equals 256 give True with is, and should you rely on that?"
  ],
  "python-003": [
    "Inside the function, what type of object does the single-star parameter give you?",
    "What do you get from the double-star parameter when a caller passes extra keyword arguments like colour equals red?",
    "What happens when you put a star in front of a list at the point where you call a function?",
    "Where in real code have you seen a function accept args and kwargs just to pass them along?",
    "Would the code still work if you renamed args to something else, and what does a lone star in the signature do?"
  ],
  "python-004": [
    "How would you write one that keeps only the even numbers from a range and squares them?",
    "Why would you choose it over an empty list and repeated append calls?",
    "Suppose the input is a ten-gigabyte log file; what would you change about the comprehension, and why?",
    "When does cramming logic into a comprehension start to hurt, so that a regular for loop reads better?"
  ],
  "python-005": [
    "If you write b equals a for a list and then append to b, what happens to a?",
    "After copying a list of lists with a slice, what happens to the original when you mutate an inner list?",
    "How does copy.deepcopy treat the nested objects, and what does that guarantee?",
    "Which functions or idioms give you each kind of copy, and what does deepcopy do about objects that reference themselves?"
  ],
  "python-006": [
    "Which code belongs inside the try block, and how do you decide which exceptions to name in except?",
    "When exactly does the else clause run, and why not just put that code inside try?",
    "Would the finally block still run if the try block returned early or raised something uncaught?",
    "What is the danger of writing except with no exception type at all?",
    "How do you raise a new exception from a handler without losing the original error?"
  ],
  "python-007": [
    "What value does __name__ hold when you run the file with python file.py?",
    "When another module imports that file instead, what does __name__ hold, and does the guarded block run?",
    "Why does it matter to keep top-level code from running when the file is imported?",
    "Why does multiprocessing on Windows or macOS often break without that guard?"
  ],
  "python-008": [
    "What goes wrong if two projects on one machine need different versions of the same library?",
    "What commands would you run to set one up and make sure pip installs into it?",
    "Where do you record the dependencies, and how do you make sure a teammate gets exactly the same versions?",
    "Which tools have you used to resolve and lock versions, and what does the lock file give you?"
  ],
  "python-009": [
    "Structurally, what turns a folder of .py files into something you can import with dots?",
    "When you write import requests, which locations does Python look through, and in what order?",
    "If two modules both import the same module, does its top-level code run twice?",
    "How would one module refer to a sibling module inside the same package without the full package name?",
    "What can go wrong when two modules import each other, and how would you fix it?"
  ],
  "python-010": [
    "What does Python have to do in memory each time you append to an existing string with plus-equals?",
    "If the loop appends n pieces this way, how does the total copying work grow with n?",
    "What would you use instead to build the result efficiently?",
    "Are there other tools for this, and can you count on CPython to optimise plus-equals for you?"
  ],
  "python-011": [
    "At what moment is the default value of a parameter actually created?",
    "What do you see on the second call if the first call appended an item to the default list?",
    "How would you rewrite the signature so each call gets its own fresh list?",
    "Does the same problem apply to a default dict or set, and how would you catch it before review?"
  ],
  "python-012": [
    "What does the at-sign line above a function actually do to the function's name?",
    "Walk me through what the inner wrapper does, step by step, so it works for any function signature?",
    "What do you lose about the decorated function if you skip functools.wraps?",
    "How would you change it so you could write at timed with a label argument?"
  ],
  "python-013": [
    "What do you get back when you call a function that contains yield, before iterating it?",
    "What happens to the function's local variables between one yield and the next?",
    "Why can a generator process a file far larger than your memory?",
    "What happens if you loop over the same generator object a second time?",
    "What does yield from do, and how could a caller feed values into a running generator?"
  ],
  "python-014": [
    "If an exception is raised inside the with block, does the file still get closed?",
    "Which methods would a class need to work in a with statement?",
    "What arguments does __exit__ receive, and what happens if it returns True?",
    "How would you write the same context manager as a single function using contextlib?"
  ],
  "python-015": [
    "Roughly how does a dict find the value for a key, and what is the average cost?",
    "What happens when two keys land on the same slot, and when does the dict grow?",
    "Why can you not use a list as a key, and what must be true of equal keys?",
    "If you insert keys a, b and c and iterate, what order do you get, and is that guaranteed?"
  ],
  "python-016": [
    "What does an ordinary method receive as its first argument, and what can it do with it?",
    "Where would you use a classmethod, for example as a from_json constructor, and why does cls matter for subclasses?",
    "What does a staticmethod receive automatically, if anything?",
    "When would you move a staticmethod out of the class altogether?"
  ],
  "python-017": [
    "In what order does Python look up a name that is used inside a nested function?",
    "Why does assigning to a counter inside a function raise UnboundLocalError when it only reads it above?",
    "How can an inner function still use a variable after its outer function has returned?",
    "What keyword would let an inner function increment a counter defined in its outer function?",
    "If you create lambdas in a loop using the loop variable, what does each one return later?"
  ],
  "python-018": [
    "What method must an object define to be usable in a for loop?",
    "How does an iterator hand out items, and how does it signal that it is finished?",
    "Walk me through the calls Python makes behind the scenes when you write a for loop over a list?",
    "Why can you loop over a list twice but not over the same iterator twice?"
  ],
  "python-019": [
    "If a function annotated with int receives a string at runtime, what does Python do?",
    "Which tool would actually catch a type mistake before you run the code?",
    "Beyond catching bugs, how do hints help you day to day in the editor?",
    "How would you annotate a value that may be None, or a dict-shaped payload with fixed keys?",
    "Do you know any library that uses type hints while the program is running?"
  ],
  "python-020": [
    "If two objects compare equal, what must be true of their hashes, and why?",
    "What happens to hashing when a class defines __eq__ but not __hash__?",
    "Should a mutable object be hashable, and which fields would you hash?",
    "What should __eq__ return when it is compared with an unrelated type?",
    "Is there a standard library shortcut that writes consistent comparison methods for you?"
  ],
  "python-021": [
    "Which methods does the dataclass decorator write for you?",
    "How would you make a dataclass immutable, sortable or lighter on memory?",
    "How do you give a dataclass field an empty list as its default?",
    "What surprising behaviour does a namedtuple have because it is a tuple underneath?",
    "When would a plain class or a validation library like Pydantic be the better fit?"
  ],
  "python-022": [
    "Which test framework would you reach for, and what does a test look like in it?",
    "How would you share setup like a temporary database across tests, or run one test over many inputs?",
    "How do you stop a test from calling the real payment API, and where exactly do you patch?",
    "How could you design the code so it needs less patching in tests?",
    "How do you know how much of the code the tests exercise, and where do they run?"
  ],
  "python-023": [
    "Before changing any code, how would you find out where the time actually goes?",
    "If the slow part is checking membership in a big list, what would you change?",
    "What would you do with a hot numeric loop written in pure Python?",
    "If the same expensive function is called with the same arguments over and over, what helps?",
    "Does your answer change if the script waits on the network rather than the CPU?"
  ],
  "python-024": [
    "With the GIL, how many threads can run Python bytecode at the same moment?",
    "Why can threads still speed up a script that downloads many URLs at once?",
    "For a CPU-heavy job, what would you use instead of threads, and what does it cost?",
    "Where does asyncio fit compared with threads for thousands of network connections?",
    "Does the GIL mean two threads incrementing a shared counter are safe without a lock?",
    "Is the GIL still always there in the newest Python versions?"
  ],
  "python-025": [
    "What component decides which coroutine runs next, and how many threads does it use?",
    "When does a running coroutine give control back to the others?",
    "What happens to the whole program if a coroutine calls time.sleep or a blocking HTTP library?",
    "What happens if you call an async function but forget to await it?",
    "If you need ten HTTP calls, how do you run them at the same time rather than one after another?"
  ],
  "python-026": [
    "When is an ordinary object freed in CPython, with nothing else referencing it?",
    "What about two objects that reference each other but nothing else uses them?",
    "In a garbage-collected language, what usually causes memory to keep growing in a service?",
    "Which tools would you use to see which allocations keep growing?",
    "How could you hold a reference to an object without keeping it alive, and why might RSS not drop after freeing?"
  ],
  "python-027": [
    "What algorithm does Python use to work out the lookup order across the base classes?",
    "In a diamond hierarchy, how often does the shared base appear in that order, and where?",
    "When a class calls super, which class's method actually runs?",
    "What does every class in the hierarchy need to do for cooperative super calls to work?",
    "How can you see the lookup order of a class, and what happens if no consistent order exists?"
  ],
  "python-028": [
    "What methods make an object a descriptor, and where does it have to live?",
    "If the instance dict and a descriptor share a name, which one wins, and does it depend on anything?",
    "How is property implemented in terms of this protocol?",
    "How does self get passed to a method, when a method is just a function stored on the class?",
    "How does a reusable validated-field descriptor learn which attribute name it was assigned to?"
  ],
  "python-029": [
    "If a class is an object, what is its type by default?",
    "At what moment does a metaclass get to run, and what can it change then?",
    "Can you name a library or standard feature that relies on a metaclass?",
    "What lighter mechanisms would you try first before writing a metaclass?",
    "What happens when you inherit from two classes that have different metaclasses?"
  ],
  "python-030": [
    "What disappears from each instance when a class defines __slots__?",
    "When is the saving actually worth it?",
    "What happens if you assign an attribute name that is not listed?",
    "If a subclass forgets to define __slots__, what happens to the benefit, and what about weak references?",
    "What is the simplest way to get slots on a dataclass today?"
  ],
  "python-031": [
    "What two pieces of information does the cache need to track, and which structures would hold them?",
    "Is there a standard library container that does most of the work, and which methods would you use?",
    "If you built it by hand, which structures would you combine to get constant-time eviction?",
    "What is the time complexity of get and put in your design?",
    "Would you write this yourself to memoise a function, and what changes if several threads share the cache?"
  ],
  "python-032": [
    "What new control-flow statement arrived in 3.10, and how did annotating unions change?",
    "What did 3.11 bring for performance and for reading tracebacks?",
    "Which new tools for handling several errors or tasks together arrived in 3.11?",
    "How does declaring a generic function or a type alias look different since 3.12?",
    "What experimental runtime changes came with 3.13?"
  ]
}
