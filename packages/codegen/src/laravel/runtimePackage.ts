// The runtime every generated Laravel project shares, as its own Composer package under
// `packages/<name>-api/` (namespace `Tamga\Api`): the contract's error answers, the JSON body
// checks, the list reading, the session lookup and the row conditions. It holds no project
// knowledge, so the project's own code (app/) stays the part that differs between projects.
import { MAX_FILTER_VALUES, MAX_SEARCH_LENGTH } from '@tamga/schema'
import type { ProjectPlan } from '../plan/types.ts'
import { ERRORS } from '../sql/index.ts'
import type { FileTree } from '../tree/fileTree.ts'
import { addFile } from '../tree/fileTree.ts'
import { phpFile, phpValue } from './php.ts'

/** The namespace of the runtime package's classes. */
export const RUNTIME_NAMESPACE = 'Tamga\\Api'

/** Where the runtime package lives, relative to the project root. */
export function runtimeDirectory(plan: ProjectPlan): string {
  return `packages/${plan.name}-api`
}

/** The runtime package's Composer name. */
export function runtimePackageName(plan: ProjectPlan): string {
  return `tamga/${plan.name}-api`
}

/** The version the root project requires; a path package without VCS needs one written down. */
export const RUNTIME_VERSION = '1.0.0'

function runtimeComposerJson(plan: ProjectPlan): string {
  const composer = {
    name: runtimePackageName(plan),
    description: `The Tamga REST contract runtime of ${plan.name}: errors, validation answers, lists, sessions.`,
    type: 'library',
    version: RUNTIME_VERSION,
    license: 'proprietary',
    require: { php: '^8.2', 'laravel/framework': '^11.0' },
    autoload: { 'psr-4': { 'Tamga\\Api\\': 'src/' } },
  }
  return `${JSON.stringify(composer, null, 4)}\n`
}

function catalogue(): string {
  const entries = Object.fromEntries(ERRORS.map((error) => [error.code, [error.status, error.msg, error.enMsg]]))
  return phpValue(entries, '    ')
}

const apiError = () =>
  phpFile(
    RUNTIME_NAMESPACE,
    ['Illuminate\\Http\\JsonResponse', 'RuntimeException'],
    `/**
 * A failure as the REST contract answers it: the catalogue's HTTP status and
 * {"status": false, "code", "msg", "enMsg", "issues"?, "in"?}. Laravel renders it through render().
 */
final class ApiError extends RuntimeException
{
    /** Code => [HTTP status, Mongolian text, English text], word for word as Tamga's own server. */
    private const CATALOGUE = ${catalogue()};

    /**
     * @param list<array{path: string, code: string, message: array{mn_MN: string, en_US: string}}> $issues
     * @param 'body'|'querystring'|null $in
     */
    public function __construct(
        public readonly string $errorCode,
        public readonly array $issues = [],
        public readonly ?string $in = null,
    ) {
        parent::__construct($errorCode);
    }

    /**
     * @param list<array{path: string, code: string, message: array{mn_MN: string, en_US: string}}> $issues
     * @param 'body'|'querystring' $in
     */
    public static function validation(array $issues, string $in = 'body'): self
    {
        return new self('VALIDATION_FAILED', $issues, $in);
    }

    public function render(): JsonResponse
    {
        [$status, $msg, $enMsg] = self::CATALOGUE[$this->errorCode];
        $body = ['status' => false, 'code' => $this->errorCode, 'msg' => $msg, 'enMsg' => $enMsg];
        if ($this->issues !== []) {
            $body['issues'] = $this->issues;
        }
        if ($this->in !== null) {
            $body['in'] = $this->in;
        }

        return new JsonResponse($body, $status, [], JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
    }
}`,
  )

const issue = () =>
  phpFile(
    RUNTIME_NAMESPACE,
    [],
    `/** One entry of a VALIDATION_FAILED answer's "issues". */
final class Issue
{
    /**
     * @param string $path a JSON pointer into what was sent: "/title", "/filter/amount"
     * @return array{path: string, code: string, message: array{mn_MN: string, en_US: string}}
     */
    public static function at(string $path, string $code, string $english, string $mongolian): array
    {
        return ['path' => $path, 'code' => $code, 'message' => ['mn_MN' => $mongolian, 'en_US' => $english]];
    }

    /** The JSON pointer of a Laravel attribute name: "tags.0" is "/tags/0". */
    public static function pointer(string $attribute): string
    {
        return $attribute === '' ? '' : '/' . str_replace('.', '/', $attribute);
    }
}`,
  )

