import { freshDatabase } from "../../support/pg.ts"
import { fuzzSuite } from "./fuzz.suite.ts"

fuzzSuite("PostgreSQL", () => freshDatabase("fuzz"))
