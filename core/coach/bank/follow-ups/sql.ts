/** The interviewer's follow-up prompts for the sql questions: one per talking point, in the points' order. */
import type { FollowUps } from "../types.ts"

export const followUps: FollowUps = {
  "sql-001": [
    "Which departments would an inner join drop here, and how would you keep them?",
    "What columns link an employee to their department in the ON clause?",
    "What do you group by so that each department comes out as exactly one row?",
    "For a department with nobody in it, what would counting every row report, and what should you count instead?"
  ],
  "sql-002": [
    "Where does the condition on hire date go, and at what stage does it apply?",
    "What defines the groups that the average is calculated over?",
    "Where does the condition on the average salary go, and why there?",
    "Why can't you put the average condition in WHERE, and why not move the date filter into HAVING?"
  ],
  "sql-003": [
    "How would you write this with a correlated subquery that tests for the absence of orders?",
    "Could you get the same result with an outer join, and which rows would you keep?",
    "What happens to a NOT IN version if a single order has a NULL customer_id?",
    "What index would you want in place so this stays fast on a large orders table?"
  ],
  "sql-004": [
    "How should the WHERE clause be written to find the employees with no manager?",
    "What does manager_id = NULL actually evaluate to, and why does WHERE discard it?",
    "Where else does this NULL behaviour catch people out, say with not-equal or a NOT IN list?",
    "If you need to compare two nullable columns and treat NULLs as equal, what would you use?"
  ],
  "sql-005": [
    "What do you group on so that each status gets its own row?",
    "Which aggregate gives you the number of orders in each status?",
    "How do you make sure a customer with many orders is only counted once?",
    "What happens to guest orders with a NULL customer_id in that customer count?"
  ],
  "sql-006": [
    "How does DELETE go about removing rows, and what happens to triggers and the log along the way?",
    "Why is TRUNCATE so much faster on a big table, and what can't you do with it?",
    "After a DROP, what is left of the orders table, its indexes and its permissions?",
    "What happens if another table has a foreign key pointing at orders and you try TRUNCATE, and can you undo it?"
  ],
  "sql-007": [
    "What two properties does a primary key enforce, and how many can one table have?",
    "What would stop someone inserting an order for a customer id that doesn't exist, or deleting a customer who has orders?",
    "What does the UNIQUE on email prevent, and could the table have more than one such constraint?",
    "Would the CHECK on total let through a row where total is NULL, and why?",
    "Why enforce these rules in the database at all, when the application already validates its input?"
  ],
  "sql-008": [
    "What is the practical difference between UNION and UNION ALL, including what each costs?",
    "For a single mailing list, which of the two fits, and why?",
    "What has to match between the two SELECTs for the combination to be valid?",
    "Would the same address typed with different capitals or a trailing space be treated as a duplicate?",
    "If you want the final list sorted, where does the ORDER BY go?"
  ],
  "sql-009": [
    "In what order does the database logically process the clauses of a SELECT statement?",
    "Given that order, why is the alias unknown at the point WHERE is applied?",
    "Why does ORDER BY not have the same problem with the alias?",
    "If you do need to filter on that computed value, how would you write it?"
  ],
  "sql-010": [
    "Which tables do you need to join, and what does each one contribute to the query?",
    "How do you calculate revenue for a product, and which price do you use?",
    "What do you group by so that revenue is totalled per product?",
    "How do you keep only the top five, and how would that differ between databases?",
    "What if two products are tied for fifth place, how would you include both?"
  ],
  "sql-011": [
    "If two employees share the top salary, what should count as the second highest?",
    "How could you get it with a subquery and MAX, without any window functions?",
    "How would you generalise this to the Nth highest salary?",
    "What should the query return if everyone earns the same, and what about NULL salaries?"
  ],
  "sql-012": [
    "How would a window function rank employees separately within each department?",
    "In what order does that ranking run, so the best-paid person comes out first?",
    "Can you filter on the window function's result in the same query's WHERE clause, and if not, what do you do?",
    "Which ranking function keeps everyone tied for the top, and what would ROW_NUMBER do instead?",
    "How would you solve this without window functions at all?"
  ],
  "sql-013": [
    "Since created_at is a timestamp, how do you get one row per day first?",
    "Which window function gives you the cumulative total, and what goes in its OVER clause?",
    "How do you combine the daily aggregation and the window function in one query?",
    "What frame does a window with ORDER BY use by default, and why might you spell one out?",
    "What happens in the output for a day with no sales, and how would you show it?"
  ],
  "sql-014": [
    "How do you find the addresses that occur more than once, with GROUP BY and which filter?",
    "Would Alice@x.com and alice@x.com be caught as duplicates, and how would you handle that?",
    "How would you identify every copy except the oldest one, so that only those get deleted?",
    "What precautions would you take before running that delete, given other tables point at customers?",
    "Once the data is clean, how do you stop duplicates from creeping back in?"
  ],
  "sql-015": [
    "What value is sitting in that list of manager_ids that causes the trouble, and where does it come from?",
    "How does NOT IN evaluate when the list contains a NULL, and why does every row fail?",
    "What would you rewrite the query with so that NULLs in the subquery no longer matter?",
    "Besides that rewrite, what other ways are there to fix it?"
  ],
  "sql-016": [
    "Manager and employee live in the same table, so how do you put both on one row?",
    "What is the ON condition that links an employee to their manager?",
    "With employee and manager side by side, what does your WHERE clause compare?",
    "What happens to the CEO and to anyone with a NULL salary in this query?"
  ],
  "sql-017": [
    "How do you turn status values into separate columns using only aggregates?",
    "Is there a neater syntax for that in PostgreSQL?",
    "What do you group by to get a single row for each customer?",
    "What happens to customers who have never ordered, and how would you include them?"
  ],
  "sql-018": [
    "What exact index would you create for this query?",
    "Which column would you lead that index with, and why does the choice make a difference?",
    "How does that index let the database avoid sorting all of the customer's orders?",
    "Could you make the index answer the query without touching the table at all?",
    "How would you confirm the index is actually used, and what does it cost you elsewhere?"
  ],
  "sql-019": [
    "How do you turn order timestamps into one revenue figure per month?",
    "How do you get last month's revenue onto the same row as this month's?",
    "How do you calculate the percentage change, and what must you watch with integer division?",
    "What happens for the first month, or when the previous month's revenue is zero?",
    "If a month had no orders at all, what would LAG compare against, and how would you fix it?"
  ],
  "sql-020": [
    "What is wrong with keeping the product list as a comma-separated string, and which normal form does it break?",
    "What happens when a customer changes their email and it is stored on hundreds of order rows?",
    "Which columns depend on something other than the order's own key, and which normal form does that violate?",
    "What tables would you split this into, and how would they be linked?",
    "Are there cases where you would deliberately keep some of that duplication?"
  ],
  "sql-021": [
    "How would you check that a customer has a January order without getting one row per order?",
    "How do you exclude customers who ordered in February?",
    "How exactly would you write the date condition for January, given created_at has a time part?",
    "Is there a set operator that expresses this more directly?"
  ],
  "sql-022": [
    "What is the first aggregation you need before you can compare anyone to an average?",
    "Average of what, exactly: orders or customers, and why does the difference matter?",
    "How does a CTE help when the same per-customer totals are needed twice?",
    "Should customers who have never ordered count in the average, and how would you include them?"
  ],
  "sql-023": [
    "Why can't the database seek into the index on created_at when the column is wrapped in YEAR()?",
    "How would you rewrite the filter so the index can be used?",
    "Why prefer that form to BETWEEN with 23:59:59 on the last day?",
    "If you really do need to filter on a derived value, how could you index it?"
  ],
  "sql-024": [
    "If a user logs in several times on the same day, what do you do before looking for streaks?",
    "What trick gives every run of consecutive days a shared group key?",
    "Once you have that key, how do you measure each streak?",
    "And how do you get from all the streaks to the longest one per user?",
    "Is there another way to mark where a streak breaks, using the previous row?"
  ],
  "sql-025": [
    "What SQL construct lets you walk down an unknown number of levels, and what is the starting query?",
    "How does each step find the next level down, and how is the depth tracked?",
    "How are the starting rows and the recursive rows combined, and when does the recursion stop?",
    "What would happen if bad data made someone their own indirect manager, and how would you guard against it?"
  ],
  "sql-026": [
    "At the lowest isolation level, what could one transaction see of another's uncommitted balance change?",
    "What does the most common default level protect against, and what can still go wrong between two reads?",
    "What does repeatable read add, and what can still appear according to the standard?",
    "What does the strictest level guarantee, and what price do you pay for it?",
    "If two transactions read a balance and both write back a new value, how do you avoid losing one update?"
  ],
  "sql-027": [
    "Is there a built-in aggregate for the median, and how is it written with GROUP BY?",
    "With an even number of employees, what does that function return, and is there a variant that returns a real salary?",
    "Would that work the same way in MySQL or SQL Server?",
    "How would you compute the median portably, without a percentile function?",
    "What should happen to employees whose salary is NULL?"
  ],
  "sql-028": [
    "Is there a name for this kind of for-all query in relational algebra?",
    "How could you solve it by comparing counts per customer against the garden category?",
    "What goes wrong with the count if a customer bought the same garden product twice?",
    "How would you express it with nested NOT EXISTS instead?",
    "What should the query return if the garden category has no products, and do both approaches agree?"
  ],
  "sql-029": [
    "What would you run first to see why the planner chose a scan, and what would you compare in its output?",
    "How might the way the query writes the email condition stop the index from being used?",
    "What if the parameter's type or collation differs from the column's?",
    "Why might the planner choose a scan even when the index is perfectly usable?",
    "Depending on the cause, how would you get an index to serve the lookup, say for case-insensitive or contains searches?"
  ],
  "sql-030": [
    "What stops the debit happening without the matching credit if something fails halfway?",
    "Two transfers between the same accounts run in opposite directions at once: how do you avoid a deadlock?",
    "How do you make sure the debit never takes an account below zero, even under concurrency?",
    "Where does the record of the transfer get written, and why in the same unit of work?",
    "If the database still aborts a transfer with a deadlock or serialisation error, what should happen next?"
  ],
  "sql-031": [
    "What does the database actually do with the rows before an OFFSET of a million?",
    "What would you use instead of OFFSET to fetch the next page?",
    "What happens if several orders share the same created_at, and how do you handle it?",
    "Which index would make each page cheap with that approach?",
    "What do you give up by moving away from OFFSET, and what do you gain?"
  ],
  "sql-032": [
    "How do you get the timestamp of the user's previous view onto each row?",
    "How do you mark the views that start a new session?",
    "What about the very first view a user makes, where there is no previous one?",
    "Once the starts are flagged, how do you turn them into a session number for every view?",
    "Once every view has a session number, how would you produce one summary row per session?"
  ]
}
