/** The interviewer's follow-up prompts for the go questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "go-001": [
    "What do you write to start one, and who decides when it actually runs?",
    "How much memory does a new goroutine take up front, and what happens when its call stack gets deep?",
    "If you start ten thousand goroutines on an eight-core machine, how many OS threads do you expect?",
    "Why is it reasonable in Go to spawn a goroutine per incoming connection?",
    "Since a goroutine can't return a value or be joined by ID, how do you get its result back?"
  ],
  "go-002": [
    "With make(chan int) and no receiver ready, what happens to the goroutine that sends?",
    "With make(chan int, 3), when does a send start to block, and when does a receive?",
    "What do you know about the receiver at the moment a send on an unbuffered channel returns?",
    "When would you deliberately add a buffer, and why is adding one to make a deadlock go away a bad sign?"
  ],
  "go-003": [
    "What does a typical function signature look like when it can fail, and how does the caller react?",
    "What does a type need in order to be used as an error, and why would you write your own?",
    "How would you add which file failed to a low-level error without losing the original?",
    "How do you check whether an error somewhere in the chain is os.ErrNotExist, or pull out the PathError it wraps?",
    "Would you panic when a user sends an invalid request body, and when is panic the right call?"
  ],
  "go-004": [
    "Is [3]int the same type as [4]int, and what happens when you pass an array to a function?",
    "What is a slice actually made of under the hood?",
    "If you pass a slice to a function that sets s[0] = 99, what does the caller see?",
    "What does append do when the slice has no spare capacity left?",
    "Where would you actually choose a fixed-size array over a slice in real code?"
  ],
  "go-005": [
    "When exactly does a deferred call run, and does it still run if the function panics?",
    "If you defer three Println calls in a row, in what order do they print?",
    "If you defer fmt.Println(i) and then increment i, which value gets printed?",
    "What do you typically put in a defer right after opening a file or locking a mutex?",
    "What goes wrong if you open a thousand files in a loop and defer each Close?"
  ],
  "go-006": [
    "How does a type declare that it implements io.Writer?",
    "Why can a consumer package define its own interface for a third-party type it never wrote?",
    "Why are interfaces like io.Reader so small, and what does that buy you?",
    "If a function takes any, how do you get back to the concrete type inside it?",
    "Should a constructor return an interface or the concrete struct, and why?"
  ],
  "go-007": [
    "What happens if you declare a map variable without calling make and then assign a key in it?",
    "If a lookup in a map of ints gives you 0, how can you tell a missing key from a stored zero?",
    "Could you rely on ranging over a map to print keys in the order you inserted them?",
    "What happens if two goroutines write to the same map at once, and how do you protect it?",
    "Could you use a slice or a struct as a map key?"
  ],
  "go-008": [
    "What does a freshly declared struct with an int, a string and a slice field contain?",
    "Can you use a sync.Mutex or bytes.Buffer straight after declaring it, without a constructor?",
    "What does new(int) give you back?",
    "Why do you call make for a map or channel instead of new, and what does it return?",
    "Which do you see more often in Go code, new(T) or &T{}, and why?"
  ],
  "go-009": [
    "How does Go decide whether another package can use a function or a struct field?",
    "Can another type in the same package read a lower-case field of your struct?",
    "How would you stop other modules from importing your implementation packages?",
    "What makes a directory a module, and what would you name a package of helpers?",
    "Where do the main packages usually go, and what happens if two packages import each other?"
  ],
  "go-010": [
    "If an Increment method has a value receiver, what happens to the counter after you call it?",
    "Does the size of the struct affect your choice of receiver?",
    "What goes wrong if a struct containing a sync.Mutex has value receiver methods?",
    "If Write is defined on the pointer type only, can you store a plain struct value in an io.Writer variable?",
    "If one method needs a pointer receiver, what should the rest of the type's methods use?"
  ],
  "go-011": [
    "What does select do when you list a receive on two different channels?",
    "If both channels have a value ready at the same moment, which case runs?",
    "How would you try to send on a channel but carry on immediately if nobody is ready?",
    "How would you give up on a receive after two seconds, or when the request is cancelled?",
    "In a select loop, how can you stop listening on one channel once it has been closed?"
  ],
  "go-012": [
    "What problem does context solve when a client disconnects midway through a request?",
    "What must you do with the cancel function that context.WithTimeout gives you, and why?",
    "How does a long-running loop notice that its context was cancelled?",
    "Where does ctx go in a function signature, and why not keep it in a struct field?",
    "Would you pass a database handle through context values, and what does belong there?"
  ],
  "go-013": [
    "When does a channel express the design better than a lock, as in the Go proverb about sharing memory?",
    "For a cache that's read constantly and updated rarely, what would you protect it with?",
    "How do you wait for ten goroutines to finish, and what if you also need the first error?",
    "How would you initialise a shared client lazily exactly once, or bump a hit counter cheaply?",
    "How would you find out whether your code has unsynchronised access you missed?"
  ],
  "go-014": [
    "If b := a[1:3] and you set b[0] = 100, what happens to a?",
    "Suppose b := a[:2] and a has length 5; what does appending to b do to a[2]?",
    "Why might the same append code behave differently depending on the slice's capacity?",
    "What is wrong with calling append without assigning the result, and how do you get a slice that shares nothing?",
    "If you keep a 10-byte slice of a 100 MB file buffer, how much memory stays in use?",
    "If you know you'll append 10,000 items, how would you set the slice up?"
  ],
  "go-015": [
    "What two things does an interface value hold internally?",
    "Under what condition does err == nil evaluate to true?",
    "What happens if you assign a nil MyError pointer to a variable of type error and compare it with nil?",
    "Why might a caller log a failure even though your function returned a nil pointer?",
    "How should the function be written so that callers see a real nil error on success?"
  ],
  "go-016": [
    "If Logger has a Log method and Server embeds Logger, how do you call Log on a Server?",
    "Can you pass a Server where a function expects a Logger?",
    "If an embedded type's method calls another method that the outer type redefines, which version runs?",
    "How would the outer type change the behaviour of one method it got from the embedded type?",
    "Can embedding make a struct satisfy an interface, and how does io.ReadWriter use embedding?"
  ],
  "go-017": [
    "What does the declaration of a generic Map function look like in Go?",
    "How would you write a constraint that allows any integer type, including your own type UserID int?",
    "Do you usually have to spell out the type arguments when calling a generic function?",
    "Where have generics removed duplicated code or type assertions for you?",
    "When would a normal interface be the better choice, and can a method have its own type parameters?"
  ],
  "go-018": [
    "What happens to deferred calls when a function panics?",
    "Where must recover be called for it to actually do anything, and what does it return?",
    "If a background goroutine panics and main has a deferred recover, is the program saved?",
    "When is regexp.MustCompile reasonable to use, and why not panic on a failed database query?",
    "Why does net/http recover from panics in handlers, and should a library let a panic escape to its callers?"
  ],
  "go-019": [
    "How does go test find your tests, and what does a test function's signature look like?",
    "How would you test a parsing function against twenty different inputs without twenty functions?",
    "Which kinds of tests beyond unit tests does the toolchain give you without extra libraries?",
    "How would you test an HTTP handler, or code that calls an external API, without a network?",
    "How do you see which lines your tests never reach, and what do Cleanup and Parallel on the test object give you?"
  ],
  "go-020": [
    "What does a leaked goroutine cost you if nothing ever wakes it up?",
    "Suppose a function starts a goroutine to send a result but returns early on timeout; what happens to that goroutine?",
    "How would you notice in production or in tests that goroutines are leaking?",
    "How do you guarantee a worker goroutine can always exit?",
    "How could a buffered channel of size one save a goroutine whose caller has already returned?"
  ],
  "go-021": [
    "How do the workers receive jobs, and how many goroutines do you start?",
    "How do the workers hand their results back, and how could you keep them in input order?",
    "How do the workers know there are no more jobs?",
    "Who closes the results channel, and how do they know it is safe to?",
    "How would you stop everything on the first error or when the caller cancels?"
  ],
  "go-022": [
    "What does v, ok := <-ch give you once the channel is closed and drained?",
    "What happens if a goroutine sends on a closed channel, or closes it a second time?",
    "Who should be responsible for closing a channel, and why not the receiver?",
    "Why is closing a done channel a good way to signal many goroutines at once?",
    "Will an unclosed channel leak memory after every goroutine stops using it?"
  ],
  "go-023": [
    "What do the letters G, M and P stand for, and what does an M need in order to run Go code?",
    "How many goroutines can execute Go code truly in parallel, and what decides it?",
    "Where does a P look for work when its own queue is empty?",
    "What happens to the other goroutines when one makes a blocking system call, and how is network I/O different?",
    "Can a goroutine spinning in a tight loop without function calls hog a CPU in modern Go?"
  ],
  "go-024": [
    "Does the Go GC stop the whole program while it collects, and how does it find live objects?",
    "Does the Go GC move objects or split them by age like the JVM does?",
    "What happens to memory use and CPU if you set GOGC to 200, or to 50?",
    "Why would you set GOMEMLIMIT for a service running in a container with 512 MB?",
    "Before touching the settings, what would you change in the code to reduce GC work?"
  ],
  "go-025": [
    "Who decides whether a value you create lives on the stack or the heap?",
    "Why does returning a pointer to a local struct, or storing it in an interface, change where it lives?",
    "How would you see which values escape, and how would you find the code that allocates most?",
    "What concrete changes have you made in hot code to cut allocations?",
    "How do you prove an optimisation actually helped?"
  ],
  "go-026": [
    "What exactly has to be true of two goroutines' accesses for it to count as a data race?",
    "What guarantees that a value written before a channel send is seen by the goroutine that receives?",
    "Why might a goroutine polling a plain bool flag never see another goroutine set it?",
    "How do you catch races in practice, and what are the limits of that tool?",
    "What are your options for fixing a race on a shared counter?"
  ],
  "go-027": [
    "How does the process learn that Kubernetes wants it to stop?",
    "What does http.Server.Shutdown do with connections that are mid-request?",
    "Why might requests still arrive after SIGTERM, and how do you stop the load balancer sending them?",
    "What happens to background goroutines, like a queue consumer, during shutdown?",
    "What is left to clean up after the server stops, and what time budget do you have?"
  ],
  "go-028": [
    "How would you get a CPU profile from a running Go service safely?",
    "How do you read a CPU profile once you have it?",
    "How could heavy allocation show up as high CPU, and which profiles would confirm it?",
    "How would you find goroutines waiting on locks or piling up?",
    "What could explain latency if the profiles look fine, say the service being throttled in a container?"
  ],
  "go-029": [
    "What would the core data structure and lock look like, and what does each entry store?",
    "How do expired entries get removed if nobody ever reads them again?",
    "How would you stop the cache growing without bound?",
    "What happens if a hundred requests miss the same key at the same moment?",
    "If one lock becomes the bottleneck under heavy load, how would you spread the contention?"
  ],
  "go-030": [
    "What information does go.mod record for your module?",
    "What is go.sum for, and what protects you if a module's contents change upstream?",
    "If A needs lib v1.2 and B needs lib v1.4, and v1.9 exists, which version does Go pick?",
    "How do you import version 2 of a module alongside other code, and why is it done that way?",
    "How do you clean up unused dependencies, test a local fork, or fetch private modules?"
  ],
  "go-031": [
    "What changed in Go 1.22 about loop variables captured by goroutines or closures?",
    "How can you write your own iterator that works with a range loop in Go 1.23?",
    "Which standard helpers do you now use instead of writing your own Contains or sort loops?",
    "What do you use for structured logging without a third-party library?",
    "How would you route GET /users/{id} with just the standard library today?"
  ]
}
