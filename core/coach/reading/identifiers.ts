/** Code names written in camel case ("useMemo", "ConcurrentHashMap") and the words they are spoken as. */

/** "useMemo" → use, memo; "isNaN" → is, nan; "HashMap" → hash, map. Null for a name without an inner capital. */
export const camelParts = (name: string): ReadonlyArray<string> | null => {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name) || !/[a-z0-9][A-Z]/.test(name)) return null
  const parts = name.split(/(?<=[a-z0-9])(?=[A-Z])/).map((p) => p.toLowerCase())
  return parts.length >= 2 && parts.every((p) => p.length >= 2) ? parts : null
}

/** Adds the code names written in camel case in a text ("nextTick", "ConcurrentHashMap") to `into`. */
export const collectIdentifiers = (text: string, into: Map<string, ReadonlyArray<string>>): void => {
  const n = text.length
  let start = -1
  let inner = false
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 32
    const upper = c >= 65 && c <= 90
    const lowerOrDigit = (c >= 97 && c <= 122) || (c >= 48 && c <= 57)
    if (upper || lowerOrDigit) {
      if (start < 0) {
        start = i
        inner = false
      } else if (upper) {
        const before = text.charCodeAt(i - 1)
        if ((before >= 97 && before <= 122) || (before >= 48 && before <= 57)) inner = true
      }
      continue
    }
    if (start >= 0 && inner) {
      const name = text.slice(start, i)
      const parts = camelParts(name)
      if (parts !== null) into.set(name.toLowerCase(), parts)
    }
    start = -1
  }
}
