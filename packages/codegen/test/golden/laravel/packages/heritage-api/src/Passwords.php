<?php

declare(strict_types=1);

namespace Tamga\Api;

/**
 * Tamga's passwords: its rule (spec 5, the same words as Tamga's own server) and its argon2id
 * hashes. Needs nothing of Laravel, so the sign-in, the tamga:admin command and php-cli share it.
 */
final class Passwords
{
    private const MIN_LENGTH = 8;
    private const MAX_LENGTH = 128;

    /** Problem code => its words, in the order Tamga's checkPassword reports them. */
    private const PROBLEMS = [
        'too-short' => [
            'mn_MN' => 'Нууц үг дор хаяж 8 тэмдэгттэй байх ёстой',
            'en_US' => 'The password must have at least 8 characters',
        ],
        'too-long' => [
            'mn_MN' => 'Нууц үг 128 тэмдэгтээс урт байж болохгүй',
            'en_US' => 'The password must have at most 128 characters',
        ],
        'uppercase' => [
            'mn_MN' => 'Нууц үгэнд латин том үсэг орсон байх ёстой',
            'en_US' => 'The password must contain an upper-case Latin letter',
        ],
        'lowercase' => [
            'mn_MN' => 'Нууц үгэнд латин жижиг үсэг орсон байх ёстой',
            'en_US' => 'The password must contain a lower-case Latin letter',
        ],
        'digit' => [
            'mn_MN' => 'Нууц үгэнд тоо орсон байх ёстой',
            'en_US' => 'The password must contain a digit',
        ],
        'special' => [
            'mn_MN' => 'Нууц үгэнд тусгай тэмдэгт (!@#$%^&* гэх мэт) орсон байх ёстой',
            'en_US' => 'The password must contain a special character (such as !@#$%^&*)',
        ],
        'spaces' => ['mn_MN' => 'Хоосон зай орсон байна', 'en_US' => 'Spaces are included'],
        'non-latin' => [
            'mn_MN' => 'Нууц үгэнд зөвхөн латин үсэг, тоо, тусгай тэмдэгт орно',
            'en_US' => 'The password may contain only Latin letters, digits and special characters',
        ],
    ];

    /** The cost Tamga hashes every account's password at: memory in KiB, passes, lanes. */
    private const COST = ['memory_cost' => 65536, 'time_cost' => 3, 'threads' => 4];

    /** JavaScript's \s, which Tamga's rule is written with (PCRE's \s without UCP is ASCII only). */
    private const SPACE = '\t\n\x{0B}\f\r \x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}';

    /**
     * What is wrong with a password, each problem with its words; empty when it is good.
     *
     * @return list<array{code: string, message: array{mn_MN: string, en_US: string}}>
     */
    public static function problems(string $password): array
    {
        // Counted in code points, as Tamga counts; text that is not UTF-8 has no Latin reading.
        $length = preg_match_all('/./su', $password);
        $codes = [];
        if ($length === false) {
            $length = strlen($password);
            $nonLatin = true;
        } else {
            $nonLatin = preg_match('/[^\x20-\x7E' . self::SPACE . ']/u', $password) === 1;
        }
        if ($length < self::MIN_LENGTH) {
            $codes[] = 'too-short';
        }
        if ($length > self::MAX_LENGTH) {
            $codes[] = 'too-long';
        }
        $checks = [
            'uppercase' => preg_match('/[A-Z]/', $password) !== 1,
            'lowercase' => preg_match('/[a-z]/', $password) !== 1,
            'digit' => preg_match('/[0-9]/', $password) !== 1,
            'special' => preg_match('/[!-\/:-@\[-`{-~]/', $password) !== 1,
            'spaces' => preg_match('/[' . self::SPACE . ']/u', $password) === 1,
            'non-latin' => $nonLatin,
        ];
        foreach ($checks as $code => $broken) {
            if ($broken) {
                $codes[] = $code;
            }
        }

        return array_map(
            static fn (string $code): array => ['code' => $code, 'message' => self::PROBLEMS[$code]],
            $codes,
        );
    }

    /**
     * A password handed to a command: TAMGA_ADMIN_PASSWORD when set, otherwise the first line of
     * the stream (standard input), without its line end; null when neither gives one.
     *
     * @param resource $input
     */
    public static function given($input): ?string
    {
        $variable = getenv('TAMGA_ADMIN_PASSWORD');
        if (is_string($variable) && $variable !== '') {
            return $variable;
        }
        $line = fgets($input);
        if ($line === false) {
            return null;
        }
        $password = rtrim($line, "\r\n");

        return $password === '' ? null : $password;
    }

    /**
     * An argon2id hash at Tamga's cost, written `m=…,t=…,p=…`: the order PHP reads, and one Tamga's
     * argon2 reads as well, so an account made here signs in on Tamga too.
     */
    public static function hash(string $password): string
    {
        return password_hash($password, PASSWORD_ARGON2ID, self::COST);
    }

    /**
     * Whether a password matches a stored hash. Tamga's argon2 writes its parameters
     * `m=…,p=…,t=…`, an order password_verify refuses, so they are put in PHP's order first.
     * Without a hash (no such account) a hash is made anyway, so the answer takes as long.
     */
    public static function verify(string $password, ?string $hash): bool
    {
        if ($hash === null) {
            self::hash($password);

            return false;
        }
        $readable = self::inPhpOrder($hash);

        return $readable !== null && password_verify($password, $readable);
    }

    /** `$argon2id$v=19$m=…,t=…,p=…$salt$key` from the same string with its parameters in any order. */
    public static function inPhpOrder(string $hash): ?string
    {
        $parts = explode('$', $hash);
        if (count($parts) !== 6 || $parts[0] !== '' || $parts[1] !== 'argon2id' || $parts[2] !== 'v=19') {
            return null;
        }
        $parameters = [];
        foreach (explode(',', $parts[3]) as $pair) {
            if (preg_match('/^([mtp])=([1-9][0-9]{0,9})$/', $pair, $match) !== 1 || isset($parameters[$match[1]])) {
                return null;
            }
            $parameters[$match[1]] = $match[2];
        }
        if (count($parameters) !== 3) {
            return null;
        }
        $parts[3] = "m={$parameters['m']},t={$parameters['t']},p={$parameters['p']}";

        return implode('$', $parts);
    }
}
