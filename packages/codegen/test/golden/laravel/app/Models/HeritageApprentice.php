<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\SoftDeletes;
use Tamga\Api\TamgaRecord;

/**
 * Шавь: table "heritage_apprentice".
 */
final class HeritageApprentice extends Model
{
    use TamgaRecord;
    use SoftDeletes;

    protected $table = 'heritage_apprentice';

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'id' => 'integer',
            'heritage_bearer_id' => 'integer',
            'birth_year' => 'integer',
            'started_on' => 'date:Y-m-d',
            'created_at' => 'datetime',
            'updated_at' => 'datetime',
            'deleted_at' => 'datetime',
        ];
    }

    /** @return BelongsTo<HeritageBearer, $this> */
    public function heritageBearer(): BelongsTo
    {
        return $this->belongsTo(HeritageBearer::class, 'heritage_bearer_id', 'id');
    }
}
