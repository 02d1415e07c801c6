import { freshDatabase } from "../../support/pg.ts"
import { progressFlow } from "./progress.flow.ts"

progressFlow("PostgreSQL", () => freshDatabase("progress"))
