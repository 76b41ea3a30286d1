<?php

declare(strict_types=1);

namespace Tamga\Api;

use DateTimeImmutable;
use DateTimeInterface;
use DateTimeZone;
use Illuminate\Database\Eloquent\Builder;

/**
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
}
