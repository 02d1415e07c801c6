/** The Operating Systems questions of the built-in bank. */
import type { BankQuestion } from "../types.ts"

export const questions: ReadonlyArray<BankQuestion> = [
  {
    id: "operating-systems-001",
    topic: "operating-systems",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between a process and a thread?",
    talkingPoints: [
      { point: "A process is a program in execution with its own address space and resources, isolated from other processes.",
        cues: [["process"], ["own address space", "own memory", "separate address space", "separate memory", "isolated", "isolation"]] },
      { point: "Threads of the same process share its address space: heap, globals and open files.",
        cues: [["thread"], ["share", "shared", "sharing", "same address space", "same memory", "same heap"]] },
      { point: "Each thread has its own stack, registers and program counter.",
        cues: [["own stack", "stack", "register", "registers", "program counter"]] },
      { point: "Creating and switching threads is cheaper than doing so for processes.",
        cues: [["cheaper", "lighter", "lightweight", "faster", "less overhead", "more expensive"]] },
      { point: "A crash in one thread can take down the whole process, and shared data needs synchronisation; processes talk through IPC.",
        cues: [["crash", "crashes", "take down", "synchronisation", "synchronization", "race", "races", "lock", "locks"]] }
    ],
    modelAnswer: "A process is a program in execution with its own address space, its own memory, file descriptors and other resources, so processes are isolated from each other by the operating system. A thread is a unit of execution inside a process, and all threads of a process share the same address space: the heap, global variables and open files. Each thread still has its own stack, registers and program counter. Because nothing has to be copied or remapped, creating and switching threads is cheaper than doing the same for processes. The flip side is safety: a bug that crashes one thread can take down the whole process, and shared data needs synchronisation such as locks to avoid races, while separate processes must use IPC to talk.",
    tags: ["processes", "threads", "fundamentals"]
  },
  {
    id: "operating-systems-002",
    topic: "operating-systems",
    difficulty: "easy",
    kind: "concept",
    text: "What is the kernel, and what is the difference between user mode and kernel mode?",
    talkingPoints: [
      { point: "The kernel is the core of the OS that manages the CPU, memory and devices and talks to hardware directly.",
        cues: [["kernel"], ["core", "manage", "manages", "hardware", "privileged", "full access"]] },
      { point: "In user mode, where applications run, instructions and memory access are restricted.",
        cues: [["user mode", "user space", "userspace"], ["restricted", "restrict", "cannot", "limited", "no direct access", "unprivileged"]] },
      { point: "In kernel mode code can execute privileged instructions and access all memory.",
        cues: [["kernel mode", "supervisor mode", "ring 0", "privileged mode"], ["privileged", "any instruction", "all memory", "hardware", "full access"]] },
      { point: "Control enters kernel mode only through system calls, interrupts or exceptions.",
        cues: [["system call", "syscall", "interrupt", "trap", "exception"]] },
      { point: "The separation protects the system so a faulty program cannot crash the machine or other programs.",
        cues: [["protect", "protects", "protection", "stability", "security", "isolation"]] }
    ],
    modelAnswer: "The kernel is the core of the operating system: it manages the CPU, memory and devices, and it is the only software that talks to hardware directly. The CPU enforces two privilege levels. In user mode, where applications run, the instruction set and memory access are restricted: a program cannot touch hardware or another process's memory. In kernel mode, ring 0 on x86, code can execute privileged instructions and access all memory. A program crosses into kernel mode only through controlled entry points: a system call, a hardware interrupt, or an exception such as a page fault, and the kernel returns to user mode when it is done. This separation protects the system, so a buggy or malicious application can crash itself but not the machine or other programs.",
    tags: ["kernel", "privilege", "fundamentals"]
  },
  {
    id: "operating-systems-003",
    topic: "operating-systems",
    difficulty: "easy",
    kind: "concept",
    text: "What is a system call? Give a few examples.",
    talkingPoints: [
      { point: "A system call is how a user program asks the kernel for a service it cannot perform itself.",
        cues: [["ask", "asks", "request", "requests", "service", "entry point"], ["kernel", "operating system"]] },
      { point: "The program places the call number and arguments in registers and executes a special instruction that traps into kernel mode.",
        cues: [["trap", "traps", "syscall instruction", "software interrupt", "mode switch", "kernel mode"]] },
      { point: "Examples include open, read, write, fork, exec, mmap and socket.",
        cues: [["open", "read", "write", "fork", "exec", "mmap", "socket"]] },
      { point: "Programs usually call them through library wrappers such as libc.",
        cues: [["libc", "glibc", "wrapper", "wrappers", "standard library", "printf"]] },
      { point: "System calls cost much more than function calls, so libraries buffer and batch work.",
        cues: [["expensive", "cost", "overhead", "slower", "buffer", "buffering", "batch"]] }
    ],
    modelAnswer: "A system call is how a user program asks the kernel for a service it is not allowed to perform itself, such as reading a file or creating a process. The program puts the call number and arguments in registers and executes a special instruction, syscall on x86-64, which traps into kernel mode; the kernel checks the arguments, does the work and returns a result or an error code. Typical examples are open, read and write for files, fork and exec for processes, mmap for memory, and socket for networking. Most code never calls them directly but goes through library wrappers such as libc, so printf eventually calls write. Because the mode switch is expensive compared with a function call, libraries buffer output to make fewer system calls.",
    tags: ["system-calls", "kernel"]
  },
  {
    id: "operating-systems-004",
    topic: "operating-systems",
    difficulty: "easy",
    kind: "concept",
    text: "What states does a process go through during its lifetime?",
    talkingPoints: [
      { point: "New: the process is being created.",
        cues: [["new"], ["created", "creating", "creates", "creation"]] },
      { point: "Ready: it can run and waits in the ready queue for the scheduler to give it a CPU.",
        cues: [["ready"], ["queue", "queues", "waiting for the cpu", "waiting for a cpu", "scheduler", "scheduled"]] },
      { point: "Running: it executes on a CPU until it blocks, exits or is preempted back to ready.",
        cues: [["running"], ["executing", "on the cpu", "on a cpu", "time slice", "preempted"]] },
      { point: "Waiting or blocked: it waits for I/O or another event, then returns to ready.",
        cues: [["waiting", "blocked", "sleeping"], ["i/o", "io", "event", "disk", "lock"]] },
      { point: "Terminated: it has exited, and on Unix stays a zombie until the parent collects its status.",
        cues: [["terminated", "exits", "exited", "finished", "zombie"]] }
    ],
    modelAnswer: "A process starts in the new state while the kernel creates its control block and address space. It then moves to ready, meaning it could run and is waiting in the ready queue for the scheduler to give it a CPU. When it is dispatched it is running, executing on a CPU; if its time slice runs out or a higher-priority process arrives, it is preempted and goes back to ready. If it asks for something slow, like disk I/O or a lock, it becomes waiting, also called blocked, and returns to ready only when that event completes. Finally it is terminated when it exits; on Unix it stays a zombie until the parent collects its exit status.",
    tags: ["processes", "scheduling"]
  },
  {
    id: "operating-systems-005",
    topic: "operating-systems",
    difficulty: "easy",
    kind: "concept",
    text: "What is virtual memory, and why do operating systems use it?",
    talkingPoints: [
      { point: "Each process gets its own virtual address space, mapped to physical memory by the OS and the MMU through page tables.",
        cues: [["virtual address", "address space", "mapping", "mapped", "map", "maps"], ["physical", "mmu", "page table", "page tables"]] },
      { point: "It isolates processes, so one cannot read or corrupt another's memory.",
        cues: [["isolation", "isolate", "isolated", "protection", "cannot see", "cannot access", "corrupt"]] },
      { point: "Programs can use more memory than physical RAM, with unused pages kept on disk and loaded on demand.",
        cues: [["disk", "swap", "swapped", "more memory than", "larger than", "demand paging", "on demand"]] },
      { point: "It simplifies programming with a clean contiguous layout and lets processes share one copy of libraries or files.",
        cues: [["simpler", "simplify", "simplifies", "contiguous", "shared library", "shared libraries", "same layout"]] }
    ],
    modelAnswer: "Virtual memory gives every process its own virtual address space, and the operating system, with the hardware MMU, maps those virtual addresses to physical frames through page tables. It is used for three main reasons. First, isolation: one process cannot see or corrupt another's memory, because its addresses simply do not map there. Second, a program can use more memory than the physical RAM, because pages that are not in use can live on disk in swap and be loaded on demand when touched. Third, it makes programming simpler: every program sees a clean contiguous layout, and the kernel can map the same shared library or file into many processes while keeping one physical copy.",
    tags: ["memory", "virtual-memory", "fundamentals"]
  },
  {
    id: "operating-systems-006",
    topic: "operating-systems",
    difficulty: "easy",
    kind: "concept",
    text: "What is a deadlock? Give a simple example.",
    talkingPoints: [
      { point: "A deadlock is a set of threads or processes each waiting for a resource another of them holds, so none can proceed.",
        cues: [["wait", "waiting", "waits"], ["held by", "holds", "holding", "each other", "another"]] },
      { point: "The classic example is two threads taking two locks in opposite order.",
        cues: [["two locks", "two lock", "lock 1", "lock 2", "lock a", "lock b", "opposite order"]] },
      { point: "A deadlock never resolves by itself; the program simply hangs.",
        cues: [["forever", "never", "indefinitely", "stuck", "hang", "hangs"]] },
      { point: "The simplest prevention is acquiring locks in one global order or using try-lock with a timeout.",
        cues: [["order", "ordering", "timeout", "try-lock", "trylock", "try lock"], ["lock", "locks", "acquire", "acquired"]] }
    ],
    modelAnswer: "A deadlock is when a group of threads or processes are each waiting for a resource that another member of the group is holding, so none of them can ever make progress. The classic example uses two locks: thread A takes lock 1 and then asks for lock 2, while thread B has taken lock 2 and asks for lock 1. Each waits for the other forever, and the program just hangs without using any CPU. Unlike a slow system, it will never resolve itself unless something is killed or rolled back. The simplest prevention is to make every thread acquire locks in the same global order, or to use a try-lock with a timeout and back off.",
    tags: ["deadlock", "concurrency"]
  },
  {
    id: "operating-systems-007",
    topic: "operating-systems",
    difficulty: "easy",
    kind: "concept",
    text: "What is a context switch, and why is it considered expensive?",
    talkingPoints: [
      { point: "The kernel saves the running task's state (registers, program counter, stack pointer) and restores another task's state.",
        cues: [["save", "saved", "saves", "saving", "store", "stored", "stores"], ["register", "registers", "program counter", "stack pointer", "state", "states"]] },
      { point: "Switches are triggered by timer interrupts, blocking on I/O or locks, or yielding.",
        cues: [["timer", "interrupt", "blocks", "blocking", "yield", "yields", "preemption"]] },
      { point: "The bigger cost is indirect: caches and the TLB are cold afterwards, and a process switch changes the address space.",
        cues: [["cache", "caches", "tlb", "cold", "flush", "address space"]] },
      { point: "Switching between threads of one process is cheaper than switching between processes.",
        cues: [["thread", "threads"], ["cheaper", "less expensive", "same address space", "lighter"]] }
    ],
    modelAnswer: "A context switch is when the kernel stops running one thread or process on a CPU and starts another. It saves the current one's state, its registers, program counter and stack pointer, into its control block, picks the next task with the scheduler, and restores that task's state. Switches happen when a timer interrupt ends a time slice, when a task blocks on I/O or a lock, or when it yields. The direct cost is entering the kernel and copying state, a few microseconds at most. The bigger cost is indirect: the new task finds the CPU caches and TLB full of someone else's data, and switching between processes also changes the address space, which can flush the TLB. That is why switching between threads of the same process is cheaper than between processes.",
    tags: ["scheduling", "performance"]
  },
  {
    id: "operating-systems-008",
    topic: "operating-systems",
    difficulty: "easy",
    kind: "concept",
    text: "Explain the common CPU scheduling algorithms: first come first served, shortest job first, round robin and priority scheduling.",
    talkingPoints: [
      { point: "FCFS runs jobs in arrival order; short jobs get stuck behind long ones (the convoy effect).",
        cues: [["fcfs", "first come", "first-come", "arrival order"], ["convoy", "stuck behind", "wait behind", "long job", "long one"]] },
      { point: "SJF gives the minimum average waiting time but needs burst estimates and can starve long jobs.",
        cues: [["sjf", "shortest job", "shortest"], ["average waiting", "minimum average", "optimal", "starve", "starvation", "estimate", "estimated"]] },
      { point: "Round robin gives each ready process a fixed time quantum in turn, trading response time against switch overhead.",
        cues: [["round robin"], ["quantum", "time slice", "in turn"]] },
      { point: "Priority scheduling runs the highest priority first, and aging prevents starvation of low-priority work.",
        cues: [["priority"], ["aging", "ageing", "starvation", "starving"]] },
      { point: "Algorithms can be preemptive or non-preemptive, as with SJF versus shortest remaining time first.",
        cues: [["preemptive", "non-preemptive", "srtf", "shortest remaining"]] }
    ],
    modelAnswer: "First come, first served runs processes in arrival order; it is simple, but short jobs get stuck behind a long one, the convoy effect. Shortest job first picks the process with the smallest next CPU burst, which gives the minimum average waiting time, but the burst must be estimated, and long jobs can starve. Its preemptive form, shortest remaining time first, switches when a shorter job arrives. Round robin gives each ready process a fixed time quantum in turn, which keeps response times good for interactive work; too small a quantum wastes time on context switches, too large behaves like FCFS. Priority scheduling always runs the highest-priority process, and to stop low-priority ones from starving, the OS uses aging, gradually raising the priority of processes that have waited long.",
    tags: ["scheduling", "algorithms"]
  },
  {
    id: "operating-systems-009",
    topic: "operating-systems",
    difficulty: "easy",
    kind: "concept",
    text: "What is a race condition, and what is a critical section?",
    talkingPoints: [
      { point: "A race condition is when the result depends on the timing or interleaving of threads accessing shared data, at least one writing.",
        cues: [["timing", "interleave", "interleaving", "order of execution", "who runs first", "unpredictable"]] },
      { point: "Incrementing a shared counter is a read-modify-write, so two threads can lose an update.",
        cues: [["read-modify-write", "read modify write", "lost update", "update is lost", "increment", "counter++"]] },
      { point: "A critical section is code touching shared state that must run under mutual exclusion, one thread at a time.",
        cues: [["critical section"], ["mutual exclusion", "one thread at a time", "one at a time", "only one"]] },
      { point: "It is protected with a mutex or lock, or an atomic operation for a single variable.",
        cues: [["mutex", "lock", "atomic", "semaphore"]] },
      { point: "A correct solution also guarantees progress and bounded waiting.",
        cues: [["bounded waiting", "progress", "waits forever"]] }
    ],
    modelAnswer: "A race condition is a bug where the result depends on the timing or interleaving of threads that touch shared data, and at least one of them writes. The textbook example is two threads doing counter++ on the same variable: each increment is really a read-modify-write, so both can read 5, both write 6, and one update is lost. A critical section is the piece of code that accesses that shared state, and it must run with mutual exclusion, one thread at a time. We protect it with a mutex or lock, or for a single variable an atomic operation. A correct solution to the critical section problem also needs progress, so a free section is never left idle, and bounded waiting, so no thread waits forever.",
    tags: ["concurrency", "synchronisation"]
  },
  {
    id: "operating-systems-010",
    topic: "operating-systems",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between stack memory and heap memory?",
    talkingPoints: [
      { point: "The stack holds a frame per function call, with locals, arguments and the return address, freed automatically on return.",
        cues: [["stack"], ["frame", "frames", "local", "locals", "return address", "last-in", "lifo", "automatically"]] },
      { point: "The heap holds dynamically allocated memory whose lifetime is managed by the program or a garbage collector.",
        cues: [["heap"], ["dynamic", "dynamically", "malloc", "garbage collector", "explicitly"]] },
      { point: "Stack allocation is very fast because it only moves the stack pointer.",
        cues: [["stack pointer", "moving a pointer", "very fast", "cheap"]] },
      { point: "Heap allocation is slower, can fragment, and leaks if not freed.",
        cues: [["fragment", "fragmentation", "leak", "leaks", "slower"]] },
      { point: "Each thread has a small fixed-size stack, so deep recursion overflows it, while the heap is shared and larger.",
        cues: [["stack overflow", "overflow", "fixed in size", "fixed size", "few megabytes", "per thread"]] }
    ],
    modelAnswer: "The stack is where function calls live: each call pushes a frame with its locals, arguments and return address, and the frame is popped automatically when the function returns, in last-in first-out order. Allocation there is very fast because it only moves the stack pointer. The heap is for memory allocated dynamically, with malloc or new, whose lifetime is controlled by the program or a garbage collector rather than by scope. Heap allocation is slower, can fragment memory, and leaks if you forget to free it. The stack is small and fixed in size per thread, typically a few megabytes, so deep recursion causes a stack overflow, while the heap is shared by all threads and can grow much larger.",
    tags: ["memory", "fundamentals"]
  },
  {
    id: "operating-systems-011",
    topic: "operating-systems",
    difficulty: "medium",
    kind: "concept",
    text: "What are the four necessary conditions for deadlock, and how can deadlocks be prevented, avoided or detected?",
    talkingPoints: [
      { point: "Mutual exclusion and hold and wait are two of the conditions.",
        cues: [["mutual exclusion"], ["hold and wait"]] },
      { point: "No preemption and circular wait are the other two.",
        cues: [["no preemption", "non-preemption", "cannot be taken away", "cannot be preempted"], ["circular wait", "cycle", "cycles"]] },
      { point: "Prevention breaks a condition, usually circular wait through a global lock order or hold and wait by requesting everything up front.",
        cues: [["prevent", "prevention", "break", "breaks", "breaking"], ["order", "ordering", "up front", "all at once"]] },
      { point: "Avoidance, as in the Banker's algorithm, grants a request only if the system stays in a safe state.",
        cues: [["banker", "safe state"]] },
      { point: "Detection finds cycles in a wait-for graph and recovers by aborting or rolling back a victim.",
        cues: [["wait-for graph", "wait for graph", "resource allocation graph", "detection", "detect"], ["abort", "aborting", "roll back", "rolling back", "rollback", "victim", "kill"]] },
      { point: "General-purpose OSes largely ignore deadlock, while databases detect it and abort a transaction.",
        cues: [["ignore", "ostrich", "database", "databases"]] }
    ],
    modelAnswer: "Deadlock needs four conditions at once. The first two are mutual exclusion, where a resource can be held by only one process, and hold and wait, where a process holds one resource while waiting for another. The other two are no preemption, meaning resources cannot be taken away, and circular wait, a cycle of processes each waiting on the next. Prevention breaks one of these conditions, most practically circular wait by acquiring locks in a fixed global order, or hold and wait by requesting everything up front. Avoidance, like the Banker's algorithm, grants a request only if the system stays in a safe state where every process can still finish. Detection lets deadlocks happen, finds a cycle in the wait-for graph, and recovers by aborting or rolling back a victim. General-purpose operating systems mostly ignore the problem, while databases detect and abort.",
    tags: ["deadlock", "concurrency"]
  },
  {
    id: "operating-systems-012",
    topic: "operating-systems",
    difficulty: "medium",
    kind: "concept",
    text: "What is the difference between a mutex and a semaphore?",
    talkingPoints: [
      { point: "A mutex gives mutual exclusion with ownership: only the thread that locked it may unlock it.",
        cues: [["mutex"], ["owner", "ownership", "same thread", "locked it", "only the thread"]] },
      { point: "A semaphore is a counter with atomic wait and signal operations that lets up to N threads proceed.",
        cues: [["semaphore"], ["counter", "count", "wait and signal", "p and v", "up to n", "n threads"]] },
      { point: "A binary semaphore resembles a mutex but has no owner, so any thread can signal it.",
        cues: [["binary semaphore"]] },
      { point: "Semaphores suit signalling between threads and limiting access to a pool of resources.",
        cues: [["signalling", "signaling", "pool", "producer-consumer", "producer", "limit", "limiting"]] },
      { point: "Ownership lets mutexes support priority inheritance and error checks, so mutexes protect data and semaphores count.",
        cues: [["priority inheritance", "recursive", "wrong thread", "error checking"]] }
    ],
    modelAnswer: "A mutex is a lock for mutual exclusion: one thread holds it at a time, and it has ownership, so only the thread that locked it may unlock it. A semaphore is an integer counter with two atomic operations, wait, which decrements and blocks at zero, and signal, which increments and wakes a waiter, so up to N threads can proceed at once. A binary semaphore looks like a mutex, but it has no owner, so any thread can signal it. That makes semaphores good for signalling between threads and for limiting access to a pool of N resources, such as database connections, or the slots in a producer-consumer buffer. Because a mutex knows its owner, the OS can offer priority inheritance and catch unlocking from the wrong thread, so I use a mutex to protect data and a semaphore for counting.",
    tags: ["synchronisation", "concurrency"]
  },
  {
    id: "operating-systems-013",
    topic: "operating-systems",
    difficulty: "medium",
    kind: "concept",
    text: "How does paging work, and what role does the TLB play?",
    talkingPoints: [
      { point: "Virtual memory is split into fixed-size pages and physical memory into frames of the same size.",
        cues: [["page", "pages"], ["frame", "frames", "fixed-size", "fixed size", "4 kb"]] },
      { point: "A virtual address is a page number plus an offset; the page table maps page numbers to frame numbers.",
        cues: [["page table", "page tables"], ["offset", "page number", "frame number"]] },
      { point: "Page tables are multi-level so sparse address spaces need little table memory.",
        cues: [["multi-level", "multilevel", "two-level", "four-level", "hierarchical", "levels"]] },
      { point: "The TLB is a small cache of recent translations, so most accesses skip the page-table walk.",
        cues: [["tlb", "translation lookaside"], ["cache", "caches", "hit", "recent"]] },
      { point: "A TLB miss triggers a walk; context switches flush it or use ASID tags; huge pages increase its reach.",
        cues: [["miss", "flush", "asid", "pcid", "huge page", "huge pages"]] }
    ],
    modelAnswer: "Paging splits a process's virtual address space into fixed-size pages, usually 4 KB, and physical memory into frames of the same size, so any page can sit in any frame and there is no external fragmentation. A virtual address is split into a page number and an offset; the page table maps the page number to a frame number, and the offset is kept. On x86-64 the page table is multi-level, four or five levels, so unused parts of the address space need no table memory. Walking those levels on every access would be slow, so the MMU has a TLB, a small cache of recent translations, and a hit gives the frame almost for free. On a TLB miss the hardware walks the table, and context switches either flush the TLB or tag entries with an ASID. Huge pages increase how much memory the TLB covers.",
    tags: ["memory", "paging", "tlb"]
  },
  {
    id: "operating-systems-014",
    topic: "operating-systems",
    difficulty: "medium",
    kind: "concept",
    text: "Compare the FIFO, LRU and optimal page replacement algorithms. What is Belady's anomaly?",
    talkingPoints: [
      { point: "FIFO evicts the page loaded earliest, which is simple but ignores how often a page is used.",
        cues: [["fifo", "first in first out", "first-in first-out"], ["earliest", "oldest", "longest", "loaded first", "arrival"]] },
      { point: "Optimal evicts the page whose next use is furthest in the future; it is not implementable and serves as a benchmark.",
        cues: [["optimal", "opt algorithm", "min algorithm"], ["future", "furthest", "farthest", "benchmark"]] },
      { point: "LRU evicts the least recently used page and comes close to optimal, but exact tracking is expensive.",
        cues: [["lru", "least recently used"], ["predictor", "past", "close to optimal", "expensive", "tracking", "timestamp", "counter"]] },
      { point: "Real kernels approximate LRU with the accessed bit, for example the clock or second-chance algorithm.",
        cues: [["clock", "second chance", "second-chance", "reference bit", "accessed bit"]] },
      { point: "Belady's anomaly: with FIFO, more frames can produce more page faults; stack algorithms like LRU are immune.",
        cues: [["more frames", "adding frames", "more memory"], ["more page faults", "more faults", "increase"]] }
    ],
    modelAnswer: "FIFO evicts the page that was loaded earliest. It is trivial to implement but ignores usage, so it can throw out a page that is used constantly. The optimal algorithm evicts the page whose next use is furthest in the future; it gives the fewest faults but needs knowledge of the future, so it is only a benchmark. LRU evicts the least recently used page, using the past as a predictor, and comes close to optimal on real workloads, but tracking the exact order on every memory access is too expensive. Real kernels approximate it with the hardware accessed bit, for example the clock or second-chance algorithm. Belady's anomaly is the surprising fact that with FIFO, giving a process more frames can produce more page faults. LRU and optimal are stack algorithms, so they never suffer from it.",
    tags: ["memory", "page-replacement"]
  },
  {
    id: "operating-systems-015",
    topic: "operating-systems",
    difficulty: "medium",
    kind: "concept",
    text: "What is thrashing, and how can an operating system detect it and deal with it?",
    talkingPoints: [
      { point: "Thrashing is when the system spends most of its time paging instead of doing useful work.",
        cues: [["paging", "page fault", "swapping", "swap"], ["most of its time", "most of the time", "rather than", "instead of", "no useful work"]] },
      { point: "It happens when the working sets of running processes do not fit in physical memory.",
        cues: [["working set"], ["do not fit", "does not fit", "exceed", "too many", "larger than", "more than"]] },
      { point: "CPU utilisation drops while disk activity soars, and a naive scheduler makes it worse by admitting more processes.",
        cues: [["cpu utilisation", "cpu utilization", "cpu usage", "idle cpu", "disk activity"]] },
      { point: "It can be detected by monitoring page-fault frequency against thresholds.",
        cues: [["page-fault frequency", "page fault frequency", "fault rate", "threshold"]] },
      { point: "The remedy is reducing multiprogramming by suspending or swapping out processes, adding RAM, or killing a process.",
        cues: [["reduce", "reduced", "suspend", "suspending", "swap out", "swapping out", "add ram", "more ram", "oom killer"]] }
    ],
    modelAnswer: "Thrashing is when the system spends most of its time handling page faults and swapping pages in and out rather than doing useful work. It happens when the combined working sets of the running processes, the pages each needs right now, do not fit in physical memory, usually because too many processes are loaded. The telltale sign is that CPU utilisation drops while disk activity is pegged, and a naive scheduler that sees an idle CPU admits even more processes, making it worse. The OS can detect it with page-fault frequency: if a process faults above an upper threshold it needs more frames, and if the system cannot supply them, it is thrashing. The remedy is to reduce the degree of multiprogramming by suspending or swapping out whole processes, add RAM, or on Linux let the OOM killer end a process.",
    tags: ["memory", "performance", "paging"]
  },
  {
    id: "operating-systems-016",
    topic: "operating-systems",
    difficulty: "medium",
    kind: "concept",
    text: "What happens when a Unix process calls fork, and how is exec different?",
    talkingPoints: [
      { point: "fork creates a child process that is a near-identical copy of the parent, including open file descriptors.",
        cues: [["fork"], ["copy", "duplicate", "clone", "child"]] },
      { point: "fork returns twice: zero in the child and the child's PID in the parent (or -1 on failure).",
        cues: [["returns twice", "return twice", "0 in the child", "zero in the child", "child's pid", "pid in the parent"]] },
      { point: "Memory is shared copy-on-write, so fork is cheap.",
        cues: [["copy-on-write", "copy on write", "cow"]] },
      { point: "exec replaces the current process image with a new program, keeping the PID, and does not return on success.",
        cues: [["exec", "execve"], ["replace", "replaced", "replaces", "replacing", "new program", "overwrite"]] },
      { point: "A shell forks, sets up redirections in the child, execs the command, and the parent waits with waitpid.",
        cues: [["wait", "waitpid", "redirection", "redirections"]] }
    ],
    modelAnswer: "fork creates a new child process that is almost an exact copy of the parent: same code, a copy of its memory, the same open file descriptors and the same position in the program. It returns twice, with 0 in the child and the child's PID in the parent, or minus one if it fails, which is how each side knows what it is. Modern kernels do not copy memory eagerly; pages are shared copy-on-write, so fork is cheap. exec is different: it replaces the current process image with a new program loaded from disk, keeping the same PID and open descriptors, and it does not return on success. A shell combines them: it forks, the child sets up redirections and then calls exec on the command, and the parent calls waitpid to collect the exit status.",
    tags: ["processes", "unix", "system-calls"]
  },
  {
    id: "operating-systems-017",
    topic: "operating-systems",
    difficulty: "medium",
    kind: "concept",
    text: "What are zombie and orphan processes, and how do you deal with them?",
    talkingPoints: [
      { point: "A zombie has exited but its parent has not yet collected its exit status, so its process table entry remains.",
        cues: [["zombie"], ["exited", "exit", "terminated", "finished", "already dead"]] },
      { point: "Parents must reap children with wait or waitpid, often from a SIGCHLD handler.",
        cues: [["reap", "reaps", "waitpid", "sigchld"]] },
      { point: "Piled-up zombies exhaust PIDs; a zombie cannot be killed, so you fix or kill the parent.",
        cues: [["pid", "pids", "process table", "process tables", "cannot kill", "kill the parent"]] },
      { point: "An orphan's parent exited first; it is re-parented to init (PID 1) or a subreaper, which reaps it.",
        cues: [["orphan"], ["init", "pid 1", "systemd", "adopt", "adopted", "re-parent", "re-parents", "subreaper"]] },
      { point: "Daemons orphan themselves deliberately with a double fork, and containers need a PID 1 that reaps, such as tini.",
        cues: [["double fork", "daemon", "daemons", "tini", "container", "containers"]] }
    ],
    modelAnswer: "A zombie is a process that has exited, but whose parent has not yet called wait to read its exit status. Its memory is freed, yet its entry stays in the process table and it shows as defunct in ps. The parent is supposed to reap children with wait or waitpid, often in a SIGCHLD handler. A few zombies are harmless, but a buggy parent can pile up thousands and exhaust PIDs; you cannot kill a zombie, since it is already dead, so you fix or kill the parent. An orphan is a process whose parent exited first; the kernel re-parents it to init, PID 1, or a designated subreaper, which reaps it when it exits. Daemons become orphans deliberately with a double fork, and in containers your PID 1 must reap, which is why people use tini.",
    tags: ["processes", "unix"]
  },
  {
    id: "operating-systems-018",
    topic: "operating-systems",
    difficulty: "medium",
    kind: "concept",
    text: "What mechanisms can processes use to communicate with each other, and how do you choose between them?",
    talkingPoints: [
      { point: "Pipes give a one-way byte stream; named pipes (FIFOs) work between unrelated processes.",
        cues: [["pipe", "pipes", "fifo", "fifos", "named pipe"]] },
      { point: "Message queues exchange discrete messages through the kernel.",
        cues: [["message queue", "message queues", "mailbox"]] },
      { point: "Shared memory is fastest because nothing is copied, but it needs explicit synchronisation.",
        cues: [["shared memory"], ["fast", "fastest", "no copy", "nothing is copied", "synchronisation", "synchronization", "semaphore"]] },
      { point: "Sockets work locally (Unix domain) or across machines (TCP/UDP).",
        cues: [["socket", "sockets", "unix domain"]] },
      { point: "Signals carry simple notifications and memory-mapped files share data through a file; the choice depends on data volume, locality and coordination.",
        cues: [["signal", "signals", "memory-mapped", "memory mapped", "mmap"]] }
    ],
    modelAnswer: "The classic options are these. Pipes give a one-way byte stream, anonymous pipes between a parent and child, as in a shell pipeline, and named pipes, or FIFOs, between unrelated processes. Message queues let processes exchange discrete messages through the kernel, so boundaries are preserved. Shared memory maps the same physical pages into several processes; it is the fastest because nothing is copied, but you must add synchronisation, such as a semaphore, to avoid races. Sockets are the most general: Unix domain sockets on the same machine, and TCP or UDP sockets across machines, which is why most services use them. Signals carry only a small notification, like SIGTERM, and memory-mapped files let processes share data through a file. I choose by data size, whether the processes share a host, and how much coordination I need.",
    tags: ["ipc", "processes"]
  },
  {
    id: "operating-systems-019",
    topic: "operating-systems",
    difficulty: "medium",
    kind: "concept",
    text: "What is the difference between internal and external fragmentation, and how do systems reduce each?",
    talkingPoints: [
      { point: "Internal fragmentation is unused space inside an allocated block, because requests are rounded up to the allocation unit.",
        cues: [["internal"], ["inside", "within", "rounded up", "unused part", "larger than"]] },
      { point: "External fragmentation is free memory scattered in holes too small for a contiguous request.",
        cues: [["external"], ["hole", "holes", "scattered", "non-contiguous", "not contiguous", "gaps"]] },
      { point: "Variable-size schemes such as segmentation suffer mainly from external fragmentation.",
        cues: [["segmentation", "variable-size", "variable size", "variable partition"]] },
      { point: "Paging eliminates external fragmentation of physical memory at the cost of some internal fragmentation.",
        cues: [["paging"], ["eliminate", "eliminates", "removes", "no external"]] },
      { point: "Compaction, buddy allocators and slab allocators with size classes reduce fragmentation.",
        cues: [["compaction", "compact", "buddy", "slab", "size class", "size classes"]] }
    ],
    modelAnswer: "Internal fragmentation is wasted space inside an allocated block: the allocator hands out fixed units, so a request is rounded up and the unused part of the block is lost, like a 4 KB page holding 100 bytes. External fragmentation is when there is enough free memory in total, but it is scattered in small holes between allocations, so a large contiguous request fails. Schemes with variable-size blocks, such as segmentation or a simple heap allocator, suffer mostly from external fragmentation. Paging eliminates external fragmentation of physical memory, because any frame will do, at the cost of some internal fragmentation in each region's last page. To reduce fragmentation, kernels use compaction, the buddy allocator, which merges free neighbours, and slab allocators with size classes for small objects, an idea modern malloc implementations share.",
    tags: ["memory", "allocation"]
  },
  {
    id: "operating-systems-020",
    topic: "operating-systems",
    difficulty: "medium",
    kind: "concept",
    text: "What is the difference between user-level threads and kernel-level threads?",
    talkingPoints: [
      { point: "User-level threads are managed by a library or runtime in user space, invisible to the kernel.",
        cues: [["user-level", "user level", "green thread", "green threads", "user space"], ["library", "runtime", "does not know", "unaware", "invisible"]] },
      { point: "In the pure many-to-one model a blocking system call blocks the whole process and threads cannot use several cores.",
        cues: [["block", "blocks", "blocking"], ["whole process", "every thread", "entire process", "all threads"]] },
      { point: "Kernel-level threads are scheduled by the OS, run in parallel on multiple cores, but cost more to create and switch.",
        cues: [["kernel-level", "kernel level", "kernel thread", "kernel threads", "os thread", "os threads"], ["parallel", "multiple cores", "several cores", "scheduled by"]] },
      { point: "Threading models are many-to-one, one-to-one (pthreads) and many-to-many (goroutines, Java virtual threads).",
        cues: [["one-to-one", "one to one", "many-to-many", "many to many", "many-to-one", "m to n", "goroutines", "virtual threads"]] }
    ],
    modelAnswer: "User-level threads are created and scheduled by a library or language runtime in user space, and the kernel does not know they exist. Switching between them is very cheap, just saving registers without a system call. The drawbacks in the pure many-to-one model are that one thread making a blocking system call blocks the whole process, and the threads cannot run in parallel on multiple cores. Kernel-level threads are known to the OS and scheduled by it, so they run truly in parallel on multiple cores and one can block while others run, but creating and switching them costs more. Linux pthreads and Java platform threads are one-to-one. Modern runtimes use many-to-many, or M to N: Go's goroutines and Java 21 virtual threads multiplex many cheap user threads over a few kernel threads.",
    tags: ["threads", "concurrency"]
  },
  {
    id: "operating-systems-021",
    topic: "operating-systems",
    difficulty: "medium",
    kind: "concept",
    text: "What is starvation in scheduling or locking, and how is it different from deadlock?",
    talkingPoints: [
      { point: "Starvation is a ready process being postponed indefinitely because others are always chosen first.",
        cues: [["indefinitely", "forever", "never gets", "never scheduled", "postponed", "always chosen"]] },
      { point: "It comes from strict priority scheduling, SJF with a stream of short jobs, or unfair locks such as reader-preferring ones.",
        cues: [["priority", "shortest job", "sjf", "reader", "readers", "unfair"]] },
      { point: "In deadlock none of the involved processes can move, while with starvation the system progresses but one task does not.",
        cues: [["deadlock"], ["none", "nobody", "no process", "each other", "circular", "blocked waiting"]] },
      { point: "Aging, which raises the priority of waiting tasks, and fair FIFO queues or ticket locks prevent starvation.",
        cues: [["aging", "ageing", "fair", "fairness", "ticket lock", "ticket locks"]] }
    ],
    modelAnswer: "Starvation is when a process is ready to run, or ready to take a lock, but keeps getting postponed indefinitely because others are always chosen ahead of it. It typically comes from strict priority scheduling with a steady stream of high-priority work, from shortest job first when short jobs keep arriving, or from unfair locks, for example a readers-writer lock that always lets new readers in, so a writer waits forever. Deadlock is different: in a deadlock none of the processes involved can move, because each is blocked waiting on another. With starvation the system as a whole makes progress, and the victim could run if the scheduler chose it. The standard fix is aging, gradually raising the priority of a process the longer it waits, plus fair queues and FIFO ticket locks.",
    tags: ["scheduling", "starvation", "deadlock"]
  },
  {
    id: "operating-systems-022",
    topic: "operating-systems",
    difficulty: "medium",
    kind: "coding",
    text: "How would you solve the bounded-buffer producer-consumer problem using semaphores and a mutex?",
    talkingPoints: [
      { point: "Use a semaphore counting empty slots, starting at the buffer size, and one counting full slots, starting at zero.",
        cues: [["empty"], ["full"]] },
      { point: "The producer waits on empty, locks the mutex, inserts, unlocks and signals full.",
        cues: [["producer"], ["wait", "waits"], ["empty"]] },
      { point: "The consumer waits on full, locks the mutex, removes, unlocks and signals empty.",
        cues: [["consumer"], ["wait", "waits"], ["full"]] },
      { point: "Each side must wait on its semaphore before taking the mutex, or it can sleep holding the lock and deadlock.",
        cues: [["before", "order", "deadlock"], ["mutex", "lock"]] },
      { point: "In practice a condition variable or a ready-made blocking queue is often simpler.",
        cues: [["condition variable", "condition variables", "blocking queue", "blocking queues", "arrayblockingqueue", "channel"]] }
    ],
    modelAnswer: "I use a circular buffer of size N plus three synchronisation objects: a semaphore called empty that starts at N and counts free slots, a semaphore called full that starts at 0 and counts filled slots, and a mutex that protects the buffer indices. The producer first waits on empty, so it blocks when the buffer is full, then locks the mutex, writes the item at the tail, unlocks, and signals full. The consumer mirrors that: it waits on full, locks the mutex, takes the item from the head, unlocks, and signals empty. The order matters: each side must wait on its semaphore before taking the mutex, otherwise a producer could sleep holding the lock and the consumer could never get in, which is a deadlock. In real code I would often use a condition variable or a ready-made blocking queue instead.",
    tags: ["synchronisation", "semaphores", "classic-problems"]
  },
  {
    id: "operating-systems-023",
    topic: "operating-systems",
    difficulty: "hard",
    kind: "concept",
    text: "Walk me through what happens when a program touches a memory page that is not currently in RAM.",
    talkingPoints: [
      { point: "The MMU finds the page table entry not present and raises a page fault, trapping into the kernel.",
        cues: [["page fault"], ["trap", "traps", "exception", "mmu", "not present", "invalid"]] },
      { point: "The kernel checks the address against the process's memory map; an illegal access gets SIGSEGV.",
        cues: [["sigsegv", "segmentation fault", "segfault", "invalid address", "illegal"]] },
      { point: "It needs a frame, taking a free one or evicting a victim page, writing it back first if dirty.",
        cues: [["free frame", "free frames", "victim", "evict", "evicts", "dirty", "write back", "writing it back"]] },
      { point: "It reads the page from swap or the mapped file while the process is blocked (a major fault); minor faults need no disk I/O.",
        cues: [["disk", "swap", "file"], ["block", "blocked", "sleeps", "major fault", "minor fault"]] },
      { point: "It updates the page table entry and restarts the faulting instruction.",
        cues: [["restart", "restarts", "re-execute", "re-executes", "retry", "retries", "resume", "resumes"], ["instruction"]] }
    ],
    modelAnswer: "When the program touches the address, the MMU finds the page table entry marked not present, so it raises a page fault exception, which traps into the kernel with the faulting address. The kernel checks that the address belongs to a valid region of the process's memory map with the right permissions; if not, the process gets SIGSEGV. If the access is legal, the kernel needs a frame, so it takes a free frame or evicts a victim chosen by its replacement policy, writing it back first if it is dirty. It then reads the page from swap or from the mapped file on disk; that is a major fault, and the process is blocked during the I/O, while a minor fault, such as a page already in the page cache, needs no disk read. Finally it updates the page table entry and restarts the faulting instruction.",
    tags: ["memory", "page-fault", "internals"]
  },
  {
    id: "operating-systems-024",
    topic: "operating-systems",
    difficulty: "hard",
    kind: "concept",
    text: "What is priority inversion, and how do operating systems prevent it?",
    talkingPoints: [
      { point: "A high-priority task waits for a lock that a low-priority task holds.",
        cues: [["low-priority", "low priority"], ["lock", "mutex", "resource", "resources"]] },
      { point: "A medium-priority task preempts the lock holder, so the high-priority task waits indefinitely.",
        cues: [["medium", "middle", "medium-priority"], ["preempt", "preempts", "unbounded", "indefinitely"]] },
      { point: "The Mars Pathfinder resets in 1997 are the famous real-world case.",
        cues: [["pathfinder", "mars", "vxworks", "watchdog"]] },
      { point: "Priority inheritance temporarily raises the lock holder to the priority of its highest waiter.",
        cues: [["priority inheritance", "inherits", "inherit", "boost", "boosted"]] },
      { point: "The priority ceiling protocol raises any lock holder to the highest priority that may use the lock.",
        cues: [["priority ceiling", "ceiling"]] }
    ],
    modelAnswer: "Priority inversion happens when a high-priority task needs a lock that a low-priority task holds, so the high-priority task must wait. That alone is bounded by the short critical section, but if a medium-priority task becomes ready, it preempts the low-priority lock holder, and now the high-priority task effectively waits on the medium one indefinitely. The famous case was the Mars Pathfinder in 1997, where a starved high-priority bus task kept triggering a watchdog reset on VxWorks. The standard fix is priority inheritance: while a task holds a lock that a higher-priority task is waiting for, it temporarily inherits that higher priority, so medium tasks cannot preempt it, and it drops back on release. An alternative is the priority ceiling protocol, where taking a lock raises the holder to the highest priority of any task that may use it. On Linux, real-time code can use mutexes that have priority inheritance turned on.",
    tags: ["scheduling", "real-time", "synchronisation"]
  },
  {
    id: "operating-systems-025",
    topic: "operating-systems",
    difficulty: "hard",
    kind: "concept",
    text: "How does copy-on-write make fork efficient, and what are its pitfalls?",
    talkingPoints: [
      { point: "After fork, parent and child point at the same physical pages, marked read-only in both.",
        cues: [["share", "shared", "sharing", "same physical"], ["read-only", "read only", "write-protected"]] },
      { point: "The first write to a page faults, and the kernel copies just that page for the writer.",
        cues: [["first write", "write to", "writes to"], ["copy", "copies", "private copy"]] },
      { point: "Fork followed by exec is therefore cheap, since copying memory that exec discards would be wasted.",
        cues: [["exec"], ["cheap", "wasted", "almost nothing", "no copying"]] },
      { point: "Linux overcommits memory, so heavy writing after fork can run the system out of memory.",
        cues: [["overcommit", "overcommits", "oom", "out of memory"]] },
      { point: "Forking huge processes still copies page tables and causes latency spikes; posix_spawn or vfork avoid it for launching programs.",
        cues: [["redis", "latency", "page tables", "vfork", "posix_spawn"]] }
    ],
    modelAnswer: "When a process forks, the kernel does not copy its memory. It duplicates the page tables so that parent and child point at the same physical pages, and marks those pages read-only in both. When either one writes to a page, the write triggers a page fault, and the kernel copies just that page, gives the writer its private copy with write permission, and resumes. This makes the common fork then exec pattern cheap, because exec throws the address space away, so copying it first would be wasted. The pitfalls: Linux overcommits memory, so if both sides later write a lot, the system can run out of memory and the OOM killer steps in. Forking a huge process, as Redis does for snapshots, still costs time to copy page tables and causes latency spikes; posix_spawn or vfork avoid that when launching programs.",
    tags: ["memory", "processes", "copy-on-write"]
  },
  {
    id: "operating-systems-026",
    topic: "operating-systems",
    difficulty: "hard",
    kind: "concept",
    text: "How does the Linux scheduler decide which thread runs next on a CPU?",
    talkingPoints: [
      { point: "Scheduling classes are checked in order: deadline and real-time policies (SCHED_FIFO, SCHED_RR) beat normal tasks.",
        cues: [["real-time", "real time", "sched_fifo", "sched_rr", "deadline class"]] },
      { point: "CFS tracks each task's virtual runtime and runs the one with the smallest vruntime, kept in a red-black tree.",
        cues: [["vruntime", "virtual runtime"], ["smallest", "lowest", "least", "red-black"]] },
      { point: "Nice values set weights, so CPU share is proportional to weight.",
        cues: [["nice value", "nice values", "nice level", "niceness", "weight", "weights"]] },
      { point: "Since kernel 6.6 the EEVDF algorithm picks tasks using lag and virtual deadlines for better latency.",
        cues: [["eevdf", "earliest eligible", "virtual deadline", "virtual deadlines", "6.6"]] },
      { point: "Each CPU has its own run queue, with load balancing between CPUs and cgroups dividing time between groups.",
        cues: [["run queue", "run queues", "runqueue", "per-cpu", "load-balance", "load balancing", "cgroup", "cgroups"]] }
    ],
    modelAnswer: "Linux has scheduling classes checked in priority order: the deadline class and the real-time policies SCHED_FIFO and SCHED_RR always run before normal tasks. For normal tasks the classic answer is CFS, the Completely Fair Scheduler, which tracks each task's virtual runtime and always picks the task with the smallest vruntime, kept in a red-black tree. Nice values set a weight, so a higher-priority task's vruntime grows more slowly and it gets a proportionally larger share of the CPU. Since kernel 6.6 the picking logic is EEVDF, earliest eligible virtual deadline first, which keeps the fairness idea but uses lag and virtual deadlines to give latency-sensitive tasks quicker response. Each CPU has its own run queue, and the kernel load-balances tasks between CPUs, respecting cache and NUMA topology, while cgroups divide CPU time between groups of tasks such as containers.",
    tags: ["scheduling", "linux", "internals"]
  },
  {
    id: "operating-systems-027",
    topic: "operating-systems",
    difficulty: "hard",
    kind: "concept",
    text: "When would you use a spinlock instead of a mutex that puts the waiting thread to sleep?",
    talkingPoints: [
      { point: "A spinlock busy-waits in a loop on an atomic check, while a mutex sleeps and is woken later.",
        cues: [["busy-wait", "busy wait", "busy-waiting", "spin", "spins", "looping"]] },
      { point: "Spinning wins for very short critical sections with the holder on another core, avoiding context-switch cost.",
        cues: [["very short", "short critical section", "few instructions", "few hundred cycles"], ["context switch", "sleeping", "waking"]] },
      { point: "It wastes CPU on a single core or when the holder is preempted.",
        cues: [["single core", "single cpu", "one core", "preempted", "waste", "wastes", "wasted"]] },
      { point: "Kernels need spinlocks in interrupt handlers and other contexts that cannot sleep.",
        cues: [["interrupt", "interrupt handler", "cannot sleep", "atomic context", "atomic contexts"]] },
      { point: "In user space, futex-based adaptive mutexes spin briefly and then sleep, giving most of the benefit.",
        cues: [["adaptive", "futex", "futexes", "hybrid", "spin briefly"]] }
    ],
    modelAnswer: "A spinlock makes a waiting thread busy-wait, looping on an atomic test until the lock is free, while a mutex puts the waiter to sleep and the kernel wakes it later. Spinning wins when the critical section is very short, a few hundred cycles, and the holder is running on another core, because it avoids the cost of a context switch, sleeping and waking, which is far longer than the wait. It loses badly on a single core, or when the holder gets preempted, because the spinner just wastes its whole time slice. Inside a kernel, spinlocks are essential in interrupt handlers and other atomic contexts that cannot sleep, and the holder disables preemption. In user space I rarely write raw spinlocks; glibc mutexes are built on futexes, and adaptive variants spin briefly before sleeping, which gets most of the benefit.",
    tags: ["synchronisation", "performance", "kernel"]
  },
  {
    id: "operating-systems-028",
    topic: "operating-systems",
    difficulty: "hard",
    kind: "concept",
    text: "Describe the I/O models from plain blocking I/O through epoll to io_uring, and when you would use each.",
    talkingPoints: [
      { point: "Blocking I/O puts the thread to sleep until data arrives, which is simple but needs a thread per connection.",
        cues: [["blocking"], ["thread per connection", "one thread per", "thread for each", "sleep until", "sleeps until"]] },
      { point: "Non-blocking I/O returns immediately with EAGAIN when nothing is ready.",
        cues: [["non-blocking", "nonblocking"], ["eagain", "immediately", "would block", "right away"]] },
      { point: "Multiplexing with select, poll or epoll lets one thread wait for readiness on many descriptors, and epoll reports only ready ones.",
        cues: [["select", "poll", "epoll", "kqueue"], ["many", "thousands", "readiness", "ready"]] },
      { point: "Event loops such as nginx and Node.js's libuv are built on this reactor model.",
        cues: [["event loop", "nginx", "libuv", "reactor"]] },
      { point: "io_uring uses shared submission and completion rings, cutting system calls and giving true asynchronous I/O, including files.",
        cues: [["io_uring", "io uring", "completion", "completions", "submission", "ring buffer", "ring buffers"]] }
    ],
    modelAnswer: "With blocking I/O a read puts the thread to sleep until data arrives; it is the simplest model, but you need a thread per connection, which gets expensive at tens of thousands of clients. Non-blocking I/O makes the call return immediately with EAGAIN if nothing is ready, but on its own you would have to keep polling. Multiplexing solves that: select, poll, and the scalable epoll on Linux or kqueue on BSD let one thread wait for readiness on many descriptors, and epoll reports only the ready ones. That is the basis of event loops such as nginx and Node's libuv, the reactor pattern. The newest model is io_uring, where the application submits requests and reads completions through ring buffers shared with the kernel, cutting system calls and giving real asynchronous file I/O. I use blocking threads for simple servers, epoll for busy network services, and io_uring where syscall overhead dominates.",
    tags: ["io", "linux", "performance"]
  },
  {
    id: "operating-systems-029",
    topic: "operating-systems",
    difficulty: "hard",
    kind: "concept",
    text: "A Linux server shows a load average of 40 on an 8-core machine, but CPU usage is low. How would you investigate?",
    talkingPoints: [
      { point: "Linux load average also counts tasks in uninterruptible sleep (D state), usually waiting on I/O.",
        cues: [["uninterruptible", "d state", "d-state"]] },
      { point: "List the processes in D state with top or ps to see which and how many.",
        cues: [["top", "ps", "htop"]] },
      { point: "Use vmstat and iostat to check iowait and whether a disk is saturated.",
        cues: [["vmstat", "iostat", "iowait", "io wait", "await"]] },
      { point: "Find what the tasks are blocked on via wchan or the kernel stack, and check dmesg for disk errors or a hung NFS mount.",
        cues: [["wchan", "/proc", "dmesg", "nfs", "kernel stack"]] },
      { point: "Also check memory pressure and swapping, for example with the pressure stall information.",
        cues: [["memory pressure", "swapping", "swap", "pressure stall", "psi"]] }
    ],
    modelAnswer: "On Linux the load average counts not only runnable tasks but also tasks in uninterruptible sleep, the D state, so high load with an idle CPU usually means many threads are stuck waiting on I/O. First I would run top or ps and filter for processes in state D to see which ones and how many. Then vmstat and iostat tell me whether there is high iowait and whether a disk is saturated, looking at await and utilisation. To see exactly what the stuck tasks are blocked on I would read the wchan column or the kernel stack under /proc, and check dmesg for disk errors or a hung NFS mount, which is a classic cause. I would also check memory pressure and swapping, and the pressure stall information the kernel exposes, since heavy swapping can look the same from outside.",
    tags: ["debugging", "linux", "performance"]
  },
  {
    id: "operating-systems-030",
    topic: "operating-systems",
    difficulty: "hard",
    kind: "concept",
    text: "Explain the dining philosophers problem and at least two ways to avoid deadlock in it.",
    talkingPoints: [
      { point: "Five philosophers share five forks, one between each pair, and each needs both neighbouring forks to eat.",
        cues: [["five", "5"], ["fork", "forks", "chopstick", "chopsticks"]] },
      { point: "If all pick up their left fork at once, each waits forever for the right one: deadlock through circular wait.",
        cues: [["left"], ["right"], ["deadlock", "forever", "circular wait"]] },
      { point: "Resource ordering, taking the lower-numbered fork first, breaks the cycle.",
        cues: [["lower-numbered", "lower numbered", "numbered", "ordering", "right first", "asymmetric"]] },
      { point: "Limiting concurrency, such as a semaphore admitting only four or a waiter who grants permission, also prevents it.",
        cues: [["four", "waiter", "arbitrator", "butler"]] },
      { point: "Taking both forks atomically or try-lock with back-off works too, but watch for starvation and livelock.",
        cues: [["atomically", "both at once", "try-lock", "trylock", "back off", "livelock", "starvation"]] }
    ],
    modelAnswer: "Five philosophers sit at a round table with a fork between each pair, so there are five forks, and a philosopher needs both the left and right fork to eat. If every philosopher picks up their left fork at the same moment, each then waits forever for the right one, which a neighbour holds: a deadlock caused by circular wait. One fix is resource ordering: number the forks and make everyone pick up the lower-numbered fork first, which in effect makes one philosopher reach right first and breaks the cycle. Another is to limit concurrency, for example a semaphore that lets only four philosophers try at once, or a waiter who grants permission. A third is to take both forks atomically, or try-lock the second and back off, but then you must watch for starvation and livelock, for instance by adding random back-off.",
    tags: ["deadlock", "classic-problems", "concurrency"]
  },
  {
    id: "operating-systems-031",
    topic: "operating-systems",
    difficulty: "hard",
    kind: "concept",
    text: "From the operating system's point of view, what happens when you type the name of a program in a shell and press enter?",
    talkingPoints: [
      { point: "The shell parses the line and searches the PATH directories for the executable.",
        cues: [["path"], ["search", "searches", "look up", "looks up", "find", "finds"]] },
      { point: "The shell forks a child, which calls execve with the program, arguments and environment.",
        cues: [["fork", "forks"], ["exec", "execve"]] },
      { point: "The kernel reads the ELF header, maps the code and data segments into a fresh address space and builds the initial stack.",
        cues: [["elf", "segments", "segment"]] },
      { point: "For dynamically linked programs the dynamic loader maps shared libraries and resolves symbols before main runs.",
        cues: [["dynamic loader", "dynamic linker", "ld.so", "loader", "shared libraries"]] },
      { point: "Pages are loaded lazily through page faults as they are touched.",
        cues: [["lazily", "page fault", "on demand", "demand paging"]] },
      { point: "The shell waits with waitpid and gets the exit status.",
        cues: [["waitpid", "exit status", "exit code"]] }
    ],
    modelAnswer: "The shell first parses the line, handles quotes and redirections, and searches each directory in PATH for an executable with that name. It then calls fork to create a child, and the child, after setting up any redirections, calls execve with the program path, arguments and environment. In execve the kernel reads the ELF header, discards the old address space, maps the program's code and data segments into a fresh one, and builds the initial stack with the arguments and environment. If the program is dynamically linked, the kernel actually starts the dynamic loader, ld.so, which maps shared libraries like libc and resolves symbols before jumping to the entry point that calls main. Pages are loaded lazily through page faults as the code touches them. Meanwhile the shell calls waitpid and reports the exit status when the program ends.",
    tags: ["processes", "loading", "internals"]
  }
]
