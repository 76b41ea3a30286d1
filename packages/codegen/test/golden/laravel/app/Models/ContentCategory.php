<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Tamga\Api\TamgaRecord;

/**
 * Контентын ангилал: table "content_category".
 */
final class ContentCategory extends Model
{
    use TamgaRecord;

    protected $table = 'content_category';

    /** @var list<string> */
    protected $fillable = [
        'id',
        'slug',
        'name',
        'name_en',
        'name_ko',
        'description',
        'cover_image',
        'icon',
        'sort_order',
        'is_published',
    ];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'id' => 'integer',
            'sort_order' => 'integer',
            'is_published' => 'boolean',
            'created_at' => 'datetime',
            'updated_at' => 'datetime',
        ];
    }

    /** @return HasMany<ContentItem, $this> */
    public function contentItems(): HasMany
    {
        return $this->hasMany(ContentItem::class, 'category_id', 'id');
    }
}
