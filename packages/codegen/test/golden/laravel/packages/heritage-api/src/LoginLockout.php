<?php

declare(strict_types=1);

namespace Tamga\Api;

use DateTimeImmutable;
use DateTimeZone;
use Illuminate\Support\Facades\DB;
use RuntimeException;

/**
 * The sign-in lockout rule Tamga's own server applies (@tamga/schema rules/login-lockout.ts), over
 * the same tamga_login_attempt table, so a login locked here is locked on Tamga and the other way
 * round: a login is locked after MAX_FAILURES wrong passwords within the window; a client
 * address's failures past its allowance only slow its answers, since one office shares one address.
 * Only the counting statements need Laravel (its database); the keys, delays and words do not.
 */
final class LoginLockout
{
    /** The rule's numbers: failures, milliseconds. */
    private const POLICY = [
        'maxFailures' => 5,
        'windowMs' => 900000,
        'lockMs' => 900000,
        'failureDelayMs' => 250,
        'maxFailureDelayMs' => 2000,
        'maxFailuresPerAddress' => 5,
    ];

    /** LOGIN_LOCKED's words with the minutes left as %d: Mongolian, English (one minute), Korean. */
    private const LOCKED = [
        'Олон удаа буруу оролдсон тул нэвтрэхийг түр хаалаа: %d минутын дараа дахин оролдоно уу',
        'Too many failed sign-in attempts: signing in is locked, try again in %d minutes',
        'Too many failed sign-in attempts: signing in is locked, try again in %d minute',
        '로그인 실패가 너무 많아 로그인이 잠겼습니다. %d분 후에 다시 시도해 주세요',
    ];

    /** JavaScript's \s, which Tamga's trim() removes from a login's ends. */
    private const SPACE = '\t\n\x{0B}\f\r \x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}';

    /** A login as Tamga reads it: without the spaces around it. */
    public static function trimmed(string $login): string
    {
        return (string) preg_replace('/^[' . self::SPACE . ']+|[' . self::SPACE . ']+$/u', '', $login);
    }

    /**
     * `login:<lower-case login>` and `ip:<address>`, the keys tamga_login_attempt counts under.
     *
     * @return array{login: string, address: string}
     */
    public static function keys(string $login, string $address): array
    {
        return ['login' => 'login:' . mb_strtolower(self::trimmed($login), 'UTF-8'), 'address' => 'ip:' . $address];
    }

    /** Milliseconds to wait before answering the failures-th failure in a row: doubled each time, capped. */
    public static function delay(int $failures): int
    {
        if ($failures < 1 || self::POLICY['failureDelayMs'] <= 0) {
            return 0;
        }

        return (int) min(self::POLICY['failureDelayMs'] * 2 ** min($failures - 1, 20), self::POLICY['maxFailureDelayMs']);
    }

    /** LOGIN_LOCKED for a lock ending at $until, its words saying the minutes left, Retry-After the seconds. */
    public static function locked(DateTimeImmutable $until, DateTimeImmutable $now): ApiError
    {
        $milliseconds = self::milliseconds($until) - self::milliseconds($now);
        $seconds = max(1, (int) ceil($milliseconds / 1000));
        $minutes = (int) ceil($seconds / 60);
        [$mn, $en, $enOne, $ko] = self::LOCKED;
        $texts = [sprintf($mn, $minutes), sprintf($minutes === 1 ? $enOne : $en, $minutes), sprintf($ko, $minutes)];

        return new ApiError('LOGIN_LOCKED', texts: $texts, headers: ['Retry-After' => (string) $seconds]);
    }

    public static function now(): DateTimeImmutable
    {
        return new DateTimeImmutable('now', new DateTimeZone('UTC'));
    }

