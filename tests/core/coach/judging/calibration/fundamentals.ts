/** Calibration answers for CS-fundamentals questions, written by hand in a candidate's own words. */
import type { BankCase } from "./cases.ts"

export const fundamentalsCases: ReadonlyArray<BankCase> = [
  {
    id: "data-structures-002",
    good:
      "A stack is last in, first out: whatever you pushed most recently is the first thing you pop. A queue is first in, first out, so things come out in the order they went in, like a line at a till. Backed by an array or a linked list, pushing, popping, enqueueing and dequeueing are all constant time. I'd use a stack when work has to unwind in reverse order, such as the call stack, an undo history, depth-first search or checking balanced brackets. A queue is for fair, in-order processing, like breadth-first search, a job or print queue, or a buffer between a producer and a consumer.",
    partial:
      "A stack is LIFO, last in first out, and a queue is FIFO, first in first out. A stack is used for undo in editors.",
    wrong:
      "A stack stores items sorted by size so the smallest is always on top, and a queue stores them randomly. Both need O(n log n) time for every insert because they have to reorder the elements."
  },
  {
    id: "data-structures-010",
    good:
      "There are four usual ones. Preorder handles the node first and then its subtrees, which is what you want when copying or serialising a tree. Inorder goes left subtree, node, right subtree, and on a binary search tree that gives you the keys in sorted order. Postorder does both children before the node, which fits deleting a tree or computing something bottom-up like subtree sizes or heights. Level order walks the tree level by level using a queue, handy for finding the shortest depth. All of them are O(n) time; the depth-first ones need O(h) space for the recursion stack, and level order needs room for the widest level.",
    partial:
      "There's preorder, inorder and postorder, which are depth-first, and level order, which is breadth-first. Inorder on a BST gives sorted output.",
    wrong:
      "You traverse a binary tree by sorting its nodes first and then reading them from left to right. The only traversal is top-down and it always takes O(log n) time."
  },
  {
    id: "algorithms-003",
    good:
      "Recursion is when a function solves a problem by calling itself on a smaller instance of the same problem, like factorial of n being n times factorial of n minus one. The first thing to get right is the base case, the input you answer directly, otherwise it never stops. Second, every call has to move toward that base case, for instance by shrinking the list or decrementing n. Each call also takes a stack frame, so going very deep can overflow the stack. When the same subproblems come up over and over, like in naive Fibonacci, you memoize them, and if the depth is a problem you can turn it into a loop with your own explicit stack.",
    partial:
      "Recursion is a function that calls itself. You need a base case so that it stops at some point.",
    wrong:
      "Recursion is when two threads call each other at the same time. The main thing is to add a lock so they don't deadlock, and it is always faster than using a loop."
  },
  {
    id: "algorithms-012",
    good:
      "Dynamic programming works when a problem has optimal substructure, meaning the best answer is built from best answers to smaller pieces, and overlapping subproblems, meaning those pieces repeat. By solving each subproblem once and storing the answer, an exponential recursion becomes polynomial, like Fibonacci going from 2 to the n to linear. Memoization is the top-down way: keep the natural recursion and add a cache, so you only compute states you actually reach, but you pay for the recursion depth. Tabulation is bottom-up: you fill a table with loops in an order where dependencies are already computed, with no recursion at all. That also makes it easy to save memory, for example keeping just the previous row of the table.",
    partial:
      "Dynamic programming is about storing results of subproblems so you don't recompute them. Memoization is top-down with a cache, and tabulation is bottom-up with a table.",
    wrong:
      "Dynamic programming means writing programs that change their own code while running. Memoization is writing notes in the comments and tabulation is formatting the code with tabs."
  },
  {
    id: "system-design-002",
    good:
      "A load balancer sits in front of a pool of servers and spreads incoming requests across them, so clients talk to one address. It runs health checks and takes a server out of rotation when it stops responding. To pick a server it can use round robin, least connections, weighted versions of those, or hash something like the client IP so a user keeps hitting the same server. A layer 4 balancer just routes TCP by IP and port, while a layer 7 one understands HTTP, so it can route by path or header and terminate TLS. And you run the balancer itself redundantly, as an active-passive pair for example, so it doesn't become a single point of failure.",
    partial:
      "It spreads traffic over several servers so none gets overloaded, for example with round robin.",
    wrong:
      "A load balancer compresses requests so they use less bandwidth, and it decides where to send them by picking the server with the most free disk space. You only need one and it never fails."
  },
  {
    id: "system-design-010",
    good:
      "In a typical setup one primary takes all the writes and ships its change log, the write-ahead log or binlog, to replicas that replay it. Reads can then be spread across the replicas to scale read traffic, and if the primary dies one of the replicas can be promoted for failover. With asynchronous replication the replicas run a bit behind, that delay is replication lag, so a read from a replica can return stale data. A common fix for read-your-writes is sending a user's reads to the primary for a short while after they write, or tracking the log position they need. Synchronous replication avoids losing acknowledged writes on failover, but every write waits for a replica, so latency goes up.",
    partial:
      "Replication copies data from a main database to replicas, which can serve reads. Replication lag is the delay before a write shows up on the replicas.",
    wrong:
      "Replication means splitting the table into shards on different servers so each holds different rows. Replication lag is the time it takes to run a backup at night."
  },
  {
    id: "oops-002",
    good:
      "A class is the blueprint: it declares which fields and methods its objects will have, like a Car class saying every car has a colour and a speed and can accelerate. An object is an actual instance built from that class while the program runs, say my red car going at 50. Each object keeps its own copy of the instance fields, its own state, while the methods are defined once in the class and shared. Defining the class doesn't allocate space for that data; memory for an object's fields is allocated when you create the object with new.",
    partial:
      "A class is like a template and an object is an instance of that class.",
    wrong:
      "A class is a running program and an object is a file on disk that stores the class's code. You need one object per class, and objects cannot have their own values."
  },
  {
    id: "oops-012",
    good:
      "Inheritance ties a subclass closely to how its parent is implemented, so a change in the base class can quietly break subclasses; that's the fragile base class problem. A subclass also inherits the parent's entire public interface, including methods that don't make sense for it. With composition, a class holds other objects and delegates to them, a has-a relationship, and it exposes only what it chooses. Those collaborators can be swapped at runtime or replaced with mocks in tests, which makes the design more flexible. Inheritance is still the right tool when there's a real is-a relationship and the subclass can stand in anywhere the parent is expected.",
    partial:
      "Composition is more flexible than inheritance because you can combine behaviours, while deep inheritance hierarchies get hard to change.",
    wrong:
      "Composition is faster at runtime because the compiler inlines composed classes, while inheritance always allocates a second object for the parent. That speed is the only reason people prefer it."
  },
  {
    id: "operating-systems-003",
    good:
      "A system call is how a user-space program asks the kernel to do something it isn't allowed to do itself, like touching a device or creating a process. The program puts the syscall number and its arguments into registers and executes a special instruction, syscall or an interrupt, that traps into kernel mode; the kernel does the work and returns. Examples are open, read, write, close, fork, exec, mmap and socket. You rarely issue them directly, you go through wrappers in the C library. They cost a lot more than a normal function call because of the mode switch, so libraries buffer, for example stdio collecting writes into one big write.",
    partial:
      "A system call is a request from a program to the operating system kernel, for example read or write on a file.",
    wrong:
      "A system call is a phone call from the IT team to fix the system. In programming it means calling a function from the system library, which runs in the same mode as any other function."
  },
  {
    id: "operating-systems-011",
    good:
      "The four conditions are mutual exclusion, hold and wait, no preemption and circular wait, and a deadlock needs all four. Prevention removes one of them, most practically circular wait by always taking locks in one global order, or hold and wait by requesting all resources at once. Avoidance, like the Banker's algorithm, only grants a request if the system stays in a safe state afterwards. Detection lets deadlocks happen, looks for a cycle in the wait-for graph and recovers by killing or rolling back a victim. In practice general-purpose operating systems mostly ignore it, while databases detect deadlocks and abort one of the transactions.",
    partial:
      "The conditions are mutual exclusion, hold and wait, no preemption and circular wait. You can prevent deadlock by acquiring locks in a fixed order.",
    wrong:
      "Deadlock happens when the CPU is at 100 percent. You prevent it by adding more cores and detect it by watching the CPU usage graph."
  },
  {
    id: "networking-002",
    good:
      "TCP sets up a connection with a three-way handshake before sending anything, while UDP just fires off datagrams with no connection. TCP guarantees that bytes arrive reliably and in order, using acknowledgements, sequence numbers and retransmissions; UDP promises neither. TCP also does flow control so it doesn't swamp the receiver and congestion control so it doesn't swamp the network. UDP is lighter, with lower latency, and keeps each message separate. So I'd use TCP for web traffic, APIs and file transfers, and UDP for DNS lookups, voice and video calls and games, where a late packet is useless; QUIC builds reliability on top of UDP.",
    partial:
      "TCP is reliable and connection-based, UDP is faster but doesn't guarantee delivery. Streaming often uses UDP.",
    wrong:
      "TCP is used on wired networks and UDP on wireless ones. UDP is more reliable because it sends every packet twice, which is why banks use it."
  },
  {
    id: "networking-010",
    good:
      "DHCP is the protocol that configures a device automatically when it joins a network: it gives it an IP address along with the subnet mask, the default gateway and DNS servers. It goes in four steps often called DORA: the client sends a Discover, servers answer with an Offer, the client sends a Request for one offer, and the server confirms with an Acknowledge. The first messages are broadcast, because the client has no address yet to be reached at. The address is only leased for a period and the client renews it before it runs out. On bigger networks a relay agent forwards requests between subnets, and you can reserve a fixed address for a device's MAC.",
    partial:
      "DHCP automatically gives a device an IP address when it connects, so you don't have to set it manually. The router usually runs the DHCP server.",
    wrong:
      "DHCP translates domain names like google.com into IP addresses. A device gets its IP address by picking a random number and hoping nobody else has it."
  }
]
