<?php

declare(strict_types=1);

namespace App\Console\Commands;

use Illuminate\Console\Command;
use Illuminate\Support\Facades\DB;
use Tamga\Api\Passwords;

/**
 * php artisan tamga:admin LOGIN: the super admin (role 1, confirmed), its password from
 * TAMGA_ADMIN_PASSWORD, else asked for at a terminal, else the first line of standard input. A
 * password Tamga's rule refuses, or a login someone has, is refused.
 */
final class CreateAdmin extends Command
{
    /** @var string */
    protected $signature = 'tamga:admin {login : the super admin\'s login}';

    /** @var string */
    protected $description = 'Creates the super admin (role 1) with a password from TAMGA_ADMIN_PASSWORD or standard input';

    public function handle(): int
    {
        $login = trim((string) $this->argument('login'));
        if ($login === '') {
            $this->error('Нэвтрэх нэр хоосон байна. The login is empty.');

            return self::FAILURE;
        }
        // Asked for, unechoed, only at a terminal without the variable; otherwise as Passwords reads it.
        $variable = getenv('TAMGA_ADMIN_PASSWORD');
        $password = ($variable === false || $variable === '') && stream_isatty(STDIN)
            ? (string) $this->secret('Нууц үг / Password')
            : Passwords::given(STDIN);
        if ($password === null || $password === '') {
            $this->error('Нууц үг өгөгдсөнгүй: TAMGA_ADMIN_PASSWORD эсвэл стандарт оролтоор өгнө үү. No password given: set TAMGA_ADMIN_PASSWORD or pass it on standard input.');

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
            $this->error('Ийм нэвтрэх нэртэй хэрэглэгч байна. A user with this login exists.');

            return self::FAILURE;
        }
        $id = DB::table('tamga_user')->insertGetId([
            'login' => $login,
            'password_hash' => Passwords::hash($password),
            'first_name' => 'Super',
            'last_name' => 'Admin',
            'role_id' => 1,
            'confirmed' => true,
        ]);
        $this->info('Супер админ үүслээ. The super admin is created:' . ' ' . $login . ' (' . $id . ')');

        return self::SUCCESS;
    }
}
