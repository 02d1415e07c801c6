/** The C++ questions of the built-in bank. */
import type { BankQuestion } from "../types.ts"

export const questions: ReadonlyArray<BankQuestion> = [
  {
    id: "cpp-001",
    topic: "cpp",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between a pointer and a reference in C++, and when would you use each?",
    talkingPoints: [
      { point: "A reference is an alias for an existing object and must be bound when it is declared.",
        cues: [["reference", "references"], ["alias", "another name", "other name", "must be initialized", "must be initialised", "bound", "bind"]] },
      { point: "A reference cannot be reseated, while a pointer can be reassigned to point at something else.",
        cues: [["reseat", "rebind", "reassign", "point somewhere else", "point elsewhere", "point to another", "point at another", "point to a different"]] },
      { point: "A pointer can be null, whereas a reference is expected to always refer to a valid object.",
        cues: [["null", "nullptr", "point to nothing", "no object"]] },
      { point: "Pointers support arithmetic and multiple levels of indirection and need explicit dereferencing.",
        cues: [["arithmetic", "dereference", "dereferences", "deref", "pointer to pointer", "double pointer", "arrow operator", "indirection"]] },
      { point: "Prefer (const) references for parameters that must exist, and pointers or optional types when a value may be absent.",
        cues: [["const reference", "const references", "const ref", "pass by reference", "prefer a reference", "prefer reference", "reference parameter"]] }
    ],
    modelAnswer: "A reference is an alias, another name for an object that already exists, so it must be initialised when it is declared. Once bound it cannot be reseated, whereas a pointer is an object in its own right that can be reassigned to point somewhere else. A pointer can be null, but a reference should always refer to a valid object, so there is nothing to check. Pointers also support arithmetic and pointer to pointer indirection, and you dereference them explicitly with a star or the arrow operator, while a reference uses ordinary syntax. In practice I pass by const reference for inputs that must exist, and use a pointer, or better std::optional or a smart pointer, when the value may be absent or needs to change target.",
    tags: ["pointers", "references", "fundamentals"]
  },
  {
    id: "cpp-002",
    topic: "cpp",
    difficulty: "easy",
    kind: "concept",
    text: "What does RAII stand for in C++ and why is it so central to writing safe code?",
    talkingPoints: [
      { point: "RAII means Resource Acquisition Is Initialization: an object acquires a resource in its constructor.",
        cues: [["resource acquisition is initialization", "resource acquisition is initialisation", "acquire", "acquires", "acquisition"], ["constructor", "construct", "initialization", "initialisation"]] },
      { point: "The destructor releases the resource automatically when the object goes out of scope.",
        cues: [["destructor", "destroy", "goes out of scope", "out of scope", "end of scope", "scope exit"]] },
      { point: "Cleanup still happens when an exception is thrown, because stack unwinding runs destructors.",
        cues: [["exception", "throw", "stack unwinding", "unwind", "early return"]] },
      { point: "It applies to any resource, not just memory: files, locks, sockets, handles.",
        cues: [["file", "files", "lock", "mutex", "socket", "handle", "handles", "connection"]] },
      { point: "Standard examples are smart pointers, lock_guard and the containers, which remove the need for manual delete or unlock.",
        cues: [["unique_ptr", "unique ptr", "shared_ptr", "smart pointer", "lock_guard", "lock guard", "scoped_lock", "vector", "fstream"]] }
    ],
    modelAnswer: "RAII stands for Resource Acquisition Is Initialization. The idea is that an object acquires a resource in its constructor and owns it for its whole lifetime. Its destructor releases the resource, and because destructors run automatically when the object goes out of scope, cleanup cannot be forgotten. That also holds when an exception is thrown, since stack unwinding runs the destructors of every local object, so you get exception safety almost for free. It is not only about memory: the same pattern manages files, mutex locks, sockets and operating system handles. The standard library is built on it, for example unique_ptr and shared_ptr for memory, lock_guard for mutexes and vector for buffers, which is why modern C++ code rarely contains a naked delete or unlock.",
    tags: ["raii", "resource management", "exceptions"]
  },
  {
    id: "cpp-003",
    topic: "cpp",
    difficulty: "easy",
    kind: "concept",
    text: "Explain const correctness in C++. What does it mean to mark a member function const?",
    talkingPoints: [
      { point: "const marks data that must not be modified, and the compiler enforces it.",
        cues: [["cannot be modified", "can't be modified", "not modify", "not be changed", "cannot change", "can't change", "read only", "read-only"]] },
      { point: "A const member function promises not to change the observable state of the object, so it can be called on const objects.",
        cues: [["member function", "method"], ["const object", "const reference", "const references", "const instance", "const instances", "this pointer", "not change the object", "doesn't change the object", "does not change the object"]] },
      { point: "The position of const matters for pointers: pointer to const versus const pointer.",
        cues: [["pointer to const", "const pointer", "east const", "left of the star", "right of the star", "pointee"]] },
      { point: "mutable allows a member such as a cache or mutex to change even inside a const function.",
        cues: [["mutable", "mutable member", "mutable keyword", "logically const"]] },
      { point: "Const correctness documents intent, catches bugs at compile time and lets callers pass temporaries and const objects.",
        cues: [["compile time", "compiler catch", "catch bugs", "catch mistakes", "document", "intent", "self-documenting"]] }
    ],
    modelAnswer: "Const correctness means marking everything that should not change as const, so that the data is read only and the compiler rejects any attempt to modify it. For a member function, a trailing const says the method does not change the object, because the this pointer becomes a pointer to const; only const methods can be called through a const reference or on a const object. With pointers the position matters: a pointer to const protects the pointee, while a const pointer cannot be pointed elsewhere. If a class has a cache or a mutex that must change inside a const method, you mark that member mutable. Applied consistently, const documents intent in the signature and catches bugs at compile time instead of at run time.",
    tags: ["const", "fundamentals"]
  },
  {
    id: "cpp-004",
    topic: "cpp",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between allocating an object on the stack and on the heap in C++?",
    talkingPoints: [
      { point: "Stack objects have automatic storage: they are destroyed automatically when their scope ends.",
        cues: [["stack", "automatic"], ["scope", "scopes", "automatically", "destroyed", "freed", "popped"]] },
      { point: "Heap objects are created with new (or via smart pointers/containers) and live until explicitly released.",
        cues: [["heap", "free store", "dynamic"], ["new", "make_unique", "make unique", "malloc", "delete", "deletes", "explicitly"]] },
      { point: "Stack allocation is very cheap, while heap allocation goes through an allocator and is slower.",
        cues: [["cheap", "fast", "faster", "slower", "expensive", "cost", "overhead"]] },
      { point: "The stack is small and sizes must be known up front; large or runtime-sized or long-lived data goes on the heap.",
        cues: [["stack overflow", "limited", "small", "megabyte", "large", "runtime size", "outlive", "outlives", "longer lifetime"]] },
      { point: "Manual heap management risks leaks and dangling pointers, so wrap it in RAII types like unique_ptr or vector.",
        cues: [["leak", "dangling", "double free", "double delete"], ["unique_ptr", "unique ptr", "smart pointer", "raii", "vector", "container"]] }
    ],
    modelAnswer: "A local variable lives on the stack with automatic storage, so it is destroyed automatically when its scope ends and its memory is reclaimed just by moving the stack pointer. Heap, or free store, objects are created dynamically with new, or better with make_unique or a container, and they live until something explicitly deletes them. Stack allocation is essentially free, whereas heap allocation goes through the allocator, is slower and can fragment memory. On the other hand the stack is small, typically a few megabytes, so very large buffers, data whose size is only known at run time, or objects that must outlive the function belong on the heap. Managing the heap by hand risks leaks, dangling pointers and double deletes, so I always wrap it in RAII types such as unique_ptr or vector.",
    tags: ["memory", "stack", "heap"]
  },
  {
    id: "cpp-005",
    topic: "cpp",
    difficulty: "easy",
    kind: "concept",
    text: "In C++, what is the difference between a struct and a class, and how do teams usually choose between them?",
    talkingPoints: [
      { point: "The only language difference is default access: struct members are public by default, class members private.",
        cues: [["default"], ["public", "private", "access"]] },
      { point: "Default inheritance also differs: public for struct, private for class.",
        cues: [["inherit", "inheritance", "inheritances", "base class", "derive", "derives"]] },
      { point: "Otherwise they are identical: both can have constructors, methods, virtual functions and templates.",
        cues: [["identical", "same thing", "otherwise the same", "exactly the same", "no other difference", "both can have", "both support"]] },
      { point: "By convention struct is used for plain passive data aggregates and class for types with invariants and encapsulated behaviour.",
        cues: [["convention", "by habit", "style", "styles", "plain data", "passive", "aggregate", "pod"], ["invariant", "invariants", "encapsulate", "encapsulates", "encapsulation", "behaviour", "behavior", "hide", "hides"]] }
    ],
    modelAnswer: "In C++ the keywords are almost interchangeable. The one real difference is the default access level: members of a struct are public by default and members of a class are private. Inheritance follows the same rule, so a struct derives publicly from its base by default and a class derives privately. Apart from that they are identical; both can have constructors, member functions, virtual functions, templates and so on. The choice is a convention. Most style guides use struct for plain data aggregates, a bag of public fields with no invariants, and class when the type maintains an invariant and should encapsulate its state behind a public interface. Following that convention tells the reader what kind of type they are looking at.",
    tags: ["classes", "fundamentals"]
  },
  {
    id: "cpp-006",
    topic: "cpp",
    difficulty: "easy",
    kind: "concept",
    text: "What does the virtual keyword do on a member function, and what is the difference between overloading and overriding?",
    talkingPoints: [
      { point: "A virtual function is dispatched at run time based on the dynamic type of the object, enabling polymorphism through base pointers or references.",
        cues: [["virtual"], ["run time", "runtime", "dynamic type", "dynamic dispatch", "late binding", "actual type", "polymorphism"]] },
      { point: "Overriding is a derived class replacing a virtual function with the same signature.",
        cues: [["overriding", "override", "overrides"], ["derived", "subclass", "same signature", "child class"]] },
      { point: "Overloading is several functions with the same name but different parameter lists, resolved at compile time.",
        cues: [["overload"], ["different parameter", "different argument", "different signature", "parameter list", "compile time"]] },
      { point: "The override specifier makes the compiler check that a function really overrides a base virtual, and final prevents further overriding.",
        cues: [["override keyword", "override specifier", "final", "mark it override", "write override"]] },
      { point: "A pure virtual function makes the class abstract so it cannot be instantiated.",
        cues: [["pure virtual", "equals zero", "abstract", "interface", "interfaces"]] }
    ],
    modelAnswer: "Marking a member function virtual means the call is resolved at run time using the dynamic type of the object, so calling through a base pointer or reference reaches the derived implementation; that is runtime polymorphism. Overriding is when a derived class provides its own version of a virtual function with the same signature. Overloading is unrelated: it means several functions share a name but have different parameter lists, and the compiler picks one at compile time. Since C++11 I always write the override specifier on overriding functions, so the compiler errors if the signature does not match a base virtual, and final can stop further overriding. If a virtual is declared pure with equals zero the class becomes abstract and cannot be instantiated, which is how we express interfaces.",
    tags: ["polymorphism", "virtual functions", "oop"]
  },
  {
    id: "cpp-007",
    topic: "cpp",
    difficulty: "easy",
    kind: "concept",
    text: "Compare a plain C array, std::array and std::vector. When would you use each?",
    talkingPoints: [
      { point: "std::array has a fixed size known at compile time and stores its elements inline with no heap allocation.",
        cues: [["std::array", "std array"], ["fixed size", "compile time", "compile-time", "no heap", "inline", "on the stack"]] },
      { point: "std::vector is a dynamic array on the heap that can grow, with amortised constant push_back.",
        cues: [["vector"], ["grow", "resize", "resizes", "dynamic", "push_back", "push back", "heap"]] },
      { point: "C arrays decay to pointers and lose their size, while std::array behaves like a value: it can be copied, compared and knows its size.",
        cues: [["decay", "lose the size", "loses its size", "lose its size", "no size", "copied", "copy", "knows its size"]] },
      { point: "Both standard containers provide iterators, bounds-checked at() and work with standard algorithms.",
        cues: [["bounds-checked", "bounds check", "bounds-check", "iterator", "algorithm", "range-based"]] },
      { point: "Default to vector; use std::array for small fixed sizes, and C arrays mainly for interop.",
        cues: [["default", "by default", "first choice", "go-to", "prefer"]] }
    ],
    modelAnswer: "A std::array has a fixed size known at compile time and keeps its elements inline, so there is no heap allocation and it can live on the stack. A std::vector is a dynamic array on the heap that can grow, with amortised constant time push_back, and it manages its own memory. A plain C array has a fixed size too, but it decays to a pointer when passed to a function and loses its size, and it cannot be copied or assigned as a whole, while std::array behaves like a normal value and knows its size. The standard containers also give you iterators, a bounds-checked at() and work with every standard algorithm. I use vector by default, std::array for small fixed-size data such as a matrix row or lookup table, and C arrays only for interop with C APIs.",
    tags: ["containers", "stl", "arrays"]
  },
  {
    id: "cpp-008",
    topic: "cpp",
    difficulty: "easy",
    kind: "concept",
    text: "Why do C++ projects split code into header and source files, and what are include guards for?",
    talkingPoints: [
      { point: "Headers hold declarations shared between translation units; source files hold the definitions compiled once.",
        cues: [["header"], ["declaration", "declare", "declares", "interface", "interfaces"]] },
      { point: "Each .cpp file is compiled separately as a translation unit and the linker combines the object files.",
        cues: [["translation unit", "compiled separately", "separate compilation", "object file", "object files", "linker", "link"]] },
      { point: "Include guards or pragma once stop a header's contents being included twice in one translation unit.",
        cues: [["include guard", "pragma once", "ifndef", "header guard"], ["twice", "more than once", "multiple times", "redefinition", "double inclusion"]] },
      { point: "The one definition rule means non-inline functions and variables must be defined once, so putting definitions in headers causes duplicate symbol errors.",
        cues: [["one definition rule", "odr", "duplicate symbol", "multiple definition", "defined once", "defined only once"]] },
      { point: "C++20 modules are the modern alternative, avoiding textual inclusion and speeding up builds.",
        cues: [["module", "modules", "import", "export module"]] }
    ],
    modelAnswer: "The header holds declarations, the interface other files need: class definitions, function prototypes and templates. The source file holds the definitions. Each .cpp file is compiled separately as a translation unit, and the linker then combines the object files, so a change to one source file only recompiles that file. Because #include is plain textual pasting, the same header can end up included twice in one translation unit through different paths, so we protect it with an include guard, an ifndef define pair, or pragma once. Separately, the one definition rule says a non-inline function or global variable must be defined only once across the program, which is why you get multiple definition link errors if you put ordinary function bodies in a header without inline. C++20 modules offer an alternative: you import a compiled interface instead of pasting text, which is cleaner and faster to build.",
    tags: ["build", "headers", "compilation"]
  },
  {
    id: "cpp-009",
    topic: "cpp",
    difficulty: "easy",
    kind: "concept",
    text: "How does the auto keyword work in modern C++, and what are its pitfalls?",
    talkingPoints: [
      { point: "auto deduces the variable's type from its initialiser at compile time; it is still statically typed.",
        cues: [["deduce", "deduces", "deduction", "infer", "inference", "inferences", "from the initializer", "from the initialiser"]] },
      { point: "auto drops top-level const and references, so you need auto& or const auto& to avoid copies.",
        cues: [["auto ref", "auto reference", "const auto", "drops the reference", "drop reference", "drops references", "strip", "copy", "copies"]] },
      { point: "It shines for long iterator types, lambdas and range-based for loops, and avoids accidental conversions.",
        cues: [["iterator", "lambda", "range-based", "range based", "long type", "verbose", "conversion"]] },
      { point: "Pitfalls include proxy types like vector<bool> references, brace initialisation surprises and reduced readability when the type is not obvious.",
        cues: [["proxy", "vector<bool>", "vector of bool", "initializer_list", "initializer list", "brace", "braces", "readability", "not obvious", "hide the type", "hides the type"]] }
    ],
    modelAnswer: "auto tells the compiler to deduce the variable's type from its initializer, using the same rules as template argument deduction, and it happens at compile time, so the code stays fully statically typed. One thing to remember is that plain auto drops top-level const and references, so if you iterate with auto you make copies; you usually want auto& or const auto& in a range-based for loop. It shines for long iterator types, for lambdas whose type you cannot even spell, and it avoids accidental narrowing conversions because the variable always matches the initializer. The pitfalls are proxy types, for example auto with vector<bool> gives you a proxy rather than a bool, brace initialisation with older rules producing an initializer list, and readability when the type is not obvious from the right-hand side.",
    tags: ["auto", "type deduction", "modern cpp"]
  },
  {
    id: "cpp-010",
    topic: "cpp",
    difficulty: "easy",
    kind: "concept",
    text: "Why was nullptr introduced in C++11, and what was wrong with using NULL or zero?",
    talkingPoints: [
      { point: "NULL is just an integer constant such as 0, so it can be confused with an int.",
        cues: [["integer", "int", "zero"], ["null macro", "null is", "literal", "constant", "macro"]] },
      { point: "That breaks overload resolution: passing NULL can pick an int overload instead of the pointer one.",
        cues: [["overload", "overloads", "wrong function", "int version", "int overload"]] },
      { point: "nullptr has its own type, std::nullptr_t, which converts to any pointer type but not to integers.",
        cues: [["nullptr_t", "nullptr t", "own type", "its own type", "distinct type"]] },
      { point: "It also works correctly with templates and perfect forwarding, where 0 would be deduced as int.",
        cues: [["template", "templates", "forward", "deduce", "deduces", "deduction"]] }
    ],
    modelAnswer: "Before C++11, NULL was a macro for an integer constant, usually a literal 0, so the null pointer was really an int in disguise. That causes real bugs with overloads: if you have f taking an int and f taking a pointer, calling f with NULL picks the int overload, which is almost never what you meant. nullptr fixes this by having its own type, std::nullptr_t, which converts implicitly to any pointer or pointer to member type, but never to an integer. It also behaves properly with templates and perfect forwarding: if you forward 0 through a template it is deduced as int and no longer converts to a pointer, while a forwarded nullptr stays a null pointer. So in modern code I always write nullptr.",
    tags: ["nullptr", "modern cpp", "overloading"]
  },
  {
    id: "cpp-011",
    topic: "cpp",
    difficulty: "medium",
    kind: "concept",
    text: "Explain the differences between unique_ptr, shared_ptr and weak_ptr, and when you would use each.",
    talkingPoints: [
      { point: "unique_ptr expresses sole ownership; it cannot be copied, only moved, and has essentially zero overhead.",
        cues: [["unique_ptr", "unique ptr", "unique pointer"], ["sole", "exclusive", "single owner", "one owner", "only be moved", "move-only", "move only", "not copyable", "cannot be copied"]] },
      { point: "shared_ptr allows shared ownership using an atomic reference count in a control block; the object dies with the last owner.",
        cues: [["shared_ptr", "shared ptr", "shared pointer"], ["reference count", "ref count", "refcount", "control block", "last owner", "last one"]] },
      { point: "weak_ptr observes a shared_ptr-managed object without owning it and must be locked to use it.",
        cues: [["weak_ptr", "weak ptr", "weak pointer"], ["lock", "observe", "observes", "without owning", "non-owning", "doesn't own", "does not own", "expired"]] },
      { point: "weak_ptr breaks reference cycles that would otherwise leak with shared_ptr.",
        cues: [["cycle", "cycles", "circular", "parent and child", "back pointer", "back reference"]] },
      { point: "Create them with make_unique and make_shared, and default to unique_ptr.",
        cues: [["make_unique", "make unique", "make_shared", "make shared", "default", "by default"]] }
    ],
    modelAnswer: "unique_ptr models sole ownership: exactly one owner, it cannot be copied, only moved, and it is essentially as cheap as a raw pointer. shared_ptr allows shared ownership: copies bump an atomic reference count stored in a control block, and the object is destroyed when the last owner goes away, at the cost of extra memory and atomic operations. weak_ptr observes an object managed by shared_ptr without owning it; you call lock to get a temporary shared_ptr, which is empty if the object has expired. Its main use is breaking cycles, such as a parent and child pointing at each other, which would otherwise never be freed, and for caches. I create them with make_unique and make_shared, and I use unique_ptr by default, switching to shared_ptr only when ownership is genuinely shared.",
    tags: ["smart pointers", "memory", "ownership"]
  },
  {
    id: "cpp-012",
    topic: "cpp",
    difficulty: "medium",
    kind: "concept",
    text: "What are the rule of three, the rule of five and the rule of zero in C++?",
    talkingPoints: [
      { point: "Rule of three: if a class needs a custom destructor, copy constructor or copy assignment, it probably needs all three.",
        cues: [["rule of three", "three"], ["destructor", "copy constructor", "copy assignment"]] },
      { point: "Rule of five adds the move constructor and move assignment operator introduced in C++11.",
        cues: [["rule of five", "five"], ["move constructor", "move assignment", "move operation"]] },
      { point: "Declaring a destructor or copy operation suppresses the implicit move operations, so the class silently copies.",
        cues: [["suppress", "not generated", "no longer generated", "implicitly deleted", "fall back to copy", "falls back to copy", "silently copies", "silently copy"]] },
      { point: "Rule of zero: let members that already manage resources (smart pointers, containers) handle it, so you write none of the special members.",
        cues: [["rule of zero", "zero"], ["member", "smart pointer", "container", "vector", "unique_ptr", "none of them", "write none"]] }
    ],
    modelAnswer: "The rule of three says that if a class needs a user-defined destructor, copy constructor or copy assignment operator, it almost certainly needs all three, because it is managing a resource by hand, such as a raw pointer, and the defaults would copy the pointer and free it twice. C++11 extended this to the rule of five by adding the move constructor and move assignment operator. There is a subtle trap: once you declare a destructor or a copy operation, the compiler no longer generates the move operations, so your class silently falls back to copying. The rule of zero is the modern ideal: build the class from members that already manage themselves, like unique_ptr, vector and string, so you write none of the special member functions and the compiler-generated ones are correct.",
    tags: ["special members", "raii", "move semantics"]
  },
  {
    id: "cpp-013",
    topic: "cpp",
    difficulty: "medium",
    kind: "concept",
    text: "Explain move semantics and rvalue references. What does std::move actually do?",
    talkingPoints: [
      { point: "Move semantics let an object transfer its resources out of a temporary or expiring object instead of deep copying them.",
        cues: [["transfer", "steal", "pilfer", "take over", "instead of copying", "avoid a copy", "avoid copying", "without copying"]] },
      { point: "An rvalue reference, written T&&, binds to temporaries and selects the move constructor or move assignment overload.",
        cues: [["rvalue reference", "rvalue references", "r-value reference", "t ref ref", "double ampersand"], ["temporary", "temporaries", "move constructor", "move assignment", "overload", "bind"]] },
      { point: "std::move does not move anything; it is just a cast to an rvalue reference that makes the object eligible to be moved from.",
        cues: [["cast", "static_cast", "doesn't move", "does not move", "doesn't actually move"]] },
      { point: "A moved-from object is left in a valid but unspecified state, so you may only destroy or reassign it.",
        cues: [["moved-from", "moved from", "after a move", "after moving", "old object", "source object"], ["valid but unspecified", "unspecified", "reassign", "don't use", "shouldn't use", "empty"]] },
      { point: "Move constructors should be noexcept, otherwise containers like vector copy instead of move when reallocating.",
        cues: [["noexcept", "cannot throw", "can't throw", "won't throw", "doesn't throw"]] }
    ],
    modelAnswer: "Move semantics let an object transfer its resources, say a heap buffer, out of an object that is about to die instead of copying them, which turns an expensive deep copy into a few pointer assignments. The mechanism is the rvalue reference, written T&&, which binds to temporaries; a class provides a move constructor and move assignment taking T&&, and overload resolution picks them for rvalues. std::move itself does not move anything: it is just a static_cast to an rvalue reference, telling the compiler that you no longer need this named object so the move overload may be chosen. The moved-from object is left in a valid but unspecified state, so you should only destroy it or reassign it. Finally, mark move constructors noexcept, because vector only moves elements during reallocation when the move cannot throw.",
    tags: ["move semantics", "rvalue references", "performance"]
  },
  {
    id: "cpp-014",
    topic: "cpp",
    difficulty: "medium",
    kind: "concept",
    text: "Why should a base class used polymorphically have a virtual destructor? What goes wrong without one?",
    talkingPoints: [
      { point: "Deleting a derived object through a base pointer without a virtual destructor is undefined behaviour.",
        cues: [["undefined behaviour", "undefined behavior", "undefined"]] },
      { point: "In practice only the base destructor runs, so the derived part is never cleaned up and resources leak.",
        cues: [["only the base", "derived destructor", "derived part", "never run", "not called", "isn't called", "leak"]] },
      { point: "Making the destructor virtual dispatches destruction to the most derived class first and then up the chain.",
        cues: [["virtual destructor", "destructor virtual"], ["most derived", "derived first", "chain", "dispatch", "correct destructor", "right destructor"]] },
      { point: "If deletion through a base pointer is not intended, make the base destructor protected and non-virtual instead.",
        cues: [["protected", "protected destructor", "non-virtual protected"]] },
      { point: "smart pointers such as unique_ptr of base have the same problem; shared_ptr created with make_shared is an exception because it captures the real deleter.",
        cues: [["unique_ptr", "unique ptr", "shared_ptr", "shared ptr", "smart pointer", "deleter"]] }
    ],
    modelAnswer: "If you delete a derived object through a pointer to its base and the base destructor is not virtual, the behaviour is undefined. What usually happens in practice is that only the base destructor runs, so the derived destructor is never called and whatever the derived class owned, memory, files or locks, leaks or is left half torn down. A virtual destructor makes destruction dispatch dynamically: the most derived destructor runs first, then each base in turn up the chain. So the rule is that any class meant to be used polymorphically, meaning it has other virtual functions, gets a public virtual destructor. If you do not want people deleting through the base at all, make its destructor protected and non-virtual. Note that unique_ptr to base has the same problem, while shared_ptr created from the derived type happens to store the right deleter.",
    tags: ["virtual functions", "destructors", "polymorphism"]
  },
  {
    id: "cpp-015",
    topic: "cpp",
    difficulty: "medium",
    kind: "concept",
    text: "How are virtual function calls typically implemented under the hood, and what do they cost?",
    talkingPoints: [
      { point: "Each polymorphic class has a vtable, a table of function pointers to its virtual function implementations.",
        cues: [["vtable", "vtables", "virtual table", "virtual tables", "v-table", "vtbl"], ["function pointer", "table of pointer", "array of pointer", "per class", "each class"]] },
      { point: "Each object stores a hidden vptr pointing at its class's vtable, set by the constructor.",
        cues: [["vptr", "vpointer", "hidden pointer", "virtual pointer"]] },
      { point: "A virtual call loads the vptr, indexes the table and makes an indirect call.",
        cues: [["indirect", "index", "lookup", "look up", "extra load", "two loads"]] },
      { point: "The main cost is lost inlining and harder branch prediction rather than the extra loads; devirtualisation can remove it when the type is known.",
        cues: [["inline", "inlining", "branch predict", "devirtualize", "devirtualise", "devirtualization", "final"]] },
      { point: "It also adds a pointer to every object's size and can hurt cache locality.",
        cues: [["object size", "object sizes", "size of every object", "extra pointer", "eight bytes", "8 bytes", "memory overhead", "cache", "caches"]] }
    ],
    modelAnswer: "The standard does not mandate it, but every mainstream compiler uses a vtable: each polymorphic class has a static table of function pointers, one slot per virtual function, pointing at that class's implementations. Every object carries a hidden vptr that the constructor sets to its class's table. A virtual call therefore loads the vptr, indexes into the table and makes an indirect call through that slot. Those loads are cheap; the bigger cost is that the compiler usually cannot inline the call, and indirect branches are harder to predict, although compilers can devirtualize when they know the exact type, for example when the class is marked final. There is also memory overhead: an extra pointer, eight bytes on 64-bit systems, in every object, which matters for small objects and cache usage.",
    tags: ["virtual functions", "internals", "performance"]
  },
  {
    id: "cpp-016",
    topic: "cpp",
    difficulty: "medium",
    kind: "concept",
    text: "What is iterator invalidation? Give examples with std::vector and explain how you avoid bugs from it.",
    talkingPoints: [
      { point: "Iterator invalidation means some container operations make existing iterators, pointers or references to elements dangling.",
        cues: [["no longer valid", "undefined behaviour", "undefined behavior", "dangling", "stale", "stops being valid", "stop being valid", "become invalid", "becomes invalid", "freed memory"]] },
      { point: "Inserting into a vector that reallocates invalidates every iterator, because the elements move to a new buffer.",
        cues: [["reallocate", "reallocates", "reallocation", "capacity", "new buffer", "grow"]] },
      { point: "Erasing invalidates iterators at and after the erased position; erase returns the next valid iterator.",
        cues: [["erase", "erases"], ["return", "next valid", "after the erased", "after it"]] },
      { point: "Node-based containers like list and map only invalidate iterators to the erased elements.",
        cues: [["list", "map", "node-based", "node based"]] },
      { point: "Avoid it with the erase-remove idiom or std::erase_if, reserve, or by using indices.",
        cues: [["remove_if", "remove if", "erase_if", "erase if", "erase-remove", "erase remove", "reserve", "reserves", "index"]] }
    ],
    modelAnswer: "Iterator invalidation is when a container operation leaves existing iterators, pointers or references to its elements dangling, so using them is undefined behaviour. With vector, push_back or insert that exceeds capacity reallocates and moves every element to a new buffer, which invalidates everything. Even without reallocation, inserting invalidates positions at and after the insertion point. Calling erase invalidates iterators at and after the erased element, which is why the classic loop must use the iterator that erase returns rather than incrementing the old one. Node-based containers like list, map and set are more forgiving and only invalidate iterators to the erased nodes. To avoid bugs I use the erase-remove idiom or C++20 std::erase_if instead of hand-written erase loops, call reserve up front if I need stable pointers, or keep indices rather than iterators.",
    tags: ["stl", "iterators", "containers"]
  },
  {
    id: "cpp-017",
    topic: "cpp",
    difficulty: "medium",
    kind: "concept",
    text: "How do lambdas work in C++, and what is the difference between capturing by value and by reference?",
    talkingPoints: [
      { point: "A lambda is compiled into an unnamed class, a closure type, with an operator() call operator.",
        cues: [["closure", "closures", "unnamed class", "anonymous class", "function object", "functor", "operator()", "call operator"]] },
      { point: "Capture by value copies variables into the closure at creation, and they are const unless the lambda is mutable.",
        cues: [["by value", "copy", "copies"], ["creation", "created", "const", "mutable", "snapshot"]] },
      { point: "Capture by reference stores references, so the lambda sees later changes but dangles if it outlives the variables.",
        cues: [["by reference"], ["dangling", "dangle", "dangles", "outlive", "outlives", "lifetime", "later change", "goes out of scope"]] },
      { point: "Capturing this or using [=] in a member function captures the this pointer, not a copy of the object; C++17 adds *this capture.",
        cues: [["this pointer", "*this", "capture this", "captures this", "capturing this"], ["pointer", "copy", "object"]] },
      { point: "Init captures such as moving a unique_ptr into the lambda allow move-only captures.",
        cues: [["init capture", "init-capture", "generalized capture", "std::move", "std move", "move-only", "move only", "unique_ptr"]] }
    ],
    modelAnswer: "A lambda expression creates an object of an unnamed closure class whose operator() holds the body, so it is essentially a function object the compiler writes for you. Capturing by value copies the variables into the closure when the lambda is created, and those copies are const inside the body unless you mark the lambda mutable. Capturing by reference stores references instead, so the lambda sees later changes, but if the lambda outlives the variables, say it is stored as a callback or handed to another thread, it dangles. A common surprise is that capturing with [=] inside a member function captures the this pointer, not a copy of the object, so C++17 added capturing *this by value. C++14 init captures let you write something like p = std::move(ptr), which is how you capture a move-only type like a unique_ptr.",
    tags: ["lambdas", "closures", "lifetime"]
  },
  {
    id: "cpp-018",
    topic: "cpp",
    difficulty: "medium",
    kind: "concept",
    text: "How do templates work in C++, and why do template definitions usually have to live in header files?",
    talkingPoints: [
      { point: "A template is a blueprint; the compiler generates (instantiates) a separate concrete version for each set of template arguments used.",
        cues: [["instantiate", "instantiates", "instantiated", "generate", "generates", "stamp out", "concrete version", "separate version", "copy for each"]] },
      { point: "Instantiation happens at compile time in the translation unit that uses it, so the full definition must be visible there.",
        cues: [["visible", "see the definition", "full definition", "whole definition", "needs the body", "translation unit"]] },
      { point: "That is why template code goes in headers, unless you explicitly instantiate the types you need in one source file.",
        cues: [["explicit instantiation", "explicitly instantiate", "extern template", "extern templates"]] },
      { point: "Templates give zero-cost generic code but increase compile times and binary size (code bloat) and produce long error messages.",
        cues: [["compile time", "build time", "code bloat", "binary size", "bloat", "error message", "error messages"]] },
      { point: "Unlike macros, templates are type checked and follow scoping rules; C++20 concepts constrain them.",
        cues: [["macro", "concept", "type check", "type-safe", "type safe"]] }
    ],
    modelAnswer: "A template is a blueprint for a family of functions or classes. When you use it with particular arguments, say vector of int, the compiler instantiates a separate concrete version for that type and compiles it like ordinary code, so there is no runtime cost. Instantiation happens at compile time inside whichever translation unit uses the template, which means the compiler must see the full definition there, not just a declaration. That is why template code normally lives in headers; the alternative is explicit instantiation, where one source file instantiates a fixed list of types and others declare extern template. The trade-offs are longer compile times, potential code bloat in the binary and famously long error messages. Compared with macros, templates are type checked and respect scopes and namespaces, and C++20 concepts let you state the requirements on template arguments directly.",
    tags: ["templates", "generic programming", "compilation"]
  },
  {
    id: "cpp-019",
    topic: "cpp",
    difficulty: "medium",
    kind: "concept",
    text: "Compare std::map and std::unordered_map in terms of implementation, complexity and when to pick each.",
    talkingPoints: [
      { point: "std::map is usually a balanced binary search tree (red-black tree) that keeps keys sorted.",
        cues: [["red-black", "red black", "balanced", "binary search tree", "tree"], ["sorted", "ordered", "order"]] },
      { point: "map operations are O(log n), while unordered_map is a hash table with average O(1) lookups.",
        cues: [["log n", "logarithmic", "o(log n)"], ["o(1)", "constant", "hash"]] },
      { point: "unordered_map has worst case O(n) with bad hashes or collisions, and rehashing invalidates iterators.",
        cues: [["worst case", "collision", "bad hash", "rehash", "o(n)"]] },
      { point: "map needs a less-than comparison for keys; unordered_map needs a hash function and equality.",
        cues: [["comparison", "comparator", "less than", "operator less", "hash function", "std::hash", "equality"]] },
      { point: "Choose map for ordered iteration or range queries such as lower_bound, and unordered_map for fast point lookups.",
        cues: [["range", "ranges", "lower_bound", "lower bound", "ordered iteration", "iterate in order", "in sorted order", "point lookup", "fast lookup"]] }
    ],
    modelAnswer: "std::map is typically implemented as a red-black tree, a balanced binary search tree, so keys are always kept in sorted order. Its lookups, inserts and erases are O(log n). std::unordered_map is a hash table with buckets, giving average constant time, O(1), operations. The catch is that the hash table has a worst case of O(n) when many keys collide, for example with a poor hash, and when it grows it rehashes, which invalidates iterators. The requirements differ as well: map needs a strict weak ordering, usually operator less than, while unordered_map needs a hash function and equality. I pick map when I need sorted iteration or range queries with lower_bound and upper_bound, and unordered_map when I just need fast point lookups by key, which in practice is most of the time. For small sizes a sorted vector can beat both.",
    tags: ["stl", "containers", "complexity"]
  },
  {
    id: "cpp-020",
    topic: "cpp",
    difficulty: "medium",
    kind: "concept",
    text: "What is the difference between const, constexpr and consteval in modern C++?",
    talkingPoints: [
      { point: "const only means the value cannot be modified after initialisation; it may still be computed at run time.",
        cues: [["const"], ["run time", "runtime", "not necessarily", "cannot be modified", "can't be modified", "read only", "read-only"]] },
      { point: "A constexpr variable must be initialised with a constant expression, so its value is known at compile time.",
        cues: [["constexpr"], ["compile time", "compile-time", "constant expression"]] },
      { point: "A constexpr function may be evaluated at compile time when given constant arguments but can also run at run time.",
        cues: [["constexpr function"], ["run time", "runtime", "either", "both", "can also"]] },
      { point: "consteval (C++20) makes an immediate function that must be evaluated at compile time.",
        cues: [["consteval", "immediate function"], ["must", "always", "only at compile", "forced", "every call"]] },
      { point: "Compile-time evaluation enables things like array sizes, template arguments and static_assert, and constinit guarantees static initialisation.",
        cues: [["array size", "template argument", "static_assert", "static assert", "constinit", "lookup table", "lookup tables"]] }
    ],
    modelAnswer: "const just means the object cannot be modified after it is initialised; its value can still be computed at run time, for example from user input. A constexpr variable is stronger: it must be initialised with a constant expression, so its value is known at compile time and can be used wherever the language needs a constant. A constexpr function is one that can be evaluated at compile time when its arguments are constants, but the same function can also run at run time with ordinary arguments, so it works in both worlds. C++20 added consteval, which declares an immediate function that must be evaluated at compile time on every call; using it with runtime values is a compile error. Compile-time values are what you need for array sizes, template arguments and static_assert, and there is also constinit, which only guarantees static initialisation without making the variable const.",
    tags: ["constexpr", "compile time", "modern cpp"]
  },
  {
    id: "cpp-021",
    topic: "cpp",
    difficulty: "medium",
    kind: "concept",
    text: "What are the exception safety guarantees in C++, and where does noexcept fit in?",
    talkingPoints: [
      { point: "The basic guarantee: if an exception is thrown, no resources leak and objects remain in a valid state.",
        cues: [["basic guarantee", "basic"], ["leak", "valid state", "invariant"]] },
      { point: "The strong guarantee: the operation either succeeds completely or has no effect, like a transaction (commit or rollback).",
        cues: [["strong guarantee", "strong"], ["no effect", "rollback", "roll back", "transaction", "all or nothing", "unchanged"]] },
      { point: "The no-throw guarantee: the operation never throws, as required for destructors, swaps and moves.",
        cues: [["nothrow", "no-throw", "no throw", "never throw", "nofail"]] },
      { point: "Copy-and-swap is a common way to achieve the strong guarantee.",
        cues: [["copy and swap", "copy-and-swap", "swap"]] },
      { point: "noexcept declares a function will not throw; violating it calls std::terminate, and containers use it to decide whether to move.",
        cues: [["noexcept"], ["terminate", "terminates", "move", "moves", "optimize", "optimizes", "optimization", "faster"]] }
    ],
    modelAnswer: "There are three classic levels. The basic guarantee says that if an exception escapes, nothing leaks and every object is still in a valid state that respects its invariants, though the state may have changed. The strong guarantee says the operation is all or nothing: either it succeeds or the program state is unchanged, like a transaction that rolls back. The no-throw guarantee says the operation never throws at all, which destructors, swap functions and move operations should provide, because the other guarantees are built on top of them. The copy and swap idiom is a common route to the strong guarantee: do the risky work on a copy, then swap it in with a non-throwing swap. noexcept is how you declare a function will not throw; if it does, std::terminate is called, and the standard library checks noexcept to decide, for instance, whether vector can move elements rather than copy them.",
    tags: ["exceptions", "noexcept", "error handling"]
  },
  {
    id: "cpp-022",
    topic: "cpp",
    difficulty: "medium",
    kind: "concept",
    text: "What is object slicing in C++, and how do you prevent it?",
    talkingPoints: [
      { point: "Slicing happens when a derived object is copied into a base object by value, and the derived part is cut off.",
        cues: [["by value", "copy", "copied", "assign"], ["derived part", "cut off", "chopped", "sliced", "lost", "discard"]] },
      { point: "After slicing, virtual calls use the base implementation because the object really is a base now.",
        cues: [["virtual", "polymorphic", "polymorphism"], ["base version", "base implementation", "base behaviour", "base behavior", "base class version"]] },
      { point: "Pass and store polymorphic objects by reference or pointer (for example a vector of unique_ptr) instead of by value.",
        cues: [["reference", "references", "pointer", "unique_ptr", "unique ptr"]] },
      { point: "Making base classes abstract or deleting their copy operations turns accidental slicing into a compile error.",
        cues: [["abstract", "delete the copy", "deleted copy", "delete copy", "= delete", "compile error", "protected copy"]] },
      { point: "If a polymorphic copy is needed, provide a virtual clone function.",
        cues: [["clone", "clones", "virtual copy", "polymorphic copy", "copy constructor that is virtual"]] }
    ],
    modelAnswer: "Object slicing happens when you copy a derived object into a variable of the base type by value, for instance passing it to a function that takes a Base by value or pushing it into a vector of Base. Only the base subobject is copied and the derived part is cut off. After that, virtual calls dispatch to the base implementation, because the object genuinely is just a base now, so behaviour silently changes. The fix is to handle polymorphic objects through a reference or a pointer, and to store them as, say, a vector of unique_ptr to Base. You can also make the base class abstract, or delete or protect its copy operations, so accidental slicing becomes a compile error. When you really need to copy a polymorphic object, give the hierarchy a virtual clone function that returns a new copy of the right dynamic type.",
    tags: ["oop", "polymorphism", "pitfalls"]
  },
  {
    id: "cpp-023",
    topic: "cpp",
    difficulty: "hard",
    kind: "concept",
    text: "What is undefined behaviour in C++? Give a few examples and explain why it can be so dangerous.",
    talkingPoints: [
      { point: "Undefined behaviour is code the standard places no requirements on, so anything may happen.",
        cues: [["no requirement", "anything can happen", "anything may happen", "no guarantee", "standard says nothing", "not defined by the standard"]] },
      { point: "Typical examples are out-of-bounds access, use after free, signed integer overflow, null dereference and data races.",
        cues: [["out of bounds", "out-of-bounds", "use after free", "use-after-free", "signed overflow", "signed integer overflow", "null dereference", "data race", "data races", "uninitialized", "uninitialised"]] },
      { point: "The optimiser assumes UB never happens, so it can delete checks or transform code in surprising ways.",
        cues: [["optimizer", "optimiser", "compiler", "optimization", "optimisation"], ["assume", "assumes", "remove", "removes", "delete", "deletes", "elide", "never happen"]] },
      { point: "UB may appear to work in testing and break with a different compiler, flag or input, so it is hard to find.",
        cues: [["appear to work", "seem to work", "works in debug", "different compiler", "optimization level", "optimisation level", "intermittent", "later"]] },
      { point: "Sanitizers (ASan, UBSan, TSan), warnings and constexpr evaluation help detect it.",
        cues: [["sanitizer", "sanitiser", "asan", "ubsan", "tsan", "valgrind"]] }
    ],
    modelAnswer: "Undefined behaviour is any operation for which the standard places no requirements on what the program does, so literally anything may happen. Common examples are reading past the end of an array, use after free, signed integer overflow, dereferencing a null pointer, reading an uninitialised variable and a data race between threads. What makes it dangerous is that the optimizer is allowed to assume UB never happens: it may remove a null check that comes after a dereference, or turn a loop with signed overflow into an infinite one. So buggy code can appear to work in a debug build and then break under a different compiler, optimization level or input, often far away from the real bug. To catch it I compile with warnings as errors and run tests under sanitizers: AddressSanitizer, UBSan and ThreadSanitizer. Constant evaluation also helps, because UB inside constexpr code is a compile error.",
    tags: ["undefined behaviour", "debugging", "safety"]
  },
  {
    id: "cpp-024",
    topic: "cpp",
    difficulty: "hard",
    kind: "concept",
    text: "Explain perfect forwarding. What are forwarding references and how does std::forward differ from std::move?",
    talkingPoints: [
      { point: "Perfect forwarding passes arguments through a wrapper to another function while preserving whether they were lvalues or rvalues.",
        cues: [["preserve", "preserving", "preserves", "keep", "retain", "same value category"], ["lvalue", "lvalues", "rvalue", "rvalues", "value category"]] },
      { point: "A forwarding (universal) reference is T&& where T is deduced, and it can bind to both lvalues and rvalues.",
        cues: [["forwarding reference", "forwarding references", "universal reference", "universal references"], ["deduce", "deduces", "template parameter", "both", "anything"]] },
      { point: "Reference collapsing rules make T deduce to an lvalue reference for lvalues, so T&& collapses to T&.",
        cues: [["reference collapsing", "collapse", "collapses", "collapsing"]] },
      { point: "std::forward conditionally casts to an rvalue only if the original argument was an rvalue, whereas std::move always casts.",
        cues: [["conditional", "only if", "only when"], ["rvalue", "rvalues", "cast"]] },
      { point: "It is used in factory functions and emplace, such as make_unique and emplace_back.",
        cues: [["emplace", "emplaces", "make_unique", "make unique", "make_shared", "factory", "wrapper"]] }
    ],
    modelAnswer: "Perfect forwarding is writing a wrapper that passes its arguments on to another function while preserving their value category, so lvalues arrive as lvalues and rvalues still arrive as rvalues and can be moved from. The tool is the forwarding reference, also called a universal reference: a parameter of type T&& where T is a deduced template parameter, which can bind to both. It works through reference collapsing: when you pass an lvalue, T is deduced as an lvalue reference and T&& collapses to a plain lvalue reference. Inside the wrapper the parameter has a name, so it is an lvalue; std::forward of T restores the original category, casting to an rvalue only if the caller passed an rvalue, whereas std::move unconditionally casts to an rvalue. This is exactly how make_unique, emplace_back and other factory functions construct objects in place without extra copies.",
    tags: ["templates", "move semantics", "forwarding"]
  },
  {
    id: "cpp-025",
    topic: "cpp",
    difficulty: "hard",
    kind: "concept",
    text: "Explain the C++ memory model: what is a data race, what does std::atomic give you, and what are memory orders?",
    talkingPoints: [
      { point: "A data race is two threads accessing the same memory without synchronisation where at least one writes, and it is undefined behaviour.",
        cues: [["data race", "data races"], ["undefined", "two threads", "at least one", "without synchronization", "without synchronisation", "unsynchronized"]] },
      { point: "std::atomic makes individual operations indivisible and race-free, including read-modify-write operations like fetch_add and compare_exchange.",
        cues: [["atomic"], ["indivisible", "fetch_add", "fetch add", "compare_exchange", "compare exchange", "compare exchanges", "compare and swap", "read-modify-write"]] },
      { point: "The default memory order is sequentially consistent, giving one global order of atomic operations.",
        cues: [["sequentially consistent", "sequential consistency", "seq_cst", "seq cst", "single total order", "global order"]] },
      { point: "Acquire and release orderings create happens-before relationships: writes before a release store are visible after an acquire load that reads it.",
        cues: [["acquire", "acquires", "release", "releases", "happens-before", "happens before"]] },
      { point: "Relaxed ordering only guarantees atomicity, suitable for counters; mutexes give the same visibility guarantees with simpler reasoning.",
        cues: [["relaxed"], ["counter", "only atomic", "no order", "statistic"]] }
    ],
    modelAnswer: "The memory model defines what one thread is guaranteed to see of another's writes. A data race is when two threads access the same memory location without synchronisation and at least one of them writes; that is undefined behaviour, not just a stale read. std::atomic makes each operation on the variable indivisible and race-free, including read-modify-write operations like fetch_add and compare_exchange. By default atomics are sequentially consistent, meaning all threads agree on a single total order of those operations, which is easiest to reason about but costs fences on some hardware. Weaker orders are possible: a release store paired with an acquire load that reads its value creates a happens-before edge, so everything written before the release is visible after the acquire, which is how you publish data or build locks. Relaxed ordering guarantees only atomicity, which is fine for a statistics counter. In most code a mutex gives the same visibility guarantees with simpler reasoning.",
    tags: ["concurrency", "atomics", "memory model"]
  },
  {
    id: "cpp-026",
    topic: "cpp",
    difficulty: "hard",
    kind: "concept",
    text: "What is SFINAE, and how do C++20 concepts improve on it for constraining templates?",
    talkingPoints: [
      { point: "SFINAE, substitution failure is not an error, means an overload whose template substitution fails is silently dropped from the candidate set.",
        cues: [["substitution failure", "sfinae"], ["not an error", "dropped", "removed", "discarded", "ignored", "overload set", "candidate", "candidates"]] },
      { point: "It was used with enable_if, decltype and void_t tricks to enable overloads only for types with certain properties.",
        cues: [["enable_if", "enable if", "void_t", "decltype"]] },
      { point: "Concepts are named compile-time predicates on template arguments, used with requires clauses or constrained auto.",
        cues: [["concept"], ["requires", "requires clause", "predicate", "predicates", "named", "constrained auto"]] },
      { point: "Concepts give much clearer error messages and readable code, and they participate in overload resolution by subsumption (more constrained wins).",
        cues: [["error message", "error messages", "clearer error", "readable", "subsumption", "subsumes", "more constrained", "more specific"]] },
      { point: "The standard library ships ready-made concepts such as std::integral, std::same_as and the range concepts.",
        cues: [["std::integral", "integral", "same_as", "invocable", "random_access", "range", "ranges", "standard concept"]] }
    ],
    modelAnswer: "SFINAE stands for substitution failure is not an error. When the compiler substitutes template arguments into a function template's signature and the result is ill-formed, that overload is silently dropped from the candidate set instead of causing a compile error. People exploited that with enable_if, decltype in return types and void_t to switch overloads on or off depending on properties of a type, but the code was hard to read and the errors were awful. C++20 concepts replace most of that: a concept is a named compile-time predicate on types, and you apply it with a requires clause or directly in the parameter list, even as constrained auto. Failures produce clear error messages naming the unmet requirement, and overload resolution understands subsumption, so the more constrained overload wins automatically. The standard library also provides concepts like std::integral, std::same_as, std::invocable and the range concepts, so you rarely have to write your own from scratch.",
    tags: ["templates", "concepts", "cpp20"]
  },
  {
    id: "cpp-027",
    topic: "cpp",
    difficulty: "hard",
    kind: "concept",
    text: "A C++ service crashes intermittently in production and its memory grows over time. How would you debug it?",
    talkingPoints: [
      { point: "Capture core dumps and symbolized stack traces and inspect them in a debugger like gdb or lldb.",
        cues: [["core dump", "coredump", "crash dump", "stack trace", "stack traces", "backtrace", "gdb", "lldb", "debugger"]] },
      { point: "Reproduce under AddressSanitizer/UBSan (or Valgrind) to find use after free, overflows and other memory errors.",
        cues: [["addresssanitizer", "address sanitizer", "asan", "ubsan", "sanitizer", "sanitiser", "valgrind"]] },
      { point: "Use ThreadSanitizer because intermittent crashes often come from data races.",
        cues: [["threadsanitizer", "thread sanitizer", "tsan", "data race", "data races", "race condition"]] },
      { point: "Find leaks with LeakSanitizer, heap profilers such as heaptrack or massif, or comparing heap snapshots over time.",
        cues: [["leaksanitizer", "leak sanitizer", "heaptrack", "massif", "heap profiler", "profiler", "snapshot", "jemalloc"]] },
      { point: "Fix root causes by replacing manual ownership with RAII and smart pointers, checking for shared_ptr cycles, and add a regression test.",
        cues: [["raii", "smart pointer", "unique_ptr", "cycle", "cycles", "ownership", "regression test"]] }
    ],
    modelAnswer: "First I make sure the crash leaves evidence: enable core dumps and keep debug symbols, so I can load the core in gdb or lldb and get a stack trace and the state of the variables at the crash. Intermittent crashes in C++ are usually memory errors, so I try to reproduce with the test suite or a replay of production traffic under AddressSanitizer and UBSan, or Valgrind if I cannot rebuild, which pinpoints use after free and buffer overflows at the faulty line. Since it is intermittent I would also run ThreadSanitizer, because a data race is a prime suspect. For the growing memory I use LeakSanitizer or a heap profiler like heaptrack or massif and compare snapshots over time to see which allocation site keeps growing. Typical root causes are raw new without delete, a shared_ptr cycle or a cache with no eviction, so the fix is proper RAII ownership plus a regression test.",
    tags: ["debugging", "memory", "tooling"]
  },
  {
    id: "cpp-028",
    topic: "cpp",
    difficulty: "hard",
    kind: "coding",
    text: "How would you implement a thread-safe blocking queue in C++ for a producer-consumer setup?",
    talkingPoints: [
      { point: "Wrap a std::queue or deque and protect every access with a std::mutex.",
        cues: [["mutex", "std::mutex", "unique_lock", "lock_guard", "scoped_lock", "critical section"], ["queue", "queues", "deque", "deques"]] },
      { point: "Consumers wait on a std::condition_variable until the queue is non-empty, and producers notify after pushing.",
        cues: [["condition_variable", "condition variable", "condition variables", "condvar"], ["wait", "notify"]] },
      { point: "Waiting must use a predicate (or a loop) to handle spurious wakeups.",
        cues: [["spurious", "predicate", "predicates", "while loop", "recheck", "re-check"]] },
      { point: "Pop should return the value (for example via std::optional) rather than separate front and pop calls, to avoid races between them.",
        cues: [["optional", "return the value", "return by value", "front and pop", "try_pop", "try pop"]] },
      { point: "Support shutdown with a closed flag and a capacity limit for back-pressure.",
        cues: [["shutdown", "shut down", "close", "closes", "stop flag", "done flag", "bounded", "capacity", "back-pressure", "backpressure"]] }
    ],
    modelAnswer: "I would wrap a std::deque in a class with a std::mutex, and every method takes a unique_lock on that mutex before touching the queue. Push locks, adds the item, unlocks and then calls notify_one on a std::condition_variable. Pop locks and waits on the condition variable until the queue is non-empty; I always use the overload of wait that takes a predicate, because condition variables allow spurious wakeups, so the condition has to be rechecked. Pop returns the item by value, moving it out, or as a std::optional for a try_pop variant, instead of exposing separate front and pop calls, because two calls would race between them. For a real system I add a closed flag so that shutdown wakes all consumers with notify_all and they return empty, and optionally a capacity with a second condition variable so producers block, which gives back-pressure. I would test it under ThreadSanitizer.",
    tags: ["concurrency", "condition variable", "data structures"]
  },
  {
    id: "cpp-029",
    topic: "cpp",
    difficulty: "hard",
    kind: "concept",
    text: "What are C++20 coroutines, how do they work at a high level, and what are they useful for?",
    talkingPoints: [
      { point: "A coroutine is a function that can suspend and later resume, identified by using co_await, co_yield or co_return.",
        cues: [["suspend", "pause", "pauses", "resume", "resumes"], ["co_await", "co await", "co_yield", "co yield", "co_return", "co return"]] },
      { point: "C++20 coroutines are stackless: their state lives in a heap-allocated coroutine frame, not on a separate stack.",
        cues: [["stackless", "coroutine frame", "coroutine frames", "frame", "frames", "heap"]] },
      { point: "The language provides only the machinery; behaviour is defined by a promise type and awaitables, so you need a library or your own types.",
        cues: [["promise type", "promise types", "promise_type", "awaitable", "awaiter", "library", "framework"]] },
      { point: "They are useful for asynchronous I/O without callbacks and for lazy generators; C++23 adds std::generator.",
        cues: [["async", "asynchronous", "callback", "generator", "lazy"]] },
      { point: "Pitfalls include dangling references in parameters across suspension points and frame allocation costs.",
        cues: [["dangling", "dangle", "dangles", "lifetime", "by reference", "allocation", "elision"]] }
    ],
    modelAnswer: "A C++20 coroutine is a function that can suspend its execution and later resume where it left off; the compiler treats any function that uses co_await, co_yield or co_return as a coroutine. They are stackless: the local state that must survive a suspension is kept in a coroutine frame, usually heap-allocated, and the caller gets a handle to resume it, which makes them very lightweight compared with threads. The language only supplies the machinery; what a coroutine returns and how it suspends is defined by a promise type and by awaitable objects, so in practice you use a library such as Asio or cppcoro, or C++23's std::generator for the generator case. The big wins are asynchronous I/O written as straight-line code instead of callbacks, and lazy generators. The classic pitfall is a parameter taken by reference that dangles after suspension, plus allocation costs when the compiler cannot elide the frame.",
    tags: ["coroutines", "cpp20", "async"]
  },
  {
    id: "cpp-030",
    topic: "cpp",
    difficulty: "hard",
    kind: "concept",
    text: "How do you write cache-friendly C++ code, and what is false sharing?",
    talkingPoints: [
      { point: "Memory access patterns dominate performance: contiguous data like vector gets the benefit of cache lines and hardware prefetching.",
        cues: [["contiguous", "sequential", "linear", "locality"], ["cache line", "cache lines", "prefetch", "cache", "caches"]] },
      { point: "Pointer-chasing structures such as linked lists and maps of nodes cause cache misses.",
        cues: [["linked list", "pointer chasing", "pointer-chasing", "node", "nodes"], ["cache miss", "miss", "scattered", "jump around"]] },
      { point: "Data-oriented layouts like structure of arrays keep hot fields together.",
        cues: [["structure of arrays", "struct of arrays", "soa", "data-oriented", "data oriented", "hot field", "hot data"]] },
      { point: "False sharing is when threads write different variables that share one cache line, so the line ping-pongs between cores.",
        cues: [["false sharing"], ["same cache line", "one cache line", "cache line", "cache lines", "ping-pong", "ping pong", "bounce", "bounces"]] },
      { point: "Fix false sharing by padding or aligning per-thread data to cache line size, and always measure with a profiler.",
        cues: [["pad", "padding", "alignas", "align", "hardware_destructive_interference_size"]] }
    ],
    modelAnswer: "On modern CPUs memory access patterns often matter more than instruction counts. Caches move data in 64-byte cache lines and prefetch ahead when you walk memory sequentially, so contiguous containers like vector and arrays of plain structs are fast to iterate. Linked lists, maps and vectors of pointers involve pointer chasing, so nearly every node visit can be a cache miss. When a hot loop only touches a few fields, a data-oriented layout such as structure of arrays keeps those hot fields packed together. False sharing is a multithreading problem: two threads write to different variables that happen to sit in the same cache line, and the coherence protocol bounces that line between cores on every write, so the code scales badly even though nothing is logically shared. The fix is padding or alignas with the cache line size, for example hardware_destructive_interference_size, on per-thread data. And I always confirm with a profiler such as perf rather than guessing.",
    tags: ["performance", "cache", "concurrency"]
  },
  {
    id: "cpp-031",
    topic: "cpp",
    difficulty: "hard",
    kind: "concept",
    text: "Which features of C++20 and C++23 have most changed how you write everyday C++ code, and why?",
    talkingPoints: [
      { point: "Concepts make template requirements explicit and give readable errors.",
        cues: [["concept", "concepts", "requires clause", "requires clauses", "requires", "constraint", "constraints"]] },
      { point: "Ranges and views allow composable, lazy algorithm pipelines and range-based calls without begin/end pairs.",
        cues: [["range", "ranges", "views", "pipeline", "pipelines", "pipe", "pipes"]] },
      { point: "std::format and C++23 std::print give type-safe, fast formatting instead of printf or iostream chains.",
        cues: [["std::format", "format", "std::print", "print"]] },
      { point: "Modules replace textual includes with compiled interfaces to improve build times and isolation.",
        cues: [["module", "modules", "import", "export module"]] },
      { point: "C++23 std::expected offers value-or-error returns, and deducing this simplifies CRTP and const overloads.",
        cues: [["expected", "deducing this", "explicit object parameter"]] },
      { point: "Other additions like std::span, designated initializers, the spaceship operator and coroutines also matter.",
        cues: [["span", "designated initializer", "spaceship", "three-way comparison", "coroutine", "coroutines", "jthread"]] }
    ],
    modelAnswer: "For me concepts are the biggest change: template requirements are now part of the signature, so errors are readable and overloads are easier to write. Ranges and views let me compose lazy pipelines like filter then transform with the pipe syntax and call algorithms on a whole container rather than begin and end pairs. std::format, and std::print in C++23, give type-safe, fast formatting that finally replaces printf and long iostream chains. Modules let you import a compiled interface instead of pasting headers, which helps build times and isolation, although compiler and build system support is still maturing. From C++23 I use std::expected for value-or-error returns where exceptions do not fit, and deducing this, the explicit object parameter, removes duplicated const overloads and most CRTP boilerplate. Smaller things matter daily too: std::span for views over contiguous data, designated initializers, the spaceship operator for comparisons, jthread and coroutines.",
    tags: ["cpp20", "cpp23", "modern cpp"]
  }
]
