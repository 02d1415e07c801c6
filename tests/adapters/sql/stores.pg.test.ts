import { freshDatabase } from "../../support/pg.ts"
import { storesContract } from "./stores.contract.ts"

storesContract("PostgreSQL", () => freshDatabase("stores"))
