/** The interviewer's follow-up prompts for the rust questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "rust-001": [
    "Can two variables both own the same String at once, and who is responsible for it?",
    "What happens to a Vec's heap buffer when the function that created it returns?",
    "If you write let b = a with a String and then print a, what does the compiler say?",
    "How does Rust free memory safely without a garbage collector, and when are the checks done?",
    "Which classic C memory bugs do these rules make impossible?"
  ],
  "rust-002": [
    "How can a function read a Vec without taking it away from the caller?",
    "Can you hold a shared reference to a Vec and push to it through a mutable reference at the same time?",
    "What stops you from returning a reference to a local variable from a function?",
    "Why does Rust refuse to let you push onto a Vec while you are iterating over it?",
    "Why does code that takes a reference, uses it once and then mutates the original compile in modern Rust?"
  ],
  "rust-003": [
    "Which of the two can you push characters onto, and where does its data live?",
    "What is a string slice actually made of, and who owns the bytes it points to?",
    "Where does a string literal like hello live, and what is its lifetime?",
    "If a function takes a string slice, can you still pass it a reference to a String, and why?",
    "Why doesn't s[0] compile on a String, and how would you get the first character?"
  ],
  "rust-004": [
    "How does Rust express a lookup that might find nothing, given there is no null?",
    "What does a function return when opening a file can fail, and what do the two variants hold?",
    "What happens if you try to use the value inside an Option without dealing with None?",
    "What does putting a question mark after a fallible call do when the call fails?",
    "If your function returns your own error type but calls something returning io::Error, how does the question mark still work?"
  ],
  "rust-005": [
    "After let b = a with a Vec, what actually gets copied in memory, and can you still use a?",
    "Why can you keep using an i32 after assigning it to another variable, but not a String?",
    "Could you derive Copy for a struct that holds a String, or one that implements Drop?",
    "How do you get a genuinely independent duplicate of a Vec, and what does it cost?",
    "What does it usually say about a design when clone calls are sprinkled everywhere to make it compile?"
  ],
  "rust-006": [
    "Where do you declare a crate you want to use, and where does Cargo fetch it from?",
    "Why would you commit the lock file for an application?",
    "Which commands do you run while developing, and what changes when you build for production?",
    "What do you run for fast feedback while editing, and which tools keep code idiomatic and consistently formatted?",
    "How would you manage a project split into several related crates, or make a heavy dependency optional?"
  ],
  "rust-007": [
    "Can a match produce a value that you assign to a variable?",
    "What happens to your existing match statements when someone adds a new variant to the enum?",
    "How would you pull the x and y out of a Point or a Move variant in a match arm?",
    "How would you match numbers from 1 to 9, or add an extra condition to one arm?",
    "If you only care about the Some case, what is lighter than a full match?"
  ],
  "rust-008": [
    "How would you model a Message that is either Quit, a Move with coordinates, or Write with a String?",
    "In type-theory terms, what kind of type is a Rust enum, and how does a struct differ from it?",
    "How could an enum stop a connection from having a session ID while it is disconnected?",
    "Are Option and Result built into the language, or something else?",
    "Can an enum have methods, and how big is it in memory?"
  ],
  "rust-009": [
    "What happens if you declare let x = 5 and later write x = 6?",
    "If you have a shared reference to a struct, can you change its fields through it?",
    "How could you parse a string input into a number while keeping the same variable name?",
    "After you shadow a variable, what has happened to the original value?",
    "Why do you think Rust made immutability the default?"
  ],
  "rust-010": [
    "How would you give several unrelated types a common summarize method?",
    "Can a trait supply a method body that implementors get without writing anything?",
    "How would you write a function that accepts any type that can be printed with Display?",
    "What do you get when you put derive Debug, Clone on a struct?",
    "Could you implement Display for Vec in your own crate?"
  ],
  "rust-011": [
    "What is the borrow checker actually tracking when it talks about a lifetime?",
    "Does adding an apostrophe-a annotation make a value live longer?",
    "Why do most functions taking references compile without any lifetime annotations?",
    "Why does a longest function that takes two string slices and returns one need an annotation?",
    "What does the static lifetime mean for a string literal, and what does it mean as a bound on a spawned thread's closure?"
  ],
  "rust-012": [
    "How would you define a recursive enum like a linked list node, and why is a plain field not enough?",
    "How could two parts of a single-threaded program both own the same config value?",
    "What would you switch to when that shared value crosses threads, and what does it cost?",
    "Can you mutate the value inside an Rc directly, and what do you add if you need to?",
    "What happens if two Rc nodes point at each other, and how do you avoid it?"
  ],
  "rust-013": [
    "How can you change data when all you have is a shared reference, and when is the check then done?",
    "How does Cell let you update a counter without ever handing out a reference to it?",
    "What happens if you call borrow_mut on a RefCell while another borrow is still alive?",
    "Can you share a RefCell between threads, and what do you use instead?",
    "Where have you seen interior mutability used, for example in a cache or a tree?"
  ],
  "rust-014": [
    "What does the compiler produce when you call a generic function with three different types?",
    "How does a call through a Box of dyn Trait find the right method at run time?",
    "What do you pay for each approach, in binary size and compile time or in call overhead?",
    "How would you store circles and squares together in one Vec?",
    "Why can't every trait be turned into a trait object, for example one with a generic method?"
  ],
  "rust-015": [
    "What error type would you expose from a library so callers can react to specific failures?",
    "Which crate cuts out the boilerplate of implementing Display and Error for your own error enum?",
    "In a command-line application, what would you use so any error can bubble up with extra context?",
    "How does the question mark operator turn an io::Error into your library's error, and how is the original cause kept?",
    "Where is it acceptable to call unwrap or expect?"
  ],
  "rust-016": [
    "If a closure only prints a variable, how does it capture it, and what if it pushes to a Vec?",
    "Why does a closure passed to thread::spawn usually need the move keyword?",
    "Which closure trait lets you call a closure repeatedly, even from several threads at once?",
    "What changes for a closure that increments a captured counter, and what do you need to call it?",
    "What kind of closure can you call only once, and why?"
  ],
  "rust-017": [
    "What does it mean for a type to be Send?",
    "What does it mean for a type to be Sync, and how does it relate to references?",
    "Do you normally write implementations of Send and Sync for your own structs?",
    "What happens if you try to move an Rc into a spawned thread, and what do you use instead?",
    "Why does thread::spawn demand a static lifetime, and what does writing your own Send implementation require?"
  ],
  "rust-018": [
    "What is the one method you must write to make your own type an iterator?",
    "If you call map on an iterator with a print inside but never collect, what gets printed?",
    "What is the difference between looping over v.iter() and v.into_iter()?",
    "Why does a chain of filter, map and sum usually run as fast as a hand-written loop?"
  ],
  "rust-019": [
    "How would you make a file or socket wrapper clean up automatically when it goes away?",
    "If you declare a, then b, then c in a function, in what order are they dropped?",
    "How do you release a MutexGuard before the end of its scope?",
    "Can you rely on Drop always running, for example to uphold memory safety?",
    "Can a type that implements Drop also be Copy?"
  ],
  "rust-020": [
    "What is the difference between a package and a crate, and can one package have both a library and a binary?",
    "How do you split a crate's code across files with modules?",
    "What visibility does a function get by default, and how do you expose it only inside the crate?",
    "How could you let users import a type from the crate root even though it lives deep in a module?",
    "How would you split a large project into several crates, and what does that buy you at build time?"
  ],
  "rust-021": [
    "Where do unit tests usually live, and can they call private functions?",
    "Where do integration tests go, and what can they access?",
    "What happens to the code examples in your documentation comments when you run the tests?",
    "How do you write a test that expects a panic, or one that uses the question mark operator?",
    "What would you add beyond the built-in tests, for example for random inputs or benchmarks?"
  ],
  "rust-022": [
    "Should a parser panic on malformed user input?",
    "What happens to the values on the stack when a thread panics?",
    "If a spawned thread panics, what does the parent see when it joins?",
    "What changes if you configure the release profile to abort on panic?",
    "Can you use catch_unwind like try and catch, and what happens to a Mutex held by a thread that panics?"
  ],
  "rust-023": [
    "What does the compiler turn an async function into?",
    "If you call an async function but never await it, what runs?",
    "After a future returns Pending, how does the executor know when to poll it again?",
    "Why can't you just run async code with the standard library alone?",
    "What happens if you call std::thread::sleep inside an async task, and what should you do instead?"
  ],
  "rust-024": [
    "Why would moving a future in memory be dangerous once it has started running?",
    "What exactly does Pin promise about the value it points to?",
    "Which types are fine to move even after pinning, and which ones aren't?",
    "If you store a future in a struct and poll it yourself, what do you have to do first?",
    "When did you last have to think about pinning in application code, and what helps when you must?"
  ],
  "rust-025": [
    "Which operations does the compiler only allow inside an unsafe block?",
    "Inside an unsafe block, is the borrow checker switched off?",
    "What happens if your unsafe code breaks an invariant, like creating two mutable references to the same data?",
    "How do you keep unsafe code contained so that users can't misuse it?",
    "What tools would you run to find undefined behaviour in unsafe code?"
  ],
  "rust-026": [
    "Why does a doubly linked list clash with Rust's ownership model?",
    "How could you store graph nodes in a Vec and link them without references?",
    "What do you pay when each node is an Rc of RefCell, and how do you avoid the parent pointers leaking?",
    "When would raw pointers be justified, and where does the standard library use them?",
    "Before building your own graph type, what would you look for?"
  ],
  "rust-027": [
    "How can a spawned thread borrow a local Vec without moving it or wrapping it in an Arc?",
    "What are your two main ways for threads to exchange data?",
    "How would you parallelise a map over a large Vec across all cores with one small change?",
    "When would you choose async tasks over threads, and when not?",
    "What concurrency bugs can still compile fine in Rust?"
  ],
  "rust-028": [
    "Why might timing your code with a plain cargo run be misleading?",
    "Which tools would you use to find where the time actually goes?",
    "What kinds of changes in the code most often give quick wins?",
    "How do dispatch and data layout choices affect speed in hot loops?",
    "Which compiler and build settings would you try for extra speed?"
  ],
  "rust-029": [
    "Why is Iterator's Item an associated type rather than a type parameter?",
    "Why is From written with a type parameter instead?",
    "How does an associated type make a function bound on an iterator simpler to write?",
    "Why can't two crates both implement the same foreign trait for the same foreign type?",
    "How would you implement Display for a Vec of your own items, given that you own neither Display nor Vec?"
  ],
  "rust-030": [
    "How does a macro_rules macro like vec work?",
    "How does a procedural macro differ in how it is built and what it receives?",
    "What kinds of procedural macro are there, and which one is serde's Serialize?",
    "Which crates do people use to write procedural macros, and what do they cost you?",
    "When would you write a macro instead of a function or a generic?"
  ],
  "rust-031": [
    "How can a crate move to a new edition without breaking the crates that depend on it?",
    "How did writing async code that uses traits change in recent Rust versions?",
    "How would you bail out early if an Option is None, without a nested match?",
    "Which trait features now let you return an iterator from a trait method without boxing?",
    "Which standard library additions let you drop crates like lazy_static or crossbeam for common cases?"
  ]
}
