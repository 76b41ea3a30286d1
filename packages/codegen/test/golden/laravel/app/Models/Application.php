<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\SoftDeletes;
use Tamga\Api\TamgaRecord;

/**
 * Өргөдөл: table "application".
 */
final class Application extends Model
{
    use TamgaRecord;
    use SoftDeletes;

    protected $table = 'application';

    /** @var list<string> */
    protected $fillable = [
        'id',
        'heritage_bearer_id',
        'title',
        'description',
        'amount',
        'attachment',
        'process_status',
    ];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'id' => 'integer',
            'applicant_id' => 'integer',
            'heritage_bearer_id' => 'integer',
            'amount' => 'decimal:2',
            'created_by' => 'integer',
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
