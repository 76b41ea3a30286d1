<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\SoftDeletes;
use Tamga\Api\TamgaRecord;

/**
 * Хүсэлт: table "public_request".
 */
final class PublicRequest extends Model
{
    use TamgaRecord;
    use SoftDeletes;

    protected $table = 'public_request';

    /** @var list<string> */
    protected $fillable = [
        'id',
        'kind',
        'name',
        'email',
        'phone',
        'message',
        'amount',
        'content_item_id',
        'status',
        'staff_note',
    ];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'id' => 'integer',
            'amount' => 'decimal:0',
            'content_item_id' => 'integer',
            'created_at' => 'datetime',
            'updated_at' => 'datetime',
            'deleted_at' => 'datetime',
        ];
    }

    /** @return BelongsTo<ContentItem, $this> */
    public function contentItem(): BelongsTo
    {
        return $this->belongsTo(ContentItem::class, 'content_item_id', 'id');
    }
}