const validationIssues = () =>
  phpFile(
    RUNTIME_NAMESPACE,
    [],
    `/**
 * Laravel's failed rules as the contract's issues: each named after the JSON Schema keyword
 * Tamga's own validator reports, so a client handles both servers alike.
 */
final class ValidationIssues
{
    /** Laravel's rule => the issue code, for rules whose meaning does not depend on the value. */
    private const CODES = [
        'Required' => 'required',
        'Present' => 'required',
        'String' => 'type',
        'Integer' => 'type',
        'Numeric' => 'type',
        'Boolean' => 'type',
        'Array' => 'type',
        'List' => 'type',
        'Email' => 'format',
        'Url' => 'format',
        'Uuid' => 'format',
        'Date' => 'format',
        'DateFormat' => 'format',
        'Regex' => 'pattern',
        'In' => 'enum',
        'Gt' => 'exclusiveMinimum',
        'Lt' => 'exclusiveMaximum',
        'Distinct' => 'uniqueItems',
        'Unique' => 'unique',
    ];

    /** Issue code => [English, Mongolian]; %s is the rule's limit. */
    private const MESSAGES = [
        'required' => ['is required', 'заавал бөглөнө'],
        'type' => ['has the wrong type', 'төрөл буруу байна'],
        'format' => ['has the wrong format', 'хэлбэр буруу байна'],
        'pattern' => ['does not match the expected pattern', 'загварт тохирохгүй байна'],
        'enum' => ['is not one of the allowed values', 'зөвшөөрөгдсөн утгуудын нэг биш байна'],
        'minLength' => ['must be at least %s characters long', '%s-с цөөнгүй тэмдэгт байна'],
        'maxLength' => ['must be at most %s characters long', '%s-с олонгүй тэмдэгт байна'],
        'minimum' => ['must be at least %s', '%s-с багагүй байна'],
        'maximum' => ['must be at most %s', '%s-с ихгүй байна'],
        'exclusiveMinimum' => ['must be greater than %s', '%s-с их байна'],
        'exclusiveMaximum' => ['must be less than %s', '%s-с бага байна'],
        'minItems' => ['must have at least %s items', '%s-с цөөнгүй утгатай байна'],
        'maxItems' => ['must have at most %s items', '%s-с олонгүй утгатай байна'],
        'uniqueItems' => ['must not repeat a value', 'утга давхардахгүй байна'],
        'unique' => ['is already taken', 'давхардсан утга байна'],
        'additionalProperties' => ['is not a field of this form', 'энэ маягтын талбар биш байна'],
        'reference' => ['names a record that does not exist', 'байхгүй бичлэгийг заасан байна'],
        'referenced' => ['is still used by other records', 'өөр бичлэгүүд ашиглаж байна'],
    ];

    /**
     * @param array<string, array<string, list<string>>> $failed Laravel's failed(): attribute => rule => parameters
     * @param array<string, mixed> $data what was validated, to tell a length from a size
     * @return list<array{path: string, code: string, message: array{mn_MN: string, en_US: string}}>
     */
    public static function fromFailedRules(array $failed, array $data): array
    {
        $issues = [];
        foreach ($failed as $attribute => $rules) {
            foreach ($rules as $rule => $parameters) {
                $code = self::codeOf((string) $rule, data_get($data, (string) $attribute));
                $issues[] = self::issue(Issue::pointer((string) $attribute), $code, $parameters[0] ?? '');
            }
        }

        return $issues;
    }

    /**
     * @return array{path: string, code: string, message: array{mn_MN: string, en_US: string}}
     */
    public static function issue(string $path, string $code, string $limit = ''): array
    {
        [$english, $mongolian] = self::MESSAGES[$code] ?? self::MESSAGES['type'];

        return Issue::at($path, $code, sprintf($english, $limit), sprintf($mongolian, $limit));
    }

    /** min and max measure a string's length, an array's count or a number's value. */
    private static function codeOf(string $rule, mixed $value): string
    {
        if ($rule === 'Min' || $rule === 'Max') {
            $bound = $rule === 'Min' ? 'min' : 'max';

            return match (true) {
                is_string($value) => $bound . 'Length',
                is_array($value) => $bound . 'Items',
                default => $bound === 'min' ? 'minimum' : 'maximum',
            };
        }

        return self::CODES[$rule] ?? 'type';
    }
}`,
  )

