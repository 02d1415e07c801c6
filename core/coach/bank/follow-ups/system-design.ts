/** The interviewer's follow-up prompts for the system-design questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "system-design-001": [
    "What does scaling up look like in concrete terms for a single database server?",
    "How far can you keep buying bigger hardware, and what happens when that one machine goes down?",
    "How does adding more servers work, and how do requests reach them?",
    "What has to change in your application and data layer before you can run it on ten servers?",
    "For a young product with a web tier and one database, which would you scale first, and how?"
  ],
  "system-design-002": [
    "From the client's point of view, what address does it talk to, and where do requests actually go?",
    "What happens when one of the servers behind the balancer crashes?",
    "What strategies can the balancer use to pick a server, and when would you keep a user on the same one?",
    "What's the difference between balancing at the TCP level and at the HTTP level, and what does each allow?",
    "What happens to your whole service if the load balancer itself fails?"
  ],
  "system-design-003": [
    "Between the user's browser and your database, where could a response be cached?",
    "Walk me through a read when the data isn't in Redis yet; who fills the cache?",
    "A user updates their profile but still sees the old one; how would you keep cached data fresh?",
    "When the cache is full, what decides which entries get dropped?",
    "What happens to the database the moment a very popular key expires, or after the cache restarts empty?",
    "How would you tell whether a cache is actually worth keeping?"
  ],
  "system-design-004": [
    "Physically, where does a CDN keep content, and how does that differ from your own servers?",
    "Why does a user in Sydney get a page faster from a CDN when your servers are in Virginia?",
    "What does a CDN do for the load on your own origin servers?",
    "Which kinds of files would you put behind a CDN, and which would you keep off it?",
    "You ship a new version of app.js; how do you make sure users don't keep getting the old one?",
    "Beyond speed, how can a CDN help with security or traffic floods?"
  ],
  "system-design-005": [
    "What does a relational database give you that makes it attractive for orders and payments?",
    "NoSQL is a broad label; what different kinds of store does it cover?",
    "What do you typically gain with a NoSQL store at scale, and what do you give up?",
    "Which questions about the workload would you ask before choosing?",
    "If you had no strong signal either way, which would you start with, and what would make you switch?"
  ],
  "system-design-006": [
    "If a user logs in on server A, and their next request hits server B, what must not be stored on A?",
    "How does being stateless change what the load balancer and autoscaler can do?",
    "Where do sessions, uploaded files and user data go if the servers don't keep them?",
    "What happens to users when you kill an instance during a deploy?",
    "What does moving state out of the servers cost you?"
  ],
  "system-design-007": [
    "How does the order service's work change when it drops a message on a queue instead of calling the email service directly?",
    "What happens during a traffic spike ten times normal load, with and without the queue?",
    "If a worker crashes halfway through processing a message, what happens to that message?",
    "How would you keep up if messages arrive faster than one consumer can handle them?",
    "Can a consumer see the same message twice, and how do you deal with that and with messages that always fail?"
  ],
  "system-design-008": [
    "When one user clicks a button in your app, what does latency measure for that click?",
    "How is throughput different, and how is it measured?",
    "Can you raise one of these at the expense of the other, for example by batching writes?",
    "Why might the average latency look fine while users still complain?",
    "How much downtime does 99.9 percent allow in a year, or a month?",
    "If your service depends on three others that each have 99.9 percent, what can you promise?"
  ],
  "system-design-009": [
    "What would the URLs look like for listing tasks and for fetching one task?",
    "How do you express creating, updating and deleting a task if the URLs don't contain verbs?",
    "What should the client get back after creating a task, or when it asks for one that doesn't exist?",
    "What happens when a user has fifty thousand tasks and calls the list endpoint?",
    "How would you change the API later without breaking existing mobile clients?"
  ],
  "system-design-010": [
    "Where do writes go in a typical setup, and how do changes reach the other copies?",
    "What does adding replicas do for a read-heavy application?",
    "What happens when the primary machine dies?",
    "A user saves a comment and then doesn't see it on reload; what could cause that?",
    "How would you make sure users always see their own writes?",
    "Why not wait for every replica to confirm each write, and what does that cost?"
  ],
  "system-design-011": [
    "What features would you scope in, and is the workload read-heavy or write-heavy?",
    "Roughly how many requests per second and how much storage would you plan for?",
    "How would you generate the short codes so they're short and never collide?",
    "What would you store for each short link, and in what kind of database?",
    "Which HTTP redirect status would you use, and how does that choice affect analytics?",
    "How would you handle a link that goes viral and a dataset that outgrows one server?"
  ],
  "system-design-012": [
    "Who or what do you limit, and what should a client receive when it's over the limit?",
    "How would a token bucket behave when a client sends a burst after being idle?",
    "What other algorithms could you use, and what's the weakness of a simple fixed window?",
    "With ten gateway servers, where do the counters live so that limits are enforced globally?",
    "Where does the limiter run, and what should happen if its data store goes down?"
  ],
  "system-design-013": [
    "Before sharding, what would you try first to relieve the database?",
    "What does sharding actually do to the rows of a table?",
    "What are the ways to decide which shard a row goes to, and what goes wrong with each?",
    "What would make user ID a good or bad shard key for an e-commerce orders table?",
    "What happens to a query that joins orders from two different shards, or a transaction across them?",
    "How would you add a new shard without moving almost all of your data?"
  ],
  "system-design-014": [
    "If you place keys with hash mod number of servers, what happens when you add a fifth server to four?",
    "How are servers and keys arranged in consistent hashing, and how is a key's owner found?",
    "When a node leaves the ring, how much data has to move?",
    "With only a few servers on the ring, why might load be uneven, and how do you fix it?",
    "Which real systems use this, and how does the ring help with replication?"
  ],
  "system-design-015": [
    "What choice is a distributed database forced to make while the network between its nodes is split?",
    "When CAP talks about consistency, what must a read return, and is that the guarantee ACID means by the word?",
    "Why isn't giving up partition tolerance a realistic option?",
    "What does a system like etcd or ZooKeeper do to a client on the minority side of a split?",
    "How does Cassandra behave during a partition, and what has to happen afterwards?",
    "When the network is healthy, what trade-off do you still face?"
  ],
  "system-design-016": [
    "What are the core features, and how does the ratio of reads to writes shape the design?",
    "When a user posts, how could you get that post into followers' feeds before they open the app?",
    "What's the alternative where you build the feed only when someone opens it, and what does it cost?",
    "What happens with that push approach when a celebrity with fifty million followers posts?",
    "What would you store for posts, follows and feeds, and where do the post bodies come from at read time?",
    "How would you order the feed and let users scroll back through it?"
  ],
  "system-design-017": [
    "How does a message reach a recipient's phone instantly, without the app polling?",
    "When Alice sends to Bob, how does the system know which server Bob is connected to?",
    "Where are messages stored, and how do you keep them in the right order within a conversation?",
    "What happens when Bob is offline and later comes back online?",
    "If the client retries a send after a timeout, how do you avoid a duplicate, and how do delivery ticks work?",
    "What scale challenges come from having hundreds of millions of users connected at once, and what about privacy?"
  ],
  "system-design-018": [
    "What do the teams sending notifications need from this service, and what must it never do?",
    "What happens inside the service right after another team calls its API to send something?",
    "What if the SMS provider is slow or returns errors?",
    "How do you make sure a retry doesn't send the same text twice?",
    "How would you avoid spamming a user or sending messages at 3 a.m.?",
    "How would you know whether a particular notification was actually delivered, and what happens to ones that keep failing?"
  ],
  "system-design-019": [
    "How does the server know that a retried request is the same payment as the first one?",
    "When the second attempt arrives, what does the server do, and what does it return?",
    "What if the original and the retry hit two servers at the same moment?",
    "What should happen if a client reuses a key but changes the amount?",
    "How should the client time its retries, and how long should the server remember keys?",
    "What about the call to the card processor itself, and how would you catch anything that still slips through?"
  ],
  "system-design-020": [
    "How fast must suggestions appear, and how many requests will the service face?",
    "Which data structure would you use, and what would you store at each node to answer quickly?",
    "Where do the suggestions and their popularity come from, and how often are they updated?",
    "How would you serve this at scale, and which prefixes could you cache closer to the user?",
    "How would you avoid sending a request on every keystroke, and what content would you filter out?"
  ],
  "system-design-021": [
    "What does a single deployable application make easy for a small team?",
    "What do microservices give a large organisation with many teams?",
    "What new problems appear when a function call becomes a call over the network?",
    "How do you handle a query or workflow that used to be one join or one transaction across two tables now owned by different services?",
    "For a new product with a team of six, where would you start, and what would make you split later?"
  ],
  "system-design-022": [
    "Walk me through the request path; where could a single failure take the service down?",
    "How does the system notice that an instance or the primary database has died, and what happens next?",
    "How would you survive the loss of a whole data centre or region?",
    "When a downstream service is slow, how do you keep it from dragging your service down too?",
    "How would you make sure you can restore data, and how much loss and downtime is acceptable?",
    "How do you know your failover actually works before a real outage?"
  ],
  "system-design-023": [
    "How do you decide which node stores a given key, and how do you keep load even?",
    "How many copies of each key do you keep, and on which nodes?",
    "How do you choose read and write quorum sizes so that a read sees the latest write?",
    "If two clients write the same key concurrently on different replicas, how is that resolved?",
    "How do nodes learn who is alive, and how do replicas catch up after being down?",
    "How does each node lay out data on disk to make writes fast?"
  ],
  "system-design-024": [
    "How often do drivers report their position, and how quickly must a rider get a match?",
    "Roughly what write rate do those location updates create, and where would you keep them?",
    "How would you find drivers within a kilometre of the rider without scanning everyone?",
    "How would you split the location data across servers?",
    "Among nearby drivers, how do you decide who gets the offer, and what if they don't respond?",
    "What stops the same driver being assigned to two riders at the same moment?"
  ],
  "system-design-025": [
    "How does a large video file get from the creator's device into storage, and what if the connection drops?",
    "What happens to the raw upload before anyone can watch it, and how do you make that fast?",
    "How does the player cope with a viewer whose bandwidth keeps changing?",
    "Where do viewers actually fetch the video bytes from, and what about rarely watched videos?",
    "Where do titles, likes and view counts live, and how do you count views at that volume?",
    "Roughly how much storage and bandwidth are we talking about, and what dominates the bill?"
  ],
  "system-design-026": [
    "Why not use a distributed two-phase commit across the services' databases?",
    "If the payment step fails after the order was created, how do you undo the earlier steps?",
    "Who decides what step comes next: a central coordinator or the services themselves?",
    "How do you update your database and publish an event without one succeeding and the other failing?",
    "What if the same event is delivered twice, and what does the user see while the process is in flight?"
  ],
  "system-design-027": [
    "Roughly how many pages per second and how much storage are we talking about?",
    "How do you decide which URL to fetch next across billions of candidates?",
    "How do you avoid hammering a single website or ignoring its wishes?",
    "How would you split the fetching work across machines, and what about network I/O and DNS?",
    "How do you avoid fetching the same URL twice, or storing near-identical pages?",
    "What could trap your crawler forever, and how often would you revisit a page?"
  ],
  "system-design-028": [
    "What properties do the IDs need, in size, ordering and speed?",
    "Why not just use random UUIDs as primary keys, and is there a time-ordered variant?",
    "How would you pack a timestamp and other fields into a 64-bit ID so servers never collide?",
    "With that layout, how many IDs can one machine generate per millisecond, and how long before the timestamp runs out?",
    "What happens if a server's clock jumps backwards?",
    "Is there a simpler scheme that still uses a central counter without a round trip per ID?"
  ],
  "system-design-029": [
    "How many events are we dealing with, how fresh must the list be, and do counts need to be exact?",
    "How do the view events get counted, and how is the counting work split?",
    "How do you maintain a count over the last hour that keeps moving forward?",
    "How do you get a single global top list from many counting partitions?",
    "What if there are so many distinct items that exact counters won't fit in memory?",
    "How do clients read the trending list, and what if finance needs exact numbers?"
  ],
  "system-design-030": [
    "What is actually happening at the moment the key expires, and is there a name for it?",
    "How could you make sure only one request rebuilds the value while the rest wait?",
    "Do users have to wait for the rebuild, or could they get something sooner?",
    "How would you stop many keys from expiring at the same instant?",
    "What if the problem is one extremely hot key, even when it hasn't expired?",
    "How would you protect the database itself if the cache fails anyway, say after a restart?"
  ],
  "system-design-031": [
    "When I type a letter, does it appear before the server responds, and what gets sent?",
    "How could a central server reconcile two people inserting at the same position at once?",
    "Is there an approach that merges edits without a central server, and what does it cost?",
    "How do you route the connections of everyone editing the same document?",
    "How would you store a document's history so you can reload it quickly?",
    "How do other users' cursors and presence indicators get shared?"
  ]
}
