/** The interviewer's follow-up prompts for the javascript questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "javascript-001": [
    "If you declare a variable with var inside an if block, can you read it after the block ends?",
    "What happens if you read a let variable on the line before its declaration, and how is var different?",
    "If an object is declared with const, can you still change one of its properties?",
    "What happens if you declare the same var twice, or declare one at the top level of a script?",
    "Which of the three would you use by default in new code, and why?"
  ],
  "javascript-002": [
    "Does the string five compare equal to the number five under triple equals?",
    "Why does a blank text value loosely match 0, and what is double equals doing behind the scenes?",
    "If two separate object literals have identical contents, are they equal under either operator?",
    "How would you check whether a value is NaN, given that NaN triple equals NaN is false?",
    "Is there any case where you would deliberately use double equals?"
  ],
  "javascript-003": [
    "How many primitive types are there, and can you name them?",
    "If you pass an object to a function that mutates it, does the caller see the change, and what about a string?",
    "What does typeof null return, and why has that never been fixed?",
    "How would you reliably tell whether a value is an array?",
    "What does typeof NaN give, and what happens with typeof on a variable that was never declared?"
  ],
  "javascript-004": [
    "Can you list every value that counts as falsy in a condition?",
    "Is an empty array truthy or falsy, and what about the string zero?",
    "If a user sets a quantity of zero and you write quantity or ten, what do you get?",
    "What operator would you use so that zero and the empty string are kept as valid values?"
  ],
  "javascript-005": [
    "Inside an arrow function, where does this come from?",
    "What happens if you reference arguments inside an arrow function, and what would you use instead?",
    "Can you call an arrow function with new?",
    "Why might an arrow function be a bad choice for a method on an object literal?",
    "How does the body syntax differ when the arrow function just returns an expression?"
  ],
  "javascript-006": [
    "In which situations does the engine give you undefined without you asking for it?",
    "When would you deliberately set a value to null rather than leave it unset?",
    "What do null double equals undefined and null triple equals undefined return, and what does typeof say for each?",
    "If you pass null to a parameter that has a default, which value does the function see?",
    "How does the double question mark operator treat the two of them?"
  ],
  "javascript-007": [
    "If you need every price with tax added, which method returns what, and how long is the result?",
    "How would you keep only the active users from an array?",
    "How would you compute the total of an order's line items in one call?",
    "What does forEach return, and can you stop it halfway through?",
    "If you must stop at the first match or await inside each step, what would you use?"
  ],
  "javascript-008": [
    "What does the three-dot syntax do when you put it in a function call or inside an object literal?",
    "If you merge two objects with spread and both have the same key, which wins, and how deep is the copy?",
    "How does the same three-dot syntax behave when it appears in a function's parameter list?",
    "How would you pull name and age out of a user object, with a default for age and a different variable name?"
  ],
  "javascript-009": [
    "Before any line runs, what does the engine already know about the names in a scope?",
    "Can you call a function declared with the function keyword on a line above where it is written?",
    "What do you get if you log a var variable before the line that assigns it?",
    "What happens if you access a let variable or a class before its declaration line?",
    "If you assign an arrow function to a const and call it above that line, what happens?"
  ],
  "javascript-010": [
    "How are numbers stored in JavaScript, and why can 0.1 not be stored exactly?",
    "How would you check that two calculated amounts are equal for practical purposes?",
    "How would you store and add prices in a shopping cart to avoid rounding errors?",
    "Above what size do plain integers stop being exact, and what type would you use beyond that?"
  ],
  "javascript-011": [
    "When an inner function uses a variable from its outer function, what is it actually holding on to?",
    "What happens to the outer variables once the outer function has returned?",
    "Where have you used this in practice, say for private state or a counter factory?",
    "If you create callbacks inside a loop using var, what value does each callback see later, and how do you fix it?",
    "How could this feature accidentally keep a large object in memory?"
  ],
  "javascript-012": [
    "Does the value of this depend on where a function is written or on how it is invoked?",
    "If you call user.greet(), what is this inside greet?",
    "If you copy that method into a standalone variable and call it, what is this then?",
    "How do new, call, apply and bind each affect this?",
    "What goes wrong when you pass obj.method straight to setTimeout, and how do you fix it?"
  ],
  "javascript-013": [
    "If JavaScript has one thread, who is doing the waiting while a timer counts down?",
    "When does a timer callback actually get to run?",
    "Where do promise callbacks go, and when does that queue get processed relative to other tasks?",
    "If you schedule a setTimeout of zero and then resolve a promise, which callback logs first?",
    "What happens to the page if a click handler runs a loop for two seconds, and how would you avoid it?"
  ],
  "javascript-014": [
    "What does an async function return, even if you write return 42?",
    "What happens to the code after an await, in terms of how it gets scheduled?",
    "How do you catch an error from a rejected promise you awaited?",
    "What happens in Node if a promise rejects and nobody handles it?",
    "If you await three unrelated fetches one after another, how long does it take, and how would you speed it up?"
  ],
  "javascript-015": [
    "When you read a property that an object does not have itself, where does the engine look next?",
    "Why put methods on the prototype rather than creating them inside each constructor call?",
    "What does the class keyword actually create under the hood, and what does extends wire up?",
    "How would you create an object with a specific prototype, without using a class?",
    "If an object and its prototype both have a name property, which is read, and how do you tell them apart?"
  ],
  "javascript-016": [
    "When you click a button inside a list, which phases does the event pass through?",
    "How would you handle clicks on a thousand list items without a thousand listeners?",
    "Inside that single handler, how do you figure out which item was clicked?",
    "What happens with items that are added to the list after the listener is attached?",
    "Which events would not work with this approach, and what could a child handler do to break it?"
  ],
  "javascript-017": [
    "If a user types ten characters quickly into a debounced search box, how many calls happen, and when?",
    "How does throttling behave during continuous scrolling, compared with debouncing?",
    "Which of the two would you use for a live search box, and which for a scroll handler?",
    "What state does your debounce function keep between calls, and what does it do on each call?",
    "How do you make sure the original function still receives the right this and arguments?"
  ],
  "javascript-018": [
    "With Promise.all, what do you get back, and what happens if one of five requests fails?",
    "Which one would you use to show every request's outcome, even the failures?",
    "How could you use Promise.race to put a timeout on a fetch?",
    "How is Promise.any different from race, and when does it reject?",
    "When race settles, what happens to the promises that lost?"
  ],
  "javascript-019": [
    "How does a CommonJS file bring in a dependency and expose its API, and when does the loading happen?",
    "Why can bundlers remove unused exports from ES modules but struggle to with require?",
    "What can an ES module do at its top level that a CommonJS module cannot, and what is a live binding?",
    "How does Node decide whether a .js file is an ES module or CommonJS?",
    "What goes wrong when a CommonJS file tries to require a package that only ships ES modules?"
  ],
  "javascript-020": [
    "What happens if you use an object as a key in a plain object, compared with a Map?",
    "How would you find how many entries a Map has, and in what order would you iterate them?",
    "What can go wrong if user input supplies a key like __proto__ to a plain object?",
    "What is the quickest way to remove duplicates from an array?",
    "What happens to a WeakMap entry when nothing else references its key, and why can you not iterate one?"
  ],
  "javascript-021": [
    "How do you invoke a function right now with a specific this and two separate arguments?",
    "How does apply differ in the way it takes arguments?",
    "What does bind give you back, and does it call the function?",
    "Where would you actually use bind in real code?",
    "Which newer syntax has made call and apply less common?"
  ],
  "javascript-022": [
    "If you spread a user object and then change user.address.city on the copy, what happens to the original?",
    "What do you lose if you deep copy with JSON stringify and parse?",
    "What built-in function gives you a proper deep copy today, and what can it handle?",
    "What happens to functions or a class instance's prototype when you pass them through structuredClone?",
    "In a state update, do you really need to deep copy the whole object?"
  ],
  "javascript-023": [
    "If you write array.forEach with an async callback, does the next line wait for those callbacks?",
    "What happens to an error thrown inside one of those callbacks, and in what order do they finish?",
    "How would you process the items one by one, each waiting for the previous?",
    "How would you run them all at the same time and wait for all of them?",
    "If the list has ten thousand URLs, what would you change so you do not flood the server?"
  ],
  "javascript-024": [
    "In a garbage-collected language, what has to be true for an object to leak?",
    "What happens to a listener or setInterval that a component registers but never removes?",
    "What is a detached DOM node, and what keeps it from being freed?",
    "How would you use DevTools to find what is accumulating?",
    "Once you find the cause, what are typical fixes, for example for listeners or caches?"
  ],
  "javascript-025": [
    "How does the engine decide that an object can be freed?",
    "What are the two main phases of the basic collection algorithm?",
    "If two objects reference each other but nothing else references them, are they freed?",
    "Why does V8 treat newly created objects differently from long-lived ones?",
    "How does V8 avoid long pauses, and can your code force a collection?"
  ],
  "javascript-026": [
    "What does your function return, and what state does it keep while the inputs are pending?",
    "What if one of the inputs is a plain number rather than a promise?",
    "If the third promise finishes first, where does its result go in the output?",
    "When exactly do you resolve the outer promise, and what happens on the first failure?",
    "What should happen if the input is an empty array?"
  ],
  "javascript-027": [
    "How does V8 go from source code to fast machine code for a hot function?",
    "What does V8 track internally about the layout of each object?",
    "Why is a property access that always sees one object layout faster than one that sees many?",
    "What happens if an optimized function suddenly receives a string where it always got numbers?",
    "What coding habits help the engine, for example in constructors or with delete?"
  ],
  "javascript-028": [
    "What would you use to run a heavy computation off the main thread in the browser, and in Node?",
    "Can a worker update the DOM, and how does it talk to the main thread?",
    "When you send a large ArrayBuffer to a worker, is it copied, and can you avoid that?",
    "Is there a way for the main thread and a worker to share memory directly, and what does the browser require?",
    "Would you create a new worker for each small task?"
  ],
  "javascript-029": [
    "What does a Proxy let you intercept when code reads or writes an object's properties?",
    "Inside a set trap, why would you call Reflect.set rather than assigning to the target directly?",
    "What real features have you seen built on proxies?",
    "What does wrapping an object in a Proxy cost you, and is the proxy equal to the target?",
    "What happens if you put a Map or a class with private fields behind a proxy?"
  ],
  "javascript-030": [
    "What does an object need so you can use it in a for...of loop?",
    "Which language features besides for...of consume iterables?",
    "What happens when you call a generator function, and when does its body run?",
    "How would you represent an endless sequence of IDs without running out of memory?",
    "How would you loop over every page of a paginated API as if it were one stream?"
  ],
  "javascript-031": [
    "What data structure would hold the listeners for each event name?",
    "How would a caller unsubscribe, and what could on return to make that easy?",
    "What can go wrong if a listener removes itself while emit is looping over the list?",
    "How would you make a listener fire only the first time an event is emitted?",
    "What should happen to the other listeners if one of them throws?"
  ],
  "javascript-032": [
    "What does the basic loop look like, and when does it return?",
    "How long would you wait before the third attempt, and when do you give up?",
    "If a thousand clients fail at the same moment, what happens when they all retry on the same schedule?",
    "Would you retry a 404 or a 400, and what about a 429 with a Retry-After header?",
    "If the user navigates away, how do you stop both the pending request and the wait before the next attempt?"
  ]
}
