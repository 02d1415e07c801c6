import { freshDatabase } from "../../support/pg.ts"
import { interviewsContract, storesContract } from "./stores.contract.ts"

storesContract("PostgreSQL", () => freshDatabase("stores"))
interviewsContract("PostgreSQL", () => freshDatabase("interviews"))
