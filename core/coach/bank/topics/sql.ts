/** The SQL questions of the built-in bank. */
import type { BankQuestion } from "../types.ts"

const HR = `CREATE TABLE departments (
  id INT PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);
CREATE TABLE employees (
  id INT PRIMARY KEY,
  name VARCHAR(100) NOT NULL,
  department_id INT REFERENCES departments(id),
  manager_id INT REFERENCES employees(id),
  salary DECIMAL(10, 2),
  hired_at DATE NOT NULL
);`

const SHOP = `CREATE TABLE customers (
  id INT PRIMARY KEY,
  name VARCHAR(100) NOT NULL,
  email VARCHAR(255) NOT NULL,
  country CHAR(2),
  created_at TIMESTAMP NOT NULL
);
CREATE TABLE orders (
  id INT PRIMARY KEY,
  customer_id INT REFERENCES customers(id),  -- NULL for guest checkouts
  status VARCHAR(20) NOT NULL,               -- 'pending', 'shipped', 'cancelled', 'completed'
  total DECIMAL(10, 2) NOT NULL,
  created_at TIMESTAMP NOT NULL
);`

const SALES = `CREATE TABLE products (
  id INT PRIMARY KEY,
  name VARCHAR(100) NOT NULL,
  category VARCHAR(50) NOT NULL,
  price DECIMAL(10, 2) NOT NULL
);
CREATE TABLE orders (
  id INT PRIMARY KEY,
  customer_id INT NOT NULL,
  status VARCHAR(20) NOT NULL,
  created_at TIMESTAMP NOT NULL
);
CREATE TABLE order_items (
  order_id INT NOT NULL REFERENCES orders(id),
  product_id INT NOT NULL REFERENCES products(id),
  quantity INT NOT NULL,
  unit_price DECIMAL(10, 2) NOT NULL,
  PRIMARY KEY (order_id, product_id)
);`

const ORDERS = `CREATE TABLE orders (
  id BIGINT PRIMARY KEY,
  customer_id INT NOT NULL,
  status VARCHAR(20) NOT NULL,
  total DECIMAL(10, 2) NOT NULL,
  created_at TIMESTAMP NOT NULL
);`

