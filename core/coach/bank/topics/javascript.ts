/** The JavaScript questions of the built-in bank. */
import type { BankQuestion } from "../types.ts"

export const questions: ReadonlyArray<BankQuestion> = [
  {
    id: "javascript-001",
    topic: "javascript",
    difficulty: "easy",
    kind: "concept",
    text: "What are the differences between var, let and const in JavaScript?",
    talkingPoints: [
      { point: "var is function-scoped, while let and const are block-scoped.",
        cues: [["function scope", "function-scoped", "function scoped", "block scope", "block-scoped", "block scoped", "curly brace"]] },
      { point: "var declarations are hoisted and initialized to undefined, while let and const sit in the temporal dead zone until their declaration runs.",
        cues: [["hoist", "hoisted", "hoisting", "temporal dead zone", "tdz", "before the declaration", "referenceerror"]] },
      { point: "const prevents reassignment of the binding but does not make the object it holds immutable.",
        cues: [["const"], ["reassign", "reassignment", "rebind", "not immutable", "still mutate", "still change", "still modify", "object itself"]] },
      { point: "var can be redeclared and at the top level creates a property on the global object, which let and const do not.",
        cues: [["redeclare", "redeclared", "global object", "window"]] },
      { point: "Modern style uses const by default, let when a value must change, and avoids var.",
        cues: [["by default", "default to const", "prefer const", "avoid var", "never use var", "don't use var"]] }
    ],
    modelAnswer: "The first difference is scope: var is function-scoped, so a var declared inside an if block leaks out to the whole function, while let and const are block-scoped to the nearest pair of braces. The second is hoisting: var declarations are hoisted and initialized to undefined, so reading one early quietly gives undefined, whereas let and const are in the temporal dead zone until their declaration runs, and touching them earlier throws a ReferenceError. Const forbids reassigning the binding, but it does not freeze the value, so you can still mutate an object or push to an array held in a const. Var also allows redeclaring the same name, and at the top level of a script it creates a property on the global window object. My default is const, let only when a variable must be reassigned, and I avoid var entirely.",
    tags: ["variables", "scope", "fundamentals"]
  },
  {
    id: "javascript-002",
    topic: "javascript",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between double equals and triple equals in JavaScript, and which should you use?",
    talkingPoints: [
      { point: "Triple equals is strict: it compares without converting types, so values of different types are never equal.",
        cues: [["strict"], ["no conversion", "without conversion", "without converting", "no coercion", "without coercion", "same type", "different type"]] },
      { point: "Double equals performs type coercion before comparing, which produces surprising results such as an empty string equalling zero.",
        cues: [["coercion", "coerce", "convert", "conversion"], ["surprising", "weird", "unexpected", "empty string", "zero", "0"]] },
      { point: "Objects are compared by reference under both operators.",
        cues: [["reference", "same object", "identity"]] },
      { point: "NaN is not equal to anything, including itself; use Number.isNaN or Object.is.",
        cues: [["nan"], ["itself", "number.isnan", "object.is", "isnan"]] },
      { point: "Use triple equals by default; the one common exception is checking for null or undefined together with double equals null.",
        cues: [["null or undefined", "null and undefined", "double equals null", "equals null", "both null and undefined", "nullish"]] }
    ],
    modelAnswer: "Triple equals is strict equality: if the two values have different types it returns false straight away, with no conversion. Double equals is loose equality: it applies type coercion first, converting one or both sides, which leads to surprising results, like an empty string equalling zero or the string one equalling the number one. For objects, arrays and functions both operators compare by reference, so two separate objects with identical contents are never equal. NaN is a special case: it is not equal to anything, even itself, so I check for it with Number.isNaN, and Object.is handles NaN and negative zero precisely. I use triple equals everywhere, and linters enforce it; the only common exception is writing value double equals null, which is a compact check for both null and undefined.",
    tags: ["equality", "types", "coercion"]
  },
  {
    id: "javascript-003",
    topic: "javascript",
    difficulty: "easy",
    kind: "concept",
    text: "What are the data types in JavaScript, and what are the quirks of the typeof operator?",
    talkingPoints: [
      { point: "There are seven primitive types: string, number, bigint, boolean, undefined, symbol and null; everything else is an object.",
        cues: [["primitive"], ["symbol", "bigint", "seven", "7", "undefined"]] },
      { point: "Primitives are immutable values, while objects, including arrays and functions, are passed around by reference.",
        cues: [["immutable", "by value", "by reference", "reference"]] },
      { point: "typeof null returns object, a long-standing bug kept for compatibility.",
        cues: [["typeof null", "type of null", "null"], ["object", "bug", "historical", "legacy"]] },
      { point: "typeof returns function for functions and object for arrays, so use Array.isArray to detect arrays.",
        cues: [["array.isarray", "isarray", "array"], ["object", "detect", "check"]] },
      { point: "typeof NaN is number, and typeof on an undeclared variable returns undefined instead of throwing.",
        cues: [["nan", "undeclared", "not declared", "doesn't throw", "does not throw", "without throwing"]] }
    ],
    modelAnswer: "JavaScript has seven primitive types: string, number, bigint, boolean, undefined, symbol and null, and everything else is an object, including arrays, functions, dates and maps. Primitives are immutable values, so string methods return new strings, while objects are handled by reference, so two variables can point at and mutate the same object. The typeof operator has some famous quirks. Typeof null returns object, a bug from the very first implementation that was kept for compatibility, so null needs an explicit check. Functions report function, but arrays report object, so I use Array.isArray to check for an array. Typeof NaN is number, since NaN is a numeric value. And typeof on a variable that was never declared returns undefined rather than throwing, which older code used for feature detection.",
    tags: ["types", "fundamentals"]
  },
  {
    id: "javascript-004",
    topic: "javascript",
    difficulty: "easy",
    kind: "concept",
    text: "Which values are falsy in JavaScript, and what bugs can truthiness checks cause?",
    talkingPoints: [
      { point: "The falsy values are false, zero, negative zero, 0n, the empty string, null, undefined and NaN.",
        cues: [["falsy"], ["empty string", "zero", "0", "nan", "null", "undefined"]] },
      { point: "Everything else is truthy, including empty arrays, empty objects and the string zero.",
        cues: [["truthy"], ["empty array", "empty object", "string zero", "everything else"]] },
      { point: "Using the OR operator for defaults wrongly replaces valid values like zero or an empty string.",
        cues: [["or operator", "double pipe", "logical or"], ["zero", "0", "empty string", "valid", "replace", "replaced", "overwrite"]] },
      { point: "The nullish coalescing operator only falls back for null or undefined, and optional chaining handles missing objects safely.",
        cues: [["nullish", "coalescing", "optional chaining", "two question marks", "double question mark"]] }
    ],
    modelAnswer: "There are only a handful of falsy values: false, zero, negative zero, the BigInt zero, the empty string, null, undefined and NaN. Everything else is truthy, including some surprises like an empty array, an empty object, and the string zero, so checking if an array is empty needs its length, not the array itself. The classic bug is using the logical OR operator for defaults: count OR ten replaces a perfectly valid zero with ten, and the same happens to an empty string the user deliberately typed. The fix is the nullish coalescing operator, two question marks, which only falls back when the value is null or undefined. Together with optional chaining for possibly missing objects, it makes intent explicit and avoids truthiness surprises.",
    tags: ["types", "coercion", "operators"]
  },
  {
    id: "javascript-005",
    topic: "javascript",
    difficulty: "easy",
    kind: "concept",
    text: "How do arrow functions differ from regular function declarations in JavaScript?",
    talkingPoints: [
      { point: "Arrow functions have no this of their own; they capture this lexically from the surrounding scope.",
        cues: [["this"], ["lexical", "lexically", "surrounding", "enclosing", "outer", "own this", "inherit"]] },
      { point: "They also have no arguments object; rest parameters are used instead.",
        cues: [["arguments"], ["rest", "no arguments", "don't have", "do not have"]] },
      { point: "Arrow functions cannot be used as constructors with new and have no prototype property.",
        cues: [["constructor", "with new", "prototype property", "no prototype"]] },
      { point: "They are great for callbacks but a poor fit for object methods or event handlers that need their own this.",
        cues: [["callback", "method", "event handler", "handler"]] },
      { point: "Arrow functions offer a concise syntax with an implicit return for single expressions.",
        cues: [["implicit return", "concise", "shorter", "short syntax", "one liner"]] }
    ],
    modelAnswer: "The most important difference is this: an arrow function has no this of its own, it captures this lexically from the surrounding scope at the point where it is defined. That makes arrows perfect for callbacks inside a method, like a map or a setTimeout, where a regular function would lose the object. Arrows also have no arguments object, so you use rest parameters instead. They cannot be used as constructors with new and have no prototype property. The flip side is that an arrow is a poor choice for an object method or a DOM event handler that needs this to be the object or the element, because it will see the outer this instead. Finally, arrows are more concise, with an implicit return when the body is a single expression.",
    tags: ["functions", "this"]
  },
  {
    id: "javascript-006",
    topic: "javascript",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between null and undefined in JavaScript?",
    talkingPoints: [
      { point: "undefined means a value was never assigned: an uninitialized variable, a missing property or argument, or a function with no return.",
        cues: [["undefined"], ["not assigned", "never assigned", "uninitialized", "missing", "no return", "not been set", "hasn't been set", "default"]] },
      { point: "null is an explicit, intentional assignment meaning no value.",
        cues: [["null"], ["intentional", "explicit", "deliberate", "on purpose", "empty value", "no value"]] },
      { point: "They are loosely equal to each other but not strictly equal, and typeof gives undefined versus object.",
        cues: [["loosely", "loose", "double equals"], ["strict", "strictly", "triple"]] },
      { point: "Default parameters apply only for undefined, and JSON keeps null but drops properties whose value is undefined.",
        cues: [["default parameter", "default value", "json"], ["undefined", "drop", "omit", "skip"]] },
      { point: "The nullish coalescing and optional chaining operators treat both the same way.",
        cues: [["nullish", "coalescing", "optional chaining", "treat both"]] }
    ],
    modelAnswer: "Undefined is what JavaScript gives you when something was never assigned: a declared but uninitialized variable, a missing object property, an argument that was not passed, or the result of a function with no return statement. Null is a value you assign on purpose to say there is intentionally no value, like clearing a selected item. They are loosely equal to each other with double equals but not strictly equal with triple equals, and typeof reports undefined for one and object for the other. They also behave differently in a couple of places: default parameters kick in only for undefined, not for null, and JSON.stringify keeps null but drops properties whose value is undefined. Nullish coalescing and optional chaining treat both the same, which is usually what you want when reading data.",
    tags: ["types", "fundamentals"]
  },
  {
    id: "javascript-007",
    topic: "javascript",
    difficulty: "easy",
    kind: "coding",
    text: "When would you use map, filter, reduce or forEach on a JavaScript array, and how do they differ?",
    talkingPoints: [
      { point: "map transforms each element and returns a new array of the same length.",
        cues: [["map"], ["transform", "same length", "new array", "each element"]] },
      { point: "filter returns a new array containing only the elements that pass a test.",
        cues: [["filter"], ["pass", "condition", "predicate", "subset", "only the", "keep"]] },
      { point: "reduce folds the array into a single value using an accumulator.",
        cues: [["reduce", "reduced"], ["accumulator", "single value", "one value", "fold", "sum", "total"]] },
      { point: "forEach is only for side effects: it returns undefined and cannot be stopped early with break.",
        cues: [["foreach"], ["side effect", "undefined", "can't break", "cannot break", "no break", "stop early", "return nothing", "returns nothing"]] },
      { point: "For early exit or awaiting inside the loop, a for...of loop is the better choice.",
        cues: [["for of", "for...of", "for-of", "plain loop", "regular loop"]] }
    ],
    modelAnswer: "Map transforms each element and returns a new array of the same length, like turning users into their names. Filter returns a new array with only the elements for which the callback returns true, a subset of the original. Reduce folds the whole array into a single value by threading an accumulator through the callback, good for a sum or grouping into an object, though a complex reduce can be harder to read than a loop. None of these three mutate the original array, so they chain nicely. ForEach is different: it exists only for side effects, returns undefined, and you cannot break out of it early. When I need early exit, or need to await something on each item in sequence, I use a for of loop, which supports break, continue and await.",
    tags: ["arrays", "functional"]
  },
  {
    id: "javascript-008",
    topic: "javascript",
    difficulty: "easy",
    kind: "concept",
    text: "Explain the spread and rest syntax and destructuring in JavaScript, with typical uses.",
    talkingPoints: [
      { point: "Spread expands an iterable or an object's properties into individual elements, arguments or properties.",
        cues: [["spread"], ["expand", "unpack", "individual", "copy", "merge", "merged"]] },
      { point: "Copies made with spread are shallow, and later properties override earlier ones when merging.",
        cues: [["shallow"], ["copy", "nested", "override", "overwrite"]] },
      { point: "Rest collects the remaining arguments or elements into a real array, or remaining properties into an object.",
        cues: [["rest"], ["collect", "gather", "remaining", "real array", "the rest"]] },
      { point: "Destructuring pulls values out of arrays or objects into variables, with defaults and renaming.",
        cues: [["destructuring", "destructure", "destructured"], ["default", "rename", "variable", "extract", "pull out", "unpack"]] }
    ],
    modelAnswer: "The three dots mean two opposite things depending on position. As spread, they expand something into individual pieces: an array into function arguments, or an object's properties into a new object, which is the usual way to copy or merge immutably in React state updates. Those copies are shallow, so nested objects are still shared, and when merging, later properties override earlier ones. As rest, in a parameter list or a destructuring pattern, they collect whatever remains into a real array, or the remaining properties into an object, which replaces the old arguments object. Destructuring itself lets you extract values into variables in one statement, for example pulling name and age out of a props object, with default values for missing fields and renaming with a colon.",
    tags: ["syntax", "es6", "objects"]
  },
  {
    id: "javascript-009",
    topic: "javascript",
    difficulty: "easy",
    kind: "concept",
    text: "What is hoisting in JavaScript, and how does it affect functions, var, let and classes?",
    talkingPoints: [
      { point: "Declarations are processed before code runs, so names are known in their scope from the start.",
        cues: [["before", "creation phase", "compile", "top of"], ["declaration", "declared", "scope"]] },
      { point: "Function declarations are hoisted completely, so they can be called before they appear in the code.",
        cues: [["function declaration"], ["before", "fully", "completely", "entire"]] },
      { point: "var variables are hoisted but initialized to undefined, so early reads give undefined.",
        cues: [["var"], ["undefined", "initialized", "initialised", "no error", "without an error"]] },
      { point: "let, const and class declarations are hoisted into a temporal dead zone, so early access throws a ReferenceError.",
        cues: [["temporal dead zone", "tdz", "referenceerror", "reference error"]] },
      { point: "Function expressions and arrow functions assigned to variables follow their variable's rules, not function hoisting.",
        cues: [["function expression", "arrow", "assigned to a variable"]] }
    ],
    modelAnswer: "Hoisting describes the fact that JavaScript processes declarations in a scope before running any of its code, so every declared name is known from the top of its scope. Function declarations are hoisted completely, body and all, which is why you can call a function before it appears in the file. Var variables are hoisted too but initialized to undefined, so reading one before the assignment line quietly gives undefined instead of an error. Let, const and class declarations are also hoisted, but they stay uninitialized in the temporal dead zone until the declaration executes, and accessing them there throws a ReferenceError, which catches bugs early. Function expressions and arrow functions stored in a variable follow that variable's rules, so calling one before its line fails.",
    tags: ["scope", "hoisting", "fundamentals"]
  },
  {
    id: "javascript-010",
    topic: "javascript",
    difficulty: "easy",
    kind: "concept",
    text: "Why does 0.1 plus 0.2 not equal 0.3 in JavaScript, and how should you handle numbers like money?",
    talkingPoints: [
      { point: "All numbers are IEEE 754 double-precision floats, and values like 0.1 cannot be represented exactly in binary.",
        cues: [["ieee", "754", "double precision", "double-precision", "floating point", "binary"]] },
      { point: "Compare floats with a small tolerance such as Number.EPSILON rather than exact equality.",
        cues: [["epsilon", "tolerance", "close enough", "small difference", "threshold"]] },
      { point: "Represent money as integer cents or use a decimal library, and round only for display.",
        cues: [["cents", "integer", "smallest unit", "decimal library", "decimal.js", "big.js"]] },
      { point: "Integers are exact only up to Number.MAX_SAFE_INTEGER; BigInt handles larger whole numbers.",
        cues: [["max_safe_integer", "safe integer", "2^53", "2 to the 53", "bigint"]] }
    ],
    modelAnswer: "Every JavaScript number is an IEEE 754 double-precision floating point value, and decimal fractions like 0.1 and 0.2 have no exact binary representation, so each is stored as the nearest approximation and their sum comes out as 0.30000000000000004. It is not a JavaScript bug; any language using doubles does the same. So I never compare floats with exact equality; I check whether the difference is below a small tolerance, like Number.EPSILON scaled to the magnitude. For money I avoid fractions entirely: I store integer cents, or use a decimal library, and only format with rounding for display. A related limit is that integers are exact only up to Number.MAX_SAFE_INTEGER, about nine quadrillion, so large IDs should be strings or BigInt.",
    tags: ["numbers", "floating-point"]
  },
  {
    id: "javascript-011",
    topic: "javascript",
    difficulty: "medium",
    kind: "concept",
    text: "What is a closure in JavaScript, and what are some practical uses and pitfalls?",
    talkingPoints: [
      { point: "A closure is a function together with the lexical environment it was created in, so it keeps access to outer variables.",
        cues: [["closure"], ["lexical", "outer variable", "outer scope", "surrounding scope", "enclosing", "remember", "keep access"]] },
      { point: "The captured variables stay alive even after the outer function has returned.",
        cues: [["after"], ["returned", "finished", "outer function", "completed"]] },
      { point: "Closures enable data privacy, factory functions, memoization, and callbacks that remember state.",
        cues: [["private", "privacy", "encapsulation", "factory", "memoization", "memoize", "memoized", "counter", "module pattern"]] },
      { point: "With var in a loop, all callbacks share one variable; let creates a fresh binding per iteration.",
        cues: [["loop"], ["var", "let", "same variable", "share", "shared", "per iteration", "each iteration"]] },
      { point: "Closures can keep large objects alive and cause memory leaks if the function lives long.",
        cues: [["closure", "captured", "capture", "long-lived", "listener"], ["memory", "leak", "keep alive", "kept alive", "retain"]] }
    ],
    modelAnswer: "A closure is a function bundled with the lexical environment it was created in, so it keeps access to the variables of its outer scope. Crucially, those variables stay alive even after the outer function has returned, because the inner function still references them. That gives us practical tools: private state, like a counter function whose count variable nothing else can touch; factory functions that configure behaviour; memoization caches; and event callbacks that remember the data they were set up with. The classic pitfall is creating callbacks in a loop with var: they all share the same variable and see its final value, while let creates a fresh binding on each iteration. The other is memory: a long-lived closure, such as an event listener, keeps everything it captured alive, so it can cause leaks.",
    tags: ["closures", "scope", "functions"]
  },
  {
    id: "javascript-012",
    topic: "javascript",
    difficulty: "medium",
    kind: "concept",
    text: "How is the value of this determined in JavaScript?",
    talkingPoints: [
      { point: "this is set by how a function is called, not where it is defined, except for arrow functions.",
        cues: [["call site", "how it is called", "how the function is called", "how a function is called", "way it is called", "invoked"], ["not where", "not by where", "rather than where", "not on where"]] },
      { point: "When called as a method, obj.method(), this is the object before the dot.",
        cues: [["called as a method", "method call", "calling it as a method", "before the dot", "left of the dot"]] },
      { point: "A plain function call gives undefined in strict mode or the global object in sloppy mode.",
        cues: [["strict mode", "strict"], ["undefined", "global", "window", "globalthis"]] },
      { point: "With new, this is the newly created object; call, apply and bind set it explicitly.",
        cues: [["new", "call", "apply", "bind"], ["explicit", "newly created", "new object", "set"]] },
      { point: "Passing a method as a callback loses its this unless you bind it or wrap it in an arrow function.",
        cues: [["callback", "detach", "pass the method", "passing a method", "extract"], ["lose", "lost", "bind", "arrow"]] }
    ],
    modelAnswer: "For normal functions, this is decided by how the function is called, not where it was defined. Called as a method, like user.greet, this is the object before the dot. Called as a plain function, this is undefined in strict mode, or the global object in old sloppy mode code. Called with new, this is the newly created object. And call, apply and bind let you set this explicitly. Arrow functions are the exception: they ignore all of that and use the this of the surrounding scope. The most common bug follows from these rules: if you pass a method as a callback, for example to setTimeout or an event listener, it gets called as a plain function and loses its this, so you either bind it or wrap it in an arrow function.",
    tags: ["this", "functions"]
  },
  {
    id: "javascript-013",
    topic: "javascript",
    difficulty: "medium",
    kind: "concept",
    text: "Explain the JavaScript event loop, including the difference between microtasks and macrotasks.",
    talkingPoints: [
      { point: "JavaScript runs on a single thread with one call stack, while timers and I/O are handled by the browser or Node in the background.",
        cues: [["single thread", "single-threaded", "one thread", "call stack"]] },
      { point: "When the stack is empty, the event loop takes the next task from the task queue, such as a timer callback or an I/O event.",
        cues: [["task queue", "task queues", "macrotask", "callback queue", "callback queues", "message queue", "message queues"], ["timer", "settimeout", "i/o", "click", "next task", "one task"]] },
      { point: "Microtasks, such as promise callbacks and queueMicrotask, run right after the current task, and the whole microtask queue is drained before the next task.",
        cues: [["microtask"], ["promise", "then", "queuemicrotask", "drain", "all", "before the next"]] },
      { point: "So a resolved promise's callback runs before a setTimeout with zero delay.",
        cues: [["settimeout", "timeout"], ["zero", "0", "before", "first"]] },
      { point: "Long synchronous work or endless microtasks block rendering and input, so heavy work should be split up or moved to a worker.",
        cues: [["block", "blocking", "freeze", "starve", "render", "long task", "unresponsive"]] }
    ],
    modelAnswer: "JavaScript executes on a single thread with one call stack. Things like timers, network requests and file I/O are handled by the browser or by Node's libuv in the background, and when they finish, their callbacks are queued. The event loop waits until the call stack is empty, then takes the next task from the task queue, sometimes called a macrotask, such as a setTimeout callback or a click event, and runs it to completion. Microtasks are a separate, higher-priority queue, holding promise then callbacks, awaited continuations and queueMicrotask: after every task, the engine drains all microtasks before moving on. That is why a resolved promise's callback runs before a setTimeout with zero delay. The practical consequence is that long synchronous work, or a chain of microtasks that never ends, blocks rendering and input, so heavy work must be chunked or moved to a worker.",
    tags: ["event-loop", "async", "runtime"]
  },
  {
    id: "javascript-014",
    topic: "javascript",
    difficulty: "medium",
    kind: "coding",
    text: "How do async and await relate to promises, and how should you handle errors in async JavaScript code?",
    talkingPoints: [
      { point: "An async function always returns a promise, and await pauses the function until a promise settles without blocking the thread.",
        cues: [["async function", "async"], ["returns a promise", "return a promise", "always", "promise"]] },
      { point: "await is syntax over then callbacks: the rest of the function is scheduled as a continuation.",
        cues: [["await"], ["pause", "suspend", "then", "continuation", "without blocking", "doesn't block"]] },
      { point: "Errors are caught with try/catch around await, or with .catch on the promise chain.",
        cues: [["try/catch", "try catch", "try-catch", "try and catch", ".catch", "catch"]] },
      { point: "A promise rejection that nobody handles becomes an unhandled rejection, which can crash a Node process.",
        cues: [["unhandled", "unhandledrejection", "crash"]] },
      { point: "Awaiting independent calls one by one serializes them; start them together and use Promise.all.",
        cues: [["promise.all", "in parallel", "concurrently", "sequential", "one by one", "one after another"]] }
    ],
    modelAnswer: "Async and await are syntax on top of promises. An async function always returns a promise: its return value resolves the promise and a thrown error rejects it. Await pauses the function until the awaited promise settles, without blocking the thread; under the hood the rest of the function is scheduled as a continuation, just like a then callback. For errors, I wrap awaits in try catch, or attach catch to the promise chain, and I handle errors at a level where I can actually do something, like showing a message or retrying. A rejection nobody handles becomes an unhandled rejection, which in Node crashes the process by default, so every promise should end up awaited or caught. One performance trap is awaiting independent calls one by one, which runs them sequentially; I start them together and await Promise.all.",
    tags: ["async", "promises", "error-handling"]
  },
  {
    id: "javascript-015",
    topic: "javascript",
    difficulty: "medium",
    kind: "concept",
    text: "How does prototypal inheritance work in JavaScript, and how do ES6 classes relate to it?",
    talkingPoints: [
      { point: "Every object has an internal link to a prototype object, and property lookup walks this prototype chain until it finds the property or reaches null.",
        cues: [["prototype chain", "prototype"], ["lookup", "look up", "walk", "up the chain", "until", "null", "delegate"]] },
      { point: "Methods defined on a prototype are shared by all instances instead of being copied to each.",
        cues: [["prototype", "method"], ["share", "shared", "one copy", "single copy", "not copied"]] },
      { point: "ES6 class syntax is mostly sugar over constructor functions and prototypes, and extends links the prototypes.",
        cues: [["class"], ["sugar", "syntactic", "constructor function", "under the hood"]] },
      { point: "Object.create builds an object with a chosen prototype, and Object.getPrototypeOf reads it.",
        cues: [["object.create", "getprototypeof", "setprototypeof", "dunder proto"]] },
      { point: "Own properties shadow inherited ones, and Object.hasOwn distinguishes them.",
        cues: [["hasown", "hasownproperty", "own property", "own properties", "shadow"]] }
    ],
    modelAnswer: "Every JavaScript object has an internal link to another object, its prototype. When you read a property, the engine checks the object itself and, if it is not there, walks up the prototype chain until it finds it or reaches null and returns undefined. Methods placed on a prototype are therefore shared by all instances rather than copied into each one, which saves memory. The ES6 class syntax is largely syntactic sugar over this: a class is a constructor function, its methods land on the prototype object, and extends links the subclass prototype to the parent prototype, with super calling up the chain. You can also work with prototypes directly: Object.create makes an object with a chosen prototype, and Object.getPrototypeOf reads it. A property set on the object itself shadows the inherited one, and Object.hasOwn tells you whether a property is own or inherited.",
    tags: ["prototypes", "inheritance", "oop"]
  },
  {
    id: "javascript-016",
    topic: "javascript",
    difficulty: "medium",
    kind: "concept",
    text: "What is event delegation in the DOM, and how do event bubbling and capturing make it possible?",
    talkingPoints: [
      { point: "A DOM event travels in three phases: capturing down from the window, at the target, then bubbling back up.",
        cues: [["capture", "capturing", "bubble", "bubbling"], ["phase", "phases", "three phases", "down from", "back up", "target phase"]] },
      { point: "Event delegation attaches one listener on a common ancestor instead of one per child.",
        cues: [["one listener", "single listener", "parent", "ancestor", "container"]] },
      { point: "The handler inspects event.target, often with closest, to find which child was actually clicked.",
        cues: [["event.target", "target", "closest", "matches"]] },
      { point: "Delegation handles elements added later and reduces the number of listeners and memory.",
        cues: [["dynamic", "dynamically", "added later", "new element", "future element", "fewer listener", "less memory"]] },
      { point: "Some events such as focus do not bubble, and stopPropagation in a child can break delegation.",
        cues: [["stoppropagation", "don't bubble", "do not bubble", "doesn't bubble", "focusin", "focus"]] }
    ],
    modelAnswer: "When you click an element, the event goes through three phases: a capturing phase down from the window to the element, the target phase, and a bubbling phase back up through every ancestor. Event delegation exploits bubbling: instead of attaching a listener to each of a thousand list items, you attach one listener to a parent container. Inside the handler you look at event.target, usually with closest and a selector, to work out which item was actually clicked and act on it. Delegation uses less memory, and it automatically covers elements added later, such as rows loaded dynamically, without re-binding. There are caveats: some events like focus and blur do not bubble, so you use focusin and focusout instead, and a child handler calling stopPropagation will hide the event from the delegated listener.",
    tags: ["dom", "events", "browser"]
  },
  {
    id: "javascript-017",
    topic: "javascript",
    difficulty: "medium",
    kind: "coding",
    text: "What is the difference between debouncing and throttling, and how would you implement a debounce function?",
    talkingPoints: [
      { point: "Debouncing delays a call until events have stopped arriving for a given wait time, so a burst produces one call.",
        cues: [["debounce", "debounced", "debouncing"], ["stop", "pause", "quiet", "after the last", "wait", "burst", "once"]] },
      { point: "Throttling guarantees the function runs at most once per interval, however many events arrive.",
        cues: [["throttle", "throttled", "throttling"], ["at most", "once per", "every", "interval", "rate", "regular"]] },
      { point: "Typical uses: debounce for search-as-you-type and resize end; throttle for scroll or mouse move handlers.",
        cues: [["search", "search box", "autocomplete", "resize", "resized", "scroll", "mousemove", "mouse move", "keystroke"]] },
      { point: "Implement debounce with a closure holding a timer id: clear the previous timeout and set a new one on each call.",
        cues: [["cleartimeout", "clear the timer", "clear the previous", "reset the timer", "timer id", "timeout id"], ["settimeout", "new timer", "closure", "again"]] },
      { point: "Preserve this and the arguments when invoking the original, and consider leading-edge and cancel options.",
        cues: [["same this", "preserve this", "keep this", "latest arguments", "forward the arguments", "leading", "trailing", "cancel"]] }
    ],
    modelAnswer: "Both limit how often a function runs in response to rapid events. Debouncing waits until the events stop: the function runs only once the wait time has passed since the last event, so a burst of keystrokes produces a single call. Throttling runs the function at most once per interval, at a steady rate, however many events arrive. So I debounce search as you type or the end of a window resize, and I throttle scroll or mouse move handlers where I want regular updates. To implement debounce, I return a new function that closes over a timer id. Each call does clearTimeout on the previous timer and sets a new setTimeout for the wait period, and when it fires it calls the original function with the latest arguments and the same this. Production versions add leading-edge calls and a cancel method.",
    tags: ["performance", "events", "closures"]
  },
  {
    id: "javascript-018",
    topic: "javascript",
    difficulty: "medium",
    kind: "concept",
    text: "Compare Promise.all, Promise.allSettled, Promise.race and Promise.any. When would you use each?",
    talkingPoints: [
      { point: "Promise.all resolves to an array of results in input order and rejects as soon as any promise rejects.",
        cues: [["promise.all", "all"], ["fail fast", "fails fast", "first rejection", "any reject", "one reject", "as soon as", "input order"]] },
      { point: "Promise.allSettled waits for every promise and reports each outcome with a status, never rejecting.",
        cues: [["allsettled", "all settled"], ["status", "every", "each outcome", "never reject", "wait for all", "waits for all", "outcome"]] },
      { point: "Promise.race settles with whichever promise settles first, fulfilled or rejected, which makes it useful for timeouts.",
        cues: [["race"], ["first", "timeout", "fastest"]] },
      { point: "Promise.any fulfils with the first success and rejects with an AggregateError only if all fail.",
        cues: [["any"], ["first success", "first fulfilled", "first to succeed", "aggregateerror", "all fail"]] },
      { point: "None of them cancel the losing promises; cancellation needs an AbortController.",
        cues: [["cancel", "abort", "abortcontroller", "keep running", "still run"]] }
    ],
    modelAnswer: "Promise.all resolves to an array of all results, in input order, and fails fast: as soon as any promise rejects, the whole thing rejects with that error. I use it when I need every result, like loading a page's required data. Promise.allSettled waits for every promise and gives an array of objects with a status of fulfilled or rejected plus the value or reason, and it never rejects, so it suits batch jobs where partial success is fine. Promise.race settles as soon as the first promise settles, whether fulfilled or rejected, which is the classic way to add a timeout. Promise.any fulfils with the first success and rejects with an AggregateError only if every promise fails, good for trying redundant mirrors. Note that none of these cancel the promises that lose; the work keeps running unless you wire in an AbortController.",
    tags: ["promises", "async", "concurrency"]
  },
  {
    id: "javascript-019",
    topic: "javascript",
    difficulty: "medium",
    kind: "concept",
    text: "What are the differences between ES modules and CommonJS modules, and what problems come up when mixing them in Node?",
    talkingPoints: [
      { point: "CommonJS uses require and module.exports, loading synchronously at runtime.",
        cues: [["require", "module.exports", "commonjs", "cjs"], ["synchronous", "synchronously", "runtime", "dynamic"]] },
      { point: "ES modules use static import and export declarations that can be analyzed before running, enabling tree shaking.",
        cues: [["static", "statically", "analyze", "analyzed", "analyse", "analysis"], ["tree shaking", "tree-shaking", "dead code", "bundler", "before running"]] },
      { point: "ES modules load asynchronously, support top-level await, and exports are live bindings.",
        cues: [["top-level await", "top level await", "live binding", "asynchronous", "asynchronously"]] },
      { point: "Node decides the format by the .mjs or .cjs extension or the type field in package.json.",
        cues: [[".mjs", ".cjs", "mjs", "type field", "type module", "package.json"]] },
      { point: "ESM can import CommonJS, but requiring ESM from CommonJS was long impossible and is still limited, so dual packages need care.",
        cues: [["interop", "dual package", "can't require", "cannot require", "require esm", "require(esm)", "dynamic import"]] }
    ],
    modelAnswer: "CommonJS is Node's original system: you call require and assign to module.exports, and modules load synchronously at runtime, so require can sit inside an if statement. ES modules are the language standard: import and export are static declarations at the top level, so tools can analyze the graph before running anything, which enables tree shaking in bundlers. ES modules also load asynchronously, allow top-level await, and their exports are live bindings rather than copied values. In Node, the format is chosen by the file extension, mjs or cjs, or by the type field in package.json. Mixing them is where the pain is: ESM can import CommonJS fairly easily, but for years CommonJS could not require an ES module at all and had to use dynamic import; recent Node versions allow require of ESM without top-level await, but dual packages still need careful exports configuration.",
    tags: ["modules", "nodejs", "tooling"]
  },
  {
    id: "javascript-020",
    topic: "javascript",
    difficulty: "medium",
    kind: "concept",
    text: "When would you use a Map or a Set instead of a plain object or array in JavaScript, and what are WeakMap and WeakSet for?",
    talkingPoints: [
      { point: "Map allows keys of any type, including objects, while plain object keys are strings or symbols.",
        cues: [["any type", "object as key", "objects as key", "any value", "non-string"]] },
      { point: "Map keeps insertion order, has a size property, is directly iterable and performs well with frequent additions and deletions.",
        cues: [["map"], ["size", "insertion order", "iterable", "frequent addition", "add and delete", "directly iterable"]] },
      { point: "Plain objects risk collisions with inherited prototype keys such as constructor or __proto__.",
        cues: [["prototype", "__proto__", "inherited", "collision", "constructor"]] },
      { point: "A Set stores unique values with fast membership checks, a handy way to deduplicate arrays.",
        cues: [["set"], ["unique", "duplicate", "dedupe", "deduplicate", "deduplicated", "membership", "has check"]] },
      { point: "WeakMap and WeakSet hold object keys weakly so entries vanish when the key is garbage collected; they are not iterable and suit metadata or caches.",
        cues: [["weakmap", "weakset", "weak"], ["garbage", "collected", "not iterable", "metadata", "cache", "caches", "leak"]] }
    ],
    modelAnswer: "I use a Map when keys are not simple strings: a Map accepts keys of any type, including objects and functions, whereas plain object keys are always strings or symbols. A Map also keeps insertion order, has a size property, is directly iterable, and is optimized for frequent additions and deletions. With a plain object used as a dictionary, user-supplied keys can collide with inherited prototype properties like constructor or __proto__, which is a source of bugs and even security issues. A Set stores unique values with fast has checks, so it is great for membership tests, and spreading an array through a Set is a quick way to deduplicate it. WeakMap and WeakSet hold their object keys weakly: once nothing else references the key, the entry can be garbage collected. They are not iterable, and they are ideal for attaching metadata or caching per object without causing leaks.",
    tags: ["collections", "data-structures"]
  },
  {
    id: "javascript-021",
    topic: "javascript",
    difficulty: "medium",
    kind: "coding",
    text: "What do call, apply and bind do in JavaScript, and when would you use each?",
    talkingPoints: [
      { point: "call invokes a function immediately with a given this and arguments listed one by one.",
        cues: [["call"], ["immediately", "right away", "invoke", "one by one", "individually", "comma"]] },
      { point: "apply does the same but takes the arguments as an array.",
        cues: [["apply"], ["array", "list of argument", "array-like", "as a list"]] },
      { point: "bind returns a new function with this, and optionally leading arguments, permanently fixed, without calling it.",
        cues: [["bind"], ["new function", "return", "permanent", "later", "fixed", "doesn't call", "does not call"]] },
      { point: "Typical uses are borrowing methods, fixing this for callbacks and event handlers, and partial application.",
        cues: [["borrow", "callback", "event handler", "partial application", "partially apply", "preset"]] },
      { point: "Spread syntax and arrow functions have replaced many older uses.",
        cues: [["spread", "arrow", "arrow function", "modern code", "modern syntax"]] }
    ],
    modelAnswer: "All three let you control this. Call invokes the function immediately, with the first argument as this and the remaining arguments passed one by one. Apply does exactly the same but takes the arguments as an array, which mattered before spread syntax existed. Bind does not call anything: it returns a new function whose this, and optionally some leading arguments, are permanently fixed, so you can call it later. Typical uses are borrowing methods, like calling an array method on an array-like object, fixing this when passing a class method as a callback or event handler, and partial application, presetting the first arguments of a general function. In modern code, spread syntax covers most apply cases and arrow functions cover many bind cases, but bind is still common in class-based code.",
    tags: ["functions", "this"]
  },
  {
    id: "javascript-022",
    topic: "javascript",
    difficulty: "medium",
    kind: "coding",
    text: "How do you copy an object in JavaScript, and what is the difference between a shallow and a deep copy?",
    talkingPoints: [
      { point: "Spread syntax and Object.assign make shallow copies: nested objects are still shared with the original.",
        cues: [["spread", "object.assign"], ["shallow", "nested", "shared", "top level", "one level"]] },
      { point: "JSON.parse of JSON.stringify deep-copies plain data but loses dates, undefined, functions, Maps and Sets, and throws on cycles.",
        cues: [["json"], ["date", "undefined", "function", "circular", "cycle", "cycles", "lose", "lost"]] },
      { point: "structuredClone makes a real deep copy that supports dates, Maps, Sets and circular references.",
        cues: [["structuredclone", "structured clone", "structured cloning", "built-in deep copy", "built in deep copy"]] },
      { point: "structuredClone cannot copy functions or DOM nodes and drops class prototypes, returning plain objects.",
        cues: [["function", "dom", "prototype", "class instance", "class"], ["can't", "cannot", "not", "lose", "drop", "plain object"]] },
      { point: "Often immutable update patterns copy only the path that changes instead of deep-copying everything.",
        cues: [["immutable update", "path that change", "only what change", "only the part", "immer", "structural sharing"]] }
    ],
    modelAnswer: "The spread syntax and Object.assign both make shallow copies: the top-level properties are copied, but nested objects and arrays are still shared, so mutating a nested field changes the original too. The old trick for a deep copy was JSON.parse of JSON.stringify, which works for plain data but loses a lot: dates become strings, undefined values and functions disappear, Maps and Sets turn into empty objects, and circular references throw. Today I use structuredClone, which is built into browsers and Node and makes a proper deep copy that handles dates, Maps, Sets, typed arrays and circular references. It has limits too: it cannot copy functions or DOM nodes, and class instances come back as plain objects without their prototype. In application state, I often avoid deep copies altogether and copy only the path that changes, which is what Immer does.",
    tags: ["objects", "copying", "immutability"]
  },
  {
    id: "javascript-023",
    topic: "javascript",
    difficulty: "medium",
    kind: "coding",
    text: "What happens if you use await inside a forEach callback, and what are the right ways to process a list asynchronously?",
    talkingPoints: [
      { point: "forEach ignores the promises its async callbacks return, so the surrounding code does not wait for them.",
        cues: [["foreach"], ["ignore", "ignored", "without waiting", "doesn't wait", "does not wait", "not wait", "discard", "fire and forget"]] },
      { point: "Errors from those callbacks become unhandled rejections, and completion order is unpredictable.",
        cues: [["unhandled", "unhandled rejection", "unpredictable order", "random order", "any order", "never reach"]] },
      { point: "A for...of loop with await processes items one at a time, in order.",
        cues: [["for of", "for...of", "for-of"], ["sequential", "sequentially", "one at a time", "in order", "one after another"]] },
      { point: "Mapping items to promises and awaiting Promise.all runs them concurrently.",
        cues: [["promise.all"], ["map", "concurrent", "concurrently", "parallel"]] },
      { point: "For large lists, limit concurrency with batching or a pool so you don't overwhelm a server.",
        cues: [["limit concurrency", "concurrency limit", "batch", "batches", "pool", "p-limit", "chunk"]] }
    ],
    modelAnswer: "ForEach calls the callback for each item and ignores whatever it returns, so with an async callback it gets back promises and just drops them. The code after the forEach runs immediately, without waiting, so you see things like a 'done' log before any work finished. Any error thrown inside becomes an unhandled rejection instead of reaching your try catch, and the callbacks finish in unpredictable order. There are three right ways. If order matters or each step depends on the previous one, use a for of loop with await, which processes items one at a time, in order. If the items are independent, map them to promises and await Promise.all, which runs them concurrently. And for hundreds or thousands of items, I limit concurrency, processing in batches or with a small pool like p-limit, so I don't overwhelm the server or hit rate limits.",
    tags: ["async", "promises", "pitfalls"]
  },
  {
    id: "javascript-024",
    topic: "javascript",
    difficulty: "hard",
    kind: "concept",
    text: "What typically causes memory leaks in a long-running JavaScript application, and how would you find one?",
    talkingPoints: [
      { point: "Leaks happen when unneeded objects stay reachable, so the garbage collector cannot free them.",
        cues: [["reachable", "still referenced", "reference", "can't be collected", "cannot be collected", "can't free", "cannot free"]] },
      { point: "Common causes are event listeners and intervals that are never removed, and closures holding large data.",
        cues: [["listener", "setinterval", "interval", "timer", "closure"]] },
      { point: "Detached DOM nodes still referenced from JavaScript, and caches or global maps that only grow, are other frequent culprits.",
        cues: [["detached", "dom node", "cache", "caches", "global", "map that grow", "unbounded"]] },
      { point: "Take heap snapshots in DevTools before and after repeating an action, and compare which objects accumulate and what retains them.",
        cues: [["heap snapshot", "snapshot", "devtools", "memory tab", "allocation timeline", "retainer"]] },
      { point: "Fix by cleaning up on unmount, using AbortController signals or removeEventListener, bounding caches, and using WeakMap or WeakRef where appropriate.",
        cues: [["removeeventlistener", "abortcontroller", "cleanup", "clean up", "unmount", "clearinterval", "weakmap", "lru"]] }
    ],
    modelAnswer: "A leak in JavaScript means objects you no longer need are still reachable, so the garbage collector is not allowed to free them. The usual suspects are event listeners and setInterval timers that are never removed, which keep their closures and everything those closures capture alive. Detached DOM nodes are another: an element removed from the page but still referenced from a JavaScript array or cache. And any cache or global map that only grows will eventually leak. To find it, I open the DevTools memory tab, take a heap snapshot, repeat the suspect action several times, such as opening and closing a dialog, take another snapshot and compare: objects whose count keeps climbing, with their retainer path, tell me what is holding them. The fixes are cleanup on component unmount, removeEventListener or an AbortController signal for listeners, clearing intervals, bounding caches with an LRU policy, and WeakMap for per-object metadata.",
    tags: ["memory", "debugging", "performance"]
  },
  {
    id: "javascript-025",
    topic: "javascript",
    difficulty: "hard",
    kind: "concept",
    text: "How does garbage collection work in a JavaScript engine like V8?",
    talkingPoints: [
      { point: "Memory is reclaimed based on reachability from roots such as the global object and the current call stack, not by reference counting.",
        cues: [["reachable", "reachability", "root"]] },
      { point: "The core algorithm is mark-and-sweep: mark everything reachable, then sweep and optionally compact the rest.",
        cues: [["mark and sweep", "mark-and-sweep", "mark-sweep", "mark", "sweep", "compact"]] },
      { point: "Because cycles are only collected if unreachable, circular references alone do not leak.",
        cues: [["cycle", "cycles", "circular", "circular reference", "reference cycle", "reference cycles"]] },
      { point: "V8 is generational: a young generation is collected often by a fast copying scavenger, and survivors are promoted to the old generation.",
        cues: [["young generation", "young", "nursery", "generational", "scavenge", "scavenger"], ["old generation", "promote", "promoted", "survivor", "copy", "copying"]] },
      { point: "Incremental, concurrent and parallel marking keep pauses short, and collection timing is not under the program's control.",
        cues: [["incremental", "concurrent", "parallel", "background", "orinoco"]] }
    ],
    modelAnswer: "V8 decides what to free by reachability: anything that can be reached from the roots, such as the global object and the variables on the current call stack, is live, and everything else is garbage. It does not rely on reference counting, so circular references alone do not leak; a cycle that nothing reachable points to is collected. The basic algorithm is mark and sweep: mark every object reachable from the roots, sweep the unmarked ones, and sometimes compact memory to reduce fragmentation. V8 is also generational, since most objects die young: new objects go into a small young generation that is collected very often by a fast copying scavenger, and objects that survive a couple of rounds are promoted to the old generation, which is collected less often with mark-compact. To keep pauses short, V8 does much of the marking incremental, concurrent on background threads and parallel. The program cannot control when collection happens.",
    tags: ["memory", "garbage-collection", "v8"]
  },
  {
    id: "javascript-026",
    topic: "javascript",
    difficulty: "hard",
    kind: "coding",
    text: "How would you implement your own version of Promise.all?",
    talkingPoints: [
      { point: "Return a new Promise and keep a results array plus a counter of fulfilled inputs.",
        cues: [["new promise"], ["result", "array", "counter", "count"]] },
      { point: "Wrap each input with Promise.resolve so plain values and thenables are handled too.",
        cues: [["promise.resolve"], ["value", "thenable", "non-promise", "plain"]] },
      { point: "Store each result at its original index so output order matches input order regardless of completion order.",
        cues: [["index", "position"], ["order", "original", "same"]] },
      { point: "Resolve when the counter reaches the input length, and reject immediately on the first rejection.",
        cues: [["reject"], ["first", "immediately", "as soon as", "right away"]] },
      { point: "Handle the empty input by resolving immediately with an empty array, and accept any iterable.",
        cues: [["empty"], ["immediately", "right away", "empty array", "iterable"]] }
    ],
    modelAnswer: "I would write a function that takes an iterable, converts it to an array, and returns a new Promise whose executor sets up a results array and a counter of fulfilled inputs. If the array is empty, it resolves immediately with an empty array, because otherwise it would never settle. Then, for each item, I call Promise.resolve on it, so plain values and thenables work as well as real promises. In the then callback I store the value at the item's original index, not with push, so the output order matches the input order whatever order they finish in, and I increment the counter; when the counter equals the length, I resolve with the results. For the rejection callback I just pass the outer reject, so the first rejection rejects the whole thing immediately, and later settlements are ignored because a promise can only settle once.",
    tags: ["promises", "async", "implementation"]
  },
  {
    id: "javascript-027",
    topic: "javascript",
    difficulty: "hard",
    kind: "concept",
    text: "How does V8 make JavaScript fast, and how can the way you write code help or hurt its optimizations?",
    talkingPoints: [
      { point: "V8 first interprets bytecode with Ignition, then compiles hot functions to optimized machine code with TurboFan, using type feedback.",
        cues: [["ignition", "turbofan", "jit", "just-in-time", "just in time", "sparkplug", "maglev"]] },
      { point: "Objects get hidden classes, also called shapes, describing their property layout, so objects built the same way share one.",
        cues: [["hidden class", "shape", "map"], ["layout", "share", "shared", "same order", "same way"]] },
      { point: "Inline caches remember the shape seen at a property access, so monomorphic sites are very fast and highly polymorphic ones slow down.",
        cues: [["inline cache", "inline caches", "monomorphic", "polymorphic", "megamorphic"]] },
      { point: "If assumptions break, for example a new type appears, the engine deoptimizes back to slower code.",
        cues: [["deoptimize", "deoptimizes", "deoptimization", "deopt", "bail out", "bails out"]] },
      { point: "Help it by initializing all properties in the constructor in the same order, avoiding delete, and keeping arrays and argument types consistent.",
        cues: [["same order", "constructor", "delete", "deleted", "consistent type", "consistent", "homogeneous"]] }
    ],
    modelAnswer: "V8 compiles JavaScript to bytecode, which the Ignition interpreter runs while collecting type feedback; functions that get hot are compiled to optimized machine code by TurboFan, with intermediate tiers like Sparkplug and Maglev in between. To make property access fast, V8 gives every object a hidden class, also called a shape or map, describing its property layout, and objects created with the same properties in the same order share one. Each property access site has an inline cache that remembers the shapes it has seen, so a monomorphic site, seeing one shape, is nearly as fast as a struct field read, while megamorphic sites fall back to slow lookups. Optimized code is speculative, so if a new shape or type shows up the engine will deoptimize it. To help, I initialize all properties in the constructor in the same order, avoid delete on hot objects, and keep array elements and function argument types consistent.",
    tags: ["v8", "performance", "internals"]
  },
  {
    id: "javascript-028",
    topic: "javascript",
    difficulty: "hard",
    kind: "concept",
    text: "JavaScript is single-threaded, so how do you run CPU-heavy work in parallel in the browser or in Node?",
    talkingPoints: [
      { point: "Web Workers in the browser and worker_threads in Node run code on separate threads, each with its own event loop and global scope.",
        cues: [["web worker", "worker_threads", "worker thread", "worker"], ["separate thread", "own thread", "background thread", "own event loop", "parallel"]] },
      { point: "Workers cannot touch the DOM and communicate by message passing with postMessage.",
        cues: [["postmessage", "message passing", "messages"], ["dom", "no shared", "communicate"]] },
      { point: "Messages are copied with the structured clone algorithm, while transferable objects such as ArrayBuffers are moved without copying.",
        cues: [["structured clone", "copied", "copy"], ["transferable", "transfer", "arraybuffer", "zero-copy", "zero copy"]] },
      { point: "SharedArrayBuffer with Atomics allows true shared memory, which in browsers requires cross-origin isolation.",
        cues: [["sharedarraybuffer", "shared memory", "atomics", "cross-origin isolation", "cross origin isolation"]] },
      { point: "Workers have startup and messaging overhead, so use a pool for repeated work and keep chunks large enough to be worth it.",
        cues: [["worker", "workers"], ["overhead", "startup", "pool", "cost"]] }
    ],
    modelAnswer: "The main thread is single-threaded, but the platform offers workers: Web Workers in the browser and worker_threads in Node each run a script on a separate thread with its own event loop and global scope, so heavy computation like image processing or parsing a big file no longer freezes the page or the server. Workers cannot touch the DOM and share nothing by default; they communicate through postMessage. Messages are copied with the structured clone algorithm, which is expensive for large data, so for big binary payloads you transfer an ArrayBuffer instead, which moves ownership with zero copy. When you genuinely need shared state, SharedArrayBuffer together with Atomics gives shared memory and synchronization primitives, though browsers only enable it on pages with cross-origin isolation. Workers have startup and messaging overhead, so for repeated jobs I keep a small pool of them and send reasonably large chunks of work.",
    tags: ["concurrency", "workers", "performance"]
  },
  {
    id: "javascript-029",
    topic: "javascript",
    difficulty: "hard",
    kind: "concept",
    text: "What are Proxy and Reflect in JavaScript, and what would you use them for?",
    talkingPoints: [
      { point: "A Proxy wraps a target object and intercepts fundamental operations like get, set, has and deleteProperty through handler traps.",
        cues: [["proxy"], ["trap", "intercept", "handler", "wrap"]] },
      { point: "Reflect provides methods matching each trap that perform the default behaviour, used to forward operations correctly, including the receiver.",
        cues: [["reflect"], ["default", "forward", "receiver", "original behaviour", "original behavior", "matching", "mirror"]] },
      { point: "Use cases include validation, logging, default values, and reactivity systems such as Vue 3.",
        cues: [["validation", "validate", "logging", "reactivity", "reactive", "vue", "observable", "default value"]] },
      { point: "Proxies are slower than plain objects and a proxy is not identical to its target.",
        cues: [["proxy", "through a proxy", "proxied"], ["slower", "slow", "overhead", "identity", "not equal", "not identical"]] },
      { point: "Private class fields and some built-ins like Map do not work through a proxy, and traps must respect invariants for non-configurable properties.",
        cues: [["private field", "#private", "internal slot", "invariant", "non-configurable"]] }
    ],
    modelAnswer: "A Proxy wraps a target object with a handler whose traps intercept fundamental operations: get, set, has for the in operator, deleteProperty, function calls and more. Reflect is the companion: it has one method per trap that performs the default behaviour, so inside a trap you can do your extra work and then forward with Reflect.get or Reflect.set, passing the receiver so getters and inheritance behave correctly. I would use proxies for validation on assignment, logging or tracing access, providing default values for missing properties, or building reactivity, which is how Vue 3 tracks dependencies. There are costs: property access through a proxy is noticeably slower, and a proxy is not identical to its target, which can break identity checks. Private class fields and built-ins with internal slots, like Map, fail when called through a proxy, and traps must respect invariants for non-configurable properties.",
    tags: ["metaprogramming", "objects"]
  },
  {
    id: "javascript-030",
    topic: "javascript",
    difficulty: "hard",
    kind: "concept",
    text: "Explain the iteration protocol and generators in JavaScript, including async generators.",
    talkingPoints: [
      { point: "An object is iterable if it has a Symbol.iterator method returning an iterator whose next method yields objects with value and done.",
        cues: [["symbol.iterator", "iterator protocol", "iteration protocol"], ["next", "done", "value"]] },
      { point: "for...of, spread and array destructuring all consume this protocol.",
        cues: [["for of", "for...of", "for-of", "spread", "destructuring"]] },
      { point: "A generator function, declared with an asterisk, returns an iterator and pauses at each yield until next is called.",
        cues: [["generator"], ["yield", "pause", "paused", "suspend", "resume"]] },
      { point: "Generators produce values lazily, so they can model infinite sequences or large data without building arrays.",
        cues: [["lazy", "lazily", "infinite", "on demand", "without building", "without an array"]] },
      { point: "Async generators with for await...of consume asynchronous streams such as paginated API results.",
        cues: [["async generator", "for await", "async iterator", "async iteration"], ["stream", "paginated", "pagination", "page", "chunk", "asynchronous"]] }
    ],
    modelAnswer: "The iteration protocol is a simple contract: an object is iterable if it has a Symbol.iterator method that returns an iterator, and an iterator has a next method that returns objects with a value and a done flag. Built-in language features consume it, like for of, spread and array destructuring, so any object implementing it works with them. Writing iterators by hand is tedious, so generators do it for you: a function declared with an asterisk returns an iterator, and its body runs until each yield, where it pauses and hands out a value, then resumes on the next call to next. Because values are produced lazily, a generator can model an infinite sequence or walk a huge tree without building an array in memory. Async generators extend this to asynchronous data: you await inside them and consume them with for await, which is elegant for reading a stream in chunks or fetching paginated API results page by page.",
    tags: ["iterators", "generators", "async"]
  },
  {
    id: "javascript-031",
    topic: "javascript",
    difficulty: "hard",
    kind: "coding",
    text: "How would you implement a simple event emitter in JavaScript with on, off, once and emit?",
    talkingPoints: [
      { point: "Store listeners in a Map from event name to an array or Set of callbacks.",
        cues: [["map", "object", "dictionary"], ["event name", "array", "set", "list of listener", "listeners"]] },
      { point: "on adds a listener and can return an unsubscribe function; off removes it.",
        cues: [["unsubscribe", "unsubscribe function", "remove the callback", "removes the callback", "remove the listener", "removes the listener", "delete the entry"]] },
      { point: "emit calls each listener with the arguments, iterating over a copy so listeners can safely remove themselves during emit.",
        cues: [["copy", "snapshot", "slice"], ["remove", "removed", "modify", "during", "while iterating"]] },
      { point: "once wraps the callback in a function that removes itself after the first call.",
        cues: [["once"], ["wrap", "wrapper", "removes itself", "remove itself", "first call", "after the first"]] },
      { point: "Decide how a throwing listener is handled so it doesn't stop the others, and watch for listener leaks.",
        cues: [["throw", "error", "exception"], ["other listener", "stop", "isolate", "try", "catch", "leak"]] }
    ],
    modelAnswer: "I would keep a Map from event name to a Set or array of listeners. On adds the callback to that event's list, creating it if needed, and returns an unsubscribe function for easy cleanup. Off removes the callback and deletes the entry when the list becomes empty. Emit looks up the listeners and calls each with the given arguments, but it iterates over a copy of the list, so a listener that removes itself or adds another during the emit does not corrupt the loop. Once registers a wrapper function that removes itself and then calls the original after the first call; to let off work with the original callback, I remember the mapping from original to wrapper. I would also decide how errors are handled, for example wrapping each call in try catch so one throwing listener does not stop the others.",
    tags: ["design-patterns", "events", "implementation"]
  },
  {
    id: "javascript-032",
    topic: "javascript",
    difficulty: "hard",
    kind: "coding",
    text: "How would you write a function that retries a failing fetch with exponential backoff and can be cancelled?",
    talkingPoints: [
      { point: "Loop over attempts, awaiting the call inside try/catch and returning on success.",
        cues: [["loop", "attempt", "retry"], ["try", "catch", "success", "return"]] },
      { point: "Wait an exponentially growing delay between attempts, with random jitter, up to a maximum number of retries.",
        cues: [["exponential", "exponentially", "double", "doubled", "doubling", "2 to the power"], ["delay", "wait", "sleep", "pause"]] },
      { point: "Add random jitter to avoid many clients retrying in lockstep.",
        cues: [["jitter", "random", "randomness", "lockstep", "thundering herd"]] },
      { point: "Only retry transient failures such as network errors, 429 or 5xx responses, not 4xx client errors, and respect Retry-After.",
        cues: [["transient", "5xx", "500", "503", "429", "network error", "retry-after"], ["client error", "4xx", "400", "404", "not retry", "don't retry", "respect"]] },
      { point: "Accept an AbortSignal, pass it to fetch, and also cancel the sleep between attempts when it fires.",
        cues: [["abortsignal", "abortcontroller", "signal", "abort"], ["fetch", "sleep", "cancel", "timer", "wait"]] }
    ],
    modelAnswer: "I would write an async function taking the request, a maximum number of attempts, a base delay and an AbortSignal. Inside a loop over attempts I await the fetch in a try catch and return the response on success. On failure, I first check whether the error is worth retrying: only transient failures like network errors, 429 or 5xx responses, and not 4xx client errors such as a 400 or 404. If a Retry-After header is present I respect it. Otherwise I wait a delay that grows exponentially, base times two to the power of the attempt, capped at a maximum. I add random jitter to that delay so many clients do not retry in lockstep. For cancellation I pass the signal to fetch, and the sleep helper listens for the abort event to clear its timer and reject, so cancel works even between attempts. After the last attempt I rethrow the final error.",
    tags: ["async", "error-handling", "networking"]
  }
]
