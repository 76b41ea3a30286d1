<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\SoftDeletes;
use Tamga\Api\TamgaRecord;

/**
 * Элч төлөөлөгч: table "envoy".
 */
final class Envoy extends Model
{
    use TamgaRecord;
    use SoftDeletes;

    protected $table = 'envoy';

    /** @var list<string> */
    protected $fillable = [
        'id',
        'last_name',
        'first_name',
        'position',
        'aimag_id',
        'phone',
        'email',
        'photo',
        'biography',
        'appointed_at',
        'is_published',
    ];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'id' => 'integer',
            'aimag_id' => 'integer',
            'appointed_at' => 'date:Y-m-d',
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
}