const databaseErrors = () =>
  phpFile(
    RUNTIME_NAMESPACE,
    ['Illuminate\\Database\\QueryException'],
    String.raw`/**
 * The PostgreSQL errors a request can cause with the data it sends, as VALIDATION_FAILED
 * issues at the column concerned: the database is the last word on uniqueness, references
 * and values, and its refusal is the client's problem, never a 500.
 */
final class DatabaseErrors
{
    public static function toApiError(QueryException $error): ?ApiError
    {
        $message = $error->getMessage();
        $issue = match ((string) $error->getCode()) {
            '23505' => ValidationIssues::issue(self::keyColumn($message), 'unique'),
            '23503' => ValidationIssues::issue(
                self::keyColumn($message),
                str_contains($message, 'still referenced') ? 'referenced' : 'reference',
            ),
            '23502' => ValidationIssues::issue(self::quotedColumn($message), 'required'),
            '22001' => ValidationIssues::issue('', 'maxLength'),
            '22003' => ValidationIssues::issue('', 'maximum'),
            '22007', '22008', '22P02' => ValidationIssues::issue('', 'format'),
            default => null,
        };

        return $issue === null ? null : ApiError::validation([$issue]);
    }

    /** PostgreSQL's detail "Key (name)=(value) …" names the column(s) of the broken key. */
    private static function keyColumn(string $message): string
    {
        return preg_match('/Key \(([^,)]+)/', $message, $match) === 1 ? '/' . $match[1] : '';
    }

    /** 'null value in column "title" of relation …' */
    private static function quotedColumn(string $message): string
    {
        return preg_match('/column "([^"]+)"/', $message, $match) === 1 ? '/' . $match[1] : '';
    }
}`,
  )

const errorRenderer = () =>
  phpFile(
    RUNTIME_NAMESPACE,
    [
      'Illuminate\\Auth\\Access\\AuthorizationException',
      'Illuminate\\Auth\\AuthenticationException',
      'Illuminate\\Database\\QueryException',
      'Illuminate\\Http\\Exceptions\\PostTooLargeException',
      'Illuminate\\Http\\JsonResponse',
      'Illuminate\\Http\\Request',
      'Illuminate\\Validation\\ValidationException',
      'Symfony\\Component\\HttpKernel\\Exception\\AccessDeniedHttpException',
      'Symfony\\Component\\HttpKernel\\Exception\\HttpExceptionInterface',
      'Throwable',
    ],
    `/**
 * Every failure Laravel meets, as the contract's error JSON. Laravel has by now turned a missing
 * model into a 404 and a refused policy into a 403 HTTP exception; both are mapped here.
 */
final class ErrorRenderer
{
    public static function render(Throwable $error, Request $request): JsonResponse
    {
        return self::toApiError($error, $request)->render();
    }

    private static function toApiError(Throwable $error, Request $request): ApiError
    {
        return match (true) {
            $error instanceof ApiError => $error,
            $error instanceof AuthenticationException => new ApiError('UNAUTHORIZED'),
            $error instanceof AuthorizationException, $error instanceof AccessDeniedHttpException
                => new ApiError($request->user() === null ? 'UNAUTHORIZED' : 'FORBIDDEN'),
            $error instanceof ValidationException => ApiError::validation(
                ValidationIssues::fromFailedRules($error->validator->failed(), $error->validator->getData()),
            ),
            $error instanceof PostTooLargeException => new ApiError('BODY_TOO_LARGE'),
            $error instanceof QueryException => DatabaseErrors::toApiError($error) ?? new ApiError('SERVER_ERROR'),
            $error instanceof HttpExceptionInterface && in_array($error->getStatusCode(), [404, 405], true)
                => new ApiError('NOT_FOUND'),
            default => new ApiError('SERVER_ERROR'),
        };
    }
}`,
  )

