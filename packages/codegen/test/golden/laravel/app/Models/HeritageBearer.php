<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Database\Eloquent\SoftDeletes;
use Tamga\Api\TamgaRecord;

/**
 * Өв тээгч: table "heritage_bearer".
 */
final class HeritageBearer extends Model
{
    use TamgaRecord;
    use SoftDeletes;

    protected $table = 'heritage_bearer';

    /** @var list<string> */
    protected $fillable = [
        'id',
        'last_name',
        'first_name',
        'register_number',
        'heritage_domain_id',
        'aimag_id',
        'biography',
        'photo',
        'is_published',
    ];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'id' => 'integer',
            'heritage_domain_id' => 'integer',
            'aimag_id' => 'integer',
            'is_published' => 'boolean',
            'created_at' => 'datetime',
            'updated_at' => 'datetime',
            'deleted_at' => 'datetime',
        ];
    }

    /** @return BelongsTo<Aimag, $this> */
    public function aimag(): BelongsTo
    {
        return $this->belongsTo(Aimag::class, 'aimag_id', 'id');
    }

    /** @return BelongsTo<HeritageDomain, $this> */
    public function heritageDomain(): BelongsTo
    {
        return $this->belongsTo(HeritageDomain::class, 'heritage_domain_id', 'id');
    }

    /** @return HasMany<Application, $this> */
    public function applications(): HasMany
    {
        return $this->hasMany(Application::class, 'heritage_bearer_id', 'id');
    }

    /** @return HasMany<FieldSample, $this> */
    public function fieldSamples(): HasMany
    {
        return $this->hasMany(FieldSample::class, 'bearer_id', 'id');
    }

    /** @return HasMany<HeritageApprentice, $this> */
    public function heritageApprentices(): HasMany
    {
        return $this->hasMany(HeritageApprentice::class, 'heritage_bearer_id', 'id');
    }
}
