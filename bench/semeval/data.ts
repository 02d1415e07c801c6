/**
 * The SemEval-2013 Task 7 data (Dzikovska et al. 2013; CC BY-SA 3.0), read straight from `semeval-3way.zip` with
 * Node's built-ins only: the zip's central directory is parsed here and each entry inflated with `inflateRawSync`.
 * One XML file per question: question text, reference answers, and student answers labelled by annotators.
 * The zip is read once per process; each split is parsed once and kept.
 */
import { readFileSync } from "node:fs"
import { crc32, inflateRawSync } from "node:zlib"

export type Corpus = "sciEntsBank" | "beetle"
export type Split = "training" | "test-unseen-answers" | "test-unseen-questions" | "test-unseen-domains"
export type Ways = 2 | 3
/** 2-way: correct / incorrect; 3-way: correct / contradictory / incorrect. */
export type Label = "correct" | "incorrect" | "contradictory"

export interface StudentAnswer {
  readonly id: string
  readonly text: string
  readonly label: Label
}

export interface SemevalQuestion {
  readonly id: string
  readonly text: string
  readonly references: ReadonlyArray<string>
  readonly answers: ReadonlyArray<StudentAnswer>
}

export const CORPORA: ReadonlyArray<Corpus> = ["sciEntsBank", "beetle"]
/** The test splits each corpus has (Beetle has no unseen-domains split). */
export const TEST_SPLITS: Readonly<Record<Corpus, ReadonlyArray<Split>>> = {
  sciEntsBank: ["test-unseen-questions", "test-unseen-domains", "test-unseen-answers"],
  beetle: ["test-unseen-questions", "test-unseen-answers"]
}
export const LABELS: Readonly<Record<Ways, ReadonlyArray<Label>>> = {
  2: ["correct", "incorrect"],
  3: ["correct", "contradictory", "incorrect"]
}

/** Where the zip is: REHEARSE_SEMEVAL_ZIP, else the shared data folder. */
export const DEFAULT_ZIP = "/work/shared/data/semeval-2013-task7/semeval-3way.zip"
export const zipPath = (): string => process.env.REHEARSE_SEMEVAL_ZIP || DEFAULT_ZIP

// ---------------------------------------------------------------------------------------------------------------
// The zip: end-of-central-directory record → central directory → local headers → raw deflate data.

export interface ZipEntry {
  readonly name: string
  readonly method: number
  readonly crc: number
  readonly compressedSize: number
  readonly size: number
  readonly localHeaderOffset: number
}

export interface ZipArchive {
  readonly entries: ReadonlyMap<string, ZipEntry>
  /** The entry's bytes, inflated and checked against its CRC-32 and size. */
  readonly read: (name: string) => Buffer
}

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50
const ZIP64_EOCD_SIGNATURE = 0x06064b50
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50

const toSafeNumber = (value: bigint): number => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error("zip: a size or offset is too large")
  return Number(value)
}