const jsonBodyRequest = () =>
  phpFile(
    RUNTIME_NAMESPACE,
    ['Illuminate\\Contracts\\Validation\\Validator', 'Illuminate\\Foundation\\Http\\FormRequest', 'JsonException'],
    `/**
 * A request whose body is one JSON object, validated as Tamga validates it: a body that is not
 * JSON is INVALID_JSON (Laravel alone would read it as empty), a property the rules do not
 * name is an "additionalProperties" issue, and every failure answers VALIDATION_FAILED.
 */
abstract class JsonBodyRequest extends FormRequest
{
    /** @var array<string, mixed>|null */
    private ?array $body = null;

    /** @return array<string, mixed> */
    public function validationData(): array
    {
        return $this->body ??= $this->decodeBody();
    }

    public function withValidator(Validator $validator): void
    {
        $validator->after(function (Validator $validator): void {
            foreach ($this->unknownFields() as $field) {
                $validator->errors()->add($field, 'additionalProperties');
            }
        });
    }

    protected function failedValidation(Validator $validator): never
    {
        $issues = ValidationIssues::fromFailedRules($validator->failed(), $this->validationData());
        foreach ($this->unknownFields() as $field) {
            $issues[] = ValidationIssues::issue(Issue::pointer($field), 'additionalProperties');
        }

        throw ApiError::validation($issues);
    }

    /** @return list<string> the body's properties that no rule names */
    private function unknownFields(): array
    {
        $known = array_filter(array_keys($this->rules()), static fn (string $rule): bool => !str_contains($rule, '.'));
        $sent = array_map('strval', array_keys($this->validationData()));

        return array_values(array_diff($sent, $known));
    }

    /** @return array<string, mixed> */
    private function decodeBody(): array
    {
        $content = $this->getContent();
        if (trim($content) === '') {
            return [];
        }
        try {
            $body = json_decode($content, true, 512, JSON_THROW_ON_ERROR);
        } catch (JsonException) {
            throw new ApiError('INVALID_JSON');
        }
        if (!is_array($body) || (array_is_list($body) && $body !== [])) {
            throw ApiError::validation([ValidationIssues::issue('', 'type')]);
        }

        return $body;
    }

    /** @return array<string, mixed> */
    abstract public function rules(): array;
}`,
  )

const sessionUser = () =>
  phpFile(
    RUNTIME_NAMESPACE,
    ['Illuminate\\Contracts\\Auth\\Authenticatable'],
    `/**
 * The person behind a request's Bearer token, as Tamga's session names them: the user and the
 * role the session acts as. Not an Eloquent model: sessions are Tamga's tables, read by SessionTokens.
 */
final class SessionUser implements Authenticatable
{
    public function __construct(
        public readonly int $id,
        public readonly int $roleId,
        public readonly string $tokenHash,
    ) {
    }

    public function getAuthIdentifierName(): string
    {
        return 'id';
    }

    public function getAuthIdentifier(): int
    {
        return $this->id;
    }

    public function getAuthPasswordName(): string
    {
        return 'password_hash';
    }

    /** Passwords are checked only at login (AuthController), never through the guard. */
    public function getAuthPassword(): string
    {
        return '';
    }

    public function getRememberToken(): string
    {
        return '';
    }

    public function setRememberToken($value): void
    {
    }

    public function getRememberTokenName(): string
    {
        return '';
    }
}`,
  )

