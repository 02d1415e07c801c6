/** The interviewer's follow-up prompts for the redux questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "redux-001": [
    "Where does the state that many components share actually live in a Redux app?",
    "If a component wants to change the cart, can it just assign a new value? What does it do instead?",
    "What kind of function turns the current state and an action into the next state?",
    "Why is a bug easier to trace in Redux than in state scattered across components?",
    "What does Redux cost you, and when would you not bother with it?"
  ],
  "redux-002": [
    "How many stores does a typical Redux app have, and how is its state shaped?",
    "Can a component write to the store directly, and if not, how does change happen?",
    "What is a reducer not allowed to do while computing the next state?",
    "What do those principles together make possible when debugging?"
  ],
  "redux-003": [
    "What does a Redux action look like as a value, and which field is required?",
    "Would you name an action setTodos or todoAdded, and why does it matter?",
    "Why write a function that builds actions rather than typing the object literal at each dispatch?",
    "Could you put a callback or a class instance in an action, and how does Redux Toolkit spare you writing creators?"
  ],
  "redux-004": [
    "What are a reducer's inputs and its output?",
    "Could a reducer call an API or generate an id with Math.random? Why not?",
    "What goes wrong if a reducer pushes onto the existing array and returns the same state?",
    "What should a reducer return for an action it does not care about, and on the very first call?",
    "How does a large app split state among reducers, and how are they put back together?"
  ],
  "redux-005": [
    "What is the first thing the click handler does to get Redux involved?",
    "Before the reducer sees the action, what might it pass through?",
    "How does the store work out the new state from the action?",
    "After the state changes, how does a component learn about it?",
    "Do all connected components re-render after the update, or which ones do?"
  ],
  "redux-006": [
    "Who maintains Redux Toolkit, and what is its status for new projects?",
    "What does configureStore set up for you that legacy createStore did not?",
    "How does createSlice cut down on action types and action creators you would write by hand?",
    "How can a Toolkit reducer write state.value += 1 without breaking immutability?",
    "Which other utilities come in the package, for example for async logic or data fetching?"
  ],
  "redux-007": [
    "What must wrap the component tree before any component can reach the store?",
    "How does a component read the current user from the store, and when does it re-render?",
    "How does a button's click handler get hold of the function that sends an action?",
    "What happens if a selector returns a fresh object literal on every call, and how would you fix it?",
    "In a TypeScript project, how would you avoid annotating RootState in every useSelector call?"
  ],
  "redux-008": [
    "Where would the open or closed state of a single dropdown belong, and why?",
    "Why is Context a poor fit for state that changes on every keystroke?",
    "What kind of application state and team situation makes Redux worth it?",
    "Where would you keep data fetched from the server, such as a product list?"
  ],
  "redux-009": [
    "When you open the Redux DevTools, what do they show as the app runs?",
    "For a single action, what can you examine to see what it changed?",
    "How would you use the DevTools to see what the UI looked like three actions ago?",
    "How could you hand a teammate a bug reproduction, or find which component dispatched an action?",
    "What setup do the DevTools need in a Redux Toolkit app?"
  ],
  "redux-010": [
    "What do you pass into createSlice to describe the feature?",
    "After defining an increment reducer, where do the increment action creator and its type come from?",
    "What does createSlice hand back that the store needs?",
    "Why can a case reducer push onto state.items without causing a bug?",
    "How does a slice respond to an action it did not define, like a thunk's fulfilled action?"
  ],
  "redux-011": [
    "When your case reducer receives state, what is that object really?",
    "After the reducer finishes, what happens to parts of the state you did not touch?",
    "What goes wrong if a reducer modifies the draft and also returns a new object?",
    "Why does writing state equals a new object inside a case reducer have no effect?",
    "Would mutating syntax work in a hand-written reducer outside createSlice, and how would you log a draft readably?"
  ],
  "redux-012": [
    "Since reducers cannot make API calls, where does the fetch go, and what enables it?",
    "What arguments does a thunk function receive, and what does it do with them?",
    "Which actions does createAsyncThunk dispatch over the life of the request?",
    "How would the slice show a spinner and an error message based on those actions?",
    "How would a component await the outcome of the thunk, and when would you skip thunks for fetching?"
  ],
  "redux-013": [
    "Where in the dispatch pipeline does middleware sit, and what is it used for?",
    "What does the nested function signature of a Redux middleware look like?",
    "How would a logger middleware show the state before and after each action, and what must it return?",
    "What happens if the middleware never calls next, and where does its return value go?",
    "How would you add your middleware to a configureStore setup without losing the defaults?"
  ],
  "redux-014": [
    "What is a selector, and what do components gain by calling one instead of reading the state tree?",
    "Would you store a cart total in the state next to the items? Why or why not?",
    "Why would a selector that filters todos make components re-render on unrelated actions?",
    "How does createSelector decide whether to recompute or hand back the previous result?",
    "What caching issue arises when one memoized selector is called with different ids across components?"
  ],
  "redux-015": [
    "How would you store posts and users in normalized form, rather than nested arrays?",
    "If the same user appears as the author of fifty posts, what does normalizing save you on update?",
    "How fast is finding a post by id in normalized state compared with an array?",
    "What does createEntityAdapter give you for adding, updating and removing items?",
    "Which selectors does the adapter generate, and how can it keep items in order?"
  ],
  "redux-016": [
    "How do you describe your backend's endpoints to RTK Query?",
    "What does a component get back from a generated hook like useGetPostsQuery?",
    "If three components request the same post at once, how many network calls happen?",
    "Which hand-written Redux code does RTK Query make unnecessary?",
    "When a component using a query unmounts, how long does the cached data stick around?"
  ],
  "redux-017": [
    "Where do you declare the kinds of cache entries RTK Query should track?",
    "How does a query endpoint label the data it has cached?",
    "After a mutation that adds a post, how does the post list refresh without manual code?",
    "How would you refetch only the edited post rather than every post query?",
    "Besides tags, what other ways are there to keep RTK Query data fresh or patch it directly?"
  ],
  "redux-018": [
    "How would you arrange folders: by type, like reducers and actions, or another way?",
    "What should the store file export so the rest of the app stays typed?",
    "How would you decide whether a piece of state goes in Redux, RTK Query or a component?",
    "Where should business logic live, and how should components read state?",
    "How would you handle big collections, a growing API definition and features that load late?"
  ],
  "redux-019": [
    "How would you test a reducer or selector on its own, without React?",
    "What kind of test gives the most confidence for a component that reads from Redux?",
    "Why should each test build its own store, and how would you start it in a given state?",
    "Why would you avoid mocking useSelector or checking which actions were dispatched?",
    "How would you test a thunk or an RTK Query endpoint without hitting the real backend?"
  ],
  "redux-020": [
    "How would you get types for the root state and dispatch without writing them by hand?",
    "How do you avoid repeating type annotations in every component that reads the store?",
    "How would you type a slice's state and the payload of one of its reducers?",
    "How do you tell createAsyncThunk the types of its argument, its result and getState?",
    "How do RTK Query's generated hooks know what type of data they return?"
  ],
  "redux-021": [
    "If a reducer mutates an array in place, why might the component showing it never update?",
    "What does mutation do to the ability to step back through past states in the DevTools?",
    "Why would putting a Date object or a Promise in the store cause trouble?",
    "How does configureStore help you catch these mistakes, and when are the checks active?",
    "If you need to store a date, or one action legitimately carries a non-serializable value, what would you do?"
  ],
  "redux-022": [
    "What does Zustand leave out compared with Redux, and what is it like to use?",
    "How does Jotai structure state, and why can it re-render less?",
    "What kind of state is TanStack Query for, and what in the Redux ecosystem overlaps with it?",
    "What does Redux still offer a large team that lighter libraries do not?",
    "For a new project, what questions would drive your choice among these?"
  ],
  "redux-023": [
    "Which lifecycle hook on the mutation endpoint lets you act before the server responds?",
    "How would you flip the liked flag in the cached post data immediately?",
    "What happens if the server rejects the like, and how do you undo the change?",
    "After the request settles, how do you make sure the cache matches the server's truth?",
    "What could go wrong if the user clicks like five times quickly?"
  ],
  "redux-024": [
    "Which React API does useSelector use to subscribe to the store, and what problem does that solve?",
    "When an action is dispatched anywhere in the app, which selectors run again?",
    "How does useSelector decide whether the component needs to re-render?",
    "What happens with a selector that returns a mapped array, and how would you fix it?",
    "Given how often selectors run, what should you avoid doing inside them?"
  ],
  "redux-025": [
    "For a typical fetch-and-store flow, which side-effect tool would you start with, and why?",
    "What does Redux-Saga's generator-based approach handle well, and what does it cost the team?",
    "How does Redux-Observable represent side effects?",
    "What built-in Redux Toolkit option reacts to actions with async logic without adding sagas?",
    "How would you divide fetching, imperative steps and reactive logic among these tools?"
  ],
  "redux-026": [
    "Where would the state, reducer and listeners live in your own createStore?",
    "What is the simplest possible getState?",
    "Walk me through your dispatch: what does it do, step by step, and what does it return?",
    "How would subscribe let a caller stop listening later?",
    "Right after createStore, how does the state get its initial value from the reducers?",
    "How would you add middleware support without changing the core store?"
  ],
  "redux-027": [
    "In a typical setup, why does a rarely used feature's slice still land in the main bundle?",
    "Which Redux Toolkit 2 API lets you add a slice's reducer after the store is created?",
    "Before that API, how did apps swap in new reducers at runtime?",
    "How would a lazily loaded feature add its own endpoints to the shared RTK Query API?",
    "What must selectors handle before a slice is injected, and how would you add listeners later?"
  ],
  "redux-028": [
    "Before touching code, how would you find out what is slow?",
    "What kind of selector makes many components re-render after every action, and how would you fix it?",
    "In a list of a thousand rows, how should each row read its data from the store?",
    "What would you do about an action dispatched on every mouse move or keystroke?",
    "If the app is slow only in development, what part of the Toolkit setup might be responsible?"
  ],
  "redux-029": [
    "How would you feed live WebSocket messages into an RTK Query cache entry, and clean up afterwards?",
    "How would you keep a dashboard query refreshing every thirty seconds?",
    "How do you stop a query from running until the user id it needs is available?",
    "How could you load a product's details when the user hovers its link?",
    "How would you build a load-more list with RTK Query?",
    "How would you reshape an awkward API response, or subscribe to only one field of a result?"
  ],
  "redux-030": [
    "What happens to extraReducers written as an object keyed by action type after upgrading?",
    "How must middleware and enhancers now be passed to configureStore?",
    "What changed about how the packages are built and published, and what might that break?",
    "Which new Toolkit 2 features would you look at adopting?",
    "What changed for Reselect memoization, action types and the React version required?"
  ],
  "redux-031": [
    "Where would you keep the access token and the refresh token, and why in different places?",
    "How does every RTK Query request get the Authorization header attached?",
    "When a request comes back 401 because the token expired, what should happen automatically?",
    "If five requests fail with 401 at once, how do you avoid five refresh calls?",
    "On logout, what must you clear so the next user sees nothing of the previous one?",
    "Why not keep the tokens in localStorage so they survive reloads?"
  ]
}
