// `php artisan tamga:admin LOGIN`: the first super admin of a new database, so it can be signed in
// to at all (Tamga's own `tamga seed` makes one the same way: role 1, confirmed). Laravel 11
// registers the commands under app/Console/Commands by itself.
import { phpFile, phpString } from './php.ts'
import { runtimeClass } from './runtimePackage.ts'

/** The role Tamga's first super admin gets (seedSuperAdmin). */
const SUPER_ADMIN_ROLE = 1

/** What the command says, Mongolian first, then English. */
const WORDS = {
  noPassword:
    'Нууц үг өгөгдсөнгүй: TAMGA_ADMIN_PASSWORD эсвэл стандарт оролтоор өгнө үү. No password given: set TAMGA_ADMIN_PASSWORD or pass it on standard input.',
  emptyLogin: 'Нэвтрэх нэр хоосон байна. The login is empty.',
  taken: 'Ийм нэвтрэх нэртэй хэрэглэгч байна. A user with this login exists.',
  created: 'Супер админ үүслээ. The super admin is created:',
} as const

export function adminCommandFile(): string {
  return phpFile(
    'App\\Console\\Commands',
    ['Illuminate\\Console\\Command', 'Illuminate\\Support\\Facades\\DB', runtimeClass('Passwords')],
    `/**
 * php artisan tamga:admin LOGIN: the super admin (role ${SUPER_ADMIN_ROLE}, confirmed), its password from
 * TAMGA_ADMIN_PASSWORD, else asked for at a terminal, else the first line of standard input. A
 * password Tamga's rule refuses, or a login someone has, is refused.
 */
final class CreateAdmin extends Command
{
    /** @var string */
    protected $signature = 'tamga:admin {login : the super admin\\'s login}';

    /** @var string */
    protected $description = 'Creates the super admin (role ${SUPER_ADMIN_ROLE}) with a password from TAMGA_ADMIN_PASSWORD or standard input';

    public function handle(): int
    {
        $login = trim((string) $this->argument('login'));
        if ($login === '') {
            $this->error(${phpString(WORDS.emptyLogin)});

            return self::FAILURE;
        }
        // Asked for, unechoed, only at a terminal without the variable; otherwise as Passwords reads it.
        $variable = getenv('TAMGA_ADMIN_PASSWORD');
        $password = ($variable === false || $variable === '') && stream_isatty(STDIN)
            ? (string) $this->secret('Нууц үг / Password')
            : Passwords::given(STDIN);
        if ($password === null || $password === '') {
            $this->error(${phpString(WORDS.noPassword)});

            return self::FAILURE;
        }
        $problems = Passwords::problems($password);
        foreach ($problems as $problem) {
            $this->error($problem['message']['mn_MN'] . ' / ' . $problem['message']['en_US']);
        }
        if ($problems !== []) {
            return self::FAILURE;
        }
        $taken = DB::table('tamga_user')
            ->whereRaw('lower(login) = lower(?)', [$login])
            ->whereNull('deleted_at')
            ->exists();
        if ($taken) {
            $this->error(${phpString(WORDS.taken)});

            return self::FAILURE;
        }
        $id = DB::table('tamga_user')->insertGetId([
            'login' => $login,
            'password_hash' => Passwords::hash($password),
            'first_name' => 'Super',
            'last_name' => 'Admin',
            'role_id' => ${SUPER_ADMIN_ROLE},
            'confirmed' => true,
        ]);
        $this->info(${phpString(WORDS.created)} . ' ' . $login . ' (' . $id . ')');

        return self::SUCCESS;
    }
}`,
  )
}
