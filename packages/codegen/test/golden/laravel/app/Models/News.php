<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\SoftDeletes;
use Tamga\Api\TamgaRecord;

/**
 * Мэдээ: table "news".
 */
final class News extends Model
{
    use TamgaRecord;
    use SoftDeletes;

    protected $table = 'news';

    /** @var list<string> */
    protected $fillable = [
        'id',
        'title',
        'summary',
        'body',
        'image',
        'published_at',
        'is_published',
        'view_count',
    ];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'id' => 'integer',
            'published_at' => 'datetime',
            'is_published' => 'boolean',
            'view_count' => 'integer',
            'created_by' => 'integer',
            'created_at' => 'datetime',
            'updated_at' => 'datetime',
            'deleted_at' => 'datetime',
        ];
    }
}
