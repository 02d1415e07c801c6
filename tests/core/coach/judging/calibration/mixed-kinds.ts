/**
 * Calibration answers for the question kinds judged their own way: aptitude (exact answers), HR (STAR
 * stories), SQL (queries), plus DBMS, Next.js and Redux. Written by hand in a candidate's own words.
 */
import type { BankCase } from "./cases.ts"

export const mixedKindCases: ReadonlyArray<BankCase> = [
  {
    id: "aptitude-002",
    good:
      "He makes 1000 minus 800, so a profit of Rs 200. Profit percent is worked out on what he paid, the cost price, not on the selling price. 200 out of 800 is a quarter, and a quarter is 25 percent, so his profit is 25%.",
    partial:
      "The profit is 200 rupees, since 1000 minus 800 is 200. As a percentage of the selling price of 1000 that is 20 percent.",
    wrong: "He sold it for 1000 and bought it for 800, so the profit percentage is 80 percent."
  },
  {
    id: "aptitude-003",
    good:
      "Passing a pole, the train only has to cover its own length, 150 metres, and it does that in 10 seconds, so it moves at 15 metres per second. To turn metres per second into kilometres per hour you multiply by 3.6, which is 18 over 5, and 15 times 3.6 is 54. So the answer is 54 km/h.",
    partial:
      "The train covers its length of 150 m in 10 seconds, which is 15 metres per second. Then I'd convert that to kilometres per hour, which should be about 60 km/h.",
    wrong: "150 divided by 10 is 15, so the speed is 15 kilometres per hour."
  },
  {
    id: "aptitude-010",
    good:
      "Two coins give four equally likely outcomes: heads-heads, heads-tails, tails-heads and tails-tails. The only one without a head is both tails, which has a probability of one quarter. So the chance of at least one head is 1 minus 1/4, which is 3/4.",
    partial:
      "There are four possible outcomes when you toss two coins, HH, HT, TH and TT. Each outcome has probability 1/4, so I think the answer is one half.",
    wrong: "Each coin has a one in two chance of heads, so the probability is 1/2 times 1/2, which is 1/4."
  },
  {
    id: "hr-002",
    good:
      "In my final-year internship, the client pulled a product demo a whole week earlier, which gave me four days instead of two weeks to finish the analytics page. I sat down with my lead and we split the list into must-haves, the two main charts and the CSV export, and nice-to-haves like dark mode, which we agreed could wait. I told the client straight away which pieces would come in the following sprint so nobody was surprised. Then I reused our existing table component and focused my testing on the calculations. We delivered the page on time, the demo went well and the client extended the contract by six months. What I learned is that agreeing on a smaller scope early beats staying up all night.",
    partial:
      "We had a very tight deadline on a college project, only a few days. I worked late every night and managed to finish it just in time.",
    wrong:
      "I think deadlines are important and I always try to plan ahead so I never have to rush. Good time management is one of my strengths and I use a to-do list every day."
  },
  {
    id: "hr-011",
    good:
      "On my last team a colleague and I disagreed about whether to add a caching layer before launch; he felt it was essential and I thought it added risk for little gain. Instead of arguing in the stand-up, I asked him for a one-on-one coffee to understand his reasons, and it turned out he had seen an outage from slow queries before. We agreed to let data decide, so I ran a load test on the staging environment. It showed our response times were fine up to twice the expected traffic, so we launched without the cache but added monitoring with an alert. Launch went smoothly, p95 latency stayed under 200 milliseconds, and we still work well together. I learned that moving a disagreement onto evidence takes the ego out of it.",
    partial:
      "A teammate and I disagreed about which framework to use for a project. We talked it through and eventually picked the one he suggested, and the project went fine.",
    wrong:
      "I don't really disagree with people, I'm easy-going and I usually just go with whatever the team wants. Conflict is a waste of time in my opinion."
  },
  {
    id: "hr-012",
    good:
      "In my second year I led a group project for a campus app and we missed the demo day completely. Honestly the cause was me: I had underestimated the integration work and never set up checkpoints, so nobody realised how far behind we were. When it became clear, I told our professor myself, re-planned the remaining work into weekly milestones and paired with the teammate who owned the backend. We shipped it three weeks late and got a B instead of the A we were aiming for. Since then I put integration on the plan from day one and I run a short check-in every week, and my next two projects were delivered on time.",
    partial:
      "Once I failed an exam in my first year because I didn't prepare well. After that I started studying earlier and did better later on.",
    wrong:
      "I can't think of a time I failed. I'm a perfectionist, so I always work until everything is done perfectly, which is probably my biggest weakness."
  },
  {
    id: "sql-002",
    good:
      "SELECT d.name, AVG(e.salary) AS avg_salary FROM employees e JOIN departments d ON d.id = e.department_id WHERE e.hired_at >= '2020-01-01' GROUP BY d.name HAVING AVG(e.salary) > 60000. The hire-date condition goes in WHERE because it filters individual rows before any grouping happens. Grouping by department gives one row per department, and the average is only known after that, so the salary condition has to be in HAVING, which filters the groups. You can't put an aggregate like AVG in WHERE, and anything that doesn't need an aggregate should stay in WHERE since filtering rows early is cheaper.",
    partial:
      "SELECT department_id, AVG(salary) FROM employees GROUP BY department_id HAVING AVG(salary) > 60000. HAVING is used because the average is computed per group.",
    wrong:
      "SELECT * FROM employees WHERE salary > 60000 AND hired_at > 2020. You don't need HAVING because WHERE can do every kind of filtering."
  },
  {
    id: "sql-010",
    good:
      "SELECT p.name, SUM(oi.quantity * oi.unit_price) AS revenue FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN products p ON p.id = oi.product_id WHERE o.status = 'completed' GROUP BY p.id, p.name ORDER BY revenue DESC LIMIT 5. I join the order lines to orders so I can keep only completed orders, and to products for the names. Revenue is quantity times the unit price stored on the line, not the current product price, summed per product. Then I sort by revenue descending and take five; if ties at fifth place matter I'd use FETCH FIRST 5 ROWS WITH TIES or filter on RANK instead.",
    partial:
      "I would join the products and order items, sum the quantity times the price for each product, sort by that total descending and take the top five with LIMIT 5.",
    wrong:
      "SELECT name FROM products ORDER BY price DESC LIMIT 5. The most expensive products are the ones with the highest revenue."
  },
  {
    id: "dbms-002",
    good:
      "A primary key identifies each row of a table uniquely; it can't be null and a table has just one, like customer_id in customers. A foreign key is a column in another table that points at that primary key, such as customer_id in orders. Unlike the primary key, foreign key values can repeat, which is exactly how one customer has many orders, and the column can be null if the link is optional. The database enforces referential integrity, so you can't insert an order for a customer that doesn't exist, and ON DELETE rules like CASCADE or RESTRICT decide what happens to the orders when a customer is deleted.",
    partial:
      "The primary key uniquely identifies a row in a table, and a foreign key links to the primary key of another table.",
    wrong:
      "The primary key is the first column of the table and the foreign key is the last column. Foreign keys are used to encrypt data coming from other countries."
  },
  {
    id: "dbms-010",
    good:
      "An ER model is a conceptual picture of the data, usually drawn as a diagram, that you make before deciding on actual tables. Entities are the things you store, like Student or Course, and a weak entity, such as an order line, can't be identified without its owner. Attributes describe entities and can be simple, composite like a full name, multivalued like several phone numbers, or derived like age from birth date, with a key attribute identifying each instance. Relationships connect entities with a cardinality, one-to-one, one-to-many or many-to-many, and a participation that says whether it's mandatory. When you map it to tables, a many-to-many relationship becomes its own junction table.",
    partial:
      "An ER model is a diagram of the database with entities, their attributes, and the relationships between them.",
    wrong:
      "An entity-relationship model is the list of users and their permissions in the database, and its components are the admin, the users and the passwords."
  },
  {
    id: "nextjs-002",
    good:
      "With the Pages Router every file under pages becomes a route, and you load data through special functions like getServerSideProps or getStaticProps. The App Router lives in the app directory, where folders are route segments and files named page and layout define the UI, so layouts nest and stay mounted between navigations. In the App Router components are React Server Components by default, and you add the use client directive only to interactive parts. Data fetching is just async and await inside components, loading states stream with Suspense, and Server Actions handle mutations. Both routers can live in one project, which allows an incremental migration, and the App Router is what's recommended for new work.",
    partial:
      "The Pages Router uses the pages folder and the App Router uses the app folder. The App Router is newer and supports layouts.",
    wrong:
      "The App Router is for mobile apps and the Pages Router is for websites. You have to choose one when you create the project and cannot change it later."
  },
  {
    id: "redux-002",
    good:
      "First, there is a single source of truth: the whole application state lives in one object tree inside one store. Second, that state is read-only; the only way to change it is to dispatch an action, a plain object describing what happened. Third, the changes are made by reducers, which are pure functions that take the previous state and the action and return a new state without side effects or mutating anything. Because of those three rules every change is predictable and reproducible, which is what makes logging, replaying actions, undo and time-travel debugging possible.",
    partial: "There is one store for the whole app, and you change state by dispatching actions.",
    wrong:
      "Redux's principles are that every component keeps its own state, that state can be changed directly from anywhere, and that reducers make API calls."
  }
]
