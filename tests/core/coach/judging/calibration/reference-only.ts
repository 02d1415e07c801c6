/**
 * Calibration answers for questions that are not in the bank: the coach judges them from a reference answer
 * alone, with no talking points or cues.
 */
import type { ReferenceCase } from "./cases.ts"

export const referenceCases: ReadonlyArray<ReferenceCase> = [
  {
    question: "What is the difference between git merge and git rebase?",
    reference:
      "Merge joins two branches by creating a merge commit that has both branch tips as parents, so the history shows exactly what happened. Rebase replays your commits on top of another branch, rewriting them as new commits and giving a linear history. Because rebase rewrites commits, you should not rebase branches that other people have already pulled. Merge is safer for shared branches, while rebase keeps a feature branch tidy before it is merged.",
    good:
      "A merge ties the two lines of work together with a new merge commit whose parents are both branch heads, so history records what really happened, branches and all. A rebase takes my commits and re-applies them on top of the other branch, producing brand new commits and a straight, linear history. Since rebasing rewrites commits, I never rebase a branch someone else has already pulled, that causes a mess for them. So I merge on shared branches and rebase my own feature branch to tidy it up before merging it in.",
    partial: "Merge creates a merge commit joining the two branches, while rebase moves your commits so the history is linear.",
    wrong:
      "git merge uploads your changes to the remote server and git rebase downloads the latest changes from it. They are the same as push and pull."
  },
  {
    question: "What is the CAP theorem?",
    reference:
      "The CAP theorem says a distributed data store cannot guarantee consistency, availability and partition tolerance all at once. Consistency means every read sees the latest write, and availability means every request gets a response. Network partitions will happen, so the real choice during a partition is between consistency and availability. CP systems refuse some requests to stay consistent, while AP systems keep answering and may return stale data.",
    good:
      "CAP says a distributed store can't promise consistency, availability and partition tolerance all together. Consistency here means every read returns the most recent write, and availability means every request gets a reply. Since a network partition is going to happen sooner or later, the practical choice while the network is split is between staying consistent and staying available. A CP system rejects some requests to keep data correct, an AP system keeps responding but might hand back stale data.",
    partial:
      "It says that in a distributed system you can only have two out of consistency, availability and partition tolerance.",
    wrong:
      "The CAP theorem is about CPU, memory and power: you can make a server fast, cheap or energy efficient but not all three. It is mostly relevant when buying hardware."
  },
  {
    question: "What is a database index, and what does it cost?",
    reference:
      "An index is a separate data structure, usually a B-tree, that lets the database find rows by a column's value without scanning the whole table. It speeds up lookups, range queries, joins and sorting on the indexed columns. The cost is extra storage and slower inserts, updates and deletes, because every index has to be kept up to date. You should index columns that are queried often and selectively, not every column.",
    good:
      "An index is an extra structure the database maintains, normally a B-tree, so it can jump to rows with a given value instead of scanning the entire table. That makes lookups by that column fast, and it also helps range queries, joins and ORDER BY. The price is disk space and slower writes: every insert, update or delete has to keep each index up to date too. So I index the columns that show up often in WHERE clauses and filter well, rather than indexing every column.",
    partial: "An index makes queries faster because the database doesn't have to scan the whole table to find rows.",
    wrong:
      "An index is the primary key number of each row, it counts rows from one upwards. It costs nothing because the database creates it automatically for every column."
  },
  {
    question: "What does it mean for an HTTP method to be idempotent, and which methods are?",
    reference:
      "An idempotent method has the same effect on the server whether a request is made once or many times. GET, HEAD, PUT and DELETE are idempotent, and so are OPTIONS and TRACE. POST is not idempotent, because repeating it can create duplicate resources, and PATCH is not guaranteed to be. Idempotency matters because clients and proxies can safely retry idempotent requests after a timeout.",
    good:
      "Idempotent means that sending the same request once or ten times leaves the server in the same state. GET and HEAD are idempotent, and so are PUT, since it sets a resource to a given value, and DELETE, since deleting twice still leaves it deleted. POST isn't, because repeating it can create duplicate orders or records, and PATCH isn't guaranteed to be either. This matters for retries: a client or proxy can safely resend an idempotent request after a timeout.",
    partial: "It means repeating the request has the same effect as doing it once. GET is idempotent but POST is not.",
    wrong:
      "Idempotent means the request is encrypted, so only HTTPS methods are idempotent. POST is the most idempotent method because it sends data in the body."
  },
  {
    question: "What is the difference between a process and a thread?",
    reference:
      "A process is a running program with its own private address space, file descriptors and other resources, isolated from other processes by the operating system. A thread is a unit of execution inside a process, and all threads of a process share its memory and open files while each has its own stack and registers. Creating and switching threads is cheaper than doing so for processes. Because threads share memory they communicate easily but need synchronization such as locks, while processes communicate through inter-process communication like pipes or sockets.",
    good:
      "A process is a program in execution with its own separate address space and resources such as open files, and the OS isolates it from other processes. A thread lives inside a process; the threads of one process share its memory and file handles, but each has its own stack and registers. Threads are cheaper to create and to switch between than processes. The shared memory makes communication between threads easy but means you need locks or other synchronization, whereas processes talk through pipes, sockets or shared memory segments.",
    partial: "A process has its own memory, while threads inside a process share the same memory.",
    wrong:
      "A thread is a process that runs on the GPU, and a process runs on the CPU. Threads cannot share anything with each other, which is why they never need locks."
  },
  {
    question: "What is a hash function, and what makes a good one for a hash table?",
    reference:
      "A hash function maps a key of any size to a fixed-size number, which a hash table reduces to a bucket index. It must be deterministic, so equal keys always get the same hash. A good hash function spreads keys uniformly across the buckets so that collisions are rare and lookups stay close to constant time. It should also be fast to compute, and for tables exposed to untrusted input it should resist deliberate collisions, for example by using a random seed.",
    good:
      "A hash function turns a key of any length into a fixed-size number, and the table then maps that number to one of its buckets. It has to be deterministic: the same key must always produce the same hash, or you'd never find anything again. A good one spreads keys evenly over the buckets, so collisions stay rare and lookups stay roughly constant time. It should be cheap to compute, and if attackers control the keys it should be seeded randomly so they can't craft keys that all collide.",
    partial: "A hash function turns a key into a number used to pick a bucket. A good one causes few collisions.",
    wrong:
      "A hash function encrypts data so it can be decrypted later with a key. A good one is slow, so the hash table is more secure against hackers."
  },
  {
    question: "What is the virtual DOM and why do libraries use it?",
    reference:
      "The virtual DOM is a lightweight in-memory tree of objects that describes what the user interface should look like. When state changes, the library builds a new virtual tree and diffs it against the previous one. It then applies only the minimal set of changes to the real DOM, which is slow to update. This lets developers write declarative code that re-renders everything while the library keeps actual DOM updates small.",
    good:
      "The virtual DOM is a plain JavaScript object tree kept in memory that describes what the UI should look like. Whenever state changes, the library renders a fresh virtual tree and compares, or diffs, it with the previous one. From that comparison it works out the smallest set of changes and applies only those to the real DOM, because touching the real DOM is the expensive part. That way you write declarative code as if you re-render the whole screen every time, and the library keeps the real updates minimal.",
    partial: "It's a copy of the DOM kept in memory. React compares it to find what changed before updating the page.",
    wrong:
      "The virtual DOM is a second browser window hidden in the background where the page is rendered twice for safety. It is used to make websites work offline."
  },
  {
    question: "What is a race condition and how do you prevent one?",
    reference:
      "A race condition happens when the result of a program depends on the timing or interleaving of threads or processes that access shared state. A classic example is two threads incrementing the same counter, where a read-modify-write sequence loses updates. You prevent it by making the critical section atomic, for example with a mutex, atomic operations or transactions. Avoiding shared mutable state, for instance with message passing or immutable data, removes the race entirely.",
    good:
      "A race condition is when the outcome depends on the exact timing or interleaving of threads touching the same shared data. The textbook case is two threads incrementing one counter: each reads the value, adds one and writes it back, and one of the updates gets lost. To prevent it you make that critical section atomic, with a lock or mutex, an atomic increment instruction, or a database transaction. Even better is not sharing mutable state in the first place, by passing messages between threads or using immutable data.",
    partial: "It's when two threads access the same data at the same time and the result depends on which goes first. You can use a lock to stop it.",
    wrong:
      "A race condition is a benchmark where two algorithms compete to see which is faster. You prevent it by only running one benchmark at a time on the machine."
  }
]
