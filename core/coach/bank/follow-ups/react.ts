/** The interviewer's follow-up prompts for the react questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "react-001": [
    "What is the virtual DOM actually made of, in terms of JavaScript values?",
    "When state changes, what does React compare to decide what changed?",
    "Why does React bother with this comparison instead of just rewriting the page's DOM each time?",
    "What does React assume when a div turns into a span at the same position, and how does it pair up list items?"
  ],
  "react-002": [
    "What should happen if a child component tries to change a prop it received?",
    "Which data belongs in a component's own state, say for a dropdown's open or closed flag?",
    "What happens on screen if you push an item onto a state array directly instead of calling the setter?",
    "How would a child component ask its parent to change a value the parent owns?"
  ],
  "react-003": [
    "How does React know which list item is which when the list re-renders?",
    "What work can React avoid when you insert one item at the top of a keyed list?",
    "Suppose each row has a text input and you delete the first row with index keys; what happens to the typed values?",
    "Where should a good key come from, and when is the index acceptable?",
    "How could you use a key to reset a form's state when the selected user changes?"
  ],
  "react-004": [
    "Can a browser run a file containing JSX directly, and what is JSX really?",
    "What does a tag like a Button element with a label become after the build step?",
    "Does calling a component or creating an element produce a DOM node?",
    "How do you put a variable into markup, why is it className rather than class, and what happens to a string containing script tags?"
  ],
  "react-005": [
    "In a controlled text field, where does the displayed value come from and how does it change on each keystroke?",
    "What does keeping the value in React state let you do as the user types, like forcing upper case?",
    "How would you read the value of an uncontrolled input when the form is submitted?",
    "Why might a large form or a file picker be better left uncontrolled?"
  ],
  "react-006": [
    "What kind of work belongs in useEffect rather than in the component body?",
    "When does the effect run relative to rendering and to the browser painting the screen?",
    "How does the effect behave with no second argument, with an empty array, and with a list of props?",
    "What should the function returned from an effect do for a WebSocket subscription, and when does React call it?",
    "What happens if your effect uses a prop that you left out of the dependency array?"
  ],
  "react-007": [
    "What goes wrong if you call useState inside an if statement?",
    "Could you call useState from a plain utility function or a class component?",
    "How does React know which useState call a stored value belongs to, since hooks have no names?",
    "What would you actually see if the hook order changed between renders, and how do teams prevent it?"
  ],
  "react-008": [
    "If two sibling components both need the selected filter, where should that state live?",
    "How does a child then change a value that lives in its parent?",
    "What problem do you avoid by not keeping a copy of the value in each sibling?",
    "What goes wrong if you lift everything up to the app root?"
  ],
  "react-009": [
    "How does a class component hold state and run code right after it mounts?",
    "Where does a function component keep state between renders, given it is just a function?",
    "How do you share stateful logic between function components today, and what did people use before hooks?",
    "Why does related logic, like subscribing and unsubscribing, read better in a function component?",
    "Is there anything you still need a class component for?"
  ],
  "react-010": [
    "What does useRef give you, and what happens to it between renders?",
    "If you update a ref's value inside a click handler, does the component re-render?",
    "How would you focus an input as soon as a modal opens?",
    "Where would you store an interval id so you can clear it later?",
    "Why shouldn't you use a ref's value to decide what to render?"
  ],
  "react-011": [
    "What value of count does each of the three calls see inside that click handler?",
    "How many re-renders happen after the click, and what is the final count?",
    "How would you write the call so each update builds on the previous one?",
    "As a rule, when should you pass a function to the setter rather than a value?"
  ],
  "react-012": [
    "What does useMemo give you back, and when does it recompute?",
    "How is useCallback different from useMemo, and how could you write one in terms of the other?",
    "Why would a memoized child still re-render if you pass it a new inline arrow function each time?",
    "When is wrapping something in useMemo or useCallback a net loss?",
    "What newer React tooling reduces the need to write these by hand?"
  ],
  "react-013": [
    "What can make a component render again besides its own state changing?",
    "If a parent re-renders but passes exactly the same props, does the child render again by default?",
    "How does React.memo decide whether to skip a render?",
    "Why might a React.memo component still re-render when you pass it a style object written inline?",
    "Does every re-render touch the DOM, and when is it worth optimising?"
  ],
  "react-014": [
    "How does a deeply nested component get the theme without every layer passing it down?",
    "What kind of data is a good fit for Context, and what isn't?",
    "If a context holds both the user and a cart, what happens to a component that only reads the user when the cart changes?",
    "What goes wrong if the provider's value is an object literal written inline?",
    "How would you handle state that changes many times a second and is needed by many components?"
  ],
  "react-015": [
    "What makes a function a custom hook as opposed to an ordinary helper?",
    "Where would the debounced value live, and what starts the timer?",
    "How do you make sure only the last keystroke's timer actually fires?",
    "What belongs in the effect's dependency array for useDebounce?",
    "If you wanted to debounce a function call instead of a value, how would you avoid calling an outdated version of it?"
  ],
  "react-016": [
    "Which render's count does the interval callback see, and why?",
    "What value does each tick try to set, and why does the screen stop changing?",
    "How could you write the setter call so the interval never needs to read count?",
    "What other ways could you fix it, and what does each cost?",
    "What happens to the interval when the component unmounts, and how do you stop it?"
  ],
  "react-017": [
    "Why is useEffect the right default for most side effects?",
    "When exactly does useLayoutEffect run relative to the DOM update and the paint?",
    "Say a tooltip must be positioned based on its own measured height; which hook avoids a visible jump?",
    "What is the cost of putting slow work in useLayoutEffect?",
    "What happens to a useLayoutEffect when the component is rendered on the server?"
  ],
  "react-018": [
    "What does the user see when a component deep in the tree throws during render and a boundary is above it?",
    "How do you write an error boundary, given there is no hook for it?",
    "If a click handler throws, or a fetch promise rejects, will the boundary catch it?",
    "What happens to the whole app if no boundary catches a render error, and where would you place boundaries?"
  ],
  "react-019": [
    "What problem does code splitting solve for a large single-page app?",
    "What tells the bundler to put a module in a separate file?",
    "When is the code for a lazily loaded component actually downloaded?",
    "What does the user see while that code is loading?",
    "Where would you split first, and how could you make the next page feel instant?"
  ],
  "react-020": [
    "What shape of state makes you reach for useReducer, say a form with many interdependent fields?",
    "Where does all the logic for moving from one state to the next live?",
    "What does a component send to change state, and how would you test the logic?",
    "Why can you pass dispatch down to memoized children without worrying about it changing?",
    "When is useState still the better choice?"
  ],
  "react-021": [
    "What happens if the user switches from user 1 to user 2 and user 1's response comes back last?",
    "How could the effect's cleanup make sure a stale response is ignored?",
    "How could you stop the outdated request itself rather than just ignoring its result?",
    "What should the component show while a request is in flight, or after it fails?",
    "In a production app, what would you use instead of hand-rolled fetching in effects?"
  ],
  "react-022": [
    "What exactly does StrictMode do differently in development?",
    "What kind of component bug does rendering twice reveal?",
    "If a chat component connects in an effect, what does the extra effect cycle show you?",
    "Which React features make it important that components survive being unmounted and mounted again?",
    "Would you use a ref to skip the second effect run, and does it happen in production?"
  ],
  "react-023": [
    "What tools would you set up to render a component in a test?",
    "How would you find the submit button in a test without relying on a CSS class?",
    "How would you simulate a user typing into a field and clicking submit?",
    "How do you wait for data that appears after a fetch resolves?",
    "Where would you mock data fetching, and why not mock your own hooks?",
    "What do you gain when tests check behaviour rather than internal state?"
  ],
  "react-024": [
    "What is a fiber, and how are fibers linked together?",
    "What does breaking rendering into small units allow React to do that the old stack reconciler couldn't?",
    "Why must components be pure, given what can happen to work done in the render phase?",
    "Can React pause halfway through updating the DOM, and what runs after the DOM is updated?",
    "How many fiber trees does React keep, and what happens to them on commit?"
  ],
  "react-025": [
    "What problem do these hooks solve when typing in a search box re-renders a huge list?",
    "When you control the state update, what does useTransition give you to work with?",
    "If the slow value arrives as a prop you don't control, which hook fits and what does it return?",
    "How is this different from debouncing the input by 300 milliseconds?",
    "During a transition, does already visible content get replaced by a Suspense spinner?"
  ],
  "react-026": [
    "What happens to a Server Component's code in terms of the browser bundle?",
    "How can a Server Component load a database row, and what can it safely access?",
    "Where do you put an onClick handler or useState in a tree of Server Components?",
    "With classic SSR, what JavaScript does the browser still download and run?",
    "In a framework like Next.js, what travels over the network for a Server Component, and would you still want HTML rendering on the server?"
  ],
  "react-027": [
    "What is an Action in React 19, and what do you pass to a form's action prop?",
    "What does useActionState return, and how would you show an error from the last submission?",
    "How could a submit button disable itself while its form is submitting, without props from the form?",
    "How would you show a new comment instantly before the server confirms it, and what if saving fails?",
    "What happens to uncontrolled fields after a successful form action, and how does it work without JavaScript loaded?"
  ],
  "react-028": [
    "How can you read a promise or a context with use, and what is unusual about where you can call it?",
    "How do you pass a ref to a function component's input in React 19?",
    "How do you set the page title from a deeply nested component in React 19?",
    "What does the React Compiler do, and how does it change your use of useMemo?",
    "Which older APIs were removed in React 19, and what else improved for debugging?"
  ],
  "react-029": [
    "What does React do with HTML that already arrived from the server?",
    "What happens when the first client render produces different markup from the server?",
    "What kinds of code commonly produce different output on the server and the client?",
    "How would you show a value that only the browser knows, like the local time, without a mismatch?",
    "Is there an escape hatch for one unavoidable difference, and when is it acceptable?"
  ],
  "react-030": [
    "What would a user see on screen if tearing happens?",
    "What two functions do you give useSyncExternalStore?",
    "What does React do if the store changes while a concurrent render is in progress?",
    "What happens if getSnapshot returns a freshly built object every time?",
    "Which libraries rely on this hook, and where might you use it directly?"
  ],
  "react-031": [
    "How would you classify the state in this app, and why treat data from the API differently from a modal's open flag?",
    "What would you use to fetch and cache the API data, and what does it handle for you?",
    "Where would you keep the current filters and page number, and why there?",
    "For client state that many components share, how would you choose between Context and a store?",
    "How would you avoid keeping two copies of the same data in sync?"
  ],
  "react-032": [
    "Before changing any code, how would you find out what is slow?",
    "Where does the filter text's state live, and what re-renders on every keystroke as a result?",
    "How would you stop the filtering and the rows from being recomputed when nothing relevant changed?",
    "If the list has ten thousand rows, how do you avoid rendering all of them?",
    "How would you keep the input itself snappy while the list catches up?"
  ]
}
