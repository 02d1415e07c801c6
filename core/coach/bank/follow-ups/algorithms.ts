/** The interviewer's follow-up prompts for the algorithms questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "algorithms-001": [
    "When you say an algorithm is O(n), what exactly is being measured, and against what?",
    "Why would you write 3n squared plus 5n as just O(n squared)?",
    "Can you put the usual complexity classes in order, from the cheapest to the most expensive?",
    "What is a familiar operation or algorithm that runs in logarithmic time, and one that runs in n log n?",
    "Suppose an algorithm tries every subset of its input; how large an input could it realistically handle?",
    "Strictly speaking, is Big-O a tight bound, and what notation would you use for a tight or a lower one?"
  ],
  "algorithms-002": [
    "What must be true about the data before binary search gives correct answers, and what kind of access does it need?",
    "At each step, what do you compare against, and what do you throw away?",
    "How many steps does it take on a million elements, and how much extra memory does it need?",
    "What bugs tend to creep into a hand-written binary search, especially around the boundaries and the midpoint?",
    "How would you adapt it to find the first occurrence of a value that appears many times?"
  ],
  "algorithms-003": [
    "In your own words, how does a recursive function break a problem down?",
    "What stops a recursive function from calling itself forever?",
    "What must each recursive call do with its input to guarantee the recursion ends?",
    "What happens if you recurse a million levels deep in most languages, and why?",
    "Naive recursive Fibonacci is very slow; how would you fix that, and how could you avoid deep recursion altogether?"
  ],
  "algorithms-004": [
    "In what order does BFS visit nodes, and which data structure drives it?",
    "How does DFS decide which node to visit next, and what does it use to remember where to return?",
    "What do both searches cost on a graph, and what goes wrong if the graph has cycles and you track nothing?",
    "To find the fewest hops between two people in a social network, which search would you use, and why?",
    "Which problems would make you reach for DFS instead, and how do their memory needs compare on a very wide graph?"
  ],
  "algorithms-005": [
    "What is the most straightforward solution, and how does it scale?",
    "How could you solve it in one pass, and what would you store as you go?",
    "What are the time and space costs of that approach?",
    "With a target of 10 and a single 5 in the array, how do you avoid pairing 5 with itself?",
    "If the array were already sorted, could you do it without extra memory?"
  ],
  "algorithms-006": [
    "How do the two pointers typically move, and what patterns of movement are there?",
    "Can you walk me through a concrete problem, like finding a pair that sums to a target in a sorted array?",
    "What is the time complexity, compared with checking every pair?",
    "How much extra memory does the technique need?",
    "Why is it safe to move a pointer and skip those candidates, and what property of the data makes that valid?"
  ],
  "algorithms-007": [
    "If two employees have the same salary and you sort by salary, what does a stable sort promise about them?",
    "How would stability help if you wanted a list sorted by department, with names in order within each department?",
    "Can you name some sorting algorithms that do keep that guarantee?",
    "Which common sorts don't, and what does C++ offer if you need it?",
    "If your language's sort isn't stable, how could you still get a stable result?"
  ],
  "algorithms-008": [
    "How useful is best-case complexity when you're choosing an algorithm, and why?",
    "What does worst-case complexity promise you that the others don't?",
    "What is average-case complexity averaged over?",
    "Can you name an algorithm whose average and worst case differ a lot?",
    "When we talk about space complexity, what counts, and does the call stack count?"
  ],
  "algorithms-009": [
    "How does a greedy algorithm make its decisions, and does it ever revisit them?",
    "What properties must a problem have for greedy to give the optimal answer?",
    "How would you convince yourself, or prove, that a greedy choice is safe?",
    "Can you name a problem or well-known algorithm where greedy is provably correct?",
    "Would greedy work for making 6 from coins of 1, 3 and 4, and what would you use instead?"
  ],
  "algorithms-010": [
    "Walk me through what insertion sort does when it reaches each new element; where does that element go?",
    "What is its running time on random or reverse-sorted input?",
    "How does it behave on an array that is already almost sorted?",
    "Does insertion sort need extra memory, and does it keep equal elements in order?",
    "Why do production sorts like Timsort still use insertion sort internally?"
  ],
  "algorithms-011": [
    "How does merge sort divide the work, and what is its running time in the best and worst cases?",
    "How much extra memory does merge sort need on arrays, and where does it shine?",
    "How does quicksort split the array, and what makes it degrade?",
    "Why is quicksort often faster in practice despite its worse worst case?",
    "So for a large in-memory array of numbers versus records that need stable ordering, which would you choose?"
  ],
  "algorithms-012": [
    "What has to be true of a problem for dynamic programming to apply?",
    "Why does naive recursive Fibonacci take exponential time, and what does DP change?",
    "What does top-down memoization look like, and what are its costs?",
    "How does the bottom-up approach differ, and in what order do you fill the table?",
    "If each row of your table depends only on the row before, how could you save memory?"
  ],
  "algorithms-013": [
    "What does Dijkstra compute, and what must be true of the edge weights?",
    "How does the algorithm decide which node to process next, and when is a node's distance final?",
    "What happens to a neighbour's distance when you process a node?",
    "What is the running time with a binary heap?",
    "What would you use instead with negative edges, with no weights at all, or with a single known target?"
  ],
  "algorithms-014": [
    "What kind of graph can be topologically sorted, and what does the resulting order guarantee?",
    "Where would you need a topological order in real software?",
    "How does the queue-based approach decide which node can come next?",
    "How can a depth-first search produce a topological order?",
    "What do these approaches cost in terms of vertices and edges?",
    "What happens if the graph has a cycle, and how would each method notice?"
  ],
  "algorithms-015": [
    "What would the brute-force approach be, and how does it scale?",
    "How could you keep a window over the string that never contains a duplicate?",
    "When you hit a repeated character, how do you know where to move the window's start?",
    "Could the left edge of the window ever move backwards, and what would break if it did?",
    "What are the time and space costs of your approach?"
  ],
  "algorithms-016": [
    "What is the simplest correct approach, and what does it cost?",
    "Can you solve it in one pass, and what would you track at each position?",
    "When the running sum drops below zero, what should you do with it, and why?",
    "Besides the running sum, what else do you need to remember to return the answer?",
    "What are the time and space costs of that one-pass approach?",
    "What does your algorithm return if every number is negative?"
  ],
  "algorithms-017": [
    "What are the three steps at every level of a backtracking search?",
    "How would you picture the search as a tree, and what does each level represent?",
    "For subsets, what choice do you make about each element, and how many results are there?",
    "For permutations, how do you know which elements are still available, and how many results will you get?",
    "How would you cut the search short in a problem like N-Queens?"
  ],
  "algorithms-018": [
    "How would you write the running time of that algorithm as a recurrence?",
    "If you draw the recursion as a tree, how many levels are there and how much work is done per level?",
    "Is there a general theorem you can apply to recurrences of this shape?",
    "What do binary search and naive recursive Fibonacci come out to, as a sanity check?",
    "What determines how much memory a recursive algorithm uses?"
  ],
  "algorithms-019": [
    "What must be true of the feasibility check for searching over the answer to work?",
    "Can you give a concrete problem where you'd search over the answer, say about shipping or splitting work?",
    "In that shipping problem, what are the lowest and highest possible capacities?",
    "How do you decide whether a particular capacity is feasible, and what does that check cost?",
    "What is the overall running time?"
  ],
  "algorithms-020": [
    "Why can't you just take the items with the best value per kilogram first?",
    "What would a cell of your DP table represent?",
    "How do you compute a cell from smaller subproblems?",
    "What is the running time, and why isn't it considered truly polynomial?",
    "How could you get away with a single one-dimensional array, and which direction must you loop in?"
  ],
  "algorithms-021": [
    "How is a subsequence different from a substring, for example in ABCDE?",
    "What does each cell of your DP table represent?",
    "How do you fill a cell when the two characters match, and when they don't?",
    "What is the time cost, and how could you reduce the memory?",
    "How would you get the actual subsequence rather than just its length?",
    "Where is this algorithm used in tools you might know?"
  ],
  "algorithms-022": [
    "What exactly is a minimum spanning tree, and how many edges does it have?",
    "How does Kruskal's algorithm pick edges, and how does it avoid creating a cycle?",
    "How does Prim's algorithm grow the tree, and what structure does it use?",
    "Why is it safe for both algorithms to always take the cheapest available edge?",
    "For a dense graph versus a sparse one given as a list of edges, which would you pick?"
  ],
  "algorithms-023": [
    "If you model a comparison sort as a tree of decisions, what do the leaves represent?",
    "How does the number of orderings give you a lower bound on comparisons?",
    "How does counting sort avoid comparisons altogether, and what is its running time?",
    "How does radix sort handle large numbers, and why must its per-digit sort be stable?",
    "When can't you use these non-comparison sorts, and what do they cost in memory?"
  ],
  "algorithms-024": [
    "Why does Dijkstra's algorithm give wrong answers on graphs with negative edges?",
    "What does Bellman-Ford do differently, and how many rounds does it run?",
    "Why is that number of rounds enough?",
    "How does its running time compare with Dijkstra's?",
    "How does Bellman-Ford tell you that a negative cycle exists?",
    "Where is Bellman-Ford used in practice, for example in networking or finance?"
  ],
  "algorithms-025": [
    "On what input does a quicksort that always picks the first element as pivot do badly, and how badly?",
    "How can you choose pivots to make that unlikely, and could an attacker still trigger it?",
    "What happens with an array that's mostly the same value, and how do you handle it?",
    "How do libraries like C++'s std::sort guarantee n log n even when pivots go wrong?",
    "What do implementations do with very small partitions, and how do they bound stack depth?"
  ],
  "algorithms-026": [
    "What does it mean for a problem to be in P?",
    "How is NP defined, and what role does a proposed solution play?",
    "What makes a problem NP-complete, and can you name one?",
    "How is NP-hard different from NP-complete?",
    "Do we know whether P equals NP?",
    "Your scheduling problem turns out to be NP-hard; what would you actually do in practice?"
  ],
  "algorithms-027": [
    "What operations count toward edit distance, and what does the distance measure?",
    "What would each cell of your DP table represent, and how do you fill the first row and column?",
    "How do you compute a cell when the characters match, and when they don't?",
    "What is the time complexity for strings of lengths m and n?",
    "How could you avoid keeping the whole table in memory?",
    "If you only care whether the distance is under some small k, or need the alignment in little memory, what could you do?"
  ],
  "algorithms-028": [
    "How does A star decide which node to expand next?",
    "What condition must the heuristic satisfy for A star to return the shortest path?",
    "What does consistency add beyond admissibility, and what does it save you?",
    "On a grid map, which heuristic would you use with four-way moves, and with diagonal moves?",
    "What happens as the heuristic becomes more or less accurate, and what if it's always zero?"
  ],
  "algorithms-029": [
    "What does the naive approach cost in the worst case, for text length n and pattern length m?",
    "How does KMP avoid re-examining text characters after a mismatch, and what does it precompute?",
    "What is KMP's overall running time?",
    "How does Rabin-Karp compare a window of text with the pattern cheaply?",
    "Can Rabin-Karp report a false match, and what does that do to its worst case?",
    "Which algorithms would you use to skip ahead quickly, or to search for thousands of patterns at once?"
  ],
  "algorithms-030": [
    "Which sorting approach is designed for data that doesn't fit in memory?",
    "What is the first phase, and what does it produce on disk?",
    "How do you combine many sorted files efficiently into one?",
    "What dominates the cost here, and how does that shape the way you read and write?",
    "What if there are more sorted chunks than you can merge at once, or the data is terabytes?"
  ],
  "algorithms-031": [
    "What technique would you use, and what do you do with the first k items?",
    "When the i-th item arrives, how do you decide whether it goes into the sample, and which slot it replaces?",
    "How would you convince me that every item ends up with an equal chance of being chosen?",
    "What are the time and memory costs, and do you ever need the stream's length?",
    "How would you extend this to weighted sampling or to a stream split across machines?"
  ]
}
