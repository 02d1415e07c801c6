import { freshDatabase } from "../../support/pg.ts"
import { laneParity } from "./lane.flow.ts"

laneParity("PostgreSQL", () => freshDatabase("lane_parity"))
