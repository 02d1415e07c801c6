/** The interviewer's follow-up prompts for the java questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "java-001": [
    "Which of the three actually executes the .class files, and is it the same binary on Linux and Windows?",
    "What do you need on a machine that only has to run a jar, not build it?",
    "Where does javac come from, and what else ships alongside it?",
    "What is it about the compiled output that lets one jar run on different operating systems?",
    "If you wanted a small runtime image for a container today, how would you get one?"
  ],
  "java-002": [
    "If you create two separate objects with the same fields, what does double equals tell you about them?",
    "What does equals do on a class that never overrides it?",
    "Why might comparing two string literals with double equals seem to work in a quick test?",
    "What happens if you compare two Integer objects holding 1000 with double equals?",
    "How would you compare two values safely when either of them might be null?"
  ],
  "java-003": [
    "What does immutability buy you when several threads read the same string?",
    "How does the JVM save memory on repeated string literals, and why does that require immutability?",
    "Why does it matter for a HashMap that a String key can never change after insertion?",
    "Suppose a file path is checked for permission and then used; what could go wrong if strings were mutable?",
    "What would you use to build a string in a loop of ten thousand iterations, and how does StringBuffer differ?"
  ],
  "java-004": [
    "What does the compiler make you do when a method can throw an IOException?",
    "Which class do unchecked exceptions descend from, and do you have to declare them?",
    "What kind of failure would you model as a checked exception?",
    "What does an IllegalArgumentException or NullPointerException usually tell you about the code?",
    "Where does OutOfMemoryError sit in the hierarchy, and should you catch it?"
  ],
  "java-005": [
    "How many abstract classes can one class extend, compared with interfaces?",
    "Could an interface hold a mutable instance field or a constructor, the way an abstract class can?",
    "Can an interface contain method bodies in modern Java, and what kinds?",
    "Given a Flyable capability and a shared BaseRepository with common fields, which would you make which, and why?"
  ],
  "java-006": [
    "If you mark a local variable, a method or a whole class with that keyword, what changes in each case?",
    "If a final field holds an ArrayList, can you still add elements to it?",
    "When does the finally block run, and does an exception in try stop it?",
    "Why should you not rely on finalize to close a file, and what is its status today?",
    "What would you use instead to release a resource reliably?"
  ],
  "java-007": [
    "What must differ between two overloaded methods of the same name?",
    "If you pass an Object variable that holds a String, which overload gets picked, and when is that decided?",
    "What does a subclass have to match to override a method from its parent?",
    "When an Animal reference holds a Dog, whose speak method runs, and when is that decided?",
    "Can an override make a public method protected, and which methods can never be overridden?"
  ],
  "java-008": [
    "What does ArrayList use underneath, and what does get by index cost?",
    "What happens to the other elements when you insert at position zero of an ArrayList?",
    "What does get of index five thousand cost on a LinkedList, and where is it actually cheap?",
    "Why does ArrayList often beat LinkedList even for workloads with some insertions?",
    "If you need a queue or a stack, which class would you actually reach for?"
  ],
  "java-009": [
    "If you increment a static counter from two different instances, what does each instance see?",
    "Why can a static method not use this or call an instance method directly?",
    "When does a static initializer block run, and how often?",
    "Why is a static nested class often preferred over an inner class, for example regarding memory leaks?",
    "What problems does lots of mutable static state cause in tests and concurrent code?"
  ],
  "java-010": [
    "What can an Integer hold that an int never can, and what does each cost in memory?",
    "Why can you not declare a List of int in Java?",
    "What does the compiler do when you put an int into a List of Integer?",
    "What happens if a method returns a null Integer and you assign it to an int?",
    "Why might summing into a Long inside a big loop be much slower than using a long?"
  ],
  "java-011": [
    "Suppose a and b are equal by equals; what is the rule about their hash codes?",
    "Is it a bug if two different objects happen to have the same hash code?",
    "What happens when you put two equal objects into a HashSet but only overrode equals?",
    "What properties must equals satisfy, and what should it return when passed null?",
    "Which fields would you base the two methods on, and is there a shortcut that writes them for you?"
  ],
  "java-012": [
    "How does a HashMap turn a key into a position in its internal array?",
    "What happens when two keys end up in the same bucket, and how is the right one found?",
    "What did Java 8 change about a bucket that gets many collisions?",
    "When does the table grow, and what happens to existing entries then?",
    "What is the typical cost of get and put, and can you use HashMap safely from several threads?"
  ],
  "java-013": [
    "Where does a method's local int live, and what happens to it when the method returns?",
    "Where does an object created with new live, and who cleans it up?",
    "What error would a recursive function with no base case eventually produce?",
    "What error appears when the heap is full, and how do you change its maximum size?",
    "Where is class metadata stored in modern JVMs, and what did that replace?"
  ],
  "java-014": [
    "How does the collector decide that an object is garbage?",
    "Why do JVMs split the heap into young and old generations?",
    "What is the default collector today, and how does it organise the heap?",
    "If your service needs pauses of a millisecond or less, which collector would you consider, and what does it cost?",
    "For a nightly batch job, what would you optimise for, and how would you confirm the choice?"
  ],
  "java-015": [
    "What happens to a List of String's type parameter when the code is compiled?",
    "At runtime, does getClass on an ArrayList of Strings differ from one holding Integers?",
    "Why did Java's designers choose erasure instead of keeping the types at runtime?",
    "Why does new T() or new T[10] fail to compile inside a generic class?",
    "How would you create an instance of T anyway, and what does the compiler insert for you behind the scenes?",
    "When would a method parameter use a wildcard bounded with extends, and when with super?"
  ],
  "java-016": [
    "When does any work actually happen in a chain of filter and map calls?",
    "If you filter and then call findFirst, does every element get processed?",
    "What happens if you try to reuse a stream after a terminal operation?",
    "What thread pool does a parallel stream use, and what happens if the tasks block on I/O?",
    "How does a long stream chain compare to a loop when you are stepping through it in a debugger?"
  ],
  "java-017": [
    "What problem is Optional meant to solve compared with returning null?",
    "How would you get the value out without calling isPresent and then get?",
    "Is there any difference between orElse and orElseGet when the fallback is expensive?",
    "Would you use Optional as a field type or method parameter, and what about a list that may be empty?",
    "What do you gain by calling get without checking, compared with a plain null?"
  ],
  "java-018": [
    "What does a class need to implement to be declared in the try header?",
    "If you open two resources and an exception is thrown, in what order are they closed?",
    "What happens to the original exception if close also throws?",
    "What does the equivalent finally-based code look like, and what tends to go wrong in it?"
  ],
  "java-019": [
    "What two guarantees does entering a synchronized block give you?",
    "Does marking a field volatile stop two threads from being inside the same code at once?",
    "What steps does count plus plus really perform, and how can two threads lose an update?",
    "What would you use for a shared counter, and where does volatile alone fit well?"
  ],
  "java-020": [
    "How many threads can use a Hashtable at the same time, and why?",
    "How does ConcurrentHashMap let many threads read and write at once?",
    "Why is checking containsKey and then calling put risky, and what does ConcurrentHashMap offer instead?",
    "What happens if you iterate a ConcurrentHashMap while another thread modifies it?",
    "Could you store a null value in a ConcurrentHashMap?"
  ],
  "java-021": [
    "Why not just start a new thread for every incoming task?",
    "Which parameters would you set when constructing a ThreadPoolExecutor yourself?",
    "What is the risk with Executors.newFixedThreadPool under a traffic spike?",
    "How would you size a pool for CPU-heavy tasks versus tasks that wait on a database?",
    "What happens to an exception thrown inside a task you submitted, and how do you shut the pool down cleanly?"
  ],
  "java-022": [
    "How would you declare the fields, and how do they get their values?",
    "Why does it matter whether someone can extend your immutable class?",
    "If the constructor takes a List, what happens if the caller modifies that list afterwards?",
    "What do you gain from immutability when objects are shared between threads or used as keys?",
    "If a record has a List component, is the record truly immutable?"
  ],
  "java-023": [
    "How would you model a simple Point or Money value in modern Java with minimal code?",
    "How can you limit which classes are allowed to implement a Shape interface?",
    "How does switch with patterns change the way you handle different subtypes, and what does the compiler check?",
    "What did Java 21 add to make a thread-per-request server scale to many connections?",
    "What smaller features cut boilerplate, for example around multi-line strings or local variables?"
  ],
  "java-024": [
    "Without any synchronisation, is a thread guaranteed to see a flag that another thread set?",
    "If a write is ordered before a read by that relation, what exactly is the reading thread promised?",
    "Which operations establish that relationship between two threads?",
    "What exactly counts as a data race in the Java memory model?",
    "What special guarantee do final fields get, and what can break it in the constructor?"
  ],
  "java-025": [
    "Who schedules virtual threads, and roughly how many can you run at once?",
    "What happens to the carrier thread when a virtual thread blocks on a socket read?",
    "How does this change the case for reactive or callback-based code?",
    "Would virtual threads speed up a CPU-heavy image-processing job?",
    "What pitfalls should you watch for, such as synchronized blocks, pooling or limiting database connections?"
  ],
  "java-026": [
    "What phases does a class go through between first reference and being ready to use?",
    "Which class loaders exist by default, and how are they arranged?",
    "When the application loader is asked for java.lang.String, who actually loads it, and why?",
    "How can casting between two classes with the same name fail with ClassCastException?",
    "Why would a plugin system or application server use its own loaders, and what leak can that cause?"
  ],
  "java-027": [
    "How do you tell a real leak apart from a temporary spike in load?",
    "How would you capture the state of the heap at the moment of failure?",
    "Once you have a heap dump, what would you look at first?",
    "What kinds of code most often hold on to objects they should release?",
    "After fixing it, how would you prove the leak is gone?"
  ],
  "java-028": [
    "Does the JVM compile every method to machine code right away?",
    "What is tiered compilation, and which compilers take part?",
    "Which optimizations can the JIT apply that a static compiler might not, for example to allocations?",
    "What happens if a new subclass is loaded that breaks an assumption the JIT made?",
    "Why can a naive timing loop give misleading numbers, and how do you avoid that?"
  ],
  "java-029": [
    "How do you start the three calls so they run at the same time?",
    "Which thread pool runs those calls by default, and why might you pass your own?",
    "How do you wait for all three and combine their results, and when would you use thenCompose?",
    "If one service fails, how do you recover with a default value?",
    "What stops one slow service from holding the whole request forever?"
  ],
  "java-030": [
    "Describe the simplest two-thread scenario that ends in a deadlock?",
    "Which conditions must all hold for a deadlock to be possible?",
    "If a production service hangs, how would you confirm that a deadlock is the cause?",
    "What rule about the order of acquiring locks prevents the cycle?",
    "What other techniques reduce the risk, for example with ReentrantLock?"
  ],
  "java-031": [
    "How can a static nested holder class give you lazy initialisation without any locking?",
    "Why does double-checked locking need the volatile keyword on the field?",
    "What is the shortest correct way to write a singleton, and what attacks does it resist?",
    "What is the downside of just making getInstance synchronized?",
    "Why might a team avoid singletons altogether, and what would they use instead?"
  ]
}