const sessionTokens = () =>
  phpFile(
    RUNTIME_NAMESPACE,
    ['Illuminate\\Http\\Request', 'Illuminate\\Support\\Facades\\DB'],
    `/**
 * Tamga's sessions: a token is stored only as its SHA-256 (hex) in tamga_session.token_hash,
 * so the generated server and Tamga's own accept the same tokens.
 */
final class SessionTokens
{
    private const LIFETIME = '12 hours';

    /** The live session of the request's Bearer token, or null: an anonymous caller. */
    public static function userOf(Request $request): ?SessionUser
    {
        $token = $request->bearerToken();
        if ($token === null || $token === '') {
            return null;
        }
        $hash = hash('sha256', $token);
        $session = DB::table('tamga_session')
            ->select(['user_id', 'active_role_id'])
            ->where('token_hash', $hash)
            ->whereNull('revoked_at')
            ->whereRaw('expires_at > now()')
            ->first();

        if ($session === null) {
            return null;
        }

        return new SessionUser((int) $session->user_id, (int) $session->active_role_id, $hash);
    }

    /** Starts a session for a user acting as a role; answers the token, which only the client keeps. */
    public static function start(int $userId, int $roleId, Request $request): string
    {
        $token = rtrim(strtr(base64_encode(random_bytes(32)), '+/', '-_'), '=');
        DB::table('tamga_session')->insert([
            'user_id' => $userId,
            'token_hash' => hash('sha256', $token),
            'active_role_id' => $roleId,
            'expires_at' => DB::raw("now() + interval '" . self::LIFETIME . "'"),
            'ip' => $request->ip(),
            'user_agent' => $request->userAgent(),
        ]);

        return $token;
    }

    public static function revoke(SessionUser $user): void
    {
        DB::table('tamga_session')
            ->where('token_hash', $user->tokenHash)
            ->whereNull('revoked_at')
            ->update(['revoked_at' => DB::raw('now()')]);
    }
}`,
  )

const rowConditions = () =>
  phpFile(
    RUNTIME_NAMESPACE,
    ['Illuminate\\Database\\Eloquent\\Builder', 'Illuminate\\Database\\Query\\Builder as QueryBuilder'],
    String.raw`/**
 * A role's row conditions on a query: every right the role has on a resource covers only the
 * rows that match all of them, and a row outside them answers 404 like a missing one.
 */
final class RowConditions
{
    /**
     * @template TModel of \Illuminate\Database\Eloquent\Model
     * @param Builder<TModel> $rows
     * @param list<array{'current-user'|'user-organizations', string}> $conditions [type, column]
     * @return Builder<TModel>
     */
    public static function apply(Builder $rows, array $conditions, SessionUser $user): Builder
    {
        foreach ($conditions as [$type, $column]) {
            $qualified = $rows->qualifyColumn($column);
            match ($type) {
                'current-user' => $rows->where($qualified, $user->id),
                'user-organizations' => $rows->whereIn(
                    $qualified,
                    static fn (QueryBuilder $organizations): QueryBuilder => $organizations
                        ->select('org_id')
                        ->from('tamga_user_organization')
                        ->where('user_id', $user->id),
                ),
            };
        }

        return $rows;
    }
}`,
  )

const tamgaRecord = () =>
  phpFile(
    RUNTIME_NAMESPACE,
    ['DateTimeImmutable', 'DateTimeInterface', 'DateTimeZone', 'Illuminate\\Database\\Eloquent\\Builder'],
    String.raw`/**
 * What every generated model shares with Tamga's own server: the record version and how times
 * are written and answered.
 */
trait TamgaRecord
{
    /**
     * Every column plus "_version": PostgreSQL's xmin, which changes with every write, so an
     * update that names the version it read (?version=) can tell whether someone wrote since.
     *
     * @param Builder<static> $query
     * @return Builder<static>
     */
    public function scopeWithVersion(Builder $query): Builder
    {
        $xmin = $query->getQuery()->getGrammar()->wrap($query->qualifyColumn('xmin'));

        return $query->select($query->qualifyColumn('*'))->selectRaw($xmin . '::text as _version');
    }

    /** Times keep their offset and fraction on the way to PostgreSQL ("…+08:00" stays that instant). */
    public function getDateFormat(): string
    {
        return 'Y-m-d H:i:s.uP';
    }

    /** Times answer as JavaScript's toJSON() writes them, as Tamga's server does: UTC, milliseconds. */
    protected function serializeDate(DateTimeInterface $date): string
    {
        return DateTimeImmutable::createFromInterface($date)
            ->setTimezone(new DateTimeZone('UTC'))
            ->format('Y-m-d\TH:i:s.v\Z');
    }
}`,
  )

