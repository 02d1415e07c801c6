/** The interviewer's follow-up prompts for the typescript questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "typescript-001": [
    "Is every valid JavaScript file also valid TypeScript, and when are the types actually checked?",
    "If you look at the emitted JavaScript, what has happened to your interfaces and annotations?",
    "What kinds of mistakes would TypeScript flag before you ever run the code?",
    "How does TypeScript change the day-to-day editing experience in a large codebase?",
    "If an API returns a field as a string when your type says number, will TypeScript notice at runtime?"
  ],
  "typescript-002": [
    "Could a class implement a type alias that describes an object, just as it implements an interface?",
    "How would you express a value that is either a string or a number, and could an interface do that?",
    "What happens if you declare an interface called Window twice in the same scope?",
    "How would you build a bigger shape from two smaller ones with each construct?",
    "On your team, what rule of thumb would you follow for choosing between them?"
  ],
  "typescript-003": [
    "What happens to type safety downstream when a function returns any?",
    "If a value is typed unknown, what do you have to do before calling a method on it?",
    "What type would you give the result of JSON.parse or the error in a catch block, and why?",
    "What would be the return type of a function that always throws?",
    "How can never help you make sure a switch handles every case?"
  ],
  "typescript-004": [
    "How would you type a parameter that accepts either a string or a number?",
    "If a value is string or number, can you call toUpperCase on it straight away?",
    "If you combine a type with a name and a type with an age using an ampersand, what members does the result have?",
    "What type do you get if you intersect string with number?",
    "How would you model a request that is loading, succeeded or failed, and where would an intersection fit better?"
  ],
  "typescript-005": [
    "Without this option, could you assign null to a variable typed as string?",
    "What does the compiler make you do before calling a method on a value that might be undefined?",
    "What tools does the language give you to handle the missing case concisely?",
    "If a property is declared with a question mark, what is its type when you read it?",
    "What does the exclamation mark after an expression do, and what happens if you are wrong?"
  ],
  "typescript-006": [
    "If you write let count equals zero, do you need an annotation, and what about a function's return type?",
    "In items.map with an arrow callback, how does TypeScript know the type of the callback's parameter?",
    "What type does a const hello get compared with a let hello?",
    "Which parts of a function signature would you always annotate, and why?",
    "What type does an empty array literal get, and when is an annotation just noise?"
  ],
  "typescript-007": [
    "Does an enum disappear when you compile, like an interface does?",
    "What odd behaviours do numeric enums have that string unions do not?",
    "If an API sends the plain string active, how easily does it fit each option?",
    "How could you get named constants like Status.Active without writing an enum?",
    "What happens to enums if you run TypeScript files with a tool that only strips types?"
  ],
  "typescript-008": [
    "Is strict a single check, and what can happen to your build when you upgrade TypeScript?",
    "What happens with a function parameter that has no annotation and no context under strict mode?",
    "How does strict mode treat a variable that might be null?",
    "Can you name a few other checks that strict switches on, for example for class fields or catch variables?",
    "How would you turn it on in a large existing project without blocking everyone for weeks?"
  ],
  "typescript-009": [
    "If you annotate a variable as User and assign an object missing a field, what happens?",
    "What are you telling the compiler when you write as User?",
    "If the value is not really a User at runtime, what does the as expression do about it?",
    "Why does TypeScript refuse to assert a number as a string directly, and what does the double cast through unknown signal?",
    "What would you use instead of an assertion to get a trustworthy type?"
  ],
  "typescript-010": [
    "What can you no longer do to a readonly array through that type?",
    "What type does an array literal get once you add as const?",
    "How would you turn a constant list of role names into a union type?",
    "Does readonly stop code from changing the object at runtime?",
    "If a readonly property holds an object, can its nested fields still change?"
  ],
  "typescript-011": [
    "What does a generic identity function give you that a version taking any does not?",
    "When you call a generic function, do you usually have to write the type argument yourself?",
    "How would you write a function that works on anything with a length property?",
    "How would you type a getProperty function so the return type matches the key you pass?",
    "When is a type parameter pointless, and what would you write instead?"
  ],
  "typescript-012": [
    "After if typeof x equals string, what does TypeScript know about x inside the branch?",
    "Which kinds of checks does the compiler understand for narrowing, besides typeof?",
    "How would you write an isUser function that the compiler can use to narrow a value?",
    "What happens if your isUser function returns true for something that is not a User?",
    "How would you write a check that throws instead of returning a boolean but still narrows the code after it?"
  ],
  "typescript-013": [
    "What do all the variants need to share for TypeScript to tell them apart?",
    "Inside case success, what can you access that you could not access before the switch?",
    "How would you make the compiler complain when a switch forgets one of the cases?",
    "Why is this better than one object type with optional data and error fields?",
    "What happens across the codebase when someone adds a new variant?"
  ],
  "typescript-014": [
    "How would you type a PATCH payload where every field of User is optional?",
    "How would you make a type with only a user's id and email, or everything except the password?",
    "How would you type a lookup table from country codes to names?",
    "How do you get the type a function returns without writing it out by hand?",
    "How would you remove null and undefined from a union, and how are these helpers built?"
  ],
  "typescript-015": [
    "What does keyof give you for a type with name and age properties?",
    "How can you get the type of a runtime object into a type position?",
    "How would you get the type of the address property of User, or the element type of an array type?",
    "Given a config object, how would you get a type listing its keys?",
    "Why derive types from values like this instead of writing them out separately?"
  ],
  "typescript-016": [
    "If two interfaces have different names but identical members, can you pass one where the other is expected?",
    "What stops you passing an order ID to a function that expects a user ID if both are plain strings?",
    "Why does an extra property cause an error in an object literal but not when you pass a variable?",
    "How would you make UserId and OrderId incompatible even though both are strings underneath?",
    "Where would branded values get created, and is that the right place for a cast?"
  ],
  "typescript-017": [
    "What goes into a .d.ts file, and what is left out?",
    "If a library is written in TypeScript, how does it ship types to its users?",
    "Where would you look first for types of a popular JavaScript library?",
    "If no types exist anywhere, what is the least you could write to use the library?",
    "What does skipLibCheck do, and what do you give up by enabling it?"
  ],
  "typescript-018": [
    "What does an overloaded function look like in code, in terms of signatures and bodies?",
    "Can a caller invoke the implementation signature directly?",
    "Does the order of the overload signatures matter?",
    "Give an example where the return type depends on the argument, such that a union return would be too vague?",
    "When would a union parameter or a generic be a better choice than overloads?"
  ],
  "typescript-019": [
    "What does satisfies check, and what does it do to the type the variable ends up with?",
    "If you annotate a config as Record of string to string, what do you lose about its keys?",
    "How is this different from writing as Config at the end of the object?",
    "Where in a real codebase would you use it, for example for a routes or theme object?",
    "What do you gain by combining it with as const?"
  ],
  "typescript-020": [
    "Can plain JavaScript code still read a field marked private after compilation?",
    "What happens at runtime if code outside the class tries to read a hash-prefixed field?",
    "Can you create an instance of an abstract class, and what must subclasses do?",
    "What shortcut lets a constructor parameter declare and set a field at the same time?",
    "What catches a subclass method that stopped overriding anything after the base class was renamed?"
  ],
  "typescript-021": [
    "How would you write the return type of an async function that resolves to a User?",
    "What type does response.json give you, and how should you treat it?",
    "If you await Promise.all on a user fetch and an orders fetch, what is the resulting type?",
    "What is the type of the error in a catch block under strict settings, and how do you use it?",
    "How would you catch a promise that someone forgot to await?"
  ],
  "typescript-022": [
    "How can JavaScript and TypeScript files live in the same project during the move?",
    "Which files would you convert first, and why?",
    "Would you turn on every strict flag on day one?",
    "How could you get type checking in JavaScript files before renaming them?",
    "How do you keep the migration from regressing, and how do you handle temporary suppressions?"
  ],
  "typescript-023": [
    "Which sources of data does the compiler have no way of checking?",
    "Where in the code would you check that data, and what type would it have before the check?",
    "Which tools would you use for the runtime check, and how do they relate to your static types?",
    "How do you stop the validator and the TypeScript type from drifting apart over time?",
    "Once data has passed the boundary, how much checking does the rest of the code need?"
  ],
  "typescript-024": [
    "How would you write a type that resolves to one thing when T is a string and to another otherwise?",
    "What does infer let you capture inside that condition?",
    "How would you write your own version of ReturnType or an unwrap for promises?",
    "What happens when you pass a union to a conditional type over a bare type parameter?",
    "How would you stop a conditional type from distributing over a union?"
  ],
  "typescript-025": [
    "How would you write a type that gives every property of T the same value type?",
    "How would you strip readonly or optional markers from every property?",
    "How would you turn a name property into a getName method in the mapped type?",
    "How could you keep only the properties whose values are functions?",
    "When you map over keyof T, what happens to optional and readonly markers, and which built-ins work this way?"
  ],
  "typescript-026": [
    "How would you write a type for strings like user_ followed by an ID?",
    "If you combine a union of three colours with a union of two sizes in a template, what do you get?",
    "How would you turn click into onClick at the type level?",
    "How could you get the parameter names out of a route path like /users/:id as a type?",
    "What is the danger of combining several large unions this way?"
  ],
  "typescript-027": [
    "Can you pass an array of Dogs to a function that reads an array of Animals, and why is reading safe?",
    "If a function expects a callback that accepts Dogs, can you pass one that accepts any Animal, and why not the reverse?",
    "What changes with strictFunctionTypes, and why does it matter whether you write a method or a function property?",
    "What unsound thing can you do with a Dog array once it is typed as an array of Animals?",
    "How can you declare the variance of a type parameter explicitly in recent versions?"
  ],
  "typescript-028": [
    "What would the basic recursive shape of the type look like?",
    "What should happen when the recursion reaches a string or a number?",
    "What goes wrong if you map over a function type as if it were an object?",
    "How would you handle arrays, Maps and Sets?",
    "Does this stop mutation at runtime, and what can go wrong with very deep types?"
  ],
  "typescript-029": [
    "Before changing anything, how would you find out which files or types are slow to check?",
    "How could you split the monorepo so that a change only rechecks the affected packages?",
    "Which compiler options avoid repeating work between builds or rechecking dependencies?",
    "What kinds of types tend to be expensive for the checker, and how can annotations on exports help?",
    "How would you separate emitting JavaScript from type checking in the build pipeline?"
  ],
  "typescript-030": [
    "What happens when two declarations of the same interface name appear in one scope?",
    "How could a function and a namespace of the same name combine, and where have you seen that?",
    "How would you add a user property to Express's Request type?",
    "How would you add a property to the global Window type, and what must be true of that file?",
    "Can type aliases merge, and does augmenting a type create the property at runtime?"
  ],
  "typescript-031": [
    "When does a decorator run, and what can it do to the method it decorates?",
    "What arguments does a decorator receive under the standard TypeScript 5 implementation?",
    "What can the old experimentalDecorators mode do that frameworks like Angular and NestJS depend on?",
    "Could you mix the two styles in one project?",
    "What would you actually use a decorator for in an application?"
  ]
}