    /**
     * Counts an attempt of a login before its password is checked, in one statement, so parallel
     * guesses cannot outrun the count: an attempt past the limit starts the lock, one during a lock
     * is refused; a count whose window has passed or whose lock has ended starts again.
     *
     * @return array{number: int, lockedUntil: DateTimeImmutable|null}
     */
    public static function begin(string $key, DateTimeImmutable $now): array
    {
        // "restart": no running lock, and the window has passed or a lock has ended.
        $restart = '(not (a.locked_until is not null and a.locked_until > :now) '
            . 'and (a.first_failure_at <= :windowStart or a.locked_until is not null))';
        $row = self::one(
            "insert into tamga_login_attempt as a (key, failures, first_failure_at, last_failure_at, locked_until)
            values (:key, 1, :now, :now, null)
            on conflict (key) do update set
                failures = case when {$restart} then 1 else a.failures + 1 end,
                first_failure_at = case when {$restart} then :now else a.first_failure_at end,
                last_failure_at = :now,
                locked_until = case
                    when {$restart} then null
                    when a.failures + 1 > :maxFailures then coalesce(a.locked_until, :lockEnd)
                    else a.locked_until end
            returning failures, locked_until",
            [
                'key' => $key,
                'now' => self::timestamp($now),
                'windowStart' => self::timestamp(self::shifted($now, -self::POLICY['windowMs'])),
                'maxFailures' => self::POLICY['maxFailures'],
                'lockEnd' => self::timestamp(self::shifted($now, self::POLICY['lockMs'])),
            ],
        );
        $lockedUntil = $row->locked_until === null ? null : new DateTimeImmutable((string) $row->locked_until);

        return [
            'number' => (int) $row->failures,
            'lockedUntil' => $lockedUntil !== null && $lockedUntil > $now ? $lockedUntil : null,
        ];
    }

    /**
     * After a wrong password: locks the login when its attempt numbered the limit or later (a
     * running lock keeps its end), counts the address's failure, and waits the delay the longer of
     * the two runs calls for.
     *
     * @param array{login: string, address: string} $keys
     * @param array{number: int, lockedUntil: DateTimeImmutable|null} $attempt
     */
    public static function failed(array $keys, array $attempt, DateTimeImmutable $now): void
    {
        if ($attempt['number'] >= self::POLICY['maxFailures']) {
            DB::update(
                'update tamga_login_attempt set locked_until = ? where key = ? and locked_until is null',
                [self::timestamp(self::shifted($now, self::POLICY['lockMs'])), $keys['login']],
            );
        }
        $byAddress = (int) self::one(
            'insert into tamga_login_attempt as a (key, failures, first_failure_at, last_failure_at, locked_until)
            values (:key, 1, :now, :now, null)
            on conflict (key) do update set
                failures = case when a.first_failure_at <= :windowStart then 1 else a.failures + 1 end,
                first_failure_at = case when a.first_failure_at <= :windowStart then :now else a.first_failure_at end,
                last_failure_at = :now
            returning failures',
            [
                'key' => $keys['address'],
                'now' => self::timestamp($now),
                'windowStart' => self::timestamp(self::shifted($now, -self::POLICY['windowMs'])),
            ],
        )->failures;
        $delay = self::delay(max($attempt['number'], $byAddress - self::POLICY['maxFailuresPerAddress']));
        if ($delay > 0) {
            usleep($delay * 1000);
        }
    }

    /** A success forgets the login's failures. */
    public static function clear(string $loginKey): void
    {
        DB::delete('delete from tamga_login_attempt where key = ?', [$loginKey]);
    }

    /**
     * A statement written with :names as PDO's positional parameters: PostgreSQL's native
     * prepared statements take a name only once, and these statements use some several times.
     *
     * @param array<string, string|int> $values
     * @return array{string, list<string|int>}
     */
    public static function positional(string $sql, array $values): array
    {
        $bindings = [];
        $statement = preg_replace_callback(
            '/(?<![:\w]):([A-Za-z]+)/',
            static function (array $match) use ($values, &$bindings): string {
                $bindings[] = $values[$match[1]];

                return '?';
            },
            $sql,
        );

        return [(string) $statement, $bindings];
    }

    /** @param array<string, string|int> $values */
    private static function one(string $sql, array $values): object
    {
        [$statement, $bindings] = self::positional($sql, $values);

        return DB::selectOne($statement, $bindings);
    }

    private static function shifted(DateTimeImmutable $time, int $milliseconds): DateTimeImmutable
    {
        $at = self::milliseconds($time) + $milliseconds;
        $shifted = DateTimeImmutable::createFromFormat(
            'U.v',
            sprintf('%d.%03d', intdiv($at, 1000), $at % 1000),
            new DateTimeZone('UTC'),
        );

        if ($shifted === false) {
            throw new RuntimeException('cannot shift the time ' . $time->format(DATE_ATOM));
        }

        return $shifted;
    }

    private static function timestamp(DateTimeImmutable $time): string
    {
        return $time->format('Y-m-d H:i:s.uP');
    }

    private static function milliseconds(DateTimeImmutable $time): int
    {
        return (int) $time->format('Uv');
    }
}
