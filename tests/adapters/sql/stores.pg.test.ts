import { freshDatabase } from "../../support/pg.ts"
import { accountDeletionContract } from "./account-deletion.contract.ts"
import { interviewsContract, storesContract } from "./stores.contract.ts"

storesContract("PostgreSQL", () => freshDatabase("stores"))
interviewsContract("PostgreSQL", () => freshDatabase("interviews"))
accountDeletionContract("PostgreSQL", () => freshDatabase("deletion"))