const recordList = () =>
  phpFile(
    RUNTIME_NAMESPACE,
    ['Illuminate\\Database\\Eloquent\\Builder', 'Illuminate\\Database\\Eloquent\\Model', 'Illuminate\\Http\\Request'],
    String.raw`/**
 * GET /records/{krud}: reads page, pageSize, sort, filter, search and deleted as Tamga's own
 * server does (the same issue codes for the same mistakes) and answers one page. Columns come
 * only from the resource's list plan, values only as bound parameters.
 */
final class RecordList
{
    private const MAX_TEXT = ${MAX_SEARCH_LENGTH};
    private const MAX_VALUES = ${MAX_FILTER_VALUES};

    /** @var list<array{path: string, code: string, message: array{mn_MN: string, en_US: string}}> */
    private array $issues = [];

    /**
     * @param list<string> $sortable the columns sort= accepts
     * @param array{string, bool}|null $defaultSort [column, descending] when the caller gives no sort
     * @param array<string, array{string, string}> $filters column => [type, match]
     * @param list<string> $searchable the columns search= looks in
     */
    public function __construct(
        private readonly string $identity,
        private readonly array $sortable,
        private readonly ?array $defaultSort,
        private readonly array $filters,
        private readonly array $searchable,
        private readonly int $pageSize,
        private readonly int $maxPageSize,
        private readonly bool $softDelete,
    ) {
    }

    /**
     * @template TModel of Model
     * @param Builder<TModel> $rows the rows the caller may see, with their versions
     * @return array<string, mixed>
     */
    public function answer(Builder $rows, Request $request): array
    {
        $this->issues = [];
        $page = $this->positiveInteger($request->query('page'), 'page', 1, PHP_INT_MAX);
        $pageSize = $this->positiveInteger(
            $request->query('pageSize'),
            'pageSize',
            $this->pageSize,
            $this->maxPageSize,
        );
        $sort = $this->sortKeys($request->query('sort'));
        $filters = $this->filterValues($request->query('filter'));
        $search = $this->searchText($request->query('search'));
        $deleted = $this->deletedFlag($request->query('deleted'));
        if ($this->issues !== []) {
            throw ApiError::validation($this->issues, 'querystring');
        }

        if ($deleted && $this->softDelete) {
            $rows->onlyTrashed();
        }
        foreach ($filters as $column => $value) {
            $this->applyFilter($rows, $column, $value);
        }
        if ($search !== '' && $this->searchable !== []) {
            $pattern = '%' . self::escapeLike($search) . '%';
            $rows->where(function (Builder $any) use ($pattern): void {
                foreach ($this->searchable as $column) {
                    $any->orWhereRaw($this->text($any, $column) . ' ilike ?', [$pattern]);
                }
            });
        }
        $total = (clone $rows)->count();
        foreach ($sort as [$column, $descending]) {
            $rows->orderBy($rows->qualifyColumn($column), $descending ? 'desc' : 'asc');
        }
        $rows->orderBy($rows->qualifyColumn($this->identity));

        return [
            'status' => true,
            'rows' => $rows->forPage($page, $pageSize)->get()->toArray(),
            'total' => $total,
            'totalIsEstimate' => false,
            'page' => $page,
            'pageSize' => $pageSize,
            'firstRowNumber' => ($page - 1) * $pageSize + 1,
            'next' => null,
            'consolidation' => (object) [],
        ];
    }

    private function positiveInteger(mixed $given, string $name, int $default, int $maximum): int
    {
        if ($given === null || $given === '') {
            return $default;
        }
        if (!is_string($given) || preg_match('/^[0-9]{1,9}$/', $given) !== 1) {
            $this->issues[] = ValidationIssues::issue('/' . $name, 'type');

            return $default;
        }
        $value = (int) $given;
        if ($value < 1) {
            $this->issues[] = ValidationIssues::issue('/' . $name, 'minimum', '1');
        } elseif ($value > $maximum) {
            $this->issues[] = ValidationIssues::issue('/' . $name, 'maximum', (string) $maximum);
        }

        return $value;
    }

    /** @return list<array{string, bool}> */
    private function sortKeys(mixed $given): array
    {
        if (!is_string($given) || trim($given) === '') {
            return $this->defaultSort === null ? [] : [$this->defaultSort];
        }
        $keys = [];
        foreach (explode(',', $given) as $part) {
            $descending = str_starts_with($part, '-');
            $column = $descending ? substr($part, 1) : $part;
            if (in_array($column, $this->sortable, true)) {
                $keys[] = [$column, $descending];
            } else {
                $this->issues[] = Issue::at(
                    '/sort',
                    'unknown-sort-field',
                    sprintf('"%s" cannot be sorted by', $column),
                    sprintf('"%s" баганаар эрэмбэлэх боломжгүй', $column),
                );
            }
        }

        return $keys;
    }

    /** @return array<string, array<string, mixed>> */
    private function filterValues(mixed $given): array
    {
        if ($given === null || $given === '') {
            return [];
        }
        $parsed = is_string($given) ? json_decode($given, true) : null;
        if (!is_array($parsed) || (array_is_list($parsed) && $parsed !== [])) {
            $this->issues[] = Issue::at('/filter', 'filter-json', 'must be a JSON object', 'JSON объект байх ёстой');

            return [];
        }
        $filters = [];
        foreach ($parsed as $column => $value) {
            $column = (string) $column;
            $read = $this->filterValue($column, $value);
            if ($read !== null) {
                $filters[$column] = $read;
            }
        }

        return $filters;
    }

    /** @return array<string, mixed>|null */
    private function filterValue(string $column, mixed $value): ?array
    {
        $at = '/filter/' . $column;
        if (!isset($this->filters[$column])) {
            $this->issues[] = Issue::at(
                $at,
                'unknown-filter-field',
                sprintf('"%s" cannot be filtered', $column),
                sprintf('"%s" баганаар шүүх боломжгүй', $column),
            );

            return null;
        }
        if (!is_array($value) || (array_is_list($value) && $value !== [])) {
            $this->issues[] = Issue::at($at, 'filter-not-object', 'must be an object', 'объект байх ёстой');

            return null;
        }
        [$type] = $this->filters[$column];
        if ($type === 'text') {
            if (!is_string($value['text'] ?? null) || mb_strlen($value['text']) > self::MAX_TEXT) {
                $this->issues[] = Issue::at(
                    $at,
                    'filter-text',
                    sprintf('needs "text" of at most %d characters', self::MAX_TEXT),
                    sprintf('"text" нь %d хүртэл тэмдэгт байна', self::MAX_TEXT),
                );

                return null;
            }

            return ['text' => $value['text']];
        }
        if ($type === 'set') {
            $values = $value['in'] ?? null;
            $primitive = static fn (mixed $item): bool => is_scalar($item);
            if (!is_array($values) || !array_is_list($values) || count($values) > self::MAX_VALUES
                || count(array_filter($values, $primitive)) !== count($values)) {
                $this->issues[] = Issue::at(
                    $at,
                    'filter-values',
                    sprintf('needs "in": a list of at most %d values', self::MAX_VALUES),
                    sprintf('"in" нь %d хүртэл утгын жагсаалт байна', self::MAX_VALUES),
                );

                return null;
            }

            return ['in' => $values];
        }

        return $this->rangeValue($at, $type, $value);
    }

    /**
     * @param array<string, mixed> $value
     * @return array<string, mixed>|null
     */
    private function rangeValue(string $at, string $type, array $value): ?array
    {
        $range = [];
        foreach (['from', 'to'] as $bound) {
            $given = $value[$bound] ?? null;
            if ($given === null) {
                continue;
            }
            $valid = $type === 'number-range'
                ? (is_int($given) || is_float($given))
                : (is_string($given) && self::isDate($given));
            if (!$valid) {
                $this->issues[] = Issue::at(
                    $at . '/' . $bound,
                    'filter-bound',
                    $type === 'number-range' ? 'must be a number' : 'must be a date YYYY-MM-DD',
                    $type === 'number-range' ? 'тоо байх ёстой' : 'YYYY-MM-DD огноо байх ёстой',
                );

                return null;
            }
            $range[$bound] = $given;
        }

        return $range;
    }

    private function searchText(mixed $given): string
    {
        if ($given === null) {
            return '';
        }
        if (!is_string($given)) {
            $this->issues[] = ValidationIssues::issue('/search', 'type');

            return '';
        }
        if (mb_strlen(trim($given)) > self::MAX_TEXT) {
            $this->issues[] = ValidationIssues::issue('/search', 'maxLength', (string) self::MAX_TEXT);

            return '';
        }

        return trim($given);
    }

    private function deletedFlag(mixed $given): bool
    {
        if ($given === null || $given === 'false') {
            return false;
        }
        if ($given !== 'true') {
            $this->issues[] = ValidationIssues::issue('/deleted', 'type');
        }

        return $given === 'true';
    }

    /**
     * @param Builder<Model> $rows
     * @param array<string, mixed> $value
     */
    private function applyFilter(Builder $rows, string $column, array $value): void
    {
        [$type, $match] = $this->filters[$column];
        if ($type === 'text') {
            $text = self::escapeLike($value['text']);
            $pattern = match ($match) {
                'starts-with' => $text . '%',
                'equals' => $text,
                default => '%' . $text . '%',
            };
            $rows->whereRaw($this->text($rows, $column) . ' ilike ?', [$pattern]);
        } elseif ($type === 'set') {
            // Compared as text, so a value of the wrong type matches nothing instead of failing.
            $values = array_map(
                static fn (mixed $item): string => is_bool($item) ? ($item ? 'true' : 'false') : (string) $item,
                $value['in'],
            );
            if ($values === []) {
                $rows->whereRaw('false');
            } else {
                $placeholders = implode(', ', array_fill(0, count($values), '?'));
                $rows->whereRaw($this->text($rows, $column) . ' in (' . $placeholders . ')', $values);
            }
        } else {
            $qualified = $this->column($rows, $column);
            $cast = $type === 'date-range' ? '?::date' : '?::numeric';
            if (isset($value['from'])) {
                $rows->whereRaw($qualified . ' >= ' . $cast, [$value['from']]);
            }
            if (isset($value['to'])) {
                // A date range's end covers that whole day.
                $bound = $type === 'date-range' ? ' < ?::date + 1' : ' <= ?::numeric';
                $rows->whereRaw($qualified . $bound, [$value['to']]);
            }
        }
    }

    /**
     * A list plan's column as SQL, quoted and qualified with the table.
     *
     * @param Builder<Model> $rows
     */
    private function column(Builder $rows, string $column): string
    {
        return $rows->getQuery()->getGrammar()->wrap($rows->qualifyColumn($column));
    }

    /**
     * The column's value as text: what text filters and search compare.
     *
     * @param Builder<Model> $rows
     */
    private function text(Builder $rows, string $column): string
    {
        return $this->column($rows, $column) . '::text';
    }

    private static function escapeLike(string $text): string
    {
        return addcslashes($text, '\\%_');
    }

    private static function isDate(string $text): bool
    {
        return preg_match('/^(\d{4})-(\d{2})-(\d{2})$/', $text, $parts) === 1
            && checkdate((int) $parts[2], (int) $parts[3], (int) $parts[1]);
    }
}`,
  )

/** Adds the runtime package: its composer.json and classes. */
export function addRuntimePackage(tree: FileTree, plan: ProjectPlan): void {
  const directory = runtimeDirectory(plan)
  addFile(tree, `${directory}/composer.json`, runtimeComposerJson(plan))
  const classes: Record<string, () => string> = {
    ApiError: apiError,
    DatabaseErrors: databaseErrors,
    ErrorRenderer: errorRenderer,
    TamgaRecord: tamgaRecord,
    Issue: issue,
    JsonBodyRequest: jsonBodyRequest,
    RecordList: recordList,
    RowConditions: rowConditions,
    SessionTokens: sessionTokens,
    SessionUser: sessionUser,
    ValidationIssues: validationIssues,
  }
  for (const [name, emit] of Object.entries(classes)) addFile(tree, `${directory}/src/${name}.php`, emit())
}

/** `Tamga\Api\X` for a `use` line. */
export function runtimeClass(name: string): string {
  return `${RUNTIME_NAMESPACE}\\${name}`
}