/** Parses a zip held in memory: stored (0) and deflated (8) entries, ZIP64 sizes and offsets; no encryption, no multi-disk archives. */
export const parseZip = (buffer: Buffer): ZipArchive => {
  // The end-of-central-directory record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  let eocd = -1
  for (let at = buffer.length - 22; at >= Math.max(0, buffer.length - 22 - 0xffff); at--) {
    if (buffer.readUInt32LE(at) === EOCD_SIGNATURE && at + 22 + buffer.readUInt16LE(at + 20) === buffer.length) {
      eocd = at
      break
    }
  }
  if (eocd < 0) throw new Error("not a zip file: no end-of-central-directory record")
  let count = buffer.readUInt16LE(eocd + 10)
  let directorySize: number = buffer.readUInt32LE(eocd + 12)
  let directoryOffset: number = buffer.readUInt32LE(eocd + 16)
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    // ZIP64: a locator just before the record points at the ZIP64 end-of-central-directory record.
    const locator = eocd - 20
    if (locator < 0 || buffer.readUInt32LE(locator) !== ZIP64_LOCATOR_SIGNATURE) throw new Error("zip: ZIP64 locator missing")
    const record = toSafeNumber(buffer.readBigUInt64LE(locator + 8))
    if (buffer.readUInt32LE(record) !== ZIP64_EOCD_SIGNATURE) throw new Error("zip: ZIP64 end-of-central-directory record missing")
    count = toSafeNumber(buffer.readBigUInt64LE(record + 32))
    directorySize = toSafeNumber(buffer.readBigUInt64LE(record + 40))
    directoryOffset = toSafeNumber(buffer.readBigUInt64LE(record + 48))
  }
  if (directoryOffset + directorySize > buffer.length) throw new Error("zip central directory lies outside the file")

  const entries = new Map<string, ZipEntry>()
  let at = directoryOffset
  for (let i = 0; i < count; i++) {
    if (buffer.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new Error(`zip central directory entry ${i} is damaged`)
    const flags = buffer.readUInt16LE(at + 8)
    const nameLength = buffer.readUInt16LE(at + 28)
    const extraLength = buffer.readUInt16LE(at + 30)
    const commentLength = buffer.readUInt16LE(at + 32)
    const rawName = buffer.subarray(at + 46, at + 46 + nameLength)
    // bit 11: the name is UTF-8; otherwise code page 437, whose ASCII half is all these names use
    const name = rawName.toString((flags & 0x800) !== 0 ? "utf8" : "latin1")
    if ((flags & 0x1) !== 0) throw new Error(`zip entry ${name} is encrypted`)
    let size: number = buffer.readUInt32LE(at + 24)
    let compressedSize: number = buffer.readUInt32LE(at + 20)
    let localHeaderOffset: number = buffer.readUInt32LE(at + 42)
    // ZIP64 extended information (extra field 0x0001): 8-byte values for exactly the fields set to 0xffffffff,
    // in the order uncompressed size, compressed size, local header offset.
    const extra = buffer.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength)
    for (let e = 0; e + 4 <= extra.length;) {
      const id = extra.readUInt16LE(e)
      const length = extra.readUInt16LE(e + 2)
      if (id === 0x0001) {
        let field = e + 4
        const next = (): number => {
          if (field + 8 > e + 4 + length) throw new Error(`zip entry ${name}: ZIP64 extra field too short`)
          const value = toSafeNumber(extra.readBigUInt64LE(field))
          field += 8
          return value
        }
        if (size === 0xffffffff) size = next()
        if (compressedSize === 0xffffffff) compressedSize = next()
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = next()
      }
      e += 4 + length
    }
    entries.set(name, { name, method: buffer.readUInt16LE(at + 10), crc: buffer.readUInt32LE(at + 16), compressedSize, size, localHeaderOffset })
    at += 46 + nameLength + extraLength + commentLength
  }

  const read = (name: string): Buffer => {
    const entry = entries.get(name)
    if (entry === undefined) throw new Error(`no entry ${name} in the zip`)
    const local = entry.localHeaderOffset
    if (buffer.readUInt32LE(local) !== LOCAL_SIGNATURE) throw new Error(`zip local header of ${name} is damaged`)
    // the local header's own name and extra lengths (its extra field may differ from the central one)
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28)
    const raw = buffer.subarray(start, start + entry.compressedSize)
    let data: Buffer
    if (entry.method === 0) data = Buffer.from(raw)
    else if (entry.method === 8) data = inflateRawSync(raw)
    else throw new Error(`zip entry ${name} uses compression method ${entry.method}; only stored and deflate are supported`)
    if (data.length !== entry.size) throw new Error(`zip entry ${name}: ${data.length} bytes inflated, ${entry.size} expected`)
    if (crc32(data) !== entry.crc) throw new Error(`zip entry ${name} fails its CRC-32 check`)
    return data
  }
  return { entries, read }
}

let archive: ZipArchive | undefined
/** The dataset's zip, read and indexed once per process. */
export const semevalZip = (): ZipArchive => (archive ??= parseZip(readFileSync(zipPath())))

// ---------------------------------------------------------------------------------------------------------------
// The XML: a fixed, simple format, read with regular expressions (no DTDs, no namespaces, no nesting of the
// elements read here).

