/** The interviewer's follow-up prompts for the data-structures questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "data-structures-001": [
    "How does an array find the element at position 5000 so quickly, and what makes that possible?",
    "What does it cost to reach the thousandth element of a linked list, and why?",
    "Suppose you insert in the middle of a long array versus a linked list; what work does each one do?",
    "Even when the complexity is the same, why do arrays often win in real benchmarks?"
  ],
  "data-structures-002": [
    "If you push 1, 2 and 3 onto a stack, in what order do they come back out?",
    "With a queue, if 1, 2 and 3 arrive in that order, which one leaves first?",
    "What is the time cost of adding or removing an item from either structure, and why?",
    "Can you name a real system or algorithm where you'd reach for a stack, and say why it fits?",
    "Where would a queue be the natural choice in real software, and why not a stack there?"
  ],
  "data-structures-003": [
    "How does the table turn a string key into a position in its underlying array?",
    "What is the typical cost of a lookup, and what makes it that fast?",
    "What happens when two different keys map to the same slot?",
    "Is there an input that could make lookups slow, and how slow could they get?",
    "What does the table do as you keep inserting more and more entries?"
  ],
  "data-structures-004": [
    "In a plain binary tree, is there any rule about where a given value can sit?",
    "What rule must hold for every node so that it counts as a search tree?",
    "Why is finding a key fast in a well-shaped search tree, and what is the complexity?",
    "What happens to the tree's shape if you insert 1, 2, 3, 4, 5 in that order, and how do you avoid it?",
    "Which traversal would give you the keys back in ascending order?"
  ],
  "data-structures-005": [
    "What relationship holds between a parent and its children in a min-heap, and where does the smallest value live?",
    "How do you store a heap without node objects or pointers, and how do you find a node's children?",
    "What do peek, insert and remove-top each cost, and how does an insert restore the order?",
    "Which well-known algorithms or systems rely on a priority queue under the hood?",
    "Is a heap's array sorted, and how long would it take to find an arbitrary value in it?"
  ],
  "data-structures-006": [
    "For a graph with a million vertices, how much memory would a matrix representation take?",
    "How quickly can a matrix tell you whether vertex 3 connects to vertex 7?",
    "How much space does a list-based representation need, and what does it cost to visit one vertex's neighbours?",
    "For a social network where each user has a few hundred friends, which representation would you pick, and why?",
    "Is there a simpler representation still, and which algorithm would want it?"
  ],
  "data-structures-007": [
    "How many references do you need to track as you walk the list, and what is each for?",
    "At each node, in what order do you update the links, and what breaks if you get it wrong?",
    "When the loop finishes, which variable holds the head of the reversed list?",
    "What are the time and extra space costs of the loop version?",
    "Would a recursive version be any different in memory use, and what could go wrong on a long list?"
  ],
  "data-structures-008": [
    "Which data structure would you scan the string with, and what do you do with each opening bracket?",
    "When you meet a closing brace, what exactly do you check?",
    "What should your check return for a string that starts with a closer, or one that ends with openers left over?",
    "What are the time and space costs of your approach?"
  ],
  "data-structures-009": [
    "Which operations does a deque support that a plain queue does not?",
    "How fast are the end operations, and how could one deque stand in for both a stack and a queue?",
    "How would you implement one so that inserting at the front doesn't shift every element?",
    "Can you name a problem where a deque gives you a linear-time solution, such as a sliding window?"
  ],
  "data-structures-010": [
    "If you wanted to clone or serialise a tree, which order would you visit nodes in, and why?",
    "On a search tree, which traversal gives you the keys in ascending order?",
    "To free every node or compute each subtree's size, which order works, and why?",
    "How would you print a tree row by row, and what structure would you need?",
    "What do these traversals cost in time, and how does their memory use depend on the tree's shape?"
  ],
  "data-structures-011": [
    "With chaining, what does a bucket hold, and what does Java's HashMap do when one bucket gets long?",
    "Without per-bucket lists, where does a colliding entry go?",
    "How is the load factor defined, and what happens when it passes its threshold?",
    "A resize copies every entry; why is insertion still considered constant time?",
    "What problems does probing bring, for deletion and for clustering, and how does that affect the load factor you'd allow?"
  ],
  "data-structures-012": [
    "Why does appending usually not allocate new memory, even though arrays have a fixed size?",
    "What happens at the moment the backing array is full and you append again?",
    "Why does doubling the capacity make the average append cheap, even with occasional full copies?",
    "What would go wrong if the array grew by ten slots each time instead?",
    "If you know you'll add a million items, how could you avoid the repeated growth?"
  ],
  "data-structures-013": [
    "How would the words car, cart and cat be laid out inside a trie?",
    "What does a lookup cost in a trie, and does it depend on how many words are stored?",
    "How would you find every stored word starting with pre, and how would a hash table manage that?",
    "What else can a trie give you that a hash table can't, for example in routers?",
    "What is the main cost of a trie in memory, and how do real implementations reduce it?"
  ],
  "data-structures-014": [
    "Which structure lets you find a key's entry in constant time?",
    "How do you keep track of which entry was used least recently, while still moving entries cheaply?",
    "What do you update when a key is read, and why?",
    "When the cache is full and a new key arrives, what do you remove, and from where?",
    "Would you build this from scratch in Java or Python, or is there a library class that does most of it?"
  ],
  "data-structures-015": [
    "What is the simplest way to detect a cycle, and what does it cost in memory?",
    "How could you detect a cycle with just two pointers, and how fast does each one move?",
    "How do you know there's a cycle, and how do you know there isn't one?",
    "Once the pointers meet, how do you locate the node where the cycle begins?",
    "What are the time and space costs of the two-pointer approach?"
  ],
  "data-structures-016": [
    "What is the most obvious approach, and what does it cost?",
    "Which kind of heap would you keep while scanning, and what would you do with each new number?",
    "With that heap, what are the time and space costs in terms of n and k?",
    "What if the numbers arrive as an endless stream that doesn't fit in memory?",
    "Is there an approach that's linear on average, and what is its worst case?"
  ],
  "data-structures-017": [
    "When an item is enqueued, where does it go?",
    "When you dequeue, which stack do you pop from, and when do you move items between them?",
    "What is the average cost per operation, and why?",
    "Is any single dequeue expensive, and when does it happen?"
  ],
  "data-structures-018": [
    "What extra information would you store so the minimum is always known?",
    "When pushing a value, what exactly do you record besides the value itself?",
    "After popping the current minimum, how does the stack know the new minimum?",
    "What do push, pop and getMin cost, and what do you pay in memory for that?",
    "How could you save space on the auxiliary stack, and why do duplicate minimums need care?"
  ],
  "data-structures-019": [
    "What are the two operations a disjoint-set structure offers?",
    "How are the sets represented internally, and what identifies each one?",
    "During a find, what can you do to the nodes you pass through to speed up later finds?",
    "When merging two sets, which root goes under which, and why?",
    "With both optimisations in place, how expensive is each operation in practice?",
    "Which graph algorithms or problems would you reach for union-find to solve?"
  ],
  "data-structures-020": [
    "What does a HashMap give you for speed, and what does it not guarantee about iteration?",
    "How is a TreeMap built internally, and what does each operation cost?",
    "Suppose you need all events between 9 and 10 o'clock, or the nearest key below a value; which map helps?",
    "What must the key type provide for each of the two maps?",
    "Which map has the more predictable worst case, and why?"
  ],
  "data-structures-021": [
    "What is the simplest approach, and how does it scale with the array's size?",
    "Which structure lets you track the items still waiting for their answer, and in what order does it keep them?",
    "When a new value arrives, what do you do with the waiting items, and how is each answer recorded?",
    "Why is the whole algorithm linear even though there's a loop inside a loop?",
    "What answer do the items still left waiting at the end get?"
  ],
  "data-structures-022": [
    "How do the read and write positions move once they hit the end of the array?",
    "What do reads and writes cost, and does the buffer ever allocate or move data?",
    "If the head and tail indices are equal, how do you know whether it's full or empty?",
    "What should happen when a producer writes into a full buffer?",
    "Where have you seen or would you use one, for example in audio or logging?"
  ],
  "data-structures-023": [
    "What can happen to a plain search tree's height, and what does balancing guarantee?",
    "How does the tree fix itself after an insert makes it lopsided, without breaking the ordering?",
    "How strict is an AVL tree about balance, and what does that buy you for lookups?",
    "Why might a red-black tree be preferred for workloads with many inserts and deletes?",
    "Which balanced tree do standard library maps like Java's TreeMap typically use?"
  ],
  "data-structures-024": [
    "When a database reads from disk, what unit does it read, and what really dominates a lookup's cost?",
    "What would a lookup in a binary tree of a billion keys look like on disk?",
    "How many levels does a B-tree need for billions of rows, and why so few?",
    "How does a B-tree stay balanced as rows are inserted and deleted?",
    "Why are range queries like dates between two values so efficient in a B+ tree?"
  ],
  "data-structures-025": [
    "Would prefix sums work here, and what happens to them when a single value changes?",
    "Which tree structure would you use so both queries and updates are logarithmic, and what does each node store?",
    "Is there a more compact alternative that fits in a single array and a few lines of code?",
    "How do the two approaches compare in memory use?",
    "If you needed range minimums or updates to whole ranges, which structure would you choose?"
  ],
  "data-structures-026": [
    "What is a Bloom filter made of, and what happens when you add an element?",
    "If the filter says an item is not there, how sure can you be?",
    "When the filter says an item is present, can you trust it, and what controls how often it's wrong?",
    "Roughly how much memory does it need per element for a one percent error rate?",
    "Can you remove an item from a Bloom filter, and what variant would let you?",
    "Where are Bloom filters used in real databases, and what do they save?"
  ],
  "data-structures-027": [
    "How is a skip list structured, and how does it avoid walking every node?",
    "How does a skip list decide how many levels a new node gets?",
    "What is the expected cost of a search, and why is it only expected?",
    "Why might you prefer a skip list over a red-black tree, especially with many threads?",
    "Can you name a real system that uses a skip list?"
  ],
  "data-structures-028": [
    "Could you just keep a sorted list, and what would each new number cost?",
    "How could you split the numbers into two halves so the middle stays easy to read?",
    "After adding a number, how do you keep the two halves the right size?",
    "With an even count, how do you compute the median from the two halves?",
    "What do insertion and reading the median cost with this approach?"
  ],
  "data-structures-029": [
    "Both are linear, so what does big-O leave out that explains the difference?",
    "When the CPU loads one array element, what else comes along with it?",
    "How does the hardware take advantage of walking through memory in order?",
    "Where do a linked list's nodes sit in memory, and what does each hop cost?",
    "Why can't the CPU fetch several list nodes in parallel the way it can with array elements?",
    "Besides access pattern, how do per-node pointers and allocation affect how much fits in cache?"
  ],
  "data-structures-030": [
    "What is the simplest way to make it thread-safe, and where does that break down?",
    "How could you let threads that touch different buckets proceed at the same time?",
    "How does Java's ConcurrentHashMap avoid locking for reads and for inserting into an empty bin?",
    "What makes growing the table difficult when other threads are using it?",
    "Why is checking containsKey and then calling put unsafe, even on a concurrent map?",
    "For data that's read constantly but updated rarely, what simpler approach could you use?"
  ],
  "data-structures-031": [
    "After you add an element to a persistent list, what happens to the version other code still holds?",
    "If each update creates a new version, why doesn't that mean copying the whole structure?",
    "In a balanced tree, which nodes need to be new when you change one leaf?",
    "How do libraries like Clojure's maps keep updates close to constant time?",
    "Why are these structures useful for concurrency, undo, and frameworks that detect changes?",
    "What do you pay for immutability compared with updating in place?"
  ]
}
