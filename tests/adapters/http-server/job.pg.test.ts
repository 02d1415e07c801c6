import { freshDatabase } from "../../support/pg.ts"
import { jobFlow } from "./job.flow.ts"

jobFlow("PostgreSQL", () => freshDatabase("job"))
