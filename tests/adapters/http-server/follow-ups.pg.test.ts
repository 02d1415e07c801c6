import { freshDatabase } from "../../support/pg.ts"
import { followUpFlow } from "./follow-ups.flow.ts"

followUpFlow("PostgreSQL", () => freshDatabase("follow_ups"))
