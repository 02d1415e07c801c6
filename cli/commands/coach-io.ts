/** The coach command's streams and the small helpers its parts share. */
import type { Io } from "../io.ts"

/** The command's streams; `env` defaults to the process's (NO_COLOR). */
export type CoachIo = Omit<Io, "env"> & { readonly env?: Io["env"] }

export const write = (stream: NodeJS.WritableStream, text: string): Promise<void> =>
  new Promise((resolve) => {
    if (stream.write(text)) resolve()
    else stream.once("drain", () => resolve())
  })

/** Text of a chunk; a decoder in streaming mode keeps characters split across chunks whole. */
export const decodeChunk = (decoder: TextDecoder, chunk: unknown): string =>
  typeof chunk === "string" ? chunk : decoder.decode(chunk as Uint8Array, { stream: true })

/** How many lines `text` holds, numbered as a batch numbers them (one more than its newlines). */
export const lineCount = (text: string): number => {
  let count = 1
  for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) count++
  return count
}
