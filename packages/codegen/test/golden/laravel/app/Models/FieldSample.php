<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\SoftDeletes;
use Tamga\Api\TamgaRecord;

/**
 * Талбарын жишээ: table "field_sample".
 */
final class FieldSample extends Model
{
    use TamgaRecord;
    use SoftDeletes;

    protected $table = 'field_sample';

    /** @var list<string> */
    protected $fillable = [
        'id',
        'title',
        'code',
        'summary',
        'quantity',
        'unit_price',
        'event_date',
        'starts_at',
        'opening_time',
        'recorded_at',
        'category',
        'tags',
        'size',
        'is_checked',
        'is_active',
        'domain_node',
        'color',
        'attachment',
        'picture',
        'secret',
        'email',
        'phone',
        'website',
        'order_number',
        'description',
        'aimag_id',
        'bearer_id',
        'origin',
    ];

    /** @var list<string> */
    protected $hidden = ['secret'];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'id' => 'integer',
            'quantity' => 'integer',
            'unit_price' => 'decimal:2',
            'total' => 'decimal:2',
            'event_date' => 'date:Y-m-d',
            'starts_at' => 'datetime',
            'recorded_at' => 'datetime',
            'tags' => 'array',
            'is_checked' => 'boolean',
            'is_active' => 'boolean',
            'order_number' => 'integer',
            'aimag_id' => 'integer',
            'bearer_id' => 'integer',
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

    /** @return BelongsTo<HeritageBearer, $this> */
    public function bearer(): BelongsTo
    {
        return $this->belongsTo(HeritageBearer::class, 'bearer_id', 'id');
    }
}
