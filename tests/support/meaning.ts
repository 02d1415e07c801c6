/**
 * The coach's meaning resource as the server loads it (dist/meaning, built by `npm install`; built here first if
 * it is missing), so coach tests judge as the product does.
 */
import { ensureMeaning } from "../../adapters/node/meaning-files.ts"
import type { MeaningResources } from "../../core/coach/reading/meaning-resources.ts"

export const meaning: MeaningResources = await ensureMeaning()
