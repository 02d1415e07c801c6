/** The interviewer's follow-up prompts for the oops questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "oops-001": [
    "Why would you make a bank account's balance field private, and how would other code change it?",
    "When you call list.sort(), how much do you need to know about the algorithm inside, and which pillar is that?",
    "How would a SavingsAccount class get the deposit logic of a general Account without rewriting it?",
    "If you call draw() on a list of mixed shapes, how does each shape end up drawing itself correctly?"
  ],
  "oops-002": [
    "What does a class itself describe, before any objects exist?",
    "When does an object come into existence, and what is it in relation to its class?",
    "If you create two Car objects and repaint one, what happens to the other, and where do their methods live?",
    "At what point is memory set aside for an object's fields: when the class is written or later?"
  ],
  "oops-003": [
    "What goes together inside one unit when a class is encapsulated?",
    "How should outside code read or change a field such as a balance, and why not touch it directly?",
    "Suppose someone tries to set an account balance to minus a million; where does encapsulation let you stop that?",
    "If you later switch a Date class from three integers to a single timestamp, what happens to its callers?"
  ],
  "oops-004": [
    "What does a subclass get from its parent, and what relationship should hold between them?",
    "What is the simplest form, where a class has exactly one parent?",
    "How would you describe Puppy extending Dog, which extends Animal?",
    "What do you call it when Car, Bike and Truck all extend Vehicle?",
    "Can a class have two parent classes, and how do C++ and Java differ on that?"
  ],
  "oops-005": [
    "In one sentence, what does the word polymorphism mean for a method call?",
    "If a class has add(int, int) and add(double, double), when is the choice between them made, and by whom?",
    "When a subclass redefines speak() and you call it, how is the version to run picked?",
    "What kind of variable do you typically hold the object in to get runtime polymorphism?"
  ],
  "oops-006": [
    "When you drive a car, what do you need to know about the engine, and how does that map to abstraction?",
    "What language features do you use to describe behaviour without giving the implementation?",
    "What is encapsulation concerned with, and what role do access modifiers play in it?",
    "If you had to put the difference in terms of viewpoints, which is the caller's view and which the class's?"
  ],
  "oops-007": [
    "When does a constructor run, and what is its job?",
    "How does a Java or C++ constructor's declaration differ from an ordinary method's?",
    "What happens if you write a class with no constructor at all?",
    "How would you make sure a new Person always starts with a name and an age?",
    "In C++, what is called when you initialise one object from another of the same type?",
    "Can a class have several constructors, and how can one reuse another's work?"
  ],
  "oops-008": [
    "Which members of a class should outside code be able to call freely?",
    "Which access level would you normally give a field, and who can see it?",
    "Who can access a protected member, and is there a Java-specific twist?",
    "What happens in Java if you write no modifier at all, and what is the C# counterpart?",
    "Given a new field, how do you decide how visible to make it?"
  ],
  "oops-009": [
    "What has to differ between two methods with the same name in one class?",
    "When print(int) and print(String) both exist, at what stage is the right one chosen?",
    "What must a subclass method match to override a parent's method?",
    "If an Animal reference holds a Dog and you call speak(), how is the version picked?",
    "Could you override a private or static method, or narrow a public method to protected?"
  ],
  "oops-010": [
    "If you create three Counter objects with a count field, how many count values exist?",
    "What changes if you mark that count field static?",
    "Can you call a static method without creating an object, and can it read instance fields?",
    "What kind of things would you typically make static?",
    "What problems does a mutable static field cause in tests or multithreaded code?"
  ],
  "oops-011": [
    "What can an abstract class hold that an interface cannot?",
    "How many abstract classes can a Java class extend, compared with interfaces it can implement?",
    "Why might unrelated classes like Invoice and Photo both implement the same interface?",
    "Now that Java interfaces can have default methods, what still separates them from abstract classes?",
    "If you were starting a new public type today, where would you begin, and when add a base class?"
  ],
  "oops-012": [
    "What can happen to a subclass when someone changes its parent's internal implementation?",
    "Suppose Stack extends ArrayList; what methods does Stack expose that it probably shouldn't?",
    "How does a class reuse behaviour by holding another object instead of extending it?",
    "How does composition make it easier to swap behaviour or test a class in isolation?",
    "When is inheritance still the right tool?"
  ],
  "oops-013": [
    "If B and C both inherit from A and override greet(), what goes wrong when D inherits from both?",
    "How does C++ make sure D ends up with only one copy of A?",
    "How do Java and C# sidestep the problem for classes with fields?",
    "What does Java make you do if two interfaces give you the same default method?",
    "How does Python decide which parent's method to call?"
  ],
  "oops-014": [
    "What would make you say a class like ReportGenerator is doing too much, by the S in SOLID?",
    "How would you add a new payment type without editing the existing payment code?",
    "What should hold whenever you pass a subclass where its parent type is expected?",
    "Why might a single Worker interface with work() and eat() cause trouble for a Robot class?",
    "Should an OrderService depend on a MySqlRepository class directly, and what should it depend on instead?"
  ],
  "oops-015": [
    "In plain terms, what does the Liskov principle promise to code that uses a base type?",
    "Can a subclass demand more from its callers or promise less than its parent, and why not?",
    "Why is a Square that extends Rectangle the textbook problem case?",
    "What signs in code tell you a subclass is breaking its parent's contract?",
    "How would you restructure the shapes so the violation goes away?"
  ],
  "oops-016": [
    "After a shallow copy of an object holding a list, what do the original and copy share?",
    "What does a deep copy do with the objects nested inside?",
    "If you add an item to the nested list through a shallow copy, what does the original see?",
    "What makes deep copying expensive or tricky, and which parts could you safely leave shared?",
    "How would you make each kind of copy in Java, Python or JavaScript?"
  ],
  "oops-017": [
    "How would you describe the degree to which one class relies on the details of another?",
    "What does it mean when everything inside a class is closely related?",
    "Should a good design aim for more or less coupling, and more or less cohesion?",
    "Why does getting those two right make maintenance and testing easier?",
    "What practical techniques would you use to loosen the ties between two classes?"
  ],
  "oops-018": [
    "What is the loosest relationship between two objects, for example a teacher and a student?",
    "If a department is closed, what happens to its professors, and what kind of relationship is that?",
    "If a house is demolished, what happens to its rooms, and what is that relationship called?",
    "How are these relationships drawn differently in a UML class diagram?",
    "In code, how can you tell from the constructor whether a part is owned or shared?"
  ],
  "oops-019": [
    "If two objects are equal by equals(), what must be true of their hash codes?",
    "How does a HashMap find a key, and in what order does it use hashCode and equals?",
    "What happens if you override equals but leave hashCode alone and put objects into a HashSet?",
    "Is it allowed for two unequal objects to return the same hash code, and does it matter?",
    "Which fields should the two methods use, and what happens if a key changes after insertion?"
  ],
  "oops-020": [
    "Where does an object's collaborator come from under dependency injection, compared with calling new inside it?",
    "Which forms of injection are there, and which would you use for a required dependency?",
    "What does the inversion principle say about what high-level code should depend on?",
    "How do injection and the inversion principle relate, and what do frameworks like Spring add?",
    "How does injection help when you write a unit test for a service that sends emails?"
  ],
  "oops-021": [
    "What does calling code no longer need to know when it uses a factory instead of new?",
    "What type does a factory usually return, and how does it decide which class to build?",
    "What flavours of the factory idea are there, and when would you need an abstract factory?",
    "What changes when you add a new product type, and how does that help testing?",
    "When would adding a factory be over-engineering?"
  ],
  "oops-022": [
    "How would you declare the fields of an immutable Money class, and what methods would you leave out?",
    "What could a subclass do to break immutability, and how do you prevent it?",
    "If the constructor receives a mutable list, what could go wrong if you store it directly?",
    "How would an add method work on an immutable Money object?",
    "Why are immutable objects easy to share between threads or use as map keys?"
  ],
  "oops-023": [
    "What table does the compiler build for a class with virtual methods?",
    "How does an individual object find its class's table at runtime?",
    "How does a subclass's table differ from its parent's when it overrides one method?",
    "Can you walk me through the machine-level steps of a single virtual call?",
    "What does a virtual call cost compared with a direct call, and how do JIT compilers reduce it?"
  ],
  "oops-024": [
    "What common abstraction would every discount type implement, and which pattern is that?",
    "When marketing invents a new discount next month, what code do you add and what do you leave untouched?",
    "If a customer qualifies for three discounts, which part of your design decides how they combine?",
    "How could marketing launch a new campaign without waiting for an engineering release?",
    "How would you represent money amounts in the engine, and how would you test each rule?"
  ],
  "oops-025": [
    "What two things does the Singleton pattern promise?",
    "Why do singletons make classes harder to unit test?",
    "If two threads request the instance at the same moment for the first time, what can go wrong and how do you stop it?",
    "What is the simplest robust way to write a singleton in Java?",
    "Instead of hand-writing a singleton, what would you let manage that single instance?"
  ],
  "oops-026": [
    "How does the subject tell interested parties that something changed, and how much does it know about them?",
    "Where have you seen this pattern in real frameworks or libraries?",
    "What happens to a listener object that is never removed from the subject's list?",
    "Can observers rely on the order of notification, and what if one changes the subject while being notified?",
    "What if one observer is slow or throws an exception during notification?"
  ],
  "oops-027": [
    "If a method in Animal returns Animal, can Dog's override return Dog, and why is that safe?",
    "Why can a Comparator of Animal be used where a Comparator of Dog is needed?",
    "Why is a List of Cats not a List of Animals?",
    "What happens in Java if you store a Dog into an Animal array that is really a Cat array?",
    "How do Java wildcards, or C# and Kotlin keywords, express which direction is allowed?"
  ],
  "oops-028": [
    "What happens to a Derived object's extra fields when you assign it to a plain Base variable?",
    "After that copy, which version of a virtual method gets called?",
    "Where in everyday code can slicing happen without an explicit assignment?",
    "How should you pass, store and catch polymorphic objects to keep their full type?",
    "How could you design a base class so slicing cannot happen, while still allowing copies?"
  ],
  "oops-029": [
    "What are the main physical things you would model as classes, and how are they nested?",
    "How do you decide whether a motorbike, car or bus may park in a given spot?",
    "Which component chooses the spot for an arriving vehicle, and how would you make that policy swappable?",
    "What does the driver get on entry, and how is the charge worked out on exit?",
    "With several entry gates working at once, what could go wrong when assigning spots?"
  ],
  "oops-030": [
    "How can an innocent-looking change in a base class break a subclass that compiled and worked before?",
    "Why does a HashSet subclass that counts additions by overriding add and addAll get the count wrong?",
    "What default would you choose for whether a class can be extended at all?",
    "If a class is meant to be extended, what should its author document and expose?",
    "As a user of a library class, how can you add behaviour without depending on its internals?"
  ],
  "oops-031": [
    "In Java, when you call an overloaded method, which argument types decide the choice, static or runtime?",
    "What does it mean for a call to pick its behaviour from two objects' types instead of one?",
    "Can you walk me through what accept and visit do in a Visitor, and where the two dispatches happen?",
    "With a Visitor over a shape hierarchy, how much code changes when you add an area calculation?",
    "What about adding a new shape class to that hierarchy; what has to change?",
    "How do newer language features let you avoid writing a Visitor at all?"
  ],
  "oops-032": [
    "When exactly does a C++ destructor run, and how do you use that to manage a file handle?",
    "Can you rely on when a garbage-collected object is cleaned up, or on its finalizer running at all?",
    "What is Java's current stance on finalize, and what replaced it?",
    "If the garbage collector reclaims memory, why can a program still run out of database connections?",
    "What language construct would you use in Java, C# or Python to close a file reliably?"
  ]
}
