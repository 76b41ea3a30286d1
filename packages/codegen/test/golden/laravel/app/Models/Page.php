<?php

declare(strict_types=1);

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Tamga\Api\TamgaRecord;

/**
 * Мэдээллийн хуудас: table "page".
 */
final class Page extends Model
{
    use TamgaRecord;

    protected $table = 'page';

    /** @var list<string> */
    protected $fillable = [
        'id',
        'slug',
        'title',
        'title_en',
        'title_ko',
        'summary',
        'body',
        'cover_image',
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
}
