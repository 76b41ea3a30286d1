// Go files holding the lead's shared SQL and texts, so both targets answer word for word alike.
import { PROCESS_HISTORY_SQL } from '@tamga/schema'
import { ERRORS } from '../sql/index.ts'
import { goRawString, goString } from './goSyntax.ts'

/** internal/apierror/catalogue.go: Tamga's error catalogue, the part this server answers with. */
export function catalogueFile(): string {
  const entries = ERRORS.map(
    (error) =>
      `\t{code: ${goString(error.code)}, status: ${error.status}, msg: ${goString(error.msg)}, enMsg: ${goString(error.enMsg)}},`,
  )
  return `package apierror

type entry struct {
\tcode   string
\tstatus int
\tmsg    string
\tenMsg  string
}

// catalogue is the errors of Tamga's own catalogue this server answers with, word for word.
var catalogue = []entry{
${entries.join('\n')}
}

// lookup is the catalogue entry of code.
func lookup(code string) (entry, bool) {
\tfor _, known := range catalogue {
\t\tif known.code == code {
\t\t\treturn known, true
\t\t}
\t}
\treturn entry{}, false
}
`
}

/** internal/workflow/history_sql.go: the history statement Tamga's own server runs. */
export function historySqlFile(): string {
  return `package workflow

// historySQL reads a process's history in one statement ($1: the process id): one row of three
// JSON arrays, done (the entries in the order they were written), pending (the open steps of an
// unfinished process) and votes (the members of its latest vote).
const historySQL = ${goRawString(PROCESS_HISTORY_SQL)}
`
}
