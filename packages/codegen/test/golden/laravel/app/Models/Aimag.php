<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Tamga\Api\TamgaRecord;

/**
 * Аймаг: table "aimag".
 */
final class Aimag extends Model
{
    use TamgaRecord;

    protected $table = 'aimag';

    /** @var list<string> */
    protected $fillable = ['id', 'name', 'code', 'boundary'];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'id' => 'integer',
            'boundary' => 'array',
            'created_at' => 'datetime',
            'updated_at' => 'datetime',
        ];
    }

    /** @return HasMany<HeritageBearer, $this> */
    public function heritageBearers(): HasMany
    {
        return $this->hasMany(HeritageBearer::class, 'aimag_id', 'id');
    }

    /** @return HasMany<Envoy, $this> */
    public function envoys(): HasMany
    {
        return $this->hasMany(Envoy::class, 'aimag_id', 'id');
    }

    /** @return HasMany<FieldSample, $this> */
    public function fieldSamples(): HasMany
    {
        return $this->hasMany(FieldSample::class, 'aimag_id', 'id');
    }
}
