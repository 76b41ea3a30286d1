<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Database\Eloquent\SoftDeletes;
use Tamga\Api\TamgaRecord;

/**
 * Контент: table "content_item".
 */
final class ContentItem extends Model
{
    use TamgaRecord;
    use SoftDeletes;

    protected $table = 'content_item';

    /** @var list<string> */
    protected $fillable = [
        'id',
        'category_id',
        'heritage_domain_id',
        'title',
        'summary',
        'body',
        'cover_image',
        'media_kind',
        'media_url',
        'author',
        'duration_minutes',
        'page_count',
        'episode_count',
        'is_paid',
        'price',
        'is_featured',
        'sort_order',
        'view_count',
        'published_at',
        'is_published',
    ];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'id' => 'integer',
            'category_id' => 'integer',
            'heritage_domain_id' => 'integer',
            'duration_minutes' => 'integer',
            'page_count' => 'integer',
            'episode_count' => 'integer',
            'is_paid' => 'boolean',
            'price' => 'decimal:2',
            'is_featured' => 'boolean',
            'sort_order' => 'integer',
            'view_count' => 'integer',
            'published_at' => 'datetime',
            'is_published' => 'boolean',
            'created_by' => 'integer',
            'created_at' => 'datetime',
            'updated_at' => 'datetime',
            'deleted_at' => 'datetime',
        ];
    }

    /** @return BelongsTo<ContentCategory, $this> */
    public function category(): BelongsTo
    {
        return $this->belongsTo(ContentCategory::class, 'category_id', 'id');
    }

    /** @return BelongsTo<HeritageDomain, $this> */
    public function heritageDomain(): BelongsTo
    {
        return $this->belongsTo(HeritageDomain::class, 'heritage_domain_id', 'id');
    }

    /** @return HasMany<CourseLesson, $this> */
    public function courseLessons(): HasMany
    {
        return $this->hasMany(CourseLesson::class, 'content_item_id', 'id');
    }

    /** @return HasMany<PublicRequest, $this> */
    public function publicRequests(): HasMany
    {
        return $this->hasMany(PublicRequest::class, 'content_item_id', 'id');
    }
}
