import { freshDatabase } from "../../support/pg.ts"
import { interviewFlow } from "./interviews.flow.ts"

interviewFlow("PostgreSQL", () => freshDatabase("flow"))
