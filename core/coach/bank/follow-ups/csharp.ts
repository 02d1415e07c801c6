/** The interviewer's follow-up prompts for the csharp questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "csharp-001": [
    "When you declare a local int and a local List, what does each variable actually contain?",
    "Who frees a class instance once nothing refers to it any more?",
    "If you assign one struct variable to another and then change a field, what does the first variable show?",
    "Which everyday .NET types fall on each side, say string, DateTime, arrays and enums?",
    "Can an int variable hold null, and what happens when you store an int in an object variable?"
  ],
  "csharp-002": [
    "Suppose a class already derives from a base class; how many more abstractions can it pick up, and how?",
    "Where would you put shared fields and a constructor that every subtype needs?",
    "Why would two completely unrelated classes, like a File and a Socket, share one abstraction?",
    "How did C# 8 change what an interface may contain, and what still belongs only in a class?",
    "Which of the two would you register in a DI container or mock in a unit test, and why?"
  ],
  "csharp-003": [
    "When is the value of a const decided, and do you need an instance to read it?",
    "Say a library changes a public const and you only redeploy the library; what do the apps that use it see?",
    "Where are you allowed to set a readonly field, and could it hold a value read from configuration?",
    "Why can't you declare a const holding a new object or DateTime.Now, and what would you use instead?",
    "If a readonly field holds a List, can code still add items to it?"
  ],
  "csharp-004": [
    "What happens in memory when you call ToUpper or Replace on an existing string?",
    "Why does appending to a string ten thousand times in a loop get so slow?",
    "How does StringBuilder avoid the cost of all those intermediate copies?",
    "What do you gain from strings never changing, for threads or for dictionary keys?",
    "Would you reach for StringBuilder to join three values into a log message?"
  ],
  "csharp-005": [
    "What actually gets compiled when you declare a property, compared with a plain public field?",
    "Suppose you later need to validate a value or raise a change notification; which of the two lets you do it cleanly?",
    "Where does the value of an auto-property like public string Name { get; set; } actually live?",
    "How would you let callers set a value in an object initializer but never change it afterwards?",
    "Why not just start with a public field and turn it into a property later if needed?"
  ],
  "csharp-006": [
    "What is the Dispose method supposed to do, and for which kinds of resources?",
    "Why not just let the garbage collector close a file handle or database connection for you?",
    "What happens to Dispose if an exception is thrown inside a using block?",
    "Which classes have you wrapped in using, and how do you clean up something that needs to await its disposal?"
  ],
  "csharp-007": [
    "What does customer?.Address?.City evaluate to when customer is null?",
    "How would you give a default display name when the user's name is null, in one expression?",
    "How would you lazily create a cache list the first time it is needed, with a single operator?",
    "What does this buy you over a chain of nested if statements checking each level for null?"
  ],
  "csharp-008": [
    "If you declare a method without any modifier, who can call it, and what is the opposite extreme?",
    "Can a subclass call a base class member marked protected, and can unrelated code in the same assembly?",
    "Who can see a class that is marked internal, and what do top-level classes get when you omit the modifier?",
    "How do protected internal and private protected differ, in terms of and versus or?",
    "What does the file modifier do, and how do you decide which level to give a new member?"
  ],
  "csharp-009": [
    "If you pass a List to a method that sets the parameter to a new List, does the caller see the new list?",
    "What can a method do with a ref parameter that it can't do with a normal one, and what must the caller do first?",
    "How does int.TryParse hand back the parsed number, and what rules does the compiler enforce on that parameter?",
    "Why would you pass a large struct with the in modifier?",
    "If a method needs to return three values, what would you use instead of three out parameters?"
  ],
  "csharp-010": [
    "In what order should catch blocks go, and when does the finally block run?",
    "What is wrong with wrapping everything in catch Exception and logging nothing?",
    "What is preserved when you rethrow inside a catch block with a bare throw statement?",
    "What does the stack trace show after you rethrow with throw ex?",
    "How would you add context to an error without losing the original, and catch only some cases of an exception type?"
  ],
  "csharp-011": [
    "What does the compiler turn an async method into behind the scenes?",
    "When the code hits an await on a task that isn't finished, what happens to the current thread?",
    "Why can a server handle thousands of concurrent database calls with only a handful of threads?",
    "If you have heavy image processing, does marking the method async make it run in parallel?",
    "On which thread does the code after an await continue, in a UI app versus a console app?",
    "Why avoid async void methods, and what goes wrong if you call .Result in the middle of an async chain?"
  ],
  "csharp-012": [
    "What is the calling thread doing while it sits in .Result waiting for the task?",
    "In a WinForms or old ASP.NET app, why can't the awaited method ever finish while the UI thread waits on it?",
    "How does ConfigureAwait(false) change where the rest of the method runs after the await?",
    "Where would you use ConfigureAwait(false), and does ASP.NET Core still need it?",
    "What happens to a busy server when many requests block threads waiting on tasks?"
  ],
  "csharp-013": [
    "When does a Where query actually hit the data: when you write it or when you loop over it?",
    "What happens if you iterate the same query result twice, and how do you avoid the repeated work?",
    "When you run Where on a List, what form does the filter take and where does it execute?",
    "How does Entity Framework turn a lambda in a Where call into a SQL statement?",
    "What goes wrong if you call AsEnumerable on a DbSet before applying the Where filter?"
  ],
  "csharp-014": [
    "What does a delegate variable actually store, and how is it different from a raw function pointer?",
    "Which built-in type would you use for a callback that takes two ints and returns a bool, and which for one returning nothing?",
    "What happens when you use += to add three methods to one delegate and then invoke it?",
    "What does the event keyword prevent outside code from doing that a public delegate field would allow?",
    "Why might a short-lived window object never be collected after subscribing to a static event?"
  ],
  "csharp-015": [
    "What problems did an ArrayList of object have that List of int solves?",
    "Can you use typeof(T) inside a generic method at run time, and how does that differ from Java?",
    "How does the JIT handle List of string versus List of int when generating machine code?",
    "How would you write a generic method that needs to call new T() or a method of an interface on T?",
    "How could you write one generic Sum method that works for int, double and decimal in C# 11?"
  ],
  "csharp-016": [
    "If two record instances hold identical values, what does the equality operator return, and how does that differ for a class?",
    "What members does the compiler write for you from a one-line positional record?",
    "How would you get a copy of a record with just one property changed?",
    "Is a plain record allocated on the heap or the stack, and how do you get the other kind?",
    "Would you model an Order entity in a database as a record, and where do records fit best?"
  ],
  "csharp-017": [
    "How does a controller get its repository without calling new on it?",
    "What do you have to worry about in a service that every request shares?",
    "Why is a DbContext usually registered per request rather than once for the whole app?",
    "When would a lightweight, stateless helper get a fresh instance every time it is requested?",
    "What goes wrong if a singleton takes a DbContext in its constructor, and how would you detect it?"
  ],
  "csharp-018": [
    "What happens in memory when you assign an int to a variable of type object?",
    "How do you get the int back out of that object, and what if you cast it to long instead?",
    "Why would boxing inside a tight loop show up in a profiler?",
    "Where does boxing sneak into code that never mentions object explicitly?",
    "How do generics help here, and what surprise do you get if you modify a boxed struct through an interface?"
  ],
  "csharp-019": [
    "Once the feature is on, how do you declare a string parameter that is allowed to be null?",
    "Does enabling nullable reference types add any null checks to the compiled program?",
    "Why does the compiler stop warning about a variable right after an if statement that checks it for null?",
    "How do you tell the compiler you know a value isn't null, or that a TryGet method's out value is set on success?",
    "How would you roll this out on a large existing codebase?"
  ],
  "csharp-020": [
    "How do you declare an extension method so you can call it with dot syntax on a string?",
    "Why might an extension method compile in one file but not be found in another?",
    "If a class later adds an instance method with the same signature as your extension method, which one gets called?",
    "Can an extension method read a class's private fields, or be overridden in a subclass?",
    "Which well-known part of .NET is built on extension methods, and when do they become a bad idea?"
  ],
  "csharp-021": [
    "How would you check that an object is a Circle and use it as one in a single expression?",
    "What does a switch expression give you over a classic switch statement, and what if you forget a case?",
    "How would you match an order whose Customer's Country is a particular value, without nested ifs?",
    "How would you express a value between 1 and 10, or a check that something isn't null, as a pattern?",
    "How could you match an array whose first element is 1, whatever the rest contains?"
  ],
  "csharp-022": [
    "What does the compiler generate from a method containing yield return?",
    "Could you use an iterator to stream a 10 GB log file line by line, and why does memory stay flat?",
    "If an iterator method throws ArgumentNullException for a null argument, when does the caller actually see it?",
    "What happens if you enumerate the result twice, and when does a finally block inside the iterator run?",
    "How would you stream results that arrive from an async source, like pages from an API?"
  ],
  "csharp-023": [
    "How does the GC decide which objects are still alive and which can be reclaimed?",
    "Why does the GC treat newly allocated objects differently from ones that have survived a few collections?",
    "What happens to a 100 KB byte array, and why can allocating many of them fragment memory?",
    "Why does a class with a finalizer take longer to be reclaimed, and what should you use instead?",
    "What settings affect GC behaviour on a server, and what is the most effective way to reduce pauses?"
  ],
  "csharp-024": [
    "How could you work with the middle part of a byte array without copying it into a new array?",
    "Why can't you store a Span in a class field or keep it across an await?",
    "If you need to hold a buffer slice in an async method, what type do you use?",
    "How would you parse numbers from a comma-separated string without calling Substring or Split?",
    "Where would you get large reusable buffers from, rather than allocating new arrays each time?"
  ],
  "csharp-025": [
    "What does the lock statement guarantee, and why lock on a private object rather than this?",
    "How would you increment a shared counter from many threads without taking a lock?",
    "Why is ConcurrentDictionary usually better than a Dictionary guarded by one lock?",
    "What happens if you try to await inside a lock block, and what do you use instead?",
    "Is checking ContainsKey and then calling TryAdd on a ConcurrentDictionary safe as a pair?"
  ],
  "csharp-026": [
    "What does each call to an async method returning Task cost in allocations?",
    "Suppose a method returns a cached value 99 percent of the time; how can ValueTask help there?",
    "What rules must a caller follow with a ValueTask that they can ignore with a Task?",
    "How do sockets and channels complete asynchronously without allocating a new task each time?",
    "What would you return by default from a new async method, and what would change your mind?"
  ],
  "csharp-027": [
    "What does marking a type parameter with out allow you to assign, and what does it forbid?",
    "Why is it safe to treat an IEnumerable of string as an IEnumerable of object?",
    "How can an Action of object stand in where an Action of string is expected?",
    "Can a List of string be assigned to a List of object, or an IEnumerable of int to an IEnumerable of object?",
    "What happens if you store an object into a string array through an object array reference?"
  ],
  "csharp-028": [
    "What live numbers would you look at first to tell a leak from heavy allocation?",
    "How would you find out which objects are filling the heap and what is keeping them alive?",
    "How would you find the methods that are burning the CPU?",
    "What kinds of code have you seen cause memory to keep growing in a .NET service?",
    "What could make CPU spike under load apart from slow code, and how do you confirm the fix worked?"
  ],
  "csharp-029": [
    "Which .NET type would you use to pass work items between producer and consumer tasks?",
    "What happens to a fast producer when consumers fall behind, and how do you control that?",
    "How would you run exactly four consumers and know when they have all finished?",
    "How would you stop the whole pipeline cleanly when the user cancels?",
    "How do the consumers know no more items are coming, and what if one of them throws?"
  ],
  "csharp-030": [
    "What happens when you load 100 orders and then touch each order's Customer in a loop?",
    "Why might a read-only listing page run faster if EF doesn't track the entities it loads?",
    "What is the benefit of selecting into a small DTO instead of loading the full entity?",
    "What happens if you call ToList before applying the Where filter on a DbSet?",
    "How do you see what SQL EF generates, and what goes wrong with several Include calls on collections?"
  ],
  "csharp-031": [
    "How have primary constructors or required members changed the way you write classes?",
    "What does the square-bracket collection syntax let you write that used to need different code per type?",
    "Why would a JSON serializer rather emit its code at build time than inspect your types while the app runs?",
    "When would you publish with Native AOT, and what do you give up?",
    "Which newer ASP.NET Core features have you used, and how do you choose which .NET version to target?"
  ]
}
