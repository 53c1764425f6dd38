/**
 * Where JSON typed in the admin goes wrong, for an editor: the line, the column and what was expected, in
 * French. `JSON.parse` says only that the text is invalid (its message and position vary between browsers),
 * which is no help in 400 lines of texts. A small validating scan of the JSON grammar (RFC 8259).
 */

export interface JsonProblem {
  line: number
  column: number
  /** Where in the text, from 0: where the editor's caret goes to mend it. */
  offset: number
  reason: string
}

class Invalid extends Error {
  constructor(
    readonly at: number,
    readonly reason: string,
  ) {
    super(reason)
  }
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r'])
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't'])
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y

function describe(char: string | undefined): string {
  if (char === undefined) return 'la fin du texte'
  if (char === '\n') return 'un retour à la ligne'
  return `« ${char} »`
}

function scan(text: string): void {
  let at = 0
  const skipSpace = () => {
    while (WHITESPACE.has(text[at]!)) at++
  }
  const fail = (reason: string): never => {
    throw new Invalid(at, reason)
  }
  const expect = (char: string, reason: string) => {
    if (text[at] !== char) fail(`${reason}, et non ${describe(text[at])}`)
    at++
  }

  const string = () => {
    expect('"', 'Guillemet attendu')
    while (text[at] !== '"') {
      const char = text[at]
      if (char === undefined || char === '\n') fail('Guillemet fermant manquant')
      if (char! < ' ') fail('Caractère de contrôle dans un texte : écris \\n pour un retour à la ligne')
      if (char === '\\') {
        at++
        if (text[at] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 1, at + 5))) fail('\\u doit être suivi de quatre chiffres hexadécimaux')
          at += 4
        } else if (!ESCAPES.has(text[at]!)) fail(`Échappement inconnu : \\${text[at] ?? ''}`)
      }
      at++
    }
    at++
  }

  const value = (): void => {
    skipSpace()
    const char = text[at]
    if (char === '{') return object()
    if (char === '[') return array()
    if (char === '"') return string()
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, at)) {
        at += word.length
        return
      }
    }
    NUMBER.lastIndex = at
    if (NUMBER.test(text)) {
      at = NUMBER.lastIndex
      return
    }
    fail(char === undefined ? 'Une valeur manque à la fin du texte' : `Valeur attendue (un texte entre guillemets, un nombre, une liste…), et non ${describe(char)}`)
  }

  const object = () => {
    at++
    skipSpace()
    if (text[at] === '}') {
      at++
      return
    }
    for (;;) {
      skipSpace()
      if (text[at] === '}') fail('Virgule en trop avant « } »')
      if (text[at] !== '"') fail(`Nom de clé entre guillemets attendu, et non ${describe(text[at])}`)
      string()
      skipSpace()
      expect(':', 'Deux-points attendu après le nom de la clé')
      value()
      skipSpace()
      if (text[at] === '}') {
        at++
        return
      }
      expect(',', 'Virgule ou « } » attendue')
    }
  }

  const array = () => {
    at++
    skipSpace()
    if (text[at] === ']') {
      at++
      return
    }
    for (;;) {
      skipSpace()
      if (text[at] === ']') fail('Virgule en trop avant « ] »')
      value()
      skipSpace()
      if (text[at] === ']') {
        at++
        return
      }
      expect(',', 'Virgule ou « ] » attendue')
    }
  }

  value()
  skipSpace()
  if (at < text.length) fail(`Texte en trop après la fin : ${describe(text[at])}`)
}

/** Null when `text` is valid JSON; else where (1-based line and column) and why it is not. */
export function findJsonProblem(text: string): JsonProblem | null {
  try {
    scan(text)
    return null
  } catch (error) {
    if (!(error instanceof Invalid)) throw error
    const before = text.slice(0, error.at).split('\n')
    return { line: before.length, column: before.at(-1)!.length + 1, offset: error.at, reason: error.reason }
  }
}
