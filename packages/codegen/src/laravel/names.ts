// Class and method names PHP or Laravel would refuse: a model called `List` (a reserved word),
// `Request` (imported beside it in a controller) or a relation called `query` (Eloquent's own).

const RESERVED = new Set(
  `abstract and array as bool break callable case catch class clone const continue declare default do echo else
  elseif empty enddeclare endfor endforeach endif endswitch endwhile enum eval exit extends false final finally
  float fn for foreach function global goto if implements include instanceof insteadof int interface isset
  iterable list match mixed namespace never new null numeric object or parent print private protected public
  readonly require resource return self static string switch throw trait true try unset use var void while xor
  yield`.split(/\s+/),
)

/** The short names the generated files import beside the models. */
const IMPORTED = new Set(
  `apierror auth belongsto builder db gate hasmany hasrowversion jsonbodyrequest model querybuilder recordhooks
  recordlist request rowconditions rule serviceprovider sessiontokens sessionuser softdeletes validationissues`.split(
    /\s+/,
  ),
)

/** Eloquent model methods a relation must not override. */
const MODEL_METHODS = new Set(
  `all boot booted casts connection create delete destroy exists fill find first forcedelete fresh getkey increment
  decrement is isnot load make newquery observe on push query refresh replicate restore save table toarray tojson
  touch trashed update where with`.split(/\s+/),
)

/** The PHP class of a model: the plan's class name, with `Record` after it when PHP could not take it. */
export function modelClass(className: string): string {
  const lower = className.toLowerCase()
  return RESERVED.has(lower) || IMPORTED.has(lower) ? `${className}Record` : className
}

/** Whether a relation method would override an Eloquent method of the same name. */
export function isModelMethod(name: string): boolean {
  return MODEL_METHODS.has(name.toLowerCase())
}
