/** The interviewer's follow-up prompts for the operating-systems questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "operating-systems-001": [
    "If your browser tab's process writes to some address, can another program's process see that write?",
    "If one thread allocates an object on the heap, can another thread in that process reach it?",
    "What does each thread keep to itself, so that two threads can be in different functions at once?",
    "Why might a web server prefer spawning a thread per request over a new process, in terms of overhead?",
    "What happens to the other threads if one thread dereferences a null pointer, and how do separate processes exchange data?"
  ],
  "operating-systems-002": [
    "What part of the operating system actually talks to the disk controller and hands out memory?",
    "What stops an ordinary application from disabling interrupts or reading another program's memory?",
    "What extra powers does code have while the CPU is running kernel code?",
    "How does execution get from a user program into the kernel; what events cause that switch?",
    "Why bother with two modes at all; what would a buggy program be able to do without them?"
  ],
  "operating-systems-003": [
    "Why can't a normal program just read the disk itself, and whom does it have to ask?",
    "Mechanically, how does control pass from the program to the kernel when it makes that request?",
    "Which calls would a program make to open a file, read it, and start a new process?",
    "When you call printf in C, do you invoke the kernel directly, or what sits in between?",
    "Why does a program that writes one byte at a time run slowly, and how do libraries avoid that?"
  ],
  "operating-systems-004": [
    "What state is a process in while the kernel is still setting up its structures?",
    "When a process could run but all CPUs are busy, what state is it in and where does it wait?",
    "While a process is executing, what can make it stop and where does it go afterwards?",
    "What happens to a process's state when it issues a disk read, and where does it go when the data arrives?",
    "After a process exits on Unix, why does it linger in the process table, and until when?"
  ],
  "operating-systems-005": [
    "When a program uses address 0x4000, how does that become a real location in RAM, and who maintains the mapping?",
    "If two processes both use address 0x4000, do they see the same data?",
    "How can a program run that needs more memory than the machine physically has?",
    "How does virtual memory make life easier for the programmer, and how can two processes avoid duplicating libc in RAM?"
  ],
  "operating-systems-006": [
    "How would you define a deadlock in terms of who is waiting for what?",
    "Can you sketch two threads and two locks that end up stuck?",
    "If you simply wait long enough, will a deadlocked program eventually continue?",
    "What simple rule about lock acquisition would keep your two-lock example from ever getting stuck?"
  ],
  "operating-systems-007": [
    "What exactly does the kernel save and restore when it switches from one task to another?",
    "What events cause the kernel to switch tasks in the first place?",
    "Apart from saving registers, why does a task run slower for a while just after being switched in?",
    "Would moving the CPU between two threads of the same program cost as much as moving it between two programs?"
  ],
  "operating-systems-008": [
    "What happens to a two-millisecond job that arrives just behind a ten-second job under first come first served?",
    "Why is shortest job first hard to implement exactly, and what can happen to long jobs?",
    "How does round robin share the CPU, and what happens if you make the time slice very small?",
    "Under strict priority scheduling, how do you stop low-priority work from waiting forever?",
    "Can a newly arrived short job interrupt a running one, and what is the preemptive version of SJF called?"
  ],
  "operating-systems-009": [
    "When two threads touch the same variable, what makes the outcome depend on luck?",
    "If two threads each run count++ a million times, why might the final value be less than two million?",
    "What do you call the code that reads and updates shared state, and what rule must it follow?",
    "What tools would you use to protect that code, and when is a single atomic instruction enough?",
    "Besides mutual exclusion, what else must a correct solution guarantee about threads waiting to enter?"
  ],
  "operating-systems-010": [
    "Where do a function's local variables and return address live, and what happens to them when it returns?",
    "Where does memory from malloc or new come from, and who decides when it is released?",
    "Why is allocating a local variable almost free?",
    "What can go wrong with heap memory over a long-running program?",
    "Why does infinite recursion crash with a stack overflow long before the heap runs out?"
  ],
  "operating-systems-011": [
    "Which conditions about how resources are held and requested must be true for a deadlock to occur?",
    "Which of the deadlock conditions concern whether a resource can be taken back, and how the waiting threads are arranged?",
    "Which of those conditions is usually easiest to break in practice, and how?",
    "How does the Banker's algorithm decide whether to grant a resource request?",
    "If you let deadlocks happen, how would you find one and get out of it?",
    "How do ordinary operating systems and databases differ in how they treat deadlock?"
  ],
  "operating-systems-012": [
    "If thread A locks a mutex, can thread B unlock it?",
    "How does a semaphore decide whether a thread may continue, and how many can pass at once?",
    "A semaphore with a count of one looks like a mutex; what is the key difference?",
    "How would you limit a connection pool to ten users at a time, or signal another thread that work is ready?",
    "Why does knowing the owner let a mutex handle priority problems and misuse better?"
  ],
  "operating-systems-013": [
    "How does paging divide up virtual and physical memory?",
    "How is a virtual address split, and what does the page table translate?",
    "Why don't 64-bit systems use one flat page table, and what do they use instead?",
    "Since every access needs a translation, what hardware keeps that from costing several memory reads each time?",
    "What happens when a translation isn't cached, and how do context switches and huge pages affect that cache?"
  ],
  "operating-systems-014": [
    "How does FIFO choose the victim page, and what does it fail to consider?",
    "Which algorithm gives the fewest faults in theory, and why can no real system use it?",
    "How does LRU pick a victim, and why is tracking it exactly costly in hardware?",
    "Since kernels cannot timestamp every memory access, what cheap hardware hint do they use instead, and how does the clock scheme use it?",
    "What strange thing can happen to FIFO's fault count when you give it more frames, and does LRU suffer from it?"
  ],
  "operating-systems-015": [
    "What does a thrashing machine spend its time doing?",
    "What relationship between processes' memory needs and RAM causes thrashing?",
    "What happens to CPU utilisation and disk activity during thrashing, and why might the scheduler add more work?",
    "What metric could the OS watch to notice that thrashing has started?",
    "Once thrashing is detected, what can the OS or an administrator do to stop it?"
  ],
  "operating-systems-016": [
    "What does the new process look like right after fork, including its open files?",
    "How does the code after fork know whether it is running in the parent or the child?",
    "If a process uses two gigabytes of memory, does fork copy all of it straight away?",
    "What happens to the calling process's code and PID when exec succeeds, and does exec return?",
    "How does a shell use these calls to run ls with its output redirected to a file?"
  ],
  "operating-systems-017": [
    "Why does a finished child still show up in ps marked as defunct?",
    "What must the parent do to clear away a dead child, and how can it be notified?",
    "Why would thousands of zombies be a problem, and why doesn't kill -9 remove one?",
    "What happens to a child whose parent exits first, and who collects it when it finishes?",
    "Why do daemons fork twice, and why does a container need a proper init process?"
  ],
  "operating-systems-018": [
    "What does ls | grep use under the hood, and how do unrelated processes use the same idea?",
    "What if you want processes to exchange discrete records rather than a raw byte stream?",
    "Which mechanism avoids copying data through the kernel at all, and what does it require in return?",
    "What would you use if the two processes might later live on different machines?",
    "How would you choose between these mechanisms for a given problem, and where do signals fit in?"
  ],
  "operating-systems-019": [
    "If an allocator hands out 4 KB blocks and you ask for 100 bytes, what happens to the rest?",
    "Why might a 1 MB request fail even though 10 MB of memory is free in total?",
    "Which kind of memory scheme, fixed or variable sized, is prone to scattered holes?",
    "How does paging change which kind of fragmentation you get?",
    "What allocator techniques help keep fragmentation under control?"
  ],
  "operating-systems-020": [
    "Who creates and schedules user-level threads, and does the kernel know about them?",
    "In a pure user-level model, what happens when one thread makes a blocking read, and can the threads use all your cores?",
    "What do kernel-level threads gain you on a multicore machine, and what do they cost?",
    "How do pthreads, goroutines and Java virtual threads differ in how they map onto kernel threads?"
  ],
  "operating-systems-021": [
    "How would you define starvation for a process that is ready but never runs?",
    "Which scheduling or locking policies can leave one task waiting indefinitely?",
    "If a system is starving one task, is the rest of the system still making progress, and how does that differ from deadlock?",
    "What technique gradually helps a long-waiting task get scheduled, and how can locks be made fair?"
  ],
  "operating-systems-022": [
    "Which semaphores would you create, and what initial values would you give them?",
    "Can you walk me through the producer's steps, in order, when it adds an item?",
    "What does the consumer do, step by step, to take an item out?",
    "What goes wrong if the producer locks the mutex first and then waits on its semaphore?",
    "Outside a textbook, what would you reach for instead of raw semaphores?"
  ],
  "operating-systems-023": [
    "What does the hardware do when the page table says the page isn't present?",
    "How does the kernel tell a legitimate fault from a bad pointer, and what happens to the bad one?",
    "If no physical frame is free, what must the kernel do first, and what if that page was modified?",
    "Where does the page's content come from, and what is the process doing meanwhile?",
    "Once the page is in memory, how does the program continue?"
  ],
  "operating-systems-024": [
    "How can a high-priority task end up waiting on a low-priority one?",
    "Why does a medium-priority task make the situation much worse?",
    "Can you think of a well-known real system where this actually caused failures?",
    "What could the OS do to the low-priority lock holder so it finishes quickly?",
    "What alternative protocol raises priority as soon as the lock is taken, rather than when someone waits?"
  ],
  "operating-systems-025": [
    "Right after fork, do parent and child have separate copies of their memory pages, and how are those pages marked?",
    "What happens the first time the child writes to one of those shared pages?",
    "Why does this matter so much for a shell that forks and then immediately runs another program?",
    "If a large parent and child both rewrite most of their memory after fork, what can happen on Linux?",
    "Why can forking a process with a huge heap still cause a pause, and what alternatives avoid it?"
  ],
  "operating-systems-026": [
    "If a SCHED_FIFO task and a normal task are both runnable, which runs, and why?",
    "How does CFS decide which normal task has had the least fair share, and what structure keeps them ordered?",
    "What does changing a task's nice value actually change about how much CPU it gets?",
    "What replaced CFS in recent kernels, and what does it add for latency?",
    "Is there one global queue of runnable tasks, and how does the kernel keep cores evenly busy?"
  ],
  "operating-systems-027": [
    "What does a waiting thread do with a spinlock, compared with a sleeping mutex?",
    "When does burning CPU in a loop beat going to sleep?",
    "What happens with a spinlock on a single-core machine, or if the holder gets preempted?",
    "Why can't code in an interrupt handler use a sleeping mutex?",
    "What do modern user-space mutexes on Linux do to get the best of both?"
  ],
  "operating-systems-028": [
    "What happens to the thread during a blocking read, and how does that scale to ten thousand clients?",
    "What does a non-blocking read do when there is no data yet?",
    "How can one thread watch thousands of sockets, and why does epoll scale better than select?",
    "What well-known servers or runtimes are built on that readiness model?",
    "How does io_uring differ from epoll, and what can it do that epoll handles poorly, such as regular files?"
  ],
  "operating-systems-029": [
    "What does Linux count in the load average besides tasks running or waiting for CPU?",
    "Which tool and column would show you which processes are stuck and in what state?",
    "How would you check whether the disks are the bottleneck?",
    "How would you find out exactly what those stuck tasks are waiting on?",
    "Could memory be part of the story, and how would you check for that?"
  ],
  "operating-systems-030": [
    "Can you set up the problem: how many philosophers and forks, and what does each need to eat?",
    "What happens if every philosopher picks up the left fork at the same moment?",
    "How could numbering the forks and choosing an order break the cycle?",
    "How would limiting how many philosophers may sit down help?",
    "What other approaches work, and what new problems might they introduce?"
  ],
  "operating-systems-031": [
    "Before anything runs, how does the shell find which file to execute for the name you typed?",
    "Which system calls does the shell use to start the program, and in which process does each happen?",
    "What does the kernel do with the executable file to set up the new program's memory?",
    "If the program uses shared libraries, what runs before main to make them available?",
    "Does the kernel read the whole program into RAM up front?",
    "What is the shell doing while the program runs, and how does it learn the result?"
  ]
}
