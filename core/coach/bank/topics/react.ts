/** The React questions of the built-in bank. */
import type { BankQuestion } from "../types.ts"

export const questions: ReadonlyArray<BankQuestion> = [
  {
    id: "react-001",
    topic: "react",
    difficulty: "easy",
    kind: "concept",
    text: "What is the virtual DOM in React, and how does reconciliation use it to update the page?",
    talkingPoints: [
      { point: "The virtual DOM is a lightweight in-memory tree of plain JavaScript objects describing the UI.",
        cues: [["in memory", "javascript object", "plain object", "lightweight", "representation", "copy of the dom", "description of the ui"]] },
      { point: "On every render React builds a new tree and diffs it against the previous one; that comparison is reconciliation.",
        cues: [["diff", "compare", "compared", "comparison", "comparing"], ["previous", "old tree", "old trees", "last render", "before", "new tree", "new trees"]] },
      { point: "Only the minimal set of changes is applied to the real DOM, because touching the real DOM is the expensive part.",
        cues: [["real dom", "actual dom", "browser dom"], ["minimal", "only the change", "only what changed", "fewest", "expensive", "slow", "costly"]] },
      { point: "The diff relies on heuristics: a changed element type replaces the subtree and keys match list children, keeping it roughly linear.",
        cues: [["heuristic", "element type", "different type", "key", "o(n)", "linear"]] }
    ],
    modelAnswer: "The virtual DOM is a lightweight in-memory representation of the UI, a tree of plain JavaScript objects that components return when they render. When state or props change, React renders again to produce a new tree and diffs it against the previous one; that process is reconciliation. React then applies only the minimal set of changes to the real DOM, because touching the real DOM and triggering layout is the expensive part. To keep the diff fast, React uses heuristics instead of a full tree comparison: if an element type changes it throws away that subtree and rebuilds it, and in lists it uses keys to match children between renders, so the whole thing runs in roughly linear time.",
    tags: ["rendering", "virtual-dom", "reconciliation"]
  },
  {
    id: "react-002",
    topic: "react",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between props and state in React?",
    talkingPoints: [
      { point: "Props are inputs passed in from the parent and are read-only inside the child.",
        cues: [["prop"], ["parent", "passed in", "pass down", "read only", "immutable", "cannot change", "can't change", "argument"]] },
      { point: "State is data the component owns and manages itself, and it can change over time.",
        cues: [["state", "states"], ["own", "internal", "inside the component", "local", "manage", "change over time", "private"]] },
      { point: "Calling the state setter schedules a re-render, while mutating values directly does not update the screen.",
        cues: [["setter", "setstate", "set state", "set function", "usestate", "use state", "update function"], ["re render", "rerender", "render again", "trigger"]] },
      { point: "Data flows one way, so a child changes parent data by calling a callback the parent passed down as a prop.",
        cues: [["callback", "one way", "unidirectional", "function as a prop", "handler", "top down"]] }
    ],
    modelAnswer: "Props are the inputs a component receives from its parent, like function arguments, and they are read-only inside the child. State is data the component owns and manages itself, and it can change over time, for example a form field value or whether a menu is open. When you call the state setter from useState, React schedules a re-render with the new value, whereas mutating a variable or the state object directly does nothing visible. Because data flows one way, down the tree, a child that needs to change something in its parent calls a callback that the parent passed down as a prop. A useful rule of thumb is that if a value can be computed from props, it should not be copied into state.",
    tags: ["props", "state", "fundamentals"]
  },
  {
    id: "react-003",
    topic: "react",
    difficulty: "easy",
    kind: "concept",
    text: "Why does React ask for a key prop when you render a list, and what goes wrong if you use the array index as the key?",
    talkingPoints: [
      { point: "Keys give each list item a stable identity so React can match items between renders.",
        cues: [["identity", "identify", "match", "track", "which item", "stable"]] },
      { point: "With good keys React can move, insert or remove only the affected items instead of guessing by position.",
        cues: [["move", "moved", "insert", "reorder", "reuse", "reused", "efficient", "only the affected", "just the affected"]] },
      { point: "Index keys break when items are reordered, inserted or deleted: component state and DOM such as input values stick to the wrong item.",
        cues: [["index"], ["reorder", "insert", "delete", "deleted", "remove", "removed", "sort", "wrong item", "wrong row", "shift"]] },
      { point: "Keys should be stable unique ids from the data, unique among siblings; the index is fine only for static lists.",
        cues: [["unique", "database id", "id from the data", "stable id", "sibling", "static list"]] },
      { point: "Changing a component's key deliberately makes React remount it, which resets its state.",
        cues: [["remount", "reset", "fresh instance", "unmount"]] }
    ],
    modelAnswer: "Keys give each item in a list a stable identity, so when the list changes React can match each child with the one it rendered last time. That lets it move, insert or remove just the affected items instead of guessing by position. If you use the array index as the key, things break as soon as items are reordered, inserted at the top or deleted, because the index shifts and React attaches component state and DOM, such as a typed input value or focus, to the wrong item. The right key is a stable unique id from the data, like a database id, and it only needs to be unique among siblings. The index is acceptable only for static lists that never change order. A related trick: changing a component's key deliberately makes React remount it, which resets its state.",
    tags: ["lists", "keys", "reconciliation"]
  },
  {
    id: "react-004",
    topic: "react",
    difficulty: "easy",
    kind: "concept",
    text: "What is JSX, and what does it turn into when your code is built?",
    talkingPoints: [
      { point: "JSX is a syntax extension that lets you write HTML-like markup inside JavaScript.",
        cues: [["syntax extension", "syntax", "html like", "markup", "xml like", "looks like html"]] },
      { point: "A compiler such as Babel, SWC or TypeScript turns each tag into a function call, React.createElement or the automatic jsx runtime.",
        cues: [["babel", "compiler", "compile", "transpile", "swc", "typescript", "build"], ["createelement", "create element", "function call", "jsx runtime", "jsx function"]] },
      { point: "Those calls return plain element objects describing type, props and children, not real DOM nodes.",
        cues: [["object", "react element"], ["type", "prop", "children", "not a real dom", "not the dom", "describ"]] },
      { point: "Expressions go in curly braces, attributes use JavaScript names like className, and rendered strings are escaped, which helps against XSS.",
        cues: [["curly brace", "brace", "classname", "class name", "camelcase", "camel case", "htmlfor", "html for", "escape", "xss"]] }
    ],
    modelAnswer: "JSX is a syntax extension for JavaScript that lets you describe UI with HTML-like markup right next to the logic. Browsers cannot run it, so at build time a compiler such as Babel, SWC or TypeScript transforms every tag into a function call, historically React.createElement and now the automatic jsx runtime function. Each call just returns a plain JavaScript object, a React element, describing the type, the props and the children; it is not a real DOM node. Inside JSX you embed expressions in curly braces, attributes follow JavaScript naming so you write className and htmlFor, and any strings you render are escaped by default, which protects against most XSS injection.",
    tags: ["jsx", "tooling", "fundamentals"]
  },
  {
    id: "react-005",
    topic: "react",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between controlled and uncontrolled form inputs in React?",
    talkingPoints: [
      { point: "A controlled input gets its value from React state and updates that state through an onChange handler.",
        cues: [["controlled"], ["state", "states", "value prop", "onchange", "on change"]] },
      { point: "React state becomes the single source of truth, so you can validate or format on every keystroke.",
        cues: [["single source of truth", "source of truth", "validate", "validation", "every keystroke", "each keystroke", "format"]] },
      { point: "An uncontrolled input keeps its own value in the DOM, read through a ref or FormData when needed.",
        cues: [["uncontrolled"], ["ref", "useref", "use ref", "formdata", "form data", "the dom", "defaultvalue", "default value"]] },
      { point: "Uncontrolled inputs mean less code and fewer re-renders, suiting simple forms, file inputs and libraries like React Hook Form.",
        cues: [["fewer re render", "less re render", "fewer render", "less code", "file input", "react hook form", "simple form"]] }
    ],
    modelAnswer: "A controlled input takes its value from React state through the value prop, and every change goes through an onChange handler that updates that state. That makes React the single source of truth, so you can validate, format or block input on every keystroke and keep other UI in sync. An uncontrolled input keeps its own value in the DOM, you give it at most a defaultValue, and you read it when needed through a ref or from FormData when the form is submitted. Uncontrolled inputs mean less code and fewer re-renders, which suits simple forms, file inputs that cannot be controlled anyway, and libraries like React Hook Form that are built on them. I use controlled inputs when the UI must react to each change.",
    tags: ["forms", "state"]
  },
  {
    id: "react-006",
    topic: "react",
    difficulty: "easy",
    kind: "concept",
    text: "What does the useEffect hook do, and how do its dependency array and cleanup function work?",
    talkingPoints: [
      { point: "useEffect runs side effects that synchronize a component with something outside React.",
        cues: [["side effect", "outside react", "external system", "sync", "synchronize", "synchronise", "subscription"]] },
      { point: "Effects run after React commits the render and the browser paints, never during rendering.",
        cues: [["after"], ["paint", "commit", "on screen"]] },
      { point: "No array means every render, an empty array means only after mount, and listed values re-run it when any of them changes.",
        cues: [["dependency", "dependencies", "deps", "array"], ["every render", "mount", "change", "empty"]] },
      { point: "The returned cleanup runs before the effect re-runs and on unmount, to unsubscribe, clear timers or abort requests.",
        cues: [["cleanup", "clean up", "return a function", "returned function"], ["unmount", "unsubscribe", "clear", "abort", "before the next", "re run", "rerun", "runs again"]] },
      { point: "Every value the effect reads belongs in the dependencies, otherwise it sees stale values; the exhaustive-deps lint rule helps.",
        cues: [["stale", "exhaustive deps", "lint", "missing dependency", "eslint"]] }
    ],
    modelAnswer: "useEffect lets a component run side effects, meaning code that synchronizes it with something outside React, such as a subscription, a timer, the document title or a network request. The effect runs after React has committed the render and the browser has painted, never during rendering itself. The dependency array controls when it runs again: with no array it runs after every render, with an empty array only once after mount, and with values listed it re-runs whenever one of them changes. If the effect returns a function, that cleanup runs before the effect runs again and when the component unmounts, which is where you unsubscribe, clear timers or abort requests. You should list every value the effect reads, and the exhaustive-deps lint rule helps, because missing ones leave you with stale values.",
    tags: ["hooks", "effects"]
  },
  {
    id: "react-007",
    topic: "react",
    difficulty: "easy",
    kind: "concept",
    text: "What are the rules of hooks, and why does React need them?",
    talkingPoints: [
      { point: "Call hooks only at the top level, never inside conditions, loops, nested functions or after an early return.",
        cues: [["top level", "condition", "loop", "if statement", "nested function", "early return"]] },
      { point: "Call hooks only from function components or custom hooks, not from regular functions or classes.",
        cues: [["custom hook", "function component", "react function", "regular function", "plain function", "class component"]] },
      { point: "React identifies each hook by its call order, storing hook state in a list per component, so the order must be identical every render.",
        cues: [["order", "sequence", "sequences", "position", "index", "slot", "linked list"]] },
      { point: "Breaking the order mixes up state between hooks; the react-hooks ESLint plugin catches violations.",
        cues: [["lint", "eslint", "plugin", "mix up", "mixed up", "wrong state", "wrong slot"]] }
    ],
    modelAnswer: "There are two rules. First, call hooks only at the top level of your component, never inside conditions, loops or nested functions, and never after an early return. Second, call them only from React function components or from custom hooks, not from regular JavaScript functions or class components. The reason is that React does not identify hooks by name; it stores each component's hook state in a list and matches each call to its slot by call order. If a hook is skipped on one render, every later hook reads the wrong slot and state gets mixed up. The eslint-plugin-react-hooks lint rules catch both mistakes while you code, so I always keep them enabled.",
    tags: ["hooks", "fundamentals"]
  },
  {
    id: "react-008",
    topic: "react",
    difficulty: "easy",
    kind: "concept",
    text: "What does lifting state up mean in React, and when would you do it?",
    talkingPoints: [
      { point: "When several components need the same data, move the state to their closest common parent.",
        cues: [["common parent", "closest parent", "nearest parent", "common ancestor", "shared parent", "parent component"]] },
      { point: "The parent passes the value down as props plus callbacks so children can request changes.",
        cues: [["callback", "handler", "setter", "onchange", "on change", "function as a prop"]] },
      { point: "This gives a single source of truth, so siblings cannot drift out of sync.",
        cues: [["single source of truth", "source of truth", "out of sync", "in sync", "consistent", "disagree"]] },
      { point: "Lifting too high causes prop drilling and wider re-renders, where context, composition or a store fits better.",
        cues: [["prop drill", "drilling", "context", "composition", "store", "stored", "too high"]] }
    ],
    modelAnswer: "Lifting state up means that when two or more components need to share or change the same data, you move that state out of them and into their closest common parent. The parent owns the value, passes it down as props, and also passes callback functions such as onChange so the children can ask for changes. That gives one single source of truth, so for example a filter box and the results list can never disagree or drift out of sync. I do it as soon as I notice two siblings duplicating state. The trade-off is that lifting too high causes prop drilling through layers that do not care about the value and re-renders a larger subtree, and at that point context, component composition or a store is the better tool.",
    tags: ["state", "component-design"]
  },
  {
    id: "react-009",
    topic: "react",
    difficulty: "easy",
    kind: "concept",
    text: "How do function components differ from class components, and why do most teams now write function components?",
    talkingPoints: [
      { point: "Class components extend React.Component, keep state in this.state and react through lifecycle methods like componentDidMount.",
        cues: [["lifecycle", "componentdidmount", "component did mount", "this.state", "setstate", "set state", "extend", "render method"]] },
      { point: "Function components are plain functions returning JSX that get state and effects through hooks.",
        cues: [["hook", "usestate", "use state", "useeffect", "use effect"]] },
      { point: "Custom hooks let you reuse stateful logic, replacing higher-order components and render props.",
        cues: [["reuse", "reused", "custom hook", "higher order", "hoc", "render prop", "share logic", "sharing logic"]] },
      { point: "Function code is shorter, avoids this-binding bugs and keeps related logic together instead of splitting it across lifecycle methods.",
        cues: [["shorter", "less code", "boilerplate", "this binding", "bind", "together", "concise"]] },
      { point: "Error boundaries still have to be class components.",
        cues: [["error boundary", "error boundaries", "componentdidcatch", "component did catch", "getderivedstatefromerror", "get derived state from error"]] }
    ],
    modelAnswer: "A class component extends React.Component, keeps its state in this.state, updates it with setState, and reacts to lifecycle methods like componentDidMount and componentDidUpdate. A function component is just a function that takes props and returns JSX, and since React 16.8 it gets state, effects and context through hooks like useState and useEffect. Most teams prefer functions because custom hooks let you reuse stateful logic cleanly, which used to need higher-order components or render props. The code is also shorter, there is no this binding to get wrong, and related logic sits together in one effect instead of being split across several lifecycle methods. Classes are still required in one place: error boundaries, which need componentDidCatch or getDerivedStateFromError.",
    tags: ["components", "hooks", "classes"]
  },
  {
    id: "react-010",
    topic: "react",
    difficulty: "easy",
    kind: "concept",
    text: "What is useRef used for, and how is it different from state?",
    talkingPoints: [
      { point: "useRef returns a mutable object whose current property persists across renders.",
        cues: [["current", "mutable", "persist", "across render", "same object", "box"]] },
      { point: "Changing ref.current does not trigger a re-render, unlike setting state.",
        cues: [["does not", "doesn't", "without", "no re", "not trigger", "not cause"], ["re render", "rerender", "render"]] },
      { point: "Its most common use is holding a DOM node, for example to focus, scroll or measure an element.",
        cues: [["dom node", "dom element", "focus", "measure", "scroll", "element"]] },
      { point: "It also holds mutable values that are not displayed, such as timer ids or previous values.",
        cues: [["timer", "interval", "timeout", "previous value", "instance variable", "not displayed", "not shown"]] },
      { point: "Refs should not be read or written during render, because React cannot track them.",
        cues: [["during render", "while render", "in render", "cannot track", "can't track", "unpredictable"]] }
    ],
    modelAnswer: "useRef gives you a mutable object with a current property, and React keeps the same object for the whole lifetime of the component, so the value persists across renders. The key difference from state is that changing ref.current does not trigger a re-render; React simply does not know about it. The most common use is pointing at a DOM node by passing the ref to an element, so you can focus an input, scroll to it or measure its size. It is also the place for mutable values that are not displayed, such as a timer id from setInterval, a previous value, or a flag saying whether a request is in flight. One caution: avoid reading or writing refs during render, because then the output depends on something React cannot track.",
    tags: ["hooks", "refs"]
  },
  {
    id: "react-011",
    topic: "react",
    difficulty: "medium",
    kind: "coding",
    text: "If a click handler calls setCount(count + 1) three times in a row, what does the count become, and how would you make it increase by three?",
    talkingPoints: [
      { point: "State is a snapshot per render, so all three calls read the same value of count.",
        cues: [["snapshot", "same value", "captured", "stale", "fixed for that render"]] },
      { point: "The updates are batched into one re-render and the count only goes up by one.",
        cues: [["plus one", "by one", "by 1", "only one", "just one"]] },
      { point: "Passing an updater function such as c => c + 1 queues updates that each receive the latest pending value.",
        cues: [["updater", "functional update", "function form", "callback form", "pass a function", "previous state", "prev"]] },
      { point: "Use the updater form whenever the new state depends on the previous state.",
        cues: [["depend", "based on"], ["previous", "old", "prior", "current"]] }
    ],
    modelAnswer: "It becomes count plus one, not plus three. Inside that render the count variable is a snapshot: all three calls read the same value, say zero, and each asks React to set the state to one. React batches the updates and re-renders once, so the count only goes up by one. To add three, pass an updater function instead, setCount(c => c + 1) three times. React queues those updaters and runs them in order, each receiving the latest pending value, so you get three. My rule is to use the updater form whenever the new state depends on the previous state, especially in async callbacks and effects where the captured value may already be stale.",
    tags: ["state", "batching", "hooks"]
  },
  {
    id: "react-012",
    topic: "react",
    difficulty: "medium",
    kind: "concept",
    text: "What are useMemo and useCallback, how do they differ, and when is using them a waste?",
    talkingPoints: [
      { point: "useMemo caches the result of a calculation between renders until a dependency changes.",
        cues: [["usememo", "use memo"], ["value", "result", "calculation", "computation", "compute", "computed"]] },
      { point: "useCallback caches the function itself, giving a stable function reference; it is useMemo returning a function.",
        cues: [["usecallback", "use callback"], ["function", "reference", "identity"]] },
      { point: "They matter when something depends on a stable reference, such as props of a React.memo child or effect dependencies.",
        cues: [["react.memo", "react memo", "memo", "memoized child", "dependency", "referential", "same reference", "stable reference"]] },
      { point: "They cost memory and comparisons, so memoizing cheap work or handlers for plain DOM elements is pure overhead; measure first.",
        cues: [["cheap", "overhead", "cost", "costs", "premature", "measure", "not free"]] },
      { point: "The React Compiler can now add this memoization automatically.",
        cues: [["react compiler", "compiler", "automatically"]] }
    ],
    modelAnswer: "useMemo caches the result of a calculation between renders and recomputes it only when one of its dependencies changes, so it suits expensive derived values like filtering a big list. useCallback caches the function itself, so you get the same function reference across renders; it is really useMemo returning a function. Both matter mainly when something relies on a stable reference, for example props passed to a child wrapped in React.memo, or values used as effect dependencies. They are not free, though: each one costs memory and a dependency comparison, so memoizing a cheap calculation or a handler passed to a plain button is pure overhead. I measure with the Profiler before adding them, and with the React Compiler much of this memoization is now done automatically.",
    tags: ["hooks", "performance", "memoization"]
  },
  {
    id: "react-013",
    topic: "react",
    difficulty: "medium",
    kind: "concept",
    text: "What causes a React component to re-render, and how does React.memo change that?",
    talkingPoints: [
      { point: "A component re-renders when its state changes, a context it reads changes, or its parent re-renders.",
        cues: [["parent re render", "parent rerender", "parent render", "parent"], ["state", "states", "context"]] },
      { point: "By default every child re-renders with its parent even when its props are unchanged.",
        cues: [["by default", "all children", "every child", "even if", "regardless", "whole subtree"]] },
      { point: "React.memo shallowly compares props and skips the render when they are equal.",
        cues: [["memo"], ["shallow", "same prop", "equal", "unchanged", "skip"]] },
      { point: "Inline objects, arrays or functions are new references each render and defeat memo unless stabilised.",
        cues: [["inline", "new object", "new function", "new array", "reference", "identity", "usecallback", "use callback"]] },
      { point: "A re-render is not a DOM update and is usually cheap, so optimise only when profiling shows a cost.",
        cues: [["dom update", "cheap", "profile", "profiler", "measure"]] }
    ],
    modelAnswer: "A component re-renders when its own state changes, when a context it reads changes, or when its parent re-renders. That last one surprises people: by default every child re-renders along with the parent, even if its props are exactly the same. Wrapping a component in React.memo changes that, because React shallowly compares the new props with the previous ones and skips the render when they are equal. The catch is referential identity: an inline object, array or arrow function is a new reference on every render, which defeats memo, so you stabilise those with useMemo and useCallback or pass primitives. It is also worth remembering that a re-render is not a DOM update; it is usually cheap, so I only optimise once the Profiler shows a real cost.",
    tags: ["rendering", "performance", "memoization"]
  },
  {
    id: "react-014",
    topic: "react",
    difficulty: "medium",
    kind: "concept",
    text: "When would you use React Context, and what performance problems can it cause?",
    talkingPoints: [
      { point: "Context lets a Provider make a value available to any descendant without prop drilling.",
        cues: [["prop drill", "drilling", "provider", "without passing", "every level"]] },
      { point: "It suits global values that change rarely, like theme, locale or the signed-in user.",
        cues: [["the theme", "dark mode", "language", "current user", "signed in user", "logged in user", "rarely"]] },
      { point: "Every consumer re-renders when the provider value changes, even if it uses only part of it.",
        cues: [["every consumer", "all consumer", "every component that", "all component"], ["re render", "rerender"]] },
      { point: "Passing a new object literal as the value re-renders all consumers on each provider render; memoize the value.",
        cues: [["object literal", "new object", "usememo", "use memo", "memoize", "memoized", "memoise", "stable value"]] },
      { point: "For frequently changing state, split contexts or use a store with selectors.",
        cues: [["split", "separate context", "selector", "zustand", "redux"]] }
    ],
    modelAnswer: "Context lets a Provider make a value available to any component below it without prop drilling through every level. I use it for global values that change rarely, like the theme, the locale, the signed-in user or a service object. The performance catch is that every consumer re-renders whenever the provider value changes, even if it only reads one field, and memo on a component in between does not stop that. A classic bug is passing an object literal as the value, which creates a new object on each provider render and re-renders all consumers; wrapping it in useMemo fixes that. For larger or frequently changing state I split contexts, for example state and dispatch separately, or switch to a store with selectors such as Redux or Zustand, so components subscribe only to what they use.",
    tags: ["context", "state-management", "performance"]
  },
  {
    id: "react-015",
    topic: "react",
    difficulty: "medium",
    kind: "coding",
    text: "How would you write a custom hook called useDebounce, and what would you watch out for?",
    talkingPoints: [
      { point: "A custom hook is a function whose name starts with use and which calls other hooks.",
        cues: [["starts with use", "start with use", "use prefix", "prefix", "other hook", "compose"]] },
      { point: "Keep the debounced value in state and, in an effect, start a timeout that sets it after the delay.",
        cues: [["settimeout", "set timeout", "timeout", "timer"], ["delay", "state", "states", "after"]] },
      { point: "The effect's cleanup clears the previous timeout whenever the value changes, so only the last change wins.",
        cues: [["cleartimeout", "clear timeout", "clear", "cancel"], ["previous", "last change", "each change", "every change", "cleanup", "unmount"]] },
      { point: "The value and the delay must both be in the dependency array.",
        cues: [["dependency", "dependencies", "deps"], ["value", "delay"]] },
      { point: "To debounce a callback instead, keep the latest function in a ref to avoid stale closures.",
        cues: [["stale", "latest function", "ref", "useref", "use ref"]] }
    ],
    modelAnswer: "A custom hook is just a function whose name starts with use and which calls other hooks, so useDebounce takes a value and a delay and returns the debounced value. Inside, I keep the debounced value in useState. In a useEffect I start a setTimeout that sets that state after the delay. The effect returns a cleanup that calls clearTimeout, so whenever the value changes before the timer fires, the previous timeout is cancelled and only the last change gets through; the same cleanup also prevents an update after unmount. The dependency array must contain the value and the delay. A typical use is a search box that fetches only after typing pauses. If instead you want to debounce a callback, keep the latest function in a ref so the timer never calls a stale closure.",
    tags: ["hooks", "custom-hooks", "effects"]
  },
  {
    id: "react-016",
    topic: "react",
    difficulty: "medium",
    kind: "coding",
    text: "A component starts a setInterval inside useEffect with an empty dependency array and calls setCount(count + 1) on each tick, but the counter sticks at one. Why, and how do you fix it?",
    talkingPoints: [
      { point: "The interval callback is a stale closure that captured count from the first render.",
        cues: [["stale closure", "closure", "captured", "first render", "initial render"]] },
      { point: "Every tick computes zero plus one, so the state is set to the same value again and again.",
        cues: [["every tick", "each tick", "each time", "every time", "always"], ["zero", "0", "same value", "initial value"]] },
      { point: "The updater form setCount(c => c + 1) fixes it without needing count as a dependency.",
        cues: [["updater", "functional update", "function form", "callback form", "pass a function", "previous value", "prev"]] },
      { point: "Alternatives are adding count to the dependencies so the interval is recreated, or reading the latest value from a ref.",
        cues: [["dependency", "dependencies", "deps", "ref", "useref", "use ref"], ["recreate", "recreated", "torn down", "tear down", "restart", "latest value", "current value"]] },
      { point: "The effect must return a cleanup that clears the interval.",
        cues: [["clearinterval", "clear interval", "clear"], ["cleanup", "clean up", "unmount", "return"]] }
    ],
    modelAnswer: "The effect runs once, after the first render, so the interval callback is a closure that captured count from that render, when it was zero. That is a stale closure: on each tick it computes zero plus one and sets the state to one, which React sees as the same value, so nothing changes after the first tick. The cleanest fix is the updater form, setCount(c => c + 1), because React passes in the current value and the effect no longer needs count at all. Another option is to add count to the dependency array so the interval is torn down and recreated on every change, or to read the latest value from a ref. Either way the effect must return a cleanup that calls clearInterval, otherwise intervals leak and keep running after unmount.",
    tags: ["hooks", "closures", "effects", "debugging"]
  },
  {
    id: "react-017",
    topic: "react",
    difficulty: "medium",
    kind: "concept",
    text: "What is the difference between useEffect and useLayoutEffect, and when would you pick the layout version?",
    talkingPoints: [
      { point: "useEffect runs after the browser paints, so it does not block the screen update and is the right default.",
        cues: [["useeffect", "use effect", "regular effect", "normal effect"], ["paint", "non blocking", "doesn't block", "does not block", "asynchronous"]] },
      { point: "useLayoutEffect runs synchronously after DOM changes but before the browser paints.",
        cues: [["uselayouteffect", "use layout effect", "layout effect"], ["before", "synchronous", "synchronously", "blocking"]] },
      { point: "Use it to measure layout, such as size or position, and adjust before the user sees a flicker.",
        cues: [["measure", "size", "position", "flicker", "tooltip", "getboundingclientrect"]] },
      { point: "It blocks painting, so use it sparingly.",
        cues: [["sparingly", "rarely", "overuse", "hurt", "block paint", "blocks paint"]] },
      { point: "It does not run during server rendering.",
        cues: [["server", "ssr", "server side"]] }
    ],
    modelAnswer: "Both run after React has updated the DOM, but the timing differs. useEffect runs after the browser has painted, so it does not block the user from seeing the update, and that is the right default for subscriptions, fetching and logging. useLayoutEffect runs synchronously after the DOM changes but before the browser paints, so anything it does, including a state update, is applied before the user sees the frame. I pick it when I need to measure layout, for example reading an element's size or position to place a tooltip, and then adjust it without a visible flicker. Because it blocks painting, heavy work there hurts responsiveness, so I use it sparingly. It also does nothing during server rendering, which is why frameworks warn about it in SSR code.",
    tags: ["hooks", "effects", "rendering"]
  },
  {
    id: "react-018",
    topic: "react",
    difficulty: "medium",
    kind: "concept",
    text: "What is an error boundary in React, and what kinds of errors does it not catch?",
    talkingPoints: [
      { point: "An error boundary catches errors thrown while rendering its child tree and shows a fallback UI instead of crashing the app.",
        cues: [["fallback", "backup ui", "error ui", "error screen", "instead of crash"]] },
      { point: "It must be a class component using getDerivedStateFromError and componentDidCatch, or a library such as react-error-boundary.",
        cues: [["class", "getderivedstatefromerror", "get derived state from error", "componentdidcatch", "component did catch", "react error boundary"]] },
      { point: "It does not catch errors in event handlers, asynchronous code like timers or promises, server rendering, or the boundary itself.",
        cues: [["event handler", "async", "asynchronous", "settimeout", "set timeout", "promise"]] },
      { point: "Without one an uncaught render error unmounts the whole tree, so place boundaries around routes or widgets and report errors.",
        cues: [["around routes", "routes", "widget", "widgets", "sentry", "monitoring service", "entire tree", "whole tree"]] }
    ],
    modelAnswer: "An error boundary is a component that catches errors thrown while rendering, in lifecycle methods or in constructors anywhere in its child tree, and shows a fallback UI instead of letting the whole app crash. It has to be a class component that implements getDerivedStateFromError to switch to the fallback and componentDidCatch to log, though most people use the react-error-boundary package. It does not catch errors in event handlers, in asynchronous code such as setTimeout callbacks or promises, during server rendering, or errors thrown by the boundary itself; for those you use try and catch, or put the error into state so that a render throws it. Without any boundary an uncaught render error unmounts the entire tree, so I put boundaries around routes and independent widgets and report errors to a monitoring service like Sentry.",
    tags: ["error-handling", "components"]
  },
  {
    id: "react-019",
    topic: "react",
    difficulty: "medium",
    kind: "concept",
    text: "How do you code-split a React application, and what roles do React.lazy and Suspense play?",
    talkingPoints: [
      { point: "Code splitting breaks the bundle into chunks loaded on demand, reducing the initial download.",
        cues: [["chunk", "smaller bundle", "initial load", "on demand", "initial bundle", "split the bundle", "up front"]] },
      { point: "A dynamic import tells the bundler to emit a separate chunk.",
        cues: [["dynamic import", "dynamically import", "import call", "import function"]] },
      { point: "React.lazy wraps a dynamic import so a component's code is fetched the first time it renders.",
        cues: [["react.lazy", "react lazy", "lazy", "lazily", "lazy load"], ["dynamic import", "import", "first time", "first render", "on demand", "when it renders"]] },
      { point: "Suspense shows a fallback such as a spinner while the lazy component loads.",
        cues: [["suspense"], ["fallback", "spinner", "loading", "placeholder", "skeleton"]] },
      { point: "Split by route first, then heavy rarely used pieces like modals, charts or editors, and prefetch likely chunks.",
        cues: [["route", "routed", "page", "modal", "chart", "editor", "prefetch", "preload"]] }
    ],
    modelAnswer: "Code splitting breaks one large JavaScript bundle into smaller chunks that are loaded on demand, so users download less up front and the app becomes interactive sooner. The mechanism is the dynamic import call, which tells bundlers like Vite or webpack to emit a separate chunk. React.lazy wraps such an import, so the component's code is only fetched the first time it is rendered. While that chunk is downloading the component suspends, and the nearest Suspense boundary shows its fallback, such as a spinner or skeleton. I split by route first, because that gives the biggest win, and then split heavy, rarely used pieces like modals, charts or rich text editors. To hide the delay, you can prefetch a chunk when the user hovers a link.",
    tags: ["performance", "code-splitting", "suspense"]
  },
  {
    id: "react-020",
    topic: "react",
    difficulty: "medium",
    kind: "concept",
    text: "When would you choose useReducer over useState?",
    talkingPoints: [
      { point: "useReducer suits complex state where several related values change together.",
        cues: [["complex", "several", "multiple", "related"], ["value", "values", "field", "fields", "pieces of state", "transition", "transitions"]] },
      { point: "All transitions live in one pure reducer function taking state and an action and returning the next state.",
        cues: [["pure", "one place", "single place", "centralize", "centralized", "centralise", "centralised"]] },
      { point: "Components dispatch named actions describing what happened, and the reducer is easy to unit test.",
        cues: [["dispatch", "dispatches", "named action", "named actions"], ["what happened", "describe", "unit test", "unit tested", "test the reducer"]] },
      { point: "dispatch is stable across renders, so passing it down does not break memoization.",
        cues: [["stable", "never change", "doesn't change", "same function", "identity"]] },
      { point: "useState is simpler for independent values like a boolean or a single input.",
        cues: [["usestate", "use state"], ["simple", "independent", "single", "primitive", "boolean", "toggle"]] }
    ],
    modelAnswer: "I reach for useReducer when state is complex: several related values that change together, like a form with status, data and errors, or when the next state depends on the previous one in many different ways. All the transitions then live in one pure reducer function that takes the current state and an action and returns the next state, so the logic is centralized instead of scattered across handlers. Components just dispatch named actions that describe what happened, which reads clearly, and the reducer can be unit tested without rendering anything. The dispatch function is also stable across renders, so passing it down through context does not break memoization. For simple independent values, like a boolean toggle or a single input, useState is shorter and clearer.",
    tags: ["hooks", "state", "reducers"]
  },
  {
    id: "react-021",
    topic: "react",
    difficulty: "medium",
    kind: "coding",
    text: "If you fetch data inside useEffect whenever a userId prop changes, what race condition can occur, and how do you prevent it?",
    talkingPoints: [
      { point: "Responses can arrive out of order, so an older slower response overwrites the newer one and shows the wrong user.",
        cues: [["out of order", "older response", "slower", "wrong user", "overwrite", "stale response"]] },
      { point: "A cleanup can set an ignore flag so outdated responses are discarded.",
        cues: [["ignore", "flag", "discard", "boolean", "cancelled", "canceled"]] },
      { point: "Better, an AbortController aborted in the cleanup cancels the previous request itself.",
        cues: [["abortcontroller", "abort controller", "abort"]] },
      { point: "Track loading and error states explicitly.",
        cues: [["loading", "error state", "pending"]] },
      { point: "In real apps a data library such as TanStack Query or SWR, or server-side fetching, handles races, caching and retries.",
        cues: [["tanstack", "tan stack", "react query", "swr", "rtk query", "server component", "loader", "library"]] }
    ],
    modelAnswer: "If userId changes quickly, say from one to two, two requests are in flight, and if the first one is slower its response arrives last and overwrites the data, so the screen shows the wrong user. The simple fix is a cleanup function: the effect declares a local ignore flag, the cleanup sets it to true when the id changes or the component unmounts, and the handler discards the response if the flag is set. Better still, create an AbortController in the effect and call abort in the cleanup, which also cancels the network request itself. I also track loading and error states explicitly rather than assuming success. In production code I usually let a data-fetching library like TanStack Query or SWR handle this, since they also give caching, deduplication and retries, or I fetch in Server Components or route loaders.",
    tags: ["data-fetching", "effects", "async"]
  },
  {
    id: "react-022",
    topic: "react",
    difficulty: "medium",
    kind: "concept",
    text: "Why do components render twice and effects run twice in development under StrictMode, and what is React trying to catch?",
    talkingPoints: [
      { point: "StrictMode intentionally double-renders and runs effects as setup, cleanup, setup, in development only.",
        cues: [["twice", "double", "doubled", "two time"], ["intentional", "intentionally", "on purpose", "deliberate", "deliberately", "setup cleanup setup"]] },
      { point: "The double render exposes impure components that mutate outside values or cause side effects while rendering.",
        cues: [["impure", "pure", "purity", "side effect"]] },
      { point: "The extra effect cycle exposes missing cleanup, such as duplicate subscriptions or listeners.",
        cues: [["cleanup", "clean up"], ["missing", "lack", "without", "forgot", "duplicate", "added twice", "leak"]] },
      { point: "It prepares code for features that unmount and remount components with state preserved, like Fast Refresh and Activity.",
        cues: [["remount", "fast refresh", "activity", "offscreen", "reusable state"]] },
      { point: "Production builds do not do this, so fix the cleanup rather than blocking the second run with a ref.",
        cues: [["production"], ["doesn't", "does not", "don't", "none", "never", "not in"]] }
    ],
    modelAnswer: "StrictMode intentionally renders each component twice and runs every effect as setup, cleanup and setup again, but only in development. The double render is there to expose impure components: if rendering mutates something outside, like a module-level array, or triggers a side effect, you will see duplicated results. The extra effect cycle exposes missing cleanup, for example a subscription, socket connection or event listener that is added twice and never removed, which would be a real leak when users navigate. It also prepares code for features that unmount and remount components while keeping their state, such as Fast Refresh and the Activity component. None of this happens in production builds, so the fix is never to block the second run with a ref; it is to make the effect clean up properly.",
    tags: ["strict-mode", "effects", "debugging"]
  },
  {
    id: "react-023",
    topic: "react",
    difficulty: "medium",
    kind: "concept",
    text: "How do you test React components, and what does React Testing Library encourage you to do differently from testing implementation details?",
    talkingPoints: [
      { point: "Use a runner like Vitest or Jest with jsdom and React Testing Library to render components.",
        cues: [["jest", "vitest", "jsdom"]] },
      { point: "Query the UI the way a user perceives it: by role, label or visible text rather than classes or internal state.",
        cues: [["role", "label", "getbyrole", "get by role", "visible text", "accessible name"]] },
      { point: "Drive interactions through user-event, which simulates real clicking and typing.",
        cues: [["user event", "userevent", "simulate", "simulated", "fireevent"]] },
      { point: "Use findBy queries or waitFor for asynchronous updates.",
        cues: [["findby", "find by", "waitfor", "wait for", "asynchronous", "async"]] },
      { point: "Mock the network at its boundary, for example with Mock Service Worker, instead of mocking hooks.",
        cues: [["msw", "mock service worker", "mock the network", "mock fetch", "network"]] },
      { point: "Behaviour-focused tests survive refactors of implementation details and still catch real bugs.",
        cues: [["refactor", "refactoring", "brittle", "survive", "break when"]] }
    ],
    modelAnswer: "I use Vitest or Jest with a jsdom environment and React Testing Library to render components. The library pushes you to test behaviour the way a user experiences it, so you query by role, label or visible text, such as getByRole for a button with a given name, rather than by CSS classes, component instances or internal state. Interactions go through the user-event package, which simulates real clicking and typing including focus and keyboard events. For anything asynchronous you use findBy queries or waitFor so the test waits for the UI to settle. I mock the network at its boundary with Mock Service Worker instead of mocking hooks or modules. The payoff is that tests do not break when you refactor implementation details, while they still catch broken behaviour and accessibility problems.",
    tags: ["testing", "tooling"]
  },
  {
    id: "react-024",
    topic: "react",
    difficulty: "hard",
    kind: "concept",
    text: "Explain React's Fiber architecture and the difference between the render phase and the commit phase.",
    talkingPoints: [
      { point: "Fiber is the reconciler since React 16, where each component instance is a fiber node, a unit of work linked to parent, child and sibling.",
        cues: [["fiber"], ["unit of work", "node", "nodes", "linked list", "data structure", "reconciler", "rewrite"]] },
      { point: "Splitting work into units lets React pause, yield, resume, prioritise or abandon rendering, which enables concurrent features.",
        cues: [["pause", "interrupt", "resume", "yield", "abandon", "priority", "prioritize", "prioritise"]] },
      { point: "The render phase calls components and diffs to compute changes; it may run more than once or be discarded, so it must be pure.",
        cues: [["render phase"], ["pure", "more than once", "multiple time", "thrown away", "discard", "compute", "computed"]] },
      { point: "The commit phase applies changes to the DOM synchronously without interruption, then runs layout effects and later passive effects.",
        cues: [["commit phase", "commit"], ["dom", "synchronous", "cannot be interrupted", "can't be interrupted", "uninterrupt", "all at once"]] },
      { point: "React keeps a current tree and a work-in-progress tree and swaps them on commit.",
        cues: [["work in progress", "double buffer", "two tree", "two trees", "alternate", "current tree", "current trees"]] }
    ],
    modelAnswer: "Fiber is the reconciler React has used since version 16. Every component instance is represented by a fiber node, a small data structure and unit of work, linked to its child, sibling and parent. Because rendering is broken into these units, React can pause between them, yield to the browser, resume later, prioritize urgent updates or abandon stale work, and that is what concurrent features are built on. In the render phase React calls your components and diffs the results to compute what must change; this phase can run more than once or be thrown away, which is why rendering must be pure. In the commit phase React applies the changes to the DOM synchronously and cannot be interrupted, then runs layout effects, with passive effects after paint. Internally it keeps a current tree and a work-in-progress tree and swaps them on commit.",
    tags: ["internals", "fiber", "rendering", "concurrency"]
  },
  {
    id: "react-025",
    topic: "react",
    difficulty: "hard",
    kind: "concept",
    text: "What do useTransition and useDeferredValue do, and when would you use each?",
    talkingPoints: [
      { point: "Both mark rendering as non-urgent so urgent updates like typing stay responsive and slow renders can be interrupted.",
        cues: [["non urgent", "low priority", "lower priority", "not urgent", "interrupt", "responsive"]] },
      { point: "useTransition gives startTransition to wrap a state update you control, plus an isPending flag.",
        cues: [["usetransition", "use transition", "starttransition", "start transition"], ["ispending", "is pending", "pending", "wrap", "state update"]] },
      { point: "useDeferredValue takes a value you receive, such as a prop, and returns a lagging version for the expensive part.",
        cues: [["usedeferredvalue", "use deferred value", "deferred value"], ["prop", "lag", "behind", "receive", "previous value", "don't control"]] },
      { point: "Neither is a debounce: there is no fixed delay, the work starts immediately and is discarded if something urgent arrives.",
        cues: [["debounce", "debounced", "debouncing", "throttle", "throttled", "throttling", "fixed delay"]] },
      { point: "Transitions keep already visible content instead of falling back to a Suspense fallback.",
        cues: [["suspense", "fallback", "already visible", "previous content"]] }
    ],
    modelAnswer: "Both are concurrent features that mark some rendering as non-urgent, so React can keep urgent updates like typing or clicking responsive and interrupt a slow render if new input arrives. useTransition gives you startTransition, which you wrap around a state update you control, such as switching tabs or filtering, plus an isPending flag to show a subtle loading hint. useDeferredValue is for when you only receive a value, for example a search query prop: it returns a version that lags behind during heavy rendering, and you pass that lagging value to the expensive list, usually wrapped in memo. Unlike debouncing or throttling, there is no fixed delay; React starts the work immediately and simply throws it away when something more urgent comes in. Transitions also stop React from replacing already visible content with a Suspense fallback during navigation.",
    tags: ["concurrency", "hooks", "performance"]
  },
  {
    id: "react-026",
    topic: "react",
    difficulty: "hard",
    kind: "concept",
    text: "What are React Server Components, and how do they differ from server-side rendering of ordinary client components?",
    talkingPoints: [
      { point: "Server Components run only on the server and their code is never sent to the browser, so they add nothing to the bundle.",
        cues: [["never sent", "not sent", "zero javascript", "no javascript", "bundle", "only on the server"]] },
      { point: "They can be async and read data directly from a database, file system or secrets.",
        cues: [["async", "database", "databases", "directly", "file system", "filesystem", "secret"]] },
      { point: "They cannot use state, effects or event handlers; interactive parts are Client Components marked use client, receiving serializable props.",
        cues: [["use client", "client component"], ["state", "states", "effect", "interactive", "event handler", "serializable", "browser api"]] },
      { point: "SSR renders client components to HTML but still ships and hydrates all their JavaScript.",
        cues: [["ssr", "server side render"], ["html", "hydrate", "hydrated", "hydration", "ship"]] },
      { point: "Server Components produce a serialized payload streamed into the tree, and they complement SSR rather than replace it.",
        cues: [["payload", "stream", "streams", "complement", "complementary", "serialized"]] }
    ],
    modelAnswer: "Server Components are components that run only on the server, at build time or per request, and their code is never sent to the browser, so heavy libraries like a markdown parser add nothing to the bundle. They can be async functions that read data directly from a database, the file system or secret APIs, with no extra endpoint. In exchange they cannot use state, effects, event handlers or browser APIs; anything interactive is a Client Component, marked with the use client directive, and a server component can render it and pass it serializable props. That differs from classic SSR: SSR renders client components to HTML for a fast first paint, but all of their JavaScript is still shipped and hydrated. Server Components instead produce a serialized payload that React streams and merges into the tree, and the two are complementary, since frameworks like Next.js use both.",
    tags: ["server-components", "ssr", "architecture"]
  },
  {
    id: "react-027",
    topic: "react",
    difficulty: "hard",
    kind: "concept",
    text: "What are Actions in React 19, and how do useActionState, useFormStatus and useOptimistic fit together?",
    talkingPoints: [
      { point: "An Action is an async function run in a transition, with React tracking pending state and errors; a form's action prop accepts one.",
        cues: [["action"], ["async", "transition", "pending", "form action", "action prop"]] },
      { point: "useActionState wraps an action and returns its latest result, a wrapped action and an isPending flag.",
        cues: [["useactionstate", "use action state"], ["result", "state", "states", "pending", "error", "return"]] },
      { point: "useFormStatus lets a child such as the submit button read whether its parent form is pending, without props.",
        cues: [["useformstatus", "use form status"], ["pending", "submit button", "parent form", "child", "disable"]] },
      { point: "useOptimistic shows the expected result immediately and reverts to the real state when the action ends or fails.",
        cues: [["useoptimistic", "use optimistic", "optimistic"], ["immediately", "instantly", "revert", "roll back", "rollback"]] },
      { point: "Form actions reset uncontrolled fields on success and pair with Server Functions for progressive enhancement.",
        cues: [["server function", "server action", "use server", "progressive enhancement", "reset"]] }
    ],
    modelAnswer: "In React 19 an Action is any async function that runs inside a transition, and React tracks its pending state, errors and ordering for you; you can even pass a function directly to a form's action prop. useActionState wraps such a function and returns the latest result, for example a validation error message, a wrapped action to hand to the form, and an isPending flag. useFormStatus is read from a child of the form, typically the submit button, which can then disable itself while the parent form is pending, without any props. useOptimistic lets you show the expected result immediately, such as a new comment appearing as you post it, and React reverts to the real state automatically when the action finishes or fails. Form actions also reset uncontrolled fields on success, and they pair with Server Functions marked use server, which gives progressive enhancement before JavaScript loads.",
    tags: ["react-19", "actions", "forms", "hooks"]
  },
  {
    id: "react-028",
    topic: "react",
    difficulty: "hard",
    kind: "concept",
    text: "Besides Actions, what did React 19 change, for example the use API, refs as props and the React Compiler?",
    talkingPoints: [
      { point: "The use API reads a promise, suspending until it resolves, or a context, and unlike hooks it may be called conditionally.",
        cues: [["use api", "use function", "use hook"], ["promise", "context", "condition", "suspend"]] },
      { point: "Function components receive ref as a regular prop, so forwardRef is no longer needed.",
        cues: [["forwardref", "forward ref", "regular prop", "no longer needed", "not needed"]] },
      { point: "A context can be rendered as its own provider, and title, meta and link tags rendered anywhere are hoisted into the head.",
        cues: [["metadata", "title", "meta tag", "head", "as its provider", "as a provider"]] },
      { point: "The React Compiler, a separate build plugin, memoizes components automatically, making most manual useMemo and useCallback unnecessary.",
        cues: [["compiler"], ["memoize", "memoized", "memoizes", "memoization", "memoise", "automatically", "automatic", "usememo", "use memo", "usecallback", "use callback"]] },
      { point: "There are clearer hydration error messages, resource preloading support and removal of legacy APIs such as string refs and propTypes checks.",
        cues: [["hydration", "preload", "stylesheet", "proptypes", "prop types", "string ref", "legacy", "removed"]] }
    ],
    modelAnswer: "React 19 added the use API, which reads a promise, suspending until it resolves, or reads a context, and unlike other hooks it can be called inside conditions and loops. Function components now receive ref as a regular prop, so forwardRef is no longer needed, and ref callbacks can return a cleanup function. You can render a context directly as its provider, and you can render title, meta and link tags inside any component and React hoists them into the document head. The React Compiler, released separately as a build plugin, analyses your components and memoizes them automatically, so most manual useMemo, useCallback and memo calls become unnecessary. There are also clearer hydration error messages showing the mismatch, support for preloading resources and stylesheets, and removal of legacy APIs such as string refs and propTypes checks.",
    tags: ["react-19", "compiler", "hooks"]
  },
  {
    id: "react-029",
    topic: "react",
    difficulty: "hard",
    kind: "concept",
    text: "What is hydration, what causes a hydration mismatch error, and how do you fix one?",
    talkingPoints: [
      { point: "Hydration makes server-rendered HTML interactive: React renders the same tree, reuses the existing DOM and attaches event handlers.",
        cues: [["attach", "event handler", "event listener", "interactive", "reuse", "reused", "take over"]] },
      { point: "The first client render must match the server output; differences raise a mismatch and can force a client re-render.",
        cues: [["same output", "match", "differ", "different", "mismatch"], ["server"]] },
      { point: "Typical causes are dates or random values, locale or time zone formatting, checks on window or localStorage, invalid HTML nesting and browser extensions.",
        cues: [["date", "random", "time zone", "timezone", "locale", "typeof window", "localstorage", "local storage", "invalid html", "nesting", "extension"]] },
      { point: "Make render deterministic and move client-only values into an effect after mount, or render that part only on the client.",
        cues: [["useeffect", "use effect", "after mount", "client only", "only on the client", "deterministic"]] },
      { point: "suppressHydrationWarning is an escape hatch for an unavoidable difference such as a timestamp.",
        cues: [["suppresshydrationwarning", "suppress hydration warning", "suppress", "escape hatch"]] }
    ],
    modelAnswer: "Hydration is the step where React takes over HTML rendered on the server: it renders the same component tree in the browser, reuses the existing DOM nodes and attaches event handlers so the page becomes interactive. For that to work, the first client render must produce the same output as the server; if it differs, React reports a mismatch and may throw away the server HTML and re-render that part on the client. Typical causes are Date.now or Math.random in render, locale or time zone differences in formatting, branches on typeof window or localStorage, invalid HTML nesting such as a div inside a paragraph, and browser extensions editing the DOM. The fix is to keep render deterministic and move client-only values into useEffect, so they appear after mount, or to render that component only on the client. For an unavoidable difference like a timestamp, suppressHydrationWarning is the escape hatch.",
    tags: ["ssr", "hydration", "debugging"]
  },
  {
    id: "react-030",
    topic: "react",
    difficulty: "hard",
    kind: "concept",
    text: "What problem does useSyncExternalStore solve, and what is tearing in concurrent rendering?",
    talkingPoints: [
      { point: "Tearing is when parts of the UI show different values of the same external store because it changed during a yielding render.",
        cues: [["tear"], ["different value", "inconsistent", "different part", "halfway", "during render", "yield"]] },
      { point: "useSyncExternalStore subscribes to an external store using a subscribe function and a getSnapshot function.",
        cues: [["subscribe"], ["getsnapshot", "get snapshot", "snapshot", "external store"]] },
      { point: "If the store changes mid-render, React falls back to a synchronous re-render so the tree stays consistent.",
        cues: [["synchronous", "consistent", "consistency", "fall back", "falls back"]] },
      { point: "getSnapshot must return the same cached value while nothing changed, or it causes an infinite loop.",
        cues: [["same value", "cached", "new object", "infinite loop", "immutable"]] },
      { point: "State libraries like React Redux and Zustand are built on it; apps use it directly for browser state such as online status.",
        cues: [["react redux", "zustand", "library", "online", "matchmedia", "media query", "browser api"]] }
    ],
    modelAnswer: "Tearing is a concurrent rendering bug where different parts of the screen show different values from the same external store. Because React can now pause and yield during a render, a mutable store such as a global object could change halfway through, so components rendered before and after the change would be inconsistent. useSyncExternalStore fixes this: you give it a subscribe function and a getSnapshot function for an external store, and React reads the snapshot in a way that detects changes during rendering. If the store changed, React falls back to a synchronous re-render so the whole tree stays consistent. getSnapshot must return the same cached value while nothing changed, because returning a new object every time causes an infinite re-render loop. Libraries like React Redux and Zustand are built on it; in app code I mostly use it for browser state such as online status or a media query.",
    tags: ["concurrency", "hooks", "state-management", "internals"]
  },
  {
    id: "react-031",
    topic: "react",
    difficulty: "hard",
    kind: "design",
    text: "How would you structure state management for a large React application with lots of server data and some complex client-side state?",
    talkingPoints: [
      { point: "Separate server state, a cache of remote data, from client or UI state, because they need different tools.",
        cues: [["server state", "remote data", "server data", "cache", "caches"], ["separate", "two kinds", "distinguish", "split", "different tools"]] },
      { point: "Use a server-cache library or framework loaders for fetching, caching, deduplication and invalidation.",
        cues: [["tanstack", "tan stack", "react query", "rtk query", "swr", "apollo", "server component", "loader"]] },
      { point: "Keep state as local as possible and put shareable state like filters and pagination in the URL.",
        cues: [["local", "colocate", "colocated", "url", "query string", "search param"]] },
      { point: "For truly global client state, use context for rarely changing values and a store with selectors for frequent updates.",
        cues: [["redux toolkit", "redux", "zustand", "jotai", "store", "stored"]] },
      { point: "Derive values instead of duplicating them, normalize entities and organise code by feature.",
        cues: [["derive", "duplicate", "duplicating", "normalize", "normalise", "by feature"]] }
    ],
    modelAnswer: "First I separate two kinds of state. Server state is a cache of remote data that can go stale, while client state is UI state the browser owns, like an open modal or a draft form. For server state I use a library such as TanStack Query or RTK Query, or the framework's loaders and Server Components, which handle caching, deduplication, background refetching and invalidation. Everything else starts as local as possible, colocated with the component that uses it, and shareable state like filters, sorting and pagination goes in the URL so links and the back button work. For genuinely global client state I use context only for rarely changing values like theme, and a store such as Redux Toolkit or Zustand with selectors for frequently updated state. Throughout, I derive values instead of duplicating them, normalize entities by id, and organise code by feature.",
    tags: ["state-management", "architecture", "data-fetching"]
  },
  {
    id: "react-032",
    topic: "react",
    difficulty: "hard",
    kind: "design",
    text: "A page with a long list becomes slow whenever the user types in a filter box. How would you find and fix the problem?",
    talkingPoints: [
      { point: "Measure first with the React DevTools Profiler and the browser performance panel.",
        cues: [["profiler", "devtools", "performance panel", "performance tab", "measure", "flame"]] },
      { point: "Check whether state lives too high so every keystroke re-renders the whole page, and move it down or split components.",
        cues: [["every keystroke", "each keystroke", "whole page", "move state down", "state down", "split"]] },
      { point: "Memoize the expensive filtering with useMemo and rows with React.memo and stable callbacks.",
        cues: [["usememo", "use memo", "react.memo", "react memo", "memo", "usecallback", "use callback", "memoize", "memoized"]] },
      { point: "Virtualize long lists so only visible rows exist in the DOM.",
        cues: [["virtualize", "virtualise", "virtualization", "windowing", "react window", "visible row", "tanstack virtual", "tan stack virtual"]] },
      { point: "Keep typing responsive with useDeferredValue, startTransition or debouncing, then profile again.",
        cues: [["usedeferredvalue", "use deferred value", "usetransition", "use transition", "starttransition", "start transition", "debounce", "debounced", "debouncing", "deferred"]] }
    ],
    modelAnswer: "I would measure before changing anything, recording a few keystrokes with the React DevTools Profiler and the browser's performance panel to see which components render and how long each takes. Often the cause is that the filter state lives high up, so every keystroke re-renders the whole page; moving that state down or splitting the component keeps the update small. Next I would memoize the expensive filtering with useMemo and wrap the row component in React.memo, with stable callbacks from useCallback, so unchanged rows skip rendering. If there are thousands of rows, I would virtualize the list with react-window or TanStack Virtual so only the visible rows exist in the DOM. Finally, to keep typing smooth, I would pass the query through useDeferredValue or wrap the filter update in startTransition, or debounce it, and then profile again to confirm the improvement.",
    tags: ["performance", "debugging", "lists"]
  }
]