const NAMED_ENTITIES: Readonly<Record<string, string>> = { lt: "<", gt: ">", amp: "&", quot: "\"", apos: "'" }

/** Decodes the five named XML entities and numeric character references; anything else is left as written. */
export const decodeXmlEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name.startsWith("#x")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10))
    return NAMED_ENTITIES[name] ?? whole
  })

/** An element's character content: CDATA sections kept verbatim, everything else entity-decoded. */
const textContent = (inner: string): string =>
  inner
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) => (part.startsWith("<![CDATA[") ? part.slice(9, -3) : decodeXmlEntities(part.replace(/<!--[\s\S]*?-->/g, ""))))
    .join("")
    .trim()

const attributes = (source: string): Map<string, string> => {
  const out = new Map<string, string>()
  for (const m of source.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) out.set(m[1]!, decodeXmlEntities(m[2] ?? m[3] ?? ""))
  return out
}

/** Every `<tag …>…</tag>` (or `<tag …/>`) in `xml`, with its attributes and text. */
const elements = (xml: string, tag: string): Array<{ attrs: Map<string, string>; text: string }> =>
  [...xml.matchAll(new RegExp(`<${tag}(\\s[^>]*?)?(?:/>|>([\\s\\S]*?)</${tag}\\s*>)`, "g"))].map((m) => ({
    attrs: attributes(m[1] ?? ""),
    text: textContent(m[2] ?? "")
  }))

const LABEL_SET: ReadonlySet<string> = new Set(LABELS[3])

/** One question file. `source` names it in error messages. */
export const parseQuestionXml = (xml: string, source = "question"): SemevalQuestion => {
  const question = elements(xml, "question")[0]
  if (question === undefined) throw new Error(`${source}: no <question> element`)
  const id = question.attrs.get("id")
  if (id === undefined) throw new Error(`${source}: <question> has no id`)
  const text = elements(xml, "questionText")[0]?.text
  if (text === undefined) throw new Error(`${source}: no <questionText>`)
  const references = elements(xml, "referenceAnswer").map((r) => r.text)
  const answers = elements(xml, "studentAnswer").map((a, i) => {
    const label = a.attrs.get("accuracy")
    if (label === undefined || !LABEL_SET.has(label)) throw new Error(`${source}: student answer ${i + 1} has accuracy ${JSON.stringify(label)}`)
    return { id: a.attrs.get("id") ?? `${id}#${i + 1}`, text: a.text, label: label as Label }
  })
  return { id, text, references, answers }
}

// ---------------------------------------------------------------------------------------------------------------

/** The folder of a split inside the zip, e.g. `test/2way/beetle/test-unseen-questions/`. */
export const splitFolder = (corpus: Corpus, split: Split, ways: Ways): string =>
  split === "training" ? `training/${ways}way/${corpus}/` : `test/${ways}way/${corpus}/${split}/`

/** The zip entries (question files) of a split, in name order. */
export const splitFiles = (corpus: Corpus, split: Split, ways: Ways): Array<string> => {
  const folder = splitFolder(corpus, split, ways)
  return [...semevalZip().entries.keys()]
    .filter((name) => name.startsWith(folder) && name.endsWith(".xml") && !name.slice(folder.length).includes("/"))
    .sort()
}

const splits = new Map<string, ReadonlyArray<SemevalQuestion>>()

/** The questions of one split, parsed once per process; throws if the split has no files (e.g. Beetle unseen-domains). */
export const loadSplit = (corpus: Corpus, split: Split, ways: Ways): ReadonlyArray<SemevalQuestion> => {
  const key = splitFolder(corpus, split, ways)
  const cached = splits.get(key)
  if (cached !== undefined) return cached
  const files = splitFiles(corpus, split, ways)
  if (files.length === 0) throw new Error(`the zip has no ${corpus} ${split} (${ways}-way) files under ${key}`)
  const zip = semevalZip()
  const questions = files.map((name) => parseQuestionXml(zip.read(name).toString("utf8"), name))
  splits.set(key, questions)
  return questions
}
