/** The interviewer's follow-up prompts for the cpp questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "cpp-001": [
    "Can you declare a reference on its own and point it at something later?",
    "Once a reference is bound to x, what happens if you assign y to it?",
    "Which of the two can legitimately represent no object at all?",
    "What can you do with a pointer, like stepping through an array, that a reference does not allow?",
    "How would you pass a large object that must exist, versus an argument that is optional?"
  ],
  "cpp-002": [
    "In an RAII type, at what moment is the resource obtained?",
    "What guarantees the resource is released, and when does that happen?",
    "If an exception is thrown halfway through a function, what happens to the RAII objects already created?",
    "Besides heap memory, what kinds of resources would you wrap this way?",
    "Which standard library types follow this pattern, and what manual calls do they save you?"
  ],
  "cpp-003": [
    "What happens if you try to modify a variable through a const reference?",
    "If you have a const reference to an object, which of its member functions can you call?",
    "What is the difference between const int star p and int star const p?",
    "How could a const getter still update an internal cache or lock a mutex?",
    "Why does it matter to callers that your parameters and methods are marked const?"
  ],
  "cpp-004": [
    "When is a local object declared inside a function destroyed?",
    "How long does an object created with new live, and who ends its life?",
    "Which is cheaper to allocate, and why?",
    "Where would you put a ten-megabyte buffer, or an array whose size comes from user input?",
    "What goes wrong with raw new and delete, and how do you avoid managing it by hand?"
  ],
  "cpp-005": [
    "If you write a struct and a class with the same members and no access specifiers, what differs?",
    "If you inherit without writing public or private, what kind of inheritance do you get in each case?",
    "Can a struct have constructors, private members and virtual functions?",
    "Given a Point with x and y and a BankAccount with a balance rule, which keyword would you use for each?"
  ],
  "cpp-006": [
    "If you call a function through a base pointer that points at a derived object, which version runs?",
    "What must a derived class match to replace a base class's virtual function?",
    "If you have print of int and print of string, how and when does the compiler choose between them?",
    "How can the compiler warn you when a signature mismatch means you are not really replacing the base function?",
    "What happens if you write equals zero after a virtual function declaration?"
  ],
  "cpp-007": [
    "Where does std::array keep its elements, and when is its size decided?",
    "What happens when you push_back into a full vector, and what does push_back cost on average?",
    "What happens to a C array's size when you pass it to a function?",
    "How would you get safe, checked access to an element in either container?",
    "Which of the three would you reach for by default?"
  ],
  "cpp-008": [
    "What belongs in a header, and what belongs in the .cpp file?",
    "How does the build turn several .cpp files into one executable?",
    "What happens if the same header ends up included twice in one file, and how do you stop it?",
    "What happens at link time if you define a normal function in a header included by two source files?",
    "What does C++20 offer to replace textual inclusion?"
  ],
  "cpp-009": [
    "Does a variable declared with auto have a fixed type, and when is it decided?",
    "If a function returns a const reference to a big string, what does plain auto give you?",
    "Where does auto genuinely make code better?",
    "What surprise can auto give you with vector of bool or with brace initialisation?"
  ],
  "cpp-010": [
    "What is NULL actually defined as in most implementations?",
    "If you have f of int and f of char star, which one does f of NULL call?",
    "What type does nullptr have, and what can it convert to?",
    "What goes wrong when you forward a literal zero through a template meant to take a pointer?"
  ],
  "cpp-011": [
    "Can you copy a unique_ptr, and what does it cost compared with a raw pointer?",
    "How does a shared_ptr know when to delete its object?",
    "How do you use the object behind a weak_ptr safely?",
    "If a parent and child hold shared_ptrs to each other, what happens, and how do you fix it?",
    "How would you create these pointers, and which one should you reach for first?"
  ],
  "cpp-012": [
    "If a class owns a raw buffer and frees it in the destructor, what else must you write?",
    "Which two member functions did C++11 add to that list?",
    "If you write a destructor but no move constructor, what happens when the object is moved?",
    "How can a class manage resources correctly without writing any of these special member functions?"
  ],
  "cpp-013": [
    "When returning a large vector from a function, what would you prefer to avoid, and how does moving help?",
    "What does T double ampersand bind to, and which constructor gets picked because of it?",
    "What does std::move do at runtime on its own?",
    "What can you safely do with a string after you have moved from it?",
    "Why does vector care whether your move constructor is noexcept?"
  ],
  "cpp-014": [
    "What does the standard say happens when you delete a derived object through a base pointer without a virtual destructor?",
    "In practice, which destructors run, and what does that mean for resources the derived class owns?",
    "With a virtual destructor, in what order do the destructors run?",
    "If nobody should ever delete through the base pointer, what alternative design would you use?",
    "Does holding a derived object in a unique_ptr of base avoid the problem, and is shared_ptr different?"
  ],
  "cpp-015": [
    "What table does the compiler generate for a class with virtual functions?",
    "How does an individual object find that table, and who sets it up?",
    "What steps does the machine actually perform for one virtual call?",
    "Where does the real performance cost come from, and when can the compiler remove it?",
    "How does having virtual functions affect each object's size and memory layout?"
  ],
  "cpp-016": [
    "What does it mean for an iterator to be invalidated, and what happens if you use one?",
    "Why can a push_back invalidate every iterator into a vector, not just the last?",
    "How do you erase elements from a vector while iterating over it without breaking the loop?",
    "Does erasing from a std::list or std::map affect iterators to other elements?",
    "What idioms or habits help you avoid this class of bug?"
  ],
  "cpp-017": [
    "What does the compiler turn a lambda into behind the scenes?",
    "If you capture a counter by value and try to increment it inside the lambda, what happens?",
    "What happens if a lambda capturing locals by reference is stored and called after the function returns?",
    "In a member function, what does capturing with equals actually copy, and how can you copy the whole object?",
    "Suppose a callback must own a resource that cannot be copied; how do you get it into the closure?"
  ],
  "cpp-018": [
    "If you use a template with int and with double, how many versions end up in the binary?",
    "When is a template turned into real code, and what must the compiler be able to see at that point?",
    "How could you keep a template's implementation in a .cpp file?",
    "What do templates cost you in build time, binary size and error messages?",
    "How are templates safer than macros, and how do C++20 concepts help?"
  ],
  "cpp-019": [
    "What data structure typically sits behind std::map, and what does that give you when iterating?",
    "How do lookups compare between the two as the container grows?",
    "When can an unordered_map lookup degrade badly, and what happens to iterators on rehash?",
    "What does each container require of your custom key type?",
    "If you need all keys between two values, which would you choose?"
  ],
  "cpp-020": [
    "Could a const int be initialised from a value read from the user at run time?",
    "What does declaring a variable constexpr guarantee about when its value is known?",
    "If you pass a value read from a file to a constexpr square function, does it still compile, and when does it execute?",
    "What does consteval add on top of constexpr?",
    "Where do you actually need a compile-time value, and what does constinit address?"
  ],
  "cpp-021": [
    "What is the minimum a function should promise if it throws halfway through?",
    "Which guarantee means that a failed operation leaves everything exactly as it was?",
    "Which operations should never throw at all, and why?",
    "How does copy-and-swap give an assignment operator all-or-nothing behaviour?",
    "What happens if a noexcept function throws anyway, and why does vector care about it?"
  ],
  "cpp-022": [
    "What happens when you pass a Derived object to a function taking Base by value?",
    "After that copy, which version of a virtual function does the copied object call?",
    "How would you store a mix of shapes in one container without losing their real types?",
    "How could you make the compiler reject an accidental copy of a base object?",
    "If you need a full copy of a polymorphic object, how would you make it?"
  ],
  "cpp-023": [
    "What exactly does the standard promise about a program that contains undefined behaviour?",
    "Can you name some common ways code runs into it?",
    "How can the optimiser make undefined behaviour worse than just a wrong value?",
    "Why can code with undefined behaviour pass every test and still fail later?",
    "Which tools would you use to catch it?"
  ],
  "cpp-024": [
    "What problem does a wrapper function have when it passes its arguments on to another function?",
    "When is T double ampersand a forwarding reference rather than a plain rvalue reference?",
    "If you pass an lvalue int to such a template, what is T deduced as, and what does the parameter become?",
    "What would go wrong if you used std::move instead of std::forward inside the wrapper?",
    "Where in the standard library do you see this pattern?"
  ],
  "cpp-025": [
    "What counts as a data race, and what does the standard say about a program that has one?",
    "What does wrapping a counter in std::atomic guarantee when several threads increment it?",
    "If you do not specify a memory order, what ordering do you get?",
    "How do a release store and an acquire load let one thread safely publish data to another?",
    "When is relaxed ordering enough, and why might a mutex still be the simpler choice?"
  ],
  "cpp-026": [
    "If plugging a type into one candidate template produces invalid code, why is that not a compile error?",
    "How did people enable an overload only for integer types before C++20?",
    "How would you write the same constraint with C++20 features?",
    "How do the error messages compare, and if two constrained overloads match, which one wins?",
    "Which ready-made constraints does the standard library provide?"
  ],
  "cpp-027": [
    "When the process crashes in production, what would you collect to see where it died?",
    "How would you hunt for memory corruption like use after free in a test environment?",
    "If the crash is intermittent and the service is multithreaded, what would you suspect, and which tool checks it?",
    "How would you find out what is allocating the memory that keeps growing?",
    "Once you find the cause, how would you fix it so it does not come back?"
  ],
  "cpp-028": [
    "What protects the underlying queue when several threads push and pop at once?",
    "How does a consumer sleep while the queue is empty, and how is it woken?",
    "Why is a bare wait call not enough, and how do you write it properly?",
    "Why is calling front and then pop as two separate operations unsafe for other callers?",
    "How would you shut the queue down cleanly, and stop producers outrunning consumers?"
  ],
  "cpp-029": [
    "What makes a function a coroutine from the compiler's point of view?",
    "Where does a suspended coroutine keep its local variables?",
    "Can you write a coroutine with only what the language provides, or what do you need to supply?",
    "Where would coroutines make your code simpler in practice?",
    "What can go wrong with a reference parameter once the coroutine suspends?"
  ],
  "cpp-030": [
    "Why is iterating a vector of ints usually much faster than an equivalent linked list?",
    "What happens at the hardware level when you walk a std::map or a linked list?",
    "If a hot loop reads only one field of a large struct, how could you lay out the data differently?",
    "If two threads each increment their own counter and the counters sit next to each other, what can go wrong?",
    "How would you fix that, and how would you confirm the fix helped?"
  ],
  "cpp-031": [
    "How have concepts changed the way you write and debug templates?",
    "How do ranges change the way you write a filter and transform over a container?",
    "What would you use today instead of printf or chained stream operators?",
    "What problem with header includes do modules address?",
    "How would you return either a value or an error without exceptions in C++23?",
    "Which other smaller additions, for example for views over arrays or comparisons, do you use?"
  ]
}
