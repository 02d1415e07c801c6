/** The interviewer's follow-up prompts for the dbms questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "dbms-001": [
    "How does an application actually ask a DBMS for data, compared with reading a file itself?",
    "If two files each hold a customer's address, what goes wrong over time, and how does a DBMS avoid it?",
    "What happens when two users edit the same flat file at the same moment, and how does a DBMS handle that?",
    "How would a DBMS stop someone saving an order for a customer who does not exist, or reading salaries they shouldn't?",
    "Suppose the machine crashes halfway through writing an update; what protects you in a DBMS that a plain file lacks?",
    "Why is finding one record among millions easier with a DBMS than with your own file-scanning code?"
  ],
  "dbms-002": [
    "What guarantee does a primary key give you about the rows of its own table?",
    "Could a primary key column ever be left empty, and how many primary keys can one table have?",
    "Where does a foreign key point to, and what must the value it holds match?",
    "Can the same foreign key value appear in many rows, and what relationship does that let you model?",
    "Say you delete a customer who still has orders; what does the database do, and how do you control it?"
  ],
  "dbms-003": [
    "If a transfer debits one account and then the server fails before the credit, what should happen to the debit?",
    "How does a transaction relate to the rules and constraints the database is supposed to uphold?",
    "While one transaction is halfway through, what should another running at the same time be able to see?",
    "Once the database says commit succeeded, what happens to that change if the power goes out a second later?",
    "Can you walk me through all four properties using a single money transfer between two accounts?"
  ],
  "dbms-004": [
    "What does a normalized design do with a fact like a customer's city that appears on every order?",
    "If a supplier's phone number is copied into a hundred rows, what can go wrong when it changes?",
    "What formal tool do you use to decide how to split a table, and what are the stages called?",
    "What does a fully normalized schema cost you at query time, and when might you accept redundancy instead?"
  ],
  "dbms-005": [
    "Which of the three would you use to remove only last year's rows, and what does it fire along the way?",
    "How does TRUNCATE empty a table so quickly, and what is left afterwards?",
    "After a DROP, what is left of the table, its indexes and its constraints?",
    "Could you roll back a TRUNCATE inside a transaction, and does the answer depend on the database?",
    "What might stop a TRUNCATE on a parent table that other tables point to?"
  ],
  "dbms-006": [
    "Which join would you use if you only want customers who actually have orders?",
    "Suppose you want every customer listed, including those with no orders; which join, and what appears in the order columns?",
    "How would you get every row from both tables, matched where possible and unmatched otherwise?",
    "What do you get if you join two tables with no join condition at all, and how many rows?",
    "How would you list each employee alongside their manager's name when both live in one table?",
    "How would you find customers who have never placed an order using a join?"
  ],
  "dbms-007": [
    "What is an index physically, and what data structure do most databases use for it?",
    "Without an index, how does the database find one row among millions, and what changes with one?",
    "What does each extra index cost you every time a row is inserted or updated?",
    "Besides write speed, what resources do a dozen indexes on one table consume?",
    "How do you decide which columns deserve an index, and how do you check it is actually used?"
  ],
  "dbms-008": [
    "Where is the data of a view actually stored?",
    "If a base table changes a second after you create a view, will the view show that change?",
    "How could a view help a team that keeps writing the same five-table join?",
    "How might you use a view to let an analyst see orders without exposing customers' card details?",
    "Suppose you need to split a table in two; how can a view keep old queries working?",
    "Can you insert through a view, and what is different about a materialized view?"
  ],
  "dbms-009": [
    "Which category does CREATE TABLE fall into, and what other commands belong with it?",
    "Where do INSERT and UPDATE belong, and how is SELECT sometimes classified?",
    "How would you give a reporting user read access to one table, and which category is that?",
    "Which commands let you undo part of a transaction or make it permanent?",
    "If you run an ALTER TABLE in the middle of a transaction, does a later rollback undo it?"
  ],
  "dbms-010": [
    "At what stage of design do you draw an ER diagram, and why before writing any CREATE TABLE?",
    "What is a weak entity, and can you give an example of one?",
    "How would you model a phone number field where a person may have several, or an age computed from birth date?",
    "How do you show that a student can enroll in many courses, and must every student enroll in one?",
    "When you turn a many-to-many relationship into tables, what extra table appears?"
  ],
  "dbms-011": [
    "What would break first normal form in a column called phone_numbers?",
    "With a key of order id and product id, why is storing the product name in that table a problem?",
    "If an employee table stores department id and department name, which normal form does that violate?",
    "What extra condition does BCNF add beyond third normal form about determinants?",
    "Why do many designers stop at third normal form rather than always going to BCNF?"
  ],
  "dbms-012": [
    "What can a transaction see at the lowest isolation level that it should never see?",
    "Under the default level in PostgreSQL, what might change if you read the same row twice?",
    "At repeatable read, what can still appear when you rerun a range query?",
    "How do InnoDB and PostgreSQL deal with phantom rows at repeatable read in practice?",
    "What does the strictest isolation level give you, and what does your application have to cope with in return?"
  ],
  "dbms-013": [
    "Where do the actual table rows live when a table has a clustered index?",
    "How many clustered indexes can one table have, and which column usually gets it by default?",
    "What does the leaf of a non-clustered index contain, if not the full row?",
    "After finding a key in a secondary index, what extra work might the database do, and how can you avoid it?",
    "Why is a date range query fast when the table is clustered on that date?",
    "What happens to page layout if you cluster a busy table on a random UUID?"
  ],
  "dbms-014": [
    "How is a B+ tree organized, and how many steps does finding a key take as the table grows?",
    "Why can a B+ tree answer a BETWEEN query or an ORDER BY cheaply?",
    "What is the typical lookup cost for a single key in a hash index?",
    "What happens if you ask a hash index for all keys greater than some value?",
    "Given those trade-offs, which would you pick by default, and when would hashing win?"
  ],
  "dbms-015": [
    "Can you describe the exact situation in which two transactions end up waiting on each other forever?",
    "How does the database notice a deadlock, and what does it do to break it?",
    "Besides detecting cycles, what cruder mechanism stops a transaction from waiting indefinitely?",
    "When your transaction is chosen as the deadlock victim, what should your application code do?",
    "How can the order in which transactions touch rows prevent deadlocks in the first place?",
    "How do transaction length and indexing affect how often deadlocks happen?"
  ],
  "dbms-016": [
    "What exactly do you add to a schema when you denormalize it?",
    "What read-side cost are you trying to eliminate by denormalizing?",
    "Can you give a concrete example of a denormalized field you might add to a blog or shop schema?",
    "If you store a comment count on each post, what must happen on every new comment, and what if it's missed?",
    "What kind of workload justifies denormalizing, and what should you do before deciding?"
  ],
  "dbms-017": [
    "When you query a regular view, what does the database actually execute?",
    "Where does a materialized view's data live?",
    "Why might a dashboard query over a materialized view be much faster, and can you index it?",
    "If new orders arrive after you create a materialized view, when will the view show them?",
    "What does refreshing cost, and what happens to readers during a refresh in PostgreSQL?"
  ],
  "dbms-018": [
    "How does a stored procedure get executed, and can it take arguments?",
    "What causes a trigger to run, and does the client call it directly?",
    "Why might keeping some logic in the database make an audit trail more reliable than doing it in each application?",
    "What becomes harder for your team when a lot of logic lives inside the database?",
    "Where would you draw the line on what belongs in procedures and triggers versus the application?"
  ],
  "dbms-019": [
    "Before changing anything, how would you confirm which query is slow and by how much?",
    "Which tool shows you how the database actually executed the query, and what would you look for?",
    "If the planner's row estimate is wildly off, what might be out of date and how do you fix it?",
    "What if the query wraps an indexed column in a function like LOWER; what happens to index use?",
    "The query used to be fast; what in the environment or the data might have changed since then?",
    "Once you've applied a fix, how do you prove it worked and make sure it stays fixed?"
  ],
  "dbms-020": [
    "How are entries ordered inside an index on last name and first name?",
    "Which filters can an index on columns A, B and C serve efficiently?",
    "What happens if a query filters only on the second column of a composite index?",
    "If one filter is an equality and another is a range, how would you order the columns?",
    "Could a composite index answer a query without touching the table, or avoid a sort step?"
  ],
  "dbms-021": [
    "How does the pessimistic approach protect a row you're about to change, and what SQL might you use?",
    "How does optimistic control know whether someone else changed the row since you read it?",
    "What should happen when an optimistic update discovers the row has changed?",
    "What does pessimistic locking cost under load, and when is it still the better choice?",
    "Suppose a user keeps an edit form open for ten minutes; which approach fits, and why?"
  ],
  "dbms-022": [
    "In a users table, is the pair of email and name a valid identifier, and what do we call such a set?",
    "What makes a candidate key different from any set of columns that happens to be unique?",
    "If a table has two candidate keys, what happens to the one you don't choose as primary?",
    "What does it mean to say employee id determines department?",
    "Given a set of dependencies, how would you work out which attribute sets are candidate keys?"
  ],
  "dbms-023": [
    "Under MVCC, what happens to the old row when an UPDATE runs?",
    "How does a transaction decide which version of a row it is allowed to see?",
    "Can a long report query block an UPDATE under MVCC, and when do two transactions actually conflict?",
    "Where do old row versions end up in PostgreSQL compared with InnoDB, and what cleans them up?",
    "What problems does MVCC bring, for example with a transaction left open for hours?"
  ],
  "dbms-024": [
    "What must be written, and in what order, before a modified data page is allowed onto disk?",
    "At what moment is a commit actually safe, and when do the data pages themselves get written?",
    "Why is writing the log cheaper than writing data pages, and how are many commits batched?",
    "After a crash, where does recovery start, and what does it do with committed and uncommitted work?",
    "What role does a checkpoint play in how long recovery takes and how much log you keep?",
    "Besides crash recovery, what else can you build from that same log?"
  ],
  "dbms-025": [
    "What are the two phases in two-phase locking, and what is a transaction allowed to do in each?",
    "Which kinds of locks does it use, and which combinations can be held at once?",
    "Why does following the two-phase rule make the schedule equivalent to some serial order?",
    "What goes wrong if a transaction releases its write locks before committing, and which variant prevents it?",
    "What problems does plain 2PL still have, for instance with a range query and newly inserted rows?"
  ],
  "dbms-026": [
    "How does a B-tree engine handle an update to one row on disk?",
    "Where does a new write go first in an LSM engine, and what happens when that fills up?",
    "What background work does an LSM engine do over time, and what does it cost?",
    "Why might a point read in an LSM tree touch several files, and what helps avoid that?",
    "Which engine would you pick for a high-volume event log, and which for a typical order system?"
  ],
  "dbms-027": [
    "What happens to the SQL text before any plan is considered, for example to view names?",
    "How does the optimizer decide between two possible plans for the same query?",
    "When is a nested loop join a good choice?",
    "How does a hash join work, and which input does it build from?",
    "What must be true of the inputs for a merge join to make sense?",
    "Once a plan is chosen, how does the executor actually produce rows?"
  ],
  "dbms-028": [
    "Under snapshot isolation, what does each transaction read, and when does it detect a conflict?",
    "How can two transactions that write different rows still together break a rule?",
    "Can you walk me through the on-call doctors example?",
    "Does PostgreSQL's repeatable read protect you from that anomaly, and what about Oracle's serializable?",
    "How does PostgreSQL's serializable level deal with write skew?",
    "Without changing the isolation level, how could you make the doctors' transactions collide?"
  ],
  "dbms-029": [
    "How does a row store lay out data on disk, and what workload does that favor?",
    "Why does a query summing one column over a billion rows run faster in a column store?",
    "Why does columnar data tend to compress so well, and which encodings help?",
    "How does a columnar engine process values to use the CPU efficiently?",
    "What happens when you insert or update one row at a time in a column store?",
    "Can you name a few well-known row-oriented systems and a few columnar ones or file formats?"
  ],
  "dbms-030": [
    "If a filter matches most of the rows in a table, why might the planner skip the index?",
    "Why would a table with fifty rows not use its index at all?",
    "What happens to index use if you write WHERE YEAR(created_at) = 2024, and how would you fix it?",
    "Would an index on name help with LIKE '%son', and why or why not?",
    "Your composite index is on country then city; what happens when the query filters only on city?",
    "How could outdated statistics lead the optimizer away from a good index, and how would you check?"
  ],
  "dbms-031": [
    "Why does a database keep its own page cache instead of just relying on the operating system?",
    "What is the pool trying to hold, and what happens when a page is found there?",
    "When a page in memory is modified, is it written to disk immediately, and why is delaying that safe?",
    "What stops a page that a query is currently reading from being evicted?",
    "What eviction policy is typically used, and what approximation makes it cheap?",
    "What would a single full table scan do to a plain LRU cache, and how do databases guard against it?"
  ]
}