export const questions: ReadonlyArray<BankQuestion> = [
  {
    id: "sql-001",
    topic: "sql",
    difficulty: "easy",
    kind: "sql",
    text: "Write a query that lists every department with the number of employees in it, including departments that have no employees.",
    schema: HR,
    talkingPoints: [
      { point: "Start from departments and LEFT JOIN employees so departments without employees are kept.",
        cues: [["left join", "left outer join", "outer join"]] },
      { point: "The join condition matches employees.department_id to departments.id.",
        cues: [["department_id"], ["join condition", "on", "match"]] },
      { point: "GROUP BY the department id and name to get one row per department.",
        cues: [["group by"], ["department", "departments", "department_id", "d.id", "dept"]] },
      { point: "Count e.id rather than COUNT(*), because COUNT of a column skips NULLs and an empty department then shows zero instead of one.",
        cues: [["count"], ["count star", "zero", "skip null", "skips null", "ignores null", "null"]] }
    ],
    modelAnswer: "I start from departments and LEFT JOIN employees, so departments with no employees are kept with NULLs on the employee side. The join condition is ON e.department_id = d.id. Then I GROUP BY d.id and d.name to get one row per department. The important detail is counting e.id rather than COUNT star: COUNT of a column skips NULLs, so an empty department shows zero, while COUNT star would count its single NULL-filled row and show one. The query is SELECT d.id, d.name, COUNT(e.id) AS employee_count FROM departments d LEFT JOIN employees e ON e.department_id = d.id GROUP BY d.id, d.name ORDER BY employee_count DESC.",
    tags: ["joins", "aggregation"]
  },
  {
    id: "sql-002",
    topic: "sql",
    difficulty: "easy",
    kind: "sql",
    text: "Write a query that returns the departments whose average salary is above 60000, counting only employees hired since 2020, and explain why you need both WHERE and HAVING.",
    schema: HR,
    talkingPoints: [
      { point: "WHERE filters individual rows before grouping, so the hire-date condition belongs there.",
        cues: [["where"], ["before", "individual row", "each row", "row level"]] },
      { point: "GROUP BY department forms one group per department.",
        cues: [["group by"], ["department", "departments", "department_id", "dept"]] },
      { point: "HAVING filters groups after aggregation, so the condition on AVG(salary) belongs there.",
        cues: [["having"], ["after", "group", "aggregation", "avg"]] },
      { point: "Aggregates cannot be used in WHERE, and conditions that need no aggregate should stay in WHERE because filtering early is cheaper.",
        cues: [["cannot", "can't", "not allowed", "error"], ["aggregate", "avg", "where"]] }
    ],
    modelAnswer: "WHERE filters individual rows before any grouping happens, so the hire-date condition belongs there: WHERE e.hired_at >= DATE '2020-01-01'. Then GROUP BY forms one group per department. HAVING filters whole groups after aggregation, so the condition on the average goes there: HAVING AVG(e.salary) > 60000. An aggregate like AVG cannot be used in WHERE, because the groups do not exist yet at that stage, and any condition that needs no aggregate should stay in WHERE, since discarding rows early is cheaper. The query is SELECT d.id, d.name, AVG(e.salary) AS avg_salary FROM employees e JOIN departments d ON d.id = e.department_id WHERE e.hired_at >= DATE '2020-01-01' GROUP BY d.id, d.name HAVING AVG(e.salary) > 60000.",
    tags: ["aggregation", "filtering"]
  },
  {
    id: "sql-003",
    topic: "sql",
    difficulty: "easy",
    kind: "sql",
    text: "Write a query that finds customers who have never placed an order.",
    schema: SHOP,
    talkingPoints: [
      { point: "NOT EXISTS with a correlated subquery on customer_id is the clearest anti-join.",
        cues: [["not exists"]] },
      { point: "An equivalent is a LEFT JOIN to orders keeping only rows where the order side IS NULL.",
        cues: [["left join", "left outer join"], ["is null"]] },
      { point: "NOT IN with a subquery is risky, because a single NULL customer_id in orders makes it return nothing.",
        cues: [["not in"], ["null"]] },
      { point: "An index on orders.customer_id keeps the anti-join fast.",
        cues: [["index"], ["customer_id", "foreign key"]] }
    ],
    modelAnswer: "This is an anti-join. My preferred form is NOT EXISTS: SELECT c.id, c.name FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id). An equivalent is a LEFT JOIN to orders that keeps only the rows where the order side IS NULL: SELECT c.id, c.name FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.id IS NULL. I avoid NOT IN with a subquery here, because guest orders have a NULL customer_id, and a single NULL in the list makes NOT IN return no rows at all. For performance an index on orders.customer_id lets the database probe each customer quickly, and most optimisers plan both forms the same way.",
    tags: ["joins", "anti-join", "nulls"]
  },
  {
    id: "sql-004",
    topic: "sql",
    difficulty: "easy",
    kind: "sql",
    text: "Write a query that lists employees who have no manager, and explain why the condition manager_id = NULL returns no rows.",
    schema: HR,
    talkingPoints: [
      { point: "The correct test is IS NULL.",
        cues: [["is null"]] },
      { point: "Any comparison with NULL, even NULL = NULL, evaluates to UNKNOWN rather than true, and WHERE keeps only true rows.",
        cues: [["unknown", "three-valued", "three valued", "not true", "neither true"]] },
      { point: "The same trap affects not-equal comparisons and NOT IN lists containing NULL.",
        cues: [["not in", "not equal", "not-equal", "<>", "!="]] },
      { point: "IS DISTINCT FROM gives a null-safe comparison, and COALESCE substitutes a default value.",
        cues: [["is distinct from", "is not distinct from", "null-safe", "null safe", "coalesce", "ifnull"]] }
    ],
    modelAnswer: "The query is SELECT id, name FROM employees WHERE manager_id IS NULL. Writing manager_id = NULL returns nothing because any comparison with NULL, even NULL = NULL, evaluates to UNKNOWN rather than true, and WHERE keeps only rows where the condition is true; that is SQL's three-valued logic. The same trap hits not-equal comparisons and NOT IN lists that contain a NULL. When I need a null-safe comparison between two columns I use IS DISTINCT FROM or IS NOT DISTINCT FROM, and when I want a default instead of NULL in results or arithmetic I use COALESCE, for example COALESCE(salary, 0).",
    tags: ["nulls", "filtering"]
  },
  {
    id: "sql-005",
    topic: "sql",
    difficulty: "easy",
    kind: "sql",
    text: "For each order status, write a query that returns how many orders there are and how many different customers placed them.",
    schema: SHOP,
    talkingPoints: [
      { point: "GROUP BY status gives one row per status.",
        cues: [["group by"], ["status"]] },
      { point: "COUNT(*) counts every row, which is the number of orders.",
        cues: [["count star", "count of star", "every row", "all rows", "each row"]] },
      { point: "COUNT(DISTINCT customer_id) counts each customer once however many orders they placed.",
        cues: [["distinct"], ["customer_id", "customer"]] },
      { point: "COUNT of a column ignores NULLs, so guest orders without a customer are not counted as customers.",
        cues: [["null"], ["ignore", "ignores", "skip", "skips", "exclude", "not count"]] }
    ],
    modelAnswer: "I group the orders by status and compute two counts per group. COUNT star counts every row in the group, which is the number of orders. COUNT(DISTINCT customer_id) counts each customer only once, however many orders they placed with that status. It is worth remembering that COUNT of a column ignores NULLs, so guest orders with a NULL customer_id add to the order count but not to the customer count, which is usually what we want. The query is SELECT status, COUNT(*) AS order_count, COUNT(DISTINCT customer_id) AS customer_count FROM orders GROUP BY status ORDER BY order_count DESC.",
    tags: ["aggregation", "distinct"]
  },
  {
    id: "sql-006",
    topic: "sql",
    difficulty: "easy",
    kind: "concept",
    text: "What is the difference between DELETE, TRUNCATE and DROP when applied to the orders table?",
    schema: SALES,
    talkingPoints: [
      { point: "DELETE removes rows, optionally filtered by WHERE, one by one, firing triggers and logging each row.",
        cues: [["delete"], ["where", "row by row", "one by one", "trigger", "some rows", "specific rows"]] },
      { point: "TRUNCATE removes all rows at once by deallocating storage, which is much faster and takes no WHERE clause.",
        cues: [["truncate"], ["all rows", "fast", "faster", "quick", "deallocate", "deallocating", "no where"]] },
      { point: "DROP removes the table itself, including its structure, indexes, constraints and permissions.",
        cues: [["drop"], ["structure", "definition", "table itself", "whole table", "index", "indexes"]] },
      { point: "TRUNCATE is blocked by foreign keys that reference the table, and whether it can be rolled back depends on the engine.",
        cues: [["foreign key", "referencing", "references"], ["truncate", "refuse", "refused", "block", "blocked", "cascade"]] }
    ],
    modelAnswer: "DELETE removes rows, either all of them or only those matching a WHERE clause; it works row by row, fires triggers, logs every deleted row and can be rolled back. TRUNCATE removes all rows at once by deallocating the table's storage, so it is much faster on a big table, takes no WHERE clause, and in engines like SQL Server and MySQL resets the identity counter. DROP removes the table itself: its structure, indexes, constraints and permissions are gone, not just the data. There are practical catches too: TRUNCATE on orders is refused while order_items has a foreign key referencing it, unless you cascade, and rollback depends on the engine, since TRUNCATE is transactional in PostgreSQL and SQL Server but commits implicitly in MySQL and Oracle.",
    tags: ["ddl", "dml"]
  },
  {
    id: "sql-007",
    topic: "sql",
    difficulty: "easy",
    kind: "concept",
    text: "Looking at this schema, what does each constraint guarantee: the primary keys, the foreign key, the UNIQUE email and the CHECK on total?",
    schema: `CREATE TABLE customers (
  id INT PRIMARY KEY,
  email VARCHAR(255) NOT NULL UNIQUE,
  name VARCHAR(100)
);
CREATE TABLE orders (
  id INT PRIMARY KEY,
  customer_id INT NOT NULL REFERENCES customers(id),
  total DECIMAL(10, 2) CHECK (total >= 0)
);`,
    talkingPoints: [
      { point: "A primary key is unique and not null, identifies each row, and a table has only one.",
        cues: [["primary key"], ["not null", "identifies", "identify", "only one", "one per table", "clustered"]] },
      { point: "The foreign key ensures every order refers to an existing customer, preventing orphan rows and controlling deletes.",
        cues: [["foreign key", "references", "reference"], ["existing", "exist", "orphan", "referential integrity", "on delete"]] },
      { point: "UNIQUE stops two customers sharing an email, and a table can have several unique constraints.",
        cues: [["unique"], ["two customers", "same email", "duplicate", "several", "more than one"]] },
      { point: "The CHECK rejects rows whose total is negative, though a NULL passes because the check is not false.",
        cues: [["check"], ["negative", "reject", "rejects", "below zero", "less than zero"]] },
      { point: "Constraints keep data integrity inside the database regardless of application bugs.",
        cues: [["integrity", "whatever bugs", "application bug", "regardless", "last line of defence", "every application"]] }
    ],
    modelAnswer: "The primary key on each id means every row has a value that is unique and not null, so it identifies the row; a table has only one, and engines such as SQL Server and MySQL cluster the data by it. The foreign key on orders.customer_id means every order must reference an existing customer, so there are no orphan orders, and deleting a customer who still has orders is rejected unless an ON DELETE rule says otherwise. UNIQUE on email stops two customers having the same email, and unlike a primary key a table can have several unique constraints. The CHECK rejects any order whose total is negative, though a NULL total would pass, because the check only rejects false. Together they protect the data's integrity in the database itself, whatever bugs any application has.",
    tags: ["constraints", "keys", "integrity"]
  },
  {
    id: "sql-008",
    topic: "sql",
    difficulty: "easy",
    kind: "sql",
    text: "Write a query that produces one list of email addresses from both the customers and the newsletter_subscribers tables, and say whether you would use UNION or UNION ALL.",
    schema: `CREATE TABLE customers (
  id INT PRIMARY KEY,
  name VARCHAR(100) NOT NULL,
  email VARCHAR(255) NOT NULL
);
CREATE TABLE newsletter_subscribers (
  id INT PRIMARY KEY,
  email VARCHAR(255) NOT NULL,
  subscribed_at TIMESTAMP NOT NULL
);`,
    talkingPoints: [
      { point: "UNION removes duplicate rows, which costs a sort or hash, while UNION ALL keeps every row and is cheaper.",
        cues: [["union"], ["remove", "removes", "duplicate", "dedupe", "distinct"]] },
      { point: "Here each address should appear once, so UNION is the right choice.",
        cues: [["once", "unique list", "no repeats", "each address"], ["union"]] },
      { point: "Both SELECTs must return the same number of columns with compatible types, and names come from the first.",
        cues: [["same number", "number of column", "compatible", "matching column", "same column"]] },
      { point: "Normalise case and whitespace with LOWER and TRIM, otherwise differently typed addresses are not treated as duplicates.",
        cues: [["lower", "trim", "case-insensitive", "case insensitive", "capital"]] },
      { point: "A single ORDER BY at the end sorts the combined result.",
        cues: [["order by"], ["end", "combined", "whole", "final", "entire"]] }
    ],
    modelAnswer: "UNION combines the results and removes duplicates, which costs a sort or hash step, while UNION ALL simply appends the rows and is cheaper. Here I want each address once, so UNION is right. Because the same address typed with different capitals or spaces would count as two values, I normalise it with LOWER and TRIM in both branches. Both SELECT statements must return the same number of columns with compatible types, and the result takes its column names from the first one. An ORDER BY is written once at the end and sorts the combined result. The query is SELECT LOWER(TRIM(email)) AS email FROM customers UNION SELECT LOWER(TRIM(email)) FROM newsletter_subscribers ORDER BY email.",
    tags: ["set-operations"]
  },
  {
    id: "sql-009",
    topic: "sql",
    difficulty: "easy",
    kind: "concept",
    text: "Why can't you use a column alias defined in the SELECT list inside the WHERE clause, even though ORDER BY accepts it?",
    schema: HR,
    talkingPoints: [
      { point: "A query is logically evaluated in the order FROM, WHERE, GROUP BY, HAVING, SELECT, ORDER BY, then LIMIT.",
        cues: [["logical order", "order of evaluation", "processing order", "evaluated", "logically"], ["from", "group by", "having"]] },
      { point: "WHERE runs before SELECT, so the alias does not exist yet when rows are filtered.",
        cues: [["where"], ["before"], ["select", "alias"]] },
      { point: "ORDER BY runs after SELECT, so aliases are visible there.",
        cues: [["order by"], ["after"]] },
      { point: "To filter on the expression, repeat it in WHERE or compute it in a subquery or CTE and filter outside.",
        cues: [["subquery", "cte", "derived table", "repeat the expression", "repeat"]] }
    ],
    modelAnswer: "It comes from the logical order in which a query is evaluated: the database takes FROM and the joins first, then it applies WHERE, GROUP BY and HAVING, and only then does it compute the SELECT list, before ORDER BY and finally LIMIT. WHERE is processed before SELECT, so an alias such as annual_salary, defined as salary times 12 in the select list, does not exist yet when rows are filtered. ORDER BY runs after SELECT, so the alias is visible there. To filter on it I either repeat the expression, WHERE salary * 12 > 100000, or compute it in a subquery or CTE and filter outside: SELECT * FROM (SELECT name, salary * 12 AS annual_salary FROM employees) t WHERE annual_salary > 100000. The physical plan may differ, but the result must behave as if this order were followed.",
    tags: ["query-processing", "fundamentals"]
  },
  {
    id: "sql-010",
    topic: "sql",
    difficulty: "easy",
    kind: "sql",
    text: "Write a query that returns the five products with the highest total revenue from completed orders.",
    schema: SALES,
    talkingPoints: [
      { point: "Join order_items to orders to filter completed orders and to products for the names.",
        cues: [["join"], ["order_id", "product_id", "completed", "status"]] },
      { point: "Revenue is SUM(quantity * unit_price), using the price stored on the order line.",
        cues: [["sum"], ["quantity", "unit_price", "unit price"]] },
      { point: "GROUP BY the product.",
        cues: [["group by"], ["product", "products", "product_id", "p.id"]] },
      { point: "ORDER BY revenue descending with LIMIT 5, or FETCH FIRST 5 ROWS or TOP in other dialects.",
        cues: [["order by", "desc", "descending"], ["limit", "fetch first", "top"]] },
      { point: "Ties for fifth place need WITH TIES or a RANK filter.",
        cues: [["tie", "ties"], ["rank", "with ties"]] }
    ],
    modelAnswer: "I join order_items to orders on order_id to keep only completed orders, and to products on product_id for the name. Revenue per product is SUM(quantity * unit_price), using the unit price stored on each line rather than today's product price. I GROUP BY the product id and name, ORDER BY revenue DESC and LIMIT 5, which is FETCH FIRST 5 ROWS ONLY in standard SQL or TOP 5 in SQL Server. If two products tie for fifth place, FETCH FIRST 5 ROWS WITH TIES or filtering on RANK keeps both. The query is SELECT p.id, p.name, SUM(oi.quantity * oi.unit_price) AS revenue FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN products p ON p.id = oi.product_id WHERE o.status = 'completed' GROUP BY p.id, p.name ORDER BY revenue DESC LIMIT 5.",
    tags: ["aggregation", "joins", "top-n"]
  },
  {
    id: "sql-011",
    topic: "sql",
    difficulty: "medium",
    kind: "sql",
    text: "Write a query that returns the second highest salary in the employees table.",
    schema: HR,
    talkingPoints: [
      { point: "Ties matter: the second highest is the next distinct value below the maximum.",
        cues: [["tie", "ties", "duplicate", "same salary", "distinct"]] },
      { point: "MAX(salary) over the rows below the overall MAX, via a subquery, gives it simply.",
        cues: [["max"], ["below", "less than", "subquery", "smaller"]] },
      { point: "DENSE_RANK ordered by salary descending and filtered to rank 2 generalises to the Nth highest.",
        cues: [["dense_rank", "dense rank"], ["2", "second", "nth"]] },
      { point: "The query should return NULL when no second value exists, and NULL salaries must be ignored.",
        cues: [["null"], ["no second", "only one", "everyone earns the same", "ignore", "ignored", "filter", "exclude"]] }
    ],
    modelAnswer: "The subtle part is ties: if two people share the top salary, the second highest is the next distinct value, not the second row. The simplest query is SELECT MAX(salary) AS second_highest FROM employees WHERE salary < (SELECT MAX(salary) FROM employees), which takes the largest salary below the maximum using a subquery. It naturally returns NULL when there is no second value, for example when everyone earns the same, and MAX ignores NULL salaries. A more general version uses DENSE_RANK: SELECT DISTINCT salary FROM (SELECT salary, DENSE_RANK() OVER (ORDER BY salary DESC) AS rnk FROM employees WHERE salary IS NOT NULL) t WHERE rnk = 2, which extends to the Nth highest. ROW_NUMBER, or ORDER BY with OFFSET 1 without DISTINCT, would give the wrong answer when the top salary is duplicated.",
    tags: ["window-functions", "subqueries", "ranking"]
  },
  {
    id: "sql-012",
    topic: "sql",
    difficulty: "medium",
    kind: "sql",
    text: "Write a query that returns the highest-paid employee in each department, returning all of them when there is a tie.",
    schema: HR,
    talkingPoints: [
      { point: "A window function ranks employees within each department using PARTITION BY department_id.",
        cues: [["partition by"], ["department", "department_id"]] },
      { point: "The ranking orders by salary descending so the best paid get rank 1.",
        cues: [["rank", "rank()"], ["salary desc", "descending", "order by salary"]] },
      { point: "Window functions cannot be used in WHERE, so the rank is computed in a CTE or subquery and filtered outside.",
        cues: [["cte", "subquery", "outer query", "wrap"], ["filter", "where"]] },
      { point: "RANK keeps ties, whereas ROW_NUMBER would return only one employee arbitrarily.",
        cues: [["row_number", "row number"], ["tie", "ties", "arbitrarily", "only one", "one of them"]] },
      { point: "An alternative joins employees to a per-department MAX(salary) computed with GROUP BY.",
        cues: [["max"], ["group by", "join", "per department"]] }
    ],
    modelAnswer: "I rank employees within each department with a window function, using PARTITION BY department_id so each department gets its own ranking. The ranking is RANK() ordered by salary descending, so the best paid get rank 1. Window functions cannot appear in WHERE, so I compute the rank in a CTE and filter in the outer query: WITH ranked AS (SELECT e.*, RANK() OVER (PARTITION BY department_id ORDER BY salary DESC) AS rnk FROM employees e WHERE salary IS NOT NULL) SELECT * FROM ranked WHERE rnk = 1. I use RANK rather than ROW_NUMBER because tied employees share rank 1 and all come back, whereas ROW_NUMBER would pick only one arbitrarily. An older alternative is joining employees to a subquery that computes MAX(salary) per department with GROUP BY, matching on department and salary.",
    tags: ["window-functions", "top-n-per-group"]
  },
  {
    id: "sql-013",
    topic: "sql",
    difficulty: "medium",
    kind: "sql",
    text: "Write a query that shows total sales per day together with a running total of sales up to and including each day.",
    schema: ORDERS,
    talkingPoints: [
      { point: "First aggregate to one row per day by grouping on the date part of created_at.",
        cues: [["group by"], ["day", "date", "cast"]] },
      { point: "The running total is SUM as a window function OVER an ORDER BY on the day.",
        cues: [["sum"], ["over"], ["order by"]] },
      { point: "Window functions run after GROUP BY, so you can nest SUM(SUM(total)) or use a CTE of daily totals.",
        cues: [["sum(sum", "nest", "nested", "cte", "daily totals first"]] },
      { point: "An explicit ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW frame avoids surprises from the default RANGE frame.",
        cues: [["rows between", "unbounded preceding", "frame", "current row"]] },
      { point: "Days without sales are missing unless you join from a calendar or generate_series.",
        cues: [["calendar", "generate_series", "missing", "no sales", "gap"]] }
    ],
    modelAnswer: "First I need one row per day, so I GROUP BY CAST(created_at AS DATE) and SUM(total) for the daily figure. The running total is a window function over those daily rows, SUM(sales) OVER (ORDER BY day), which adds up every day up to the current one. Window functions run after GROUP BY, so I could nest SUM(SUM(total)) OVER, but a CTE of daily totals reads better: WITH daily AS (SELECT CAST(created_at AS DATE) AS day, SUM(total) AS sales FROM orders GROUP BY CAST(created_at AS DATE)) SELECT day, sales, SUM(sales) OVER (ORDER BY day ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running_total FROM daily ORDER BY day. I spell out the ROWS frame because the default RANGE frame treats equal sort values as peers. Days with no sales are missing, so for a full calendar I would left join from generate_series.",
    tags: ["window-functions", "running-total", "dates"]
  },
  {
    id: "sql-014",
    topic: "sql",
    difficulty: "medium",
    kind: "sql",
    text: "Write a query to find email addresses that appear more than once in customers, then explain how you would delete the duplicates while keeping the oldest row.",
    schema: SHOP,
    talkingPoints: [
      { point: "GROUP BY the email with HAVING COUNT(*) > 1 finds the duplicates.",
        cues: [["group by"], ["having"]] },
      { point: "Normalising with LOWER catches addresses that differ only in capitalisation.",
        cues: [["lower", "case-insensitive", "case insensitive", "capital"]] },
      { point: "ROW_NUMBER partitioned by email and ordered by created_at numbers the copies, and every row numbered above 1 is deleted.",
        cues: [["row_number", "row number"], ["partition by"]] },
      { point: "Run the delete in a transaction and first re-point or check rows in other tables that reference the deleted ids.",
        cues: [["transaction", "foreign key", "re-point", "repoint", "orders pointing", "referencing"]] },
      { point: "A unique index or constraint afterwards stops duplicates coming back.",
        cues: [["unique"], ["index", "constraint", "prevent", "cannot come back", "come back"]] }
    ],
    modelAnswer: "To find them I group by the normalised address and keep groups with more than one row: SELECT LOWER(email) AS email, COUNT(*) AS copies FROM customers GROUP BY LOWER(email) HAVING COUNT(*) > 1. LOWER matters because the same address with different capitals is still a duplicate for a real person. To delete, I number the rows of each address with ROW_NUMBER() OVER (PARTITION BY LOWER(email) ORDER BY created_at, id) and delete every row numbered above 1, which keeps the oldest: DELETE FROM customers WHERE id IN (SELECT id FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY LOWER(email) ORDER BY created_at, id) AS rn FROM customers) t WHERE rn > 1). I run it in a transaction, after re-pointing orders that reference the doomed ids. Finally a unique index on LOWER(email) makes sure duplicates cannot come back.",
    tags: ["duplicates", "window-functions", "dml"]
  },
  {
    id: "sql-015",
    topic: "sql",
    difficulty: "medium",
    kind: "sql",
    text: "A query meant to list employees who are nobody's manager uses id NOT IN a subquery of all manager_id values, and it returns no rows at all. Why, and how would you fix it?",
    schema: HR,
    talkingPoints: [
      { point: "The subquery contains a NULL, because the top manager has no manager of their own.",
        cues: [["null"], ["ceo", "top", "no manager", "at least one"]] },
      { point: "NOT IN expands to a chain of not-equal comparisons, and comparing with NULL yields UNKNOWN, so no row passes.",
        cues: [["unknown", "never true", "not true"]] },
      { point: "NOT EXISTS with a correlated subquery is the robust fix.",
        cues: [["not exists"]] },
      { point: "Alternatively filter the subquery with IS NOT NULL or use a LEFT JOIN with an IS NULL check.",
        cues: [["is not null", "left join"]] }
    ],
    modelAnswer: "The subquery returns the manager_id of every employee, and at least one of them, the CEO at the top, has no manager, so the list contains a NULL. id NOT IN the list expands to id <> a AND id <> b AND id <> NULL, and a comparison with NULL gives UNKNOWN, so the whole condition is never true and no rows come back. The robust fix is NOT EXISTS, which only asks whether a matching row exists: SELECT e.name FROM employees e WHERE NOT EXISTS (SELECT 1 FROM employees r WHERE r.manager_id = e.id). Alternatively I keep NOT IN but add WHERE manager_id IS NOT NULL inside the subquery, or use a LEFT JOIN from employees to their reports and keep rows where the report side is null. Because of this trap I default to NOT EXISTS for anti-joins.",
    tags: ["nulls", "subqueries", "anti-join"]
  },
  {
    id: "sql-016",
    topic: "sql",
    difficulty: "medium",
    kind: "sql",
    text: "Write a query that lists employees who earn more than their own manager.",
    schema: HR,
    talkingPoints: [
      { point: "Join the employees table to itself with two aliases, a self join.",
        cues: [["self join", "self-join", "itself", "two aliases", "twice"]] },
      { point: "The join condition pairs each employee's manager_id with the manager's id.",
        cues: [["manager_id"], ["join condition", "pair", "paired", "match", "on"]] },
      { point: "Filter where the employee's salary is greater than the manager's salary.",
        cues: [["salary"], ["greater", "more than", "higher", "exceed"]] },
      { point: "The inner join drops employees without a manager, and NULL salaries never qualify.",
        cues: [["inner join", "ceo", "no manager", "null"], ["drop out", "exclude", "excluded", "disappear", "never qualify", "left out"]] }
    ],
    modelAnswer: "I join the employees table to itself with two aliases, e for the employee and m for the manager, which is a self join. The join condition is ON e.manager_id = m.id, so each employee row is paired with their manager's row. Then the filter keeps pairs where the employee's salary is greater than the manager's: SELECT e.name AS employee, e.salary, m.name AS manager, m.salary AS manager_salary FROM employees e JOIN employees m ON e.manager_id = m.id WHERE e.salary > m.salary. Because it is an inner join, the CEO and anyone else with no manager drop out, which is what we want, and rows with a NULL salary never qualify since the comparison is unknown. An index on manager_id keeps the join fast on a large table.",
    tags: ["joins", "self-join"]
  },
  {
    id: "sql-017",
    topic: "sql",
    difficulty: "medium",
    kind: "sql",
    text: "Write a query that returns one row per customer with separate columns counting their pending, shipped and cancelled orders.",
    schema: SHOP,
    talkingPoints: [
      { point: "This is a pivot done with conditional aggregation: an aggregate over a CASE expression per column.",
        cues: [["case when", "case expression", "case"], ["sum", "count", "aggregate", "aggregation"]] },
      { point: "PostgreSQL's FILTER clause is a neater form of the same idea.",
        cues: [["filter (where", "filter clause", "filter where"]] },
      { point: "GROUP BY the customer gives one row each.",
        cues: [["group by"], ["customer"]] },
      { point: "Start from customers with a LEFT JOIN so customers without orders show zeros.",
        cues: [["left join"], ["zero", "zeros", "no orders", "without orders"]] }
    ],
    modelAnswer: "This is a pivot done with conditional aggregation. I start from customers and LEFT JOIN orders, so customers without orders still appear, with zeros, and then GROUP BY the customer. Each column is an aggregate over a CASE expression, for example SUM(CASE WHEN o.status = 'pending' THEN 1 ELSE 0 END), which counts only the matching rows. In PostgreSQL the FILTER clause is neater: COUNT(*) FILTER (WHERE o.status = 'pending'). The full query is SELECT c.id, c.name, SUM(CASE WHEN o.status = 'pending' THEN 1 ELSE 0 END) AS pending, SUM(CASE WHEN o.status = 'shipped' THEN 1 ELSE 0 END) AS shipped, SUM(CASE WHEN o.status = 'cancelled' THEN 1 ELSE 0 END) AS cancelled FROM customers c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.id, c.name.",
    tags: ["aggregation", "pivot", "case"]
  },
  {
    id: "sql-018",
    topic: "sql",
    difficulty: "medium",
    kind: "sql",
    text: "A query fetching one customer's twenty most recent orders, filtering on customer_id and sorting by created_at descending, is slow on a table of fifty million orders. Which index would you create, and why?",
    schema: ORDERS,
    talkingPoints: [
      { point: "Create a composite index on customer_id and created_at.",
        cues: [["composite", "multi-column", "multicolumn", "compound", "two-column", "two column"], ["index"]] },
      { point: "Column order matters: the equality column goes first, because an index is usable from its leftmost columns.",
        cues: [["equality", "leftmost", "left-most", "first column", "column order"]] },
      { point: "The index returns the customer's rows already sorted, so the database reads twenty entries and stops without a sort.",
        cues: [["already sorted", "in order", "pre-sorted", "presorted"], ["stop", "stops", "no sort", "without sorting", "no extra sort"]] },
      { point: "Adding the selected columns with INCLUDE makes it a covering index that avoids table lookups.",
        cues: [["covering", "include", "index-only", "index only"]] },
      { point: "Confirm the plan with EXPLAIN ANALYZE and weigh the extra write cost.",
        cues: [["explain"], ["plan", "confirm", "check", "before and after"]] }
    ],
    modelAnswer: "I would create a composite index: CREATE INDEX idx_orders_customer_created ON orders (customer_id, created_at DESC). Column order matters: the equality column customer_id goes first and the sort column second, because an index is only usable from its leftmost columns. With it, the database jumps straight to that customer's entries, which are already sorted by created_at, so for SELECT id, status, total, created_at FROM orders WHERE customer_id = 42 ORDER BY created_at DESC LIMIT 20 it reads twenty entries and stops, with no sort and no scan of the customer's whole history. If the query needs only a few columns, adding status and total with INCLUDE makes it a covering index and avoids fetching table rows. I would confirm the new plan with EXPLAIN ANALYZE before and after, and remember that each index adds write cost to every insert.",
    tags: ["indexes", "performance"]
  },
  {
    id: "sql-019",
    topic: "sql",
    difficulty: "medium",
    kind: "sql",
    text: "Write a query that returns monthly revenue and the percentage change compared with the previous month.",
    schema: ORDERS,
    talkingPoints: [
      { point: "Aggregate revenue per month, for example grouping by DATE_TRUNC of the month.",
        cues: [["date_trunc", "month"], ["group by", "aggregate", "sum"]] },
      { point: "LAG over the months ordered by date brings the previous month's revenue onto each row.",
        cues: [["lag"], ["over", "order by", "previous"]] },
      { point: "The change is the difference divided by the previous value, times 100, using decimal arithmetic.",
        cues: [["divided", "divide", "division", "times 100", "100.0"], ["difference", "minus", "subtract", "decimal"]] },
      { point: "NULLIF on the divisor avoids division by zero, and the first month gets NULL.",
        cues: [["nullif", "division by zero", "divide by zero"]] },
      { point: "Months with no orders would be missing, so LAG could compare non-adjacent months unless a calendar fills the gaps.",
        cues: [["missing", "gap", "calendar", "generate_series", "non-adjacent"]] }
    ],
    modelAnswer: "First I aggregate revenue per month with DATE_TRUNC of month on created_at, grouping by it and taking SUM(total), in a CTE. Then LAG(revenue) OVER (ORDER BY month) brings the previous month's revenue onto each row. The change is the difference divided by the previous value, times 100.0 so the arithmetic is decimal rather than integer, and I wrap the divisor in NULLIF(prev, 0) to avoid a division by zero error, while the first month simply gets NULL. The query is WITH m AS (SELECT DATE_TRUNC('month', created_at) AS month, SUM(total) AS revenue FROM orders GROUP BY 1), p AS (SELECT month, revenue, LAG(revenue) OVER (ORDER BY month) AS prev FROM m) SELECT month, revenue, ROUND(100.0 * (revenue - prev) / NULLIF(prev, 0), 2) AS pct_change FROM p ORDER BY month. If a month had no orders it would be missing, so I would fill gaps from a generate_series calendar.",
    tags: ["window-functions", "dates", "reporting"]
  },
  {
    id: "sql-020",
    topic: "sql",
    difficulty: "medium",
    kind: "concept",
    text: "This orders_flat table stores customer details and a comma-separated list of products on every order row. What normalisation problems does it have, and how would you redesign it?",
    schema: `CREATE TABLE orders_flat (
  order_id INT PRIMARY KEY,
  order_date DATE NOT NULL,
  customer_id INT NOT NULL,
  customer_name VARCHAR(100),
  customer_email VARCHAR(255),
  product_ids VARCHAR(200),     -- e.g. '12,47,81'
  product_names VARCHAR(500)    -- e.g. 'Lamp,Desk,Chair'
);`,
    talkingPoints: [
      { point: "The comma-separated product list breaks first normal form because values are not atomic, so it cannot be indexed, joined or constrained.",
        cues: [["1nf", "first normal form", "atomic"]] },
      { point: "Repeating customer details on every order causes update, insert and delete anomalies.",
        cues: [["anomaly", "anomalies", "redundant", "redundancy", "repeated", "contradiction", "contradictions"]] },
      { point: "Customer name and email depend on customer_id rather than the order key, a transitive dependency that breaks third normal form.",
        cues: [["3nf", "third normal form", "transitive"]] },
      { point: "Redesign into customers, products, orders and an order_items junction table with foreign keys.",
        cues: [["order_items", "junction", "line item", "bridge table", "link table"]] },
      { point: "Denormalise only deliberately, for example for reporting, when read performance justifies it.",
        cues: [["denormalise", "denormalize", "denormalised", "denormalized", "reporting", "read performance"]] }
    ],
    modelAnswer: "The product_ids column holds a comma-separated list, which breaks first normal form because the values are not atomic: I cannot index it, join it to products or enforce a foreign key, and counting products means parsing strings. Customer name and email are repeated on every order, which causes anomalies: changing an email means updating many rows and missing one leaves contradictions, and a customer cannot be stored until they order. Those columns depend on customer_id rather than on the order key, a transitive dependency that violates third normal form. I would split it into customers, products, orders with a customer_id foreign key, and an order_items junction table holding order_id, product_id and quantity, one row per product. I would only denormalise again deliberately, for example in a reporting table, when read performance justifies it.",
    tags: ["normalisation", "schema-design"]
  },
  {
    id: "sql-021",
    topic: "sql",
    difficulty: "medium",
    kind: "sql",
    text: "Write a query that finds customers who placed at least one order in January 2024 but none in February 2024.",
    schema: SHOP,
    talkingPoints: [
      { point: "EXISTS checks for a January order without producing duplicates for customers with several orders.",
        cues: [["exists", "distinct"], ["duplicate", "duplicates", "several", "more than one", "multiple"]] },
      { point: "NOT EXISTS excludes customers with any February order.",
        cues: [["not exists"]] },
      { point: "Date filters use half-open ranges, at least the first day and less than the first day of the next month.",
        cues: [["half-open", "less than", "range"], ["first day", "next month", "date", "timestamp"]] },
      { point: "EXCEPT, or MINUS in Oracle, expresses the same set difference.",
        cues: [["except", "minus", "set difference"]] }
    ],
    modelAnswer: "I need customers with at least one January order and no February order. Using EXISTS for the first condition avoids duplicates when a customer ordered several times in January, and NOT EXISTS handles the second: SELECT c.id, c.name FROM customers c WHERE EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id AND o.created_at >= '2024-01-01' AND o.created_at < '2024-02-01') AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id AND o.created_at >= '2024-02-01' AND o.created_at < '2024-03-01'). The date filters are half-open ranges, at least the first day and less than the first day of the next month, which is correct for timestamps and lets an index on created_at work. An alternative is the set difference: January customer ids EXCEPT February customer ids, written MINUS in Oracle, which also removes duplicates.",
    tags: ["subqueries", "dates", "set-operations"]
  },
  {
    id: "sql-022",
    topic: "sql",
    difficulty: "medium",
    kind: "sql",
    text: "Write a query that finds customers whose total spending is above the average total spending per customer, and explain why a CTE helps here.",
    schema: SHOP,
    talkingPoints: [
      { point: "First sum each customer's spending with SUM(total) grouped by customer_id.",
        cues: [["sum"], ["group by", "per customer", "each customer"]] },
      { point: "The comparison is against the average of the per-customer totals, not the average order value.",
        cues: [["avg", "average"], ["of those totals", "per-customer totals", "average of the totals", "not the average order", "order value"]] },
      { point: "A CTE names the intermediate result so it can be used for both the rows and the average.",
        cues: [["cte", "with clause", "common table expression"], ["name", "readable", "twice", "reuse", "step"]] },
      { point: "Decide whether customers without orders count as zero, using a LEFT JOIN and COALESCE if so.",
        cues: [["zero", "no orders", "left join", "coalesce"]] }
    ],
    modelAnswer: "The trap is the average: it must be the average of per-customer totals, not the average order value. So first I sum each customer's spending with SUM(total) and GROUP BY customer_id. Then I compare every customer's total with the AVG of those totals. A CTE makes this readable, because I can name the intermediate step and refer to it twice, once for the rows and once for the average: WITH customer_totals AS (SELECT customer_id, SUM(total) AS spent FROM orders WHERE customer_id IS NOT NULL GROUP BY customer_id) SELECT customer_id, spent FROM customer_totals WHERE spent > (SELECT AVG(spent) FROM customer_totals) ORDER BY spent DESC. I would also agree whether customers with no orders count as zero in the average; if they do, I start from customers with a LEFT JOIN and COALESCE the sum to zero.",
    tags: ["cte", "aggregation", "subqueries"]
  },
  {
    id: "sql-023",
    topic: "sql",
    difficulty: "medium",
    kind: "sql",
    text: "A report filters orders with WHERE YEAR(created_at) = 2024 and is slow even though created_at is indexed. Why, and how would you rewrite it?",
    schema: `${ORDERS}
CREATE INDEX idx_orders_created_at ON orders (created_at);`,
    talkingPoints: [
      { point: "Wrapping the column in a function makes the predicate non-sargable, so the index cannot be used to seek and every row is scanned.",
        cues: [["function"], ["sargable", "non-sargable", "not use the index", "full scan", "every row", "seek"]] },
      { point: "Rewrite it as a range on the bare column: at least 2024-01-01 and less than 2025-01-01.",
        cues: [["2025"], ["less than", "before", "range"]] },
      { point: "The half-open form is safer than BETWEEN with an end-of-day time, which misses fractional seconds.",
        cues: [["between", "23:59", "end of day", "fractional", "precision"]] },
      { point: "If the computed value is really needed, an expression index or an indexed generated column helps.",
        cues: [["expression index", "function-based index", "functional index", "index on the expression", "generated column", "computed column"]] }
    ],
    modelAnswer: "Wrapping the indexed column in a function makes the predicate non-sargable: the index stores created_at values, not YEAR of them, so the database cannot seek into it and falls back to a full scan that computes the function for every row. I rewrite it as a range on the bare column, WHERE created_at >= '2024-01-01' AND created_at < '2025-01-01', so everything before the first instant of 2025 is included and the index can seek straight to the range. I prefer this half-open form to BETWEEN with an end-of-day value like 23:59:59, which misses fractional seconds and breaks if the precision changes. If the year really must be computed, most engines support an expression index, or a generated column that is indexed. The same problem appears with LOWER(email) or implicit type conversions on indexed columns.",
    tags: ["indexes", "performance", "dates"]
  },
  {
    id: "sql-024",
    topic: "sql",
    difficulty: "hard",
    kind: "sql",
    text: "For each user, write a query that finds the longest streak of consecutive days on which they logged in.",
    schema: `CREATE TABLE logins (
  id BIGINT PRIMARY KEY,
  user_id INT NOT NULL,
  login_at TIMESTAMP NOT NULL   -- a user can log in several times a day
);`,
    talkingPoints: [
      { point: "Reduce the data to one row per user per day first, with DISTINCT on the date.",
        cues: [["distinct"], ["day", "date"]] },
      { point: "It is a gaps-and-islands problem: subtracting a per-user ROW_NUMBER from the date gives a constant key for each run of consecutive days.",
        cues: [["row_number", "row number"], ["subtract", "minus", "difference"]] },
      { point: "Grouping by user and that key, COUNT gives each streak's length.",
        cues: [["group by", "grouping"], ["count", "length"]] },
      { point: "MAX of the streak lengths per user gives the longest streak.",
        cues: [["max"], ["longest", "per user", "each user"]] },
      { point: "An alternative flags breaks with LAG and numbers islands with a running SUM of the flags.",
        cues: [["lag"], ["running sum", "flag", "break"]] }
    ],
    modelAnswer: "This is a gaps and islands problem. First I reduce the data to one row per user per day with SELECT DISTINCT user_id and the login date. Then within each user I number the days with ROW_NUMBER ordered by day and subtract that many days from the date: for consecutive days both rise by one, so the difference stays constant and marks each island. Grouping by user and that key, COUNT gives the length of each streak, and MAX of those lengths per user gives the longest. In PostgreSQL: WITH d AS (SELECT DISTINCT user_id, login_at::date AS day FROM logins), g AS (SELECT user_id, day - CAST(ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY day) AS INT) AS grp FROM d), s AS (SELECT user_id, COUNT(*) AS len FROM g GROUP BY user_id, grp) SELECT user_id, MAX(len) AS longest_streak FROM s GROUP BY user_id. Another way flags each break with LAG and takes a running sum of the flags.",
    tags: ["window-functions", "gaps-and-islands"]
  },
  {
    id: "sql-025",
    topic: "sql",
    difficulty: "hard",
    kind: "sql",
    text: "Write a query that returns everyone who reports to a given manager, directly or indirectly, with how many levels below that manager each person is.",
    schema: HR,
    talkingPoints: [
      { point: "Use a recursive CTE whose anchor member selects the direct reports at depth 1.",
        cues: [["recursive"], ["anchor", "base case", "starting point", "direct report", "direct reports"]] },
      { point: "The recursive member joins employees to the CTE on manager_id and adds one to the depth.",
        cues: [["recursive member", "recursive part", "recursive step"], ["join", "depth", "level"]] },
      { point: "The parts are combined with UNION ALL and recursion ends when a pass adds no rows.",
        cues: [["union all"]] },
      { point: "Bad data with a cycle would loop forever, so add a maximum depth or track the visited path.",
        cues: [["cycle", "loop forever", "infinite"], ["maximum depth", "max depth", "depth limit", "path", "cycle clause"]] }
    ],
    modelAnswer: "I use a recursive CTE. The anchor member selects the direct reports, employees whose manager_id is the given id, with depth 1. The recursive member joins employees to the CTE itself on e.manager_id = r.id and adds one to the depth, so each pass finds the next level down. The two parts are combined with UNION ALL, and the recursion stops when a pass returns no new rows. The query is WITH RECURSIVE reports AS (SELECT id, name, manager_id, 1 AS depth FROM employees WHERE manager_id = 7 UNION ALL SELECT e.id, e.name, e.manager_id, r.depth + 1 FROM employees e JOIN reports r ON e.manager_id = r.id) SELECT id, name, depth FROM reports ORDER BY depth, name. If bad data contained a cycle the query would loop forever, so I add a maximum depth condition or track the visited path; PostgreSQL 14 also has a CYCLE clause.",
    tags: ["recursive-cte", "hierarchies"]
  },
  {
    id: "sql-026",
    topic: "sql",
    difficulty: "hard",
    kind: "concept",
    text: "Explain the standard transaction isolation levels and the anomalies each one prevents, using the accounts table as an example.",
    schema: `CREATE TABLE accounts (
  id INT PRIMARY KEY,
  owner VARCHAR(100) NOT NULL,
  balance DECIMAL(12, 2) NOT NULL
);`,
    talkingPoints: [
      { point: "Read uncommitted allows dirty reads of changes that may later be rolled back.",
        cues: [["read uncommitted"], ["dirty"]] },
      { point: "Read committed, the default in PostgreSQL, Oracle and SQL Server, prevents dirty reads but allows non-repeatable reads.",
        cues: [["read committed"], ["non-repeatable", "nonrepeatable", "non repeatable", "different balance", "default"]] },
      { point: "Repeatable read keeps rows already read stable, while the standard still allows phantom rows.",
        cues: [["repeatable read"], ["phantom", "stable", "snapshot"]] },
      { point: "Serializable makes transactions behave as if run one at a time, preventing write skew at the cost of blocking or retries.",
        cues: [["serializable"], ["one at a time", "one after another", "serial", "write skew", "retry", "retries"]] },
      { point: "Lost updates on a balance are avoided with SELECT FOR UPDATE or an atomic UPDATE that computes the new balance in SQL.",
        cues: [["lost update", "lost updates", "for update", "atomic update", "balance = balance"]] }
    ],
    modelAnswer: "The SQL standard defines four levels by the anomalies they allow. Read uncommitted allows dirty reads: one transaction could see another's balance change that is later rolled back. Read committed, the default in PostgreSQL, Oracle and SQL Server, prevents dirty reads, but reading the same account twice may show a different balance, a non-repeatable read. Repeatable read keeps rows already read stable; the standard still allows phantom rows appearing in a range query, although PostgreSQL's snapshot implementation and MySQL's InnoDB avoid most of them. Serializable guarantees the outcome is as if transactions ran one at a time, which prevents write skew, such as two withdrawals each checking a combined balance, at the cost of blocking or serialization failures that the application must retry. Separately, lost updates on a balance are avoided with SELECT FOR UPDATE or an atomic UPDATE that sets balance = balance - amount.",
    tags: ["transactions", "isolation", "concurrency"]
  },
  {
    id: "sql-027",
    topic: "sql",
    difficulty: "hard",
    kind: "sql",
    text: "Write a query that returns the median salary of each department.",
    schema: HR,
    talkingPoints: [
      { point: "PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY salary) with GROUP BY department gives the median where supported.",
        cues: [["percentile_cont", "percentile cont"], ["0.5", "within group"]] },
      { point: "With an even count the continuous version interpolates the two middle values, while PERCENTILE_DISC returns an actual salary.",
        cues: [["percentile_disc", "discrete", "interpolate", "interpolates", "two middle"]] },
      { point: "Support varies by dialect, since MySQL lacks it and SQL Server offers it only as a window function.",
        cues: [["mysql", "dialect", "sql server", "not every database", "portable"]] },
      { point: "A portable version numbers rows with ROW_NUMBER and COUNT over each department and averages the middle one or two rows.",
        cues: [["row_number", "row number"], ["count", "middle", "average"]] },
      { point: "NULL salaries should be excluded so they do not distort the count.",
        cues: [["null"], ["exclude", "excluded", "filter", "ignore", "distort", "shift"]] }
    ],
    modelAnswer: "In PostgreSQL or Oracle the cleanest answer is the ordered-set aggregate: SELECT department_id, PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY salary) AS median_salary FROM employees GROUP BY department_id. PERCENTILE_CONT interpolates, so with an even number of employees it returns the average of the two middle salaries, while PERCENTILE_DISC returns an actual salary from the data. Support varies by dialect: SQL Server offers it only as a window function and MySQL lacks it, so the portable version uses window functions. I number salaries with ROW_NUMBER() OVER (PARTITION BY department_id ORDER BY salary) and get n with COUNT(*) OVER (PARTITION BY department_id), keep the middle rows where the row number is between n / 2.0 and n / 2.0 + 1, and average them per department. NULL salaries should be excluded first, since they would shift the count.",
    tags: ["aggregation", "window-functions", "statistics"]
  },
  {
    id: "sql-028",
    topic: "sql",
    difficulty: "hard",
    kind: "sql",
    text: "Write a query that finds the customers who have bought every product in the garden category.",
    schema: `CREATE TABLE customers (
  id INT PRIMARY KEY,
  name VARCHAR(100) NOT NULL
);
CREATE TABLE products (
  id INT PRIMARY KEY,
  name VARCHAR(100) NOT NULL,
  category VARCHAR(50) NOT NULL
);
CREATE TABLE purchases (
  customer_id INT NOT NULL REFERENCES customers(id),
  product_id INT NOT NULL REFERENCES products(id),
  purchased_at TIMESTAMP NOT NULL
);`,
    talkingPoints: [
      { point: "This is relational division.",
        cues: [["relational division", "division"]] },
      { point: "Group purchases of garden products by customer and keep those whose count of distinct products equals the total number of garden products.",
        cues: [["having"], ["distinct", "total number", "equals", "equal"]] },
      { point: "DISTINCT matters because repeat purchases of the same product would inflate the count.",
        cues: [["twice", "repeat", "more than once", "inflate", "same product"]] },
      { point: "A double NOT EXISTS is the classic alternative: no garden product exists that the customer has not bought.",
        cues: [["not exists"], ["double", "no garden product", "no product", "nested"]] },
      { point: "The two forms differ when the category is empty, so the expected behaviour should be clarified.",
        cues: [["empty", "no products", "zero products", "vacuous"]] }
    ],
    modelAnswer: "This is relational division: customers related to all members of a set. The counting approach joins purchases to products filtered to the garden category, groups by customer, and keeps customers whose number of distinct garden products equals the total number of garden products, using HAVING: SELECT pu.customer_id FROM purchases pu JOIN products p ON p.id = pu.product_id WHERE p.category = 'garden' GROUP BY pu.customer_id HAVING COUNT(DISTINCT pu.product_id) = (SELECT COUNT(*) FROM products WHERE category = 'garden'). The DISTINCT matters because buying the same product twice would otherwise inflate the count. The classic alternative is a double NOT EXISTS: select customers for whom no garden product exists that they have not bought. The two differ on an empty category: the double NOT EXISTS returns every customer, while the counting version returns none, so I would clarify what the business expects.",
    tags: ["relational-division", "aggregation", "subqueries"]
  },
  {
    id: "sql-029",
    topic: "sql",
    difficulty: "hard",
    kind: "sql",
    text: "There is an index on customers.email, but EXPLAIN shows a sequential scan for a lookup by email. What could cause this, and how would you investigate and fix it?",
    schema: `CREATE TABLE customers (
  id INT PRIMARY KEY,
  name VARCHAR(100) NOT NULL,
  email VARCHAR(255) NOT NULL,
  country CHAR(2),
  created_at TIMESTAMP NOT NULL
);
CREATE INDEX idx_customers_email ON customers (email);`,
    talkingPoints: [
      { point: "Run EXPLAIN ANALYZE and compare estimated with actual rows to see whether the planner chose the scan or could not use the index.",
        cues: [["explain analyze", "explain"], ["estimate", "estimated", "actual", "rows"]] },
      { point: "A function on the column such as LOWER(email), or a LIKE pattern with a leading wildcard, stops a B-tree index being used.",
        cues: [["lower", "function", "wildcard", "like"]] },
      { point: "A type or collation mismatch forces an implicit conversion of the column.",
        cues: [["implicit", "type mismatch", "conversion", "cast", "collation"]] },
      { point: "The planner may prefer a scan when the table is small, the value is not selective, or statistics are stale.",
        cues: [["statistics", "stale", "analyze", "selective", "selectivity", "small table", "cheaper"]] },
      { point: "Fixes include rewriting the predicate, an expression index on LOWER(email), or a trigram index for contains searches.",
        cues: [["expression index", "index on lower", "functional index", "trigram", "pg_trgm", "rewrite"]] }
    ],
    modelAnswer: "First I run EXPLAIN ANALYZE with the real parameter and compare estimated rows with actual rows, which tells me whether the planner chose the scan or could not use the index at all. The usual reason it cannot is the predicate: comparing LOWER(email) applies a function to the column, and a LIKE pattern with a leading wildcard, such as percent gmail dot com, cannot use a B-tree at all. Another is a type or collation mismatch, for example a parameter bound with a different type, which forces an implicit conversion of every row. If the index is usable, the planner may simply judge a sequential scan cheaper, because the table is small, the value is not selective, or the statistics are stale, which running ANALYZE fixes. The fixes follow: rewrite the predicate to compare the bare column, create an expression index on LOWER(email) for case-insensitive lookups, or use a trigram index for contains searches.",
    tags: ["indexes", "query-plans", "performance"]
  },
  {
    id: "sql-030",
    topic: "sql",
    difficulty: "hard",
    kind: "sql",
    text: "Describe the SQL you would run to transfer 100 from account 1 to account 2 safely when many transfers run concurrently.",
    schema: `CREATE TABLE accounts (
  id INT PRIMARY KEY,
  owner VARCHAR(100) NOT NULL,
  balance DECIMAL(12, 2) NOT NULL CHECK (balance >= 0)
);
CREATE TABLE transfers (
  id BIGINT PRIMARY KEY,
  from_account INT NOT NULL REFERENCES accounts(id),
  to_account INT NOT NULL REFERENCES accounts(id),
  amount DECIMAL(12, 2) NOT NULL,
  created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);`,
    talkingPoints: [
      { point: "Everything runs in one transaction so both balances change or neither does.",
        cues: [["transaction", "begin", "commit"], ["both", "neither", "atomic", "all or nothing"]] },
      { point: "Lock both rows in a consistent order, such as lowest id first, with SELECT FOR UPDATE to avoid deadlocks.",
        cues: [["deadlock", "deadlocks"], ["order", "lowest id", "same order", "consistent"]] },
      { point: "Debit with a conditional UPDATE that requires enough balance and check the affected row count.",
        cues: [["update"], ["balance >= 100", "conditional", "row count", "affected", "insufficient"]] },
      { point: "Insert a row into transfers in the same transaction as the ledger record.",
        cues: [["insert"], ["transfers", "ledger", "record"]] },
      { point: "The CHECK constraint is a safety net, and the application retries on deadlock or serialization errors.",
        cues: [["retry", "retries", "check constraint", "safety net"]] }
    ],
    modelAnswer: "Everything runs in one transaction so both balances change or neither does. Inside it I first lock both rows in a consistent order, lowest id first, with SELECT id, balance FROM accounts WHERE id IN (1, 2) ORDER BY id FOR UPDATE, because two concurrent transfers locking the same accounts in opposite orders would deadlock. Then I debit with a conditional update, UPDATE accounts SET balance = balance - 100 WHERE id = 1 AND balance >= 100, and check that exactly one row was affected; if not, I roll back for insufficient funds. Next comes UPDATE accounts SET balance = balance + 100 WHERE id = 2, and INSERT INTO transfers (id, from_account, to_account, amount) VALUES (9001, 1, 2, 100) so the ledger records it in the same transaction, then COMMIT. The CHECK constraint on balance is a safety net, and the application retries when the database reports a deadlock or serialization failure.",
    tags: ["transactions", "locking", "concurrency"]
  },
  {
    id: "sql-031",
    topic: "sql",
    difficulty: "hard",
    kind: "sql",
    text: "An API pages through the orders table with ORDER BY created_at and OFFSET, and deep pages are very slow. Why, and what would you use instead?",
    schema: `${ORDERS}
CREATE INDEX idx_orders_created_id ON orders (created_at, id);`,
    talkingPoints: [
      { point: "OFFSET still produces and discards every skipped row, so cost grows with page depth.",
        cues: [["offset"], ["discard", "throw away", "skip", "skipped", "deeper", "grows"]] },
      { point: "Keyset or seek pagination continues from the last row's sort values instead of an offset.",
        cues: [["keyset", "seek method", "cursor", "seek"]] },
      { point: "A unique tiebreaker column such as id makes the order deterministic so rows are neither repeated nor skipped.",
        cues: [["tiebreaker", "tie-breaker", "tie breaker", "unique", "deterministic"]] },
      { point: "An index on created_at and id turns every page into a short index range scan.",
        cues: [["index"], ["range scan", "short", "fast", "created_at, id", "both columns"]] },
      { point: "The trade-off is no jumping to an arbitrary page number, but results stay stable while new rows are inserted.",
        cues: [["jump", "page number", "arbitrary page", "specific page"]] }
    ],
    modelAnswer: "With OFFSET the database still has to produce and throw away all the skipped rows, so page 5000 reads a hundred thousand rows to return twenty and gets slower the deeper you go. Instead I use keyset pagination, also called the seek method: the client sends the sort values of the last row it saw as a cursor, and the next page is SELECT id, total, created_at FROM orders WHERE (created_at, id) < (:last_created_at, :last_id) ORDER BY created_at DESC, id DESC LIMIT 20. The id is a unique tiebreaker, so rows with the same timestamp are neither repeated nor skipped and the order is deterministic. With the index on created_at and id, every page is a short index range scan, as fast on page 5000 as on page 1. The trade-off is that you cannot jump to an arbitrary page number, only next and previous, but pages stay stable while new orders are inserted.",
    tags: ["pagination", "indexes", "performance"]
  },
  {
    id: "sql-032",
    topic: "sql",
    difficulty: "hard",
    kind: "sql",
    text: "Given page view events, write a query that groups each user's views into sessions, where a new session starts after more than 30 minutes of inactivity.",
    schema: `CREATE TABLE page_views (
  id BIGINT PRIMARY KEY,
  user_id INT NOT NULL,
  url VARCHAR(500) NOT NULL,
  viewed_at TIMESTAMP NOT NULL
);`,
    talkingPoints: [
      { point: "LAG over each user's views, partitioned by user and ordered by time, gives the previous view's timestamp.",
        cues: [["lag"], ["partition by", "previous"]] },
      { point: "A CASE expression flags a new session when the gap exceeds 30 minutes.",
        cues: [["case", "flag"], ["gap", "interval", "more than 30", "exceeds"]] },
      { point: "A NULL previous time marks the user's first view, which always starts a session.",
        cues: [["null"], ["first view", "first event", "first"]] },
      { point: "A running SUM of the flags over the same ordering numbers the sessions.",
        cues: [["running sum", "running total", "cumulative"], ["flag", "session number", "session", "number"]] },
      { point: "Grouping by user and session number gives each session's start, end and view count.",
        cues: [["group by", "grouping by"], ["min", "max", "view count", "end time", "start time", "start, end"]] }
    ],
    modelAnswer: "First, for each view I fetch the previous view time of the same user with LAG(viewed_at) OVER (PARTITION BY user_id ORDER BY viewed_at). Then a CASE expression flags 1 when the gap exceeds 30 minutes, else 0. A NULL previous time means the user's first view, which also gets 1. A running sum of that flag over the same ordering numbers the sessions per user, and grouping by user and session number gives each session's start, end and view count. The query is WITH v AS (SELECT user_id, viewed_at, CASE WHEN LAG(viewed_at) OVER w IS NULL OR viewed_at - LAG(viewed_at) OVER w > INTERVAL '30 minutes' THEN 1 ELSE 0 END AS is_new FROM page_views WINDOW w AS (PARTITION BY user_id ORDER BY viewed_at)), s AS (SELECT *, SUM(is_new) OVER (PARTITION BY user_id ORDER BY viewed_at) AS session_no FROM v) SELECT user_id, session_no, MIN(viewed_at) AS started, MAX(viewed_at) AS ended, COUNT(*) AS views FROM s GROUP BY user_id, session_no.",
    tags: ["window-functions", "sessionization"]
  }
]
